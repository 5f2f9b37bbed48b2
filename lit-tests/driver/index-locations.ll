; Without debug info an LLVM IR location is the function and the index of the LLVM
; instruction in it, counted from 0 (INTERFACE.md). The model adds an instruction for
; the copies of a successor's phis at the end of a block (a register move in code
; generation), and an inline-asm call yields one model instruction per statement;
; neither may shift the index: the copies count as the terminator, every statement
; as its call. Here `entry` and `loop` both end with phi copies, and the read of the
; loaded register is the second statement of the asm call at index 7; the index
; was 10 (and the load's 3) before.
; RUN: %expect-exit 1 %tcgen05-opt --check --ld-use=wait %s 2> %t.diag
; RUN: FileCheck %s < %t.diag
target triple = "nvptx64-nvidia-cuda"

; CHECK: index-locations.ll:@k:7: error: register loaded by tcgen05.ld is read before tcgen05.wait::ld {{.*}}[R-LD-USE]
; CHECK-NEXT: index-locations.ll:@k:2: note: the other end of the hazard: %v = call <2 x i32> @llvm.nvvm.tcgen05.ld
define ptx_kernel void @k(ptr addrspace(6) %t, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  %x = extractelement <2 x i32> %v, i32 0
  call void asm sideeffect "bar.sync 0;\0A\09st.global.b32 [$1], $0;", "r,l"(i32 %x, ptr addrspace(1) null)
  ret void
}

declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
