// Commit synthesis into an inline-asm template (FlashAttention-4 issues several MMAs
// in one block under a leader predicate the block elects itself). The second MMA
// writes an accumulator that overlaps the first's (64 columns further), so it is not
// pipelined after it (9.7.16.6.2) and nothing commits the first in between
// (R-MMA-DONE). The completion goes into the template right before the second MMA,
// under the same `@leader` (the wait's result preset to true for the other lanes),
// and the barrier array's address comes in as one more `l` operand.
// RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --check-prefix=DIAG %s < %t.diag
// DIAG: error: {{.*}}[R-MMA-DONE]
// RUN: %tcgen05-opt %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// REMARK: remark: inserted tcgen05.commit + mbarrier wait on a pass-owned barrier [R-MMA-DONE]: {{.*}}(cta_group::1; {{.*}} PTX instructions in the inline asm and 2 MLIR ops)
// RUN: FileCheck %s < %t.mlir
// CHECK: llvm.mlir.global internal @__tcgen05_opt_bar()
// CHECK: %[[BARS:.*]] = llvm.mlir.addressof @__tcgen05_opt_bar : !llvm.ptr<3>
// CHECK-NEXT: %[[BASE:.*]] = llvm.ptrtoint %[[BARS]] : !llvm.ptr<3> to i64
// CHECK-NEXT: llvm.inline_asm has_side_effects "{{.*}}[$0], $1, $2, 136380432, 1;\0A{{.*}}cvt.u32.u64 %tcgen05_opt_r3, $4;{{.*}}@leader tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%tcgen05_opt_r3];{{.*}}@leader mbarrier.try_wait.parity.shared::cta.b64 %tcgen05_opt_p, [%tcgen05_opt_r3], 0;{{.*}}@leader tcgen05.mma.cta_group::1.kind::f16 [t]{{.*}}", "r,l,l,r,l,~{memory}" %arg0, %arg1, %arg2, %arg3, %[[BASE]]
// The output checks clean, a second run changes nothing, and it translates with MLIR
// 22 to PTX that ptxas accepts.
// RUN: %tcgen05-opt --check %t.mlir
// RUN: %tcgen05-opt %t.mlir -o %t2.mlir
// RUN: cmp %t.mlir %t2.mlir
// REQUIRES: ptxas
// RUN: %tcgen05-opt %s --emit ptx --verify-ptx --mcpu sm_100a -o /dev/null
llvm.func @two_accumulators(%d: i32, %a: i64, %b: i64, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  llvm.inline_asm has_side_effects "{\0A.reg .pred leader;\0A.reg .b32 t;\0Aelect.sync _|leader, -1;\0Aadd.u32 t, $0, 64;\0A@leader tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, 136380432, 1;\0A@leader tcgen05.mma.cta_group::1.kind::f16 [t], $1, $2, 136380432, 1;\0A@leader tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$3];\0A}", "r,l,l,r,~{memory}" %d, %a, %b, %bar : (i32, i64, i64, !llvm.ptr<3>) -> ()
  llvm.return
}
