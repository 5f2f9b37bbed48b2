; R-PROXY "of that memory" in LLVM IR, as in the PTX reader (ptx/proxy-smem-spans.ptx):
; the front end bounds the shared memory a store writes and an MMA reads through its
; descriptors. Triton's shape: descriptors packed as `bitcast (insertelement <2 x i32>
; <poison, 0x40004040>, (addr >> 4) & 0x7FFF)` (stride offset 1024 bytes), the stage
; chosen by a phi whose `select` resets it at 2, A at global_smem+0, B at +65536 (two
; stages of 16 KB each), M = N = 128 (instruction descriptor 136314896). A constant
; stored at global_smem+147672 and released by the barrier is read by no MMA: no
; proxy fence.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck --allow-empty %s < %t.remarks
; Negative: the store into B's second stage is read: the fence is needed.
; RUN: sed -e 's/i32 147672/i32 90000/' %s > %t.inside.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.inside.ll 2> %t.inside
; RUN: FileCheck --check-prefix=PROXY %s < %t.inside
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: without the reset the stage is unbounded, and so is what the MMAs read.
; RUN: sed -e 's/%%stage.next = select i1 %%wrap, i32 0, i32 %%stage.inc/%%stage.next = add i32 %%stage.inc, 0/' %s > %t.noreset.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.noreset.ll 2> %t.noreset
; RUN: FileCheck --check-prefix=PROXY %s < %t.noreset
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @k(ptr addrspace(6) %d, i32 %n) {
entry:
  store i32 33554689, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147672), align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %stage = phi i32 [ 0, %entry ], [ %stage.next, %loop ]
  %off = shl i32 %stage, 14
  %a.addr = getelementptr i8, ptr addrspace(3) @global_smem, i32 %off
  %b.base = getelementptr i8, ptr addrspace(3) @global_smem, i32 65536
  %b.addr = getelementptr i8, ptr addrspace(3) %b.base, i32 %off
  %a.int = ptrtoint ptr addrspace(3) %a.addr to i32
  %b.int = ptrtoint ptr addrspace(3) %b.addr to i32
  %a.sh = lshr exact i32 %a.int, 4
  %b.sh = lshr exact i32 %b.int, 4
  %a.lo = and i32 %a.sh, 32767
  %b.lo = and i32 %b.sh, 32767
  %a.v = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %a.lo, i64 0
  %b.v = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %b.lo, i64 0
  %a.desc = bitcast <2 x i32> %a.v to i64
  %b.desc = bitcast <2 x i32> %b.v to i64
  call void asm sideeffect "tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, 1;", "r,l,l,r"(ptr addrspace(6) %d, i64 %a.desc, i64 %b.desc, i32 136314896)
  %stage.inc = add i32 %stage, 1
  %wrap = icmp eq i32 %stage.inc, 2
  %stage.next = select i1 %wrap, i32 0, i32 %stage.inc
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
