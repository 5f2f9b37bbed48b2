// R-BEFORE, R-AFTER, R-DEALLOC (9.7.16.6.3, 9.7.16.5) with nvvm ops: an async tcgen05
// op before a thread-sync release needs `nvvm.tcgen05.fence <before>` (after the
// wait for a load or store); an MMA after a barrier needs `nvvm.tcgen05.fence
// <after>`; a dealloc after the barrier that orders other threads' TMEM accesses
// needs `<after>` too. `*_correct` functions already have every fence.
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.ll
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.mlir --remarks -o /dev/null 2>&1 | count 0

// CHECK-LABEL: llvm.func @ld_then_arrive(
llvm.func @ld_then_arrive(%t: !llvm.ptr<6>, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  // The arrive releases the load: it must be complete and fenced first.
  // CHECK: nvvm.tcgen05.ld
  // CHECK-NEXT: nvvm.tcgen05.wait <load>
  // CHECK-NEXT: nvvm.tcgen05.fence <before>
  // CHECK-NEXT: nvvm.mbarrier.arrive
  %s = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
  llvm.return
}

// CHECK-LABEL: llvm.func @mma_commit_correct(
llvm.func @mma_commit_correct(%d: !llvm.ptr<6>, %bar: !llvm.ptr<3>, %a: i64, %b: i64, %i: i32, %en: i1) attributes {nvvm.kernel} {
  nvvm.tcgen05.mma %d, %a, %b, %i, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  // A commit releases the MMA itself (9.7.16.6.4.2): no fence before it.
  // CHECK: nvvm.tcgen05.mma
  // CHECK-NEXT: nvvm.tcgen05.commit
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  llvm.return
}

// CHECK-LABEL: llvm.func @barrier_then_mma(
llvm.func @barrier_then_mma(%d: !llvm.ptr<6>, %bar: !llvm.ptr<3>, %a: i64, %b: i64, %i: i32, %en: i1) attributes {nvvm.kernel} {
  nvvm.barrier0
  // The MMA after the barrier is ordered after other threads' tcgen05 work only
  // with fence::after_thread_sync.
  // CHECK: nvvm.barrier0
  // CHECK-NEXT: nvvm.tcgen05.fence <after>
  // CHECK-NEXT: nvvm.tcgen05.mma
  nvvm.tcgen05.mma %d, %a, %b, %i, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  llvm.return
}

// CHECK-LABEL: llvm.func @barrier_then_mma_correct(
llvm.func @barrier_then_mma_correct(%d: !llvm.ptr<6>, %bar: !llvm.ptr<3>, %a: i64, %b: i64, %i: i32, %en: i1) attributes {nvvm.kernel} {
  nvvm.barrier0
  nvvm.tcgen05.fence <after>
  // CHECK: nvvm.tcgen05.fence <after>
  // CHECK-NEXT: nvvm.tcgen05.mma
  nvvm.tcgen05.mma %d, %a, %b, %i, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  llvm.return
}

// CHECK-LABEL: llvm.func @teardown(
llvm.func @teardown(%t: !llvm.ptr<6>, %x: i32) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(128 : i32) : i32
  nvvm.tcgen05.st %t, %x {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  // CHECK: nvvm.tcgen05.st
  // CHECK-NEXT: nvvm.tcgen05.wait <store>
  // CHECK-NEXT: nvvm.tcgen05.fence <before>
  // CHECK-NEXT: nvvm.barrier0
  // CHECK-NEXT: nvvm.tcgen05.fence <after>
  // CHECK-NEXT: nvvm.tcgen05.dealloc
  nvvm.barrier0
  nvvm.tcgen05.dealloc %t, %n : !llvm.ptr<6>, i32
  llvm.return
}

// CHECK-LABEL: llvm.func @teardown_correct(
llvm.func @teardown_correct(%t: !llvm.ptr<6>, %x: i32) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(128 : i32) : i32
  nvvm.tcgen05.st %t, %x {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.wait <store>
  nvvm.tcgen05.fence <before>
  nvvm.barrier0
  nvvm.tcgen05.fence <after>
  // Nothing is added to a complete sequence.
  // CHECK: nvvm.tcgen05.fence <after>
  // CHECK-NEXT: nvvm.tcgen05.dealloc
  nvvm.tcgen05.dealloc %t, %n : !llvm.ptr<6>, i32
  llvm.return
}

// REMARK: inserted tcgen05.wait::ld.sync.aligned [R-BEFORE]
// REMARK: inserted tcgen05.fence::before_thread_sync [R-BEFORE]
// REMARK: inserted tcgen05.fence::after_thread_sync [R-AFTER]
// REMARK: inserted tcgen05.wait::st.sync.aligned [R-BEFORE]
// REMARK: inserted tcgen05.fence::before_thread_sync [R-BEFORE]
// REMARK: inserted tcgen05.fence::after_thread_sync [R-DEALLOC]
// REMARK-NOT: remark:
