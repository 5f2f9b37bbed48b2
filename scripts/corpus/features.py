#!/usr/bin/env python3
"""Print a markdown table of what each corpus file contains, read from its text: number of
kernels (PTX `.entry`, LLVM `define ... ptx_kernel`/nvvm annotations, MLIR kernel funcs) and
the tcgen05-related features it uses. Used to write the table in testdata/corpus/README.md.

Usage: python3 scripts/corpus/features.py [testdata/corpus]
"""
import os
import re
import sys

FEATURES = [
    ("mma", r"tcgen05\.mma|tcgen05_mma|nvvm\.tcgen05\.mma"),
    ("cta_group::2", r"cta_group::2|cg2|cta_group = #nvvm\.cta_group<cta_2>|\.cg2"),
    (".ws", r"tcgen05\.mma\.ws|tcgen05_mma_ws|mma\.ws"),
    ("block-scaled", r"block_scale|kind::mxf|kind::mxf4nvf4|scale_vec|blockscale"),
    ("tcgen05.cp", r"tcgen05\.cp|tcgen05_cp"),
    ("tcgen05.ld/st", r"tcgen05\.(ld|st)\b|tcgen05_(ld|st)|tcgen05\.ld\.|tcgen05\.st\."),
    ("multicast commit", r"commit[^\n]*multicast"),
    ("tensormap", r"tensormap\.|cp\.async\.bulk\.tensor|cp_async_bulk_tensor"),
    ("device tensormap", r"tensormap\.replace|tensormap\.cp_fenceproxy"),
    ("CLC", r"clusterlaunchcontrol"),
    ("setmaxnreg", r"setmaxnreg"),
]


def kernels(path, text):
    if path.endswith(".ptx"):
        return len(re.findall(r"^(?:\.visible\s+|\.weak\s+)?\.entry\s", text, re.M))
    if path.endswith(".ll"):
        return len(re.findall(r"^define [^\n]*ptx_kernel", text, re.M))
    return len(re.findall(r"nvvm\.kernel|gpu\.kernel", text))


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "testdata/corpus"
    print("| file | bytes | kernels | " + " | ".join(n for n, _ in FEATURES) + " |")
    print("| --- | --- | --- | " + " | ".join("---" for _ in FEATURES) + " |")
    for d, _, fs in sorted(os.walk(root)):
        for f in sorted(fs):
            if not f.endswith((".ptx", ".ll", ".mlir")):
                continue
            path = os.path.join(d, f)
            text = open(path, errors="replace").read()
            marks = ["x" if re.search(rx, text) else "" for _, rx in FEATURES]
            print(f"| `{os.path.relpath(path, root)}` | {len(text)} | {kernels(path, text)} | "
                  + " | ".join(marks) + " |")


if __name__ == "__main__":
    main()
