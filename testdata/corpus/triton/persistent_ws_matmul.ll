; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @persistent_ws_matmul_kernel(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, i32 %1, i32 %2, i64 %3, i64 %4, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %5, i32 %6, i32 %7, i64 %8, i64 %9, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %10, i32 %11, i32 %12, i64 %13, i64 %14, i32 %15, i32 %16, i32 %17, ptr addrspace(1) nofree readnone captures(none) %18, ptr addrspace(1) nofree readnone captures(none) %19) local_unnamed_addr #0 !dbg !4 {
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
  %27 = icmp ult i32 %26, 4, !dbg !12
  br i1 %27, label %177, label %.preheader6, !dbg !12

.preheader6:                                      ; preds = %20, %.preheader6.backedge
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  %28 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131168), i32 %26, !dbg !12
  %29 = getelementptr i8, ptr addrspace(3) %28, i32 -4, !dbg !12
  %30 = load i8, ptr addrspace(3) %29, align 1, !dbg !12
  switch i8 %30, label %31 [
    i8 0, label %33
    i8 1, label %117
    i8 2, label %176
    i8 3, label %32
  ], !dbg !12

31:                                               ; preds = %.preheader6
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  br label %.preheader6.backedge, !dbg !12

common.ret:                                       ; preds = %906, %32
  ret void, !dbg !12

32:                                               ; preds = %.preheader6
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r"(i1 %22, ptr addrspace(6) %24) #8, !dbg !12
  br label %common.ret, !dbg !12

33:                                               ; preds = %.preheader6
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !13
  %34 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), align 16, !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  %35 = add i32 %17, 63, !dbg !14
  %36 = sdiv i32 %35, 64, !dbg !19
  %37 = call i32 @llvm.smax.i32(i32 %36, i32 1), !dbg !13
  %38 = add nsw i32 %37, -1, !dbg !13
  %39 = icmp sgt i32 %34, 0, !dbg !13
  br i1 %39, label %.lr.ph10, label %._crit_edge11, !dbg !13

.lr.ph10:                                         ; preds = %33, %107
  %40 = phi i32 [ %51, %107 ], [ 1, %33 ]
  %41 = phi i32 [ %49, %107 ], [ 2, %33 ]
  %42 = phi i32 [ %109, %107 ], [ 1, %33 ]
  %43 = phi i32 [ %108, %107 ], [ 0, %33 ]
  %44 = phi i1 [ %95, %107 ], [ false, %33 ]
  %45 = phi i32 [ %111, %107 ], [ 0, %33 ]
  %46 = phi i32 [ %112, %107 ], [ 0, %33 ]
  %47 = add i32 %41, 1, !dbg !20
  %48 = icmp eq i32 %47, 3, !dbg !20
  %49 = select i1 %48, i32 0, i32 %47, !dbg !20
  %50 = zext i1 %48 to i32, !dbg !20
  %51 = xor i32 %40, %50, !dbg !20
  %52 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), i32 %49, !dbg !20
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %52, i32 %51) #8, !dbg !20
  %53 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !21
  %54 = icmp eq i32 %53, 6, !dbg !21
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !21
  br i1 %54, label %55, label %93, !dbg !21

55:                                               ; preds = %.lr.ph10
  %56 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %49, !dbg !20
  %57 = shl i32 %43, 7, !dbg !21
  %58 = add i32 %57, %23, !dbg !21
  %59 = shl i32 %49, 13, !dbg !20
  %60 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %59, !dbg !20
  %61 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %59, !dbg !20
  %62 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %63 = extractvalue { i32, i1 } %62, 1, !dbg !21
  %64 = ptrtoint ptr addrspace(3) %60 to i32, !dbg !21
  %65 = lshr exact i32 %64, 4, !dbg !21
  %66 = and i32 %65, 32767, !dbg !21
  %67 = ptrtoint ptr addrspace(3) %61 to i32, !dbg !21
  %68 = lshr exact i32 %67, 4, !dbg !21
  %69 = and i32 %68, 32767, !dbg !21
  %70 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %66, i64 0, !dbg !21
  %71 = bitcast <2 x i32> %70 to i64, !dbg !21
  %72 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %69, i64 0, !dbg !21
  %73 = bitcast <2 x i32> %72 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %58, i64 %71, i64 %73, i32 136314896, i1 %44, i1 %63) #8, !dbg !21
  %74 = add nuw nsw i32 %66, 2, !dbg !21
  %75 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %74, i64 0, !dbg !21
  %76 = bitcast <2 x i32> %75 to i64, !dbg !21
  %77 = add nuw nsw i32 %69, 2, !dbg !21
  %78 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %77, i64 0, !dbg !21
  %79 = bitcast <2 x i32> %78 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %58, i64 %76, i64 %79, i32 136314896, i1 true, i1 %63) #8, !dbg !21
  %80 = add nuw nsw i32 %66, 4, !dbg !21
  %81 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %80, i64 0, !dbg !21
  %82 = bitcast <2 x i32> %81 to i64, !dbg !21
  %83 = add nuw nsw i32 %69, 4, !dbg !21
  %84 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %83, i64 0, !dbg !21
  %85 = bitcast <2 x i32> %84 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %58, i64 %82, i64 %85, i32 136314896, i1 true, i1 %63) #8, !dbg !21
  %86 = add nuw nsw i32 %66, 6, !dbg !21
  %87 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %86, i64 0, !dbg !21
  %88 = bitcast <2 x i32> %87 to i64, !dbg !21
  %89 = add nuw nsw i32 %69, 6, !dbg !21
  %90 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %89, i64 0, !dbg !21
  %91 = bitcast <2 x i32> %90 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %58, i64 %88, i64 %91, i32 136314896, i1 true, i1 %63) #8, !dbg !21
  %92 = ptrtoint ptr addrspace(3) %56 to i32, !dbg !21
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %63, i32 %92) #8, !dbg !21
  br label %93, !dbg !21

93:                                               ; preds = %55, %.lr.ph10
  %94 = icmp eq i32 %45, %38, !dbg !13
  %95 = icmp ne i32 %45, %38, !dbg !22
  br i1 %94, label %96, label %107, !dbg !13

96:                                               ; preds = %93
  %97 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152), i32 %43, !dbg !21
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !13
  %98 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !13
  %99 = extractvalue { i32, i1 } %98, 1, !dbg !13
  %100 = ptrtoint ptr addrspace(3) %97 to i32, !dbg !13
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %99, i32 %100) #8, !dbg !13
  %101 = add i32 %43, 1, !dbg !21
  %102 = icmp eq i32 %101, 2, !dbg !21
  %103 = select i1 %102, i32 0, i32 %101, !dbg !21
  %104 = zext i1 %102 to i32, !dbg !21
  %105 = xor i32 %42, %104, !dbg !21
  %106 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136), i32 %103, !dbg !21
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %106, i32 %105) #8, !dbg !21
  br label %107, !dbg !13

107:                                              ; preds = %96, %93
  %108 = phi i32 [ %103, %96 ], [ %43, %93 ], !dbg !13
  %109 = phi i32 [ %105, %96 ], [ %42, %93 ], !dbg !13
  %110 = add i32 %45, 1, !dbg !13
  %111 = select i1 %94, i32 0, i32 %110, !dbg !13
  %112 = add nuw nsw i32 %46, 1, !dbg !13
  %exitcond22.not = icmp eq i32 %112, %34, !dbg !13
  br i1 %exitcond22.not, label %._crit_edge11, label %.lr.ph10, !dbg !13

._crit_edge11:                                    ; preds = %107, %33
  %.lcssa8 = phi i32 [ 0, %33 ], [ %108, %107 ]
  %113 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152), i32 %.lcssa8, !dbg !21
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !13
  %114 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !13
  %115 = extractvalue { i32, i1 } %114, 1, !dbg !13
  %116 = ptrtoint ptr addrspace(3) %113 to i32, !dbg !13
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %115, i32 %116) #8, !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  br label %.preheader6.backedge, !dbg !13

117:                                              ; preds = %.preheader6
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !13
  %118 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), align 16, !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  %119 = insertelement <2 x i32> poison, i32 %16, i64 0, !dbg !23
  %120 = insertelement <2 x i32> %119, i32 %17, i64 1, !dbg !23
  %121 = add <2 x i32> %120, <i32 127, i32 63>, !dbg !23
  %122 = sdiv <2 x i32> %121, <i32 128, i32 64>, !dbg !25
  %123 = extractelement <2 x i32> %122, i64 1, !dbg !13
  %124 = call i32 @llvm.smax.i32(i32 %123, i32 1), !dbg !13
  %125 = add nsw i32 %124, -1, !dbg !13
  %126 = icmp sgt i32 %118, 0, !dbg !13
  br i1 %126, label %.lr.ph, label %._crit_edge, !dbg !13

.lr.ph:                                           ; preds = %117
  %127 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %128 = add nsw i32 %127, -148, !dbg !13
  %129 = and i32 %21, 63
  %130 = icmp eq i32 %129, 0
  %131 = icmp samesign ult i32 %129, 32
  %132 = extractelement <2 x i32> %122, i64 0, !dbg !27
  br label %133, !dbg !13

133:                                              ; preds = %.lr.ph, %148
  %134 = phi i32 [ 0, %.lr.ph ], [ %158, %148 ]
  %135 = phi i32 [ 2, %.lr.ph ], [ %156, %148 ]
  %136 = phi i32 [ 0, %.lr.ph ], [ %150, %148 ]
  %137 = phi i32 [ 0, %.lr.ph ], [ %149, %148 ]
  %138 = phi i32 [ 0, %.lr.ph ], [ %171, %148 ]
  %139 = phi i32 [ %128, %.lr.ph ], [ %151, %148 ]
  %140 = phi i32 [ 0, %.lr.ph ], [ %174, %148 ]
  %141 = phi i32 [ 0, %.lr.ph ], [ %175, %148 ]
  %142 = icmp eq i32 %140, 0, !dbg !13
  %143 = select i1 %142, i32 0, i32 %138, !dbg !13
  br i1 %142, label %144, label %148, !dbg !13

144:                                              ; preds = %133
  %145 = add i32 %139, 148, !dbg !13
  %.frozen = freeze i32 %145, !dbg !28
  %.frozen45 = freeze i32 %132, !dbg !28
  %146 = sdiv i32 %.frozen, %.frozen45, !dbg !28
  %147 = mul i32 %146, %.frozen45, !dbg !27
  %.decomposed = sub i32 %.frozen, %147, !dbg !27
  br label %148, !dbg !13

148:                                              ; preds = %144, %133
  %149 = phi i32 [ %146, %144 ], [ %137, %133 ], !dbg !13
  %150 = phi i32 [ %.decomposed, %144 ], [ %136, %133 ], !dbg !13
  %151 = phi i32 [ %145, %144 ], [ %139, %133 ], !dbg !13
  %152 = shl i32 %149, 7, !dbg !29
  %153 = shl i32 %143, 6, !dbg !30
  %154 = add i32 %135, 1, !dbg !31
  %155 = icmp eq i32 %154, 3, !dbg !31
  %156 = select i1 %155, i32 0, i32 %154, !dbg !31
  %157 = zext i1 %155 to i32, !dbg !31
  %158 = xor i32 %134, %157, !dbg !31
  %159 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %156, !dbg !20
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %159, i32 %158) #8, !dbg !31
  %160 = shl i32 %156, 13, !dbg !31
  %161 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %160, !dbg !31
  %162 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %160, !dbg !31
  %163 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), i32 %156, !dbg !20
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !31
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %130, ptr addrspace(3) %163) #8, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !31
  %164 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %165 = extractvalue { i32, i1 } %164, 1, !dbg !31
  %166 = and i1 %131, %165, !dbg !31
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %166, ptr addrspace(3) %162, ptr nonnull %0, i32 %153, i32 %152, ptr addrspace(3) %163) #8, !dbg !31
  %167 = shl nsw i32 %150, 7, !dbg !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !20
  %168 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %169 = extractvalue { i32, i1 } %168, 1, !dbg !20
  %170 = and i1 %131, %169, !dbg !20
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %170, ptr addrspace(3) %161, ptr nonnull %5, i32 %153, i32 %167, ptr addrspace(3) %163) #8, !dbg !20
  %171 = add i32 %143, 1, !dbg !13
  %172 = add i32 %140, 1, !dbg !13
  %173 = icmp eq i32 %140, %125, !dbg !13
  %174 = select i1 %173, i32 0, i32 %172, !dbg !13
  %175 = add nuw nsw i32 %141, 1, !dbg !13
  %exitcond.not = icmp eq i32 %175, %118, !dbg !13
  br i1 %exitcond.not, label %._crit_edge, label %133, !dbg !13

._crit_edge:                                      ; preds = %148, %117
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  br label %.preheader6.backedge, !dbg !13

176:                                              ; preds = %.preheader6
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  br label %.preheader6.backedge, !dbg !13

.preheader6.backedge:                             ; preds = %176, %._crit_edge, %._crit_edge11, %31
  br label %.preheader6, !dbg !12, !llvm.loop !33

177:                                              ; preds = %20
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !12
  %178 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %179 = insertelement <2 x i32> poison, i32 %15, i64 0, !dbg !35
  %180 = insertelement <2 x i32> %179, i32 %16, i64 1, !dbg !35
  %181 = add <2 x i32> %180, splat (i32 127), !dbg !35
  %182 = sdiv <2 x i32> %181, splat (i32 128), !dbg !37
  %183 = extractelement <2 x i32> %182, i64 1, !dbg !37
  %184 = add i32 %17, 63, !dbg !14
  %185 = extractelement <2 x i32> %182, i64 0, !dbg !38
  %186 = mul i32 %183, %185, !dbg !38
  %187 = icmp slt i32 %184, 64, !dbg !39
  br i1 %187, label %.preheader, label %232, !dbg !39

.preheader:                                       ; preds = %177
  %188 = icmp slt i32 %178, %186, !dbg !13
  br i1 %188, label %.lr.ph17, label %._crit_edge18, !dbg !13

.lr.ph17:                                         ; preds = %.preheader
  %189 = and i32 %21, 64
  %190 = shl nuw nsw i32 %21, 4
  %191 = and i32 %190, 112
  %192 = and i32 %21, 112
  %193 = shl nuw nsw i32 %192, 3
  %194 = shl nuw nsw i32 %21, 11
  %195 = and i32 %194, 16384
  %196 = or disjoint i32 %191, %193
  %197 = xor i32 %196, %192
  %198 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %195
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) %198, i32 %197
  %200 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 1024
  %201 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 2048
  %202 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 3072
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 4096
  %204 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 5120
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 6144
  %206 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 7168
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 8192
  %208 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 9216
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 10240
  %210 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 11264
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 12288
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 13312
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 14336
  %214 = getelementptr inbounds nuw i8, ptr addrspace(3) %199, i32 15360
  %215 = icmp eq i32 %189, 0
  br label %216, !dbg !13

216:                                              ; preds = %.lr.ph17, %216
  %217 = phi i32 [ %178, %.lr.ph17 ], [ %230, %216 ]
  %.frozen46 = freeze i32 %217, !dbg !28
  %.frozen47 = freeze i32 %183, !dbg !28
  %218 = sdiv i32 %.frozen46, %.frozen47, !dbg !28
  %219 = mul i32 %218, %.frozen47, !dbg !27
  %.decomposed48 = sub i32 %.frozen46, %219, !dbg !27
  %220 = shl i32 %218, 7, !dbg !40
  %221 = shl nsw i32 %.decomposed48, 7, !dbg !41
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0), !dbg !42
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %199, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %200, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %201, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %202, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %203, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %204, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %205, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %206, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %207, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %208, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %209, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %210, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %211, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %212, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %213, align 16, !dbg !42
  store <4 x i32> zeroinitializer, ptr addrspace(3) %214, align 16, !dbg !42
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !42
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !42
  %222 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !42
  %223 = extractvalue { i32, i1 } %222, 1, !dbg !42
  %224 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !42
  %225 = and i1 %215, %223, !dbg !42
  %226 = and i32 %224, 1, !dbg !42
  %.idx5 = shl nuw nsw i32 %226, 14, !dbg !42
  %227 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx5, !dbg !42
  %228 = shl nuw nsw i32 %226, 6, !dbg !42
  %229 = or disjoint i32 %228, %221, !dbg !42
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %225, ptr nonnull %10, i32 %229, i32 %220, ptr addrspace(3) %227) #8, !dbg !42
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !42
  %230 = add i32 %217, 148, !dbg !13
  %231 = icmp slt i32 %230, %186, !dbg !13
  br i1 %231, label %216, label %._crit_edge18, !dbg !13

._crit_edge18:                                    ; preds = %216, %.preheader
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !13
  br label %906, !dbg !39

232:                                              ; preds = %177
  %233 = lshr i32 %184, 6, !dbg !19
  %234 = sub i32 %186, %178, !dbg !13
  %235 = sdiv i32 %234, 148, !dbg !13
  %236 = mul nsw i32 %235, 148, !dbg !13
  %237 = icmp ne i32 %234, %236, !dbg !13
  %238 = icmp sgt i32 %234, -1, !dbg !13
  %239 = and i1 %238, %237, !dbg !13
  %240 = zext i1 %239 to i32, !dbg !13
  %241 = add nsw i32 %235, %240, !dbg !13
  %242 = mul i32 %241, %233, !dbg !13
  %243 = add nsw i32 %233, -1, !dbg !13
  %244 = icmp eq i32 %25, 0, !dbg !21
  %245 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %246 = extractvalue { i32, i1 } %245, 1, !dbg !21
  %247 = and i1 %244, %246, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %247, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136)) #8, !dbg !21
  %248 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %249 = extractvalue { i32, i1 } %248, 1, !dbg !21
  %250 = and i1 %244, %249, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %250, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131144)) #8, !dbg !21
  %251 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %252 = extractvalue { i32, i1 } %251, 1, !dbg !21
  %253 = and i1 %244, %252, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %253, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152)) #8, !dbg !21
  %254 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %255 = extractvalue { i32, i1 } %254, 1, !dbg !21
  %256 = and i1 %244, %255, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %256, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131160)) #8, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !21
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136), i32 1) #8, !dbg !21
  %257 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 0, i32 31), !dbg !21
  %258 = shl i32 %257, 21, !dbg !21
  %259 = and i32 %258, 6291456, !dbg !21
  %260 = add i32 %259, %23, !dbg !21
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x128.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127, $128, $129};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %260, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #8, !dbg !21
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !20
  %261 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %262 = extractvalue { i32, i1 } %261, 1, !dbg !20
  %263 = and i1 %244, %262, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %263, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #8, !dbg !20
  %264 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %265 = extractvalue { i32, i1 } %264, 1, !dbg !20
  %266 = and i1 %244, %265, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %266, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #8, !dbg !20
  %267 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %268 = extractvalue { i32, i1 } %267, 1, !dbg !20
  %269 = and i1 %244, %268, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %269, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #8, !dbg !20
  %270 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %271 = extractvalue { i32, i1 } %270, 1, !dbg !20
  %272 = and i1 %244, %271, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %272, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104)) #8, !dbg !20
  %273 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %274 = extractvalue { i32, i1 } %273, 1, !dbg !20
  %275 = and i1 %244, %274, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %275, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131112)) #8, !dbg !20
  %276 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %277 = extractvalue { i32, i1 } %276, 1, !dbg !20
  %278 = and i1 %244, %277, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %278, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131120)) #8, !dbg !20
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131168), align 16, !dbg !13
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131169), align 1, !dbg !13
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131170), align 2, !dbg !13
  store i8 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131171), align 1, !dbg !13
  store i32 %242, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), align 16, !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  %279 = icmp sgt i32 %242, 0, !dbg !13
  br i1 %279, label %.lr.ph13, label %.._crit_edge14_crit_edge, !dbg !13

.._crit_edge14_crit_edge:                         ; preds = %232
  %.pre = and i32 %21, 127, !dbg !13
  br label %._crit_edge14, !dbg !13

.lr.ph13:                                         ; preds = %232
  %280 = add nsw i32 %178, -148, !dbg !13
  %281 = and i32 %21, 127
  %282 = icmp eq i32 %281, 0
  %283 = shl nuw nsw i32 %21, 7
  %284 = and i32 %283, 16256
  %285 = shl nuw nsw i32 %21, 4
  %286 = and i32 %285, 112
  %287 = or disjoint i32 %284, %286
  %288 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %287
  %289 = getelementptr inbounds nuw i8, ptr addrspace(3) %288, i32 16384
  %290 = xor i32 %287, 16
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %290
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) %291, i32 16384
  %293 = xor i32 %287, 32
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %293
  %295 = getelementptr inbounds nuw i8, ptr addrspace(3) %294, i32 16384
  %296 = xor i32 %287, 48
  %297 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %296
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) %297, i32 16384
  %299 = xor i32 %287, 64
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %299
  %301 = getelementptr inbounds nuw i8, ptr addrspace(3) %300, i32 16384
  %302 = xor i32 %287, 80
  %303 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %302
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) %303, i32 16384
  %305 = xor i32 %287, 96
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %305
  %307 = getelementptr inbounds nuw i8, ptr addrspace(3) %306, i32 16384
  %308 = xor i32 %287, 112
  %309 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %308
  %310 = getelementptr inbounds nuw i8, ptr addrspace(3) %309, i32 16384
  %311 = icmp samesign ult i32 %281, 64
  %312 = and i32 %257, 1
  %.idx = shl nuw nsw i32 %312, 14
  %313 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %.idx
  %314 = shl nuw nsw i32 %312, 6
  br label %315, !dbg !13

315:                                              ; preds = %.lr.ph13, %862
  %316 = phi i32 [ 1, %.lr.ph13 ], [ %864, %862 ]
  %317 = phi i32 [ 1, %.lr.ph13 ], [ %863, %862 ]
  %318 = phi i32 [ 0, %.lr.ph13 ], [ %330, %862 ]
  %319 = phi i32 [ 0, %.lr.ph13 ], [ %329, %862 ]
  %320 = phi i32 [ %280, %.lr.ph13 ], [ %331, %862 ]
  %321 = phi i32 [ 0, %.lr.ph13 ], [ %866, %862 ]
  %322 = phi i32 [ 0, %.lr.ph13 ], [ %867, %862 ]
  %323 = icmp eq i32 %321, 0, !dbg !13
  br i1 %323, label %324, label %328, !dbg !13

324:                                              ; preds = %315
  %325 = add i32 %320, 148, !dbg !13
  %.frozen49 = freeze i32 %325, !dbg !28
  %.frozen50 = freeze i32 %183, !dbg !28
  %326 = sdiv i32 %.frozen49, %.frozen50, !dbg !28
  %327 = mul i32 %326, %.frozen50, !dbg !27
  %.decomposed51 = sub i32 %.frozen49, %327, !dbg !27
  br label %328, !dbg !13

328:                                              ; preds = %324, %315
  %329 = phi i32 [ %326, %324 ], [ %319, %315 ], !dbg !13
  %330 = phi i32 [ %.decomposed51, %324 ], [ %318, %315 ], !dbg !13
  %331 = phi i32 [ %325, %324 ], [ %320, %315 ], !dbg !13
  %332 = icmp eq i32 %321, %243, !dbg !13
  br i1 %332, label %333, label %862, !dbg !13

333:                                              ; preds = %328
  %334 = shl i32 %329, 7, !dbg !40
  %335 = shl nsw i32 %330, 7, !dbg !41
  %336 = add i32 %317, 1, !dbg !21
  %337 = icmp eq i32 %336, 2, !dbg !21
  %338 = select i1 %337, i32 0, i32 %336, !dbg !21
  %339 = zext i1 %337 to i32, !dbg !21
  %340 = xor i32 %316, %339, !dbg !21
  %341 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152), i32 %338, !dbg !21
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %341, i32 %340) #8, !dbg !21
  %342 = shl i32 %338, 7, !dbg !21
  %343 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136), i32 %338, !dbg !21
  %344 = add i32 %260, %342, !dbg !21
  %345 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %344) #8, !dbg !21
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 0, !dbg !21
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 1, !dbg !21
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 2, !dbg !21
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 3, !dbg !21
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 4, !dbg !21
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 5, !dbg !21
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 6, !dbg !21
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 7, !dbg !21
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 8, !dbg !21
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 9, !dbg !21
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 10, !dbg !21
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 11, !dbg !21
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 12, !dbg !21
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 13, !dbg !21
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 14, !dbg !21
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 15, !dbg !21
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 16, !dbg !21
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 17, !dbg !21
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 18, !dbg !21
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 19, !dbg !21
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 20, !dbg !21
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 21, !dbg !21
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 22, !dbg !21
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 23, !dbg !21
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 24, !dbg !21
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 25, !dbg !21
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 26, !dbg !21
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 27, !dbg !21
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 28, !dbg !21
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 29, !dbg !21
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 30, !dbg !21
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 31, !dbg !21
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 32, !dbg !21
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 33, !dbg !21
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 34, !dbg !21
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 35, !dbg !21
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 36, !dbg !21
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 37, !dbg !21
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 38, !dbg !21
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 39, !dbg !21
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 40, !dbg !21
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 41, !dbg !21
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 42, !dbg !21
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 43, !dbg !21
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 44, !dbg !21
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 45, !dbg !21
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 46, !dbg !21
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 47, !dbg !21
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 48, !dbg !21
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 49, !dbg !21
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 50, !dbg !21
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 51, !dbg !21
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 52, !dbg !21
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 53, !dbg !21
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 54, !dbg !21
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 55, !dbg !21
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 56, !dbg !21
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 57, !dbg !21
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 58, !dbg !21
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 59, !dbg !21
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 60, !dbg !21
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 61, !dbg !21
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 62, !dbg !21
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 63, !dbg !21
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 64, !dbg !21
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 65, !dbg !21
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 66, !dbg !21
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 67, !dbg !21
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 68, !dbg !21
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 69, !dbg !21
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 70, !dbg !21
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 71, !dbg !21
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 72, !dbg !21
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 73, !dbg !21
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 74, !dbg !21
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 75, !dbg !21
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 76, !dbg !21
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 77, !dbg !21
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 78, !dbg !21
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 79, !dbg !21
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 80, !dbg !21
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 81, !dbg !21
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 82, !dbg !21
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 83, !dbg !21
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 84, !dbg !21
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 85, !dbg !21
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 86, !dbg !21
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 87, !dbg !21
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 88, !dbg !21
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 89, !dbg !21
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 90, !dbg !21
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 91, !dbg !21
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 92, !dbg !21
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 93, !dbg !21
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 94, !dbg !21
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 95, !dbg !21
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 96, !dbg !21
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 97, !dbg !21
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 98, !dbg !21
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 99, !dbg !21
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 100, !dbg !21
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 101, !dbg !21
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 102, !dbg !21
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 103, !dbg !21
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 104, !dbg !21
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 105, !dbg !21
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 106, !dbg !21
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 107, !dbg !21
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 108, !dbg !21
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 109, !dbg !21
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 110, !dbg !21
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 111, !dbg !21
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 112, !dbg !21
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 113, !dbg !21
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 114, !dbg !21
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 115, !dbg !21
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 116, !dbg !21
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 117, !dbg !21
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 118, !dbg !21
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 119, !dbg !21
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 120, !dbg !21
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 121, !dbg !21
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 122, !dbg !21
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 123, !dbg !21
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 124, !dbg !21
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 125, !dbg !21
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 126, !dbg !21
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %345, 127, !dbg !21
  call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !21
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !21
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %282, ptr addrspace(3) %343) #8, !dbg !21
  %474 = insertelement <2 x i32> poison, i32 %346, i64 0, !dbg !21
  %475 = insertelement <2 x i32> %474, i32 %347, i64 1, !dbg !21
  %476 = bitcast <2 x i32> %475 to <2 x float>, !dbg !21
  %477 = fptrunc <2 x float> %476 to <2 x half>, !dbg !43
  %478 = insertelement <2 x i32> poison, i32 %348, i64 0, !dbg !21
  %479 = insertelement <2 x i32> %478, i32 %349, i64 1, !dbg !21
  %480 = bitcast <2 x i32> %479 to <2 x float>, !dbg !21
  %481 = fptrunc <2 x float> %480 to <2 x half>, !dbg !43
  %482 = insertelement <2 x i32> poison, i32 %350, i64 0, !dbg !21
  %483 = insertelement <2 x i32> %482, i32 %351, i64 1, !dbg !21
  %484 = bitcast <2 x i32> %483 to <2 x float>, !dbg !21
  %485 = fptrunc <2 x float> %484 to <2 x half>, !dbg !43
  %486 = insertelement <2 x i32> poison, i32 %352, i64 0, !dbg !21
  %487 = insertelement <2 x i32> %486, i32 %353, i64 1, !dbg !21
  %488 = bitcast <2 x i32> %487 to <2 x float>, !dbg !21
  %489 = fptrunc <2 x float> %488 to <2 x half>, !dbg !43
  %490 = insertelement <2 x i32> poison, i32 %354, i64 0, !dbg !21
  %491 = insertelement <2 x i32> %490, i32 %355, i64 1, !dbg !21
  %492 = bitcast <2 x i32> %491 to <2 x float>, !dbg !21
  %493 = fptrunc <2 x float> %492 to <2 x half>, !dbg !43
  %494 = insertelement <2 x i32> poison, i32 %356, i64 0, !dbg !21
  %495 = insertelement <2 x i32> %494, i32 %357, i64 1, !dbg !21
  %496 = bitcast <2 x i32> %495 to <2 x float>, !dbg !21
  %497 = fptrunc <2 x float> %496 to <2 x half>, !dbg !43
  %498 = insertelement <2 x i32> poison, i32 %358, i64 0, !dbg !21
  %499 = insertelement <2 x i32> %498, i32 %359, i64 1, !dbg !21
  %500 = bitcast <2 x i32> %499 to <2 x float>, !dbg !21
  %501 = fptrunc <2 x float> %500 to <2 x half>, !dbg !43
  %502 = insertelement <2 x i32> poison, i32 %360, i64 0, !dbg !21
  %503 = insertelement <2 x i32> %502, i32 %361, i64 1, !dbg !21
  %504 = bitcast <2 x i32> %503 to <2 x float>, !dbg !21
  %505 = fptrunc <2 x float> %504 to <2 x half>, !dbg !43
  %506 = insertelement <2 x i32> poison, i32 %362, i64 0, !dbg !21
  %507 = insertelement <2 x i32> %506, i32 %363, i64 1, !dbg !21
  %508 = bitcast <2 x i32> %507 to <2 x float>, !dbg !21
  %509 = fptrunc <2 x float> %508 to <2 x half>, !dbg !43
  %510 = insertelement <2 x i32> poison, i32 %364, i64 0, !dbg !21
  %511 = insertelement <2 x i32> %510, i32 %365, i64 1, !dbg !21
  %512 = bitcast <2 x i32> %511 to <2 x float>, !dbg !21
  %513 = fptrunc <2 x float> %512 to <2 x half>, !dbg !43
  %514 = insertelement <2 x i32> poison, i32 %366, i64 0, !dbg !21
  %515 = insertelement <2 x i32> %514, i32 %367, i64 1, !dbg !21
  %516 = bitcast <2 x i32> %515 to <2 x float>, !dbg !21
  %517 = fptrunc <2 x float> %516 to <2 x half>, !dbg !43
  %518 = insertelement <2 x i32> poison, i32 %368, i64 0, !dbg !21
  %519 = insertelement <2 x i32> %518, i32 %369, i64 1, !dbg !21
  %520 = bitcast <2 x i32> %519 to <2 x float>, !dbg !21
  %521 = fptrunc <2 x float> %520 to <2 x half>, !dbg !43
  %522 = insertelement <2 x i32> poison, i32 %370, i64 0, !dbg !21
  %523 = insertelement <2 x i32> %522, i32 %371, i64 1, !dbg !21
  %524 = bitcast <2 x i32> %523 to <2 x float>, !dbg !21
  %525 = fptrunc <2 x float> %524 to <2 x half>, !dbg !43
  %526 = insertelement <2 x i32> poison, i32 %372, i64 0, !dbg !21
  %527 = insertelement <2 x i32> %526, i32 %373, i64 1, !dbg !21
  %528 = bitcast <2 x i32> %527 to <2 x float>, !dbg !21
  %529 = fptrunc <2 x float> %528 to <2 x half>, !dbg !43
  %530 = insertelement <2 x i32> poison, i32 %374, i64 0, !dbg !21
  %531 = insertelement <2 x i32> %530, i32 %375, i64 1, !dbg !21
  %532 = bitcast <2 x i32> %531 to <2 x float>, !dbg !21
  %533 = fptrunc <2 x float> %532 to <2 x half>, !dbg !43
  %534 = insertelement <2 x i32> poison, i32 %376, i64 0, !dbg !21
  %535 = insertelement <2 x i32> %534, i32 %377, i64 1, !dbg !21
  %536 = bitcast <2 x i32> %535 to <2 x float>, !dbg !21
  %537 = fptrunc <2 x float> %536 to <2 x half>, !dbg !43
  %538 = insertelement <2 x i32> poison, i32 %378, i64 0, !dbg !21
  %539 = insertelement <2 x i32> %538, i32 %379, i64 1, !dbg !21
  %540 = bitcast <2 x i32> %539 to <2 x float>, !dbg !21
  %541 = fptrunc <2 x float> %540 to <2 x half>, !dbg !43
  %542 = insertelement <2 x i32> poison, i32 %380, i64 0, !dbg !21
  %543 = insertelement <2 x i32> %542, i32 %381, i64 1, !dbg !21
  %544 = bitcast <2 x i32> %543 to <2 x float>, !dbg !21
  %545 = fptrunc <2 x float> %544 to <2 x half>, !dbg !43
  %546 = insertelement <2 x i32> poison, i32 %382, i64 0, !dbg !21
  %547 = insertelement <2 x i32> %546, i32 %383, i64 1, !dbg !21
  %548 = bitcast <2 x i32> %547 to <2 x float>, !dbg !21
  %549 = fptrunc <2 x float> %548 to <2 x half>, !dbg !43
  %550 = insertelement <2 x i32> poison, i32 %384, i64 0, !dbg !21
  %551 = insertelement <2 x i32> %550, i32 %385, i64 1, !dbg !21
  %552 = bitcast <2 x i32> %551 to <2 x float>, !dbg !21
  %553 = fptrunc <2 x float> %552 to <2 x half>, !dbg !43
  %554 = insertelement <2 x i32> poison, i32 %386, i64 0, !dbg !21
  %555 = insertelement <2 x i32> %554, i32 %387, i64 1, !dbg !21
  %556 = bitcast <2 x i32> %555 to <2 x float>, !dbg !21
  %557 = fptrunc <2 x float> %556 to <2 x half>, !dbg !43
  %558 = insertelement <2 x i32> poison, i32 %388, i64 0, !dbg !21
  %559 = insertelement <2 x i32> %558, i32 %389, i64 1, !dbg !21
  %560 = bitcast <2 x i32> %559 to <2 x float>, !dbg !21
  %561 = fptrunc <2 x float> %560 to <2 x half>, !dbg !43
  %562 = insertelement <2 x i32> poison, i32 %390, i64 0, !dbg !21
  %563 = insertelement <2 x i32> %562, i32 %391, i64 1, !dbg !21
  %564 = bitcast <2 x i32> %563 to <2 x float>, !dbg !21
  %565 = fptrunc <2 x float> %564 to <2 x half>, !dbg !43
  %566 = insertelement <2 x i32> poison, i32 %392, i64 0, !dbg !21
  %567 = insertelement <2 x i32> %566, i32 %393, i64 1, !dbg !21
  %568 = bitcast <2 x i32> %567 to <2 x float>, !dbg !21
  %569 = fptrunc <2 x float> %568 to <2 x half>, !dbg !43
  %570 = insertelement <2 x i32> poison, i32 %394, i64 0, !dbg !21
  %571 = insertelement <2 x i32> %570, i32 %395, i64 1, !dbg !21
  %572 = bitcast <2 x i32> %571 to <2 x float>, !dbg !21
  %573 = fptrunc <2 x float> %572 to <2 x half>, !dbg !43
  %574 = insertelement <2 x i32> poison, i32 %396, i64 0, !dbg !21
  %575 = insertelement <2 x i32> %574, i32 %397, i64 1, !dbg !21
  %576 = bitcast <2 x i32> %575 to <2 x float>, !dbg !21
  %577 = fptrunc <2 x float> %576 to <2 x half>, !dbg !43
  %578 = insertelement <2 x i32> poison, i32 %398, i64 0, !dbg !21
  %579 = insertelement <2 x i32> %578, i32 %399, i64 1, !dbg !21
  %580 = bitcast <2 x i32> %579 to <2 x float>, !dbg !21
  %581 = fptrunc <2 x float> %580 to <2 x half>, !dbg !43
  %582 = insertelement <2 x i32> poison, i32 %400, i64 0, !dbg !21
  %583 = insertelement <2 x i32> %582, i32 %401, i64 1, !dbg !21
  %584 = bitcast <2 x i32> %583 to <2 x float>, !dbg !21
  %585 = fptrunc <2 x float> %584 to <2 x half>, !dbg !43
  %586 = insertelement <2 x i32> poison, i32 %402, i64 0, !dbg !21
  %587 = insertelement <2 x i32> %586, i32 %403, i64 1, !dbg !21
  %588 = bitcast <2 x i32> %587 to <2 x float>, !dbg !21
  %589 = fptrunc <2 x float> %588 to <2 x half>, !dbg !43
  %590 = insertelement <2 x i32> poison, i32 %404, i64 0, !dbg !21
  %591 = insertelement <2 x i32> %590, i32 %405, i64 1, !dbg !21
  %592 = bitcast <2 x i32> %591 to <2 x float>, !dbg !21
  %593 = fptrunc <2 x float> %592 to <2 x half>, !dbg !43
  %594 = insertelement <2 x i32> poison, i32 %406, i64 0, !dbg !21
  %595 = insertelement <2 x i32> %594, i32 %407, i64 1, !dbg !21
  %596 = bitcast <2 x i32> %595 to <2 x float>, !dbg !21
  %597 = fptrunc <2 x float> %596 to <2 x half>, !dbg !43
  %598 = insertelement <2 x i32> poison, i32 %408, i64 0, !dbg !21
  %599 = insertelement <2 x i32> %598, i32 %409, i64 1, !dbg !21
  %600 = bitcast <2 x i32> %599 to <2 x float>, !dbg !21
  %601 = fptrunc <2 x float> %600 to <2 x half>, !dbg !43
  %602 = insertelement <2 x i32> poison, i32 %410, i64 0, !dbg !21
  %603 = insertelement <2 x i32> %602, i32 %411, i64 1, !dbg !21
  %604 = bitcast <2 x i32> %603 to <2 x float>, !dbg !21
  %605 = fptrunc <2 x float> %604 to <2 x half>, !dbg !43
  %606 = insertelement <2 x i32> poison, i32 %412, i64 0, !dbg !21
  %607 = insertelement <2 x i32> %606, i32 %413, i64 1, !dbg !21
  %608 = bitcast <2 x i32> %607 to <2 x float>, !dbg !21
  %609 = fptrunc <2 x float> %608 to <2 x half>, !dbg !43
  %610 = insertelement <2 x i32> poison, i32 %414, i64 0, !dbg !21
  %611 = insertelement <2 x i32> %610, i32 %415, i64 1, !dbg !21
  %612 = bitcast <2 x i32> %611 to <2 x float>, !dbg !21
  %613 = fptrunc <2 x float> %612 to <2 x half>, !dbg !43
  %614 = insertelement <2 x i32> poison, i32 %416, i64 0, !dbg !21
  %615 = insertelement <2 x i32> %614, i32 %417, i64 1, !dbg !21
  %616 = bitcast <2 x i32> %615 to <2 x float>, !dbg !21
  %617 = fptrunc <2 x float> %616 to <2 x half>, !dbg !43
  %618 = insertelement <2 x i32> poison, i32 %418, i64 0, !dbg !21
  %619 = insertelement <2 x i32> %618, i32 %419, i64 1, !dbg !21
  %620 = bitcast <2 x i32> %619 to <2 x float>, !dbg !21
  %621 = fptrunc <2 x float> %620 to <2 x half>, !dbg !43
  %622 = insertelement <2 x i32> poison, i32 %420, i64 0, !dbg !21
  %623 = insertelement <2 x i32> %622, i32 %421, i64 1, !dbg !21
  %624 = bitcast <2 x i32> %623 to <2 x float>, !dbg !21
  %625 = fptrunc <2 x float> %624 to <2 x half>, !dbg !43
  %626 = insertelement <2 x i32> poison, i32 %422, i64 0, !dbg !21
  %627 = insertelement <2 x i32> %626, i32 %423, i64 1, !dbg !21
  %628 = bitcast <2 x i32> %627 to <2 x float>, !dbg !21
  %629 = fptrunc <2 x float> %628 to <2 x half>, !dbg !43
  %630 = insertelement <2 x i32> poison, i32 %424, i64 0, !dbg !21
  %631 = insertelement <2 x i32> %630, i32 %425, i64 1, !dbg !21
  %632 = bitcast <2 x i32> %631 to <2 x float>, !dbg !21
  %633 = fptrunc <2 x float> %632 to <2 x half>, !dbg !43
  %634 = insertelement <2 x i32> poison, i32 %426, i64 0, !dbg !21
  %635 = insertelement <2 x i32> %634, i32 %427, i64 1, !dbg !21
  %636 = bitcast <2 x i32> %635 to <2 x float>, !dbg !21
  %637 = fptrunc <2 x float> %636 to <2 x half>, !dbg !43
  %638 = insertelement <2 x i32> poison, i32 %428, i64 0, !dbg !21
  %639 = insertelement <2 x i32> %638, i32 %429, i64 1, !dbg !21
  %640 = bitcast <2 x i32> %639 to <2 x float>, !dbg !21
  %641 = fptrunc <2 x float> %640 to <2 x half>, !dbg !43
  %642 = insertelement <2 x i32> poison, i32 %430, i64 0, !dbg !21
  %643 = insertelement <2 x i32> %642, i32 %431, i64 1, !dbg !21
  %644 = bitcast <2 x i32> %643 to <2 x float>, !dbg !21
  %645 = fptrunc <2 x float> %644 to <2 x half>, !dbg !43
  %646 = insertelement <2 x i32> poison, i32 %432, i64 0, !dbg !21
  %647 = insertelement <2 x i32> %646, i32 %433, i64 1, !dbg !21
  %648 = bitcast <2 x i32> %647 to <2 x float>, !dbg !21
  %649 = fptrunc <2 x float> %648 to <2 x half>, !dbg !43
  %650 = insertelement <2 x i32> poison, i32 %434, i64 0, !dbg !21
  %651 = insertelement <2 x i32> %650, i32 %435, i64 1, !dbg !21
  %652 = bitcast <2 x i32> %651 to <2 x float>, !dbg !21
  %653 = fptrunc <2 x float> %652 to <2 x half>, !dbg !43
  %654 = insertelement <2 x i32> poison, i32 %436, i64 0, !dbg !21
  %655 = insertelement <2 x i32> %654, i32 %437, i64 1, !dbg !21
  %656 = bitcast <2 x i32> %655 to <2 x float>, !dbg !21
  %657 = fptrunc <2 x float> %656 to <2 x half>, !dbg !43
  %658 = insertelement <2 x i32> poison, i32 %438, i64 0, !dbg !21
  %659 = insertelement <2 x i32> %658, i32 %439, i64 1, !dbg !21
  %660 = bitcast <2 x i32> %659 to <2 x float>, !dbg !21
  %661 = fptrunc <2 x float> %660 to <2 x half>, !dbg !43
  %662 = insertelement <2 x i32> poison, i32 %440, i64 0, !dbg !21
  %663 = insertelement <2 x i32> %662, i32 %441, i64 1, !dbg !21
  %664 = bitcast <2 x i32> %663 to <2 x float>, !dbg !21
  %665 = fptrunc <2 x float> %664 to <2 x half>, !dbg !43
  %666 = insertelement <2 x i32> poison, i32 %442, i64 0, !dbg !21
  %667 = insertelement <2 x i32> %666, i32 %443, i64 1, !dbg !21
  %668 = bitcast <2 x i32> %667 to <2 x float>, !dbg !21
  %669 = fptrunc <2 x float> %668 to <2 x half>, !dbg !43
  %670 = insertelement <2 x i32> poison, i32 %444, i64 0, !dbg !21
  %671 = insertelement <2 x i32> %670, i32 %445, i64 1, !dbg !21
  %672 = bitcast <2 x i32> %671 to <2 x float>, !dbg !21
  %673 = fptrunc <2 x float> %672 to <2 x half>, !dbg !43
  %674 = insertelement <2 x i32> poison, i32 %446, i64 0, !dbg !21
  %675 = insertelement <2 x i32> %674, i32 %447, i64 1, !dbg !21
  %676 = bitcast <2 x i32> %675 to <2 x float>, !dbg !21
  %677 = fptrunc <2 x float> %676 to <2 x half>, !dbg !43
  %678 = insertelement <2 x i32> poison, i32 %448, i64 0, !dbg !21
  %679 = insertelement <2 x i32> %678, i32 %449, i64 1, !dbg !21
  %680 = bitcast <2 x i32> %679 to <2 x float>, !dbg !21
  %681 = fptrunc <2 x float> %680 to <2 x half>, !dbg !43
  %682 = insertelement <2 x i32> poison, i32 %450, i64 0, !dbg !21
  %683 = insertelement <2 x i32> %682, i32 %451, i64 1, !dbg !21
  %684 = bitcast <2 x i32> %683 to <2 x float>, !dbg !21
  %685 = fptrunc <2 x float> %684 to <2 x half>, !dbg !43
  %686 = insertelement <2 x i32> poison, i32 %452, i64 0, !dbg !21
  %687 = insertelement <2 x i32> %686, i32 %453, i64 1, !dbg !21
  %688 = bitcast <2 x i32> %687 to <2 x float>, !dbg !21
  %689 = fptrunc <2 x float> %688 to <2 x half>, !dbg !43
  %690 = insertelement <2 x i32> poison, i32 %454, i64 0, !dbg !21
  %691 = insertelement <2 x i32> %690, i32 %455, i64 1, !dbg !21
  %692 = bitcast <2 x i32> %691 to <2 x float>, !dbg !21
  %693 = fptrunc <2 x float> %692 to <2 x half>, !dbg !43
  %694 = insertelement <2 x i32> poison, i32 %456, i64 0, !dbg !21
  %695 = insertelement <2 x i32> %694, i32 %457, i64 1, !dbg !21
  %696 = bitcast <2 x i32> %695 to <2 x float>, !dbg !21
  %697 = fptrunc <2 x float> %696 to <2 x half>, !dbg !43
  %698 = insertelement <2 x i32> poison, i32 %458, i64 0, !dbg !21
  %699 = insertelement <2 x i32> %698, i32 %459, i64 1, !dbg !21
  %700 = bitcast <2 x i32> %699 to <2 x float>, !dbg !21
  %701 = fptrunc <2 x float> %700 to <2 x half>, !dbg !43
  %702 = insertelement <2 x i32> poison, i32 %460, i64 0, !dbg !21
  %703 = insertelement <2 x i32> %702, i32 %461, i64 1, !dbg !21
  %704 = bitcast <2 x i32> %703 to <2 x float>, !dbg !21
  %705 = fptrunc <2 x float> %704 to <2 x half>, !dbg !43
  %706 = insertelement <2 x i32> poison, i32 %462, i64 0, !dbg !21
  %707 = insertelement <2 x i32> %706, i32 %463, i64 1, !dbg !21
  %708 = bitcast <2 x i32> %707 to <2 x float>, !dbg !21
  %709 = fptrunc <2 x float> %708 to <2 x half>, !dbg !43
  %710 = insertelement <2 x i32> poison, i32 %464, i64 0, !dbg !21
  %711 = insertelement <2 x i32> %710, i32 %465, i64 1, !dbg !21
  %712 = bitcast <2 x i32> %711 to <2 x float>, !dbg !21
  %713 = fptrunc <2 x float> %712 to <2 x half>, !dbg !43
  %714 = insertelement <2 x i32> poison, i32 %466, i64 0, !dbg !21
  %715 = insertelement <2 x i32> %714, i32 %467, i64 1, !dbg !21
  %716 = bitcast <2 x i32> %715 to <2 x float>, !dbg !21
  %717 = fptrunc <2 x float> %716 to <2 x half>, !dbg !43
  %718 = insertelement <2 x i32> poison, i32 %468, i64 0, !dbg !21
  %719 = insertelement <2 x i32> %718, i32 %469, i64 1, !dbg !21
  %720 = bitcast <2 x i32> %719 to <2 x float>, !dbg !21
  %721 = fptrunc <2 x float> %720 to <2 x half>, !dbg !43
  %722 = insertelement <2 x i32> poison, i32 %470, i64 0, !dbg !21
  %723 = insertelement <2 x i32> %722, i32 %471, i64 1, !dbg !21
  %724 = bitcast <2 x i32> %723 to <2 x float>, !dbg !21
  %725 = fptrunc <2 x float> %724 to <2 x half>, !dbg !43
  %726 = insertelement <2 x i32> poison, i32 %472, i64 0, !dbg !21
  %727 = insertelement <2 x i32> %726, i32 %473, i64 1, !dbg !21
  %728 = bitcast <2 x i32> %727 to <2 x float>, !dbg !21
  %729 = fptrunc <2 x float> %728 to <2 x half>, !dbg !43
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0), !dbg !42
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !42
  %730 = bitcast <2 x half> %477 to i32, !dbg !42
  %731 = bitcast <2 x half> %481 to i32, !dbg !42
  %732 = bitcast <2 x half> %485 to i32, !dbg !42
  %733 = bitcast <2 x half> %489 to i32, !dbg !42
  %734 = insertelement <4 x i32> poison, i32 %730, i64 0, !dbg !42
  %735 = insertelement <4 x i32> %734, i32 %731, i64 1, !dbg !42
  %736 = insertelement <4 x i32> %735, i32 %732, i64 2, !dbg !42
  %737 = insertelement <4 x i32> %736, i32 %733, i64 3, !dbg !42
  store <4 x i32> %737, ptr addrspace(3) %288, align 16, !dbg !42
  %738 = bitcast <2 x half> %605 to i32, !dbg !42
  %739 = bitcast <2 x half> %609 to i32, !dbg !42
  %740 = bitcast <2 x half> %613 to i32, !dbg !42
  %741 = bitcast <2 x half> %617 to i32, !dbg !42
  %742 = insertelement <4 x i32> poison, i32 %738, i64 0, !dbg !42
  %743 = insertelement <4 x i32> %742, i32 %739, i64 1, !dbg !42
  %744 = insertelement <4 x i32> %743, i32 %740, i64 2, !dbg !42
  %745 = insertelement <4 x i32> %744, i32 %741, i64 3, !dbg !42
  store <4 x i32> %745, ptr addrspace(3) %289, align 16, !dbg !42
  %746 = bitcast <2 x half> %493 to i32, !dbg !42
  %747 = bitcast <2 x half> %497 to i32, !dbg !42
  %748 = bitcast <2 x half> %501 to i32, !dbg !42
  %749 = bitcast <2 x half> %505 to i32, !dbg !42
  %750 = insertelement <4 x i32> poison, i32 %746, i64 0, !dbg !42
  %751 = insertelement <4 x i32> %750, i32 %747, i64 1, !dbg !42
  %752 = insertelement <4 x i32> %751, i32 %748, i64 2, !dbg !42
  %753 = insertelement <4 x i32> %752, i32 %749, i64 3, !dbg !42
  store <4 x i32> %753, ptr addrspace(3) %291, align 16, !dbg !42
  %754 = bitcast <2 x half> %621 to i32, !dbg !42
  %755 = bitcast <2 x half> %625 to i32, !dbg !42
  %756 = bitcast <2 x half> %629 to i32, !dbg !42
  %757 = bitcast <2 x half> %633 to i32, !dbg !42
  %758 = insertelement <4 x i32> poison, i32 %754, i64 0, !dbg !42
  %759 = insertelement <4 x i32> %758, i32 %755, i64 1, !dbg !42
  %760 = insertelement <4 x i32> %759, i32 %756, i64 2, !dbg !42
  %761 = insertelement <4 x i32> %760, i32 %757, i64 3, !dbg !42
  store <4 x i32> %761, ptr addrspace(3) %292, align 16, !dbg !42
  %762 = bitcast <2 x half> %509 to i32, !dbg !42
  %763 = bitcast <2 x half> %513 to i32, !dbg !42
  %764 = bitcast <2 x half> %517 to i32, !dbg !42
  %765 = bitcast <2 x half> %521 to i32, !dbg !42
  %766 = insertelement <4 x i32> poison, i32 %762, i64 0, !dbg !42
  %767 = insertelement <4 x i32> %766, i32 %763, i64 1, !dbg !42
  %768 = insertelement <4 x i32> %767, i32 %764, i64 2, !dbg !42
  %769 = insertelement <4 x i32> %768, i32 %765, i64 3, !dbg !42
  store <4 x i32> %769, ptr addrspace(3) %294, align 16, !dbg !42
  %770 = bitcast <2 x half> %637 to i32, !dbg !42
  %771 = bitcast <2 x half> %641 to i32, !dbg !42
  %772 = bitcast <2 x half> %645 to i32, !dbg !42
  %773 = bitcast <2 x half> %649 to i32, !dbg !42
  %774 = insertelement <4 x i32> poison, i32 %770, i64 0, !dbg !42
  %775 = insertelement <4 x i32> %774, i32 %771, i64 1, !dbg !42
  %776 = insertelement <4 x i32> %775, i32 %772, i64 2, !dbg !42
  %777 = insertelement <4 x i32> %776, i32 %773, i64 3, !dbg !42
  store <4 x i32> %777, ptr addrspace(3) %295, align 16, !dbg !42
  %778 = bitcast <2 x half> %525 to i32, !dbg !42
  %779 = bitcast <2 x half> %529 to i32, !dbg !42
  %780 = bitcast <2 x half> %533 to i32, !dbg !42
  %781 = bitcast <2 x half> %537 to i32, !dbg !42
  %782 = insertelement <4 x i32> poison, i32 %778, i64 0, !dbg !42
  %783 = insertelement <4 x i32> %782, i32 %779, i64 1, !dbg !42
  %784 = insertelement <4 x i32> %783, i32 %780, i64 2, !dbg !42
  %785 = insertelement <4 x i32> %784, i32 %781, i64 3, !dbg !42
  store <4 x i32> %785, ptr addrspace(3) %297, align 16, !dbg !42
  %786 = bitcast <2 x half> %653 to i32, !dbg !42
  %787 = bitcast <2 x half> %657 to i32, !dbg !42
  %788 = bitcast <2 x half> %661 to i32, !dbg !42
  %789 = bitcast <2 x half> %665 to i32, !dbg !42
  %790 = insertelement <4 x i32> poison, i32 %786, i64 0, !dbg !42
  %791 = insertelement <4 x i32> %790, i32 %787, i64 1, !dbg !42
  %792 = insertelement <4 x i32> %791, i32 %788, i64 2, !dbg !42
  %793 = insertelement <4 x i32> %792, i32 %789, i64 3, !dbg !42
  store <4 x i32> %793, ptr addrspace(3) %298, align 16, !dbg !42
  %794 = bitcast <2 x half> %541 to i32, !dbg !42
  %795 = bitcast <2 x half> %545 to i32, !dbg !42
  %796 = bitcast <2 x half> %549 to i32, !dbg !42
  %797 = bitcast <2 x half> %553 to i32, !dbg !42
  %798 = insertelement <4 x i32> poison, i32 %794, i64 0, !dbg !42
  %799 = insertelement <4 x i32> %798, i32 %795, i64 1, !dbg !42
  %800 = insertelement <4 x i32> %799, i32 %796, i64 2, !dbg !42
  %801 = insertelement <4 x i32> %800, i32 %797, i64 3, !dbg !42
  store <4 x i32> %801, ptr addrspace(3) %300, align 16, !dbg !42
  %802 = bitcast <2 x half> %669 to i32, !dbg !42
  %803 = bitcast <2 x half> %673 to i32, !dbg !42
  %804 = bitcast <2 x half> %677 to i32, !dbg !42
  %805 = bitcast <2 x half> %681 to i32, !dbg !42
  %806 = insertelement <4 x i32> poison, i32 %802, i64 0, !dbg !42
  %807 = insertelement <4 x i32> %806, i32 %803, i64 1, !dbg !42
  %808 = insertelement <4 x i32> %807, i32 %804, i64 2, !dbg !42
  %809 = insertelement <4 x i32> %808, i32 %805, i64 3, !dbg !42
  store <4 x i32> %809, ptr addrspace(3) %301, align 16, !dbg !42
  %810 = bitcast <2 x half> %557 to i32, !dbg !42
  %811 = bitcast <2 x half> %561 to i32, !dbg !42
  %812 = bitcast <2 x half> %565 to i32, !dbg !42
  %813 = bitcast <2 x half> %569 to i32, !dbg !42
  %814 = insertelement <4 x i32> poison, i32 %810, i64 0, !dbg !42
  %815 = insertelement <4 x i32> %814, i32 %811, i64 1, !dbg !42
  %816 = insertelement <4 x i32> %815, i32 %812, i64 2, !dbg !42
  %817 = insertelement <4 x i32> %816, i32 %813, i64 3, !dbg !42
  store <4 x i32> %817, ptr addrspace(3) %303, align 16, !dbg !42
  %818 = bitcast <2 x half> %685 to i32, !dbg !42
  %819 = bitcast <2 x half> %689 to i32, !dbg !42
  %820 = bitcast <2 x half> %693 to i32, !dbg !42
  %821 = bitcast <2 x half> %697 to i32, !dbg !42
  %822 = insertelement <4 x i32> poison, i32 %818, i64 0, !dbg !42
  %823 = insertelement <4 x i32> %822, i32 %819, i64 1, !dbg !42
  %824 = insertelement <4 x i32> %823, i32 %820, i64 2, !dbg !42
  %825 = insertelement <4 x i32> %824, i32 %821, i64 3, !dbg !42
  store <4 x i32> %825, ptr addrspace(3) %304, align 16, !dbg !42
  %826 = bitcast <2 x half> %573 to i32, !dbg !42
  %827 = bitcast <2 x half> %577 to i32, !dbg !42
  %828 = bitcast <2 x half> %581 to i32, !dbg !42
  %829 = bitcast <2 x half> %585 to i32, !dbg !42
  %830 = insertelement <4 x i32> poison, i32 %826, i64 0, !dbg !42
  %831 = insertelement <4 x i32> %830, i32 %827, i64 1, !dbg !42
  %832 = insertelement <4 x i32> %831, i32 %828, i64 2, !dbg !42
  %833 = insertelement <4 x i32> %832, i32 %829, i64 3, !dbg !42
  store <4 x i32> %833, ptr addrspace(3) %306, align 16, !dbg !42
  %834 = bitcast <2 x half> %701 to i32, !dbg !42
  %835 = bitcast <2 x half> %705 to i32, !dbg !42
  %836 = bitcast <2 x half> %709 to i32, !dbg !42
  %837 = bitcast <2 x half> %713 to i32, !dbg !42
  %838 = insertelement <4 x i32> poison, i32 %834, i64 0, !dbg !42
  %839 = insertelement <4 x i32> %838, i32 %835, i64 1, !dbg !42
  %840 = insertelement <4 x i32> %839, i32 %836, i64 2, !dbg !42
  %841 = insertelement <4 x i32> %840, i32 %837, i64 3, !dbg !42
  store <4 x i32> %841, ptr addrspace(3) %307, align 16, !dbg !42
  %842 = bitcast <2 x half> %589 to i32, !dbg !42
  %843 = bitcast <2 x half> %593 to i32, !dbg !42
  %844 = bitcast <2 x half> %597 to i32, !dbg !42
  %845 = bitcast <2 x half> %601 to i32, !dbg !42
  %846 = insertelement <4 x i32> poison, i32 %842, i64 0, !dbg !42
  %847 = insertelement <4 x i32> %846, i32 %843, i64 1, !dbg !42
  %848 = insertelement <4 x i32> %847, i32 %844, i64 2, !dbg !42
  %849 = insertelement <4 x i32> %848, i32 %845, i64 3, !dbg !42
  store <4 x i32> %849, ptr addrspace(3) %309, align 16, !dbg !42
  %850 = bitcast <2 x half> %717 to i32, !dbg !42
  %851 = bitcast <2 x half> %721 to i32, !dbg !42
  %852 = bitcast <2 x half> %725 to i32, !dbg !42
  %853 = bitcast <2 x half> %729 to i32, !dbg !42
  %854 = insertelement <4 x i32> poison, i32 %850, i64 0, !dbg !42
  %855 = insertelement <4 x i32> %854, i32 %851, i64 1, !dbg !42
  %856 = insertelement <4 x i32> %855, i32 %852, i64 2, !dbg !42
  %857 = insertelement <4 x i32> %856, i32 %853, i64 3, !dbg !42
  store <4 x i32> %857, ptr addrspace(3) %310, align 16, !dbg !42
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !42
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !42
  %858 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !42
  %859 = extractvalue { i32, i1 } %858, 1, !dbg !42
  %860 = and i1 %311, %859, !dbg !42
  %861 = or disjoint i32 %335, %314, !dbg !42
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %860, ptr nonnull %10, i32 %861, i32 %334, ptr addrspace(3) %313) #8, !dbg !42
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !42
  br label %862, !dbg !13

862:                                              ; preds = %333, %328
  %863 = phi i32 [ %338, %333 ], [ %317, %328 ], !dbg !13
  %864 = phi i32 [ %340, %333 ], [ %316, %328 ], !dbg !13
  %865 = add i32 %321, 1, !dbg !13
  %866 = select i1 %332, i32 0, i32 %865, !dbg !13
  %867 = add nuw nsw i32 %322, 1, !dbg !13
  %exitcond23.not = icmp eq i32 %867, %242, !dbg !13
  br i1 %exitcond23.not, label %._crit_edge14.loopexit, label %315, !dbg !13

._crit_edge14.loopexit:                           ; preds = %862
  %868 = add i32 %863, 1, !dbg !13
  br label %._crit_edge14, !dbg !13

._crit_edge14:                                    ; preds = %.._crit_edge14_crit_edge, %._crit_edge14.loopexit
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge14_crit_edge ], [ %281, %._crit_edge14.loopexit ], !dbg !13
  %.lcssa7 = phi i32 [ 2, %.._crit_edge14_crit_edge ], [ %868, %._crit_edge14.loopexit ]
  %.lcssa = phi i32 [ 1, %.._crit_edge14_crit_edge ], [ %864, %._crit_edge14.loopexit ]
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !13
  %869 = icmp eq i32 %.lcssa7, 2, !dbg !13
  %870 = select i1 %869, i32 0, i32 %.lcssa7, !dbg !13
  %871 = zext i1 %869 to i32, !dbg !13
  %872 = xor i32 %.lcssa, %871, !dbg !13
  %873 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152), i32 %870, !dbg !21
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %873, i32 %872) #8, !dbg !13
  %874 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136), i32 %870, !dbg !21
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !13
  %875 = icmp eq i32 %.pre-phi, 0, !dbg !13
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %875, ptr addrspace(3) %874) #8, !dbg !13
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  %876 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %877 = extractvalue { i32, i1 } %876, 1, !dbg !20
  %878 = and i1 %244, %877, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %878, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #8, !dbg !20
  %879 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %880 = extractvalue { i32, i1 } %879, 1, !dbg !20
  %881 = and i1 %244, %880, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %881, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #8, !dbg !20
  %882 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %883 = extractvalue { i32, i1 } %882, 1, !dbg !20
  %884 = and i1 %244, %883, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %884, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #8, !dbg !20
  %885 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %886 = extractvalue { i32, i1 } %885, 1, !dbg !20
  %887 = and i1 %244, %886, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %887, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104)) #8, !dbg !20
  %888 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %889 = extractvalue { i32, i1 } %888, 1, !dbg !20
  %890 = and i1 %244, %889, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %890, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131112)) #8, !dbg !20
  %891 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %892 = extractvalue { i32, i1 } %891, 1, !dbg !20
  %893 = and i1 %244, %892, !dbg !20
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %893, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131120)) #8, !dbg !20
  %894 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %895 = extractvalue { i32, i1 } %894, 1, !dbg !21
  %896 = and i1 %244, %895, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %896, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136)) #8, !dbg !21
  %897 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %898 = extractvalue { i32, i1 } %897, 1, !dbg !21
  %899 = and i1 %244, %898, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %899, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131144)) #8, !dbg !21
  %900 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %901 = extractvalue { i32, i1 } %900, 1, !dbg !21
  %902 = and i1 %244, %901, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %902, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152)) #8, !dbg !21
  %903 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %904 = extractvalue { i32, i1 } %903, 1, !dbg !21
  %905 = and i1 %244, %904, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %905, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131160)) #8, !dbg !21
  br label %906, !dbg !39

906:                                              ; preds = %._crit_edge18, %._crit_edge14
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131168), align 16, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131169), align 1, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131170), align 2, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131171), align 1, !dbg !12
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
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg range(i32 24, 257)) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg range(i32 24, 257)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #6

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #7

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #8

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #7

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg) #8

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #9

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #8

attributes #0 = { nounwind "nvvm.maxnreg"="256" "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_corpus.py", directory: "/work/wt-corpus/scripts/corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "persistent_ws_matmul_kernel", linkageName: "persistent_ws_matmul_kernel", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !9, !10, !10, !7, !9, !9, !10, !10, !7, !9, !9, !10, !10, !9, !9, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 0)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!12 = !DILocation(line: 30, column: 1, scope: !4)
!13 = !DILocation(line: 40, column: 5, scope: !4)
!14 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/work/wt-corpus/.tools/venv/lib/python3.11/site-packages/triton/language")
!17 = !DILocation(line: 38, column: 15, scope: !18)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!19 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !17)
!20 = !DILocation(line: 47, column: 29, scope: !4)
!21 = !DILocation(line: 47, column: 19, scope: !4)
!22 = !DILocation(line: 0, scope: !4)
!23 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !24)
!24 = !DILocation(line: 37, column: 17, scope: !18)
!25 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !24)
!26 = !DILocation(line: 35, column: 17, scope: !4)
!27 = !DILocation(line: 42, column: 17, scope: !4)
!28 = !DILocation(line: 41, column: 17, scope: !4)
!29 = !DILocation(line: 45, column: 30, scope: !4)
!30 = !DILocation(line: 45, column: 47, scope: !4)
!31 = !DILocation(line: 45, column: 17, scope: !4)
!32 = !DILocation(line: 46, column: 30, scope: !4)
!33 = distinct !{!33, !34}
!34 = !{!"llvm.licm.disable"}
!35 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !36)
!36 = !DILocation(line: 36, column: 17, scope: !18)
!37 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !36)
!38 = !DILocation(line: 39, column: 17, scope: !4)
!39 = !DILocation(line: 44, column: 9, scope: !4)
!40 = !DILocation(line: 48, column: 23, scope: !4)
!41 = !DILocation(line: 48, column: 40, scope: !4)
!42 = !DILocation(line: 48, column: 9, scope: !4)
!43 = !DILocation(line: 48, column: 58, scope: !4)
