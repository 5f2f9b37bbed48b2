; R-MMA-DONE with no completion mechanism, in LLVM IR (RULES.md section 3): the
; completion is synthesised before the consumer, in the issuing thread, for each
; shape: a loop, a branch where the program commits on one path only, and
; cta_group::2. The output passes the checker and the LLVM verifier, its PTX passes
; ptxas, and a second run changes nothing.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll -o %t2.ll
; RUN: tail -n +2 %t.ll > %t.a
; RUN: tail -n +2 %t2.ll > %t.b
; RUN: cmp %t.a %t.b
; REQUIRES: ptxas
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --emit ptx --verify-ptx --mcpu sm_100a -o /dev/null
; The same through MLIR (MLIR 22's import of this file): one synthesis per consumer,
; the array once as an llvm.mlir.global, the output checks clean, translates and
; assembles, and a second run changes nothing.
; RUN: mlir-translate --import-llvm %s -o %t.in.mlir
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.in.mlir --remarks -o %t.mlir 2> %t.mlir.remarks
; RUN: FileCheck --check-prefix=MLIR-REMARK %s < %t.mlir.remarks
; RUN: FileCheck --check-prefix=MLIR %s < %t.mlir
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.mlir
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.mlir -o %t2.mlir
; RUN: cmp %t.mlir %t2.mlir
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.in.mlir --emit ptx --verify-ptx --mcpu sm_100a -o /dev/null
; MLIR-REMARK-COUNT-3: remark: inserted tcgen05.commit + mbarrier wait on a pass-owned barrier [R-MMA-DONE]
; MLIR-REMARK-NOT: pass-owned barrier
; MLIR: llvm.mlir.global internal @__tcgen05_opt_bar() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1024 x i64>
; MLIR-NOT: llvm.mlir.global internal @__tcgen05_opt_bar
; MLIR: llvm.func ptx_kernelcc @loop(
; MLIR: llvm.inline_asm has_side_effects "{{.*}}%tid.z
; MLIR: llvm.inline_asm has_side_effects "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];"
; MLIR: llvm.func ptx_kernelcc @cta2(
; MLIR: llvm.inline_asm has_side_effects "tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [$0];"
; One synthesis per consumer, with the cta_group of the op it completes.
; REMARK: remark: inserted tcgen05.commit + mbarrier wait on a pass-owned barrier [R-MMA-DONE]: `%v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1{{.*}}(cta_group::1;
; REMARK: remark: inserted tcgen05.commit + mbarrier wait on a pass-owned barrier [R-MMA-DONE]: `%w = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1{{.*}}(cta_group::1;
; REMARK: remark: inserted tcgen05.commit + mbarrier wait on a pass-owned barrier [R-MMA-DONE]: `call void @llvm.nvvm.tcgen05.dealloc.cg2{{.*}}(cta_group::2;
; One array for the module.
; CHECK: @__tcgen05_opt_bar = internal addrspace(3) global [1024 x i64] undef, align 8
; CHECK-NOT: @__tcgen05_opt_bar
target triple = "nvptx64-nvidia-cuda"

; The MMAs of the loop are pipelined (same accumulator and shape): nothing between
; them; the completion is inserted once, after the loop, before the load.
; CHECK-LABEL: define ptx_kernel void @loop(
define ptx_kernel void @loop(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %n) {
entry:
  br label %body
; CHECK: body:
; CHECK-NEXT: phi
; CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.shared
; CHECK-NOT: asm
; CHECK: exit:
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
; CHECK-NEXT: mbarrier.try_wait.parity
; CHECK-NEXT: mbarrier.inval
; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
; CHECK-NEXT: %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 true, i32 0, i32 1, i32 0)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %body, label %exit
exit:
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %d, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

; The program commits and waits only when %c; at the join no commit tracks the MMA
; on the other path, so the completion is synthesised before the load (on the path
; that committed, the new commit tracks nothing outstanding and arrives at once).
; CHECK-LABEL: define ptx_kernel void @branch(
; CHECK: join:
; CHECK-NEXT: call i32 asm sideeffect "{{.*}}%tid.z
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
; CHECK: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
; CHECK-NEXT: %w = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
define ptx_kernel void @branch(ptr addrspace(6) %d, i64 %a, i64 %b, i1 %c, ptr addrspace(3) %bar) {
entry:
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  br i1 %c, label %commit, label %join
commit:
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %bar)
  call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "l,r"(ptr addrspace(3) %bar, i32 0)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  br label %join
join:
  %w = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %d, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

; cta_group::2: the MMA of the pair and the dealloc of its accumulator. The commit
; has the MMA's cta_group, so it tracks the thread's cta_group::2 ops, and arrives on
; this CTA's own slot; the dealloc after the wait needs fence::after (R-DEALLOC).
; CHECK-LABEL: define ptx_kernel void @cta2(
; CHECK: call void @llvm.nvvm.tcgen05.mma.shared
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64
; CHECK: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
; CHECK-NEXT: call void @llvm.nvvm.tcgen05.dealloc.cg2
define ptx_kernel void @cta2(ptr addrspace(6) %d, i64 %a, i64 %b) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 2, i32 0)
  call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %d, i32 128)
  ret void
}

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6), i32)
