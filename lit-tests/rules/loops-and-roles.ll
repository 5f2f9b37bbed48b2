; Placement (RULES.md section 4): a wait whose load is outside a loop goes in the
; preheader, once, not in the loop; a load inside the loop keeps its wait in the loop.
; Warp-specialized roles are just paths: the consumer branch gets R-AFTER and R-BEFORE,
; the producer branch only what it needs.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; Under the default readings the output checks clean and a second run inserts nothing.
; RUN: %tcgen05-opt %s -o %t.default.ll
; RUN: %tcgen05-opt --check %t.default.ll
; RUN: %tcgen05-opt %t.default.ll --remarks -o /dev/null 2>&1 | count 0
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @hoisted(
define ptx_kernel void @hoisted(ptr addrspace(6) %t, ptr addrspace(1) %out, i32 %n) {
entry:
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  ; The wait lands at the end of the preheader, before its branch; the loaded value
  ; is copied by an asm mov after it so code generation keeps the loop's
  ; reads after the wait.
  ; CHECK: %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NEXT: [[V:%.*]] = call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %v)
  ; CHECK-NEXT: br label %loop
  br label %loop
loop:
  ; CHECK: loop:
  ; CHECK-NOT: tcgen05.wait.ld
  ; CHECK: add i32 %acc, [[V]]
  ; CHECK: ret void
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  store i32 %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @in_loop(
define ptx_kernel void @in_loop(ptr addrspace(6) %t, ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  ; CHECK: loop:
  ; CHECK: call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK: add i32 %acc
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  store i32 %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

; Warp 0 issues the MMA and commits; the other warps wait, load and release.
; CHECK-LABEL: define ptx_kernel void @roles(
define ptx_kernel void @roles(ptr addrspace(6) %d, ptr addrspace(3) %full, ptr addrspace(3) %empty, i64 %a, i64 %b, i32 %phase, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %producer = icmp eq i32 %warp, 0
  br i1 %producer, label %mma, label %consumer
mma:
  ; CHECK: mma:
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.shared
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.commit.shared.cg1
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %full)
  br label %done
consumer:
  call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "l,r"(ptr addrspace(3) %full, i32 %phase)
  ; CHECK: waitLoop
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ; CHECK-NEXT: call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %d, i1 false)
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK: store i32
  store i32 %v, ptr addrspace(1) %out, align 4
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ; CHECK-NEXT: call void asm sideeffect "mbarrier.arrive
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "l"(ptr addrspace(3) %empty)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
