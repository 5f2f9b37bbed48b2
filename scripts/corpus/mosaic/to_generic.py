"""Re-print an MLIR file in generic op form using jaxlib's bundled MLIR."""
import sys
from jax._src.interpreters import mlir
from jax._src.lib.mlir import ir
from jax.experimental.mosaic.gpu import dialect  # registers mosaic_gpu
with mlir.make_ir_context() as ctx:
  ctx.allow_unregistered_dialects = False
  m = ir.Module.parse(open(sys.argv[1]).read())
  m.operation.verify()
  with open(sys.argv[2], "w") as f:
    m.operation.print(file=f, print_generic_op_form=True, enable_debug_info=len(sys.argv) > 3)
