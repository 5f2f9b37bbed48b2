; R-PROXY through `llvm.nvvm.mbarrier.arrive.expect.tx.*` (the LLVM intrinsic form of
; `mbarrier.arrive.expect_tx`; ptx/proxy-expect-tx-fenced.ptx has the reasoning and
; the PTX negatives). Every thread stores to shared memory and passes a barrier, then
; arrives with expect_tx, fences, passes a barrier and issues the TMA that completes
; on that mbarrier; the MMA follows the wait. The phase completes only with the TMA,
; issued after the fence: no R-PROXY. Before, the intrinsic mapped to a plain arrival
; and the chain through it was reported.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: a plain arrival (`llvm.nvvm.mbarrier.arrive.*`), which may complete the
; phase by itself.
; RUN: sed -e 's/call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bar, i32 16384)/call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) @bar, i32 1)/' %s > %t.plain.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.plain.ll 2> %t.plain
; RUN: FileCheck --check-prefix=PROXY %s < %t.plain
; Negative: the fence after the TMA.
; RUN: sed -e '/^  call void @llvm.nvvm.fence.proxy.async.shared_cta()$/d' -e 's/^  br label %%wait$/  call void @llvm.nvvm.fence.proxy.async.shared_cta()\n&/' %s > %t.late.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.late.ll 2> %t.late
; RUN: FileCheck --check-prefix=PROXY %s < %t.late
target triple = "nvptx64-nvidia-cuda"
@bar = internal addrspace(3) global i64 undef, align 8
@smem = internal addrspace(3) global [65536 x i8] undef, align 1024

define ptx_kernel void @k(ptr %tm, i64 %da, i64 %db, ptr addrspace(6) %t) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr i32, ptr addrspace(3) @smem, i32 %tid
  store i32 0, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %st = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bar, i32 16384)
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) addrspacecast (ptr addrspace(3) @smem to ptr addrspace(7)), ptr addrspace(3) @bar, ptr %tm, i32 0, i32 0, i16 0, i64 0, i1 false, i1 false, i32 0)
  br label %wait
wait:
  %done = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 0)
  br i1 %done, label %mma, label %wait
mma:
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t, i64 %da, i64 %db, i32 136380432, i1 true, i32 0, i32 1, i32 0)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3), i32)
