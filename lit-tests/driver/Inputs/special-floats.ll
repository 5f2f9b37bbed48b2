; LLVM IR as a newer LLVM (Triton 3.9's) prints it: special floats as words and a
; float's own bits as `f0x...`. LLVM 22's parser knows neither spelling.
target triple = "nvptx64-nvidia-cuda"

define float @softmax_max(float %x, <2 x float> %v) {
  %m = call float @llvm.maxnum.f32(float %x, float -inf)
  %s = fsub float -inf, %m
  %e = fmul float %s, f0x3FB8AA3B
  %w = fmul <2 x float> %v, splat (float f0x3FB8AA3B)
  %c = fcmp olt float %e, +inf
  %r = select i1 %c, float %e, float nan
  %d = fadd double 1.0, -inf
  ret float %r
}

declare float @llvm.maxnum.f32(float, float)
