import os, sys, functools
sys.path.insert(0, os.path.dirname(__file__))
import capture as K
import jax, jax.numpy as jnp
from jax.experimental.pallas.ops.gpu import blackwell_matmul_mgpu as bm
from jax.experimental.pallas.ops.gpu import blackwell_ragged_dot_mgpu as brd

which = sys.argv[1]
S = jax.ShapeDtypeStruct
if which.startswith("pl_bw_matmul"):
  # pl_bw_matmul_<tile_n>_<collective>_<steps>
  _, _, _, tn, coll, steps = which.split("_")
  cfg = bm.TuningConfig(tile_m=128, tile_n=int(tn), tile_k=64, max_concurrent_steps=int(steps),
                        collective=coll == "c", epilogue_tile_n=32,
                        grid_minor_dim=bm.MatmulDimension.N, grid_tile_width=4)
  M, N, Kd = 1024, 1024, 1024
  K.lower_cuda(functools.partial(bm.matmul_kernel, config=cfg), S((M, Kd), jnp.float16), S((Kd, N), jnp.float16))
elif which == "pl_bw_ragged_dot":
  import types  # kernel reads jax.local_devices()[0].core_count (B200: 148 SMs)
  _ld = jax.local_devices
  brd.jax = types.SimpleNamespace(**{k: getattr(jax, k) for k in dir(jax) if not k.startswith("__")})
  brd.jax.local_devices = lambda *a, **k: [types.SimpleNamespace(core_count=148)]
  cfg = brd.TuningConfig(tile_m=128, tile_n=128, tile_k=64, max_concurrent_steps=4, collective=True,
                         grid_tile_width=8, grid_minor_dim=bm.MatmulDimension.N)
  M, N, Kd, G = 2048, 1024, 512, 4
  K.lower_cuda(functools.partial(brd.ragged_dot_kernel, config=cfg), S((M, Kd), jnp.float16),
               S((G, Kd, N), jnp.float16), S((G,), jnp.int32))
K.save(which)
