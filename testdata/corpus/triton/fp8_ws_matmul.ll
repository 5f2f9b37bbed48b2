; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @fp8_ws_matmul_kernel(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, i32 %1, i32 %2, i64 %3, i64 %4, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %5, i32 %6, i32 %7, i64 %8, i64 %9, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %10, i32 %11, i32 %12, i64 %13, i64 %14, i32 %15, i32 %16, i32 %17, ptr addrspace(1) nofree readnone captures(none) %18, ptr addrspace(1) nofree readnone captures(none) %19) local_unnamed_addr #0 !dbg !4 {
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %22 = icmp samesign ult i32 %21, 32, !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 256;", "b,r"(i1 %22, ptr addrspace(3) @global_smem) #8, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %23 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %24 = inttoptr i32 %23 to ptr addrspace(6), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %22) #8, !dbg !12
  %25 = lshr i32 %21, 5, !dbg !12
  %26 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !12
  %27 = icmp ult i32 %26, 8, !dbg !12
  br i1 %27, label %156, label %.preheader, !dbg !12

.preheader:                                       ; preds = %20, %.preheader.backedge
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  %28 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147672), i32 %26, !dbg !12
  %29 = getelementptr i8, ptr addrspace(3) %28, i32 -8, !dbg !12
  %30 = load i8, ptr addrspace(3) %29, align 1, !dbg !12
  switch i8 %30, label %31 [
    i8 0, label %33
    i8 1, label %121
    i8 2, label %155
    i8 3, label %32
  ], !dbg !12

31:                                               ; preds = %.preheader
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  br label %.preheader.backedge, !dbg !12

common.ret:                                       ; preds = %156, %32
  ret void, !dbg !12

32:                                               ; preds = %.preheader
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r"(i1 %22, ptr addrspace(6) %24) #8, !dbg !12
  br label %common.ret, !dbg !12

33:                                               ; preds = %.preheader
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  %34 = add i32 %17, 127, !dbg !14
  %35 = sdiv i32 %34, 128, !dbg !19
  %36 = icmp sgt i32 %34, 127, !dbg !13
  br i1 %36, label %.lr.ph3.preheader, label %._crit_edge4, !dbg !13

.lr.ph3.preheader:                                ; preds = %33
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147616), i32 0) #8, !dbg !20
  %37 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !21
  %38 = icmp eq i32 %37, 10, !dbg !21
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !21
  br i1 %38, label %39, label %68, !dbg !21

39:                                               ; preds = %.lr.ph3.preheader
  %40 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %41 = extractvalue { i32, i1 } %40, 1, !dbg !21
  %42 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304) to i32), 4, !dbg !21
  %43 = and i32 %42, 32767, !dbg !21
  %44 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4, !dbg !21
  %45 = and i32 %44, 32767, !dbg !21
  %46 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %43, i64 0, !dbg !21
  %47 = bitcast <2 x i32> %46 to i64, !dbg !21
  %48 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %45, i64 0, !dbg !21
  %49 = bitcast <2 x i32> %48 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f8f6f4 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %47, i64 %49, i32 138412048, i1 false, i1 %41) #8, !dbg !21
  %50 = add nuw nsw i32 %43, 2, !dbg !21
  %51 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %50, i64 0, !dbg !21
  %52 = bitcast <2 x i32> %51 to i64, !dbg !21
  %53 = add nuw nsw i32 %45, 2, !dbg !21
  %54 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %53, i64 0, !dbg !21
  %55 = bitcast <2 x i32> %54 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f8f6f4 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %52, i64 %55, i32 138412048, i1 true, i1 %41) #8, !dbg !21
  %56 = add nuw nsw i32 %43, 4, !dbg !21
  %57 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %56, i64 0, !dbg !21
  %58 = bitcast <2 x i32> %57 to i64, !dbg !21
  %59 = add nuw nsw i32 %45, 4, !dbg !21
  %60 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %59, i64 0, !dbg !21
  %61 = bitcast <2 x i32> %60 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f8f6f4 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %58, i64 %61, i32 138412048, i1 true, i1 %41) #8, !dbg !21
  %62 = add nuw nsw i32 %43, 6, !dbg !21
  %63 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %62, i64 0, !dbg !21
  %64 = bitcast <2 x i32> %63 to i64, !dbg !21
  %65 = add nuw nsw i32 %45, 6, !dbg !21
  %66 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %65, i64 0, !dbg !21
  %67 = bitcast <2 x i32> %66 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f8f6f4 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %64, i64 %67, i32 138412048, i1 true, i1 %41) #8, !dbg !21
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %41, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147584) to i32)) #8, !dbg !21
  br label %68, !dbg !21

68:                                               ; preds = %39, %.lr.ph3.preheader
  %exitcond5.peel.not = icmp slt i32 %17, 129, !dbg !13
  br i1 %exitcond5.peel.not, label %._crit_edge4, label %.lr.ph3, !dbg !13

.lr.ph3:                                          ; preds = %68, %117
  %69 = phi i32 [ %76, %117 ], [ 0, %68 ]
  %70 = phi i32 [ %74, %117 ], [ 0, %68 ]
  %71 = phi i32 [ %118, %117 ], [ 1, %68 ]
  %72 = add i32 %70, 1, !dbg !20
  %73 = icmp eq i32 %72, 3, !dbg !20
  %74 = select i1 %73, i32 0, i32 %72, !dbg !20
  %75 = zext i1 %73 to i32, !dbg !20
  %76 = xor i32 %69, %75, !dbg !20
  %77 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147616), i32 %74, !dbg !20
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %77, i32 %76) #8, !dbg !20
  %78 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !21
  %79 = icmp eq i32 %78, 10, !dbg !21
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !21
  br i1 %79, label %80, label %117, !dbg !21

80:                                               ; preds = %.lr.ph3
  %81 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147584), i32 %74, !dbg !20
  %82 = shl i32 %74, 14, !dbg !20
  %83 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %82, !dbg !20
  %84 = shl i32 %74, 15, !dbg !20
  %85 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %84, !dbg !20
  %86 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %87 = extractvalue { i32, i1 } %86, 1, !dbg !21
  %88 = ptrtoint ptr addrspace(3) %83 to i32, !dbg !21
  %89 = lshr exact i32 %88, 4, !dbg !21
  %90 = and i32 %89, 32767, !dbg !21
  %91 = ptrtoint ptr addrspace(3) %85 to i32, !dbg !21
  %92 = lshr exact i32 %91, 4, !dbg !21
  %93 = and i32 %92, 32767, !dbg !21
  %94 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %90, i64 0, !dbg !21
  %95 = bitcast <2 x i32> %94 to i64, !dbg !21
  %96 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %93, i64 0, !dbg !21
  %97 = bitcast <2 x i32> %96 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f8f6f4 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %95, i64 %97, i32 138412048, i1 true, i1 %87) #8, !dbg !21
  %98 = add nuw nsw i32 %90, 2, !dbg !21
  %99 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %98, i64 0, !dbg !21
  %100 = bitcast <2 x i32> %99 to i64, !dbg !21
  %101 = add nuw nsw i32 %93, 2, !dbg !21
  %102 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %101, i64 0, !dbg !21
  %103 = bitcast <2 x i32> %102 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f8f6f4 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %100, i64 %103, i32 138412048, i1 true, i1 %87) #8, !dbg !21
  %104 = add nuw nsw i32 %90, 4, !dbg !21
  %105 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %104, i64 0, !dbg !21
  %106 = bitcast <2 x i32> %105 to i64, !dbg !21
  %107 = add nuw nsw i32 %93, 4, !dbg !21
  %108 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %107, i64 0, !dbg !21
  %109 = bitcast <2 x i32> %108 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f8f6f4 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %106, i64 %109, i32 138412048, i1 true, i1 %87) #8, !dbg !21
  %110 = add nuw nsw i32 %90, 6, !dbg !21
  %111 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %110, i64 0, !dbg !21
  %112 = bitcast <2 x i32> %111 to i64, !dbg !21
  %113 = add nuw nsw i32 %93, 6, !dbg !21
  %114 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %113, i64 0, !dbg !21
  %115 = bitcast <2 x i32> %114 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f8f6f4 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %112, i64 %115, i32 138412048, i1 true, i1 %87) #8, !dbg !21
  %116 = ptrtoint ptr addrspace(3) %81 to i32, !dbg !21
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %87, i32 %116) #8, !dbg !21
  br label %117, !dbg !21

117:                                              ; preds = %80, %.lr.ph3
  %118 = add nuw nsw i32 %71, 1, !dbg !13
  %exitcond5.not = icmp eq i32 %118, %35, !dbg !13
  br i1 %exitcond5.not, label %._crit_edge4, label %.lr.ph3, !dbg !13, !llvm.loop !22

._crit_edge4:                                     ; preds = %117, %68, %33
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !13
  %119 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !13
  %120 = extractvalue { i32, i1 } %119, 1, !dbg !13
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %120, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147664) to i32)) #8, !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !13
  br label %.preheader.backedge, !dbg !13

121:                                              ; preds = %.preheader
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  %122 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %123 = shl nuw nsw i32 %122, 8, !dbg !25
  %124 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %125 = shl i32 %124, 7, !dbg !27
  %126 = add i32 %17, 127, !dbg !14
  %127 = sdiv i32 %126, 128, !dbg !19
  %128 = icmp sgt i32 %126, 127, !dbg !13
  br i1 %128, label %.lr.ph, label %._crit_edge, !dbg !13

.lr.ph:                                           ; preds = %121
  %129 = and i32 %21, 63
  %130 = icmp eq i32 %129, 0
  %131 = icmp samesign ult i32 %129, 32
  br label %132, !dbg !13

132:                                              ; preds = %.lr.ph, %132
  %133 = phi i32 [ 0, %.lr.ph ], [ %141, %132 ]
  %134 = phi i32 [ 2, %.lr.ph ], [ %139, %132 ]
  %135 = phi i32 [ 0, %.lr.ph ], [ %154, %132 ]
  %136 = shl nuw nsw i32 %135, 7, !dbg !28
  %137 = add i32 %134, 1, !dbg !29
  %138 = icmp eq i32 %137, 3, !dbg !29
  %139 = select i1 %138, i32 0, i32 %137, !dbg !29
  %140 = zext i1 %138 to i32, !dbg !29
  %141 = xor i32 %133, %140, !dbg !29
  %142 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147584), i32 %139, !dbg !20
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %142, i32 %141) #8, !dbg !29
  %143 = shl i32 %139, 15, !dbg !29
  %144 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %143, !dbg !29
  %145 = shl i32 %139, 14, !dbg !29
  %146 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %145, !dbg !29
  %147 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147616), i32 %139, !dbg !20
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !29
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 49152;", "b,r"(i1 %130, ptr addrspace(3) %147) #8, !dbg !29
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !29
  %148 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !29
  %149 = extractvalue { i32, i1 } %148, 1, !dbg !29
  %150 = and i1 %131, %149, !dbg !29
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %150, ptr addrspace(3) %146, ptr nonnull %0, i32 %136, i32 %125, ptr addrspace(3) %147) #8, !dbg !29
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !20
  %151 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %152 = extractvalue { i32, i1 } %151, 1, !dbg !20
  %153 = and i1 %131, %152, !dbg !20
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %153, ptr addrspace(3) %144, ptr nonnull %5, i32 %136, i32 %123, ptr addrspace(3) %147) #8, !dbg !20
  %154 = add nuw nsw i32 %135, 1, !dbg !13
  %exitcond.not = icmp eq i32 %154, %127, !dbg !13
  br i1 %exitcond.not, label %._crit_edge, label %132, !dbg !13

._crit_edge:                                      ; preds = %132, %121
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !13
  br label %.preheader.backedge, !dbg !13

155:                                              ; preds = %.preheader
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !13
  br label %.preheader.backedge, !dbg !13

.preheader.backedge:                              ; preds = %155, %._crit_edge, %._crit_edge4, %31
  br label %.preheader, !dbg !12, !llvm.loop !30

156:                                              ; preds = %20
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240), !dbg !12
  %157 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %158 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %159 = shl i32 %157, 7, !dbg !27
  %160 = shl nuw nsw i32 %158, 8, !dbg !25
  %161 = icmp eq i32 %25, 0, !dbg !21
  %162 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %163 = extractvalue { i32, i1 } %162, 1, !dbg !21
  %164 = and i1 %161, %163, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %164, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147648)) #8, !dbg !21
  %165 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %166 = extractvalue { i32, i1 } %165, 1, !dbg !21
  %167 = and i1 %161, %166, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %167, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147664)) #8, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !21
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147648), i32 1) #8, !dbg !21
  %168 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !21
  %169 = and i32 %168, 3, !dbg !21
  %170 = shl nuw nsw i32 %169, 21, !dbg !21
  %171 = add i32 %170, %23, !dbg !21
  %172 = shl i32 %168, 5, !dbg !21
  %173 = and i32 %172, 128, !dbg !21
  %174 = add i32 %171, %173, !dbg !21
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %174, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #8, !dbg !21
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 64], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %174, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #8, !dbg !21
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !20
  %175 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %176 = extractvalue { i32, i1 } %175, 1, !dbg !20
  %177 = and i1 %161, %176, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %177, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147584)) #8, !dbg !20
  %178 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %179 = extractvalue { i32, i1 } %178, 1, !dbg !20
  %180 = and i1 %161, %179, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %180, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147592)) #8, !dbg !20
  %181 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %182 = extractvalue { i32, i1 } %181, 1, !dbg !20
  %183 = and i1 %161, %182, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %183, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147600)) #8, !dbg !20
  %184 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %185 = extractvalue { i32, i1 } %184, 1, !dbg !20
  %186 = and i1 %161, %185, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %186, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147616)) #8, !dbg !20
  %187 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %188 = extractvalue { i32, i1 } %187, 1, !dbg !20
  %189 = and i1 %161, %188, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %189, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147624)) #8, !dbg !20
  %190 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %191 = extractvalue { i32, i1 } %190, 1, !dbg !20
  %192 = and i1 %161, %191, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %192, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147632)) #8, !dbg !20
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147672), align 8, !dbg !13
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147673), align 1, !dbg !13
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147674), align 2, !dbg !13
  store i8 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147675), align 1, !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240), !dbg !13
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147664), i32 0) #8, !dbg !21
  %193 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %174) #8, !dbg !21
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 0, !dbg !21
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 1, !dbg !21
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 2, !dbg !21
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 3, !dbg !21
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 4, !dbg !21
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 5, !dbg !21
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 6, !dbg !21
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 7, !dbg !21
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 8, !dbg !21
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 9, !dbg !21
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 10, !dbg !21
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 11, !dbg !21
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 12, !dbg !21
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 13, !dbg !21
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 14, !dbg !21
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 15, !dbg !21
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 16, !dbg !21
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 17, !dbg !21
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 18, !dbg !21
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 19, !dbg !21
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 20, !dbg !21
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 21, !dbg !21
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 22, !dbg !21
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 23, !dbg !21
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 24, !dbg !21
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 25, !dbg !21
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 26, !dbg !21
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 27, !dbg !21
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 28, !dbg !21
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 29, !dbg !21
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 30, !dbg !21
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 31, !dbg !21
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 32, !dbg !21
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 33, !dbg !21
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 34, !dbg !21
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 35, !dbg !21
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 36, !dbg !21
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 37, !dbg !21
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 38, !dbg !21
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 39, !dbg !21
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 40, !dbg !21
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 41, !dbg !21
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 42, !dbg !21
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 43, !dbg !21
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 44, !dbg !21
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 45, !dbg !21
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 46, !dbg !21
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 47, !dbg !21
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 48, !dbg !21
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 49, !dbg !21
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 50, !dbg !21
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 51, !dbg !21
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 52, !dbg !21
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 53, !dbg !21
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 54, !dbg !21
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 55, !dbg !21
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 56, !dbg !21
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 57, !dbg !21
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 58, !dbg !21
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 59, !dbg !21
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 60, !dbg !21
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 61, !dbg !21
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 62, !dbg !21
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 63, !dbg !21
  %258 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 64];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %174) #8, !dbg !21
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 0, !dbg !21
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 1, !dbg !21
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 2, !dbg !21
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 3, !dbg !21
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 4, !dbg !21
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 5, !dbg !21
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 6, !dbg !21
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 7, !dbg !21
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 8, !dbg !21
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 9, !dbg !21
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 10, !dbg !21
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 11, !dbg !21
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 12, !dbg !21
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 13, !dbg !21
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 14, !dbg !21
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 15, !dbg !21
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 16, !dbg !21
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 17, !dbg !21
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 18, !dbg !21
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 19, !dbg !21
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 20, !dbg !21
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 21, !dbg !21
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 22, !dbg !21
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 23, !dbg !21
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 24, !dbg !21
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 25, !dbg !21
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 26, !dbg !21
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 27, !dbg !21
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 28, !dbg !21
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 29, !dbg !21
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 30, !dbg !21
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 31, !dbg !21
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 32, !dbg !21
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 33, !dbg !21
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 34, !dbg !21
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 35, !dbg !21
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 36, !dbg !21
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 37, !dbg !21
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 38, !dbg !21
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 39, !dbg !21
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 40, !dbg !21
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 41, !dbg !21
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 42, !dbg !21
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 43, !dbg !21
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 44, !dbg !21
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 45, !dbg !21
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 46, !dbg !21
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 47, !dbg !21
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 48, !dbg !21
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 49, !dbg !21
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 50, !dbg !21
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 51, !dbg !21
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 52, !dbg !21
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 53, !dbg !21
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 54, !dbg !21
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 55, !dbg !21
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 56, !dbg !21
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 57, !dbg !21
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 58, !dbg !21
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 59, !dbg !21
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 60, !dbg !21
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 61, !dbg !21
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 62, !dbg !21
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %258, 63, !dbg !21
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !21
  %323 = and i32 %21, 255, !dbg !21
  %324 = icmp eq i32 %323, 0, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %324, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147648)) #8, !dbg !21
  %325 = insertelement <2 x i32> poison, i32 %194, i64 0, !dbg !21
  %326 = insertelement <2 x i32> %325, i32 %195, i64 1, !dbg !21
  %327 = bitcast <2 x i32> %326 to <2 x float>, !dbg !21
  %328 = fptrunc <2 x float> %327 to <2 x bfloat>, !dbg !32
  %329 = insertelement <2 x i32> poison, i32 %196, i64 0, !dbg !21
  %330 = insertelement <2 x i32> %329, i32 %197, i64 1, !dbg !21
  %331 = bitcast <2 x i32> %330 to <2 x float>, !dbg !21
  %332 = fptrunc <2 x float> %331 to <2 x bfloat>, !dbg !32
  %333 = insertelement <2 x i32> poison, i32 %198, i64 0, !dbg !21
  %334 = insertelement <2 x i32> %333, i32 %199, i64 1, !dbg !21
  %335 = bitcast <2 x i32> %334 to <2 x float>, !dbg !21
  %336 = fptrunc <2 x float> %335 to <2 x bfloat>, !dbg !32
  %337 = insertelement <2 x i32> poison, i32 %200, i64 0, !dbg !21
  %338 = insertelement <2 x i32> %337, i32 %201, i64 1, !dbg !21
  %339 = bitcast <2 x i32> %338 to <2 x float>, !dbg !21
  %340 = fptrunc <2 x float> %339 to <2 x bfloat>, !dbg !32
  %341 = insertelement <2 x i32> poison, i32 %202, i64 0, !dbg !21
  %342 = insertelement <2 x i32> %341, i32 %203, i64 1, !dbg !21
  %343 = bitcast <2 x i32> %342 to <2 x float>, !dbg !21
  %344 = fptrunc <2 x float> %343 to <2 x bfloat>, !dbg !32
  %345 = insertelement <2 x i32> poison, i32 %204, i64 0, !dbg !21
  %346 = insertelement <2 x i32> %345, i32 %205, i64 1, !dbg !21
  %347 = bitcast <2 x i32> %346 to <2 x float>, !dbg !21
  %348 = fptrunc <2 x float> %347 to <2 x bfloat>, !dbg !32
  %349 = insertelement <2 x i32> poison, i32 %206, i64 0, !dbg !21
  %350 = insertelement <2 x i32> %349, i32 %207, i64 1, !dbg !21
  %351 = bitcast <2 x i32> %350 to <2 x float>, !dbg !21
  %352 = fptrunc <2 x float> %351 to <2 x bfloat>, !dbg !32
  %353 = insertelement <2 x i32> poison, i32 %208, i64 0, !dbg !21
  %354 = insertelement <2 x i32> %353, i32 %209, i64 1, !dbg !21
  %355 = bitcast <2 x i32> %354 to <2 x float>, !dbg !21
  %356 = fptrunc <2 x float> %355 to <2 x bfloat>, !dbg !32
  %357 = insertelement <2 x i32> poison, i32 %210, i64 0, !dbg !21
  %358 = insertelement <2 x i32> %357, i32 %211, i64 1, !dbg !21
  %359 = bitcast <2 x i32> %358 to <2 x float>, !dbg !21
  %360 = fptrunc <2 x float> %359 to <2 x bfloat>, !dbg !32
  %361 = insertelement <2 x i32> poison, i32 %212, i64 0, !dbg !21
  %362 = insertelement <2 x i32> %361, i32 %213, i64 1, !dbg !21
  %363 = bitcast <2 x i32> %362 to <2 x float>, !dbg !21
  %364 = fptrunc <2 x float> %363 to <2 x bfloat>, !dbg !32
  %365 = insertelement <2 x i32> poison, i32 %214, i64 0, !dbg !21
  %366 = insertelement <2 x i32> %365, i32 %215, i64 1, !dbg !21
  %367 = bitcast <2 x i32> %366 to <2 x float>, !dbg !21
  %368 = fptrunc <2 x float> %367 to <2 x bfloat>, !dbg !32
  %369 = insertelement <2 x i32> poison, i32 %216, i64 0, !dbg !21
  %370 = insertelement <2 x i32> %369, i32 %217, i64 1, !dbg !21
  %371 = bitcast <2 x i32> %370 to <2 x float>, !dbg !21
  %372 = fptrunc <2 x float> %371 to <2 x bfloat>, !dbg !32
  %373 = insertelement <2 x i32> poison, i32 %218, i64 0, !dbg !21
  %374 = insertelement <2 x i32> %373, i32 %219, i64 1, !dbg !21
  %375 = bitcast <2 x i32> %374 to <2 x float>, !dbg !21
  %376 = fptrunc <2 x float> %375 to <2 x bfloat>, !dbg !32
  %377 = insertelement <2 x i32> poison, i32 %220, i64 0, !dbg !21
  %378 = insertelement <2 x i32> %377, i32 %221, i64 1, !dbg !21
  %379 = bitcast <2 x i32> %378 to <2 x float>, !dbg !21
  %380 = fptrunc <2 x float> %379 to <2 x bfloat>, !dbg !32
  %381 = insertelement <2 x i32> poison, i32 %222, i64 0, !dbg !21
  %382 = insertelement <2 x i32> %381, i32 %223, i64 1, !dbg !21
  %383 = bitcast <2 x i32> %382 to <2 x float>, !dbg !21
  %384 = fptrunc <2 x float> %383 to <2 x bfloat>, !dbg !32
  %385 = insertelement <2 x i32> poison, i32 %224, i64 0, !dbg !21
  %386 = insertelement <2 x i32> %385, i32 %225, i64 1, !dbg !21
  %387 = bitcast <2 x i32> %386 to <2 x float>, !dbg !21
  %388 = fptrunc <2 x float> %387 to <2 x bfloat>, !dbg !32
  %389 = insertelement <2 x i32> poison, i32 %226, i64 0, !dbg !21
  %390 = insertelement <2 x i32> %389, i32 %227, i64 1, !dbg !21
  %391 = bitcast <2 x i32> %390 to <2 x float>, !dbg !21
  %392 = fptrunc <2 x float> %391 to <2 x bfloat>, !dbg !32
  %393 = insertelement <2 x i32> poison, i32 %228, i64 0, !dbg !21
  %394 = insertelement <2 x i32> %393, i32 %229, i64 1, !dbg !21
  %395 = bitcast <2 x i32> %394 to <2 x float>, !dbg !21
  %396 = fptrunc <2 x float> %395 to <2 x bfloat>, !dbg !32
  %397 = insertelement <2 x i32> poison, i32 %230, i64 0, !dbg !21
  %398 = insertelement <2 x i32> %397, i32 %231, i64 1, !dbg !21
  %399 = bitcast <2 x i32> %398 to <2 x float>, !dbg !21
  %400 = fptrunc <2 x float> %399 to <2 x bfloat>, !dbg !32
  %401 = insertelement <2 x i32> poison, i32 %232, i64 0, !dbg !21
  %402 = insertelement <2 x i32> %401, i32 %233, i64 1, !dbg !21
  %403 = bitcast <2 x i32> %402 to <2 x float>, !dbg !21
  %404 = fptrunc <2 x float> %403 to <2 x bfloat>, !dbg !32
  %405 = insertelement <2 x i32> poison, i32 %234, i64 0, !dbg !21
  %406 = insertelement <2 x i32> %405, i32 %235, i64 1, !dbg !21
  %407 = bitcast <2 x i32> %406 to <2 x float>, !dbg !21
  %408 = fptrunc <2 x float> %407 to <2 x bfloat>, !dbg !32
  %409 = insertelement <2 x i32> poison, i32 %236, i64 0, !dbg !21
  %410 = insertelement <2 x i32> %409, i32 %237, i64 1, !dbg !21
  %411 = bitcast <2 x i32> %410 to <2 x float>, !dbg !21
  %412 = fptrunc <2 x float> %411 to <2 x bfloat>, !dbg !32
  %413 = insertelement <2 x i32> poison, i32 %238, i64 0, !dbg !21
  %414 = insertelement <2 x i32> %413, i32 %239, i64 1, !dbg !21
  %415 = bitcast <2 x i32> %414 to <2 x float>, !dbg !21
  %416 = fptrunc <2 x float> %415 to <2 x bfloat>, !dbg !32
  %417 = insertelement <2 x i32> poison, i32 %240, i64 0, !dbg !21
  %418 = insertelement <2 x i32> %417, i32 %241, i64 1, !dbg !21
  %419 = bitcast <2 x i32> %418 to <2 x float>, !dbg !21
  %420 = fptrunc <2 x float> %419 to <2 x bfloat>, !dbg !32
  %421 = insertelement <2 x i32> poison, i32 %242, i64 0, !dbg !21
  %422 = insertelement <2 x i32> %421, i32 %243, i64 1, !dbg !21
  %423 = bitcast <2 x i32> %422 to <2 x float>, !dbg !21
  %424 = fptrunc <2 x float> %423 to <2 x bfloat>, !dbg !32
  %425 = insertelement <2 x i32> poison, i32 %244, i64 0, !dbg !21
  %426 = insertelement <2 x i32> %425, i32 %245, i64 1, !dbg !21
  %427 = bitcast <2 x i32> %426 to <2 x float>, !dbg !21
  %428 = fptrunc <2 x float> %427 to <2 x bfloat>, !dbg !32
  %429 = insertelement <2 x i32> poison, i32 %246, i64 0, !dbg !21
  %430 = insertelement <2 x i32> %429, i32 %247, i64 1, !dbg !21
  %431 = bitcast <2 x i32> %430 to <2 x float>, !dbg !21
  %432 = fptrunc <2 x float> %431 to <2 x bfloat>, !dbg !32
  %433 = insertelement <2 x i32> poison, i32 %248, i64 0, !dbg !21
  %434 = insertelement <2 x i32> %433, i32 %249, i64 1, !dbg !21
  %435 = bitcast <2 x i32> %434 to <2 x float>, !dbg !21
  %436 = fptrunc <2 x float> %435 to <2 x bfloat>, !dbg !32
  %437 = insertelement <2 x i32> poison, i32 %250, i64 0, !dbg !21
  %438 = insertelement <2 x i32> %437, i32 %251, i64 1, !dbg !21
  %439 = bitcast <2 x i32> %438 to <2 x float>, !dbg !21
  %440 = fptrunc <2 x float> %439 to <2 x bfloat>, !dbg !32
  %441 = insertelement <2 x i32> poison, i32 %252, i64 0, !dbg !21
  %442 = insertelement <2 x i32> %441, i32 %253, i64 1, !dbg !21
  %443 = bitcast <2 x i32> %442 to <2 x float>, !dbg !21
  %444 = fptrunc <2 x float> %443 to <2 x bfloat>, !dbg !32
  %445 = insertelement <2 x i32> poison, i32 %254, i64 0, !dbg !21
  %446 = insertelement <2 x i32> %445, i32 %255, i64 1, !dbg !21
  %447 = bitcast <2 x i32> %446 to <2 x float>, !dbg !21
  %448 = fptrunc <2 x float> %447 to <2 x bfloat>, !dbg !32
  %449 = insertelement <2 x i32> poison, i32 %256, i64 0, !dbg !21
  %450 = insertelement <2 x i32> %449, i32 %257, i64 1, !dbg !21
  %451 = bitcast <2 x i32> %450 to <2 x float>, !dbg !21
  %452 = fptrunc <2 x float> %451 to <2 x bfloat>, !dbg !32
  %453 = insertelement <2 x i32> poison, i32 %259, i64 0, !dbg !21
  %454 = insertelement <2 x i32> %453, i32 %260, i64 1, !dbg !21
  %455 = bitcast <2 x i32> %454 to <2 x float>, !dbg !21
  %456 = fptrunc <2 x float> %455 to <2 x bfloat>, !dbg !32
  %457 = insertelement <2 x i32> poison, i32 %261, i64 0, !dbg !21
  %458 = insertelement <2 x i32> %457, i32 %262, i64 1, !dbg !21
  %459 = bitcast <2 x i32> %458 to <2 x float>, !dbg !21
  %460 = fptrunc <2 x float> %459 to <2 x bfloat>, !dbg !32
  %461 = insertelement <2 x i32> poison, i32 %263, i64 0, !dbg !21
  %462 = insertelement <2 x i32> %461, i32 %264, i64 1, !dbg !21
  %463 = bitcast <2 x i32> %462 to <2 x float>, !dbg !21
  %464 = fptrunc <2 x float> %463 to <2 x bfloat>, !dbg !32
  %465 = insertelement <2 x i32> poison, i32 %265, i64 0, !dbg !21
  %466 = insertelement <2 x i32> %465, i32 %266, i64 1, !dbg !21
  %467 = bitcast <2 x i32> %466 to <2 x float>, !dbg !21
  %468 = fptrunc <2 x float> %467 to <2 x bfloat>, !dbg !32
  %469 = insertelement <2 x i32> poison, i32 %267, i64 0, !dbg !21
  %470 = insertelement <2 x i32> %469, i32 %268, i64 1, !dbg !21
  %471 = bitcast <2 x i32> %470 to <2 x float>, !dbg !21
  %472 = fptrunc <2 x float> %471 to <2 x bfloat>, !dbg !32
  %473 = insertelement <2 x i32> poison, i32 %269, i64 0, !dbg !21
  %474 = insertelement <2 x i32> %473, i32 %270, i64 1, !dbg !21
  %475 = bitcast <2 x i32> %474 to <2 x float>, !dbg !21
  %476 = fptrunc <2 x float> %475 to <2 x bfloat>, !dbg !32
  %477 = insertelement <2 x i32> poison, i32 %271, i64 0, !dbg !21
  %478 = insertelement <2 x i32> %477, i32 %272, i64 1, !dbg !21
  %479 = bitcast <2 x i32> %478 to <2 x float>, !dbg !21
  %480 = fptrunc <2 x float> %479 to <2 x bfloat>, !dbg !32
  %481 = insertelement <2 x i32> poison, i32 %273, i64 0, !dbg !21
  %482 = insertelement <2 x i32> %481, i32 %274, i64 1, !dbg !21
  %483 = bitcast <2 x i32> %482 to <2 x float>, !dbg !21
  %484 = fptrunc <2 x float> %483 to <2 x bfloat>, !dbg !32
  %485 = insertelement <2 x i32> poison, i32 %275, i64 0, !dbg !21
  %486 = insertelement <2 x i32> %485, i32 %276, i64 1, !dbg !21
  %487 = bitcast <2 x i32> %486 to <2 x float>, !dbg !21
  %488 = fptrunc <2 x float> %487 to <2 x bfloat>, !dbg !32
  %489 = insertelement <2 x i32> poison, i32 %277, i64 0, !dbg !21
  %490 = insertelement <2 x i32> %489, i32 %278, i64 1, !dbg !21
  %491 = bitcast <2 x i32> %490 to <2 x float>, !dbg !21
  %492 = fptrunc <2 x float> %491 to <2 x bfloat>, !dbg !32
  %493 = insertelement <2 x i32> poison, i32 %279, i64 0, !dbg !21
  %494 = insertelement <2 x i32> %493, i32 %280, i64 1, !dbg !21
  %495 = bitcast <2 x i32> %494 to <2 x float>, !dbg !21
  %496 = fptrunc <2 x float> %495 to <2 x bfloat>, !dbg !32
  %497 = insertelement <2 x i32> poison, i32 %281, i64 0, !dbg !21
  %498 = insertelement <2 x i32> %497, i32 %282, i64 1, !dbg !21
  %499 = bitcast <2 x i32> %498 to <2 x float>, !dbg !21
  %500 = fptrunc <2 x float> %499 to <2 x bfloat>, !dbg !32
  %501 = insertelement <2 x i32> poison, i32 %283, i64 0, !dbg !21
  %502 = insertelement <2 x i32> %501, i32 %284, i64 1, !dbg !21
  %503 = bitcast <2 x i32> %502 to <2 x float>, !dbg !21
  %504 = fptrunc <2 x float> %503 to <2 x bfloat>, !dbg !32
  %505 = insertelement <2 x i32> poison, i32 %285, i64 0, !dbg !21
  %506 = insertelement <2 x i32> %505, i32 %286, i64 1, !dbg !21
  %507 = bitcast <2 x i32> %506 to <2 x float>, !dbg !21
  %508 = fptrunc <2 x float> %507 to <2 x bfloat>, !dbg !32
  %509 = insertelement <2 x i32> poison, i32 %287, i64 0, !dbg !21
  %510 = insertelement <2 x i32> %509, i32 %288, i64 1, !dbg !21
  %511 = bitcast <2 x i32> %510 to <2 x float>, !dbg !21
  %512 = fptrunc <2 x float> %511 to <2 x bfloat>, !dbg !32
  %513 = insertelement <2 x i32> poison, i32 %289, i64 0, !dbg !21
  %514 = insertelement <2 x i32> %513, i32 %290, i64 1, !dbg !21
  %515 = bitcast <2 x i32> %514 to <2 x float>, !dbg !21
  %516 = fptrunc <2 x float> %515 to <2 x bfloat>, !dbg !32
  %517 = insertelement <2 x i32> poison, i32 %291, i64 0, !dbg !21
  %518 = insertelement <2 x i32> %517, i32 %292, i64 1, !dbg !21
  %519 = bitcast <2 x i32> %518 to <2 x float>, !dbg !21
  %520 = fptrunc <2 x float> %519 to <2 x bfloat>, !dbg !32
  %521 = insertelement <2 x i32> poison, i32 %293, i64 0, !dbg !21
  %522 = insertelement <2 x i32> %521, i32 %294, i64 1, !dbg !21
  %523 = bitcast <2 x i32> %522 to <2 x float>, !dbg !21
  %524 = fptrunc <2 x float> %523 to <2 x bfloat>, !dbg !32
  %525 = insertelement <2 x i32> poison, i32 %295, i64 0, !dbg !21
  %526 = insertelement <2 x i32> %525, i32 %296, i64 1, !dbg !21
  %527 = bitcast <2 x i32> %526 to <2 x float>, !dbg !21
  %528 = fptrunc <2 x float> %527 to <2 x bfloat>, !dbg !32
  %529 = insertelement <2 x i32> poison, i32 %297, i64 0, !dbg !21
  %530 = insertelement <2 x i32> %529, i32 %298, i64 1, !dbg !21
  %531 = bitcast <2 x i32> %530 to <2 x float>, !dbg !21
  %532 = fptrunc <2 x float> %531 to <2 x bfloat>, !dbg !32
  %533 = insertelement <2 x i32> poison, i32 %299, i64 0, !dbg !21
  %534 = insertelement <2 x i32> %533, i32 %300, i64 1, !dbg !21
  %535 = bitcast <2 x i32> %534 to <2 x float>, !dbg !21
  %536 = fptrunc <2 x float> %535 to <2 x bfloat>, !dbg !32
  %537 = insertelement <2 x i32> poison, i32 %301, i64 0, !dbg !21
  %538 = insertelement <2 x i32> %537, i32 %302, i64 1, !dbg !21
  %539 = bitcast <2 x i32> %538 to <2 x float>, !dbg !21
  %540 = fptrunc <2 x float> %539 to <2 x bfloat>, !dbg !32
  %541 = insertelement <2 x i32> poison, i32 %303, i64 0, !dbg !21
  %542 = insertelement <2 x i32> %541, i32 %304, i64 1, !dbg !21
  %543 = bitcast <2 x i32> %542 to <2 x float>, !dbg !21
  %544 = fptrunc <2 x float> %543 to <2 x bfloat>, !dbg !32
  %545 = insertelement <2 x i32> poison, i32 %305, i64 0, !dbg !21
  %546 = insertelement <2 x i32> %545, i32 %306, i64 1, !dbg !21
  %547 = bitcast <2 x i32> %546 to <2 x float>, !dbg !21
  %548 = fptrunc <2 x float> %547 to <2 x bfloat>, !dbg !32
  %549 = insertelement <2 x i32> poison, i32 %307, i64 0, !dbg !21
  %550 = insertelement <2 x i32> %549, i32 %308, i64 1, !dbg !21
  %551 = bitcast <2 x i32> %550 to <2 x float>, !dbg !21
  %552 = fptrunc <2 x float> %551 to <2 x bfloat>, !dbg !32
  %553 = insertelement <2 x i32> poison, i32 %309, i64 0, !dbg !21
  %554 = insertelement <2 x i32> %553, i32 %310, i64 1, !dbg !21
  %555 = bitcast <2 x i32> %554 to <2 x float>, !dbg !21
  %556 = fptrunc <2 x float> %555 to <2 x bfloat>, !dbg !32
  %557 = insertelement <2 x i32> poison, i32 %311, i64 0, !dbg !21
  %558 = insertelement <2 x i32> %557, i32 %312, i64 1, !dbg !21
  %559 = bitcast <2 x i32> %558 to <2 x float>, !dbg !21
  %560 = fptrunc <2 x float> %559 to <2 x bfloat>, !dbg !32
  %561 = insertelement <2 x i32> poison, i32 %313, i64 0, !dbg !21
  %562 = insertelement <2 x i32> %561, i32 %314, i64 1, !dbg !21
  %563 = bitcast <2 x i32> %562 to <2 x float>, !dbg !21
  %564 = fptrunc <2 x float> %563 to <2 x bfloat>, !dbg !32
  %565 = insertelement <2 x i32> poison, i32 %315, i64 0, !dbg !21
  %566 = insertelement <2 x i32> %565, i32 %316, i64 1, !dbg !21
  %567 = bitcast <2 x i32> %566 to <2 x float>, !dbg !21
  %568 = fptrunc <2 x float> %567 to <2 x bfloat>, !dbg !32
  %569 = insertelement <2 x i32> poison, i32 %317, i64 0, !dbg !21
  %570 = insertelement <2 x i32> %569, i32 %318, i64 1, !dbg !21
  %571 = bitcast <2 x i32> %570 to <2 x float>, !dbg !21
  %572 = fptrunc <2 x float> %571 to <2 x bfloat>, !dbg !32
  %573 = insertelement <2 x i32> poison, i32 %319, i64 0, !dbg !21
  %574 = insertelement <2 x i32> %573, i32 %320, i64 1, !dbg !21
  %575 = bitcast <2 x i32> %574 to <2 x float>, !dbg !21
  %576 = fptrunc <2 x float> %575 to <2 x bfloat>, !dbg !32
  %577 = insertelement <2 x i32> poison, i32 %321, i64 0, !dbg !21
  %578 = insertelement <2 x i32> %577, i32 %322, i64 1, !dbg !21
  %579 = bitcast <2 x i32> %578 to <2 x float>, !dbg !21
  %580 = fptrunc <2 x float> %579 to <2 x bfloat>, !dbg !32
  %581 = shl nuw nsw i32 %21, 7, !dbg !33
  %582 = and i32 %581, 16256, !dbg !33
  %583 = shl nuw nsw i32 %21, 4, !dbg !33
  %584 = and i32 %583, 112, !dbg !33
  %585 = shl nuw nsw i32 %21, 8, !dbg !33
  %586 = and i32 %585, 32768, !dbg !33
  %587 = or disjoint i32 %584, %586, !dbg !33
  %588 = or disjoint i32 %587, %582, !dbg !33
  %589 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %588, !dbg !33
  %590 = bitcast <2 x bfloat> %328 to i32, !dbg !33
  %591 = bitcast <2 x bfloat> %332 to i32, !dbg !33
  %592 = bitcast <2 x bfloat> %336 to i32, !dbg !33
  %593 = bitcast <2 x bfloat> %340 to i32, !dbg !33
  %594 = insertelement <4 x i32> poison, i32 %590, i64 0, !dbg !33
  %595 = insertelement <4 x i32> %594, i32 %591, i64 1, !dbg !33
  %596 = insertelement <4 x i32> %595, i32 %592, i64 2, !dbg !33
  %597 = insertelement <4 x i32> %596, i32 %593, i64 3, !dbg !33
  store <4 x i32> %597, ptr addrspace(3) %589, align 16, !dbg !33
  %598 = getelementptr inbounds nuw i8, ptr addrspace(3) %589, i32 16384, !dbg !33
  %599 = bitcast <2 x bfloat> %456 to i32, !dbg !33
  %600 = bitcast <2 x bfloat> %460 to i32, !dbg !33
  %601 = bitcast <2 x bfloat> %464 to i32, !dbg !33
  %602 = bitcast <2 x bfloat> %468 to i32, !dbg !33
  %603 = insertelement <4 x i32> poison, i32 %599, i64 0, !dbg !33
  %604 = insertelement <4 x i32> %603, i32 %600, i64 1, !dbg !33
  %605 = insertelement <4 x i32> %604, i32 %601, i64 2, !dbg !33
  %606 = insertelement <4 x i32> %605, i32 %602, i64 3, !dbg !33
  store <4 x i32> %606, ptr addrspace(3) %598, align 16, !dbg !33
  %607 = xor i32 %588, 16, !dbg !33
  %608 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %607, !dbg !33
  %609 = bitcast <2 x bfloat> %344 to i32, !dbg !33
  %610 = bitcast <2 x bfloat> %348 to i32, !dbg !33
  %611 = bitcast <2 x bfloat> %352 to i32, !dbg !33
  %612 = bitcast <2 x bfloat> %356 to i32, !dbg !33
  %613 = insertelement <4 x i32> poison, i32 %609, i64 0, !dbg !33
  %614 = insertelement <4 x i32> %613, i32 %610, i64 1, !dbg !33
  %615 = insertelement <4 x i32> %614, i32 %611, i64 2, !dbg !33
  %616 = insertelement <4 x i32> %615, i32 %612, i64 3, !dbg !33
  store <4 x i32> %616, ptr addrspace(3) %608, align 16, !dbg !33
  %617 = getelementptr inbounds nuw i8, ptr addrspace(3) %608, i32 16384, !dbg !33
  %618 = bitcast <2 x bfloat> %472 to i32, !dbg !33
  %619 = bitcast <2 x bfloat> %476 to i32, !dbg !33
  %620 = bitcast <2 x bfloat> %480 to i32, !dbg !33
  %621 = bitcast <2 x bfloat> %484 to i32, !dbg !33
  %622 = insertelement <4 x i32> poison, i32 %618, i64 0, !dbg !33
  %623 = insertelement <4 x i32> %622, i32 %619, i64 1, !dbg !33
  %624 = insertelement <4 x i32> %623, i32 %620, i64 2, !dbg !33
  %625 = insertelement <4 x i32> %624, i32 %621, i64 3, !dbg !33
  store <4 x i32> %625, ptr addrspace(3) %617, align 16, !dbg !33
  %626 = xor i32 %588, 32, !dbg !33
  %627 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %626, !dbg !33
  %628 = bitcast <2 x bfloat> %360 to i32, !dbg !33
  %629 = bitcast <2 x bfloat> %364 to i32, !dbg !33
  %630 = bitcast <2 x bfloat> %368 to i32, !dbg !33
  %631 = bitcast <2 x bfloat> %372 to i32, !dbg !33
  %632 = insertelement <4 x i32> poison, i32 %628, i64 0, !dbg !33
  %633 = insertelement <4 x i32> %632, i32 %629, i64 1, !dbg !33
  %634 = insertelement <4 x i32> %633, i32 %630, i64 2, !dbg !33
  %635 = insertelement <4 x i32> %634, i32 %631, i64 3, !dbg !33
  store <4 x i32> %635, ptr addrspace(3) %627, align 16, !dbg !33
  %636 = getelementptr inbounds nuw i8, ptr addrspace(3) %627, i32 16384, !dbg !33
  %637 = bitcast <2 x bfloat> %488 to i32, !dbg !33
  %638 = bitcast <2 x bfloat> %492 to i32, !dbg !33
  %639 = bitcast <2 x bfloat> %496 to i32, !dbg !33
  %640 = bitcast <2 x bfloat> %500 to i32, !dbg !33
  %641 = insertelement <4 x i32> poison, i32 %637, i64 0, !dbg !33
  %642 = insertelement <4 x i32> %641, i32 %638, i64 1, !dbg !33
  %643 = insertelement <4 x i32> %642, i32 %639, i64 2, !dbg !33
  %644 = insertelement <4 x i32> %643, i32 %640, i64 3, !dbg !33
  store <4 x i32> %644, ptr addrspace(3) %636, align 16, !dbg !33
  %645 = xor i32 %588, 48, !dbg !33
  %646 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %645, !dbg !33
  %647 = bitcast <2 x bfloat> %376 to i32, !dbg !33
  %648 = bitcast <2 x bfloat> %380 to i32, !dbg !33
  %649 = bitcast <2 x bfloat> %384 to i32, !dbg !33
  %650 = bitcast <2 x bfloat> %388 to i32, !dbg !33
  %651 = insertelement <4 x i32> poison, i32 %647, i64 0, !dbg !33
  %652 = insertelement <4 x i32> %651, i32 %648, i64 1, !dbg !33
  %653 = insertelement <4 x i32> %652, i32 %649, i64 2, !dbg !33
  %654 = insertelement <4 x i32> %653, i32 %650, i64 3, !dbg !33
  store <4 x i32> %654, ptr addrspace(3) %646, align 16, !dbg !33
  %655 = getelementptr inbounds nuw i8, ptr addrspace(3) %646, i32 16384, !dbg !33
  %656 = bitcast <2 x bfloat> %504 to i32, !dbg !33
  %657 = bitcast <2 x bfloat> %508 to i32, !dbg !33
  %658 = bitcast <2 x bfloat> %512 to i32, !dbg !33
  %659 = bitcast <2 x bfloat> %516 to i32, !dbg !33
  %660 = insertelement <4 x i32> poison, i32 %656, i64 0, !dbg !33
  %661 = insertelement <4 x i32> %660, i32 %657, i64 1, !dbg !33
  %662 = insertelement <4 x i32> %661, i32 %658, i64 2, !dbg !33
  %663 = insertelement <4 x i32> %662, i32 %659, i64 3, !dbg !33
  store <4 x i32> %663, ptr addrspace(3) %655, align 16, !dbg !33
  %664 = xor i32 %588, 64, !dbg !33
  %665 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %664, !dbg !33
  %666 = bitcast <2 x bfloat> %392 to i32, !dbg !33
  %667 = bitcast <2 x bfloat> %396 to i32, !dbg !33
  %668 = bitcast <2 x bfloat> %400 to i32, !dbg !33
  %669 = bitcast <2 x bfloat> %404 to i32, !dbg !33
  %670 = insertelement <4 x i32> poison, i32 %666, i64 0, !dbg !33
  %671 = insertelement <4 x i32> %670, i32 %667, i64 1, !dbg !33
  %672 = insertelement <4 x i32> %671, i32 %668, i64 2, !dbg !33
  %673 = insertelement <4 x i32> %672, i32 %669, i64 3, !dbg !33
  store <4 x i32> %673, ptr addrspace(3) %665, align 16, !dbg !33
  %674 = getelementptr inbounds nuw i8, ptr addrspace(3) %665, i32 16384, !dbg !33
  %675 = bitcast <2 x bfloat> %520 to i32, !dbg !33
  %676 = bitcast <2 x bfloat> %524 to i32, !dbg !33
  %677 = bitcast <2 x bfloat> %528 to i32, !dbg !33
  %678 = bitcast <2 x bfloat> %532 to i32, !dbg !33
  %679 = insertelement <4 x i32> poison, i32 %675, i64 0, !dbg !33
  %680 = insertelement <4 x i32> %679, i32 %676, i64 1, !dbg !33
  %681 = insertelement <4 x i32> %680, i32 %677, i64 2, !dbg !33
  %682 = insertelement <4 x i32> %681, i32 %678, i64 3, !dbg !33
  store <4 x i32> %682, ptr addrspace(3) %674, align 16, !dbg !33
  %683 = xor i32 %588, 80, !dbg !33
  %684 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %683, !dbg !33
  %685 = bitcast <2 x bfloat> %408 to i32, !dbg !33
  %686 = bitcast <2 x bfloat> %412 to i32, !dbg !33
  %687 = bitcast <2 x bfloat> %416 to i32, !dbg !33
  %688 = bitcast <2 x bfloat> %420 to i32, !dbg !33
  %689 = insertelement <4 x i32> poison, i32 %685, i64 0, !dbg !33
  %690 = insertelement <4 x i32> %689, i32 %686, i64 1, !dbg !33
  %691 = insertelement <4 x i32> %690, i32 %687, i64 2, !dbg !33
  %692 = insertelement <4 x i32> %691, i32 %688, i64 3, !dbg !33
  store <4 x i32> %692, ptr addrspace(3) %684, align 16, !dbg !33
  %693 = getelementptr inbounds nuw i8, ptr addrspace(3) %684, i32 16384, !dbg !33
  %694 = bitcast <2 x bfloat> %536 to i32, !dbg !33
  %695 = bitcast <2 x bfloat> %540 to i32, !dbg !33
  %696 = bitcast <2 x bfloat> %544 to i32, !dbg !33
  %697 = bitcast <2 x bfloat> %548 to i32, !dbg !33
  %698 = insertelement <4 x i32> poison, i32 %694, i64 0, !dbg !33
  %699 = insertelement <4 x i32> %698, i32 %695, i64 1, !dbg !33
  %700 = insertelement <4 x i32> %699, i32 %696, i64 2, !dbg !33
  %701 = insertelement <4 x i32> %700, i32 %697, i64 3, !dbg !33
  store <4 x i32> %701, ptr addrspace(3) %693, align 16, !dbg !33
  %702 = xor i32 %588, 96, !dbg !33
  %703 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %702, !dbg !33
  %704 = bitcast <2 x bfloat> %424 to i32, !dbg !33
  %705 = bitcast <2 x bfloat> %428 to i32, !dbg !33
  %706 = bitcast <2 x bfloat> %432 to i32, !dbg !33
  %707 = bitcast <2 x bfloat> %436 to i32, !dbg !33
  %708 = insertelement <4 x i32> poison, i32 %704, i64 0, !dbg !33
  %709 = insertelement <4 x i32> %708, i32 %705, i64 1, !dbg !33
  %710 = insertelement <4 x i32> %709, i32 %706, i64 2, !dbg !33
  %711 = insertelement <4 x i32> %710, i32 %707, i64 3, !dbg !33
  store <4 x i32> %711, ptr addrspace(3) %703, align 16, !dbg !33
  %712 = getelementptr inbounds nuw i8, ptr addrspace(3) %703, i32 16384, !dbg !33
  %713 = bitcast <2 x bfloat> %552 to i32, !dbg !33
  %714 = bitcast <2 x bfloat> %556 to i32, !dbg !33
  %715 = bitcast <2 x bfloat> %560 to i32, !dbg !33
  %716 = bitcast <2 x bfloat> %564 to i32, !dbg !33
  %717 = insertelement <4 x i32> poison, i32 %713, i64 0, !dbg !33
  %718 = insertelement <4 x i32> %717, i32 %714, i64 1, !dbg !33
  %719 = insertelement <4 x i32> %718, i32 %715, i64 2, !dbg !33
  %720 = insertelement <4 x i32> %719, i32 %716, i64 3, !dbg !33
  store <4 x i32> %720, ptr addrspace(3) %712, align 16, !dbg !33
  %721 = xor i32 %588, 112, !dbg !33
  %722 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %721, !dbg !33
  %723 = bitcast <2 x bfloat> %440 to i32, !dbg !33
  %724 = bitcast <2 x bfloat> %444 to i32, !dbg !33
  %725 = bitcast <2 x bfloat> %448 to i32, !dbg !33
  %726 = bitcast <2 x bfloat> %452 to i32, !dbg !33
  %727 = insertelement <4 x i32> poison, i32 %723, i64 0, !dbg !33
  %728 = insertelement <4 x i32> %727, i32 %724, i64 1, !dbg !33
  %729 = insertelement <4 x i32> %728, i32 %725, i64 2, !dbg !33
  %730 = insertelement <4 x i32> %729, i32 %726, i64 3, !dbg !33
  store <4 x i32> %730, ptr addrspace(3) %722, align 16, !dbg !33
  %731 = getelementptr inbounds nuw i8, ptr addrspace(3) %722, i32 16384, !dbg !33
  %732 = bitcast <2 x bfloat> %568 to i32, !dbg !33
  %733 = bitcast <2 x bfloat> %572 to i32, !dbg !33
  %734 = bitcast <2 x bfloat> %576 to i32, !dbg !33
  %735 = bitcast <2 x bfloat> %580 to i32, !dbg !33
  %736 = insertelement <4 x i32> poison, i32 %732, i64 0, !dbg !33
  %737 = insertelement <4 x i32> %736, i32 %733, i64 1, !dbg !33
  %738 = insertelement <4 x i32> %737, i32 %734, i64 2, !dbg !33
  %739 = insertelement <4 x i32> %738, i32 %735, i64 3, !dbg !33
  store <4 x i32> %739, ptr addrspace(3) %731, align 16, !dbg !33
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !33
  %740 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %741 = extractvalue { i32, i1 } %740, 1, !dbg !33
  %742 = icmp samesign ult i32 %323, 128, !dbg !33
  %743 = and i1 %742, %741, !dbg !33
  %.idx = shl nuw nsw i32 %169, 14, !dbg !33
  %744 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx, !dbg !33
  %745 = shl nuw nsw i32 %169, 6, !dbg !33
  %746 = or disjoint i32 %745, %160, !dbg !33
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %743, ptr nonnull %10, i32 %746, i32 %159, ptr addrspace(3) %744) #8, !dbg !33
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !33
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !33
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !33
  %747 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %748 = extractvalue { i32, i1 } %747, 1, !dbg !20
  %749 = and i1 %161, %748, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %749, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147584)) #8, !dbg !20
  %750 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %751 = extractvalue { i32, i1 } %750, 1, !dbg !20
  %752 = and i1 %161, %751, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %752, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147592)) #8, !dbg !20
  %753 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %754 = extractvalue { i32, i1 } %753, 1, !dbg !20
  %755 = and i1 %161, %754, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %755, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147600)) #8, !dbg !20
  %756 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %757 = extractvalue { i32, i1 } %756, 1, !dbg !20
  %758 = and i1 %161, %757, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %758, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147616)) #8, !dbg !20
  %759 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %760 = extractvalue { i32, i1 } %759, 1, !dbg !20
  %761 = and i1 %161, %760, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %761, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147624)) #8, !dbg !20
  %762 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %763 = extractvalue { i32, i1 } %762, 1, !dbg !20
  %764 = and i1 %161, %763, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %764, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147632)) #8, !dbg !20
  %765 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %766 = extractvalue { i32, i1 } %765, 1, !dbg !21
  %767 = and i1 %161, %766, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %767, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147648)) #8, !dbg !21
  %768 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %769 = extractvalue { i32, i1 } %768, 1, !dbg !21
  %770 = and i1 %161, %769, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %770, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147664)) #8, !dbg !21
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147672), align 8, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147673), align 1, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147674), align 2, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 147675), align 1, !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r"(i1 %22, ptr addrspace(6) %24) #8, !dbg !12
  br label %common.ret, !dbg !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg range(i32 24, 257)) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg range(i32 24, 257)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #6

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #6

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #7

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #8

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #8

attributes #0 = { nounwind "nvvm.maxnreg"="168" "nvvm.reqntid"="384" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_corpus.py", directory: "/work/wt-corpus/scripts/corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "fp8_ws_matmul_kernel", linkageName: "fp8_ws_matmul_kernel", scope: !1, file: !1, line: 52, type: !5, scopeLine: 52, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !9, !10, !10, !7, !9, !9, !10, !10, !7, !9, !9, !10, !10, !9, !9, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 0)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!12 = !DILocation(line: 52, column: 1, scope: !4)
!13 = !DILocation(line: 57, column: 5, scope: !4)
!14 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/work/wt-corpus/.tools/venv/lib/python3.11/site-packages/triton/language")
!17 = !DILocation(line: 57, column: 24, scope: !18)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!19 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !17)
!20 = !DILocation(line: 60, column: 25, scope: !4)
!21 = !DILocation(line: 60, column: 15, scope: !4)
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.peeled.count", i32 1}
!24 = !DILocation(line: 55, column: 13, scope: !4)
!25 = !DILocation(line: 59, column: 26, scope: !4)
!26 = !DILocation(line: 54, column: 13, scope: !4)
!27 = !DILocation(line: 58, column: 26, scope: !4)
!28 = !DILocation(line: 58, column: 43, scope: !4)
!29 = !DILocation(line: 58, column: 13, scope: !4)
!30 = distinct !{!30, !31}
!31 = !{!"llvm.licm.disable"}
!32 = !DILocation(line: 61, column: 54, scope: !4)
!33 = !DILocation(line: 61, column: 5, scope: !4)
