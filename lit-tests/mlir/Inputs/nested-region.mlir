// Not a test: input of bad-input.test (an unlowered scf.if on line 5).
llvm.func @k(%t: !llvm.ptr<6>, %c: i1) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(128 : i32) : i32
  nvvm.tcgen05.wait <load>
  scf.if %c {
    nvvm.tcgen05.dealloc %t, %n : !llvm.ptr<6>, i32
  }
  llvm.return
}
