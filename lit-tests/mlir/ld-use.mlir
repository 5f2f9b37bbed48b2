// R-LD-USE (9.7.16.6.4.5): a register loaded by tcgen05.ld is read only after
// tcgen05.wait::ld. Missing: the wait is inserted as `nvvm.tcgen05.wait <load>` before
// the first read. Correct: an existing wait satisfies the rule and nothing is added.
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.ll
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.mlir --remarks -o /dev/null 2>&1 | count 0

// CHECK-LABEL: llvm.func @missing(
llvm.func @missing(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<2xi32>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %e = llvm.extractelement %v[%c0 : i32] : vector<2xi32>
  // The extract only renames the loaded register; the store reads it, so the wait
  // goes right before the store.
  // CHECK: llvm.extractelement
  // CHECK-NEXT: nvvm.tcgen05.wait <load>
  // CHECK-NEXT: llvm.store
  llvm.store %e, %out : i32, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: llvm.func @correct(
llvm.func @correct(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<2xi32>
  nvvm.tcgen05.wait <load>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %e = llvm.extractelement %v[%c0 : i32] : vector<2xi32>
  // The one wait the input has is enough: no second one.
  // CHECK: nvvm.tcgen05.wait <load>
  // CHECK-NOT: nvvm.tcgen05.wait
  // CHECK: llvm.return
  llvm.store %e, %out : i32, !llvm.ptr<1>
  llvm.return
}

// The remark names the rule and points at the read (line and column from the op's loc).
// REMARK: ld-use.mlir:21:3: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]{{.*}}`llvm.store
// REMARK-NOT: remark:
