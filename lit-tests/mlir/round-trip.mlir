// Round trip: a module that needs nothing comes out exactly as MLIR 22 prints it
// (no op added, moved or changed), in the nvvm form and in the form
// `mlir-translate --import-llvm` gives LLVM IR (llvm.call_intrinsic, inline asm).
// RUN: %tcgen05-opt %s --remarks -o %t.mlir 2> %t.remarks
// RUN: count 0 < %t.remarks
// RUN: mlir-opt %s -o %t.expected.mlir
// RUN: diff %t.expected.mlir %t.mlir

llvm.func @nvvm_form(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<4xi32>
  nvvm.tcgen05.wait <load>
  nvvm.tcgen05.fence <before>
  %s = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
  llvm.store %v, %out : vector<4xi32>, !llvm.ptr<1>
  llvm.return
}

llvm.func ptx_kernelcc @imported_form(%arg0: !llvm.ptr<6>, %arg1: !llvm.ptr<3>) {
  %0 = llvm.mlir.constant(false) : i1
  %1 = llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x2"(%arg0, %0) : (!llvm.ptr<6>, i1) -> vector<2xi32>
  llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.ld"() : () -> ()
  llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"() : () -> ()
  %2 = llvm.inline_asm has_side_effects asm_dialect = att "mbarrier.arrive.shared::cta.b64 _, [$0];", "l" %arg1 : (!llvm.ptr<3>) -> !llvm.void
  llvm.return
}
