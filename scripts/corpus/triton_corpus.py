#!/usr/bin/env python3
"""Triton producer of the real-kernel corpus: compile Blackwell (sm_100a) kernels written
for this corpus with triton==3.9.0 on a CPU-only machine and write each kernel's LLVM IR
(`llir`, exactly as Triton printed it: no rewriting of `float -inf` or `f0x...` literals)
and PTX to testdata/corpus/triton/<name>.ll|.ptx.

These kernels are distinct from the six in scripts/triton_kernels.py (testdata/triton/):
persistent + warp-specialized GEMM, fp8 GEMM, batched and grouped GEMM (device-side
tensormaps), warp-specialized attention with TMA, mxfp4 block-scaled GEMM, device-TMA GEMMs, 2-CTA GEMM.

Usage: python scripts/corpus/triton_corpus.py [OUTDIR]   (python of .tools/venv)
Prints one line per kernel; a kernel that does not compile is reported and skipped.
"""
import os
import sys

# Triton 3.9 warns that its FP-fusion default will change; pin today's default so a
# regeneration with a later knob default does not silently change the kernels.
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402

TARGET = GPUTarget("cuda", 100, 32)


@triton.jit
def persistent_ws_matmul_kernel(a_desc, b_desc, c_desc, M, N, K,
                                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                                BLOCK_K: tl.constexpr, NUM_SMS: tl.constexpr):
    # Persistent tile loop that is itself warp-specialized and flattened with the
    # K loop: producer (TMA) / MMA / epilogue partitions over many tiles.
    start_pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    k_tiles = tl.cdiv(K, BLOCK_K)
    num_tiles = num_pid_m * num_pid_n
    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS, flatten=True, warp_specialize=True):
        pid_m = tile_id // num_pid_n
        pid_n = tile_id % num_pid_n
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for ki in range(k_tiles):
            a = a_desc.load([pid_m * BLOCK_M, ki * BLOCK_K])
            b = b_desc.load([pid_n * BLOCK_N, ki * BLOCK_K])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@triton.jit
def fp8_ws_matmul_kernel(a_desc, b_desc, c_desc, M, N, K,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in tl.range(tl.cdiv(K, BLOCK_K), warp_specialize=True):
        a = a_desc.load([pid_m * BLOCK_M, ki * BLOCK_K])
        b = b_desc.load([pid_n * BLOCK_N, ki * BLOCK_K])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.bfloat16))


@triton.jit
def batched_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                          stride_ab, stride_am, stride_bb, stride_bn, stride_cb, stride_cm,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # Batched GEMM through pointers (third grid axis = batch), pipelined by num_stages.
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    batch = tl.program_id(2)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + batch * stride_ab + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + batch * stride_bb + offs_n[None, :] * stride_bn + offs_k[:, None]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), num_stages=3):
        mask_k = offs_k < K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=mask_k[None, :], other=0.0)
        b = tl.load(b_ptrs, mask=mask_k[:, None], other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K
    c_ptrs = c_ptr + batch * stride_cb + offs_m[:, None] * stride_cm + offs_n[None, :]
    mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    tl.store(c_ptrs, acc.to(tl.bfloat16), mask=mask)


@triton.jit
def grouped_matmul_kernel(group_a_ptrs, group_b_ptrs, group_c_ptrs, group_sizes,
                          GROUP_COUNT: tl.constexpr, BLOCK_M: tl.constexpr,
                          BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, NUM_SMS: tl.constexpr):
    # Persistent grouped GEMM: each group's tensormaps are built on the device
    # (tensormap.replace / cp_fenceproxy) inside the tile loop.
    tile_idx = tl.program_id(0)
    last_problem_end = 0
    for g in range(GROUP_COUNT):
        gm = tl.load(group_sizes + g * 3)
        gn = tl.load(group_sizes + g * 3 + 1)
        gk = tl.load(group_sizes + g * 3 + 2)
        num_m_tiles = tl.cdiv(gm, BLOCK_M)
        num_n_tiles = tl.cdiv(gn, BLOCK_N)
        num_tiles = num_m_tiles * num_n_tiles
        if tile_idx >= last_problem_end and tile_idx < last_problem_end + num_tiles:
            a_ptr = tl.load(group_a_ptrs + g).to(tl.pointer_type(tl.float16))
            b_ptr = tl.load(group_b_ptrs + g).to(tl.pointer_type(tl.float16))
            c_ptr = tl.load(group_c_ptrs + g).to(tl.pointer_type(tl.float16))
            a_desc = tl.make_tensor_descriptor(a_ptr, shape=[gm, gk], strides=[gk, 1],
                                               block_shape=[BLOCK_M, BLOCK_K])
            b_desc = tl.make_tensor_descriptor(b_ptr, shape=[gn, gk], strides=[gk, 1],
                                               block_shape=[BLOCK_N, BLOCK_K])
            c_desc = tl.make_tensor_descriptor(c_ptr, shape=[gm, gn], strides=[gn, 1],
                                               block_shape=[BLOCK_M, BLOCK_N])
            while tile_idx >= last_problem_end and tile_idx < last_problem_end + num_tiles:
                t = tile_idx - last_problem_end
                tm = t // num_n_tiles
                tn = t % num_n_tiles
                acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
                for kk in range(tl.cdiv(gk, BLOCK_K)):
                    a = a_desc.load([tm * BLOCK_M, kk * BLOCK_K])
                    b = b_desc.load([tn * BLOCK_N, kk * BLOCK_K])
                    acc = tl.dot(a, b.T, acc)
                c_desc.store([tm * BLOCK_M, tn * BLOCK_N], acc.to(tl.float16))
                tile_idx += NUM_SMS
        last_problem_end = last_problem_end + num_tiles


@triton.jit
def attention_ws_kernel(q_desc, k_desc, v_desc, o_desc, N_CTX, sm_scale,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    # Flash-attention forward with TMA loads and a warp-specialized KV loop: two
    # chained MMAs per iteration (QK^T into TMEM, then P@V reading P).
    pid = tl.program_id(0)
    off_hz = tl.program_id(1)
    row0 = off_hz * N_CTX + pid * BLOCK_M
    q = q_desc.load([row0, 0])
    m_i = tl.full((BLOCK_M,), float("-inf"), tl.float32)
    l_i = tl.zeros((BLOCK_M,), tl.float32) + 1.0
    acc = tl.zeros((BLOCK_M, HEAD_DIM), tl.float32)
    qk_scale = sm_scale * 1.44269504
    for start_n in tl.range(0, N_CTX, BLOCK_N, warp_specialize=True):
        k = k_desc.load([off_hz * N_CTX + start_n, 0])
        qk = tl.dot(q, k.T)
        m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = v_desc.load([off_hz * N_CTX + start_n, 0])
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_ij
    acc = acc / l_i[:, None]
    o_desc.store([row0, 0], acc.to(tl.float16))


@triton.jit
def mxfp4_matmul_kernel(a_desc, a_scale, b_desc, b_scale, c_desc, M, N, K,
                        stride_sk: tl.constexpr, BLOCK_M: tl.constexpr,
                        BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # mxfp4 x mxfp4 (e2m1, two values a byte) with e8m0 scales per 32 elements:
    # tcgen05.mma block-scaled, scales staged into TMEM with tcgen05.cp.
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_sm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_sn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_sk = tl.arange(0, BLOCK_K // 32)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in range(tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, ki * BLOCK_K // 2])
        b = b_desc.load([pid_n * BLOCK_N, ki * BLOCK_K // 2])
        sa = tl.load(a_scale + offs_sm[:, None] * stride_sk + (ki * BLOCK_K // 32 + offs_sk)[None, :])
        sb = tl.load(b_scale + offs_sn[:, None] * stride_sk + (ki * BLOCK_K // 32 + offs_sk)[None, :])
        acc = tl.dot_scaled(a, sa, "e2m1", b.T, sb, "e2m1", acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@triton.jit
def cluster2_matmul_kernel(a_desc, b_desc, c_desc, M, N, K,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # Compiled with num_ctas=2 (a 2-CTA cluster) and a 256-row tile. Triton 3.9's
    # tl.dot still issues cta_group::1 MMAs here (the 2-CTA MMA is reached only through
    # Gluon); the cluster launch is what this kernel adds.
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in range(tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, ki * BLOCK_K])
        b = b_desc.load([pid_n * BLOCK_N, ki * BLOCK_K])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@triton.jit
def device_tma_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BLOCK_M: tl.constexpr,
                             BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                             NUM_SMS: tl.constexpr, WS: tl.constexpr):
    # Persistent GEMM whose tensormaps the kernel builds itself (the shape of Triton's
    # tutorial 09 `matmul_kernel_descriptor_persistent`): a staging buffer in shared
    # memory zeroed and filled by `tensormap.replace`, copied out with
    # `tensormap.cp_fenceproxy`; the stage buffers reuse the same bytes.
    start_pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    k_tiles = tl.cdiv(K, BLOCK_K)
    num_tiles = num_pid_m * num_pid_n
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1],
                                       block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1],
                                       block_shape=[BLOCK_N, BLOCK_K])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1],
                                       block_shape=[BLOCK_M, BLOCK_N])
    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS, flatten=True, warp_specialize=WS):
        pid_m = tile_id // num_pid_n
        pid_n = tile_id % num_pid_n
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for ki in range(k_tiles):
            a = a_desc.load([pid_m * BLOCK_M, ki * BLOCK_K])
            b = b_desc.load([pid_n * BLOCK_N, ki * BLOCK_K])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


def desc(dtype, block):
    return f"tensordesc<{dtype}[{', '.join(str(b) for b in block)}]>"


MNK = {"M": "i32", "N": "i32", "K": "i32"}
KERNELS = {
    "persistent_ws_matmul": (persistent_ws_matmul_kernel,
                             {"a_desc": desc("fp16", [128, 64]), "b_desc": desc("fp16", [128, 64]),
                              "c_desc": desc("fp16", [128, 128]), **MNK},
                             {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "NUM_SMS": 148},
                             {"num_stages": 3}),
    "fp8_ws_matmul": (fp8_ws_matmul_kernel,
                      {"a_desc": desc("fp8e4nv", [128, 128]), "b_desc": desc("fp8e4nv", [256, 128]),
                       "c_desc": desc("bf16", [128, 256]), **MNK},
                      {"BLOCK_M": 128, "BLOCK_N": 256, "BLOCK_K": 128},
                      {"num_stages": 3, "num_warps": 8}),
    "batched_matmul": (batched_matmul_kernel,
                       {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*bf16", **MNK,
                        "stride_ab": "i32", "stride_am": "i32", "stride_bb": "i32",
                        "stride_bn": "i32", "stride_cb": "i32", "stride_cm": "i32"},
                       {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}, {}),
    "grouped_matmul": (grouped_matmul_kernel,
                       {"group_a_ptrs": "*u64", "group_b_ptrs": "*u64", "group_c_ptrs": "*u64",
                        "group_sizes": "*i32"},
                       {"GROUP_COUNT": 4, "BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64,
                        "NUM_SMS": 148}, {}),
    "attention_ws": (attention_ws_kernel,
                     {"q_desc": desc("fp16", [128, 128]), "k_desc": desc("fp16", [128, 128]),
                      "v_desc": desc("fp16", [128, 128]), "o_desc": desc("fp16", [128, 128]),
                      "N_CTX": "i32", "sm_scale": "fp32"},
                     {"BLOCK_M": 128, "BLOCK_N": 128, "HEAD_DIM": 128},
                     {"num_stages": 2, "num_warps": 8}),
    "mxfp4_matmul": (mxfp4_matmul_kernel,
                     {"a_desc": desc("u8", [128, 128]), "a_scale": "*u8",
                      "b_desc": desc("u8", [128, 128]), "b_scale": "*u8",
                      "c_desc": desc("fp16", [128, 128]), **MNK},
                     {"stride_sk": 8, "BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 256}, {}),
    "device_tma_matmul": (device_tma_matmul_kernel,
                          {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", **MNK},
                          {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "NUM_SMS": 148,
                           "WS": False}, {}),
    "device_tma_ws_matmul": (device_tma_matmul_kernel,
                             {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", **MNK},
                             {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "NUM_SMS": 148,
                              "WS": True}, {}),
    "cluster2_matmul": (cluster2_matmul_kernel,
                        {"a_desc": desc("fp16", [256, 64]), "b_desc": desc("fp16", [128, 64]),
                         "c_desc": desc("fp16", [256, 128]), **MNK},
                        {"BLOCK_M": 256, "BLOCK_N": 128, "BLOCK_K": 64},
                        {"num_ctas": 2, "num_warps": 8}),
}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "testdata", "corpus", "triton")
    os.makedirs(out, exist_ok=True)
    failures = 0
    for name, (fn, signature, constexprs, options) in KERNELS.items():
        try:
            src = ASTSource(fn=fn, signature=signature, constexprs=constexprs)
            compiled = triton.compile(src, target=TARGET, options={"num_warps": 4, **options})
        except Exception as e:  # report and continue: one kernel may not compile
            failures += 1
            first = str(e).strip().splitlines()[-1] if str(e).strip() else ""
            print(f"triton {name}: did not compile: {type(e).__name__}: {first}")
            continue
        for kind, ext in (("llir", "ll"), ("ptx", "ptx")):
            with open(os.path.join(out, f"{name}.{ext}"), "w") as f:
                f.write(compiled.asm[kind])
        print(f"triton {name}: wrote {name}.ll and {name}.ptx")
    print(f"triton {triton.__version__}: {len(KERNELS) - failures} of {len(KERNELS)} kernels compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
