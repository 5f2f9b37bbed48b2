; R-LD-USE through a freeze (found in review): `freeze` of a tcgen05.ld result is a
; rename in the model (it reads no register in the emitted code), so the planner puts
; the wait before the first real read, after the freeze. The read must then take its
; value through a copy made after the wait, like a read of the load itself, or the
; backend may schedule it above the wait. Load threading used to recognise renames by
; its own opcode list, which lacked `freeze`, so the add read the frozen value
; directly; it now takes loads, waits and renames from the model. Under
; --ld-use=wait, the policy under which reads wait for the load.
; RUN: %tcgen05-opt --ld-use=wait %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; A second run inserts nothing: the output is complete.
; RUN: %tcgen05-opt --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; The PTX that LLVM emits for the output passes the post-codegen re-check.
; RUN: %tcgen05-opt --ld-use=wait %s --emit ptx -o %t.ptx
; RUN: %tcgen05-opt --ld-use=wait --check %t.ptx
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @frozen(
define ptx_kernel void @frozen(ptr addrspace(6) %t, ptr addrspace(1) %out) {
entry:
  ; The freeze stays where it is (before the wait, it reads no register).
  ; CHECK: %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
  ; CHECK-NEXT: %f = freeze i32 %v
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; After the wait the load is copied and the freeze re-created from the copy.
  ; CHECK-NEXT: [[C:%.*]] = call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %v)
  ; CHECK-NEXT: [[F:%.*]] = freeze i32 [[C]]
  ; The read takes the re-created freeze, so it cannot move above the wait.
  ; CHECK-NEXT: %s = add i32 [[F]], 1
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  %f = freeze i32 %v
  %s = add i32 %f, 1
  store volatile i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
