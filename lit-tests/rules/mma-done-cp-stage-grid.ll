; R-MMA-DONE between `tcgen05.cp` ops of one thread: cp -> cp is no pipelined pair
; (9.7.16.6.2), so two copies conflict unless their TMEM columns are disjoint.
; clang's ThunderKittens block-scaled GEMMs copy each stage's scale factors to
; `base + 256 + 16s + {0, 4, 8, 12}` and `base + 336 + 32s + {0, 4, 8, 12}` (each
; copy 4 columns), with the stage `s` a phi of `select (s + 1 == 5), 0, s + 1`, and
; `base` loaded once after an mbarrier wait (a block on no cycle, not the entry).
; Three facts make the copies disjoint:
; - the stage is in [0, 4] (`ranges.rs`: the select's false side is `s + 1`
;   without 5, its upper end; known bits give `s + 1` no bound);
; - `base`, defined in a block that runs at most once, is one value at every copy;
; - copies on one grid of step 16, 4 columns wide at offsets 0 and 4 from it,
;   meet in no execution (`TmemRegion::grids_disjoint`); clang computes `16s`
;   again for each copy, so their exact addresses are not comparable.
; The previous binary asked for commits and waits between them (clang's TK mxfp8
; GEMMs R-MMA-DONE 18, nvfp4 51; nvcc's PTX of them had none).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: error
; The insert mode inserts nothing.
; RUN: %tcgen05-opt %s --remarks -o %t.out.ll 2> %t.remarks
; RUN: FileCheck --allow-empty --check-prefix=INSERT %s < %t.remarks
; INSERT-NOT: inserted
; Negative 1: the stage wraps at 6: A's copies reach column 256 + 80 + 8, past B's start.
; RUN: sed -e 's/%%s1, 5$/%%s1, 6/' %s > %t.six.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.six.ll 2> %t.six
; RUN: FileCheck --check-prefix=DONE %s < %t.six
; DONE: error: this instruction may conflict with an earlier MMA-class tcgen05 op{{.*}}[R-MMA-DONE]
; Negative 2: B starts at column 300, inside A's range.
; RUN: sed -e 's/%%base, 336$/%%base, 300/' %s > %t.300.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.300.ll 2> %t.300
; RUN: FileCheck --check-prefix=DONE %s < %t.300
; Negative 3: the second A copy 2 columns off the grid overlaps the first.
; RUN: sed -e 's/%%sa4 = or disjoint i32 %%sa2, 4/%%sa4 = or disjoint i32 %%sa2, 2/' %s > %t.off.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.off.ll 2> %t.off
; RUN: FileCheck --check-prefix=DONE %s < %t.off
; Negative 4: `base` loaded in the loop: one value per trip, not one in all.
; RUN: sed -e '/^  %%base = load/d' -e '/^  %%a = add i32 %%base, 256$/d' -e '/^  %%b = add i32 %%base, 336$/d' -e 's/^  %%phase = and i32 %%k, 1$/&\n  %%base = load i32, ptr addrspace(3) @tmem_addr, align 4\n  %%a = add i32 %%base, 256\n  %%b = add i32 %%base, 336/' %s > %t.loop.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.loop.ll 2> %t.loop
; RUN: FileCheck --check-prefix=DONE %s < %t.loop
target triple = "nvptx64-nvidia-cuda"

@tmem_addr = internal addrspace(3) global i32 undef, align 4
@done = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @k(i64 %src, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lead = icmp eq i32 %tid, 0
  br i1 %lead, label %ready, label %exit
ready:
  %base = load i32, ptr addrspace(3) @tmem_addr, align 4
  %a = add i32 %base, 256
  %b = add i32 %base, 336
  br label %loop
loop:
  %s = phi i32 [ 0, %ready ], [ %s.next, %loop ]
  %k = phi i32 [ 0, %ready ], [ %k.next, %loop ]
  %phase = and i32 %k, 1
  call void asm sideeffect "{\0A.reg .pred P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A@P1 bra.uni DONE;\0Abra.uni LAB_WAIT;\0ADONE:\0A}\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) @done to i32), i32 %phase)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", ""()
  %sa = shl nuw nsw i32 %s, 4
  %pa0 = add i32 %sa, %a
  call void asm sideeffect "{tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;}", "r,l"(i32 %pa0, i64 %src)
  %sa2 = shl nuw nsw i32 %s, 4
  %sa4 = or disjoint i32 %sa2, 4
  %pa4 = add i32 %sa4, %a
  call void asm sideeffect "{tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;}", "r,l"(i32 %pa4, i64 %src)
  %sb = shl nuw nsw i32 %s, 5
  %pb0 = add i32 %sb, %b
  call void asm sideeffect "{tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;}", "r,l"(i32 %pb0, i64 %src)
  %sb4 = or disjoint i32 %sb, 4
  %pb4 = add i32 %sb4, %b
  call void asm sideeffect "{tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;}", "r,l"(i32 %pb4, i64 %src)
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "l"(i64 ptrtoint (ptr addrspace(3) @done to i64))
  %s1 = add nuw nsw i32 %s, 1
  %wrap = icmp eq i32 %s1, 5
  %s.next = select i1 %wrap, i32 0, i32 %s1
  %k.next = add i32 %k, 1
  %more = icmp ult i32 %k.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
