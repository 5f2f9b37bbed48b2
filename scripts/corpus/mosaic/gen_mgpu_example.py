import os, sys
sys.path.insert(0, os.path.dirname(__file__))
import capture as K, mgpu_common as C
import jax.numpy as jnp
from jax._src.interpreters import mlir
from jax._src.lib.mlir import ir
from jax.experimental.mosaic.gpu import core as mgpu_core
# The example from the JAX source tree (tag jax-v0.10.2), not a copy: MOSAIC_JAX_SRC is
# the checkout (the wheel does not ship examples/).
sys.path.insert(0, os.path.join(os.environ["MOSAIC_JAX_SRC"], "jax/experimental/mosaic/gpu/examples"))
import matmul_blackwell as mb

name = sys.argv[1]          # mgpu_mm_<tile_n>_<c|n>_<steps>
_, _, tn, coll, steps = name.split("_")
with mlir.make_ir_context(), ir.Location.unknown():
  f = mb.build_kernel(1024, 1024, 1024, jnp.float16, tile_n=int(tn), collective=coll == "c",
                      max_concurrent_steps=int(steps), grid_tile_m=2)
  K.lower_cuda(f, jax_sds := __import__("jax").ShapeDtypeStruct((1024, 1024), jnp.float16),
               jax_sds)
K.save(name)
