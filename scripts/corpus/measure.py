#!/usr/bin/env python3
"""Measure the current tcgen05-opt on every corpus file and write testdata/corpus/BASELINE.md.

For each testdata/corpus/<producer>/<file>.ptx|.ll|.mlir (sorted), it records:
  - for PTX, whether `ptxas -arch=sm_100a FILE -o /dev/null` accepts it;
  - `tcgen05-opt --check --diagnostics=json FILE`: the exit code and the count of
    diagnostics per rule id, or, when the file cannot be read, the read error;
  - the exit code of the plain pass `tcgen05-opt FILE -o /dev/null`.
Each run has a time limit (--timeout, default 120 s); a run that hits it is reported as such.
The output depends only on the corpus, the binary and ptxas, so re-running it on the same
tree gives the same file (no timings, no dates).

Usage: python3 scripts/corpus/measure.py [--bin target/debug/tcgen05-opt] [--ptxas .tools/bin/ptxas]
                                         [--timeout 120] [--out testdata/corpus/BASELINE.md]
"""
import argparse
import collections
import json
import os
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
CORPUS = "testdata/corpus"
EXTENSIONS = (".ptx", ".ll", ".mlir")


def run(cmd, timeout):
    """(exit code or None on timeout, stderr text)."""
    try:
        p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                           errors="replace")
        return p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return None, ""


def first_line(text, path):
    """First line of an error message without the file name repeated in it."""
    line = text.strip().splitlines()[0] if text.strip() else ""
    line = line.replace(path + ": ", "").replace(path + ":", "line ")
    return line[:160].replace("|", "\\|")


def check_summary(code, stderr, path):
    if code is None:
        return "timeout"
    counts = collections.Counter()
    read_error = None
    for line in stderr.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            d = json.loads(line)
        except json.JSONDecodeError:
            counts["(unparsed line)"] += 1
            continue
        if d.get("rule"):
            counts[f"{d['rule']} {d.get('severity', '?')}"] += 1
        elif d.get("severity") == "note":
            # How the input was read (the MLIR reader's nvvm-unregistered fallback).
            counts["note"] += 1
        elif read_error is None:
            read_error = first_line(d.get("message", ""), path)
        else:
            counts["(no rule) " + d.get("severity", "?")] += 1
    if read_error and not counts:
        return "read error: " + read_error
    parts = [f"{k}: {v}" for k, v in sorted(counts.items())]
    if read_error:
        parts.append("error: " + read_error)
    if not parts and stderr.strip():
        parts.append("stderr: " + first_line(stderr, path))
    return ", ".join(parts) if parts else "clean"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin", default="target/debug/tcgen05-opt")
    ap.add_argument("--ptxas", default=".tools/bin/ptxas")
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--out", default=os.path.join(CORPUS, "BASELINE.md"))
    args = ap.parse_args()
    if not os.path.exists(os.path.join(ROOT, args.bin)):
        sys.exit(f"measure: {args.bin} not found (cargo build --workspace)")
    files = sorted(
        os.path.relpath(os.path.join(d, f), ROOT)
        for d, _, fs in os.walk(os.path.join(ROOT, CORPUS)) for f in fs if f.endswith(EXTENSIONS))
    rows = []
    totals = collections.Counter()
    for path in files:
        size = os.path.getsize(os.path.join(ROOT, path))
        ptxas = "-"
        if path.endswith(".ptx"):
            code, err = run([args.ptxas, "-arch=sm_100a", path, "-o", "/dev/null"], args.timeout)
            ptxas = "ok" if code == 0 else ("timeout" if code is None else "FAILS: " + first_line(err, path))
        ccode, cerr = run([args.bin, "--check", "--diagnostics=json", path], args.timeout)
        summary = check_summary(ccode, cerr, path)
        pcode, perr = run([args.bin, path, "-o", "/dev/null"], args.timeout)
        plain = "timeout" if pcode is None else str(pcode)
        if pcode == 2:
            plain += " (" + first_line(perr, path) + ")" if perr.strip() else ""
        totals["files"] += 1
        totals["check read error"] += summary.startswith("read error")
        totals["check timeout"] += summary == "timeout"
        totals["check clean"] += summary == "clean"
        totals["plain exit 0"] += pcode == 0
        rows.append(f"| `{path[len(CORPUS) + 1:]}` | {size} | {ptxas} | "
                    f"{'timeout' if ccode is None else ccode} | {summary} | {plain} |")
        print(f"measure: {path}: check {ccode} plain {pcode}", file=sys.stderr, flush=True)
    with open(os.path.join(ROOT, args.out), "w") as f:
        f.write("# Corpus baseline: what tcgen05-opt does today on each corpus file\n\n")
        f.write("Generated by `python3 scripts/corpus/measure.py` (re-run it after changing the pass;\n"
                "do not edit by hand). Columns: file size in bytes; `ptxas -arch=sm_100a` on PTX;\n"
                "exit code and diagnostics per rule of `tcgen05-opt --check --diagnostics=json FILE`\n"
                "(`read error` = the file could not be read, with the reader's first message line);\n"
                f"exit code of `tcgen05-opt FILE -o /dev/null`. Time limit per run: {args.timeout} s.\n\n")
        f.write(f"Files: {totals['files']}; `--check` read errors: {totals['check read error']}, "
                f"timeouts: {totals['check timeout']}, clean: {totals['check clean']}; "
                f"plain pass exit 0: {totals['plain exit 0']}.\n\n")
        f.write("| file | bytes | ptxas | check exit | check diagnostics | pass exit |\n")
        f.write("| --- | --- | --- | --- | --- | --- |\n")
        f.write("\n".join(rows) + "\n")
    print(f"measure: wrote {args.out} ({len(rows)} files)", file=sys.stderr)


if __name__ == "__main__":
    main()
