; R-PROXY across threads pairs a CTA barrier's release only with barriers of the same
; number (lit-tests/ptx/proxy-publish.ptx for PTX). In LLVM IR the number is the
; intrinsic's first argument: the epilogue hands its staging tile to the other epilogue
; warps through named barrier 3, which no MMA follows; the MMA follows barrier 0 (with a
; thread count: an aligned barrier of all threads pairs with no other instruction). No
; proxy fence is needed for the staging store (it was, while every barrier intrinsic
; was read as barrier 0).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: the epilogue's barrier is barrier 0, which the MMA warp passes first.
; RUN: sed -e 's/barrier.cta.sync.aligned.count(i32 3, i32 128)/barrier.cta.sync.aligned.count(i32 0, i32 128)/' %s > %t.zero.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.zero.ll 2> %t.zero
; RUN: FileCheck --check-prefix=PROXY %s < %t.zero
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; With the MMA warp's barrier 0 aligned and of all threads (`.aligned.all`), each of
; its instances completes with every thread at that call (PTX ISA 9.7.13.1): the
; epilogue's barrier 0 cannot pair with it. Clean.
; RUN: sed -e 's/barrier.cta.sync.aligned.count(i32 3, i32 128)/barrier.cta.sync.aligned.count(i32 0, i32 128)/' -e 's/barrier.cta.sync.aligned.count(i32 0, i32 160)/barrier.cta.sync.aligned.all(i32 0)/' %s > %t.all.ll
; RUN: %tcgen05-opt --check %t.all.ll 2> %t.all
; RUN: FileCheck --allow-empty %s < %t.all
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(6) %d, ptr addrspace(3) %tile, i64 %a, i64 %b, i1 %mma.warp, i1 %leader) {
entry:
  br i1 %mma.warp, label %mma, label %epilogue
mma:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 160)
  br i1 %leader, label %issue, label %done
issue:
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %tile)
  br label %done
epilogue:
  store i32 7, ptr addrspace(3) %tile, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 128)
  br label %done
done:
  ret void
}

declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
