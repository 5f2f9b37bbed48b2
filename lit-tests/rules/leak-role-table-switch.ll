; The role table of rules/leak-role-table.ll dispatched by a `switch` on the role,
; as clang -O3 compiles CUTLASS's FMHA backward (FlashMLA, held out):
; `switch i32 %role, label %out [ i32 2, label %mma  i32 3, label %compute ]`. Each
; case edge is taken by the warps whose table entry is the case (the table evaluated
; in every warp of the CTA's 16, `nvvm.maxntid`): warp 12 allocates, and the compute
; warps 4 to 11 reach the dealloc, which `warp & 7 == 0` leaves to warp 8. Before,
; only a thread-index slice named the warps of a case edge, so the dealloc's warps
; were 0 to 8 and the walk of warp 0 missed it (L-LEAK).
; RUN: %tcgen05-opt --check %s
; RUN: %tcgen05-opt --sync-reading=strict --check %s
; Negative, a real leak: the table makes warps 4 to 7 the compute warps, so no
; compute warp has `warp & 7 == 0` and nobody frees.
; RUN: sed -e 's/5122844576138308/5141609288254532/' %s > %t.table.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.table.ll 2> %t.table
; RUN: FileCheck %s < %t.table
; Negative, a real leak: the freeing warp is warp 3, a reduce warp, which never
; takes the compute case.
; RUN: sed -e 's/%%low = and i32 %%w, 7/%%low = and i32 %%w, 15/' -e 's/%%first = icmp eq i32 %%low, 0/%%first = icmp eq i32 %%low, 3/' %s > %t.warp3.ll
; RUN: grep -q 'and i32 %%w, 15' %t.warp3.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.warp3.ll 2> %t.warp3
; RUN: FileCheck %s < %t.warp3
; CHECK: error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k() #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %w4 = shl i32 %w, 2
  %sh = zext i32 %w4 to i64
  %t = lshr i64 5122844576138308, %sh
  %t32 = trunc i64 %t to i32
  %role = and i32 %t32, 7
  switch i32 %role, label %out [
    i32 2, label %mma
    i32 3, label %compute
  ]
mma:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 512)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 288)
  br label %out
compute:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 288)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %low = and i32 %w, 7
  %first = icmp eq i32 %low, 0
  br i1 %first, label %free, label %out
free:
  %a = load i32, ptr addrspace(3) @slot, align 4
  %p = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %p, i32 512)
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

attributes #0 = { "nvvm.maxntid"="512" }
