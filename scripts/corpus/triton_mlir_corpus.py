#!/usr/bin/env python3
"""Triton MLIR producer of the real-kernel corpus: compile the warp-specialized kernels
of scripts/corpus/triton_corpus.py with triton==3.9.0 on a CPU-only machine and write
the `llvm`-dialect module that Triton's `llir` stage hands to `llvm.to_module` (its
translation to LLVM IR: after Triton's own MLIR passes, before libdevice is linked and
before LLVM optimizes anything) to testdata/corpus/triton_mlir/<name>.mlir, exactly as
`str(module)` prints it (with debug locations, so `nvvm.barrier loc(#loc)` and the like,
which MLIR 22 itself cannot parse back, are kept).

This is the input tcgen05-sync's MLIR front end gets when a kernel compiler runs it on
the `llvm` dialect. The module is captured by wrapping
`triton.backends.nvidia.compiler.llvm.to_module` (a pybind function, replaced for this
process only); nothing else of Triton is changed.

Usage: python scripts/corpus/triton_mlir_corpus.py [OUTDIR]   (python of .tools/venv)
Prints one line per kernel; a kernel that does not compile is reported and skipped.
"""
import os
import sys

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import triton  # noqa: E402
import triton.backends.nvidia.compiler as nvidia  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402

import triton_corpus  # noqa: E402

# The warp-specialized kernels: partitions, group barriers, warp syncs and
# elect-guarded MMAs, where Triton's unoptimized MLIR differs most from its LLVM IR.
NAMES = ["attention_ws", "persistent_ws_matmul", "device_tma_ws_matmul", "fp8_ws_matmul"]


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "..", "testdata", "corpus", "triton_mlir")
    os.makedirs(out_dir, exist_ok=True)
    captured = {}
    to_module = nvidia.llvm.to_module

    def capture(mod, *args, **kwargs):
        captured["mlir"] = str(mod)
        return to_module(mod, *args, **kwargs)

    nvidia.llvm.to_module = capture
    failures = 0
    for name in NAMES:
        fn, signature, constexprs, options = triton_corpus.KERNELS[name]
        captured.clear()
        try:
            src = ASTSource(fn=fn, signature=signature, constexprs=constexprs)
            triton.compile(src, target=triton_corpus.TARGET, options={"num_warps": 4, **options})
        except Exception as e:  # report and continue: one kernel may not compile
            failures += 1
            first = str(e).splitlines()[0] if str(e) else ""
            print(f"triton_mlir {name}: did not compile: {type(e).__name__}: {first}")
            continue
        if "mlir" not in captured:
            failures += 1
            print(f"triton_mlir {name}: no module reached llvm.to_module")
            continue
        path = os.path.join(out_dir, f"{name}.mlir")
        with open(path, "w") as f:
            f.write(captured["mlir"])
        print(f"triton_mlir {name}: {path} ({len(captured['mlir'])} bytes)")
    print(f"triton {triton.__version__}: {len(NAMES) - failures} of {len(NAMES)} kernels captured")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
