; The elect.sync leader copied into an integer by CUTLASS's `elect_one_sync()` as
; clang 22 compiles it (examples 70, 73 in CUDA mode): inline asm `{ elect.sync
; %rx|%px, $2; @%px mov.s32 $1, 1; mov.s32 $0, %rx; }` with output $1 tied to an
; input 0 (constraints "=r,=r,r,0,1"), then `extractvalue 1` compared with 0. The
; flag is 1 exactly in the leader: the MMA under `flag != 0` and the commit under
; another such flag are correlated (two elect.sync of a converged warp elect the same
; lane), so the commit tracks the MMA: no R-MMA-DONE (the PTX form:
; lit-tests/ptx/elect-flag-correlated.ptx).
; RUN: %tcgen05-opt --check %s
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s
; Negative: the flag's tied input is a kernel argument, not 0: the lanes that are not
; the leader may hold anything.
; RUN: sed -e '/%%e = call/s/i32 0, i32 0)/i32 0, i32 %%n)/' %s > %t.arg.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.arg.ll 2> %t.diag
; RUN: FileCheck %s < %t.diag
; CHECK: error: {{.*}}no tcgen05.commit tracks{{.*}} [R-MMA-DONE]
target triple = "nvptx64-nvidia-cuda"

@bar = internal addrspace(3) global i64 undef, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(i32 %tmem, i64 %a, i64 %b, i32 %n) {
entry:
  %bar32 = ptrtoint ptr addrspace(3) @bar to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %skip ]
  %e = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0)
  %flag = extractvalue { i32, i32 } %e, 1
  %notleader = icmp eq i32 %flag, 0
  br i1 %notleader, label %skip, label %issue
issue:
  call void asm sideeffect "tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, 1;", "r,l,l,r"(i32 %tmem, i64 %a, i64 %b, i32 136380432)
  br label %skip
skip:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %after
after:
  %e2 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0)
  %flag2 = extractvalue { i32, i32 } %e2, 1
  %leader2 = icmp ne i32 %flag2, 0
  br i1 %leader2, label %commit, label %wait
commit:
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r"(i32 %bar32)
  br label %wait
wait:
  call void asm sideeffect "{\0A.reg .pred P1;\0AW:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], 0;\0A@!P1 bra W;\0A}", "r"(i32 %bar32)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", ""()
  %v = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];", "=r,r"(i32 %tmem)
  call void asm sideeffect "tcgen05.wait::ld.sync.aligned;", ""()
  ret void
}
