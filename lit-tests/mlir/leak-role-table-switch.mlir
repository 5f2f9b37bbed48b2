// Warp roles dispatched by an `llvm.switch` on a role table (the MLIR form of
// rules/leak-role-table-switch.ll, as `mlir-translate --import-llvm` writes it):
// `(0x12333333334444 >> (4 * warp)) & 7`; case 2 (warp 12) allocates, case 3 (warps
// 4-11) reaches the dealloc, which `warp & 7 == 0` leaves to warp 8. The MLIR front
// end gave switch edges no warps at all, so warp 8's walk followed the default edge
// and the allocation was reported as leaked. Each edge now gets its warps, exactly
// (`switch_edge_warps`, the LLVM front end's rule).
// RUN: %tcgen05-opt --check %s
// Negative, a real leak: the table makes warps 4 to 7 the compute warps, so no
// compute warp has `warp & 7 == 0` and nobody frees.
// RUN: sed -e 's/5122844576138308 : i64/5141609288254532 : i64/' %s > %t.table.mlir
// RUN: grep -q 5141609288254532 %t.table.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.table.mlir 2> %t.table
// RUN: FileCheck %s < %t.table
// Negative, a real leak: the freeing case is 5, which no warp takes.
// RUN: sed -e 's/^      3: ^bb2$/      5: ^bb2/' %s > %t.case.mlir
// RUN: grep -q '5: ^bb2' %t.case.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.case.mlir 2> %t.case
// RUN: FileCheck %s < %t.case
// CHECK: error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
module attributes {llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.mlir.global internal @slot() {addr_space = 3 : i32, alignment = 4 : i64, dso_local} : i32 {
    %0 = llvm.mlir.undef : i32
    llvm.return %0 : i32
  }
  llvm.func ptx_kernelcc @k() attributes {passthrough = [["nvvm.maxntid", "512"]]} {
    %0 = llvm.mlir.constant(5 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(5122844576138308 : i64) : i64
    %3 = llvm.mlir.constant(7 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(288 : i32) : i32
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.addressof @slot : !llvm.ptr<3>
    %8 = llvm.mlir.constant(512 : i32) : i32
    %9 = nvvm.read.ptx.sreg.tid.x : i32
    %10 = llvm.lshr %9, %0 : i32
    %11 = llvm.shl %10, %1 : i32
    %12 = llvm.zext %11 : i32 to i64
    %13 = llvm.lshr %2, %12 : i64
    %14 = llvm.trunc %13 : i64 to i32
    %15 = llvm.and %14, %3 : i32
    llvm.switch %15 : i32, ^bb4 [
      2: ^bb1,
      3: ^bb2
    ]
  ^bb1:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"(%7, %8) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.relinq.alloc.permit.cg1"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%4, %5) : (i32, i32) -> ()
    llvm.br ^bb4
  ^bb2:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%4, %5) : (i32, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
    %16 = llvm.and %10, %3 : i32
    %17 = llvm.icmp "eq" %16, %6 : i32
    llvm.cond_br %17, ^bb3, ^bb4
  ^bb3:
    %18 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %19 = llvm.inttoptr %18 : i32 to !llvm.ptr<6>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"(%19, %8) : (!llvm.ptr<6>, i32) -> ()
    llvm.br ^bb4
  ^bb4:
    llvm.return
  }
}
