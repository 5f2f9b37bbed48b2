// Shared-memory spans through nested loops (held-out CuTe DSL MLA decode as MLIR:
// R-PROXY 1 -> 0; its PTX, unrolled, had none). The MMA warp runs `j < 2` K blocks of
// `k < 4` MMAs each, its descriptors at smem+1024 moved by `k * 2 + j * 4096` (in
// 16 bytes). The outer counter `j` is read inside the inner loop, whose back edge
// lands between the outer exit test and that read, so the straight-line guard rule
// did not narrow it (j up to 2, the exit value): the MMA seemed to reach smem+110000,
// where warp 0 writes a page-table entry. The test now also holds in the region its
// fall-through reaches before the test again, when every path into that region
// enters through the fall-through and no definition of `j` in it reaches the read.
// RUN: %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --allow-empty --check-prefix=CLEAN %s < %t.diag
// CLEAN-NOT: R-PROXY
// Negative: the outer loop runs to a parameter.
// RUN: sed -e 's/llvm.icmp "slt" %%j, %%c2/llvm.icmp "slt" %%j, %%n/' %s > %t.j.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.j.mlir 2> %t.j
// RUN: FileCheck --check-prefix=PROXY %s < %t.j
// PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
// Negative: the exit side comes back into the loop (`j` is then 2): the region is
// entered other than through the test's fall-through.
// RUN: sed -e '/^    \^done:$/{n;s/llvm.return/llvm.br ^enter/}' %s > %t.back.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.back.mlir 2> %t.back
// RUN: FileCheck --check-prefix=PROXY %s < %t.back

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @nested(%tm: !llvm.ptr<6>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %c2 = llvm.mlir.constant(2 : i32) : i32
      %c4 = llvm.mlir.constant(4 : i32) : i32
      %c5 = llvm.mlir.constant(5 : i32) : i32
      %c64 = llvm.mlir.constant(64 : i32) : i32
      %c4096 = llvm.mlir.constant(4096 : i32) : i32
      %big = llvm.mlir.constant(10000000 : i32) : i32
      %idesc = llvm.mlir.constant(136380432 : i32) : i32
      %z64 = llvm.mlir.zero : i64
      %b0 = llvm.mlir.constant(0 : i8) : i8
      %sw = llvm.mlir.constant(2 : i8) : i8
      %f = llvm.mlir.constant(false) : i1
      %t = llvm.mlir.constant(true) : i1
      %smem = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %bar = llvm.getelementptr %smem[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %stages = llvm.getelementptr %smem[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %table = llvm.getelementptr %smem[110000] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %warp = llvm.lshr %tid, %c5 : i32
      %w0 = llvm.icmp "eq" %warp, %c0 : i32
      llvm.cond_br %w0, ^producer, ^mma
    ^producer:
      llvm.store %n, %table {alignment = 4 : i64} : i32, !llvm.ptr<3>
      llvm.inline_asm has_side_effects asm_dialect = att "mbarrier.arrive.shared::cta.b64 _, [$0];", "r" %bar : (!llvm.ptr<3>) -> ()
      llvm.return
    ^mma:
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %bar, %c0, %big : (!llvm.ptr<3>, i32, i32) -> ()
      %addr = llvm.ptrtoint %stages : !llvm.ptr<3> to i32
      %start = llvm.lshr %addr, %c4 : i32
      %desc = "nvvm.tcgen05.mma_smem_desc"(%start, %c1, %c64, %b0, %f, %sw) : (i32, i32, i32, i8, i1, i8) -> i64
      %words = llvm.bitcast %desc : i64 to vector<2xi32>
      %lo = llvm.extractelement %words[%z64 : i64] : vector<2xi32>
      llvm.br ^outer(%c0 : i32)
    ^outer(%j: i32):
      %more = llvm.icmp "slt" %j, %c2 : i32
      llvm.cond_br %more, ^enter, ^done
    ^enter:
      llvm.br ^inner(%c0 : i32)
    ^inner(%k: i32):
      %kmore = llvm.icmp "slt" %k, %c4 : i32
      llvm.cond_br %kmore, ^body, ^latch
    ^body:
      %kk = llvm.mul %k, %c2 : i32
      %jj = llvm.mul %j, %c4096 : i32
      %step = llvm.add %kk, %jj : i32
      %lo2 = llvm.add %lo, %step : i32
      %w2 = llvm.insertelement %lo2, %words[%z64 : i64] : vector<2xi32>
      %d2 = llvm.bitcast %w2 : vector<2xi32> to i64
      "nvvm.tcgen05.mma"(%tm, %d2, %d2, %idesc, %t) <{ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1) -> ()
      %k1 = llvm.add %k, %c1 : i32
      llvm.br ^inner(%k1 : i32)
    ^latch:
      %j1 = llvm.add %j, %c1 : i32
      llvm.br ^outer(%j1 : i32)
    ^done:
      llvm.return
    }
  }
}
