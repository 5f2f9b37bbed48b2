// R-LD-WAR and R-ST-RAW (9.7.16.6.4.5): a tcgen05.st to TMEM a pending tcgen05.ld
// reads waits for the load (wait::ld), and a tcgen05.ld of TMEM a pending
// tcgen05.st writes waits for the store (wait::st). Missing variants get
// `nvvm.tcgen05.wait`; correct variants already have it.
// RUN: %tcgen05-opt %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %tcgen05-opt --check %t.ll
// RUN: %tcgen05-opt %t.mlir --remarks -o /dev/null 2>&1 | count 0

// CHECK-LABEL: llvm.func @war_missing(
llvm.func @war_missing(%t: !llvm.ptr<6>, %x: i32) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  // The store overwrites the columns the load still reads.
  // CHECK: nvvm.tcgen05.ld
  // CHECK-NEXT: nvvm.tcgen05.wait <load>
  // CHECK-NEXT: nvvm.tcgen05.st
  nvvm.tcgen05.st %t, %x {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  llvm.return
}

// CHECK-LABEL: llvm.func @war_correct(
llvm.func @war_correct(%t: !llvm.ptr<6>, %x: i32) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.wait <load>
  // CHECK: nvvm.tcgen05.wait <load>
  // CHECK-NEXT: nvvm.tcgen05.st
  nvvm.tcgen05.st %t, %x {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  llvm.return
}

// CHECK-LABEL: llvm.func @raw_missing(
llvm.func @raw_missing(%t: !llvm.ptr<6>, %x: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  nvvm.tcgen05.st %t, %x {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  // The load reads what the pending store writes.
  // CHECK: nvvm.tcgen05.st
  // CHECK-NEXT: nvvm.tcgen05.wait <store>
  // CHECK-NEXT: nvvm.tcgen05.ld
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.wait <load>
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: llvm.func @raw_correct(
llvm.func @raw_correct(%t: !llvm.ptr<6>, %x: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  nvvm.tcgen05.st %t, %x {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.wait <store>
  // CHECK: nvvm.tcgen05.wait <store>
  // CHECK-NEXT: nvvm.tcgen05.ld
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.wait <load>
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.return
}

// REMARK: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-WAR]
// REMARK: remark: inserted tcgen05.wait::st.sync.aligned [R-ST-RAW]
// REMARK-NOT: remark:
