#!/usr/bin/env bash
# usage: run_one.sh NAME   (needs $MOSAIC_WORK/out/bytecode/NAME.mlirbc; see README.md)
set -u
cd "$MOSAIC_WORK"
N=$1
export JAX_PLATFORMS=cpu LD_LIBRARY_PATH=$PWD/fakecuda MOSAIC_GPU_DUMP_TO=$PWD/out/dump/$N
rm -rf out/dump/$N; mkdir -p out/dump/$N out/logs mlir ll ptx
timeout 900 nice -n 10 gdb -q -batch -x scripts/dump_llvm.gdb --args venv/bin/python scripts/compile_one.py out/bytecode/$N.mlirbc > out/logs/$N.gdb.out 2> out/logs/$N.stderr
sed -n '/^=====BEGIN_LL_PREOPT=====$/,/^=====END_LL_PREOPT=====$/p' out/logs/$N.stderr | sed '1d;$d' > ll/$N.preopt.ll
sed -n '/^=====BEGIN_LL_FINAL=====$/,/^=====END_LL_FINAL=====$/p' out/logs/$N.stderr | sed '1d;$d' > ll/$N.ll
cp out/dump/$N/*.ptx ptx/$N.ptx 2>/dev/null
venv/bin/python scripts/extract.py out/dump/$N/*.mlir-passes.log mlir/$N.mlir mlir/$N.kernel.mlir >/dev/null
grep -h "MosaicGpuCompile returned\|fakecuda\|rror" out/logs/$N.stderr | grep -v "^ *;" | head -5
for f in mlir/$N.mlir mlir/$N.kernel.mlir ll/$N.preopt.ll ll/$N.ll ptx/$N.ptx; do printf '%s lines=%s tcgen05=%s\n' $f "$(wc -l < $f 2>/dev/null)" "$(grep -c tcgen05 $f 2>/dev/null)"; done
