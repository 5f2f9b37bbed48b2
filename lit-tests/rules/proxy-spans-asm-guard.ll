; R-PROXY "of that memory" in LLVM IR: the front end's spans of Triton's guarded
; inline-asm stores and of a stored pointer (rules/proxy-spans.ll has the MMA side:
; A at global_smem+0 and B at +65536, two 16 KB stages each). Lanes 0-31 zero 4 bytes
; each at global_smem+65280 with `@$2 st.shared::cta.b32`, whose guard `tid & 127 <
; 32` is an operand of the asm: bytes 65280..65407, below the 112 bytes under B that
; its swizzled reads may touch. A pointer is kept at +147600, which no MMA reads. No
; proxy fence is needed. (The guard of an asm statement, the thread-index intrinsic
; and a store of a pointer were unknown to the span analysis, so both stores might
; have been read.)
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negatives: 64 lanes write 256 bytes, into what B's MMAs may read; the pointer kept
; inside B's second stage.
; RUN: sed -e 's/icmp ult i32 %%lane, 32/icmp ult i32 %%lane, 64/' %s > %t.lanes.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.lanes.ll 2> %t.lanes
; RUN: FileCheck --check-prefix=PROXY %s < %t.lanes
; RUN: sed -e 's/i32 147600/i32 90000/' %s > %t.ptr.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.ptr.ll 2> %t.ptr
; RUN: FileCheck --check-prefix=PROXY %s < %t.ptr
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @k(ptr addrspace(6) %d, i32 %n, ptr addrspace(1) %g) {
entry:
  ; Lanes 0-31 each zero 4 bytes at global_smem+65280, below what B's MMAs may read.
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %tid, 127
  %first = icmp ult i32 %lane, 32
  %word = shl i32 %lane, 2
  %row = getelementptr i8, ptr addrspace(3) @global_smem, i32 65280
  %at = getelementptr i8, ptr addrspace(3) %row, i32 %word
  call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %at, i32 0, i1 %first)
  ; A pointer kept in a slot after it, which no MMA reads.
  store ptr addrspace(1) %g, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147600), align 8
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

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
