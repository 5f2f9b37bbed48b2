#!/usr/bin/env python3
"""TileLang producer of the real-kernel corpus: GEMMs written for this corpus in TileLang's
Python API, compiled for sm_100a without a GPU (TileLang writes CUDA C++ and compiles it
with nvcc; CUDA_HOME must point at a CUDA tree, .tools/cuda after scripts/setup --corpus).
The accumulator lives in tensor memory (T.alloc_tmem), so T.gemm lowers to tcgen05.mma
with an mbarrier commit. Writes testdata/corpus/tilelang/<name>.ptx.

tilelang.compile() would also link a host launcher against libcuda, which a machine
without the NVIDIA driver lacks; so this lowers with tilelang.lower() and compiles the
device source to PTX with TileLang's own nvcc helper (what JITKernel.get_ptx() does).

Usage: CUDA_HOME=.tools/cuda .tools/corpus-venv/bin/python scripts/corpus/tilelang_corpus.py [OUTDIR]
"""
import os
import sys
import traceback

import tilelang
import tilelang.language as T
from tilelang.contrib import nvcc
from tvm.target import Target

TARGET = {"kind": "cuda", "arch": "sm_100a"}


def tmem_gemm(M, N, K, block_m, block_n, block_k, dtype, accum="float32", out_dtype=None,
              stages=2, threads=128):
    """C = A @ B^T with A (M, K), B (N, K); TMA-style staged copies, TMEM accumulator."""
    out_dtype = out_dtype or dtype

    @T.prim_func
    def gemm(A: T.Tensor((M, K), dtype), B: T.Tensor((N, K), dtype),
             C: T.Tensor((M, N), out_dtype)):
        with T.Kernel(T.ceildiv(N, block_n), T.ceildiv(M, block_m), threads=threads) as (bx, by):
            a_s = T.alloc_shared((block_m, block_k), dtype)
            b_s = T.alloc_shared((block_n, block_k), dtype)
            c_tmem = T.alloc_tmem([block_m, block_n], accum)
            mbar = T.alloc_barrier(1)
            c_reg = T.alloc_fragment((block_m, block_n), accum)
            c_s = T.alloc_shared((block_m, block_n), out_dtype)
            for k in T.Pipelined(T.ceildiv(K, block_k), num_stages=stages):
                T.copy(A[by * block_m, k * block_k], a_s)
                T.copy(B[bx * block_n, k * block_k], b_s)
                T.gemm(a_s, b_s, c_tmem, transpose_B=True, mbar=mbar, clear_accum=k == 0)
            T.copy(c_tmem, c_reg)
            T.copy(c_reg, c_s)
            T.copy(c_s, C[by * block_m, bx * block_n])

    return gemm


KERNELS = {
    "gemm_f16_128x128x64": lambda: tmem_gemm(4096, 4096, 4096, 128, 128, 64, "float16"),
    "gemm_bf16_128x256x64_s3": lambda: tmem_gemm(4096, 4096, 4096, 128, 256, 64, "bfloat16",
                                                 stages=3, threads=256),
    "gemm_f8_128x128x128": lambda: tmem_gemm(4096, 4096, 4096, 128, 128, 128, "float8_e4m3fn",
                                             out_dtype="bfloat16"),
}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "testdata", "corpus", "tilelang")
    os.makedirs(out, exist_ok=True)
    failures = 0
    for name, make in KERNELS.items():
        try:
            with Target(TARGET):
                artifact = tilelang.lower(make(), target=TARGET)
                ptx = nvcc.get_ptx_from_source(artifact.kernel_source)
        except Exception as e:  # report and go on: one kernel may not compile
            failures += 1
            last = traceback.format_exception_only(type(e), e)[-1].strip().splitlines()[0]
            print(f"tilelang {name}: did not compile: {last[:300]}", flush=True)
            continue
        with open(os.path.join(out, f"{name}.ptx"), "w") as f:
            f.write(ptx)
        print(f"tilelang {name}: wrote {name}.ptx", flush=True)
    print(f"tilelang {tilelang.__version__}: {len(KERNELS) - failures} of {len(KERNELS)} kernels compiled")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
