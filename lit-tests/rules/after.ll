; R-AFTER (9.7.16.6.3, 9.7.16.6.4.2 example 2): after an ACQ (bar.sync, a successful
; mbarrier wait) an async tcgen05 op needs tcgen05.fence::after_thread_sync; one fence
; covers every async op until the next ACQ.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; The default acq-rel reading: bar.sync and the default (acquire) try_wait order the
; later tcgen05 issue by themselves, so nothing is inserted.
; RUN: %tcgen05-opt %s --remarks -o %t.acqrel.ll 2> %t.acqrel.remarks
; RUN: FileCheck --check-prefix=ACQREL %s < %t.acqrel.ll
; RUN: count 0 < %t.acqrel.remarks
; RUN: %tcgen05-opt --check %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @missing(
define ptx_kernel void @missing(ptr addrspace(6) %t, ptr addrspace(3) %bar, i32 %phase) {
  ; CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ; ACQREL-LABEL: define ptx_kernel void @missing(
  ; ACQREL: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ; ACQREL-NEXT: call <2 x i32> @llvm.nvvm.tcgen05.ld
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NEXT: call <2 x i32> @llvm.nvvm.tcgen05.ld
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  ; A second async op after the same ACQ needs no second fence. (It stores to columns
  ; 64-65, disjoint from the load's 0-1, so it needs no wait::ld either.)
  ; CHECK-NEXT: getelementptr
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.st
  %t64 = getelementptr i8, ptr addrspace(6) %t, i32 64
  call void @llvm.nvvm.tcgen05.st.32x32b.x2(ptr addrspace(6) %t64, <2 x i32> <i32 1, i32 2>, i1 false)
  ret void
}

; An mbarrier wait loop in inline asm (Triton's form) is an ACQ too.
; CHECK-LABEL: define ptx_kernel void @after_mbarrier_wait(
define ptx_kernel void @after_mbarrier_wait(ptr addrspace(6) %t, ptr addrspace(3) %bar, i32 %phase) {
  ; CHECK: waitLoop
  ; ACQREL: waitLoop
  ; ACQREL-NEXT: call <2 x i32> @llvm.nvvm.tcgen05.ld
  call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "l,r"(ptr addrspace(3) %bar, i32 %phase)
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NEXT: call <2 x i32> @llvm.nvvm.tcgen05.ld
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

; CHECK-LABEL: define ptx_kernel void @correct(
define ptx_kernel void @correct(ptr addrspace(6) %t) {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ; CHECK: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NOT: fence.after
  ; CHECK: ret void
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

; REMARK: inserted tcgen05.fence::after_thread_sync [R-AFTER]
; REMARK: inserted tcgen05.fence::after_thread_sync [R-AFTER]
; REMARK-NOT: remark:

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.st.32x32b.x2(ptr addrspace(6), <2 x i32>, i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
