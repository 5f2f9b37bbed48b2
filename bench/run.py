#!/usr/bin/env python3
"""Benchmark: time `tcgen05-opt in.ll -o /dev/null` against LLVM's own parse + verify +
print (`opt -passes=verify -S in.ll -o /dev/null`) on the same synthetic kernels, in
the same run. Reports the best of R runs (wall seconds) and the peak resident memory
of each command. Not a test: run it by hand and copy the table into BENCHMARKS.md.

Usage: python3 bench/run.py [SIZES...] (default: 100000 1000000); needs a release build
(cargo build --release) and LLVM 22's opt.
"""
import os
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DRIVER = os.path.join(REPO, "target", "release", "tcgen05-opt")
OPT = "/usr/lib/llvm-22/bin/opt"
RUNS = 3


def measure(cmd):
    """(best wall seconds, peak RSS in MiB) over RUNS runs."""
    best, peak = None, 0
    for _ in range(RUNS):
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"failed ({status}): {' '.join(cmd)}")
        best = elapsed if best is None else min(best, elapsed)
        peak = max(peak, usage.ru_maxrss / 1024)
    return best, peak


def main():
    sizes = [int(s) for s in sys.argv[1:]] or [100000, 1000000]
    if not os.path.exists(DRIVER):
        sys.exit("build first: cargo build --release")
    print("| instructions | tcgen05-opt s | opt -passes=verify s | ratio | tcgen05-opt MiB | opt MiB | inserted |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            path = os.path.join(tmp, f"k{n}.ll")
            with open(path, "w") as f:
                subprocess.run([sys.executable, os.path.join(REPO, "bench", "gen_kernel.py"), str(n)],
                               stdout=f, check=True)
            insts = sum(1 for line in open(path) if line.startswith("  ") and not line.startswith("  br label"))
            insts += sum(1 for line in open(path) if line.startswith("  br label"))
            remarks = subprocess.run([DRIVER, path, "--remarks", "-o", "/dev/null"],
                                     capture_output=True, text=True, check=True).stderr
            inserted = sum(1 for line in remarks.splitlines() if "remark: inserted" in line)
            ours, ours_mem = measure([DRIVER, path, "-o", "/dev/null"])
            theirs, theirs_mem = measure([OPT, "-passes=verify", "-S", path, "-o", "/dev/null"])
            print(f"| {insts} | {ours:.2f} | {theirs:.2f} | {ours / theirs:.2f}x | "
                  f"{ours_mem:.0f} | {theirs_mem:.0f} | {inserted} |", flush=True)


if __name__ == "__main__":
    main()
