; The LLVM IR form of ptx/proxy-tma-store-below-mbarrier.ptx: a tensor TMA store's
; box (unknown to the kernel) cannot cover an mbarrier the kernel initializes at one
; address and never invalidates (PTX ISA, mbarrier: "Performing any non-mbarrier or
; mbarrier.init operations on an initialized mbarrier object results in undefined
; behavior"), so the store from smem+0 does not reach the slot at smem+32784 above
; the barrier at smem+32768. The LLVM front end hands the barrier's
; `llvm.nvvm.mbarrier.init.shared` and any invalidation (intrinsic or inline asm) to
; the span analysis, which no model instruction stands for. Gluon's persistent
; kernels, from their LLVM IR: 34 to 48 false R-PROXY each before.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; RUN: %tcgen05-opt %s --emit none --remarks 2>&1 | count 0
; The barrier invalidated at the end, where no TMA copy follows (inline asm, as
; Triton writes it, and the intrinsic): initialized at every copy, it still bounds
; the box (Gluon's attention example 01, from its LLVM IR: 22 false R-PROXY before).
; RUN: sed -e 's/^  ret void ; end$/  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r"(ptr addrspace(3) %%bar)\n  ret void/' %s > %t.end.ll
; RUN: %tcgen05-opt --check %t.end.ll
; RUN: sed -e 's/^  ret void ; end$/  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %%bar)\n  ret void/' %s > %t.end2.ll
; RUN: %tcgen05-opt --check %t.end2.ll
; Triton's IR calls `__nvvm_reflect` (a compile-time query): no function of the
; program's own that might invalidate the barrier or copy.
; RUN: sed -e 's/^entry:$/entry:\n  %%ftz = call i32 @__nvvm_reflect(ptr @ftz)/' %t.end.ll > %t.reflect.ll
; RUN: %tcgen05-opt --check %t.reflect.ll
; Negative: invalidated before the copy (inline asm, then the intrinsic); its memory
; may be reused, and the box may then reach the slot.
; RUN: sed -e 's/^  %%el = call/  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r"(ptr addrspace(3) %%bar)\n&/' %s > %t.inval.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.inval.ll 2> %t.inval
; RUN: FileCheck --check-prefix=PROXY %s < %t.inval
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; RUN: sed -e 's/^  %%el = call/  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %%bar)\n&/' %s > %t.inval2.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.inval2.ll 2> %t.inval2
; RUN: FileCheck --check-prefix=PROXY %s < %t.inval2
; Negative: invalidated at the end of a loop whose next trip copies again.
; RUN: sed -e 's/^  ret void ; end$/  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %%bar)\n  br i1 %%w0, label %%epi, label %%exit\nexit:\n  ret void/' %s > %t.loop.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.loop.ll 2> %t.loop
; RUN: FileCheck --check-prefix=PROXY %s < %t.loop
; Negative: the slot below the barrier, where the box may reach.
; RUN: sed -e 's/i32 32784$/i32 16384/' %s > %t.below.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.below.ll 2> %t.below
; RUN: FileCheck --check-prefix=PROXY %s < %t.below
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [65536 x i8] undef, align 1024
@ftz = private constant [11 x i8] c"__CUDA_FTZ\00"

define ptx_kernel void @k(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %tmap) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %bar = getelementptr i8, ptr addrspace(3) @smem, i32 32768
  %slot = getelementptr i8, ptr addrspace(3) @smem, i32 32784
  %t0 = icmp eq i32 %tid, 0
  br i1 %t0, label %init, label %synced
init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %bar, i32 32)
  br label %synced
synced:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w0 = icmp eq i32 %w, 0
  br i1 %w0, label %producer, label %other
producer:
  store <2 x i32> zeroinitializer, ptr addrspace(3) %slot, align 8
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r"(ptr addrspace(3) %bar)
  br label %done
other:
  %w1 = icmp eq i32 %w, 1
  br i1 %w1, label %epi, label %done
epi:
  call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], 0;\0A\09@!complete bra.uni waitLoop;\0A}", "r"(ptr addrspace(3) %bar)
  %el = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %leader = extractvalue { i32, i1 } %el, 1
  br i1 %leader, label %tma, label %done
tma:
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r"(ptr %tmap, i32 %tid, i32 %tid, ptr addrspace(3) @smem)
  call void asm sideeffect "cp.async.bulk.commit_group;", ""()
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", ""()
  br label %done
done:
  ret void ; end
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3))
declare i32 @__nvvm_reflect(ptr)

attributes #0 = { "nvvm.reqntid"="128" }
