#!/usr/bin/env python3
"""Summarise `tcgen05-opt --check --diagnostics=json` output (standard input) as the
sorted set of (severity, rule) pairs it reports. Comparing the summaries of a
kernel's LLVM IR and its PTX asks whether both find the same kinds of hazard; the
per-finding counts differ legitimately (one LLVM read can become several PTX reads)
and are recorded in FINDINGS.md instead."""
import json
import sys

kinds = set()
for line in sys.stdin:
    line = line.strip()
    if line.startswith("{"):
        d = json.loads(line)
        if d.get("rule"):
            kinds.add((d["severity"], d["rule"]))
for severity, rule in sorted(kinds):
    print(severity, rule)
