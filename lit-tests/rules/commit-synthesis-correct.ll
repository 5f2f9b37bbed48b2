; R-MMA-DONE already satisfied: the program commits to its own barrier and waits
; (Triton's one-asm wait loop), then fences and loads. Nothing is synthesised: no
; remark, no pass-owned barrier in the output.
; RUN: %tcgen05-opt %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck --allow-empty --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; REMARK-NOT: remark
; CHECK-NOT: __tcgen05_opt_bar
; The same through MLIR: nothing synthesised.
; RUN: mlir-translate --import-llvm %s -o %t.in.mlir
; RUN: %tcgen05-opt %t.in.mlir --remarks -o %t.mlir 2> %t.mlir.remarks
; RUN: FileCheck --allow-empty --check-prefix=REMARK %s < %t.mlir.remarks
; RUN: FileCheck %s < %t.mlir
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @committed(ptr addrspace(6) %d, i64 %a, i64 %b, ptr addrspace(3) %bar) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %bar)
  call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "l,r"(ptr addrspace(3) %bar, i32 0)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %d, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  ret void
}

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
