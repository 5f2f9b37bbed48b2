; Commit synthesis into an inline-asm template, LLVM IR (the MLIR form is
; lit-tests/mlir/asm-synthesis.mlir). Two MMAs of one asm block under the leader
; predicate the block elects itself; the second's accumulator overlaps the first's
; (64 columns further), so it is not pipelined after it and nothing commits the first
; between them (R-MMA-DONE, 9.7.16.6.4.2). The call is rebuilt with the sequence in its
; template before the second MMA, under `@leader`, and the array's address as one more
; `l` operand; the array is declared once. The output checks clean, a second run
; changes nothing, and the PTX assembles.
; RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --check-prefix=DIAG %s < %t.diag
; DIAG: error: {{.*}}[R-MMA-DONE]
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; REMARK: remark: inserted tcgen05.commit + mbarrier wait on a pass-owned barrier [R-MMA-DONE]: {{.*}}(cta_group::1; {{.*}} PTX instructions in the inline asm and 1 LLVM instruction)
; RUN: FileCheck %s < %t.ll
; CHECK: @__tcgen05_opt_bar = internal addrspace(3) global [1024 x i64] undef, align 8
; CHECK: call void asm sideeffect "{{.*}}[$0], $1, $2, 136380432, 1;\0A{{.*}}cvt.u32.u64 %tcgen05_opt_r3, $4;{{.*}}@leader tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%tcgen05_opt_r3];{{.*}}@leader mbarrier.try_wait.parity.shared::cta.b64 %tcgen05_opt_p, [%tcgen05_opt_r3], 0;{{.*}}@leader tcgen05.mma.cta_group::1.kind::f16 [t]{{.*}}", "r,l,l,r,l,~{memory}"(i32 %d, i64 %a, i64 %b, ptr addrspace(3) %bar, i64 ptrtoint (ptr addrspace(3) @__tcgen05_opt_bar to i64))
; RUN: %tcgen05-opt --check %t.ll
; RUN: %tcgen05-opt %t.ll -o %t2.ll
; RUN: tail -n +2 %t.ll > %t.a
; RUN: tail -n +2 %t2.ll > %t.b
; RUN: cmp %t.a %t.b
; The same through MLIR 22's import.
; RUN: mlir-translate --import-llvm %s -o %t.in.mlir
; RUN: %tcgen05-opt %t.in.mlir -o %t.mlir
; RUN: %tcgen05-opt --check %t.mlir
; REQUIRES: ptxas
; RUN: %tcgen05-opt %s --emit ptx --verify-ptx --mcpu sm_100a -o /dev/null
; RUN: %tcgen05-opt %t.in.mlir --emit ptx --verify-ptx --mcpu sm_100a -o /dev/null
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @two_accumulators(i32 %d, i64 %a, i64 %b, ptr addrspace(3) %bar) {
  call void asm sideeffect "{\0A.reg .pred leader;\0A.reg .b32 t;\0Aelect.sync _|leader, -1;\0Aadd.u32 t, $0, 64;\0A@leader tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, 136380432, 1;\0A@leader tcgen05.mma.cta_group::1.kind::f16 [t], $1, $2, 136380432, 1;\0A@leader tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$3];\0A}", "r,l,l,r,~{memory}"(i32 %d, i64 %a, i64 %b, ptr addrspace(3) %bar)
  ret void
}
