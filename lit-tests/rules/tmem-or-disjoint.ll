; TMEM addresses through `or disjoint` (Triton: `base | 64`): LLVM defines the result
; as poison when the operands share a set bit, so it is `base + 64` and the column
; ranges can be proved disjoint (RULES.md section 1, TMEM access sets). A plain `or`
; proves nothing: the base may have bit 6 set, and the accesses may overlap.
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --check %t.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.strict.ll 2> %t.strict.remarks
; RUN: FileCheck %s < %t.strict.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.strict.remarks
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @or_disjoint(
define ptx_kernel void @or_disjoint(ptr addrspace(6) %t) {
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 false)
  %i = ptrtoint ptr addrspace(6) %t to i32
  %i64 = or disjoint i32 %i, 64
  %t64 = inttoptr i32 %i64 to ptr addrspace(6)
  ; Columns 64-67 of the same base cannot overlap the load's 0-3: no wait.
  ; CHECK: inttoptr
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.st.32x32b.x4
  call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %t64, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.wait.st()
  ret void
}

; CHECK-LABEL: define ptx_kernel void @plain_or(
define ptx_kernel void @plain_or(ptr addrspace(6) %t) {
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 false)
  %i = ptrtoint ptr addrspace(6) %t to i32
  %i64 = or i32 %i, 64
  %t64 = inttoptr i32 %i64 to ptr addrspace(6)
  ; Without `disjoint`, `%t | 64` may be `%t`: the store waits for the load.
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.st.32x32b.x4
  call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %t64, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.wait.st()
  ret void
}

; Only the plain `or` needs the wait.
; REMARK: inserted tcgen05.wait::ld.sync.aligned [R-LD-WAR]
; REMARK-NOT: remark:

declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6), <4 x i32>, i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
