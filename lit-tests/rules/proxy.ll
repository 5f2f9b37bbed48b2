; R-PROXY (9.7.16.6.5): a generic-proxy shared-memory write and a later async-proxy
; read by tcgen05.mma need fence.proxy.async.shared::cta on the writer's side: before
; the MMA in the same thread, or before the release when another thread issues it.
; cta_group::2 MMAs may read the peer CTA's shared memory: ::cluster scope.
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

; CHECK-LABEL: define ptx_kernel void @same_thread(
define ptx_kernel void @same_thread(ptr addrspace(6) %d, ptr addrspace(3) %tile, i64 %a, i64 %b) {
  store i32 7, ptr addrspace(3) %tile, align 4
  ; CHECK: store i32 7
  ; CHECK-NEXT: call void @llvm.nvvm.fence.proxy.async.shared_cta()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.shared
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %tile)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @across_threads(
define ptx_kernel void @across_threads(ptr addrspace(6) %d, ptr addrspace(3) %tile, i64 %a, i64 %b, i1 %leader) {
  store i32 7, ptr addrspace(3) %tile, align 4
  ; Every thread's write is fenced before the barrier that publishes it.
  ; CHECK: store i32 7
  ; CHECK-NEXT: call void @llvm.nvvm.fence.proxy.async.shared_cta()
  ; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %leader, label %issue, label %done
issue:
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %tile)
  br label %done
done:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @already_fenced(
define ptx_kernel void @already_fenced(ptr addrspace(6) %d, ptr addrspace(3) %tile, i64 %a, i64 %b) {
  store i32 7, ptr addrspace(3) %tile, align 4
  ; CHECK: call void @llvm.nvvm.fence.proxy.async.shared_cta()
  ; CHECK-NOT: fence.proxy
  ; CHECK: ret void
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %tile)
  ret void
}

; REMARK: inserted fence.proxy.async.shared::cta [R-PROXY]
; REMARK: inserted fence.proxy.async.shared::cta [R-PROXY]
; REMARK-NOT: remark:

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
