; The LLVM IR form of ptx/leak-dealloc-other-slot-dynamic.ptx, as JAX Mosaic GPU
; writes it (held out): two TMEM allocations into words 4 bytes apart of the
; kernel's dynamic shared memory, next to its barrier and a staging buffer, freed in
; turn; the output goes out through a kernel argument and a stack slot is written.
; Every load of a word that only its tcgen05.alloc writes (by the span analysis's
; bounds on all of the function's shared writes; a store through the host's pointer
; or to the stack writes none) reads that allocation's address: the loads of one
; slot are one value, and the second dealloc frees the other allocation, no access
; after dealloc (L-LEAK said it was).
; RUN: %tcgen05-opt --check %s
; Both deallocs read the same slot: the second frees freed memory.
; RUN: sed -e 's/^  %%s2 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 20), align 4$/  %%s2 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 16), align 4/' %s > %t.same.ll
; RUN: grep -q 'dsmem, i32 16), align 4$' %t.same.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.same.ll 2> %t.same
; RUN: FileCheck %s < %t.same
; The first address copied into the second slot by a store.
; RUN: sed -e 's/^  %%s2 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 20), align 4$/  store i32 %%s1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 20), align 4\n&/' %s > %t.copy.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.copy.ll 2> %t.copy
; RUN: FileCheck %s < %t.copy
; The staging stores go through a generic pointer into shared memory that starts
; at the slots: thread 5 overwrites the second one.
; RUN: sed -e 's/^  %%off = add i32 %%four, 128$/  %%off = add i32 %%four, 0/' %s > %t.over.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.over.ll 2> %t.over
; RUN: FileCheck %s < %t.over
; CHECK: error: tcgen05.dealloc may touch tensor memory after it was deallocated on some path [L-LEAK]
target triple = "nvptx64-nvidia-cuda"

@dsmem = external addrspace(3) global [0 x i8], align 1024

define ptx_kernel void @k(ptr %out) #0 {
entry:
  %slot = alloca i32, align 4
  store i32 0, ptr %slot, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %warp0 = icmp eq i32 %w, 0
  %t0 = icmp eq i32 %tid, 0
  br i1 %t0, label %init, label %allocs
init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 64), i32 1)
  br label %allocs
allocs:
  br i1 %warp0, label %alloc, label %stage
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 16), i32 128)
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 20), i32 128)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  br label %stage
stage:
  %four = shl i32 %tid, 2
  %off = add i32 %four, 128
  %p = getelementptr i8, ptr addrspace(3) @dsmem, i32 %off
  %gp = addrspacecast ptr addrspace(3) %p to ptr
  store i32 %tid, ptr %gp, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %a1 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 16), align 4
  %a2 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 20), align 4
  %t1 = inttoptr i32 %a1 to ptr addrspace(6)
  %t2 = inttoptr i32 %a2 to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t1, i32 %tid, i1 false)
  call void @llvm.nvvm.tcgen05.wait.st()
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t1, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t2, i32 %v, i1 false)
  call void @llvm.nvvm.tcgen05.wait.st()
  %o = getelementptr i32, ptr %out, i32 %tid
  store i32 %v, ptr %o, align 4
  store i32 %v, ptr %slot, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %warp0, label %free, label %end
free:
  %s1 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 16), align 4
  %f1 = inttoptr i32 %s1 to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %f1, i32 128)
  %s2 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dsmem, i32 20), align 4
  %f2 = inttoptr i32 %s2 to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %f2, i32 128)
  br label %end
end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1)
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.wait.st()
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.maxntid"="128" }
