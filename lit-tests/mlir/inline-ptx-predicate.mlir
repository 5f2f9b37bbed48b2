// `nvvm.inline_ptx` is decoded like inline asm (results `$0`..., then operands):
// a TMEM load and an mbarrier arrive written as inline PTX. (The `predicate` operand
// of nvvm ops is tested in passes/mlir/tests/front_end.rs.)
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.mlir --remarks -o /dev/null 2>&1 | count 0

// CHECK-LABEL: llvm.func @inline_ptx_ld(
llvm.func @inline_ptx_ld(%t: !llvm.ptr<6>, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %v = nvvm.inline_ptx "tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];" ro(%t : !llvm.ptr<6>) -> i32
  // The arrive (inline PTX too) releases the load: wait and fence before it.
  // CHECK: nvvm.inline_ptx "tcgen05.ld
  // CHECK-NEXT: nvvm.tcgen05.wait <load>
  // CHECK-NEXT: nvvm.tcgen05.fence <before>
  // CHECK-NEXT: nvvm.inline_ptx "mbarrier.arrive
  nvvm.inline_ptx "mbarrier.arrive.shared::cta.b64 _, [$0];" ro(%bar : !llvm.ptr<3>)
  llvm.return
}

// REMARK: inserted tcgen05.wait::ld.sync.aligned [R-BEFORE]
// REMARK: inserted tcgen05.fence::before_thread_sync [R-BEFORE]
// REMARK-NOT: remark:
