// Not a test: input of bad-input.test. CuTe DSL 4.8's op in the custom form, which
// MLIR 22's nvvm dialect cannot parse (line 5).
llvm.func @k(%bar: !llvm.ptr<3>, %phase: i32) attributes {nvvm.kernel} {
  nvvm.barrier0
  nvvm.mbarrier.wait.parity %bar, %phase : !llvm.ptr<3>, i32
  llvm.return
}
