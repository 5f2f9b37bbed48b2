// A TMEM address that moves with a loop counter (passes/mlir/src/counters.rs). CuTe
// DSL keeps its fully-unrolled loops as loops in MLIR: a block-scaled GEMM copies
// scale factors with one tcgen05.cp per count k of `for k in 0..4`, to
// base + fshr(16k, 16k, 2) = base + 4k. A 32x128b copy fills 4 columns, so the four
// counts write four disjoint column groups; the copy met again inside the same
// activation of the loop is a later count, on other cells, and needs no completion.
// Read as one unknown address it conflicted with itself with no commit in between: a
// false R-MMA-DONE error that blocked the rewrite (quack mxf8, CUTLASS nvfp4 in MLIR;
// their PTX, unrolled, has four copies to four addresses).
// RUN: %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --allow-empty %s < %t.diag
// CHECK-NOT: R-MMA-DONE
// CHECK-NOT: error
// RUN: %tcgen05-opt %s -o %t.out.mlir
//
// Negative: rotating by 4 moves the copy one column per count, and 4-column copies
// overlap: the error stays.
// RUN: sed -e 's/%c2) : (i32/%c4) : (i32/' %s > %t.overlap.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.overlap.mlir 2> %t.overlap
// RUN: FileCheck --check-prefix=DONE %s < %t.overlap
// DONE: error: this instruction may conflict with an earlier MMA-class tcgen05 op that no tcgen05.commit tracks{{.*}}[R-MMA-DONE]
//
// Negative: without the MMA, its commit and the wait, the next outer iteration enters
// the loop again and copies to the same four groups with nothing in between: a new
// activation is not a later count.
// RUN: grep -v 'tcgen05.mma\|tcgen05.commit\|inline_asm' %s > %t.again.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.again.mlir 2> %t.again
// RUN: FileCheck --check-prefix=DONE %s < %t.again
//
// Negative: after the loop the counter is 4, a count the loop body never sees: a copy
// there to base + 4k - 16 writes base + 0, over the first count's copy. Only accesses
// the loop body dominates get the union of the counts; this one may touch anything.
// RUN: sed -e 's|// AFTER-LOOP-CP|"nvvm.tcgen05.cp"(%cp2, %desc) <{group = #nvvm.cta_group<cta_1>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}> : (!llvm.ptr<6>, i64) -> ()|' %s > %t.after.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.after.mlir 2> %t.after
// RUN: FileCheck --check-prefix=DONE %s < %t.after

llvm.func @k(%t: i32, %desc: i64, %a: i64, %b: i64, %bar: !llvm.ptr<3>, %n: i32) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c256 = llvm.mlir.constant(256 : i32) : i32
  %idesc = llvm.mlir.constant(136380432 : i32) : i32
  %f = llvm.mlir.constant(false) : i1
  %d = llvm.inttoptr %t : i32 to !llvm.ptr<6>
  %base = llvm.add %t, %c256 : i32
  llvm.br ^outer(%c0 : i32)
^outer(%i: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^pre, ^exit
^pre:
  llvm.br ^head(%c0 : i32)
^head(%k: i32):
  %in = llvm.icmp "slt" %k, %c4 : i32
  llvm.cond_br %in, ^body, ^after
^body:
  %m = llvm.mul %k, %c16 : i32
  %r = llvm.intr.fshr(%m, %m, %c2) : (i32, i32, i32) -> i32
  %col = llvm.add %base, %r : i32
  %p = llvm.inttoptr %col : i32 to !llvm.ptr<6>
  "nvvm.tcgen05.cp"(%p, %desc) <{group = #nvvm.cta_group<cta_1>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}> : (!llvm.ptr<6>, i64) -> ()
  %k1 = llvm.add %k, %c1 : i32
  llvm.br ^head(%k1 : i32)
^after:
  %m4 = llvm.mul %k, %c4 : i32
  %back = llvm.sub %m4, %c16 : i32
  %col2 = llvm.add %base, %back : i32
  %cp2 = llvm.inttoptr %col2 : i32 to !llvm.ptr<6>
  // AFTER-LOOP-CP
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %f {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1; \0A\09@P1 bra.uni DONE; \0A\09bra.uni LAB_WAIT; \0A\09DONE: \0A\09}", "r,r" %bar, %i : (!llvm.ptr<3>, i32) -> ()
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^outer(%i1 : i32)
^exit:
  llvm.return
}
