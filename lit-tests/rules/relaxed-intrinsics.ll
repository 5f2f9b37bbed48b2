; The thread-sync readings on LLVM 22 intrinsics and inline asm (RULES.md section 3):
; the `.relaxed` intrinsics (mbarrier arrive / try_wait, barrier.cluster.arrive) and
; asm need the tcgen05 fences in the default acq-rel reading; their default
; (release/acquire) forms need only the completion waits. Strict wants the fences
; around all of them.
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefixes=CHECK,ACQREL %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --check %t.ll
; RUN: %tcgen05-opt %t.ll --remarks -o /dev/null 2>&1 | count 0
; RUN: %tcgen05-opt --sync-reading=strict %s -o %t.strict.ll
; RUN: FileCheck --check-prefixes=CHECK,STRICT %s < %t.strict.ll
; RUN: %tcgen05-opt --sync-reading=strict --check %t.strict.ll
; RUN: %tcgen05-opt %s --emit ptx --verify-ptx -o /dev/null
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @arrive_relaxed(
define ptx_kernel void @arrive_relaxed(ptr addrspace(6) %t, ptr addrspace(3) %bar, i32 %v) {
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 %v, i1 false)
  ; Relaxed: completion and fence in both readings.
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.st()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ; CHECK-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta
  %s = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3) %bar, i32 1)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @arrive_release(
define ptx_kernel void @arrive_release(ptr addrspace(6) %t, ptr addrspace(3) %bar, i32 %v) {
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 %v, i1 false)
  ; The release arrive: only the completion wait under acq-rel.
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.st()
  ; ACQREL-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta
  ; STRICT-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  %s = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) %bar, i32 1)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @asm_arrive_relaxed(
define ptx_kernel void @asm_arrive_relaxed(ptr addrspace(6) %t, ptr addrspace(3) %bar, i32 %v) {
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 %v, i1 false)
  ; The same relaxed arrive in inline asm.
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.st()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ; CHECK-NEXT: mbarrier.arrive.relaxed.cta
  call void asm sideeffect "mbarrier.arrive.relaxed.cta.shared::cta.b64 _, [$0];", "r"(ptr addrspace(3) %bar)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @cluster_arrive_relaxed(
define ptx_kernel void @cluster_arrive_relaxed(ptr addrspace(6) %t, i32 %v) {
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 %v, i1 false)
  ; barrier.cluster.arrive.relaxed: fence in both readings; barrier.cluster.wait
  ; acquires, so acq-rel needs no fence after it.
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.st()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ; CHECK-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  ; CHECK-NEXT: call void @llvm.nvvm.barrier.cluster.wait()
  ; ACQREL-NEXT: call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
  ; STRICT-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  call void @llvm.nvvm.barrier.cluster.wait()
  %r = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

; CHECK-LABEL: define ptx_kernel void @wait_relaxed(
define ptx_kernel void @wait_relaxed(ptr addrspace(6) %t, ptr addrspace(3) %bar, i32 %phase) {
entry:
  br label %wait
wait:
  %ok = call i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3) %bar, i32 %phase)
  br i1 %ok, label %done, label %wait
done:
  ; A relaxed try_wait: fence::after in both readings.
  ; CHECK: done:
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NEXT: call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
  %r = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

; CHECK-LABEL: define ptx_kernel void @wait_acquire(
define ptx_kernel void @wait_acquire(ptr addrspace(6) %t, ptr addrspace(3) %bar, i32 %phase) {
entry:
  br label %wait
wait:
  %ok = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) %bar, i32 %phase)
  br i1 %ok, label %done, label %wait
done:
  ; The default try_wait acquires: no fence under acq-rel.
  ; CHECK: done:
  ; ACQREL-NEXT: call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
  ; STRICT-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %r = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

; Fences name the reading they were inserted under; completion waits do not.
; REMARK: inserted tcgen05.wait::st.sync.aligned [R-BEFORE]: {{.*}}`{{$}}
; REMARK: inserted tcgen05.fence::before_thread_sync [R-BEFORE]: {{.*}} (reading: acq-rel)
; REMARK: inserted tcgen05.fence::after_thread_sync [R-AFTER]: {{.*}} (reading: acq-rel)

declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1 immarg)
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()
declare void @llvm.nvvm.barrier.cluster.wait()
