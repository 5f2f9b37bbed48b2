; R-PROXY (9.7.16.6.5) is about shared memory an async-proxy reader (an MMA's
; operands) can read. A store to a stack slot (`alloca`, through a GEP, here through a
; generic pointer, as unoptimized code from MLIR front ends such as CuTe DSL keeps
; its register arrays) writes thread-local memory, never shared memory: no fence.
; The same store through a generic pointer a device function is passed may reach
; shared memory (its caller may pass a shared pointer): fenced. (A kernel's own
; pointer argument comes from the host, which cannot name a CTA's shared memory,
; and CUDA forbids passing a shared pointer to a child kernel: the LLVM front end
; takes such a store to write global memory, rules/proxy-host-pointer-store.ll.)
; Both front ends (LLVM, and MLIR through MLIR 22's import).
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: mlir-translate --import-llvm %s -o %t.mlir
; RUN: %tcgen05-opt %t.mlir --remarks -o %t.out.mlir 2> %t.mlir.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.mlir.remarks
; REMARK-NOT: remark:
; REMARK: remark: inserted fence.proxy.async.shared::cta [R-PROXY]: {{.*}}llvm.nvvm.tcgen05.mma.shared
; REMARK-NOT: remark:
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @stack(ptr addrspace(6) %d, ptr addrspace(3) %bar, i64 %a, i64 %b, <4 x i32> %v) {
  %slot = alloca [8 x i32], align 16
  %p = getelementptr inbounds [8 x i32], ptr %slot, i32 0, i32 4
  store <4 x i32> %v, ptr %p, align 16
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %bar)
  ret void
}

define void @generic(ptr addrspace(6) %d, ptr addrspace(3) %bar, i64 %a, i64 %b, <4 x i32> %v, ptr %q) {
  store <4 x i32> %v, ptr %q, align 16
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %bar)
  ret void
}

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
