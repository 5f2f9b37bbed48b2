; 9.7.16.6.2 pair 1: `mma` -> `mma` with the same accumulator, shape and kind are
; pipelined. The shape is the instruction descriptor's N>>3 (bits 17-22) and M>>4
; (bits 24-28), compared where every bit of them is known. clang builds CUTLASS's
; block-scaled descriptors at run time around constant shape fields:
; `((sfb >> 26) & 48) | ((sfa >> 1) & 0x60000000) | 0x10400480` (the scale-factor ids
; in bits 4-5 and 29-30); the LLVM front end now reads known bits through `or`,
; `and`, shifts, `zext`/`trunc`, `select` and `phi`, as the PTX reader did
; (`lit-tests/ptx/pipe-by-value.ptx`). Both MMAs are M = 128, N = 256: no completion
; is needed between them (the previous binary reported R-MMA-DONE and refused to
; rewrite clang's CUTLASS example 72a).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: error
; The insert mode inserts nothing.
; RUN: %tcgen05-opt %s --remarks -o %t.out.ll 2> %t.remarks
; RUN: FileCheck --allow-empty --check-prefix=INSERT %s < %t.remarks
; INSERT-NOT: inserted
; Negative 1: the second descriptor's N field differs (bit 17 set): not the same
; shape, not pipelined.
; RUN: sed -e 's/%%o1, 272630912/%%o1, 272761984/' %s > %t.shape.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.shape.ll 2> %t.shape
; RUN: FileCheck --check-prefix=SHAPE %s < %t.shape
; SHAPE: error: {{.*}}[R-MMA-DONE]
; Negative 2: the mask keeps a run-time bit inside the N field (bit 17 of `sfa >> 1`):
; unknown shape.
; RUN: sed -e 's/%%x1, 1610612736$/%%x1, 1610743808/' %s > %t.mask.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.mask.ll 2> %t.mask
; RUN: FileCheck --check-prefix=SHAPE %s < %t.mask
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %d, i64 %a, i64 %b, i32 %sfa0, i32 %sfb0, i32 %sfa1, i32 %sfb1, i32 %sa, i32 %sb, ptr addrspace(3) %bar) {
  %x0 = lshr i32 %sfa0, 1
  %m0 = and i32 %x0, 1610612736
  %y0 = lshr i32 %sfb0, 26
  %n0 = and i32 %y0, 48
  %o0 = or disjoint i32 %n0, %m0
  %i0 = or disjoint i32 %o0, 272630912
  %x1 = lshr i32 %sfa1, 1
  %m1 = and i32 %x1, 1610612736
  %y1 = lshr i32 %sfb1, 26
  %n1 = and i32 %y1, 48
  %o1 = or disjoint i32 %n1, %m1
  %i1 = or disjoint i32 %o1, 272630912
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [$0], $1, $2, $3, [$5], [$6], p; \0A\09}\0A", "r,l,l,r,r,r,r"(i32 %d, i64 %a, i64 %b, i32 %i0, i32 0, i32 %sa, i32 %sb)
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [$0], $1, $2, $3, [$5], [$6], p; \0A\09}\0A", "r,l,l,r,r,r,r"(i32 %d, i64 %a, i64 %b, i32 %i1, i32 1, i32 %sa, i32 %sb)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %bar)
  ret void
}

declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
