; Inline asm that needs PTX ISA 9.2 (Triton 3.9's mxfp4 unpacking in its
; triton_kernels matmuls): LLVM 22's NVPTX backend writes `.version` 9.0 at most.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @unpack(ptr addrspace(1) %out, i32 %packed) {
  %r = call { i32, i32, i32, i32 } asm "{\0A.reg .b8 b<4>;\0Amov.b32 {b0, b1, b2, b3}, $4;\0Acvt.rn.bf16x2.e2m1x2 $0, b0;\0Acvt.rn.bf16x2.e2m1x2 $1, b1;\0Acvt.rn.bf16x2.e2m1x2 $2, b2;\0Acvt.rn.bf16x2.e2m1x2 $3, b3;\0A}", "=r,=r,=r,=r,r"(i32 %packed)
  %a = extractvalue { i32, i32, i32, i32 } %r, 0
  store i32 %a, ptr addrspace(1) %out, align 4
  ret void
}
