; G-PAIR in LLVM IR (lit-tests/rules/gpair-uniform-skip.ptx in PTX): the cluster
; barriers are skipped when `cluster_nctaid.x * cluster_nctaid.y < 2`, a value of the
; launch shape, the same in both CTAs of a pair: both pass the barrier before the
; dealloc, or neither runs one at all (Table 48's hang needs one CTA at the barrier
; while its peer blocks in the dealloc). No G-PAIR.
; RUN: %tcgen05-opt --check %s
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s
; Negative: the skip on the CTA's rank in its cluster; the peer may be at the barrier.
; RUN: sed -e 's/call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.y()/call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()/' %s > %t.rank.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.rank.ll 2> %t.rank
; RUN: FileCheck %s < %t.rank
; CHECK: error: tcgen05.dealloc.cta_group::2 can run before the cluster barrier {{.*}}[G-PAIR]
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.y()
declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cluster.wait()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6), i32)

define ptx_kernel void @k(ptr addrspace(6) %t) {
entry:
  %x = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.y()
  %n = mul i32 %x, %y
  %one = icmp slt i32 %n, 2
  br i1 %one, label %skip1, label %arrive
arrive:
  call void @llvm.nvvm.barrier.cluster.arrive()
  br label %skip1
skip1:
  %one2 = icmp slt i32 %n, 2
  br i1 %one2, label %skip2, label %wait
wait:
  call void @llvm.nvvm.barrier.cluster.wait()
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  br label %skip2
skip2:
  call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %t, i32 32)
  ret void
}
