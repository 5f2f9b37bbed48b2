// R-PROXY across threads pairs a CTA barrier's release only with barriers of the same
// number (lit-tests/rules/proxy-barrier-number.ll for LLVM IR). In the NVVM dialect the
// number is `nvvm.barrier id = ...` (and CuTe DSL's generic `"nvvm.barrier.cta.sync"(id,
// count)`, second kernel): the epilogue hands its staging tile to the other
// epilogue warps through named barrier 3, which no MMA follows; the MMA follows
// barrier 0 (with a thread count: an aligned barrier of all threads pairs with no
// other instruction). No proxy fence is needed for the staging store (it was, while every
// `nvvm.barrier` was read as barrier 0).
// RUN: %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --allow-empty %s < %t.diag
// CHECK-NOT: R-PROXY
// Negative: the epilogue's barrier is barrier 0, which the MMA warp passes first.
// RUN: sed -e 's/constant(3 : i32)/constant(0 : i32)/' %s > %t.zero.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.zero.mlir 2> %t.zero
// RUN: FileCheck --check-prefix=PROXY %s < %t.zero
// PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]

llvm.func @k(%d: !llvm.ptr<6>, %tile: !llvm.ptr<3>, %a: i64, %b: i64, %mma: i1, %leader: i1) attributes {nvvm.kernel} {
  %id = llvm.mlir.constant(3 : i32) : i32
  %n = llvm.mlir.constant(128 : i32) : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %c = llvm.mlir.constant(7 : i32) : i32
  %idesc = llvm.mlir.constant(136380432 : i32) : i32
  %f = llvm.mlir.constant(false) : i1
  llvm.cond_br %mma, ^mma, ^epilogue
^mma:
  nvvm.barrier id = %z number_of_threads = %n
  llvm.cond_br %leader, ^issue, ^done
^issue:
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %f {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.commit %tile : !llvm.ptr<3>
  llvm.br ^done
^epilogue:
  llvm.store %c, %tile : i32, !llvm.ptr<3>
  nvvm.barrier id = %id number_of_threads = %n
  llvm.br ^done
^done:
  llvm.return
}

llvm.func @k2(%d: !llvm.ptr<6>, %tile: !llvm.ptr<3>, %a: i64, %b: i64, %mma: i1, %leader: i1) attributes {nvvm.kernel} {
  %id = llvm.mlir.constant(3 : i32) : i32
  %n = llvm.mlir.constant(128 : i32) : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %c = llvm.mlir.constant(7 : i32) : i32
  %idesc = llvm.mlir.constant(136380432 : i32) : i32
  %f = llvm.mlir.constant(false) : i1
  llvm.cond_br %mma, ^mma, ^epilogue
^mma:
  "nvvm.barrier.cta.sync"(%z, %n) <{aligned = false}> : (i32, i32) -> ()
  llvm.cond_br %leader, ^issue, ^done
^issue:
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %f {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.commit %tile : !llvm.ptr<3>
  llvm.br ^done
^epilogue:
  llvm.store %c, %tile : i32, !llvm.ptr<3>
  "nvvm.barrier.cta.sync"(%id, %n) <{aligned = false}> : (i32, i32) -> ()
  llvm.br ^done
^done:
  llvm.return
}
