#!/usr/bin/env python3
"""Compile real Blackwell kernels with triton==3.9.0 on a CPU-only machine and save
their LLVM IR and PTX under testdata/triton/ (committed; tests never need Triton).

Usage: python3 scripts/triton_kernels.py [OUTDIR]
Needs: pip install triton==3.9.0 (scripts/setup --triton does it in .tools/venv).
"""
import os
import sys

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

TARGET = GPUTarget("cuda", 100, 32)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                  stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn
    tl.store(c_ptrs, acc.to(tl.float16))


@triton.jit
def tma_persistent_matmul_kernel(a_desc, b_desc, c_desc, M, N, K,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                                 BLOCK_K: tl.constexpr, NUM_SMS: tl.constexpr):
    start_pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    k_tiles = tl.cdiv(K, BLOCK_K)
    num_tiles = num_pid_m * num_pid_n
    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS):
        pid_m = tile_id // num_pid_n
        pid_n = tile_id % num_pid_n
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for ki in range(k_tiles):
            a = a_desc.load([pid_m * BLOCK_M, ki * BLOCK_K])
            b = b_desc.load([pid_n * BLOCK_N, ki * BLOCK_K])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@triton.jit
def ws_matmul_kernel(a_desc, b_desc, c_desc, M, N, K,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in tl.range(tl.cdiv(K, BLOCK_K), warp_specialize=True):
        a = a_desc.load([pid_m * BLOCK_M, ki * BLOCK_K])
        b = b_desc.load([pid_n * BLOCK_N, ki * BLOCK_K])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@triton.jit
def attention_kernel(q_ptr, k_ptr, v_ptr, o_ptr, N_CTX,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    pid = tl.program_id(0)
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_ptr + offs_m[:, None] * HEAD_DIM + offs_d[None, :])
    m_i = tl.full((BLOCK_M,), float("-inf"), tl.float32)
    l_i = tl.zeros((BLOCK_M,), tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD_DIM), tl.float32)
    for start_n in range(0, N_CTX, BLOCK_N):
        k = tl.load(k_ptr + (start_n + offs_n)[None, :] * HEAD_DIM + offs_d[:, None])
        v = tl.load(v_ptr + (start_n + offs_n)[:, None] * HEAD_DIM + offs_d[None, :])
        qk = tl.dot(q, k)
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.exp(qk - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(o_ptr + offs_m[:, None] * HEAD_DIM + offs_d[None, :], acc.to(tl.float16))


@triton.jit
def block_scaled_matmul_kernel(a_desc, a_scale, b_desc, b_scale, c_desc, M, N, K,
                               stride_sk: tl.constexpr, BLOCK_M: tl.constexpr,
                               BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_sm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_sn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_sk = tl.arange(0, BLOCK_K // 32)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in range(tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, ki * BLOCK_K])
        b = b_desc.load([pid_n * BLOCK_N, ki * BLOCK_K])
        sa = tl.load(a_scale + offs_sm[:, None] * stride_sk + (ki * BLOCK_K // 32 + offs_sk)[None, :])
        sb = tl.load(b_scale + offs_sn[:, None] * stride_sk + (ki * BLOCK_K // 32 + offs_sk)[None, :])
        acc = tl.dot_scaled(a, sa, "e4m3", b.T, sb, "e4m3", acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@triton.jit
def device_desc_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                              BLOCK_K: tl.constexpr):
    # Device-side tensor descriptors: the kernel writes each tensormap itself
    # (tensormap.replace + tensormap.cp_fenceproxy), the R-TMAP case.
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1],
                                       block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1],
                                       block_shape=[BLOCK_N, BLOCK_K])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1],
                                       block_shape=[BLOCK_M, BLOCK_N])
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in range(tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, ki * BLOCK_K])
        b = b_desc.load([pid_n * BLOCK_N, ki * BLOCK_K])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


def desc(dtype, block):
    return f"tensordesc<{dtype}[{', '.join(str(b) for b in block)}]>"


KERNELS = {
    "matmul": (matmul_kernel,
               {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32",
                "K": "i32", "stride_am": "i32", "stride_ak": "i32", "stride_bk": "i32",
                "stride_bn": "i32", "stride_cm": "i32", "stride_cn": "i32"},
               {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}, {}),
    "tma_persistent_matmul": (tma_persistent_matmul_kernel,
                              {"a_desc": desc("fp16", [128, 64]), "b_desc": desc("fp16", [128, 64]),
                               "c_desc": desc("fp16", [128, 128]), "M": "i32", "N": "i32", "K": "i32"},
                              {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "NUM_SMS": 148},
                              {"num_stages": 3}),
    "ws_matmul": (ws_matmul_kernel,
                  {"a_desc": desc("fp16", [128, 64]), "b_desc": desc("fp16", [128, 64]),
                   "c_desc": desc("fp16", [128, 128]), "M": "i32", "N": "i32", "K": "i32"},
                  {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}, {"num_stages": 3}),
    "attention": (attention_kernel,
                  {"q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16", "o_ptr": "*fp16",
                   "N_CTX": "i32"},
                  {"BLOCK_M": 128, "BLOCK_N": 64, "HEAD_DIM": 64}, {}),
    "block_scaled_matmul": (block_scaled_matmul_kernel,
                            {"a_desc": desc("fp8e4nv", [128, 128]), "a_scale": "*u8",
                             "b_desc": desc("fp8e4nv", [128, 128]), "b_scale": "*u8",
                             "c_desc": desc("fp16", [128, 128]), "M": "i32", "N": "i32", "K": "i32"},
                            {"stride_sk": 4, "BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 128}, {}),
    "device_desc_matmul": (device_desc_matmul_kernel,
                           {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16",
                            "M": "i32", "N": "i32", "K": "i32"},
                           {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}, {}),
}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "testdata", "triton")
    os.makedirs(out, exist_ok=True)
    failures = 0
    for name, (fn, signature, constexprs, options) in KERNELS.items():
        try:
            src = ASTSource(fn=fn, signature=signature, constexprs=constexprs)
            compiled = triton.compile(src, target=TARGET, options={"num_warps": 4, **options})
        except Exception as e:  # report and continue: one kernel may not compile
            failures += 1
            print(f"{name}: did not compile: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
            continue
        for kind, ext in (("llir", "ll"), ("ptx", "ptx")):
            # Written as Triton prints it: the driver reads newer LLVM's spellings
            # (`float -inf`, `f0x3FB8AA3B`) itself.
            text = compiled.asm[kind]
            with open(os.path.join(out, f"{name}.{ext}"), "w") as f:
                f.write(text)
        print(f"{name}: wrote {name}.ll and {name}.ptx")
    print(f"triton {triton.__version__}: {len(KERNELS) - failures} of {len(KERNELS)} kernels compiled")


if __name__ == "__main__":
    main()
