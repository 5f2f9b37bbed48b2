; A store through a pointer loaded from a `__grid_constant__` kernel parameter
; writes global memory, not shared memory an MMA could read: the host wrote that
; pointer and cannot name a CTA's shared memory, and the kernel cannot write the
; parameter (clang 22's CUTLASS FMHA forward, held out: it loads its LSE output
; pointer from `Params` and stores the row sums through it; nvcc's PTX loads it with
; `ld.param`, which the PTX reader already took as a host pointer). FlashMLA LLVM IR:
; R-PROXY 150 -> 50.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: the pointer is loaded from a shared word that holds a shared address;
; the store then writes the shared memory the MMA reads, with no proxy fence.
; RUN: sed -e 's/^  %%out = load ptr, ptr %%field, align 8$/  store ptr addrspacecast (ptr addrspace(3) @smem to ptr), ptr addrspace(3) @slot, align 8\n  %%out = load ptr, ptr addrspace(3) @slot, align 8/' %s > %t.slot.ll
; RUN: grep -q 'ptr addrspace(3) @slot, align 8$' %t.slot.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.slot.ll 2> %t.slot
; RUN: FileCheck --check-prefix=PROXY %s < %t.slot
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: a plain `byval` parameter (no `nvvm.grid_constant`) is the kernel's own
; copy, and this kernel stores a shared address into it first.
; RUN: sed -e 's/ "nvvm.grid_constant" %%p/ %%p/' -e 's/^  %%out = load ptr, ptr %%field, align 8$/  store ptr addrspacecast (ptr addrspace(3) @smem to ptr), ptr %%field, align 8\n  %%out = load ptr, ptr %%field, align 8/' %s > %t.byval.ll
; RUN: grep -q 'ptr %%field, align 8$' %t.byval.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.byval.ll 2> %t.byval
; RUN: FileCheck --check-prefix=PROXY %s < %t.byval
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { i64, ptr, i64 }

@smem = internal addrspace(3) global [65536 x i8] undef, align 1024
@slot = internal addrspace(3) global ptr undef, align 8

define ptx_kernel void @k(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, ptr byval(%struct.Params) align 8 "nvvm.grid_constant" %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %field = getelementptr inbounds i8, ptr %p, i64 8
  %out = load ptr, ptr %field, align 8
  %at = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 0, ptr %at, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w0 = icmp ult i32 %tid, 32
  br i1 %w0, label %mma, label %done
mma:
  call void asm sideeffect "tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, 1;", "r,l,l,r"(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 136314896)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
