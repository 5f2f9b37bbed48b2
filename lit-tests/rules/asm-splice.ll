; An insertion needed between two statements of one inline-asm block goes into the
; asm template, as a PTX statement of its own line (RULES.md section 3 places it
; there; the block cannot be split). @ld_arrive: a tcgen05.ld and a named-barrier
; arrive in one block need tcgen05.wait::ld (completion, every reading) and, in the
; strict reading, tcgen05.fence::before_thread_sync between them. @wait_mma: a wait
; loop and an MMA in one block need, in the strict reading, a
; tcgen05.fence::after_thread_sync between them. Both front ends (MLIR through MLIR
; 22's import); the output re-checks clean, a second run changes nothing, and the
; PTX assembles.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll -o %t2.ll
; RUN: tail -n +2 %t.ll > %t.a
; RUN: tail -n +2 %t2.ll > %t.b
; RUN: cmp %t.a %t.b
; CHECK-LABEL: define ptx_kernel void @ld_arrive(
; CHECK: tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];\0Atcgen05.wait::ld.sync.aligned;\0Atcgen05.fence::before_thread_sync;\0Abar.arrive 1, 64;
; CHECK-LABEL: define ptx_kernel void @wait_mma(
; CHECK: elect.sync _|q, -1;\0Atcgen05.fence::after_thread_sync;\0A@q tcgen05.mma
; RUN: mlir-translate --import-llvm %s -o %t.in.mlir
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.in.mlir -o %t.mlir
; RUN: FileCheck --check-prefix=MLIR %s < %t.mlir
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.mlir
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.mlir -o %t2.mlir
; RUN: cmp %t.mlir %t2.mlir
; MLIR: tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];\0Atcgen05.wait::ld.sync.aligned;\0Atcgen05.fence::before_thread_sync;\0Abar.arrive 1, 64;
; MLIR: elect.sync _|q, -1;\0Atcgen05.fence::after_thread_sync;\0A@q tcgen05.mma
; REQUIRES: ptxas
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --emit ptx --verify-ptx --mcpu sm_100a -o /dev/null
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.in.mlir --emit ptx --verify-ptx --mcpu sm_100a -o /dev/null
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @ld_arrive(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %v = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];\0Abar.arrive 1, 64;", "=r,r"(ptr addrspace(6) %t)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @wait_mma(ptr addrspace(3) %bar, ptr addrspace(6) %d, i64 %a, i64 %b) {
  call void asm sideeffect "{\0A.reg .pred p;\0A.reg .pred q;\0AL:\0Ambarrier.try_wait.parity.shared::cta.b64 p, [$0], 0;\0A@!p bra L;\0Aelect.sync _|q, -1;\0A@q tcgen05.mma.cta_group::1.kind::f16 [$1], $2, $3, 136380432, 1;\0A@q tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];\0A}", "r,r,l,l"(ptr addrspace(3) %bar, ptr addrspace(6) %d, i64 %a, i64 %b)
  ret void
}
