; An MMA whose descriptors its own inline asm builds in asm-local registers, as
; Mojo writes every MMA: `mov.b64 %rda, {$1, $2}`, and for the next K step `add.s32
; %ra, $1, 2; mov.b64 %rda, {%ra, $2}`. The MMA statement alone names `%rda`, which
; nothing outside the asm defines: its operands were unknown, so every shared write
; before a release was an operand write. The LLVM front end now hands the span
; analysis the asm's definitions of the locals an access reads, renamed per call
; (`Writer::asm_locals`), and substitutes `$k` inside `{...}` too. Held-out Mojo
; MHA and MLA LLVM IR: R-PROXY 6 or 12 -> 0 (MLA decode 7 -> 4, as its PTX).
; The epilogue stores at 163840 and above, past B's stages (98304..163839).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: the store lands in B's stages.
; RUN: sed -e 's/@smem, i32 163840$/@smem, i32 98304/' %s > %t.inside.ll
; RUN: grep -q '@smem, i32 98304$' %t.inside.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.inside.ll 2> %t.inside
; RUN: FileCheck --check-prefix=PROXY %s < %t.inside
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [196608 x i8] undef, align 1024

define ptx_kernel void @k(ptr addrspace(6) %d, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %lane = and i32 %tid, 31
  %off = shl i32 %lane, 4
  %p0 = getelementptr i8, ptr addrspace(3) @smem, i32 163840
  %p = getelementptr i8, ptr addrspace(3) %p0, i32 %off
  store <4 x i32> zeroinitializer, ptr addrspace(3) %p, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w0 = icmp eq i32 %w, 0
  br i1 %w0, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %stage = phi i32 [ 0, %entry ], [ %stage.next, %loop ]
  %soff = shl i32 %stage, 14
  %a.base = getelementptr i8, ptr addrspace(3) @smem, i32 32768
  %a.addr = getelementptr i8, ptr addrspace(3) %a.base, i32 %soff
  %b.base = getelementptr i8, ptr addrspace(3) @smem, i32 98304
  %b.addr = getelementptr i8, ptr addrspace(3) %b.base, i32 %soff
  %a.int = ptrtoint ptr addrspace(3) %a.addr to i32
  %b.int = ptrtoint ptr addrspace(3) %b.addr to i32
  %a.sh = lshr exact i32 %a.int, 4
  %b.sh = lshr exact i32 %b.int, 4
  %a.lo = and i32 %a.sh, 16383
  %b.lo = and i32 %b.sh, 16383
  call void asm sideeffect "{\0A.reg .b64 %rda;\0A.reg .b64 %rdb;\0A.reg .s32 %ra;\0Amov.b64 %rda, {$1, $2};\0Amov.b64 %rdb, {$3, $4};\0Atcgen05.mma.cta_group::1.kind::f16 [$0], %rda, %rdb, $5, 1;\0Aadd.s32 %ra, $1, 2;\0Amov.b64 %rda, {%ra, $2};\0Atcgen05.mma.cta_group::1.kind::f16 [$0], %rda, %rdb, $5, 1;\0A}", "r,r,r,r,r,r"(ptr addrspace(6) %d, i32 %a.lo, i32 1073758272, i32 %b.lo, i32 1073758272, i32 136314896)
  %stage.inc = add i32 %stage, 1
  %wrap = icmp eq i32 %stage.inc, 4
  %stage.next = select i1 %wrap, i32 0, i32 %stage.inc
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
