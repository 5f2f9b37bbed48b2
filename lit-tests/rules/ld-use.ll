; R-LD-USE (9.7.16.6.4.2, 9.7.16.6.4.5): a non-tcgen05 read of a tcgen05.ld result
; needs tcgen05.wait::ld first; the wait goes right before the first read, not right
; after the load (as late as possible), and one wait covers both loads.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; Idempotence: a second run inserts nothing.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; The trust-register-dependency policy inserts nothing for reads.
; RUN: %tcgen05-opt --sync-reading=strict %s --ld-use=trust-register-dependency -o - | FileCheck --check-prefix=TRUST %s
; It is the default policy (9.7.16.6.4.5 orders true register dependencies).
; RUN: %tcgen05-opt %s -o - | FileCheck --check-prefix=TRUST %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @missing(
define ptx_kernel void @missing(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  ; CHECK: call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  ; CHECK-NEXT: call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2
  %w = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  ; The extracts only rename: no wait before them.
  ; CHECK-NEXT: extractelement
  %a = extractelement <2 x i32> %v, i32 0
  %b = extractelement <2 x i32> %w, i32 1
  ; One wait, right before the first real read, covers both loads.
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NOT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK: add i32
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @correct(
define ptx_kernel void @correct(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  ; The wait already there is kept and nothing is added.
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NOT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK: ret void
  call void @llvm.nvvm.tcgen05.wait.ld()
  %a = extractelement <2 x i32> %v, i32 0
  store i32 %a, ptr addrspace(1) %out, align 4
  ret void
}

; REMARK: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]: `%s = add i32 %a, %b` needs it after
; REMARK-NOT: remark:

; TRUST-LABEL: define ptx_kernel void @missing(
; TRUST-NOT: tcgen05.wait.ld
; TRUST-LABEL: define ptx_kernel void @correct(

declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
