; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @ws_matmul_kernel(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, i32 %1, i32 %2, i64 %3, i64 %4, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %5, i32 %6, i32 %7, i64 %8, i64 %9, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %10, i32 %11, i32 %12, i64 %13, i64 %14, i32 %15, i32 %16, i32 %17, ptr addrspace(1) nofree readnone captures(none) %18, ptr addrspace(1) nofree readnone captures(none) %19) local_unnamed_addr #0 !dbg !4 {
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %22 = icmp samesign ult i32 %21, 32, !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 128;", "b,r"(i1 %22, ptr addrspace(3) @global_smem) #8, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %23 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %24 = inttoptr i32 %23 to ptr addrspace(6), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %22) #8, !dbg !12
  %25 = lshr i32 %21, 5, !dbg !12
  %26 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !12
  %27 = icmp ult i32 %26, 4, !dbg !12
  br i1 %27, label %154, label %.preheader, !dbg !12

.preheader:                                       ; preds = %20, %.preheader.backedge
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  %28 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98520), i32 %26, !dbg !12
  %29 = getelementptr i8, ptr addrspace(3) %28, i32 -4, !dbg !12
  %30 = load i8, ptr addrspace(3) %29, align 1, !dbg !12
  switch i8 %30, label %31 [
    i8 0, label %33
    i8 1, label %120
    i8 2, label %153
    i8 3, label %32
  ], !dbg !12

31:                                               ; preds = %.preheader
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  br label %.preheader.backedge, !dbg !12

common.ret:                                       ; preds = %154, %32
  ret void, !dbg !12

32:                                               ; preds = %.preheader
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 128;", "b,r"(i1 %22, ptr addrspace(6) %24) #8, !dbg !12
  br label %common.ret, !dbg !12

33:                                               ; preds = %.preheader
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  %34 = add i32 %17, 63, !dbg !14
  %35 = sdiv i32 %34, 64, !dbg !19
  %36 = icmp sgt i32 %34, 63, !dbg !13
  br i1 %36, label %.lr.ph3.preheader, label %._crit_edge4, !dbg !13

.lr.ph3.preheader:                                ; preds = %33
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98464), i32 0) #8, !dbg !20
  %37 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !21
  %38 = icmp eq i32 %37, 6, !dbg !21
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !21
  br i1 %38, label %39, label %68, !dbg !21

39:                                               ; preds = %.lr.ph3.preheader
  %40 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %41 = extractvalue { i32, i1 } %40, 1, !dbg !21
  %42 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152) to i32), 4, !dbg !21
  %43 = and i32 %42, 32767, !dbg !21
  %44 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4, !dbg !21
  %45 = and i32 %44, 32767, !dbg !21
  %46 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %43, i64 0, !dbg !21
  %47 = bitcast <2 x i32> %46 to i64, !dbg !21
  %48 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %45, i64 0, !dbg !21
  %49 = bitcast <2 x i32> %48 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %47, i64 %49, i32 136314896, i1 false, i1 %41) #8, !dbg !21
  %50 = add nuw nsw i32 %43, 2, !dbg !21
  %51 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %50, i64 0, !dbg !21
  %52 = bitcast <2 x i32> %51 to i64, !dbg !21
  %53 = add nuw nsw i32 %45, 2, !dbg !21
  %54 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %53, i64 0, !dbg !21
  %55 = bitcast <2 x i32> %54 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %52, i64 %55, i32 136314896, i1 true, i1 %41) #8, !dbg !21
  %56 = add nuw nsw i32 %43, 4, !dbg !21
  %57 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %56, i64 0, !dbg !21
  %58 = bitcast <2 x i32> %57 to i64, !dbg !21
  %59 = add nuw nsw i32 %45, 4, !dbg !21
  %60 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %59, i64 0, !dbg !21
  %61 = bitcast <2 x i32> %60 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %58, i64 %61, i32 136314896, i1 true, i1 %41) #8, !dbg !21
  %62 = add nuw nsw i32 %43, 6, !dbg !21
  %63 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %62, i64 0, !dbg !21
  %64 = bitcast <2 x i32> %63 to i64, !dbg !21
  %65 = add nuw nsw i32 %45, 6, !dbg !21
  %66 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %65, i64 0, !dbg !21
  %67 = bitcast <2 x i32> %66 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %64, i64 %67, i32 136314896, i1 true, i1 %41) #8, !dbg !21
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %41, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98432) to i32)) #8, !dbg !21
  br label %68, !dbg !21

68:                                               ; preds = %39, %.lr.ph3.preheader
  %exitcond5.peel.not = icmp slt i32 %17, 65, !dbg !13
  br i1 %exitcond5.peel.not, label %._crit_edge4, label %.lr.ph3, !dbg !13

.lr.ph3:                                          ; preds = %68, %116
  %69 = phi i32 [ %76, %116 ], [ 0, %68 ]
  %70 = phi i32 [ %74, %116 ], [ 0, %68 ]
  %71 = phi i32 [ %117, %116 ], [ 1, %68 ]
  %72 = add i32 %70, 1, !dbg !20
  %73 = icmp eq i32 %72, 3, !dbg !20
  %74 = select i1 %73, i32 0, i32 %72, !dbg !20
  %75 = zext i1 %73 to i32, !dbg !20
  %76 = xor i32 %69, %75, !dbg !20
  %77 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98464), i32 %74, !dbg !20
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %77, i32 %76) #8, !dbg !20
  %78 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !21
  %79 = icmp eq i32 %78, 6, !dbg !21
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !21
  br i1 %79, label %80, label %116, !dbg !21

80:                                               ; preds = %.lr.ph3
  %81 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98432), i32 %74, !dbg !20
  %82 = shl i32 %74, 13, !dbg !20
  %83 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %82, !dbg !20
  %84 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %82, !dbg !20
  %85 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %86 = extractvalue { i32, i1 } %85, 1, !dbg !21
  %87 = ptrtoint ptr addrspace(3) %83 to i32, !dbg !21
  %88 = lshr exact i32 %87, 4, !dbg !21
  %89 = and i32 %88, 32767, !dbg !21
  %90 = ptrtoint ptr addrspace(3) %84 to i32, !dbg !21
  %91 = lshr exact i32 %90, 4, !dbg !21
  %92 = and i32 %91, 32767, !dbg !21
  %93 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %89, i64 0, !dbg !21
  %94 = bitcast <2 x i32> %93 to i64, !dbg !21
  %95 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %92, i64 0, !dbg !21
  %96 = bitcast <2 x i32> %95 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %94, i64 %96, i32 136314896, i1 true, i1 %86) #8, !dbg !21
  %97 = add nuw nsw i32 %89, 2, !dbg !21
  %98 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %97, i64 0, !dbg !21
  %99 = bitcast <2 x i32> %98 to i64, !dbg !21
  %100 = add nuw nsw i32 %92, 2, !dbg !21
  %101 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %100, i64 0, !dbg !21
  %102 = bitcast <2 x i32> %101 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %99, i64 %102, i32 136314896, i1 true, i1 %86) #8, !dbg !21
  %103 = add nuw nsw i32 %89, 4, !dbg !21
  %104 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %103, i64 0, !dbg !21
  %105 = bitcast <2 x i32> %104 to i64, !dbg !21
  %106 = add nuw nsw i32 %92, 4, !dbg !21
  %107 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %106, i64 0, !dbg !21
  %108 = bitcast <2 x i32> %107 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %105, i64 %108, i32 136314896, i1 true, i1 %86) #8, !dbg !21
  %109 = add nuw nsw i32 %89, 6, !dbg !21
  %110 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %109, i64 0, !dbg !21
  %111 = bitcast <2 x i32> %110 to i64, !dbg !21
  %112 = add nuw nsw i32 %92, 6, !dbg !21
  %113 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %112, i64 0, !dbg !21
  %114 = bitcast <2 x i32> %113 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %111, i64 %114, i32 136314896, i1 true, i1 %86) #8, !dbg !21
  %115 = ptrtoint ptr addrspace(3) %81 to i32, !dbg !21
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %86, i32 %115) #8, !dbg !21
  br label %116, !dbg !21

116:                                              ; preds = %80, %.lr.ph3
  %117 = add nuw nsw i32 %71, 1, !dbg !13
  %exitcond5.not = icmp eq i32 %117, %35, !dbg !13
  br i1 %exitcond5.not, label %._crit_edge4, label %.lr.ph3, !dbg !13, !llvm.loop !22

._crit_edge4:                                     ; preds = %116, %68, %33
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !13
  %118 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !13
  %119 = extractvalue { i32, i1 } %118, 1, !dbg !13
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %119, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98512) to i32)) #8, !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  br label %.preheader.backedge, !dbg !13

120:                                              ; preds = %.preheader
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  %121 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %122 = shl nuw nsw i32 %121, 7, !dbg !25
  %123 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %124 = shl i32 %123, 7, !dbg !27
  %125 = add i32 %17, 63, !dbg !14
  %126 = sdiv i32 %125, 64, !dbg !19
  %127 = icmp sgt i32 %125, 63, !dbg !13
  br i1 %127, label %.lr.ph, label %._crit_edge, !dbg !13

.lr.ph:                                           ; preds = %120
  %128 = and i32 %21, 63
  %129 = icmp eq i32 %128, 0
  %130 = icmp samesign ult i32 %128, 32
  br label %131, !dbg !13

131:                                              ; preds = %.lr.ph, %131
  %132 = phi i32 [ 0, %.lr.ph ], [ %140, %131 ]
  %133 = phi i32 [ 2, %.lr.ph ], [ %138, %131 ]
  %134 = phi i32 [ 0, %.lr.ph ], [ %152, %131 ]
  %135 = shl nuw nsw i32 %134, 6, !dbg !28
  %136 = add i32 %133, 1, !dbg !29
  %137 = icmp eq i32 %136, 3, !dbg !29
  %138 = select i1 %137, i32 0, i32 %136, !dbg !29
  %139 = zext i1 %137 to i32, !dbg !29
  %140 = xor i32 %132, %139, !dbg !29
  %141 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98432), i32 %138, !dbg !20
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %141, i32 %140) #8, !dbg !29
  %142 = shl i32 %138, 13, !dbg !29
  %143 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %142, !dbg !29
  %144 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %142, !dbg !29
  %145 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98464), i32 %138, !dbg !20
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !29
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %129, ptr addrspace(3) %145) #8, !dbg !29
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !29
  %146 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !29
  %147 = extractvalue { i32, i1 } %146, 1, !dbg !29
  %148 = and i1 %130, %147, !dbg !29
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %148, ptr addrspace(3) %144, ptr nonnull %0, i32 %135, i32 %124, ptr addrspace(3) %145) #8, !dbg !29
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !20
  %149 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %150 = extractvalue { i32, i1 } %149, 1, !dbg !20
  %151 = and i1 %130, %150, !dbg !20
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %151, ptr addrspace(3) %143, ptr nonnull %5, i32 %135, i32 %122, ptr addrspace(3) %145) #8, !dbg !20
  %152 = add nuw nsw i32 %134, 1, !dbg !13
  %exitcond.not = icmp eq i32 %152, %126, !dbg !13
  br i1 %exitcond.not, label %._crit_edge, label %131, !dbg !13

._crit_edge:                                      ; preds = %131, %120
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  br label %.preheader.backedge, !dbg !13

153:                                              ; preds = %.preheader
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  br label %.preheader.backedge, !dbg !13

.preheader.backedge:                              ; preds = %153, %._crit_edge, %._crit_edge4, %31
  br label %.preheader, !dbg !12, !llvm.loop !30

154:                                              ; preds = %20
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !12
  %155 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %156 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %157 = shl i32 %155, 7, !dbg !27
  %158 = shl nuw nsw i32 %156, 7, !dbg !25
  %159 = icmp eq i32 %25, 0, !dbg !21
  %160 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %161 = extractvalue { i32, i1 } %160, 1, !dbg !21
  %162 = and i1 %159, %161, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %162, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98496)) #8, !dbg !21
  %163 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %164 = extractvalue { i32, i1 } %163, 1, !dbg !21
  %165 = and i1 %159, %164, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %165, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98512)) #8, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !21
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98496), i32 1) #8, !dbg !21
  %166 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !21
  %167 = shl i32 %166, 21, !dbg !21
  %168 = and i32 %167, 6291456, !dbg !21
  %169 = add i32 %168, %23, !dbg !21
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x128.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127, $128, $129};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %169, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #8, !dbg !21
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !20
  %170 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %171 = extractvalue { i32, i1 } %170, 1, !dbg !20
  %172 = and i1 %159, %171, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %172, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98432)) #8, !dbg !20
  %173 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %174 = extractvalue { i32, i1 } %173, 1, !dbg !20
  %175 = and i1 %159, %174, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %175, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98440)) #8, !dbg !20
  %176 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %177 = extractvalue { i32, i1 } %176, 1, !dbg !20
  %178 = and i1 %159, %177, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %178, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98448)) #8, !dbg !20
  %179 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %180 = extractvalue { i32, i1 } %179, 1, !dbg !20
  %181 = and i1 %159, %180, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %181, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98464)) #8, !dbg !20
  %182 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %183 = extractvalue { i32, i1 } %182, 1, !dbg !20
  %184 = and i1 %159, %183, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %184, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98472)) #8, !dbg !20
  %185 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %186 = extractvalue { i32, i1 } %185, 1, !dbg !20
  %187 = and i1 %159, %186, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %187, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98480)) #8, !dbg !20
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98520), align 8, !dbg !13
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98521), align 1, !dbg !13
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98522), align 2, !dbg !13
  store i8 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98523), align 1, !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98512), i32 0) #8, !dbg !21
  %188 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %169) #8, !dbg !21
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 0, !dbg !21
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 1, !dbg !21
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 2, !dbg !21
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 3, !dbg !21
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 4, !dbg !21
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 5, !dbg !21
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 6, !dbg !21
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 7, !dbg !21
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 8, !dbg !21
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 9, !dbg !21
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 10, !dbg !21
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 11, !dbg !21
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 12, !dbg !21
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 13, !dbg !21
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 14, !dbg !21
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 15, !dbg !21
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 16, !dbg !21
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 17, !dbg !21
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 18, !dbg !21
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 19, !dbg !21
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 20, !dbg !21
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 21, !dbg !21
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 22, !dbg !21
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 23, !dbg !21
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 24, !dbg !21
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 25, !dbg !21
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 26, !dbg !21
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 27, !dbg !21
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 28, !dbg !21
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 29, !dbg !21
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 30, !dbg !21
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 31, !dbg !21
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 32, !dbg !21
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 33, !dbg !21
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 34, !dbg !21
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 35, !dbg !21
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 36, !dbg !21
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 37, !dbg !21
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 38, !dbg !21
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 39, !dbg !21
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 40, !dbg !21
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 41, !dbg !21
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 42, !dbg !21
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 43, !dbg !21
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 44, !dbg !21
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 45, !dbg !21
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 46, !dbg !21
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 47, !dbg !21
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 48, !dbg !21
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 49, !dbg !21
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 50, !dbg !21
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 51, !dbg !21
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 52, !dbg !21
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 53, !dbg !21
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 54, !dbg !21
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 55, !dbg !21
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 56, !dbg !21
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 57, !dbg !21
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 58, !dbg !21
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 59, !dbg !21
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 60, !dbg !21
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 61, !dbg !21
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 62, !dbg !21
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 63, !dbg !21
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 64, !dbg !21
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 65, !dbg !21
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 66, !dbg !21
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 67, !dbg !21
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 68, !dbg !21
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 69, !dbg !21
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 70, !dbg !21
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 71, !dbg !21
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 72, !dbg !21
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 73, !dbg !21
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 74, !dbg !21
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 75, !dbg !21
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 76, !dbg !21
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 77, !dbg !21
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 78, !dbg !21
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 79, !dbg !21
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 80, !dbg !21
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 81, !dbg !21
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 82, !dbg !21
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 83, !dbg !21
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 84, !dbg !21
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 85, !dbg !21
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 86, !dbg !21
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 87, !dbg !21
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 88, !dbg !21
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 89, !dbg !21
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 90, !dbg !21
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 91, !dbg !21
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 92, !dbg !21
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 93, !dbg !21
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 94, !dbg !21
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 95, !dbg !21
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 96, !dbg !21
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 97, !dbg !21
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 98, !dbg !21
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 99, !dbg !21
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 100, !dbg !21
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 101, !dbg !21
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 102, !dbg !21
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 103, !dbg !21
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 104, !dbg !21
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 105, !dbg !21
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 106, !dbg !21
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 107, !dbg !21
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 108, !dbg !21
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 109, !dbg !21
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 110, !dbg !21
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 111, !dbg !21
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 112, !dbg !21
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 113, !dbg !21
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 114, !dbg !21
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 115, !dbg !21
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 116, !dbg !21
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 117, !dbg !21
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 118, !dbg !21
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 119, !dbg !21
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 120, !dbg !21
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 121, !dbg !21
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 122, !dbg !21
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 123, !dbg !21
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 124, !dbg !21
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 125, !dbg !21
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 126, !dbg !21
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %188, 127, !dbg !21
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !21
  %317 = and i32 %21, 127, !dbg !21
  %318 = icmp eq i32 %317, 0, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %318, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98496)) #8, !dbg !21
  %319 = insertelement <2 x i32> poison, i32 %189, i64 0, !dbg !21
  %320 = insertelement <2 x i32> %319, i32 %190, i64 1, !dbg !21
  %321 = bitcast <2 x i32> %320 to <2 x float>, !dbg !21
  %322 = fptrunc <2 x float> %321 to <2 x half>, !dbg !32
  %323 = insertelement <2 x i32> poison, i32 %191, i64 0, !dbg !21
  %324 = insertelement <2 x i32> %323, i32 %192, i64 1, !dbg !21
  %325 = bitcast <2 x i32> %324 to <2 x float>, !dbg !21
  %326 = fptrunc <2 x float> %325 to <2 x half>, !dbg !32
  %327 = insertelement <2 x i32> poison, i32 %193, i64 0, !dbg !21
  %328 = insertelement <2 x i32> %327, i32 %194, i64 1, !dbg !21
  %329 = bitcast <2 x i32> %328 to <2 x float>, !dbg !21
  %330 = fptrunc <2 x float> %329 to <2 x half>, !dbg !32
  %331 = insertelement <2 x i32> poison, i32 %195, i64 0, !dbg !21
  %332 = insertelement <2 x i32> %331, i32 %196, i64 1, !dbg !21
  %333 = bitcast <2 x i32> %332 to <2 x float>, !dbg !21
  %334 = fptrunc <2 x float> %333 to <2 x half>, !dbg !32
  %335 = insertelement <2 x i32> poison, i32 %197, i64 0, !dbg !21
  %336 = insertelement <2 x i32> %335, i32 %198, i64 1, !dbg !21
  %337 = bitcast <2 x i32> %336 to <2 x float>, !dbg !21
  %338 = fptrunc <2 x float> %337 to <2 x half>, !dbg !32
  %339 = insertelement <2 x i32> poison, i32 %199, i64 0, !dbg !21
  %340 = insertelement <2 x i32> %339, i32 %200, i64 1, !dbg !21
  %341 = bitcast <2 x i32> %340 to <2 x float>, !dbg !21
  %342 = fptrunc <2 x float> %341 to <2 x half>, !dbg !32
  %343 = insertelement <2 x i32> poison, i32 %201, i64 0, !dbg !21
  %344 = insertelement <2 x i32> %343, i32 %202, i64 1, !dbg !21
  %345 = bitcast <2 x i32> %344 to <2 x float>, !dbg !21
  %346 = fptrunc <2 x float> %345 to <2 x half>, !dbg !32
  %347 = insertelement <2 x i32> poison, i32 %203, i64 0, !dbg !21
  %348 = insertelement <2 x i32> %347, i32 %204, i64 1, !dbg !21
  %349 = bitcast <2 x i32> %348 to <2 x float>, !dbg !21
  %350 = fptrunc <2 x float> %349 to <2 x half>, !dbg !32
  %351 = insertelement <2 x i32> poison, i32 %205, i64 0, !dbg !21
  %352 = insertelement <2 x i32> %351, i32 %206, i64 1, !dbg !21
  %353 = bitcast <2 x i32> %352 to <2 x float>, !dbg !21
  %354 = fptrunc <2 x float> %353 to <2 x half>, !dbg !32
  %355 = insertelement <2 x i32> poison, i32 %207, i64 0, !dbg !21
  %356 = insertelement <2 x i32> %355, i32 %208, i64 1, !dbg !21
  %357 = bitcast <2 x i32> %356 to <2 x float>, !dbg !21
  %358 = fptrunc <2 x float> %357 to <2 x half>, !dbg !32
  %359 = insertelement <2 x i32> poison, i32 %209, i64 0, !dbg !21
  %360 = insertelement <2 x i32> %359, i32 %210, i64 1, !dbg !21
  %361 = bitcast <2 x i32> %360 to <2 x float>, !dbg !21
  %362 = fptrunc <2 x float> %361 to <2 x half>, !dbg !32
  %363 = insertelement <2 x i32> poison, i32 %211, i64 0, !dbg !21
  %364 = insertelement <2 x i32> %363, i32 %212, i64 1, !dbg !21
  %365 = bitcast <2 x i32> %364 to <2 x float>, !dbg !21
  %366 = fptrunc <2 x float> %365 to <2 x half>, !dbg !32
  %367 = insertelement <2 x i32> poison, i32 %213, i64 0, !dbg !21
  %368 = insertelement <2 x i32> %367, i32 %214, i64 1, !dbg !21
  %369 = bitcast <2 x i32> %368 to <2 x float>, !dbg !21
  %370 = fptrunc <2 x float> %369 to <2 x half>, !dbg !32
  %371 = insertelement <2 x i32> poison, i32 %215, i64 0, !dbg !21
  %372 = insertelement <2 x i32> %371, i32 %216, i64 1, !dbg !21
  %373 = bitcast <2 x i32> %372 to <2 x float>, !dbg !21
  %374 = fptrunc <2 x float> %373 to <2 x half>, !dbg !32
  %375 = insertelement <2 x i32> poison, i32 %217, i64 0, !dbg !21
  %376 = insertelement <2 x i32> %375, i32 %218, i64 1, !dbg !21
  %377 = bitcast <2 x i32> %376 to <2 x float>, !dbg !21
  %378 = fptrunc <2 x float> %377 to <2 x half>, !dbg !32
  %379 = insertelement <2 x i32> poison, i32 %219, i64 0, !dbg !21
  %380 = insertelement <2 x i32> %379, i32 %220, i64 1, !dbg !21
  %381 = bitcast <2 x i32> %380 to <2 x float>, !dbg !21
  %382 = fptrunc <2 x float> %381 to <2 x half>, !dbg !32
  %383 = insertelement <2 x i32> poison, i32 %221, i64 0, !dbg !21
  %384 = insertelement <2 x i32> %383, i32 %222, i64 1, !dbg !21
  %385 = bitcast <2 x i32> %384 to <2 x float>, !dbg !21
  %386 = fptrunc <2 x float> %385 to <2 x half>, !dbg !32
  %387 = insertelement <2 x i32> poison, i32 %223, i64 0, !dbg !21
  %388 = insertelement <2 x i32> %387, i32 %224, i64 1, !dbg !21
  %389 = bitcast <2 x i32> %388 to <2 x float>, !dbg !21
  %390 = fptrunc <2 x float> %389 to <2 x half>, !dbg !32
  %391 = insertelement <2 x i32> poison, i32 %225, i64 0, !dbg !21
  %392 = insertelement <2 x i32> %391, i32 %226, i64 1, !dbg !21
  %393 = bitcast <2 x i32> %392 to <2 x float>, !dbg !21
  %394 = fptrunc <2 x float> %393 to <2 x half>, !dbg !32
  %395 = insertelement <2 x i32> poison, i32 %227, i64 0, !dbg !21
  %396 = insertelement <2 x i32> %395, i32 %228, i64 1, !dbg !21
  %397 = bitcast <2 x i32> %396 to <2 x float>, !dbg !21
  %398 = fptrunc <2 x float> %397 to <2 x half>, !dbg !32
  %399 = insertelement <2 x i32> poison, i32 %229, i64 0, !dbg !21
  %400 = insertelement <2 x i32> %399, i32 %230, i64 1, !dbg !21
  %401 = bitcast <2 x i32> %400 to <2 x float>, !dbg !21
  %402 = fptrunc <2 x float> %401 to <2 x half>, !dbg !32
  %403 = insertelement <2 x i32> poison, i32 %231, i64 0, !dbg !21
  %404 = insertelement <2 x i32> %403, i32 %232, i64 1, !dbg !21
  %405 = bitcast <2 x i32> %404 to <2 x float>, !dbg !21
  %406 = fptrunc <2 x float> %405 to <2 x half>, !dbg !32
  %407 = insertelement <2 x i32> poison, i32 %233, i64 0, !dbg !21
  %408 = insertelement <2 x i32> %407, i32 %234, i64 1, !dbg !21
  %409 = bitcast <2 x i32> %408 to <2 x float>, !dbg !21
  %410 = fptrunc <2 x float> %409 to <2 x half>, !dbg !32
  %411 = insertelement <2 x i32> poison, i32 %235, i64 0, !dbg !21
  %412 = insertelement <2 x i32> %411, i32 %236, i64 1, !dbg !21
  %413 = bitcast <2 x i32> %412 to <2 x float>, !dbg !21
  %414 = fptrunc <2 x float> %413 to <2 x half>, !dbg !32
  %415 = insertelement <2 x i32> poison, i32 %237, i64 0, !dbg !21
  %416 = insertelement <2 x i32> %415, i32 %238, i64 1, !dbg !21
  %417 = bitcast <2 x i32> %416 to <2 x float>, !dbg !21
  %418 = fptrunc <2 x float> %417 to <2 x half>, !dbg !32
  %419 = insertelement <2 x i32> poison, i32 %239, i64 0, !dbg !21
  %420 = insertelement <2 x i32> %419, i32 %240, i64 1, !dbg !21
  %421 = bitcast <2 x i32> %420 to <2 x float>, !dbg !21
  %422 = fptrunc <2 x float> %421 to <2 x half>, !dbg !32
  %423 = insertelement <2 x i32> poison, i32 %241, i64 0, !dbg !21
  %424 = insertelement <2 x i32> %423, i32 %242, i64 1, !dbg !21
  %425 = bitcast <2 x i32> %424 to <2 x float>, !dbg !21
  %426 = fptrunc <2 x float> %425 to <2 x half>, !dbg !32
  %427 = insertelement <2 x i32> poison, i32 %243, i64 0, !dbg !21
  %428 = insertelement <2 x i32> %427, i32 %244, i64 1, !dbg !21
  %429 = bitcast <2 x i32> %428 to <2 x float>, !dbg !21
  %430 = fptrunc <2 x float> %429 to <2 x half>, !dbg !32
  %431 = insertelement <2 x i32> poison, i32 %245, i64 0, !dbg !21
  %432 = insertelement <2 x i32> %431, i32 %246, i64 1, !dbg !21
  %433 = bitcast <2 x i32> %432 to <2 x float>, !dbg !21
  %434 = fptrunc <2 x float> %433 to <2 x half>, !dbg !32
  %435 = insertelement <2 x i32> poison, i32 %247, i64 0, !dbg !21
  %436 = insertelement <2 x i32> %435, i32 %248, i64 1, !dbg !21
  %437 = bitcast <2 x i32> %436 to <2 x float>, !dbg !21
  %438 = fptrunc <2 x float> %437 to <2 x half>, !dbg !32
  %439 = insertelement <2 x i32> poison, i32 %249, i64 0, !dbg !21
  %440 = insertelement <2 x i32> %439, i32 %250, i64 1, !dbg !21
  %441 = bitcast <2 x i32> %440 to <2 x float>, !dbg !21
  %442 = fptrunc <2 x float> %441 to <2 x half>, !dbg !32
  %443 = insertelement <2 x i32> poison, i32 %251, i64 0, !dbg !21
  %444 = insertelement <2 x i32> %443, i32 %252, i64 1, !dbg !21
  %445 = bitcast <2 x i32> %444 to <2 x float>, !dbg !21
  %446 = fptrunc <2 x float> %445 to <2 x half>, !dbg !32
  %447 = insertelement <2 x i32> poison, i32 %253, i64 0, !dbg !21
  %448 = insertelement <2 x i32> %447, i32 %254, i64 1, !dbg !21
  %449 = bitcast <2 x i32> %448 to <2 x float>, !dbg !21
  %450 = fptrunc <2 x float> %449 to <2 x half>, !dbg !32
  %451 = insertelement <2 x i32> poison, i32 %255, i64 0, !dbg !21
  %452 = insertelement <2 x i32> %451, i32 %256, i64 1, !dbg !21
  %453 = bitcast <2 x i32> %452 to <2 x float>, !dbg !21
  %454 = fptrunc <2 x float> %453 to <2 x half>, !dbg !32
  %455 = insertelement <2 x i32> poison, i32 %257, i64 0, !dbg !21
  %456 = insertelement <2 x i32> %455, i32 %258, i64 1, !dbg !21
  %457 = bitcast <2 x i32> %456 to <2 x float>, !dbg !21
  %458 = fptrunc <2 x float> %457 to <2 x half>, !dbg !32
  %459 = insertelement <2 x i32> poison, i32 %259, i64 0, !dbg !21
  %460 = insertelement <2 x i32> %459, i32 %260, i64 1, !dbg !21
  %461 = bitcast <2 x i32> %460 to <2 x float>, !dbg !21
  %462 = fptrunc <2 x float> %461 to <2 x half>, !dbg !32
  %463 = insertelement <2 x i32> poison, i32 %261, i64 0, !dbg !21
  %464 = insertelement <2 x i32> %463, i32 %262, i64 1, !dbg !21
  %465 = bitcast <2 x i32> %464 to <2 x float>, !dbg !21
  %466 = fptrunc <2 x float> %465 to <2 x half>, !dbg !32
  %467 = insertelement <2 x i32> poison, i32 %263, i64 0, !dbg !21
  %468 = insertelement <2 x i32> %467, i32 %264, i64 1, !dbg !21
  %469 = bitcast <2 x i32> %468 to <2 x float>, !dbg !21
  %470 = fptrunc <2 x float> %469 to <2 x half>, !dbg !32
  %471 = insertelement <2 x i32> poison, i32 %265, i64 0, !dbg !21
  %472 = insertelement <2 x i32> %471, i32 %266, i64 1, !dbg !21
  %473 = bitcast <2 x i32> %472 to <2 x float>, !dbg !21
  %474 = fptrunc <2 x float> %473 to <2 x half>, !dbg !32
  %475 = insertelement <2 x i32> poison, i32 %267, i64 0, !dbg !21
  %476 = insertelement <2 x i32> %475, i32 %268, i64 1, !dbg !21
  %477 = bitcast <2 x i32> %476 to <2 x float>, !dbg !21
  %478 = fptrunc <2 x float> %477 to <2 x half>, !dbg !32
  %479 = insertelement <2 x i32> poison, i32 %269, i64 0, !dbg !21
  %480 = insertelement <2 x i32> %479, i32 %270, i64 1, !dbg !21
  %481 = bitcast <2 x i32> %480 to <2 x float>, !dbg !21
  %482 = fptrunc <2 x float> %481 to <2 x half>, !dbg !32
  %483 = insertelement <2 x i32> poison, i32 %271, i64 0, !dbg !21
  %484 = insertelement <2 x i32> %483, i32 %272, i64 1, !dbg !21
  %485 = bitcast <2 x i32> %484 to <2 x float>, !dbg !21
  %486 = fptrunc <2 x float> %485 to <2 x half>, !dbg !32
  %487 = insertelement <2 x i32> poison, i32 %273, i64 0, !dbg !21
  %488 = insertelement <2 x i32> %487, i32 %274, i64 1, !dbg !21
  %489 = bitcast <2 x i32> %488 to <2 x float>, !dbg !21
  %490 = fptrunc <2 x float> %489 to <2 x half>, !dbg !32
  %491 = insertelement <2 x i32> poison, i32 %275, i64 0, !dbg !21
  %492 = insertelement <2 x i32> %491, i32 %276, i64 1, !dbg !21
  %493 = bitcast <2 x i32> %492 to <2 x float>, !dbg !21
  %494 = fptrunc <2 x float> %493 to <2 x half>, !dbg !32
  %495 = insertelement <2 x i32> poison, i32 %277, i64 0, !dbg !21
  %496 = insertelement <2 x i32> %495, i32 %278, i64 1, !dbg !21
  %497 = bitcast <2 x i32> %496 to <2 x float>, !dbg !21
  %498 = fptrunc <2 x float> %497 to <2 x half>, !dbg !32
  %499 = insertelement <2 x i32> poison, i32 %279, i64 0, !dbg !21
  %500 = insertelement <2 x i32> %499, i32 %280, i64 1, !dbg !21
  %501 = bitcast <2 x i32> %500 to <2 x float>, !dbg !21
  %502 = fptrunc <2 x float> %501 to <2 x half>, !dbg !32
  %503 = insertelement <2 x i32> poison, i32 %281, i64 0, !dbg !21
  %504 = insertelement <2 x i32> %503, i32 %282, i64 1, !dbg !21
  %505 = bitcast <2 x i32> %504 to <2 x float>, !dbg !21
  %506 = fptrunc <2 x float> %505 to <2 x half>, !dbg !32
  %507 = insertelement <2 x i32> poison, i32 %283, i64 0, !dbg !21
  %508 = insertelement <2 x i32> %507, i32 %284, i64 1, !dbg !21
  %509 = bitcast <2 x i32> %508 to <2 x float>, !dbg !21
  %510 = fptrunc <2 x float> %509 to <2 x half>, !dbg !32
  %511 = insertelement <2 x i32> poison, i32 %285, i64 0, !dbg !21
  %512 = insertelement <2 x i32> %511, i32 %286, i64 1, !dbg !21
  %513 = bitcast <2 x i32> %512 to <2 x float>, !dbg !21
  %514 = fptrunc <2 x float> %513 to <2 x half>, !dbg !32
  %515 = insertelement <2 x i32> poison, i32 %287, i64 0, !dbg !21
  %516 = insertelement <2 x i32> %515, i32 %288, i64 1, !dbg !21
  %517 = bitcast <2 x i32> %516 to <2 x float>, !dbg !21
  %518 = fptrunc <2 x float> %517 to <2 x half>, !dbg !32
  %519 = insertelement <2 x i32> poison, i32 %289, i64 0, !dbg !21
  %520 = insertelement <2 x i32> %519, i32 %290, i64 1, !dbg !21
  %521 = bitcast <2 x i32> %520 to <2 x float>, !dbg !21
  %522 = fptrunc <2 x float> %521 to <2 x half>, !dbg !32
  %523 = insertelement <2 x i32> poison, i32 %291, i64 0, !dbg !21
  %524 = insertelement <2 x i32> %523, i32 %292, i64 1, !dbg !21
  %525 = bitcast <2 x i32> %524 to <2 x float>, !dbg !21
  %526 = fptrunc <2 x float> %525 to <2 x half>, !dbg !32
  %527 = insertelement <2 x i32> poison, i32 %293, i64 0, !dbg !21
  %528 = insertelement <2 x i32> %527, i32 %294, i64 1, !dbg !21
  %529 = bitcast <2 x i32> %528 to <2 x float>, !dbg !21
  %530 = fptrunc <2 x float> %529 to <2 x half>, !dbg !32
  %531 = insertelement <2 x i32> poison, i32 %295, i64 0, !dbg !21
  %532 = insertelement <2 x i32> %531, i32 %296, i64 1, !dbg !21
  %533 = bitcast <2 x i32> %532 to <2 x float>, !dbg !21
  %534 = fptrunc <2 x float> %533 to <2 x half>, !dbg !32
  %535 = insertelement <2 x i32> poison, i32 %297, i64 0, !dbg !21
  %536 = insertelement <2 x i32> %535, i32 %298, i64 1, !dbg !21
  %537 = bitcast <2 x i32> %536 to <2 x float>, !dbg !21
  %538 = fptrunc <2 x float> %537 to <2 x half>, !dbg !32
  %539 = insertelement <2 x i32> poison, i32 %299, i64 0, !dbg !21
  %540 = insertelement <2 x i32> %539, i32 %300, i64 1, !dbg !21
  %541 = bitcast <2 x i32> %540 to <2 x float>, !dbg !21
  %542 = fptrunc <2 x float> %541 to <2 x half>, !dbg !32
  %543 = insertelement <2 x i32> poison, i32 %301, i64 0, !dbg !21
  %544 = insertelement <2 x i32> %543, i32 %302, i64 1, !dbg !21
  %545 = bitcast <2 x i32> %544 to <2 x float>, !dbg !21
  %546 = fptrunc <2 x float> %545 to <2 x half>, !dbg !32
  %547 = insertelement <2 x i32> poison, i32 %303, i64 0, !dbg !21
  %548 = insertelement <2 x i32> %547, i32 %304, i64 1, !dbg !21
  %549 = bitcast <2 x i32> %548 to <2 x float>, !dbg !21
  %550 = fptrunc <2 x float> %549 to <2 x half>, !dbg !32
  %551 = insertelement <2 x i32> poison, i32 %305, i64 0, !dbg !21
  %552 = insertelement <2 x i32> %551, i32 %306, i64 1, !dbg !21
  %553 = bitcast <2 x i32> %552 to <2 x float>, !dbg !21
  %554 = fptrunc <2 x float> %553 to <2 x half>, !dbg !32
  %555 = insertelement <2 x i32> poison, i32 %307, i64 0, !dbg !21
  %556 = insertelement <2 x i32> %555, i32 %308, i64 1, !dbg !21
  %557 = bitcast <2 x i32> %556 to <2 x float>, !dbg !21
  %558 = fptrunc <2 x float> %557 to <2 x half>, !dbg !32
  %559 = insertelement <2 x i32> poison, i32 %309, i64 0, !dbg !21
  %560 = insertelement <2 x i32> %559, i32 %310, i64 1, !dbg !21
  %561 = bitcast <2 x i32> %560 to <2 x float>, !dbg !21
  %562 = fptrunc <2 x float> %561 to <2 x half>, !dbg !32
  %563 = insertelement <2 x i32> poison, i32 %311, i64 0, !dbg !21
  %564 = insertelement <2 x i32> %563, i32 %312, i64 1, !dbg !21
  %565 = bitcast <2 x i32> %564 to <2 x float>, !dbg !21
  %566 = fptrunc <2 x float> %565 to <2 x half>, !dbg !32
  %567 = insertelement <2 x i32> poison, i32 %313, i64 0, !dbg !21
  %568 = insertelement <2 x i32> %567, i32 %314, i64 1, !dbg !21
  %569 = bitcast <2 x i32> %568 to <2 x float>, !dbg !21
  %570 = fptrunc <2 x float> %569 to <2 x half>, !dbg !32
  %571 = insertelement <2 x i32> poison, i32 %315, i64 0, !dbg !21
  %572 = insertelement <2 x i32> %571, i32 %316, i64 1, !dbg !21
  %573 = bitcast <2 x i32> %572 to <2 x float>, !dbg !21
  %574 = fptrunc <2 x float> %573 to <2 x half>, !dbg !32
  %575 = shl nuw nsw i32 %21, 7, !dbg !33
  %576 = and i32 %575, 16256, !dbg !33
  %577 = shl nuw nsw i32 %21, 4, !dbg !33
  %578 = and i32 %577, 112, !dbg !33
  %579 = or disjoint i32 %576, %578, !dbg !33
  %580 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %579, !dbg !33
  %581 = bitcast <2 x half> %322 to i32, !dbg !33
  %582 = bitcast <2 x half> %326 to i32, !dbg !33
  %583 = bitcast <2 x half> %330 to i32, !dbg !33
  %584 = bitcast <2 x half> %334 to i32, !dbg !33
  %585 = insertelement <4 x i32> poison, i32 %581, i64 0, !dbg !33
  %586 = insertelement <4 x i32> %585, i32 %582, i64 1, !dbg !33
  %587 = insertelement <4 x i32> %586, i32 %583, i64 2, !dbg !33
  %588 = insertelement <4 x i32> %587, i32 %584, i64 3, !dbg !33
  store <4 x i32> %588, ptr addrspace(3) %580, align 16, !dbg !33
  %589 = getelementptr inbounds nuw i8, ptr addrspace(3) %580, i32 16384, !dbg !33
  %590 = bitcast <2 x half> %450 to i32, !dbg !33
  %591 = bitcast <2 x half> %454 to i32, !dbg !33
  %592 = bitcast <2 x half> %458 to i32, !dbg !33
  %593 = bitcast <2 x half> %462 to i32, !dbg !33
  %594 = insertelement <4 x i32> poison, i32 %590, i64 0, !dbg !33
  %595 = insertelement <4 x i32> %594, i32 %591, i64 1, !dbg !33
  %596 = insertelement <4 x i32> %595, i32 %592, i64 2, !dbg !33
  %597 = insertelement <4 x i32> %596, i32 %593, i64 3, !dbg !33
  store <4 x i32> %597, ptr addrspace(3) %589, align 16, !dbg !33
  %598 = xor i32 %579, 16, !dbg !33
  %599 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %598, !dbg !33
  %600 = bitcast <2 x half> %338 to i32, !dbg !33
  %601 = bitcast <2 x half> %342 to i32, !dbg !33
  %602 = bitcast <2 x half> %346 to i32, !dbg !33
  %603 = bitcast <2 x half> %350 to i32, !dbg !33
  %604 = insertelement <4 x i32> poison, i32 %600, i64 0, !dbg !33
  %605 = insertelement <4 x i32> %604, i32 %601, i64 1, !dbg !33
  %606 = insertelement <4 x i32> %605, i32 %602, i64 2, !dbg !33
  %607 = insertelement <4 x i32> %606, i32 %603, i64 3, !dbg !33
  store <4 x i32> %607, ptr addrspace(3) %599, align 16, !dbg !33
  %608 = getelementptr inbounds nuw i8, ptr addrspace(3) %599, i32 16384, !dbg !33
  %609 = bitcast <2 x half> %466 to i32, !dbg !33
  %610 = bitcast <2 x half> %470 to i32, !dbg !33
  %611 = bitcast <2 x half> %474 to i32, !dbg !33
  %612 = bitcast <2 x half> %478 to i32, !dbg !33
  %613 = insertelement <4 x i32> poison, i32 %609, i64 0, !dbg !33
  %614 = insertelement <4 x i32> %613, i32 %610, i64 1, !dbg !33
  %615 = insertelement <4 x i32> %614, i32 %611, i64 2, !dbg !33
  %616 = insertelement <4 x i32> %615, i32 %612, i64 3, !dbg !33
  store <4 x i32> %616, ptr addrspace(3) %608, align 16, !dbg !33
  %617 = xor i32 %579, 32, !dbg !33
  %618 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %617, !dbg !33
  %619 = bitcast <2 x half> %354 to i32, !dbg !33
  %620 = bitcast <2 x half> %358 to i32, !dbg !33
  %621 = bitcast <2 x half> %362 to i32, !dbg !33
  %622 = bitcast <2 x half> %366 to i32, !dbg !33
  %623 = insertelement <4 x i32> poison, i32 %619, i64 0, !dbg !33
  %624 = insertelement <4 x i32> %623, i32 %620, i64 1, !dbg !33
  %625 = insertelement <4 x i32> %624, i32 %621, i64 2, !dbg !33
  %626 = insertelement <4 x i32> %625, i32 %622, i64 3, !dbg !33
  store <4 x i32> %626, ptr addrspace(3) %618, align 16, !dbg !33
  %627 = getelementptr inbounds nuw i8, ptr addrspace(3) %618, i32 16384, !dbg !33
  %628 = bitcast <2 x half> %482 to i32, !dbg !33
  %629 = bitcast <2 x half> %486 to i32, !dbg !33
  %630 = bitcast <2 x half> %490 to i32, !dbg !33
  %631 = bitcast <2 x half> %494 to i32, !dbg !33
  %632 = insertelement <4 x i32> poison, i32 %628, i64 0, !dbg !33
  %633 = insertelement <4 x i32> %632, i32 %629, i64 1, !dbg !33
  %634 = insertelement <4 x i32> %633, i32 %630, i64 2, !dbg !33
  %635 = insertelement <4 x i32> %634, i32 %631, i64 3, !dbg !33
  store <4 x i32> %635, ptr addrspace(3) %627, align 16, !dbg !33
  %636 = xor i32 %579, 48, !dbg !33
  %637 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %636, !dbg !33
  %638 = bitcast <2 x half> %370 to i32, !dbg !33
  %639 = bitcast <2 x half> %374 to i32, !dbg !33
  %640 = bitcast <2 x half> %378 to i32, !dbg !33
  %641 = bitcast <2 x half> %382 to i32, !dbg !33
  %642 = insertelement <4 x i32> poison, i32 %638, i64 0, !dbg !33
  %643 = insertelement <4 x i32> %642, i32 %639, i64 1, !dbg !33
  %644 = insertelement <4 x i32> %643, i32 %640, i64 2, !dbg !33
  %645 = insertelement <4 x i32> %644, i32 %641, i64 3, !dbg !33
  store <4 x i32> %645, ptr addrspace(3) %637, align 16, !dbg !33
  %646 = getelementptr inbounds nuw i8, ptr addrspace(3) %637, i32 16384, !dbg !33
  %647 = bitcast <2 x half> %498 to i32, !dbg !33
  %648 = bitcast <2 x half> %502 to i32, !dbg !33
  %649 = bitcast <2 x half> %506 to i32, !dbg !33
  %650 = bitcast <2 x half> %510 to i32, !dbg !33
  %651 = insertelement <4 x i32> poison, i32 %647, i64 0, !dbg !33
  %652 = insertelement <4 x i32> %651, i32 %648, i64 1, !dbg !33
  %653 = insertelement <4 x i32> %652, i32 %649, i64 2, !dbg !33
  %654 = insertelement <4 x i32> %653, i32 %650, i64 3, !dbg !33
  store <4 x i32> %654, ptr addrspace(3) %646, align 16, !dbg !33
  %655 = xor i32 %579, 64, !dbg !33
  %656 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %655, !dbg !33
  %657 = bitcast <2 x half> %386 to i32, !dbg !33
  %658 = bitcast <2 x half> %390 to i32, !dbg !33
  %659 = bitcast <2 x half> %394 to i32, !dbg !33
  %660 = bitcast <2 x half> %398 to i32, !dbg !33
  %661 = insertelement <4 x i32> poison, i32 %657, i64 0, !dbg !33
  %662 = insertelement <4 x i32> %661, i32 %658, i64 1, !dbg !33
  %663 = insertelement <4 x i32> %662, i32 %659, i64 2, !dbg !33
  %664 = insertelement <4 x i32> %663, i32 %660, i64 3, !dbg !33
  store <4 x i32> %664, ptr addrspace(3) %656, align 16, !dbg !33
  %665 = getelementptr inbounds nuw i8, ptr addrspace(3) %656, i32 16384, !dbg !33
  %666 = bitcast <2 x half> %514 to i32, !dbg !33
  %667 = bitcast <2 x half> %518 to i32, !dbg !33
  %668 = bitcast <2 x half> %522 to i32, !dbg !33
  %669 = bitcast <2 x half> %526 to i32, !dbg !33
  %670 = insertelement <4 x i32> poison, i32 %666, i64 0, !dbg !33
  %671 = insertelement <4 x i32> %670, i32 %667, i64 1, !dbg !33
  %672 = insertelement <4 x i32> %671, i32 %668, i64 2, !dbg !33
  %673 = insertelement <4 x i32> %672, i32 %669, i64 3, !dbg !33
  store <4 x i32> %673, ptr addrspace(3) %665, align 16, !dbg !33
  %674 = xor i32 %579, 80, !dbg !33
  %675 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %674, !dbg !33
  %676 = bitcast <2 x half> %402 to i32, !dbg !33
  %677 = bitcast <2 x half> %406 to i32, !dbg !33
  %678 = bitcast <2 x half> %410 to i32, !dbg !33
  %679 = bitcast <2 x half> %414 to i32, !dbg !33
  %680 = insertelement <4 x i32> poison, i32 %676, i64 0, !dbg !33
  %681 = insertelement <4 x i32> %680, i32 %677, i64 1, !dbg !33
  %682 = insertelement <4 x i32> %681, i32 %678, i64 2, !dbg !33
  %683 = insertelement <4 x i32> %682, i32 %679, i64 3, !dbg !33
  store <4 x i32> %683, ptr addrspace(3) %675, align 16, !dbg !33
  %684 = getelementptr inbounds nuw i8, ptr addrspace(3) %675, i32 16384, !dbg !33
  %685 = bitcast <2 x half> %530 to i32, !dbg !33
  %686 = bitcast <2 x half> %534 to i32, !dbg !33
  %687 = bitcast <2 x half> %538 to i32, !dbg !33
  %688 = bitcast <2 x half> %542 to i32, !dbg !33
  %689 = insertelement <4 x i32> poison, i32 %685, i64 0, !dbg !33
  %690 = insertelement <4 x i32> %689, i32 %686, i64 1, !dbg !33
  %691 = insertelement <4 x i32> %690, i32 %687, i64 2, !dbg !33
  %692 = insertelement <4 x i32> %691, i32 %688, i64 3, !dbg !33
  store <4 x i32> %692, ptr addrspace(3) %684, align 16, !dbg !33
  %693 = xor i32 %579, 96, !dbg !33
  %694 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %693, !dbg !33
  %695 = bitcast <2 x half> %418 to i32, !dbg !33
  %696 = bitcast <2 x half> %422 to i32, !dbg !33
  %697 = bitcast <2 x half> %426 to i32, !dbg !33
  %698 = bitcast <2 x half> %430 to i32, !dbg !33
  %699 = insertelement <4 x i32> poison, i32 %695, i64 0, !dbg !33
  %700 = insertelement <4 x i32> %699, i32 %696, i64 1, !dbg !33
  %701 = insertelement <4 x i32> %700, i32 %697, i64 2, !dbg !33
  %702 = insertelement <4 x i32> %701, i32 %698, i64 3, !dbg !33
  store <4 x i32> %702, ptr addrspace(3) %694, align 16, !dbg !33
  %703 = getelementptr inbounds nuw i8, ptr addrspace(3) %694, i32 16384, !dbg !33
  %704 = bitcast <2 x half> %546 to i32, !dbg !33
  %705 = bitcast <2 x half> %550 to i32, !dbg !33
  %706 = bitcast <2 x half> %554 to i32, !dbg !33
  %707 = bitcast <2 x half> %558 to i32, !dbg !33
  %708 = insertelement <4 x i32> poison, i32 %704, i64 0, !dbg !33
  %709 = insertelement <4 x i32> %708, i32 %705, i64 1, !dbg !33
  %710 = insertelement <4 x i32> %709, i32 %706, i64 2, !dbg !33
  %711 = insertelement <4 x i32> %710, i32 %707, i64 3, !dbg !33
  store <4 x i32> %711, ptr addrspace(3) %703, align 16, !dbg !33
  %712 = xor i32 %579, 112, !dbg !33
  %713 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %712, !dbg !33
  %714 = bitcast <2 x half> %434 to i32, !dbg !33
  %715 = bitcast <2 x half> %438 to i32, !dbg !33
  %716 = bitcast <2 x half> %442 to i32, !dbg !33
  %717 = bitcast <2 x half> %446 to i32, !dbg !33
  %718 = insertelement <4 x i32> poison, i32 %714, i64 0, !dbg !33
  %719 = insertelement <4 x i32> %718, i32 %715, i64 1, !dbg !33
  %720 = insertelement <4 x i32> %719, i32 %716, i64 2, !dbg !33
  %721 = insertelement <4 x i32> %720, i32 %717, i64 3, !dbg !33
  store <4 x i32> %721, ptr addrspace(3) %713, align 16, !dbg !33
  %722 = getelementptr inbounds nuw i8, ptr addrspace(3) %713, i32 16384, !dbg !33
  %723 = bitcast <2 x half> %562 to i32, !dbg !33
  %724 = bitcast <2 x half> %566 to i32, !dbg !33
  %725 = bitcast <2 x half> %570 to i32, !dbg !33
  %726 = bitcast <2 x half> %574 to i32, !dbg !33
  %727 = insertelement <4 x i32> poison, i32 %723, i64 0, !dbg !33
  %728 = insertelement <4 x i32> %727, i32 %724, i64 1, !dbg !33
  %729 = insertelement <4 x i32> %728, i32 %725, i64 2, !dbg !33
  %730 = insertelement <4 x i32> %729, i32 %726, i64 3, !dbg !33
  store <4 x i32> %730, ptr addrspace(3) %722, align 16, !dbg !33
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !33
  %731 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %732 = extractvalue { i32, i1 } %731, 1, !dbg !33
  %733 = icmp samesign ult i32 %317, 64, !dbg !33
  %734 = and i1 %733, %732, !dbg !33
  %735 = and i32 %166, 1, !dbg !33
  %.idx = shl nuw nsw i32 %735, 14, !dbg !33
  %736 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx, !dbg !33
  %737 = shl nuw nsw i32 %735, 6, !dbg !33
  %738 = or disjoint i32 %737, %158, !dbg !33
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %734, ptr nonnull %10, i32 %738, i32 %157, ptr addrspace(3) %736) #8, !dbg !33
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !33
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !33
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !33
  %739 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %740 = extractvalue { i32, i1 } %739, 1, !dbg !20
  %741 = and i1 %159, %740, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %741, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98432)) #8, !dbg !20
  %742 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %743 = extractvalue { i32, i1 } %742, 1, !dbg !20
  %744 = and i1 %159, %743, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %744, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98440)) #8, !dbg !20
  %745 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %746 = extractvalue { i32, i1 } %745, 1, !dbg !20
  %747 = and i1 %159, %746, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %747, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98448)) #8, !dbg !20
  %748 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %749 = extractvalue { i32, i1 } %748, 1, !dbg !20
  %750 = and i1 %159, %749, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %750, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98464)) #8, !dbg !20
  %751 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %752 = extractvalue { i32, i1 } %751, 1, !dbg !20
  %753 = and i1 %159, %752, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %753, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98472)) #8, !dbg !20
  %754 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %755 = extractvalue { i32, i1 } %754, 1, !dbg !20
  %756 = and i1 %159, %755, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %756, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98480)) #8, !dbg !20
  %757 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %758 = extractvalue { i32, i1 } %757, 1, !dbg !21
  %759 = and i1 %159, %758, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %759, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98496)) #8, !dbg !21
  %760 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %761 = extractvalue { i32, i1 } %760, 1, !dbg !21
  %762 = and i1 %159, %761, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %762, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98512)) #8, !dbg !21
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98520), align 8, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98521), align 1, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98522), align 2, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98523), align 1, !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 128;", "b,r"(i1 %22, ptr addrspace(6) %24) #8, !dbg !12
  br label %common.ret, !dbg !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg range(i32 24, 257)) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg range(i32 24, 257)) #4

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

attributes #0 = { nounwind "nvvm.maxnreg"="256" "nvvm.reqntid"="256" }
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
!1 = !DIFile(filename: "triton_kernels.py", directory: "/work/main/scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "ws_matmul_kernel", linkageName: "ws_matmul_kernel", scope: !1, file: !1, line: 62, type: !5, scopeLine: 62, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !9, !10, !10, !7, !9, !9, !10, !10, !7, !9, !9, !10, !10, !9, !9, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 0)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!12 = !DILocation(line: 62, column: 1, scope: !4)
!13 = !DILocation(line: 67, column: 5, scope: !4)
!14 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/tmp/tvenv/lib/python3.11/site-packages/triton/language")
!17 = !DILocation(line: 67, column: 24, scope: !18)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!19 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !17)
!20 = !DILocation(line: 70, column: 25, scope: !4)
!21 = !DILocation(line: 70, column: 15, scope: !4)
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.peeled.count", i32 1}
!24 = !DILocation(line: 65, column: 13, scope: !4)
!25 = !DILocation(line: 69, column: 26, scope: !4)
!26 = !DILocation(line: 64, column: 13, scope: !4)
!27 = !DILocation(line: 68, column: 26, scope: !4)
!28 = !DILocation(line: 68, column: 43, scope: !4)
!29 = !DILocation(line: 68, column: 13, scope: !4)
!30 = distinct !{!30, !31}
!31 = !{!"llvm.licm.disable"}
!32 = !DILocation(line: 71, column: 54, scope: !4)
!33 = !DILocation(line: 71, column: 5, scope: !4)
