; R-LD-USE and the copy into a phi of the loaded value itself (held-out Mojo 1.0.0b2
; MLA prefill, LLVM IR: 32 loaded scores join a phi with their masked versions).
; The edge %entry -> %join copies %v into %p. If code generation gives %p the
; register of %v, that copy is no move at all; otherwise it reads %v first, a true
; register dependency (9.7.16.6.4.5), and writes another register. Either way it
; cannot overwrite %v while the load is in flight, so it needs no wait under the
; default --ld-use. The copy on the other edge writes %p's register, which may be
; %v's, and is checked as before.
; RUN: %tcgen05-opt --check %s
; RUN: %tcgen05-opt %s --remarks -o /dev/null 2>&1 | count 0
; Negative: without the wait in %other, the copy of %u into %p on the edge out of
; %other may overwrite %v's register while %v is in flight.
; RUN: sed -e '/other:/{n;d}' %s > %t.nowait.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.nowait.ll 2> %t.nowait
; RUN: FileCheck --check-prefix=OVER %s < %t.nowait
; OVER: error: register loaded by tcgen05.ld is overwritten before tcgen05.wait::ld on some path
; OVER: note: the other end of the hazard: %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @own_value(ptr addrspace(6) %t, ptr addrspace(1) %out, i1 %c, i32 %x) {
entry:
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  br i1 %c, label %join, label %other
other:
  call void @llvm.nvvm.tcgen05.wait.ld()
  %u = add i32 %x, 1
  br label %join
join:
  %p = phi i32 [ %v, %entry ], [ %u, %other ]
  call void @llvm.nvvm.tcgen05.wait.ld()
  store i32 %p, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
