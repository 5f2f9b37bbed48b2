; Two roles that each load the sequence length and decode their tile. clang's
; CUTLASS FMHA forward kernels with the one-tile scheduler: each warp role starts
; with `warpgroup_reg_set` (inline asm `setmaxnreg`), loads
; `cu_seqlens[b + 1] - cu_seqlens[b]` through a pointer the host passed, and
; decodes its tile through the scheduler's fast division, which clang leaves as a
; phi joining the two sides of `divisor == 1 ? x : umulhi(x, m)`. The MMA warp
; allocates when its tile is in range, the epilogue warp frees when its own test
; holds. Two facts were missing, and either one made warp 8's walk skip the
; dealloc (L-LEAK):
; - a settled load (one that reads the launch's data) could not follow inline asm
;   the LLVM front end did not list as harmless (`setmaxnreg`). It now uses the
;   PTX reader's rule: only a statement that may write global memory or acquire
;   ends the settled prologue;
; - the CTA-uniformity of a branch condition did not look through such a phi. A
;   phi that joins the two sides of one branch is a select on its condition.
; RUN: %tcgen05-opt --check %s
; Negative, a real leak: the MMA warp's asm writes the length before it loads it,
; so the epilogue may read the old value and skip the dealloc.
; RUN: sed -e 's/"setmaxnreg.inc.sync.aligned.u32 $0;", "n"(i32 232)/"st.global.u32 [$0], $1;", "l,r"(ptr %%seqlens, i32 0)/' %s > %t.store.ll
; RUN: grep -q 'st.global.u32' %t.store.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.store.ll 2> %t.store
; RUN: FileCheck %s < %t.store
; Negative, a real leak: the branch the epilogue's phi joins tests the warp, so
; the two warps decode different tiles.
; RUN: sed -e 's/^  %%one.b = icmp eq i32 %%div, 1$/  %%one.b = icmp eq i32 %%warp, 8/' %s > %t.warp.ll
; RUN: grep -q '%%one.b = icmp eq i32 %%warp, 8' %t.warp.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.warp.ll 2> %t.warp
; RUN: FileCheck %s < %t.warp
; CHECK: @k:{{.*}}error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k(ptr %seqlens, i32 %div, i32 %magic) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %warp = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %w, i32 0, i32 31)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %is2 = icmp eq i32 %warp, 2
  br i1 %is2, label %mma, label %other
mma:
  call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 $0;", "n"(i32 232)
  %cta.a = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b.a = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %one.a = icmp eq i32 %div, 1
  br i1 %one.a, label %decoded.a, label %divide.a
divide.a:
  %q.a = call i32 @__nv_umulhi(i32 %cta.a, i32 %magic)
  br label %decoded.a
decoded.a:
  %tile.a = phi i32 [ %cta.a, %mma ], [ %q.a, %divide.a ]
  %at.a = getelementptr i32, ptr %seqlens, i32 %b.a
  %next.a = getelementptr i8, ptr %at.a, i64 4
  %hi.a = load i32, ptr %next.a, align 4
  %lo.a = load i32, ptr %at.a, align 4
  %len.a = sub nsw i32 %hi.a, %lo.a
  %start.a = shl i32 %tile.a, 7
  %in.a = icmp slt i32 %start.a, %len.a
  br i1 %in.a, label %alloc, label %exit
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)
  br label %exit
other:
  %is8 = icmp eq i32 %warp, 8
  br i1 %is8, label %epilogue, label %exit
epilogue:
  call void asm sideeffect "setmaxnreg.dec.sync.aligned.u32 $0;", "n"(i32 96)
  %cta.b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b.b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %one.b = icmp eq i32 %div, 1
  br i1 %one.b, label %decoded.b, label %divide.b
divide.b:
  %q.b = call i32 @__nv_umulhi(i32 %cta.b, i32 %magic)
  br label %decoded.b
decoded.b:
  %tile.b = phi i32 [ %cta.b, %epilogue ], [ %q.b, %divide.b ]
  %at.b = getelementptr i32, ptr %seqlens, i32 %b.b
  %next.b = getelementptr i8, ptr %at.b, i64 4
  %hi.b = load i32, ptr %next.b, align 4
  %lo.b = load i32, ptr %at.b, align 4
  %len.b = sub nsw i32 %hi.b, %lo.b
  %start.b = shl i32 %tile.b, 7
  %in.b = icmp sgt i32 %len.b, %start.b
  br i1 %in.b, label %free, label %exit
free:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)
  %a = load i32, ptr addrspace(3) @slot, align 4
  %p = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %p, i32 32)
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @__nv_umulhi(i32, i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.maxntid"="384" }
