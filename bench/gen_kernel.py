#!/usr/bin/env python3
"""Generate a synthetic Blackwell kernel module in LLVM IR with about N instructions and
all of its tcgen05 synchronization missing.

Usage: python3 bench/gen_kernel.py N [--shape SHAPE] [--functions F] [--device-functions] > kernel.ll

The instructions are split over F functions (default 1: one large function); with
--device-functions they are device functions and one kernel, `@main`, calls each. A
"tile" loads the accumulator (tcgen05.ld), does arithmetic on it, stores the result,
synchronizes with bar.sync, stages an operand in shared memory, issues an MMA with its
commit, and waits on the mbarrier in Triton's inline-asm loop. Shapes:

- loops: every tenth tile is a loop; the MMA and its commit run in a block entered
  on an elect.sync leader predicate (branch), as CUTLASS and Triton emit them.
- straight: all tiles in one block, nothing guarded.
- diamonds: each tile branches on a condition into a load arm and a store arm that
  join again (many small blocks, one diamond per tile).
- ws: warp-specialized roles, branched on the warp index: a producer (shared-memory
  writes, mbarrier arrive), an MMA warp (wait, MMA, commit) and an epilogue (wait,
  tcgen05.ld, arithmetic, global store); each role loops over its share of tiles.

Every shape needs waits, fences before and after barriers, proxy fences and fences
after mbarrier waits throughout.
"""
import argparse

WAIT = ('call void asm sideeffect "{\\0A\\09.reg .pred complete;\\0A\\09waitLoop:\\0A\\09'
        'mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\\0A\\09@!complete bra.uni '
        'waitLoop;\\0A}", "l,r"(ptr addrspace(3) @bar, i32 %phase)')
ARRIVE = ('call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", '
          '"l"(ptr addrspace(3) @bar)')
MMA = ("call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t, i64 %a, i64 %b, "
       "i32 136380432, i1 true, i32 0, i32 1, i32 0)")
COMMIT = "call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @bar)"
ARITH = 20


def load_arith(k, tag=""):
    """tcgen05.ld, arithmetic on element 0 and a global store: ARITH + 3 lines."""
    v = f"%v{tag}{k}"
    out = [f"  {v} = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 false)"]
    prev = f"%e{tag}{k}_0"
    out.append(f"  {prev} = extractelement <4 x i32> {v}, i32 0")
    for j in range(1, ARITH):
        cur = f"%e{tag}{k}_{j}"
        out.append(f"  {cur} = add i32 {prev}, {j}")
        prev = cur
    out.append(f"  %p{tag}{k} = getelementptr i32, ptr addrspace(1) %out, i32 {k}")
    out.append(f"  store i32 {prev}, ptr addrspace(1) %p{tag}{k}, align 4")
    return out, prev


def tile_front(k):
    out, prev = load_arith(k)
    out.append("  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
    out.append(f"  store i32 {prev}, ptr addrspace(3) @tile_a, align 4")
    out.append("  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
    return out


PARAMS = "ptr addrspace(6) %t, ptr addrspace(1) %out, i64 %a, i64 %b, i32 %phase, i32 %n"
# Device functions (--device-functions) are plain functions one kernel calls.
KIND = {"define": "define ptx_kernel void"}


def header(name):
    return [f"{KIND['define']} @{name}({PARAMS}) {{", "entry:"]


def fn_loops(name, tiles):
    looped = lambda k: k % 10 == 9  # noqa: E731
    entry_of = lambda k: f"pre{k}" if looped(k) else f"b{k}"  # noqa: E731
    lines = header(name) + [f"  br label %{entry_of(0)}"]
    for k in range(tiles):
        nxt = entry_of(k + 1) if k + 1 < tiles else "exit"
        if looped(k):
            lines += [f"pre{k}:", f"  br label %b{k}", f"b{k}:",
                      f"  %i{k} = phi i32 [ 0, %pre{k} ], [ %i{k}.next, %w{k} ]"]
        else:
            lines += [f"b{k}:"]
        lines += tile_front(k)
        lines += [f"  %el{k} = call {{ i32, i1 }} @llvm.nvvm.elect.sync(i32 -1)",
                  f"  %lead{k} = extractvalue {{ i32, i1 }} %el{k}, 1",
                  f"  br i1 %lead{k}, label %m{k}, label %w{k}",
                  f"m{k}:", "  " + MMA, "  " + COMMIT, f"  br label %w{k}",
                  f"w{k}:", "  " + WAIT]
        if looped(k):
            lines += [f"  %i{k}.next = add i32 %i{k}, 1",
                      f"  %c{k} = icmp slt i32 %i{k}.next, %n",
                      f"  br i1 %c{k}, label %b{k}, label %{nxt}"]
        else:
            lines += [f"  br label %{nxt}"]
    return lines + ["exit:", "  ret void", "}"]


def fn_straight(name, tiles):
    lines = header(name)
    for k in range(tiles):
        lines += tile_front(k) + ["  " + MMA, "  " + COMMIT, "  " + WAIT]
    return lines + ["  ret void", "}"]


def fn_diamonds(name, tiles):
    lines = header(name) + ["  br label %b0"]
    for k in range(tiles):
        nxt = f"b{k + 1}" if k + 1 < tiles else "exit"
        arm, prev = load_arith(k)
        lines += [f"b{k}:", f"  %c{k} = icmp slt i32 %phase, {k}",
                  f"  br i1 %c{k}, label %l{k}, label %s{k}", f"l{k}:"] + arm
        lines += [f"  br label %j{k}", f"s{k}:",
                  f"  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 %phase, i1 false)",
                  f"  br label %j{k}", f"j{k}:",
                  "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
                  "  store i32 %phase, ptr addrspace(3) @tile_a, align 4",
                  "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
                  "  " + MMA, "  " + COMMIT, "  " + WAIT, f"  br label %{nxt}"]
    return lines + ["exit:", "  ret void", "}"]


def fn_ws(name, tiles):
    per = max(1, tiles // 3)
    lines = header(name) + [
        "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
        "  %warp = lshr i32 %tid, 5",
        "  %is0 = icmp eq i32 %warp, 0",
        "  br i1 %is0, label %producer, label %notp",
        "notp:",
        "  %is1 = icmp eq i32 %warp, 1",
        "  br i1 %is1, label %mma, label %epilogue"]
    # Each role: blocks of 10 tiles in a loop, then the next block.
    for role in ("producer", "mma", "epilogue"):
        groups = max(1, per // 10)
        lines += [f"{role}:", f"  br label %{role}_h0"]
        for g in range(groups):
            nxt = f"{role}_h{g + 1}" if g + 1 < groups else "exit"
            lines += [f"{role}_h{g}:",
                      f"  %{role}_i{g} = phi i32 [ 0, %{role}{'' if g == 0 else f'_h{g - 1}'} ], "
                      f"[ %{role}_i{g}.next, %{role}_h{g} ]"]
            for j in range(10):
                k = g * 10 + j
                if role == "producer":
                    for s in range(ARITH):
                        lines.append(f"  store i32 {s}, ptr addrspace(3) getelementptr "
                                     f"(i32, ptr addrspace(3) @tile_a, i32 {s}), align 4")
                    lines += ["  " + ARRIVE, "  " + WAIT]
                elif role == "mma":
                    lines += ["  " + WAIT, "  " + MMA, "  " + COMMIT] + ["  " + WAIT] * (ARITH // 2)
                else:
                    body, _ = load_arith(k, "ep")
                    lines += ["  " + WAIT] + body + ["  " + ARRIVE]
            lines += [f"  %{role}_i{g}.next = add i32 %{role}_i{g}, 1",
                      f"  %{role}_c{g} = icmp slt i32 %{role}_i{g}.next, %n",
                      f"  br i1 %{role}_c{g}, label %{role}_h{g}, label %{nxt}"]
    return lines + ["exit:", "  ret void", "}"]


SHAPES = {"loops": fn_loops, "straight": fn_straight, "diamonds": fn_diamonds, "ws": fn_ws}
PER_TILE = ARITH + 12


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("n", type=int, nargs="?", default=100000)
    ap.add_argument("--shape", choices=sorted(SHAPES), default="loops")
    ap.add_argument("--functions", type=int, default=1)
    ap.add_argument("--device-functions", action="store_true",
                    help="the F functions are device functions, called in turn by one kernel")
    args = ap.parse_args()
    if args.device_functions:
        KIND["define"] = "define void"
    tiles = max(1, round(args.n / PER_TILE / args.functions))
    print('target triple = "nvptx64-nvidia-cuda"')
    print("@tile_a = internal addrspace(3) global [4096 x i32] undef, align 128")
    print("@bar = internal addrspace(3) global i64 undef, align 8")
    for f in range(args.functions):
        print("\n".join(SHAPES[args.shape](f"kernel{f}", tiles)))
    if args.device_functions:
        print(f"define ptx_kernel void @main({PARAMS}) {{")
        for f in range(args.functions):
            print(f"  call void @kernel{f}(ptr addrspace(6) %t, ptr addrspace(1) %out, "
                  "i64 %a, i64 %b, i32 %phase, i32 %n)")
        print("  ret void\n}")
    print("declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1 immarg)")
    print("declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1 immarg)")
    print("declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)")
    print("declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)")
    print("declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))")
    print("declare { i32, i1 } @llvm.nvvm.elect.sync(i32)")
    print("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()")


if __name__ == "__main__":
    main()
