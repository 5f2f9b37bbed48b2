; ptx/races-cta-uniform-guard.ptx in LLVM IR: a tcgen05.st guarded (inline asm
; `@$2`) by `128 * ctaid.x > 0`, a predicate with one value in the CTA, then an
; unguarded tcgen05.ld of the same cells in the same threads. The front end's
; divergence analysis (the one for counted barriers, over the whole CTA) names the
; guard CTA-uniform: no S-MISSING.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: S-MISSING
; Negative: the guard tests the thread index.
; RUN: sed -e "s/%%cta = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()/%%cta = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()/" %s > %t.tid.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.tid.ll 2> %t.tid
; RUN: FileCheck --check-prefix=RACE %s < %t.tid
; RACE: error: tcgen05.ld may conflict with an earlier TMEM access by other threads{{.*}}[S-MISSING]
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %t) "nvvm.reqntid"="128" {
entry:
  %cta = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = shl i32 %cta, 7
  %p = icmp sgt i32 %n, 0
  call void asm sideeffect "@$2 tcgen05.st.sync.aligned.32x32b.x2.b32 [$0], {$1, $1};", "r,r,b"(i32 %t, i32 %n, i1 %p)
  call void asm sideeffect "tcgen05.wait::st.sync.aligned;", ""()
  %v = call { i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x2.b32 {$0, $1}, [$2];", "=r,=r,r"(i32 %t)
  call void asm sideeffect "tcgen05.wait::ld.sync.aligned;", ""()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
