"""The hook inside Triton 3.9's real compilation of Blackwell (cuda:100) kernels."""

import collections
import logging
import re

import pytest

import tcgen05_sync_triton as hook
from conftest import compile_kernel, compile_with_log, tcgen05_opt

INSERTED = re.compile(r": remark: inserted (\S+) \[")


def remark_lines(records):
    return [r.getMessage() for r in records if ": remark: " in r.getMessage()]


def ptx_instructions(ptx):
    """The PTX's lines as a multiset, with register numbers dropped (inserting anything
    renumbers every later register) and without comments and `.loc` lines (each inserted
    instruction brings its own)."""
    lines = collections.Counter()
    for line in ptx.splitlines():
        line = line.strip()
        if not line or line.startswith("//") or line.startswith(".loc"):
            continue
        line = re.sub(r"%(rd|rs|r|p|fd|f|h|hh|b)\d+", r"%\1", line)
        line = re.sub(r"%(\w+)<\d+>", r"%\1<N>", line)
        lines[line] += 1
    return lines


def test_hook_ir_is_the_drivers_output(compiled):
    # "Same result as the driver": tcgen05-opt run by hand on the IR Triton made without
    # the hook gives exactly the IR Triton went on with when the hook ran.
    by_hand = tcgen05_opt("-x", "ll", "-", "--remarks",
                          input=hook.normalize_llir(compiled.plain.asm["llir"]))
    assert by_hand.returncode == 0, by_hand.stderr
    assert compiled.hooked.asm["llir"] == by_hand.stdout
    # The remarks the hook logged are the driver's, each prefixed with the kernel's name.
    driver_remarks = [line for line in by_hand.stderr.splitlines() if ": remark: " in line]
    kernel = f"{compiled.name}_kernel"
    assert remark_lines(compiled.records) == [f"{kernel}: {line}" for line in driver_remarks]
    # Under the default readings Triton's matmul and attention need nothing (FINDINGS.md):
    # then the driver only re-prints the module, and the PTX is Triton's own. The strict
    # reading below makes the hook insert into them.
    if driver_remarks:
        assert compiled.hooked.asm["llir"] != compiled.plain.asm["llir"]
    else:
        assert compiled.hooked.asm["ptx"] == compiled.plain.asm["ptx"]


def test_hook_follows_the_reading(kernels, matmul):
    # In the strict reading Triton 3.9's matmul lacks the tcgen05 fences (it emits none):
    # the hook inserts them, and its IR is again the driver's with the same switch.
    hooked, records = compile_with_log(kernels, "matmul", mode="insert", sync_reading="strict")
    by_hand = tcgen05_opt("-x", "ll", "-", "--remarks", "--sync-reading=strict",
                          input=hook.normalize_llir(matmul.plain.asm["llir"]))
    assert by_hand.returncode == 0, by_hand.stderr
    driver_remarks = [line for line in by_hand.stderr.splitlines() if ": remark: " in line]
    assert any("tcgen05.fence::" in line for line in driver_remarks)
    assert hooked.asm["llir"] == by_hand.stdout
    assert remark_lines(records) == [f"matmul_kernel: {line}" for line in driver_remarks]


def test_final_ptx_differs_by_exactly_the_inserted_instructions(compiled):
    added = ptx_instructions(compiled.hooked.asm["ptx"]) - ptx_instructions(compiled.plain.asm["ptx"])
    removed = ptx_instructions(compiled.plain.asm["ptx"]) - ptx_instructions(compiled.hooked.asm["ptx"])
    # Nothing Triton emitted is lost.
    assert removed == collections.Counter()
    # What is added: one PTX instruction per remark, and one `mov.b32` per register copy
    # the driver makes after a tcgen05.wait::ld (asm "mov.b32 $0, $1;" in the IR) so
    # that the backend cannot move a read of a loaded register above the wait.
    expected = collections.Counter(INSERTED.search(line).group(1) + ";"
                                   for line in remark_lines(compiled.records))
    copies = compiled.hooked.asm["llir"].count('asm sideeffect "mov.b32 $0, $1;"')
    copies -= compiled.plain.asm["llir"].count('asm sideeffect "mov.b32 $0, $1;"')
    if copies:
        expected["mov.b32 %r, %r;"] += copies
    assert added == expected


def test_final_ptx_checks_clean(compiled, tmp_path):
    # The PTX Triton's own LLVM made from the hooked IR has no tcgen05 hazard left ...
    hooked = tmp_path / "hooked.ptx"
    hooked.write_text(compiled.hooked.asm["ptx"])
    result = tcgen05_opt("--check", str(hooked))
    assert result.returncode == 0, result.stderr
    # (warnings may remain: R-MMA-DONE warns about paths it cannot prove infeasible)
    assert ": error: " not in result.stderr
    # ... and the check can fail: Triton's own PTX is clean under the default readings
    # (its fences and waits suffice), but not with its tcgen05 waits removed.
    plain = tmp_path / "plain.ptx"
    plain.write_text(
        "\n".join(
            line
            for line in compiled.plain.asm["ptx"].splitlines()
            if "tcgen05.wait" not in line
        )
    )
    assert tcgen05_opt("--check", str(plain)).returncode == 1


def test_hooked_kernel_has_a_cubin(compiled):
    # Triton's ptxas (bundled with triton) assembled the hooked PTX: the rewritten IR went
    # through every later stage.
    assert compiled.hooked.asm["cubin"]


def test_check_mode_logs_diagnostics_and_leaves_the_ir(kernels, matmul, monkeypatch):
    # One kernel is enough for check mode (each compilation takes seconds).
    monkeypatch.setenv("TCGEN05_SYNC", "check")
    monkeypatch.setenv("TCGEN05_SYNC_READING", "strict")
    checked, records = compile_with_log(kernels, "matmul")
    # Check mode changes nothing Triton compiles.
    assert checked.asm["llir"] == matmul.plain.asm["llir"]
    assert checked.asm["ptx"] == matmul.plain.asm["ptx"]
    # In the strict reading the unhooked matmul lacks tcgen05 fences (under the default
    # readings it is clean), so --check reports errors, logged at ERROR level
    # with the kernel's name and the driver's file:line:col location.
    errors = [r.getMessage() for r in records if r.levelno == logging.ERROR]
    assert errors
    assert all(e.startswith("matmul_kernel: ") for e in errors)
    assert any(re.search(r"triton_kernels\.py:\d+:\d+: error: .*\[R-[A-Z-]+\]", e) for e in errors)
    assert any("found errors" in r.getMessage() for r in records if r.levelno == logging.WARNING)


def test_check_mode_can_raise(kernels):
    # on_error="raise" turns the diagnostics into a compilation error naming the kernel.
    with pytest.raises(hook.Tcgen05SyncError, match=r"matmul_kernel: tcgen05-opt found errors"):
        compile_with_log(kernels, "matmul", mode="check", on_error="raise",
                         sync_reading="strict")


def test_off_mode_does_nothing(kernels, matmul, monkeypatch):
    monkeypatch.setenv("TCGEN05_SYNC", "off")
    # A broken driver path proves the driver is not even looked for.
    monkeypatch.setenv("TCGEN05_OPT", "/nonexistent/tcgen05-opt")
    off, records = compile_with_log(kernels, "matmul")
    assert off.asm["llir"] == matmul.plain.asm["llir"]
    assert off.asm["ptx"] == matmul.plain.asm["ptx"]
    assert records == []


def test_uninstall_restores_triton():
    from triton import knobs
    before = knobs.runtime.add_stages_inspection_hook
    hook.install()
    assert knobs.runtime.add_stages_inspection_hook is not before
    hook.uninstall()
    assert knobs.runtime.add_stages_inspection_hook is before


def test_runner_installs_the_hook(tmp_path):
    # `python -m tcgen05_sync_triton --mode check script.py ARGS` runs the script as
    # __main__ with its own arguments and the hook installed in the given mode.
    import subprocess
    import sys
    script = tmp_path / "script.py"
    script.write_text(
        "import sys\n"
        "import tcgen05_sync_triton as h\n"
        "from triton import knobs\n"
        "assert knobs.runtime.add_stages_inspection_hook is h._hook\n"
        "print(__name__, sys.argv[1:], h.current_settings().mode)\n")
    run = subprocess.run([sys.executable, "-m", "tcgen05_sync_triton", "--mode", "check",
                          str(script), "a", "--b"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "__main__ ['a', '--b'] check\n"
