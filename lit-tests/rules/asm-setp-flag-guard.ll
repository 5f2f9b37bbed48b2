; Mojo's leader flag and the guards on it, as its LLVM IR writes them: one asm sets
; an integer flag in the elected lane only (`mov.s32 $0, 0; elect.sync %re|%pa, $1;
; @%pa mov.s32 $0, 1;`), and every MMA's and commit's own asm tests it (`setp.eq.s32
; %pj, $3, 0; @!%pj tcgen05.mma ...`). The flag is 1 exactly in the leader, so the
; MMAs and the commit are issued by one thread (no G-SINGLE, 9.7.16.5 Table 46), and
; both are guarded by the same comparison of the same value: the commit tracks the
; MMAs (no R-MMA-DONE). Held-out Mojo MLA decode LLVM IR: 44 false R-MMA-DONE errors
; and 54 G-SINGLE warnings each, rewrite refused; its PTX was already clean. Same
; through MLIR 22's import.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; RUN: mlir-translate --import-llvm %s -o %t.mlir
; RUN: %tcgen05-opt --check %t.mlir 2> %t.mlir.diag
; RUN: FileCheck --allow-empty %s < %t.mlir.diag
; CHECK-NOT: R-MMA-DONE
; CHECK-NOT: G-SINGLE
; Negative: the commit's asm tests the opposite (`ne`): it runs in the other lanes.
; RUN: sed -e '/commit/s/setp.eq.s32/setp.ne.s32/' %s > %t.ne.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.ne.ll 2> %t.ne
; RUN: FileCheck --check-prefix=DONE %s < %t.ne
; RUN: mlir-translate --import-llvm %t.ne.ll -o %t.ne.mlir
; RUN: %expect-exit 1 %tcgen05-opt --check %t.ne.mlir 2> %t.ne.mlir.diag
; RUN: FileCheck --check-prefix=DONE %s < %t.ne.mlir.diag
; DONE: error: {{.*}}no tcgen05.commit tracks{{.*}} [R-MMA-DONE]
; Negative: the MMAs' predicate is written again in their asm: the guard is not the
; comparison.
; RUN: sed -e 's/setp.eq.s32 %%pj, $3, 0;/setp.eq.s32 %%pj, $3, 0;\\0Asetp.ne.s32 %%pj, $3, 5;/' %s > %t.twice.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.twice.ll 2> %t.twice
; RUN: FileCheck --check-prefix=DONE %s < %t.twice
; Negative: the flag preset to 1, the leader's value too: not a leader flag, so
; nothing ties the MMAs' lane to the commit's.
; RUN: sed -e 's/mov.s32 $0, 0;/mov.s32 $0, 1;/' %s > %t.preset.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.preset.ll 2> %t.preset
; RUN: FileCheck --check-prefix=SINGLE %s < %t.preset
; RUN: FileCheck --check-prefix=DONE %s < %t.preset
; SINGLE: warning: tcgen05.mma is issued by a single thread{{.*}}[G-SINGLE]
target triple = "nvptx64-nvidia-cuda"

@bar = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @k(i32 %tmem, i64 %a, i64 %b) {
entry:
  %bar32 = ptrtoint ptr addrspace(3) @bar to i32
  %flag = call i32 asm sideeffect "{\0A.reg .b32 %re;\0A.reg .pred %pa;\0Amov.s32 $0, 0;\0Aelect.sync %re|%pa, $1;\0A@%pa mov.s32 $0, 1;\0A}", "=r,r"(i64 -1)
  call void asm sideeffect "{\0A.reg .pred %pj;\0Asetp.eq.s32 %pj, $3, 0;\0A@!%pj tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, 68158608, 1;\0A@!%pj tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, 68158608, 1;\0A}", "r,l,l,r"(i32 %tmem, i64 %a, i64 %b, i32 %flag)
  call void asm sideeffect "{\0A.reg .pred %p;\0Asetp.eq.s32 %p, $1, 0;\0A@!%p tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];\0A}", "r,r"(i32 %bar32, i32 %flag)
  call void asm sideeffect "{\0A.reg .pred P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], 0;\0A@P1 bra DONE;\0Abra LAB_WAIT;\0ADONE:\0A}", "r"(i32 %bar32)
  %v = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];\0Atcgen05.wait::ld.sync.aligned;", "=r,r"(i32 %tmem)
  ret void
}
