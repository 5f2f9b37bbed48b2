; R-AFTER precision by mbarrier provenance (RULES.md section 3): a successful wait on
; an mbarrier whose every arrival is a TMA complete_tx or an mbarrier.arrive that no
; tcgen05 op precedes in its thread needs no tcgen05.fence::after_thread_sync before
; the MMA. The proof needs the barrier in a CTA-local shared object of a kernel that
; calls no other function; any tcgen05.commit to a barrier that may alias it, or an
; unknown barrier, keeps the strict reading.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; Under the default readings the output checks clean and a second run inserts nothing.
; RUN: %tcgen05-opt %s -o %t.default.ll
; RUN: %tcgen05-opt --check %t.default.ll
; RUN: %tcgen05-opt %t.default.ll --remarks -o /dev/null 2>&1 | count 0
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [1024 x i8] undef, align 16

; The producer arms the barrier and issues the TMA load; the wait's only arrivals are
; the expect_tx arrive (no tcgen05 op before it) and the TMA's complete_tx.
; CHECK-LABEL: define ptx_kernel void @tma_only(
define ptx_kernel void @tma_only(ptr addrspace(6) %d, ptr %tmap, i64 %a, i64 %b, i32 %phase) {
  %bar = getelementptr i8, ptr addrspace(3) @smem, i32 512
  %tile = getelementptr i8, ptr addrspace(3) @smem, i32 0
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], 16384;", "r"(ptr addrspace(3) %bar)
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r"(ptr addrspace(3) %tile, ptr %tmap, i32 0, i32 0, ptr addrspace(3) %bar)
  tail call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "r,r"(ptr addrspace(3) %bar, i32 %phase)
  ; CHECK: waitLoop
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.shared
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  %done = getelementptr i8, ptr addrspace(3) @smem, i32 520
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %done)
  ret void
}

; The same, but the MMA's commit arrives on the barrier the wait uses: the arrival
; carries tcgen05 work, so the fence is required.
; CHECK-LABEL: define ptx_kernel void @commit_arrives(
define ptx_kernel void @commit_arrives(ptr addrspace(6) %d, ptr %tmap, i64 %a, i64 %b, i32 %phase) {
  %bar = getelementptr i8, ptr addrspace(3) @smem, i32 512
  %tile = getelementptr i8, ptr addrspace(3) @smem, i32 0
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r"(ptr addrspace(3) %tile, ptr %tmap, i32 0, i32 0, ptr addrspace(3) %bar)
  tail call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "r,r"(ptr addrspace(3) %bar, i32 %phase)
  ; CHECK: waitLoop
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.shared
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %bar)
  ret void
}

; An arrive that a tcgen05 op may precede in its thread (the loop brings the MMA
; before the next arrive) is no proof either.
; CHECK-LABEL: define ptx_kernel void @tainted_arrive(
define ptx_kernel void @tainted_arrive(ptr addrspace(6) %d, ptr %tmap, i64 %a, i64 %b, i32 %phase, i32 %n) {
entry:
  %bar = getelementptr i8, ptr addrspace(3) @smem, i32 512
  %done = getelementptr i8, ptr addrspace(3) @smem, i32 520
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], 16384;", "r"(ptr addrspace(3) %bar)
  tail call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "r,r"(ptr addrspace(3) %bar, i32 %phase)
  ; CHECK: waitLoop
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.shared
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  %i1 = add i32 %i, 1
  %again = icmp slt i32 %i1, %n
  br i1 %again, label %loop, label %exit
exit:
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %done)
  ret void
}

; The barrier is a kernel parameter: arrivals may hide elsewhere; strict reading.
; CHECK-LABEL: define ptx_kernel void @param_barrier(
define ptx_kernel void @param_barrier(ptr addrspace(6) %d, ptr addrspace(3) %bar, i64 %a, i64 %b, i32 %phase) {
  tail call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "r,r"(ptr addrspace(3) %bar, i32 %phase)
  ; CHECK: waitLoop
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  %done = getelementptr i8, ptr addrspace(3) %bar, i32 8
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %done)
  ret void
}

; REMARK: @commit_arrives:{{.*}}inserted tcgen05.fence::after_thread_sync [R-AFTER]
; REMARK: @tainted_arrive:{{.*}}inserted tcgen05.fence::after_thread_sync [R-AFTER]
; REMARK: @param_barrier:{{.*}}inserted tcgen05.fence::after_thread_sync [R-AFTER]
; REMARK-NOT: remark:

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
