"""Shared fixtures: real Triton kernels compiled for cuda:100 (no GPU needed), with and
without the hook, once per test session."""

import importlib.util
import logging
import os
import subprocess
from pathlib import Path

import pytest

triton = pytest.importorskip(
    "triton", reason="triton is not importable: run `scripts/setup` (it installs triton==3.9.0 "
                     "into .tools/venv) and run the tests with .tools/venv/bin/python")

import tcgen05_sync_triton as hook  # noqa: E402

REPO = Path(__file__).resolve().parents[3]
# The kernels scripts/triton_kernels.py compiles into testdata/triton: a tcgen05 matmul,
# a warp-specialized TMA matmul and a flash-attention loop.
KERNELS = ("matmul", "ws_matmul", "attention")


def _load_kernels():
    spec = importlib.util.spec_from_file_location("triton_kernels", REPO / "scripts" / "triton_kernels.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def kernels():
    return _load_kernels()


@pytest.fixture(scope="session", autouse=True)
def fresh_triton_cache(tmp_path_factory):
    # Every test compiles for real: with the cache a compilation could come back from an
    # earlier one and not run the hook at all.
    from triton import knobs
    os.environ["TRITON_CACHE_DIR"] = str(tmp_path_factory.mktemp("triton-cache"))
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    knobs.compilation.always_compile = True
    yield


@pytest.fixture(autouse=True)
def clean_hook(monkeypatch):
    for var in ("TCGEN05_SYNC", "TCGEN05_SYNC_READING", "TCGEN05_LD_USE", "TCGEN05_SYNC_ON_ERROR"):
        monkeypatch.delenv(var, raising=False)
    hook.uninstall()
    yield
    hook.uninstall()


def compile_kernel(kernels, name):
    from triton.compiler import ASTSource
    fn, signature, constexprs, options = kernels.KERNELS[name]
    src = ASTSource(fn=fn, signature=signature, constexprs=constexprs)
    return triton.compile(src, target=kernels.TARGET, options={"num_warps": 4, **options})


class Compiled:
    """One kernel compiled without and with the hook (insert mode), and the hook's log."""

    def __init__(self, name, plain, hooked, records):
        self.name = name
        self.plain = plain
        self.hooked = hooked
        self.records = records


class _Collect(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records = []

    def emit(self, record):
        self.records.append(record)


def compile_with_log(kernels, name, **install_args):
    """Compile `name` with the hook installed; return (kernel, log records)."""
    collect = _Collect()
    logger = logging.getLogger("tcgen05_sync_triton")
    logger.addHandler(collect)
    old_level = logger.level
    logger.setLevel(logging.DEBUG)
    try:
        hook.install(**install_args)
        return compile_kernel(kernels, name), collect.records
    finally:
        hook.uninstall()
        logger.removeHandler(collect)
        logger.setLevel(old_level)


_compiled = {}


def compiled_pair(kernels, name):
    """`name` compiled without and with the hook, once per session."""
    if name not in _compiled:
        hook.uninstall()
        plain = compile_kernel(kernels, name)
        hooked, records = compile_with_log(kernels, name, mode="insert")
        _compiled[name] = Compiled(name, plain, hooked, records)
    return _compiled[name]


@pytest.fixture(params=KERNELS)
def compiled(request, kernels):
    return compiled_pair(kernels, request.param)


@pytest.fixture
def matmul(kernels):
    return compiled_pair(kernels, "matmul")


def tcgen05_opt(*args, input=None):
    return subprocess.run([hook.find_tcgen05_opt(), *args], input=input, capture_output=True, text=True)
