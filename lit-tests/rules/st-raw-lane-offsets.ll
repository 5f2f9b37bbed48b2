; ptx/st-raw-lane-offsets.ptx in LLVM IR, as Triton's attention writes it: P stored
; at `base + ((warp << 21) & 0x600000) + ((warp & 4) << 18) + 192` and S loaded at
; `base + ((warp << 21) & 0x600000) + ((warp & 4) << 4)`, base loaded once in the
; entry block, no tcgen05.wait::st between (tutorial 06 IR: 3 / 2 false R-ST-RAW).
; Addends bounded by their known bits give both accesses wide descriptions from
; the base (those with 16 low zero bits in lanes): columns 192.. and ..127. No R-ST-RAW.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-ST-RAW
; Negative: the load's column offset reaches 256.
; RUN: sed -e 's/%%col = shl i32 %%w4, 4/%%col = shl i32 %%w4, 6/' %s > %t.cols.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.cols.ll 2> %t.cols
; RUN: FileCheck --check-prefix=RAW %s < %t.cols
; RAW: error: tensor memory access may overlap an earlier tcgen05.st{{.*}}[R-ST-RAW]
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @k(i32 %n) "nvvm.reqntid"="256" {
entry:
  %base = load i32, ptr addrspace(3) @global_smem, align 16
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %sh = shl i32 %warp, 21
  %lane = and i32 %sh, 6291456
  %w4 = and i32 %warp, 4
  %col = shl i32 %w4, 4
  %lane2 = shl i32 %w4, 18
  %row = add i32 %lane, %base
  %ld.addr = add i32 %row, %col
  %p.base = add i32 %base, 192
  %p.row = add i32 %lane, %p.base
  %st.addr = add i32 %p.row, %lane2
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void asm sideeffect "tcgen05.st.sync.aligned.16x32bx2.x2.b32 [$0], 16, {$1, $1};", "r,r"(i32 %st.addr, i32 %i)
  %v = call { i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x2.b32 {$0, $1}, [$2];", "=r,=r,r"(i32 %ld.addr)
  call void asm sideeffect "tcgen05.wait::ld.sync.aligned;", ""()
  call void asm sideeffect "tcgen05.wait::st.sync.aligned;", ""()
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
