; R-LD-USE output dependency through a phi, under the default
; --ld-use=trust-register-dependency: the loaded value %v reaches the loop phi %acc
; on the back edge, and code generation may give %acc (and so the other edge's copy
; into it, `mov %r, 0`) the load's register. That copy runs on the edge out of
; %outer, which the next outer iteration reaches while the load is in flight: an
; overwrite of the loaded register, so wait::ld before it under every policy (found
; by the random LLVM IR test, whose PTX re-check saw `mov.b32 %r19, 0` into a
; pending tcgen05.ld register). The back edge's own copy of %v into %acc is no
; overwrite: no move when they share the register, a read of %v otherwise. So the
; inner loop gets no wait (session 36; before, the back edge had one too).
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
  br label %outer
outer:
  ; CHECK: outer:
  ; CHECK: %j = phi i32
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
  %j = phi i32 [ 0, %entry ], [ %j1, %latch ]
  br label %loop
loop:
  %acc = phi i32 [ 0, %outer ], [ %v, %loop ]
  %i = phi i32 [ 0, %outer ], [ %i1, %loop ]
  store volatile i32 %acc, ptr addrspace(1) %out
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  ; CHECK: %c = icmp slt i32 %i1, %n
  ; CHECK-NEXT: br i1 %c, label %loop, label %latch
  br i1 %c, label %loop, label %latch
latch:
  %j1 = add i32 %j, 1
  %d = icmp slt i32 %j1, %n
  br i1 %d, label %outer, label %exit
exit:
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

; An overwrite, which no --ld-use switch changes: the remark names no reading.
; REMARK: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]: `the copy into %acc, %i on the edge out of %outer` needs it after {{.*}}`{{$}}
; REMARK-NOT: remark

declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
