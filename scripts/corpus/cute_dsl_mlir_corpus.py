#!/usr/bin/env python3
"""CuTe DSL producer of the MLIR corpus: the same kernels as cute_dsl_corpus.py, kept at the
level a kernel compiler hands to an LLVM-dialect pass: the module after CuTe DSL's own
`cute-to-nvvm` pipeline stopped before LLVM IR (its `llvm-only` option), in the `llvm`,
`nvvm` and `gpu` dialects, written to testdata/corpus/cute_dsl_mlir/<name>[.<n>].mlir.

How the module is captured: the DSL builds a pass manager from a pipeline string and runs
it (base_dsl/compiler.py). This script wraps the pass manager's `parse`: for each
`cute-to-nvvm` run it first runs the same pipeline with `llvm-only=true` on a clone of the
module and prints the clone, then lets the real compile go on (so multi-kernel compiles such
as flash-attn-4's backward are captured whole).

How it is printed (MLIR 22 cannot read CuTe DSL 4.8's custom form as is):
- CuTe DSL's NVVM dialect is newer than MLIR 22's: it has ops MLIR 22 lacks
  (`nvvm.mbarrier.wait.parity`), attributes it lacks (`#nvvm.mbarrier_layout`) and
  properties MLIR 22's ops do not take (`layout` on `nvvm.mbarrier.init`). Such ops can only
  be read in the generic op form with `nvvm` unregistered (tcgen05-opt's fallback reader).
- Its `llvm` dialect differs in properties too (`fastmathFlags` on `llvm.fptrunc`), so the
  `llvm` ops must stay in the custom form, which leaves default properties out.
So every `nvvm` and `cuda` op (the host-side launch ops, from a dialect MLIR 22 does not
have) is printed in the generic form and everything else in the custom form: the module is
printed twice, once each way, and the `nvvm`/`cuda` op lines of the custom text are replaced
by their generic lines (value names translated: the generic printer numbers values across
the module, the custom one per function; the two orders of definition are the same, which
the script checks). The one other change: `gpu.module`'s `#nvvm.target` list is dropped
(MLIR 22's `gpu.module` accepts only target attributes, which `#nvvm.target` is only with
`nvvm` registered; it selects the binary format, which the pass does not use). Locations are
not printed: the reader then gives each op its line in the corpus file.

Usage: .tools/corpus-venv/bin/python scripts/corpus/cute_dsl_mlir_corpus.py [OUTDIR] [NAME...]
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cute_dsl_corpus as corpus  # noqa: E402  (sets the DSL's environment first)
import cutlass._mlir.passmanager as passmanager  # noqa: E402

CAPTURED = []  # (custom text, generic text) per cute-to-nvvm run

# The kernels committed by default: every quack GEMM and two flash-attn-4 kernels (the
# forward variants differ little at this level and are 0.5-0.9 MB each; name them to
# capture them too).
DEFAULT = [n for n in corpus.KERNELS if n.startswith("quack_")] + ["fa4_fwd_hd128", "fa4_bwd_hd128"]
_parse = passmanager.PassManager.parse


class CapturingPassManager:
    """The DSL's pass manager, which first runs the llvm-only pipeline on a clone."""

    def __init__(self, pipeline, args, kwargs):
        self.pm = _parse(pipeline, *args, **kwargs)
        self.llvm_only = _parse(pipeline.replace("cute-to-nvvm{", "cute-to-nvvm{llvm-only=true ", 1),
                                *args, **kwargs)

    def enable_verifier(self, enable):
        self.pm.enable_verifier(enable)
        self.llvm_only.enable_verifier(enable)

    def run(self, op):
        clone = op.clone()
        self.llvm_only.run(clone)
        CAPTURED.append((clone.get_asm(), clone.get_asm(print_generic_op_form=True)))
        clone.erase()
        self.pm.run(op)

    def __getattr__(self, name):
        return getattr(self.pm, name)


def parse(pipeline, *args, **kwargs):
    if "cute-to-nvvm{" in pipeline:
        return CapturingPassManager(pipeline, args, kwargs)
    return _parse(pipeline, *args, **kwargs)


passmanager.PassManager.parse = staticmethod(parse)

OP = re.compile(r'^(\s*)((?:%[^=]*=\s*)?)"?((?:nvvm|cuda)\.[\w.]+)"?')
RESULTS = re.compile(r'^\s*(%[^="]*?) = ')
ARG = re.compile(r'(%[\w]+): ')


def definitions(lines):
    """Value names in order of definition: op results, block and function arguments."""
    out = []
    for line in lines:
        m = RESULTS.match(line)
        if m:
            out += [n.split(":")[0].strip() for n in m.group(1).split(",")]
        elif re.match(r"^\s*\^bb", line) or "llvm.func" in line:
            out += ARG.findall(line)
    return out


def op_lines(lines, generic):
    return [(i, m.group(2).strip(), m.group(3)) for i, line in enumerate(lines)
            if (m := OP.match(line)) and (not generic or '"' in line.split("(")[0])]


def mixed_form(custom_text, generic_text):
    """The custom text with its nvvm and cuda ops in the generic form (see the header)."""
    custom, generic = custom_text.split("\n"), generic_text.split("\n")
    dc, dg = definitions(custom), definitions(generic)
    if len(dc) != len(dg):
        raise RuntimeError(f"value definitions differ: {len(dc)} custom, {len(dg)} generic")
    rename = dict(zip(dg, dc))
    c, g = op_lines(custom, False), op_lines(generic, True)
    if [n for _, _, n in c] != [n for _, _, n in g]:
        raise RuntimeError("nvvm/cuda ops differ between the custom and generic printing")
    for (ci, result, _), (gi, _, _) in zip(c, g):
        line = re.sub(r"%[\w]+", lambda m: rename.get(m.group(0), m.group(0)), generic[gi])
        names = re.findall(r"%[\w]+", line.split(" : ")[0])
        if OP.match(line).group(2).strip() != result or not all(
                re.search(re.escape(n) + r"\b", custom[ci]) for n in names):
            raise RuntimeError(f"cannot match `{custom[ci].strip()[:120]}`")
        custom[ci] = line
    for i, line in enumerate(custom):
        if line.lstrip().startswith("gpu.module @"):
            custom[i] = re.sub(r"^(\s*gpu\.module @[\w\"]+) \[#nvvm\.target<[^>]*>\]", r"\1", line)
    return "\n".join(custom)


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "testdata", "corpus", "cute_dsl_mlir")
    names = argv[2:] or DEFAULT
    os.makedirs(out, exist_ok=True)
    failures = 0
    for name in names:
        what, build = corpus.KERNELS[name]
        CAPTURED.clear()
        try:
            build()
            texts = [mixed_form(c, g) for c, g in CAPTURED]
        except Exception as e:  # report and go on: one kernel may not compile
            failures += 1
            print(f"cute_dsl_mlir {name}: failed: {str(e).splitlines()[0][:300]}", flush=True)
            continue
        # Only modules with a kernel that uses tcgen05 (flash-attn-4's pre/post-processing
        # kernels are plain CUDA-core code).
        texts = [t for t in texts if "nvvm.tcgen05" in t]
        if not texts:
            failures += 1
            print(f"cute_dsl_mlir {name}: no module with tcgen05 ops was captured", flush=True)
            continue
        written = []
        for k, text in enumerate(texts):
            dest = f"{name}.mlir" if len(texts) == 1 else f"{name}.{k}.mlir"
            with open(os.path.join(out, dest), "w") as f:
                f.write(text if text.endswith("\n") else text + "\n")
            written.append(dest)
        print(f"cute_dsl_mlir {name}: wrote {', '.join(written)} ({what})", flush=True)
    print(f"{len(names) - failures} of {len(names)} kernels captured", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
