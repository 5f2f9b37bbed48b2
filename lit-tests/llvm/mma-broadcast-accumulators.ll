; Mojo broadcasts each MMA's accumulator address from lane 0 just before the MMA
; (`llvm.nvvm.shfl.sync.idx.i32(-1, x, 0, 31)`), once per MMA, so two MMAs into one
; accumulator name it through two calls. @k: `x` is `%cluster_ctarank` plus a
; constant, one value in every thread of the CTA, so lane 0's `x` is `x`. @k2: `x`
; is a loop phi (Mojo's rotated accumulators), and the second call is the first made
; again in the same block: every lane takes part in both, from the same lane, of
; one SSA value nothing between can change, so it returns the same value. Either
; way the MMAs share their accumulator and are a pipelined pair (9.7.16.6.2) with
; nothing between them. Before, each broadcast was a fresh base and every MMA of
; an asm pair "conflicted" with the one before it (held-out Mojo MLA prefill LLVM
; IR: R-MMA-DONE 10 -> 0 and 34 -> 0 with this and the asm guards). The PTX reader
; knew both (lit-tests/ptx/mma-ws-broadcast-accumulators.ptx); the MLIR front end
; does not read broadcasts of addresses (it does not bound them either), so this
; test is LLVM-only.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-MMA-DONE
; Negative (@k): `x` from `%tid.x`, and the second call from lane 1: another
; lane's value, which may be anything.
; RUN: sed -e 's/%%cluster_ctarank/%%tid.x/; s/%%d2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %%acc, i32 0/%%d2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %%acc, i32 1/' %s > %t.tid.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.tid.ll 2> %t.tid
; RUN: FileCheck --check-prefix=DONE %s < %t.tid
; DONE: error: {{.*}}no tcgen05.commit tracks{{.*}} [R-MMA-DONE]
; Negative (@k2): the second call from lane 1.
; RUN: sed -e 's/%%e2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %%s, i32 0/%%e2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %%s, i32 1/' %s > %t.lane.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.lane.ll 2> %t.lane
; RUN: FileCheck --check-prefix=DONE2 %s < %t.lane
; DONE2: @k2:{{[0-9]+}}: error: {{.*}}no tcgen05.commit tracks{{.*}} [R-MMA-DONE]
; Negative (@k2): the second call with half the warp: not the same broadcast.
; RUN: sed -e 's/%%e2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1,/%%e2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 65535,/' %s > %t.mask.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.mask.ll 2> %t.mask
; RUN: FileCheck --check-prefix=DONE2 %s < %t.mask
target triple = "nvptx64-nvidia-cuda"

@bar = internal addrspace(3) global i64 undef, align 8

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

define ptx_kernel void @k(i64 %a, i64 %b) {
entry:
  %bar32 = ptrtoint ptr addrspace(3) @bar to i32
  %rank = call i32 asm "mov.u32 $0, %cluster_ctarank;", "=r"()
  %acc = add i32 %rank, 128
  %flag = call i32 asm sideeffect "{\0A.reg .b32 %re;\0A.reg .pred %pa;\0Amov.s32 $0, 0;\0Aelect.sync %re|%pa, $1;\0A@%pa mov.s32 $0, 1;\0A}", "=r,r"(i64 -1)
  %d1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %acc, i32 0, i32 31)
  call void asm sideeffect "{\0A.reg .pred %pj;\0Asetp.eq.s32 %pj, $3, 0;\0A@!%pj tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, 68158608, 1;\0A}", "r,l,l,r"(i32 %d1, i64 %a, i64 %b, i32 %flag)
  %d2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %acc, i32 0, i32 31)
  call void asm sideeffect "{\0A.reg .pred %pj;\0Asetp.eq.s32 %pj, $3, 0;\0A@!%pj tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, 68158608, 1;\0A}", "r,l,l,r"(i32 %d2, i64 %a, i64 %b, i32 %flag)
  call void asm sideeffect "{\0A.reg .pred %p;\0Asetp.eq.s32 %p, $1, 0;\0A@!%p tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];\0A}", "r,r"(i32 %bar32, i32 %flag)
  call void asm sideeffect "{\0A.reg .pred P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], 0;\0A@P1 bra DONE;\0Abra LAB_WAIT;\0ADONE:\0A}", "r"(i32 %bar32)
  ret void
}

define ptx_kernel void @k2(i64 %a, i64 %b, i32 %n) {
entry:
  %bar32 = ptrtoint ptr addrspace(3) @bar to i32
  %rank = call i32 asm "mov.u32 $0, %cluster_ctarank;", "=r"()
  %acc0 = add i32 %rank, 128
  %acc1 = add i32 %rank, 256
  %flag = call i32 asm sideeffect "{\0A.reg .b32 %re;\0A.reg .pred %pa;\0Amov.s32 $0, 0;\0Aelect.sync %re|%pa, $1;\0A@%pa mov.s32 $0, 1;\0A}", "=r,r"(i64 -1)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ %acc0, %entry ], [ %t, %loop ]
  %t = phi i32 [ %acc1, %entry ], [ %s, %loop ]
  %e1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %s, i32 0, i32 31)
  call void asm sideeffect "{\0A.reg .pred %pj;\0Asetp.eq.s32 %pj, $3, 0;\0A@!%pj tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, 68158608, 1;\0A}", "r,l,l,r"(i32 %e1, i64 %a, i64 %b, i32 %flag)
  %e2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %s, i32 0, i32 31)
  call void asm sideeffect "{\0A.reg .pred %pj;\0Asetp.eq.s32 %pj, $3, 0;\0A@!%pj tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, 68158608, 1;\0A}", "r,l,l,r"(i32 %e2, i64 %a, i64 %b, i32 %flag)
  call void asm sideeffect "{\0A.reg .pred %p;\0Asetp.eq.s32 %p, $1, 0;\0A@!%p tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];\0A}", "r,r"(i32 %bar32, i32 %flag)
  call void asm sideeffect "{\0A.reg .pred P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], 0;\0A@P1 bra DONE;\0Abra LAB_WAIT;\0ADONE:\0A}", "r"(i32 %bar32)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
