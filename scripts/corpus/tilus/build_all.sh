#!/bin/bash
# Builds Tilus v0.2.0 blackwell_matmul examples v0..v6 for sm_100a, autotune schedules 0 and -1 (last) of each space.
set -u
cd "${TILUS_WORK:?set TILUS_WORK to the work directory (see README.md)}"
export PATH=$PWD/venv/lib/python3.11/site-packages/nvidia/cu13/bin:$PATH
mkdir -p work/logs
# v5's last schedule (-1) needs 250116 B of smem > 232448 B limit, so v5 uses schedule 43 instead (log name v5b).
for v in 0 1 2 3 4 5 6; do
  d=work/v$v; mkdir -p $d; S="0 -1"; L=v$v
  [ $v = 5 ] && S="0 43" && L=v5b
  ( cd $d && GEN_CACHE=cache nice -n 10 ../../venv/bin/python ../../gen.py ../../src/examples/blackwell_matmul/matmul_v$v.py BlackwellMatmulV$v $S ) > work/logs/$L.log 2>&1
  echo "v$v rc=$?"
done
