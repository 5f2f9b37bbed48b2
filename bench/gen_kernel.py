#!/usr/bin/env python3
"""Generate a synthetic Blackwell kernel in LLVM IR with about N instructions and all
of its tcgen05 synchronization missing.

Usage: python3 bench/gen_kernel.py N > kernel.ll

The module holds functions of about 100 "tiles" each. A tile loads the accumulator
(tcgen05.ld), does arithmetic on it, stores the result, synchronizes with bar.sync,
stages an operand in shared memory, issues an MMA with its commit, and waits on the
mbarrier in Triton's inline-asm loop; every tenth tile is a loop. Each tile needs a
wait::ld, fences before and after the barrier, a proxy fence and a fence after the
mbarrier wait.
"""
import sys

WAIT = ('call void asm sideeffect "{\\0A\\09.reg .pred complete;\\0A\\09waitLoop:\\0A\\09'
        'mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\\0A\\09@!complete bra.uni '
        'waitLoop;\\0A}", "l,r"(ptr addrspace(3) @bar, i32 %phase)')


def tile(k, arith):
    out = []
    v = f"%v{k}"
    out.append(f"  {v} = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 false)")
    prev = f"%e{k}_0"
    out.append(f"  {prev} = extractelement <4 x i32> {v}, i32 0")
    for j in range(1, arith):
        cur = f"%e{k}_{j}"
        out.append(f"  {cur} = add i32 {prev}, {j}")
        prev = cur
    out.append(f"  %p{k} = getelementptr i32, ptr addrspace(1) %out, i32 {k}")
    out.append(f"  store i32 {prev}, ptr addrspace(1) %p{k}, align 4")
    out.append("  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
    out.append(f"  store i32 {prev}, ptr addrspace(3) @tile_a, align 4")
    out.append("  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
    out.append("  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t, i64 %a, i64 %b, "
               "i32 136380432, i1 true, i32 0, i32 1, i32 0)")
    out.append("  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @bar)")
    out.append("  " + WAIT)
    return out


def function(name, tiles, arith):
    looped = lambda k: k % 10 == 9  # noqa: E731
    entry_of = lambda k: f"pre{k}" if looped(k) else f"b{k}"  # noqa: E731
    lines = [f"define ptx_kernel void @{name}(ptr addrspace(6) %t, ptr addrspace(1) %out, "
             f"i64 %a, i64 %b, i32 %phase, i32 %n) {{", "entry:", f"  br label %{entry_of(0)}"]
    for k in range(tiles):
        nxt = entry_of(k + 1) if k + 1 < tiles else "exit"
        if looped(k):
            lines += [f"pre{k}:", f"  br label %b{k}", f"b{k}:",
                      f"  %i{k} = phi i32 [ 0, %pre{k} ], [ %i{k}.next, %b{k} ]"]
            lines += tile(k, arith)
            lines += [f"  %i{k}.next = add i32 %i{k}, 1",
                      f"  %c{k} = icmp slt i32 %i{k}.next, %n",
                      f"  br i1 %c{k}, label %b{k}, label %{nxt}"]
        else:
            lines += [f"b{k}:"] + tile(k, arith) + [f"  br label %{nxt}"]
    return lines + ["exit:", "  ret void", "}"]


def main():
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    arith = 20
    per_tile = arith + 10
    tiles_per_fn = 100
    n_fns = max(1, round(target / (per_tile * tiles_per_fn)))
    print('target triple = "nvptx64-nvidia-cuda"')
    print("@tile_a = internal addrspace(3) global [4096 x i32] undef, align 128")
    print("@bar = internal addrspace(3) global i64 undef, align 8")
    for f in range(n_fns):
        print("\n".join(function(f"kernel{f}", tiles_per_fn, arith)))
    print("declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1 immarg)")
    print("declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)")
    print("declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)")
    print("declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))")


if __name__ == "__main__":
    main()
