// Address and index arithmetic with constants at the ends of i64 (a fuzzer's or a
// generator's): offsets wrap as the machine's do, ranges and lockstep differences
// give up instead of overflowing; the run neither panics nor aborts, and finds the
// one real hazard (a load handed over at the barrier without its wait: the threads
// go on to store to the same TMEM).
// RUN: %expect-exit 1 %tcgen05-opt --check %s 2> %t.diag
// RUN: FileCheck %s < %t.diag
// CHECK: error: {{.*}}[R-BEFORE]
// CHECK-NOT: panicked
llvm.func @big(%t: !llvm.ptr<6>, %n: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %big = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %small = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %i = llvm.ptrtoint %t : !llvm.ptr<6> to i64
  %a = llvm.add %i, %big : i64
  %b = llvm.add %a, %big : i64
  %c = llvm.add %b, %small : i64
  %p = llvm.inttoptr %c : i64 to !llvm.ptr<6>
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %tx64 = llvm.zext %tx : i32 to i64
  %s = llvm.add %tx64, %big : i64
  %m = llvm.mul %s, %big : i64
  %cmp = llvm.icmp "slt" %m, %small : i64
  llvm.cond_br %cmp, ^load, ^done
^load:
  %v = nvvm.tcgen05.ld %p {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.barrier0
  nvvm.tcgen05.st %p, %n {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.wait <store>
  llvm.br ^done
^done:
  llvm.return
}
