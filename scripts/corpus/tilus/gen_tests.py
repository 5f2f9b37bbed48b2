"""Compile-only build of the tcgen05 unit-test kernels from Tilus v0.2.0 tests/instructions/ for sm_100a.
usage: python gen_tests.py   (cwd = cache parent). Never launches a kernel."""
import importlib.util, os, sys, traceback
import torch
import tilus
from tilus.target import set_current_target, nvgpu_sm100a
set_current_target(nvgpu_sm100a)
torch.cuda.is_available = lambda: True      # compile_source() gate only; nothing is launched
tilus.option.parallel_workers(1)
tilus.option.debug.dump_ir(True)
tilus.option.cache_dir(os.path.abspath("cache"))
T = os.path.join(os.environ.get("TILUS_WORK", "."), "src/tests/instructions/")

def load(name):
    spec = importlib.util.spec_from_file_location(name, T + name + ".py")
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m

from tilus import float16, float32, float8_e4m3, int32
mma, cp, ls, af = (load(n) for n in ["test_tcgen05_mma", "test_tcgen05_copy", "test_tcgen05_load_store", "test_tcgen05_alloc_free"])
from tilus.ir.layout.cuda.tcgen05.smem import Tcgen05SwizzleMode
jobs = [
    ("mma_f16_128x32x16", mma.Tcgen05MmaExample, (float16, float32, float16, 128, 32, 16), (0, 0, 0)),
    ("mma_e4m3_128x32x32", mma.Tcgen05MmaExample, (float8_e4m3, float32, float16, 128, 32, 32), (0, 0, 0)),
    ("mma_2cta_f16_256x64x16", mma.Tcgen05Mma2CTAExample, (float16, float32, float16, 256, 64, 16), (0, 0, 0)),
    ("copy_K_B128", cp.TmemCopyExample, ("K", Tcgen05SwizzleMode.B128_SWIZZLE), (128, 32, torch.empty(128, 32, dtype=torch.int32), torch.empty(128, 32, dtype=torch.int32))),
    ("load_store_f32_m128", ls.Tcgen05LoadStoreExample, (float32, 128, 64), (1234, 2345, 0, 0)),
    ("load_store_f16_m64", ls.Tcgen05LoadStoreExample, (float16, 64, 64), (1234, 2345, 0, 0)),
    ("alloc_free", af.Tcgen05Example, (), ()),
]
only = sys.argv[1:]
for name, cls, ctor, args in jobs:
    if only and name not in only: continue
    try:
        script = cls(*ctor)
        ji = script._jit_instance_for(*args)
        ji._build_programs()
        for p in ji.compiled_programs:
            print("BUILT", name, p.program_dir, flush=True)
    except Exception:
        print("FAILED", name); traceback.print_exc()
