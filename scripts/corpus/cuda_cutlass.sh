#!/usr/bin/env bash
# CUDA C++ producer of the real-kernel corpus: compile scripts/corpus/cuda/sm100_gemm.cu
# (our own source over the CUTLASS C++ headers of the PyPI package nvidia-cutlass) once per
# configuration with nvcc -ptx -arch=sm_100a. Output: testdata/corpus/cuda/<config>.ptx.
#
# With CORPUS_CLANG=1 it also tries Debian's clang-22 in CUDA device-only mode for LLVM IR
# (<config>.ll). Off by default because it does not work with these headers: CUTLASS 4.2
# turns its SM100 code off under clang (cutlass/arch/config.h: !CUTLASS_CLANG_CUDA), and
# forcing CUTLASS_ARCH_MMA_SM100A_ENABLED on makes clang reject inline asm in
# cute/arch/copy_sm100.hpp (tcgen05.cp operands without a separating comma, which nvcc takes).
#
# Usage: scripts/corpus/cuda_cutlass.sh [OUTDIR]   (after scripts/setup --corpus)
# Env: CORPUS_CUDA_HOME (default .tools/cuda), CORPUS_CUTLASS_INCLUDE (default: the
#      include directory of nvidia-cutlass in .tools/corpus-venv), CORPUS_CONFIGS.
set -uo pipefail
cd "$(dirname "$0")/../.."
out=${1:-testdata/corpus/cuda}
cuda=${CORPUS_CUDA_HOME:-.tools/cuda}
inc=${CORPUS_CUTLASS_INCLUDE:-$(ls -d .tools/corpus-venv/lib/python3*/site-packages/cutlass_library/source/include 2>/dev/null | head -n1)}
src=scripts/corpus/cuda/sm100_gemm.cu
configs=${CORPUS_CONFIGS:-"f16_1sm bf16_2sm f8_1sm_cluster mxf8_blockscaled nvf4_blockscaled"}
[ -x "$cuda/bin/nvcc" ] || { echo "cuda: no nvcc in $cuda (run scripts/setup --corpus)" >&2; exit 1; }
[ -n "$inc" ] && [ -f "$inc/cutlass/cutlass.h" ] || { echo "cuda: CUTLASS headers not found (run scripts/setup --corpus)" >&2; exit 1; }
mkdir -p "$out"
fail=0
for c in $configs; do
  macro="CORPUS_$(echo "$c" | tr a-z A-Z)"
  if nice "$cuda/bin/nvcc" -ptx -arch=sm_100a -std=c++17 --expt-relaxed-constexpr -O3 \
       -I"$inc" -D"$macro" "$src" -o "$out/$c.ptx" 2>"/tmp/corpus-nvcc-$c.log"; then
    echo "cuda $c: wrote $c.ptx (nvcc $("$cuda/bin/nvcc" --version | sed -n 's/.*release \([0-9.]*\).*/\1/p'))"
  else
    fail=1; rm -f "$out/$c.ptx"
    echo "cuda $c: nvcc failed: $(grep -m1 -i error "/tmp/corpus-nvcc-$c.log")"
  fi
  # LLVM IR of the same source: clang-22 in CUDA mode, device side only.
  if [ "${CORPUS_CLANG:-0}" = 1 ] && command -v clang++-22 >/dev/null; then
    if nice clang++-22 -x cuda --cuda-gpu-arch=sm_100a --cuda-device-only --cuda-path="$cuda" \
         --no-cuda-version-check -std=c++17 -O3 -S -emit-llvm -isystem "$cuda/include/cccl" \
         -I"$inc" -D"$macro" -DCUTLASS_ARCH_MMA_SM100_SUPPORTED=1 -DCUTLASS_ARCH_MMA_SM100_ENABLED=1 \
         -DCUTLASS_ARCH_MMA_SM100A_ENABLED=1 -Wno-unknown-cuda-version -w \
         "$src" -o "$out/$c.ll" 2>"/tmp/corpus-clang-$c.log"; then
      echo "cuda $c: wrote $c.ll (clang 22)"
    else
      rm -f "$out/$c.ll"
      echo "cuda $c: clang-22 failed: $(grep -m1 'error' "/tmp/corpus-clang-$c.log")"
    fi
  fi
done
exit $fail
