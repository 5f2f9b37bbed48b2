; The section 5 checks on LLVM IR: guards come from conditional branches on
; thread-index, warp-index and elect.sync predicates (icmp/lshr/udiv/and on
; llvm.nvvm.read.ptx.sreg.tid.x). Correlated branches on one predicate are followed
; consistently, so `if (warp0) alloc; ... if (warp0) dealloc;` is no leak.
; RUN: %expect-exit 1 %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s 2> %t.diag
; RUN: FileCheck %s < %t.diag
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

; CHECK-NOT: @balanced:{{.*}}L-LEAK
define ptx_kernel void @balanced() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = udiv i32 %tid, 32
  %w0 = icmp eq i32 %warp, 0
  br i1 %w0, label %alloc, label %mid
alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 32)
  br label %mid
mid:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %base = load i32, ptr addrspace(3) @slot, align 4
  %t = inttoptr i32 %base to ptr addrspace(6)
  br i1 %w0, label %free, label %done
free:
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32)
  br label %done
done:
  ret void
}

; Warp 2 loads lane 0 (its quarter is lanes 64..95); the elected thread deallocates.
; CHECK: @wrong:4: error: tcgen05.ld from warp 2 reaches TMEM lanes 0..31 but warp 2 may access only lanes 64..95 {{.*}}[G-QUAD]
; CHECK: @wrong:{{[0-9]+}}: error: tcgen05.dealloc is warp-collective {{.*}}[G-WARP]
define ptx_kernel void @wrong(ptr addrspace(6) %t) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %w2 = icmp eq i32 %warp, 2
  br i1 %w2, label %load, label %exit
load:
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  %e = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %leader = extractvalue { i32, i1 } %e, 1
  br i1 %leader, label %free, label %exit
free:
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32)
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
