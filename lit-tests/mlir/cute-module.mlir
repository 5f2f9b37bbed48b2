// A module as CuTe DSL 4.8 hands it on (scripts/corpus/cute_dsl_mlir_corpus.py): its
// NVVM dialect is newer than MLIR 22's (an `#nvvm.mbarrier_layout` attribute, a
// `layout` property on `nvvm.mbarrier.init`, `nvvm.mbarrier.wait.parity`), so its
// nvvm ops are in the generic form, and the host side has ops and attributes of a
// `cuda` dialect MLIR 22 does not have. MLIR 22 with `nvvm` registered cannot read
// it; the driver reads it again with `nvvm` unregistered (a note says so), and
// recognises the ops by name and attributes:
// - `nvvm.mbarrier.wait.parity` with `kind = #nvvm.mbar_wait<try>` and an i1 result is
//   one try, on whose result the program loops: the load after the loop sees the MMA
//   complete (no R-MMA-DONE, 9.7.16.6.4.2);
// - `nvvm.barrier` with a barrier id and a thread count is `bar.sync id, count`, a
//   thread sync: the load before it must be complete (R-BEFORE, in every reading).
// RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --check-prefix=DIAG %s < %t.diag
// DIAG: note: {{.*}}cute-module.mlir: read with the nvvm dialect unregistered
// DIAG-NOT: error
// DIAG: cute-module.mlir:[[#@LINE+32]]:{{[0-9]+}}: error: {{.*}}[R-BEFORE]
// DIAG-NOT: error
// The insert mode (acq-rel reading) adds the wait before the named barrier and
// prints the module with the inserted op in the generic form; a second run finds
// nothing to do.
// RUN: %tcgen05-opt %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck --check-prefix=OUT %s < %t.mlir
// RUN: %tcgen05-opt --check %t.mlir
// OUT: "nvvm.tcgen05.ld"
// OUT-NEXT: "nvvm.tcgen05.wait"() {kind = #nvvm.tcgen05_wait<load>}
// OUT-NEXT: "nvvm.barrier"

module attributes {gpu.container_module} {
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.func @try_loop(%d: !llvm.ptr<6>, %bar: !llvm.ptr<3>, %a: i64, %b: i64, %i: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %c7 = llvm.mlir.constant(7 : i32) : i32
      %c64 = llvm.mlir.constant(64 : i32) : i32
      %t = llvm.mlir.constant(true) : i1
      "nvvm.mbarrier.init"(%bar, %c1) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %e = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %e, ^mma, ^wait
    ^mma:
      "nvvm.tcgen05.mma"(%d, %a, %b, %i, %t) <{ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1) -> ()
      "nvvm.tcgen05.commit"(%bar) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>) -> ()
      llvm.br ^wait
    ^wait:
      %ok = "nvvm.mbarrier.wait.parity"(%bar, %c0) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.cond_br %ok, ^load, ^wait
    ^load:
      %v = "nvvm.tcgen05.ld"(%d) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<4xi32>
      "nvvm.barrier"(%c7, %c64) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.return
    }
  }
  llvm.func @host(%p: !llvm.ptr) {
    %r = "cuda.launch_ex"(%p) {callee = @kernels::@try_loop} : (!llvm.ptr) -> !cuda.result
    llvm.return
  }
}
