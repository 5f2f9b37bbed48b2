; G-WARP (Table 46) on the false side of a conjunction with a CTA-rank test: clang's
; LLVM IR of CUTLASS's 2-CTA GEMMs (example 70, clang 22 in CUDA mode) sends the MMA
; warp of the pair's leader CTA one way with `br (warp == 1) && (rank == 0)` and
; allocates TMEM in warp 0 on the other side. That side holds in warp 0 of both CTAs
; whatever the rank: the alloc is not guarded by a test of the CTA's rank. A rank
; test itself splits the pair on both of its sides; `p && rank` only on its true side.
; RUN: %tcgen05-opt --check %s
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s
; Negative: the alloc on the conjunction's true side (only the leader CTA).
; RUN: sed -e 's/br i1 %%leader_mma, label %%mma, label %%other/br i1 %%leader_mma, label %%other, label %%mma/' %s > %t.true.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.true.ll 2> %t.diag
; RUN: FileCheck %s < %t.diag
; CHECK: error: tcgen05.alloc.cta_group::2 must be issued by one warp in each CTA of the pair (Table 46), but it is guarded by a test of the CTA's rank [G-WARP]
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6), i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %rank = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %w1 = icmp eq i32 %warp, 1
  %r0 = icmp eq i32 %rank, 0
  %leader_mma = and i1 %w1, %r0
  br i1 %leader_mma, label %mma, label %other
mma:
  store i32 1, ptr addrspace(1) %out
  br label %done
other:
  %w0 = icmp eq i32 %warp, 0
  br i1 %w0, label %alloc, label %done
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) @slot, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
  %a = load i32, ptr addrspace(3) @slot
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %t, i32 32)
  br label %done
done:
  ret void
}
