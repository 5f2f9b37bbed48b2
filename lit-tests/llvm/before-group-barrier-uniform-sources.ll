; R-BEFORE's completion half at a group barrier that the group's warps pass in
; control flow they all take alike: clang's ThunderKittens GEMMs loop over their
; tiles from `%clusterid.x`, read by inline asm (`mov.u32 $0, %clusterid.x;`), to a
; bound loaded from the kernel's `__grid_constant__` globals (a byval parameter
; with "nvvm.grid_constant", which the kernel may not write), and pass `bar.sync 1,
; 128` in and after the loop. Both values are one in the CTA: the asm only copies a
; CTA-wide special register out, and a load from a grid-constant parameter reads
; one value wherever its address is. With either taken as divergent the loop's
; blocks were divergent, the barriers unordered, and the first barrier "handed
; over" the loaded TMEM (clang's TK mxfp8 and nvfp4 GEMMs: R-BEFORE 20 each). @k2
; only calls @body and returns: @body is the kernel's body, and its pointer
; argument is the kernel's grid-constant parameter (clang's TK GEMMs take their
; globals by const reference in such a function).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-BEFORE
; The PTX llc makes of it re-checks clean after code generation: there @body is a
; `.func` the kernel calls with `cvta.param` of its globals, read as the kernel's
; body by the PTX reader too (lit-tests/ptx/before-kernel-body-func.ptx).
; RUN: %tcgen05-opt %s --emit ptx -o %t.ptx
; Negative: a parameter the kernel may write (no "nvvm.grid_constant"): its loads
; are any value in any thread.
; RUN: sed -e 's/ "nvvm.grid_constant"//' %s > %t.nogc.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.nogc.ll 2> %t.nogc
; RUN: FileCheck --check-prefix=BEFORE %s < %t.nogc
; BEFORE: @k:{{[0-9]+}}: error: thread synchronization hands over tensor memory of an earlier tcgen05.ld before it completes{{.*}}[R-BEFORE]
; BEFORE: @body:{{[0-9]+}}: error: thread synchronization hands over tensor memory of an earlier tcgen05.ld before it completes{{.*}}[R-BEFORE]
; Negative: the asm reads `%tid.x`, one value per thread: the trip counts differ.
; RUN: sed -e 's/%%clusterid.x/%%tid.x/' %s > %t.tid.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.tid.ll 2> %t.tid
; RUN: FileCheck --check-prefix=BEFORE %s < %t.tid
target triple = "nvptx64-nvidia-cuda"

%struct.globals = type { i64, i32, i32 }

@bar = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @k(ptr addrspace(6) %t, ptr addrspace(1) %out, ptr byval(%struct.globals) align 8 "nvvm.grid_constant" %g) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %consumer = icmp ult i32 %tid, 128
  br i1 %consumer, label %pre, label %done
pre:
  %start = call i32 asm sideeffect "mov.u32 $0, %clusterid.x;", "=r"()
  %np = getelementptr inbounds i8, ptr %g, i64 8
  %n = load i32, ptr %np, align 4
  %go = icmp slt i32 %start, %n
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %start, %pre ], [ %i.next, %loop ]
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
  %t2 = getelementptr i8, ptr addrspace(6) %t, i32 8
  %w = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t2, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
  %x = extractelement <2 x i32> %v, i32 0
  %y = extractelement <2 x i32> %w, i32 0
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %out, align 4
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %arrive, label %done
arrive:
  %st = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @bar)
  br label %done
done:
  ret void
}

define internal void @body(ptr addrspace(6) %t, ptr addrspace(1) %out, ptr noundef nonnull align 8 %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %consumer = icmp ult i32 %tid, 128
  br i1 %consumer, label %pre, label %done
pre:
  %start = call i32 asm sideeffect "mov.u32 $0, %clusterid.x;", "=r"()
  %np = getelementptr inbounds i8, ptr %g, i64 8
  %n = load i32, ptr %np, align 4
  %go = icmp slt i32 %start, %n
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %start, %pre ], [ %i.next, %loop ]
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
  %t2 = getelementptr i8, ptr addrspace(6) %t, i32 8
  %w = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t2, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
  %x = extractelement <2 x i32> %v, i32 0
  %y = extractelement <2 x i32> %w, i32 0
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %out, align 4
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %arrive, label %done
arrive:
  %st = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @bar)
  br label %done
done:
  ret void
}

define ptx_kernel void @k2(ptr addrspace(6) %t, ptr addrspace(1) %out, ptr byval(%struct.globals) align 8 "nvvm.grid_constant" %g) #0 {
  call void @body(ptr addrspace(6) %t, ptr addrspace(1) %out, ptr %g)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)

attributes #0 = { "nvvm.reqntid"="256" }
