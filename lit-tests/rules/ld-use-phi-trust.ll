; R-LD-USE output dependency through a phi, under the default
; --ld-use=trust-register-dependency: the loaded value reaches a loop phi on the back
; edge, and code generation may give the phi (and so the other edge's copy into it)
; the load's register; the load may then complete after that copy overwrites it. The
; copy on the edge out of the loop body is therefore an overwrite of the loaded
; register: wait::ld before it under every policy (found by the random LLVM IR test,
; whose PTX re-check saw `mov.b32 %r19, 0` into a pending tcgen05.ld register).
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --check %t.ll
; RUN: %tcgen05-opt %t.ll --remarks -o /dev/null 2>&1 | count 0
; RUN: %tcgen05-opt %t.ll --emit ptx -o %t.ptx
; RUN: %tcgen05-opt --check %t.ptx
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @loop(
define ptx_kernel void @loop(ptr addrspace(6) %t, ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %acc = phi i32 [ 0, %entry ], [ %v, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store volatile i32 %acc, ptr addrspace(1) %out
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  ; CHECK: %c = icmp slt i32 %i1, %n
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NEXT: br i1 %c, label %loop, label %exit
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

; An overwrite, which no --ld-use switch changes: the remark names no reading.
; REMARK: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]: `the copy into %acc, %i on the edge out of %loop` needs it after {{.*}}`{{$}}

declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
