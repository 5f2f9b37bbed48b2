; Inline-asm forms real kernels use (RULES.md section 6): Triton's predicated `@$N`
; single instructions, a cta_group::2 MMA, and CUTLASS's `{ ... }`-wrapped helpers.
; They are decoded like intrinsics; an existing CUTLASS-style wait is recognised, so
; nothing is inserted twice.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; Under the default readings the output checks clean and a second run inserts nothing.
; RUN: %tcgen05-opt %s -o %t.default.ll
; RUN: %tcgen05-opt --check %t.default.ll
; RUN: %tcgen05-opt %t.default.ll --remarks -o /dev/null 2>&1 | count 0
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @triton_style(
define ptx_kernel void @triton_style(i32 %d, i64 %a, i64 %b, i32 %bar, i1 %leader, ptr addrspace(1) %out) {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ; R-AFTER before the predicated MMA.
  ; CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NEXT: call void asm sideeffect "@$5 tcgen05.mma.cta_group::2.kind::f16
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::2.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %d, i64 %a, i64 %b, i32 136380432, i1 false, i1 %leader)
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %leader, i32 %bar)
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(i32 %bar, i32 0)
  ; After the wait, R-AFTER again before the load. The multi-register form returns a
  ; struct; the wait::ld goes before the first real read.
  ; CHECK: waitLoop
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %r = call { i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x2.b32 {$0, $1}, [$2 + 64];", "=r,=r,r"(i32 %d)
  %x = extractvalue { i32, i32 } %r, 0
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK: mul i32
  %y = mul i32 %x, 3
  store i32 %y, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @cutlass_style(
define ptx_kernel void @cutlass_style(i32 %t, ptr addrspace(1) %out) {
  %r = call i32 asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];\0A}", "=r,r"(i32 %t)
  call void asm sideeffect "{\0A\09tcgen05.wait::ld.sync.aligned; \0A}", ""()
  ; CHECK: tcgen05.wait::ld.sync.aligned
  ; CHECK-NOT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK: ret void
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

; REMARK: inserted tcgen05.fence::after_thread_sync [R-AFTER]
; REMARK: inserted tcgen05.fence::after_thread_sync [R-AFTER]
; REMARK: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]
; REMARK-NOT: {{remark|warning|error}}:

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
