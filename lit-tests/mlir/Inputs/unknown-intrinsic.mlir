// Not a test: input of bad-input.test (an intrinsic LLVM 22 does not have, line 4).
llvm.func @k(%t: !llvm.ptr<6>) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(0 : i32) : i32
  llvm.call_intrinsic "llvm.nvvm.tcgen05.frobnicate"(%t, %c) : (!llvm.ptr<6>, i32) -> ()
  llvm.return
}
