; R-LD-USE and the copy into a phi on an edge out of a block that has just read the
; loaded value (clang 22's CUTLASS FMHA forward and Mojo's MLA prefill, held out:
; the softmax masks a loaded score with a `select` and joins it with the unmasked
; one in a phi). The edge %mask -> %join copies %m into %p, whose register may be
; %v's; but the `select` before it read %v (here through a second `extractelement`
; of the same element, the same register), a true register dependency that
; waited for the load's write (9.7.16.6.4.5), and the copy follows it in program
; order. So it overwrites nothing in flight: no wait under the default --ld-use.
; RUN: %tcgen05-opt --check %s
; RUN: %tcgen05-opt %s --remarks -o /dev/null 2>&1 | count 0
; RUN: %tcgen05-opt %s --emit ptx -o %t.ptx
; RUN: %tcgen05-opt --check %t.ptx
; Negative: the select reads the other element, so the copy may land in %v's
; register before the load's write of it.
; RUN: sed -e 's/%%v.again = extractelement <2 x i32> %%x, i32 0/%%v.again = extractelement <2 x i32> %%x, i32 1/' %s > %t.other.ll
; RUN: grep -q 'x, i32 1$' %t.other.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.other.ll 2> %t.other
; RUN: FileCheck --check-prefix=OVER %s < %t.other
; OVER: error: register loaded by tcgen05.ld is overwritten before tcgen05.wait::ld on some path
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @masked(ptr addrspace(6) %t, ptr addrspace(1) %out, i1 %c, i1 %d) {
entry:
  %x = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  %v = extractelement <2 x i32> %x, i32 0
  br i1 %c, label %join, label %mask
mask:
  %v.again = extractelement <2 x i32> %x, i32 0
  %m = select i1 %d, i32 %v.again, i32 -1
  br label %join
join:
  %p = phi i32 [ %v, %entry ], [ %m, %mask ]
  call void @llvm.nvvm.tcgen05.wait.ld()
  store i32 %p, ptr addrspace(1) %out, align 4
  ret void
}

declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
