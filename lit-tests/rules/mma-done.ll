; R-MMA-DONE (9.7.16.6.4.2 example 2): reading an MMA's accumulator with tcgen05.ld
; needs the MMA's completion: commit, a successful mbarrier wait, fence::after. With
; no commit at all the pass may not repair it: --check and the insert mode report the
; error at the load, with a note at the MMA, and exit 1.
; RUN: %expect-exit 1 %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s 2> %t.check
; RUN: FileCheck %s < %t.check
; RUN: %expect-exit 1 %tcgen05-opt --sync-reading=strict --ld-use=wait %s -o %t.out.ll 2> %t.insert
; RUN: FileCheck %s < %t.insert
; Nothing is written when the pass fails.
; RUN: not test -e %t.out.ll
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @no_commit(ptr addrspace(6) %d, i64 %a, i64 %b) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0), !dbg !8
  ; CHECK: mma.py:12:3: error: {{.*}}no tcgen05.commit tracks{{.*}} [R-MMA-DONE]
  ; CHECK-NEXT: mma.py:11:3: note: the other end of the hazard: {{.*}}tcgen05.mma.shared
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
