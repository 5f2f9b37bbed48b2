// CuTe DSL 4.8 prints nvvm ops MLIR 22 does not have (`nvvm.mbarrier.wait.parity`,
// `nvvm.barrier.cta.sync`, `nvvm.tensormap.replace`). In the generic op form MLIR 22
// reads them as unregistered ops, and the front end recognises them by name: the
// parity wait is an acquire (a blocking wait), the CTA barrier a thread sync, the
// replace a generic-proxy tensormap write. (A hand-made sample of CuTe's form.)
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.mlir --remarks -o /dev/null 2>&1 | count 0
// MLIR 22 cannot translate those ops to LLVM IR: `--emit llvm` says which one, where.
// RUN: %expect-exit 2 %tcgen05-opt --sync-reading=strict --ld-use=wait %s --emit llvm -o %t.ll 2> %t.err
// RUN: FileCheck --check-prefix=EMIT %s < %t.err
// EMIT: error: {{.*}}the module does not translate to LLVM IR: {{.*}}cute-generic.mlir:18:5: LLVM Translation failed for operation: nvvm.mbarrier.wait.parity

"builtin.module"() ({
  "llvm.func"() <{function_type = !llvm.func<void (ptr<6>, ptr<3>, i64, i64, i32, i1)>, sym_name = "consumer"}> ({
  ^bb0(%d: !llvm.ptr<6>, %bar: !llvm.ptr<3>, %a: i64, %b: i64, %phase: i32, %en: i1):
    "nvvm.mbarrier.wait.parity"(%bar, %phase) : (!llvm.ptr<3>, i32) -> ()
    // The MMA after the wait needs fence::after_thread_sync (the barrier's arrivals
    // are not known to carry no tcgen05 work).
    // CHECK: "nvvm.mbarrier.wait.parity"
    // CHECK-NEXT: nvvm.tcgen05.fence <after>
    // CHECK-NEXT: nvvm.tcgen05.mma
    "nvvm.tcgen05.mma"(%d, %a, %b, %phase, %en) <{ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1) -> ()
    "nvvm.tcgen05.commit"(%bar) : (!llvm.ptr<3>) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel} : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void (ptr<6>, ptr<3>)>, sym_name = "epilogue"}> ({
  ^bb0(%t: !llvm.ptr<6>, %bar: !llvm.ptr<3>):
    %v = "nvvm.tcgen05.ld"(%t) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<4xi32>
    // The CTA barrier releases the load: wait and fence before it.
    // CHECK: nvvm.tcgen05.ld
    // CHECK-NEXT: nvvm.tcgen05.wait <load>
    // CHECK-NEXT: nvvm.tcgen05.fence <before>
    // CHECK-NEXT: "nvvm.barrier.cta.sync"
    "nvvm.barrier.cta.sync"() : () -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel} : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void (ptr<7>, ptr<3>, ptr, i64, i32)>, sym_name = "update"}> ({
  ^bb0(%dst: !llvm.ptr<7>, %bar: !llvm.ptr<3>, %tm: !llvm.ptr, %base: i64, %c: i32):
    "nvvm.tensormap.replace"(%tm, %base) <{field = "global_address"}> : (!llvm.ptr, i64) -> ()
    // The tensormap write is released and acquired before the TMA copy reads it.
    // CHECK: "nvvm.tensormap.replace"
    // CHECK-NEXT: nvvm.fence.proxy.release <gpu>
    // CHECK-NEXT: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;"
    // CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global
    "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%dst, %tm, %c, %c, %bar) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel} : () -> ()
}) : () -> ()

// REMARK: inserted tcgen05.fence::after_thread_sync [R-AFTER]
// REMARK: inserted tcgen05.wait::ld.sync.aligned [R-BEFORE]
// REMARK: inserted tcgen05.fence::before_thread_sync [R-BEFORE]
// REMARK: inserted fence.proxy.tensormap::generic.release.gpu [R-TMAP]
// REMARK: inserted fence.proxy.tensormap::generic.acquire.gpu [$1], 128 [R-TMAP]
// REMARK-NOT: remark:
