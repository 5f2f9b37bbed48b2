; R-BEFORE's completion half at a named barrier whose number is the thread's
; warpgroup (`handover.rs`, `SyncEvent::group_number`). ThunderKittens' consumer
; warpgroups each sync on their own barrier, `bar.sync (tid.x >> 7) + 1, 128` (here
; the intrinsic; clang's inline asm in the RUN below): each loads its part of the accumulator, passes the
; barrier, loads more, waits (`tcgen05.wait::ld`) and passes it again before one
; thread arrives on the mbarrier that hands the TMEM on. Number 1 is warpgroup 0's,
; number 2 warpgroup 1's, and no other barrier has either: each instance is one
; warpgroup at one instruction, and the first barrier hands nothing over (every
; thread of the group passes the second, after its wait, before the arrival). A
; register number was "any number" before: clang's ThunderKittens bf16 and fp8
; GEMMs had R-BEFORE 8 and 14 from it.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-BEFORE
; The same under --ld-use=wait (the loaded registers are read after the wait).
; RUN: %tcgen05-opt --check --ld-use=wait %s 2> %t.wait
; RUN: FileCheck --allow-empty %s < %t.wait
; The strict reading wants `fence::before_thread_sync` at every barrier after the
; load, and a fence orders only completed ops: the wait stays required there.
; RUN: %expect-exit 1 %tcgen05-opt --sync-reading=strict --check %s 2> %t.strict
; RUN: FileCheck --check-prefix=STRICT %s < %t.strict
; STRICT: error: thread synchronization releases an earlier tcgen05.ld without tcgen05.wait::ld and tcgen05.fence::before_thread_sync{{.*}}[R-BEFORE]
; The barriers as clang compiles ThunderKittens: inline asm with the count an operand.
; RUN: sed -e 's/call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %%id, i32 128)/call void asm sideeffect "bar.sync $0, $1;", "r,n"(i32 %%id, i32 128)/' %s > %t.asm.ll
; RUN: %tcgen05-opt --check %t.asm.ll 2> %t.asm
; RUN: FileCheck --allow-empty %s < %t.asm
; Negative: another barrier has number 2, one of the warpgroups' numbers.
; RUN: sed -e 's/^  %%st = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @bar)$/&\n  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 128)/' %s > %t.two.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.two.ll 2> %t.two
; RUN: FileCheck --check-prefix=BEFORE %s < %t.two
; BEFORE: error: thread synchronization hands over tensor memory of an earlier tcgen05.ld before it completes{{.*}}[R-BEFORE]
; Negative: number 0 (no offset) is also every thread's `bar.sync 0` at the start.
; RUN: sed -e 's/^  %%id = add i32 %%wg, 1$/  %%id = add i32 %%wg, 0\n  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)/' %s > %t.zero.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.zero.ll 2> %t.zero
; RUN: FileCheck --check-prefix=BEFORE %s < %t.zero
; Negative: groups of 16 threads are not whole warps.
; RUN: sed -e 's/^  %%wg = lshr i32 %%tid, 7$/  %%wg = lshr i32 %%tid, 4/' %s > %t.half.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.half.ll 2> %t.half
; RUN: FileCheck --check-prefix=BEFORE %s < %t.half
; Negative: no wait before the second barrier.
; RUN: sed -e '/^  call void @llvm.nvvm.tcgen05.wait.ld()$/d' %s > %t.nowait.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.nowait.ll 2> %t.nowait
; RUN: FileCheck --check-prefix=BEFORE %s < %t.nowait
target triple = "nvptx64-nvidia-cuda"

@bar = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @k(ptr addrspace(6) %t, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %wg = lshr i32 %tid, 7
  %id = add i32 %wg, 1
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %id, i32 128)
  %t2 = getelementptr i8, ptr addrspace(6) %t, i32 8
  %w = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t2, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %id, i32 128)
  %x = extractelement <2 x i32> %v, i32 0
  %y = extractelement <2 x i32> %w, i32 0
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %out, align 4
  %lane = and i32 %tid, 127
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %arrive, label %done
arrive:
  %st = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @bar)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)

attributes #0 = { "nvvm.reqntid"="256" }
