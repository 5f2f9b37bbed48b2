; A release at a cluster arrival is acquired only by a wait of its phase or a
; later one (lit-tests/ptx/proxy-cluster-arrival-phases.ptx for PTX): a thread's
; n-th arrival is in phase n, and a wait after m arrivals waits for phase m - 1.
; The kernel passes the cluster barrier in its prologue and again at the end; in
; between, the MMA warp issues and commits, and the epilogue waits for the commit
; and overwrites the operand bytes. The last arrival (after one arrival) cannot
; pair with the prologue's wait (after one), the only wait an MMA follows: the
; store needs no proxy fence (it was taken to pair with every cluster wait).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; RUN: %expect-exit 1 %tcgen05-opt --check --sync-reading=strict --ld-use=wait %s 2> %t.strict
; RUN: FileCheck --check-prefix=STRICT %s < %t.strict
; STRICT-NOT: R-PROXY
; STRICT: [R-AFTER]
; STRICT-NOT: R-PROXY
; Negative, genuinely unsafe: a persistent loop from the last wait back to the
; MMA; the next tile's MMA reads the overwritten bytes.
; RUN: sed -e 's/^  ret void$/  br label %%tile/' %s > %t.loop.ll
; RUN: grep -q 'br label %%tile' %t.loop.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.loop.ll 2> %t.loop
; RUN: FileCheck --check-prefix=PROXY %s < %t.loop
; Negative, genuinely unsafe: the epilogue skips the prologue's arrival and does
; not wait for the commit: its last arrival is its first (phase 0), which the
; MMA warp's prologue wait acquires.
; RUN: sed -e 's/^  br label %%prologue$/  br i1 %%mma.warp, label %%prologue, label %%tile/' -e 's/^  br label %%wait$/  br label %%write/' %s > %t.skip.ll
; RUN: grep -q 'label %%prologue, label %%tile' %t.skip.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.skip.ll 2> %t.skip
; RUN: FileCheck --check-prefix=PROXY %s < %t.skip
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [1024 x i32] undef, align 1024
@bar = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i1 %mma.warp, i1 %leader) {
entry:
  br label %prologue
prologue:
  call void @llvm.nvvm.barrier.cluster.arrive.aligned()
  call void @llvm.nvvm.barrier.cluster.wait.aligned()
  br label %tile
tile:
  br i1 %mma.warp, label %mma, label %epilogue
mma:
  br i1 %leader, label %issue, label %done
issue:
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @bar)
  br label %done
epilogue:
  br label %wait
wait:
  %ok = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 0)
  br i1 %ok, label %write, label %wait
write:
  store i32 7, ptr addrspace(3) @tile, align 4
  br label %done
done:
  call void @llvm.nvvm.barrier.cluster.arrive.aligned()
  call void @llvm.nvvm.barrier.cluster.wait.aligned()
  ret void
}

declare void @llvm.nvvm.barrier.cluster.arrive.aligned()
declare void @llvm.nvvm.barrier.cluster.wait.aligned()
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
