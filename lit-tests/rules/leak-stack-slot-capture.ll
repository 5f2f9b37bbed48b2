; A stack slot that holds one value where it is reloaded. clang -O3 does not inline
; CUTLASS's mainloop lambdas, which capture locals by reference: the kernel stores
; the warp index in an `alloca`, puts the slot's address in the lambda's closure
; object, and reloads the slot after calling the lambda, to decide which warp frees
; TMEM (FlashMLA's decode kernels, compiled by clang 22). The reload was a value of
; its own, so warp 8's dealloc was not known to be warp 8's, and the allocation by
; warp 2 was reported as leaked. The slot is stored once, on no cycle, above the
; reload on every path, and its address goes only into a closure field that the
; kernel and the lambda (a defined function) only read through: the reload is the
; stored warp index.
; RUN: %tcgen05-opt --check %s
; RUN: %tcgen05-opt --check --ld-use=wait %s
; Negative, a real leak: the lambda writes 3 through the captured reference, so no
; warp's reload is 8 and nobody frees.
; RUN: sed -e 's/^  %%w = load i32, ptr %%wp, align 4$/  %%w = load i32, ptr %%wp, align 4\n  store i32 3, ptr %%wp, align 4/' %s > %t.writes.ll
; RUN: grep -q 'store i32 3, ptr %%wp' %t.writes.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.writes.ll 2> %t.writes
; RUN: FileCheck %s < %t.writes
; Negative, a real leak: the kernel stores 5 into the slot before the reload.
; RUN: sed -e 's/^  %%again = load i32, ptr %%warp.slot, align 4$/  store i32 5, ptr %%warp.slot, align 4\n  %%again = load i32, ptr %%warp.slot, align 4/' %s > %t.twice.ll
; RUN: grep -q 'store i32 5, ptr %%warp.slot' %t.twice.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.twice.ll 2> %t.twice
; RUN: FileCheck %s < %t.twice
; Negative, a real leak: only warp 2 stores the slot; warp 8 reloads an undefined
; value and may not free.
; RUN: sed -e 's/^  store i32 %%warp, ptr %%warp.slot, align 4$//' -e 's/^  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()$/  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()\n  store i32 %%warp, ptr %%warp.slot, align 4/' %s > %t.one.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.one.ll 2> %t.one
; RUN: FileCheck %s < %t.one
; CHECK: @k:{{.*}}error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
target triple = "nvptx64-nvidia-cuda"

%closure = type { ptr, ptr }

@slot = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %warp.slot = alloca i32, align 4
  %bounds = alloca [2 x i32], align 4
  %lambda = alloca %closure, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %warp = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %w, i32 0, i32 31)
  call void @llvm.lifetime.start.p0(ptr %warp.slot)
  store i32 %warp, ptr %warp.slot, align 4
  store i32 7, ptr %bounds, align 4
  %hi = getelementptr inbounds i8, ptr %bounds, i64 4
  store i32 9, ptr %hi, align 4
  store ptr %bounds, ptr %lambda, align 8
  %field = getelementptr inbounds i8, ptr %lambda, i64 8
  store ptr %warp.slot, ptr %field, align 8
  %is2 = icmp eq i32 %warp, 2
  br i1 %is2, label %alloc, label %roles
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  br label %roles
roles:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @mainloop(ptr %lambda, ptr addrspace(1) %out)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %again = load i32, ptr %warp.slot, align 4
  %is8 = icmp eq i32 %again, 8
  br i1 %is8, label %free, label %exit
free:
  %a = load i32, ptr addrspace(3) @slot, align 4
  %p = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %p, i32 32)
  br label %exit
exit:
  ret void
}

; The lambda's body: it reads the captures it was given by reference.
define linkonce_odr void @mainloop(ptr %this, ptr addrspace(1) %out) {
entry:
  %b = load ptr, ptr %this, align 8
  %lo = load i32, ptr %b, align 4
  %hip = getelementptr inbounds i8, ptr %b, i64 4
  %hi = load i32, ptr %hip, align 4
  %f = getelementptr inbounds i8, ptr %this, i64 8
  %wp = load ptr, ptr %f, align 8
  %w = load i32, ptr %wp, align 4
  %s = add i32 %lo, %hi
  %t = add i32 %s, %w
  store i32 %t, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.maxntid"="384" }
