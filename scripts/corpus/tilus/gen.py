"""Compile-only driver: build Tilus example kernels for sm_100a on a GPU-less machine.

usage: python gen.py EXAMPLE_FILE CLASS_NAME [SCHEDULE_INDEX ...]
Sets the Tilus target to nvgpu/sm100a (no torch.cuda query), picks the listed
autotune schedules (default: 0), transpiles + builds them (nvcc --keep via
debug.dump_ir) and never launches anything.
"""
import importlib.util, os, sys, json
import torch
import tilus
from tilus.target import set_current_target, nvgpu_sm100a

set_current_target(nvgpu_sm100a)
# compile_source() refuses to run nvcc unless torch sees a GPU; we only build, never launch
torch.cuda.is_available = lambda: True
tilus.option.parallel_workers(1)
tilus.option.debug.dump_ir(True)

path, cls_name = sys.argv[1], sys.argv[2]
sched_idx = [int(x) for x in sys.argv[3:]] or [0]
cache = os.path.abspath(os.environ.get("GEN_CACHE", "cache"))
spec = importlib.util.spec_from_file_location("ex_mod", path)
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)           # examples call tilus.option.cache_dir("./cache") at import
tilus.option.cache_dir(cache)

script = getattr(mod, cls_name)()       # InstantiatedScript (autotune space)
print("num schedules:", len(script.schedules))
script.schedules = [script.schedules[i] for i in sched_idx]
for i, s in zip(sched_idx, script.schedules):
    print("schedule", i, s)

m = n = k = 8192
a = torch.empty(m, k, dtype=torch.float16)   # CPU tensors: only used for key extraction
b = torch.empty(n, k, dtype=torch.float16)
c = torch.empty(m, n, dtype=torch.float16)
args = (m, n, k, a, b, c)
ji = script._jit_instance_for(*args)
print("transpiled:", len(ji.transpiled_programs), "failed scheduling:", len(ji.failed_scheduling))
for f in ji.failed_scheduling[:1]:
    print(f)
try:
    ji._build_programs()
except Exception as e:
    print("BUILD EXCEPTION:", str(e)[:4000])
for p in ji.compiled_programs:
    print("built:", p.program_dir)
for msg, d in ji.failed_building:
    print("FAILED BUILD in", d); print(msg[-4000:])
