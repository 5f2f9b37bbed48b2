; R-LD-USE through code generation under the default readings (found by the random
; LLVM IR property test, seed 21, case 4499). %v is read before its wait (allowed:
; trust-register-dependency) and dead after the read on the path through %other,
; where the input's own wait completes it. The phi %s copies %v on one edge and 0 on
; the other; the register coalescer gave %s, %v and the 0 of the TMA's coordinates
; one register, so `mov.b32 %r, 0` at the top of %other wrote the loaded register
; above the wait while the load could still be writing it (before the fix the
; re-check of the emitted PTX failed: "register loaded by tcgen05.ld is overwritten
; before tcgen05.wait::ld"; RULES.md keeps an output dependency a hazard after a
; read). The pass keeps such a register live until each wait at which its load may
; be in flight and that no later read keeps live: an empty asm that uses it right
; after the wait, reached through a phi of its own (poison where the load is not in
; flight) where the load does not dominate the wait. Nothing is inserted in @keep,
; and a second run changes nothing.
; RUN: %tcgen05-opt %s -o %t.ll --remarks 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: %tcgen05-opt %s --emit ptx --verify-ptx -o %t.ptx
; RUN: FileCheck --check-prefix=PTX %s < %t.ptx
; RUN: %tcgen05-opt --check %t.ptx
; RUN: %tcgen05-opt --check %t.ll
; RUN: %tcgen05-opt %t.ll -o %t2.ll --remarks 2>&1 | count 0
; RUN: grep -v '^; ModuleID' %t.ll > %t.a
; RUN: grep -v '^; ModuleID' %t2.ll > %t.b
; RUN: diff %t.a %t.b
; The strict reading asks nothing more here and keeps the registers the same way.
; RUN: %tcgen05-opt --sync-reading=strict %s --emit ptx -o %t.strict.ptx
; RUN: %tcgen05-opt --sync-reading=strict --check %t.strict.ptx
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @keep(
; In %done the phi's copy of %v, after the wait, keeps it live already.
; CHECK: done:
; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
; CHECK-NEXT: br label %merge
; CHECK: other:
; CHECK-NEXT: %tcgen05.keep = phi i32 [ poison, %entry ], [ %v, %load ]
; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
; CHECK-NEXT: call void asm sideeffect "", "r"(i32 %tcgen05.keep)
; CHECK: merge:
; CHECK-NEXT: %s = phi i32 [ %v, %done ], [ 0, %other ]
; The loaded register is written only after the wait.
; PTX-LABEL: .entry keep(
; PTX: tcgen05.ld.sync.aligned.32x32b.x1.b32 {[[R:%r[0-9]+]]}
; PTX-NOT: mov.b32 [[R]],
; PTX: tcgen05.wait::ld.sync.aligned
@bar_a = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @keep(ptr addrspace(6) %t, ptr addrspace(3) %smem, ptr addrspace(1) %tm, i1 %p, i1 %q) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t0 = icmp eq i32 %tid, 0
  %g = addrspacecast ptr addrspace(1) %tm to ptr
  %ti = ptrtoint ptr addrspace(6) %t to i32
  br i1 %t0, label %load, label %other
load:
  %v = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];", "=r,r"(i32 %ti)
  %c = icmp eq i32 %v, 0
  br i1 %c, label %done, label %other
done:
  call void @llvm.nvvm.tcgen05.wait.ld()
  br label %merge
other:
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %smem, ptr %g, i32 0, i32 0, i64 0, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  br label %merge
merge:
  %s = phi i32 [ %v, %done ], [ 0, %other ]
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 %s, i1 false)
  call void @llvm.nvvm.tcgen05.wait.st()
  ret void
}

; @packed (random LLVM IR test, seed 21, case 4503): the load is also used whole
; (`bitcast` to i64), which code generation packs into a `.b64` right after it
; (`mov.b64 %rd, {%r2, %r3}`); a keep-alive phi of the whole `<2 x i32>` lived in
; that packed register and kept neither of the load's own, and `mov.b32 %r3, 0` at
; the loop head again overwrote the one %p shares before the wait. The kept
; register is element 1 alone, extracted right after the load; element 0 reaches no
; phi. Before the fix `--emit ptx` failed its re-check on this function too.
; The copy of 0 into %p at the loop head may overwrite %v's register while the
; previous iteration's load is in flight: a wait there (as in ld-use-phi-trust.ll).
; REMARK-NOT: @keep
; REMARK: @packed:3: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]: `the copy into %p on the edge out of %head` needs it after `%x = call
; REMARK-NOT: remark
; CHECK-LABEL: define ptx_kernel void @packed(
; CHECK: head:
; CHECK-NEXT: %tcgen05.keep{{[0-9]*}} = phi i32 [ poison, %entry ], [ [[E:%[0-9]+]], %load ]
; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
; CHECK-NEXT: call void asm sideeffect "", "r"(i32 %tcgen05.keep{{[0-9]*}})
; CHECK: load:
; CHECK-NEXT: %x = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(
; CHECK-NEXT: [[E]] = extractelement <2 x i32> %x, i32 1
; CHECK-NEXT: %v = extractelement <2 x i32> %x, i32 1
define ptx_kernel void @packed(ptr addrspace(6) %t, ptr addrspace(3) %smem, ptr addrspace(1) %tm, ptr addrspace(1) %out, i1 %c, i1 %d) {
entry:
  %g = addrspacecast ptr addrspace(1) %tm to ptr
  br label %head
head:
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %smem, ptr %g, i32 0, i32 0, i64 0, i1 false)
  br i1 %c, label %load, label %merge
load:
  %x = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  %v = extractelement <2 x i32> %x, i32 1
  %w = bitcast <2 x i32> %x to i64
  store volatile i64 %w, ptr addrspace(1) %out, align 8
  br i1 %d, label %use, label %head
use:
  call void @llvm.nvvm.tcgen05.wait.ld()
  br label %merge
merge:
  %p = phi i32 [ 0, %head ], [ %v, %use ]
  store volatile i32 %p, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1 immarg)
