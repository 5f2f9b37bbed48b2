#!/bin/sh
# llc-roundtrip.sh TCGEN05_OPT INPUT.ll TMPDIR [READING_FLAGS]
# READING_FLAGS (one word list, e.g. "--sync-reading=strict --ld-use=wait") go to every
# tcgen05-opt run; none means the default readings.
# PTX front end on llc's output of an unsynchronized LLVM test, for each Blackwell
# target: --check finds the hazards (exit 1), the rewrite assembles with ptxas for that
# target, and --check on the rewrite is clean; a second rewrite changes nothing.
set -eu
opt=$1; input=$2; tmp=$3; flags=${4:-}
mkdir -p "$tmp"
for target in sm_100a:+ptx88 sm_103a:+ptx88 sm_110a:+ptx90; do
  mcpu=${target%%:*}; mattr=${target#*:}
  llc -mtriple=nvptx64-nvidia-cuda -mcpu="$mcpu" -mattr="$mattr" "$input" -o "$tmp/$mcpu.ptx"
  if "$opt" $flags --check "$tmp/$mcpu.ptx" 2>"$tmp/$mcpu.before"; then
    echo "expected hazards in llc output for $mcpu"; exit 1
  fi
  "$opt" $flags "$tmp/$mcpu.ptx" --mcpu "$mcpu" --verify-ptx -o "$tmp/$mcpu.fixed.ptx"
  "$opt" $flags --check "$tmp/$mcpu.fixed.ptx"
  "$opt" $flags "$tmp/$mcpu.fixed.ptx" -o "$tmp/$mcpu.again.ptx"
  cmp "$tmp/$mcpu.fixed.ptx" "$tmp/$mcpu.again.ptx"
done
echo "ok: $(basename "$input")"
