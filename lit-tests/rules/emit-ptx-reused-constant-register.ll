; `--emit ptx` of clang's MMA blocks (CUTLASS's `elect_one_sync` and MMA inline asm,
; as clang 22 compiles FlashMLA's kernels). LLVM materialises the elect asm's tied
; zero inputs once, before the loop (`mov.b32 %r5, 0`), and presets each election's
; flag with a copy of it in the loop (`mov.b32 %r3, %r5`). The PTX reader took such a
; copy for the flag's preset only when no jump landed between the `mov 0` and the
; copy, so here the flag was no leader predicate, the commit under another election
; did not track the MMA, and the post-codegen re-check reported R-MMA-DONE at the
; load: the pass refused its own output (as for clang's FlashMLA forward and backward
; kernels). A copy of a register that holds a constant on every path is now a preset
; wherever it is. The other half of that fix, a reused register holding a constant,
; is ptx/mma-reused-constant-register.ptx.
; RUN: %tcgen05-opt --check %s
; RUN: %tcgen05-opt %s --emit ptx -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %tcgen05-opt --check %t.ptx
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --emit ptx -o /dev/null
; The shape the test is about: the zero before the loop, copied into a flag in it.
; CHECK: mov.b32 	[[Z:%r[0-9]+]], 0;
; CHECK: {{^\$L__BB0_[0-9]+:}}
; CHECK: mov.b32 	{{%r[0-9]+}}, [[Z]];
; CHECK: elect.sync
; Negative: the second MMA's accumulator at column 64 overlaps the first's.
; RUN: sed -e 's/(i32 0, i64 %%a, i64 %%b, i32 137430160, i32 1,/(i32 64, i64 %%a, i64 %%b, i32 137430160, i32 1,/' %s > %t.two.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.two.ll 2> %t.two
; RUN: FileCheck --check-prefix=DONE %s < %t.two
; DONE: error: {{.*}}no tcgen05.commit tracks{{.*}} [R-MMA-DONE]

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@bar = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @k(i32 %n, i64 %a, i64 %b) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %next2 ]
  %e1 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0)
  %f1 = extractvalue { i32, i32 } %e1, 1
  %t1 = icmp eq i32 %f1, 0
  br i1 %t1, label %next1, label %mma1

mma1:
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r"(i32 0, i64 %a, i64 %b, i32 137430160, i32 %i, i32 0, i32 0, i32 0, i32 0)
  br label %next1

next1:
  %e2 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0)
  %f2 = extractvalue { i32, i32 } %e2, 1
  %t2 = icmp eq i32 %f2, 0
  br i1 %t2, label %next2, label %mma2

mma2:
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r"(i32 0, i64 %a, i64 %b, i32 137430160, i32 1, i32 0, i32 0, i32 0, i32 0)
  br label %next2

next2:
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %done

done:
  %e3 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0)
  %f3 = extractvalue { i32, i32 } %e3, 1
  %t3 = icmp eq i32 %f3, 0
  br i1 %t3, label %wait, label %commit

commit:
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @bar)
  br label %wait

wait:
  %ok = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 0)
  br i1 %ok, label %ld, label %wait

ld:
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) null, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.wait.ld()
