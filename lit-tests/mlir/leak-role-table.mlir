// CUTLASS's FMHA backward picks warp roles from a table indexed by the warp,
// `role = (0x12333333334444 >> (4 * warp)) & 7` (`llvm.lshr` of a constant by a
// value): warps 0-3 reduce (4), 4-11 compute (3), 12 is the MMA warp (2), 13 loads
// (1), 14-15 idle. Warp 12 allocates TMEM and warp 8, the compute warp with
// `warp & 7 == 0`, frees it after a barrier of the two roles. The pass evaluates the
// table in every warp of the CTA's 16 (`nvvm.reqntid`): `role == 3` is exactly warps
// 4 to 11, so the dealloc runs in warp 8 only, on every path of that warp (the same
// reading as `rules/leak-role-table.ll`; L-LEAK said the allocation leaked).
// RUN: %tcgen05-opt --check %s
// Negative, a real leak: the table makes warps 4 to 7 the compute warps, so no
// compute warp has `warp & 7 == 0` and nobody frees.
// RUN: sed -e 's/5122844576138308/5141609288254532/' %s > %t.table.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.table.mlir 2> %t.table
// RUN: FileCheck %s < %t.table
// CHECK: error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]

llvm.mlir.global internal @slot() {addr_space = 3 : i32, alignment = 4 : i64} : i32

llvm.func @k() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 512, 1, 1>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c288 = llvm.mlir.constant(288 : i32) : i32
  %c512 = llvm.mlir.constant(512 : i32) : i32
  %table = llvm.mlir.constant(5122844576138308 : i64) : i64
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %w = llvm.lshr %tx, %c5 : i32
  %w4 = llvm.shl %w, %c2 : i32
  %sh = llvm.zext %w4 : i32 to i64
  %t = llvm.lshr %table, %sh : i64
  %t32 = llvm.trunc %t : i64 to i32
  %role = llvm.and %t32, %c7 : i32
  %slot = llvm.mlir.addressof @slot : !llvm.ptr<3>
  %is_mma = llvm.icmp "eq" %role, %c2 : i32
  llvm.cond_br %is_mma, ^mma, ^not_mma
^mma:
  nvvm.tcgen05.alloc %slot, %c512 : !llvm.ptr<3>, i32
  nvvm.tcgen05.relinquish_alloc_permit
  nvvm.tcgen05.fence <before>
  nvvm.barrier id = %c1 number_of_threads = %c288
  llvm.br ^out
^not_mma:
  %is_compute = llvm.icmp "eq" %role, %c3 : i32
  llvm.cond_br %is_compute, ^compute, ^out
^compute:
  nvvm.barrier id = %c1 number_of_threads = %c288
  nvvm.tcgen05.fence <after>
  %low = llvm.and %w, %c7 : i32
  %first = llvm.icmp "eq" %low, %c0 : i32
  llvm.cond_br %first, ^free, ^out
^free:
  %a = llvm.load %slot : !llvm.ptr<3> -> i32
  %p = llvm.inttoptr %a : i32 to !llvm.ptr<6>
  nvvm.tcgen05.dealloc %p, %c512 : !llvm.ptr<6>, i32
  llvm.br ^out
^out:
  llvm.return
}
