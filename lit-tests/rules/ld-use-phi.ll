; R-LD-USE through a phi (found by the random LLVM IR property test): a phi of a
; tcgen05.ld result is a register copy that code generation places on the incoming
; edge (here the back edge, at the loop head). The copy reads the loaded register,
; so the wait must come before the edge, not only before the later reads of the phi
; and of the load in %exit. Before the fix the wait went into %exit and the emitted
; PTX read the register before tcgen05.wait::ld (the post-codegen check failed).
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; The PTX that LLVM emits for the output passes the post-codegen re-check.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --emit ptx -o %t.ptx
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.ptx
; Under the default readings the output checks clean and a second run inserts nothing.
; RUN: %tcgen05-opt %s -o %t.default.ll
; RUN: %tcgen05-opt --check %t.default.ll
; RUN: %tcgen05-opt %t.default.ll --remarks -o /dev/null 2>&1 | count 0
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @carried(
define ptx_kernel void @carried(ptr addrspace(6) %t, ptr addrspace(1) %out, i1 %c) {
entry:
  br label %loop
loop:
  ; The phi takes the threaded copy made after the wait.
  ; CHECK: %acc = phi i32 [ 0, %entry ], [ [[V:%.*]], %loop ]
  ; CHECK-NEXT: %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NEXT: [[V]] = call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %v)
  ; CHECK-NEXT: br i1 %c
  ; REMARK: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]: `the copy into %acc on the edge out of %loop` needs it after `%v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
  %acc = phi i32 [ 0, %entry ], [ %v, %loop ]
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  br i1 %c, label %exit, label %loop
exit:
  ; CHECK: exit:
  ; CHECK-NOT: tcgen05.wait
  ; CHECK: ret void
  store volatile i32 %v, ptr addrspace(1) %out, align 4
  store volatile i32 %acc, ptr addrspace(1) %out, align 4
  ret void
}

; A phi of values that are not loaded needs nothing.
; CHECK-LABEL: define ptx_kernel void @not_loaded(
; CHECK-NOT: tcgen05.wait
; CHECK: ret void
define ptx_kernel void @not_loaded(ptr addrspace(1) %out, i32 %n, i1 %c) {
entry:
  br label %loop
loop:
  %acc = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %acc, %n
  br i1 %c, label %exit, label %loop
exit:
  store volatile i32 %acc, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
