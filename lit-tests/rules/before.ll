; R-BEFORE (9.7.16.6.3, 9.7.16.6.4.4 example 1): an async tcgen05 op followed by a
; thread-sync release needs tcgen05.fence::before_thread_sync before it, preceded by
; tcgen05.wait::ld for a load. A tcgen05.commit releases MMA-class ops itself
; (9.7.16.6.4.2 example 2), so mma + commit needs no fence.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; The default acq-rel reading: the default arrive and bar.sync are releases, so no
; fence::before_thread_sync; the load must still complete before the arrive hands
; its TMEM over (completion is required in every reading).
; RUN: %tcgen05-opt %s --remarks -o %t.acqrel.ll 2> %t.acqrel.remarks
; RUN: FileCheck --check-prefix=ACQREL %s < %t.acqrel.ll
; RUN: FileCheck --check-prefix=ACQREL-REMARK %s < %t.acqrel.remarks
; RUN: %tcgen05-opt --check %t.acqrel.ll
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @ld_then_arrive(
define ptx_kernel void @ld_then_arrive(ptr addrspace(6) %t, ptr addrspace(3) %bar) {
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  ; The load must complete and be fenced before the arrive releases it.
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ; ACQREL-LABEL: define ptx_kernel void @ld_then_arrive(
  ; ACQREL: call void @llvm.nvvm.tcgen05.wait.ld()
  ; ACQREL-NEXT: call void asm sideeffect "mbarrier.arrive
  ; CHECK-NEXT: call void asm sideeffect "mbarrier.arrive
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "l"(ptr addrspace(3) %bar)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @mma_commit(
define ptx_kernel void @mma_commit(ptr addrspace(6) %d, ptr addrspace(3) %bar, i64 %a, i64 %b) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  ; The commit is the release and fences the MMA itself: nothing before it.
  ; CHECK: call void @llvm.nvvm.tcgen05.mma.shared
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.commit.shared.cg1
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %bar)
  ; CHECK-NOT: fence.before
  ; CHECK: ret void
  ret void
}

; CHECK-LABEL: define ptx_kernel void @mma_then_barrier(
define ptx_kernel void @mma_then_barrier(ptr addrspace(6) %d, i64 %a, i64 %b) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  ; An MMA before a plain barrier needs the fence (no wait: MMA-class ops have none).
  ; CHECK: call void @llvm.nvvm.tcgen05.mma.shared
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all
  ; ACQREL-LABEL: define ptx_kernel void @mma_then_barrier(
  ; ACQREL: call void @llvm.nvvm.tcgen05.mma.shared
  ; ACQREL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; REMARK: inserted tcgen05.wait::ld.sync.aligned [R-BEFORE]
; REMARK: inserted tcgen05.fence::before_thread_sync [R-BEFORE]
; REMARK: inserted tcgen05.fence::before_thread_sync [R-BEFORE]
; REMARK-NOT: remark:
; ACQREL-REMARK: inserted tcgen05.wait::ld.sync.aligned [R-BEFORE]
; ACQREL-REMARK-NOT: remark:

declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
