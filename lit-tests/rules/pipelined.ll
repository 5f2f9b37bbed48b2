; PIPE (9.7.16.6.2, 9.7.16.6.4.1): pipelined pairs in one thread need nothing. Two
; MMAs with the same accumulator, kind and shape; the commit that tracks them. Nothing
; is inserted and the pass reports no hazard.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2>&1 | count 0
; (Issue granularity is not the subject here: G-SINGLE warnings are dropped.)
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s 2>&1 | sed '/G-SINGLE/d' | count 0
; Nothing to insert under the default readings either.
; RUN: %tcgen05-opt %s --remarks -o %t.default.ll 2>&1 | count 0
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mma_chain(ptr addrspace(6) %d, ptr addrspace(3) %bar, i64 %a0, i64 %b0, i64 %a1, i64 %b1) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a0, i64 %b0, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a1, i64 %b1, i32 136380432, i1 true, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %bar)
  ret void
}

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
