; The LLVM IR form of ptx/proxy-smem-spans-cancelled-terms.ptx (the span analysis
; is the PTX layer's, on statements the LLVM front end writes): Mojo's swapped-AB
; epilogue address `(tid & 992) + 2 * (((x | 16 * warp) ^ y) - 16 * warp) +
; 163840`, whose warp terms cancel, is at or above 163840, past the MMA's B operand
; (98304..163839). Each operand's interval alone reaches 992 bytes lower.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: `64 * warp` subtracted, not the `16 * warp` inside: the sum is
; `2 * x - 96 * warp`, below the staging buffer for every warp but 0.
; RUN: sed -e 's/^  %%w16b = shl i32 %%w, 4$/  %%w16b = shl i32 %%w, 6/' %s > %t.half.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.half.ll 2> %t.half
; RUN: FileCheck --check-prefix=PROXY %s < %t.half
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [196608 x i8] undef, align 1024

define ptx_kernel void @k(ptr addrspace(6) %d, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %lane = and i32 %tid, 31
  %t992 = and i32 %tid, 992
  %w16 = shl i32 %w, 4
  %w16b = shl i32 %w, 4
  %l6 = shl i32 %lane, 6
  %x1 = and i32 %l6, 448
  %l5 = shl i32 %lane, 5
  %x2 = or i32 %l5, %lane
  %x3 = and i32 %x2, 520
  %x4 = or i32 %x3, %x1
  %x5 = or i32 %x4, %w16
  %y = lshr i32 %x1, 3
  %x6 = xor i32 %x5, %y
  %x7 = sub i32 %x6, %w16b
  %x8 = shl i32 %x7, 1
  %off0 = add i32 %t992, %x8
  %off = add i32 %off0, 163840
  %p = getelementptr i8, ptr addrspace(3) @smem, i32 %off
  store <4 x i32> zeroinitializer, ptr addrspace(3) %p, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w0 = icmp eq i32 %w, 0
  br i1 %w0, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %stage = phi i32 [ 0, %entry ], [ %stage.next, %loop ]
  %soff = shl i32 %stage, 14
  %a.base = getelementptr i8, ptr addrspace(3) @smem, i32 32768
  %a.addr = getelementptr i8, ptr addrspace(3) %a.base, i32 %soff
  %b.base = getelementptr i8, ptr addrspace(3) @smem, i32 98304
  %b.addr = getelementptr i8, ptr addrspace(3) %b.base, i32 %soff
  %a.int = ptrtoint ptr addrspace(3) %a.addr to i32
  %b.int = ptrtoint ptr addrspace(3) %b.addr to i32
  %a.sh = lshr exact i32 %a.int, 4
  %b.sh = lshr exact i32 %b.int, 4
  %a.lo = and i32 %a.sh, 16383
  %b.lo = and i32 %b.sh, 16383
  %a.v = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %a.lo, i64 0
  %b.v = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %b.lo, i64 0
  %a.desc = bitcast <2 x i32> %a.v to i64
  %b.desc = bitcast <2 x i32> %b.v to i64
  call void asm sideeffect "tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, 1;", "r,l,l,r"(ptr addrspace(6) %d, i64 %a.desc, i64 %b.desc, i32 136314896)
  %stage.inc = add i32 %stage, 1
  %wrap = icmp eq i32 %stage.inc, 4
  %stage.next = select i1 %wrap, i32 0, i32 %stage.inc
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
