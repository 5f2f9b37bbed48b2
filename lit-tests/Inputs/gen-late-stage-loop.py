#!/usr/bin/env python3
"""A PTX kernel whose stage loop comes after FILLER statements (lit test input).

Usage: gen-late-stage-loop.py FILLER [--write OFFSET] [--mmas M]

The loop steps its counter `k` by 1 and its stage base `y` by 512 for 250 trips,
and its M MMAs (default 8) read at `y - 3072 * (k / 6) + 32 j`, which is
`smem + 512 * (k % 6) + 32 j` (the address TileLang's MXFP8 GEMMs give their
scale-factor stages). Before the loop a
thread writes `smem + OFFSET` with a generic store, published to the MMA by
`bar.sync 0`. The filler is register arithmetic that touches no memory; it only
makes the function long, as the unrolled prologues of real kernels do.
"""
import argparse


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("filler", type=int)
    ap.add_argument("--write", type=int, default=98304)
    ap.add_argument("--mmas", type=int, default=8)
    a = ap.parse_args()
    out = [
        ".version 8.7",
        ".target sm_100a",
        ".address_size 64",
        ".visible .entry k(.param .u32 d)",
        ".reqntid 128, 1, 1",
        "{",
        "\t.reg .pred \t%p<8>;",
        f"\t.reg .b32 \t%r<{100 + 4 * a.mmas}>;",
        f"\t.reg .b64 \t%rd<{20 + a.mmas}>;",
        f"\t.reg .b32 \t%rf<{max(a.filler, 1)}>;",
        "\t.shared .align 1024 .b8 smem[131072];",
        "\tmov.u32 \t%r1, %tid.x;",
        "\tld.param.u32 \t%r20, [d];",
        "\tmov.b32 \t%r21, 1073758272;",
        "\tmov.u32 \t%r40, smem;",
        "\tmov.b32 \t%r50, 0;",
    ]
    out += [f"\tadd.s32 \t%rf{i}, %r50, {i};" for i in range(a.filler)]
    out += [
        "\tmov.b32 \t%r51, 7;",
        f"\tst.shared.b32 \t[%r40+{a.write}], %r51;",
        "\tbar.sync \t0;",
        "\telect.sync \t%r14|%p4, -1;",
        "\tmov.b32 \t%r30, 0;",
        "\tmov.b32 \t%r31, %r40;",
        "LOOP:",
        "\tmul.hi.u32 \t%r41, %r30, -1431655765;",
        "\tshr.u32 \t%r42, %r41, 2;",
        "\tmul.lo.s32 \t%r43, %r42, 3072;",
    ]
    for j in range(a.mmas):
        r = 60 + 4 * j
        out += [
            f"\tsub.s32 \t%r{r}, %r31, %r43;",
            f"\tadd.s32 \t%r{r + 1}, %r{r}, {32 * j};",
            f"\tshr.u32 \t%r{r + 2}, %r{r + 1}, 4;",
            f"\tand.b32 \t%r{r + 3}, %r{r + 2}, 16383;",
            f"\tmov.b64 \t%rd{20 + j}, {{%r{r + 3}, %r21}};",
            f"\t@%p4 tcgen05.mma.cta_group::1.kind::f16 \t[%r20], %rd{20 + j}, %rd{20 + j}, 136314896, 1;",
        ]
    out += [
        "\tadd.s32 \t%r30, %r30, 1;",
        "\tadd.s32 \t%r31, %r31, 512;",
        "\tsetp.ne.b32 \t%p1, %r30, 250;",
        "\t@%p1 bra \tLOOP;",
        "\tret;",
        "}",
    ]
    print("\n".join(out))


if __name__ == "__main__":
    main()
