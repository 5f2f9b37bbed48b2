; LLVM IR as a newer LLVM (Triton 3.9's) prints it: special floats as words, a
; float's own bits as `f0x...`, and a decimal float single precision cannot hold
; (rounded by the newer parser), also as bfloat or half (Mojo's `fmul contract bfloat
; %x, 1.445310e+00`). LLVM 22's parser takes none of them.
target triple = "nvptx64-nvidia-cuda"

define float @softmax_max(float %x, <2 x float> %v) {
  %m = call float @llvm.maxnum.f32(float %x, float -inf)
  %s = fsub float -inf, %m
  %e = fmul float %s, f0x3FB8AA3B
  %w = fmul <2 x float> %v, splat (float f0x3FB8AA3B)
  %c = fcmp olt float %e, +inf
  %r = select i1 %c, float %e, float nan
  %d = fadd double 1.0, -inf
  %f = call float @llvm.fma.f32(float %r, float %x, float 1.000000e-30)
  %h = fadd float %f, 5.000000e-01
  ret float %h
}

define bfloat @scale(bfloat %x, half %y) {
  %a = fmul contract bfloat %x, 1.445310e+00
  %b = fmul half %y, 1.000000e-01
  %c = fadd bfloat %a, 5.000000e-01
  ret bfloat %c
}

declare float @llvm.maxnum.f32(float, float)
declare float @llvm.fma.f32(float, float, float)
