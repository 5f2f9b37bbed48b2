; R-MMA-DONE where no completion can be synthesised: thread 0 issues the MMA (a
; branch on %tid.x == 0) and every thread loads the accumulator after the join. A
; commit tracks only the executing thread's ops, so only a thread synchronization
; the program does not have would help the other threads: the error stays, the
; insert mode exits 1 and writes nothing.
; RUN: %expect-exit 1 %tcgen05-opt %s -o %t.ll 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ll
; The same through MLIR: the error stays, nothing is written.
; RUN: mlir-translate --import-llvm %s -o %t.in.mlir
; RUN: %expect-exit 1 %tcgen05-opt %t.in.mlir -o %t.mlir 2> %t.mlir.err
; RUN: FileCheck %s < %t.mlir.err
; RUN: not test -e %t.mlir
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @other_thread(ptr addrspace(6) %d, i64 %a, i64 %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %issue, label %join
issue:
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  br label %join
join:
  ; CHECK: error: {{.*}}no tcgen05.commit tracks{{.*}} [R-MMA-DONE]
  ; CHECK-NEXT: note: the other end of the hazard: {{.*}}tcgen05.mma.shared
  ; CHECK-NOT: remark: inserted tcgen05.commit
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %d, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
