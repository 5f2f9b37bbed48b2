; R-LD-WAR (9.7.16.6.4.5) and R-ST-RAW (9.7.16.6.4.2 example 1): a TMEM write after a
; load of overlapping columns needs tcgen05.wait::ld; a TMEM read after a store of
; overlapping columns needs tcgen05.wait::st. Provably disjoint columns of one base
; need neither (RULES.md section 1, TMEM access sets).
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; Reading-independent rule: the same insertions and remarks under the default readings.
; RUN: %tcgen05-opt %s --remarks -o %t.default.ll 2> %t.default.remarks
; RUN: FileCheck %s < %t.default.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.default.remarks
; RUN: %tcgen05-opt --check %t.default.ll
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @ld_war(
define ptx_kernel void @ld_war(ptr addrspace(6) %t) {
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 false)
  ; Columns 2-5 overlap the load's 0-3.
  %t2 = getelementptr i8, ptr addrspace(6) %t, i32 2
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.st.32x32b.x4
  call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %t2, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i1 false)
  call void @llvm.nvvm.tcgen05.wait.st()
  ret void
}

; CHECK-LABEL: define ptx_kernel void @st_raw(
define ptx_kernel void @st_raw(ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %t, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i1 false)
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.st()
  ; CHECK-NEXT: call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

; CHECK-LABEL: define ptx_kernel void @disjoint(
define ptx_kernel void @disjoint(ptr addrspace(6) %t) {
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 false)
  ; Columns 64-67 cannot overlap 0-3: no wait between load and store.
  %t64 = getelementptr i8, ptr addrspace(6) %t, i32 64
  ; CHECK: getelementptr
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.st.32x32b.x4
  call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %t64, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.wait.st()
  ret void
}

; REMARK: inserted tcgen05.wait::ld.sync.aligned [R-LD-WAR]
; REMARK: inserted tcgen05.wait::st.sync.aligned [R-ST-RAW]
; REMARK-NOT: remark:

declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6), <4 x i32>, i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
