"""Generic driver: lower JAX programs that contain Mosaic GPU kernels for the
'cuda' platform on a CPU-only host (arch forced to sm_100), capture every
serialized Mosaic GPU module handed to the mosaic_gpu_v2 custom call, and
compile each one in a subprocess (compile_one.py) via MosaicGpuCompile."""
import io, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import mgpu_common as C
import jax
from jax.experimental.mosaic.gpu import core as mgpu_core
from jax._src.lib.mlir import ir

CAPTURED = []
_orig_serde = mgpu_core._run_serde_pass
def _spy(module, *, serialize, ir_version=None):
  m = _orig_serde(module, serialize=serialize, ir_version=ir_version)
  if serialize:
    buf = io.BytesIO(); m.operation.write_bytecode(buf, desired_version=0)
    CAPTURED.append((str(module), buf.getvalue()))
  return m
mgpu_core._run_serde_pass = _spy

def lower_cuda(f, *args):
  return jax.jit(f).trace(*args).lower(lowering_platforms=("cuda",))

def save(name):
  os.makedirs("out/bytecode", exist_ok=True)
  paths = []
  for i, (txt, b) in enumerate(CAPTURED):
    n = name if len(CAPTURED) == 1 else f"{name}_{i}"
    open(f"out/bytecode/{n}.input.mlir", "w").write(txt)
    open(f"out/bytecode/{n}.mlirbc", "wb").write(b)
    paths.append(n)
  CAPTURED.clear()
  print("captured:", paths)
  return paths
