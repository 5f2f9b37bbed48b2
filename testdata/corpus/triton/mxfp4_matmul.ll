; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @mxfp4_matmul_kernel(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, i32 %1, i32 %2, i64 %3, i64 %4, ptr addrspace(1) %5, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %6, i32 %7, i32 %8, i64 %9, i64 %10, ptr addrspace(1) %11, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %12, i32 %13, i32 %14, i64 %15, i64 %16, i32 %17, i32 %18, i32 %19, ptr addrspace(1) nofree readnone captures(none) %20, ptr addrspace(1) nofree readnone captures(none) %21) local_unnamed_addr #0 !dbg !4 {
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %24 = icmp samesign ult i32 %23, 32, !dbg !14
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 256;", "b,r"(i1 %24, ptr addrspace(3) @global_smem) #8, !dbg !14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !14
  %25 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !14
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %24) #8, !dbg !14
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !16
  %28 = shl i32 %26, 7, !dbg !17
  %29 = and i32 %23, 127, !dbg !18
  %30 = and i32 %23, 31, !dbg !18
  %31 = lshr i32 %23, 5, !dbg !18
  %32 = lshr i32 %23, 3, !dbg !18
  %33 = and i32 %32, 15, !dbg !18
  %34 = or disjoint i32 %33, 16, !dbg !18
  %35 = or disjoint i32 %33, 32, !dbg !18
  %36 = or disjoint i32 %33, 48, !dbg !18
  %37 = or disjoint i32 %33, 64, !dbg !18
  %38 = or disjoint i32 %33, 80, !dbg !18
  %39 = or disjoint i32 %33, 96, !dbg !18
  %40 = or i32 %32, 112, !dbg !18
  %41 = or disjoint i32 %33, %28, !dbg !17
  %42 = or disjoint i32 %34, %28, !dbg !17
  %43 = or disjoint i32 %35, %28, !dbg !17
  %44 = or disjoint i32 %36, %28, !dbg !17
  %45 = or disjoint i32 %37, %28, !dbg !17
  %46 = or disjoint i32 %38, %28, !dbg !17
  %47 = or disjoint i32 %39, %28, !dbg !17
  %48 = or disjoint i32 %40, %28, !dbg !17
  %49 = shl nuw nsw i32 %27, 7, !dbg !19
  %50 = or disjoint i32 %33, %49, !dbg !19
  %51 = or disjoint i32 %34, %49, !dbg !19
  %52 = or disjoint i32 %35, %49, !dbg !19
  %53 = or disjoint i32 %36, %49, !dbg !19
  %54 = or disjoint i32 %37, %49, !dbg !19
  %55 = or disjoint i32 %38, %49, !dbg !19
  %56 = or disjoint i32 %39, %49, !dbg !19
  %57 = or disjoint i32 %40, %49, !dbg !19
  %58 = and i32 %23, 7, !dbg !20
  %59 = add i32 %19, 255, !dbg !21
  %60 = shl i32 %41, 3, !dbg !26
  %61 = shl i32 %42, 3, !dbg !26
  %62 = shl i32 %43, 3, !dbg !26
  %63 = shl i32 %44, 3, !dbg !26
  %64 = shl i32 %45, 3, !dbg !26
  %65 = shl i32 %46, 3, !dbg !26
  %66 = shl i32 %47, 3, !dbg !26
  %67 = shl i32 %48, 3, !dbg !26
  %68 = sext i32 %60 to i64, !dbg !27
  %69 = getelementptr i8, ptr addrspace(1) %5, i64 %68, !dbg !27
  %70 = sext i32 %61 to i64, !dbg !27
  %71 = getelementptr i8, ptr addrspace(1) %5, i64 %70, !dbg !27
  %72 = sext i32 %62 to i64, !dbg !27
  %73 = getelementptr i8, ptr addrspace(1) %5, i64 %72, !dbg !27
  %74 = sext i32 %63 to i64, !dbg !27
  %75 = getelementptr i8, ptr addrspace(1) %5, i64 %74, !dbg !27
  %76 = sext i32 %64 to i64, !dbg !27
  %77 = getelementptr i8, ptr addrspace(1) %5, i64 %76, !dbg !27
  %78 = sext i32 %65 to i64, !dbg !27
  %79 = getelementptr i8, ptr addrspace(1) %5, i64 %78, !dbg !27
  %80 = sext i32 %66 to i64, !dbg !27
  %81 = getelementptr i8, ptr addrspace(1) %5, i64 %80, !dbg !27
  %82 = sext i32 %67 to i64, !dbg !27
  %83 = getelementptr i8, ptr addrspace(1) %5, i64 %82, !dbg !27
  %84 = shl nuw nsw i32 %50, 3, !dbg !28
  %85 = shl nuw nsw i32 %51, 3, !dbg !28
  %86 = shl nuw nsw i32 %52, 3, !dbg !28
  %87 = shl nuw nsw i32 %53, 3, !dbg !28
  %88 = shl nuw nsw i32 %54, 3, !dbg !28
  %89 = shl nuw nsw i32 %55, 3, !dbg !28
  %90 = shl nuw nsw i32 %56, 3, !dbg !28
  %91 = shl nuw nsw i32 %57, 3, !dbg !28
  %92 = zext nneg i32 %84 to i64, !dbg !29
  %93 = getelementptr i8, ptr addrspace(1) %11, i64 %92, !dbg !29
  %94 = zext nneg i32 %85 to i64, !dbg !29
  %95 = getelementptr i8, ptr addrspace(1) %11, i64 %94, !dbg !29
  %96 = zext nneg i32 %86 to i64, !dbg !29
  %97 = getelementptr i8, ptr addrspace(1) %11, i64 %96, !dbg !29
  %98 = zext nneg i32 %87 to i64, !dbg !29
  %99 = getelementptr i8, ptr addrspace(1) %11, i64 %98, !dbg !29
  %100 = zext nneg i32 %88 to i64, !dbg !29
  %101 = getelementptr i8, ptr addrspace(1) %11, i64 %100, !dbg !29
  %102 = zext nneg i32 %89 to i64, !dbg !29
  %103 = getelementptr i8, ptr addrspace(1) %11, i64 %102, !dbg !29
  %104 = zext nneg i32 %90 to i64, !dbg !29
  %105 = getelementptr i8, ptr addrspace(1) %11, i64 %104, !dbg !29
  %106 = zext nneg i32 %91 to i64, !dbg !29
  %107 = getelementptr i8, ptr addrspace(1) %11, i64 %106, !dbg !29
  %108 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %31, i32 0, i32 31), !dbg !30
  %109 = shl i32 %108, 21, !dbg !30
  %110 = and i32 %109, 6291456, !dbg !30
  %111 = add i32 %110, %25, !dbg !30
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x128.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127, $128, $129};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %111, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #8, !dbg !30
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !31
  %112 = icmp eq i32 %31, 0, !dbg !31
  %113 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %114 = extractvalue { i32, i1 } %113, 1, !dbg !31
  %115 = and i1 %112, %114, !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %115, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66560)) #8, !dbg !31
  %116 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %117 = extractvalue { i32, i1 } %116, 1, !dbg !31
  %118 = and i1 %112, %117, !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %118, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66568)) #8, !dbg !31
  %119 = icmp sgt i32 %59, 255, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %120 = icmp eq i32 %29, 0, !dbg !31
  %121 = and i1 %120, %119, !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %121, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66560)) #8, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %122 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %123 = extractvalue { i32, i1 } %122, 1, !dbg !32
  %124 = and i1 %119, %123, !dbg !32
  %125 = icmp samesign ult i32 %29, 32, !dbg !32
  %126 = and i1 %125, %124, !dbg !32
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %126, ptr addrspace(3) @global_smem, ptr nonnull %0, i32 0, i32 %28, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66560)) #8, !dbg !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  %127 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %128 = extractvalue { i32, i1 } %127, 1, !dbg !33
  %129 = and i1 %119, %128, !dbg !33
  %130 = and i1 %125, %129, !dbg !33
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %130, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), ptr nonnull %6, i32 0, i32 %49, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66560)) #8, !dbg !33
  %131 = icmp sgt i32 %59, 511, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %132 = and i1 %120, %131, !dbg !31
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %132, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66568)) #8, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %133 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %134 = extractvalue { i32, i1 } %133, 1, !dbg !32
  %135 = and i1 %131, %134, !dbg !32
  %136 = and i1 %125, %135, !dbg !32
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %136, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), ptr nonnull %0, i32 128, i32 %28, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66568)) #8, !dbg !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  %137 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %138 = extractvalue { i32, i1 } %137, 1, !dbg !33
  %139 = and i1 %131, %138, !dbg !33
  %140 = and i1 %125, %139, !dbg !33
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %140, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), ptr nonnull %6, i32 128, i32 %49, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66568)) #8, !dbg !33
  br i1 %131, label %.lr.ph, label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %22
  %141 = lshr i32 %59, 8, !dbg !34
  %142 = add nsw i32 %141, -2
  %143 = shl nuw nsw i32 %31, 4
  %144 = or i32 %143, %30
  %145 = shl nuw nsw i32 %144, 5
  %146 = and i32 %145, 768
  %147 = shl nuw nsw i32 %23, 3
  %148 = and i32 %147, 48
  %149 = shl nuw nsw i32 %144, 2
  %150 = and i32 %149, 192
  %151 = shl nuw nsw i32 %23, 6
  %152 = and i32 %151, 64
  %153 = xor i32 %150, %152
  %154 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %146
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) %154, i32 %148
  %156 = getelementptr inbounds nuw i8, ptr addrspace(3) %155, i32 %153
  %157 = shl nuw nsw i32 %23, 4
  %158 = and i32 %157, 432
  %159 = and i32 %23, 4
  %160 = icmp eq i32 %159, 0
  %161 = select i1 %160, i32 0, i32 576
  %162 = or disjoint i32 %161, %158
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %162
  %164 = xor i32 %162, 64
  %165 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %164
  %166 = add i32 %25, 128
  %167 = add i32 %110, %166
  %168 = add i32 %25, 136
  %169 = add i32 %110, %168
  %170 = icmp eq i32 %108, 0
  %171 = add i32 %25, 132
  %172 = add i32 %25, 140
  %173 = zext nneg i32 %58 to i64, !dbg !31
  %174 = zext nneg i32 %142 to i64, !dbg !31
  %smax = add nsw i32 %141, -1, !dbg !31
  %wide.trip.count = zext nneg i32 %smax to i64, !dbg !31
  %175 = getelementptr inbounds nuw i8, ptr addrspace(3) %163, i32 4
  %176 = getelementptr inbounds nuw i8, ptr addrspace(3) %163, i32 8
  %177 = getelementptr inbounds nuw i8, ptr addrspace(3) %163, i32 12
  %178 = getelementptr inbounds nuw i8, ptr addrspace(3) %165, i32 4
  %179 = getelementptr inbounds nuw i8, ptr addrspace(3) %165, i32 8
  %180 = getelementptr inbounds nuw i8, ptr addrspace(3) %165, i32 12
  br label %181, !dbg !31

181:                                              ; preds = %.lr.ph, %364
  %indvars.iv13 = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next14, %364 ]
  %indvars.iv10 = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next11, %364 ]
  %182 = phi i32 [ 0, %.lr.ph ], [ %191, %364 ]
  %183 = phi i32 [ -1, %.lr.ph ], [ %189, %364 ]
  %184 = phi i32 [ 1, %.lr.ph ], [ %370, %364 ]
  %185 = phi i1 [ false, %.lr.ph ], [ true, %364 ]
  %186 = icmp samesign ult i64 %indvars.iv13, %174, !dbg !31
  %187 = add i32 %183, 1, !dbg !31
  %188 = icmp sgt i32 %187, 1, !dbg !31
  %189 = select i1 %188, i32 0, i32 %187, !dbg !31
  %190 = zext i1 %188 to i32, !dbg !31
  %191 = xor i32 %182, %190, !dbg !31
  %192 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66560), i32 %189, !dbg !31
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %192, i32 %191) #8, !dbg !31
  %193 = lshr exact i64 %indvars.iv10, 5, !dbg !35
  %194 = or disjoint i64 %193, %173, !dbg !35
  %195 = getelementptr i8, ptr addrspace(1) %69, i64 %194, !dbg !27
  %196 = getelementptr i8, ptr addrspace(1) %71, i64 %194, !dbg !27
  %197 = getelementptr i8, ptr addrspace(1) %73, i64 %194, !dbg !27
  %198 = getelementptr i8, ptr addrspace(1) %75, i64 %194, !dbg !27
  %199 = getelementptr i8, ptr addrspace(1) %77, i64 %194, !dbg !27
  %200 = getelementptr i8, ptr addrspace(1) %79, i64 %194, !dbg !27
  %201 = getelementptr i8, ptr addrspace(1) %81, i64 %194, !dbg !27
  %202 = getelementptr i8, ptr addrspace(1) %83, i64 %194, !dbg !27
  %203 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %195) #8, !dbg !36
  %204 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %196) #8, !dbg !36
  %205 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %197) #8, !dbg !36
  %206 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %198) #8, !dbg !36
  %207 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %199) #8, !dbg !36
  %208 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %200) #8, !dbg !36
  %209 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %201) #8, !dbg !36
  %210 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %202) #8, !dbg !36
  %211 = getelementptr i8, ptr addrspace(1) %93, i64 %194, !dbg !29
  %212 = getelementptr i8, ptr addrspace(1) %95, i64 %194, !dbg !29
  %213 = getelementptr i8, ptr addrspace(1) %97, i64 %194, !dbg !29
  %214 = getelementptr i8, ptr addrspace(1) %99, i64 %194, !dbg !29
  %215 = getelementptr i8, ptr addrspace(1) %101, i64 %194, !dbg !29
  %216 = getelementptr i8, ptr addrspace(1) %103, i64 %194, !dbg !29
  %217 = getelementptr i8, ptr addrspace(1) %105, i64 %194, !dbg !29
  %218 = getelementptr i8, ptr addrspace(1) %107, i64 %194, !dbg !29
  %219 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %211) #8, !dbg !37
  %220 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %212) #8, !dbg !37
  %221 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %213) #8, !dbg !37
  %222 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %214) #8, !dbg !37
  %223 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %215) #8, !dbg !37
  %224 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %216) #8, !dbg !37
  %225 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %217) #8, !dbg !37
  %226 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %218) #8, !dbg !37
  %227 = insertelement <4 x i8> poison, i8 %203, i64 0, !dbg !30
  %228 = insertelement <4 x i8> %227, i8 %205, i64 1, !dbg !30
  %229 = insertelement <4 x i8> %228, i8 %207, i64 2, !dbg !30
  %230 = insertelement <4 x i8> %229, i8 %209, i64 3, !dbg !30
  %231 = bitcast <4 x i8> %230 to i32, !dbg !30
  %232 = insertelement <4 x i8> poison, i8 %204, i64 0, !dbg !30
  %233 = insertelement <4 x i8> %232, i8 %206, i64 1, !dbg !30
  %234 = insertelement <4 x i8> %233, i8 %208, i64 2, !dbg !30
  %235 = insertelement <4 x i8> %234, i8 %210, i64 3, !dbg !30
  %236 = bitcast <4 x i8> %235 to i32, !dbg !30
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %156, i32 %231, i32 %236), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %237 = load <4 x i8>, ptr addrspace(3) %163, align 16, !dbg !30
  %238 = load <4 x i8>, ptr addrspace(3) %175, align 4, !dbg !30
  %239 = load <4 x i8>, ptr addrspace(3) %176, align 8, !dbg !30
  %240 = load <4 x i8>, ptr addrspace(3) %177, align 4, !dbg !30
  %241 = load <4 x i8>, ptr addrspace(3) %165, align 16, !dbg !30
  %242 = load <4 x i8>, ptr addrspace(3) %178, align 4, !dbg !30
  %243 = load <4 x i8>, ptr addrspace(3) %179, align 8, !dbg !30
  %244 = load <4 x i8>, ptr addrspace(3) %180, align 4, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %245 = insertelement <4 x i8> poison, i8 %219, i64 0, !dbg !30
  %246 = insertelement <4 x i8> %245, i8 %221, i64 1, !dbg !30
  %247 = insertelement <4 x i8> %246, i8 %223, i64 2, !dbg !30
  %248 = insertelement <4 x i8> %247, i8 %225, i64 3, !dbg !30
  %249 = bitcast <4 x i8> %248 to i32, !dbg !30
  %250 = insertelement <4 x i8> poison, i8 %220, i64 0, !dbg !30
  %251 = insertelement <4 x i8> %250, i8 %222, i64 1, !dbg !30
  %252 = insertelement <4 x i8> %251, i8 %224, i64 2, !dbg !30
  %253 = insertelement <4 x i8> %252, i8 %226, i64 3, !dbg !30
  %254 = bitcast <4 x i8> %253 to i32, !dbg !30
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %156, i32 %249, i32 %254), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %255 = load <4 x i8>, ptr addrspace(3) %163, align 16, !dbg !30
  %256 = load <4 x i8>, ptr addrspace(3) %175, align 4, !dbg !30
  %257 = load <4 x i8>, ptr addrspace(3) %176, align 8, !dbg !30
  %258 = load <4 x i8>, ptr addrspace(3) %177, align 4, !dbg !30
  %259 = load <4 x i8>, ptr addrspace(3) %165, align 16, !dbg !30
  %260 = load <4 x i8>, ptr addrspace(3) %178, align 4, !dbg !30
  %261 = load <4 x i8>, ptr addrspace(3) %179, align 8, !dbg !30
  %262 = load <4 x i8>, ptr addrspace(3) %180, align 4, !dbg !30
  %263 = shufflevector <4 x i8> %237, <4 x i8> %238, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %264 = shufflevector <4 x i8> %263, <4 x i8> %239, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %265 = shufflevector <4 x i8> %264, <4 x i8> %240, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %266 = bitcast <4 x i8> %265 to i32, !dbg !30
  %267 = shufflevector <4 x i8> %237, <4 x i8> %238, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %268 = shufflevector <4 x i8> %267, <4 x i8> %239, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %269 = shufflevector <4 x i8> %268, <4 x i8> %240, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %270 = bitcast <4 x i8> %269 to i32, !dbg !30
  %271 = shufflevector <4 x i8> %237, <4 x i8> %238, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %272 = shufflevector <4 x i8> %271, <4 x i8> %239, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %273 = shufflevector <4 x i8> %272, <4 x i8> %240, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %274 = bitcast <4 x i8> %273 to i32, !dbg !30
  %275 = shufflevector <4 x i8> %237, <4 x i8> %238, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %276 = shufflevector <4 x i8> %275, <4 x i8> %239, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %277 = shufflevector <4 x i8> %276, <4 x i8> %240, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %278 = bitcast <4 x i8> %277 to i32, !dbg !30
  %279 = shufflevector <4 x i8> %241, <4 x i8> %242, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %280 = shufflevector <4 x i8> %279, <4 x i8> %243, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %281 = shufflevector <4 x i8> %280, <4 x i8> %244, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %282 = bitcast <4 x i8> %281 to i32, !dbg !30
  %283 = shufflevector <4 x i8> %241, <4 x i8> %242, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %284 = shufflevector <4 x i8> %283, <4 x i8> %243, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %285 = shufflevector <4 x i8> %284, <4 x i8> %244, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %286 = bitcast <4 x i8> %285 to i32, !dbg !30
  %287 = shufflevector <4 x i8> %241, <4 x i8> %242, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %288 = shufflevector <4 x i8> %287, <4 x i8> %243, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %289 = shufflevector <4 x i8> %288, <4 x i8> %244, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %290 = bitcast <4 x i8> %289 to i32, !dbg !30
  %291 = shufflevector <4 x i8> %241, <4 x i8> %242, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %292 = shufflevector <4 x i8> %291, <4 x i8> %243, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %293 = shufflevector <4 x i8> %292, <4 x i8> %244, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %294 = bitcast <4 x i8> %293 to i32, !dbg !30
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x8.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9};", "b,r,r,r,r,r,r,r,r,r"(i1 true, i32 %167, i32 %266, i32 %270, i32 %274, i32 %278, i32 %282, i32 %286, i32 %290, i32 %294) #8, !dbg !30
  %295 = shufflevector <4 x i8> %255, <4 x i8> %256, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %296 = shufflevector <4 x i8> %295, <4 x i8> %257, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %297 = shufflevector <4 x i8> %296, <4 x i8> %258, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %298 = bitcast <4 x i8> %297 to i32, !dbg !30
  %299 = shufflevector <4 x i8> %255, <4 x i8> %256, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %300 = shufflevector <4 x i8> %299, <4 x i8> %257, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %301 = shufflevector <4 x i8> %300, <4 x i8> %258, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %302 = bitcast <4 x i8> %301 to i32, !dbg !30
  %303 = shufflevector <4 x i8> %255, <4 x i8> %256, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %304 = shufflevector <4 x i8> %303, <4 x i8> %257, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %305 = shufflevector <4 x i8> %304, <4 x i8> %258, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %306 = bitcast <4 x i8> %305 to i32, !dbg !30
  %307 = shufflevector <4 x i8> %255, <4 x i8> %256, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %308 = shufflevector <4 x i8> %307, <4 x i8> %257, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %309 = shufflevector <4 x i8> %308, <4 x i8> %258, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %310 = bitcast <4 x i8> %309 to i32, !dbg !30
  %311 = shufflevector <4 x i8> %259, <4 x i8> %260, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %312 = shufflevector <4 x i8> %311, <4 x i8> %261, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %313 = shufflevector <4 x i8> %312, <4 x i8> %262, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %314 = bitcast <4 x i8> %313 to i32, !dbg !30
  %315 = shufflevector <4 x i8> %259, <4 x i8> %260, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %316 = shufflevector <4 x i8> %315, <4 x i8> %261, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %317 = shufflevector <4 x i8> %316, <4 x i8> %262, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %318 = bitcast <4 x i8> %317 to i32, !dbg !30
  %319 = shufflevector <4 x i8> %259, <4 x i8> %260, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %320 = shufflevector <4 x i8> %319, <4 x i8> %261, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %321 = shufflevector <4 x i8> %320, <4 x i8> %262, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %322 = bitcast <4 x i8> %321 to i32, !dbg !30
  %323 = shufflevector <4 x i8> %259, <4 x i8> %260, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %324 = shufflevector <4 x i8> %323, <4 x i8> %261, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %325 = shufflevector <4 x i8> %324, <4 x i8> %262, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %326 = bitcast <4 x i8> %325 to i32, !dbg !30
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x8.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9};", "b,r,r,r,r,r,r,r,r,r"(i1 true, i32 %169, i32 %298, i32 %302, i32 %306, i32 %310, i32 %314, i32 %318, i32 %322, i32 %326) #8, !dbg !30
  call void @llvm.nvvm.tcgen05.wait.st(), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %327 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %328 = extractvalue { i32, i1 } %327, 1, !dbg !30
  %329 = and i1 %112, %328, !dbg !30
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %329, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #8, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  br i1 %170, label %330, label %364, !dbg !30

330:                                              ; preds = %181
  %331 = shl i32 %189, 14, !dbg !33
  %332 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %331, !dbg !32
  %333 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %331, !dbg !33
  %334 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %335 = extractvalue { i32, i1 } %334, 1, !dbg !30
  %336 = ptrtoint ptr addrspace(3) %332 to i32, !dbg !30
  %337 = lshr exact i32 %336, 4, !dbg !30
  %338 = and i32 %337, 32767, !dbg !30
  %339 = ptrtoint ptr addrspace(3) %333 to i32, !dbg !30
  %340 = lshr exact i32 %339, 4, !dbg !30
  %341 = and i32 %340, 32767, !dbg !30
  %342 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %338, i64 0, !dbg !30
  %343 = bitcast <2 x i32> %342 to i64, !dbg !30
  %344 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %341, i64 0, !dbg !30
  %345 = bitcast <2 x i32> %344 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %343, i64 %345, i32 144704640, i32 %166, i32 %168, i1 %185, i1 %335) #8, !dbg !30
  %346 = add nuw nsw i32 %338, 2, !dbg !30
  %347 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %346, i64 0, !dbg !30
  %348 = bitcast <2 x i32> %347 to i64, !dbg !30
  %349 = add nuw nsw i32 %341, 2, !dbg !30
  %350 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %349, i64 0, !dbg !30
  %351 = bitcast <2 x i32> %350 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %348, i64 %351, i32 1218446496, i32 %166, i32 %168, i1 true, i1 %335) #8, !dbg !30
  %352 = add nuw nsw i32 %338, 4, !dbg !30
  %353 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %352, i64 0, !dbg !30
  %354 = bitcast <2 x i32> %353 to i64, !dbg !30
  %355 = add nuw nsw i32 %341, 4, !dbg !30
  %356 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %355, i64 0, !dbg !30
  %357 = bitcast <2 x i32> %356 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %354, i64 %357, i32 144704640, i32 %171, i32 %172, i1 true, i1 %335) #8, !dbg !30
  %358 = add nuw nsw i32 %338, 6, !dbg !30
  %359 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %358, i64 0, !dbg !30
  %360 = bitcast <2 x i32> %359 to i64, !dbg !30
  %361 = add nuw nsw i32 %341, 6, !dbg !30
  %362 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %361, i64 0, !dbg !30
  %363 = bitcast <2 x i32> %362 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %360, i64 %363, i32 1218446496, i32 %171, i32 %172, i1 true, i1 %335) #8, !dbg !30
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %335, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536) to i32)) #8, !dbg !30
  br label %364, !dbg !30

364:                                              ; preds = %330, %181
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 0) #8, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %365 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %366 = extractvalue { i32, i1 } %365, 1, !dbg !30
  %367 = and i1 %112, %366, !dbg !30
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %367, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #8, !dbg !30
  %368 = add i32 %184, 1, !dbg !31
  %369 = icmp sgt i32 %368, 1, !dbg !31
  %370 = select i1 %369, i32 0, i32 %368, !dbg !31
  %371 = shl nuw nsw i64 %indvars.iv13, 8, !dbg !38
  %372 = add nuw nsw i64 %371, 512, !dbg !38
  %373 = lshr exact i64 %372, 1, !dbg !38
  %374 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66560), i32 %370, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %375 = and i1 %120, %186, !dbg !31
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %375, ptr addrspace(3) %374) #8, !dbg !31
  %376 = shl i32 %370, 14, !dbg !32
  %377 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %376, !dbg !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %378 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %379 = extractvalue { i32, i1 } %378, 1, !dbg !32
  %380 = and i1 %186, %379, !dbg !32
  %381 = and i1 %125, %380, !dbg !32
  %382 = trunc nuw nsw i64 %373 to i32, !dbg !32
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %381, ptr addrspace(3) %377, ptr nonnull %0, i32 %382, i32 %28, ptr addrspace(3) %374) #8, !dbg !32
  %383 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %376, !dbg !33
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  %384 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %385 = extractvalue { i32, i1 } %384, 1, !dbg !33
  %386 = and i1 %186, %385, !dbg !33
  %387 = and i1 %125, %386, !dbg !33
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %387, ptr addrspace(3) %383, ptr nonnull %6, i32 %382, i32 %49, ptr addrspace(3) %374) #8, !dbg !33
  %indvars.iv.next14 = add nuw nsw i64 %indvars.iv13, 1, !dbg !31
  %indvars.iv.next11 = add nuw nsw i64 %indvars.iv10, 256, !dbg !31
  %exitcond.not = icmp eq i64 %indvars.iv.next14, %wide.trip.count, !dbg !31
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %181, !dbg !31

._crit_edge.loopexit:                             ; preds = %364
  %388 = shl i32 %smax, 8, !dbg !31
  %389 = add i32 %189, 1, !dbg !31
  %390 = ashr exact i32 %388, 5, !dbg !35
  br label %._crit_edge, !dbg !31

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %22
  %.lcssa2 = phi i32 [ 0, %22 ], [ %389, %._crit_edge.loopexit ], !dbg !31
  %.lcssa1 = phi i32 [ 0, %22 ], [ %191, %._crit_edge.loopexit ], !dbg !31
  %.lcssa = phi i32 [ 0, %22 ], [ %390, %._crit_edge.loopexit ], !dbg !38
  br i1 %119, label %391, label %608, !dbg !31

391:                                              ; preds = %._crit_edge
  %392 = icmp sgt i32 %.lcssa2, 1, !dbg !31
  %393 = select i1 %392, i32 0, i32 %.lcssa2, !dbg !31
  %394 = zext i1 %392 to i32, !dbg !31
  %395 = xor i32 %.lcssa1, %394, !dbg !31
  %396 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66560), i32 %393, !dbg !31
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %396, i32 %395) #8, !dbg !31
  %397 = add nsw i32 %.lcssa, %58, !dbg !35
  %398 = sext i32 %397 to i64, !dbg !27
  %399 = getelementptr i8, ptr addrspace(1) %69, i64 %398, !dbg !27
  %400 = getelementptr i8, ptr addrspace(1) %71, i64 %398, !dbg !27
  %401 = getelementptr i8, ptr addrspace(1) %73, i64 %398, !dbg !27
  %402 = getelementptr i8, ptr addrspace(1) %75, i64 %398, !dbg !27
  %403 = getelementptr i8, ptr addrspace(1) %77, i64 %398, !dbg !27
  %404 = getelementptr i8, ptr addrspace(1) %79, i64 %398, !dbg !27
  %405 = getelementptr i8, ptr addrspace(1) %81, i64 %398, !dbg !27
  %406 = getelementptr i8, ptr addrspace(1) %83, i64 %398, !dbg !27
  %407 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %399) #8, !dbg !36
  %408 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %400) #8, !dbg !36
  %409 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %401) #8, !dbg !36
  %410 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %402) #8, !dbg !36
  %411 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %403) #8, !dbg !36
  %412 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %404) #8, !dbg !36
  %413 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %405) #8, !dbg !36
  %414 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %406) #8, !dbg !36
  %415 = getelementptr i8, ptr addrspace(1) %93, i64 %398, !dbg !29
  %416 = getelementptr i8, ptr addrspace(1) %95, i64 %398, !dbg !29
  %417 = getelementptr i8, ptr addrspace(1) %97, i64 %398, !dbg !29
  %418 = getelementptr i8, ptr addrspace(1) %99, i64 %398, !dbg !29
  %419 = getelementptr i8, ptr addrspace(1) %101, i64 %398, !dbg !29
  %420 = getelementptr i8, ptr addrspace(1) %103, i64 %398, !dbg !29
  %421 = getelementptr i8, ptr addrspace(1) %105, i64 %398, !dbg !29
  %422 = getelementptr i8, ptr addrspace(1) %107, i64 %398, !dbg !29
  %423 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %415) #8, !dbg !37
  %424 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %416) #8, !dbg !37
  %425 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %417) #8, !dbg !37
  %426 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %418) #8, !dbg !37
  %427 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %419) #8, !dbg !37
  %428 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %420) #8, !dbg !37
  %429 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %421) #8, !dbg !37
  %430 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %422) #8, !dbg !37
  %431 = shl nuw nsw i32 %31, 4, !dbg !30
  %432 = or i32 %431, %30, !dbg !30
  %433 = shl nuw nsw i32 %432, 5, !dbg !30
  %434 = and i32 %433, 768, !dbg !30
  %435 = shl nuw nsw i32 %23, 3, !dbg !30
  %436 = and i32 %435, 48, !dbg !30
  %437 = shl nuw nsw i32 %432, 2, !dbg !30
  %438 = and i32 %437, 192, !dbg !30
  %439 = shl nuw nsw i32 %23, 6, !dbg !30
  %440 = and i32 %439, 64, !dbg !30
  %441 = xor i32 %438, %440, !dbg !30
  %442 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %434, !dbg !30
  %443 = getelementptr inbounds nuw i8, ptr addrspace(3) %442, i32 %436, !dbg !30
  %444 = getelementptr inbounds nuw i8, ptr addrspace(3) %443, i32 %441, !dbg !30
  %445 = insertelement <4 x i8> poison, i8 %407, i64 0, !dbg !30
  %446 = insertelement <4 x i8> %445, i8 %409, i64 1, !dbg !30
  %447 = insertelement <4 x i8> %446, i8 %411, i64 2, !dbg !30
  %448 = insertelement <4 x i8> %447, i8 %413, i64 3, !dbg !30
  %449 = bitcast <4 x i8> %448 to i32, !dbg !30
  %450 = insertelement <4 x i8> poison, i8 %408, i64 0, !dbg !30
  %451 = insertelement <4 x i8> %450, i8 %410, i64 1, !dbg !30
  %452 = insertelement <4 x i8> %451, i8 %412, i64 2, !dbg !30
  %453 = insertelement <4 x i8> %452, i8 %414, i64 3, !dbg !30
  %454 = bitcast <4 x i8> %453 to i32, !dbg !30
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %444, i32 %449, i32 %454), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %455 = shl nuw nsw i32 %23, 4, !dbg !30
  %456 = and i32 %455, 432, !dbg !30
  %457 = and i32 %23, 4, !dbg !30
  %458 = icmp eq i32 %457, 0, !dbg !30
  %459 = select i1 %458, i32 0, i32 576, !dbg !30
  %460 = or disjoint i32 %459, %456, !dbg !30
  %461 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %460, !dbg !30
  %462 = load <4 x i8>, ptr addrspace(3) %461, align 16, !dbg !30
  %463 = getelementptr inbounds nuw i8, ptr addrspace(3) %461, i32 4, !dbg !30
  %464 = load <4 x i8>, ptr addrspace(3) %463, align 4, !dbg !30
  %465 = getelementptr inbounds nuw i8, ptr addrspace(3) %461, i32 8, !dbg !30
  %466 = load <4 x i8>, ptr addrspace(3) %465, align 8, !dbg !30
  %467 = getelementptr inbounds nuw i8, ptr addrspace(3) %461, i32 12, !dbg !30
  %468 = load <4 x i8>, ptr addrspace(3) %467, align 4, !dbg !30
  %469 = xor i32 %460, 64, !dbg !30
  %470 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %469, !dbg !30
  %471 = load <4 x i8>, ptr addrspace(3) %470, align 16, !dbg !30
  %472 = getelementptr inbounds nuw i8, ptr addrspace(3) %470, i32 4, !dbg !30
  %473 = load <4 x i8>, ptr addrspace(3) %472, align 4, !dbg !30
  %474 = getelementptr inbounds nuw i8, ptr addrspace(3) %470, i32 8, !dbg !30
  %475 = load <4 x i8>, ptr addrspace(3) %474, align 8, !dbg !30
  %476 = getelementptr inbounds nuw i8, ptr addrspace(3) %470, i32 12, !dbg !30
  %477 = load <4 x i8>, ptr addrspace(3) %476, align 4, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %478 = insertelement <4 x i8> poison, i8 %423, i64 0, !dbg !30
  %479 = insertelement <4 x i8> %478, i8 %425, i64 1, !dbg !30
  %480 = insertelement <4 x i8> %479, i8 %427, i64 2, !dbg !30
  %481 = insertelement <4 x i8> %480, i8 %429, i64 3, !dbg !30
  %482 = bitcast <4 x i8> %481 to i32, !dbg !30
  %483 = insertelement <4 x i8> poison, i8 %424, i64 0, !dbg !30
  %484 = insertelement <4 x i8> %483, i8 %426, i64 1, !dbg !30
  %485 = insertelement <4 x i8> %484, i8 %428, i64 2, !dbg !30
  %486 = insertelement <4 x i8> %485, i8 %430, i64 3, !dbg !30
  %487 = bitcast <4 x i8> %486 to i32, !dbg !30
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %444, i32 %482, i32 %487), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %488 = load <4 x i8>, ptr addrspace(3) %461, align 16, !dbg !30
  %489 = load <4 x i8>, ptr addrspace(3) %463, align 4, !dbg !30
  %490 = load <4 x i8>, ptr addrspace(3) %465, align 8, !dbg !30
  %491 = load <4 x i8>, ptr addrspace(3) %467, align 4, !dbg !30
  %492 = load <4 x i8>, ptr addrspace(3) %470, align 16, !dbg !30
  %493 = load <4 x i8>, ptr addrspace(3) %472, align 4, !dbg !30
  %494 = load <4 x i8>, ptr addrspace(3) %474, align 8, !dbg !30
  %495 = load <4 x i8>, ptr addrspace(3) %476, align 4, !dbg !30
  %496 = add i32 %25, 128, !dbg !30
  %497 = shufflevector <4 x i8> %462, <4 x i8> %464, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %498 = shufflevector <4 x i8> %497, <4 x i8> %466, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %499 = shufflevector <4 x i8> %498, <4 x i8> %468, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %500 = bitcast <4 x i8> %499 to i32, !dbg !30
  %501 = shufflevector <4 x i8> %462, <4 x i8> %464, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %502 = shufflevector <4 x i8> %501, <4 x i8> %466, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %503 = shufflevector <4 x i8> %502, <4 x i8> %468, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %504 = bitcast <4 x i8> %503 to i32, !dbg !30
  %505 = shufflevector <4 x i8> %462, <4 x i8> %464, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %506 = shufflevector <4 x i8> %505, <4 x i8> %466, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %507 = shufflevector <4 x i8> %506, <4 x i8> %468, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %508 = bitcast <4 x i8> %507 to i32, !dbg !30
  %509 = shufflevector <4 x i8> %462, <4 x i8> %464, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %510 = shufflevector <4 x i8> %509, <4 x i8> %466, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %511 = shufflevector <4 x i8> %510, <4 x i8> %468, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %512 = bitcast <4 x i8> %511 to i32, !dbg !30
  %513 = shufflevector <4 x i8> %471, <4 x i8> %473, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %514 = shufflevector <4 x i8> %513, <4 x i8> %475, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %515 = shufflevector <4 x i8> %514, <4 x i8> %477, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %516 = bitcast <4 x i8> %515 to i32, !dbg !30
  %517 = shufflevector <4 x i8> %471, <4 x i8> %473, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %518 = shufflevector <4 x i8> %517, <4 x i8> %475, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %519 = shufflevector <4 x i8> %518, <4 x i8> %477, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %520 = bitcast <4 x i8> %519 to i32, !dbg !30
  %521 = shufflevector <4 x i8> %471, <4 x i8> %473, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %522 = shufflevector <4 x i8> %521, <4 x i8> %475, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %523 = shufflevector <4 x i8> %522, <4 x i8> %477, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %524 = bitcast <4 x i8> %523 to i32, !dbg !30
  %525 = shufflevector <4 x i8> %471, <4 x i8> %473, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %526 = shufflevector <4 x i8> %525, <4 x i8> %475, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %527 = shufflevector <4 x i8> %526, <4 x i8> %477, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %528 = bitcast <4 x i8> %527 to i32, !dbg !30
  %529 = add i32 %110, %496, !dbg !30
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x8.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9};", "b,r,r,r,r,r,r,r,r,r"(i1 true, i32 %529, i32 %500, i32 %504, i32 %508, i32 %512, i32 %516, i32 %520, i32 %524, i32 %528) #8, !dbg !30
  %530 = add i32 %25, 136, !dbg !30
  %531 = shufflevector <4 x i8> %488, <4 x i8> %489, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %532 = shufflevector <4 x i8> %531, <4 x i8> %490, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %533 = shufflevector <4 x i8> %532, <4 x i8> %491, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %534 = bitcast <4 x i8> %533 to i32, !dbg !30
  %535 = shufflevector <4 x i8> %488, <4 x i8> %489, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %536 = shufflevector <4 x i8> %535, <4 x i8> %490, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %537 = shufflevector <4 x i8> %536, <4 x i8> %491, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %538 = bitcast <4 x i8> %537 to i32, !dbg !30
  %539 = shufflevector <4 x i8> %488, <4 x i8> %489, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %540 = shufflevector <4 x i8> %539, <4 x i8> %490, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %541 = shufflevector <4 x i8> %540, <4 x i8> %491, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %542 = bitcast <4 x i8> %541 to i32, !dbg !30
  %543 = shufflevector <4 x i8> %488, <4 x i8> %489, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %544 = shufflevector <4 x i8> %543, <4 x i8> %490, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %545 = shufflevector <4 x i8> %544, <4 x i8> %491, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %546 = bitcast <4 x i8> %545 to i32, !dbg !30
  %547 = shufflevector <4 x i8> %492, <4 x i8> %493, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %548 = shufflevector <4 x i8> %547, <4 x i8> %494, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %549 = shufflevector <4 x i8> %548, <4 x i8> %495, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %550 = bitcast <4 x i8> %549 to i32, !dbg !30
  %551 = shufflevector <4 x i8> %492, <4 x i8> %493, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %552 = shufflevector <4 x i8> %551, <4 x i8> %494, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %553 = shufflevector <4 x i8> %552, <4 x i8> %495, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %554 = bitcast <4 x i8> %553 to i32, !dbg !30
  %555 = shufflevector <4 x i8> %492, <4 x i8> %493, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %556 = shufflevector <4 x i8> %555, <4 x i8> %494, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %557 = shufflevector <4 x i8> %556, <4 x i8> %495, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %558 = bitcast <4 x i8> %557 to i32, !dbg !30
  %559 = shufflevector <4 x i8> %492, <4 x i8> %493, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %560 = shufflevector <4 x i8> %559, <4 x i8> %494, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %561 = shufflevector <4 x i8> %560, <4 x i8> %495, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %562 = bitcast <4 x i8> %561 to i32, !dbg !30
  %563 = add i32 %110, %530, !dbg !30
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x8.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9};", "b,r,r,r,r,r,r,r,r,r"(i1 true, i32 %563, i32 %534, i32 %538, i32 %542, i32 %546, i32 %550, i32 %554, i32 %558, i32 %562) #8, !dbg !30
  call void @llvm.nvvm.tcgen05.wait.st(), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %564 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %565 = extractvalue { i32, i1 } %564, 1, !dbg !30
  %566 = and i1 %112, %565, !dbg !30
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %566, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #8, !dbg !30
  %567 = icmp eq i32 %108, 0, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  br i1 %567, label %568, label %604, !dbg !30

568:                                              ; preds = %391
  %569 = shl i32 %393, 14, !dbg !33
  %570 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %569, !dbg !32
  %571 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %569, !dbg !33
  %572 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %573 = extractvalue { i32, i1 } %572, 1, !dbg !30
  %574 = ptrtoint ptr addrspace(3) %570 to i32, !dbg !30
  %575 = lshr exact i32 %574, 4, !dbg !30
  %576 = and i32 %575, 32767, !dbg !30
  %577 = ptrtoint ptr addrspace(3) %571 to i32, !dbg !30
  %578 = lshr exact i32 %577, 4, !dbg !30
  %579 = and i32 %578, 32767, !dbg !30
  %580 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %576, i64 0, !dbg !30
  %581 = bitcast <2 x i32> %580 to i64, !dbg !30
  %582 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %579, i64 0, !dbg !30
  %583 = bitcast <2 x i32> %582 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %581, i64 %583, i32 144704640, i32 %496, i32 %530, i1 %131, i1 %573) #8, !dbg !30
  %584 = add nuw nsw i32 %576, 2, !dbg !30
  %585 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %584, i64 0, !dbg !30
  %586 = bitcast <2 x i32> %585 to i64, !dbg !30
  %587 = add nuw nsw i32 %579, 2, !dbg !30
  %588 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %587, i64 0, !dbg !30
  %589 = bitcast <2 x i32> %588 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %586, i64 %589, i32 1218446496, i32 %496, i32 %530, i1 true, i1 %573) #8, !dbg !30
  %590 = add nuw nsw i32 %576, 4, !dbg !30
  %591 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %590, i64 0, !dbg !30
  %592 = bitcast <2 x i32> %591 to i64, !dbg !30
  %593 = add nuw nsw i32 %579, 4, !dbg !30
  %594 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %593, i64 0, !dbg !30
  %595 = bitcast <2 x i32> %594 to i64, !dbg !30
  %596 = add i32 %25, 132, !dbg !30
  %597 = add i32 %25, 140, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %592, i64 %595, i32 144704640, i32 %596, i32 %597, i1 true, i1 %573) #8, !dbg !30
  %598 = add nuw nsw i32 %576, 6, !dbg !30
  %599 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %598, i64 0, !dbg !30
  %600 = bitcast <2 x i32> %599 to i64, !dbg !30
  %601 = add nuw nsw i32 %579, 6, !dbg !30
  %602 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %601, i64 0, !dbg !30
  %603 = bitcast <2 x i32> %602 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %600, i64 %603, i32 1218446496, i32 %596, i32 %597, i1 true, i1 %573) #8, !dbg !30
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %573, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536) to i32)) #8, !dbg !30
  br label %604, !dbg !30

604:                                              ; preds = %568, %391
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 0) #8, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %605 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %606 = extractvalue { i32, i1 } %605, 1, !dbg !30
  %607 = and i1 %112, %606, !dbg !30
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %607, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #8, !dbg !30
  br label %608, !dbg !31

608:                                              ; preds = %604, %._crit_edge
  %609 = inttoptr i32 %25 to ptr addrspace(6), !dbg !14
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %610 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %611 = extractvalue { i32, i1 } %610, 1, !dbg !31
  %612 = and i1 %112, %611, !dbg !31
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %612, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66560)) #8, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %613 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %614 = extractvalue { i32, i1 } %613, 1, !dbg !31
  %615 = and i1 %112, %614, !dbg !31
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %615, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66568)) #8, !dbg !31
  %616 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %111) #8, !dbg !30
  %617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 0, !dbg !30
  %618 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 1, !dbg !30
  %619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 2, !dbg !30
  %620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 3, !dbg !30
  %621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 4, !dbg !30
  %622 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 5, !dbg !30
  %623 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 6, !dbg !30
  %624 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 7, !dbg !30
  %625 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 8, !dbg !30
  %626 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 9, !dbg !30
  %627 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 10, !dbg !30
  %628 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 11, !dbg !30
  %629 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 12, !dbg !30
  %630 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 13, !dbg !30
  %631 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 14, !dbg !30
  %632 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 15, !dbg !30
  %633 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 16, !dbg !30
  %634 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 17, !dbg !30
  %635 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 18, !dbg !30
  %636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 19, !dbg !30
  %637 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 20, !dbg !30
  %638 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 21, !dbg !30
  %639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 22, !dbg !30
  %640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 23, !dbg !30
  %641 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 24, !dbg !30
  %642 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 25, !dbg !30
  %643 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 26, !dbg !30
  %644 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 27, !dbg !30
  %645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 28, !dbg !30
  %646 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 29, !dbg !30
  %647 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 30, !dbg !30
  %648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 31, !dbg !30
  %649 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 32, !dbg !30
  %650 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 33, !dbg !30
  %651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 34, !dbg !30
  %652 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 35, !dbg !30
  %653 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 36, !dbg !30
  %654 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 37, !dbg !30
  %655 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 38, !dbg !30
  %656 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 39, !dbg !30
  %657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 40, !dbg !30
  %658 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 41, !dbg !30
  %659 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 42, !dbg !30
  %660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 43, !dbg !30
  %661 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 44, !dbg !30
  %662 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 45, !dbg !30
  %663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 46, !dbg !30
  %664 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 47, !dbg !30
  %665 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 48, !dbg !30
  %666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 49, !dbg !30
  %667 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 50, !dbg !30
  %668 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 51, !dbg !30
  %669 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 52, !dbg !30
  %670 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 53, !dbg !30
  %671 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 54, !dbg !30
  %672 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 55, !dbg !30
  %673 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 56, !dbg !30
  %674 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 57, !dbg !30
  %675 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 58, !dbg !30
  %676 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 59, !dbg !30
  %677 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 60, !dbg !30
  %678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 61, !dbg !30
  %679 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 62, !dbg !30
  %680 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 63, !dbg !30
  %681 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 64, !dbg !30
  %682 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 65, !dbg !30
  %683 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 66, !dbg !30
  %684 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 67, !dbg !30
  %685 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 68, !dbg !30
  %686 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 69, !dbg !30
  %687 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 70, !dbg !30
  %688 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 71, !dbg !30
  %689 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 72, !dbg !30
  %690 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 73, !dbg !30
  %691 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 74, !dbg !30
  %692 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 75, !dbg !30
  %693 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 76, !dbg !30
  %694 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 77, !dbg !30
  %695 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 78, !dbg !30
  %696 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 79, !dbg !30
  %697 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 80, !dbg !30
  %698 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 81, !dbg !30
  %699 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 82, !dbg !30
  %700 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 83, !dbg !30
  %701 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 84, !dbg !30
  %702 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 85, !dbg !30
  %703 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 86, !dbg !30
  %704 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 87, !dbg !30
  %705 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 88, !dbg !30
  %706 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 89, !dbg !30
  %707 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 90, !dbg !30
  %708 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 91, !dbg !30
  %709 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 92, !dbg !30
  %710 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 93, !dbg !30
  %711 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 94, !dbg !30
  %712 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 95, !dbg !30
  %713 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 96, !dbg !30
  %714 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 97, !dbg !30
  %715 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 98, !dbg !30
  %716 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 99, !dbg !30
  %717 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 100, !dbg !30
  %718 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 101, !dbg !30
  %719 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 102, !dbg !30
  %720 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 103, !dbg !30
  %721 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 104, !dbg !30
  %722 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 105, !dbg !30
  %723 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 106, !dbg !30
  %724 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 107, !dbg !30
  %725 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 108, !dbg !30
  %726 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 109, !dbg !30
  %727 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 110, !dbg !30
  %728 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 111, !dbg !30
  %729 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 112, !dbg !30
  %730 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 113, !dbg !30
  %731 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 114, !dbg !30
  %732 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 115, !dbg !30
  %733 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 116, !dbg !30
  %734 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 117, !dbg !30
  %735 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 118, !dbg !30
  %736 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 119, !dbg !30
  %737 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 120, !dbg !30
  %738 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 121, !dbg !30
  %739 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 122, !dbg !30
  %740 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 123, !dbg !30
  %741 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 124, !dbg !30
  %742 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 125, !dbg !30
  %743 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 126, !dbg !30
  %744 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %616, 127, !dbg !30
  %745 = insertelement <2 x i32> poison, i32 %617, i64 0, !dbg !30
  %746 = insertelement <2 x i32> %745, i32 %618, i64 1, !dbg !30
  %747 = bitcast <2 x i32> %746 to <2 x float>, !dbg !30
  %748 = fptrunc <2 x float> %747 to <2 x half>, !dbg !39
  %749 = insertelement <2 x i32> poison, i32 %619, i64 0, !dbg !30
  %750 = insertelement <2 x i32> %749, i32 %620, i64 1, !dbg !30
  %751 = bitcast <2 x i32> %750 to <2 x float>, !dbg !30
  %752 = fptrunc <2 x float> %751 to <2 x half>, !dbg !39
  %753 = insertelement <2 x i32> poison, i32 %621, i64 0, !dbg !30
  %754 = insertelement <2 x i32> %753, i32 %622, i64 1, !dbg !30
  %755 = bitcast <2 x i32> %754 to <2 x float>, !dbg !30
  %756 = fptrunc <2 x float> %755 to <2 x half>, !dbg !39
  %757 = insertelement <2 x i32> poison, i32 %623, i64 0, !dbg !30
  %758 = insertelement <2 x i32> %757, i32 %624, i64 1, !dbg !30
  %759 = bitcast <2 x i32> %758 to <2 x float>, !dbg !30
  %760 = fptrunc <2 x float> %759 to <2 x half>, !dbg !39
  %761 = insertelement <2 x i32> poison, i32 %625, i64 0, !dbg !30
  %762 = insertelement <2 x i32> %761, i32 %626, i64 1, !dbg !30
  %763 = bitcast <2 x i32> %762 to <2 x float>, !dbg !30
  %764 = fptrunc <2 x float> %763 to <2 x half>, !dbg !39
  %765 = insertelement <2 x i32> poison, i32 %627, i64 0, !dbg !30
  %766 = insertelement <2 x i32> %765, i32 %628, i64 1, !dbg !30
  %767 = bitcast <2 x i32> %766 to <2 x float>, !dbg !30
  %768 = fptrunc <2 x float> %767 to <2 x half>, !dbg !39
  %769 = insertelement <2 x i32> poison, i32 %629, i64 0, !dbg !30
  %770 = insertelement <2 x i32> %769, i32 %630, i64 1, !dbg !30
  %771 = bitcast <2 x i32> %770 to <2 x float>, !dbg !30
  %772 = fptrunc <2 x float> %771 to <2 x half>, !dbg !39
  %773 = insertelement <2 x i32> poison, i32 %631, i64 0, !dbg !30
  %774 = insertelement <2 x i32> %773, i32 %632, i64 1, !dbg !30
  %775 = bitcast <2 x i32> %774 to <2 x float>, !dbg !30
  %776 = fptrunc <2 x float> %775 to <2 x half>, !dbg !39
  %777 = insertelement <2 x i32> poison, i32 %633, i64 0, !dbg !30
  %778 = insertelement <2 x i32> %777, i32 %634, i64 1, !dbg !30
  %779 = bitcast <2 x i32> %778 to <2 x float>, !dbg !30
  %780 = fptrunc <2 x float> %779 to <2 x half>, !dbg !39
  %781 = insertelement <2 x i32> poison, i32 %635, i64 0, !dbg !30
  %782 = insertelement <2 x i32> %781, i32 %636, i64 1, !dbg !30
  %783 = bitcast <2 x i32> %782 to <2 x float>, !dbg !30
  %784 = fptrunc <2 x float> %783 to <2 x half>, !dbg !39
  %785 = insertelement <2 x i32> poison, i32 %637, i64 0, !dbg !30
  %786 = insertelement <2 x i32> %785, i32 %638, i64 1, !dbg !30
  %787 = bitcast <2 x i32> %786 to <2 x float>, !dbg !30
  %788 = fptrunc <2 x float> %787 to <2 x half>, !dbg !39
  %789 = insertelement <2 x i32> poison, i32 %639, i64 0, !dbg !30
  %790 = insertelement <2 x i32> %789, i32 %640, i64 1, !dbg !30
  %791 = bitcast <2 x i32> %790 to <2 x float>, !dbg !30
  %792 = fptrunc <2 x float> %791 to <2 x half>, !dbg !39
  %793 = insertelement <2 x i32> poison, i32 %641, i64 0, !dbg !30
  %794 = insertelement <2 x i32> %793, i32 %642, i64 1, !dbg !30
  %795 = bitcast <2 x i32> %794 to <2 x float>, !dbg !30
  %796 = fptrunc <2 x float> %795 to <2 x half>, !dbg !39
  %797 = insertelement <2 x i32> poison, i32 %643, i64 0, !dbg !30
  %798 = insertelement <2 x i32> %797, i32 %644, i64 1, !dbg !30
  %799 = bitcast <2 x i32> %798 to <2 x float>, !dbg !30
  %800 = fptrunc <2 x float> %799 to <2 x half>, !dbg !39
  %801 = insertelement <2 x i32> poison, i32 %645, i64 0, !dbg !30
  %802 = insertelement <2 x i32> %801, i32 %646, i64 1, !dbg !30
  %803 = bitcast <2 x i32> %802 to <2 x float>, !dbg !30
  %804 = fptrunc <2 x float> %803 to <2 x half>, !dbg !39
  %805 = insertelement <2 x i32> poison, i32 %647, i64 0, !dbg !30
  %806 = insertelement <2 x i32> %805, i32 %648, i64 1, !dbg !30
  %807 = bitcast <2 x i32> %806 to <2 x float>, !dbg !30
  %808 = fptrunc <2 x float> %807 to <2 x half>, !dbg !39
  %809 = insertelement <2 x i32> poison, i32 %649, i64 0, !dbg !30
  %810 = insertelement <2 x i32> %809, i32 %650, i64 1, !dbg !30
  %811 = bitcast <2 x i32> %810 to <2 x float>, !dbg !30
  %812 = fptrunc <2 x float> %811 to <2 x half>, !dbg !39
  %813 = insertelement <2 x i32> poison, i32 %651, i64 0, !dbg !30
  %814 = insertelement <2 x i32> %813, i32 %652, i64 1, !dbg !30
  %815 = bitcast <2 x i32> %814 to <2 x float>, !dbg !30
  %816 = fptrunc <2 x float> %815 to <2 x half>, !dbg !39
  %817 = insertelement <2 x i32> poison, i32 %653, i64 0, !dbg !30
  %818 = insertelement <2 x i32> %817, i32 %654, i64 1, !dbg !30
  %819 = bitcast <2 x i32> %818 to <2 x float>, !dbg !30
  %820 = fptrunc <2 x float> %819 to <2 x half>, !dbg !39
  %821 = insertelement <2 x i32> poison, i32 %655, i64 0, !dbg !30
  %822 = insertelement <2 x i32> %821, i32 %656, i64 1, !dbg !30
  %823 = bitcast <2 x i32> %822 to <2 x float>, !dbg !30
  %824 = fptrunc <2 x float> %823 to <2 x half>, !dbg !39
  %825 = insertelement <2 x i32> poison, i32 %657, i64 0, !dbg !30
  %826 = insertelement <2 x i32> %825, i32 %658, i64 1, !dbg !30
  %827 = bitcast <2 x i32> %826 to <2 x float>, !dbg !30
  %828 = fptrunc <2 x float> %827 to <2 x half>, !dbg !39
  %829 = insertelement <2 x i32> poison, i32 %659, i64 0, !dbg !30
  %830 = insertelement <2 x i32> %829, i32 %660, i64 1, !dbg !30
  %831 = bitcast <2 x i32> %830 to <2 x float>, !dbg !30
  %832 = fptrunc <2 x float> %831 to <2 x half>, !dbg !39
  %833 = insertelement <2 x i32> poison, i32 %661, i64 0, !dbg !30
  %834 = insertelement <2 x i32> %833, i32 %662, i64 1, !dbg !30
  %835 = bitcast <2 x i32> %834 to <2 x float>, !dbg !30
  %836 = fptrunc <2 x float> %835 to <2 x half>, !dbg !39
  %837 = insertelement <2 x i32> poison, i32 %663, i64 0, !dbg !30
  %838 = insertelement <2 x i32> %837, i32 %664, i64 1, !dbg !30
  %839 = bitcast <2 x i32> %838 to <2 x float>, !dbg !30
  %840 = fptrunc <2 x float> %839 to <2 x half>, !dbg !39
  %841 = insertelement <2 x i32> poison, i32 %665, i64 0, !dbg !30
  %842 = insertelement <2 x i32> %841, i32 %666, i64 1, !dbg !30
  %843 = bitcast <2 x i32> %842 to <2 x float>, !dbg !30
  %844 = fptrunc <2 x float> %843 to <2 x half>, !dbg !39
  %845 = insertelement <2 x i32> poison, i32 %667, i64 0, !dbg !30
  %846 = insertelement <2 x i32> %845, i32 %668, i64 1, !dbg !30
  %847 = bitcast <2 x i32> %846 to <2 x float>, !dbg !30
  %848 = fptrunc <2 x float> %847 to <2 x half>, !dbg !39
  %849 = insertelement <2 x i32> poison, i32 %669, i64 0, !dbg !30
  %850 = insertelement <2 x i32> %849, i32 %670, i64 1, !dbg !30
  %851 = bitcast <2 x i32> %850 to <2 x float>, !dbg !30
  %852 = fptrunc <2 x float> %851 to <2 x half>, !dbg !39
  %853 = insertelement <2 x i32> poison, i32 %671, i64 0, !dbg !30
  %854 = insertelement <2 x i32> %853, i32 %672, i64 1, !dbg !30
  %855 = bitcast <2 x i32> %854 to <2 x float>, !dbg !30
  %856 = fptrunc <2 x float> %855 to <2 x half>, !dbg !39
  %857 = insertelement <2 x i32> poison, i32 %673, i64 0, !dbg !30
  %858 = insertelement <2 x i32> %857, i32 %674, i64 1, !dbg !30
  %859 = bitcast <2 x i32> %858 to <2 x float>, !dbg !30
  %860 = fptrunc <2 x float> %859 to <2 x half>, !dbg !39
  %861 = insertelement <2 x i32> poison, i32 %675, i64 0, !dbg !30
  %862 = insertelement <2 x i32> %861, i32 %676, i64 1, !dbg !30
  %863 = bitcast <2 x i32> %862 to <2 x float>, !dbg !30
  %864 = fptrunc <2 x float> %863 to <2 x half>, !dbg !39
  %865 = insertelement <2 x i32> poison, i32 %677, i64 0, !dbg !30
  %866 = insertelement <2 x i32> %865, i32 %678, i64 1, !dbg !30
  %867 = bitcast <2 x i32> %866 to <2 x float>, !dbg !30
  %868 = fptrunc <2 x float> %867 to <2 x half>, !dbg !39
  %869 = insertelement <2 x i32> poison, i32 %679, i64 0, !dbg !30
  %870 = insertelement <2 x i32> %869, i32 %680, i64 1, !dbg !30
  %871 = bitcast <2 x i32> %870 to <2 x float>, !dbg !30
  %872 = fptrunc <2 x float> %871 to <2 x half>, !dbg !39
  %873 = insertelement <2 x i32> poison, i32 %681, i64 0, !dbg !30
  %874 = insertelement <2 x i32> %873, i32 %682, i64 1, !dbg !30
  %875 = bitcast <2 x i32> %874 to <2 x float>, !dbg !30
  %876 = fptrunc <2 x float> %875 to <2 x half>, !dbg !39
  %877 = insertelement <2 x i32> poison, i32 %683, i64 0, !dbg !30
  %878 = insertelement <2 x i32> %877, i32 %684, i64 1, !dbg !30
  %879 = bitcast <2 x i32> %878 to <2 x float>, !dbg !30
  %880 = fptrunc <2 x float> %879 to <2 x half>, !dbg !39
  %881 = insertelement <2 x i32> poison, i32 %685, i64 0, !dbg !30
  %882 = insertelement <2 x i32> %881, i32 %686, i64 1, !dbg !30
  %883 = bitcast <2 x i32> %882 to <2 x float>, !dbg !30
  %884 = fptrunc <2 x float> %883 to <2 x half>, !dbg !39
  %885 = insertelement <2 x i32> poison, i32 %687, i64 0, !dbg !30
  %886 = insertelement <2 x i32> %885, i32 %688, i64 1, !dbg !30
  %887 = bitcast <2 x i32> %886 to <2 x float>, !dbg !30
  %888 = fptrunc <2 x float> %887 to <2 x half>, !dbg !39
  %889 = insertelement <2 x i32> poison, i32 %689, i64 0, !dbg !30
  %890 = insertelement <2 x i32> %889, i32 %690, i64 1, !dbg !30
  %891 = bitcast <2 x i32> %890 to <2 x float>, !dbg !30
  %892 = fptrunc <2 x float> %891 to <2 x half>, !dbg !39
  %893 = insertelement <2 x i32> poison, i32 %691, i64 0, !dbg !30
  %894 = insertelement <2 x i32> %893, i32 %692, i64 1, !dbg !30
  %895 = bitcast <2 x i32> %894 to <2 x float>, !dbg !30
  %896 = fptrunc <2 x float> %895 to <2 x half>, !dbg !39
  %897 = insertelement <2 x i32> poison, i32 %693, i64 0, !dbg !30
  %898 = insertelement <2 x i32> %897, i32 %694, i64 1, !dbg !30
  %899 = bitcast <2 x i32> %898 to <2 x float>, !dbg !30
  %900 = fptrunc <2 x float> %899 to <2 x half>, !dbg !39
  %901 = insertelement <2 x i32> poison, i32 %695, i64 0, !dbg !30
  %902 = insertelement <2 x i32> %901, i32 %696, i64 1, !dbg !30
  %903 = bitcast <2 x i32> %902 to <2 x float>, !dbg !30
  %904 = fptrunc <2 x float> %903 to <2 x half>, !dbg !39
  %905 = insertelement <2 x i32> poison, i32 %697, i64 0, !dbg !30
  %906 = insertelement <2 x i32> %905, i32 %698, i64 1, !dbg !30
  %907 = bitcast <2 x i32> %906 to <2 x float>, !dbg !30
  %908 = fptrunc <2 x float> %907 to <2 x half>, !dbg !39
  %909 = insertelement <2 x i32> poison, i32 %699, i64 0, !dbg !30
  %910 = insertelement <2 x i32> %909, i32 %700, i64 1, !dbg !30
  %911 = bitcast <2 x i32> %910 to <2 x float>, !dbg !30
  %912 = fptrunc <2 x float> %911 to <2 x half>, !dbg !39
  %913 = insertelement <2 x i32> poison, i32 %701, i64 0, !dbg !30
  %914 = insertelement <2 x i32> %913, i32 %702, i64 1, !dbg !30
  %915 = bitcast <2 x i32> %914 to <2 x float>, !dbg !30
  %916 = fptrunc <2 x float> %915 to <2 x half>, !dbg !39
  %917 = insertelement <2 x i32> poison, i32 %703, i64 0, !dbg !30
  %918 = insertelement <2 x i32> %917, i32 %704, i64 1, !dbg !30
  %919 = bitcast <2 x i32> %918 to <2 x float>, !dbg !30
  %920 = fptrunc <2 x float> %919 to <2 x half>, !dbg !39
  %921 = insertelement <2 x i32> poison, i32 %705, i64 0, !dbg !30
  %922 = insertelement <2 x i32> %921, i32 %706, i64 1, !dbg !30
  %923 = bitcast <2 x i32> %922 to <2 x float>, !dbg !30
  %924 = fptrunc <2 x float> %923 to <2 x half>, !dbg !39
  %925 = insertelement <2 x i32> poison, i32 %707, i64 0, !dbg !30
  %926 = insertelement <2 x i32> %925, i32 %708, i64 1, !dbg !30
  %927 = bitcast <2 x i32> %926 to <2 x float>, !dbg !30
  %928 = fptrunc <2 x float> %927 to <2 x half>, !dbg !39
  %929 = insertelement <2 x i32> poison, i32 %709, i64 0, !dbg !30
  %930 = insertelement <2 x i32> %929, i32 %710, i64 1, !dbg !30
  %931 = bitcast <2 x i32> %930 to <2 x float>, !dbg !30
  %932 = fptrunc <2 x float> %931 to <2 x half>, !dbg !39
  %933 = insertelement <2 x i32> poison, i32 %711, i64 0, !dbg !30
  %934 = insertelement <2 x i32> %933, i32 %712, i64 1, !dbg !30
  %935 = bitcast <2 x i32> %934 to <2 x float>, !dbg !30
  %936 = fptrunc <2 x float> %935 to <2 x half>, !dbg !39
  %937 = insertelement <2 x i32> poison, i32 %713, i64 0, !dbg !30
  %938 = insertelement <2 x i32> %937, i32 %714, i64 1, !dbg !30
  %939 = bitcast <2 x i32> %938 to <2 x float>, !dbg !30
  %940 = fptrunc <2 x float> %939 to <2 x half>, !dbg !39
  %941 = insertelement <2 x i32> poison, i32 %715, i64 0, !dbg !30
  %942 = insertelement <2 x i32> %941, i32 %716, i64 1, !dbg !30
  %943 = bitcast <2 x i32> %942 to <2 x float>, !dbg !30
  %944 = fptrunc <2 x float> %943 to <2 x half>, !dbg !39
  %945 = insertelement <2 x i32> poison, i32 %717, i64 0, !dbg !30
  %946 = insertelement <2 x i32> %945, i32 %718, i64 1, !dbg !30
  %947 = bitcast <2 x i32> %946 to <2 x float>, !dbg !30
  %948 = fptrunc <2 x float> %947 to <2 x half>, !dbg !39
  %949 = insertelement <2 x i32> poison, i32 %719, i64 0, !dbg !30
  %950 = insertelement <2 x i32> %949, i32 %720, i64 1, !dbg !30
  %951 = bitcast <2 x i32> %950 to <2 x float>, !dbg !30
  %952 = fptrunc <2 x float> %951 to <2 x half>, !dbg !39
  %953 = insertelement <2 x i32> poison, i32 %721, i64 0, !dbg !30
  %954 = insertelement <2 x i32> %953, i32 %722, i64 1, !dbg !30
  %955 = bitcast <2 x i32> %954 to <2 x float>, !dbg !30
  %956 = fptrunc <2 x float> %955 to <2 x half>, !dbg !39
  %957 = insertelement <2 x i32> poison, i32 %723, i64 0, !dbg !30
  %958 = insertelement <2 x i32> %957, i32 %724, i64 1, !dbg !30
  %959 = bitcast <2 x i32> %958 to <2 x float>, !dbg !30
  %960 = fptrunc <2 x float> %959 to <2 x half>, !dbg !39
  %961 = insertelement <2 x i32> poison, i32 %725, i64 0, !dbg !30
  %962 = insertelement <2 x i32> %961, i32 %726, i64 1, !dbg !30
  %963 = bitcast <2 x i32> %962 to <2 x float>, !dbg !30
  %964 = fptrunc <2 x float> %963 to <2 x half>, !dbg !39
  %965 = insertelement <2 x i32> poison, i32 %727, i64 0, !dbg !30
  %966 = insertelement <2 x i32> %965, i32 %728, i64 1, !dbg !30
  %967 = bitcast <2 x i32> %966 to <2 x float>, !dbg !30
  %968 = fptrunc <2 x float> %967 to <2 x half>, !dbg !39
  %969 = insertelement <2 x i32> poison, i32 %729, i64 0, !dbg !30
  %970 = insertelement <2 x i32> %969, i32 %730, i64 1, !dbg !30
  %971 = bitcast <2 x i32> %970 to <2 x float>, !dbg !30
  %972 = fptrunc <2 x float> %971 to <2 x half>, !dbg !39
  %973 = insertelement <2 x i32> poison, i32 %731, i64 0, !dbg !30
  %974 = insertelement <2 x i32> %973, i32 %732, i64 1, !dbg !30
  %975 = bitcast <2 x i32> %974 to <2 x float>, !dbg !30
  %976 = fptrunc <2 x float> %975 to <2 x half>, !dbg !39
  %977 = insertelement <2 x i32> poison, i32 %733, i64 0, !dbg !30
  %978 = insertelement <2 x i32> %977, i32 %734, i64 1, !dbg !30
  %979 = bitcast <2 x i32> %978 to <2 x float>, !dbg !30
  %980 = fptrunc <2 x float> %979 to <2 x half>, !dbg !39
  %981 = insertelement <2 x i32> poison, i32 %735, i64 0, !dbg !30
  %982 = insertelement <2 x i32> %981, i32 %736, i64 1, !dbg !30
  %983 = bitcast <2 x i32> %982 to <2 x float>, !dbg !30
  %984 = fptrunc <2 x float> %983 to <2 x half>, !dbg !39
  %985 = insertelement <2 x i32> poison, i32 %737, i64 0, !dbg !30
  %986 = insertelement <2 x i32> %985, i32 %738, i64 1, !dbg !30
  %987 = bitcast <2 x i32> %986 to <2 x float>, !dbg !30
  %988 = fptrunc <2 x float> %987 to <2 x half>, !dbg !39
  %989 = insertelement <2 x i32> poison, i32 %739, i64 0, !dbg !30
  %990 = insertelement <2 x i32> %989, i32 %740, i64 1, !dbg !30
  %991 = bitcast <2 x i32> %990 to <2 x float>, !dbg !30
  %992 = fptrunc <2 x float> %991 to <2 x half>, !dbg !39
  %993 = insertelement <2 x i32> poison, i32 %741, i64 0, !dbg !30
  %994 = insertelement <2 x i32> %993, i32 %742, i64 1, !dbg !30
  %995 = bitcast <2 x i32> %994 to <2 x float>, !dbg !30
  %996 = fptrunc <2 x float> %995 to <2 x half>, !dbg !39
  %997 = insertelement <2 x i32> poison, i32 %743, i64 0, !dbg !30
  %998 = insertelement <2 x i32> %997, i32 %744, i64 1, !dbg !30
  %999 = bitcast <2 x i32> %998 to <2 x float>, !dbg !30
  %1000 = fptrunc <2 x float> %999 to <2 x half>, !dbg !39
  %1001 = shl nuw nsw i32 %23, 7, !dbg !40
  %1002 = and i32 %1001, 16256, !dbg !40
  %1003 = shl nuw nsw i32 %58, 4, !dbg !40
  %1004 = or disjoint i32 %1002, %1003, !dbg !40
  %1005 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1004, !dbg !40
  %1006 = bitcast <2 x half> %748 to i32, !dbg !40
  %1007 = bitcast <2 x half> %752 to i32, !dbg !40
  %1008 = bitcast <2 x half> %756 to i32, !dbg !40
  %1009 = bitcast <2 x half> %760 to i32, !dbg !40
  %1010 = insertelement <4 x i32> poison, i32 %1006, i64 0, !dbg !40
  %1011 = insertelement <4 x i32> %1010, i32 %1007, i64 1, !dbg !40
  %1012 = insertelement <4 x i32> %1011, i32 %1008, i64 2, !dbg !40
  %1013 = insertelement <4 x i32> %1012, i32 %1009, i64 3, !dbg !40
  store <4 x i32> %1013, ptr addrspace(3) %1005, align 16, !dbg !40
  %1014 = getelementptr inbounds nuw i8, ptr addrspace(3) %1005, i32 16384, !dbg !40
  %1015 = bitcast <2 x half> %876 to i32, !dbg !40
  %1016 = bitcast <2 x half> %880 to i32, !dbg !40
  %1017 = bitcast <2 x half> %884 to i32, !dbg !40
  %1018 = bitcast <2 x half> %888 to i32, !dbg !40
  %1019 = insertelement <4 x i32> poison, i32 %1015, i64 0, !dbg !40
  %1020 = insertelement <4 x i32> %1019, i32 %1016, i64 1, !dbg !40
  %1021 = insertelement <4 x i32> %1020, i32 %1017, i64 2, !dbg !40
  %1022 = insertelement <4 x i32> %1021, i32 %1018, i64 3, !dbg !40
  store <4 x i32> %1022, ptr addrspace(3) %1014, align 16, !dbg !40
  %1023 = xor i32 %1004, 16, !dbg !40
  %1024 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1023, !dbg !40
  %1025 = bitcast <2 x half> %764 to i32, !dbg !40
  %1026 = bitcast <2 x half> %768 to i32, !dbg !40
  %1027 = bitcast <2 x half> %772 to i32, !dbg !40
  %1028 = bitcast <2 x half> %776 to i32, !dbg !40
  %1029 = insertelement <4 x i32> poison, i32 %1025, i64 0, !dbg !40
  %1030 = insertelement <4 x i32> %1029, i32 %1026, i64 1, !dbg !40
  %1031 = insertelement <4 x i32> %1030, i32 %1027, i64 2, !dbg !40
  %1032 = insertelement <4 x i32> %1031, i32 %1028, i64 3, !dbg !40
  store <4 x i32> %1032, ptr addrspace(3) %1024, align 16, !dbg !40
  %1033 = getelementptr inbounds nuw i8, ptr addrspace(3) %1024, i32 16384, !dbg !40
  %1034 = bitcast <2 x half> %892 to i32, !dbg !40
  %1035 = bitcast <2 x half> %896 to i32, !dbg !40
  %1036 = bitcast <2 x half> %900 to i32, !dbg !40
  %1037 = bitcast <2 x half> %904 to i32, !dbg !40
  %1038 = insertelement <4 x i32> poison, i32 %1034, i64 0, !dbg !40
  %1039 = insertelement <4 x i32> %1038, i32 %1035, i64 1, !dbg !40
  %1040 = insertelement <4 x i32> %1039, i32 %1036, i64 2, !dbg !40
  %1041 = insertelement <4 x i32> %1040, i32 %1037, i64 3, !dbg !40
  store <4 x i32> %1041, ptr addrspace(3) %1033, align 16, !dbg !40
  %1042 = xor i32 %1004, 32, !dbg !40
  %1043 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1042, !dbg !40
  %1044 = bitcast <2 x half> %780 to i32, !dbg !40
  %1045 = bitcast <2 x half> %784 to i32, !dbg !40
  %1046 = bitcast <2 x half> %788 to i32, !dbg !40
  %1047 = bitcast <2 x half> %792 to i32, !dbg !40
  %1048 = insertelement <4 x i32> poison, i32 %1044, i64 0, !dbg !40
  %1049 = insertelement <4 x i32> %1048, i32 %1045, i64 1, !dbg !40
  %1050 = insertelement <4 x i32> %1049, i32 %1046, i64 2, !dbg !40
  %1051 = insertelement <4 x i32> %1050, i32 %1047, i64 3, !dbg !40
  store <4 x i32> %1051, ptr addrspace(3) %1043, align 16, !dbg !40
  %1052 = getelementptr inbounds nuw i8, ptr addrspace(3) %1043, i32 16384, !dbg !40
  %1053 = bitcast <2 x half> %908 to i32, !dbg !40
  %1054 = bitcast <2 x half> %912 to i32, !dbg !40
  %1055 = bitcast <2 x half> %916 to i32, !dbg !40
  %1056 = bitcast <2 x half> %920 to i32, !dbg !40
  %1057 = insertelement <4 x i32> poison, i32 %1053, i64 0, !dbg !40
  %1058 = insertelement <4 x i32> %1057, i32 %1054, i64 1, !dbg !40
  %1059 = insertelement <4 x i32> %1058, i32 %1055, i64 2, !dbg !40
  %1060 = insertelement <4 x i32> %1059, i32 %1056, i64 3, !dbg !40
  store <4 x i32> %1060, ptr addrspace(3) %1052, align 16, !dbg !40
  %1061 = xor i32 %1004, 48, !dbg !40
  %1062 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1061, !dbg !40
  %1063 = bitcast <2 x half> %796 to i32, !dbg !40
  %1064 = bitcast <2 x half> %800 to i32, !dbg !40
  %1065 = bitcast <2 x half> %804 to i32, !dbg !40
  %1066 = bitcast <2 x half> %808 to i32, !dbg !40
  %1067 = insertelement <4 x i32> poison, i32 %1063, i64 0, !dbg !40
  %1068 = insertelement <4 x i32> %1067, i32 %1064, i64 1, !dbg !40
  %1069 = insertelement <4 x i32> %1068, i32 %1065, i64 2, !dbg !40
  %1070 = insertelement <4 x i32> %1069, i32 %1066, i64 3, !dbg !40
  store <4 x i32> %1070, ptr addrspace(3) %1062, align 16, !dbg !40
  %1071 = getelementptr inbounds nuw i8, ptr addrspace(3) %1062, i32 16384, !dbg !40
  %1072 = bitcast <2 x half> %924 to i32, !dbg !40
  %1073 = bitcast <2 x half> %928 to i32, !dbg !40
  %1074 = bitcast <2 x half> %932 to i32, !dbg !40
  %1075 = bitcast <2 x half> %936 to i32, !dbg !40
  %1076 = insertelement <4 x i32> poison, i32 %1072, i64 0, !dbg !40
  %1077 = insertelement <4 x i32> %1076, i32 %1073, i64 1, !dbg !40
  %1078 = insertelement <4 x i32> %1077, i32 %1074, i64 2, !dbg !40
  %1079 = insertelement <4 x i32> %1078, i32 %1075, i64 3, !dbg !40
  store <4 x i32> %1079, ptr addrspace(3) %1071, align 16, !dbg !40
  %1080 = xor i32 %1004, 64, !dbg !40
  %1081 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1080, !dbg !40
  %1082 = bitcast <2 x half> %812 to i32, !dbg !40
  %1083 = bitcast <2 x half> %816 to i32, !dbg !40
  %1084 = bitcast <2 x half> %820 to i32, !dbg !40
  %1085 = bitcast <2 x half> %824 to i32, !dbg !40
  %1086 = insertelement <4 x i32> poison, i32 %1082, i64 0, !dbg !40
  %1087 = insertelement <4 x i32> %1086, i32 %1083, i64 1, !dbg !40
  %1088 = insertelement <4 x i32> %1087, i32 %1084, i64 2, !dbg !40
  %1089 = insertelement <4 x i32> %1088, i32 %1085, i64 3, !dbg !40
  store <4 x i32> %1089, ptr addrspace(3) %1081, align 16, !dbg !40
  %1090 = getelementptr inbounds nuw i8, ptr addrspace(3) %1081, i32 16384, !dbg !40
  %1091 = bitcast <2 x half> %940 to i32, !dbg !40
  %1092 = bitcast <2 x half> %944 to i32, !dbg !40
  %1093 = bitcast <2 x half> %948 to i32, !dbg !40
  %1094 = bitcast <2 x half> %952 to i32, !dbg !40
  %1095 = insertelement <4 x i32> poison, i32 %1091, i64 0, !dbg !40
  %1096 = insertelement <4 x i32> %1095, i32 %1092, i64 1, !dbg !40
  %1097 = insertelement <4 x i32> %1096, i32 %1093, i64 2, !dbg !40
  %1098 = insertelement <4 x i32> %1097, i32 %1094, i64 3, !dbg !40
  store <4 x i32> %1098, ptr addrspace(3) %1090, align 16, !dbg !40
  %1099 = xor i32 %1004, 80, !dbg !40
  %1100 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1099, !dbg !40
  %1101 = bitcast <2 x half> %828 to i32, !dbg !40
  %1102 = bitcast <2 x half> %832 to i32, !dbg !40
  %1103 = bitcast <2 x half> %836 to i32, !dbg !40
  %1104 = bitcast <2 x half> %840 to i32, !dbg !40
  %1105 = insertelement <4 x i32> poison, i32 %1101, i64 0, !dbg !40
  %1106 = insertelement <4 x i32> %1105, i32 %1102, i64 1, !dbg !40
  %1107 = insertelement <4 x i32> %1106, i32 %1103, i64 2, !dbg !40
  %1108 = insertelement <4 x i32> %1107, i32 %1104, i64 3, !dbg !40
  store <4 x i32> %1108, ptr addrspace(3) %1100, align 16, !dbg !40
  %1109 = getelementptr inbounds nuw i8, ptr addrspace(3) %1100, i32 16384, !dbg !40
  %1110 = bitcast <2 x half> %956 to i32, !dbg !40
  %1111 = bitcast <2 x half> %960 to i32, !dbg !40
  %1112 = bitcast <2 x half> %964 to i32, !dbg !40
  %1113 = bitcast <2 x half> %968 to i32, !dbg !40
  %1114 = insertelement <4 x i32> poison, i32 %1110, i64 0, !dbg !40
  %1115 = insertelement <4 x i32> %1114, i32 %1111, i64 1, !dbg !40
  %1116 = insertelement <4 x i32> %1115, i32 %1112, i64 2, !dbg !40
  %1117 = insertelement <4 x i32> %1116, i32 %1113, i64 3, !dbg !40
  store <4 x i32> %1117, ptr addrspace(3) %1109, align 16, !dbg !40
  %1118 = xor i32 %1004, 96, !dbg !40
  %1119 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1118, !dbg !40
  %1120 = bitcast <2 x half> %844 to i32, !dbg !40
  %1121 = bitcast <2 x half> %848 to i32, !dbg !40
  %1122 = bitcast <2 x half> %852 to i32, !dbg !40
  %1123 = bitcast <2 x half> %856 to i32, !dbg !40
  %1124 = insertelement <4 x i32> poison, i32 %1120, i64 0, !dbg !40
  %1125 = insertelement <4 x i32> %1124, i32 %1121, i64 1, !dbg !40
  %1126 = insertelement <4 x i32> %1125, i32 %1122, i64 2, !dbg !40
  %1127 = insertelement <4 x i32> %1126, i32 %1123, i64 3, !dbg !40
  store <4 x i32> %1127, ptr addrspace(3) %1119, align 16, !dbg !40
  %1128 = getelementptr inbounds nuw i8, ptr addrspace(3) %1119, i32 16384, !dbg !40
  %1129 = bitcast <2 x half> %972 to i32, !dbg !40
  %1130 = bitcast <2 x half> %976 to i32, !dbg !40
  %1131 = bitcast <2 x half> %980 to i32, !dbg !40
  %1132 = bitcast <2 x half> %984 to i32, !dbg !40
  %1133 = insertelement <4 x i32> poison, i32 %1129, i64 0, !dbg !40
  %1134 = insertelement <4 x i32> %1133, i32 %1130, i64 1, !dbg !40
  %1135 = insertelement <4 x i32> %1134, i32 %1131, i64 2, !dbg !40
  %1136 = insertelement <4 x i32> %1135, i32 %1132, i64 3, !dbg !40
  store <4 x i32> %1136, ptr addrspace(3) %1128, align 16, !dbg !40
  %1137 = xor i32 %1004, 112, !dbg !40
  %1138 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1137, !dbg !40
  %1139 = bitcast <2 x half> %860 to i32, !dbg !40
  %1140 = bitcast <2 x half> %864 to i32, !dbg !40
  %1141 = bitcast <2 x half> %868 to i32, !dbg !40
  %1142 = bitcast <2 x half> %872 to i32, !dbg !40
  %1143 = insertelement <4 x i32> poison, i32 %1139, i64 0, !dbg !40
  %1144 = insertelement <4 x i32> %1143, i32 %1140, i64 1, !dbg !40
  %1145 = insertelement <4 x i32> %1144, i32 %1141, i64 2, !dbg !40
  %1146 = insertelement <4 x i32> %1145, i32 %1142, i64 3, !dbg !40
  store <4 x i32> %1146, ptr addrspace(3) %1138, align 16, !dbg !40
  %1147 = getelementptr inbounds nuw i8, ptr addrspace(3) %1138, i32 16384, !dbg !40
  %1148 = bitcast <2 x half> %988 to i32, !dbg !40
  %1149 = bitcast <2 x half> %992 to i32, !dbg !40
  %1150 = bitcast <2 x half> %996 to i32, !dbg !40
  %1151 = bitcast <2 x half> %1000 to i32, !dbg !40
  %1152 = insertelement <4 x i32> poison, i32 %1148, i64 0, !dbg !40
  %1153 = insertelement <4 x i32> %1152, i32 %1149, i64 1, !dbg !40
  %1154 = insertelement <4 x i32> %1153, i32 %1150, i64 2, !dbg !40
  %1155 = insertelement <4 x i32> %1154, i32 %1151, i64 3, !dbg !40
  store <4 x i32> %1155, ptr addrspace(3) %1147, align 16, !dbg !40
  call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !40
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %1156 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !40
  %1157 = extractvalue { i32, i1 } %1156, 1, !dbg !40
  %1158 = icmp samesign ult i32 %29, 64, !dbg !40
  %1159 = and i1 %1158, %1157, !dbg !40
  %1160 = and i32 %108, 1, !dbg !40
  %.idx = shl nuw nsw i32 %1160, 14, !dbg !40
  %1161 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx, !dbg !40
  %1162 = shl nuw nsw i32 %1160, 6, !dbg !40
  %1163 = or disjoint i32 %1162, %49, !dbg !40
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %1159, ptr nonnull %12, i32 %1163, i32 %28, ptr addrspace(3) %1161) #8, !dbg !40
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !40
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !14
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r"(i1 %24, ptr addrspace(6) %609) #8, !dbg !14
  ret void, !dbg !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #5

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32) #6

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #4

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #7

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #8

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #8

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent nocallback nounwind memory(argmem: write) }
attributes #7 = { nocallback nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_corpus.py", directory: "/work/wt-corpus/scripts/corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "mxfp4_matmul_kernel", linkageName: "mxfp4_matmul_kernel", scope: !1, file: !1, line: 158, type: !5, scopeLine: 158, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !9, !10, !10, !11, !7, !9, !9, !10, !10, !11, !7, !9, !9, !10, !10, !9, !9, !9, !13, !13}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 0)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!14 = !DILocation(line: 158, column: 1, scope: !4)
!15 = !DILocation(line: 163, column: 13, scope: !4)
!16 = !DILocation(line: 164, column: 13, scope: !4)
!17 = !DILocation(line: 165, column: 15, scope: !4)
!18 = !DILocation(line: 165, column: 33, scope: !4)
!19 = !DILocation(line: 166, column: 15, scope: !4)
!20 = !DILocation(line: 167, column: 15, scope: !4)
!21 = !DILocation(line: 43, column: 13, scope: !22, inlinedAt: !24)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !23, discriminator: 0)
!23 = !DIFile(filename: "standard.py", directory: "/work/wt-corpus/.tools/venv/lib/python3.11/site-packages/triton/language")
!24 = !DILocation(line: 169, column: 21, scope: !25)
!25 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!26 = !DILocation(line: 172, column: 32, scope: !4)
!27 = !DILocation(line: 172, column: 22, scope: !4)
!28 = !DILocation(line: 173, column: 32, scope: !4)
!29 = !DILocation(line: 173, column: 22, scope: !4)
!30 = !DILocation(line: 174, column: 15, scope: !4)
!31 = !DILocation(line: 169, column: 5, scope: !4)
!32 = !DILocation(line: 170, column: 13, scope: !4)
!33 = !DILocation(line: 171, column: 13, scope: !4)
!34 = !DILocation(line: 43, column: 12, scope: !22, inlinedAt: !24)
!35 = !DILocation(line: 172, column: 64, scope: !4)
!36 = !DILocation(line: 172, column: 14, scope: !4)
!37 = !DILocation(line: 173, column: 14, scope: !4)
!38 = !DILocation(line: 170, column: 43, scope: !4)
!39 = !DILocation(line: 175, column: 54, scope: !4)
!40 = !DILocation(line: 175, column: 5, scope: !4)
