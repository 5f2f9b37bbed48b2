// An early exit every thread of the CTA takes alike, before the allocation (the
// MLIR form of rules/leak-uniform-early-exit.ll, as `mlir-translate --import-llvm`
// writes it). Warp 2 allocates after `n < 1` exits, warp 8 frees after a CTA
// barrier; warp 8's path through the exit needs no dealloc. The exit's condition is
// one value in every CTA of the launch (a kernel argument) and computed on no cycle:
// the MLIR front end now gives `Function::launch_uniform` and
// `Function::invariant_values` as the LLVM one does (it gave neither: L-LEAK said
// the allocation leaked).
// RUN: %tcgen05-opt --check %s
// Negative, a real leak: the exit's condition is loaded per thread, so warp 8 may
// leave while warp 2 allocates.
// RUN: sed -e 's/^    %%9 = llvm.icmp "slt" %%arg0, %%1 : i32$/    %%m = llvm.getelementptr %%arg1[%%7] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32\n    %%f = llvm.load %%m {alignment = 4 : i64} : !llvm.ptr<1> -> i32\n    %%9 = llvm.icmp "slt" %%f, %%1 : i32/' %s > %t.load.mlir
// RUN: grep -q 'llvm.load %%m' %t.load.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.load.mlir 2> %t.load
// RUN: FileCheck %s < %t.load
// CHECK: error: tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path{{.*}} [L-LEAK]
// The CTA's tile against a bound, `ctaid.x * 128 >= n`: one value in the CTA
// (`Function::cta_uniform`).
// RUN: sed -e 's/^    %%9 = llvm.icmp "slt" %%arg0, %%1 : i32$/    %%c = nvvm.read.ptx.sreg.ctaid.x : i32\n    %%s = llvm.shl %%c, %%0 : i32\n    %%9 = llvm.icmp "sge" %%s, %%arg0 : i32/' %s > %t.cta.mlir
// RUN: grep -q 'llvm.icmp "sge" %%s, %%arg0' %t.cta.mlir
// RUN: %tcgen05-opt --check %t.cta.mlir
// Negative, a real leak: the exit is taken by the threads from 256 up (warp 8
// among them) while warp 2 allocates.
// RUN: sed -e 's/^    %%9 = llvm.icmp "slt" %%arg0, %%1 : i32$/    %%t = llvm.mlir.constant(256 : i32) : i32\n    %%9 = llvm.icmp "sge" %%7, %%t : i32/' %s > %t.tid.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.tid.mlir 2> %t.tid
// RUN: FileCheck %s < %t.tid
module attributes {llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.mlir.global internal @slot() {addr_space = 3 : i32, alignment = 4 : i64, dso_local} : i32 {
    %0 = llvm.mlir.undef : i32
    llvm.return %0 : i32
  }
  llvm.func ptx_kernelcc @k(%arg0: i32, %arg1: !llvm.ptr<1>) attributes {passthrough = [["nvvm.maxntid", "512"]]} {
    %0 = llvm.mlir.constant(5 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(8 : i32) : i32
    %5 = llvm.mlir.addressof @slot : !llvm.ptr<3>
    %6 = llvm.mlir.constant(32 : i32) : i32
    %7 = nvvm.read.ptx.sreg.tid.x : i32
    %8 = llvm.lshr %7, %0 : i32
    %9 = llvm.icmp "slt" %arg0, %1 : i32
    llvm.cond_br %9, ^bb5, ^bb1
  ^bb1:
    %10 = llvm.icmp "eq" %8, %2 : i32
    llvm.cond_br %10, ^bb2, ^bb3
  ^bb2:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"(%5, %6) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.relinq.alloc.permit.cg1"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%3) : (i32) -> ()
    llvm.br ^bb5
  ^bb3:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%3) : (i32) -> ()
    %11 = llvm.icmp "eq" %8, %4 : i32
    llvm.cond_br %11, ^bb4, ^bb5
  ^bb4:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
    %12 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %13 = llvm.inttoptr %12 : i32 to !llvm.ptr<6>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"(%13, %6) : (!llvm.ptr<6>, i32) -> ()
    llvm.br ^bb5
  ^bb5:
    llvm.return
  }
}
