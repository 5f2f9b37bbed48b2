// Counted barriers in one fixed sequence, in the MLIR front end (the PTX form and the
// reasoning are in ptx/proxy-group-fence-one-sequence.ptx; this is
// rules/proxy-group-fence.ll with its trip count loaded from shared memory, imported
// by `mlir-translate --import-llvm`). Warps 4-7 store their part of a tile, pass
// `bar.sync 4, 128`, and warp 4's elected leader fences and TMA-stores it; all pass
// the barrier again and arrive on the mbarrier the MMA warp waits on. Every path
// from the entry and from each of the two barrier instructions reaches the same one
// next, so each instance is one instruction (`Candidate::one_sequence`), and the
// leader's fence is a group fence. The MLIR front end ordered no counted barrier:
// 3 false R-PROXY before.
// RUN: %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck --allow-empty %s < %t.diag
// CHECK-NOT: R-PROXY
// Negative: a third instance after the loop, which a thread that leaves early
// passes while another passes the loop's first.
// RUN: sed -e 's/^  llvm.cond_br %%38, ^bb2(%%36 : i32), ^bb9$/  llvm.cond_br %%38, ^bb2(%%36 : i32), ^bb10\n^bb10:\n  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%%4, %%9) : (i32, i32) -> ()\n  llvm.br ^bb9/' %s > %t.after.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.after.mlir 2> %t.after
// RUN: FileCheck --check-prefix=PROXY %s < %t.after
// PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
// Negative: the second barrier's thread count is not a constant: it may take
// threads of another group.
// RUN: sed -e '/^^bb4:/,/^^bb5:/s/sync.aligned.count"(%%4, %%9)/sync.aligned.count"(%%4, %%arg3)/' %s > %t.count.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.count.mlir 2> %t.count
// RUN: FileCheck --check-prefix=PROXY %s < %t.count
llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<131072 x i8> {
  %0 = llvm.mlir.undef : !llvm.array<131072 x i8>
  llvm.return %0 : !llvm.array<131072 x i8>
}
llvm.func ptx_kernelcc @k(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>}, %arg1: !llvm.ptr<6>, %arg2: i64, %arg3: i32, %arg4: i32) attributes {passthrough = [["nvvm.reqntid", "256"]]} {
  %0 = llvm.mlir.constant(5 : i32) : i32
  %1 = llvm.mlir.addressof @smem : !llvm.ptr<3>
  %2 = llvm.mlir.constant(131064 : i32) : i32
  %3 = llvm.mlir.constant(7 : i32) : i32
  %4 = llvm.mlir.constant(4 : i32) : i32
  %5 = llvm.mlir.constant(127 : i32) : i32
  %6 = llvm.mlir.constant(96 : i32) : i32
  %7 = llvm.mlir.constant(0 : i32) : i32
  %8 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
  %9 = llvm.mlir.constant(128 : i32) : i32
  %10 = llvm.mlir.constant(-1 : i32) : i32
  %11 = llvm.mlir.constant(true) : i1
  %12 = llvm.mlir.constant(1 : i32) : i32
  %13 = llvm.mlir.constant(131056 : i32) : i32
  %14 = llvm.getelementptr %1[%13] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  %15 = llvm.mlir.constant(136380432 : i32) : i32
  %16 = llvm.mlir.constant(64 : i32) : i32
  %17 = nvvm.read.ptx.sreg.tid.x : i32
  %18 = llvm.lshr %17, %0 : i32
  %19 = llvm.getelementptr %1[%2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  %20 = llvm.icmp "eq" %arg4, %3 : i32
  %21 = llvm.icmp "ult" %18, %4 : i32
  llvm.cond_br %21, ^bb5, ^bb1
^bb1:  // pred: ^bb0
  %22 = llvm.and %17, %5 : i32
  %23 = llvm.shl %22, %4 : i32
  %24 = llvm.getelementptr %1[%23] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  %25 = llvm.and %17, %6 : i32
  %26 = llvm.icmp "ne" %25, %7 : i32
  llvm.br ^bb2(%7 : i32)
^bb2(%27: i32):  // 2 preds: ^bb1, ^bb4
  llvm.store %8, %24 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%4, %9) : (i32, i32) -> ()
  %28 = llvm.call_intrinsic "llvm.nvvm.elect.sync"(%10) : (i32) -> !llvm.struct<(i32, i1)>
  %29 = llvm.extractvalue %28[1] : !llvm.struct<(i32, i1)> 
  %30 = llvm.xor %29, %11 : i1
  %31 = llvm.or %26, %30 : i1
  llvm.cond_br %31, ^bb4, ^bb3
^bb3:  // pred: ^bb2
  llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"() : () -> ()
  %32 = llvm.inline_asm has_side_effects asm_dialect = att "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r" %arg0, %27, %27, %1 : (!llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
  %33 = llvm.inline_asm has_side_effects asm_dialect = att "cp.async.bulk.commit_group;", ""  : () -> !llvm.void
  %34 = llvm.inline_asm has_side_effects asm_dialect = att "cp.async.bulk.wait_group.read 0;", ""  : () -> !llvm.void
  llvm.br ^bb4
^bb4:  // 2 preds: ^bb2, ^bb3
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%4, %9) : (i32, i32) -> ()
  %35 = llvm.inline_asm has_side_effects asm_dialect = att "mbarrier.arrive.shared::cta.b64 _, [$0];", "l" %19 : (!llvm.ptr<3>) -> !llvm.void
  %36 = llvm.add %27, %12 : i32
  %37 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %38 = llvm.icmp "ult" %36, %37 : i32
  llvm.cond_br %38, ^bb2(%36 : i32), ^bb9
^bb5:  // pred: ^bb0
  %39 = llvm.icmp "eq" %18, %7 : i32
  llvm.cond_br %39, ^bb6(%7 : i32), ^bb9
^bb6(%40: i32):  // 2 preds: ^bb5, ^bb8
  %41 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "l,r" %19, %arg3 : (!llvm.ptr<3>, i32) -> !llvm.void
  %42 = llvm.call_intrinsic "llvm.nvvm.elect.sync"(%10) : (i32) -> !llvm.struct<(i32, i1)>
  %43 = llvm.extractvalue %42[1] : !llvm.struct<(i32, i1)> 
  llvm.cond_br %43, ^bb7, ^bb8
^bb7:  // pred: ^bb6
  llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%arg1, %arg2, %arg2, %15, %11, %7, %12, %7) : (!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32) -> ()
  llvm.br ^bb8
^bb8:  // 2 preds: ^bb6, ^bb7
  %44 = llvm.add %40, %12 : i32
  %45 = llvm.icmp "ult" %44, %16 : i32
  llvm.cond_br %45, ^bb6(%44 : i32), ^bb9
^bb9:  // 3 preds: ^bb4, ^bb5, ^bb8
  llvm.return
}
llvm.func @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
llvm.func @llvm.nvvm.elect.sync(i32) -> !llvm.struct<(i32, i1)> attributes {convergent, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nocallback", "nofree", "nosync"], will_return}
llvm.func @llvm.nvvm.fence.proxy.async.shared_cta()
llvm.func @llvm.nvvm.tcgen05.mma.shared(!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32)
