; Warp-index order tests and negated predicates in LLVM IR, as in PTX:
; - `icmp sgt i32 %warp, 3` gives the warps 4.. on its true side: warp 0, which
;   allocated and deallocates, never runs the `warp > 3` load that follows, so no
;   TMEM access follows the dealloc in its thread (no L-LEAK).
; - `xor i1 %w0, true` is the negation of `%w0` (LLVM's `not.pred`): branching on it
;   is branching on `%w0`, so the alloc under `%w0` and the dealloc under
;   `!%notw0` are the same warp on every path (no L-LEAK).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s 2> %t.strict
; RUN: FileCheck --allow-empty %s < %t.strict
; The same through MLIR (the llvm dialect imported by MLIR 22): one interpretation.
; RUN: mlir-translate --import-llvm %s -o %t.mlir
; RUN: %tcgen05-opt --check %t.mlir 2> %t.mlir.diag
; RUN: FileCheck --allow-empty %s < %t.mlir.diag
; - `@offset`: `(warp - 4) >u 7` false is the warps 4..11 (unsigned wrap-around):
;   warp 0 never runs the load after its dealloc.
; CHECK-NOT: L-LEAK
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @roles(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %w0 = icmp eq i32 %warp, 0
  br i1 %w0, label %alloc, label %mid
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  br label %mid
mid:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %base = load i32, ptr addrspace(3) @slot, align 4
  %t = inttoptr i32 %base to ptr addrspace(6)
  %notw0 = xor i1 %w0, true
  br i1 %notw0, label %tail, label %free
free:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32)
  br label %tail
tail:
  %hi = icmp sgt i32 %warp, 3
  br i1 %hi, label %load, label %done
load:
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  %e = extractelement <2 x i32> %v, i32 0
  store i32 %e, ptr addrspace(1) %out, align 4
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)
  br label %done
done:
  ret void
}

define ptx_kernel void @offset(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %w0 = icmp eq i32 %warp, 0
  br i1 %w0, label %alloc, label %mid
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  br label %mid
mid:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %base = load i32, ptr addrspace(3) @slot, align 4
  %t = inttoptr i32 %base to ptr addrspace(6)
  br i1 %w0, label %free, label %tail
free:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32)
  br label %tail
tail:
  %off = add i32 %warp, -4
  %out_of = icmp ugt i32 %off, 7
  br i1 %out_of, label %done, label %load
load:
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  %e = extractelement <2 x i32> %v, i32 0
  store i32 %e, ptr addrspace(1) %out, align 4
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
