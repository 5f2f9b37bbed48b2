// R-TMAP through two tests of one flag with a warp test between (held-out CuTe DSL
// grouped GEMM, `examples/python/CuTeDSL/blackwell/grouped_gemm.py`, as MLIR: R-TMAP 3
// -> 0; its PTX had none since session 19). The TMA warp updates its tensormap only
// when the group changes (`%new`), inside its own warp test (`%w1`), and releases it;
// later it acquires under `%new` again and loads with it. A path from the release
// remembers one branch outcome on a retested predicate (`PathState::pin`): the
// innermost guard, which was the warp test, so the walk took `%new` false at the
// acquire and reached the load without it. A warp test is decided again by the
// source's warps wherever it is retested, so the pin is now the innermost other
// guard, `%new` true: the walk passes the acquire.
// RUN: %tcgen05-opt --check %s
// Negative: the acquire tests another flag.
// RUN: sed -e 's/llvm.cond_br %%new, ^acq, ^use/llvm.cond_br %%other, ^acq, ^use/' %s > %t.other.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.other.mlir 2> %t.other
// RUN: FileCheck --check-prefix=TMAP %s < %t.other
// TMAP: error: TMA reads a tensormap written in the generic proxy without fence.proxy.tensormap::generic.acquire{{.*}}[R-TMAP]
// Negative: the flag is computed again between the two tests, from other values.
// RUN: sed -e 's/^^skip:$/^skip:\n  %%new = llvm.icmp "eq" %%a, %%b : i32/' -e 's/  %%new = llvm.icmp "ne" %%a, %%b : i32/  %%new0 = llvm.icmp "ne" %%a, %%b : i32/' -e 's/llvm.cond_br %%new, ^upd, ^skip/llvm.cond_br %%new0, ^upd, ^skip/' %s > %t.redef.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.redef.mlir 2> %t.redef
// RUN: FileCheck --check-prefix=TMAP %s < %t.redef

llvm.func @grouped(%dst: !llvm.ptr<7>, %bar: !llvm.ptr<3>, %tm: !llvm.ptr<1>, %base: i64, %a: i32, %b: i32, %other: i1) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %sz = llvm.mlir.constant(128 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %warp = llvm.lshr %tid, %c5 : i32
  %w1 = llvm.icmp "eq" %warp, %c1 : i32
  %g = llvm.addrspacecast %tm : !llvm.ptr<1> to !llvm.ptr
  %new = llvm.icmp "ne" %a, %b : i32
  llvm.cond_br %new, ^upd, ^skip
^upd:
  llvm.cond_br %w1, ^rel, ^skip
^rel:
  llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"(%tm, %base) : (!llvm.ptr<1>, i64) -> ()
  nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
  llvm.br ^skip
^skip:
  llvm.cond_br %new, ^acq, ^use
^acq:
  nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %g, %sz
  llvm.br ^use
^use:
  llvm.cond_br %w1, ^tma, ^end
^tma:
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %g, %bar, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
  llvm.br ^end
^end:
  llvm.return
}
