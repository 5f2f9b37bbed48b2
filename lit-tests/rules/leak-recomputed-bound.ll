; Two roles that each compute the tile's bound test afresh. clang's CUTLASS FMHA
; forward kernel decodes the tile in every role from the scheduler's fast division
; (`__nv_umulhi`) and tests it against the sequence length in its own SSA values:
; the MMA warp allocates TMEM when its test holds, and the epilogue warp frees it
; when its own test holds. The LLVM front end took the two tests for two unrelated
; values, so warp 8's walk could skip the dealloc on a path where warp 2 had
; allocated (L-LEAK). A comparison is now keyed by how it is computed from inputs
; fixed for the kernel (here the CTA index, a kernel argument and libdevice math;
; `a > b` is `b < a`), and comparisons with one key are one value, as the PTX
; reader names such tests (`stable_setps`).
; RUN: %tcgen05-opt --check %s
; Negative, a real leak: the epilogue tests 64-row tiles, so it may skip the
; dealloc where the MMA warp allocated.
; RUN: sed -e 's/^  %%start.b = shl i32 %%q.b, 7$/  %%start.b = shl i32 %%q.b, 6/' %s > %t.other.ll
; RUN: grep -q 'shl i32 %%q.b, 6' %t.other.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.other.ll 2> %t.other
; RUN: FileCheck %s < %t.other
; Negative, a real leak: the epilogue's divisor is loaded per thread.
; RUN: sed -e 's/^  %%q.b = call i32 @__nv_umulhi(i32 %%cta.b, i32 %%div)$/  %%mine = getelementptr i32, ptr addrspace(1) %%out, i32 %%tid\n  %%d.b = load i32, ptr addrspace(1) %%mine, align 4\n  %%q.b = call i32 @__nv_umulhi(i32 %%cta.b, i32 %%d.b)/' %s > %t.load.ll
; RUN: grep -q '%%d.b = load' %t.load.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.load.ll 2> %t.load
; RUN: FileCheck %s < %t.load
; CHECK: @k:{{.*}}error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k(i32 %len, i32 %div, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %warp = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %w, i32 0, i32 31)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %is2 = icmp eq i32 %warp, 2
  br i1 %is2, label %mma, label %other
mma:
  %cta.a = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %q.a = call i32 @__nv_umulhi(i32 %cta.a, i32 %div)
  %start.a = shl i32 %q.a, 7
  %in.a = icmp slt i32 %start.a, %len
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
  %cta.b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %q.b = call i32 @__nv_umulhi(i32 %cta.b, i32 %div)
  %start.b = shl i32 %q.b, 7
  %in.b = icmp sgt i32 %len, %start.b
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
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @__nv_umulhi(i32, i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.maxntid"="384" }
