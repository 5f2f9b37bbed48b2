// R-LD-USE through a block argument's register under the default --ld-use (the MLIR
// form of rules/ld-use-phi-shared-register.ll). %v, loaded in ^loop, reaches %acc
// only from ^waited, after the wait; code generation may give %v the argument's
// register, and the back edge ^loop -> ^loop copies %first into that register while
// the load of %v is in flight: an output dependency no register dependency orders
// (9.7.16.6.4.5). A copy writes the register of every non-constant value passed to
// the argument, not only the value it copies.
// RUN: %tcgen05-opt %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// REMARK: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]: `the copy into block arguments on the edge out of bb1`
// RUN: %tcgen05-opt --check %t.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.check
// RUN: FileCheck --check-prefix=CHECKED %s < %t.check
// CHECKED: error: register loaded by tcgen05.ld is overwritten before tcgen05.wait::ld on some path

llvm.func @shared_arg(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>, %c: i1, %d: i1) attributes {nvvm.kernel} {
  %first = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<2xi32>
  nvvm.tcgen05.wait <load>
  llvm.br ^loop(%first : vector<2xi32>)
^loop(%acc: vector<2xi32>):
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %e = llvm.extractelement %acc[%c0 : i32] : vector<2xi32>
  llvm.store %e, %out : i32, !llvm.ptr<1>
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<2xi32>
  llvm.cond_br %c, ^waited, ^loop(%first : vector<2xi32>)
^waited:
  nvvm.tcgen05.wait <load>
  llvm.cond_br %d, ^loop(%v : vector<2xi32>), ^exit
^exit:
  llvm.return
}
