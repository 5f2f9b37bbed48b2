; The LLVM IR form of lit-tests/ptx/proxy-group-barrier.ptx: a counted barrier that
; only one group of warps executes (`llvm.nvvm.barrier.cta.sync.aligned.count(i32 0,
; i32 128)` in warps 0-3), in control flow uniform within the group, pairs each
; instance at one call (Triton's default partition syncs its epilogue so). The group
; writes a scalar into its staging tile's first bytes, then each iteration syncs,
; overwrites the tile, fences, syncs again and one thread issues the TMA store: the
; thread that stores acquires the scalar at the first barrier, and fences before its
; store. No R-PROXY (before: 11 false R-PROXY on Triton's persistent_ws_matmul IR, 18
; on attention_ws, 7 on fp8_ws, whose `__nvvm_reflect` calls also counted as calls
; into unknown code).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; RUN: %tcgen05-opt %s --remarks -o %t.out.ll 2> %t.remarks
; RUN: FileCheck --allow-empty --check-prefix=NOINSERT %s < %t.remarks
; NOINSERT-NOT: inserted
; Negatives, each an R-PROXY at the first barrier:
; with `nvvm.maxntid` for `nvvm.reqntid` (an upper bound, not the size), the barriers
; with no count may count 128 threads too;
; RUN: sed -e 's/"nvvm.reqntid"="256"/"nvvm.maxntid"="256"/' %s > %t.noreq.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.noreq.ll 2> %t.noreq
; RUN: FileCheck --check-prefix=DIAG %s < %t.noreq
; DIAG: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; warps 0-7 (256 threads) run the barrier;
; RUN: sed -e 's/icmp ult i32 %%wb, 4/icmp ult i32 %%wb, 8/' %s > %t.big.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.big.ll 2> %t.big
; RUN: FileCheck --check-prefix=DIAG %s < %t.big
; the trip count depends on the thread and the group passes the barrier once more
; after the loop (a thread-dependent trip count alone is no hazard: the barriers
; still come in one sequence, `Candidate::one_sequence`);
; RUN: sed -e 's/icmp slt i32 %%i.next, %%n/icmp slt i32 %%i.next, %%tid/' -e 's/^done:$/done:\n  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128)/' %s > %t.div.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.div.ll 2> %t.div
; RUN: FileCheck --check-prefix=DIAG %s < %t.div
; the other warps run the same barrier too;
; RUN: sed -e 's/^other:$/other:\n  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128)/' %s > %t.other.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.other.ll 2> %t.other
; RUN: FileCheck --check-prefix=DIAG %s < %t.other
; the kernel calls a function (whose barriers are not in this body).
; RUN: sed -e 's/^other:$/other:\n  call void @helper()/' -e 's/^declare void @llvm.nvvm.fence.proxy.async.shared_cta()$/&\ndeclare void @helper()/' %s > %t.call.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.call.ll 2> %t.call
; RUN: FileCheck --check-prefix=DIAG %s < %t.call
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [65536 x i8] undef, align 1024

define ptx_kernel void @k(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %tmap, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %wb = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %w, i32 0, i32 31)
  %g = icmp ult i32 %wb, 4
  br i1 %g, label %group, label %other

group:
  store i32 %n, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 32768), align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %group ], [ %i.next, %loop ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128)
  %off = shl i32 %tid, 4
  %off2 = add i32 %off, 32768
  %p = getelementptr i8, ptr addrspace(3) @smem, i32 %off2
  store <4 x i32> zeroinitializer, ptr addrspace(3) %p, align 16
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128)
  %one = icmp eq i32 %tid, 0
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %one, ptr %tmap, i32 %i, i32 %i, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 32768))
  call void asm sideeffect "cp.async.bulk.commit_group;", ""()
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", ""()
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done

done:
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  ret void

other:
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()

attributes #0 = { "nvvm.reqntid"="256" }
