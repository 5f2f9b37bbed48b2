; A leader predicate an inline-asm body defines itself, as FlashAttention-4 writes its
; MMAs: `elect.sync _|leader, -1; @leader tcgen05.mma ...` in one asm statement. The
; MMA and the commit are issued by the elected lane only: no G-SINGLE warning (9.7.16.5
; Table 46). `@bad` writes the predicate again (`setp`) before the MMA: the guard is no
; longer the leader, and the warning stays. Same through MLIR 22's import.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck %s < %t.diag
; RUN: mlir-translate --import-llvm %s -o %t.mlir
; RUN: %tcgen05-opt --check %t.mlir 2> %t.mlir.diag
; RUN: FileCheck --check-prefix=MLIR %s < %t.mlir.diag
; RUN: grep G-SINGLE %t.mlir.diag | count 2
; CHECK-NOT: @good{{.*}}G-SINGLE
; CHECK: @bad{{.*}} warning: tcgen05.mma is issued by a single thread {{.*}}[G-SINGLE]
; CHECK-NEXT: @bad{{.*}} warning: tcgen05.commit is issued by a single thread {{.*}}[G-SINGLE]
; CHECK-NOT: G-SINGLE
; MLIR: warning: tcgen05.mma is issued by a single thread {{.*}}[G-SINGLE]
; MLIR-NEXT: warning: tcgen05.commit is issued by a single thread {{.*}}[G-SINGLE]
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @good(i32 %tmem, i64 %a, i64 %b, i32 %idesc, ptr addrspace(3) %bar) {
  call void asm sideeffect "{\0A.reg .pred leader;\0Aelect.sync _|leader, -1;\0A@leader tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, 1;\0A@leader tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$4];\0A}", "r,l,l,r,r,~{memory}"(i32 %tmem, i64 %a, i64 %b, i32 %idesc, ptr addrspace(3) %bar)
  ret void
}

define ptx_kernel void @bad(i32 %tmem, i64 %a, i64 %b, i32 %idesc, ptr addrspace(3) %bar, i32 %x) {
  call void asm sideeffect "{\0A.reg .pred leader;\0Aelect.sync _|leader, -1;\0Asetp.ne.b32 leader, $5, 0;\0A@leader tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, 1;\0A@leader tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$4];\0A}", "r,l,l,r,r,r,~{memory}"(i32 %tmem, i64 %a, i64 %b, i32 %idesc, ptr addrspace(3) %bar, i32 %x)
  ret void
}
