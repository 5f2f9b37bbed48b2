#!/usr/bin/env python3
"""Round trip of the CuTe DSL MLIR corpus through tcgen05-opt and back into CuTe DSL's own
compiler: for each testdata/corpus/cute_dsl_mlir/*.mlir,

 1. `tcgen05-opt FILE -o OUT.mlir` (the insert mode; `--sync-reading=strict --ld-use=wait`
    too with --strict): the module with the inserted nvvm ops;
 2. OUT.mlir parsed by the DSL's own MLIR (which knows its NVVM dialect), with the
    `#nvvm.target` the corpus capture dropped put back on `gpu.module`, and compiled by the
    rest of the DSL's pipeline (`cute-to-nvvm` with `cubin-chip=sm_100a`, as the DSL runs
    it; on an already lowered module it goes on to libNVVM and the PTX);
 3. that PTX assembled by ptxas (`.tools/bin/ptxas -arch=sm_100a`) and checked by
    `tcgen05-opt --check`.

MLIR 22 cannot translate CuTe DSL's nvvm ops, so this is how the PTX the rewritten MLIR
leads to is obtained. Prints one line per file and exits 1 if any step fails. Needs
`scripts/setup --corpus` and a built tcgen05-opt.

Usage: .tools/corpus-venv/bin/python scripts/corpus/cute_dsl_mlir_roundtrip.py [--strict]
       [--bin target/release/tcgen05-opt] [NAME...]
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(REPO, "testdata", "corpus", "cute_dsl_mlir")
TARGET = '[#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">]'
PIPELINE = ("builtin.module(cute-to-nvvm{{check-inline-asm=false cubin-format=bin opt-level=3 "
            "cubin-chip=sm_100a enable-cuda-dialect=true cuda-dialect-external-module=true "
            "dump-ptx-path='{ptx}'}})")


def compile_with_dsl(mlir_text, ptx_prefix):
    """The PTX CuTe DSL's pipeline makes of an already lowered module (its path)."""
    from cutlass._mlir import ir, passmanager  # the DSL's own MLIR

    text = re.sub(r"(gpu\.module @[\w\"]+) attributes", r"\1 " + TARGET + " attributes",
                  mlir_text, count=1)
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse(text)
        passmanager.PassManager.parse(PIPELINE.format(ptx=ptx_prefix)).run(module.operation)
    # The DSL names the dump after the prefix and the chip.
    found = glob.glob(ptx_prefix + "*.ptx")
    if not found:
        raise RuntimeError("the pipeline ran but dumped no PTX")
    return found[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="corpus file names without .mlir (default: all)")
    ap.add_argument("--strict", action="store_true", help="--sync-reading=strict --ld-use=wait")
    ap.add_argument("--bin", default=os.path.join(REPO, "target", "release", "tcgen05-opt"))
    ap.add_argument("--ptxas", default=os.path.join(REPO, ".tools", "bin", "ptxas"))
    a = ap.parse_args()
    import cutlass  # noqa: F401  (loads the DSL's MLIR libraries)

    flags = ["--sync-reading=strict", "--ld-use=wait"] if a.strict else []
    files = sorted(glob.glob(os.path.join(CORPUS, "*.mlir")))
    if a.names:
        files = [f for f in files if os.path.basename(f)[:-5] in a.names]
    tmp = tempfile.mkdtemp(prefix="cute-roundtrip-")
    failures = 0
    for f in files:
        name = os.path.basename(f)[:-5]
        out = os.path.join(tmp, name + ".out.mlir")
        p = subprocess.run([a.bin, *flags, f, "--remarks", "-o", out], capture_output=True, text=True)
        inserted = p.stderr.count("remark: inserted")
        if p.returncode != 0:
            rules = sorted(set(re.findall(r"\[([A-Z]-[A-Z0-9-]+)\]", p.stderr)))
            print(f"{name}: tcgen05-opt exits {p.returncode} (not rewritten): {', '.join(rules)}",
                  flush=True)
            continue
        try:
            with open(out) as fh:
                ptx = compile_with_dsl(fh.read(), os.path.join(tmp, name))
        except Exception as e:  # report and go on
            failures += 1
            print(f"{name}: CuTe DSL's pipeline fails on the rewritten module: {str(e).splitlines()[0][:300]}", flush=True)
            continue
        asm = subprocess.run([a.ptxas, "-arch=sm_100a", ptx, "-o", os.devnull], capture_output=True, text=True)
        chk = subprocess.run([a.bin, *flags, "--check", ptx], capture_output=True, text=True)
        errors = chk.stderr.count(": error:")
        ok = asm.returncode == 0 and chk.returncode == 0
        failures += 0 if ok else 1
        print(f"{name}: {inserted} inserted; PTX from CuTe DSL's pipeline: ptxas "
              f"{'ok' if asm.returncode == 0 else 'FAILS: ' + asm.stderr.strip()[:200]}; "
              f"--check {'clean' if chk.returncode == 0 else f'exit {chk.returncode}, {errors} errors'}",
              flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
