// `nvvm.bar.warp.sync` (CuTe DSL emits it before electing a lane to arrive) is a
// thread sync among the lanes of one warp: a tcgen05.ld before it must be complete
// (R-BEFORE, in every reading), and the insert mode puts the wait before it. Found by
// the CuTe DSL round trip (scripts/corpus/cute_dsl_mlir_roundtrip.py): the MLIR front
// end read the op as plain, and the PTX the rewritten module led to was not clean.
// RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --check-prefix=DIAG %s < %t.diag
// DIAG: warp-sync.mlir:[[#@LINE+10]]:3: error: {{.*}}[R-BEFORE]
// RUN: %tcgen05-opt %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %tcgen05-opt --check %t.mlir
// CHECK: nvvm.tcgen05.ld
// CHECK-NEXT: nvvm.tcgen05.wait <load>
// CHECK-NEXT: nvvm.bar.warp.sync
llvm.func @ld_then_warp_sync(%t: !llvm.ptr<6>, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %m = llvm.mlir.constant(-1 : i32) : i32
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.bar.warp.sync %m : i32
  llvm.return
}
