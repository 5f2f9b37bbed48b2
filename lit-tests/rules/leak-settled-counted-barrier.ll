; The sequence lengths of a variable-length FMHA loaded after two prologue barriers,
; the second a named barrier with a thread count: CuTe DSL's FMHA backward syncs
; `bar.sync 0` and then `bar.sync 1, 512` in a CTA of 512 threads before it loads
; `cu_seqlens` and leaves when the tile is empty (the PTX reader's
; `ptx/leak-launch-load-counted-prologue.ptx`; here 384 threads, the kernel's
; `nvvm.maxntid`). A barrier whose count is no smaller than the CTA's threads is
; one every thread must arrive at, as a barrier without a count is: no write of
; the CTA is ordered before the loads, so every thread reads the launch's lengths
; and the exit is the whole CTA's. On warp 8's path through the exit no thread
; allocated. (L-LEAK: the LLVM front end ended the settled prologue at any barrier
; but `barrier.cta.sync.aligned.all(i32 0)`.)
; RUN: %tcgen05-opt --check %s
; The strict reading wants fences around the barriers (R-DEALLOC), not a dealloc:
; RUN: %expect-exit 1 %tcgen05-opt --check --sync-reading=strict --ld-use=wait %s 2> %t.strict
; RUN: FileCheck --check-prefix=STRICT %s < %t.strict
; STRICT-NOT: L-LEAK
; STRICT: [R-DEALLOC]
; STRICT-NOT: L-LEAK
; The same barrier as clang compiles CUTLASS's `NamedBarrier::sync` (inline asm,
; the id and count as constant arguments), and as barrier 1 with no count:
; RUN: sed -e 's/^  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 384)$/  call void asm sideeffect "bar.sync $0, $1;", "r,r"(i32 1, i32 384)/' %s > %t.asm.ll
; RUN: grep -q 'asm sideeffect "bar.sync' %t.asm.ll
; RUN: %tcgen05-opt --check %t.asm.ll
; RUN: sed -e 's/^  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 384)$/  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)/' %s > %t.all1.ll
; RUN: grep -q 'aligned.all(i32 1)' %t.all1.ll
; RUN: %tcgen05-opt --check %t.all1.ll
; Negative, a real leak: a count of 128, a third of the CTA, and warp 2 overwrites
; the end offset between the two barriers. Its write is ordered before the loads
; of the warps that pass barrier 1 with it, not of the others: warp 8 may read the
; old length, take the exit, and never free while warp 2 allocates.
; RUN: sed -e 's/^  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 384)$/  %%w2 = icmp eq i32 %%warp, 2\n  br i1 %%w2, label %%scribble, label %%counted\nscribble:\n  store i32 0, ptr %%pend, align 4\n  br label %%counted\ncounted:\n  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)/' %s > %t.third.ll
; RUN: grep -q 'count(i32 1, i32 128)' %t.third.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.third.ll 2> %t.third
; RUN: FileCheck %s < %t.third
; The same with the count as the asm's:
; RUN: sed -e 's/^  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)$/  call void asm sideeffect "bar.sync $0, $1;", "r,r"(i32 1, i32 128)/' %t.third.ll > %t.third-asm.ll
; RUN: grep -q 'asm sideeffect "bar.sync' %t.third-asm.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.third-asm.ll 2> %t.third-asm
; RUN: FileCheck %s < %t.third-asm
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
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 384)
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
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)

attributes #0 = { "nvvm.maxntid"="384" }
