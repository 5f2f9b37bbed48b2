; R-TMAP (9.7.13.16): a tensormap written in the generic proxy (tensormap.replace on
; a global object, or the copy of tensormap.cp_fenceproxy) and read by TMA in the
; tensormap proxy needs a release proxy fence after the write (cp_fenceproxy is one)
; and fence.proxy.tensormap::generic.acquire on the address the TMA instruction reads.
; The acquire names the user's own operand, so it is inserted as inline asm on it.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; The output is clean and a second run changes nothing.
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %t.ll
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %t.ll --remarks -o /dev/null 2>&1 | count 0
; Without the pass, --check names the rule at the TMA instruction.
; RUN: %expect-exit 1 %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s 2> %t.check
; RUN: FileCheck --check-prefix=CHECKMODE %s < %t.check
; Reading-independent rule: the same insertions and remarks under the default readings.
; RUN: %tcgen05-opt %s --remarks -o %t.default.ll 2> %t.default.remarks
; RUN: FileCheck %s < %t.default.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.default.remarks
; RUN: %tcgen05-opt --check %t.default.ll
target triple = "nvptx64-nvidia-cuda"

; Intrinsic forms, one thread: release and acquire before the first TMA load only.
; CHECK-LABEL: define ptx_kernel void @replace_then_load(
define ptx_kernel void @replace_then_load(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr addrspace(1) %tm, i64 %base, i32 %c0) {
  %g = addrspacecast ptr addrspace(1) %tm to ptr
  call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %tm, i64 %base)
  ; CHECK: call void @llvm.nvvm.tensormap.replace.global.address.p1
  ; CHECK-NEXT: call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  ; CHECK-NEXT: call void asm sideeffect "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}"(ptr %g)
  ; CHECK-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d
  ; CHECK-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %g, i32 %c0, i32 0, i16 0, i64 0, i1 false, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %g, i32 %c0, i32 64, i16 0, i64 0, i1 false, i1 false, i32 0)
  ret void
}

; Triton 3.9's device-side descriptor, already correct: the writer warp copies with
; cp_fenceproxy (a release), acquires under the same predicate, then the barrier.
; CHECK-LABEL: define ptx_kernel void @triton_pattern(
define ptx_kernel void @triton_pattern(ptr addrspace(1) %slot, ptr addrspace(3) %smem, i1 %warp0, i1 %leader, i32 %c0) {
  ; CHECK-NOT: fence.proxy.tensormap_generic
  ; CHECK-NOT: acquire.gpu [$0], 128;"
  ; CHECK: ret void
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %slot, ptr addrspace(3) %smem, i1 %warp0)
  tail call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b"(ptr addrspace(1) %slot, i1 %warp0, i1 %warp0, i1 %warp0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %g = addrspacecast ptr addrspace(1) %slot to ptr
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %leader, ptr addrspace(3) %smem, ptr %g, i32 0, i32 %c0, ptr addrspace(3) %smem)
  ret void
}

; The same without the writer's acquire: the TMA user after the barrier acquires
; its own operand ($2 of the asm).
; CHECK-LABEL: define ptx_kernel void @user_acquires(
define ptx_kernel void @user_acquires(ptr addrspace(1) %slot, ptr addrspace(3) %smem, i1 %warp0, i1 %leader, i32 %c0) {
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %slot, ptr addrspace(3) %smem, i1 %warp0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %g = addrspacecast ptr addrspace(1) %slot to ptr
  ; CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all
  ; CHECK-NEXT: addrspacecast
  ; CHECK-NEXT: call void asm sideeffect "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}"(ptr %g)
  ; CHECK-NEXT: cp.async.bulk.tensor.2d
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %leader, ptr addrspace(3) %smem, ptr %g, i32 0, i32 %c0, ptr addrspace(3) %smem)
  ret void
}

; Writer side across threads: the release goes before the barrier that publishes
; the tensormap; the TMA store (s2g) acquires.
; CHECK-LABEL: define ptx_kernel void @writer_releases(
define ptx_kernel void @writer_releases(ptr addrspace(3) %smem, ptr addrspace(1) %tm, i32 %n, i32 %c0) {
  call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %tm, i32 0, i32 %n)
  ; CHECK: call void @llvm.nvvm.tensormap.replace.global.dim.p1
  ; CHECK-NEXT: call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  ; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %g = addrspacecast ptr addrspace(1) %tm to ptr
  ; CHECK: call void asm sideeffect "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}"(ptr %g)
  ; CHECK-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %smem, ptr %g, i32 %c0, i32 0, i64 0, i1 false)
  ret void
}

; A descriptor passed as a kernel parameter is never written by the kernel; a
; tensormap in shared memory is not what TMA reads: nothing to do.
; CHECK-LABEL: define ptx_kernel void @param_descriptor(
define ptx_kernel void @param_descriptor(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %desc, ptr addrspace(3) %smem, i64 %base, i32 %c0) {
  ; CHECK-NOT: tensormap_generic
  ; CHECK-NOT: acquire.gpu [$0]
  ; CHECK: ret void
  call void @llvm.nvvm.tensormap.replace.global.address.p3(ptr addrspace(3) %smem, i64 %base)
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r"(ptr addrspace(3) %smem, ptr %desc, i32 0, i32 %c0, ptr addrspace(3) %smem)
  ret void
}

; REMARK: inserted fence.proxy.tensormap::generic.release.gpu [R-TMAP]: `{{.*}}g2s{{.*}}` needs it after {{.*}}replace
; REMARK: inserted fence.proxy.tensormap::generic.acquire.gpu [$2], 128 [R-TMAP]
; REMARK: inserted fence.proxy.tensormap::generic.acquire.gpu [$2], 128 [R-TMAP]
; REMARK: inserted fence.proxy.tensormap::generic.release.gpu [R-TMAP]: `call void @llvm.nvvm.barrier.cta.sync
; REMARK: inserted fence.proxy.tensormap::generic.acquire.gpu [$1], 128 [R-TMAP]
; REMARK-NOT: remark:

; CHECKMODE: error: TMA reads a tensormap written in the generic proxy without fence.proxy.tensormap::generic.release and fence.proxy.tensormap::generic.acquire on its address{{.*}}[R-TMAP]
; CHECKMODE: error: TMA reads a tensormap {{.*}}[R-TMAP]
; CHECKMODE-NOT: triton_pattern
; CHECKMODE: error: thread synchronization publishes a tensormap {{.*}}[R-TMAP]

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1), i64)
declare void @llvm.nvvm.tensormap.replace.global.address.p3(ptr addrspace(3), i64)
declare void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1), i32 immarg, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
