; R-DEALLOC (9.7.16.5): a dealloc after this thread's TMEM access needs the access
; complete (tcgen05.wait::st here), and after the barrier that orders other threads'
; accesses, tcgen05.fence::after_thread_sync. The st before the barrier also needs
; the wait and fence::before_thread_sync (R-BEFORE).
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; The default acq-rel reading: bar.sync orders the other threads' accesses before the
; dealloc without fences, but this thread's store must still complete before the
; barrier (and so before the dealloc).
; RUN: %tcgen05-opt %s --remarks -o %t.acqrel.ll 2> %t.acqrel.remarks
; RUN: FileCheck --check-prefix=ACQREL %s < %t.acqrel.ll
; RUN: FileCheck --check-prefix=ACQREL-REMARK %s < %t.acqrel.remarks
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @teardown(
define ptx_kernel void @teardown(ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 5, i1 false)
  ; CHECK: call void @llvm.nvvm.tcgen05.st.32x32b.x1
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.st()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.dealloc.cg1
  ; ACQREL: call void @llvm.nvvm.tcgen05.st.32x32b.x1
  ; ACQREL-NEXT: call void @llvm.nvvm.tcgen05.wait.st()
  ; ACQREL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all
  ; ACQREL-NEXT: call void @llvm.nvvm.tcgen05.dealloc.cg1
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 128)
  ret void
}

; REMARK: inserted tcgen05.wait::st.sync.aligned [R-BEFORE]
; REMARK: inserted tcgen05.fence::before_thread_sync [R-BEFORE]
; REMARK: inserted tcgen05.fence::after_thread_sync [R-DEALLOC]
; REMARK-NOT: remark:
; ACQREL-REMARK: inserted tcgen05.wait::st.sync.aligned [R-BEFORE]
; ACQREL-REMARK-NOT: remark:

declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1 immarg)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
