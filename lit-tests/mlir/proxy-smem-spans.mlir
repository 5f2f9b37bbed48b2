// Shared-memory spans in the MLIR front end (R-PROXY "of that memory", PTX ISA
// 9.7.16.6.5), as CuTe DSL writes them unoptimized (testdata/corpus/cute_dsl_mlir/
// quack_gemm_*.mlir): warp 0 writes a tile index into a scheduler slot at smem+0 with
// a generic store and arrives on an mbarrier; the MMA warp waits on it and runs a
// K-block loop whose descriptors start at smem+1024, moved by `k * 2` (k < 4, the
// loop's exit test) and `stage * 512` (a stage index reset by `select` at 4). The
// function is written out as PTX statements with its control flow and handed to the
// PTX reader's span analysis: the MMA reads smem+1024 on, not the slot, so the store
// needs no proxy fence. Without spans every generic store reaching an MMA was
// reported (QuACK's slot, FA4's row statistics).
// RUN: %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --allow-empty --check-prefix=CLEAN %s < %t.diag
// CLEAN-NOT: R-PROXY
// Negative: the store goes to the first operand stage instead.
// RUN: sed -e 's/llvm.store %%n, %%slot /llvm.store %%n, %%stages /' %s > %t.stage.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.stage.mlir 2> %t.stage
// RUN: FileCheck --check-prefix=PROXY %s < %t.stage
// PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
// Negative: the K loop runs to a bound from a parameter: its descriptors are not
// bounded, so they may reach the slot.
// RUN: sed -e 's/llvm.icmp "slt" %%k, %%c4/llvm.icmp "slt" %%k, %%n/' %s > %t.k.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.k.mlir 2> %t.k
// RUN: FileCheck --check-prefix=PROXY %s < %t.k
// Negative: the stage index wraps at a parameter.
// RUN: sed -e 's/llvm.icmp "eq" %%s1, %%c4/llvm.icmp "eq" %%s1, %%n/' %s > %t.s.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.s.mlir 2> %t.s
// RUN: FileCheck --check-prefix=PROXY %s < %t.s
// Negative: a stage index that is negative before its first step (a stage of -512
// moves the descriptor below smem+1024, onto the slot... and beyond it).
// RUN: sed -e 's/llvm.br ^head(%%c0, %%c0 : i32, i32)/llvm.br ^head(%%c0, %%cm2 : i32, i32)/' %s > %t.neg.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.neg.mlir 2> %t.neg
// RUN: FileCheck --check-prefix=PROXY %s < %t.neg

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @sched(%tm: !llvm.ptr<6>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %c2 = llvm.mlir.constant(2 : i32) : i32
      %c4 = llvm.mlir.constant(4 : i32) : i32
      %c5 = llvm.mlir.constant(5 : i32) : i32
      %cm2 = llvm.mlir.constant(-2 : i32) : i32
      %c64 = llvm.mlir.constant(64 : i32) : i32
      %c512 = llvm.mlir.constant(512 : i32) : i32
      %big = llvm.mlir.constant(10000000 : i32) : i32
      %idesc = llvm.mlir.constant(136380432 : i32) : i32
      %z64 = llvm.mlir.zero : i64
      %b0 = llvm.mlir.constant(0 : i8) : i8
      %sw = llvm.mlir.constant(2 : i8) : i8
      %f = llvm.mlir.constant(false) : i1
      %t = llvm.mlir.constant(true) : i1
      %smem = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %slot = llvm.getelementptr %smem[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %bar = llvm.getelementptr %smem[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %stages = llvm.getelementptr %smem[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %warp = llvm.lshr %tid, %c5 : i32
      %w0 = llvm.icmp "eq" %warp, %c0 : i32
      llvm.cond_br %w0, ^producer, ^mma
    ^producer:
      llvm.store %n, %slot {alignment = 16 : i64} : i32, !llvm.ptr<3>
      llvm.inline_asm has_side_effects asm_dialect = att "mbarrier.arrive.shared::cta.b64 _, [$0];", "r" %bar : (!llvm.ptr<3>) -> ()
      llvm.return
    ^mma:
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %bar, %c0, %big : (!llvm.ptr<3>, i32, i32) -> ()
      %addr = llvm.ptrtoint %stages : !llvm.ptr<3> to i32
      %start = llvm.lshr %addr, %c4 : i32
      %desc = "nvvm.tcgen05.mma_smem_desc"(%start, %c1, %c64, %b0, %f, %sw) : (i32, i32, i32, i8, i1, i8) -> i64
      %words = llvm.bitcast %desc : i64 to vector<2xi32>
      %lo = llvm.extractelement %words[%z64 : i64] : vector<2xi32>
      llvm.br ^head(%c0, %c0 : i32, i32)
    ^head(%k: i32, %stage: i32):
      %more = llvm.icmp "slt" %k, %c4 : i32
      llvm.cond_br %more, ^body, ^done
    ^body:
      %kk = llvm.mul %k, %c2 : i32
      %ss = llvm.mul %stage, %c512 : i32
      %step = llvm.add %kk, %ss : i32
      %lo2 = llvm.add %lo, %step : i32
      %w2 = llvm.insertelement %lo2, %words[%z64 : i64] : vector<2xi32>
      %d2 = llvm.bitcast %w2 : vector<2xi32> to i64
      "nvvm.tcgen05.mma"(%tm, %d2, %d2, %idesc, %t) <{ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1) -> ()
      %k1 = llvm.add %k, %c1 : i32
      %s1 = llvm.add %stage, %c1 : i32
      %wrap = llvm.icmp "eq" %s1, %c4 : i32
      %s2 = llvm.select %wrap, %c0, %s1 : i1, i32
      llvm.br ^head(%k1, %s2 : i32, i32)
    ^done:
      llvm.return
    }
  }
}
