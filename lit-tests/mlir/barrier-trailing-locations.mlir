// `nvvm.barrier` as Triton 3.9 prints its `llvm`-dialect modules: with trailing
// locations (`nvvm.barrier loc(#loc)`, `nvvm.barrier id = %a number_of_threads = %b
// loc(#loc1)`) and with a discardable attribute of Triton's newer NVVM dialect
// (`{aligned = false}`). MLIR 22's parser of the op's custom form takes a trailing
// location or an attribute dictionary for its optional reduction operand, then fails
// on the next op ("expected operation name in quotes"; MLIR 22's own printer with
// `--mlir-print-debuginfo` writes what it cannot read back), so no Triton MLIR dump
// could be read. Such lines are now read in the generic form when the module does
// not parse as written (`tcgen05_mlir::generic_barriers`), and the output prints a
// barrier with attributes in the generic form. The kernel is barrier-number.mlir's
// first: the epilogue's store is handed over through named barrier 3 only.
// RUN: %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --allow-empty %s < %t.diag
// CHECK-NOT: R-PROXY
// CHECK-NOT: error
// The output reads back, with MLIR 22's parser too.
// RUN: %tcgen05-opt %s -o %t.out.mlir
// RUN: mlir-opt %t.out.mlir -o /dev/null
// RUN: FileCheck --check-prefix=OUT %s < %t.out.mlir
// OUT: "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> {aligned = false} : () -> ()
// RUN: %tcgen05-opt --check %t.out.mlir
// Negative: the epilogue's barrier is barrier 0, which the MMA warp passes first.
// RUN: sed -e 's/constant(3 : i32)/constant(0 : i32)/' %s > %t.zero.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.zero.mlir 2> %t.zero
// RUN: FileCheck --check-prefix=PROXY %s < %t.zero
// PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
// Negative: a malformed op still fails to read, with the parser's first message and
// its line.
// RUN: sed -e 's/^  llvm.cond_br %%leader, \^issue, \^done loc(#loc)$/  llvm.cond_br %%leader ^issue, ^done loc(#loc)/' %s > %t.bad.mlir
// RUN: %expect-exit 2 %tcgen05-opt --check %t.bad.mlir 2> %t.bad
// RUN: FileCheck --check-prefix=BAD %s < %t.bad
// BAD: barrier-trailing-locations.mlir.tmp.bad.mlir:{{[0-9]+}}:{{[0-9]+}}: expected ','
#loc = loc("kernel.py":7:3)
#loc1 = loc("kernel.py":9:5)
module {
llvm.func @k(%d: !llvm.ptr<6>, %tile: !llvm.ptr<3>, %a: i64, %b: i64, %mma: i1, %leader: i1) attributes {nvvm.kernel} {
  %id = llvm.mlir.constant(3 : i32) : i32 loc(#loc)
  %n = llvm.mlir.constant(128 : i32) : i32 loc(#loc)
  %z = llvm.mlir.constant(0 : i32) : i32 loc(#loc)
  %c = llvm.mlir.constant(7 : i32) : i32 loc(#loc)
  %idesc = llvm.mlir.constant(136380432 : i32) : i32 loc(#loc)
  %f = llvm.mlir.constant(false) : i1 loc(#loc)
  nvvm.barrier loc(#loc)
  llvm.cond_br %mma, ^mma, ^epilogue loc(#loc)
^mma:
  nvvm.barrier id = %z number_of_threads = %n loc(#loc1)
  llvm.cond_br %leader, ^issue, ^done loc(#loc)
^issue:
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %f {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1) loc(#loc)
  nvvm.tcgen05.commit %tile : !llvm.ptr<3> loc(#loc)
  llvm.br ^done loc(#loc)
^epilogue:
  llvm.store %c, %tile : i32, !llvm.ptr<3> loc(#loc)
  nvvm.barrier id = %id number_of_threads = %n loc(#loc1)
  llvm.br ^done loc(#loc)
^done:
  nvvm.barrier {aligned = false} loc(#loc)
  llvm.return loc(#loc)
} loc(#loc)
} loc(#loc)
