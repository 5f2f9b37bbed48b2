// R-ST-RAW with TMEM addresses computed from the thread index alone (FA4 backward,
// testdata/corpus/cute_dsl_mlir/fa4_bwd_hd128.mlir): each warp stores 16 columns at
// `((tid / 32) % 4) << 21 + (tid / 128) * 16 + 256` (its own 32 lanes) and then
// loads 32 columns at `... + (tid / 128) * 32 + 320` with no tcgen05.wait::st
// between. The two sums share no base term, but every term is bounded
// (`ranges.rs`), so each address is an offset from zero, as a constant address is,
// with its spread of lanes and columns: columns 256..271 and 320..351 are disjoint,
// and the load needs no wait (9.7.16.6.4.2 example 1 is about the same cells). The
// PTX reader has done this since session 16 (ptx/st-raw-sub-or-address.ptx); the
// MLIR front end required a base term.
// RUN: %tcgen05-opt --check %s
// RUN: %tcgen05-opt %s --remarks -o /dev/null 2>&1 | count 0
// Negative: the load starts at column 264, inside the stored columns.
// RUN: sed -e 's/%%c320 = llvm.mlir.constant(320/%%c320 = llvm.mlir.constant(264/' %s > %t.overlap.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.overlap.mlir 2> %t.overlap
// RUN: FileCheck --check-prefix=RAW %s < %t.overlap
// RAW: error: tensor memory access may overlap an earlier tcgen05.st that is not waited for{{.*}}[R-ST-RAW]
// Negative: the load's column term comes from a parameter (not bounded), so its
// address has a base the store's does not share.
// RUN: sed -e 's/%%lcol = llvm.mul %%group, %%c32/%%lcol = llvm.mul %%n, %%c32/' %s > %t.param.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.param.mlir 2> %t.param
// RUN: FileCheck --check-prefix=RAW %s < %t.param

llvm.func @baseless(%x: vector<16xi32>, %out: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %lanes = llvm.mlir.constant(2097152 : i32) : i32
  %c256 = llvm.mlir.constant(256 : i32) : i32
  %c320 = llvm.mlir.constant(320 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %warp = llvm.sdiv %tid, %c32 : i32
  %w4 = llvm.srem %warp, %c4 : i32
  %lane = llvm.mul %w4, %lanes overflow<nsw> : i32
  // The column terms differ (as in FA4: one sum per access), so the two addresses
  // share no base term.
  %group = llvm.sdiv %warp, %c4 : i32
  %scol = llvm.mul %group, %c16 overflow<nsw> : i32
  %s1 = llvm.add %lane, %scol : i32
  %sa = llvm.add %s1, %c256 : i32
  %st = llvm.inttoptr %sa : i32 to !llvm.ptr<6>
  nvvm.tcgen05.st %st, %x {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<16xi32>
  %lcol = llvm.mul %group, %c32 overflow<nsw> : i32
  %l1 = llvm.add %lane, %lcol : i32
  %la = llvm.add %l1, %c320 : i32
  %ld = llvm.inttoptr %la : i32 to !llvm.ptr<6>
  %v = nvvm.tcgen05.ld %ld {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
  nvvm.tcgen05.wait <load>
  nvvm.tcgen05.wait <store>
  %e = llvm.extractelement %v[%c4 : i32] : vector<32xi32>
  llvm.store %e, %out : i32, !llvm.ptr<1>
  llvm.return
}
