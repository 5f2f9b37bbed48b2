// Shared-memory spans in MLIR for an aggregate store and a stage that is a multiple's
// remainder (held-out CuTe DSL grouped GEMM as MLIR: R-PROXY 9 -> 0; its PTX had
// none). Warp 0 copies a 128-byte tensormap into a staging slot at smem+0 as two
// `!llvm.struct<(array<8 x i64>)>` stores (64 bytes each) and arrives on an mbarrier;
// warp 1 waits and TMA-stores an epilogue tile from smem+1024 + stage * 8192, where
// the stage is `(4 * t) srem 4`. The stores' bytes are now their type's size (they
// had no span, so any async-proxy read might read them), and a remainder by a power
// of two of a multiple of it is 0 even if the product wraps (it was -3..3, a tile
// below the source's buffer, over the slot): the TMA store reads smem+1024 on, not
// the slot, and the copy needs no proxy fence.
// RUN: %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --allow-empty --check-prefix=CLEAN %s < %t.diag
// CLEAN-NOT: R-PROXY
// Negative: the stage is `(4 * t + 1) srem 4`, which may be -3.
// RUN: sed -e 's/%%stage = llvm.srem %%t4, %%c4/%%t5 = llvm.add %%t4, %%c1 : i32\n      %%stage = llvm.srem %%t5, %%c4/' %s > %t.off.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.off.mlir 2> %t.off
// RUN: FileCheck --check-prefix=PROXY %s < %t.off
// PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
// Negative: the remainder is by 3, not a power of two (a wrapped product of 12 need
// not be a multiple of 3).
// RUN: sed -e 's/%%stage = llvm.srem %%t4, %%c4/%%stage = llvm.srem %%t4, %%c3/' -e 's/%%t4 = llvm.mul %%t, %%c4/%%t4 = llvm.mul %%t, %%c12/' %s > %t.three.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.three.mlir 2> %t.three
// RUN: FileCheck --check-prefix=PROXY %s < %t.three
// Negative: the second struct store reaches into the tile.
// RUN: sed -e 's/%%half = llvm.getelementptr %%smem\[64\]/%%half = llvm.getelementptr %%smem[1000]/' %s > %t.into.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.into.mlir 2> %t.into
// RUN: FileCheck --check-prefix=PROXY %s < %t.into

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @staging(%tm: !llvm.ptr, %t: i32, %words: !llvm.struct<(array<8 x i64>)>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %c3 = llvm.mlir.constant(3 : i32) : i32
      %c4 = llvm.mlir.constant(4 : i32) : i32
      %c5 = llvm.mlir.constant(5 : i32) : i32
      %c12 = llvm.mlir.constant(12 : i32) : i32
      %c8192 = llvm.mlir.constant(8192 : i32) : i32
      %big = llvm.mlir.constant(10000000 : i32) : i32
      %hint = llvm.mlir.constant(0 : i64) : i64
      %smem = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %half = llvm.getelementptr %smem[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %bar = llvm.getelementptr %smem[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %tiles = llvm.getelementptr %smem[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %warp = llvm.lshr %tid, %c5 : i32
      %w0 = llvm.icmp "eq" %warp, %c0 : i32
      llvm.cond_br %w0, ^producer, ^epilogue
    ^producer:
      llvm.store %words, %smem {alignment = 128 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
      llvm.store %words, %half {alignment = 64 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
      llvm.inline_asm has_side_effects asm_dialect = att "mbarrier.arrive.shared::cta.b64 _, [$0];", "r" %bar : (!llvm.ptr<3>) -> ()
      llvm.return
    ^epilogue:
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %bar, %c0, %big : (!llvm.ptr<3>, i32, i32) -> ()
      %t4 = llvm.mul %t, %c4 : i32
      %stage = llvm.srem %t4, %c4 : i32
      %off = llvm.mul %stage, %c8192 : i32
      %src = llvm.getelementptr %tiles[%off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%tm, %src, %c0, %c0, %c0, %hint) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.return
    }
  }
}
