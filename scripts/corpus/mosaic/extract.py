"""Extract from a MOSAIC_GPU_DUMP_TO *.mlir-passes.log the module printed
'IR Dump Before GpuModuleToAssemblyPass' (= fully lowered to llvm/nvvm/gpu
dialects, right before the gpu.module is translated to LLVM IR / PTX), and a
kernel-only module (the gpu.module's body wrapped in a builtin.module)."""
import re, sys
log, out_full, out_kernel = sys.argv[1:4]
txt = open(log).read()
parts = re.split(r"^// -----// (IR Dump [^\n]*?) //----- //\n", txt, flags=re.M)
sec = None
for i in range(1, len(parts), 2):
  if parts[i].startswith("IR Dump Before GpuModuleToAssemblyPass"):
    sec = parts[i + 1]
assert sec is not None, "section not found"
open(out_full, "w").write(sec.rstrip() + "\n")
# kernel-only: take lines of the gpu.module region
lines = sec.splitlines()
start = next(i for i, l in enumerate(lines) if l.lstrip().startswith("gpu.module @"))
ind = len(lines[start]) - len(lines[start].lstrip())
end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith(" " * ind + "}") and len(lines[i]) - len(lines[i].lstrip()) == ind)
body = lines[start + 1:end]
# keep #loc alias definitions (at the end of the dump) so locations resolve
aliases = [l for l in lines if re.match(r"^#loc\d*\s*=", l) or re.match(r"^#[A-Za-z_][\w$.]*\s*=", l)]
hdr = "module attributes {gpu.container_module} {"
with open(out_kernel, "w") as f:
  f.write("\n".join(aliases) + "\n" if aliases else "")
  f.write(hdr + "\n" + "\n".join(body) + "\n}\n")
print(lines[start][:300])
