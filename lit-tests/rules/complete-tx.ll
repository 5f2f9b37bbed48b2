; llvm.nvvm.mbarrier.complete.tx.* is an arrival on its barrier, as its PTX form
; mbarrier.complete_tx is: it counts for the R-AFTER proof that a wait's barrier only
; receives arrivals from work that issued no tcgen05 op (RULES.md section 3). Here the
; complete_tx follows a tcgen05.ld in its thread, so the relaxed wait on that barrier
; keeps its fence::after_thread_sync in both readings (before the intrinsic was
; understood, only the TMA arrival was seen and the fence was dropped).
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: %tcgen05-opt --sync-reading=strict %s -o %t.strict.ll
; RUN: FileCheck %s < %t.strict.ll
; RUN: %tcgen05-opt --check %t.ll
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [1024 x i8] undef, align 16

; CHECK-LABEL: define ptx_kernel void @complete_tx_after_tcgen05(
define ptx_kernel void @complete_tx_after_tcgen05(ptr addrspace(6) %d, ptr %tmap, i64 %a, i64 %b, i32 %phase) {
  %bar = getelementptr i8, ptr addrspace(3) @smem, i32 512
  %tile = getelementptr i8, ptr addrspace(3) @smem, i32 0
  %r = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %d, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3) %bar, i32 16)
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r"(ptr addrspace(3) %tile, ptr %tmap, i32 0, i32 0, ptr addrspace(3) %bar)
  tail call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.relaxed.cta.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "r,r"(ptr addrspace(3) %bar, i32 %phase)
  ; CHECK: waitLoop
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.shared
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  %done = getelementptr i8, ptr addrspace(3) @smem, i32 520
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %done)
  ret void
}

declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
