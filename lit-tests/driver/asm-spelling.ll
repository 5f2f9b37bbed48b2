; CUTLASS-style inline asm is read with the PTX lexer: string pieces concatenated
; without blanks give `b32{$0, $1},[$2]`, comments may sit between operands, and a
; statement may span lines. ptxas accepts all of it, so the LLVM front end must too.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.ll
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define i32 @cutlass_ld(
define i32 @cutlass_ld(i32 %taddr) {
  %r = call { i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x2.b32{$0, /* hi */ $1},\0A\09[$2];", "=r,=r,r"(i32 %taddr)
  %lo = extractvalue { i32, i32 } %r, 0
  %hi = extractvalue { i32, i32 } %r, 1
  ; Why: the sum reads the loaded registers, so the wait must come first (R-LD-USE);
  ; the load was recognised although its opcode runs into `{`.
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK: add i32
  %s = add i32 %lo, %hi
  ret i32 %s
}
; REMARK: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]
