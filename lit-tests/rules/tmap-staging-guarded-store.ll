; The tensormap-zeroing stores of ptx/tmap-staging-guarded-store.ptx in LLVM IR, as
; Triton writes them: inline asm `@$2 st.shared::cta.b32 [ $0 + 0 ], $1;` with the
; guard `(tid & 127) < 32` as an i1 operand and the address `global_smem + 4 * (tid
; & 127)`, then `tensormap.cp_fenceproxy` from `global_smem`. The front end writes
; the guard's comparison, the special register and the copy's source for the same
; analysis as PTX: the stores stay inside the copy's 128 bytes, which no async-proxy
; reader reads, though the MMA's descriptors are unbounded (tutorial 09's descriptor
; GEMMs in IR: 9 and 20 false R-PROXY). A stored pointer counts 8 bytes: one at +64
; is inside too.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: the guard lets 33 threads store: 4 bytes past the tensormap.
; RUN: sed -e 's/icmp ult i32 %%t, 32/icmp ult i32 %%t, 33/' %s > %t.wide.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.wide.ll 2> %t.wide
; RUN: FileCheck --check-prefix=PROXY %s < %t.wide
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: the copy reads 64 bytes further on than the stores go.
; RUN: sed -e 's/ptr addrspace(3) @global_smem, i1 %%p)/ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 64), i1 %%p)/' %s > %t.moved.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.moved.ll 2> %t.moved
; RUN: FileCheck --check-prefix=PROXY %s < %t.moved
; Negative: the pointer at +124 ends 4 bytes past the tensormap.
; RUN: sed -e 's/@global_smem, i32 64), align 8/@global_smem, i32 124), align 4/' %s > %t.ptr.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.ptr.ll 2> %t.ptr
; RUN: FileCheck --check-prefix=PROXY %s < %t.ptr
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @k(ptr addrspace(1) %tmap, i64 %a, i64 %b, ptr addrspace(6) %d) {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = and i32 %tid, 127
  %p = icmp ult i32 %t, 32
  %slot = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %t
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %slot, i32 0, i1 %p)
  store ptr addrspace(1) %tmap, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 64), align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %tmap, ptr addrspace(3) @global_smem, i1 %p)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, 1;", "r,l,l,r"(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136314896)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
