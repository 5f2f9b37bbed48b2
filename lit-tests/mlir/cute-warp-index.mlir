// CuTe DSL computes the warp index the long way in the module it hands on (no LLVM
// optimizer has run): linear = tid.x + tid.y * ntid.x + tid.z * ntid.x * ntid.y,
// then a signed floor division by 32 (`sdiv`, minus one when the remainder is
// non-zero and linear < 0), then `shfl.sync idx` from lane 0. With
// `nvvm.reqntid = array<i32: 256, 1, 1>` tid.y and tid.z are 0 and linear is never
// negative, so the warp index is tid.x / 32 and the role tests are warp facts: warp 0
// allocates and deallocates, warps 4.. load, so no load follows the dealloc in one
// thread (no L-LEAK, 9.7.16.5). @flag_copy tests the role through CuTe's boolean
// round trip, `select p, zext p, 0` compared `!= 0`: the same flag, the same fact.
// @no_shape declares no block shape: tid.y may be
// non-zero, the warp index is unknown, and the error stays (the pass stays sound).
// RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck %s < %t.diag
// CHECK-NOT: error
// CHECK: cute-warp-index.mlir:[[#LOAD:]]:{{[0-9]+}}: error: {{.*}} [L-LEAK]
// CHECK-NOT: error

llvm.mlir.global internal @slot() {addr_space = 3 : i32, alignment = 4 : i64} : i32

llvm.func @roles(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %tz = nvvm.read.ptx.sreg.tid.z : i32
  %nx = nvvm.read.ptx.sreg.ntid.x : i32
  %ny = nvvm.read.ptx.sreg.ntid.y : i32
  %a = llvm.mul %ty, %nx : i32
  %b = llvm.add %tx, %a : i32
  %c = llvm.mul %tz, %nx : i32
  %d = llvm.mul %c, %ny : i32
  %lin = llvm.add %b, %d : i32
  %q = llvm.sdiv %lin, %c32 : i32
  %r = llvm.mul %q, %c32 : i32
  %inexact = llvm.icmp "ne" %lin, %r : i32
  %neg = llvm.icmp "slt" %lin, %c0 : i32
  %fix = llvm.and %inexact, %neg : i1
  %qm = llvm.add %q, %m1 : i32
  %floor = llvm.select %fix, %qm, %q : i1, i32
  %w1 = nvvm.shfl.sync idx %m1, %floor, %c0, %c31 : i32 -> i32
  %warp = nvvm.shfl.sync idx %m1, %w1, %c0, %c31 : i32 -> i32
  %slot = llvm.mlir.addressof @slot : !llvm.ptr<3>
  %w0 = llvm.icmp "eq" %warp, %c0 : i32
  llvm.cond_br %w0, ^alloc, ^mid
^alloc:
  nvvm.tcgen05.alloc %slot, %c32 : !llvm.ptr<3>, i32
  llvm.br ^mid
^mid:
  nvvm.barrier0
  nvvm.tcgen05.fence <after>
  %base = llvm.load %slot : !llvm.ptr<3> -> i32
  %t = llvm.inttoptr %base : i32 to !llvm.ptr<6>
  llvm.cond_br %w0, ^free, ^tail
^free:
  nvvm.tcgen05.dealloc %t, %c32 : !llvm.ptr<6>, i32
  llvm.br ^tail
^tail:
  %hi = llvm.icmp "sgt" %warp, %c3 : i32
  llvm.cond_br %hi, ^load, ^done
^load:
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.wait <load>
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

llvm.func @flag_copy(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %warp = llvm.lshr %tx, %c5 : i32
  %slot = llvm.mlir.addressof @slot : !llvm.ptr<3>
  %w0 = llvm.icmp "eq" %warp, %c0 : i32
  llvm.cond_br %w0, ^alloc, ^mid
^alloc:
  nvvm.tcgen05.alloc %slot, %c32 : !llvm.ptr<3>, i32
  llvm.br ^mid
^mid:
  nvvm.barrier0
  nvvm.tcgen05.fence <after>
  %base = llvm.load %slot : !llvm.ptr<3> -> i32
  %t = llvm.inttoptr %base : i32 to !llvm.ptr<6>
  llvm.cond_br %w0, ^free, ^tail
^free:
  nvvm.tcgen05.dealloc %t, %c32 : !llvm.ptr<6>, i32
  llvm.br ^tail
^tail:
  %gt = llvm.icmp "sgt" %warp, %c3 : i32
  %z = llvm.zext %gt : i1 to i32
  %s = llvm.select %gt, %z, %c0 : i1, i32
  %hi = llvm.icmp "ne" %s, %c0 : i32
  llvm.cond_br %hi, ^load, ^done
^load:
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.wait <load>
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

llvm.func @no_shape(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %nx = nvvm.read.ptx.sreg.ntid.x : i32
  %a = llvm.mul %ty, %nx : i32
  %lin = llvm.add %tx, %a : i32
  %q = llvm.sdiv %lin, %c32 : i32
  %warp = nvvm.shfl.sync idx %m1, %q, %c0, %c31 : i32 -> i32
  %slot = llvm.mlir.addressof @slot : !llvm.ptr<3>
  %w0 = llvm.icmp "eq" %warp, %c0 : i32
  llvm.cond_br %w0, ^alloc, ^mid
^alloc:
  nvvm.tcgen05.alloc %slot, %c32 : !llvm.ptr<3>, i32
  llvm.br ^mid
^mid:
  nvvm.barrier0
  nvvm.tcgen05.fence <after>
  %base = llvm.load %slot : !llvm.ptr<3> -> i32
  %t = llvm.inttoptr %base : i32 to !llvm.ptr<6>
  llvm.cond_br %w0, ^free, ^tail
^free:
  nvvm.tcgen05.dealloc %t, %c32 : !llvm.ptr<6>, i32
  llvm.br ^tail
^tail:
  %hi = llvm.icmp "sgt" %warp, %c3 : i32
  llvm.cond_br %hi, ^load, ^done
^load:
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.wait <load>
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}
