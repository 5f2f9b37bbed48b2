// TMEM addresses through loop-carried values, as unoptimized MLIR keeps them (CuTe
// DSL's block-scaled GEMM: the SFA and SFB scale-factor column bases live in structs
// passed around its loop as block arguments). The base is loaded once; SFA is base+256
// and SFB base+260; both go through `insertvalue`, a loop header's block arguments and
// `extractvalue`. A block argument that receives one value on every edge (or itself on
// the back edge) is that value, so the two `tcgen05.cp` write disjoint columns (4
// columns each for 32x128b) and the second is no R-MMA-DONE conflict with the first.
// @varies passes a different struct on the back edge: the base is unknown there, the
// writes may overlap, and the conflict is reported (9.7.16.6.4.2). @lockstep moves
// both bases by the same loop-varying %x each iteration (a double buffer): SFA is SFB
// minus 4 on every execution (induction over the loop's edges), so the copies stay
// disjoint; @apart moves them by different amounts, and the conflict is reported.
// RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck %s < %t.diag
// CHECK-NOT: error
// CHECK: loop-carried-addresses.mlir:[[#@LINE+68]]:{{[0-9]+}}: error: {{.*}}[R-MMA-DONE]
// CHECK-NOT: error
// CHECK: loop-carried-addresses.mlir:[[#@LINE+144]]:{{[0-9]+}}: error: {{.*}}[R-MMA-DONE]
// CHECK-NOT: error

llvm.mlir.global internal @slot() {addr_space = 3 : i32, alignment = 4 : i64} : i32

llvm.func @invariant(%a: i64, %b: i64, %n: i32, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c256 = llvm.mlir.constant(256 : i32) : i32
  %c260 = llvm.mlir.constant(260 : i32) : i32
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %slot = llvm.mlir.addressof @slot : !llvm.ptr<3>
  %base = llvm.load %slot : !llvm.ptr<3> -> i32
  %sfa = llvm.add %base, %c256 : i32
  %sfb = llvm.add %base, %c260 : i32
  %sa = llvm.insertvalue %sfa, %u[0] : !llvm.struct<(i32, i32)>
  %sb = llvm.insertvalue %sfb, %u[0] : !llvm.struct<(i32, i32)>
  llvm.br ^head(%c0, %sa, %sb : i32, !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>)
^head(%i: i32, %xa: !llvm.struct<(i32, i32)>, %xb: !llvm.struct<(i32, i32)>):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body(%xa, %xb : !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>), ^done
^body(%ya: !llvm.struct<(i32, i32)>, %yb: !llvm.struct<(i32, i32)>):
  %ta = llvm.extractvalue %ya[0] : !llvm.struct<(i32, i32)>
  %tb = llvm.extractvalue %yb[0] : !llvm.struct<(i32, i32)>
  %pa = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
  %pb = llvm.inttoptr %tb : i32 to !llvm.ptr<6>
  %e = nvvm.elect.sync -> i1
  llvm.cond_br %e, ^copy, ^next
^copy:
  nvvm.tcgen05.cp %pa, %a {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  nvvm.tcgen05.cp %pb, %b {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  nvvm.mbarrier.try_wait.parity %bar, %c0, %c1 : !llvm.ptr<3>, i32, i32
  llvm.br ^next
^next:
  %j = llvm.add %i, %c1 : i32
  llvm.br ^head(%j, %ya, %yb : i32, !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>)
^done:
  llvm.return
}

llvm.func @varies(%a: i64, %b: i64, %n: i32, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c256 = llvm.mlir.constant(256 : i32) : i32
  %c260 = llvm.mlir.constant(260 : i32) : i32
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %slot = llvm.mlir.addressof @slot : !llvm.ptr<3>
  %base = llvm.load %slot : !llvm.ptr<3> -> i32
  %sfa = llvm.add %base, %c256 : i32
  %sfb = llvm.add %base, %c260 : i32
  %sa = llvm.insertvalue %sfa, %u[0] : !llvm.struct<(i32, i32)>
  %sb = llvm.insertvalue %sfb, %u[0] : !llvm.struct<(i32, i32)>
  llvm.br ^head(%c0, %sa, %sb : i32, !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>)
^head(%i: i32, %xa: !llvm.struct<(i32, i32)>, %xb: !llvm.struct<(i32, i32)>):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %ta = llvm.extractvalue %xa[0] : !llvm.struct<(i32, i32)>
  %tb = llvm.extractvalue %xb[0] : !llvm.struct<(i32, i32)>
  %pa = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
  %pb = llvm.inttoptr %tb : i32 to !llvm.ptr<6>
  %e = nvvm.elect.sync -> i1
  llvm.cond_br %e, ^copy, ^next
^copy:
  nvvm.tcgen05.cp %pa, %a {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  nvvm.tcgen05.cp %pb, %b {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  nvvm.mbarrier.try_wait.parity %bar, %c0, %c1 : !llvm.ptr<3>, i32, i32
  llvm.br ^next
^next:
  %j = llvm.add %i, %c1 : i32
  %ka = llvm.add %ta, %c1 : i32
  %na = llvm.insertvalue %ka, %xa[0] : !llvm.struct<(i32, i32)>
  llvm.br ^head(%j, %na, %xb : i32, !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>)
^done:
  llvm.return
}

llvm.func @lockstep(%a: i64, %b: i64, %n: i32, %x: i32, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c256 = llvm.mlir.constant(256 : i32) : i32
  %c260 = llvm.mlir.constant(260 : i32) : i32
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %slot = llvm.mlir.addressof @slot : !llvm.ptr<3>
  %base = llvm.load %slot : !llvm.ptr<3> -> i32
  %sfa = llvm.add %base, %c256 : i32
  %sfb = llvm.add %base, %c260 : i32
  %sa = llvm.insertvalue %sfa, %u[0] : !llvm.struct<(i32, i32)>
  %sb = llvm.insertvalue %sfb, %u[0] : !llvm.struct<(i32, i32)>
  llvm.br ^head(%c0, %sa, %sb : i32, !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>)
^head(%i: i32, %xa: !llvm.struct<(i32, i32)>, %xb: !llvm.struct<(i32, i32)>):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body(%xa, %xb : !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>), ^done
^body(%ya: !llvm.struct<(i32, i32)>, %yb: !llvm.struct<(i32, i32)>):
  %ta = llvm.extractvalue %ya[0] : !llvm.struct<(i32, i32)>
  %tb = llvm.extractvalue %yb[0] : !llvm.struct<(i32, i32)>
  %pa = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
  %pb = llvm.inttoptr %tb : i32 to !llvm.ptr<6>
  %e = nvvm.elect.sync -> i1
  llvm.cond_br %e, ^copy, ^next
^copy:
  nvvm.tcgen05.cp %pa, %a {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  nvvm.tcgen05.cp %pb, %b {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  nvvm.mbarrier.try_wait.parity %bar, %c0, %c1 : !llvm.ptr<3>, i32, i32
  llvm.br ^next
^next:
  %j = llvm.add %i, %c1 : i32
  %ka = llvm.add %ta, %x : i32
  %kb = llvm.add %tb, %x : i32
  %na = llvm.insertvalue %ka, %ya[0] : !llvm.struct<(i32, i32)>
  %nb = llvm.insertvalue %kb, %yb[0] : !llvm.struct<(i32, i32)>
  llvm.br ^head(%j, %na, %nb : i32, !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>)
^done:
  llvm.return
}

llvm.func @apart(%a: i64, %b: i64, %n: i32, %x: i32, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c256 = llvm.mlir.constant(256 : i32) : i32
  %c260 = llvm.mlir.constant(260 : i32) : i32
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %slot = llvm.mlir.addressof @slot : !llvm.ptr<3>
  %base = llvm.load %slot : !llvm.ptr<3> -> i32
  %sfa = llvm.add %base, %c256 : i32
  %sfb = llvm.add %base, %c260 : i32
  %sa = llvm.insertvalue %sfa, %u[0] : !llvm.struct<(i32, i32)>
  %sb = llvm.insertvalue %sfb, %u[0] : !llvm.struct<(i32, i32)>
  llvm.br ^head(%c0, %sa, %sb : i32, !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>)
^head(%i: i32, %xa: !llvm.struct<(i32, i32)>, %xb: !llvm.struct<(i32, i32)>):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body(%xa, %xb : !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>), ^done
^body(%ya: !llvm.struct<(i32, i32)>, %yb: !llvm.struct<(i32, i32)>):
  %ta = llvm.extractvalue %ya[0] : !llvm.struct<(i32, i32)>
  %tb = llvm.extractvalue %yb[0] : !llvm.struct<(i32, i32)>
  %pa = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
  %pb = llvm.inttoptr %tb : i32 to !llvm.ptr<6>
  %e = nvvm.elect.sync -> i1
  llvm.cond_br %e, ^copy, ^next
^copy:
  nvvm.tcgen05.cp %pa, %a {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  nvvm.tcgen05.cp %pb, %b {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  nvvm.mbarrier.try_wait.parity %bar, %c0, %c1 : !llvm.ptr<3>, i32, i32
  llvm.br ^next
^next:
  %j = llvm.add %i, %c1 : i32
  %ka = llvm.add %ta, %x : i32
  %kb = llvm.add %tb, %c1 : i32
  %na = llvm.insertvalue %ka, %ya[0] : !llvm.struct<(i32, i32)>
  %nb = llvm.insertvalue %kb, %yb[0] : !llvm.struct<(i32, i32)>
  llvm.br ^head(%j, %na, %nb : i32, !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>)
^done:
  llvm.return
}
