#!/usr/bin/env python3
"""Summaries the generated corpus tests (lit-tests/corpus, scripts/corpus/pin.py) pin.

  corpus-summary.py rules    < JSON-DIAGNOSTICS   one `severity rule count` line per rule
  corpus-summary.py inserted < REMARKS            one `inserted KIND count` line per kind
  corpus-summary.py strip IN OUT                  write IN without its tcgen05 waits and
                                                  fences and async-proxy fences; print
                                                  `stripped KIND count` per kind
  corpus-summary.py restored ORIGINAL [OWN [--over=N]] < REMARKS
                                                  `restored R of S + I`; exit 1 when the pass
                                                  inserted more (R) than the expert wrote (S)
                                                  plus what it inserts into the unmodified
                                                  kernel (I, counted in the remarks file OWN),
                                                  unless it is exactly N more (a known
                                                  shortfall the test names)

Every summary ends with `end`, so a test that pins it line by line (CHECK-NEXT) also
fails when a new rule or kind appears. Kinds are normalised to the instruction's name
without `.sync.aligned` (PTX) or to the intrinsic's or nvvm op's PTX name (LLVM IR, MLIR), so a stripped
`tcgen05.wait::ld.sync.aligned;` and a restored `llvm.nvvm.tcgen05.wait.ld` compare."""
import collections
import json
import re
import sys

# What "stripped" means: the instructions an expert writes for synchronization that the
# pass can insert (tcgen05.wait::ld/st, tcgen05.fence::before/after_thread_sync,
# fence.proxy.async*). tensormap fences and the copies are left alone.
PTX_STRIP = re.compile(r"^\s*(@!?%\w+\s+)?(tcgen05\.wait::\w+|tcgen05\.fence::\w+|fence\.proxy\.async[\w:.]*)[^;]*;\s*$")
LL_STRIP = re.compile(r"^\s*(tail\s+)?call void @llvm\.nvvm\.(tcgen05\.wait\.\w+|tcgen05\.fence\.\w+\.\w+\.\w+|fence\.proxy\.async[\w.]*)\(\)")
# MLIR (generic or custom form): the nvvm ops of the same instructions.
MLIR_STRIP = re.compile(r'^\s*"?nvvm\.(tcgen05\.wait|tcgen05\.fence|fence\.proxy)"?[ (<{].*?(<load>|<store>|<before>|<after>|proxy_kind<async[\w.]*>(?:.*?shared_space<(\w+)>)?)')
MLIR_NAMES = {
    "<load>": "tcgen05.wait::ld",
    "<store>": "tcgen05.wait::st",
    "<before>": "tcgen05.fence::before_thread_sync",
    "<after>": "tcgen05.fence::after_thread_sync",
}
LL_NAMES = {
    "tcgen05.wait.ld": "tcgen05.wait::ld",
    "tcgen05.wait.st": "tcgen05.wait::st",
    "tcgen05.fence.before.thread.sync": "tcgen05.fence::before_thread_sync",
    "tcgen05.fence.after.thread.sync": "tcgen05.fence::after_thread_sync",
    "fence.proxy.async.shared_cta": "fence.proxy.async.shared::cta",
    "fence.proxy.async.shared_cluster": "fence.proxy.async.shared::cluster",
    "fence.proxy.async": "fence.proxy.async",
}


def kind(text):
    """The normalised name of an instruction as a remark or a stripped line spells it."""
    text = text.strip().rstrip(";").strip()
    m = re.search(r"@llvm\.nvvm\.([\w.]+)", text)
    if m:
        return LL_NAMES.get(m.group(1), m.group(1))
    text = re.sub(r"^@!?%\w+\s+", "", text)
    return text.split()[0].replace(".sync.aligned", "") if text else text


def stripped_kinds(path, out=None):
    counts = collections.Counter()
    keep = []
    is_ll = path.endswith(".ll")
    is_mlir = path.endswith(".mlir")
    with open(path) as f:
        for line in f:
            if is_mlir:
                m = MLIR_STRIP.match(line)
                if m and not m.group(2).startswith("proxy_kind"):
                    counts[MLIR_NAMES[m.group(2)]] += 1
                elif m:
                    counts["fence.proxy.async" + (f".shared::{m.group(3)}" if m.group(3) else "")] += 1
                else:
                    keep.append(line)
                continue
            m = (LL_STRIP if is_ll else PTX_STRIP).match(line)
            if m:
                counts[LL_NAMES.get(m.group(2), m.group(2)) if is_ll else kind(m.group(2))] += 1
            else:
                keep.append(line)
    if out:
        with open(out, "w") as f:
            f.writelines(keep)
    return counts


def inserted_kinds(lines):
    counts = collections.Counter()
    for line in lines:
        m = re.search(r": remark: inserted (.*?) \[[A-Z]+-[A-Z0-9-]+\]", line)
        if m:
            counts[kind(m.group(1))] += 1
    return counts


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "rules":
        counts = collections.Counter()
        for line in sys.stdin:
            line = line.strip()
            if line.startswith("{"):
                d = json.loads(line)
                if d.get("rule"):
                    counts[(d["severity"], d["rule"])] += 1
        for (severity, rule), n in sorted(counts.items()):
            print(severity, rule, n)
    elif cmd == "inserted":
        counts = inserted_kinds(sys.stdin)
        for k, n in sorted(counts.items()):
            print("inserted", k, n)
        print("inserted total", sum(counts.values()))
    elif cmd == "strip":
        counts = stripped_kinds(sys.argv[2], sys.argv[3])
        for k, n in sorted(counts.items()):
            print("stripped", k, n)
        print("stripped total", sum(counts.values()))
    elif cmd == "restored":
        had = sum(stripped_kinds(sys.argv[2]).values())
        got = sum(inserted_kinds(sys.stdin).values())
        own = 0
        if len(sys.argv) > 3:
            with open(sys.argv[3]) as f:
                own = sum(inserted_kinds(f).values())
        print(f"restored {got} of {had} + {own}")
        # --over=N: the pin accepts exactly N more than the bound (a known shortfall of
        # the planner's minimality that the test names); any other excess fails.
        over = int(sys.argv[4].split("=", 1)[1]) if len(sys.argv) > 4 and sys.argv[4].startswith("--over=") else 0
        if got - (had + own) == over and over > 0:
            print(f"over the bound by {over}")
        elif got > had + own:
            print("end")
            print(f"error: the pass inserted {got} instructions, the expert wrote {had}, the pass adds {own} of its own", file=sys.stderr)
            return 1
    else:
        print(__doc__, file=sys.stderr)
        return 2
    print("end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
