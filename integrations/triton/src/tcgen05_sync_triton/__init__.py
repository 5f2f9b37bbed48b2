"""Run the tcgen05-sync pass inside Triton's compilation.

`install()` registers a Triton stages-inspection hook
(`triton.knobs.runtime.add_stages_inspection_hook`). For every kernel compiled for a
Blackwell GPU with tcgen05 (sm_100 family), the hook replaces the `llir` stage by one
that calls Triton's own `llir` stage and then runs the `tcgen05-opt` driver on the
LLVM IR text it returned:

- `insert` (default): `tcgen05-opt --remarks`; the rewritten IR goes on to Triton's
  `ptx` stage, compiled by Triton's own LLVM. One remark per inserted instruction is
  logged.
- `check`: `tcgen05-opt --check`; the diagnostics are logged and the IR is left
  unchanged.
- `off`: nothing.

The mode comes from `install(mode=...)` or, when that is None, from the environment
variable `TCGEN05_SYNC=insert|check|off`, read at each compilation. The readings are
passed to the driver only when set: `TCGEN05_SYNC_READING` (`--sync-reading`) and
`TCGEN05_LD_USE` (`--ld-use`). Everything is logged through `logging` under the
logger named `tcgen05_sync_triton`, each line prefixed with the kernel's name.

The driver is found through `$TCGEN05_OPT`, then the `target/release` and
`target/debug` folders of the tcgen05-sync repository this package lives in (or whose
`.tools/venv` it is installed into), then `PATH`.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import os
import re
import shutil
import struct
import subprocess
from pathlib import Path
from typing import List, Optional, Tuple

__all__ = [
    "Settings",
    "Tcgen05SyncError",
    "current_settings",
    "find_tcgen05_opt",
    "install",
    "installed",
    "run_tcgen05_opt",
    "uninstall",
]

logger = logging.getLogger("tcgen05_sync_triton")

MODES = ("insert", "check", "off")
READINGS = ("acq-rel", "strict")
LD_USES = ("wait", "trust-register-dependency")
ON_ERRORS = ("raise", "warn")


class Tcgen05SyncError(RuntimeError):
    """The driver is missing, failed, or (with on_error='raise') reported errors."""


@dataclasses.dataclass(frozen=True)
class Settings:
    """What the hook does for one compilation."""

    mode: str = "insert"
    sync_reading: Optional[str] = None
    ld_use: Optional[str] = None
    # None: 'raise' in insert mode (a kernel the pass could not repair must not be
    # built silently), 'warn' in check mode (a lint reports, it does not stop).
    on_error: Optional[str] = None
    tcgen05_opt: Optional[str] = None

    def effective_on_error(self) -> str:
        if self.on_error is not None:
            return self.on_error
        return "raise" if self.mode == "insert" else "warn"

    def driver_flags(self) -> List[str]:
        flags = []
        if self.sync_reading is not None:
            flags.append(f"--sync-reading={self.sync_reading}")
        if self.ld_use is not None:
            flags.append(f"--ld-use={self.ld_use}")
        return flags


def _choice(name: str, value: Optional[str], allowed: Tuple[str, ...]) -> Optional[str]:
    if value is None or value == "":
        return None
    value = value.strip().lower()
    if value not in allowed:
        raise Tcgen05SyncError(f"{name}={value!r} is not one of {', '.join(allowed)}")
    return value


# What install() was given; the settings it leaves out (None) are read from the
# environment at each compilation.
_requested: dict = {}
_previous_hook = None
_installed = False


def current_settings() -> Settings:
    """The settings the next compilation uses: install()'s arguments, else the
    environment, else the defaults."""
    def pick(field, variable, allowed):
        if _requested.get(field) is not None:
            return _requested[field]
        return _choice(variable, os.environ.get(variable), allowed)

    return Settings(
        mode=pick("mode", "TCGEN05_SYNC", MODES) or "insert",
        sync_reading=pick("sync_reading", "TCGEN05_SYNC_READING", READINGS),
        ld_use=pick("ld_use", "TCGEN05_LD_USE", LD_USES),
        on_error=pick("on_error", "TCGEN05_SYNC_ON_ERROR", ON_ERRORS),
        tcgen05_opt=_requested.get("tcgen05_opt"),
    )


def _repository_roots() -> List[Path]:
    """tcgen05-sync checkouts above this file: the package's own source folder
    (editable install) or the repository whose .tools/venv holds it."""
    roots = []
    for parent in Path(__file__).resolve().parents:
        if (parent / "Cargo.toml").is_file() and (parent / "driver").is_dir():
            roots.append(parent)
    return roots


def find_tcgen05_opt(explicit: Optional[str] = None) -> str:
    """The path of the tcgen05-opt binary, or a Tcgen05SyncError saying where it looked."""
    looked = []
    for candidate, origin in ((explicit, "install(tcgen05_opt=...)"),
                              (os.environ.get("TCGEN05_OPT"), "$TCGEN05_OPT")):
        if candidate:
            if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
                return candidate
            raise Tcgen05SyncError(f"{origin} is {candidate!r}, which is not an executable file")
    looked.append("$TCGEN05_OPT (unset)")
    for root in _repository_roots():
        for profile in ("release", "debug"):
            path = root / "target" / profile / "tcgen05-opt"
            looked.append(str(path))
            if path.is_file() and os.access(path, os.X_OK):
                return str(path)
    on_path = shutil.which("tcgen05-opt")
    if on_path:
        return on_path
    looked.append("PATH")
    raise Tcgen05SyncError(
        "tcgen05-opt not found (looked in: " + ", ".join(looked) + "); build it with "
        "`cargo build --release` in the tcgen05-sync repository, or set TCGEN05_OPT to its path")


# Triton's bundled LLVM is newer than the LLVM 22 tcgen05-opt links, and prints
# special floats as words (`float -inf`) and floats as their own bits (`f0x3FB8AA3B`),
# which LLVM 22's parser rejects. Both are rewritten into the hexadecimal double
# literals every LLVM version reads (exact for floats); nothing else changes. The same
# rewrite is in scripts/triton_kernels.py, which saved testdata/triton.
_SPECIAL_FLOATS = {
    "-inf": "0xFFF0000000000000",
    "inf": "0x7FF0000000000000",
    "nan": "0x7FF8000000000000",
    "-nan": "0xFFF8000000000000",
}
_SPECIAL_FLOAT = re.compile(r"\b(float|double) (-?(?:inf|nan))\b")
_FLOAT_BITS = re.compile(r"\bf0x([0-9A-Fa-f]{8})\b")


def normalize_llir(text: str) -> str:
    """Triton's LLVM IR text in the spelling LLVM 22 parses."""
    text = _SPECIAL_FLOAT.sub(lambda m: f"{m.group(1)} {_SPECIAL_FLOATS[m.group(2)]}", text)

    def widen(m: "re.Match[str]") -> str:
        value = struct.unpack(">f", bytes.fromhex(m.group(1)))[0]
        return "0x" + struct.pack(">d", value).hex().upper()

    return _FLOAT_BITS.sub(widen, text)


_KERNEL_NAME = re.compile(r"^define\b[^@\n]*@(\"[^\"]*\"|[\w.$-]+)\(", re.MULTILINE)


def kernel_name(llir: str) -> str:
    """The name of the first function defined in the IR (Triton emits one kernel)."""
    m = _KERNEL_NAME.search(llir)
    return m.group(1).strip('"') if m else "<unknown kernel>"


@dataclasses.dataclass
class Result:
    """One run of tcgen05-opt on one kernel's IR."""

    ir: str  # the IR Triton goes on with
    remarks: List[str]  # insert mode: one line per inserted instruction
    diagnostics: List[str]  # check mode, or a failure: the driver's messages
    returncode: int


def run_tcgen05_opt(llir: str, settings: Settings, name: Optional[str] = None) -> Result:
    """Run the driver on one kernel's IR as the hook does and log what it said."""
    name = name or kernel_name(llir)
    exe = find_tcgen05_opt(settings.tcgen05_opt)
    args = [exe, "-x", "ll", "-"]
    if settings.mode == "check":
        args.append("--check")
    else:
        args.append("--remarks")
    args += settings.driver_flags()
    proc = subprocess.run(args, input=normalize_llir(llir), capture_output=True, text=True)
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    remarks = [line for line in lines if ": remark: " in line]
    others = [line for line in lines if ": remark: " not in line]
    for line in remarks:
        logger.info("%s: %s", name, line)
    level = logging.WARNING
    for line in others:
        # A note belongs to the diagnostic before it and is logged at its level.
        if ": error: " in line:
            level = logging.ERROR
        elif ": warning: " in line:
            level = logging.WARNING
        logger.log(level, "%s: %s", name, line)

    if proc.returncode == 0:
        if settings.mode == "check":
            logger.info("%s: tcgen05-opt --check: clean", name)
            return Result(llir, remarks, others, 0)
        logger.info("%s: tcgen05-opt inserted %d instruction(s)", name, len(remarks))
        return Result(proc.stdout, remarks, others, 0)

    what = ("found errors" if settings.mode == "check" and proc.returncode == 1 else
            f"failed (exit status {proc.returncode})")
    message = f"{name}: tcgen05-opt {what}"
    if others:
        message += ":\n" + "\n".join(others)
    if proc.returncode != 1 or settings.effective_on_error() == "raise":
        # Exit status 2 (unreadable IR, unknown flag) is a broken setup, not a verdict on
        # the kernel: always an error.
        raise Tcgen05SyncError(message)
    logger.warning("%s; Triton continues with its own IR", message.splitlines()[0])
    return Result(llir, remarks, others, proc.returncode)


def _tcgen05_capability(capability) -> bool:
    # tcgen05 exists on sm_100, sm_101/sm_110, sm_103 (capabilities 100-119); not on
    # sm_120 and earlier GPUs, whose IR the pass has nothing to do for.
    return isinstance(capability, int) and 100 <= capability < 120


def _cache_key(settings: Settings) -> str:
    """What makes a compilation with the hook differ from one without: Triton adds it
    to its cache key, so a kernel cached under one mode is not reused under another."""
    if settings.mode == "off":
        return ""
    exe = find_tcgen05_opt(settings.tcgen05_opt)
    stat = os.stat(exe)
    return (f"tcgen05_sync:{settings.mode}:{settings.sync_reading}:{settings.ld_use}:"
            f"{settings.effective_on_error()}:{exe}:{stat.st_size}:{stat.st_mtime_ns}")


def _hook(*args):
    """Triton's stages-inspection hook. Called with no arguments it returns the
    (key, hash) pair Triton mixes into its cache keys; called as
    hook(backend, stages, options, language, capability) it edits `stages`."""
    previous = _previous_hook
    settings = current_settings()
    if not args:
        key = _cache_key(settings)
        if previous is not None:
            prev_key, _ = previous()
            key = f"{prev_key}|{key}"
        return key, hashlib.sha256(key.encode()).hexdigest()

    if previous is not None:
        previous(*args)
    backend, stages, _options, _language, capability = args
    target = getattr(backend, "target", None)
    if (settings.mode == "off" or "llir" not in stages
            or getattr(target, "backend", None) != "cuda" or not _tcgen05_capability(capability)):
        return
    original = stages["llir"]

    def llir_with_tcgen05_sync(src, metadata):
        return run_tcgen05_opt(original(src, metadata), settings).ir

    stages["llir"] = llir_with_tcgen05_sync


def install(mode: Optional[str] = None, *, sync_reading: Optional[str] = None,
            ld_use: Optional[str] = None, on_error: Optional[str] = None,
            tcgen05_opt: Optional[str] = None) -> None:
    """Hook the pass into Triton's compilation. Arguments left None are read from the
    environment at each compilation (TCGEN05_SYNC, TCGEN05_SYNC_READING,
    TCGEN05_LD_USE, TCGEN05_SYNC_ON_ERROR, TCGEN05_OPT). An existing stages hook is
    kept and called first. Calling install() again replaces the settings."""
    global _requested, _previous_hook, _installed
    from triton import knobs

    _requested = {
        "mode": _choice("mode", mode, MODES),
        "sync_reading": _choice("sync_reading", sync_reading, READINGS),
        "ld_use": _choice("ld_use", ld_use, LD_USES),
        "on_error": _choice("on_error", on_error, ON_ERRORS),
        "tcgen05_opt": tcgen05_opt,
    }
    if not _installed:
        _previous_hook = knobs.runtime.add_stages_inspection_hook
        knobs.runtime.add_stages_inspection_hook = _hook
        _installed = True


def uninstall() -> None:
    """Remove the hook and restore the one that was there before install()."""
    global _requested, _previous_hook, _installed
    from triton import knobs

    if _installed:
        if knobs.runtime.add_stages_inspection_hook is _hook:
            knobs.runtime.add_stages_inspection_hook = _previous_hook
        _installed = False
    _previous_hook = None
    _requested = {}


def installed() -> bool:
    return _installed
