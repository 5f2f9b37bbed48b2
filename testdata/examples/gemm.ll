; A Blackwell GEMM-style kernel in LLVM 22's NVVM intrinsics with all of its tcgen05
; synchronization left out. Warp 0 allocates 128 TMEM columns; in each K step every
; thread stages part of the A tile through shared memory, one elected thread of warp 0
; issues tcgen05.mma and commits it to an mbarrier, and all threads wait on that
; mbarrier (a CUTLASS/Triton-style inline-asm retry loop). Afterwards each warp reads
; its quarter of the accumulator with tcgen05.ld, stores it, and warp 0 deallocates.
;
; `tcgen05-opt gemm.ll --remarks` inserts what the PTX ISA requires; under the
; default readings (acq-rel, trust-register-dependency):
;   fence.proxy.async.shared::cta          R-PROXY   (st.shared, then the MMA reads smem)
;   tcgen05.wait::ld                       R-BEFORE  (tcgen05.ld, then bar.sync: completion)
; and with --sync-reading=strict --ld-use=wait, instead of the wait before bar.sync:
;   tcgen05.fence::after_thread_sync       R-AFTER   (bar.sync / mbarrier wait, then mma/ld)
;   tcgen05.wait::ld                       R-LD-USE  (tcgen05.ld, then the add)
;   tcgen05.fence::before_thread_sync      R-BEFORE  (tcgen05.ld, then bar.sync)
;   tcgen05.fence::after_thread_sync       R-DEALLOC (bar.sync, then tcgen05.dealloc)
target triple = "nvptx64-nvidia-cuda"

@tile_a = internal addrspace(3) global [4096 x i32] undef, align 128
@tmem_slot = internal addrspace(3) global i32 undef, align 4
@mma_done = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @gemm(ptr addrspace(1) %a, ptr addrspace(1) %out, i64 %adesc, i64 %bdesc, i32 %k_tiles) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %is_warp0 = icmp eq i32 %warp, 0
  br i1 %is_warp0, label %alloc, label %init_check

alloc:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @tmem_slot, i32 128)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  br label %init_check

init_check:
  %is_thread0 = icmp eq i32 %tid, 0
  br i1 %is_thread0, label %init, label %setup_done

init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @mma_done, i32 1)
  br label %setup_done

setup_done:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tmem_base = load i32, ptr addrspace(3) @tmem_slot, align 4
  %taddr = inttoptr i32 %tmem_base to ptr addrspace(6)
  br label %k_loop

k_loop:
  %k = phi i32 [ 0, %setup_done ], [ %k.next, %k_latch ]
  %phase = phi i32 [ 0, %setup_done ], [ %phase.next, %k_latch ]
  %row = mul i32 %k, 128
  %src_index = add i32 %row, %tid
  %src = getelementptr i32, ptr addrspace(1) %a, i32 %src_index
  %value = load i32, ptr addrspace(1) %src, align 4
  %dst = getelementptr [4096 x i32], ptr addrspace(3) @tile_a, i32 0, i32 %tid
  store i32 %value, ptr addrspace(3) %dst, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %is_warp0, label %elect, label %wait

elect:
  %elected = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %leader = extractvalue { i32, i1 } %elected, 1
  br i1 %leader, label %issue, label %wait

issue:
  %accumulate = icmp ne i32 %k, 0
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %taddr, i64 %adesc, i64 %bdesc, i32 136380432, i1 %accumulate, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @mma_done)
  br label %wait

wait:
  call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}", "l,r"(ptr addrspace(3) @mma_done, i32 %phase)
  br label %k_latch

k_latch:
  %phase.next = xor i32 %phase, 1
  %k.next = add i32 %k, 1
  %more = icmp slt i32 %k.next, %k_tiles
  br i1 %more, label %k_loop, label %epilogue

epilogue:
  ; Warp w reads TMEM lanes 32*w .. 32*w+31 (lane in bits 31..16 of the address).
  %lane_offset = shl i32 %warp, 21
  %quarter = add i32 %tmem_base, %lane_offset
  %quarter_addr = inttoptr i32 %quarter to ptr addrspace(6)
  %acc = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %quarter_addr, i1 false)
  %c0 = extractelement <4 x i32> %acc, i32 0
  %c1 = extractelement <4 x i32> %acc, i32 1
  %c2 = extractelement <4 x i32> %acc, i32 2
  %c3 = extractelement <4 x i32> %acc, i32 3
  %s01 = add i32 %c0, %c1
  %s23 = add i32 %c2, %c3
  %sum = add i32 %s01, %s23
  %dst_out = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %sum, ptr addrspace(1) %dst_out, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %is_warp0, label %dealloc, label %done

dealloc:
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %taddr, i32 128)
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
