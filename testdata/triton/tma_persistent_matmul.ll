; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @tma_persistent_matmul_kernel(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, i32 %1, i32 %2, i64 %3, i64 %4, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %5, i32 %6, i32 %7, i64 %8, i64 %9, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %10, i32 %11, i32 %12, i64 %13, i64 %14, i32 %15, i32 %16, i32 %17, ptr addrspace(1) nofree readnone captures(none) %18, ptr addrspace(1) nofree readnone captures(none) %19) local_unnamed_addr #0 !dbg !4 {
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %22 = icmp samesign ult i32 %21, 32, !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 128;", "b,r"(i1 %22, ptr addrspace(3) @global_smem) #3, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %23 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %22) #3, !dbg !12
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %25 = insertelement <2 x i32> poison, i32 %16, i64 0, !dbg !14
  %26 = insertelement <2 x i32> %25, i32 %15, i64 1, !dbg !14
  %27 = add <2 x i32> %26, splat (i32 127), !dbg !14
  %28 = sdiv <2 x i32> %27, splat (i32 128), !dbg !19
  %29 = extractelement <2 x i32> %28, i64 0, !dbg !20
  %30 = extractelement <2 x i32> %28, i64 1, !dbg !20
  %31 = mul i32 %29, %30, !dbg !20
  %32 = icmp slt i32 %24, %31, !dbg !21
  br i1 %32, label %.lr.ph5, label %._crit_edge6, !dbg !21

.lr.ph5:                                          ; preds = %20
  %33 = add i32 %17, 63, !dbg !22
  %34 = sdiv i32 %33, 64, !dbg !24
  %35 = lshr i32 %21, 5
  %36 = icmp eq i32 %35, 0
  %37 = icmp sgt i32 %33, 63
  %38 = and i32 %21, 127
  %39 = icmp eq i32 %38, 0
  %40 = and i1 %39, %37
  %41 = icmp samesign ult i32 %38, 32
  %42 = icmp sgt i32 %33, 127
  %43 = and i1 %39, %42
  %44 = icmp sgt i32 %33, 191
  %45 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %46 = and i32 %45, 32767
  %47 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152) to i32), 4
  %48 = and i32 %47, 32767
  %49 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %46, i64 0
  %50 = bitcast <2 x i32> %49 to i64
  %51 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %48, i64 0
  %52 = bitcast <2 x i32> %51 to i64
  %53 = add nuw nsw i32 %46, 2
  %54 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %53, i64 0
  %55 = bitcast <2 x i32> %54 to i64
  %56 = add nuw nsw i32 %48, 2
  %57 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %56, i64 0
  %58 = bitcast <2 x i32> %57 to i64
  %59 = add nuw nsw i32 %46, 4
  %60 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %59, i64 0
  %61 = bitcast <2 x i32> %60 to i64
  %62 = add nuw nsw i32 %48, 4
  %63 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %62, i64 0
  %64 = bitcast <2 x i32> %63 to i64
  %65 = add nuw nsw i32 %46, 6
  %66 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %65, i64 0
  %67 = bitcast <2 x i32> %66 to i64
  %68 = add nuw nsw i32 %48, 6
  %69 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %68, i64 0
  %70 = bitcast <2 x i32> %69 to i64
  %71 = and i1 %39, %44
  %72 = add nsw i32 %34, -3
  %73 = shl nuw nsw i32 %21, 7
  %74 = and i32 %73, 16256
  %75 = shl nuw nsw i32 %21, 4
  %76 = and i32 %75, 112
  %77 = or disjoint i32 %74, %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %77
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %78, i32 16384
  %80 = xor i32 %77, 16
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %80
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %81, i32 16384
  %83 = xor i32 %77, 32
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %83
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %84, i32 16384
  %86 = xor i32 %77, 48
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %86
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) %87, i32 16384
  %89 = xor i32 %77, 64
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %89
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %90, i32 16384
  %92 = xor i32 %77, 80
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %92
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %93, i32 16384
  %95 = xor i32 %77, 96
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %95
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %96, i32 16384
  %98 = xor i32 %77, 112
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %98
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i32 16384
  %101 = icmp samesign ult i32 %38, 64
  %102 = tail call i32 @llvm.smax.i32(i32 %34, i32 2), !dbg !21
  %103 = add nsw i32 %102, -2
  %invariant.op = and i1 %37, %41, !dbg !21
  %invariant.op35 = and i1 %37, %41, !dbg !21
  %invariant.op36 = and i1 %42, %41, !dbg !21
  %invariant.op37 = and i1 %42, %41, !dbg !21
  %invariant.op38 = and i1 %44, %41, !dbg !21
  %invariant.op39 = and i1 %44, %41, !dbg !21
  br label %104, !dbg !21

104:                                              ; preds = %.lr.ph5, %224
  %105 = phi i32 [ %24, %.lr.ph5 ], [ %760, %224 ]
  %.frozen = freeze i32 %105, !dbg !25
  %.frozen40 = freeze i32 %29, !dbg !25
  %106 = sdiv i32 %.frozen, %.frozen40, !dbg !25
  %107 = mul i32 %106, %.frozen40, !dbg !26
  %.decomposed = sub i32 %.frozen, %107, !dbg !26
  %108 = shl i32 %106, 7, !dbg !27
  %109 = shl nsw i32 %.decomposed, 7, !dbg !28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  %110 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %35, i32 0, i32 31), !dbg !29
  %111 = shl i32 %110, 21, !dbg !29
  %112 = and i32 %111, 6291456, !dbg !29
  %113 = add i32 %112, %23, !dbg !29
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x128.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127, $128, $129};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %113, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #3, !dbg !29
  call void @llvm.nvvm.tcgen05.wait.st(), !dbg !30
  %114 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %115 = extractvalue { i32, i1 } %114, 1, !dbg !30
  %116 = and i1 %36, %115, !dbg !30
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %116, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104)) #3, !dbg !30
  %117 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %118 = extractvalue { i32, i1 } %117, 1, !dbg !30
  %119 = and i1 %36, %118, !dbg !30
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %119, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131112)) #3, !dbg !30
  %120 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %121 = extractvalue { i32, i1 } %120, 1, !dbg !30
  %122 = and i1 %36, %121, !dbg !30
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %122, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #3, !dbg !30
  %123 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %124 = extractvalue { i32, i1 } %123, 1, !dbg !30
  %125 = and i1 %36, %124, !dbg !30
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %125, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #3, !dbg !30
  %126 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %127 = extractvalue { i32, i1 } %126, 1, !dbg !30
  %128 = and i1 %36, %127, !dbg !30
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %128, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #3, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %40, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #3, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %129 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %130 = extractvalue { i32, i1 } %129, 1, !dbg !31
  %.reass.reass.reass = and i1 %130, %invariant.op
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass.reass.reass, ptr addrspace(3) @global_smem, ptr nonnull %0, i32 0, i32 %108, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #3, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %131 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %132 = extractvalue { i32, i1 } %131, 1, !dbg !32
  %.reass8.reass.reass = and i1 %132, %invariant.op35
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass8.reass.reass, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), ptr nonnull %5, i32 0, i32 %109, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #3, !dbg !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %43, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #3, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %133 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %134 = extractvalue { i32, i1 } %133, 1, !dbg !31
  %.reass10.reass.reass = and i1 %134, %invariant.op36
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass10.reass.reass, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), ptr nonnull %0, i32 64, i32 %108, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #3, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %135 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %136 = extractvalue { i32, i1 } %135, 1, !dbg !32
  %.reass12.reass.reass = and i1 %136, %invariant.op37
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass12.reass.reass, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), ptr nonnull %5, i32 64, i32 %109, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #3, !dbg !32
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 0, i1 %37) #3, !dbg !30
  %137 = icmp eq i32 %110, 0, !dbg !29
  %138 = and i1 %37, %137, !dbg !29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  br i1 %138, label %139, label %142, !dbg !29

139:                                              ; preds = %104
  %140 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !29
  %141 = extractvalue { i32, i1 } %140, 1, !dbg !29
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %50, i64 %52, i32 136314896, i1 false, i1 %141) #3, !dbg !29
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %55, i64 %58, i32 136314896, i1 true, i1 %141) #3, !dbg !29
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %61, i64 %64, i32 136314896, i1 true, i1 %141) #3, !dbg !29
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %67, i64 %70, i32 136314896, i1 true, i1 %141) #3, !dbg !29
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %141, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104) to i32)) #3, !dbg !29
  br label %142, !dbg !29

142:                                              ; preds = %139, %104
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %71, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #3, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %143 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %144 = extractvalue { i32, i1 } %143, 1, !dbg !31
  %.reass14.reass.reass = and i1 %144, %invariant.op38
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass14.reass.reass, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), ptr nonnull %0, i32 128, i32 %108, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #3, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %145 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %146 = extractvalue { i32, i1 } %145, 1, !dbg !32
  %.reass16.reass.reass = and i1 %146, %invariant.op39
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass16.reass.reass, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 81920), ptr nonnull %5, i32 128, i32 %109, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #3, !dbg !32
  br i1 %42, label %.lr.ph, label %._crit_edge, !dbg !30

.lr.ph:                                           ; preds = %142, %198
  %147 = phi i32 [ %153, %198 ], [ 0, %142 ]
  %148 = phi ptr addrspace(3) [ %162, %198 ], [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), %142 ]
  %149 = phi i32 [ %160, %198 ], [ 0, %142 ]
  %150 = phi i32 [ %158, %198 ], [ 0, %142 ]
  %151 = phi i32 [ %206, %198 ], [ 2, %142 ]
  %152 = phi i32 [ %201, %198 ], [ 1, %142 ]
  %153 = phi i32 [ %203, %198 ], [ 0, %142 ]
  %154 = phi i32 [ %222, %198 ], [ 0, %142 ]
  %155 = icmp slt i32 %154, %72, !dbg !30
  %156 = add i32 %150, 1, !dbg !30
  %157 = icmp sgt i32 %156, 2, !dbg !30
  %158 = select i1 %157, i32 0, i32 %156, !dbg !30
  %159 = zext i1 %157 to i32, !dbg !30
  %160 = xor i32 %149, %159, !dbg !30
  %161 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %158, !dbg !30
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %161, i32 %160) #3, !dbg !30
  %162 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), i32 %152, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  br i1 %137, label %163, label %198, !dbg !29

163:                                              ; preds = %.lr.ph
  %164 = shl i32 %158, 13, !dbg !32
  %165 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %164, !dbg !31
  %166 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %164, !dbg !32
  %167 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !29
  %168 = extractvalue { i32, i1 } %167, 1, !dbg !29
  %169 = ptrtoint ptr addrspace(3) %165 to i32, !dbg !29
  %170 = lshr exact i32 %169, 4, !dbg !29
  %171 = and i32 %170, 32767, !dbg !29
  %172 = ptrtoint ptr addrspace(3) %166 to i32, !dbg !29
  %173 = lshr exact i32 %172, 4, !dbg !29
  %174 = and i32 %173, 32767, !dbg !29
  %175 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %171, i64 0, !dbg !29
  %176 = bitcast <2 x i32> %175 to i64, !dbg !29
  %177 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %174, i64 0, !dbg !29
  %178 = bitcast <2 x i32> %177 to i64, !dbg !29
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %176, i64 %178, i32 136314896, i1 true, i1 %168) #3, !dbg !29
  %179 = add nuw nsw i32 %171, 2, !dbg !29
  %180 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %179, i64 0, !dbg !29
  %181 = bitcast <2 x i32> %180 to i64, !dbg !29
  %182 = add nuw nsw i32 %174, 2, !dbg !29
  %183 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %182, i64 0, !dbg !29
  %184 = bitcast <2 x i32> %183 to i64, !dbg !29
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %181, i64 %184, i32 136314896, i1 true, i1 %168) #3, !dbg !29
  %185 = add nuw nsw i32 %171, 4, !dbg !29
  %186 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %185, i64 0, !dbg !29
  %187 = bitcast <2 x i32> %186 to i64, !dbg !29
  %188 = add nuw nsw i32 %174, 4, !dbg !29
  %189 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %188, i64 0, !dbg !29
  %190 = bitcast <2 x i32> %189 to i64, !dbg !29
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %187, i64 %190, i32 136314896, i1 true, i1 %168) #3, !dbg !29
  %191 = add nuw nsw i32 %171, 6, !dbg !29
  %192 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %191, i64 0, !dbg !29
  %193 = bitcast <2 x i32> %192 to i64, !dbg !29
  %194 = add nuw nsw i32 %174, 6, !dbg !29
  %195 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %194, i64 0, !dbg !29
  %196 = bitcast <2 x i32> %195 to i64, !dbg !29
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %193, i64 %196, i32 136314896, i1 true, i1 %168) #3, !dbg !29
  %197 = ptrtoint ptr addrspace(3) %162 to i32, !dbg !29
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %168, i32 %197) #3, !dbg !29
  br label %198, !dbg !29

198:                                              ; preds = %163, %.lr.ph
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %148, i32 %147) #3, !dbg !29
  %199 = add i32 %152, 1, !dbg !29
  %200 = icmp sgt i32 %199, 1, !dbg !29
  %201 = select i1 %200, i32 0, i32 %199, !dbg !29
  %202 = zext i1 %200 to i32, !dbg !29
  %203 = xor i32 %153, %202, !dbg !29
  %204 = add i32 %151, 1, !dbg !30
  %205 = icmp sgt i32 %204, 2, !dbg !30
  %206 = select i1 %205, i32 0, i32 %204, !dbg !30
  %207 = shl nuw nsw i32 %154, 6, !dbg !33
  %208 = add nuw i32 %207, 192, !dbg !33
  %209 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %206, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %210 = and i1 %39, %155, !dbg !30
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %210, ptr addrspace(3) %209) #3, !dbg !30
  %211 = shl i32 %206, 13, !dbg !31
  %212 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %211, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %213 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %214 = extractvalue { i32, i1 } %213, 1, !dbg !31
  %215 = and i1 %155, %214, !dbg !31
  %216 = and i1 %41, %215, !dbg !31
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %216, ptr addrspace(3) %212, ptr nonnull %0, i32 %208, i32 %108, ptr addrspace(3) %209) #3, !dbg !31
  %217 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %211, !dbg !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %218 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %219 = extractvalue { i32, i1 } %218, 1, !dbg !32
  %220 = and i1 %155, %219, !dbg !32
  %221 = and i1 %41, %220, !dbg !32
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %221, ptr addrspace(3) %217, ptr nonnull %5, i32 %208, i32 %109, ptr addrspace(3) %209) #3, !dbg !32
  %222 = add nuw nsw i32 %154, 1, !dbg !30
  %exitcond.not = icmp eq i32 %154, %103, !dbg !30
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !30

._crit_edge:                                      ; preds = %198, %142
  %.lcssa2 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), %142 ], [ %162, %198 ], !dbg !30
  %.lcssa = phi i32 [ 0, %142 ], [ %153, %198 ], !dbg !30
  br i1 %37, label %223, label %224, !dbg !30

223:                                              ; preds = %._crit_edge
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %.lcssa2, i32 %.lcssa) #3, !dbg !29
  br label %224, !dbg !30

224:                                              ; preds = %223, %._crit_edge
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %225 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %226 = extractvalue { i32, i1 } %225, 1, !dbg !30
  %227 = and i1 %36, %226, !dbg !30
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %227, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #3, !dbg !30
  %228 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %229 = extractvalue { i32, i1 } %228, 1, !dbg !30
  %230 = and i1 %36, %229, !dbg !30
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %230, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #3, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %231 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %232 = extractvalue { i32, i1 } %231, 1, !dbg !30
  %233 = and i1 %36, %232, !dbg !30
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %233, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #3, !dbg !30
  %234 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %235 = extractvalue { i32, i1 } %234, 1, !dbg !30
  %236 = and i1 %36, %235, !dbg !30
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %236, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104)) #3, !dbg !30
  %237 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %238 = extractvalue { i32, i1 } %237, 1, !dbg !30
  %239 = and i1 %36, %238, !dbg !30
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %239, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131112)) #3, !dbg !30
  %240 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %113) #3, !dbg !29
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 0, !dbg !29
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 1, !dbg !29
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 2, !dbg !29
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 3, !dbg !29
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 4, !dbg !29
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 5, !dbg !29
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 6, !dbg !29
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 7, !dbg !29
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 8, !dbg !29
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 9, !dbg !29
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 10, !dbg !29
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 11, !dbg !29
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 12, !dbg !29
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 13, !dbg !29
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 14, !dbg !29
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 15, !dbg !29
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 16, !dbg !29
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 17, !dbg !29
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 18, !dbg !29
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 19, !dbg !29
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 20, !dbg !29
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 21, !dbg !29
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 22, !dbg !29
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 23, !dbg !29
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 24, !dbg !29
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 25, !dbg !29
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 26, !dbg !29
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 27, !dbg !29
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 28, !dbg !29
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 29, !dbg !29
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 30, !dbg !29
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 31, !dbg !29
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 32, !dbg !29
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 33, !dbg !29
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 34, !dbg !29
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 35, !dbg !29
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 36, !dbg !29
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 37, !dbg !29
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 38, !dbg !29
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 39, !dbg !29
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 40, !dbg !29
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 41, !dbg !29
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 42, !dbg !29
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 43, !dbg !29
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 44, !dbg !29
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 45, !dbg !29
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 46, !dbg !29
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 47, !dbg !29
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 48, !dbg !29
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 49, !dbg !29
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 50, !dbg !29
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 51, !dbg !29
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 52, !dbg !29
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 53, !dbg !29
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 54, !dbg !29
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 55, !dbg !29
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 56, !dbg !29
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 57, !dbg !29
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 58, !dbg !29
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 59, !dbg !29
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 60, !dbg !29
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 61, !dbg !29
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 62, !dbg !29
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 63, !dbg !29
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 64, !dbg !29
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 65, !dbg !29
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 66, !dbg !29
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 67, !dbg !29
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 68, !dbg !29
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 69, !dbg !29
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 70, !dbg !29
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 71, !dbg !29
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 72, !dbg !29
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 73, !dbg !29
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 74, !dbg !29
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 75, !dbg !29
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 76, !dbg !29
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 77, !dbg !29
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 78, !dbg !29
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 79, !dbg !29
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 80, !dbg !29
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 81, !dbg !29
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 82, !dbg !29
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 83, !dbg !29
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 84, !dbg !29
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 85, !dbg !29
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 86, !dbg !29
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 87, !dbg !29
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 88, !dbg !29
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 89, !dbg !29
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 90, !dbg !29
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 91, !dbg !29
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 92, !dbg !29
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 93, !dbg !29
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 94, !dbg !29
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 95, !dbg !29
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 96, !dbg !29
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 97, !dbg !29
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 98, !dbg !29
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 99, !dbg !29
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 100, !dbg !29
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 101, !dbg !29
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 102, !dbg !29
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 103, !dbg !29
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 104, !dbg !29
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 105, !dbg !29
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 106, !dbg !29
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 107, !dbg !29
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 108, !dbg !29
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 109, !dbg !29
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 110, !dbg !29
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 111, !dbg !29
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 112, !dbg !29
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 113, !dbg !29
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 114, !dbg !29
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 115, !dbg !29
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 116, !dbg !29
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 117, !dbg !29
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 118, !dbg !29
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 119, !dbg !29
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 120, !dbg !29
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 121, !dbg !29
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 122, !dbg !29
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 123, !dbg !29
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 124, !dbg !29
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 125, !dbg !29
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 126, !dbg !29
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %240, 127, !dbg !29
  %369 = insertelement <2 x i32> poison, i32 %241, i64 0, !dbg !29
  %370 = insertelement <2 x i32> %369, i32 %242, i64 1, !dbg !29
  %371 = bitcast <2 x i32> %370 to <2 x float>, !dbg !29
  %372 = fptrunc <2 x float> %371 to <2 x half>, !dbg !34
  %373 = insertelement <2 x i32> poison, i32 %243, i64 0, !dbg !29
  %374 = insertelement <2 x i32> %373, i32 %244, i64 1, !dbg !29
  %375 = bitcast <2 x i32> %374 to <2 x float>, !dbg !29
  %376 = fptrunc <2 x float> %375 to <2 x half>, !dbg !34
  %377 = insertelement <2 x i32> poison, i32 %245, i64 0, !dbg !29
  %378 = insertelement <2 x i32> %377, i32 %246, i64 1, !dbg !29
  %379 = bitcast <2 x i32> %378 to <2 x float>, !dbg !29
  %380 = fptrunc <2 x float> %379 to <2 x half>, !dbg !34
  %381 = insertelement <2 x i32> poison, i32 %247, i64 0, !dbg !29
  %382 = insertelement <2 x i32> %381, i32 %248, i64 1, !dbg !29
  %383 = bitcast <2 x i32> %382 to <2 x float>, !dbg !29
  %384 = fptrunc <2 x float> %383 to <2 x half>, !dbg !34
  %385 = insertelement <2 x i32> poison, i32 %249, i64 0, !dbg !29
  %386 = insertelement <2 x i32> %385, i32 %250, i64 1, !dbg !29
  %387 = bitcast <2 x i32> %386 to <2 x float>, !dbg !29
  %388 = fptrunc <2 x float> %387 to <2 x half>, !dbg !34
  %389 = insertelement <2 x i32> poison, i32 %251, i64 0, !dbg !29
  %390 = insertelement <2 x i32> %389, i32 %252, i64 1, !dbg !29
  %391 = bitcast <2 x i32> %390 to <2 x float>, !dbg !29
  %392 = fptrunc <2 x float> %391 to <2 x half>, !dbg !34
  %393 = insertelement <2 x i32> poison, i32 %253, i64 0, !dbg !29
  %394 = insertelement <2 x i32> %393, i32 %254, i64 1, !dbg !29
  %395 = bitcast <2 x i32> %394 to <2 x float>, !dbg !29
  %396 = fptrunc <2 x float> %395 to <2 x half>, !dbg !34
  %397 = insertelement <2 x i32> poison, i32 %255, i64 0, !dbg !29
  %398 = insertelement <2 x i32> %397, i32 %256, i64 1, !dbg !29
  %399 = bitcast <2 x i32> %398 to <2 x float>, !dbg !29
  %400 = fptrunc <2 x float> %399 to <2 x half>, !dbg !34
  %401 = insertelement <2 x i32> poison, i32 %257, i64 0, !dbg !29
  %402 = insertelement <2 x i32> %401, i32 %258, i64 1, !dbg !29
  %403 = bitcast <2 x i32> %402 to <2 x float>, !dbg !29
  %404 = fptrunc <2 x float> %403 to <2 x half>, !dbg !34
  %405 = insertelement <2 x i32> poison, i32 %259, i64 0, !dbg !29
  %406 = insertelement <2 x i32> %405, i32 %260, i64 1, !dbg !29
  %407 = bitcast <2 x i32> %406 to <2 x float>, !dbg !29
  %408 = fptrunc <2 x float> %407 to <2 x half>, !dbg !34
  %409 = insertelement <2 x i32> poison, i32 %261, i64 0, !dbg !29
  %410 = insertelement <2 x i32> %409, i32 %262, i64 1, !dbg !29
  %411 = bitcast <2 x i32> %410 to <2 x float>, !dbg !29
  %412 = fptrunc <2 x float> %411 to <2 x half>, !dbg !34
  %413 = insertelement <2 x i32> poison, i32 %263, i64 0, !dbg !29
  %414 = insertelement <2 x i32> %413, i32 %264, i64 1, !dbg !29
  %415 = bitcast <2 x i32> %414 to <2 x float>, !dbg !29
  %416 = fptrunc <2 x float> %415 to <2 x half>, !dbg !34
  %417 = insertelement <2 x i32> poison, i32 %265, i64 0, !dbg !29
  %418 = insertelement <2 x i32> %417, i32 %266, i64 1, !dbg !29
  %419 = bitcast <2 x i32> %418 to <2 x float>, !dbg !29
  %420 = fptrunc <2 x float> %419 to <2 x half>, !dbg !34
  %421 = insertelement <2 x i32> poison, i32 %267, i64 0, !dbg !29
  %422 = insertelement <2 x i32> %421, i32 %268, i64 1, !dbg !29
  %423 = bitcast <2 x i32> %422 to <2 x float>, !dbg !29
  %424 = fptrunc <2 x float> %423 to <2 x half>, !dbg !34
  %425 = insertelement <2 x i32> poison, i32 %269, i64 0, !dbg !29
  %426 = insertelement <2 x i32> %425, i32 %270, i64 1, !dbg !29
  %427 = bitcast <2 x i32> %426 to <2 x float>, !dbg !29
  %428 = fptrunc <2 x float> %427 to <2 x half>, !dbg !34
  %429 = insertelement <2 x i32> poison, i32 %271, i64 0, !dbg !29
  %430 = insertelement <2 x i32> %429, i32 %272, i64 1, !dbg !29
  %431 = bitcast <2 x i32> %430 to <2 x float>, !dbg !29
  %432 = fptrunc <2 x float> %431 to <2 x half>, !dbg !34
  %433 = insertelement <2 x i32> poison, i32 %273, i64 0, !dbg !29
  %434 = insertelement <2 x i32> %433, i32 %274, i64 1, !dbg !29
  %435 = bitcast <2 x i32> %434 to <2 x float>, !dbg !29
  %436 = fptrunc <2 x float> %435 to <2 x half>, !dbg !34
  %437 = insertelement <2 x i32> poison, i32 %275, i64 0, !dbg !29
  %438 = insertelement <2 x i32> %437, i32 %276, i64 1, !dbg !29
  %439 = bitcast <2 x i32> %438 to <2 x float>, !dbg !29
  %440 = fptrunc <2 x float> %439 to <2 x half>, !dbg !34
  %441 = insertelement <2 x i32> poison, i32 %277, i64 0, !dbg !29
  %442 = insertelement <2 x i32> %441, i32 %278, i64 1, !dbg !29
  %443 = bitcast <2 x i32> %442 to <2 x float>, !dbg !29
  %444 = fptrunc <2 x float> %443 to <2 x half>, !dbg !34
  %445 = insertelement <2 x i32> poison, i32 %279, i64 0, !dbg !29
  %446 = insertelement <2 x i32> %445, i32 %280, i64 1, !dbg !29
  %447 = bitcast <2 x i32> %446 to <2 x float>, !dbg !29
  %448 = fptrunc <2 x float> %447 to <2 x half>, !dbg !34
  %449 = insertelement <2 x i32> poison, i32 %281, i64 0, !dbg !29
  %450 = insertelement <2 x i32> %449, i32 %282, i64 1, !dbg !29
  %451 = bitcast <2 x i32> %450 to <2 x float>, !dbg !29
  %452 = fptrunc <2 x float> %451 to <2 x half>, !dbg !34
  %453 = insertelement <2 x i32> poison, i32 %283, i64 0, !dbg !29
  %454 = insertelement <2 x i32> %453, i32 %284, i64 1, !dbg !29
  %455 = bitcast <2 x i32> %454 to <2 x float>, !dbg !29
  %456 = fptrunc <2 x float> %455 to <2 x half>, !dbg !34
  %457 = insertelement <2 x i32> poison, i32 %285, i64 0, !dbg !29
  %458 = insertelement <2 x i32> %457, i32 %286, i64 1, !dbg !29
  %459 = bitcast <2 x i32> %458 to <2 x float>, !dbg !29
  %460 = fptrunc <2 x float> %459 to <2 x half>, !dbg !34
  %461 = insertelement <2 x i32> poison, i32 %287, i64 0, !dbg !29
  %462 = insertelement <2 x i32> %461, i32 %288, i64 1, !dbg !29
  %463 = bitcast <2 x i32> %462 to <2 x float>, !dbg !29
  %464 = fptrunc <2 x float> %463 to <2 x half>, !dbg !34
  %465 = insertelement <2 x i32> poison, i32 %289, i64 0, !dbg !29
  %466 = insertelement <2 x i32> %465, i32 %290, i64 1, !dbg !29
  %467 = bitcast <2 x i32> %466 to <2 x float>, !dbg !29
  %468 = fptrunc <2 x float> %467 to <2 x half>, !dbg !34
  %469 = insertelement <2 x i32> poison, i32 %291, i64 0, !dbg !29
  %470 = insertelement <2 x i32> %469, i32 %292, i64 1, !dbg !29
  %471 = bitcast <2 x i32> %470 to <2 x float>, !dbg !29
  %472 = fptrunc <2 x float> %471 to <2 x half>, !dbg !34
  %473 = insertelement <2 x i32> poison, i32 %293, i64 0, !dbg !29
  %474 = insertelement <2 x i32> %473, i32 %294, i64 1, !dbg !29
  %475 = bitcast <2 x i32> %474 to <2 x float>, !dbg !29
  %476 = fptrunc <2 x float> %475 to <2 x half>, !dbg !34
  %477 = insertelement <2 x i32> poison, i32 %295, i64 0, !dbg !29
  %478 = insertelement <2 x i32> %477, i32 %296, i64 1, !dbg !29
  %479 = bitcast <2 x i32> %478 to <2 x float>, !dbg !29
  %480 = fptrunc <2 x float> %479 to <2 x half>, !dbg !34
  %481 = insertelement <2 x i32> poison, i32 %297, i64 0, !dbg !29
  %482 = insertelement <2 x i32> %481, i32 %298, i64 1, !dbg !29
  %483 = bitcast <2 x i32> %482 to <2 x float>, !dbg !29
  %484 = fptrunc <2 x float> %483 to <2 x half>, !dbg !34
  %485 = insertelement <2 x i32> poison, i32 %299, i64 0, !dbg !29
  %486 = insertelement <2 x i32> %485, i32 %300, i64 1, !dbg !29
  %487 = bitcast <2 x i32> %486 to <2 x float>, !dbg !29
  %488 = fptrunc <2 x float> %487 to <2 x half>, !dbg !34
  %489 = insertelement <2 x i32> poison, i32 %301, i64 0, !dbg !29
  %490 = insertelement <2 x i32> %489, i32 %302, i64 1, !dbg !29
  %491 = bitcast <2 x i32> %490 to <2 x float>, !dbg !29
  %492 = fptrunc <2 x float> %491 to <2 x half>, !dbg !34
  %493 = insertelement <2 x i32> poison, i32 %303, i64 0, !dbg !29
  %494 = insertelement <2 x i32> %493, i32 %304, i64 1, !dbg !29
  %495 = bitcast <2 x i32> %494 to <2 x float>, !dbg !29
  %496 = fptrunc <2 x float> %495 to <2 x half>, !dbg !34
  %497 = insertelement <2 x i32> poison, i32 %305, i64 0, !dbg !29
  %498 = insertelement <2 x i32> %497, i32 %306, i64 1, !dbg !29
  %499 = bitcast <2 x i32> %498 to <2 x float>, !dbg !29
  %500 = fptrunc <2 x float> %499 to <2 x half>, !dbg !34
  %501 = insertelement <2 x i32> poison, i32 %307, i64 0, !dbg !29
  %502 = insertelement <2 x i32> %501, i32 %308, i64 1, !dbg !29
  %503 = bitcast <2 x i32> %502 to <2 x float>, !dbg !29
  %504 = fptrunc <2 x float> %503 to <2 x half>, !dbg !34
  %505 = insertelement <2 x i32> poison, i32 %309, i64 0, !dbg !29
  %506 = insertelement <2 x i32> %505, i32 %310, i64 1, !dbg !29
  %507 = bitcast <2 x i32> %506 to <2 x float>, !dbg !29
  %508 = fptrunc <2 x float> %507 to <2 x half>, !dbg !34
  %509 = insertelement <2 x i32> poison, i32 %311, i64 0, !dbg !29
  %510 = insertelement <2 x i32> %509, i32 %312, i64 1, !dbg !29
  %511 = bitcast <2 x i32> %510 to <2 x float>, !dbg !29
  %512 = fptrunc <2 x float> %511 to <2 x half>, !dbg !34
  %513 = insertelement <2 x i32> poison, i32 %313, i64 0, !dbg !29
  %514 = insertelement <2 x i32> %513, i32 %314, i64 1, !dbg !29
  %515 = bitcast <2 x i32> %514 to <2 x float>, !dbg !29
  %516 = fptrunc <2 x float> %515 to <2 x half>, !dbg !34
  %517 = insertelement <2 x i32> poison, i32 %315, i64 0, !dbg !29
  %518 = insertelement <2 x i32> %517, i32 %316, i64 1, !dbg !29
  %519 = bitcast <2 x i32> %518 to <2 x float>, !dbg !29
  %520 = fptrunc <2 x float> %519 to <2 x half>, !dbg !34
  %521 = insertelement <2 x i32> poison, i32 %317, i64 0, !dbg !29
  %522 = insertelement <2 x i32> %521, i32 %318, i64 1, !dbg !29
  %523 = bitcast <2 x i32> %522 to <2 x float>, !dbg !29
  %524 = fptrunc <2 x float> %523 to <2 x half>, !dbg !34
  %525 = insertelement <2 x i32> poison, i32 %319, i64 0, !dbg !29
  %526 = insertelement <2 x i32> %525, i32 %320, i64 1, !dbg !29
  %527 = bitcast <2 x i32> %526 to <2 x float>, !dbg !29
  %528 = fptrunc <2 x float> %527 to <2 x half>, !dbg !34
  %529 = insertelement <2 x i32> poison, i32 %321, i64 0, !dbg !29
  %530 = insertelement <2 x i32> %529, i32 %322, i64 1, !dbg !29
  %531 = bitcast <2 x i32> %530 to <2 x float>, !dbg !29
  %532 = fptrunc <2 x float> %531 to <2 x half>, !dbg !34
  %533 = insertelement <2 x i32> poison, i32 %323, i64 0, !dbg !29
  %534 = insertelement <2 x i32> %533, i32 %324, i64 1, !dbg !29
  %535 = bitcast <2 x i32> %534 to <2 x float>, !dbg !29
  %536 = fptrunc <2 x float> %535 to <2 x half>, !dbg !34
  %537 = insertelement <2 x i32> poison, i32 %325, i64 0, !dbg !29
  %538 = insertelement <2 x i32> %537, i32 %326, i64 1, !dbg !29
  %539 = bitcast <2 x i32> %538 to <2 x float>, !dbg !29
  %540 = fptrunc <2 x float> %539 to <2 x half>, !dbg !34
  %541 = insertelement <2 x i32> poison, i32 %327, i64 0, !dbg !29
  %542 = insertelement <2 x i32> %541, i32 %328, i64 1, !dbg !29
  %543 = bitcast <2 x i32> %542 to <2 x float>, !dbg !29
  %544 = fptrunc <2 x float> %543 to <2 x half>, !dbg !34
  %545 = insertelement <2 x i32> poison, i32 %329, i64 0, !dbg !29
  %546 = insertelement <2 x i32> %545, i32 %330, i64 1, !dbg !29
  %547 = bitcast <2 x i32> %546 to <2 x float>, !dbg !29
  %548 = fptrunc <2 x float> %547 to <2 x half>, !dbg !34
  %549 = insertelement <2 x i32> poison, i32 %331, i64 0, !dbg !29
  %550 = insertelement <2 x i32> %549, i32 %332, i64 1, !dbg !29
  %551 = bitcast <2 x i32> %550 to <2 x float>, !dbg !29
  %552 = fptrunc <2 x float> %551 to <2 x half>, !dbg !34
  %553 = insertelement <2 x i32> poison, i32 %333, i64 0, !dbg !29
  %554 = insertelement <2 x i32> %553, i32 %334, i64 1, !dbg !29
  %555 = bitcast <2 x i32> %554 to <2 x float>, !dbg !29
  %556 = fptrunc <2 x float> %555 to <2 x half>, !dbg !34
  %557 = insertelement <2 x i32> poison, i32 %335, i64 0, !dbg !29
  %558 = insertelement <2 x i32> %557, i32 %336, i64 1, !dbg !29
  %559 = bitcast <2 x i32> %558 to <2 x float>, !dbg !29
  %560 = fptrunc <2 x float> %559 to <2 x half>, !dbg !34
  %561 = insertelement <2 x i32> poison, i32 %337, i64 0, !dbg !29
  %562 = insertelement <2 x i32> %561, i32 %338, i64 1, !dbg !29
  %563 = bitcast <2 x i32> %562 to <2 x float>, !dbg !29
  %564 = fptrunc <2 x float> %563 to <2 x half>, !dbg !34
  %565 = insertelement <2 x i32> poison, i32 %339, i64 0, !dbg !29
  %566 = insertelement <2 x i32> %565, i32 %340, i64 1, !dbg !29
  %567 = bitcast <2 x i32> %566 to <2 x float>, !dbg !29
  %568 = fptrunc <2 x float> %567 to <2 x half>, !dbg !34
  %569 = insertelement <2 x i32> poison, i32 %341, i64 0, !dbg !29
  %570 = insertelement <2 x i32> %569, i32 %342, i64 1, !dbg !29
  %571 = bitcast <2 x i32> %570 to <2 x float>, !dbg !29
  %572 = fptrunc <2 x float> %571 to <2 x half>, !dbg !34
  %573 = insertelement <2 x i32> poison, i32 %343, i64 0, !dbg !29
  %574 = insertelement <2 x i32> %573, i32 %344, i64 1, !dbg !29
  %575 = bitcast <2 x i32> %574 to <2 x float>, !dbg !29
  %576 = fptrunc <2 x float> %575 to <2 x half>, !dbg !34
  %577 = insertelement <2 x i32> poison, i32 %345, i64 0, !dbg !29
  %578 = insertelement <2 x i32> %577, i32 %346, i64 1, !dbg !29
  %579 = bitcast <2 x i32> %578 to <2 x float>, !dbg !29
  %580 = fptrunc <2 x float> %579 to <2 x half>, !dbg !34
  %581 = insertelement <2 x i32> poison, i32 %347, i64 0, !dbg !29
  %582 = insertelement <2 x i32> %581, i32 %348, i64 1, !dbg !29
  %583 = bitcast <2 x i32> %582 to <2 x float>, !dbg !29
  %584 = fptrunc <2 x float> %583 to <2 x half>, !dbg !34
  %585 = insertelement <2 x i32> poison, i32 %349, i64 0, !dbg !29
  %586 = insertelement <2 x i32> %585, i32 %350, i64 1, !dbg !29
  %587 = bitcast <2 x i32> %586 to <2 x float>, !dbg !29
  %588 = fptrunc <2 x float> %587 to <2 x half>, !dbg !34
  %589 = insertelement <2 x i32> poison, i32 %351, i64 0, !dbg !29
  %590 = insertelement <2 x i32> %589, i32 %352, i64 1, !dbg !29
  %591 = bitcast <2 x i32> %590 to <2 x float>, !dbg !29
  %592 = fptrunc <2 x float> %591 to <2 x half>, !dbg !34
  %593 = insertelement <2 x i32> poison, i32 %353, i64 0, !dbg !29
  %594 = insertelement <2 x i32> %593, i32 %354, i64 1, !dbg !29
  %595 = bitcast <2 x i32> %594 to <2 x float>, !dbg !29
  %596 = fptrunc <2 x float> %595 to <2 x half>, !dbg !34
  %597 = insertelement <2 x i32> poison, i32 %355, i64 0, !dbg !29
  %598 = insertelement <2 x i32> %597, i32 %356, i64 1, !dbg !29
  %599 = bitcast <2 x i32> %598 to <2 x float>, !dbg !29
  %600 = fptrunc <2 x float> %599 to <2 x half>, !dbg !34
  %601 = insertelement <2 x i32> poison, i32 %357, i64 0, !dbg !29
  %602 = insertelement <2 x i32> %601, i32 %358, i64 1, !dbg !29
  %603 = bitcast <2 x i32> %602 to <2 x float>, !dbg !29
  %604 = fptrunc <2 x float> %603 to <2 x half>, !dbg !34
  %605 = insertelement <2 x i32> poison, i32 %359, i64 0, !dbg !29
  %606 = insertelement <2 x i32> %605, i32 %360, i64 1, !dbg !29
  %607 = bitcast <2 x i32> %606 to <2 x float>, !dbg !29
  %608 = fptrunc <2 x float> %607 to <2 x half>, !dbg !34
  %609 = insertelement <2 x i32> poison, i32 %361, i64 0, !dbg !29
  %610 = insertelement <2 x i32> %609, i32 %362, i64 1, !dbg !29
  %611 = bitcast <2 x i32> %610 to <2 x float>, !dbg !29
  %612 = fptrunc <2 x float> %611 to <2 x half>, !dbg !34
  %613 = insertelement <2 x i32> poison, i32 %363, i64 0, !dbg !29
  %614 = insertelement <2 x i32> %613, i32 %364, i64 1, !dbg !29
  %615 = bitcast <2 x i32> %614 to <2 x float>, !dbg !29
  %616 = fptrunc <2 x float> %615 to <2 x half>, !dbg !34
  %617 = insertelement <2 x i32> poison, i32 %365, i64 0, !dbg !29
  %618 = insertelement <2 x i32> %617, i32 %366, i64 1, !dbg !29
  %619 = bitcast <2 x i32> %618 to <2 x float>, !dbg !29
  %620 = fptrunc <2 x float> %619 to <2 x half>, !dbg !34
  %621 = insertelement <2 x i32> poison, i32 %367, i64 0, !dbg !29
  %622 = insertelement <2 x i32> %621, i32 %368, i64 1, !dbg !29
  %623 = bitcast <2 x i32> %622 to <2 x float>, !dbg !29
  %624 = fptrunc <2 x float> %623 to <2 x half>, !dbg !34
  call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !35
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0), !dbg !35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %625 = bitcast <2 x half> %372 to i32, !dbg !35
  %626 = bitcast <2 x half> %376 to i32, !dbg !35
  %627 = bitcast <2 x half> %380 to i32, !dbg !35
  %628 = bitcast <2 x half> %384 to i32, !dbg !35
  %629 = insertelement <4 x i32> poison, i32 %625, i64 0, !dbg !35
  %630 = insertelement <4 x i32> %629, i32 %626, i64 1, !dbg !35
  %631 = insertelement <4 x i32> %630, i32 %627, i64 2, !dbg !35
  %632 = insertelement <4 x i32> %631, i32 %628, i64 3, !dbg !35
  store <4 x i32> %632, ptr addrspace(3) %78, align 16, !dbg !35
  %633 = bitcast <2 x half> %500 to i32, !dbg !35
  %634 = bitcast <2 x half> %504 to i32, !dbg !35
  %635 = bitcast <2 x half> %508 to i32, !dbg !35
  %636 = bitcast <2 x half> %512 to i32, !dbg !35
  %637 = insertelement <4 x i32> poison, i32 %633, i64 0, !dbg !35
  %638 = insertelement <4 x i32> %637, i32 %634, i64 1, !dbg !35
  %639 = insertelement <4 x i32> %638, i32 %635, i64 2, !dbg !35
  %640 = insertelement <4 x i32> %639, i32 %636, i64 3, !dbg !35
  store <4 x i32> %640, ptr addrspace(3) %79, align 16, !dbg !35
  %641 = bitcast <2 x half> %388 to i32, !dbg !35
  %642 = bitcast <2 x half> %392 to i32, !dbg !35
  %643 = bitcast <2 x half> %396 to i32, !dbg !35
  %644 = bitcast <2 x half> %400 to i32, !dbg !35
  %645 = insertelement <4 x i32> poison, i32 %641, i64 0, !dbg !35
  %646 = insertelement <4 x i32> %645, i32 %642, i64 1, !dbg !35
  %647 = insertelement <4 x i32> %646, i32 %643, i64 2, !dbg !35
  %648 = insertelement <4 x i32> %647, i32 %644, i64 3, !dbg !35
  store <4 x i32> %648, ptr addrspace(3) %81, align 16, !dbg !35
  %649 = bitcast <2 x half> %516 to i32, !dbg !35
  %650 = bitcast <2 x half> %520 to i32, !dbg !35
  %651 = bitcast <2 x half> %524 to i32, !dbg !35
  %652 = bitcast <2 x half> %528 to i32, !dbg !35
  %653 = insertelement <4 x i32> poison, i32 %649, i64 0, !dbg !35
  %654 = insertelement <4 x i32> %653, i32 %650, i64 1, !dbg !35
  %655 = insertelement <4 x i32> %654, i32 %651, i64 2, !dbg !35
  %656 = insertelement <4 x i32> %655, i32 %652, i64 3, !dbg !35
  store <4 x i32> %656, ptr addrspace(3) %82, align 16, !dbg !35
  %657 = bitcast <2 x half> %404 to i32, !dbg !35
  %658 = bitcast <2 x half> %408 to i32, !dbg !35
  %659 = bitcast <2 x half> %412 to i32, !dbg !35
  %660 = bitcast <2 x half> %416 to i32, !dbg !35
  %661 = insertelement <4 x i32> poison, i32 %657, i64 0, !dbg !35
  %662 = insertelement <4 x i32> %661, i32 %658, i64 1, !dbg !35
  %663 = insertelement <4 x i32> %662, i32 %659, i64 2, !dbg !35
  %664 = insertelement <4 x i32> %663, i32 %660, i64 3, !dbg !35
  store <4 x i32> %664, ptr addrspace(3) %84, align 16, !dbg !35
  %665 = bitcast <2 x half> %532 to i32, !dbg !35
  %666 = bitcast <2 x half> %536 to i32, !dbg !35
  %667 = bitcast <2 x half> %540 to i32, !dbg !35
  %668 = bitcast <2 x half> %544 to i32, !dbg !35
  %669 = insertelement <4 x i32> poison, i32 %665, i64 0, !dbg !35
  %670 = insertelement <4 x i32> %669, i32 %666, i64 1, !dbg !35
  %671 = insertelement <4 x i32> %670, i32 %667, i64 2, !dbg !35
  %672 = insertelement <4 x i32> %671, i32 %668, i64 3, !dbg !35
  store <4 x i32> %672, ptr addrspace(3) %85, align 16, !dbg !35
  %673 = bitcast <2 x half> %420 to i32, !dbg !35
  %674 = bitcast <2 x half> %424 to i32, !dbg !35
  %675 = bitcast <2 x half> %428 to i32, !dbg !35
  %676 = bitcast <2 x half> %432 to i32, !dbg !35
  %677 = insertelement <4 x i32> poison, i32 %673, i64 0, !dbg !35
  %678 = insertelement <4 x i32> %677, i32 %674, i64 1, !dbg !35
  %679 = insertelement <4 x i32> %678, i32 %675, i64 2, !dbg !35
  %680 = insertelement <4 x i32> %679, i32 %676, i64 3, !dbg !35
  store <4 x i32> %680, ptr addrspace(3) %87, align 16, !dbg !35
  %681 = bitcast <2 x half> %548 to i32, !dbg !35
  %682 = bitcast <2 x half> %552 to i32, !dbg !35
  %683 = bitcast <2 x half> %556 to i32, !dbg !35
  %684 = bitcast <2 x half> %560 to i32, !dbg !35
  %685 = insertelement <4 x i32> poison, i32 %681, i64 0, !dbg !35
  %686 = insertelement <4 x i32> %685, i32 %682, i64 1, !dbg !35
  %687 = insertelement <4 x i32> %686, i32 %683, i64 2, !dbg !35
  %688 = insertelement <4 x i32> %687, i32 %684, i64 3, !dbg !35
  store <4 x i32> %688, ptr addrspace(3) %88, align 16, !dbg !35
  %689 = bitcast <2 x half> %436 to i32, !dbg !35
  %690 = bitcast <2 x half> %440 to i32, !dbg !35
  %691 = bitcast <2 x half> %444 to i32, !dbg !35
  %692 = bitcast <2 x half> %448 to i32, !dbg !35
  %693 = insertelement <4 x i32> poison, i32 %689, i64 0, !dbg !35
  %694 = insertelement <4 x i32> %693, i32 %690, i64 1, !dbg !35
  %695 = insertelement <4 x i32> %694, i32 %691, i64 2, !dbg !35
  %696 = insertelement <4 x i32> %695, i32 %692, i64 3, !dbg !35
  store <4 x i32> %696, ptr addrspace(3) %90, align 16, !dbg !35
  %697 = bitcast <2 x half> %564 to i32, !dbg !35
  %698 = bitcast <2 x half> %568 to i32, !dbg !35
  %699 = bitcast <2 x half> %572 to i32, !dbg !35
  %700 = bitcast <2 x half> %576 to i32, !dbg !35
  %701 = insertelement <4 x i32> poison, i32 %697, i64 0, !dbg !35
  %702 = insertelement <4 x i32> %701, i32 %698, i64 1, !dbg !35
  %703 = insertelement <4 x i32> %702, i32 %699, i64 2, !dbg !35
  %704 = insertelement <4 x i32> %703, i32 %700, i64 3, !dbg !35
  store <4 x i32> %704, ptr addrspace(3) %91, align 16, !dbg !35
  %705 = bitcast <2 x half> %452 to i32, !dbg !35
  %706 = bitcast <2 x half> %456 to i32, !dbg !35
  %707 = bitcast <2 x half> %460 to i32, !dbg !35
  %708 = bitcast <2 x half> %464 to i32, !dbg !35
  %709 = insertelement <4 x i32> poison, i32 %705, i64 0, !dbg !35
  %710 = insertelement <4 x i32> %709, i32 %706, i64 1, !dbg !35
  %711 = insertelement <4 x i32> %710, i32 %707, i64 2, !dbg !35
  %712 = insertelement <4 x i32> %711, i32 %708, i64 3, !dbg !35
  store <4 x i32> %712, ptr addrspace(3) %93, align 16, !dbg !35
  %713 = bitcast <2 x half> %580 to i32, !dbg !35
  %714 = bitcast <2 x half> %584 to i32, !dbg !35
  %715 = bitcast <2 x half> %588 to i32, !dbg !35
  %716 = bitcast <2 x half> %592 to i32, !dbg !35
  %717 = insertelement <4 x i32> poison, i32 %713, i64 0, !dbg !35
  %718 = insertelement <4 x i32> %717, i32 %714, i64 1, !dbg !35
  %719 = insertelement <4 x i32> %718, i32 %715, i64 2, !dbg !35
  %720 = insertelement <4 x i32> %719, i32 %716, i64 3, !dbg !35
  store <4 x i32> %720, ptr addrspace(3) %94, align 16, !dbg !35
  %721 = bitcast <2 x half> %468 to i32, !dbg !35
  %722 = bitcast <2 x half> %472 to i32, !dbg !35
  %723 = bitcast <2 x half> %476 to i32, !dbg !35
  %724 = bitcast <2 x half> %480 to i32, !dbg !35
  %725 = insertelement <4 x i32> poison, i32 %721, i64 0, !dbg !35
  %726 = insertelement <4 x i32> %725, i32 %722, i64 1, !dbg !35
  %727 = insertelement <4 x i32> %726, i32 %723, i64 2, !dbg !35
  %728 = insertelement <4 x i32> %727, i32 %724, i64 3, !dbg !35
  store <4 x i32> %728, ptr addrspace(3) %96, align 16, !dbg !35
  %729 = bitcast <2 x half> %596 to i32, !dbg !35
  %730 = bitcast <2 x half> %600 to i32, !dbg !35
  %731 = bitcast <2 x half> %604 to i32, !dbg !35
  %732 = bitcast <2 x half> %608 to i32, !dbg !35
  %733 = insertelement <4 x i32> poison, i32 %729, i64 0, !dbg !35
  %734 = insertelement <4 x i32> %733, i32 %730, i64 1, !dbg !35
  %735 = insertelement <4 x i32> %734, i32 %731, i64 2, !dbg !35
  %736 = insertelement <4 x i32> %735, i32 %732, i64 3, !dbg !35
  store <4 x i32> %736, ptr addrspace(3) %97, align 16, !dbg !35
  %737 = bitcast <2 x half> %484 to i32, !dbg !35
  %738 = bitcast <2 x half> %488 to i32, !dbg !35
  %739 = bitcast <2 x half> %492 to i32, !dbg !35
  %740 = bitcast <2 x half> %496 to i32, !dbg !35
  %741 = insertelement <4 x i32> poison, i32 %737, i64 0, !dbg !35
  %742 = insertelement <4 x i32> %741, i32 %738, i64 1, !dbg !35
  %743 = insertelement <4 x i32> %742, i32 %739, i64 2, !dbg !35
  %744 = insertelement <4 x i32> %743, i32 %740, i64 3, !dbg !35
  store <4 x i32> %744, ptr addrspace(3) %99, align 16, !dbg !35
  %745 = bitcast <2 x half> %612 to i32, !dbg !35
  %746 = bitcast <2 x half> %616 to i32, !dbg !35
  %747 = bitcast <2 x half> %620 to i32, !dbg !35
  %748 = bitcast <2 x half> %624 to i32, !dbg !35
  %749 = insertelement <4 x i32> poison, i32 %745, i64 0, !dbg !35
  %750 = insertelement <4 x i32> %749, i32 %746, i64 1, !dbg !35
  %751 = insertelement <4 x i32> %750, i32 %747, i64 2, !dbg !35
  %752 = insertelement <4 x i32> %751, i32 %748, i64 3, !dbg !35
  store <4 x i32> %752, ptr addrspace(3) %100, align 16, !dbg !35
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %753 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !35
  %754 = extractvalue { i32, i1 } %753, 1, !dbg !35
  %755 = and i1 %101, %754, !dbg !35
  %756 = and i32 %110, 1, !dbg !35
  %.idx = shl nuw nsw i32 %756, 14, !dbg !35
  %757 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %.idx, !dbg !35
  %758 = shl nuw nsw i32 %756, 6, !dbg !35
  %759 = or disjoint i32 %758, %109, !dbg !35
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %755, ptr nonnull %10, i32 %759, i32 %108, ptr addrspace(3) %757) #3, !dbg !35
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !35
  %760 = add i32 %105, 148, !dbg !21
  %761 = icmp slt i32 %760, %31, !dbg !21
  br i1 %761, label %104, label %._crit_edge6, !dbg !21

._crit_edge6:                                     ; preds = %224, %20
  %762 = inttoptr i32 %23 to ptr addrspace(6), !dbg !12
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !21
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 128;", "b,r"(i1 %22, ptr addrspace(6) %762) #3, !dbg !12
  ret void, !dbg !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #5

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #6

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #5

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #7

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nounwind }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_kernels.py", directory: "/work/main/scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "tma_persistent_matmul_kernel", linkageName: "tma_persistent_matmul_kernel", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !9, !10, !10, !7, !9, !9, !10, !10, !7, !9, !9, !10, !10, !9, !9, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 0)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!12 = !DILocation(line: 42, column: 1, scope: !4)
!13 = !DILocation(line: 45, column: 17, scope: !4)
!14 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/tmp/tvenv/lib/python3.11/site-packages/triton/language")
!17 = !DILocation(line: 47, column: 17, scope: !18)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!19 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !17)
!20 = !DILocation(line: 49, column: 17, scope: !4)
!21 = !DILocation(line: 50, column: 5, scope: !4)
!22 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !23)
!23 = !DILocation(line: 48, column: 15, scope: !18)
!24 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !23)
!25 = !DILocation(line: 51, column: 17, scope: !4)
!26 = !DILocation(line: 52, column: 17, scope: !4)
!27 = !DILocation(line: 55, column: 30, scope: !4)
!28 = !DILocation(line: 56, column: 30, scope: !4)
!29 = !DILocation(line: 57, column: 19, scope: !4)
!30 = !DILocation(line: 54, column: 9, scope: !4)
!31 = !DILocation(line: 55, column: 17, scope: !4)
!32 = !DILocation(line: 56, column: 17, scope: !4)
!33 = !DILocation(line: 55, column: 47, scope: !4)
!34 = !DILocation(line: 58, column: 58, scope: !4)
!35 = !DILocation(line: 58, column: 9, scope: !4)
