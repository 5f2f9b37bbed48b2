; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @device_tma_matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %10 = icmp samesign ult i32 %9, 32, !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 256;", "b,r"(i1 %10, ptr addrspace(3) @global_smem) #9, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %11 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %12 = inttoptr i32 %11 to ptr addrspace(6), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %10) #9, !dbg !12
  %13 = lshr i32 %9, 5, !dbg !12
  %14 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %13, i32 0, i32 31), !dbg !12
  %15 = icmp ult i32 %14, 4, !dbg !12
  br i1 %15, label %167, label %.preheader6, !dbg !12

.preheader6:                                      ; preds = %8, %.preheader6.backedge
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  %16 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131168), i32 %14, !dbg !12
  %17 = getelementptr i8, ptr addrspace(3) %16, i32 -4, !dbg !12
  %18 = load i8, ptr addrspace(3) %17, align 1, !dbg !12
  switch i8 %18, label %19 [
    i8 0, label %21
    i8 1, label %105
    i8 2, label %166
    i8 3, label %20
  ], !dbg !12

19:                                               ; preds = %.preheader6
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  br label %.preheader6.backedge, !dbg !12

common.ret:                                       ; preds = %925, %20
  ret void, !dbg !12

20:                                               ; preds = %.preheader6
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r"(i1 %10, ptr addrspace(6) %12) #9, !dbg !12
  br label %common.ret, !dbg !12

21:                                               ; preds = %.preheader6
  tail call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !13
  %22 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), align 16, !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  %23 = add i32 %5, 63, !dbg !14
  %24 = sdiv i32 %23, 64, !dbg !19
  %25 = tail call i32 @llvm.smax.i32(i32 %24, i32 1), !dbg !13
  %26 = add nsw i32 %25, -1, !dbg !13
  %27 = icmp sgt i32 %22, 0, !dbg !13
  br i1 %27, label %.lr.ph10, label %._crit_edge11, !dbg !13

.lr.ph10:                                         ; preds = %21, %95
  %28 = phi i32 [ %39, %95 ], [ 1, %21 ]
  %29 = phi i32 [ %37, %95 ], [ 2, %21 ]
  %30 = phi i32 [ %97, %95 ], [ 1, %21 ]
  %31 = phi i32 [ %96, %95 ], [ 0, %21 ]
  %32 = phi i1 [ %83, %95 ], [ false, %21 ]
  %33 = phi i32 [ %99, %95 ], [ 0, %21 ]
  %34 = phi i32 [ %100, %95 ], [ 0, %21 ]
  %35 = add i32 %29, 1, !dbg !20
  %36 = icmp eq i32 %35, 3, !dbg !20
  %37 = select i1 %36, i32 0, i32 %35, !dbg !20
  %38 = zext i1 %36 to i32, !dbg !20
  %39 = xor i32 %28, %38, !dbg !20
  %40 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), i32 %37, !dbg !20
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %40, i32 %39) #9, !dbg !20
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !21
  %41 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %13, i32 0, i32 31), !dbg !21
  %42 = icmp eq i32 %41, 6, !dbg !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !21
  br i1 %42, label %43, label %81, !dbg !21

43:                                               ; preds = %.lr.ph10
  %44 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %37, !dbg !20
  %45 = shl i32 %31, 7, !dbg !21
  %46 = add i32 %45, %11, !dbg !21
  %47 = shl i32 %37, 13, !dbg !20
  %48 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %47, !dbg !20
  %49 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %47, !dbg !20
  %50 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %51 = extractvalue { i32, i1 } %50, 1, !dbg !21
  %52 = ptrtoint ptr addrspace(3) %48 to i32, !dbg !21
  %53 = lshr exact i32 %52, 4, !dbg !21
  %54 = and i32 %53, 32767, !dbg !21
  %55 = ptrtoint ptr addrspace(3) %49 to i32, !dbg !21
  %56 = lshr exact i32 %55, 4, !dbg !21
  %57 = and i32 %56, 32767, !dbg !21
  %58 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %54, i64 0, !dbg !21
  %59 = bitcast <2 x i32> %58 to i64, !dbg !21
  %60 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %57, i64 0, !dbg !21
  %61 = bitcast <2 x i32> %60 to i64, !dbg !21
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %46, i64 %59, i64 %61, i32 136314896, i1 %32, i1 %51) #9, !dbg !21
  %62 = add nuw nsw i32 %54, 2, !dbg !21
  %63 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %62, i64 0, !dbg !21
  %64 = bitcast <2 x i32> %63 to i64, !dbg !21
  %65 = add nuw nsw i32 %57, 2, !dbg !21
  %66 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %65, i64 0, !dbg !21
  %67 = bitcast <2 x i32> %66 to i64, !dbg !21
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %46, i64 %64, i64 %67, i32 136314896, i1 true, i1 %51) #9, !dbg !21
  %68 = add nuw nsw i32 %54, 4, !dbg !21
  %69 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %68, i64 0, !dbg !21
  %70 = bitcast <2 x i32> %69 to i64, !dbg !21
  %71 = add nuw nsw i32 %57, 4, !dbg !21
  %72 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %71, i64 0, !dbg !21
  %73 = bitcast <2 x i32> %72 to i64, !dbg !21
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %46, i64 %70, i64 %73, i32 136314896, i1 true, i1 %51) #9, !dbg !21
  %74 = add nuw nsw i32 %54, 6, !dbg !21
  %75 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %74, i64 0, !dbg !21
  %76 = bitcast <2 x i32> %75 to i64, !dbg !21
  %77 = add nuw nsw i32 %57, 6, !dbg !21
  %78 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %77, i64 0, !dbg !21
  %79 = bitcast <2 x i32> %78 to i64, !dbg !21
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %46, i64 %76, i64 %79, i32 136314896, i1 true, i1 %51) #9, !dbg !21
  %80 = ptrtoint ptr addrspace(3) %44 to i32, !dbg !21
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %51, i32 %80) #9, !dbg !21
  br label %81, !dbg !21

81:                                               ; preds = %43, %.lr.ph10
  %82 = icmp eq i32 %33, %26, !dbg !13
  %83 = icmp ne i32 %33, %26, !dbg !22
  br i1 %82, label %84, label %95, !dbg !13

84:                                               ; preds = %81
  %85 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152), i32 %31, !dbg !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !13
  %86 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !13
  %87 = extractvalue { i32, i1 } %86, 1, !dbg !13
  %88 = ptrtoint ptr addrspace(3) %85 to i32, !dbg !13
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %87, i32 %88) #9, !dbg !13
  %89 = add i32 %31, 1, !dbg !21
  %90 = icmp eq i32 %89, 2, !dbg !21
  %91 = select i1 %90, i32 0, i32 %89, !dbg !21
  %92 = zext i1 %90 to i32, !dbg !21
  %93 = xor i32 %30, %92, !dbg !21
  %94 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136), i32 %91, !dbg !21
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %94, i32 %93) #9, !dbg !21
  br label %95, !dbg !13

95:                                               ; preds = %84, %81
  %96 = phi i32 [ %91, %84 ], [ %31, %81 ], !dbg !13
  %97 = phi i32 [ %93, %84 ], [ %30, %81 ], !dbg !13
  %98 = add i32 %33, 1, !dbg !13
  %99 = select i1 %82, i32 0, i32 %98, !dbg !13
  %100 = add nuw nsw i32 %34, 1, !dbg !13
  %exitcond22.not = icmp eq i32 %100, %22, !dbg !13
  br i1 %exitcond22.not, label %._crit_edge11, label %.lr.ph10, !dbg !13

._crit_edge11:                                    ; preds = %95, %21
  %.lcssa8 = phi i32 [ 0, %21 ], [ %96, %95 ]
  %101 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152), i32 %.lcssa8, !dbg !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !13
  %102 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !13
  %103 = extractvalue { i32, i1 } %102, 1, !dbg !13
  %104 = ptrtoint ptr addrspace(3) %101 to i32, !dbg !13
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %103, i32 %104) #9, !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  br label %.preheader6.backedge, !dbg !13

105:                                              ; preds = %.preheader6
  tail call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !13
  %106 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), align 16, !dbg !13
  %107 = load ptr, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98308), align 4, !dbg !13
  %108 = load ptr, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98316), align 4, !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  %109 = insertelement <2 x i32> poison, i32 %4, i64 0, !dbg !23
  %110 = insertelement <2 x i32> %109, i32 %5, i64 1, !dbg !23
  %111 = add <2 x i32> %110, <i32 127, i32 63>, !dbg !23
  %112 = sdiv <2 x i32> %111, <i32 128, i32 64>, !dbg !25
  %113 = extractelement <2 x i32> %112, i64 1, !dbg !13
  %114 = tail call i32 @llvm.smax.i32(i32 %113, i32 1), !dbg !13
  %115 = add nsw i32 %114, -1, !dbg !13
  %116 = icmp sgt i32 %106, 0, !dbg !13
  br i1 %116, label %.lr.ph, label %._crit_edge, !dbg !13

.lr.ph:                                           ; preds = %105
  %117 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %118 = add nsw i32 %117, -148, !dbg !13
  %119 = and i32 %9, 63
  %120 = icmp eq i32 %119, 0
  %121 = icmp samesign ult i32 %119, 32
  %122 = extractelement <2 x i32> %112, i64 0, !dbg !27
  br label %123, !dbg !13

123:                                              ; preds = %.lr.ph, %138
  %124 = phi i32 [ 0, %.lr.ph ], [ %148, %138 ]
  %125 = phi i32 [ 2, %.lr.ph ], [ %146, %138 ]
  %126 = phi i32 [ 0, %.lr.ph ], [ %140, %138 ]
  %127 = phi i32 [ 0, %.lr.ph ], [ %139, %138 ]
  %128 = phi i32 [ 0, %.lr.ph ], [ %161, %138 ]
  %129 = phi i32 [ %118, %.lr.ph ], [ %141, %138 ]
  %130 = phi i32 [ 0, %.lr.ph ], [ %164, %138 ]
  %131 = phi i32 [ 0, %.lr.ph ], [ %165, %138 ]
  %132 = icmp eq i32 %130, 0, !dbg !13
  %133 = select i1 %132, i32 0, i32 %128, !dbg !13
  br i1 %132, label %134, label %138, !dbg !13

134:                                              ; preds = %123
  %135 = add i32 %129, 148, !dbg !13
  %.frozen = freeze i32 %135, !dbg !28
  %.frozen44 = freeze i32 %122, !dbg !28
  %136 = sdiv i32 %.frozen, %.frozen44, !dbg !28
  %137 = mul i32 %136, %.frozen44, !dbg !27
  %.decomposed = sub i32 %.frozen, %137, !dbg !27
  br label %138, !dbg !13

138:                                              ; preds = %134, %123
  %139 = phi i32 [ %136, %134 ], [ %127, %123 ], !dbg !13
  %140 = phi i32 [ %.decomposed, %134 ], [ %126, %123 ], !dbg !13
  %141 = phi i32 [ %135, %134 ], [ %129, %123 ], !dbg !13
  %142 = shl i32 %139, 7, !dbg !29
  %143 = shl i32 %133, 6, !dbg !30
  %144 = add i32 %125, 1, !dbg !31
  %145 = icmp eq i32 %144, 3, !dbg !31
  %146 = select i1 %145, i32 0, i32 %144, !dbg !31
  %147 = zext i1 %145 to i32, !dbg !31
  %148 = xor i32 %124, %147, !dbg !31
  %149 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %146, !dbg !20
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %149, i32 %148) #9, !dbg !31
  %150 = shl i32 %146, 13, !dbg !31
  %151 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %150, !dbg !31
  %152 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %150, !dbg !31
  %153 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), i32 %146, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %120, ptr addrspace(3) %153) #9, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !31
  %154 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %155 = extractvalue { i32, i1 } %154, 1, !dbg !31
  %156 = and i1 %121, %155, !dbg !31
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %156, ptr addrspace(3) %152, ptr %107, i32 %143, i32 %142, ptr addrspace(3) %153) #9, !dbg !31
  %157 = shl nsw i32 %140, 7, !dbg !32
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 64), !dbg !20
  %158 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %159 = extractvalue { i32, i1 } %158, 1, !dbg !20
  %160 = and i1 %121, %159, !dbg !20
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %160, ptr addrspace(3) %151, ptr %108, i32 %143, i32 %157, ptr addrspace(3) %153) #9, !dbg !20
  %161 = add i32 %133, 1, !dbg !13
  %162 = add i32 %130, 1, !dbg !13
  %163 = icmp eq i32 %130, %115, !dbg !13
  %164 = select i1 %163, i32 0, i32 %162, !dbg !13
  %165 = add nuw nsw i32 %131, 1, !dbg !13
  %exitcond.not = icmp eq i32 %165, %106, !dbg !13
  br i1 %exitcond.not, label %._crit_edge, label %123, !dbg !13

._crit_edge:                                      ; preds = %138, %105
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  br label %.preheader6.backedge, !dbg !13

166:                                              ; preds = %.preheader6
  tail call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  br label %.preheader6.backedge, !dbg !13

.preheader6.backedge:                             ; preds = %166, %._crit_edge, %._crit_edge11, %19
  br label %.preheader6, !dbg !12, !llvm.loop !33

167:                                              ; preds = %8
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !12
  %168 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %169 = add i32 %3, 127, !dbg !35
  %170 = sdiv i32 %169, 128, !dbg !37
  %171 = insertelement <2 x i32> poison, i32 %4, i64 0, !dbg !23
  %172 = insertelement <2 x i32> %171, i32 %5, i64 1, !dbg !23
  %173 = add <2 x i32> %172, <i32 127, i32 63>, !dbg !23
  %174 = add i32 %5, 63, !dbg !14
  %175 = sdiv <2 x i32> %173, <i32 128, i32 64>, !dbg !25
  %176 = extractelement <2 x i32> %175, i64 0, !dbg !25
  %177 = mul i32 %176, %170, !dbg !38
  %178 = sext i32 %5 to i64, !dbg !39
  %179 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !39
  %180 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !39
  %181 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !39
  %182 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y(), !dbg !39
  %183 = zext nneg i32 %179 to i64, !dbg !39
  %narrow = mul nuw i32 %180, %182, !dbg !39
  %184 = zext i32 %narrow to i64, !dbg !39
  %185 = add nuw nsw i64 %184, %183, !dbg !39
  %186 = zext nneg i32 %168 to i64, !dbg !39
  %187 = zext nneg i32 %181 to i64, !dbg !39
  %188 = mul nuw nsw i64 %185, %187, !dbg !39
  %189 = add nuw nsw i64 %188, %186, !dbg !39
  %190 = mul i64 %189, 384, !dbg !39
  %191 = getelementptr i8, ptr addrspace(1) %6, i64 %190, !dbg !39
  %192 = shl nsw i64 %178, 1, !dbg !39
  %193 = and i32 %9, 127, !dbg !39
  %194 = icmp samesign ult i32 %193, 32, !dbg !39
  %195 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %193, !dbg !39
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %195, <1 x i32> zeroinitializer, i1 %194) #9, !dbg !39
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !39
  %196 = icmp eq i32 %193, 0, !dbg !39
  br i1 %196, label %197, label %198, !dbg !39

197:                                              ; preds = %167
  tail call void asm sideeffect "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l"(ptr addrspace(3) @global_smem, ptr addrspace(1) %0) #9, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l"(ptr addrspace(3) @global_smem) #9, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 64) #9, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 128) #9, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %5) #9, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %3) #9, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l"(ptr addrspace(3) @global_smem, i64 %192) #9, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #9, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #9, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l"(ptr addrspace(3) @global_smem) #9, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l"(ptr addrspace(3) @global_smem) #9, !dbg !39
  br label %198, !dbg !39

198:                                              ; preds = %197, %167
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !39
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %191, ptr addrspace(3) @global_smem, i1 %194) #9, !dbg !39
  tail call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b"(ptr addrspace(1) %191, i1 %194, i1 %194, i1 %194) #9, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !39
  %199 = addrspacecast ptr addrspace(1) %191 to ptr, !dbg !39
  %200 = getelementptr i8, ptr addrspace(1) %191, i64 128, !dbg !40
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %195, <1 x i32> zeroinitializer, i1 %194) #9, !dbg !40
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !40
  br i1 %196, label %201, label %202, !dbg !40

201:                                              ; preds = %198
  tail call void asm sideeffect "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l"(ptr addrspace(3) @global_smem, ptr addrspace(1) %1) #9, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l"(ptr addrspace(3) @global_smem) #9, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 64) #9, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 128) #9, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %5) #9, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %4) #9, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l"(ptr addrspace(3) @global_smem, i64 %192) #9, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #9, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #9, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l"(ptr addrspace(3) @global_smem) #9, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l"(ptr addrspace(3) @global_smem) #9, !dbg !40
  br label %202, !dbg !40

202:                                              ; preds = %201, %198
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !40
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %200, ptr addrspace(3) @global_smem, i1 %194) #9, !dbg !40
  tail call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b"(ptr addrspace(1) %200, i1 %194, i1 %194, i1 %194) #9, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !40
  %203 = addrspacecast ptr addrspace(1) %200 to ptr, !dbg !40
  %204 = getelementptr i8, ptr addrspace(1) %191, i64 256, !dbg !41
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %195, <1 x i32> zeroinitializer, i1 %194) #9, !dbg !41
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !41
  br i1 %196, label %205, label %208, !dbg !41

205:                                              ; preds = %202
  %206 = sext i32 %4 to i64, !dbg !41
  %207 = shl nsw i64 %206, 1, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l"(ptr addrspace(3) @global_smem, ptr addrspace(1) %2) #9, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l"(ptr addrspace(3) @global_smem) #9, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 64) #9, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 128) #9, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %4) #9, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %3) #9, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l"(ptr addrspace(3) @global_smem, i64 %207) #9, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #9, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #9, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l"(ptr addrspace(3) @global_smem) #9, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l"(ptr addrspace(3) @global_smem) #9, !dbg !41
  br label %208, !dbg !41

208:                                              ; preds = %205, %202
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !41
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %204, ptr addrspace(3) @global_smem, i1 %194) #9, !dbg !41
  tail call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b"(ptr addrspace(1) %204, i1 %194, i1 %194, i1 %194) #9, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !41
  %209 = addrspacecast ptr addrspace(1) %204 to ptr, !dbg !41
  %210 = icmp slt i32 %174, 64, !dbg !42
  br i1 %210, label %.preheader, label %254, !dbg !42

.preheader:                                       ; preds = %208
  %211 = icmp slt i32 %168, %177, !dbg !13
  br i1 %211, label %.lr.ph17, label %._crit_edge18, !dbg !13

.lr.ph17:                                         ; preds = %.preheader
  %212 = shl nuw nsw i32 %9, 4
  %213 = and i32 %212, 112
  %214 = and i32 %9, 112
  %215 = shl nuw nsw i32 %214, 3
  %216 = shl nuw nsw i32 %9, 11
  %217 = and i32 %216, 16384
  %218 = or disjoint i32 %213, %215
  %219 = xor i32 %218, %214
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %217
  %221 = getelementptr inbounds nuw i8, ptr addrspace(3) %220, i32 %219
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 1024
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 2048
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 3072
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 4096
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 5120
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 6144
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 7168
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 8192
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 9216
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 10240
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 11264
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 12288
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 13312
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 14336
  %236 = getelementptr inbounds nuw i8, ptr addrspace(3) %221, i32 15360
  %237 = icmp samesign ult i32 %193, 64
  br label %238, !dbg !13

238:                                              ; preds = %.lr.ph17, %238
  %239 = phi i32 [ %168, %.lr.ph17 ], [ %252, %238 ]
  %.frozen45 = freeze i32 %239, !dbg !28
  %.frozen46 = freeze i32 %176, !dbg !28
  %240 = sdiv i32 %.frozen45, %.frozen46, !dbg !28
  %241 = mul i32 %240, %.frozen46, !dbg !27
  %.decomposed47 = sub i32 %.frozen45, %241, !dbg !27
  %242 = shl i32 %240, 7, !dbg !43
  %243 = shl nsw i32 %.decomposed47, 7, !dbg !44
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0), !dbg !45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %221, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %222, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %223, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %224, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %225, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %226, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %227, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %228, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %229, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %230, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %231, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %232, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %233, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %234, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %235, align 16, !dbg !45
  store <4 x i32> zeroinitializer, ptr addrspace(3) %236, align 16, !dbg !45
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !45
  %244 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !45
  %245 = extractvalue { i32, i1 } %244, 1, !dbg !45
  %246 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %13, i32 0, i32 31), !dbg !45
  %247 = and i1 %237, %245, !dbg !45
  %248 = and i32 %246, 1, !dbg !45
  %.idx5 = shl nuw nsw i32 %248, 14, !dbg !45
  %249 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx5, !dbg !45
  %250 = shl nuw nsw i32 %248, 6, !dbg !45
  %251 = or disjoint i32 %250, %243, !dbg !45
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %247, ptr %209, i32 %251, i32 %242, ptr addrspace(3) %249) #9, !dbg !45
  tail call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !45
  %252 = add i32 %239, 148, !dbg !13
  %253 = icmp slt i32 %252, %177, !dbg !13
  br i1 %253, label %238, label %._crit_edge18, !dbg !13

._crit_edge18:                                    ; preds = %238, %.preheader
  tail call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !13
  br label %925, !dbg !42

254:                                              ; preds = %208
  %255 = sub i32 %177, %168, !dbg !13
  %256 = sdiv i32 %255, 148, !dbg !13
  %257 = mul nsw i32 %256, 148, !dbg !13
  %258 = icmp ne i32 %255, %257, !dbg !13
  %259 = icmp sgt i32 %255, -1, !dbg !13
  %260 = and i1 %259, %258, !dbg !13
  %261 = zext i1 %260 to i32, !dbg !13
  %262 = add nsw i32 %256, %261, !dbg !13
  %263 = extractelement <2 x i32> %175, i64 1, !dbg !13
  %264 = mul i32 %262, %263, !dbg !13
  %265 = add nsw i32 %263, -1, !dbg !13
  %266 = icmp eq i32 %13, 0, !dbg !21
  %267 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %268 = extractvalue { i32, i1 } %267, 1, !dbg !21
  %269 = and i1 %266, %268, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %269, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136)) #9, !dbg !21
  %270 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %271 = extractvalue { i32, i1 } %270, 1, !dbg !21
  %272 = and i1 %266, %271, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %272, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131144)) #9, !dbg !21
  %273 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %274 = extractvalue { i32, i1 } %273, 1, !dbg !21
  %275 = and i1 %266, %274, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %275, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152)) #9, !dbg !21
  %276 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %277 = extractvalue { i32, i1 } %276, 1, !dbg !21
  %278 = and i1 %266, %277, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %278, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131160)) #9, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !21
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136), i32 1) #9, !dbg !21
  %279 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %13, i32 0, i32 31), !dbg !21
  %280 = shl i32 %279, 21, !dbg !21
  %281 = and i32 %280, 6291456, !dbg !21
  %282 = add i32 %281, %11, !dbg !21
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x128.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127, $128, $129};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %282, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #9, !dbg !21
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !20
  %283 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %284 = extractvalue { i32, i1 } %283, 1, !dbg !20
  %285 = and i1 %266, %284, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %285, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #9, !dbg !20
  %286 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %287 = extractvalue { i32, i1 } %286, 1, !dbg !20
  %288 = and i1 %266, %287, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %288, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #9, !dbg !20
  %289 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %290 = extractvalue { i32, i1 } %289, 1, !dbg !20
  %291 = and i1 %266, %290, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %291, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #9, !dbg !20
  %292 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %293 = extractvalue { i32, i1 } %292, 1, !dbg !20
  %294 = and i1 %266, %293, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %294, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104)) #9, !dbg !20
  %295 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %296 = extractvalue { i32, i1 } %295, 1, !dbg !20
  %297 = and i1 %266, %296, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %297, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131112)) #9, !dbg !20
  %298 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %299 = extractvalue { i32, i1 } %298, 1, !dbg !20
  %300 = and i1 %266, %299, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %300, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131120)) #9, !dbg !20
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131168), align 16, !dbg !13
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131169), align 1, !dbg !13
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131170), align 2, !dbg !13
  store i8 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131171), align 1, !dbg !13
  store i32 %264, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), align 16, !dbg !13
  store ptr %199, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98308), align 4, !dbg !13
  store ptr %203, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98316), align 4, !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  %301 = icmp sgt i32 %264, 0, !dbg !13
  br i1 %301, label %.lr.ph13, label %._crit_edge14, !dbg !13

.lr.ph13:                                         ; preds = %254
  %302 = add nsw i32 %168, -148, !dbg !13
  %303 = shl nuw nsw i32 %9, 7
  %304 = and i32 %303, 16256
  %305 = shl nuw nsw i32 %9, 4
  %306 = and i32 %305, 112
  %307 = or disjoint i32 %304, %306
  %308 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %307
  %309 = getelementptr inbounds nuw i8, ptr addrspace(3) %308, i32 16384
  %310 = xor i32 %307, 16
  %311 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %310
  %312 = getelementptr inbounds nuw i8, ptr addrspace(3) %311, i32 16384
  %313 = xor i32 %307, 32
  %314 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %313
  %315 = getelementptr inbounds nuw i8, ptr addrspace(3) %314, i32 16384
  %316 = xor i32 %307, 48
  %317 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %316
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 16384
  %319 = xor i32 %307, 64
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %319
  %321 = getelementptr inbounds nuw i8, ptr addrspace(3) %320, i32 16384
  %322 = xor i32 %307, 80
  %323 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %322
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) %323, i32 16384
  %325 = xor i32 %307, 96
  %326 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %325
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) %326, i32 16384
  %328 = xor i32 %307, 112
  %329 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %328
  %330 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 16384
  %331 = icmp samesign ult i32 %193, 64
  %332 = and i32 %279, 1
  %.idx = shl nuw nsw i32 %332, 14
  %333 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %.idx
  %334 = shl nuw nsw i32 %332, 6
  br label %335, !dbg !13

335:                                              ; preds = %.lr.ph13, %882
  %336 = phi i32 [ 1, %.lr.ph13 ], [ %884, %882 ]
  %337 = phi i32 [ 1, %.lr.ph13 ], [ %883, %882 ]
  %338 = phi i32 [ 0, %.lr.ph13 ], [ %350, %882 ]
  %339 = phi i32 [ 0, %.lr.ph13 ], [ %349, %882 ]
  %340 = phi i32 [ %302, %.lr.ph13 ], [ %351, %882 ]
  %341 = phi i32 [ 0, %.lr.ph13 ], [ %886, %882 ]
  %342 = phi i32 [ 0, %.lr.ph13 ], [ %887, %882 ]
  %343 = icmp eq i32 %341, 0, !dbg !13
  br i1 %343, label %344, label %348, !dbg !13

344:                                              ; preds = %335
  %345 = add i32 %340, 148, !dbg !13
  %.frozen48 = freeze i32 %345, !dbg !28
  %.frozen49 = freeze i32 %176, !dbg !28
  %346 = sdiv i32 %.frozen48, %.frozen49, !dbg !28
  %347 = mul i32 %346, %.frozen49, !dbg !27
  %.decomposed50 = sub i32 %.frozen48, %347, !dbg !27
  br label %348, !dbg !13

348:                                              ; preds = %344, %335
  %349 = phi i32 [ %346, %344 ], [ %339, %335 ], !dbg !13
  %350 = phi i32 [ %.decomposed50, %344 ], [ %338, %335 ], !dbg !13
  %351 = phi i32 [ %345, %344 ], [ %340, %335 ], !dbg !13
  %352 = icmp eq i32 %341, %265, !dbg !13
  br i1 %352, label %353, label %882, !dbg !13

353:                                              ; preds = %348
  %354 = shl i32 %349, 7, !dbg !43
  %355 = shl nsw i32 %350, 7, !dbg !44
  %356 = add i32 %337, 1, !dbg !21
  %357 = icmp eq i32 %356, 2, !dbg !21
  %358 = select i1 %357, i32 0, i32 %356, !dbg !21
  %359 = zext i1 %357 to i32, !dbg !21
  %360 = xor i32 %336, %359, !dbg !21
  %361 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152), i32 %358, !dbg !21
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %361, i32 %360) #9, !dbg !21
  %362 = shl i32 %358, 7, !dbg !21
  %363 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136), i32 %358, !dbg !21
  %364 = add i32 %282, %362, !dbg !21
  %365 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %364) #9, !dbg !21
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 0, !dbg !21
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 1, !dbg !21
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 2, !dbg !21
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 3, !dbg !21
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 4, !dbg !21
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 5, !dbg !21
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 6, !dbg !21
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 7, !dbg !21
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 8, !dbg !21
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 9, !dbg !21
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 10, !dbg !21
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 11, !dbg !21
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 12, !dbg !21
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 13, !dbg !21
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 14, !dbg !21
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 15, !dbg !21
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 16, !dbg !21
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 17, !dbg !21
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 18, !dbg !21
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 19, !dbg !21
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 20, !dbg !21
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 21, !dbg !21
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 22, !dbg !21
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 23, !dbg !21
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 24, !dbg !21
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 25, !dbg !21
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 26, !dbg !21
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 27, !dbg !21
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 28, !dbg !21
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 29, !dbg !21
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 30, !dbg !21
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 31, !dbg !21
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 32, !dbg !21
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 33, !dbg !21
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 34, !dbg !21
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 35, !dbg !21
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 36, !dbg !21
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 37, !dbg !21
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 38, !dbg !21
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 39, !dbg !21
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 40, !dbg !21
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 41, !dbg !21
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 42, !dbg !21
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 43, !dbg !21
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 44, !dbg !21
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 45, !dbg !21
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 46, !dbg !21
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 47, !dbg !21
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 48, !dbg !21
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 49, !dbg !21
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 50, !dbg !21
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 51, !dbg !21
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 52, !dbg !21
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 53, !dbg !21
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 54, !dbg !21
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 55, !dbg !21
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 56, !dbg !21
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 57, !dbg !21
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 58, !dbg !21
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 59, !dbg !21
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 60, !dbg !21
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 61, !dbg !21
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 62, !dbg !21
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 63, !dbg !21
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 64, !dbg !21
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 65, !dbg !21
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 66, !dbg !21
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 67, !dbg !21
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 68, !dbg !21
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 69, !dbg !21
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 70, !dbg !21
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 71, !dbg !21
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 72, !dbg !21
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 73, !dbg !21
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 74, !dbg !21
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 75, !dbg !21
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 76, !dbg !21
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 77, !dbg !21
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 78, !dbg !21
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 79, !dbg !21
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 80, !dbg !21
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 81, !dbg !21
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 82, !dbg !21
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 83, !dbg !21
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 84, !dbg !21
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 85, !dbg !21
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 86, !dbg !21
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 87, !dbg !21
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 88, !dbg !21
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 89, !dbg !21
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 90, !dbg !21
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 91, !dbg !21
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 92, !dbg !21
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 93, !dbg !21
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 94, !dbg !21
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 95, !dbg !21
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 96, !dbg !21
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 97, !dbg !21
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 98, !dbg !21
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 99, !dbg !21
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 100, !dbg !21
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 101, !dbg !21
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 102, !dbg !21
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 103, !dbg !21
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 104, !dbg !21
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 105, !dbg !21
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 106, !dbg !21
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 107, !dbg !21
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 108, !dbg !21
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 109, !dbg !21
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 110, !dbg !21
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 111, !dbg !21
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 112, !dbg !21
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 113, !dbg !21
  %480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 114, !dbg !21
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 115, !dbg !21
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 116, !dbg !21
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 117, !dbg !21
  %484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 118, !dbg !21
  %485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 119, !dbg !21
  %486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 120, !dbg !21
  %487 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 121, !dbg !21
  %488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 122, !dbg !21
  %489 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 123, !dbg !21
  %490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 124, !dbg !21
  %491 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 125, !dbg !21
  %492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 126, !dbg !21
  %493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 127, !dbg !21
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %196, ptr addrspace(3) %363) #9, !dbg !21
  %494 = insertelement <2 x i32> poison, i32 %366, i64 0, !dbg !21
  %495 = insertelement <2 x i32> %494, i32 %367, i64 1, !dbg !21
  %496 = bitcast <2 x i32> %495 to <2 x float>, !dbg !21
  %497 = fptrunc <2 x float> %496 to <2 x half>, !dbg !46
  %498 = insertelement <2 x i32> poison, i32 %368, i64 0, !dbg !21
  %499 = insertelement <2 x i32> %498, i32 %369, i64 1, !dbg !21
  %500 = bitcast <2 x i32> %499 to <2 x float>, !dbg !21
  %501 = fptrunc <2 x float> %500 to <2 x half>, !dbg !46
  %502 = insertelement <2 x i32> poison, i32 %370, i64 0, !dbg !21
  %503 = insertelement <2 x i32> %502, i32 %371, i64 1, !dbg !21
  %504 = bitcast <2 x i32> %503 to <2 x float>, !dbg !21
  %505 = fptrunc <2 x float> %504 to <2 x half>, !dbg !46
  %506 = insertelement <2 x i32> poison, i32 %372, i64 0, !dbg !21
  %507 = insertelement <2 x i32> %506, i32 %373, i64 1, !dbg !21
  %508 = bitcast <2 x i32> %507 to <2 x float>, !dbg !21
  %509 = fptrunc <2 x float> %508 to <2 x half>, !dbg !46
  %510 = insertelement <2 x i32> poison, i32 %374, i64 0, !dbg !21
  %511 = insertelement <2 x i32> %510, i32 %375, i64 1, !dbg !21
  %512 = bitcast <2 x i32> %511 to <2 x float>, !dbg !21
  %513 = fptrunc <2 x float> %512 to <2 x half>, !dbg !46
  %514 = insertelement <2 x i32> poison, i32 %376, i64 0, !dbg !21
  %515 = insertelement <2 x i32> %514, i32 %377, i64 1, !dbg !21
  %516 = bitcast <2 x i32> %515 to <2 x float>, !dbg !21
  %517 = fptrunc <2 x float> %516 to <2 x half>, !dbg !46
  %518 = insertelement <2 x i32> poison, i32 %378, i64 0, !dbg !21
  %519 = insertelement <2 x i32> %518, i32 %379, i64 1, !dbg !21
  %520 = bitcast <2 x i32> %519 to <2 x float>, !dbg !21
  %521 = fptrunc <2 x float> %520 to <2 x half>, !dbg !46
  %522 = insertelement <2 x i32> poison, i32 %380, i64 0, !dbg !21
  %523 = insertelement <2 x i32> %522, i32 %381, i64 1, !dbg !21
  %524 = bitcast <2 x i32> %523 to <2 x float>, !dbg !21
  %525 = fptrunc <2 x float> %524 to <2 x half>, !dbg !46
  %526 = insertelement <2 x i32> poison, i32 %382, i64 0, !dbg !21
  %527 = insertelement <2 x i32> %526, i32 %383, i64 1, !dbg !21
  %528 = bitcast <2 x i32> %527 to <2 x float>, !dbg !21
  %529 = fptrunc <2 x float> %528 to <2 x half>, !dbg !46
  %530 = insertelement <2 x i32> poison, i32 %384, i64 0, !dbg !21
  %531 = insertelement <2 x i32> %530, i32 %385, i64 1, !dbg !21
  %532 = bitcast <2 x i32> %531 to <2 x float>, !dbg !21
  %533 = fptrunc <2 x float> %532 to <2 x half>, !dbg !46
  %534 = insertelement <2 x i32> poison, i32 %386, i64 0, !dbg !21
  %535 = insertelement <2 x i32> %534, i32 %387, i64 1, !dbg !21
  %536 = bitcast <2 x i32> %535 to <2 x float>, !dbg !21
  %537 = fptrunc <2 x float> %536 to <2 x half>, !dbg !46
  %538 = insertelement <2 x i32> poison, i32 %388, i64 0, !dbg !21
  %539 = insertelement <2 x i32> %538, i32 %389, i64 1, !dbg !21
  %540 = bitcast <2 x i32> %539 to <2 x float>, !dbg !21
  %541 = fptrunc <2 x float> %540 to <2 x half>, !dbg !46
  %542 = insertelement <2 x i32> poison, i32 %390, i64 0, !dbg !21
  %543 = insertelement <2 x i32> %542, i32 %391, i64 1, !dbg !21
  %544 = bitcast <2 x i32> %543 to <2 x float>, !dbg !21
  %545 = fptrunc <2 x float> %544 to <2 x half>, !dbg !46
  %546 = insertelement <2 x i32> poison, i32 %392, i64 0, !dbg !21
  %547 = insertelement <2 x i32> %546, i32 %393, i64 1, !dbg !21
  %548 = bitcast <2 x i32> %547 to <2 x float>, !dbg !21
  %549 = fptrunc <2 x float> %548 to <2 x half>, !dbg !46
  %550 = insertelement <2 x i32> poison, i32 %394, i64 0, !dbg !21
  %551 = insertelement <2 x i32> %550, i32 %395, i64 1, !dbg !21
  %552 = bitcast <2 x i32> %551 to <2 x float>, !dbg !21
  %553 = fptrunc <2 x float> %552 to <2 x half>, !dbg !46
  %554 = insertelement <2 x i32> poison, i32 %396, i64 0, !dbg !21
  %555 = insertelement <2 x i32> %554, i32 %397, i64 1, !dbg !21
  %556 = bitcast <2 x i32> %555 to <2 x float>, !dbg !21
  %557 = fptrunc <2 x float> %556 to <2 x half>, !dbg !46
  %558 = insertelement <2 x i32> poison, i32 %398, i64 0, !dbg !21
  %559 = insertelement <2 x i32> %558, i32 %399, i64 1, !dbg !21
  %560 = bitcast <2 x i32> %559 to <2 x float>, !dbg !21
  %561 = fptrunc <2 x float> %560 to <2 x half>, !dbg !46
  %562 = insertelement <2 x i32> poison, i32 %400, i64 0, !dbg !21
  %563 = insertelement <2 x i32> %562, i32 %401, i64 1, !dbg !21
  %564 = bitcast <2 x i32> %563 to <2 x float>, !dbg !21
  %565 = fptrunc <2 x float> %564 to <2 x half>, !dbg !46
  %566 = insertelement <2 x i32> poison, i32 %402, i64 0, !dbg !21
  %567 = insertelement <2 x i32> %566, i32 %403, i64 1, !dbg !21
  %568 = bitcast <2 x i32> %567 to <2 x float>, !dbg !21
  %569 = fptrunc <2 x float> %568 to <2 x half>, !dbg !46
  %570 = insertelement <2 x i32> poison, i32 %404, i64 0, !dbg !21
  %571 = insertelement <2 x i32> %570, i32 %405, i64 1, !dbg !21
  %572 = bitcast <2 x i32> %571 to <2 x float>, !dbg !21
  %573 = fptrunc <2 x float> %572 to <2 x half>, !dbg !46
  %574 = insertelement <2 x i32> poison, i32 %406, i64 0, !dbg !21
  %575 = insertelement <2 x i32> %574, i32 %407, i64 1, !dbg !21
  %576 = bitcast <2 x i32> %575 to <2 x float>, !dbg !21
  %577 = fptrunc <2 x float> %576 to <2 x half>, !dbg !46
  %578 = insertelement <2 x i32> poison, i32 %408, i64 0, !dbg !21
  %579 = insertelement <2 x i32> %578, i32 %409, i64 1, !dbg !21
  %580 = bitcast <2 x i32> %579 to <2 x float>, !dbg !21
  %581 = fptrunc <2 x float> %580 to <2 x half>, !dbg !46
  %582 = insertelement <2 x i32> poison, i32 %410, i64 0, !dbg !21
  %583 = insertelement <2 x i32> %582, i32 %411, i64 1, !dbg !21
  %584 = bitcast <2 x i32> %583 to <2 x float>, !dbg !21
  %585 = fptrunc <2 x float> %584 to <2 x half>, !dbg !46
  %586 = insertelement <2 x i32> poison, i32 %412, i64 0, !dbg !21
  %587 = insertelement <2 x i32> %586, i32 %413, i64 1, !dbg !21
  %588 = bitcast <2 x i32> %587 to <2 x float>, !dbg !21
  %589 = fptrunc <2 x float> %588 to <2 x half>, !dbg !46
  %590 = insertelement <2 x i32> poison, i32 %414, i64 0, !dbg !21
  %591 = insertelement <2 x i32> %590, i32 %415, i64 1, !dbg !21
  %592 = bitcast <2 x i32> %591 to <2 x float>, !dbg !21
  %593 = fptrunc <2 x float> %592 to <2 x half>, !dbg !46
  %594 = insertelement <2 x i32> poison, i32 %416, i64 0, !dbg !21
  %595 = insertelement <2 x i32> %594, i32 %417, i64 1, !dbg !21
  %596 = bitcast <2 x i32> %595 to <2 x float>, !dbg !21
  %597 = fptrunc <2 x float> %596 to <2 x half>, !dbg !46
  %598 = insertelement <2 x i32> poison, i32 %418, i64 0, !dbg !21
  %599 = insertelement <2 x i32> %598, i32 %419, i64 1, !dbg !21
  %600 = bitcast <2 x i32> %599 to <2 x float>, !dbg !21
  %601 = fptrunc <2 x float> %600 to <2 x half>, !dbg !46
  %602 = insertelement <2 x i32> poison, i32 %420, i64 0, !dbg !21
  %603 = insertelement <2 x i32> %602, i32 %421, i64 1, !dbg !21
  %604 = bitcast <2 x i32> %603 to <2 x float>, !dbg !21
  %605 = fptrunc <2 x float> %604 to <2 x half>, !dbg !46
  %606 = insertelement <2 x i32> poison, i32 %422, i64 0, !dbg !21
  %607 = insertelement <2 x i32> %606, i32 %423, i64 1, !dbg !21
  %608 = bitcast <2 x i32> %607 to <2 x float>, !dbg !21
  %609 = fptrunc <2 x float> %608 to <2 x half>, !dbg !46
  %610 = insertelement <2 x i32> poison, i32 %424, i64 0, !dbg !21
  %611 = insertelement <2 x i32> %610, i32 %425, i64 1, !dbg !21
  %612 = bitcast <2 x i32> %611 to <2 x float>, !dbg !21
  %613 = fptrunc <2 x float> %612 to <2 x half>, !dbg !46
  %614 = insertelement <2 x i32> poison, i32 %426, i64 0, !dbg !21
  %615 = insertelement <2 x i32> %614, i32 %427, i64 1, !dbg !21
  %616 = bitcast <2 x i32> %615 to <2 x float>, !dbg !21
  %617 = fptrunc <2 x float> %616 to <2 x half>, !dbg !46
  %618 = insertelement <2 x i32> poison, i32 %428, i64 0, !dbg !21
  %619 = insertelement <2 x i32> %618, i32 %429, i64 1, !dbg !21
  %620 = bitcast <2 x i32> %619 to <2 x float>, !dbg !21
  %621 = fptrunc <2 x float> %620 to <2 x half>, !dbg !46
  %622 = insertelement <2 x i32> poison, i32 %430, i64 0, !dbg !21
  %623 = insertelement <2 x i32> %622, i32 %431, i64 1, !dbg !21
  %624 = bitcast <2 x i32> %623 to <2 x float>, !dbg !21
  %625 = fptrunc <2 x float> %624 to <2 x half>, !dbg !46
  %626 = insertelement <2 x i32> poison, i32 %432, i64 0, !dbg !21
  %627 = insertelement <2 x i32> %626, i32 %433, i64 1, !dbg !21
  %628 = bitcast <2 x i32> %627 to <2 x float>, !dbg !21
  %629 = fptrunc <2 x float> %628 to <2 x half>, !dbg !46
  %630 = insertelement <2 x i32> poison, i32 %434, i64 0, !dbg !21
  %631 = insertelement <2 x i32> %630, i32 %435, i64 1, !dbg !21
  %632 = bitcast <2 x i32> %631 to <2 x float>, !dbg !21
  %633 = fptrunc <2 x float> %632 to <2 x half>, !dbg !46
  %634 = insertelement <2 x i32> poison, i32 %436, i64 0, !dbg !21
  %635 = insertelement <2 x i32> %634, i32 %437, i64 1, !dbg !21
  %636 = bitcast <2 x i32> %635 to <2 x float>, !dbg !21
  %637 = fptrunc <2 x float> %636 to <2 x half>, !dbg !46
  %638 = insertelement <2 x i32> poison, i32 %438, i64 0, !dbg !21
  %639 = insertelement <2 x i32> %638, i32 %439, i64 1, !dbg !21
  %640 = bitcast <2 x i32> %639 to <2 x float>, !dbg !21
  %641 = fptrunc <2 x float> %640 to <2 x half>, !dbg !46
  %642 = insertelement <2 x i32> poison, i32 %440, i64 0, !dbg !21
  %643 = insertelement <2 x i32> %642, i32 %441, i64 1, !dbg !21
  %644 = bitcast <2 x i32> %643 to <2 x float>, !dbg !21
  %645 = fptrunc <2 x float> %644 to <2 x half>, !dbg !46
  %646 = insertelement <2 x i32> poison, i32 %442, i64 0, !dbg !21
  %647 = insertelement <2 x i32> %646, i32 %443, i64 1, !dbg !21
  %648 = bitcast <2 x i32> %647 to <2 x float>, !dbg !21
  %649 = fptrunc <2 x float> %648 to <2 x half>, !dbg !46
  %650 = insertelement <2 x i32> poison, i32 %444, i64 0, !dbg !21
  %651 = insertelement <2 x i32> %650, i32 %445, i64 1, !dbg !21
  %652 = bitcast <2 x i32> %651 to <2 x float>, !dbg !21
  %653 = fptrunc <2 x float> %652 to <2 x half>, !dbg !46
  %654 = insertelement <2 x i32> poison, i32 %446, i64 0, !dbg !21
  %655 = insertelement <2 x i32> %654, i32 %447, i64 1, !dbg !21
  %656 = bitcast <2 x i32> %655 to <2 x float>, !dbg !21
  %657 = fptrunc <2 x float> %656 to <2 x half>, !dbg !46
  %658 = insertelement <2 x i32> poison, i32 %448, i64 0, !dbg !21
  %659 = insertelement <2 x i32> %658, i32 %449, i64 1, !dbg !21
  %660 = bitcast <2 x i32> %659 to <2 x float>, !dbg !21
  %661 = fptrunc <2 x float> %660 to <2 x half>, !dbg !46
  %662 = insertelement <2 x i32> poison, i32 %450, i64 0, !dbg !21
  %663 = insertelement <2 x i32> %662, i32 %451, i64 1, !dbg !21
  %664 = bitcast <2 x i32> %663 to <2 x float>, !dbg !21
  %665 = fptrunc <2 x float> %664 to <2 x half>, !dbg !46
  %666 = insertelement <2 x i32> poison, i32 %452, i64 0, !dbg !21
  %667 = insertelement <2 x i32> %666, i32 %453, i64 1, !dbg !21
  %668 = bitcast <2 x i32> %667 to <2 x float>, !dbg !21
  %669 = fptrunc <2 x float> %668 to <2 x half>, !dbg !46
  %670 = insertelement <2 x i32> poison, i32 %454, i64 0, !dbg !21
  %671 = insertelement <2 x i32> %670, i32 %455, i64 1, !dbg !21
  %672 = bitcast <2 x i32> %671 to <2 x float>, !dbg !21
  %673 = fptrunc <2 x float> %672 to <2 x half>, !dbg !46
  %674 = insertelement <2 x i32> poison, i32 %456, i64 0, !dbg !21
  %675 = insertelement <2 x i32> %674, i32 %457, i64 1, !dbg !21
  %676 = bitcast <2 x i32> %675 to <2 x float>, !dbg !21
  %677 = fptrunc <2 x float> %676 to <2 x half>, !dbg !46
  %678 = insertelement <2 x i32> poison, i32 %458, i64 0, !dbg !21
  %679 = insertelement <2 x i32> %678, i32 %459, i64 1, !dbg !21
  %680 = bitcast <2 x i32> %679 to <2 x float>, !dbg !21
  %681 = fptrunc <2 x float> %680 to <2 x half>, !dbg !46
  %682 = insertelement <2 x i32> poison, i32 %460, i64 0, !dbg !21
  %683 = insertelement <2 x i32> %682, i32 %461, i64 1, !dbg !21
  %684 = bitcast <2 x i32> %683 to <2 x float>, !dbg !21
  %685 = fptrunc <2 x float> %684 to <2 x half>, !dbg !46
  %686 = insertelement <2 x i32> poison, i32 %462, i64 0, !dbg !21
  %687 = insertelement <2 x i32> %686, i32 %463, i64 1, !dbg !21
  %688 = bitcast <2 x i32> %687 to <2 x float>, !dbg !21
  %689 = fptrunc <2 x float> %688 to <2 x half>, !dbg !46
  %690 = insertelement <2 x i32> poison, i32 %464, i64 0, !dbg !21
  %691 = insertelement <2 x i32> %690, i32 %465, i64 1, !dbg !21
  %692 = bitcast <2 x i32> %691 to <2 x float>, !dbg !21
  %693 = fptrunc <2 x float> %692 to <2 x half>, !dbg !46
  %694 = insertelement <2 x i32> poison, i32 %466, i64 0, !dbg !21
  %695 = insertelement <2 x i32> %694, i32 %467, i64 1, !dbg !21
  %696 = bitcast <2 x i32> %695 to <2 x float>, !dbg !21
  %697 = fptrunc <2 x float> %696 to <2 x half>, !dbg !46
  %698 = insertelement <2 x i32> poison, i32 %468, i64 0, !dbg !21
  %699 = insertelement <2 x i32> %698, i32 %469, i64 1, !dbg !21
  %700 = bitcast <2 x i32> %699 to <2 x float>, !dbg !21
  %701 = fptrunc <2 x float> %700 to <2 x half>, !dbg !46
  %702 = insertelement <2 x i32> poison, i32 %470, i64 0, !dbg !21
  %703 = insertelement <2 x i32> %702, i32 %471, i64 1, !dbg !21
  %704 = bitcast <2 x i32> %703 to <2 x float>, !dbg !21
  %705 = fptrunc <2 x float> %704 to <2 x half>, !dbg !46
  %706 = insertelement <2 x i32> poison, i32 %472, i64 0, !dbg !21
  %707 = insertelement <2 x i32> %706, i32 %473, i64 1, !dbg !21
  %708 = bitcast <2 x i32> %707 to <2 x float>, !dbg !21
  %709 = fptrunc <2 x float> %708 to <2 x half>, !dbg !46
  %710 = insertelement <2 x i32> poison, i32 %474, i64 0, !dbg !21
  %711 = insertelement <2 x i32> %710, i32 %475, i64 1, !dbg !21
  %712 = bitcast <2 x i32> %711 to <2 x float>, !dbg !21
  %713 = fptrunc <2 x float> %712 to <2 x half>, !dbg !46
  %714 = insertelement <2 x i32> poison, i32 %476, i64 0, !dbg !21
  %715 = insertelement <2 x i32> %714, i32 %477, i64 1, !dbg !21
  %716 = bitcast <2 x i32> %715 to <2 x float>, !dbg !21
  %717 = fptrunc <2 x float> %716 to <2 x half>, !dbg !46
  %718 = insertelement <2 x i32> poison, i32 %478, i64 0, !dbg !21
  %719 = insertelement <2 x i32> %718, i32 %479, i64 1, !dbg !21
  %720 = bitcast <2 x i32> %719 to <2 x float>, !dbg !21
  %721 = fptrunc <2 x float> %720 to <2 x half>, !dbg !46
  %722 = insertelement <2 x i32> poison, i32 %480, i64 0, !dbg !21
  %723 = insertelement <2 x i32> %722, i32 %481, i64 1, !dbg !21
  %724 = bitcast <2 x i32> %723 to <2 x float>, !dbg !21
  %725 = fptrunc <2 x float> %724 to <2 x half>, !dbg !46
  %726 = insertelement <2 x i32> poison, i32 %482, i64 0, !dbg !21
  %727 = insertelement <2 x i32> %726, i32 %483, i64 1, !dbg !21
  %728 = bitcast <2 x i32> %727 to <2 x float>, !dbg !21
  %729 = fptrunc <2 x float> %728 to <2 x half>, !dbg !46
  %730 = insertelement <2 x i32> poison, i32 %484, i64 0, !dbg !21
  %731 = insertelement <2 x i32> %730, i32 %485, i64 1, !dbg !21
  %732 = bitcast <2 x i32> %731 to <2 x float>, !dbg !21
  %733 = fptrunc <2 x float> %732 to <2 x half>, !dbg !46
  %734 = insertelement <2 x i32> poison, i32 %486, i64 0, !dbg !21
  %735 = insertelement <2 x i32> %734, i32 %487, i64 1, !dbg !21
  %736 = bitcast <2 x i32> %735 to <2 x float>, !dbg !21
  %737 = fptrunc <2 x float> %736 to <2 x half>, !dbg !46
  %738 = insertelement <2 x i32> poison, i32 %488, i64 0, !dbg !21
  %739 = insertelement <2 x i32> %738, i32 %489, i64 1, !dbg !21
  %740 = bitcast <2 x i32> %739 to <2 x float>, !dbg !21
  %741 = fptrunc <2 x float> %740 to <2 x half>, !dbg !46
  %742 = insertelement <2 x i32> poison, i32 %490, i64 0, !dbg !21
  %743 = insertelement <2 x i32> %742, i32 %491, i64 1, !dbg !21
  %744 = bitcast <2 x i32> %743 to <2 x float>, !dbg !21
  %745 = fptrunc <2 x float> %744 to <2 x half>, !dbg !46
  %746 = insertelement <2 x i32> poison, i32 %492, i64 0, !dbg !21
  %747 = insertelement <2 x i32> %746, i32 %493, i64 1, !dbg !21
  %748 = bitcast <2 x i32> %747 to <2 x float>, !dbg !21
  %749 = fptrunc <2 x float> %748 to <2 x half>, !dbg !46
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0), !dbg !45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !45
  %750 = bitcast <2 x half> %497 to i32, !dbg !45
  %751 = bitcast <2 x half> %501 to i32, !dbg !45
  %752 = bitcast <2 x half> %505 to i32, !dbg !45
  %753 = bitcast <2 x half> %509 to i32, !dbg !45
  %754 = insertelement <4 x i32> poison, i32 %750, i64 0, !dbg !45
  %755 = insertelement <4 x i32> %754, i32 %751, i64 1, !dbg !45
  %756 = insertelement <4 x i32> %755, i32 %752, i64 2, !dbg !45
  %757 = insertelement <4 x i32> %756, i32 %753, i64 3, !dbg !45
  store <4 x i32> %757, ptr addrspace(3) %308, align 16, !dbg !45
  %758 = bitcast <2 x half> %625 to i32, !dbg !45
  %759 = bitcast <2 x half> %629 to i32, !dbg !45
  %760 = bitcast <2 x half> %633 to i32, !dbg !45
  %761 = bitcast <2 x half> %637 to i32, !dbg !45
  %762 = insertelement <4 x i32> poison, i32 %758, i64 0, !dbg !45
  %763 = insertelement <4 x i32> %762, i32 %759, i64 1, !dbg !45
  %764 = insertelement <4 x i32> %763, i32 %760, i64 2, !dbg !45
  %765 = insertelement <4 x i32> %764, i32 %761, i64 3, !dbg !45
  store <4 x i32> %765, ptr addrspace(3) %309, align 16, !dbg !45
  %766 = bitcast <2 x half> %513 to i32, !dbg !45
  %767 = bitcast <2 x half> %517 to i32, !dbg !45
  %768 = bitcast <2 x half> %521 to i32, !dbg !45
  %769 = bitcast <2 x half> %525 to i32, !dbg !45
  %770 = insertelement <4 x i32> poison, i32 %766, i64 0, !dbg !45
  %771 = insertelement <4 x i32> %770, i32 %767, i64 1, !dbg !45
  %772 = insertelement <4 x i32> %771, i32 %768, i64 2, !dbg !45
  %773 = insertelement <4 x i32> %772, i32 %769, i64 3, !dbg !45
  store <4 x i32> %773, ptr addrspace(3) %311, align 16, !dbg !45
  %774 = bitcast <2 x half> %641 to i32, !dbg !45
  %775 = bitcast <2 x half> %645 to i32, !dbg !45
  %776 = bitcast <2 x half> %649 to i32, !dbg !45
  %777 = bitcast <2 x half> %653 to i32, !dbg !45
  %778 = insertelement <4 x i32> poison, i32 %774, i64 0, !dbg !45
  %779 = insertelement <4 x i32> %778, i32 %775, i64 1, !dbg !45
  %780 = insertelement <4 x i32> %779, i32 %776, i64 2, !dbg !45
  %781 = insertelement <4 x i32> %780, i32 %777, i64 3, !dbg !45
  store <4 x i32> %781, ptr addrspace(3) %312, align 16, !dbg !45
  %782 = bitcast <2 x half> %529 to i32, !dbg !45
  %783 = bitcast <2 x half> %533 to i32, !dbg !45
  %784 = bitcast <2 x half> %537 to i32, !dbg !45
  %785 = bitcast <2 x half> %541 to i32, !dbg !45
  %786 = insertelement <4 x i32> poison, i32 %782, i64 0, !dbg !45
  %787 = insertelement <4 x i32> %786, i32 %783, i64 1, !dbg !45
  %788 = insertelement <4 x i32> %787, i32 %784, i64 2, !dbg !45
  %789 = insertelement <4 x i32> %788, i32 %785, i64 3, !dbg !45
  store <4 x i32> %789, ptr addrspace(3) %314, align 16, !dbg !45
  %790 = bitcast <2 x half> %657 to i32, !dbg !45
  %791 = bitcast <2 x half> %661 to i32, !dbg !45
  %792 = bitcast <2 x half> %665 to i32, !dbg !45
  %793 = bitcast <2 x half> %669 to i32, !dbg !45
  %794 = insertelement <4 x i32> poison, i32 %790, i64 0, !dbg !45
  %795 = insertelement <4 x i32> %794, i32 %791, i64 1, !dbg !45
  %796 = insertelement <4 x i32> %795, i32 %792, i64 2, !dbg !45
  %797 = insertelement <4 x i32> %796, i32 %793, i64 3, !dbg !45
  store <4 x i32> %797, ptr addrspace(3) %315, align 16, !dbg !45
  %798 = bitcast <2 x half> %545 to i32, !dbg !45
  %799 = bitcast <2 x half> %549 to i32, !dbg !45
  %800 = bitcast <2 x half> %553 to i32, !dbg !45
  %801 = bitcast <2 x half> %557 to i32, !dbg !45
  %802 = insertelement <4 x i32> poison, i32 %798, i64 0, !dbg !45
  %803 = insertelement <4 x i32> %802, i32 %799, i64 1, !dbg !45
  %804 = insertelement <4 x i32> %803, i32 %800, i64 2, !dbg !45
  %805 = insertelement <4 x i32> %804, i32 %801, i64 3, !dbg !45
  store <4 x i32> %805, ptr addrspace(3) %317, align 16, !dbg !45
  %806 = bitcast <2 x half> %673 to i32, !dbg !45
  %807 = bitcast <2 x half> %677 to i32, !dbg !45
  %808 = bitcast <2 x half> %681 to i32, !dbg !45
  %809 = bitcast <2 x half> %685 to i32, !dbg !45
  %810 = insertelement <4 x i32> poison, i32 %806, i64 0, !dbg !45
  %811 = insertelement <4 x i32> %810, i32 %807, i64 1, !dbg !45
  %812 = insertelement <4 x i32> %811, i32 %808, i64 2, !dbg !45
  %813 = insertelement <4 x i32> %812, i32 %809, i64 3, !dbg !45
  store <4 x i32> %813, ptr addrspace(3) %318, align 16, !dbg !45
  %814 = bitcast <2 x half> %561 to i32, !dbg !45
  %815 = bitcast <2 x half> %565 to i32, !dbg !45
  %816 = bitcast <2 x half> %569 to i32, !dbg !45
  %817 = bitcast <2 x half> %573 to i32, !dbg !45
  %818 = insertelement <4 x i32> poison, i32 %814, i64 0, !dbg !45
  %819 = insertelement <4 x i32> %818, i32 %815, i64 1, !dbg !45
  %820 = insertelement <4 x i32> %819, i32 %816, i64 2, !dbg !45
  %821 = insertelement <4 x i32> %820, i32 %817, i64 3, !dbg !45
  store <4 x i32> %821, ptr addrspace(3) %320, align 16, !dbg !45
  %822 = bitcast <2 x half> %689 to i32, !dbg !45
  %823 = bitcast <2 x half> %693 to i32, !dbg !45
  %824 = bitcast <2 x half> %697 to i32, !dbg !45
  %825 = bitcast <2 x half> %701 to i32, !dbg !45
  %826 = insertelement <4 x i32> poison, i32 %822, i64 0, !dbg !45
  %827 = insertelement <4 x i32> %826, i32 %823, i64 1, !dbg !45
  %828 = insertelement <4 x i32> %827, i32 %824, i64 2, !dbg !45
  %829 = insertelement <4 x i32> %828, i32 %825, i64 3, !dbg !45
  store <4 x i32> %829, ptr addrspace(3) %321, align 16, !dbg !45
  %830 = bitcast <2 x half> %577 to i32, !dbg !45
  %831 = bitcast <2 x half> %581 to i32, !dbg !45
  %832 = bitcast <2 x half> %585 to i32, !dbg !45
  %833 = bitcast <2 x half> %589 to i32, !dbg !45
  %834 = insertelement <4 x i32> poison, i32 %830, i64 0, !dbg !45
  %835 = insertelement <4 x i32> %834, i32 %831, i64 1, !dbg !45
  %836 = insertelement <4 x i32> %835, i32 %832, i64 2, !dbg !45
  %837 = insertelement <4 x i32> %836, i32 %833, i64 3, !dbg !45
  store <4 x i32> %837, ptr addrspace(3) %323, align 16, !dbg !45
  %838 = bitcast <2 x half> %705 to i32, !dbg !45
  %839 = bitcast <2 x half> %709 to i32, !dbg !45
  %840 = bitcast <2 x half> %713 to i32, !dbg !45
  %841 = bitcast <2 x half> %717 to i32, !dbg !45
  %842 = insertelement <4 x i32> poison, i32 %838, i64 0, !dbg !45
  %843 = insertelement <4 x i32> %842, i32 %839, i64 1, !dbg !45
  %844 = insertelement <4 x i32> %843, i32 %840, i64 2, !dbg !45
  %845 = insertelement <4 x i32> %844, i32 %841, i64 3, !dbg !45
  store <4 x i32> %845, ptr addrspace(3) %324, align 16, !dbg !45
  %846 = bitcast <2 x half> %593 to i32, !dbg !45
  %847 = bitcast <2 x half> %597 to i32, !dbg !45
  %848 = bitcast <2 x half> %601 to i32, !dbg !45
  %849 = bitcast <2 x half> %605 to i32, !dbg !45
  %850 = insertelement <4 x i32> poison, i32 %846, i64 0, !dbg !45
  %851 = insertelement <4 x i32> %850, i32 %847, i64 1, !dbg !45
  %852 = insertelement <4 x i32> %851, i32 %848, i64 2, !dbg !45
  %853 = insertelement <4 x i32> %852, i32 %849, i64 3, !dbg !45
  store <4 x i32> %853, ptr addrspace(3) %326, align 16, !dbg !45
  %854 = bitcast <2 x half> %721 to i32, !dbg !45
  %855 = bitcast <2 x half> %725 to i32, !dbg !45
  %856 = bitcast <2 x half> %729 to i32, !dbg !45
  %857 = bitcast <2 x half> %733 to i32, !dbg !45
  %858 = insertelement <4 x i32> poison, i32 %854, i64 0, !dbg !45
  %859 = insertelement <4 x i32> %858, i32 %855, i64 1, !dbg !45
  %860 = insertelement <4 x i32> %859, i32 %856, i64 2, !dbg !45
  %861 = insertelement <4 x i32> %860, i32 %857, i64 3, !dbg !45
  store <4 x i32> %861, ptr addrspace(3) %327, align 16, !dbg !45
  %862 = bitcast <2 x half> %609 to i32, !dbg !45
  %863 = bitcast <2 x half> %613 to i32, !dbg !45
  %864 = bitcast <2 x half> %617 to i32, !dbg !45
  %865 = bitcast <2 x half> %621 to i32, !dbg !45
  %866 = insertelement <4 x i32> poison, i32 %862, i64 0, !dbg !45
  %867 = insertelement <4 x i32> %866, i32 %863, i64 1, !dbg !45
  %868 = insertelement <4 x i32> %867, i32 %864, i64 2, !dbg !45
  %869 = insertelement <4 x i32> %868, i32 %865, i64 3, !dbg !45
  store <4 x i32> %869, ptr addrspace(3) %329, align 16, !dbg !45
  %870 = bitcast <2 x half> %737 to i32, !dbg !45
  %871 = bitcast <2 x half> %741 to i32, !dbg !45
  %872 = bitcast <2 x half> %745 to i32, !dbg !45
  %873 = bitcast <2 x half> %749 to i32, !dbg !45
  %874 = insertelement <4 x i32> poison, i32 %870, i64 0, !dbg !45
  %875 = insertelement <4 x i32> %874, i32 %871, i64 1, !dbg !45
  %876 = insertelement <4 x i32> %875, i32 %872, i64 2, !dbg !45
  %877 = insertelement <4 x i32> %876, i32 %873, i64 3, !dbg !45
  store <4 x i32> %877, ptr addrspace(3) %330, align 16, !dbg !45
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !45
  %878 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !45
  %879 = extractvalue { i32, i1 } %878, 1, !dbg !45
  %880 = and i1 %331, %879, !dbg !45
  %881 = or disjoint i32 %355, %334, !dbg !45
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %880, ptr %209, i32 %881, i32 %354, ptr addrspace(3) %333) #9, !dbg !45
  tail call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !45
  br label %882, !dbg !13

882:                                              ; preds = %353, %348
  %883 = phi i32 [ %358, %353 ], [ %337, %348 ], !dbg !13
  %884 = phi i32 [ %360, %353 ], [ %336, %348 ], !dbg !13
  %885 = add i32 %341, 1, !dbg !13
  %886 = select i1 %352, i32 0, i32 %885, !dbg !13
  %887 = add nuw nsw i32 %342, 1, !dbg !13
  %exitcond23.not = icmp eq i32 %887, %264, !dbg !13
  br i1 %exitcond23.not, label %._crit_edge14.loopexit, label %335, !dbg !13

._crit_edge14.loopexit:                           ; preds = %882
  %888 = add i32 %883, 1, !dbg !13
  br label %._crit_edge14, !dbg !13

._crit_edge14:                                    ; preds = %._crit_edge14.loopexit, %254
  %.lcssa7 = phi i32 [ 2, %254 ], [ %888, %._crit_edge14.loopexit ]
  %.lcssa = phi i32 [ 1, %254 ], [ %884, %._crit_edge14.loopexit ]
  tail call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !13
  %889 = icmp eq i32 %.lcssa7, 2, !dbg !13
  %890 = select i1 %889, i32 0, i32 %.lcssa7, !dbg !13
  %891 = zext i1 %889 to i32, !dbg !13
  %892 = xor i32 %.lcssa, %891, !dbg !13
  %893 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152), i32 %890, !dbg !21
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %893, i32 %892) #9, !dbg !13
  %894 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136), i32 %890, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128), !dbg !13
  tail call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %196, ptr addrspace(3) %894) #9, !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !13
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256), !dbg !13
  %895 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %896 = extractvalue { i32, i1 } %895, 1, !dbg !20
  %897 = and i1 %266, %896, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %897, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #9, !dbg !20
  %898 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %899 = extractvalue { i32, i1 } %898, 1, !dbg !20
  %900 = and i1 %266, %899, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %900, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #9, !dbg !20
  %901 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %902 = extractvalue { i32, i1 } %901, 1, !dbg !20
  %903 = and i1 %266, %902, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %903, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #9, !dbg !20
  %904 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %905 = extractvalue { i32, i1 } %904, 1, !dbg !20
  %906 = and i1 %266, %905, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %906, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104)) #9, !dbg !20
  %907 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %908 = extractvalue { i32, i1 } %907, 1, !dbg !20
  %909 = and i1 %266, %908, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %909, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131112)) #9, !dbg !20
  %910 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %911 = extractvalue { i32, i1 } %910, 1, !dbg !20
  %912 = and i1 %266, %911, !dbg !20
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %912, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131120)) #9, !dbg !20
  %913 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %914 = extractvalue { i32, i1 } %913, 1, !dbg !21
  %915 = and i1 %266, %914, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %915, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131136)) #9, !dbg !21
  %916 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %917 = extractvalue { i32, i1 } %916, 1, !dbg !21
  %918 = and i1 %266, %917, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %918, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131144)) #9, !dbg !21
  %919 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %920 = extractvalue { i32, i1 } %919, 1, !dbg !21
  %921 = and i1 %266, %920, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %921, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131152)) #9, !dbg !21
  %922 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %923 = extractvalue { i32, i1 } %922, 1, !dbg !21
  %924 = and i1 %266, %923, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %924, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131160)) #9, !dbg !21
  br label %925, !dbg !42

925:                                              ; preds = %._crit_edge18, %._crit_edge14
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131168), align 16, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131169), align 1, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131170), align 2, !dbg !12
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131171), align 1, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r"(i1 %10, ptr addrspace(6) %12) #9, !dbg !12
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

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #7

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #8

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #9

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #8

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg) #9

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #9

attributes #0 = { nounwind "nvvm.maxnreg"="256" "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nounwind }
attributes #8 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_corpus.py", directory: "/work/main/scripts/corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "device_tma_matmul_kernel", linkageName: "device_tma_matmul_kernel", scope: !1, file: !1, line: 195, type: !5, scopeLine: 195, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 195, column: 1, scope: !4)
!13 = !DILocation(line: 213, column: 5, scope: !4)
!14 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/work/main/.tools/venv/lib/python3.11/site-packages/triton/language")
!17 = !DILocation(line: 205, column: 15, scope: !18)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!19 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !17)
!20 = !DILocation(line: 220, column: 29, scope: !4)
!21 = !DILocation(line: 220, column: 19, scope: !4)
!22 = !DILocation(line: 0, scope: !4)
!23 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !24)
!24 = !DILocation(line: 204, column: 17, scope: !18)
!25 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !24)
!26 = !DILocation(line: 202, column: 17, scope: !4)
!27 = !DILocation(line: 215, column: 17, scope: !4)
!28 = !DILocation(line: 214, column: 17, scope: !4)
!29 = !DILocation(line: 218, column: 30, scope: !4)
!30 = !DILocation(line: 218, column: 47, scope: !4)
!31 = !DILocation(line: 218, column: 17, scope: !4)
!32 = !DILocation(line: 219, column: 30, scope: !4)
!33 = distinct !{!33, !34}
!34 = !{!"llvm.licm.disable"}
!35 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !36)
!36 = !DILocation(line: 203, column: 17, scope: !18)
!37 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !36)
!38 = !DILocation(line: 206, column: 17, scope: !4)
!39 = !DILocation(line: 207, column: 14, scope: !4)
!40 = !DILocation(line: 209, column: 14, scope: !4)
!41 = !DILocation(line: 211, column: 14, scope: !4)
!42 = !DILocation(line: 217, column: 9, scope: !4)
!43 = !DILocation(line: 221, column: 23, scope: !4)
!44 = !DILocation(line: 221, column: 40, scope: !4)
!45 = !DILocation(line: 221, column: 9, scope: !4)
!46 = !DILocation(line: 221, column: 58, scope: !4)
