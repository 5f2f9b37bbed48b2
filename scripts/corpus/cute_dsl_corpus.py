#!/usr/bin/env python3
"""CuTe DSL producer of the real-kernel corpus: compile, without a GPU, Blackwell (sm_100a)
kernels that ship in PyPI packages written in NVIDIA's CuTe DSL (nvidia-cutlass-dsl):
quack-kernels' SM100 GEMMs and flash-attn-4's SM100 attention, and keep the PTX the DSL
dumps (CUTE_DSL_KEEP=ptx) under testdata/corpus/cute_dsl/<name>.ptx.

No tensor is allocated: quack's GEMM compile entry (`quack.gemm._compile_gemm`) takes dtypes
and builds fake CuTe tensors itself, and flash-attn-4 compiles under torch's FakeTensorMode
(its documented CPU-only precompile path, FLASH_ATTENTION_ARCH / CUTE_DSL_ARCH).

Usage: .tools/corpus-venv/bin/python scripts/corpus/cute_dsl_corpus.py [OUTDIR] [NAME...]
Prints one line per kernel; a kernel that fails is reported and skipped (exit 1 if any did).
"""
import os
import re
import shutil
import sys
import tempfile
import traceback

DUMP = tempfile.mkdtemp(prefix="corpus-cute-dsl-")
# Set before the DSL is imported: its environment manager reads these once.
os.environ.update(
    CUTE_DSL_ARCH="sm_100a",
    CUTE_DSL_KEEP="ptx",
    CUTE_DSL_DUMP_DIR=DUMP,
    CUTE_DSL_DISABLE_FILE_CACHING="1",
    FLASH_ATTENTION_ARCH="sm_100",
    FLASH_ATTENTION_NUM_SMS="148",
)

import cutlass  # noqa: E402
import cutlass.utils  # noqa: E402
import torch  # noqa: E402
from torch._subclasses.fake_tensor import FakeTensorMode  # noqa: E402


class B200HardwareInfo:
    """Stands in for cutlass.utils.HardwareInfo, which asks the CUDA driver (absent here).
    flash-attn-4's persistent schedulers ask it for the SM count to size the launch grid,
    a host-side value baked into the kernel's launch code; a B200 has 148 SMs."""

    SM_COUNT = 148

    def __init__(self, *args, **kwargs):
        pass

    def get_device_multiprocessor_count(self):
        return self.SM_COUNT

    def get_max_active_clusters(self, cluster_size=1):
        return self.SM_COUNT // cluster_size


cutlass.utils.HardwareInfo = B200HardwareInfo
cutlass.utils.hardware_info.HardwareInfo = B200HardwareInfo


# ---------------------------------------------------------------- quack GEMM (SM100)
def quack_gemm(a_dtype, d_dtype, tile_mn, cluster_mnk, persistent=True, dynamic=False,
               beta_mode=0, rowvec=None, varlen_m=False, c_dtype=None, sf=None):
    """One call of quack's tensor-free GEMM compile; `sf` = (sf_dtype, sf_vec_size)."""
    from quack.gemm import _compile_gemm
    from quack.rounding import RoundingMode
    compile_gemm = getattr(_compile_gemm, "__wrapped__", _compile_gemm)  # skip quack's disk cache
    sf_dtype, sf_vec = sf if sf else (None, None)
    compile_gemm(a_dtype, a_dtype, d_dtype, c_dtype, "k", "k", "n", "n" if c_dtype else None,
                 tile_mn, cluster_mnk, False, persistent, dynamic, rowvec, None, 0, 0, beta_mode,
                 False, None, varlen_m, False, False, False, False, (10, 0), RoundingMode.RN, 0,
                 None, sf_dtype, sf_vec)


# ------------------------------------------------------- flash-attn-4 (SM100 forward/backward)
def fa4(batch=2, seqlen=1024, heads=8, heads_kv=None, hdim=128, hdim_v=None, dtype=torch.bfloat16,
        causal=False, window=(None, None), varlen=False, backward=False):
    from flash_attn.cute.interface import _flash_attn_bwd, _flash_attn_fwd
    heads_kv = heads_kv or heads
    hdim_v = hdim_v or hdim
    with FakeTensorMode():
        dev = "cuda"
        if varlen:
            total = batch * seqlen
            q = torch.empty(total, heads, hdim, dtype=dtype, device=dev)
            k = torch.empty(total, heads_kv, hdim, dtype=dtype, device=dev)
            v = torch.empty(total, heads_kv, hdim_v, dtype=dtype, device=dev)
            cu = torch.empty(batch + 1, dtype=torch.int32, device=dev)
            _flash_attn_fwd(q, k, v, cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=seqlen,
                            max_seqlen_k=seqlen, causal=causal)
            return
        q = torch.empty(batch, seqlen, heads, hdim, dtype=dtype, device=dev)
        k = torch.empty(batch, seqlen, heads_kv, hdim, dtype=dtype, device=dev)
        v = torch.empty(batch, seqlen, heads_kv, hdim_v, dtype=dtype, device=dev)
        out, lse = _flash_attn_fwd(q, k, v, causal=causal, window_size_left=window[0],
                                   window_size_right=window[1], return_lse=True)[:2]
        if backward:
            dout = torch.empty_like(out)
            _flash_attn_bwd(q, k, v, out, dout, lse, causal=causal)


BF16, F16, F32 = cutlass.BFloat16, cutlass.Float16, cutlass.Float32
KERNELS = {
    # name: (what it is, how to compile it)
    "quack_gemm_bf16_1cta": ("quack GemmSm100, bf16, 128x128 tile, 1 CTA, static persistent",
                             lambda: quack_gemm(BF16, BF16, (128, 128), (1, 1, 1))),
    "quack_gemm_bf16_2cta": ("quack GemmSm100, bf16, 256x128 tile over a CTA pair (cta_group::2)",
                             lambda: quack_gemm(BF16, BF16, (256, 128), (2, 1, 1))),
    "quack_gemm_bf16_clc": ("quack GemmSm100, 2-CTA, dynamic persistent (cluster launch control)",
                            lambda: quack_gemm(BF16, BF16, (256, 256), (2, 1, 1), dynamic=True)),
    "quack_gemm_fp16_epi": ("quack GemmSm100, fp16, C input with beta and row bias (TMA-loaded C)",
                            lambda: quack_gemm(F16, F16, (128, 256), (1, 1, 1), beta_mode=1,
                                               rowvec=F32, c_dtype=F16)),
    "quack_gemm_fp8": ("quack GemmSm100, fp8 e4m3 in, bf16 out, 2-CTA",
                       lambda: quack_gemm(cutlass.Float8E4M3FN, BF16, (256, 256), (2, 1, 1))),
    "quack_gemm_varlen_m": ("quack GemmSm100, grouped (varlen_m, MoE-style) bf16, 2-CTA",
                            lambda: quack_gemm(BF16, BF16, (256, 128), (2, 1, 1), varlen_m=True)),
    "quack_gemm_mxf8": ("quack GemmSm100 block-scaled mxfp8 (e8m0 scales / 32), 2-CTA",
                        lambda: quack_gemm(cutlass.Float8E4M3FN, BF16, (256, 256), (2, 1, 1),
                                           sf=(cutlass.Float8E8M0FNU, 32))),
    "fa4_fwd_hd128": ("flash-attn-4 FlashAttentionForwardSm100, bf16, hdim 128, non-causal (2-CTA)",
                      lambda: fa4()),
    "fa4_fwd_hd128_causal": ("flash-attn-4 forward, bf16, hdim 128, causal (1-CTA)",
                             lambda: fa4(causal=True)),
    "fa4_fwd_hd64_fp16_gqa": ("flash-attn-4 forward, fp16, hdim 64, GQA 8:2, causal",
                              lambda: fa4(hdim=64, heads_kv=2, dtype=torch.float16, causal=True)),
    "fa4_fwd_local": ("flash-attn-4 forward, sliding window (256, 0)",
                      lambda: fa4(window=(256, 0))),
    "fa4_fwd_varlen": ("flash-attn-4 forward, variable-length batch (cu_seqlens), causal",
                       lambda: fa4(varlen=True, causal=True)),
    "fa4_fwd_hd192_128": ("flash-attn-4 forward, DeepSeek shape hdim 192 / hdim_v 128 (2-CTA)",
                          lambda: fa4(hdim=192, hdim_v=128)),
    "fa4_bwd_hd128": ("flash-attn-4 backward (FlashAttentionBackwardSm100 + pre/post-processing)",
                      lambda: fa4(causal=True, backward=True)),
}


def kernel_tag(filename):
    """Class name the DSL put into a dumped file name (several kernels per compile)."""
    m = re.search(r"([A-Z][A-Za-z0-9]+)_object_at", filename)
    return m.group(1) if m else re.sub(r"\W", "_", filename)[:40]


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "testdata", "corpus", "cute_dsl")
    names = argv[2:] or list(KERNELS)
    os.makedirs(out, exist_ok=True)
    failures = 0
    for name in names:
        what, build = KERNELS[name]
        # The DSL names dumps after a truncated signature, so two kernels can share a
        # name: empty the dump folder before each compile.
        for f in os.listdir(DUMP):
            os.remove(os.path.join(DUMP, f))
        try:
            build()
        except Exception as e:  # report and go on: one kernel may not compile
            failures += 1
            last = traceback.format_exception_only(type(e), e)[-1].strip().splitlines()[0]
            print(f"cute_dsl {name}: did not compile: {last[:300]}", flush=True)
            continue
        new = sorted(f for f in os.listdir(DUMP) if f.endswith(".ptx"))
        if not new:
            failures += 1
            print(f"cute_dsl {name}: compiled but no PTX was dumped", flush=True)
            continue
        written = []
        for f in new:
            dest = f"{name}.ptx" if len(new) == 1 else f"{name}.{kernel_tag(f)}.ptx"
            shutil.copyfile(os.path.join(DUMP, f), os.path.join(out, dest))
            written.append(dest)
        print(f"cute_dsl {name}: wrote {', '.join(written)} ({what})", flush=True)
    from importlib.metadata import version
    print(f"nvidia-cutlass-dsl {version('nvidia-cutlass-dsl')}, quack-kernels "
          f"{version('quack-kernels')}, flash-attn-4 {version('flash-attn-4')}: "
          f"{len(names) - failures} of {len(names)} kernels compiled", flush=True)
    shutil.rmtree(DUMP, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
