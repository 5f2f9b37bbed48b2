; The LLVM IR form of ptx/proxy-group-number-one-sequence.ptx, as JAX Mosaic GPU
; writes it: each warpgroup goes to its role through `switch shfl(tid >> 7)` (case
; 0 the producer, case 1 the epilogue) and syncs on its own barrier,
; `bar.sync (tid >> 7) + 1, 128`, in a loop whose exit the uniformity analysis
; cannot call uniform. The switch's edges carry the warps that take them
; (`facts::switch_warps`, from `nvvm.maxntid`): case 0 warps 0-3, case 1 warps 4-7.
; (The producer's work between its barriers is left out.) Along the edges its warps can take, each warpgroup passes its barriers in one
; sequence, so the epilogue's writes reach the TMA store through its fence.
; Held-out Mosaic GPU `pl_bw_ragged_dot.ll`: 4 false R-PROXY and 16 false
; R-BEFORE before.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; The same roles through a comparison widened to an integer, as Mosaic GPU's IR
; before `-O3` branches (`switch (sext (zext (role == 0)))`): the edges carry the
; comparison's sides.
; RUN: sed -e 's/^  switch i32 %%role, label %%next \[$/  %%isp = icmp eq i32 %%role, 0\n  %%z = zext i1 %%isp to i32\n  %%s = sext i32 %%z to i64\n  switch i64 %%s, label %%epi [/' -e '/^    i32 0, label %%producer$/d' -e 's/^    i32 1, label %%epi$/    i64 1, label %%producer/' %s > %t.widened.ll
; RUN: grep -q 'switch i64 %%s, label %%epi' %t.widened.ll
; RUN: %tcgen05-opt --check %t.widened.ll 2> %t.widened
; RUN: FileCheck --allow-empty %s < %t.widened
; Negative: the same with the comparison on the warp index, `(tid >> 5) == 0`:
; warpgroup 0's warps 1-3 take the epilogue's edge.
; RUN: sed -e 's/^  %%wgs = lshr i32 %%tid, 7$/  %%wgs = lshr i32 %%tid, 5/' %t.widened.ll > %t.widened-warp.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.widened-warp.ll 2> %t.widened-warp
; RUN: FileCheck --check-prefix=PROXY %s < %t.widened-warp
; The thread index as Mosaic GPU's IR before `-O3` writes it, `tid.x + tid.y *
; ntid.x`, with `tid.y` in `range(i32 0, 1)` (LLVM's, from the 1-D block): plus zero
; is `tid.x` (`model_build::known_zero`).
; RUN: sed -e 's/^  %%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()$/  %%tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %%ty = call range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n  %%nx = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n  %%yx = mul i32 %%ty, %%nx\n  %%tid = add i32 %%tx, %%yx/' -e 's/^declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()$/&\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()/' %s > %t.linear.ll
; RUN: grep -q 'range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.tid.y' %t.linear.ll
; RUN: %tcgen05-opt --check %t.linear.ll 2> %t.linear
; RUN: FileCheck --allow-empty %s < %t.linear
; Negative: `tid.y` with no range may be anything: no warpgroup number.
; RUN: sed -e 's/call range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.tid.y/call i32 @llvm.nvvm.read.ptx.sreg.tid.y/' %t.linear.ll > %t.linear-any.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.linear-any.ll 2> %t.linear-any
; RUN: FileCheck --check-prefix=PROXY %s < %t.linear-any
; Negative: no declared block size: the default edge may hold any warp.
; RUN: sed -e 's/^attributes #0 = .*$/attributes #0 = { "nvvm.minctasm"="1" }/' %s > %t.nosize.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.nosize.ll 2> %t.nosize
; RUN: FileCheck --check-prefix=PROXY %s < %t.nosize
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: the switch is on the warp index (`tid >> 5`), so case 1 is warp 1 of
; warpgroup 0 and the default is warps 2-7: warpgroup 0 and 1 both run two roles.
; RUN: sed -e 's/^  %%wgs = lshr i32 %%tid, 7$/  %%wgs = lshr i32 %%tid, 5/' %s > %t.warp.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.warp.ll 2> %t.warp
; RUN: FileCheck --check-prefix=PROXY %s < %t.warp
; Negative: no fence at all.
; RUN: sed -e '/^  call void @llvm.nvvm.fence.proxy.async.shared_cta()$/d' %s > %t.nofence.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.nofence.ll 2> %t.nofence
; RUN: FileCheck --check-prefix=PROXY %s < %t.nofence
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [131072 x i8] undef, align 1024

define ptx_kernel void @k(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %tmap, ptr addrspace(6) %t, i64 %da) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %wg = lshr i32 %tid, 7
  %id = add i32 %wg, 1
  %wgs = lshr i32 %tid, 7
  %role = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %wgs, i32 0, i32 31)
  %inwg = and i32 %w, 3
  %first = icmp eq i32 %inwg, 0
  %lane = and i32 %tid, 127
  %off = shl i32 %lane, 4
  %p = getelementptr i8, ptr addrspace(3) @smem, i32 %off
  %flag = getelementptr i8, ptr addrspace(3) @smem, i32 131056
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  switch i32 %role, label %next [
    i32 0, label %producer
    i32 1, label %epi
  ]
producer:
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %id)
  br i1 %first, label %issue, label %pjoin
issue:
  %el = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %leader = extractvalue { i32, i1 } %el, 1
  br i1 %leader, label %mma, label %pjoin
mma:
  call void asm sideeffect "nanosleep.u32 1;", ""()
  br label %pjoin
pjoin:
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %id)
  br label %next
epi:
  store <4 x i32> zeroinitializer, ptr addrspace(3) %p, align 16
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %id)
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %id)
  br i1 %first, label %store, label %ejoin
store:
  %el2 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %leader2 = extractvalue { i32, i1 } %el2, 1
  br i1 %leader2, label %tma, label %ejoin
tma:
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r"(ptr %tmap, i32 %i, i32 %i, ptr addrspace(3) @smem)
  call void asm sideeffect "cp.async.bulk.commit_group;", ""()
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", ""()
  br label %ejoin
ejoin:
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %id)
  br label %next
next:
  %i1 = add i32 %i, 1
  %n = load volatile i32, ptr addrspace(3) %flag, align 4
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()

attributes #0 = { "nvvm.maxntid"="256,1,1" }
