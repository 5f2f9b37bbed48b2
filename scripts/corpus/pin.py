#!/usr/bin/env python3
"""Generate lit-tests/corpus/<producer>/<file>.test for every corpus kernel
(testdata/corpus/**.ptx|.ll|.mlir): re-pinning after a change of the analysis is one command,

    python3 scripts/corpus/pin.py            # all kernels, with target/debug/tcgen05-opt
    python3 scripts/corpus/pin.py triton/x   # only the files whose path contains triton/x

Each test pins, measured by running the driver here (TCGEN05_OPT overrides the binary):
 (a) `--check --diagnostics=json` in the default reading and in
     `--sync-reading=strict --ld-use=wait`: the exit status and the count per
     (severity, rule); one comment per remaining error rule, naming the rule and its ISA
     section (RULES.md), followed by the hand-written triage lines (`; TRIAGE RULE: ...`)
     that pin.py keeps from the previous version of the test;
 (b) the insert mode (default reading): when it exits 0, the output assembles with ptxas
     and `--check` on it finds no error, and the inserted count per kind (`--remarks`);
     when it exits 1, that and the error rules;
 (c) the kernel with every tcgen05.wait::*, tcgen05.fence::* and fence.proxy.async*
     stripped (in MLIR the nvvm ops; those inside `llvm.inline_asm` stay): the pass restores them; the restored count per kind, and that it is no
     more than the number the expert wrote plus what the pass inserts into the
     unmodified kernel.
A step that takes longer than --timeout seconds with the debug binary is not pinned
(the test says so): the corpus suite must stay fast on two cores."""
import argparse
import os
import re
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(REPO, "testdata", "corpus")
OUT = os.path.join(REPO, "lit-tests", "corpus")
SUMMARY = os.path.join(REPO, "lit-tests", "Inputs", "corpus-summary.py")

# RULES.md section 3 and 5: the ISA sections behind each rule id.
ISA = {
    "R-LD-USE": "9.7.16.6.4.2, 9.7.16.6.4.5",
    "R-LD-WAR": "9.7.16.6.4.5",
    "R-ST-RAW": "9.7.16.6.4.2 example 1",
    "R-MMA-DONE": "9.7.16.6.4.2 example 2",
    "R-BEFORE": "9.7.16.6.3, 9.7.16.6.4.3/4",
    "R-AFTER": "9.7.16.6.3, 9.7.16.6.4.2-4",
    "R-PROXY": "9.7.16.6.5",
    "R-TMAP": "9.7.13.16",
    "R-DEALLOC": "9.7.16.5, Tables 47/48",
    "G-SINGLE": "9.7.16.5 Table 46",
    "G-WARP": "9.7.16.5 Table 46",
    "G-QUAD": "9.7.16.5 Table 46",
    "G-PAIR": "9.7.16.5.1-2",
    "L-LEAK": "9.7.16.5",
    "S-MISSING": "9.7.16.6.3",
}
STRICT = "--sync-reading=strict --ld-use=wait"


def driver():
    d = os.environ.get("TCGEN05_OPT") or os.path.join(REPO, "target", "debug", "tcgen05-opt")
    if not os.path.exists(d):
        sys.exit(f"pin.py: {d} is not built: run `cargo build` first (or set TCGEN05_OPT)")
    return d


# Seconds the driver runs of the test being generated take (measured here, CPU time of
# the child): a test above --slow needs the `corpus-full` lit feature.
SPENT = [0.0]


def run(args, timeout, stdin=None):
    """(exit status or None on timeout, stderr text, seconds)."""
    t = time.time()
    before = os.times().children_user + os.times().children_system
    try:
        p = subprocess.run(args, input=stdin, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", time.time() - t
    SPENT[0] += os.times().children_user + os.times().children_system - before
    return p.returncode, p.stderr, time.time() - t


def summary(cmd, text, *extra):
    p = subprocess.run([sys.executable, SUMMARY, cmd, *extra], input=text, capture_output=True, text=True)
    return p.returncode, p.stdout.splitlines()


def pinned(prefix, lines):
    """CHECK lines that match the summary exactly, line by line."""
    out = [f"{prefix}: {lines[0]}"] if lines else []
    out += [f"{prefix}-NEXT: {line}" for line in lines[1:]]
    return out


def first_lines(json_text):
    """Per error rule, the first kernel line it is reported at."""
    import json

    first = {}
    for line in json_text.splitlines():
        if line.startswith("{"):
            d = json.loads(line)
            if d.get("severity") == "error" and d.get("rule"):
                loc = d.get("location") or {}
                first.setdefault(d["rule"], loc.get("line"))
    return first


def old_triage(path):
    """Hand-written triage lines of the previous version, per rule."""
    triage = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                m = re.match(r"; TRIAGE ([A-Z]+-[A-Z0-9-]+)", line)
                if m:
                    triage.setdefault(m.group(1), []).append(line.rstrip("\n"))
    return triage


def check_section(opt, src, rel, label, prefix, flags, timeout, triage):
    flag_list = flags.split() if flags else []
    rc, err, secs = run([opt, *flag_list, "--check", "--diagnostics=json", src], timeout)
    out = [""]
    flag_text = f" {flags}" if flags else ""
    if rc is None:
        out.append(f"; ({label}) --check{flag_text}: not pinned, longer than {timeout} s with the debug binary.")
        return out, {}
    _, lines = summary("rules", err)
    out.append(f"; ({label}) --check{flag_text}: exit {rc}; the count of diagnostics per (severity, rule).")
    out.append(f"RUN: %expect-exit {rc} %tcgen05-opt{flag_text} --check --diagnostics=json %testdata/corpus/{rel} 2> %t.{prefix.lower()}.json")
    out.append(f"RUN: python3 %S/../../Inputs/corpus-summary.py rules < %t.{prefix.lower()}.json | FileCheck --check-prefix={prefix} --match-full-lines %s")
    first = first_lines(err)
    for line in lines:
        parts = line.split()
        if len(parts) == 3 and parts[0] == "error":
            rule = parts[1]
            out.append(f"; {rule} (PTX ISA {ISA.get(rule, '?')}): {parts[2]} errors, first at line {first.get(rule)}.")
            if triage is not None:
                out.extend(triage.get(rule) or [f"; TRIAGE {rule}: not triaged yet."])
    out.extend(pinned(prefix, lines))
    return out, first


def extension(src):
    return os.path.splitext(src)[1][1:]


def insert_section(opt, src, rel, timeout):
    ll = src.endswith(".ll")
    ext = extension(src)
    out = [""]
    rc, err, _ = run([opt, src, "--remarks", "-o", os.devnull], timeout)
    if rc is None:
        out.append(f"; (b) insert mode: not pinned, longer than {timeout} s with the debug binary.")
        return out, None
    if rc == 0:
        _, lines = summary("inserted", err)
        total = int(lines[-2].split()[-1])
        if ext == "mlir":
            out.append("; (b) insert mode (default reading) succeeds: --check finds no error in its output")
            out.append("; (no ptxas: MLIR 22 does not translate CuTe DSL's nvvm ops, and Triton's MLIR")
            out.append("; calls libdevice, which Triton links only later); the instructions it inserts,")
            out.append("; per kind.")
        else:
            out.append("; (b) insert mode (default reading) succeeds: its output assembles with ptxas and")
            out.append("; --check finds no error in it; the instructions it inserts, per kind.")
        out.append(f"RUN: %tcgen05-opt %testdata/corpus/{rel} --remarks -o %t.out.{ext} 2> %t.remarks")
        if ll:
            out.append(f"RUN: %tcgen05-opt %t.out.ll --emit ptx -o %t.out.ptx")
        if ext != "mlir":
            out.append("RUN: %ptxas -arch=sm_100a %t.out.ptx -o %t.cubin")
        tmp_out = os.path.join(os.path.dirname(SUMMARY), "..", "..", "target", "pin-out." + ext)
        run([opt, src, "-o", tmp_out], timeout)
        rc2, _, _ = run([opt, "--check", tmp_out], timeout)
        if rc2 is None:
            out.append(f"; (--check on the output: not pinned, longer than {timeout} s with the debug binary.)")
        else:
            out.append(f"RUN: %tcgen05-opt --check %t.out.{ext}")
        out.append("RUN: python3 %S/../../Inputs/corpus-summary.py inserted < %t.remarks | FileCheck --check-prefix=INSERT --match-full-lines %s")
        out.extend(pinned("INSERT", lines))
        return out, total
    _, lines = summary("rules", err if "--diagnostics" in err else run([opt, src, "--diagnostics=json", "-o", os.devnull], timeout)[1])
    out.append(f"; (b) insert mode (default reading) exits {rc}: it meets hazards it may not repair.")
    out.append(f"RUN: %expect-exit {rc} %tcgen05-opt %testdata/corpus/{rel} --diagnostics=json -o %t.out.{ext} 2> %t.insert.json")
    out.append("RUN: python3 %S/../../Inputs/corpus-summary.py rules < %t.insert.json | FileCheck --check-prefix=INSERT --match-full-lines %s")
    out.extend(pinned("INSERT", lines))
    return out, None


def strip_section(opt, src, rel, timeout, inserted_original, tmp):
    ext = extension(src)
    out = [""]
    stripped = os.path.join(tmp, "stripped." + ext)
    _, slines = summary("strip", "", src, stripped)
    had = int(slines[-2].split()[-1])
    if had == 0:
        out.append("; (c) stripped: the kernel has no tcgen05 wait or fence and no fence.proxy.async.")
        return out
    rc, err, _ = run([opt, stripped, "--remarks", "-o", os.devnull], timeout)
    out.append("; (c) every tcgen05.wait::*, tcgen05.fence::* and fence.proxy.async* stripped (counted")
    out.append("; here in the original), then the pass restores them.")
    out.append(f"RUN: python3 %S/../../Inputs/corpus-summary.py strip %testdata/corpus/{rel} %t.stripped.{ext} | FileCheck --check-prefix=STRIP --match-full-lines %s")
    out.extend(pinned("STRIP", slines))
    if rc is None:
        out.append(f"; The pass on the stripped kernel: not pinned, longer than {timeout} s with the debug binary.")
        return out
    if rc != 0:
        _, rlines = summary("rules", run([opt, stripped, "--diagnostics=json", "-o", os.devnull], timeout)[1])
        out.append(f"; The pass exits {rc} on the stripped kernel: hazards it may not repair.")
        out.append(f"RUN: %expect-exit {rc} %tcgen05-opt %t.stripped.{ext} --diagnostics=json -o %t.restored.{ext} 2> %t.restored.json")
        out.append("RUN: python3 %S/../../Inputs/corpus-summary.py rules < %t.restored.json | FileCheck --check-prefix=RESTORE-FAIL --match-full-lines %s")
        out.extend(pinned("RESTORE-FAIL", rlines))
        return out
    _, ilines = summary("inserted", err)
    got = int(ilines[-2].split()[-1])
    out.append(f"; The restored instructions per kind. The expert wrote {had}; the pass restores {got}.")
    if got > had:
        out.append(f"; which is more: the pass also inserts {inserted_original} into the unmodified kernel")
        out.append("; (findings of its own), so the bound is the expert's count plus those.")
    out.append("; The BOUND line fails the test if the pass ever restores more than that bound.")
    out.append(f"RUN: %tcgen05-opt %t.stripped.{ext} --remarks -o %t.restored.{ext} 2> %t.restored.remarks")
    out.append("RUN: python3 %S/../../Inputs/corpus-summary.py inserted < %t.restored.remarks | FileCheck --check-prefix=RESTORE --match-full-lines %s")
    out.extend(pinned("RESTORE", ilines))
    own = " %t.remarks" if inserted_original is not None else ""
    over = got - had - (inserted_original or 0)
    flag = ""
    if over > 0 and own:
        # Pinned as a known shortfall, so that any further excess (or a fix) shows.
        out.append(f"; OVER THE BOUND by {over}: the planner is not minimal on this kernel (pinned as a")
        out.append("; known shortfall; FINDINGS.md, planner minimality).")
        flag = f" --over={over}"
    out.append(f"RUN: python3 %S/../../Inputs/corpus-summary.py restored %testdata/corpus/{rel}{own}{flag} < %t.restored.remarks | FileCheck --check-prefix=BOUND --match-full-lines %s")
    out.append(f"BOUND: restored {got} of {had} + {inserted_original or 0}")
    if flag:
        out.append(f"BOUND-NEXT: over the bound by {over}")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("only", nargs="*", help="substrings of corpus paths to regenerate (default: all)")
    ap.add_argument("--timeout", type=float, default=20.0, help="seconds per driver run (default 20)")
    ap.add_argument("--slow", type=float, default=5.0, help="CPU seconds of driver runs above which a test REQUIRES corpus-full (default 5)")
    a = ap.parse_args()
    opt = driver()
    import tempfile

    tmp = tempfile.mkdtemp(prefix="pin-")
    for producer in sorted(os.listdir(CORPUS)):
        pdir = os.path.join(CORPUS, producer)
        if not os.path.isdir(pdir):
            continue
        for name in sorted(os.listdir(pdir)):
            if not name.endswith((".ptx", ".ll", ".mlir")):
                continue
            rel = f"{producer}/{name}"
            if a.only and not any(o in rel for o in a.only):
                continue
            src = os.path.join(pdir, name)
            dest = os.path.join(OUT, producer, name + ".test")
            triage = old_triage(dest)
            t = time.time()
            SPENT[0] = 0.0
            lines = [
                f"; GENERATED by scripts/corpus/pin.py from testdata/corpus/{rel}: do not edit, except",
                "; the `; TRIAGE RULE: ...` lines (pin.py keeps them). Regenerate after a change of the",
                f"; analysis: python3 scripts/corpus/pin.py {rel}",
            ]
            if not name.endswith(".mlir"):
                lines.append("REQUIRES: ptxas")
            body, _ = check_section(opt, src, rel, "a", "DEFAULT", "", a.timeout, triage)
            lines += body
            body, _ = check_section(opt, src, rel, "a, strict", "STRICT", STRICT, a.timeout, None)
            lines += body
            body, inserted = insert_section(opt, src, rel, a.timeout)
            lines += body
            lines += strip_section(opt, src, rel, a.timeout, inserted, tmp)
            if SPENT[0] > a.slow:
                lines[4:4] = [
                    f"; Slow with the debug binary ({SPENT[0]:.0f} s of CPU when generated): runs by default;",
                    "; TCGEN05_CORPUS_FAST=1 leaves it out (lit-tests/corpus/lit.local.cfg).",
                    "REQUIRES: corpus-full",
                ]
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            with open(dest, "w") as f:
                f.write("\n".join(lines) + "\n")
            print(f"{rel}: {time.time() - t:.1f} s, driver CPU {SPENT[0]:.1f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
