#!/usr/bin/env python3
"""Benchmark tcgen05-opt against LLVM and ptxas on synthetic kernels, in one run.

For each shape of bench/gen_kernel.py and each size (instructions), on one large
function, and on a module of many functions:
- insert mode (`tcgen05-opt in.ll -o /dev/null`) and check mode (`--check in.ll`)
  against `opt -passes=verify -S in.ll -o /dev/null` on the same file;
- for PTX (generated from the same IR with `llc -march=nvptx64 -mcpu=sm_100a`),
  `tcgen05-opt --check in.ptx` against `ptxas -arch=sm_100a in.ptx`;
- for MLIR (the same IR imported with `mlir-translate --import-llvm`, one function
  of each of --mlir-shapes, and a module of --functions device functions that one
  kernel calls), insert and check mode against `mlir-opt in.mlir -o
  /dev/null` (MLIR's parse, verify and print).
Prints markdown tables: wall seconds (best of --runs), peak resident memory of each
command, the ratios, microseconds per instruction, and the growth of that figure from
one size to the next. Not a test: run it by hand and copy the tables into
BENCHMARKS.md.

Usage: python3 bench/run.py [--sizes N ...] [--ptx-sizes N ...] [--shapes S ...]
       [--functions F] [--runs R] [--no-ptx] [--mlir-shapes S ...] [--timeout S]
Needs a release build (cargo build --release), LLVM 22 (opt, llc), MLIR 22
(mlir-translate, mlir-opt) and ptxas (.tools/bin/ptxas or $PTXAS).
"""
import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DRIVER = os.environ.get("TCGEN05_OPT", os.path.join(REPO, "target", "release", "tcgen05-opt"))
OPT = "/usr/lib/llvm-22/bin/opt"
LLC = "/usr/lib/llvm-22/bin/llc"
MLIR_TRANSLATE = "/usr/lib/llvm-22/bin/mlir-translate"
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
PTXAS = os.environ.get("PTXAS", os.path.join(REPO, ".tools", "bin", "ptxas"))


def measure(cmd, runs, timeout, ok=(0,)):
    """(best wall seconds, peak RSS in MiB) over `runs` runs under /usr/bin/time, or
    (None, None) on a timeout or an unexpected exit status."""
    best, peak = None, 0.0
    with tempfile.NamedTemporaryFile() as rss:
        for _ in range(runs):
            start = time.perf_counter()
            proc = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", rss.name] + cmd,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                    start_new_session=True)
            try:
                proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                sys.stderr.write(f"timeout after {timeout} s: {' '.join(cmd)}\n")
                return None, None
            elapsed = time.perf_counter() - start
            if proc.returncode not in ok:
                sys.stderr.write(f"exit {proc.returncode}: {' '.join(cmd)}\n")
                return None, None
            best = elapsed if best is None else min(best, elapsed)
            with open(rss.name) as f:
                peak = max(peak, int(f.read().split()[-1]) / 1024)
    return best, peak


def ratio(a, b):
    return None if a is None or b is None else a / b


def fmt(x, spec=".2f"):
    return "-" if x is None else format(x, spec)


def compare_row(name, insts, reference, source, key, per_inst, runs, timeout):
    """One table row: `reference` (the command tcgen05-opt is compared with) against
    the insert mode and --check on `source`, with the insert mode's microseconds per
    instruction and their growth from the previous size of `key` in `per_inst`."""
    ref_s, ref_m = measure(reference, runs, timeout)
    ins_s, ins_m = measure([DRIVER, source, "-o", "/dev/null"], runs, timeout)
    chk_s, chk_m = measure([DRIVER, "--check", source], runs, timeout, ok=(0, 1))
    us = None if ins_s is None else ins_s / insts * 1e6
    prev = per_inst.get(key)
    growth = None if prev is None or us is None else us / prev
    per_inst[key] = us
    return (f"| {name} | {insts} | {fmt(ref_s)} | {fmt(ins_s)} | {fmt(ratio(ins_s, ref_s))}x "
            f"| {fmt(chk_s)} | {fmt(ratio(chk_s, ref_s))}x | {fmt(ref_m, '.0f')} "
            f"| {fmt(ins_m, '.0f')} | {fmt(chk_m, '.0f')} | {fmt(us, '.2f')} "
            f"| {fmt(growth, '.2f')} |")


def generate(path, n, shape, functions, device=False):
    with open(path, "w") as f:
        subprocess.run([sys.executable, os.path.join(REPO, "bench", "gen_kernel.py"),
                        str(n), "--shape", shape, "--functions", str(functions)]
                       + (["--device-functions"] if device else []),
                       stdout=f, check=True)


def count_insts(path):
    n = 0
    with open(path) as f:
        for line in f:
            if line.startswith("  ") and not line.startswith("  ;"):
                n += 1
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[200000, 2000000])
    ap.add_argument("--shapes", nargs="+", default=["loops", "straight", "diamonds", "ws"])
    ap.add_argument("--functions", type=int, default=100,
                    help="functions of the many-function module (loops shape)")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--no-ptx", action="store_true")
    ap.add_argument("--ptx-sizes", type=int, nargs="+", default=[10000, 40000],
                    help="sizes for the PTX comparison (ptxas is slow on large files)")
    ap.add_argument("--mlir-shapes", nargs="*", default=["loops"],
                    help="shapes measured as MLIR too (none: no MLIR rows)")
    args = ap.parse_args()
    if not os.path.exists(DRIVER):
        sys.exit("build first: cargo build --release")
    cases = [(s, 1) for s in args.shapes] + [("loops", args.functions)]
    rows, ptx_rows, mlir_rows = [], [], []
    per_inst = {}
    with tempfile.TemporaryDirectory() as tmp:
        for shape, fns in cases:
            for n in sorted(set(args.sizes) | (set() if args.no_ptx else set(args.ptx_sizes))):
                name = f"{shape} x{fns}"
                ll = os.path.join(tmp, f"{shape}-{fns}-{n}.ll")
                generate(ll, n, shape, fns)
                rows.append(compare_row(name, count_insts(ll),
                                        [OPT, "-passes=verify", "-S", ll, "-o", "/dev/null"],
                                        ll, (name, "insert"), per_inst, args.runs, args.timeout))
                print(rows[-1], flush=True)
                if args.no_ptx or n not in args.ptx_sizes:
                    continue
                ptx = os.path.join(tmp, f"{shape}-{fns}-{n}.ptx")
                llc_run = subprocess.run([LLC, "-march=nvptx64", "-mcpu=sm_100a", ll, "-o", ptx],
                                         capture_output=True, text=True)
                if llc_run.returncode != 0:
                    ptx_rows.append(f"| {name} | {insts} | llc failed: {llc_run.stderr.strip()[:80]} |")
                    print(ptx_rows[-1], flush=True)
                    continue
                lines = sum(1 for _ in open(ptx))
                cubin = os.path.join(tmp, "out.cubin")
                pa_s, pa_m = measure([PTXAS, "-arch=sm_100a", ptx, "-o", cubin], args.runs, args.timeout)
                pc_s, pc_m = measure([DRIVER, "--check", ptx], args.runs, args.timeout, ok=(0, 1))
                ptx_rows.append(f"| {name} | {lines} | {fmt(pa_s)} | {fmt(pc_s)} | "
                                f"{fmt(ratio(pc_s, pa_s))}x | {fmt(pa_m, '.0f')} | {fmt(pc_m, '.0f')} |")
                print(ptx_rows[-1], flush=True)
        # Each shape as one function, and the `loops` module of --functions device
        # functions that one kernel calls (each asks which kernel it is the body of).
        mlir_cases = [(s, 1, False) for s in args.mlir_shapes]
        if args.mlir_shapes:
            mlir_cases.append(("loops", args.functions, True))
        for shape, fns, device in mlir_cases:
            for n in sorted(args.sizes):
                name = f"{shape} x{fns} device functions" if device else f"{shape} x1"
                tag = f"{shape}-{fns}{'-dev' if device else ''}-{n}"
                ll = os.path.join(tmp, f"{tag}.ll")
                mlir = os.path.join(tmp, f"{tag}.mlir")
                if not os.path.exists(ll):
                    generate(ll, n, shape, fns, device)
                imported = subprocess.run([MLIR_TRANSLATE, "--import-llvm", ll, "-o", mlir],
                                          capture_output=True, text=True)
                if imported.returncode != 0:
                    mlir_rows.append(f"| {name} | - | import failed: {imported.stderr.strip()[:80]} |")
                    print(mlir_rows[-1], flush=True)
                    continue
                mlir_rows.append(compare_row(name, count_insts(ll), [MLIR_OPT, mlir, "-o", "/dev/null"],
                                             mlir, (name, "mlir"), per_inst, args.runs, args.timeout))
                print(mlir_rows[-1], flush=True)
    print()
    print("| case | instructions | opt s | insert s | insert/opt | --check s | check/opt "
          "| opt MiB | insert MiB | check MiB | insert us/inst | growth |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    print("\n".join(rows))
    if ptx_rows:
        print()
        print("| case (PTX from llc) | PTX lines | ptxas s | --check s | check/ptxas | ptxas MiB | check MiB |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        print("\n".join(ptx_rows))
    if mlir_rows:
        print()
        print("| case (MLIR from mlir-translate) | LLVM instructions | mlir-opt s | insert s | insert/mlir-opt "
              "| --check s | check/mlir-opt | mlir-opt MiB | insert MiB | check MiB | insert us/inst | growth |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        print("\n".join(mlir_rows))


if __name__ == "__main__":
    main()
