; A weak global load at a uniform address reads one value in every thread when no
; write can fall between two threads' loads (LLVM IR; the PTX form and the
; reasoning are in ptx/uniform-global-load-trip-count.ptx). Triton's ragged
; matmuls load the tile count with an inline-asm `ld.global` and loop over it in a
; partition that syncs with a counted barrier; a thread that skipped the loop would
; pair its last counted barrier (no fence before it) with the loop's, before the
; TMA store of the buffer it zeroed: a false R-PROXY (11 to 20 per ragged kernel).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; The same with an IR load of address space 1.
; RUN: sed -e 's/^  %%cnt = call i32 asm.*/  %%cnt = load i32, ptr addrspace(1) %%at, align 4/' %s > %t.ir.ll
; RUN: %tcgen05-opt --check %t.ir.ll 2> %t.ir
; RUN: FileCheck --allow-empty %s < %t.ir
; Negative: a volatile load is how a thread reads what others change.
; RUN: sed -e 's/^  %%cnt = call i32 asm.*/  %%cnt = load volatile i32, ptr addrspace(1) %%at, align 4/' %s > %t.volatile.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.volatile.ll 2> %t.volatile
; RUN: FileCheck --check-prefix=PROXY %s < %t.volatile
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: a strong load in the asm.
; RUN: sed -e 's/ld.global.b32 { $0 }/ld.relaxed.gpu.global.b32 { $0 }/' %s > %t.strong.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.strong.ll 2> %t.strong
; RUN: FileCheck --check-prefix=PROXY %s < %t.strong
; Negative: a store to the loaded word in the barrier instance of the loads.
; RUN: sed -e 's/^  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)$/  store i32 1, ptr addrspace(1) %%at, align 4\n&/' %s > %t.store.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.store.ll 2> %t.store
; RUN: FileCheck --check-prefix=PROXY %s < %t.store
; Negative: an atomic at GPU scope may acquire another CTA's writes.
; RUN: sed -e 's/^done:$/&\n  %%old = atomicrmw add ptr addrspace(1) %%out, i32 1 monotonic, align 4/' %s > %t.atom.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.atom.ll 2> %t.atom
; RUN: FileCheck --check-prefix=PROXY %s < %t.atom
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [32768 x i8] undef, align 1024

define ptx_kernel void @k(ptr addrspace(1) %meta, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %at = getelementptr i8, ptr addrspace(1) %meta, i64 40
  %cnt = call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %at)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %other = icmp ugt i32 %warp, 3
  br i1 %other, label %exit, label %default
default:
  %p = getelementptr i32, ptr addrspace(3) @smem, i32 %tid
  store i32 0, ptr addrspace(3) %p, align 4
  %w0 = icmp eq i32 %warp, 0
  %none = icmp slt i32 %cnt, 1
  br i1 %none, label %done, label %loop
loop:
  %i = phi i32 [ %cnt, %default ], [ %i1, %loop ]
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
  %el = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %e = extractvalue { i32, i1 } %el, 1
  %leader = and i1 %e, %w0
  call void asm sideeffect "@$0 cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [$1, {$2}], [$3];", "b,l,r,r"(i1 %leader, ptr addrspace(1) %out, i32 %i, ptr addrspace(3) @smem)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
  %i1 = add i32 %i, -1
  %more = icmp ne i32 %i1, 0
  br i1 %more, label %loop, label %done
done:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg)

attributes #0 = { "nvvm.reqntid"="256" }
