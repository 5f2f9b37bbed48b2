; ptx/proxy-smem-spans-swizzled-start.ptx in LLVM IR: the epilogue's scratch offsets
; `((tid & 7) << 13 | (tid & 127) << 4) ^ 112` (bits 4..10 and 13..15: at most 59376)
; from global_smem+6144 end at +65535, and the MMA reads its 128-byte-swizzled A from
; +65536, which a TMA load's destination shows to be 128-byte aligned (the front end
; hands TMA loads to the analysis for that). No R-PROXY.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: without the TMA load, the read may start 112 bytes lower.
; RUN: sed -e '/cp.async.bulk.tensor/d' %s > %t.notma.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.notma.ll 2> %t.notma
; RUN: FileCheck --check-prefix=PROXY %s < %t.notma
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: XOR with bit 12, which the offsets do not have.
; RUN: sed -e 's/xor i32 %%off, 112/xor i32 %%off, 4096/' %s > %t.bit12.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.bit12.ll 2> %t.bit12
; RUN: FileCheck --check-prefix=PROXY %s < %t.bit12
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16
@bar = external addrspace(3) global i64, align 8

define ptx_kernel void @k(ptr addrspace(6) %d, i64 %tmap, i32 %n) "nvvm.reqntid"="128" {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lo3 = and i32 %tid, 7
  %hi = shl i32 %lo3, 13
  %lo7 = and i32 %tid, 127
  %col = shl i32 %lo7, 4
  %off = or i32 %hi, %col
  %sw = xor i32 %off, 112
  %scratch = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 6144), i32 %sw
  %a.int = ptrtoint ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536) to i32
  %b.int = ptrtoint ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 81920) to i32
  %a.sh = lshr exact i32 %a.int, 4
  %b.sh = lshr exact i32 %b.int, 4
  %a.lo = and i32 %a.sh, 16383
  %b.lo = and i32 %b.sh, 16383
  %a.v = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %a.lo, i64 0
  %b.v = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %b.lo, i64 0
  %a.desc = bitcast <2 x i32> %a.v to i64
  %b.desc = bitcast <2 x i32> %b.v to i64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store <4 x i32> zeroinitializer, ptr addrspace(3) %scratch, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $2}], [$3];", "r,l,r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i64 %tmap, i32 %i, ptr addrspace(3) @bar)
  call void asm sideeffect "tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, 1;", "r,l,l,r"(ptr addrspace(6) %d, i64 %a.desc, i64 %b.desc, i32 136314896)
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r"(ptr addrspace(3) @bar)
  call void asm sideeffect "{ .reg .pred P1; W: mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1; @!P1 bra W; }", "r,r"(ptr addrspace(3) @bar, i32 0)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
