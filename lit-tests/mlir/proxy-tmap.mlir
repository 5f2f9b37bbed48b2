// R-PROXY and R-TMAP (9.7.16.6.2, 9.7.9.25): a generic-proxy write of shared memory
// an MMA reads through the async proxy needs `nvvm.fence.proxy` (async.shared, cta)
// before the reader; a tensormap written in the generic proxy needs the release
// `nvvm.fence.proxy.release` after the write and, before its use by a TMA copy, the
// acquire on the tensormap address, which MLIR 22 can express only as
// `nvvm.fence.proxy.acquire` on a bare address, so it is `llvm.inline_asm`.
// RUN: %tcgen05-opt %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %tcgen05-opt --check %t.ll
// RUN: %tcgen05-opt %t.mlir --remarks -o /dev/null 2>&1 | count 0

// CHECK-LABEL: llvm.func @smem_write_then_mma(
llvm.func @smem_write_then_mma(%d: !llvm.ptr<6>, %tile: !llvm.ptr<3>, %a: i64, %b: i64, %i: i32, %en: i1) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(7 : i32) : i32
  llvm.store %c, %tile : i32, !llvm.ptr<3>
  // CHECK: llvm.store
  // CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  // CHECK-NEXT: nvvm.tcgen05.mma
  nvvm.tcgen05.mma %d, %a, %b, %i, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.commit %tile : !llvm.ptr<3>
  llvm.return
}

// CHECK-LABEL: llvm.func @smem_write_then_mma_correct(
llvm.func @smem_write_then_mma_correct(%d: !llvm.ptr<6>, %tile: !llvm.ptr<3>, %a: i64, %b: i64, %i: i32, %en: i1) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(7 : i32) : i32
  llvm.store %c, %tile : i32, !llvm.ptr<3>
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  // The input's own proxy fence is recognised: no second one.
  // CHECK: nvvm.fence.proxy
  // CHECK-NOT: nvvm.fence.proxy
  // CHECK: llvm.return
  nvvm.tcgen05.mma %d, %a, %b, %i, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.commit %tile : !llvm.ptr<3>
  llvm.return
}

// CHECK-LABEL: llvm.func @replace_then_load(
llvm.func @replace_then_load(%dst: !llvm.ptr<7>, %bar: !llvm.ptr<3>, %tm: !llvm.ptr<1>, %base: i64, %c0: i32) attributes {nvvm.kernel} {
  %g = llvm.addrspacecast %tm : !llvm.ptr<1> to !llvm.ptr
  llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"(%tm, %base) : (!llvm.ptr<1>, i64) -> ()
  // The write is released, and the TMA copy acquires the tensormap it reads (its
  // second operand, `%g`).
  // CHECK: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"
  // CHECK-NEXT: nvvm.fence.proxy.release <gpu>
  // CHECK-NEXT: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" %{{.*}} : (!llvm.ptr) -> ()
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %g, %bar, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @replace_then_load_correct(
llvm.func @replace_then_load_correct(%dst: !llvm.ptr<7>, %bar: !llvm.ptr<3>, %tm: !llvm.ptr<1>, %base: i64, %c0: i32) attributes {nvvm.kernel} {
  %g = llvm.addrspacecast %tm : !llvm.ptr<1> to !llvm.ptr
  %sz = llvm.mlir.constant(128 : i32) : i32
  llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"(%tm, %base) : (!llvm.ptr<1>, i64) -> ()
  nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
  nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %g, %sz
  // Release and acquire in nvvm form are recognised.
  // CHECK: nvvm.fence.proxy.acquire
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %g, %bar, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// REMARK: inserted fence.proxy.async.shared::cta [R-PROXY]
// REMARK: inserted fence.proxy.tensormap::generic.release.gpu [R-TMAP]
// REMARK: inserted fence.proxy.tensormap::generic.acquire.gpu [$1], 128 [R-TMAP]
// REMARK-NOT: remark:
