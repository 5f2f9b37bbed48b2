#!/usr/bin/env python3
"""Compare the MLIR front end with the LLVM IR one on the same kernels.

Each LLVM IR file is imported with `mlir-translate --import-llvm` (into a temporary
directory) and both forms are checked with `tcgen05-opt --check --diagnostics=json`.
The script prints every file whose errors by rule differ between the two forms, and
the totals. The two front ends should agree: a difference is a fact one of them lacks
(FINDINGS.md, session 38). Files `mlir-translate` cannot read (LLVM IR newer than
LLVM 22) are listed as skipped.

Usage: python3 scripts/mlir_parity.py [--bin target/release/tcgen05-opt]
                                      [--translate /usr/lib/llvm-22/bin/mlir-translate]
                                      [FILE.ll | DIR ...]
With no FILE or DIR, it compares lit-tests/rules/*.ll. Exit code 0 always: this is a
measurement, not a test.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def errors(binary, path):
    """Errors by rule of `--check` on `path` (a Counter), or None on a read error."""
    run = subprocess.run([binary, path, "--check", "--diagnostics=json"],
                         capture_output=True, text=True, timeout=900)
    found = collections.Counter()
    for line in run.stderr.splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue
        for d in item if isinstance(item, list) else item.get("diagnostics", [item]):
            if d.get("severity") == "error":
                found[d.get("rule")] += 1
    if run.returncode not in (0, 1):
        return None
    return found


def inputs(paths):
    if not paths:
        paths = [os.path.join(REPO, "lit-tests", "rules")]
    for p in paths:
        if os.path.isdir(p):
            yield from sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith(".ll"))
        else:
            yield p


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin", default=os.path.join(REPO, "target", "release", "tcgen05-opt"))
    ap.add_argument("--translate", default="/usr/lib/llvm-22/bin/mlir-translate")
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()
    totals = {"LLVM IR": collections.Counter(), "MLIR": collections.Counter()}
    compared = differing = 0
    skipped = []
    with tempfile.TemporaryDirectory() as tmp:
        for ll in inputs(args.paths):
            mlir = os.path.join(tmp, os.path.basename(ll)[:-3] + ".mlir")
            imported = subprocess.run([args.translate, "--import-llvm", ll, "-o", mlir],
                                      capture_output=True, text=True)
            if imported.returncode != 0:
                skipped.append(os.path.basename(ll))
                continue
            a, b = errors(args.bin, ll), errors(args.bin, mlir)
            if a is None or b is None:
                skipped.append(os.path.basename(ll))
                continue
            compared += 1
            totals["LLVM IR"].update(a)
            totals["MLIR"].update(b)
            if a != b:
                differing += 1
                print(f"{os.path.basename(ll)}: LLVM IR {dict(a)} MLIR {dict(b)}")
    for form, counts in totals.items():
        print(f"total {form}: {sum(counts.values())} {dict(sorted(counts.items()))}")
    print(f"compared {compared}, differing {differing}, skipped {len(skipped)}"
          + (f": {' '.join(skipped)}" if skipped else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
