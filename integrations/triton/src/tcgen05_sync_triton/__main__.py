"""`python -m tcgen05_sync_triton [options] SCRIPT [ARGS...]`: run a Python script with
the tcgen05-sync hook installed in Triton, and its remarks and diagnostics printed."""

import argparse
import logging
import runpy
import sys

from . import LD_USES, MODES, ON_ERRORS, READINGS, Tcgen05SyncError, install


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tcgen05_sync_triton",
        description="Run SCRIPT with tcgen05-opt hooked into Triton's llir stage. Options "
                    "left out are read from TCGEN05_SYNC, TCGEN05_SYNC_READING, "
                    "TCGEN05_LD_USE and TCGEN05_SYNC_ON_ERROR.")
    parser.add_argument("--mode", choices=MODES)
    parser.add_argument("--sync-reading", choices=READINGS)
    parser.add_argument("--ld-use", choices=LD_USES)
    parser.add_argument("--on-error", choices=ON_ERRORS)
    parser.add_argument("--quiet", action="store_true", help="log warnings and errors only")
    parser.add_argument("script")
    parser.add_argument("args", nargs=argparse.REMAINDER)
    ns = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING if ns.quiet else logging.INFO,
                        format="%(name)s: %(levelname)s: %(message)s")
    try:
        install(ns.mode, sync_reading=ns.sync_reading, ld_use=ns.ld_use, on_error=ns.on_error)
    except Tcgen05SyncError as e:
        print(f"tcgen05_sync_triton: error: {e}", file=sys.stderr)
        return 2
    sys.argv = [ns.script, *ns.args]
    runpy.run_path(ns.script, run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
