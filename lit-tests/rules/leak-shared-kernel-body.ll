; A function that is the whole body of two kernels. clang 22 leaves FlashMLA's
; `sparse_attn_fwd_kernel_devfunc` out of line, and both its prefill and decode
; kernels are `call @devfunc(...); ret void`. The LLVM front end took a function for
; a kernel's body only when one kernel called it, so here it knew no block size:
; the `switch` on the warp index had no warps per edge, warp 8's walk went through
; warp 2's allocation and out, and the allocation was reported as leaked. Every use
; is now such a kernel's call, and the kernels declare one block size (384
; threads), so the body is read as either kernel.
; RUN: %tcgen05-opt --check %s
; Negative, a real leak: the decode kernel has 128 threads, so no warp 8 frees what
; its warp 2 allocates.
; RUN: sed -e 's/^attributes #1 = { "nvvm.maxntid"="384" }/attributes #1 = { "nvvm.maxntid"="128" }/' %s > %t.small.ll
; RUN: grep -q '"nvvm.maxntid"="128"' %t.small.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.small.ll 2> %t.small
; RUN: FileCheck %s < %t.small
; CHECK: @body:{{.*}}error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

define linkonce_odr void @body(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %warp = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %w, i32 0, i32 31)
  switch i32 %warp, label %other [
    i32 2, label %alloc
  ]
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %exit
other:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  switch i32 %warp, label %exit [
    i32 8, label %free
  ]
free:
  %a = load i32, ptr addrspace(3) @slot, align 4
  %p = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %p, i32 32)
  br label %exit
exit:
  ret void
}

define ptx_kernel void @prefill(ptr addrspace(1) %out) #0 {
  call void @body(ptr addrspace(1) %out)
  ret void
}

define ptx_kernel void @decode(ptr addrspace(1) %out) #1 {
  call void @body(ptr addrspace(1) %out)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.maxntid"="384" }
attributes #1 = { "nvvm.maxntid"="384" }
