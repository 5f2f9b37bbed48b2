; The LLVM IR form of ptx/warp-dispatch-table.ptx: Triton and Gluon send each warp
; of a warp-specialized kernel to its partition with a `switch` on a byte it loads
; at `table + warp` (a byte GEP of a constant GEP by the `shfl.sync.idx` warp index,
; then `- 4`), a table the default warps fill with constant stores before the
; barrier that starts the partitions. The LLVM front end now hands the span analysis
; every write the function may make to shared memory (stores with their constant
; values, atomics, inline asm that addresses memory, `tcgen05.alloc`, and any other
; call taking a pointer as a write of unknown bytes) and the `switch` as a table
; jump, and gives each case's edge the warps whose byte may hold its value (the
; default: a value no case names). Here only warp 4's byte holds 1, the MMA
; partition's case: its leader copies the scale factors (`@(rank == 0 && elect)`)
; and issues the MMA under another `elect.sync`: one thread, no S-MISSING. Gluon's
; 2-CTA block-scaled GEMM (Triton example 04), from its LLVM IR: 8 false S-MISSING
; before.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: S-MISSING
; Negative: warp 5's byte holds 1 too; two warps' leaders copy.
; RUN: sed -e 's/^  store i8 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 1025), align 1$/  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 1025), align 1/' %s > %t.two.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.two.ll 2> %t.two
; RUN: FileCheck --check-prefix=RACE %s < %t.two
; RACE: error: tcgen05.mma may conflict with an earlier TMEM access by other threads{{.*}}[S-MISSING]
; Negative: another store may write the table with a value not known.
; RUN: sed -e 's/^  store i8 3, \(.*\)$/&\n  store i32 %%tid, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 1024), align 4/' %s > %t.unknown.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.unknown.ll 2> %t.unknown
; RUN: FileCheck --check-prefix=RACE %s < %t.unknown
; Negative: an atomic at an address not known may hit the table.
; RUN: sed -e 's/^  store i8 3, \(.*\)$/&\n  %%old = atomicrmw add ptr addrspace(3) %%anywhere, i32 1 monotonic, align 4/' %s > %t.atomic.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.atomic.ll 2> %t.atomic
; RUN: FileCheck --check-prefix=RACE %s < %t.atomic
; Negative: a call of the program's own may write anything.
; RUN: sed -e 's/^  store i8 3, \(.*\)$/&\n  call void @helper(ptr addrspace(3) @smem)/' -e 's/^declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()$/&\ndeclare void @helper(ptr addrspace(3))/' %s > %t.call.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.call.ll 2> %t.call
; RUN: FileCheck --check-prefix=RACE %s < %t.call
; Negative: an inline asm store of a register value over the table.
; RUN: sed -e 's/^  store i8 3, \(.*\)$/&\n  call void asm sideeffect "st.shared.b32 [$0], $1;", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 1024), i32 %%tid)/' %s > %t.asm.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.asm.ll 2> %t.asm
; RUN: FileCheck --check-prefix=RACE %s < %t.asm
; Negative: an mbarrier invalidated over the table leaves its bytes unknown.
; RUN: sed -e 's/^  store i8 3, \(.*\)$/&\n  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 1024))/' -e 's/^declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()$/&\ndeclare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3))/' %s > %t.inval.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.inval.ll 2> %t.inval
; RUN: FileCheck --check-prefix=RACE %s < %t.inval
; A TMA load through the intrinsic, into a box bounded below an initialized
; mbarrier under the table, is a write of known bytes (its statement is the model's
; own), not a call that may write anything: still one warp.
; RUN: sed -e 's/^  store i8 3, \(.*\)$/&\n  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 512), i32 1)\n  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) addrspacecast (ptr addrspace(3) @smem to ptr addrspace(7)), ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 512), ptr null, i32 0, i32 0, i16 0, i64 0, i1 false, i1 false, i32 0)/' -e 's/^declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()$/&\ndeclare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)\ndeclare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)/' %s > %t.tma.ll
; RUN: %tcgen05-opt --check %t.tma.ll 2> %t.tma
; RUN: FileCheck --allow-empty %s < %t.tma
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [2048 x i8] undef, align 1024

define ptx_kernel void @k(ptr addrspace(6) %t, i64 %a, i64 %b, i64 %s, ptr addrspace(3) %anywhere) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w0 = lshr i32 %tid, 5
  %w = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %w0, i32 0, i32 31)
  %scales = getelementptr i8, ptr addrspace(6) %t, i32 256
  %def = icmp ult i32 %w, 4
  br i1 %def, label %default, label %workers
default:
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 1024), align 1
  store i8 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 1025), align 1
  store i8 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 1026), align 1
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 1027), align 1
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1)
  br label %done
workers:
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1)
  %at = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 1024), i32 %w
  %slot = getelementptr i8, ptr addrspace(3) %at, i32 -4
  %part = load i8, ptr addrspace(3) %slot, align 1
  switch i8 %part, label %done [
    i8 1, label %mma
    i8 2, label %other
  ]
mma:
  %rank = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %r0 = icmp eq i32 %rank, 0
  %e1 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %l1 = extractvalue { i32, i1 } %e1, 1
  %cp = and i1 %r0, %l1
  call void asm sideeffect "@$0 tcgen05.cp.cta_group::1.32x128b.warpx4 [$1], $2;", "b,r,l"(i1 %cp, ptr addrspace(6) %scales, i64 %s)
  %w4 = icmp eq i32 %w, 4
  br i1 %w4, label %issue, label %done
issue:
  %e2 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %l2 = extractvalue { i32, i1 } %e2, 1
  call void asm sideeffect "@$0 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [$1], $2, $3, 146800640, [$4], [$4], 1;", "b,r,l,l,r"(i1 %l2, ptr addrspace(6) %t, i64 %a, i64 %b, ptr addrspace(6) %scales)
  br label %done
other:
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()

attributes #0 = { "nvvm.reqntid"="256" }
