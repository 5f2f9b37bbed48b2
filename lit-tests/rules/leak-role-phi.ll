; A warp role computed as a phi of role numbers over branches on the warp index.
; clang compiles CUTLASS's FMHA forward kernel's role dispatch (FlashMLA's dense
; forward) to `warp < 4`, then a `switch` on `warp & -4`, then `warp - 9` for warps
; 12 to 14, meeting in `%role = phi [2, %mma], [0, %entry], [1, %group], [%sel,
; %rest]`; each role then tests `role == k`. Here role 3 (warp 12) allocates and role
; 4 (warp 13) frees. The LLVM front end knew nothing of the phi, so the freeing warp
; was unknown and the allocation was reported as leaked. Each warp's value of the
; phi now comes from the edges that warp may take into its block (closed by the
; warp-index branches' facts and `switch` masks), and the phi gets that table as its
; fact (the PTX reader's `warp_paths` does this for nvcc's role flags).
; RUN: %tcgen05-opt --check %s
; Negative, a real leak: the freeing role is 7, which no warp has.
; RUN: sed -e 's/^  %%is4 = icmp eq i32 %%role, 4$/  %%is4 = icmp eq i32 %%role, 7/' %s > %t.seven.ll
; RUN: grep -q 'icmp eq i32 %%role, 7' %t.seven.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.seven.ll 2> %t.seven
; RUN: FileCheck %s < %t.seven
; Negative, a real leak: only warp 12 gets `warp - 9`; warps 13 to 15 get role 6,
; so no warp has role 4.
; RUN: sed -e 's/^  %%few = icmp ult i32 %%off, 3$/  %%few = icmp ult i32 %%off, 1/' %s > %t.one.ll
; RUN: grep -q 'icmp ult i32 %%off, 1' %t.one.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.one.ll 2> %t.one
; RUN: FileCheck %s < %t.one
; CHECK: @k:{{.*}}error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w0 = lshr i32 %tid, 5
  %w = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %w0, i32 0, i32 31)
  %low3 = add i32 %w, 3
  %first = icmp ult i32 %low3, 7
  br i1 %first, label %join, label %group
group:
  %quad = and i32 %w, -4
  switch i32 %quad, label %rest [
    i32 4, label %join
    i32 8, label %mma
  ]
rest:
  %off = add i32 %w, -12
  %few = icmp ult i32 %off, 3
  %r = add nsw i32 %w, -9
  %sel = select i1 %few, i32 %r, i32 6
  br label %join
mma:
  br label %join
join:
  %role = phi i32 [ 2, %mma ], [ 0, %entry ], [ 1, %group ], [ %sel, %rest ]
  %is3 = icmp eq i32 %role, 3
  br i1 %is3, label %alloc, label %other
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %exit
other:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %is4 = icmp eq i32 %role, 4
  br i1 %is4, label %free, label %exit
free:
  %a = load i32, ptr addrspace(3) @slot, align 4
  %p = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %p, i32 32)
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.maxntid"="512" }
