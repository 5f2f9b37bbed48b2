#!/usr/bin/env python3
"""Generate a PTX kernel that stresses the shared-memory span analysis' loop facts.

Usage: python3 bench/gen_correlated_ptx.py N [--trips T] > kernel.ptx

One loop of T steps (default 1024) whose counter `k` and stage base `base` step
together (linked steps); its body computes N addresses `base + 4 i - 65536 * (k / 4)`
and stores to each, so every address is a sum correlated through the step count
(evaluated once per count, `smem_spans.rs`), then issues an MMA. The kernel
assembles with ptxas. It measures how the per-count evaluation and the
reachability walks behind it are bounded (their budgets), not any real kernel.
"""
import argparse


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("n", type=int)
    ap.add_argument("--trips", type=int, default=1024)
    a = ap.parse_args()
    out = [
        ".version 8.7",
        ".target sm_100a",
        ".address_size 64",
        ".visible .entry k(.param .u32 d)",
        ".maxntid 128, 1, 1",
        "{",
        "\t.reg .pred \t%p<8>;",
        f"\t.reg .b32 \t%r<{100 + 2 * a.n}>;",
        "\t.reg .b64 \t%rd<12>;",
        "\t.shared .align 1024 .b8 smem[131072];",
        "\tmov.u32 \t%r1, %tid.x;",
        "\tld.param.u32 \t%r20, [d];",
        "\tmov.b32 \t%r21, 1073758272;",
        "\telect.sync \t%r14|%p4, -1;",
        "\tmov.b32 \t%r30, 0;",
        "\tmov.u32 \t%r40, smem;",
        "LOOP:",
        "\tshr.u32 \t%r42, %r30, 2;",
        "\tmul.lo.s32 \t%r43, %r42, 65536;",
    ]
    for i in range(a.n):
        r = 100 + 2 * i
        out.append(f"\tadd.s32 \t%r{r}, %r40, {4 * i};")
        out.append(f"\tsub.s32 \t%r{r + 1}, %r{r}, %r43;")
        out.append(f"\tst.shared.b32 \t[%r{r + 1}], %r1;")
    out += [
        "\tshr.u32 \t%r45, %r40, 4;",
        "\tand.b32 \t%r46, %r45, 16383;",
        "\tmov.b64 \t%rd4, {%r46, %r21};",
        "\t@%p4 tcgen05.mma.cta_group::1.kind::f16 \t[%r20], %rd4, %rd4, 136314896, 1;",
        "\tadd.s32 \t%r30, %r30, 1;",
        "\tadd.s32 \t%r40, %r40, 16;",
        f"\tsetp.ne.s32 \t%p5, %r30, {a.trips};",
        "\t@%p5 bra \tLOOP;",
        "\tret;",
        "}",
    ]
    print("\n".join(out))


if __name__ == "__main__":
    main()
