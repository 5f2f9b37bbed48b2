// Commit guards as Triton 3.9's MLIR writes them before LLVM optimizes the module
// (tcgen05-sync's MLIR front end reads that module when a pipeline runs the pass on
// the `llvm` dialect). Warp 0 issues the MMA under one `nvvm.elect.sync` and commits
// under another, conjoined with a condition its block already decided: `%more && %e2`
// in a block entered only when `%more && %w0` held, or `%true && %e2`. LLVM's
// instcombine folds both to `%e2` (so Triton's LLVM IR was clean); the MLIR front end
// took them as predicates of their own, so the commit seemed not to track the MMA
// (R-MMA-DONE) and the MMA's guard seemed not single-thread (G-SINGLE): 240
// R-MMA-DONE errors in nine Triton kernels' MLIR. Now `true && p` is `p`
// (`translate::predicate_expr`), and an operand that a dominating branch edge fixes
// is folded (`facts::fold_dominated`).
// RUN: %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --allow-empty --check-prefix=CLEAN %s < %t.diag
// CLEAN-NOT: R-MMA-DONE
// CLEAN-NOT: G-SINGLE
// RUN: sed -e 's/%%g = llvm.and %%more, %%e2 : i1/%%g = llvm.and %%true, %%e2 : i1/' %s > %t.true.mlir
// RUN: grep -q 'llvm.and %%true, %%e2' %t.true.mlir
// RUN: %tcgen05-opt --check %t.true.mlir 2> %t.true
// RUN: FileCheck --allow-empty --check-prefix=CLEAN %s < %t.true
// Negative: the commit's other condition, `%n > 1`, is not decided by the branch
// (`%n > 0`): with `%n == 1` the MMA runs and no commit tracks it.
// RUN: sed -e 's/%%g = llvm.and %%more, %%e2 : i1/%%g = llvm.and %%more1, %%e2 : i1/' %s > %t.other.mlir
// RUN: grep -q 'llvm.and %%more1, %%e2' %t.other.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.other.mlir 2> %t.other
// RUN: FileCheck --check-prefix=DONE %s < %t.other
// Negative: `false && %e2`: the commit never runs.
// RUN: sed -e 's/%%g = llvm.and %%more, %%e2 : i1/%%g = llvm.and %%false, %%e2 : i1/' %s > %t.false.mlir
// RUN: grep -q 'llvm.and %%false, %%e2' %t.false.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.false.mlir 2> %t.false
// RUN: FileCheck --check-prefix=DONE %s < %t.false
// Negative: the block is also entered from a path where `%more` is false (the MMA
// block's edge no longer dominates the commit): the fold must not apply.
// RUN: sed -e 's/^    llvm.cond_br %%go, \^bb1, \^bb2$/    llvm.cond_br %%w0, ^bb1, ^bb2/' %s > %t.nodom.mlir
// RUN: grep -q 'llvm.cond_br %%w0, ^bb1, ^bb2' %t.nodom.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.nodom.mlir 2> %t.nodom
// RUN: FileCheck --check-prefix=DONE %s < %t.nodom
// DONE: error: {{.*}}no tcgen05.commit tracks{{.*}} [R-MMA-DONE]
module {
  llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.func ptx_kernelcc @k(%tmem: i32, %da: i64, %db: i64, %n: i32) attributes {nvvm.reqntid = array<i32: 128>} {
    %true = llvm.mlir.constant(true) : i1
    %false = llvm.mlir.constant(false) : i1
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %idesc = llvm.mlir.constant(136380432 : i32) : i32
    %bar = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %b = llvm.ptrtoint %bar : !llvm.ptr<3> to i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %w = llvm.udiv %tid, %c32 : i32
    %w0 = llvm.icmp "eq" %w, %c0 : i32
    %more = llvm.icmp "sgt" %n, %c0 : i32
    %more1 = llvm.icmp "sgt" %n, %c1 : i32
    %go = llvm.and %more, %w0 : i1
    llvm.cond_br %go, ^bb1, ^bb2
  ^bb1:
    %e = nvvm.elect.sync -> i1
    %m = llvm.inline_asm has_side_effects asm_dialect = att "@$4 tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, 1;", "r,l,l,r,b" %tmem, %da, %db, %idesc, %e : (i32, i64, i64, i32, i1) -> !llvm.void
    %e2 = nvvm.elect.sync -> i1
    %g = llvm.and %more, %e2 : i1
    %c = llvm.inline_asm has_side_effects asm_dialect = att "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %g, %b : (i1, i32) -> !llvm.void
    llvm.br ^bb2
  ^bb2:
    %wt = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred P1;\0AW:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], 0;\0A@!P1 bra W;\0A}", "r" %b : (i32) -> !llvm.void
    %f = llvm.inline_asm has_side_effects asm_dialect = att "tcgen05.fence::after_thread_sync;", "" : () -> !llvm.void
    %v = llvm.inline_asm has_side_effects asm_dialect = att "tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];", "=r,r" %tmem : (i32) -> i32
    %wl = llvm.inline_asm has_side_effects asm_dialect = att "tcgen05.wait::ld.sync.aligned;", "" : () -> !llvm.void
    llvm.return
  }
}
