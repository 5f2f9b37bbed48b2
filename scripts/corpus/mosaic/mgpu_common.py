"""Helpers: build Mosaic GPU kernels on a CPU-only box targeting sm_100a and
compile them with the plugin's MosaicGpuCompile (fake libcuda reports cc 10.0)."""
import ctypes, io, os, sys
import jax
from jax.experimental.mosaic.gpu import core as mgpu_core

ARCH = (int(os.environ.get("FAKE_CC_MAJOR", 10)), int(os.environ.get("FAKE_CC_MINOR", 0)))
mgpu_core._infer_arch = lambda: ARCH

def module_bytes(module):
  """Same as what the custom-call lowering / torch path hands to C++."""
  module = mgpu_core._run_serde_pass(module, serialize=True, ir_version=None)
  buf = io.BytesIO()
  module.operation.write_bytecode(buf)
  return buf.getvalue()

def compile_bytes(b):
  import jax_plugins.xla_cuda13 as cuda_plugin
  dll = ctypes.CDLL(cuda_plugin._get_library_path())
  f = dll.MosaicGpuCompile
  f.argtypes = [ctypes.c_char_p, ctypes.c_int]
  f.restype = ctypes.POINTER(ctypes.c_void_p)
  # MosaicGpuCompile queries the sm version (GetSmVersion looks up the LLVM NVPTX
  # target) *before* Compile() registers the NVPTX target; under XLA that has
  # already happened. Call the plugin-internal (local symbol)
  # mosaic::gpu::EnsureLLVMNVPTXTargetIsRegistered() by address first.
  import subprocess
  syms = dict(l.split()[2::-2] for l in subprocess.run(
      ["nm", cuda_plugin._get_library_path()], capture_output=True, text=True).stdout.splitlines()
      if l.split()[-1] in ("MosaicGpuCompile", "_ZN6mosaic3gpu33EnsureLLVMNVPTXTargetIsRegisteredEv"))
  base = ctypes.cast(f, ctypes.c_void_p).value - int(syms["MosaicGpuCompile"], 16)
  ctypes.CFUNCTYPE(None)(base + int(syms["_ZN6mosaic3gpu33EnsureLLVMNVPTXTargetIsRegisteredEv"], 16))()
  r = f(b, len(b))
  print("MosaicGpuCompile returned", bool(r), file=sys.stderr)
  return r
