"""Copy Tilus-generated source.cu / source.ptx (nvcc --keep) into cu/ and ptx/, keeping only files with 'tcgen05'."""
import re, shutil, os, glob
W = os.path.join(os.environ.get("TILUS_WORK", os.getcwd()), "work"); out = {}
def tag(s):  # schedule dict text -> short tag
    d = eval(s); ab = dict(block_m="m", block_n="n", block_k="k", stages="s", tma_stages="ts", mma_stages="ms", e_block_n="en", swizzle_size="sw")
    return "_".join(f"{ab.get(k,k)}{v}" for k, v in d.items())
for v, log in [(0,"v0"),(1,"v1"),(2,"v2"),(3,"v3"),(4,"v4"),(5,"v5b"),(6,"v6")]:
    L = open(f"{W}/logs/{log}.log").read().splitlines()
    sch = [l.split(" ", 2)[2] for l in L if l.startswith("schedule ")]
    built = [l.split()[1] for l in L if l.startswith("built:")]
    assert len(sch) == len(built), (log, sch, built)
    for s, d in zip(sch, built):
        out[f"tilus_bw_matmul_v{v}_{tag(s)}"] = d
for l in open(f"{W}/logs/tests.log"):
    if l.startswith("BUILT"):
        _, name, d = l.split(); out[f"tilus_test_tcgen05_{name}"] = d
for name, d in out.items():
    ptx, cu = f"{d}/module/source.ptx", f"{d}/module/source.cu"
    if "tcgen05" not in open(ptx).read(): print("SKIP (no tcgen05)", name); continue
    shutil.copy(ptx, f"ptx/{name}.ptx"); shutil.copy(cu, f"cu/{name}.cu")
    print(name, os.path.basename(d))
