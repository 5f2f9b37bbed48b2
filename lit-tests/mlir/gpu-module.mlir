// Kernels inside `gpu.module` are units too, and non-kernel functions without tcgen05
// ops are left alone. `--emit llvm` translates the (lowered) gpu.module body with
// MLIR's LLVM IR translation.
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.mlir 2> %t.remarks
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --emit llvm -o %t.ll
// RUN: FileCheck --check-prefix=LLVM %s < %t.ll
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.ll

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-LABEL: llvm.func @k(
    llvm.func @k(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
      %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
      // CHECK: nvvm.tcgen05.ld
      // CHECK-NEXT: nvvm.tcgen05.wait <load>
      // CHECK-NEXT: llvm.store
      llvm.store %v, %out : i32, !llvm.ptr<1>
      llvm.return
    }
    // A helper with no tcgen05 op is not a unit: its store is not touched.
    // CHECK-LABEL: llvm.func @helper(
    // CHECK-NEXT: llvm.store
    llvm.func @helper(%out: !llvm.ptr<1>, %x: i32) {
      llvm.store %x, %out : i32, !llvm.ptr<1>
      llvm.return
    }
  }
}

// The location is the op's line in this file, inside the gpu.module.
// REMARK: gpu-module.mlir:19:7: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]
// REMARK-NOT: remark:

// The translation keeps the inserted wait as the NVVM intrinsic.
// LLVM: define ptx_kernel void @k(
// LLVM: call i32 @llvm.nvvm.tcgen05.ld.16x64b.x1
// LLVM-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
