; A kernel's sequence lengths loaded after its prologue barrier: every thread of the
; CTA reads one value. A variable-length FMHA (CUTLASS's, compiled by clang 22 for
; FlashMLA's backward kernel) loads `cu_seqlens[b + 1] - cu_seqlens[b]` through a
; pointer in its `__grid_constant__` parameters, right after the barrier that
; publishes its mbarrier inits, and every thread leaves at once when its tile is
; empty (`max(0, len - 128 * tile) / 64 < 1`), before warp 2 allocates TMEM. On
; warp 8's path through that exit no thread allocated, so it needs no dealloc. The
; exit's condition is one value in the CTA: no path reaches the loads after a global
; write or an acquire other than that barrier, which lies on no cycle and comes
; before every write and acquire of the kernel, so the loads read the launch's data
; (the PTX reader's settled loads, session 35); the address is the CTA's, and
; `__nv_max` is libdevice integer math. The LLVM front end took no load to be one
; value in the CTA, and reported the allocation as leaked.
; RUN: %tcgen05-opt --check %s
; The strict reading wants fences around the barriers (R-DEALLOC), not a dealloc:
; RUN: %expect-exit 1 %tcgen05-opt --check --sync-reading=strict %s 2> %t.strict
; RUN: FileCheck --check-prefix=STRICT %s < %t.strict
; STRICT-NOT: L-LEAK
; STRICT: [R-DEALLOC]
; STRICT-NOT: L-LEAK
; Negative, a real leak: warp 2 overwrites the end offset before the loads, so warp
; 8 may read the old length, take the exit, and never free.
; RUN: sed -e 's/^  br label %%read$/  %%w2 = icmp eq i32 %%warp, 2\n  br i1 %%w2, label %%scribble, label %%read\nscribble:\n  store i32 0, ptr %%pend, align 4\n  br label %%read/' %s > %t.write.ll
; RUN: grep -q 'store i32 0, ptr %%pend' %t.write.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.write.ll 2> %t.write
; RUN: FileCheck %s < %t.write
; Negative, a real leak: each thread loads the length at its own index, so warp 8
; may leave while warp 2 allocates.
; RUN: sed -e 's/^  %%next = add i32 %%batch, 1$/  %%next = add i32 %%tid, 1/' %s > %t.tid.ll
; RUN: grep -q 'add i32 %%tid, 1' %t.tid.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.tid.ll 2> %t.tid
; RUN: FileCheck %s < %t.tid
; CHECK: @k:{{.*}}error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
target triple = "nvptx64-nvidia-cuda"

%Params = type { ptr, i32 }

@slot = internal addrspace(3) global i32 undef, align 4
@bar = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @k(ptr byval(%Params) align 8 "nvvm.grid_constant" %params, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %warp = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %w, i32 0, i32 31)
  %is0 = icmp eq i32 %tid, 0
  br i1 %is0, label %init, label %prologue
init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bar, i32 1)
  br label %prologue
prologue:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %batch = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %tile = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cu = load ptr, ptr %params, align 8
  %next = add i32 %batch, 1
  %pend = getelementptr inbounds i32, ptr %cu, i32 %next
  %pstart = getelementptr inbounds i32, ptr %cu, i32 %batch
  br label %read
read:
  %end = load i32, ptr %pend, align 4
  %start = load i32, ptr %pstart, align 4
  %len = sub i32 %end, %start
  %first = shl i32 %tile, 7
  %left = sub i32 %len, %first
  %rows = call i32 @__nv_max(i32 0, i32 %left)
  %blocks = sdiv i32 %rows, 64
  %empty = icmp slt i32 %blocks, 1
  br i1 %empty, label %zero, label %roles
zero:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 0, ptr addrspace(1) %o, align 4
  br label %exit
roles:
  %is2 = icmp eq i32 %warp, 2
  br i1 %is2, label %alloc, label %other
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %exit
other:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %is8 = icmp eq i32 %warp, 8
  br i1 %is8, label %free, label %exit
free:
  %a = load i32, ptr addrspace(3) @slot, align 4
  %p = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %p, i32 32)
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @__nv_max(i32, i32)
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.maxntid"="384" }
