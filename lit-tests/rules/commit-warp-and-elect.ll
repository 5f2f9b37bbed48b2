; Gluon's LLVM IR (triton 3.9, tutorial 06-tcgen05): warp 0, found by broadcasting the
; warp index with `llvm.nvvm.shfl.sync.idx.i32(-1, tid / 32, 0, 31)`, issues the MMA
; in inline asm under one `elect.sync`, and after a CTA barrier commits under
; `and i1 (tid / 32 == 0), elect.sync`. The commit's guard holds in the MMA's thread
; (warp 0's leader: two elect.sync of a converged warp elect the same lane), so it
; tracks the MMA: no R-MMA-DONE (lit-tests/ptx/commit-warp-and-elect.ptx in PTX).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty --check-prefix=CLEAN %s < %t.diag
; CLEAN-NOT: R-MMA-DONE
; RUN: %tcgen05-opt %s -o %t.out.ll
; RUN: %tcgen05-opt --check %t.out.ll
; In the strict reading the CTA barriers want tcgen05.fence (R-AFTER, R-BEFORE), not a
; commit; the rewrite places them and the result checks clean.
; RUN: %expect-exit 1 %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s 2> %t.strict
; RUN: FileCheck --check-prefix=STRICT %s < %t.strict
; STRICT-NOT: R-MMA-DONE
; STRICT: [R-AFTER]
; STRICT-NOT: R-MMA-DONE
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s -o %t.strict.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.strict.ll
; The same through MLIR (the llvm dialect imported by MLIR 22; the shuffle is an
; `llvm.call_intrinsic` there).
; RUN: mlir-translate --import-llvm %s -o %t.mlir
; RUN: %tcgen05-opt --check %t.mlir 2> %t.mlir.diag
; RUN: FileCheck --allow-empty --check-prefix=CLEAN %s < %t.mlir.diag
; A data-dependent conjunct instead of the elect.sync: the MMA's thread may skip it.
; RUN: sed -e 's/%%c = and i1 %%w0, %%e2/%%c = and i1 %%w0, %%flag/' %s > %t.data.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.data.ll 2> %t.data.diag
; RUN: FileCheck --check-prefix=DIAG %s < %t.data.diag
; DIAG: no tcgen05.commit tracks{{.*}} [R-MMA-DONE]
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4
@bar = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @k(i64 %a, i64 %b, i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %w0 = icmp eq i32 %warp, 0
  %flag = icmp sgt i32 %n, 4
  br i1 %w0, label %alloc, label %mid
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 128)
  br label %mid
mid:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %base = load i32, ptr addrspace(3) @slot, align 4
  %bc = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %warp, i32 0, i32 31)
  %not0 = icmp ne i32 %bc, 0
  br i1 %not0, label %after, label %mma
mma:
  %x1 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %e1 = extractvalue { i32, i1 } %x1, 1
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %base, i64 %a, i64 %b, i32 136380432, i1 false, i1 %e1)
  br label %after
after:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %x2 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %e2 = extractvalue { i32, i1 } %x2, 1
  %c = and i1 %w0, %e2
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %c, i32 ptrtoint (ptr addrspace(3) @bar to i32))
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %wait
wait:
  %done = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 0)
  br i1 %done, label %read, label %wait
read:
  %t = inttoptr i32 %base to ptr addrspace(6)
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  %e = extractelement <2 x i32> %v, i32 0
  store i32 %e, ptr addrspace(1) %out, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %w0, label %free, label %done.exit
free:
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 128)
  br label %done.exit
done.exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.wait.ld()
