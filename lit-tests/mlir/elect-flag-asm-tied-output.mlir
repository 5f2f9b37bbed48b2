// The elect.sync leader copied into an integer by CUTLASS's `elect_one_sync()` as
// clang 22 compiles it, imported with `mlir-translate --import-llvm` (the MLIR form
// of rules/elect-flag-asm-output.ll): inline asm with two outputs, output 1 tied to
// a constant input 0 (constraints "=r,=r,r,0,1"), read with `llvm.extractvalue
// %7[1]` and compared with 0. The MLIR front end knew such a flag only for an asm
// with one output that presets it itself, so the MMA under `flag != 0` looked
// unguarded (G-SINGLE) and no commit under another such flag tracked it
// (R-MMA-DONE). It now reads the tied constant and the extracted output as the LLVM
// front end does (`tcgen05_ptx_decode::tied_input`). clang's FlashMLA dense
// backward kernel, imported the same way, had 192 R-MMA-DONE from this.
// RUN: %tcgen05-opt --check %s
// RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s
// Negative: the flag's tied input is a kernel argument, not 0: the lanes that are
// not the leader may hold anything.
// RUN: sed -e '/%%7 = llvm.inline_asm/s/ %%2, %%1, %%1 :/ %%2, %%1, %%arg3 :/' %s > %t.arg.mlir
// RUN: grep -q '%%2, %%1, %%arg3 :' %t.arg.mlir
// RUN: %expect-exit 1 %tcgen05-opt --check %t.arg.mlir 2> %t.diag
// RUN: FileCheck %s < %t.diag
// CHECK: error: {{.*}}no tcgen05.commit tracks{{.*}} [R-MMA-DONE]
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64, dso_local} : i64 {
    %0 = llvm.mlir.undef : i64
    llvm.return %0 : i64
  }
  llvm.func ptx_kernelcc @k(%arg0: i32, %arg1: i64, %arg2: i64, %arg3: i32) {
    %0 = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(-1 : i32) : i32
    %3 = llvm.mlir.constant(136380432 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
    llvm.br ^bb1(%1 : i32)
  ^bb1(%6: i32):  // 2 preds: ^bb0, ^bb3
    %7 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1" %2, %1, %1 : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
    %8 = llvm.extractvalue %7[1] : !llvm.struct<(i32, i32)> 
    %9 = llvm.icmp "eq" %8, %1 : i32
    llvm.cond_br %9, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %10 = llvm.inline_asm has_side_effects asm_dialect = att "tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, 1;", "r,l,l,r" %arg0, %arg1, %arg2, %3 : (i32, i64, i64, i32) -> !llvm.void
    llvm.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %11 = llvm.add %6, %4 : i32
    %12 = llvm.icmp "slt" %11, %arg3 : i32
    llvm.cond_br %12, ^bb1(%11 : i32), ^bb4
  ^bb4:  // pred: ^bb3
    %13 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1" %2, %1, %1 : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
    %14 = llvm.extractvalue %13[1] : !llvm.struct<(i32, i32)> 
    %15 = llvm.icmp "ne" %14, %1 : i32
    llvm.cond_br %15, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %16 = llvm.inline_asm has_side_effects asm_dialect = att "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r" %5 : (i32) -> !llvm.void
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    %17 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred P1;\0AW:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], 0;\0A@!P1 bra W;\0A}", "r" %5 : (i32) -> !llvm.void
    %18 = llvm.inline_asm has_side_effects asm_dialect = att "tcgen05.fence::after_thread_sync;", ""  : () -> !llvm.void
    %19 = llvm.inline_asm has_side_effects asm_dialect = att "tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];", "=r,r" %arg0 : (i32) -> i32
    %20 = llvm.inline_asm has_side_effects asm_dialect = att "tcgen05.wait::ld.sync.aligned;", ""  : () -> !llvm.void
    llvm.return
  }
}
