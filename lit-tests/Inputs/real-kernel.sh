#!/bin/sh
# real-kernel.sh TCGEN05_OPT KERNEL_BASENAME TMPDIR [READING_FLAGS]
# READING_FLAGS (e.g. "--sync-reading=strict --ld-use=wait") go to every tcgen05-opt
# run; none means the default readings.
# The real-kernel checks of issue 3 and 5 for one committed Triton kernel:
#  1. the pass on Triton's unmodified IR: LLVM verifier (inside the pass), PTX emitted
#     and re-checked after codegen, ptxas accepts it, --check on the result is clean;
#  2. the same on the IR with every tcgen05 wait/fence and proxy fence stripped
#     (tensormap.cp_fenceproxy stays: it is the copy itself);
#  3. Triton's PTX rewritten: ptxas accepts it, --check on it is clean;
#  4. --check finds the same kinds of hazard in Triton's IR and in its PTX (R-PROXY:
#     the PTX's are a subset, see below).
set -eu
opt=$1; base=$2; tmp=$3; flags=${4:-}
here=$(dirname "$0")
mkdir -p "$tmp"
ll="$base.ll"; ptx="$base.ptx"

"$opt" $flags "$ll" -o "$tmp/pass.ll"
"$opt" $flags "$tmp/pass.ll" --emit ptx --verify-ptx -o "$tmp/pass.ptx"
"$opt" $flags --check "$tmp/pass.ll" 2>"$tmp/pass.check" || { cat "$tmp/pass.check"; exit 1; }

# Whole lines for tcgen05 waits/fences and async-proxy fences; a tensormap acquire is
# cut out of the multi-statement asm string Triton puts it in.
grep -vE 'tcgen05\.wait|tcgen05\.fence|fence\.proxy\.async' "$ll" \
  | sed -E 's/(@\$[0-9]+ )?fence\.proxy\.tensormap::generic\.acquire[^;]*;(\\0A\\09)?//' > "$tmp/stripped.ll"
if cmp -s "$ll" "$tmp/stripped.ll"; then echo "note: nothing to strip"; fi
"$opt" $flags "$tmp/stripped.ll" --remarks -o "$tmp/stripped.out.ll" 2>"$tmp/stripped.remarks"
"$opt" $flags "$tmp/stripped.out.ll" --emit ptx --verify-ptx -o "$tmp/stripped.ptx"
"$opt" $flags --check "$tmp/stripped.out.ll" 2>"$tmp/stripped.check" || { cat "$tmp/stripped.check"; exit 1; }
"$opt" $flags --check "$tmp/stripped.ptx" 2>"$tmp/stripped.ptx.check" || { cat "$tmp/stripped.ptx.check"; exit 1; }

"$opt" $flags "$ptx" --verify-ptx -o "$tmp/rewritten.ptx"
"$opt" $flags --check "$tmp/rewritten.ptx" 2>"$tmp/rewritten.check" || { cat "$tmp/rewritten.check"; exit 1; }

"$opt" $flags --check --diagnostics=json "$ll" 2>&1 | python3 "$here/hazard-summary.py" > "$tmp/ir.kinds" || true
"$opt" $flags --check --diagnostics=json "$ptx" 2>&1 | python3 "$here/hazard-summary.py" > "$tmp/ptx.kinds" || true
# R-PROXY may be missing from the PTX only: the PTX reader bounds the shared memory
# generic stores and MMA descriptors touch (a store no MMA reads needs no proxy
# fence); the LLVM front end does not yet, and reports every such store.
grep -v 'R-PROXY' "$tmp/ir.kinds" > "$tmp/ir.rest" || true
grep -v 'R-PROXY' "$tmp/ptx.kinds" > "$tmp/ptx.rest" || true
diff "$tmp/ir.rest" "$tmp/ptx.rest"
if grep -q 'R-PROXY' "$tmp/ptx.kinds" && ! grep -q 'R-PROXY' "$tmp/ir.kinds"; then
  echo "R-PROXY in the PTX, not in the IR"; exit 1
fi
echo "ok: $(basename "$base"): $(grep -c remark "$tmp/stripped.remarks") insertions after stripping"
