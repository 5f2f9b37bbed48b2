// Not a test: input of bad-input.test. It parses, but the verifier rejects the
// tcgen05.ld result type on line 4 (a 32x32b load returns i32 or a vector of i32).
llvm.func @k(%t: !llvm.ptr<6>) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : f32
  llvm.return
}
