; R-LD-USE through code generation (found by the random LLVM IR property test): the
; wait::ld is in the loop and the read of the loaded register in a later block, so
; nothing ties the read to the wait and the backend hoists the loop-invariant compare
; above the wait (before the fix: `setp` right after the tcgen05.ld, and the
; post-codegen check failed). The pass makes every read after a wait read a copy
; made right after that wait, across blocks, merging copies with phis where paths
; differ, and never packs a loaded vector across blocks (`mov.b64 {%r1, %r2}` is a read).
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --emit ptx -o %t.ptx
; RUN: FileCheck --check-prefix=PTX %s < %t.ptx
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.ptx
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; RUN: %tcgen05-opt --sync-reading=strict %s --ld-use=trust-register-dependency -o - | FileCheck --check-prefix=TRUST %s
; Under the default readings the output checks clean and a second run inserts nothing.
; RUN: %tcgen05-opt %s -o %t.default.ll
; RUN: %tcgen05-opt --check %t.default.ll
; Its PTX passes the post-codegen re-check: in @coalesced the head's `mov.b32 %r4,
; 0` follows the latch's read of the loaded %r4 on every path from the load
; (`ptx/ld-use-read-in-predecessor.ptx`; before session 36 `--emit ptx` failed).
; RUN: %tcgen05-opt %t.default.ll --emit ptx -o %t.default.ptx
; RUN: %tcgen05-opt --check %t.default.ptx
; In @coalesced under the default readings (no copies are made), the constant's copy
; into %p on the edge out of %head may write the register code generation gives %p
; and the load %v alike, on the back edge from %load while that load is pending
; (the random LLVM IR test, seed 1314, case 1238: `mov.b32 %r15, 0` at the loop head
; over the previous iteration's `tcgen05.ld {%r15}`): a wait before it, and the
; load's registers kept live across that wait through a keep-alive phi, so the
; copy cannot be hoisted above it (`ld-use-keep-alive.ll`). The copy of %v itself
; into %p on the edge out of %use is no overwrite: it is no move when %p has %v's
; register, and a read of %v otherwise, so %use needs no wait.
; RUN: FileCheck --check-prefix=DEFAULT %s < %t.default.ll
; DEFAULT-LABEL: define ptx_kernel void @coalesced(
; Only the register the phi copies is kept, as its own element: LLVM keeps a whole
; `<2 x i32>` in a packed `.b64` (random LLVM IR test, seed 21, case 4503).
; DEFAULT: head:
; DEFAULT-NEXT: %tcgen05.keep = phi i32 [ poison, %entry ], [ [[E:%.*]], %load ]
; DEFAULT: call void @llvm.nvvm.tcgen05.wait.ld()
; DEFAULT-NEXT: call void asm sideeffect "", "r"(i32 %tcgen05.keep)
; DEFAULT-NEXT: br i1 %c, label %load, label %merge
; DEFAULT: load:
; DEFAULT-NEXT: %x = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(
; DEFAULT-NEXT: [[E]] = extractelement <2 x i32> %x, i32 1
; DEFAULT: use:
; DEFAULT-NEXT: %z = icmp eq i32 %v, 0
; DEFAULT-NEXT: br i1 %z, label %merge, label %load
; RUN: %tcgen05-opt %t.default.ll --remarks -o /dev/null 2>&1 | count 0
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @hoist(
; PTX-LABEL: .entry hoist(
; PTX: tcgen05.ld.sync.aligned.32x32b.x2.b32 {{{.*}}, [[R:%r[0-9]+]]}
; PTX-NOT: [[R]]
; PTX: tcgen05.wait::ld.sync.aligned
define ptx_kernel void @hoist(ptr addrspace(6) %t, ptr addrspace(1) %out, i1 %c) {
entry:
  %x = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  %v = extractelement <2 x i32> %x, i32 1
  br label %loop
loop:
  ; CHECK: loop:
  ; CHECK-NEXT: call void asm sideeffect "tcgen05.wait::ld.sync.aligned;"
  ; CHECK-NEXT: [[V:%.*]] = call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %v)
  call void asm sideeffect "tcgen05.wait::ld.sync.aligned;", "~{memory}"()
  store volatile i32 0, ptr addrspace(1) %out, align 4
  br i1 %c, label %body, label %exit
body:
  ; CHECK: icmp eq i32 [[V]], 0
  %z = icmp eq i32 %v, 0
  br i1 %z, label %loop, label %exit
exit:
  ret void
}

; Two waits on two paths: the read after the join takes a phi of the two copies.
; CHECK-LABEL: define ptx_kernel void @join(
define ptx_kernel void @join(ptr addrspace(6) %t, ptr addrspace(1) %out, i1 %c) {
entry:
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  br i1 %c, label %a, label %b
a:
  ; CHECK: a:
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NEXT: [[A:%.*]] = call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %v)
  call void @llvm.nvvm.tcgen05.wait.ld()
  br label %join
b:
  ; CHECK: b:
  ; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NEXT: [[B:%.*]] = call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %v)
  call void @llvm.nvvm.tcgen05.wait.ld()
  br label %join
join:
  ; CHECK: join:
  ; CHECK-NEXT: [[P:%.*]] = phi i32 [ [[A]], %a ], [ [[B]], %b ]
  ; CHECK-NEXT: store volatile i32 [[P]]
  store volatile i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; A phi of a constant and the loaded value: the copy made after the wait is a real
; `mov` into a new register, not an output tied to the load's register. With a tied
; copy the register coalescer gave the phi, the copy and the load one register, and
; the constant's `mov` at the loop head wrote it while the load of the previous
; iteration was still pending on the back edge (before the fix: the post-codegen
; check failed; found by the random LLVM IR property test).
; CHECK-LABEL: define ptx_kernel void @coalesced(
; CHECK: use:
; CHECK-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
; CHECK-NEXT: [[C:%.*]] = call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %v)
; CHECK: phi i32 [ 0, %head ], [ [[C]], %use ]
; PTX-LABEL: .entry coalesced(
; PTX: tcgen05.ld.sync.aligned.32x32b.x2.b32 {{{.*}}, [[L:%r[0-9]+]]}
; PTX: tcgen05.wait::ld.sync.aligned
; PTX-NOT: [[L]]
; PTX: mov.b32 {{%r[0-9]+}}, [[L]];
define ptx_kernel void @coalesced(ptr addrspace(6) %t, ptr addrspace(1) %out, i1 %c, i1 %d) {
entry:
  br label %head
head:
  call void asm sideeffect "st.volatile.global.b32 [$0], $1;", "l,r"(ptr addrspace(1) %out, i32 0)
  br i1 %c, label %load, label %merge
load:
  %x = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  %v = extractelement <2 x i32> %x, i32 1
  br i1 %d, label %use, label %head
use:
  %z = icmp eq i32 %v, 0
  br i1 %z, label %merge, label %load
merge:
  %p = phi i32 [ 0, %head ], [ %v, %use ]
  store volatile i32 %p, ptr addrspace(1) %out, align 4
  ret void
}

; Under --ld-use=trust-register-dependency a read may follow the load with no wait
; on some path; such a read is left alone (a phi of the load and a copy would be a
; register copy before the wait on that path).
; TRUST-LABEL: define ptx_kernel void @partly_waited(
define ptx_kernel void @partly_waited(ptr addrspace(6) %t, ptr addrspace(1) %out, i1 %c) {
entry:
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  br i1 %c, label %a, label %join
a:
  call void @llvm.nvvm.tcgen05.wait.ld()
  br label %join
join:
  ; TRUST: join:
  ; TRUST-NEXT: store volatile i32 %v
  store volatile i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
