; clang 22 marks fast-math float arguments `nofpclass(nan inf)` (held-out
; ThunderKittens through clang 22: every kernel with a float parameter). The words in
; the list name classes of values, not values: the newer-LLVM float normalization
; (driver/newer-llvm.test) rewrote them into hex floats after the parameter's type,
; and LLVM 22's parser, which reads the file fine as written, then refused it.
; RUN: %tcgen05-opt --check %s
; RUN: %tcgen05-opt %s -o - | FileCheck %s
; CHECK: define void @fill(float noundef nofpclass(nan inf) %x, float nofpclass(nan) %y, float %z)
; A special float after a type elsewhere on the line is still rewritten.
; CHECK: fadd float %y, 0xFFF0000000000000
target triple = "nvptx64-nvidia-cuda"

define void @fill(float noundef nofpclass(nan inf) %x, float nofpclass(nan) %y, float %z) {
  %a = fadd float %x, %z
  %b = fadd float %y, -inf
  ret void
}
