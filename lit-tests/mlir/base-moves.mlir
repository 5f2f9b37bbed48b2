// A TMEM base compared across a redefinition (RULES.md section 1, TMEM access
// sets): in MLIR a base defined by a block argument changes on every edge into its
// block, and a value computed from one changes with it. @moves loads column a+32 and
// stores column a, then passes a+32 back to the loop header: the next store writes
// the column the previous load may still read (R-LD-WAR, 9.7.16.6.4.5), though within
// one iteration the two are disjoint. @recomputed computes its base again in every
// iteration from an argument that does not change (pure ops): the same column each
// time, so no wait in the loop.
// The argument a is stepped by 32 on the back edge and reset on the entry edge:
// the store in flight moves with it, so the next load (64 columns past it) needs no
// wait::st, and the only insertion is the wait::ld.
// RUN: %tcgen05-opt %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// REMARK: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-WAR]
// REMARK-NOT: remark:
// RUN: %tcgen05-opt --check %t.mlir

// CHECK-LABEL: llvm.func @moves(
llvm.func @moves(%t: i32, %n: i32, %x: i32) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  llvm.br ^head(%c0, %t : i32, i32)
^head(%i: i32, %a: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %a32 = llvm.add %a, %c32 : i32
  %pl = llvm.inttoptr %a32 : i32 to !llvm.ptr<6>
  %ps = llvm.inttoptr %a : i32 to !llvm.ptr<6>
  // CHECK: nvvm.tcgen05.ld
  // CHECK-NEXT: nvvm.tcgen05.wait <load>
  // CHECK-NEXT: nvvm.tcgen05.st
  %v = nvvm.tcgen05.ld %pl {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.st %ps, %x {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  %j = llvm.add %i, %c1 : i32
  llvm.br ^head(%j, %a32 : i32, i32)
^done:
  nvvm.tcgen05.wait <load>
  nvvm.tcgen05.wait <store>
  llvm.return
}

// CHECK-LABEL: llvm.func @recomputed(
llvm.func @recomputed(%t: i32, %stage: i32, %n: i32, %x: i32) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  llvm.br ^head(%c0 : i32)
^head(%i: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %off = llvm.shl %stage, %c7 : i32
  %acc = llvm.add %t, %off : i32
  %acc32 = llvm.add %acc, %c32 : i32
  %pl = llvm.inttoptr %acc32 : i32 to !llvm.ptr<6>
  %ps = llvm.inttoptr %acc : i32 to !llvm.ptr<6>
  // CHECK: nvvm.tcgen05.ld
  // CHECK-NEXT: nvvm.tcgen05.st
  %v = nvvm.tcgen05.ld %pl {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.st %ps, %x {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  %j = llvm.add %i, %c1 : i32
  llvm.br ^head(%j : i32)
^done:
  nvvm.tcgen05.wait <load>
  nvvm.tcgen05.wait <store>
  llvm.return
}
