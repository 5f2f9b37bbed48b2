# lit configuration for tcgen05-sync. Run through scripts/test, or directly:
#   cargo build && /usr/lib/llvm-22/bin/lit -sv lit-tests
import os
import shutil

import lit.formats

config.name = "tcgen05-sync"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ll", ".ptx", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
repo = os.path.dirname(config.test_source_root)
config.test_exec_root = os.path.join(repo, "target", "lit")

# The freshly built driver: TCGEN05_OPT, else target/debug, else target/release.
driver = os.environ.get("TCGEN05_OPT")
if not driver:
    candidates = [os.path.join(repo, "target", p, "tcgen05-opt") for p in ("debug", "release")]
    built = [c for c in candidates if os.path.exists(c)]
    driver = max(built, key=os.path.getmtime) if built else None
if not driver:
    lit_config.fatal("tcgen05-opt is not built: run `cargo build` first (or set TCGEN05_OPT)")

llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
for tool in ("FileCheck", "not", "llc", "opt", "count"):
    if not os.path.exists(os.path.join(llvm_bin, tool)):
        lit_config.fatal(f"{tool} not found in {llvm_bin}: run scripts/setup")

config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
config.substitutions.append(("%tcgen05-opt", driver))
config.substitutions.append(("%testdata", os.path.join(repo, "testdata")))
config.substitutions.append(("%expect-exit", os.path.join(config.test_source_root, "Inputs", "expect-exit")))

# ptxas: $PTXAS, the project's .tools/bin, then PATH. Tests that assemble say
# `REQUIRES: ptxas`.
ptxas = os.environ.get("PTXAS") or os.path.join(repo, ".tools", "bin", "ptxas")
if not os.path.exists(ptxas):
    ptxas = shutil.which("ptxas")
if ptxas and os.path.exists(ptxas):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
    config.environment["PTXAS"] = ptxas
