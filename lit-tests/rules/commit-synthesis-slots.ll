; The pass-owned barrier array has one slot per thread of the largest declared block
; among the functions that get a synthesised completion ("nvvm.reqntid" /
; "nvvm.maxntid", as LLVM 22 and Triton write them): 128 and 32x2 here, so 128 slots;
; the same through MLIR (MLIR 22's import keeps the attributes as nvvm.reqntid /
; nvvm.maxntid). Without a declared shape it stays 1024 (commit-synthesis.ll).
; RUN: %tcgen05-opt %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %tcgen05-opt --check %t.ll
; CHECK: @__tcgen05_opt_bar = internal addrspace(3) global [128 x i64] undef, align 8
; RUN: mlir-translate --import-llvm %s -o %t.in.mlir
; RUN: %tcgen05-opt %t.in.mlir -o %t.mlir
; RUN: FileCheck --check-prefix=MLIR %s < %t.mlir
; RUN: %tcgen05-opt --check %t.mlir
; MLIR: llvm.mlir.global internal @__tcgen05_opt_bar() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<128 x i64>
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @small(ptr addrspace(6) %d, i64 %a, i64 %b) #0 {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 true, i32 0, i32 1, i32 0)
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %d, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

define ptx_kernel void @pair(ptr addrspace(6) %d, i64 %a, i64 %b) #1 {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 true, i32 0, i32 1, i32 0)
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %d, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.wait.ld()

attributes #0 = { "nvvm.reqntid"="128" }
attributes #1 = { "nvvm.maxntid"="32,2" }
