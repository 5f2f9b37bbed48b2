// R-LD-USE and the copy of a loaded value into a block argument it is passed to
// (the MLIR form of rules/ld-use-phi-copies-its-own-value.ll). The branch out of
// the entry passes %v to %p: if code generation gives %p the register of %v that
// move is none, and otherwise it reads %v first (a true register dependency,
// 9.7.16.6.4.5), so it cannot overwrite %v while the load is in flight. The move on
// the edge out of ^other writes %p's register, which may be %v's, and is checked.
// RUN: %tcgen05-opt --check %s
// RUN: %tcgen05-opt %s --remarks -o /dev/null 2>&1 | count 0
// Negative: without the wait in ^other, the move of %u into %p may overwrite the
// register of %v while %v is in flight.
// RUN: sed -e '/^\^other:/{n;d}' %s > %t.nowait.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.nowait.mlir 2> %t.nowait
// RUN: FileCheck --check-prefix=OVER %s < %t.nowait
// OVER: error: register loaded by tcgen05.ld is overwritten before tcgen05.wait::ld on some path

llvm.func @own_value(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>, %c: i1, %x: vector<2xi32>) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<2xi32>
  llvm.cond_br %c, ^join(%v : vector<2xi32>), ^other
^other:
  nvvm.tcgen05.wait <load>
  %u = llvm.add %x, %x : vector<2xi32>
  llvm.br ^join(%u : vector<2xi32>)
^join(%p: vector<2xi32>):
  nvvm.tcgen05.wait <load>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %e = llvm.extractelement %p[%c0 : i32] : vector<2xi32>
  llvm.store %e, %out : i32, !llvm.ptr<1>
  llvm.return
}
