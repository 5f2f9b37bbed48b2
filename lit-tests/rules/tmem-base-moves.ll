; A TMEM base compared across a redefinition (RULES.md section 1, TMEM access sets):
; regions on one base compare by offset only while the base keeps its value. In SSA
; form a base changes where its definition runs again: a phi on a loop's back edge,
; or a value computed from one.
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --check %t.ll
target triple = "nvptx64-nvidia-cuda"

; Each iteration loads columns %a+32..35 and stores %a..3, then %a moves by 32: the
; next store writes what the previous load may still read (R-LD-WAR, 9.7.16.6.4.5),
; though within one iteration the two are disjoint. The store in flight is unknown
; after the move too, so the next load waits for it (R-ST-RAW), though it is 64
; columns away: the pass does not follow by how much a base moved.
; CHECK-LABEL: define ptx_kernel void @moves(
define ptx_kernel void @moves(ptr addrspace(6) %t, i32 %n) {
entry:
  br label %loop
loop:
  %a = phi ptr addrspace(6) [ %t, %entry ], [ %a.next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a32 = getelementptr i8, ptr addrspace(6) %a, i32 32
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %a32, i1 false)
  ; CHECK: call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.st.32x32b.x4
  call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %a, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i1 false)
  %a.next = getelementptr i8, ptr addrspace(6) %a, i32 32
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.wait.st()
  ret void
}

; The base is computed again in each iteration, from an argument that does not
; change: the same columns each time (the load at +32..35, the store at +0..3), so
; neither a load nor a store of one iteration overlaps one of the next: no wait in
; the loop. (A value computed by pure instructions changes only where one of its
; inputs is defined: `Function::compounds`.)
; CHECK-LABEL: define ptx_kernel void @recomputed(
define ptx_kernel void @recomputed(ptr addrspace(6) %t, i32 %stage, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %off = shl i32 %stage, 7
  %acc = getelementptr i8, ptr addrspace(6) %t, i32 %off
  %acc32 = getelementptr i8, ptr addrspace(6) %acc, i32 32
  ; CHECK: call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.st.32x32b.x4
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %acc32, i1 false)
  call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %acc, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i1 false)
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  ; CHECK-NEXT: %i.next = add i32 %i, 1
  br i1 %more, label %loop, label %done
done:
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.wait.st()
  ret void
}

; REMARK: @moves:{{.*}}inserted tcgen05.wait::st.sync.aligned [R-ST-RAW]
; REMARK: @moves:{{.*}}inserted tcgen05.wait::ld.sync.aligned [R-LD-WAR]
; REMARK-NOT: remark:

declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6), <4 x i32>, i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
