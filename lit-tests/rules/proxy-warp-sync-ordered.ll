; `bar.warp.sync` in warp-uniform control flow pairs only with itself (LLVM IR; the
; PTX form and the reasoning are in ptx/proxy-warp-sync-ordered.ptx). Warp 0 zeroes
; bytes its MMAs read later, passes a warp sync, and in its loop waits, fences,
; passes another warp sync and issues the MMA; the branches on the warp index
; (`tid >> 5` broadcast from lane 0 by `llvm.nvvm.shfl.sync.idx`) are alike in all
; lanes of a warp. Taken as pairing with the loop's warp sync, the first one handed
; the stores to an MMA with no fence after that acquire: a false R-PROXY.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: lane 0 skips the first warp sync (the skip tests the lane, not the
; warp). The loop's is still in warp-uniform control flow, but lane 0's first warp
; sync there is the others' first instance too: none is ordered (all or none).
; RUN: sed -e 's/%%skip1 = icmp eq i32 %%w, 99/%%skip1 = icmp eq i32 %%lane, 0/' %s > %t.skip.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.skip.ll 2> %t.skip
; RUN: FileCheck --check-prefix=PROXY %s < %t.skip
; Negative: the role test reads each lane's own value (the shuffle's lane is
; `tid`): it may split the warp, and the pairing is back.
; RUN: sed -e 's/shfl.sync.idx.i32(i32 -1, i32 %%warp, i32 0, i32 31)/shfl.sync.idx.i32(i32 -1, i32 %%warp, i32 %%tid, i32 31)/' %s > %t.lane.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.lane.ll 2> %t.lane
; RUN: FileCheck --check-prefix=PROXY %s < %t.lane
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(6) %t, ptr addrspace(3) %smem, ptr addrspace(3) %bar, i64 %da, i32 %phase) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %w = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %warp, i32 0, i32 31)
  %mma_warp = icmp eq i32 %w, 0
  br i1 %mma_warp, label %body, label %done
body:
  %lane = and i32 %tid, 31
  %p = getelementptr i32, ptr addrspace(3) %smem, i32 %lane
  store i32 0, ptr addrspace(3) %p, align 4
  %skip1 = icmp eq i32 %w, 99
  br i1 %skip1, label %loop, label %first
first:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %loop
loop:
  %i = phi i32 [ 0, %body ], [ 0, %first ], [ %i1, %next ]
  call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "l,r"(ptr addrspace(3) %bar, i32 %phase)
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  %w2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %warp, i32 0, i32 31)
  %skip = icmp ne i32 %w2, 0
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %skip, label %next, label %issue
issue:
  %el = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %leader = extractvalue { i32, i1 } %el, 1
  br i1 %leader, label %mma, label %next
mma:
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t, i64 %da, i64 %da, i32 136380432, i1 true, i32 0, i32 1, i32 0)
  br label %next
next:
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 64
  br i1 %c, label %loop, label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
