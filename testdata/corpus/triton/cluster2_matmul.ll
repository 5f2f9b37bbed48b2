; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @cluster2_matmul_kernel(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, i32 %1, i32 %2, i64 %3, i64 %4, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %5, i32 %6, i32 %7, i64 %8, i64 %9, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %10, i32 %11, i32 %12, i64 %13, i64 %14, i32 %15, i32 %16, i32 %17, ptr addrspace(1) nofree readnone captures(none) %18, ptr addrspace(1) nofree readnone captures(none) %19) local_unnamed_addr #0 !dbg !4 {
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %22 = icmp samesign ult i32 %21, 32, !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 128;", "b,r"(i1 %22, ptr addrspace(3) @global_smem) #7, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %23 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %22) #7, !dbg !12
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %25 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %26 = add i32 %17, 63, !dbg !15
  %27 = sdiv i32 %26, 64, !dbg !20
  %28 = shl i32 %24, 7, !dbg !21
  %29 = and i32 %28, -256, !dbg !21
  %30 = shl nuw nsw i32 %25, 7, !dbg !22
  %31 = lshr i32 %21, 5, !dbg !23
  %32 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %31, i32 0, i32 31), !dbg !23
  %33 = shl i32 %32, 21, !dbg !23
  %34 = and i32 %33, 6291456, !dbg !23
  %35 = add i32 %34, %23, !dbg !23
  %36 = shl i32 %32, 4, !dbg !23
  %37 = and i32 %36, 64, !dbg !23
  %38 = add i32 %35, %37, !dbg !23
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %38, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7, !dbg !23
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !24
  %39 = icmp eq i32 %31, 0, !dbg !24
  %40 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %41 = extractvalue { i32, i1 } %40, 1, !dbg !24
  %42 = and i1 %39, %41, !dbg !24
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %42, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336)) #7, !dbg !24
  %43 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %44 = extractvalue { i32, i1 } %43, 1, !dbg !24
  %45 = and i1 %39, %44, !dbg !24
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %45, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98344)) #7, !dbg !24
  %46 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %47 = extractvalue { i32, i1 } %46, 1, !dbg !24
  %48 = and i1 %39, %47, !dbg !24
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %48, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304)) #7, !dbg !24
  %49 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %50 = extractvalue { i32, i1 } %49, 1, !dbg !24
  %51 = and i1 %39, %50, !dbg !24
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %51, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98312)) #7, !dbg !24
  %52 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %53 = extractvalue { i32, i1 } %52, 1, !dbg !24
  %54 = and i1 %39, %53, !dbg !24
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %54, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98320)) #7, !dbg !24
  %55 = icmp sgt i32 %26, 63, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %56 = and i32 %21, 255, !dbg !24
  %57 = icmp eq i32 %56, 0, !dbg !24
  %58 = and i1 %57, %55, !dbg !24
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %58, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304)) #7, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %59 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %60 = extractvalue { i32, i1 } %59, 1, !dbg !25
  %61 = and i1 %55, %60, !dbg !25
  %62 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank(), !dbg !25
  %63 = icmp samesign ult i32 %56, 32, !dbg !25
  %64 = and i1 %63, %61, !dbg !25
  %65 = shl i32 %62, 7, !dbg !25
  %66 = and i32 %65, 128, !dbg !25
  %67 = or disjoint i32 %29, %66, !dbg !25
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %64, ptr addrspace(3) @global_smem, ptr nonnull %0, i32 0, i32 %67, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304)) #7, !dbg !25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %68 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !26
  %69 = extractvalue { i32, i1 } %68, 1, !dbg !26
  %70 = and i1 %55, %69, !dbg !26
  %71 = and i1 %63, %70, !dbg !26
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %71, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), ptr nonnull %5, i32 0, i32 %30, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304)) #7, !dbg !26
  %72 = icmp sgt i32 %26, 127, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %73 = and i1 %57, %72, !dbg !24
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %73, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98312)) #7, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %74 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %75 = extractvalue { i32, i1 } %74, 1, !dbg !25
  %76 = and i1 %72, %75, !dbg !25
  %77 = and i1 %63, %76, !dbg !25
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %77, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), ptr nonnull %0, i32 64, i32 %67, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98312)) #7, !dbg !25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %78 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !26
  %79 = extractvalue { i32, i1 } %78, 1, !dbg !26
  %80 = and i1 %72, %79, !dbg !26
  %81 = and i1 %63, %80, !dbg !26
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %81, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), ptr nonnull %5, i32 64, i32 %30, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98312)) #7, !dbg !26
  %82 = icmp sgt i32 %26, 191, !dbg !24
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 0, i1 %55) #7, !dbg !24
  %83 = icmp eq i32 %32, 0, !dbg !23
  %84 = and i1 %55, %83, !dbg !23
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  br i1 %84, label %85, label %114, !dbg !23

85:                                               ; preds = %20
  %86 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %87 = extractvalue { i32, i1 } %86, 1, !dbg !23
  %88 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4, !dbg !23
  %89 = and i32 %88, 32767, !dbg !23
  %90 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152) to i32), 4, !dbg !23
  %91 = and i32 %90, 32767, !dbg !23
  %92 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %89, i64 0, !dbg !23
  %93 = bitcast <2 x i32> %92 to i64, !dbg !23
  %94 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %91, i64 0, !dbg !23
  %95 = bitcast <2 x i32> %94 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %93, i64 %95, i32 136314896, i1 false, i1 %87) #7, !dbg !23
  %96 = add nuw nsw i32 %89, 2, !dbg !23
  %97 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %96, i64 0, !dbg !23
  %98 = bitcast <2 x i32> %97 to i64, !dbg !23
  %99 = add nuw nsw i32 %91, 2, !dbg !23
  %100 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %99, i64 0, !dbg !23
  %101 = bitcast <2 x i32> %100 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %98, i64 %101, i32 136314896, i1 true, i1 %87) #7, !dbg !23
  %102 = add nuw nsw i32 %89, 4, !dbg !23
  %103 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %102, i64 0, !dbg !23
  %104 = bitcast <2 x i32> %103 to i64, !dbg !23
  %105 = add nuw nsw i32 %91, 4, !dbg !23
  %106 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %105, i64 0, !dbg !23
  %107 = bitcast <2 x i32> %106 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %104, i64 %107, i32 136314896, i1 true, i1 %87) #7, !dbg !23
  %108 = add nuw nsw i32 %89, 6, !dbg !23
  %109 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %108, i64 0, !dbg !23
  %110 = bitcast <2 x i32> %109 to i64, !dbg !23
  %111 = add nuw nsw i32 %91, 6, !dbg !23
  %112 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %111, i64 0, !dbg !23
  %113 = bitcast <2 x i32> %112 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %110, i64 %113, i32 136314896, i1 true, i1 %87) #7, !dbg !23
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %87, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336) to i32)) #7, !dbg !23
  br label %114, !dbg !23

114:                                              ; preds = %85, %20
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %115 = and i1 %57, %82, !dbg !24
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %115, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98320)) #7, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %116 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %117 = extractvalue { i32, i1 } %116, 1, !dbg !25
  %118 = and i1 %82, %117, !dbg !25
  %119 = and i1 %63, %118, !dbg !25
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %119, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), ptr nonnull %0, i32 128, i32 %67, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98320)) #7, !dbg !25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %120 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !26
  %121 = extractvalue { i32, i1 } %120, 1, !dbg !26
  %122 = and i1 %82, %121, !dbg !26
  %123 = and i1 %63, %122, !dbg !26
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %123, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 81920), ptr nonnull %5, i32 128, i32 %30, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98320)) #7, !dbg !26
  br i1 %72, label %.lr.ph, label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %114
  %124 = add nsw i32 %27, -3
  %125 = call i32 @llvm.smax.i32(i32 %27, i32 2), !dbg !24
  %126 = add nsw i32 %125, -2
  br label %127, !dbg !24

127:                                              ; preds = %.lr.ph, %179
  %128 = phi i32 [ 0, %.lr.ph ], [ %134, %179 ]
  %129 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336), %.lr.ph ], [ %143, %179 ]
  %130 = phi i32 [ 0, %.lr.ph ], [ %141, %179 ]
  %131 = phi i32 [ 0, %.lr.ph ], [ %139, %179 ]
  %132 = phi i32 [ 2, %.lr.ph ], [ %187, %179 ]
  %133 = phi i32 [ 1, %.lr.ph ], [ %182, %179 ]
  %134 = phi i32 [ 0, %.lr.ph ], [ %184, %179 ]
  %135 = phi i32 [ 0, %.lr.ph ], [ %203, %179 ]
  %136 = icmp slt i32 %135, %124, !dbg !24
  %137 = add i32 %131, 1, !dbg !24
  %138 = icmp sgt i32 %137, 2, !dbg !24
  %139 = select i1 %138, i32 0, i32 %137, !dbg !24
  %140 = zext i1 %138 to i32, !dbg !24
  %141 = xor i32 %130, %140, !dbg !24
  %142 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %139, !dbg !24
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %142, i32 %141) #7, !dbg !24
  %143 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336), i32 %133, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  br i1 %83, label %144, label %179, !dbg !23

144:                                              ; preds = %127
  %145 = shl i32 %139, 13, !dbg !26
  %146 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %145, !dbg !25
  %147 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %145, !dbg !26
  %148 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %149 = extractvalue { i32, i1 } %148, 1, !dbg !23
  %150 = ptrtoint ptr addrspace(3) %146 to i32, !dbg !23
  %151 = lshr exact i32 %150, 4, !dbg !23
  %152 = and i32 %151, 32767, !dbg !23
  %153 = ptrtoint ptr addrspace(3) %147 to i32, !dbg !23
  %154 = lshr exact i32 %153, 4, !dbg !23
  %155 = and i32 %154, 32767, !dbg !23
  %156 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %152, i64 0, !dbg !23
  %157 = bitcast <2 x i32> %156 to i64, !dbg !23
  %158 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %155, i64 0, !dbg !23
  %159 = bitcast <2 x i32> %158 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %157, i64 %159, i32 136314896, i1 true, i1 %149) #7, !dbg !23
  %160 = add nuw nsw i32 %152, 2, !dbg !23
  %161 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %160, i64 0, !dbg !23
  %162 = bitcast <2 x i32> %161 to i64, !dbg !23
  %163 = add nuw nsw i32 %155, 2, !dbg !23
  %164 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %163, i64 0, !dbg !23
  %165 = bitcast <2 x i32> %164 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %162, i64 %165, i32 136314896, i1 true, i1 %149) #7, !dbg !23
  %166 = add nuw nsw i32 %152, 4, !dbg !23
  %167 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %166, i64 0, !dbg !23
  %168 = bitcast <2 x i32> %167 to i64, !dbg !23
  %169 = add nuw nsw i32 %155, 4, !dbg !23
  %170 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %169, i64 0, !dbg !23
  %171 = bitcast <2 x i32> %170 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %168, i64 %171, i32 136314896, i1 true, i1 %149) #7, !dbg !23
  %172 = add nuw nsw i32 %152, 6, !dbg !23
  %173 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %172, i64 0, !dbg !23
  %174 = bitcast <2 x i32> %173 to i64, !dbg !23
  %175 = add nuw nsw i32 %155, 6, !dbg !23
  %176 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %175, i64 0, !dbg !23
  %177 = bitcast <2 x i32> %176 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %23, i64 %174, i64 %177, i32 136314896, i1 true, i1 %149) #7, !dbg !23
  %178 = ptrtoint ptr addrspace(3) %143 to i32, !dbg !23
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %149, i32 %178) #7, !dbg !23
  br label %179, !dbg !23

179:                                              ; preds = %144, %127
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %129, i32 %128) #7, !dbg !23
  %180 = add i32 %133, 1, !dbg !23
  %181 = icmp sgt i32 %180, 1, !dbg !23
  %182 = select i1 %181, i32 0, i32 %180, !dbg !23
  %183 = zext i1 %181 to i32, !dbg !23
  %184 = xor i32 %134, %183, !dbg !23
  %185 = add i32 %132, 1, !dbg !24
  %186 = icmp sgt i32 %185, 2, !dbg !24
  %187 = select i1 %186, i32 0, i32 %185, !dbg !24
  %188 = shl nuw nsw i32 %135, 6, !dbg !27
  %189 = add nuw i32 %188, 192, !dbg !27
  %190 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %187, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %191 = and i1 %57, %136, !dbg !24
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %191, ptr addrspace(3) %190) #7, !dbg !24
  %192 = shl i32 %187, 13, !dbg !25
  %193 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %192, !dbg !25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %194 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %195 = extractvalue { i32, i1 } %194, 1, !dbg !25
  %196 = and i1 %136, %195, !dbg !25
  %197 = and i1 %63, %196, !dbg !25
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %197, ptr addrspace(3) %193, ptr nonnull %0, i32 %189, i32 %67, ptr addrspace(3) %190) #7, !dbg !25
  %198 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %192, !dbg !26
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %199 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !26
  %200 = extractvalue { i32, i1 } %199, 1, !dbg !26
  %201 = and i1 %136, %200, !dbg !26
  %202 = and i1 %63, %201, !dbg !26
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %202, ptr addrspace(3) %198, ptr nonnull %5, i32 %189, i32 %30, ptr addrspace(3) %190) #7, !dbg !26
  %203 = add nuw nsw i32 %135, 1, !dbg !24
  %exitcond.not = icmp eq i32 %135, %126, !dbg !24
  br i1 %exitcond.not, label %._crit_edge, label %127, !dbg !24

._crit_edge:                                      ; preds = %179, %114
  %.lcssa1 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336), %114 ], [ %143, %179 ], !dbg !24
  %.lcssa = phi i32 [ 0, %114 ], [ %134, %179 ], !dbg !24
  br i1 %55, label %204, label %205, !dbg !24

204:                                              ; preds = %._crit_edge
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %.lcssa1, i32 %.lcssa) #7, !dbg !23
  br label %205, !dbg !24

205:                                              ; preds = %204, %._crit_edge
  %206 = inttoptr i32 %23 to ptr addrspace(6), !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %207 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %208 = extractvalue { i32, i1 } %207, 1, !dbg !24
  %209 = and i1 %39, %208, !dbg !24
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %209, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304)) #7, !dbg !24
  %210 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %211 = extractvalue { i32, i1 } %210, 1, !dbg !24
  %212 = and i1 %39, %211, !dbg !24
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %212, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98312)) #7, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %213 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %214 = extractvalue { i32, i1 } %213, 1, !dbg !24
  %215 = and i1 %39, %214, !dbg !24
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %215, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98320)) #7, !dbg !24
  %216 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %217 = extractvalue { i32, i1 } %216, 1, !dbg !24
  %218 = and i1 %39, %217, !dbg !24
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %218, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336)) #7, !dbg !24
  %219 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %220 = extractvalue { i32, i1 } %219, 1, !dbg !24
  %221 = and i1 %39, %220, !dbg !24
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %221, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98344)) #7, !dbg !24
  %222 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %38) #7, !dbg !23
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 0, !dbg !23
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 1, !dbg !23
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 2, !dbg !23
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 3, !dbg !23
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 4, !dbg !23
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 5, !dbg !23
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 6, !dbg !23
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 7, !dbg !23
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 8, !dbg !23
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 9, !dbg !23
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 10, !dbg !23
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 11, !dbg !23
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 12, !dbg !23
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 13, !dbg !23
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 14, !dbg !23
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 15, !dbg !23
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 16, !dbg !23
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 17, !dbg !23
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 18, !dbg !23
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 19, !dbg !23
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 20, !dbg !23
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 21, !dbg !23
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 22, !dbg !23
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 23, !dbg !23
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 24, !dbg !23
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 25, !dbg !23
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 26, !dbg !23
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 27, !dbg !23
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 28, !dbg !23
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 29, !dbg !23
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 30, !dbg !23
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 31, !dbg !23
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 32, !dbg !23
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 33, !dbg !23
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 34, !dbg !23
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 35, !dbg !23
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 36, !dbg !23
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 37, !dbg !23
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 38, !dbg !23
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 39, !dbg !23
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 40, !dbg !23
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 41, !dbg !23
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 42, !dbg !23
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 43, !dbg !23
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 44, !dbg !23
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 45, !dbg !23
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 46, !dbg !23
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 47, !dbg !23
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 48, !dbg !23
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 49, !dbg !23
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 50, !dbg !23
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 51, !dbg !23
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 52, !dbg !23
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 53, !dbg !23
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 54, !dbg !23
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 55, !dbg !23
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 56, !dbg !23
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 57, !dbg !23
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 58, !dbg !23
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 59, !dbg !23
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 60, !dbg !23
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 61, !dbg !23
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 62, !dbg !23
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %222, 63, !dbg !23
  %287 = insertelement <2 x i32> poison, i32 %223, i64 0, !dbg !23
  %288 = insertelement <2 x i32> %287, i32 %224, i64 1, !dbg !23
  %289 = bitcast <2 x i32> %288 to <2 x float>, !dbg !23
  %290 = fptrunc <2 x float> %289 to <2 x half>, !dbg !28
  %291 = insertelement <2 x i32> poison, i32 %225, i64 0, !dbg !23
  %292 = insertelement <2 x i32> %291, i32 %226, i64 1, !dbg !23
  %293 = bitcast <2 x i32> %292 to <2 x float>, !dbg !23
  %294 = fptrunc <2 x float> %293 to <2 x half>, !dbg !28
  %295 = insertelement <2 x i32> poison, i32 %227, i64 0, !dbg !23
  %296 = insertelement <2 x i32> %295, i32 %228, i64 1, !dbg !23
  %297 = bitcast <2 x i32> %296 to <2 x float>, !dbg !23
  %298 = fptrunc <2 x float> %297 to <2 x half>, !dbg !28
  %299 = insertelement <2 x i32> poison, i32 %229, i64 0, !dbg !23
  %300 = insertelement <2 x i32> %299, i32 %230, i64 1, !dbg !23
  %301 = bitcast <2 x i32> %300 to <2 x float>, !dbg !23
  %302 = fptrunc <2 x float> %301 to <2 x half>, !dbg !28
  %303 = insertelement <2 x i32> poison, i32 %231, i64 0, !dbg !23
  %304 = insertelement <2 x i32> %303, i32 %232, i64 1, !dbg !23
  %305 = bitcast <2 x i32> %304 to <2 x float>, !dbg !23
  %306 = fptrunc <2 x float> %305 to <2 x half>, !dbg !28
  %307 = insertelement <2 x i32> poison, i32 %233, i64 0, !dbg !23
  %308 = insertelement <2 x i32> %307, i32 %234, i64 1, !dbg !23
  %309 = bitcast <2 x i32> %308 to <2 x float>, !dbg !23
  %310 = fptrunc <2 x float> %309 to <2 x half>, !dbg !28
  %311 = insertelement <2 x i32> poison, i32 %235, i64 0, !dbg !23
  %312 = insertelement <2 x i32> %311, i32 %236, i64 1, !dbg !23
  %313 = bitcast <2 x i32> %312 to <2 x float>, !dbg !23
  %314 = fptrunc <2 x float> %313 to <2 x half>, !dbg !28
  %315 = insertelement <2 x i32> poison, i32 %237, i64 0, !dbg !23
  %316 = insertelement <2 x i32> %315, i32 %238, i64 1, !dbg !23
  %317 = bitcast <2 x i32> %316 to <2 x float>, !dbg !23
  %318 = fptrunc <2 x float> %317 to <2 x half>, !dbg !28
  %319 = insertelement <2 x i32> poison, i32 %239, i64 0, !dbg !23
  %320 = insertelement <2 x i32> %319, i32 %240, i64 1, !dbg !23
  %321 = bitcast <2 x i32> %320 to <2 x float>, !dbg !23
  %322 = fptrunc <2 x float> %321 to <2 x half>, !dbg !28
  %323 = insertelement <2 x i32> poison, i32 %241, i64 0, !dbg !23
  %324 = insertelement <2 x i32> %323, i32 %242, i64 1, !dbg !23
  %325 = bitcast <2 x i32> %324 to <2 x float>, !dbg !23
  %326 = fptrunc <2 x float> %325 to <2 x half>, !dbg !28
  %327 = insertelement <2 x i32> poison, i32 %243, i64 0, !dbg !23
  %328 = insertelement <2 x i32> %327, i32 %244, i64 1, !dbg !23
  %329 = bitcast <2 x i32> %328 to <2 x float>, !dbg !23
  %330 = fptrunc <2 x float> %329 to <2 x half>, !dbg !28
  %331 = insertelement <2 x i32> poison, i32 %245, i64 0, !dbg !23
  %332 = insertelement <2 x i32> %331, i32 %246, i64 1, !dbg !23
  %333 = bitcast <2 x i32> %332 to <2 x float>, !dbg !23
  %334 = fptrunc <2 x float> %333 to <2 x half>, !dbg !28
  %335 = insertelement <2 x i32> poison, i32 %247, i64 0, !dbg !23
  %336 = insertelement <2 x i32> %335, i32 %248, i64 1, !dbg !23
  %337 = bitcast <2 x i32> %336 to <2 x float>, !dbg !23
  %338 = fptrunc <2 x float> %337 to <2 x half>, !dbg !28
  %339 = insertelement <2 x i32> poison, i32 %249, i64 0, !dbg !23
  %340 = insertelement <2 x i32> %339, i32 %250, i64 1, !dbg !23
  %341 = bitcast <2 x i32> %340 to <2 x float>, !dbg !23
  %342 = fptrunc <2 x float> %341 to <2 x half>, !dbg !28
  %343 = insertelement <2 x i32> poison, i32 %251, i64 0, !dbg !23
  %344 = insertelement <2 x i32> %343, i32 %252, i64 1, !dbg !23
  %345 = bitcast <2 x i32> %344 to <2 x float>, !dbg !23
  %346 = fptrunc <2 x float> %345 to <2 x half>, !dbg !28
  %347 = insertelement <2 x i32> poison, i32 %253, i64 0, !dbg !23
  %348 = insertelement <2 x i32> %347, i32 %254, i64 1, !dbg !23
  %349 = bitcast <2 x i32> %348 to <2 x float>, !dbg !23
  %350 = fptrunc <2 x float> %349 to <2 x half>, !dbg !28
  %351 = insertelement <2 x i32> poison, i32 %255, i64 0, !dbg !23
  %352 = insertelement <2 x i32> %351, i32 %256, i64 1, !dbg !23
  %353 = bitcast <2 x i32> %352 to <2 x float>, !dbg !23
  %354 = fptrunc <2 x float> %353 to <2 x half>, !dbg !28
  %355 = insertelement <2 x i32> poison, i32 %257, i64 0, !dbg !23
  %356 = insertelement <2 x i32> %355, i32 %258, i64 1, !dbg !23
  %357 = bitcast <2 x i32> %356 to <2 x float>, !dbg !23
  %358 = fptrunc <2 x float> %357 to <2 x half>, !dbg !28
  %359 = insertelement <2 x i32> poison, i32 %259, i64 0, !dbg !23
  %360 = insertelement <2 x i32> %359, i32 %260, i64 1, !dbg !23
  %361 = bitcast <2 x i32> %360 to <2 x float>, !dbg !23
  %362 = fptrunc <2 x float> %361 to <2 x half>, !dbg !28
  %363 = insertelement <2 x i32> poison, i32 %261, i64 0, !dbg !23
  %364 = insertelement <2 x i32> %363, i32 %262, i64 1, !dbg !23
  %365 = bitcast <2 x i32> %364 to <2 x float>, !dbg !23
  %366 = fptrunc <2 x float> %365 to <2 x half>, !dbg !28
  %367 = insertelement <2 x i32> poison, i32 %263, i64 0, !dbg !23
  %368 = insertelement <2 x i32> %367, i32 %264, i64 1, !dbg !23
  %369 = bitcast <2 x i32> %368 to <2 x float>, !dbg !23
  %370 = fptrunc <2 x float> %369 to <2 x half>, !dbg !28
  %371 = insertelement <2 x i32> poison, i32 %265, i64 0, !dbg !23
  %372 = insertelement <2 x i32> %371, i32 %266, i64 1, !dbg !23
  %373 = bitcast <2 x i32> %372 to <2 x float>, !dbg !23
  %374 = fptrunc <2 x float> %373 to <2 x half>, !dbg !28
  %375 = insertelement <2 x i32> poison, i32 %267, i64 0, !dbg !23
  %376 = insertelement <2 x i32> %375, i32 %268, i64 1, !dbg !23
  %377 = bitcast <2 x i32> %376 to <2 x float>, !dbg !23
  %378 = fptrunc <2 x float> %377 to <2 x half>, !dbg !28
  %379 = insertelement <2 x i32> poison, i32 %269, i64 0, !dbg !23
  %380 = insertelement <2 x i32> %379, i32 %270, i64 1, !dbg !23
  %381 = bitcast <2 x i32> %380 to <2 x float>, !dbg !23
  %382 = fptrunc <2 x float> %381 to <2 x half>, !dbg !28
  %383 = insertelement <2 x i32> poison, i32 %271, i64 0, !dbg !23
  %384 = insertelement <2 x i32> %383, i32 %272, i64 1, !dbg !23
  %385 = bitcast <2 x i32> %384 to <2 x float>, !dbg !23
  %386 = fptrunc <2 x float> %385 to <2 x half>, !dbg !28
  %387 = insertelement <2 x i32> poison, i32 %273, i64 0, !dbg !23
  %388 = insertelement <2 x i32> %387, i32 %274, i64 1, !dbg !23
  %389 = bitcast <2 x i32> %388 to <2 x float>, !dbg !23
  %390 = fptrunc <2 x float> %389 to <2 x half>, !dbg !28
  %391 = insertelement <2 x i32> poison, i32 %275, i64 0, !dbg !23
  %392 = insertelement <2 x i32> %391, i32 %276, i64 1, !dbg !23
  %393 = bitcast <2 x i32> %392 to <2 x float>, !dbg !23
  %394 = fptrunc <2 x float> %393 to <2 x half>, !dbg !28
  %395 = insertelement <2 x i32> poison, i32 %277, i64 0, !dbg !23
  %396 = insertelement <2 x i32> %395, i32 %278, i64 1, !dbg !23
  %397 = bitcast <2 x i32> %396 to <2 x float>, !dbg !23
  %398 = fptrunc <2 x float> %397 to <2 x half>, !dbg !28
  %399 = insertelement <2 x i32> poison, i32 %279, i64 0, !dbg !23
  %400 = insertelement <2 x i32> %399, i32 %280, i64 1, !dbg !23
  %401 = bitcast <2 x i32> %400 to <2 x float>, !dbg !23
  %402 = fptrunc <2 x float> %401 to <2 x half>, !dbg !28
  %403 = insertelement <2 x i32> poison, i32 %281, i64 0, !dbg !23
  %404 = insertelement <2 x i32> %403, i32 %282, i64 1, !dbg !23
  %405 = bitcast <2 x i32> %404 to <2 x float>, !dbg !23
  %406 = fptrunc <2 x float> %405 to <2 x half>, !dbg !28
  %407 = insertelement <2 x i32> poison, i32 %283, i64 0, !dbg !23
  %408 = insertelement <2 x i32> %407, i32 %284, i64 1, !dbg !23
  %409 = bitcast <2 x i32> %408 to <2 x float>, !dbg !23
  %410 = fptrunc <2 x float> %409 to <2 x half>, !dbg !28
  %411 = insertelement <2 x i32> poison, i32 %285, i64 0, !dbg !23
  %412 = insertelement <2 x i32> %411, i32 %286, i64 1, !dbg !23
  %413 = bitcast <2 x i32> %412 to <2 x float>, !dbg !23
  %414 = fptrunc <2 x float> %413 to <2 x half>, !dbg !28
  %415 = shl nuw nsw i32 %21, 7, !dbg !29
  %416 = and i32 %415, 32640, !dbg !29
  %417 = shl nuw nsw i32 %21, 4, !dbg !29
  %418 = and i32 %417, 112, !dbg !29
  %419 = or disjoint i32 %416, %418, !dbg !29
  %420 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %419, !dbg !29
  %421 = bitcast <2 x half> %290 to i32, !dbg !29
  %422 = bitcast <2 x half> %294 to i32, !dbg !29
  %423 = bitcast <2 x half> %298 to i32, !dbg !29
  %424 = bitcast <2 x half> %302 to i32, !dbg !29
  %425 = insertelement <4 x i32> poison, i32 %421, i64 0, !dbg !29
  %426 = insertelement <4 x i32> %425, i32 %422, i64 1, !dbg !29
  %427 = insertelement <4 x i32> %426, i32 %423, i64 2, !dbg !29
  %428 = insertelement <4 x i32> %427, i32 %424, i64 3, !dbg !29
  store <4 x i32> %428, ptr addrspace(3) %420, align 16, !dbg !29
  %429 = xor i32 %419, 16, !dbg !29
  %430 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %429, !dbg !29
  %431 = bitcast <2 x half> %306 to i32, !dbg !29
  %432 = bitcast <2 x half> %310 to i32, !dbg !29
  %433 = bitcast <2 x half> %314 to i32, !dbg !29
  %434 = bitcast <2 x half> %318 to i32, !dbg !29
  %435 = insertelement <4 x i32> poison, i32 %431, i64 0, !dbg !29
  %436 = insertelement <4 x i32> %435, i32 %432, i64 1, !dbg !29
  %437 = insertelement <4 x i32> %436, i32 %433, i64 2, !dbg !29
  %438 = insertelement <4 x i32> %437, i32 %434, i64 3, !dbg !29
  store <4 x i32> %438, ptr addrspace(3) %430, align 16, !dbg !29
  %439 = xor i32 %419, 32, !dbg !29
  %440 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %439, !dbg !29
  %441 = bitcast <2 x half> %322 to i32, !dbg !29
  %442 = bitcast <2 x half> %326 to i32, !dbg !29
  %443 = bitcast <2 x half> %330 to i32, !dbg !29
  %444 = bitcast <2 x half> %334 to i32, !dbg !29
  %445 = insertelement <4 x i32> poison, i32 %441, i64 0, !dbg !29
  %446 = insertelement <4 x i32> %445, i32 %442, i64 1, !dbg !29
  %447 = insertelement <4 x i32> %446, i32 %443, i64 2, !dbg !29
  %448 = insertelement <4 x i32> %447, i32 %444, i64 3, !dbg !29
  store <4 x i32> %448, ptr addrspace(3) %440, align 16, !dbg !29
  %449 = xor i32 %419, 48, !dbg !29
  %450 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %449, !dbg !29
  %451 = bitcast <2 x half> %338 to i32, !dbg !29
  %452 = bitcast <2 x half> %342 to i32, !dbg !29
  %453 = bitcast <2 x half> %346 to i32, !dbg !29
  %454 = bitcast <2 x half> %350 to i32, !dbg !29
  %455 = insertelement <4 x i32> poison, i32 %451, i64 0, !dbg !29
  %456 = insertelement <4 x i32> %455, i32 %452, i64 1, !dbg !29
  %457 = insertelement <4 x i32> %456, i32 %453, i64 2, !dbg !29
  %458 = insertelement <4 x i32> %457, i32 %454, i64 3, !dbg !29
  store <4 x i32> %458, ptr addrspace(3) %450, align 16, !dbg !29
  %459 = xor i32 %419, 64, !dbg !29
  %460 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %459, !dbg !29
  %461 = bitcast <2 x half> %354 to i32, !dbg !29
  %462 = bitcast <2 x half> %358 to i32, !dbg !29
  %463 = bitcast <2 x half> %362 to i32, !dbg !29
  %464 = bitcast <2 x half> %366 to i32, !dbg !29
  %465 = insertelement <4 x i32> poison, i32 %461, i64 0, !dbg !29
  %466 = insertelement <4 x i32> %465, i32 %462, i64 1, !dbg !29
  %467 = insertelement <4 x i32> %466, i32 %463, i64 2, !dbg !29
  %468 = insertelement <4 x i32> %467, i32 %464, i64 3, !dbg !29
  store <4 x i32> %468, ptr addrspace(3) %460, align 16, !dbg !29
  %469 = xor i32 %419, 80, !dbg !29
  %470 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %469, !dbg !29
  %471 = bitcast <2 x half> %370 to i32, !dbg !29
  %472 = bitcast <2 x half> %374 to i32, !dbg !29
  %473 = bitcast <2 x half> %378 to i32, !dbg !29
  %474 = bitcast <2 x half> %382 to i32, !dbg !29
  %475 = insertelement <4 x i32> poison, i32 %471, i64 0, !dbg !29
  %476 = insertelement <4 x i32> %475, i32 %472, i64 1, !dbg !29
  %477 = insertelement <4 x i32> %476, i32 %473, i64 2, !dbg !29
  %478 = insertelement <4 x i32> %477, i32 %474, i64 3, !dbg !29
  store <4 x i32> %478, ptr addrspace(3) %470, align 16, !dbg !29
  %479 = xor i32 %419, 96, !dbg !29
  %480 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %479, !dbg !29
  %481 = bitcast <2 x half> %386 to i32, !dbg !29
  %482 = bitcast <2 x half> %390 to i32, !dbg !29
  %483 = bitcast <2 x half> %394 to i32, !dbg !29
  %484 = bitcast <2 x half> %398 to i32, !dbg !29
  %485 = insertelement <4 x i32> poison, i32 %481, i64 0, !dbg !29
  %486 = insertelement <4 x i32> %485, i32 %482, i64 1, !dbg !29
  %487 = insertelement <4 x i32> %486, i32 %483, i64 2, !dbg !29
  %488 = insertelement <4 x i32> %487, i32 %484, i64 3, !dbg !29
  store <4 x i32> %488, ptr addrspace(3) %480, align 16, !dbg !29
  %489 = xor i32 %419, 112, !dbg !29
  %490 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %489, !dbg !29
  %491 = bitcast <2 x half> %402 to i32, !dbg !29
  %492 = bitcast <2 x half> %406 to i32, !dbg !29
  %493 = bitcast <2 x half> %410 to i32, !dbg !29
  %494 = bitcast <2 x half> %414 to i32, !dbg !29
  %495 = insertelement <4 x i32> poison, i32 %491, i64 0, !dbg !29
  %496 = insertelement <4 x i32> %495, i32 %492, i64 1, !dbg !29
  %497 = insertelement <4 x i32> %496, i32 %493, i64 2, !dbg !29
  %498 = insertelement <4 x i32> %497, i32 %494, i64 3, !dbg !29
  store <4 x i32> %498, ptr addrspace(3) %490, align 16, !dbg !29
  call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !29
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  %499 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !29
  %500 = extractvalue { i32, i1 } %499, 1, !dbg !29
  %501 = icmp samesign ult i32 %56, 64, !dbg !29
  %502 = and i1 %501, %500, !dbg !29
  %503 = and i32 %32, 1, !dbg !29
  %.idx = shl nuw nsw i32 %503, 14, !dbg !29
  %504 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx, !dbg !29
  %505 = shl i32 %32, 6, !dbg !29
  %506 = or i32 %505, %65, !dbg !29
  %507 = and i32 %506, 128, !dbg !29
  %508 = shl nuw nsw i32 %503, 6, !dbg !29
  %509 = or disjoint i32 %508, %30, !dbg !29
  %510 = or disjoint i32 %507, %29, !dbg !29
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %502, ptr nonnull %10, i32 %509, i32 %510, ptr addrspace(3) %504) #7, !dbg !29
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !29
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !29
  call void @llvm.nvvm.barrier.cluster.arrive.aligned(), !dbg !12
  call void @llvm.nvvm.barrier.cluster.wait.aligned(), !dbg !12
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 128;", "b,r"(i1 %22, ptr addrspace(6) %206) #7, !dbg !12
  ret void, !dbg !12
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank() #1

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #4

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #6

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #7

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #7

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.aligned() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.wait.aligned() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nounwind "nvvm.cluster_dim"="2" "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nounwind }
attributes #7 = { nounwind }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_corpus.py", directory: "/work/wt-corpus/scripts/corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "cluster2_matmul_kernel", linkageName: "cluster2_matmul_kernel", scope: !1, file: !1, line: 179, type: !5, scopeLine: 179, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !9, !10, !10, !7, !9, !9, !10, !10, !7, !9, !9, !10, !10, !9, !9, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 0)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!12 = !DILocation(line: 179, column: 1, scope: !4)
!13 = !DILocation(line: 184, column: 13, scope: !4)
!14 = !DILocation(line: 185, column: 13, scope: !4)
!15 = !DILocation(line: 43, column: 13, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: "/work/wt-corpus/.tools/venv/lib/python3.11/site-packages/triton/language")
!18 = !DILocation(line: 187, column: 21, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 43, column: 12, scope: !16, inlinedAt: !18)
!21 = !DILocation(line: 188, column: 26, scope: !4)
!22 = !DILocation(line: 189, column: 26, scope: !4)
!23 = !DILocation(line: 190, column: 15, scope: !4)
!24 = !DILocation(line: 187, column: 5, scope: !4)
!25 = !DILocation(line: 188, column: 13, scope: !4)
!26 = !DILocation(line: 189, column: 13, scope: !4)
!27 = !DILocation(line: 188, column: 43, scope: !4)
!28 = !DILocation(line: 191, column: 54, scope: !4)
!29 = !DILocation(line: 191, column: 5, scope: !4)
