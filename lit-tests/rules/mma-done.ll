; R-MMA-DONE (9.7.16.6.4.2 example 2): reading an MMA's accumulator with tcgen05.ld
; needs the MMA's completion: commit, a successful mbarrier wait, fence::after. With
; no commit at all, --check reports the error at the load, with a note at the MMA,
; and exits 1; the insert mode synthesises the completion in the issuing thread
; (RULES.md section 3): tcgen05.commit to a pass-owned mbarrier and a wait on it.
; RUN: %expect-exit 1 %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s 2> %t.check
; RUN: FileCheck --check-prefix=DIAG %s < %t.check
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.out.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.out.ll
; The output passes the checker, and a second run changes nothing but the module id.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.out.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.out.ll -o %t.out2.ll
; RUN: tail -n +2 %t.out.ll > %t.a
; RUN: tail -n +2 %t.out2.ll > %t.b
; RUN: cmp %t.a %t.b
; REQUIRES: ptxas
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --emit ptx --verify-ptx --mcpu sm_100a -o /dev/null
; The pass-owned barrier array: one b64 per thread, in shared memory.
; CHECK: @__tcgen05_opt_bar = internal addrspace(3) global [1024 x i64] undef, align 8
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @no_commit(ptr addrspace(6) %d, i64 %a, i64 %b) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0), !dbg !8
  ; DIAG: mma.py:12:3: error: {{.*}}no tcgen05.commit tracks{{.*}} [R-MMA-DONE]
  ; DIAG-NEXT: mma.py:11:3: note: the other end of the hazard: {{.*}}tcgen05.mma.shared
  ; REMARK: mma.py:12:3: remark: inserted tcgen05.commit + mbarrier wait on a pass-owned barrier [R-MMA-DONE]: `%v = call <4 x i32> @llvm.nvvm.tcgen05.ld{{.*}}` needs the completion of `call void @llvm.nvvm.tcgen05.mma.shared{{.*}}` (cta_group::1; cost: 8 LLVM instructions)
  ; The wait it inserted needs tcgen05.fence::after_thread_sync before the load.
  ; REMARK: mma.py:12:3: remark: inserted tcgen05.fence::after_thread_sync [R-AFTER]
  ; The slot is this thread's (linear thread id) in the pass-owned array; the
  ; barrier is initialised, committed to, waited on (phase 0) and invalidated.
  ; CHECK: call void @llvm.nvvm.tcgen05.mma.shared
  ; CHECK-NEXT: [[TID:%.*]] = call i32 asm sideeffect "{{.*}}%tid.z{{.*}}%tid.y{{.*}}%tid.x
  ; CHECK-NEXT: [[SLOT:%.*]] = getelementptr inbounds [1024 x i64], ptr addrspace(3) @__tcgen05_opt_bar, i32 0, i32 [[TID]]
  ; CHECK-NEXT: [[ADDR:%.*]] = ptrtoint ptr addrspace(3) [[SLOT]] to i64
  ; CHECK-NEXT: call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "l,~{memory}"(i64 [[ADDR]])
  ; CHECK-NEXT: call void asm sideeffect "fence.mbarrier_init.release.cluster;"
  ; CHECK-NEXT: call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "l,~{memory}"(i64 [[ADDR]])
  ; CHECK-NEXT: call void asm sideeffect "{{.*}}mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], 0;{{.*}}bra.uni waitLoop{{.*}}", "l,~{memory}"(i64 [[ADDR]])
  ; CHECK-NEXT: call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "l,~{memory}"(i64 [[ADDR]])
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NEXT: call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %d, i1 false), !dbg !9
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "mma.py", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "no_commit", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 11, column: 3, scope: !5)
!9 = !DILocation(line: 12, column: 3, scope: !5)
