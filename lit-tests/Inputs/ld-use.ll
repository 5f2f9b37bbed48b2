; A tcgen05.ld whose result is read with no tcgen05.wait::ld (R-LD-USE).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @ld_use(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  %a = extractelement <2 x i32> %v, i32 0
  %b = extractelement <2 x i32> %v, i32 1
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
