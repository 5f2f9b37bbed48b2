; bar.warp.sync (llvm.nvvm.bar.warp.sync) synchronizes the lanes of one warp, not the
; CTA: warp 0's tcgen05.st and the other warps' tcgen05.ld of the same TMEM have no
; thread synchronization between them (S-MISSING), in both readings. With a CTA
; barrier in its place there is none.
; RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: %expect-exit 1 %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s 2> %t.strict
; RUN: FileCheck %s < %t.strict
target triple = "nvptx64-nvidia-cuda"

; CHECK: warp-sync.ll:@warp_sync:{{[0-9]+}}: error: tcgen05.ld may conflict with an earlier TMEM access by other threads {{.*}}[S-MISSING]
; CHECK-NOT: [S-MISSING]
define ptx_kernel void @warp_sync(ptr addrspace(6) %t, i32 %v) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w0 = icmp ult i32 %tid, 32
  call void asm sideeffect "@$2 tcgen05.st.sync.aligned.32x32b.x1.b32 [$0], {$1};", "r,r,b"(ptr addrspace(6) %t, i32 %v, i1 %w0)
  call void asm sideeffect "@$0 tcgen05.wait::st.sync.aligned;", "b"(i1 %w0)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %r = call i32 asm sideeffect "@!$2 tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];", "=r,r,b"(ptr addrspace(6) %t, i1 %w0)
  call void asm sideeffect "@!$0 tcgen05.wait::ld.sync.aligned;", "b"(i1 %w0)
  ret void
}

define ptx_kernel void @cta_barrier(ptr addrspace(6) %t, i32 %v) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w0 = icmp ult i32 %tid, 32
  call void asm sideeffect "@$2 tcgen05.st.sync.aligned.32x32b.x1.b32 [$0], {$1};", "r,r,b"(ptr addrspace(6) %t, i32 %v, i1 %w0)
  call void asm sideeffect "@$0 tcgen05.wait::st.sync.aligned;", "b"(i1 %w0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %r = call i32 asm sideeffect "@!$2 tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];", "=r,r,b"(ptr addrspace(6) %t, i1 %w0)
  call void asm sideeffect "@!$0 tcgen05.wait::ld.sync.aligned;", "b"(i1 %w0)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
