; R-LD-USE through a phi's register under the default --ld-use (found by the random
; LLVM IR property test, seed 20, case 1122). %v, loaded in %loop, reaches the phi
; %acc only on the edge out of %waited, after the wait; code generation may then give
; %v the phi's register (case 1122's PTX: `tcgen05.ld {%r13, %r20}` and, on the
; other edge, `mov.b32 %r20, %r4`). The edge %loop -> %loop copies %first into that
; register while the load of %v is still in flight: an output dependency, which no
; register dependency orders (9.7.16.6.4.5), so the wait is needed under every
; policy. The copy was modelled as writing only the register of the value it
; copies; a copy writes the phi's register, which any of the phi's incoming values
; may share (only under --ld-use=wait does the code-generation threading give them
; untied copies).
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; REMARK: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]: `the copy into %acc on the edge out of %loop` needs it after `%v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
; RUN: %tcgen05-opt --check %t.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.check
; RUN: FileCheck --check-prefix=CHECKED %s < %t.check
; CHECKED: error: register loaded by tcgen05.ld is overwritten before tcgen05.wait::ld on some path
; The PTX that LLVM emits for the output passes the post-codegen re-check.
; RUN: %tcgen05-opt %s --emit ptx -o %t.ptx
; RUN: %tcgen05-opt --check %t.ptx
; A phi whose other incoming values are not loaded needs nothing on that edge.
; RUN: sed -e 's/\[ %%v, %%waited \]/[ %%first, %%waited ]/' %s > %t.unloaded.ll
; RUN: %tcgen05-opt %t.unloaded.ll --remarks -o /dev/null 2>&1 | count 0
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @shared_phi(ptr addrspace(6) %t, ptr addrspace(1) %out, i1 %c, i1 %d) {
entry:
  %first = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  br label %loop
loop:
  %acc = phi i32 [ %first, %entry ], [ %first, %loop ], [ %v, %waited ]
  store volatile i32 %acc, ptr addrspace(1) %out, align 4
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  br i1 %c, label %waited, label %loop
waited:
  call void @llvm.nvvm.tcgen05.wait.ld()
  br i1 %d, label %loop, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
