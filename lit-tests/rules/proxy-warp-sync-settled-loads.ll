; Loads that no write can race are the same in every lane (LLVM IR; the PTX form
; and the reasoning are in ptx/proxy-warp-sync-settled-loads.ptx). Warp 0 fills the
; dispatch table and a tile count before `barrier.sync 1`; warp 1 passes the
; barrier, switches on its table byte and loops over the count, passing
; `bar.warp.sync` after its wait and proxy fence in the loop and once more after it.
; Every thread takes part in each instance of a barrier with no thread count, so
; the stores come before the loads in every pair of threads: the lanes agree on the
; case and the trip count, and the warp syncs are ordered. Warp 0 then zeroes
; bytes the MMAs read and arrives on the mbarrier warp 1 waits on first; with the
; warp syncs unordered, a lane that skipped the loop paired its last warp sync with
; the loop's, before an unfenced MMA: a false R-PROXY (Triton's device-tensormap
; WS GEMM, 20 in its LLVM IR).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: the count is stored after warp 0's barrier, in the instance in which
; warp 1 loads it.
; RUN: sed -e '/^  store i32 %%n, /d' -e 's/^  store i32 0, ptr addrspace(3) %%p, align 4$/&\n  store i32 %%n, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 65504), align 4/' %s > %t.race.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.race.ll 2> %t.race
; RUN: FileCheck --check-prefix=PROXY %s < %t.race
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: the same for the table byte warp 1 switches on.
; RUN: sed -e '/^  store i8 0, /d' -e 's/^  store i32 0, ptr addrspace(3) %%p, align 4$/&\n  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 65513), align 1/' %s > %t.table.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.table.ll 2> %t.table
; RUN: FileCheck --check-prefix=PROXY %s < %t.table
; The count computed instead, as Triton's persistent loops do (`vector.reduce.mul`
; of the per-dimension tile counts): a pure function of uniform values.
; RUN: sed -e 's/^  %%cnt = load i32, .*$/  %%v0 = insertelement <2 x i32> poison, i32 %%n, i64 0\n  %%v1 = insertelement <2 x i32> %%v0, i32 %%n, i64 1\n  %%cnt = call i32 @llvm.vector.reduce.mul.v2i32(<2 x i32> %%v1)/' -e 's/^declare void @llvm.nvvm.bar.warp.sync(i32)$/&\ndeclare i32 @llvm.vector.reduce.mul.v2i32(<2 x i32>)/' %s > %t.reduce.ll
; RUN: %tcgen05-opt --check %t.reduce.ll 2> %t.reduce
; RUN: FileCheck --allow-empty %s < %t.reduce
; Negative: a call of the program's own may write the count at any time.
; RUN: sed -e 's/^  call void @llvm.nvvm.bar.warp.sync(i32 -1)$/&\n  call void @helper(ptr addrspace(3) @smem)/' -e 's/^declare void @llvm.nvvm.bar.warp.sync(i32)$/&\ndeclare void @helper(ptr addrspace(3))/' %s > %t.call.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.call.ll 2> %t.call
; RUN: FileCheck --check-prefix=PROXY %s < %t.call
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [65536 x i8] undef, align 1024

define ptx_kernel void @k(ptr addrspace(6) %t, i64 %da, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %w = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %warp, i32 0, i32 31)
  %writer = icmp eq i32 %w, 0
  br i1 %writer, label %default, label %workers
default:
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 65512), align 1
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 65513), align 1
  store i32 %n, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 65504), align 4
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1)
  %lane = and i32 %tid, 31
  %p = getelementptr i32, ptr addrspace(3) @smem, i32 %lane
  store i32 0, ptr addrspace(3) %p, align 4
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 65520))
  ret void
workers:
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1)
  %at = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 65512), i32 %w
  %part = load i8, ptr addrspace(3) %at, align 1
  switch i8 %part, label %done [
    i8 0, label %mma
  ]
mma:
  %cnt = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 65504), align 4
  call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], 0;\0A\09@!complete bra.uni waitLoop;\0A}", "r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 65520))
  %none = icmp ult i32 %cnt, 1
  br i1 %none, label %after, label %loop
loop:
  %i = phi i32 [ 0, %mma ], [ %i1, %next ]
  call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 65528), i32 %i)
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %el = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %leader = extractvalue { i32, i1 } %el, 1
  br i1 %leader, label %issue, label %next
issue:
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t, i64 %da, i64 %da, i32 136380432, i1 true, i32 0, i32 1, i32 0)
  br label %next
next:
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %cnt
  br i1 %c, label %loop, label %after
after:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)

attributes #0 = { "nvvm.reqntid"="64" }
