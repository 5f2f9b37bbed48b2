; rules/proxy-group-fence.ll with the kernel's body out of line: the kernel only
; calls `@body` and returns, and nothing else calls `@body` (clang leaves
; ThunderKittens' block-scaled GEMMs so: `kernel_entrypoint` calls
; `mxfp8_gemm::kernel`). Every thread of the CTA runs `@body` from its start, so it
; is analysed as the kernel's body: its counted barrier is a group barrier and the
; leader's fence a group fence, with the kernel's `nvvm.reqntid` (no R-PROXY).
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; Negative: the kernel does something before the call (a branch on the thread
; index could send threads elsewhere): `@body` is a function like any other.
; RUN: sed -e 's/^  call void @body(/  %%x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n&/' %s > %t.before.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.before.ll 2> %t.before
; RUN: FileCheck --check-prefix=PROXY %s < %t.before
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: a second call of `@body`.
; RUN: sed -e 's/^  call void @body(\(.*\)$/&\n  call void @body(\1/' %s > %t.twice.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.twice.ll 2> %t.twice
; RUN: FileCheck --check-prefix=PROXY %s < %t.twice
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [131072 x i8] undef, align 1024

define ptx_kernel void @k(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %tmap, ptr addrspace(6) %t, i64 %da, i32 %phase, i32 %d) #0 {
  call void @body(ptr %tmap, ptr addrspace(6) %t, i64 %da, i32 %phase, i32 %d)
  ret void
}

define internal void @body(ptr %tmap, ptr addrspace(6) %t, i64 %da, i32 %phase, i32 %d) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %bar = getelementptr i8, ptr addrspace(3) @smem, i32 131064
  %data = icmp eq i32 %d, 7
  %mma = icmp ult i32 %w, 4
  br i1 %mma, label %mmarole, label %epi
epi:
  %lane = and i32 %tid, 127
  %off = shl i32 %lane, 4
  %p = getelementptr i8, ptr addrspace(3) @smem, i32 %off
  %bits = and i32 %tid, 96
  %notw4 = icmp ne i32 %bits, 0
  br label %eloop
eloop:
  %i = phi i32 [ 0, %epi ], [ %i1, %join ]
  store <4 x i32> zeroinitializer, ptr addrspace(3) %p, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 128)
  %el = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %leader = extractvalue { i32, i1 } %el, 1
  %notleader = xor i1 %leader, true
  %skip = or i1 %notw4, %notleader
  br i1 %skip, label %join, label %tma
tma:
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r"(ptr %tmap, i32 %i, i32 %i, ptr addrspace(3) @smem)
  call void asm sideeffect "cp.async.bulk.commit_group;", ""()
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", ""()
  br label %join
join:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 128) ; second
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "l"(ptr addrspace(3) %bar)
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 64
  br i1 %more, label %eloop, label %done
mmarole:
  %w0 = icmp eq i32 %w, 0
  br i1 %w0, label %mloop, label %done
mloop:
  %j = phi i32 [ 0, %mmarole ], [ %j1, %mnext ]
  call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "l,r"(ptr addrspace(3) %bar, i32 %phase)
  %mel = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %mleader = extractvalue { i32, i1 } %mel, 1
  br i1 %mleader, label %issue, label %mnext
issue:
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t, i64 %da, i64 %da, i32 136380432, i1 true, i32 0, i32 1, i32 0)
  br label %mnext
mnext:
  %j1 = add i32 %j, 1
  %mmore = icmp ult i32 %j1, 64
  br i1 %mmore, label %mloop, label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)

attributes #0 = { "nvvm.reqntid"="256" }
