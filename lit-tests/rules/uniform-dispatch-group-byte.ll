; A warp dispatch's table byte is one value in every warp of a group that each
; run of the table's writes gives one value (LLVM IR; the PTX form and the
; reasoning are in ptx/uniform-dispatch-group-byte.ptx). Triton stores its table a
; byte at a time in one block: a thread makes all those stores between the same
; two barriers, so a load a barrier separates from them sees all or none. Warps
; 1-4 switch to one partition, loop over a count with `bar.sync 2, 128`, and warp 1
; stores the buffer the group zeroed with TMA; unless the switch and the loop are
; the same in the four warps, a thread's last counted barrier (no fence before it)
; may pair with the loop's: a false R-PROXY (Triton's NVFP4 batched matmul, 13).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: warp 4's byte is 1 in the first run and 0 in a second: the first gives
; the group two values.
; RUN: sed -e 's/^  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4100), align 1$/  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4100), align 1/' -e 's/^  store i32 %%n, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4104), align 4$/&\n  call void @llvm.nvvm.fence.proxy.async.shared_cta()\n  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4100), align 1/' %s > %t.split.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.split.ll 2> %t.split
; RUN: FileCheck --check-prefix=PROXY %s < %t.split
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: warp 4's byte is stored after warp 0's barrier, in the instance in
; which the group loads it: a race.
; RUN: sed -e '/@smem, i32 4100), align 1$/d' -e '0,/^  call void @llvm.nvvm.barrier.cta.sync.all(i32 1)$/s//&\n  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4100), align 1/' %s > %t.race.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.race.ll 2> %t.race
; RUN: FileCheck --check-prefix=PROXY %s < %t.race
; The PTX LLVM emits re-checks clean, so the driver writes it: there the switch is
; a `brx.idx` on a byte at `smem + (s64) warp` and the table is a run of byte and
; half stores in one block, which the PTX reader takes alike.
; RUN: %tcgen05-opt %s --emit ptx --remarks -o %t.out.ptx 2> %t.remarks
; RUN: FileCheck --check-prefix=EMITTED %s < %t.out.ptx
; EMITTED: brx.idx
; RUN: FileCheck --allow-empty --check-prefix=NOINSERT %s < %t.remarks
; NOINSERT-NOT: inserted
; RUN: %ptxas -arch=sm_100a %t.out.ptx -o /dev/null
; REQUIRES: ptxas
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [8192 x i8] undef, align 1024

define ptx_kernel void @k(i32 %n, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %w = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %warp, i32 0, i32 31)
  %writer = icmp eq i32 %w, 0
  br i1 %writer, label %default, label %workers
default:
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4097), align 1
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4098), align 1
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4099), align 1
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4100), align 1
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4101), align 1
  store i32 %n, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4104), align 4
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1)
  ret void
workers:
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1)
  %at = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4096), i32 %w
  %part = load i8, ptr addrspace(3) %at, align 1
  switch i8 %part, label %exit [
    i8 0, label %group
    i8 1, label %side1
    i8 2, label %side2
    i8 3, label %side3
  ]
side1:
  store i32 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4112), align 4
  br label %exit
side2:
  store i32 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4116), align 4
  br label %exit
side3:
  store i32 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4120), align 4
  br label %exit
group:
  %cnt = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 4104), align 4
  %p = getelementptr i32, ptr addrspace(3) @smem, i32 %tid
  store i32 0, ptr addrspace(3) %p, align 4
  %w1 = icmp eq i32 %w, 1
  %none = icmp slt i32 %cnt, 1
  br i1 %none, label %done, label %loop
loop:
  %i = phi i32 [ %cnt, %group ], [ %i1, %loop ]
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 128)
  %el = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %e = extractvalue { i32, i1 } %el, 1
  %leader = and i1 %e, %w1
  call void asm sideeffect "@$0 cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [$1, {$2}], [$3];", "b,l,r,r"(i1 %leader, ptr addrspace(1) %out, i32 %i, ptr addrspace(3) @smem)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 128)
  %i1 = add i32 %i, -1
  %more = icmp ne i32 %i1, 0
  br i1 %more, label %loop, label %done
done:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 128)
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg)

attributes #0 = { "nvvm.reqntid"="192" }
