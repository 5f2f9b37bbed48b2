// R-LD-USE and the move into a block argument on an edge out of a block that has
// just read the loaded value (the MLIR form of rules/ld-use-phi-copy-after-read.ll).
// The `select` in ^mask reads %v (through a second `extractelement` of the same
// element: the same register), a true register dependency that waited for the
// load's write (9.7.16.6.4.5); the move of %m into %p follows it, so it cannot
// overwrite %v's register while the load is in flight.
// RUN: %tcgen05-opt --check %s
// RUN: %tcgen05-opt %s --remarks -o /dev/null 2>&1 | count 0
// Negative: the select reads the other element.
// RUN: sed -e 's/%%v.again = llvm.extractelement %%x\[%%c0 : i32\]/%%v.again = llvm.extractelement %%x[%%c1 : i32]/' %s > %t.other.mlir
// RUN: grep -q 'x\[%%c1 : i32\]' %t.other.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.other.mlir 2> %t.other
// RUN: FileCheck --check-prefix=OVER %s < %t.other
// OVER: error: register loaded by tcgen05.ld is overwritten before tcgen05.wait::ld on some path

llvm.func @masked(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>, %c: i1, %d: i1) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %minus = llvm.mlir.constant(-1 : i32) : i32
  %x = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<2xi32>
  %v = llvm.extractelement %x[%c0 : i32] : vector<2xi32>
  llvm.cond_br %c, ^join(%v : i32), ^mask
^mask:
  %v.again = llvm.extractelement %x[%c0 : i32] : vector<2xi32>
  %m = llvm.select %d, %v.again, %minus : i1, i32
  llvm.br ^join(%m : i32)
^join(%p: i32):
  nvvm.tcgen05.wait <load>
  llvm.store %p, %out : i32, !llvm.ptr<1>
  llvm.return
}
