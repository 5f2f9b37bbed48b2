; An early exit every thread of the CTA takes alike, before the allocation (the
; LLVM IR form of ptx/leak-uniform-early-exit.ptx; CuTe DSL's and CUTLASS's FMHA
; backward leave at once when the CTA's tile is out of range). Warp 2 allocates
; after `n < 1` exits, warp 8 frees after a CTA barrier. On warp 8's path through
; the exit no thread allocated, so that path needs no dealloc: the exit's condition
; is the same in every thread (a kernel parameter) and computed on no cycle, so it
; is one value wherever it is tested (`Function::invariant_values`, which the LLVM
; front end left empty: L-LEAK said the allocation leaked).
; RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.check
; RUN: FileCheck %s < %t.check
; CHECK-NOT: @k:
; Negative, a real leak: warp 2 allocates before the exit test, so the exit path
; leaves with the allocation.
; CHECK: @late:{{.*}}error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
; CHECK-NOT: @k:
; Negative, a real leak: the exit's condition is loaded per thread, so warp 8 may
; leave while warp 2 allocates.
; RUN: sed -e 's/^  %%none = icmp slt i32 %%n, 1$/  %%mine = getelementptr i32, ptr addrspace(1) %%flags, i32 %%tid\n  %%f = load i32, ptr addrspace(1) %%mine, align 4\n  %%none = icmp slt i32 %%f, 1/' %s > %t.load.ll
; RUN: grep -q 'load i32, ptr addrspace(1) %%mine' %t.load.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.load.ll 2> %t.load
; RUN: FileCheck --check-prefix=LOAD %s < %t.load
; LOAD: @k:{{.*}}error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
; The CTA's tile against a bound, `ctaid.x * 128 >= n`: not one value in the launch,
; but one in the CTA (`Function::cta_uniform`, which the LLVM front end gave only
; for the guards of TMEM accesses).
; RUN: sed -e 's/^  %%none = icmp slt i32 %%n, 1$/  %%cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n  %%start = shl i32 %%cta, 7\n  %%none = icmp sge i32 %%start, %%n/' %s > %t.cta.ll
; RUN: grep -q 'icmp sge i32 %%start, %%n' %t.cta.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.cta.ll 2> %t.cta
; RUN: FileCheck %s < %t.cta
; Negative, a real leak: the exit is taken by the threads from 256 up, warp 8
; among them, while warp 2 allocates.
; RUN: sed -e 's/^  %%none = icmp slt i32 %%n, 1$/  %%none = icmp sge i32 %%tid, 256/' %s > %t.tid.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.tid.ll 2> %t.tid
; RUN: FileCheck --check-prefix=LOAD %s < %t.tid
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k(i32 %n, ptr addrspace(1) %flags) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %none = icmp slt i32 %n, 1
  br i1 %none, label %exit, label %body
body:
  %is2 = icmp eq i32 %w, 2
  br i1 %is2, label %alloc, label %other
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %exit
other:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %is8 = icmp eq i32 %w, 8
  br i1 %is8, label %free, label %exit
free:
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %a = load i32, ptr addrspace(3) @slot, align 4
  %p = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %p, i32 32)
  br label %exit
exit:
  ret void
}

define ptx_kernel void @late(i32 %n, ptr addrspace(1) %flags) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %is2 = icmp eq i32 %w, 2
  br i1 %is2, label %alloc, label %test
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  br label %test
test:
  %none = icmp slt i32 %n, 1
  br i1 %none, label %exit, label %sync
sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %is8 = icmp eq i32 %w, 8
  br i1 %is8, label %free, label %exit
free:
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %a = load i32, ptr addrspace(3) @slot, align 4
  %p = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %p, i32 32)
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.maxntid"="512" }
