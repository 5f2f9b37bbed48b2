; A TMEM base compared across a redefinition (RULES.md section 1, TMEM access sets):
; regions on one base compare by offset only while the base keeps its value. In SSA
; form a base changes where its definition runs again: a phi on a loop's back edge,
; or a value computed from one. A phi stepped by a constant on its back edge
; (`%a.next = getelementptr i8, %a, 32`) moves an access in flight by that much
; (`Function::steps`); its other incoming edges redefine it.
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt --check %t.ll
target triple = "nvptx64-nvidia-cuda"

; Each iteration loads columns %a+32..35 and stores %a..3, then %a moves by 32: the
; next store writes what the previous load may still read (R-LD-WAR, 9.7.16.6.4.5),
; though within one iteration the two are disjoint. The store in flight moves with the
; phi too, and the next load (64 columns past it) needs no wait::st.
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
; The load at %a+4 never meets a later store (each is 32 columns further on): no
; wait in the loop.
; CHECK-LABEL: define ptx_kernel void @near(
define ptx_kernel void @near(ptr addrspace(6) %t, i32 %n) {
entry:
  br label %loop
loop:
  %a = phi ptr addrspace(6) [ %t, %entry ], [ %a.next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a4 = getelementptr i8, ptr addrspace(6) %a, i32 4
  ; CHECK: call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.st.32x32b.x4
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %a4, i1 false)
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

; The inner loop loads at %a and stores at %a+32, stepping %a by 32: within one
; activation the load in flight is always behind the next store. The outer loop
; starts it again at %t: the load of the last iteration (at %t + 32k) may be where
; the first store now writes (%t + 32, for k = 1). The edge from %outer resets %a, so
; the load is unknown there, and a wait::ld goes before the store (R-LD-WAR); were
; the phi a step on every edge, it would be taken as 32 columns further back.
; CHECK-LABEL: define ptx_kernel void @reentered(
define ptx_kernel void @reentered(ptr addrspace(6) %t, i32 %n, i32 %m) {
entry:
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  br label %inner
inner:
  %a = phi ptr addrspace(6) [ %t, %outer ], [ %a.next, %inner ]
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %a32 = getelementptr i8, ptr addrspace(6) %a, i32 32
  ; CHECK: call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.st.32x32b.x4
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %a, i1 false)
  call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %a32, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i1 false)
  call void @llvm.nvvm.tcgen05.wait.st()
  %a.next = getelementptr i8, ptr addrspace(6) %a, i32 32
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %inner, label %latch
latch:
  %j.next = add i32 %j, 1
  %again = icmp ult i32 %j.next, %m
  br i1 %again, label %outer, label %done
done:
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

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

; REMARK: @moves:{{.*}}inserted tcgen05.wait::ld.sync.aligned [R-LD-WAR]
; REMARK: @reentered:{{.*}}inserted tcgen05.wait::ld.sync.aligned [R-LD-WAR]
; REMARK-NOT: remark:

declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6), <4 x i32>, i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
