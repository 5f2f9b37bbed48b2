; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @block_scaled_matmul_kernel(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, i32 %1, i32 %2, i64 %3, i64 %4, ptr addrspace(1) %5, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %6, i32 %7, i32 %8, i64 %9, i64 %10, ptr addrspace(1) %11, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %12, i32 %13, i32 %14, i64 %15, i64 %16, i32 %17, i32 %18, i32 %19, ptr addrspace(1) nofree readnone captures(none) %20, ptr addrspace(1) nofree readnone captures(none) %21) local_unnamed_addr #0 !dbg !4 {
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
  %30 = lshr i32 %23, 5, !dbg !18
  %31 = lshr i32 %23, 2, !dbg !18
  %32 = and i32 %31, 31, !dbg !18
  %33 = or disjoint i32 %32, 32, !dbg !18
  %34 = or disjoint i32 %32, 64, !dbg !18
  %35 = or disjoint i32 %32, 96, !dbg !18
  %36 = or disjoint i32 %32, %28, !dbg !17
  %37 = or disjoint i32 %33, %28, !dbg !17
  %38 = or disjoint i32 %34, %28, !dbg !17
  %39 = or disjoint i32 %35, %28, !dbg !17
  %40 = shl nuw nsw i32 %27, 7, !dbg !19
  %41 = or disjoint i32 %32, %40, !dbg !19
  %42 = or disjoint i32 %33, %40, !dbg !19
  %43 = or disjoint i32 %34, %40, !dbg !19
  %44 = or disjoint i32 %35, %40, !dbg !19
  %45 = and i32 %23, 3, !dbg !20
  %46 = add i32 %19, 127, !dbg !21
  %47 = shl i32 %36, 2, !dbg !26
  %48 = shl i32 %37, 2, !dbg !26
  %49 = shl i32 %38, 2, !dbg !26
  %50 = shl i32 %39, 2, !dbg !26
  %51 = sext i32 %47 to i64, !dbg !27
  %52 = getelementptr i8, ptr addrspace(1) %5, i64 %51, !dbg !27
  %53 = sext i32 %48 to i64, !dbg !27
  %54 = getelementptr i8, ptr addrspace(1) %5, i64 %53, !dbg !27
  %55 = sext i32 %49 to i64, !dbg !27
  %56 = getelementptr i8, ptr addrspace(1) %5, i64 %55, !dbg !27
  %57 = sext i32 %50 to i64, !dbg !27
  %58 = getelementptr i8, ptr addrspace(1) %5, i64 %57, !dbg !27
  %59 = shl nuw nsw i32 %41, 2, !dbg !28
  %60 = shl nuw nsw i32 %42, 2, !dbg !28
  %61 = shl nuw nsw i32 %43, 2, !dbg !28
  %62 = shl nuw nsw i32 %44, 2, !dbg !28
  %63 = zext nneg i32 %59 to i64, !dbg !29
  %64 = getelementptr i8, ptr addrspace(1) %11, i64 %63, !dbg !29
  %65 = zext nneg i32 %60 to i64, !dbg !29
  %66 = getelementptr i8, ptr addrspace(1) %11, i64 %65, !dbg !29
  %67 = zext nneg i32 %61 to i64, !dbg !29
  %68 = getelementptr i8, ptr addrspace(1) %11, i64 %67, !dbg !29
  %69 = zext nneg i32 %62 to i64, !dbg !29
  %70 = getelementptr i8, ptr addrspace(1) %11, i64 %69, !dbg !29
  %71 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %30, i32 0, i32 31), !dbg !30
  %72 = shl i32 %71, 21, !dbg !30
  %73 = and i32 %72, 6291456, !dbg !30
  %74 = add i32 %73, %25, !dbg !30
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x128.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127, $128, $129};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %74, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #8, !dbg !30
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !31
  %75 = icmp eq i32 %30, 0, !dbg !31
  %76 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %77 = extractvalue { i32, i1 } %76, 1, !dbg !31
  %78 = and i1 %75, %77, !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %78, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66048)) #8, !dbg !31
  %79 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %80 = extractvalue { i32, i1 } %79, 1, !dbg !31
  %81 = and i1 %75, %80, !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %81, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66056)) #8, !dbg !31
  %82 = icmp sgt i32 %46, 127, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %83 = icmp eq i32 %29, 0, !dbg !31
  %84 = and i1 %83, %82, !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %84, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66048)) #8, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %85 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %86 = extractvalue { i32, i1 } %85, 1, !dbg !32
  %87 = and i1 %82, %86, !dbg !32
  %88 = icmp samesign ult i32 %29, 32, !dbg !32
  %89 = and i1 %88, %87, !dbg !32
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %89, ptr addrspace(3) @global_smem, ptr nonnull %0, i32 0, i32 %28, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66048)) #8, !dbg !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  %90 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %91 = extractvalue { i32, i1 } %90, 1, !dbg !33
  %92 = and i1 %82, %91, !dbg !33
  %93 = and i1 %88, %92, !dbg !33
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %93, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), ptr nonnull %6, i32 0, i32 %40, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66048)) #8, !dbg !33
  %94 = icmp sgt i32 %46, 255, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %95 = and i1 %83, %94, !dbg !31
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %95, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66056)) #8, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %96 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %97 = extractvalue { i32, i1 } %96, 1, !dbg !32
  %98 = and i1 %94, %97, !dbg !32
  %99 = and i1 %88, %98, !dbg !32
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %99, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), ptr nonnull %0, i32 128, i32 %28, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66056)) #8, !dbg !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  %100 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %101 = extractvalue { i32, i1 } %100, 1, !dbg !33
  %102 = and i1 %94, %101, !dbg !33
  %103 = and i1 %88, %102, !dbg !33
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %103, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), ptr nonnull %6, i32 128, i32 %40, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66056)) #8, !dbg !33
  br i1 %94, label %.lr.ph, label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %22
  %104 = lshr i32 %46, 7, !dbg !34
  %105 = add nsw i32 %104, -2
  %106 = shl nuw nsw i32 %30, 7
  %107 = shl nuw nsw i32 %23, 4
  %108 = or i32 %106, %107
  %109 = and i32 %108, 496
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %109
  %111 = and i32 %107, 496
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %111
  %113 = add i32 %25, 128
  %114 = add i32 %73, %113
  %115 = add i32 %25, 132
  %116 = add i32 %73, %115
  %117 = icmp eq i32 %71, 0
  %118 = zext nneg i32 %45 to i64, !dbg !31
  %119 = zext nneg i32 %105 to i64, !dbg !31
  %smax = add nsw i32 %104, -1, !dbg !31
  %wide.trip.count = zext nneg i32 %smax to i64, !dbg !31
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 4
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 8
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 12
  br label %123, !dbg !31

123:                                              ; preds = %.lr.ph, %240
  %indvars.iv13 = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next14, %240 ]
  %indvars.iv10 = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next11, %240 ]
  %124 = phi i32 [ 0, %.lr.ph ], [ %133, %240 ]
  %125 = phi i32 [ -1, %.lr.ph ], [ %131, %240 ]
  %126 = phi i32 [ 1, %.lr.ph ], [ %246, %240 ]
  %127 = phi i1 [ false, %.lr.ph ], [ true, %240 ]
  %128 = icmp samesign ult i64 %indvars.iv13, %119, !dbg !31
  %129 = add i32 %125, 1, !dbg !31
  %130 = icmp sgt i32 %129, 1, !dbg !31
  %131 = select i1 %130, i32 0, i32 %129, !dbg !31
  %132 = zext i1 %130 to i32, !dbg !31
  %133 = xor i32 %124, %132, !dbg !31
  %134 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66048), i32 %131, !dbg !31
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %134, i32 %133) #8, !dbg !31
  %135 = lshr exact i64 %indvars.iv10, 5, !dbg !35
  %136 = or disjoint i64 %135, %118, !dbg !35
  %137 = getelementptr i8, ptr addrspace(1) %52, i64 %136, !dbg !27
  %138 = getelementptr i8, ptr addrspace(1) %54, i64 %136, !dbg !27
  %139 = getelementptr i8, ptr addrspace(1) %56, i64 %136, !dbg !27
  %140 = getelementptr i8, ptr addrspace(1) %58, i64 %136, !dbg !27
  %141 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %137) #8, !dbg !36
  %142 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %138) #8, !dbg !36
  %143 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %139) #8, !dbg !36
  %144 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %140) #8, !dbg !36
  %145 = getelementptr i8, ptr addrspace(1) %64, i64 %136, !dbg !29
  %146 = getelementptr i8, ptr addrspace(1) %66, i64 %136, !dbg !29
  %147 = getelementptr i8, ptr addrspace(1) %68, i64 %136, !dbg !29
  %148 = getelementptr i8, ptr addrspace(1) %70, i64 %136, !dbg !29
  %149 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %145) #8, !dbg !37
  %150 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %146) #8, !dbg !37
  %151 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %147) #8, !dbg !37
  %152 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %148) #8, !dbg !37
  %153 = insertelement <4 x i8> poison, i8 %141, i64 0, !dbg !30
  %154 = insertelement <4 x i8> %153, i8 %142, i64 1, !dbg !30
  %155 = insertelement <4 x i8> %154, i8 %143, i64 2, !dbg !30
  %156 = insertelement <4 x i8> %155, i8 %144, i64 3, !dbg !30
  %157 = bitcast <4 x i8> %156 to i32, !dbg !30
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %110, i32 %157), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %158 = load <4 x i8>, ptr addrspace(3) %112, align 16, !dbg !30
  %159 = load <4 x i8>, ptr addrspace(3) %120, align 4, !dbg !30
  %160 = load <4 x i8>, ptr addrspace(3) %121, align 8, !dbg !30
  %161 = load <4 x i8>, ptr addrspace(3) %122, align 4, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %162 = insertelement <4 x i8> poison, i8 %149, i64 0, !dbg !30
  %163 = insertelement <4 x i8> %162, i8 %150, i64 1, !dbg !30
  %164 = insertelement <4 x i8> %163, i8 %151, i64 2, !dbg !30
  %165 = insertelement <4 x i8> %164, i8 %152, i64 3, !dbg !30
  %166 = bitcast <4 x i8> %165 to i32, !dbg !30
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %110, i32 %166), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %167 = load <4 x i8>, ptr addrspace(3) %112, align 16, !dbg !30
  %168 = load <4 x i8>, ptr addrspace(3) %120, align 4, !dbg !30
  %169 = load <4 x i8>, ptr addrspace(3) %121, align 8, !dbg !30
  %170 = load <4 x i8>, ptr addrspace(3) %122, align 4, !dbg !30
  %171 = shufflevector <4 x i8> %158, <4 x i8> %159, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %172 = shufflevector <4 x i8> %171, <4 x i8> %160, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %173 = shufflevector <4 x i8> %172, <4 x i8> %161, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %174 = bitcast <4 x i8> %173 to i32, !dbg !30
  %175 = shufflevector <4 x i8> %158, <4 x i8> %159, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %176 = shufflevector <4 x i8> %175, <4 x i8> %160, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %177 = shufflevector <4 x i8> %176, <4 x i8> %161, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %178 = bitcast <4 x i8> %177 to i32, !dbg !30
  %179 = shufflevector <4 x i8> %158, <4 x i8> %159, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %180 = shufflevector <4 x i8> %179, <4 x i8> %160, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %181 = shufflevector <4 x i8> %180, <4 x i8> %161, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %182 = bitcast <4 x i8> %181 to i32, !dbg !30
  %183 = shufflevector <4 x i8> %158, <4 x i8> %159, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %184 = shufflevector <4 x i8> %183, <4 x i8> %160, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %185 = shufflevector <4 x i8> %184, <4 x i8> %161, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %186 = bitcast <4 x i8> %185 to i32, !dbg !30
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x4.b32 [$1 + 0], {$2, $3, $4, $5};", "b,r,r,r,r,r"(i1 true, i32 %114, i32 %174, i32 %178, i32 %182, i32 %186) #8, !dbg !30
  %187 = shufflevector <4 x i8> %167, <4 x i8> %168, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %188 = shufflevector <4 x i8> %187, <4 x i8> %169, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %189 = shufflevector <4 x i8> %188, <4 x i8> %170, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %190 = bitcast <4 x i8> %189 to i32, !dbg !30
  %191 = shufflevector <4 x i8> %167, <4 x i8> %168, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %192 = shufflevector <4 x i8> %191, <4 x i8> %169, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %193 = shufflevector <4 x i8> %192, <4 x i8> %170, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %194 = bitcast <4 x i8> %193 to i32, !dbg !30
  %195 = shufflevector <4 x i8> %167, <4 x i8> %168, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %196 = shufflevector <4 x i8> %195, <4 x i8> %169, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %197 = shufflevector <4 x i8> %196, <4 x i8> %170, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %198 = bitcast <4 x i8> %197 to i32, !dbg !30
  %199 = shufflevector <4 x i8> %167, <4 x i8> %168, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %200 = shufflevector <4 x i8> %199, <4 x i8> %169, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %201 = shufflevector <4 x i8> %200, <4 x i8> %170, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %202 = bitcast <4 x i8> %201 to i32, !dbg !30
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x4.b32 [$1 + 0], {$2, $3, $4, $5};", "b,r,r,r,r,r"(i1 true, i32 %116, i32 %190, i32 %194, i32 %198, i32 %202) #8, !dbg !30
  call void @llvm.nvvm.tcgen05.wait.st(), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %203 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %204 = extractvalue { i32, i1 } %203, 1, !dbg !30
  %205 = and i1 %75, %204, !dbg !30
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %205, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #8, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  br i1 %117, label %206, label %240, !dbg !30

206:                                              ; preds = %123
  %207 = shl i32 %131, 14, !dbg !33
  %208 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %207, !dbg !32
  %209 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %207, !dbg !33
  %210 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %211 = extractvalue { i32, i1 } %210, 1, !dbg !30
  %212 = ptrtoint ptr addrspace(3) %208 to i32, !dbg !30
  %213 = lshr exact i32 %212, 4, !dbg !30
  %214 = and i32 %213, 32767, !dbg !30
  %215 = ptrtoint ptr addrspace(3) %209 to i32, !dbg !30
  %216 = lshr exact i32 %215, 4, !dbg !30
  %217 = and i32 %216, 32767, !dbg !30
  %218 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %214, i64 0, !dbg !30
  %219 = bitcast <2 x i32> %218 to i64, !dbg !30
  %220 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %217, i64 0, !dbg !30
  %221 = bitcast <2 x i32> %220 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %219, i64 %221, i32 144703488, i32 %113, i32 %115, i1 %127, i1 %211) #8, !dbg !30
  %222 = add nuw nsw i32 %214, 2, !dbg !30
  %223 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %222, i64 0, !dbg !30
  %224 = bitcast <2 x i32> %223 to i64, !dbg !30
  %225 = add nuw nsw i32 %217, 2, !dbg !30
  %226 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %225, i64 0, !dbg !30
  %227 = bitcast <2 x i32> %226 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %224, i64 %227, i32 681574416, i32 %113, i32 %115, i1 true, i1 %211) #8, !dbg !30
  %228 = add nuw nsw i32 %214, 4, !dbg !30
  %229 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %228, i64 0, !dbg !30
  %230 = bitcast <2 x i32> %229 to i64, !dbg !30
  %231 = add nuw nsw i32 %217, 4, !dbg !30
  %232 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %231, i64 0, !dbg !30
  %233 = bitcast <2 x i32> %232 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %230, i64 %233, i32 1218445344, i32 %113, i32 %115, i1 true, i1 %211) #8, !dbg !30
  %234 = add nuw nsw i32 %214, 6, !dbg !30
  %235 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %234, i64 0, !dbg !30
  %236 = bitcast <2 x i32> %235 to i64, !dbg !30
  %237 = add nuw nsw i32 %217, 6, !dbg !30
  %238 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %237, i64 0, !dbg !30
  %239 = bitcast <2 x i32> %238 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %236, i64 %239, i32 1755316272, i32 %113, i32 %115, i1 true, i1 %211) #8, !dbg !30
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %211, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536) to i32)) #8, !dbg !30
  br label %240, !dbg !30

240:                                              ; preds = %206, %123
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 0) #8, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %241 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %242 = extractvalue { i32, i1 } %241, 1, !dbg !30
  %243 = and i1 %75, %242, !dbg !30
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %243, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #8, !dbg !30
  %244 = add i32 %126, 1, !dbg !31
  %245 = icmp sgt i32 %244, 1, !dbg !31
  %246 = select i1 %245, i32 0, i32 %244, !dbg !31
  %247 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66048), i32 %246, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %248 = and i1 %83, %128, !dbg !31
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %248, ptr addrspace(3) %247) #8, !dbg !31
  %249 = shl i32 %246, 14, !dbg !32
  %250 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %249, !dbg !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %251 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %252 = extractvalue { i32, i1 } %251, 1, !dbg !32
  %253 = and i1 %128, %252, !dbg !32
  %254 = and i1 %88, %253, !dbg !32
  %indvars.iv13.tr = trunc i64 %indvars.iv13 to i32, !dbg !32
  %255 = shl i32 %indvars.iv13.tr, 7, !dbg !32
  %256 = add i32 %255, 256, !dbg !32
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %254, ptr addrspace(3) %250, ptr nonnull %0, i32 %256, i32 %28, ptr addrspace(3) %247) #8, !dbg !32
  %257 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %249, !dbg !33
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  %258 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %259 = extractvalue { i32, i1 } %258, 1, !dbg !33
  %260 = and i1 %128, %259, !dbg !33
  %261 = and i1 %88, %260, !dbg !33
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %261, ptr addrspace(3) %257, ptr nonnull %6, i32 %256, i32 %40, ptr addrspace(3) %247) #8, !dbg !33
  %indvars.iv.next14 = add nuw nsw i64 %indvars.iv13, 1, !dbg !31
  %indvars.iv.next11 = add nuw nsw i64 %indvars.iv10, 128, !dbg !31
  %exitcond.not = icmp eq i64 %indvars.iv.next14, %wide.trip.count, !dbg !31
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %123, !dbg !31

._crit_edge.loopexit:                             ; preds = %240
  %262 = shl i32 %smax, 7, !dbg !31
  %263 = add i32 %131, 1, !dbg !31
  %264 = ashr exact i32 %262, 5, !dbg !35
  br label %._crit_edge, !dbg !31

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %22
  %.lcssa2 = phi i32 [ 0, %22 ], [ %263, %._crit_edge.loopexit ], !dbg !31
  %.lcssa1 = phi i32 [ 0, %22 ], [ %133, %._crit_edge.loopexit ], !dbg !31
  %.lcssa = phi i32 [ 0, %22 ], [ %264, %._crit_edge.loopexit ], !dbg !38
  br i1 %82, label %265, label %._crit_edge._crit_edge, !dbg !31

._crit_edge._crit_edge:                           ; preds = %._crit_edge
  %.pre = shl nuw nsw i32 %23, 4, !dbg !39
  br label %395, !dbg !31

265:                                              ; preds = %._crit_edge
  %266 = icmp sgt i32 %.lcssa2, 1, !dbg !31
  %267 = select i1 %266, i32 0, i32 %.lcssa2, !dbg !31
  %268 = zext i1 %266 to i32, !dbg !31
  %269 = xor i32 %.lcssa1, %268, !dbg !31
  %270 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66048), i32 %267, !dbg !31
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %270, i32 %269) #8, !dbg !31
  %271 = add nsw i32 %.lcssa, %45, !dbg !35
  %272 = sext i32 %271 to i64, !dbg !27
  %273 = getelementptr i8, ptr addrspace(1) %52, i64 %272, !dbg !27
  %274 = getelementptr i8, ptr addrspace(1) %54, i64 %272, !dbg !27
  %275 = getelementptr i8, ptr addrspace(1) %56, i64 %272, !dbg !27
  %276 = getelementptr i8, ptr addrspace(1) %58, i64 %272, !dbg !27
  %277 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %273) #8, !dbg !36
  %278 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %274) #8, !dbg !36
  %279 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %275) #8, !dbg !36
  %280 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %276) #8, !dbg !36
  %281 = getelementptr i8, ptr addrspace(1) %64, i64 %272, !dbg !29
  %282 = getelementptr i8, ptr addrspace(1) %66, i64 %272, !dbg !29
  %283 = getelementptr i8, ptr addrspace(1) %68, i64 %272, !dbg !29
  %284 = getelementptr i8, ptr addrspace(1) %70, i64 %272, !dbg !29
  %285 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %281) #8, !dbg !37
  %286 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %282) #8, !dbg !37
  %287 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %283) #8, !dbg !37
  %288 = call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %284) #8, !dbg !37
  %289 = shl nuw nsw i32 %30, 7, !dbg !30
  %290 = shl nuw nsw i32 %23, 4, !dbg !30
  %291 = or i32 %289, %290, !dbg !30
  %292 = and i32 %291, 496, !dbg !30
  %293 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %292, !dbg !30
  %294 = insertelement <4 x i8> poison, i8 %277, i64 0, !dbg !30
  %295 = insertelement <4 x i8> %294, i8 %278, i64 1, !dbg !30
  %296 = insertelement <4 x i8> %295, i8 %279, i64 2, !dbg !30
  %297 = insertelement <4 x i8> %296, i8 %280, i64 3, !dbg !30
  %298 = bitcast <4 x i8> %297 to i32, !dbg !30
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %293, i32 %298), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %299 = and i32 %290, 496, !dbg !30
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %299, !dbg !30
  %301 = load <4 x i8>, ptr addrspace(3) %300, align 16, !dbg !30
  %302 = getelementptr inbounds nuw i8, ptr addrspace(3) %300, i32 4, !dbg !30
  %303 = load <4 x i8>, ptr addrspace(3) %302, align 4, !dbg !30
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) %300, i32 8, !dbg !30
  %305 = load <4 x i8>, ptr addrspace(3) %304, align 8, !dbg !30
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) %300, i32 12, !dbg !30
  %307 = load <4 x i8>, ptr addrspace(3) %306, align 4, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %308 = insertelement <4 x i8> poison, i8 %285, i64 0, !dbg !30
  %309 = insertelement <4 x i8> %308, i8 %286, i64 1, !dbg !30
  %310 = insertelement <4 x i8> %309, i8 %287, i64 2, !dbg !30
  %311 = insertelement <4 x i8> %310, i8 %288, i64 3, !dbg !30
  %312 = bitcast <4 x i8> %311 to i32, !dbg !30
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %293, i32 %312), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %313 = load <4 x i8>, ptr addrspace(3) %300, align 16, !dbg !30
  %314 = load <4 x i8>, ptr addrspace(3) %302, align 4, !dbg !30
  %315 = load <4 x i8>, ptr addrspace(3) %304, align 8, !dbg !30
  %316 = load <4 x i8>, ptr addrspace(3) %306, align 4, !dbg !30
  %317 = add i32 %25, 128, !dbg !30
  %318 = shufflevector <4 x i8> %301, <4 x i8> %303, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %319 = shufflevector <4 x i8> %318, <4 x i8> %305, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %320 = shufflevector <4 x i8> %319, <4 x i8> %307, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %321 = bitcast <4 x i8> %320 to i32, !dbg !30
  %322 = shufflevector <4 x i8> %301, <4 x i8> %303, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %323 = shufflevector <4 x i8> %322, <4 x i8> %305, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %324 = shufflevector <4 x i8> %323, <4 x i8> %307, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %325 = bitcast <4 x i8> %324 to i32, !dbg !30
  %326 = shufflevector <4 x i8> %301, <4 x i8> %303, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %327 = shufflevector <4 x i8> %326, <4 x i8> %305, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %328 = shufflevector <4 x i8> %327, <4 x i8> %307, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %329 = bitcast <4 x i8> %328 to i32, !dbg !30
  %330 = shufflevector <4 x i8> %301, <4 x i8> %303, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %331 = shufflevector <4 x i8> %330, <4 x i8> %305, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %332 = shufflevector <4 x i8> %331, <4 x i8> %307, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %333 = bitcast <4 x i8> %332 to i32, !dbg !30
  %334 = add i32 %73, %317, !dbg !30
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x4.b32 [$1 + 0], {$2, $3, $4, $5};", "b,r,r,r,r,r"(i1 true, i32 %334, i32 %321, i32 %325, i32 %329, i32 %333) #8, !dbg !30
  %335 = add i32 %25, 132, !dbg !30
  %336 = shufflevector <4 x i8> %313, <4 x i8> %314, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %337 = shufflevector <4 x i8> %336, <4 x i8> %315, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %338 = shufflevector <4 x i8> %337, <4 x i8> %316, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %339 = bitcast <4 x i8> %338 to i32, !dbg !30
  %340 = shufflevector <4 x i8> %313, <4 x i8> %314, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %341 = shufflevector <4 x i8> %340, <4 x i8> %315, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %342 = shufflevector <4 x i8> %341, <4 x i8> %316, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %343 = bitcast <4 x i8> %342 to i32, !dbg !30
  %344 = shufflevector <4 x i8> %313, <4 x i8> %314, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %345 = shufflevector <4 x i8> %344, <4 x i8> %315, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %346 = shufflevector <4 x i8> %345, <4 x i8> %316, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %347 = bitcast <4 x i8> %346 to i32, !dbg !30
  %348 = shufflevector <4 x i8> %313, <4 x i8> %314, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %349 = shufflevector <4 x i8> %348, <4 x i8> %315, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %350 = shufflevector <4 x i8> %349, <4 x i8> %316, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %351 = bitcast <4 x i8> %350 to i32, !dbg !30
  %352 = add i32 %73, %335, !dbg !30
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x4.b32 [$1 + 0], {$2, $3, $4, $5};", "b,r,r,r,r,r"(i1 true, i32 %352, i32 %339, i32 %343, i32 %347, i32 %351) #8, !dbg !30
  call void @llvm.nvvm.tcgen05.wait.st(), !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %353 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %354 = extractvalue { i32, i1 } %353, 1, !dbg !30
  %355 = and i1 %75, %354, !dbg !30
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %355, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #8, !dbg !30
  %356 = icmp eq i32 %71, 0, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  br i1 %356, label %357, label %391, !dbg !30

357:                                              ; preds = %265
  %358 = shl i32 %267, 14, !dbg !33
  %359 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %358, !dbg !32
  %360 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %358, !dbg !33
  %361 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %362 = extractvalue { i32, i1 } %361, 1, !dbg !30
  %363 = ptrtoint ptr addrspace(3) %359 to i32, !dbg !30
  %364 = lshr exact i32 %363, 4, !dbg !30
  %365 = and i32 %364, 32767, !dbg !30
  %366 = ptrtoint ptr addrspace(3) %360 to i32, !dbg !30
  %367 = lshr exact i32 %366, 4, !dbg !30
  %368 = and i32 %367, 32767, !dbg !30
  %369 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %365, i64 0, !dbg !30
  %370 = bitcast <2 x i32> %369 to i64, !dbg !30
  %371 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %368, i64 0, !dbg !30
  %372 = bitcast <2 x i32> %371 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %370, i64 %372, i32 144703488, i32 %317, i32 %335, i1 %94, i1 %362) #8, !dbg !30
  %373 = add nuw nsw i32 %365, 2, !dbg !30
  %374 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %373, i64 0, !dbg !30
  %375 = bitcast <2 x i32> %374 to i64, !dbg !30
  %376 = add nuw nsw i32 %368, 2, !dbg !30
  %377 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %376, i64 0, !dbg !30
  %378 = bitcast <2 x i32> %377 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %375, i64 %378, i32 681574416, i32 %317, i32 %335, i1 true, i1 %362) #8, !dbg !30
  %379 = add nuw nsw i32 %365, 4, !dbg !30
  %380 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %379, i64 0, !dbg !30
  %381 = bitcast <2 x i32> %380 to i64, !dbg !30
  %382 = add nuw nsw i32 %368, 4, !dbg !30
  %383 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %382, i64 0, !dbg !30
  %384 = bitcast <2 x i32> %383 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %381, i64 %384, i32 1218445344, i32 %317, i32 %335, i1 true, i1 %362) #8, !dbg !30
  %385 = add nuw nsw i32 %365, 6, !dbg !30
  %386 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %385, i64 0, !dbg !30
  %387 = bitcast <2 x i32> %386 to i64, !dbg !30
  %388 = add nuw nsw i32 %368, 6, !dbg !30
  %389 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %388, i64 0, !dbg !30
  %390 = bitcast <2 x i32> %389 to i64, !dbg !30
  call void asm sideeffect "@$7 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b"(i32 %25, i64 %387, i64 %390, i32 1755316272, i32 %317, i32 %335, i1 true, i1 %362) #8, !dbg !30
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %362, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536) to i32)) #8, !dbg !30
  br label %391, !dbg !30

391:                                              ; preds = %357, %265
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 0) #8, !dbg !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %392 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %393 = extractvalue { i32, i1 } %392, 1, !dbg !30
  %394 = and i1 %75, %393, !dbg !30
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %394, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #8, !dbg !30
  br label %395, !dbg !31

395:                                              ; preds = %._crit_edge._crit_edge, %391
  %.pre-phi = phi i32 [ %.pre, %._crit_edge._crit_edge ], [ %290, %391 ], !dbg !39
  %396 = inttoptr i32 %25 to ptr addrspace(6), !dbg !14
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %397 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %398 = extractvalue { i32, i1 } %397, 1, !dbg !31
  %399 = and i1 %75, %398, !dbg !31
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %399, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66048)) #8, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %400 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %401 = extractvalue { i32, i1 } %400, 1, !dbg !31
  %402 = and i1 %75, %401, !dbg !31
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %402, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66056)) #8, !dbg !31
  %403 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %74) #8, !dbg !30
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 0, !dbg !30
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 1, !dbg !30
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 2, !dbg !30
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 3, !dbg !30
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 4, !dbg !30
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 5, !dbg !30
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 6, !dbg !30
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 7, !dbg !30
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 8, !dbg !30
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 9, !dbg !30
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 10, !dbg !30
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 11, !dbg !30
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 12, !dbg !30
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 13, !dbg !30
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 14, !dbg !30
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 15, !dbg !30
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 16, !dbg !30
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 17, !dbg !30
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 18, !dbg !30
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 19, !dbg !30
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 20, !dbg !30
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 21, !dbg !30
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 22, !dbg !30
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 23, !dbg !30
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 24, !dbg !30
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 25, !dbg !30
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 26, !dbg !30
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 27, !dbg !30
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 28, !dbg !30
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 29, !dbg !30
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 30, !dbg !30
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 31, !dbg !30
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 32, !dbg !30
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 33, !dbg !30
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 34, !dbg !30
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 35, !dbg !30
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 36, !dbg !30
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 37, !dbg !30
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 38, !dbg !30
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 39, !dbg !30
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 40, !dbg !30
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 41, !dbg !30
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 42, !dbg !30
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 43, !dbg !30
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 44, !dbg !30
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 45, !dbg !30
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 46, !dbg !30
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 47, !dbg !30
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 48, !dbg !30
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 49, !dbg !30
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 50, !dbg !30
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 51, !dbg !30
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 52, !dbg !30
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 53, !dbg !30
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 54, !dbg !30
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 55, !dbg !30
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 56, !dbg !30
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 57, !dbg !30
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 58, !dbg !30
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 59, !dbg !30
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 60, !dbg !30
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 61, !dbg !30
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 62, !dbg !30
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 63, !dbg !30
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 64, !dbg !30
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 65, !dbg !30
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 66, !dbg !30
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 67, !dbg !30
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 68, !dbg !30
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 69, !dbg !30
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 70, !dbg !30
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 71, !dbg !30
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 72, !dbg !30
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 73, !dbg !30
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 74, !dbg !30
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 75, !dbg !30
  %480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 76, !dbg !30
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 77, !dbg !30
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 78, !dbg !30
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 79, !dbg !30
  %484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 80, !dbg !30
  %485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 81, !dbg !30
  %486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 82, !dbg !30
  %487 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 83, !dbg !30
  %488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 84, !dbg !30
  %489 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 85, !dbg !30
  %490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 86, !dbg !30
  %491 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 87, !dbg !30
  %492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 88, !dbg !30
  %493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 89, !dbg !30
  %494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 90, !dbg !30
  %495 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 91, !dbg !30
  %496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 92, !dbg !30
  %497 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 93, !dbg !30
  %498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 94, !dbg !30
  %499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 95, !dbg !30
  %500 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 96, !dbg !30
  %501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 97, !dbg !30
  %502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 98, !dbg !30
  %503 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 99, !dbg !30
  %504 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 100, !dbg !30
  %505 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 101, !dbg !30
  %506 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 102, !dbg !30
  %507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 103, !dbg !30
  %508 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 104, !dbg !30
  %509 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 105, !dbg !30
  %510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 106, !dbg !30
  %511 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 107, !dbg !30
  %512 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 108, !dbg !30
  %513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 109, !dbg !30
  %514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 110, !dbg !30
  %515 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 111, !dbg !30
  %516 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 112, !dbg !30
  %517 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 113, !dbg !30
  %518 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 114, !dbg !30
  %519 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 115, !dbg !30
  %520 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 116, !dbg !30
  %521 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 117, !dbg !30
  %522 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 118, !dbg !30
  %523 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 119, !dbg !30
  %524 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 120, !dbg !30
  %525 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 121, !dbg !30
  %526 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 122, !dbg !30
  %527 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 123, !dbg !30
  %528 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 124, !dbg !30
  %529 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 125, !dbg !30
  %530 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 126, !dbg !30
  %531 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 127, !dbg !30
  %532 = insertelement <2 x i32> poison, i32 %404, i64 0, !dbg !30
  %533 = insertelement <2 x i32> %532, i32 %405, i64 1, !dbg !30
  %534 = bitcast <2 x i32> %533 to <2 x float>, !dbg !30
  %535 = fptrunc <2 x float> %534 to <2 x half>, !dbg !40
  %536 = insertelement <2 x i32> poison, i32 %406, i64 0, !dbg !30
  %537 = insertelement <2 x i32> %536, i32 %407, i64 1, !dbg !30
  %538 = bitcast <2 x i32> %537 to <2 x float>, !dbg !30
  %539 = fptrunc <2 x float> %538 to <2 x half>, !dbg !40
  %540 = insertelement <2 x i32> poison, i32 %408, i64 0, !dbg !30
  %541 = insertelement <2 x i32> %540, i32 %409, i64 1, !dbg !30
  %542 = bitcast <2 x i32> %541 to <2 x float>, !dbg !30
  %543 = fptrunc <2 x float> %542 to <2 x half>, !dbg !40
  %544 = insertelement <2 x i32> poison, i32 %410, i64 0, !dbg !30
  %545 = insertelement <2 x i32> %544, i32 %411, i64 1, !dbg !30
  %546 = bitcast <2 x i32> %545 to <2 x float>, !dbg !30
  %547 = fptrunc <2 x float> %546 to <2 x half>, !dbg !40
  %548 = insertelement <2 x i32> poison, i32 %412, i64 0, !dbg !30
  %549 = insertelement <2 x i32> %548, i32 %413, i64 1, !dbg !30
  %550 = bitcast <2 x i32> %549 to <2 x float>, !dbg !30
  %551 = fptrunc <2 x float> %550 to <2 x half>, !dbg !40
  %552 = insertelement <2 x i32> poison, i32 %414, i64 0, !dbg !30
  %553 = insertelement <2 x i32> %552, i32 %415, i64 1, !dbg !30
  %554 = bitcast <2 x i32> %553 to <2 x float>, !dbg !30
  %555 = fptrunc <2 x float> %554 to <2 x half>, !dbg !40
  %556 = insertelement <2 x i32> poison, i32 %416, i64 0, !dbg !30
  %557 = insertelement <2 x i32> %556, i32 %417, i64 1, !dbg !30
  %558 = bitcast <2 x i32> %557 to <2 x float>, !dbg !30
  %559 = fptrunc <2 x float> %558 to <2 x half>, !dbg !40
  %560 = insertelement <2 x i32> poison, i32 %418, i64 0, !dbg !30
  %561 = insertelement <2 x i32> %560, i32 %419, i64 1, !dbg !30
  %562 = bitcast <2 x i32> %561 to <2 x float>, !dbg !30
  %563 = fptrunc <2 x float> %562 to <2 x half>, !dbg !40
  %564 = insertelement <2 x i32> poison, i32 %420, i64 0, !dbg !30
  %565 = insertelement <2 x i32> %564, i32 %421, i64 1, !dbg !30
  %566 = bitcast <2 x i32> %565 to <2 x float>, !dbg !30
  %567 = fptrunc <2 x float> %566 to <2 x half>, !dbg !40
  %568 = insertelement <2 x i32> poison, i32 %422, i64 0, !dbg !30
  %569 = insertelement <2 x i32> %568, i32 %423, i64 1, !dbg !30
  %570 = bitcast <2 x i32> %569 to <2 x float>, !dbg !30
  %571 = fptrunc <2 x float> %570 to <2 x half>, !dbg !40
  %572 = insertelement <2 x i32> poison, i32 %424, i64 0, !dbg !30
  %573 = insertelement <2 x i32> %572, i32 %425, i64 1, !dbg !30
  %574 = bitcast <2 x i32> %573 to <2 x float>, !dbg !30
  %575 = fptrunc <2 x float> %574 to <2 x half>, !dbg !40
  %576 = insertelement <2 x i32> poison, i32 %426, i64 0, !dbg !30
  %577 = insertelement <2 x i32> %576, i32 %427, i64 1, !dbg !30
  %578 = bitcast <2 x i32> %577 to <2 x float>, !dbg !30
  %579 = fptrunc <2 x float> %578 to <2 x half>, !dbg !40
  %580 = insertelement <2 x i32> poison, i32 %428, i64 0, !dbg !30
  %581 = insertelement <2 x i32> %580, i32 %429, i64 1, !dbg !30
  %582 = bitcast <2 x i32> %581 to <2 x float>, !dbg !30
  %583 = fptrunc <2 x float> %582 to <2 x half>, !dbg !40
  %584 = insertelement <2 x i32> poison, i32 %430, i64 0, !dbg !30
  %585 = insertelement <2 x i32> %584, i32 %431, i64 1, !dbg !30
  %586 = bitcast <2 x i32> %585 to <2 x float>, !dbg !30
  %587 = fptrunc <2 x float> %586 to <2 x half>, !dbg !40
  %588 = insertelement <2 x i32> poison, i32 %432, i64 0, !dbg !30
  %589 = insertelement <2 x i32> %588, i32 %433, i64 1, !dbg !30
  %590 = bitcast <2 x i32> %589 to <2 x float>, !dbg !30
  %591 = fptrunc <2 x float> %590 to <2 x half>, !dbg !40
  %592 = insertelement <2 x i32> poison, i32 %434, i64 0, !dbg !30
  %593 = insertelement <2 x i32> %592, i32 %435, i64 1, !dbg !30
  %594 = bitcast <2 x i32> %593 to <2 x float>, !dbg !30
  %595 = fptrunc <2 x float> %594 to <2 x half>, !dbg !40
  %596 = insertelement <2 x i32> poison, i32 %436, i64 0, !dbg !30
  %597 = insertelement <2 x i32> %596, i32 %437, i64 1, !dbg !30
  %598 = bitcast <2 x i32> %597 to <2 x float>, !dbg !30
  %599 = fptrunc <2 x float> %598 to <2 x half>, !dbg !40
  %600 = insertelement <2 x i32> poison, i32 %438, i64 0, !dbg !30
  %601 = insertelement <2 x i32> %600, i32 %439, i64 1, !dbg !30
  %602 = bitcast <2 x i32> %601 to <2 x float>, !dbg !30
  %603 = fptrunc <2 x float> %602 to <2 x half>, !dbg !40
  %604 = insertelement <2 x i32> poison, i32 %440, i64 0, !dbg !30
  %605 = insertelement <2 x i32> %604, i32 %441, i64 1, !dbg !30
  %606 = bitcast <2 x i32> %605 to <2 x float>, !dbg !30
  %607 = fptrunc <2 x float> %606 to <2 x half>, !dbg !40
  %608 = insertelement <2 x i32> poison, i32 %442, i64 0, !dbg !30
  %609 = insertelement <2 x i32> %608, i32 %443, i64 1, !dbg !30
  %610 = bitcast <2 x i32> %609 to <2 x float>, !dbg !30
  %611 = fptrunc <2 x float> %610 to <2 x half>, !dbg !40
  %612 = insertelement <2 x i32> poison, i32 %444, i64 0, !dbg !30
  %613 = insertelement <2 x i32> %612, i32 %445, i64 1, !dbg !30
  %614 = bitcast <2 x i32> %613 to <2 x float>, !dbg !30
  %615 = fptrunc <2 x float> %614 to <2 x half>, !dbg !40
  %616 = insertelement <2 x i32> poison, i32 %446, i64 0, !dbg !30
  %617 = insertelement <2 x i32> %616, i32 %447, i64 1, !dbg !30
  %618 = bitcast <2 x i32> %617 to <2 x float>, !dbg !30
  %619 = fptrunc <2 x float> %618 to <2 x half>, !dbg !40
  %620 = insertelement <2 x i32> poison, i32 %448, i64 0, !dbg !30
  %621 = insertelement <2 x i32> %620, i32 %449, i64 1, !dbg !30
  %622 = bitcast <2 x i32> %621 to <2 x float>, !dbg !30
  %623 = fptrunc <2 x float> %622 to <2 x half>, !dbg !40
  %624 = insertelement <2 x i32> poison, i32 %450, i64 0, !dbg !30
  %625 = insertelement <2 x i32> %624, i32 %451, i64 1, !dbg !30
  %626 = bitcast <2 x i32> %625 to <2 x float>, !dbg !30
  %627 = fptrunc <2 x float> %626 to <2 x half>, !dbg !40
  %628 = insertelement <2 x i32> poison, i32 %452, i64 0, !dbg !30
  %629 = insertelement <2 x i32> %628, i32 %453, i64 1, !dbg !30
  %630 = bitcast <2 x i32> %629 to <2 x float>, !dbg !30
  %631 = fptrunc <2 x float> %630 to <2 x half>, !dbg !40
  %632 = insertelement <2 x i32> poison, i32 %454, i64 0, !dbg !30
  %633 = insertelement <2 x i32> %632, i32 %455, i64 1, !dbg !30
  %634 = bitcast <2 x i32> %633 to <2 x float>, !dbg !30
  %635 = fptrunc <2 x float> %634 to <2 x half>, !dbg !40
  %636 = insertelement <2 x i32> poison, i32 %456, i64 0, !dbg !30
  %637 = insertelement <2 x i32> %636, i32 %457, i64 1, !dbg !30
  %638 = bitcast <2 x i32> %637 to <2 x float>, !dbg !30
  %639 = fptrunc <2 x float> %638 to <2 x half>, !dbg !40
  %640 = insertelement <2 x i32> poison, i32 %458, i64 0, !dbg !30
  %641 = insertelement <2 x i32> %640, i32 %459, i64 1, !dbg !30
  %642 = bitcast <2 x i32> %641 to <2 x float>, !dbg !30
  %643 = fptrunc <2 x float> %642 to <2 x half>, !dbg !40
  %644 = insertelement <2 x i32> poison, i32 %460, i64 0, !dbg !30
  %645 = insertelement <2 x i32> %644, i32 %461, i64 1, !dbg !30
  %646 = bitcast <2 x i32> %645 to <2 x float>, !dbg !30
  %647 = fptrunc <2 x float> %646 to <2 x half>, !dbg !40
  %648 = insertelement <2 x i32> poison, i32 %462, i64 0, !dbg !30
  %649 = insertelement <2 x i32> %648, i32 %463, i64 1, !dbg !30
  %650 = bitcast <2 x i32> %649 to <2 x float>, !dbg !30
  %651 = fptrunc <2 x float> %650 to <2 x half>, !dbg !40
  %652 = insertelement <2 x i32> poison, i32 %464, i64 0, !dbg !30
  %653 = insertelement <2 x i32> %652, i32 %465, i64 1, !dbg !30
  %654 = bitcast <2 x i32> %653 to <2 x float>, !dbg !30
  %655 = fptrunc <2 x float> %654 to <2 x half>, !dbg !40
  %656 = insertelement <2 x i32> poison, i32 %466, i64 0, !dbg !30
  %657 = insertelement <2 x i32> %656, i32 %467, i64 1, !dbg !30
  %658 = bitcast <2 x i32> %657 to <2 x float>, !dbg !30
  %659 = fptrunc <2 x float> %658 to <2 x half>, !dbg !40
  %660 = insertelement <2 x i32> poison, i32 %468, i64 0, !dbg !30
  %661 = insertelement <2 x i32> %660, i32 %469, i64 1, !dbg !30
  %662 = bitcast <2 x i32> %661 to <2 x float>, !dbg !30
  %663 = fptrunc <2 x float> %662 to <2 x half>, !dbg !40
  %664 = insertelement <2 x i32> poison, i32 %470, i64 0, !dbg !30
  %665 = insertelement <2 x i32> %664, i32 %471, i64 1, !dbg !30
  %666 = bitcast <2 x i32> %665 to <2 x float>, !dbg !30
  %667 = fptrunc <2 x float> %666 to <2 x half>, !dbg !40
  %668 = insertelement <2 x i32> poison, i32 %472, i64 0, !dbg !30
  %669 = insertelement <2 x i32> %668, i32 %473, i64 1, !dbg !30
  %670 = bitcast <2 x i32> %669 to <2 x float>, !dbg !30
  %671 = fptrunc <2 x float> %670 to <2 x half>, !dbg !40
  %672 = insertelement <2 x i32> poison, i32 %474, i64 0, !dbg !30
  %673 = insertelement <2 x i32> %672, i32 %475, i64 1, !dbg !30
  %674 = bitcast <2 x i32> %673 to <2 x float>, !dbg !30
  %675 = fptrunc <2 x float> %674 to <2 x half>, !dbg !40
  %676 = insertelement <2 x i32> poison, i32 %476, i64 0, !dbg !30
  %677 = insertelement <2 x i32> %676, i32 %477, i64 1, !dbg !30
  %678 = bitcast <2 x i32> %677 to <2 x float>, !dbg !30
  %679 = fptrunc <2 x float> %678 to <2 x half>, !dbg !40
  %680 = insertelement <2 x i32> poison, i32 %478, i64 0, !dbg !30
  %681 = insertelement <2 x i32> %680, i32 %479, i64 1, !dbg !30
  %682 = bitcast <2 x i32> %681 to <2 x float>, !dbg !30
  %683 = fptrunc <2 x float> %682 to <2 x half>, !dbg !40
  %684 = insertelement <2 x i32> poison, i32 %480, i64 0, !dbg !30
  %685 = insertelement <2 x i32> %684, i32 %481, i64 1, !dbg !30
  %686 = bitcast <2 x i32> %685 to <2 x float>, !dbg !30
  %687 = fptrunc <2 x float> %686 to <2 x half>, !dbg !40
  %688 = insertelement <2 x i32> poison, i32 %482, i64 0, !dbg !30
  %689 = insertelement <2 x i32> %688, i32 %483, i64 1, !dbg !30
  %690 = bitcast <2 x i32> %689 to <2 x float>, !dbg !30
  %691 = fptrunc <2 x float> %690 to <2 x half>, !dbg !40
  %692 = insertelement <2 x i32> poison, i32 %484, i64 0, !dbg !30
  %693 = insertelement <2 x i32> %692, i32 %485, i64 1, !dbg !30
  %694 = bitcast <2 x i32> %693 to <2 x float>, !dbg !30
  %695 = fptrunc <2 x float> %694 to <2 x half>, !dbg !40
  %696 = insertelement <2 x i32> poison, i32 %486, i64 0, !dbg !30
  %697 = insertelement <2 x i32> %696, i32 %487, i64 1, !dbg !30
  %698 = bitcast <2 x i32> %697 to <2 x float>, !dbg !30
  %699 = fptrunc <2 x float> %698 to <2 x half>, !dbg !40
  %700 = insertelement <2 x i32> poison, i32 %488, i64 0, !dbg !30
  %701 = insertelement <2 x i32> %700, i32 %489, i64 1, !dbg !30
  %702 = bitcast <2 x i32> %701 to <2 x float>, !dbg !30
  %703 = fptrunc <2 x float> %702 to <2 x half>, !dbg !40
  %704 = insertelement <2 x i32> poison, i32 %490, i64 0, !dbg !30
  %705 = insertelement <2 x i32> %704, i32 %491, i64 1, !dbg !30
  %706 = bitcast <2 x i32> %705 to <2 x float>, !dbg !30
  %707 = fptrunc <2 x float> %706 to <2 x half>, !dbg !40
  %708 = insertelement <2 x i32> poison, i32 %492, i64 0, !dbg !30
  %709 = insertelement <2 x i32> %708, i32 %493, i64 1, !dbg !30
  %710 = bitcast <2 x i32> %709 to <2 x float>, !dbg !30
  %711 = fptrunc <2 x float> %710 to <2 x half>, !dbg !40
  %712 = insertelement <2 x i32> poison, i32 %494, i64 0, !dbg !30
  %713 = insertelement <2 x i32> %712, i32 %495, i64 1, !dbg !30
  %714 = bitcast <2 x i32> %713 to <2 x float>, !dbg !30
  %715 = fptrunc <2 x float> %714 to <2 x half>, !dbg !40
  %716 = insertelement <2 x i32> poison, i32 %496, i64 0, !dbg !30
  %717 = insertelement <2 x i32> %716, i32 %497, i64 1, !dbg !30
  %718 = bitcast <2 x i32> %717 to <2 x float>, !dbg !30
  %719 = fptrunc <2 x float> %718 to <2 x half>, !dbg !40
  %720 = insertelement <2 x i32> poison, i32 %498, i64 0, !dbg !30
  %721 = insertelement <2 x i32> %720, i32 %499, i64 1, !dbg !30
  %722 = bitcast <2 x i32> %721 to <2 x float>, !dbg !30
  %723 = fptrunc <2 x float> %722 to <2 x half>, !dbg !40
  %724 = insertelement <2 x i32> poison, i32 %500, i64 0, !dbg !30
  %725 = insertelement <2 x i32> %724, i32 %501, i64 1, !dbg !30
  %726 = bitcast <2 x i32> %725 to <2 x float>, !dbg !30
  %727 = fptrunc <2 x float> %726 to <2 x half>, !dbg !40
  %728 = insertelement <2 x i32> poison, i32 %502, i64 0, !dbg !30
  %729 = insertelement <2 x i32> %728, i32 %503, i64 1, !dbg !30
  %730 = bitcast <2 x i32> %729 to <2 x float>, !dbg !30
  %731 = fptrunc <2 x float> %730 to <2 x half>, !dbg !40
  %732 = insertelement <2 x i32> poison, i32 %504, i64 0, !dbg !30
  %733 = insertelement <2 x i32> %732, i32 %505, i64 1, !dbg !30
  %734 = bitcast <2 x i32> %733 to <2 x float>, !dbg !30
  %735 = fptrunc <2 x float> %734 to <2 x half>, !dbg !40
  %736 = insertelement <2 x i32> poison, i32 %506, i64 0, !dbg !30
  %737 = insertelement <2 x i32> %736, i32 %507, i64 1, !dbg !30
  %738 = bitcast <2 x i32> %737 to <2 x float>, !dbg !30
  %739 = fptrunc <2 x float> %738 to <2 x half>, !dbg !40
  %740 = insertelement <2 x i32> poison, i32 %508, i64 0, !dbg !30
  %741 = insertelement <2 x i32> %740, i32 %509, i64 1, !dbg !30
  %742 = bitcast <2 x i32> %741 to <2 x float>, !dbg !30
  %743 = fptrunc <2 x float> %742 to <2 x half>, !dbg !40
  %744 = insertelement <2 x i32> poison, i32 %510, i64 0, !dbg !30
  %745 = insertelement <2 x i32> %744, i32 %511, i64 1, !dbg !30
  %746 = bitcast <2 x i32> %745 to <2 x float>, !dbg !30
  %747 = fptrunc <2 x float> %746 to <2 x half>, !dbg !40
  %748 = insertelement <2 x i32> poison, i32 %512, i64 0, !dbg !30
  %749 = insertelement <2 x i32> %748, i32 %513, i64 1, !dbg !30
  %750 = bitcast <2 x i32> %749 to <2 x float>, !dbg !30
  %751 = fptrunc <2 x float> %750 to <2 x half>, !dbg !40
  %752 = insertelement <2 x i32> poison, i32 %514, i64 0, !dbg !30
  %753 = insertelement <2 x i32> %752, i32 %515, i64 1, !dbg !30
  %754 = bitcast <2 x i32> %753 to <2 x float>, !dbg !30
  %755 = fptrunc <2 x float> %754 to <2 x half>, !dbg !40
  %756 = insertelement <2 x i32> poison, i32 %516, i64 0, !dbg !30
  %757 = insertelement <2 x i32> %756, i32 %517, i64 1, !dbg !30
  %758 = bitcast <2 x i32> %757 to <2 x float>, !dbg !30
  %759 = fptrunc <2 x float> %758 to <2 x half>, !dbg !40
  %760 = insertelement <2 x i32> poison, i32 %518, i64 0, !dbg !30
  %761 = insertelement <2 x i32> %760, i32 %519, i64 1, !dbg !30
  %762 = bitcast <2 x i32> %761 to <2 x float>, !dbg !30
  %763 = fptrunc <2 x float> %762 to <2 x half>, !dbg !40
  %764 = insertelement <2 x i32> poison, i32 %520, i64 0, !dbg !30
  %765 = insertelement <2 x i32> %764, i32 %521, i64 1, !dbg !30
  %766 = bitcast <2 x i32> %765 to <2 x float>, !dbg !30
  %767 = fptrunc <2 x float> %766 to <2 x half>, !dbg !40
  %768 = insertelement <2 x i32> poison, i32 %522, i64 0, !dbg !30
  %769 = insertelement <2 x i32> %768, i32 %523, i64 1, !dbg !30
  %770 = bitcast <2 x i32> %769 to <2 x float>, !dbg !30
  %771 = fptrunc <2 x float> %770 to <2 x half>, !dbg !40
  %772 = insertelement <2 x i32> poison, i32 %524, i64 0, !dbg !30
  %773 = insertelement <2 x i32> %772, i32 %525, i64 1, !dbg !30
  %774 = bitcast <2 x i32> %773 to <2 x float>, !dbg !30
  %775 = fptrunc <2 x float> %774 to <2 x half>, !dbg !40
  %776 = insertelement <2 x i32> poison, i32 %526, i64 0, !dbg !30
  %777 = insertelement <2 x i32> %776, i32 %527, i64 1, !dbg !30
  %778 = bitcast <2 x i32> %777 to <2 x float>, !dbg !30
  %779 = fptrunc <2 x float> %778 to <2 x half>, !dbg !40
  %780 = insertelement <2 x i32> poison, i32 %528, i64 0, !dbg !30
  %781 = insertelement <2 x i32> %780, i32 %529, i64 1, !dbg !30
  %782 = bitcast <2 x i32> %781 to <2 x float>, !dbg !30
  %783 = fptrunc <2 x float> %782 to <2 x half>, !dbg !40
  %784 = insertelement <2 x i32> poison, i32 %530, i64 0, !dbg !30
  %785 = insertelement <2 x i32> %784, i32 %531, i64 1, !dbg !30
  %786 = bitcast <2 x i32> %785 to <2 x float>, !dbg !30
  %787 = fptrunc <2 x float> %786 to <2 x half>, !dbg !40
  %788 = shl nuw nsw i32 %23, 7, !dbg !39
  %789 = and i32 %788, 16256, !dbg !39
  %790 = and i32 %.pre-phi, 112, !dbg !39
  %791 = or disjoint i32 %789, %790, !dbg !39
  %792 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %791, !dbg !39
  %793 = bitcast <2 x half> %535 to i32, !dbg !39
  %794 = bitcast <2 x half> %539 to i32, !dbg !39
  %795 = bitcast <2 x half> %543 to i32, !dbg !39
  %796 = bitcast <2 x half> %547 to i32, !dbg !39
  %797 = insertelement <4 x i32> poison, i32 %793, i64 0, !dbg !39
  %798 = insertelement <4 x i32> %797, i32 %794, i64 1, !dbg !39
  %799 = insertelement <4 x i32> %798, i32 %795, i64 2, !dbg !39
  %800 = insertelement <4 x i32> %799, i32 %796, i64 3, !dbg !39
  store <4 x i32> %800, ptr addrspace(3) %792, align 16, !dbg !39
  %801 = getelementptr inbounds nuw i8, ptr addrspace(3) %792, i32 16384, !dbg !39
  %802 = bitcast <2 x half> %663 to i32, !dbg !39
  %803 = bitcast <2 x half> %667 to i32, !dbg !39
  %804 = bitcast <2 x half> %671 to i32, !dbg !39
  %805 = bitcast <2 x half> %675 to i32, !dbg !39
  %806 = insertelement <4 x i32> poison, i32 %802, i64 0, !dbg !39
  %807 = insertelement <4 x i32> %806, i32 %803, i64 1, !dbg !39
  %808 = insertelement <4 x i32> %807, i32 %804, i64 2, !dbg !39
  %809 = insertelement <4 x i32> %808, i32 %805, i64 3, !dbg !39
  store <4 x i32> %809, ptr addrspace(3) %801, align 16, !dbg !39
  %810 = xor i32 %791, 16, !dbg !39
  %811 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %810, !dbg !39
  %812 = bitcast <2 x half> %551 to i32, !dbg !39
  %813 = bitcast <2 x half> %555 to i32, !dbg !39
  %814 = bitcast <2 x half> %559 to i32, !dbg !39
  %815 = bitcast <2 x half> %563 to i32, !dbg !39
  %816 = insertelement <4 x i32> poison, i32 %812, i64 0, !dbg !39
  %817 = insertelement <4 x i32> %816, i32 %813, i64 1, !dbg !39
  %818 = insertelement <4 x i32> %817, i32 %814, i64 2, !dbg !39
  %819 = insertelement <4 x i32> %818, i32 %815, i64 3, !dbg !39
  store <4 x i32> %819, ptr addrspace(3) %811, align 16, !dbg !39
  %820 = getelementptr inbounds nuw i8, ptr addrspace(3) %811, i32 16384, !dbg !39
  %821 = bitcast <2 x half> %679 to i32, !dbg !39
  %822 = bitcast <2 x half> %683 to i32, !dbg !39
  %823 = bitcast <2 x half> %687 to i32, !dbg !39
  %824 = bitcast <2 x half> %691 to i32, !dbg !39
  %825 = insertelement <4 x i32> poison, i32 %821, i64 0, !dbg !39
  %826 = insertelement <4 x i32> %825, i32 %822, i64 1, !dbg !39
  %827 = insertelement <4 x i32> %826, i32 %823, i64 2, !dbg !39
  %828 = insertelement <4 x i32> %827, i32 %824, i64 3, !dbg !39
  store <4 x i32> %828, ptr addrspace(3) %820, align 16, !dbg !39
  %829 = xor i32 %791, 32, !dbg !39
  %830 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %829, !dbg !39
  %831 = bitcast <2 x half> %567 to i32, !dbg !39
  %832 = bitcast <2 x half> %571 to i32, !dbg !39
  %833 = bitcast <2 x half> %575 to i32, !dbg !39
  %834 = bitcast <2 x half> %579 to i32, !dbg !39
  %835 = insertelement <4 x i32> poison, i32 %831, i64 0, !dbg !39
  %836 = insertelement <4 x i32> %835, i32 %832, i64 1, !dbg !39
  %837 = insertelement <4 x i32> %836, i32 %833, i64 2, !dbg !39
  %838 = insertelement <4 x i32> %837, i32 %834, i64 3, !dbg !39
  store <4 x i32> %838, ptr addrspace(3) %830, align 16, !dbg !39
  %839 = getelementptr inbounds nuw i8, ptr addrspace(3) %830, i32 16384, !dbg !39
  %840 = bitcast <2 x half> %695 to i32, !dbg !39
  %841 = bitcast <2 x half> %699 to i32, !dbg !39
  %842 = bitcast <2 x half> %703 to i32, !dbg !39
  %843 = bitcast <2 x half> %707 to i32, !dbg !39
  %844 = insertelement <4 x i32> poison, i32 %840, i64 0, !dbg !39
  %845 = insertelement <4 x i32> %844, i32 %841, i64 1, !dbg !39
  %846 = insertelement <4 x i32> %845, i32 %842, i64 2, !dbg !39
  %847 = insertelement <4 x i32> %846, i32 %843, i64 3, !dbg !39
  store <4 x i32> %847, ptr addrspace(3) %839, align 16, !dbg !39
  %848 = xor i32 %791, 48, !dbg !39
  %849 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %848, !dbg !39
  %850 = bitcast <2 x half> %583 to i32, !dbg !39
  %851 = bitcast <2 x half> %587 to i32, !dbg !39
  %852 = bitcast <2 x half> %591 to i32, !dbg !39
  %853 = bitcast <2 x half> %595 to i32, !dbg !39
  %854 = insertelement <4 x i32> poison, i32 %850, i64 0, !dbg !39
  %855 = insertelement <4 x i32> %854, i32 %851, i64 1, !dbg !39
  %856 = insertelement <4 x i32> %855, i32 %852, i64 2, !dbg !39
  %857 = insertelement <4 x i32> %856, i32 %853, i64 3, !dbg !39
  store <4 x i32> %857, ptr addrspace(3) %849, align 16, !dbg !39
  %858 = getelementptr inbounds nuw i8, ptr addrspace(3) %849, i32 16384, !dbg !39
  %859 = bitcast <2 x half> %711 to i32, !dbg !39
  %860 = bitcast <2 x half> %715 to i32, !dbg !39
  %861 = bitcast <2 x half> %719 to i32, !dbg !39
  %862 = bitcast <2 x half> %723 to i32, !dbg !39
  %863 = insertelement <4 x i32> poison, i32 %859, i64 0, !dbg !39
  %864 = insertelement <4 x i32> %863, i32 %860, i64 1, !dbg !39
  %865 = insertelement <4 x i32> %864, i32 %861, i64 2, !dbg !39
  %866 = insertelement <4 x i32> %865, i32 %862, i64 3, !dbg !39
  store <4 x i32> %866, ptr addrspace(3) %858, align 16, !dbg !39
  %867 = xor i32 %791, 64, !dbg !39
  %868 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %867, !dbg !39
  %869 = bitcast <2 x half> %599 to i32, !dbg !39
  %870 = bitcast <2 x half> %603 to i32, !dbg !39
  %871 = bitcast <2 x half> %607 to i32, !dbg !39
  %872 = bitcast <2 x half> %611 to i32, !dbg !39
  %873 = insertelement <4 x i32> poison, i32 %869, i64 0, !dbg !39
  %874 = insertelement <4 x i32> %873, i32 %870, i64 1, !dbg !39
  %875 = insertelement <4 x i32> %874, i32 %871, i64 2, !dbg !39
  %876 = insertelement <4 x i32> %875, i32 %872, i64 3, !dbg !39
  store <4 x i32> %876, ptr addrspace(3) %868, align 16, !dbg !39
  %877 = getelementptr inbounds nuw i8, ptr addrspace(3) %868, i32 16384, !dbg !39
  %878 = bitcast <2 x half> %727 to i32, !dbg !39
  %879 = bitcast <2 x half> %731 to i32, !dbg !39
  %880 = bitcast <2 x half> %735 to i32, !dbg !39
  %881 = bitcast <2 x half> %739 to i32, !dbg !39
  %882 = insertelement <4 x i32> poison, i32 %878, i64 0, !dbg !39
  %883 = insertelement <4 x i32> %882, i32 %879, i64 1, !dbg !39
  %884 = insertelement <4 x i32> %883, i32 %880, i64 2, !dbg !39
  %885 = insertelement <4 x i32> %884, i32 %881, i64 3, !dbg !39
  store <4 x i32> %885, ptr addrspace(3) %877, align 16, !dbg !39
  %886 = xor i32 %791, 80, !dbg !39
  %887 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %886, !dbg !39
  %888 = bitcast <2 x half> %615 to i32, !dbg !39
  %889 = bitcast <2 x half> %619 to i32, !dbg !39
  %890 = bitcast <2 x half> %623 to i32, !dbg !39
  %891 = bitcast <2 x half> %627 to i32, !dbg !39
  %892 = insertelement <4 x i32> poison, i32 %888, i64 0, !dbg !39
  %893 = insertelement <4 x i32> %892, i32 %889, i64 1, !dbg !39
  %894 = insertelement <4 x i32> %893, i32 %890, i64 2, !dbg !39
  %895 = insertelement <4 x i32> %894, i32 %891, i64 3, !dbg !39
  store <4 x i32> %895, ptr addrspace(3) %887, align 16, !dbg !39
  %896 = getelementptr inbounds nuw i8, ptr addrspace(3) %887, i32 16384, !dbg !39
  %897 = bitcast <2 x half> %743 to i32, !dbg !39
  %898 = bitcast <2 x half> %747 to i32, !dbg !39
  %899 = bitcast <2 x half> %751 to i32, !dbg !39
  %900 = bitcast <2 x half> %755 to i32, !dbg !39
  %901 = insertelement <4 x i32> poison, i32 %897, i64 0, !dbg !39
  %902 = insertelement <4 x i32> %901, i32 %898, i64 1, !dbg !39
  %903 = insertelement <4 x i32> %902, i32 %899, i64 2, !dbg !39
  %904 = insertelement <4 x i32> %903, i32 %900, i64 3, !dbg !39
  store <4 x i32> %904, ptr addrspace(3) %896, align 16, !dbg !39
  %905 = xor i32 %791, 96, !dbg !39
  %906 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %905, !dbg !39
  %907 = bitcast <2 x half> %631 to i32, !dbg !39
  %908 = bitcast <2 x half> %635 to i32, !dbg !39
  %909 = bitcast <2 x half> %639 to i32, !dbg !39
  %910 = bitcast <2 x half> %643 to i32, !dbg !39
  %911 = insertelement <4 x i32> poison, i32 %907, i64 0, !dbg !39
  %912 = insertelement <4 x i32> %911, i32 %908, i64 1, !dbg !39
  %913 = insertelement <4 x i32> %912, i32 %909, i64 2, !dbg !39
  %914 = insertelement <4 x i32> %913, i32 %910, i64 3, !dbg !39
  store <4 x i32> %914, ptr addrspace(3) %906, align 16, !dbg !39
  %915 = getelementptr inbounds nuw i8, ptr addrspace(3) %906, i32 16384, !dbg !39
  %916 = bitcast <2 x half> %759 to i32, !dbg !39
  %917 = bitcast <2 x half> %763 to i32, !dbg !39
  %918 = bitcast <2 x half> %767 to i32, !dbg !39
  %919 = bitcast <2 x half> %771 to i32, !dbg !39
  %920 = insertelement <4 x i32> poison, i32 %916, i64 0, !dbg !39
  %921 = insertelement <4 x i32> %920, i32 %917, i64 1, !dbg !39
  %922 = insertelement <4 x i32> %921, i32 %918, i64 2, !dbg !39
  %923 = insertelement <4 x i32> %922, i32 %919, i64 3, !dbg !39
  store <4 x i32> %923, ptr addrspace(3) %915, align 16, !dbg !39
  %924 = xor i32 %791, 112, !dbg !39
  %925 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %924, !dbg !39
  %926 = bitcast <2 x half> %647 to i32, !dbg !39
  %927 = bitcast <2 x half> %651 to i32, !dbg !39
  %928 = bitcast <2 x half> %655 to i32, !dbg !39
  %929 = bitcast <2 x half> %659 to i32, !dbg !39
  %930 = insertelement <4 x i32> poison, i32 %926, i64 0, !dbg !39
  %931 = insertelement <4 x i32> %930, i32 %927, i64 1, !dbg !39
  %932 = insertelement <4 x i32> %931, i32 %928, i64 2, !dbg !39
  %933 = insertelement <4 x i32> %932, i32 %929, i64 3, !dbg !39
  store <4 x i32> %933, ptr addrspace(3) %925, align 16, !dbg !39
  %934 = getelementptr inbounds nuw i8, ptr addrspace(3) %925, i32 16384, !dbg !39
  %935 = bitcast <2 x half> %775 to i32, !dbg !39
  %936 = bitcast <2 x half> %779 to i32, !dbg !39
  %937 = bitcast <2 x half> %783 to i32, !dbg !39
  %938 = bitcast <2 x half> %787 to i32, !dbg !39
  %939 = insertelement <4 x i32> poison, i32 %935, i64 0, !dbg !39
  %940 = insertelement <4 x i32> %939, i32 %936, i64 1, !dbg !39
  %941 = insertelement <4 x i32> %940, i32 %937, i64 2, !dbg !39
  %942 = insertelement <4 x i32> %941, i32 %938, i64 3, !dbg !39
  store <4 x i32> %942, ptr addrspace(3) %934, align 16, !dbg !39
  call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !39
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %943 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !39
  %944 = extractvalue { i32, i1 } %943, 1, !dbg !39
  %945 = icmp samesign ult i32 %29, 64, !dbg !39
  %946 = and i1 %945, %944, !dbg !39
  %947 = and i32 %71, 1, !dbg !39
  %.idx = shl nuw nsw i32 %947, 14, !dbg !39
  %948 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx, !dbg !39
  %949 = shl nuw nsw i32 %947, 6, !dbg !39
  %950 = or disjoint i32 %949, %40, !dbg !39
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %946, ptr nonnull %12, i32 %950, i32 %28, ptr addrspace(3) %948) #8, !dbg !39
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !39
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !14
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r"(i1 %24, ptr addrspace(6) %396) #8, !dbg !14
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
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) writeonly captures(none), i32) #6

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
!1 = !DIFile(filename: "triton_kernels.py", directory: "/work/main/scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "block_scaled_matmul_kernel", linkageName: "block_scaled_matmul_kernel", scope: !1, file: !1, line: 101, type: !5, scopeLine: 101, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !9, !10, !10, !11, !7, !9, !9, !10, !10, !11, !7, !9, !9, !10, !10, !9, !9, !9, !13, !13}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 0)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!14 = !DILocation(line: 101, column: 1, scope: !4)
!15 = !DILocation(line: 104, column: 13, scope: !4)
!16 = !DILocation(line: 105, column: 13, scope: !4)
!17 = !DILocation(line: 106, column: 15, scope: !4)
!18 = !DILocation(line: 106, column: 33, scope: !4)
!19 = !DILocation(line: 107, column: 15, scope: !4)
!20 = !DILocation(line: 108, column: 15, scope: !4)
!21 = !DILocation(line: 43, column: 13, scope: !22, inlinedAt: !24)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !23, discriminator: 0)
!23 = !DIFile(filename: "standard.py", directory: "/tmp/tvenv/lib/python3.11/site-packages/triton/language")
!24 = !DILocation(line: 110, column: 21, scope: !25)
!25 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!26 = !DILocation(line: 113, column: 32, scope: !4)
!27 = !DILocation(line: 113, column: 22, scope: !4)
!28 = !DILocation(line: 114, column: 32, scope: !4)
!29 = !DILocation(line: 114, column: 22, scope: !4)
!30 = !DILocation(line: 115, column: 15, scope: !4)
!31 = !DILocation(line: 110, column: 5, scope: !4)
!32 = !DILocation(line: 111, column: 13, scope: !4)
!33 = !DILocation(line: 112, column: 13, scope: !4)
!34 = !DILocation(line: 43, column: 12, scope: !22, inlinedAt: !24)
!35 = !DILocation(line: 113, column: 64, scope: !4)
!36 = !DILocation(line: 113, column: 14, scope: !4)
!37 = !DILocation(line: 114, column: 14, scope: !4)
!38 = !DILocation(line: 111, column: 43, scope: !4)
!39 = !DILocation(line: 116, column: 5, scope: !4)
!40 = !DILocation(line: 116, column: 54, scope: !4)
