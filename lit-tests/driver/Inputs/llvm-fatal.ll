; Valid IR the NVPTX backend cannot lower (an fp128 division needs a library call):
; LLVM reports a fatal error, which must not abort the driver.
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p) {
  %x = load fp128, ptr %p
  %y = fdiv fp128 %x, %x
  store fp128 %y, ptr %p
  ret void
}
