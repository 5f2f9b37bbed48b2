; TMEM allocated by one warp role and freed by another, the roles chosen by a
; `switch` on the warp index (Mojo's attention kernels in LLVM IR, 1.0.0b2, held
; out): case 0 (warp 0) allocates and syncs with warp 1 on a counted barrier, case 1
; (warp 1) syncs and frees, the default (every other warp) leaves. The dealloc's
; warp takes only case 1, so its walk from the entry follows only that edge of the
; switch (`Function::edge_warps`); it used to follow the default edge too and
; report the allocation as leaked.
; RUN: %tcgen05-opt --check %s
; RUN: %tcgen05-opt --sync-reading=strict --check %s
; Negative, a real leak: the freeing case is 7, which no warp of the CTA's 4 takes
; (warp 1 now takes the default edge): nobody frees. (Case 2 would send warp 2 to
; the dealloc, which is no leak: with the exact warps of each edge, session 36, the
; walk of warp 2 no longer follows the default edge that warps 1 and 3 take.)
; RUN: sed -e 's/^    i32 1, label %%free$/    i32 2, label %%free/' %s > %t.two.ll
; RUN: %tcgen05-opt --check %t.two.ll
; RUN: sed -e 's/^    i32 1, label %%free$/    i32 7, label %%free/' %s > %t.other.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.other.ll 2> %t.other
; RUN: FileCheck %s < %t.other
; Negative, a real leak: warp 1 leaves when `n` is zero, warp 0 allocates anyway.
; RUN: sed -e 's/^  br label %%sync$/  %%none = icmp eq i32 %%n, 0\n  br i1 %%none, label %%out, label %%sync/' %s > %t.early.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.early.ll 2> %t.early
; RUN: FileCheck %s < %t.early
; CHECK: error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k(i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  switch i32 %w, label %out [
    i32 0, label %alloc
    i32 1, label %free
  ]
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)
  br label %out
free:
  br label %sync
sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %a = load i32, ptr addrspace(3) @slot, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32)
  br label %out
out:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)

attributes #0 = { "nvvm.maxntid"="128" }
