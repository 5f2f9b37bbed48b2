// Not a test: input of bad-input.test (an undefined value on line 6).
llvm.func @k(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.wait <load>
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.store %w, %out : i32, !llvm.ptr<1>
  llvm.return
}
