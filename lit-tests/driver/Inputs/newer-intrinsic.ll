; An intrinsic with a signature LLVM 22 does not know (as CuTe DSL's LLVM 23 IR
; has), in a module with debug info: LLVM 22's parser verifies such a module itself
; and aborts ("Broken module found") unless told not to.
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.wait.ld(i32)

define void @k() {
  call void @llvm.nvvm.tcgen05.wait.ld(i32 1)
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
