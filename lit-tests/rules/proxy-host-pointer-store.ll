; The LLVM IR form of ptx/proxy-host-pointer-store.ptx: a store through a generic
; pointer a kernel was passed (here `ptr %out`, moved by a GEP, and through
; `inttoptr (ptrtoint %out + offset)` as Mosaic GPU computes its output addresses)
; writes global memory, not shared memory an MMA could read
; (`model_build::host_pointer`). Held-out Mosaic GPU TCGen05 tests (LLVM IR): 2
; false R-PROXY each in two of them.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: not a kernel: a caller may pass a shared-memory pointer.
; RUN: sed -e 's/^define ptx_kernel void @k(/define void @k(/' %s > %t.func.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.func.ll 2> %t.func
; RUN: FileCheck --check-prefix=PROXY %s < %t.func
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: the offset is the address of B's stages in shared memory (an address,
; not an integer offset).
; RUN: sed -e 's/^  %%wide = zext i32 %%lane16 to i64$/  %%wide = ptrtoint ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 98304) to i64/' %s > %t.sum.ll
; RUN: grep -q 'ptrtoint ptr addrspace(3) getelementptr' %t.sum.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.sum.ll 2> %t.sum
; RUN: FileCheck --check-prefix=PROXY %s < %t.sum
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [196608 x i8] undef, align 1024

define ptx_kernel void @k(ptr addrspace(6) %d, i32 %n, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %lane = and i32 %tid, 31
  %t992 = and i32 %tid, 992
  %w16 = shl i32 %w, 4
  %w16b = shl i32 %w, 4
  %l6 = shl i32 %lane, 6
  %x1 = and i32 %l6, 448
  %l5 = shl i32 %lane, 5
  %x2 = or i32 %l5, %lane
  %x3 = and i32 %x2, 520
  %x4 = or i32 %x3, %x1
  %x5 = or i32 %x4, %w16
  %y = lshr i32 %x1, 3
  %x6 = xor i32 %x5, %y
  %x7 = sub i32 %x6, %w16b
  %x8 = shl i32 %x7, 1
  %off0 = add i32 %t992, %x8
  %off = add i32 %off0, 163840
  %lane16 = shl i32 %tid, 4
  %wide = zext i32 %lane16 to i64
  %base = ptrtoint ptr %out to i64
  %addr = add i64 %base, %wide
  %q = inttoptr i64 %addr to ptr
  store <4 x i32> zeroinitializer, ptr %q, align 16
  %r = getelementptr i32, ptr %out, i32 %n
  store i32 %n, ptr %r, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w0 = icmp eq i32 %w, 0
  br i1 %w0, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %stage = phi i32 [ 0, %entry ], [ %stage.next, %loop ]
  %soff = shl i32 %stage, 14
  %a.base = getelementptr i8, ptr addrspace(3) @smem, i32 32768
  %a.addr = getelementptr i8, ptr addrspace(3) %a.base, i32 %soff
  %b.base = getelementptr i8, ptr addrspace(3) @smem, i32 98304
  %b.addr = getelementptr i8, ptr addrspace(3) %b.base, i32 %soff
  %a.int = ptrtoint ptr addrspace(3) %a.addr to i32
  %b.int = ptrtoint ptr addrspace(3) %b.addr to i32
  %a.sh = lshr exact i32 %a.int, 4
  %b.sh = lshr exact i32 %b.int, 4
  %a.lo = and i32 %a.sh, 16383
  %b.lo = and i32 %b.sh, 16383
  %a.v = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %a.lo, i64 0
  %b.v = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %b.lo, i64 0
  %a.desc = bitcast <2 x i32> %a.v to i64
  %b.desc = bitcast <2 x i32> %b.v to i64
  call void asm sideeffect "tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, 1;", "r,l,l,r"(ptr addrspace(6) %d, i64 %a.desc, i64 %b.desc, i32 136314896)
  %stage.inc = add i32 %stage, 1
  %wrap = icmp eq i32 %stage.inc, 4
  %stage.next = select i1 %wrap, i32 0, i32 %stage.inc
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
