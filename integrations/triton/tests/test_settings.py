"""Settings, driver lookup and error paths: no Triton compilation, fast."""

import os
import stat
from pathlib import Path

import pytest

import tcgen05_sync_triton as hook
from conftest import REPO

MATMUL_LL = (REPO / "testdata" / "triton" / "matmul.ll").read_text()


def test_mode_defaults_to_insert_and_follows_the_environment(monkeypatch):
    assert hook.current_settings().mode == "insert"
    monkeypatch.setenv("TCGEN05_SYNC", "check")
    assert hook.current_settings().mode == "check"
    # An explicit install() argument wins over the environment.
    hook.install(mode="off")
    assert hook.current_settings().mode == "off"


def test_bad_values_are_named(monkeypatch):
    monkeypatch.setenv("TCGEN05_SYNC", "sometimes")
    with pytest.raises(hook.Tcgen05SyncError, match=r"TCGEN05_SYNC='sometimes' is not one of insert, check, off"):
        hook.current_settings()
    with pytest.raises(hook.Tcgen05SyncError, match=r"ld_use='never'"):
        hook.install(ld_use="never")


def test_readings_are_passed_only_when_set(monkeypatch):
    assert hook.current_settings().driver_flags() == []
    monkeypatch.setenv("TCGEN05_SYNC_READING", "strict")
    monkeypatch.setenv("TCGEN05_LD_USE", "trust-register-dependency")
    assert hook.current_settings().driver_flags() == ["--sync-reading=strict",
                                                      "--ld-use=trust-register-dependency"]


def test_ld_use_reaches_the_driver(monkeypatch):
    # With --ld-use=wait the driver inserts a tcgen05.wait::ld before Triton's first
    # read of the loaded accumulator in matmul; with the default register-dependency
    # reading (RULES.md section 3) it inserts none for reads.
    default = hook.run_tcgen05_opt(MATMUL_LL, hook.current_settings())
    assert not any("tcgen05.wait::ld" in r and "R-LD-USE" in r for r in default.remarks)
    monkeypatch.setenv("TCGEN05_LD_USE", "wait")
    waited = hook.run_tcgen05_opt(MATMUL_LL, hook.current_settings())
    assert any("tcgen05.wait::ld" in r and "R-LD-USE" in r for r in waited.remarks)


def test_sync_reading_reaches_the_driver(monkeypatch):
    # Triton emits no tcgen05.fence::*: the strict reading inserts fences after its
    # barriers and mbarrier waits, the default acq-rel reading none.
    default = hook.run_tcgen05_opt(MATMUL_LL, hook.current_settings())
    assert not any("tcgen05.fence::after_thread_sync" in r for r in default.remarks)
    monkeypatch.setenv("TCGEN05_SYNC_READING", "strict")
    strict = hook.run_tcgen05_opt(MATMUL_LL, hook.current_settings())
    assert any("tcgen05.fence::after_thread_sync" in r for r in strict.remarks)


def test_cache_key_changes_with_the_settings(monkeypatch):
    # Triton mixes the hook's key into its cache key: a kernel compiled in one mode
    # must not be served to another.
    hook.install()
    inserted = hook._hook()
    monkeypatch.setenv("TCGEN05_LD_USE", "trust-register-dependency")
    trusted = hook._hook()
    hook.install(mode="check")
    checked = hook._hook()
    assert len({inserted, trusted, checked}) == 3
    hook.install(mode="off")
    assert hook._hook()[0] == ""


def test_missing_driver_says_where_it_looked(monkeypatch, tmp_path):
    monkeypatch.setenv("TCGEN05_OPT", str(tmp_path / "absent"))
    with pytest.raises(hook.Tcgen05SyncError, match=r"\$TCGEN05_OPT is '.*absent', which is not an executable"):
        hook.run_tcgen05_opt(MATMUL_LL, hook.current_settings())
    # Without $TCGEN05_OPT, no repository build and nothing on PATH.
    monkeypatch.delenv("TCGEN05_OPT")
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(hook, "_repository_roots", lambda: [])
    with pytest.raises(hook.Tcgen05SyncError, match=r"tcgen05-opt not found \(looked in: \$TCGEN05_OPT \(unset\), PATH\)"):
        hook.find_tcgen05_opt()


def test_driver_found_through_the_environment_variable(monkeypatch, tmp_path):
    fake = tmp_path / "tcgen05-opt"
    fake.write_text("#!/bin/sh\nexit 0\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("TCGEN05_OPT", str(fake))
    assert hook.find_tcgen05_opt() == str(fake)


def test_driver_failure_is_an_error_with_its_message():
    # Exit status 2 (here: IR the driver cannot parse) is never swallowed, even in check
    # mode with on_error="warn": it is a broken setup, not a verdict on the kernel.
    settings = hook.Settings(mode="check", on_error="warn")
    with pytest.raises(hook.Tcgen05SyncError, match=r"broken: tcgen05-opt failed \(exit status 2\):\n.*"):
        hook.run_tcgen05_opt("define void @broken( {\n", settings, name="broken")


def test_insert_failure_can_warn_and_keep_the_ir(monkeypatch, tmp_path, caplog):
    # A driver that reports a hazard it may not repair (exit status 1): with
    # on_error="warn" Triton continues with its own IR and the message is logged.
    fake = tmp_path / "tcgen05-opt"
    fake.write_text("#!/bin/sh\necho 'k.ll:3:1: error: cannot repair [R-LD-USE]' >&2\nexit 1\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    settings = hook.Settings(mode="insert", on_error="warn", tcgen05_opt=str(fake))
    result = hook.run_tcgen05_opt(MATMUL_LL, settings)
    assert result.ir == MATMUL_LL
    assert "matmul_kernel: k.ll:3:1: error: cannot repair [R-LD-USE]" in caplog.text
    # By default insert mode raises: an unrepaired kernel is not built silently.
    with pytest.raises(hook.Tcgen05SyncError, match="cannot repair"):
        hook.run_tcgen05_opt(MATMUL_LL, hook.Settings(mode="insert", tcgen05_opt=str(fake)))


def test_normalize_llir_spells_floats_for_llvm_22():
    text = "%a = fadd float -inf, f0x3FB8AA3B\n%b = fcmp oeq double nan, %x\n"
    assert hook.normalize_llir(text) == (
        "%a = fadd float 0xFFF0000000000000, 0x3FF7154760000000\n"
        "%b = fcmp oeq double 0x7FF8000000000000, %x\n")


def test_repository_build_is_found():
    # The package sits in the repository (editable install or .tools/venv): its
    # target/{release,debug}/tcgen05-opt is found without any configuration.
    if "TCGEN05_OPT" in os.environ:
        pytest.skip("TCGEN05_OPT is set")
    found = Path(hook.find_tcgen05_opt())
    assert found.parent.parent == REPO / "target"
