; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @attention_ws_kernel(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, i32 %1, i32 %2, i64 %3, i64 %4, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %5, i32 %6, i32 %7, i64 %8, i64 %9, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %10, i32 %11, i32 %12, i64 %13, i64 %14, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %15, i32 %16, i32 %17, i64 %18, i64 %19, i32 %20, float %21, ptr addrspace(1) nofree readnone captures(none) %22, ptr addrspace(1) nofree readnone captures(none) %23) local_unnamed_addr #0 !dbg !6 {
  %25 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %26 = icmp samesign ult i32 %25, 32, !dbg !15
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 512;", "b,r"(i1 %26, ptr addrspace(3) @global_smem) #11, !dbg !15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !15
  %27 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !15
  %28 = inttoptr i32 %27 to ptr addrspace(6), !dbg !15
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %26) #11, !dbg !15
  %29 = lshr i32 %25, 5, !dbg !15
  %30 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %29, i32 0, i32 31), !dbg !15
  %31 = icmp ult i32 %30, 8, !dbg !15
  br i1 %31, label %572, label %.preheader, !dbg !15

.preheader:                                       ; preds = %24, %.preheader.backedge
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !15
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !15
  %32 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165472), i32 %30, !dbg !15
  %33 = getelementptr i8, ptr addrspace(3) %32, i32 -8, !dbg !15
  %34 = load i8, ptr addrspace(3) %33, align 1, !dbg !15
  switch i8 %34, label %35 [
    i8 0, label %37
    i8 1, label %265
    i8 2, label %519
    i8 3, label %571
    i8 4, label %36
  ], !dbg !15

35:                                               ; preds = %.preheader
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !15
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !15
  br label %.preheader.backedge, !dbg !15

common.ret:                                       ; preds = %._crit_edge215, %36
  ret void, !dbg !15

36:                                               ; preds = %.preheader
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !15
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 512;", "b,r"(i1 %26, ptr addrspace(6) %28) #11, !dbg !15
  br label %common.ret, !dbg !15

37:                                               ; preds = %.preheader
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 88), !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  %38 = icmp sgt i32 %20, 0, !dbg !16
  %39 = and i32 %25, 255
  br i1 %38, label %.lr.ph211, label %._crit_edge212, !dbg !16

.lr.ph211:                                        ; preds = %37
  %40 = shl nuw nsw i32 %29, 7
  %41 = shl nuw nsw i32 %25, 4
  %42 = or i32 %40, %41
  %43 = and i32 %42, 496
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 163840), i32 %43
  %45 = icmp eq i32 %39, 0
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 164352), i32 %43
  br label %47, !dbg !16

47:                                               ; preds = %.lr.ph211, %__nv_exp2f.exit
  %48 = phi i32 [ 1, %.lr.ph211 ], [ %50, %__nv_exp2f.exit ]
  %49 = phi i32 [ 0, %.lr.ph211 ], [ %262, %__nv_exp2f.exit ]
  %50 = xor i32 %48, 1, !dbg !17
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165536), i32 %50) #11, !dbg !17
  %51 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %44), !dbg !17
  %52 = bitcast i32 %51 to float, !dbg !17
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 256), !dbg !17
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %45, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165520)) #11, !dbg !17
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165568), i32 %50) #11, !dbg !18
  %53 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %46), !dbg !18
  %54 = bitcast i32 %53 to float, !dbg !18
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 256), !dbg !18
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %45, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165552)) #11, !dbg !18
  %55 = fsub float %52, %54, !dbg !19
  %56 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !20
  %.not.i = icmp eq i32 %56, 0, !dbg !20
  br i1 %.not.i, label %59, label %57, !dbg !20

57:                                               ; preds = %47
  %58 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %55), !dbg !20
  br label %__nv_exp2f.exit, !dbg !20

59:                                               ; preds = %47
  %60 = call float @llvm.nvvm.ex2.approx.f32(float %55), !dbg !20
  br label %__nv_exp2f.exit, !dbg !20

__nv_exp2f.exit:                                  ; preds = %57, %59
  %.0.i = phi float [ %58, %57 ], [ %60, %59 ], !dbg !20
  %61 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %29, i32 0, i32 31), !dbg !21
  %62 = shl i32 %61, 21, !dbg !21
  %63 = and i32 %62, 6291456, !dbg !21
  %64 = add i32 %63, %27, !dbg !21
  %65 = shl i32 %61, 4, !dbg !21
  %66 = and i32 %65, 64, !dbg !21
  %67 = add i32 %64, %66, !dbg !21
  %68 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %67) #11, !dbg !21
  %69 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 0, !dbg !21
  %70 = bitcast i32 %69 to float, !dbg !21
  %71 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 1, !dbg !21
  %72 = bitcast i32 %71 to float, !dbg !21
  %73 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 2, !dbg !21
  %74 = bitcast i32 %73 to float, !dbg !21
  %75 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 3, !dbg !21
  %76 = bitcast i32 %75 to float, !dbg !21
  %77 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 4, !dbg !21
  %78 = bitcast i32 %77 to float, !dbg !21
  %79 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 5, !dbg !21
  %80 = bitcast i32 %79 to float, !dbg !21
  %81 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 6, !dbg !21
  %82 = bitcast i32 %81 to float, !dbg !21
  %83 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 7, !dbg !21
  %84 = bitcast i32 %83 to float, !dbg !21
  %85 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 8, !dbg !21
  %86 = bitcast i32 %85 to float, !dbg !21
  %87 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 9, !dbg !21
  %88 = bitcast i32 %87 to float, !dbg !21
  %89 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 10, !dbg !21
  %90 = bitcast i32 %89 to float, !dbg !21
  %91 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 11, !dbg !21
  %92 = bitcast i32 %91 to float, !dbg !21
  %93 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 12, !dbg !21
  %94 = bitcast i32 %93 to float, !dbg !21
  %95 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 13, !dbg !21
  %96 = bitcast i32 %95 to float, !dbg !21
  %97 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 14, !dbg !21
  %98 = bitcast i32 %97 to float, !dbg !21
  %99 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 15, !dbg !21
  %100 = bitcast i32 %99 to float, !dbg !21
  %101 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 16, !dbg !21
  %102 = bitcast i32 %101 to float, !dbg !21
  %103 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 17, !dbg !21
  %104 = bitcast i32 %103 to float, !dbg !21
  %105 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 18, !dbg !21
  %106 = bitcast i32 %105 to float, !dbg !21
  %107 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 19, !dbg !21
  %108 = bitcast i32 %107 to float, !dbg !21
  %109 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 20, !dbg !21
  %110 = bitcast i32 %109 to float, !dbg !21
  %111 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 21, !dbg !21
  %112 = bitcast i32 %111 to float, !dbg !21
  %113 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 22, !dbg !21
  %114 = bitcast i32 %113 to float, !dbg !21
  %115 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 23, !dbg !21
  %116 = bitcast i32 %115 to float, !dbg !21
  %117 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 24, !dbg !21
  %118 = bitcast i32 %117 to float, !dbg !21
  %119 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 25, !dbg !21
  %120 = bitcast i32 %119 to float, !dbg !21
  %121 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 26, !dbg !21
  %122 = bitcast i32 %121 to float, !dbg !21
  %123 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 27, !dbg !21
  %124 = bitcast i32 %123 to float, !dbg !21
  %125 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 28, !dbg !21
  %126 = bitcast i32 %125 to float, !dbg !21
  %127 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 29, !dbg !21
  %128 = bitcast i32 %127 to float, !dbg !21
  %129 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 30, !dbg !21
  %130 = bitcast i32 %129 to float, !dbg !21
  %131 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %68, 31, !dbg !21
  %132 = bitcast i32 %131 to float, !dbg !21
  %133 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32 + 32];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %67) #11, !dbg !21
  %134 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 0, !dbg !21
  %135 = bitcast i32 %134 to float, !dbg !21
  %136 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 1, !dbg !21
  %137 = bitcast i32 %136 to float, !dbg !21
  %138 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 2, !dbg !21
  %139 = bitcast i32 %138 to float, !dbg !21
  %140 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 3, !dbg !21
  %141 = bitcast i32 %140 to float, !dbg !21
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 4, !dbg !21
  %143 = bitcast i32 %142 to float, !dbg !21
  %144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 5, !dbg !21
  %145 = bitcast i32 %144 to float, !dbg !21
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 6, !dbg !21
  %147 = bitcast i32 %146 to float, !dbg !21
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 7, !dbg !21
  %149 = bitcast i32 %148 to float, !dbg !21
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 8, !dbg !21
  %151 = bitcast i32 %150 to float, !dbg !21
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 9, !dbg !21
  %153 = bitcast i32 %152 to float, !dbg !21
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 10, !dbg !21
  %155 = bitcast i32 %154 to float, !dbg !21
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 11, !dbg !21
  %157 = bitcast i32 %156 to float, !dbg !21
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 12, !dbg !21
  %159 = bitcast i32 %158 to float, !dbg !21
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 13, !dbg !21
  %161 = bitcast i32 %160 to float, !dbg !21
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 14, !dbg !21
  %163 = bitcast i32 %162 to float, !dbg !21
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 15, !dbg !21
  %165 = bitcast i32 %164 to float, !dbg !21
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 16, !dbg !21
  %167 = bitcast i32 %166 to float, !dbg !21
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 17, !dbg !21
  %169 = bitcast i32 %168 to float, !dbg !21
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 18, !dbg !21
  %171 = bitcast i32 %170 to float, !dbg !21
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 19, !dbg !21
  %173 = bitcast i32 %172 to float, !dbg !21
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 20, !dbg !21
  %175 = bitcast i32 %174 to float, !dbg !21
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 21, !dbg !21
  %177 = bitcast i32 %176 to float, !dbg !21
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 22, !dbg !21
  %179 = bitcast i32 %178 to float, !dbg !21
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 23, !dbg !21
  %181 = bitcast i32 %180 to float, !dbg !21
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 24, !dbg !21
  %183 = bitcast i32 %182 to float, !dbg !21
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 25, !dbg !21
  %185 = bitcast i32 %184 to float, !dbg !21
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 26, !dbg !21
  %187 = bitcast i32 %186 to float, !dbg !21
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 27, !dbg !21
  %189 = bitcast i32 %188 to float, !dbg !21
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 28, !dbg !21
  %191 = bitcast i32 %190 to float, !dbg !21
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 29, !dbg !21
  %193 = bitcast i32 %192 to float, !dbg !21
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 30, !dbg !21
  %195 = bitcast i32 %194 to float, !dbg !21
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 31, !dbg !21
  %197 = bitcast i32 %196 to float, !dbg !21
  %198 = fmul float %.0.i, %70, !dbg !22
  %199 = fmul float %.0.i, %72, !dbg !22
  %200 = fmul float %.0.i, %74, !dbg !22
  %201 = fmul float %.0.i, %76, !dbg !22
  %202 = fmul float %.0.i, %78, !dbg !22
  %203 = fmul float %.0.i, %80, !dbg !22
  %204 = fmul float %.0.i, %82, !dbg !22
  %205 = fmul float %.0.i, %84, !dbg !22
  %206 = fmul float %.0.i, %86, !dbg !22
  %207 = fmul float %.0.i, %88, !dbg !22
  %208 = fmul float %.0.i, %90, !dbg !22
  %209 = fmul float %.0.i, %92, !dbg !22
  %210 = fmul float %.0.i, %94, !dbg !22
  %211 = fmul float %.0.i, %96, !dbg !22
  %212 = fmul float %.0.i, %98, !dbg !22
  %213 = fmul float %.0.i, %100, !dbg !22
  %214 = fmul float %.0.i, %102, !dbg !22
  %215 = fmul float %.0.i, %104, !dbg !22
  %216 = fmul float %.0.i, %106, !dbg !22
  %217 = fmul float %.0.i, %108, !dbg !22
  %218 = fmul float %.0.i, %110, !dbg !22
  %219 = fmul float %.0.i, %112, !dbg !22
  %220 = fmul float %.0.i, %114, !dbg !22
  %221 = fmul float %.0.i, %116, !dbg !22
  %222 = fmul float %.0.i, %118, !dbg !22
  %223 = fmul float %.0.i, %120, !dbg !22
  %224 = fmul float %.0.i, %122, !dbg !22
  %225 = fmul float %.0.i, %124, !dbg !22
  %226 = fmul float %.0.i, %126, !dbg !22
  %227 = fmul float %.0.i, %128, !dbg !22
  %228 = fmul float %.0.i, %130, !dbg !22
  %229 = fmul float %.0.i, %132, !dbg !22
  %230 = fmul float %.0.i, %135, !dbg !22
  %231 = fmul float %.0.i, %137, !dbg !22
  %232 = fmul float %.0.i, %139, !dbg !22
  %233 = fmul float %.0.i, %141, !dbg !22
  %234 = fmul float %.0.i, %143, !dbg !22
  %235 = fmul float %.0.i, %145, !dbg !22
  %236 = fmul float %.0.i, %147, !dbg !22
  %237 = fmul float %.0.i, %149, !dbg !22
  %238 = fmul float %.0.i, %151, !dbg !22
  %239 = fmul float %.0.i, %153, !dbg !22
  %240 = fmul float %.0.i, %155, !dbg !22
  %241 = fmul float %.0.i, %157, !dbg !22
  %242 = fmul float %.0.i, %159, !dbg !22
  %243 = fmul float %.0.i, %161, !dbg !22
  %244 = fmul float %.0.i, %163, !dbg !22
  %245 = fmul float %.0.i, %165, !dbg !22
  %246 = fmul float %.0.i, %167, !dbg !22
  %247 = fmul float %.0.i, %169, !dbg !22
  %248 = fmul float %.0.i, %171, !dbg !22
  %249 = fmul float %.0.i, %173, !dbg !22
  %250 = fmul float %.0.i, %175, !dbg !22
  %251 = fmul float %.0.i, %177, !dbg !22
  %252 = fmul float %.0.i, %179, !dbg !22
  %253 = fmul float %.0.i, %181, !dbg !22
  %254 = fmul float %.0.i, %183, !dbg !22
  %255 = fmul float %.0.i, %185, !dbg !22
  %256 = fmul float %.0.i, %187, !dbg !22
  %257 = fmul float %.0.i, %189, !dbg !22
  %258 = fmul float %.0.i, %191, !dbg !22
  %259 = fmul float %.0.i, %193, !dbg !22
  %260 = fmul float %.0.i, %195, !dbg !22
  %261 = fmul float %.0.i, %197, !dbg !22
  call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !21
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 256), !dbg !21
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x32.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %67, float %198, float %199, float %200, float %201, float %202, float %203, float %204, float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229) #11, !dbg !21
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x32.b32 [$1 + 32], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %67, float %230, float %231, float %232, float %233, float %234, float %235, float %236, float %237, float %238, float %239, float %240, float %241, float %242, float %243, float %244, float %245, float %246, float %247, float %248, float %249, float %250, float %251, float %252, float %253, float %254, float %255, float %256, float %257, float %258, float %259, float %260, float %261) #11, !dbg !21
  call void @llvm.nvvm.tcgen05.wait.st(), !dbg !21
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 256), !dbg !21
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %45, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165504)) #11, !dbg !21
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165488), i32 %50) #11, !dbg !21
  %262 = add i32 %49, 128, !dbg !16
  %263 = icmp slt i32 %262, %20, !dbg !16
  br i1 %263, label %47, label %._crit_edge212, !dbg !16

._crit_edge212:                                   ; preds = %__nv_exp2f.exit, %37
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 256), !dbg !16
  %264 = icmp eq i32 %39, 0, !dbg !16
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %264, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165504)) #11, !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !16
  br label %.preheader.backedge, !dbg !16

265:                                              ; preds = %.preheader
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  %266 = add i32 %27, 384, !dbg !21
  %267 = add i32 %27, 128, !dbg !23
  %268 = icmp sgt i32 %20, 0, !dbg !16
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165424), i32 0, i1 %268) #11, !dbg !24
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !23
  %269 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %29, i32 0, i32 31), !dbg !23
  %270 = icmp eq i32 %269, 18, !dbg !23
  %271 = and i1 %268, %270, !dbg !23
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !23
  br i1 %271, label %272, label %325, !dbg !23

272:                                              ; preds = %265
  %273 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %274 = extractvalue { i32, i1 } %273, 1, !dbg !23
  %275 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072) to i32), 4, !dbg !23
  %276 = and i32 %275, 32767, !dbg !23
  %277 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4, !dbg !23
  %278 = and i32 %277, 32767, !dbg !23
  %279 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %276, i64 0, !dbg !23
  %280 = bitcast <2 x i32> %279 to i64, !dbg !23
  %281 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %278, i64 0, !dbg !23
  %282 = bitcast <2 x i32> %281 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %267, i64 %280, i64 %282, i32 136314896, i1 false, i1 %274) #11, !dbg !23
  %283 = add nuw nsw i32 %276, 2, !dbg !23
  %284 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %283, i64 0, !dbg !23
  %285 = bitcast <2 x i32> %284 to i64, !dbg !23
  %286 = add nuw nsw i32 %278, 2, !dbg !23
  %287 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %286, i64 0, !dbg !23
  %288 = bitcast <2 x i32> %287 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %267, i64 %285, i64 %288, i32 136314896, i1 true, i1 %274) #11, !dbg !23
  %289 = add nuw nsw i32 %276, 4, !dbg !23
  %290 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %289, i64 0, !dbg !23
  %291 = bitcast <2 x i32> %290 to i64, !dbg !23
  %292 = add nuw nsw i32 %278, 4, !dbg !23
  %293 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %292, i64 0, !dbg !23
  %294 = bitcast <2 x i32> %293 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %267, i64 %291, i64 %294, i32 136314896, i1 true, i1 %274) #11, !dbg !23
  %295 = add nuw nsw i32 %276, 6, !dbg !23
  %296 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %295, i64 0, !dbg !23
  %297 = bitcast <2 x i32> %296 to i64, !dbg !23
  %298 = add nuw nsw i32 %278, 6, !dbg !23
  %299 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %298, i64 0, !dbg !23
  %300 = bitcast <2 x i32> %299 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %267, i64 %297, i64 %300, i32 136314896, i1 true, i1 %274) #11, !dbg !23
  %301 = add nuw nsw i32 %276, 1024, !dbg !23
  %302 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %301, i64 0, !dbg !23
  %303 = bitcast <2 x i32> %302 to i64, !dbg !23
  %304 = add nuw nsw i32 %278, 1024, !dbg !23
  %305 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %304, i64 0, !dbg !23
  %306 = bitcast <2 x i32> %305 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %267, i64 %303, i64 %306, i32 136314896, i1 true, i1 %274) #11, !dbg !23
  %307 = add nuw nsw i32 %276, 1026, !dbg !23
  %308 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %307, i64 0, !dbg !23
  %309 = bitcast <2 x i32> %308 to i64, !dbg !23
  %310 = add nuw nsw i32 %278, 1026, !dbg !23
  %311 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %310, i64 0, !dbg !23
  %312 = bitcast <2 x i32> %311 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %267, i64 %309, i64 %312, i32 136314896, i1 true, i1 %274) #11, !dbg !23
  %313 = add nuw nsw i32 %276, 1028, !dbg !23
  %314 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %313, i64 0, !dbg !23
  %315 = bitcast <2 x i32> %314 to i64, !dbg !23
  %316 = add nuw nsw i32 %278, 1028, !dbg !23
  %317 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %316, i64 0, !dbg !23
  %318 = bitcast <2 x i32> %317 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %267, i64 %315, i64 %318, i32 136314896, i1 true, i1 %274) #11, !dbg !23
  %319 = add nuw nsw i32 %276, 1030, !dbg !23
  %320 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %319, i64 0, !dbg !23
  %321 = bitcast <2 x i32> %320 to i64, !dbg !23
  %322 = add nuw nsw i32 %278, 1030, !dbg !23
  %323 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %322, i64 0, !dbg !23
  %324 = bitcast <2 x i32> %323 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %267, i64 %321, i64 %324, i32 136314896, i1 true, i1 %274) #11, !dbg !23
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %274, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165392) to i32)) #11, !dbg !23
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %274, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165408) to i32)) #11, !dbg !23
  br label %325, !dbg !23

325:                                              ; preds = %272, %265
  %326 = zext i1 %268 to i32, !dbg !16
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165384), i32 1, i1 %268) #11, !dbg !23
  %327 = icmp sgt i32 %20, 128, !dbg !16
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165432), i32 0, i1 %327) #11, !dbg !24
  %328 = and i1 %327, %270, !dbg !23
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !23
  br i1 %328, label %329, label %385, !dbg !23

329:                                              ; preds = %325
  %330 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165392), i32 %326, !dbg !23
  %331 = add i32 %27, 256, !dbg !23
  %332 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %333 = extractvalue { i32, i1 } %332, 1, !dbg !23
  %334 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072) to i32), 4, !dbg !23
  %335 = and i32 %334, 32767, !dbg !23
  %336 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768) to i32), 4, !dbg !23
  %337 = and i32 %336, 32767, !dbg !23
  %338 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %335, i64 0, !dbg !23
  %339 = bitcast <2 x i32> %338 to i64, !dbg !23
  %340 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %337, i64 0, !dbg !23
  %341 = bitcast <2 x i32> %340 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %331, i64 %339, i64 %341, i32 136314896, i1 false, i1 %333) #11, !dbg !23
  %342 = add nuw nsw i32 %335, 2, !dbg !23
  %343 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %342, i64 0, !dbg !23
  %344 = bitcast <2 x i32> %343 to i64, !dbg !23
  %345 = add nuw nsw i32 %337, 2, !dbg !23
  %346 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %345, i64 0, !dbg !23
  %347 = bitcast <2 x i32> %346 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %331, i64 %344, i64 %347, i32 136314896, i1 true, i1 %333) #11, !dbg !23
  %348 = add nuw nsw i32 %335, 4, !dbg !23
  %349 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %348, i64 0, !dbg !23
  %350 = bitcast <2 x i32> %349 to i64, !dbg !23
  %351 = add nuw nsw i32 %337, 4, !dbg !23
  %352 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %351, i64 0, !dbg !23
  %353 = bitcast <2 x i32> %352 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %331, i64 %350, i64 %353, i32 136314896, i1 true, i1 %333) #11, !dbg !23
  %354 = add nuw nsw i32 %335, 6, !dbg !23
  %355 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %354, i64 0, !dbg !23
  %356 = bitcast <2 x i32> %355 to i64, !dbg !23
  %357 = add nuw nsw i32 %337, 6, !dbg !23
  %358 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %357, i64 0, !dbg !23
  %359 = bitcast <2 x i32> %358 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %331, i64 %356, i64 %359, i32 136314896, i1 true, i1 %333) #11, !dbg !23
  %360 = add nuw nsw i32 %335, 1024, !dbg !23
  %361 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %360, i64 0, !dbg !23
  %362 = bitcast <2 x i32> %361 to i64, !dbg !23
  %363 = add nuw nsw i32 %337, 1024, !dbg !23
  %364 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %363, i64 0, !dbg !23
  %365 = bitcast <2 x i32> %364 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %331, i64 %362, i64 %365, i32 136314896, i1 true, i1 %333) #11, !dbg !23
  %366 = add nuw nsw i32 %335, 1026, !dbg !23
  %367 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %366, i64 0, !dbg !23
  %368 = bitcast <2 x i32> %367 to i64, !dbg !23
  %369 = add nuw nsw i32 %337, 1026, !dbg !23
  %370 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %369, i64 0, !dbg !23
  %371 = bitcast <2 x i32> %370 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %331, i64 %368, i64 %371, i32 136314896, i1 true, i1 %333) #11, !dbg !23
  %372 = add nuw nsw i32 %335, 1028, !dbg !23
  %373 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %372, i64 0, !dbg !23
  %374 = bitcast <2 x i32> %373 to i64, !dbg !23
  %375 = add nuw nsw i32 %337, 1028, !dbg !23
  %376 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %375, i64 0, !dbg !23
  %377 = bitcast <2 x i32> %376 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %331, i64 %374, i64 %377, i32 136314896, i1 true, i1 %333) #11, !dbg !23
  %378 = add nuw nsw i32 %335, 1030, !dbg !23
  %379 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %378, i64 0, !dbg !23
  %380 = bitcast <2 x i32> %379 to i64, !dbg !23
  %381 = add nuw nsw i32 %337, 1030, !dbg !23
  %382 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %381, i64 0, !dbg !23
  %383 = bitcast <2 x i32> %382 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %331, i64 %380, i64 %383, i32 136314896, i1 true, i1 %333) #11, !dbg !23
  %384 = ptrtoint ptr addrspace(3) %330 to i32, !dbg !23
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %333, i32 %384) #11, !dbg !23
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %333, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165416) to i32)) #11, !dbg !23
  br label %385, !dbg !23

385:                                              ; preds = %329, %325
  %not. = xor i1 %268, true, !dbg !23
  %386 = zext i1 %not. to i32, !dbg !23
  %387 = select i1 %327, i32 %386, i32 %326, !dbg !16
  %388 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165376), i32 %386, !dbg !23
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) %388, i32 %386, i1 %327) #11, !dbg !23
  br i1 %268, label %.lr.ph208, label %._crit_edge209, !dbg !16

.lr.ph208:                                        ; preds = %385
  %389 = add nsw i32 %20, -256
  %390 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072) to i32), 4
  %391 = and i32 %390, 32767
  %392 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %391, i64 0
  %393 = bitcast <2 x i32> %392 to i64
  %394 = add nuw nsw i32 %391, 2
  %395 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %394, i64 0
  %396 = bitcast <2 x i32> %395 to i64
  %397 = add nuw nsw i32 %391, 4
  %398 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %397, i64 0
  %399 = bitcast <2 x i32> %398 to i64
  %400 = add nuw nsw i32 %391, 6
  %401 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %400, i64 0
  %402 = bitcast <2 x i32> %401 to i64
  %403 = add nuw nsw i32 %391, 1024
  %404 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %403, i64 0
  %405 = bitcast <2 x i32> %404 to i64
  %406 = add nuw nsw i32 %391, 1026
  %407 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %406, i64 0
  %408 = bitcast <2 x i32> %407 to i64
  %409 = add nuw nsw i32 %391, 1028
  %410 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %409, i64 0
  %411 = bitcast <2 x i32> %410 to i64
  %412 = add nuw nsw i32 %391, 1030
  %413 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %412, i64 0
  %414 = bitcast <2 x i32> %413 to i64
  br label %415, !dbg !16

415:                                              ; preds = %.lr.ph208, %505
  %416 = phi i32 [ 1, %.lr.ph208 ], [ %428, %505 ]
  %417 = phi i32 [ 0, %.lr.ph208 ], [ %466, %505 ]
  %418 = phi i32 [ 1, %.lr.ph208 ], [ %426, %505 ]
  %419 = phi i32 [ 1, %.lr.ph208 ], [ %431, %505 ]
  %420 = phi i32 [ %386, %.lr.ph208 ], [ %510, %505 ]
  %421 = phi i32 [ %387, %.lr.ph208 ], [ %512, %505 ]
  %422 = phi i32 [ 0, %.lr.ph208 ], [ %513, %505 ]
  %423 = icmp slt i32 %422, %389, !dbg !16
  %424 = add i32 %418, 1, !dbg !25
  %425 = icmp eq i32 %424, 2, !dbg !25
  %426 = select i1 %425, i32 0, i32 %424, !dbg !25
  %427 = zext i1 %425 to i32, !dbg !25
  %428 = xor i32 %416, %427, !dbg !25
  %429 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165456), i32 %426, !dbg !25
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %429, i32 %428) #11, !dbg !25
  %430 = shl i32 %426, 14, !dbg !25
  %431 = xor i32 %419, 1, !dbg !21
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165504), i32 %431) #11, !dbg !21
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165600), i32 %431) #11, !dbg !21
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !21
  br i1 %270, label %432, label %465, !dbg !21

432:                                              ; preds = %415
  %433 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165440), i32 %426, !dbg !25
  %434 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %430, !dbg !25
  %435 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %436 = extractvalue { i32, i1 } %435, 1, !dbg !21
  %437 = ptrtoint ptr addrspace(3) %434 to i32, !dbg !21
  %438 = lshr exact i32 %437, 4, !dbg !21
  %439 = and i32 %438, 32767, !dbg !21
  %440 = or disjoint i32 %439, 67108864, !dbg !21
  %441 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %440, i64 0, !dbg !21
  %442 = bitcast <2 x i32> %441 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 0 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %27, i32 %266, i64 %442, i32 136380432, i1 true, i1 %436) #11, !dbg !21
  %443 = add nuw nsw i32 %439, 67108992, !dbg !21
  %444 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %443, i64 0, !dbg !21
  %445 = bitcast <2 x i32> %444 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 8 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %27, i32 %266, i64 %445, i32 136380432, i1 true, i1 %436) #11, !dbg !21
  %446 = add nuw nsw i32 %439, 67109120, !dbg !21
  %447 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %446, i64 0, !dbg !21
  %448 = bitcast <2 x i32> %447 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 16 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %27, i32 %266, i64 %448, i32 136380432, i1 true, i1 %436) #11, !dbg !21
  %449 = add nuw nsw i32 %439, 67109248, !dbg !21
  %450 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %449, i64 0, !dbg !21
  %451 = bitcast <2 x i32> %450 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 24 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %27, i32 %266, i64 %451, i32 136380432, i1 true, i1 %436) #11, !dbg !21
  %452 = add nuw nsw i32 %439, 67109376, !dbg !21
  %453 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %452, i64 0, !dbg !21
  %454 = bitcast <2 x i32> %453 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 32 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %27, i32 %266, i64 %454, i32 136380432, i1 true, i1 %436) #11, !dbg !21
  %455 = add nuw nsw i32 %439, 67109504, !dbg !21
  %456 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %455, i64 0, !dbg !21
  %457 = bitcast <2 x i32> %456 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 40 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %27, i32 %266, i64 %457, i32 136380432, i1 true, i1 %436) #11, !dbg !21
  %458 = add nuw nsw i32 %439, 67109632, !dbg !21
  %459 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %458, i64 0, !dbg !21
  %460 = bitcast <2 x i32> %459 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 48 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %27, i32 %266, i64 %460, i32 136380432, i1 true, i1 %436) #11, !dbg !21
  %461 = add nuw nsw i32 %439, 67109760, !dbg !21
  %462 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %461, i64 0, !dbg !21
  %463 = bitcast <2 x i32> %462 to i64, !dbg !21
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 56 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %27, i32 %266, i64 %463, i32 136380432, i1 true, i1 %436) #11, !dbg !21
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %436, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165584) to i32)) #11, !dbg !21
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %436, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165488) to i32)) #11, !dbg !21
  %464 = ptrtoint ptr addrspace(3) %433 to i32, !dbg !21
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %436, i32 %464) #11, !dbg !21
  br label %465, !dbg !21

465:                                              ; preds = %432, %415
  %466 = xor i32 %417, %427, !dbg !24
  %467 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165424), i32 %426, !dbg !24
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) %467, i32 %466, i1 %423) #11, !dbg !24
  %468 = and i1 %270, %423, !dbg !23
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !23
  br i1 %468, label %469, label %505, !dbg !23

469:                                              ; preds = %465
  %470 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165408), i32 %426, !dbg !24
  %471 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165392), i32 %421, !dbg !23
  %472 = shl i32 %421, 7, !dbg !23
  %473 = add i32 %472, %267, !dbg !23
  %474 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %430, !dbg !24
  %475 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %476 = extractvalue { i32, i1 } %475, 1, !dbg !23
  %477 = ptrtoint ptr addrspace(3) %474 to i32, !dbg !23
  %478 = lshr exact i32 %477, 4, !dbg !23
  %479 = and i32 %478, 32767, !dbg !23
  %480 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %479, i64 0, !dbg !23
  %481 = bitcast <2 x i32> %480 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %473, i64 %393, i64 %481, i32 136314896, i1 false, i1 %476) #11, !dbg !23
  %482 = add nuw nsw i32 %479, 2, !dbg !23
  %483 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %482, i64 0, !dbg !23
  %484 = bitcast <2 x i32> %483 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %473, i64 %396, i64 %484, i32 136314896, i1 true, i1 %476) #11, !dbg !23
  %485 = add nuw nsw i32 %479, 4, !dbg !23
  %486 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %485, i64 0, !dbg !23
  %487 = bitcast <2 x i32> %486 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %473, i64 %399, i64 %487, i32 136314896, i1 true, i1 %476) #11, !dbg !23
  %488 = add nuw nsw i32 %479, 6, !dbg !23
  %489 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %488, i64 0, !dbg !23
  %490 = bitcast <2 x i32> %489 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %473, i64 %402, i64 %490, i32 136314896, i1 true, i1 %476) #11, !dbg !23
  %491 = add nuw nsw i32 %479, 1024, !dbg !23
  %492 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %491, i64 0, !dbg !23
  %493 = bitcast <2 x i32> %492 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %473, i64 %405, i64 %493, i32 136314896, i1 true, i1 %476) #11, !dbg !23
  %494 = add nuw nsw i32 %479, 1026, !dbg !23
  %495 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %494, i64 0, !dbg !23
  %496 = bitcast <2 x i32> %495 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %473, i64 %408, i64 %496, i32 136314896, i1 true, i1 %476) #11, !dbg !23
  %497 = add nuw nsw i32 %479, 1028, !dbg !23
  %498 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %497, i64 0, !dbg !23
  %499 = bitcast <2 x i32> %498 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %473, i64 %411, i64 %499, i32 136314896, i1 true, i1 %476) #11, !dbg !23
  %500 = add nuw nsw i32 %479, 1030, !dbg !23
  %501 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %500, i64 0, !dbg !23
  %502 = bitcast <2 x i32> %501 to i64, !dbg !23
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %473, i64 %414, i64 %502, i32 136314896, i1 true, i1 %476) #11, !dbg !23
  %503 = ptrtoint ptr addrspace(3) %471 to i32, !dbg !23
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %476, i32 %503) #11, !dbg !23
  %504 = ptrtoint ptr addrspace(3) %470 to i32, !dbg !23
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %476, i32 %504) #11, !dbg !23
  br label %505, !dbg !23

505:                                              ; preds = %469, %465
  %506 = add i32 %421, 1, !dbg !23
  %507 = icmp eq i32 %506, 2, !dbg !23
  %508 = select i1 %507, i32 0, i32 %506, !dbg !23
  %509 = zext i1 %507 to i32, !dbg !23
  %510 = xor i32 %420, %509, !dbg !23
  %511 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165376), i32 %508, !dbg !23
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) %511, i32 %510, i1 %423) #11, !dbg !23
  %512 = select i1 %423, i32 %508, i32 %421, !dbg !16
  %513 = add i32 %422, 128, !dbg !16
  %514 = icmp slt i32 %513, %20, !dbg !16
  br i1 %514, label %415, label %._crit_edge209, !dbg !16

._crit_edge209:                                   ; preds = %505, %385
  %.lcssa204 = phi i32 [ %387, %385 ], [ %512, %505 ], !dbg !16
  %515 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165392), i32 %.lcssa204, !dbg !23
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !16
  %516 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !16
  %517 = extractvalue { i32, i1 } %516, 1, !dbg !16
  %518 = ptrtoint ptr addrspace(3) %515 to i32, !dbg !16
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %517, i32 %518) #11, !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !16
  br label %.preheader.backedge, !dbg !16

519:                                              ; preds = %.preheader
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  %520 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !26
  %521 = mul i32 %20, %520, !dbg !27
  %522 = icmp sgt i32 %20, 0, !dbg !16
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165408), i32 1, i1 %522) #11, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 64), !dbg !24
  %523 = and i32 %25, 63, !dbg !24
  %524 = icmp eq i32 %523, 0, !dbg !24
  %525 = and i1 %524, %522, !dbg !24
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %525, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165424)) #11, !dbg !24
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 64), !dbg !24
  %526 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %29, i32 0, i32 31), !dbg !24
  %527 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %528 = extractvalue { i32, i1 } %527, 1, !dbg !24
  %529 = and i1 %522, %528, !dbg !24
  %530 = and i32 %526, 1, !dbg !24
  %531 = shl nuw nsw i32 %530, 13, !dbg !24
  %532 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %531, !dbg !24
  %533 = shl nuw nsw i32 %530, 6, !dbg !24
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %529, ptr addrspace(3) %532, ptr nonnull %5, i32 %533, i32 %521, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165424)) #11, !dbg !24
  %534 = icmp sgt i32 %20, 128, !dbg !16
  %535 = add i32 %521, 128, !dbg !28
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165416), i32 1, i1 %534) #11, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 64), !dbg !24
  %536 = and i1 %524, %534, !dbg !24
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %536, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165432)) #11, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 64), !dbg !24
  %537 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %538 = extractvalue { i32, i1 } %537, 1, !dbg !24
  %539 = and i1 %534, %538, !dbg !24
  %540 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %531, !dbg !24
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %539, ptr addrspace(3) %540, ptr nonnull %5, i32 %533, i32 %535, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165432)) #11, !dbg !24
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %531, !dbg !16
  br i1 %522, label %.lr.ph, label %._crit_edge, !dbg !16

.lr.ph:                                           ; preds = %519
  %541 = add nsw i32 %20, -256
  %542 = add i32 %521, 256
  br label %543, !dbg !16

543:                                              ; preds = %.lr.ph, %543
  %544 = phi i32 [ %535, %.lr.ph ], [ %561, %543 ]
  %545 = phi i32 [ %521, %.lr.ph ], [ %544, %543 ]
  %546 = phi i32 [ 0, %.lr.ph ], [ %555, %543 ]
  %547 = phi i32 [ 1, %.lr.ph ], [ %562, %543 ]
  %548 = phi i32 [ 1, %.lr.ph ], [ %553, %543 ]
  %549 = phi i32 [ 0, %.lr.ph ], [ %569, %543 ]
  %550 = icmp slt i32 %549, %541, !dbg !16
  %551 = add i32 %548, 1, !dbg !25
  %552 = icmp eq i32 %551, 2, !dbg !25
  %553 = select i1 %552, i32 0, i32 %551, !dbg !25
  %554 = zext i1 %552 to i32, !dbg !25
  %555 = xor i32 %546, %554, !dbg !25
  %556 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165440), i32 %553, !dbg !25
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %556, i32 %555) #11, !dbg !25
  %557 = shl i32 %553, 14, !dbg !25
  %558 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165456), i32 %553, !dbg !25
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 64), !dbg !25
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %524, ptr addrspace(3) %558) #11, !dbg !25
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 64), !dbg !25
  %559 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %560 = extractvalue { i32, i1 } %559, 1, !dbg !25
  %gep = getelementptr [2 x i8], ptr addrspace(3) %invariant.gep, i32 %557, !dbg !25
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %560, ptr addrspace(3) %gep, ptr nonnull %10, i32 %533, i32 %545, ptr addrspace(3) %558) #11, !dbg !25
  %561 = add i32 %542, %549, !dbg !28
  %562 = xor i32 %547, %554, !dbg !24
  %563 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165408), i32 %553, !dbg !24
  call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) %563, i32 %562, i1 %550) #11, !dbg !24
  %564 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165424), i32 %553, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 64), !dbg !24
  %565 = and i1 %524, %550, !dbg !24
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %565, ptr addrspace(3) %564) #11, !dbg !24
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 64), !dbg !24
  %566 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %567 = extractvalue { i32, i1 } %566, 1, !dbg !24
  %568 = and i1 %550, %567, !dbg !24
  %gep206 = getelementptr [2 x i8], ptr addrspace(3) %532, i32 %557, !dbg !24
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %568, ptr addrspace(3) %gep206, ptr nonnull %5, i32 %533, i32 %561, ptr addrspace(3) %564) #11, !dbg !24
  %569 = add i32 %549, 128, !dbg !16
  %570 = icmp slt i32 %569, %20, !dbg !16
  br i1 %570, label %543, label %._crit_edge, !dbg !16

._crit_edge:                                      ; preds = %543, %519
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !16
  br label %.preheader.backedge, !dbg !16

571:                                              ; preds = %.preheader
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 24), !dbg !16
  br label %.preheader.backedge, !dbg !16

.preheader.backedge:                              ; preds = %571, %._crit_edge, %._crit_edge209, %._crit_edge212, %35
  br label %.preheader, !dbg !15, !llvm.loop !29

572:                                              ; preds = %24
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 200), !dbg !15
  %573 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %574 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !26
  %575 = mul i32 %20, %574, !dbg !27
  %576 = shl i32 %573, 7, !dbg !32
  %577 = add i32 %575, %576, !dbg !27
  %578 = icmp eq i32 %29, 0, !dbg !33
  %579 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %580 = extractvalue { i32, i1 } %579, 1, !dbg !33
  %581 = and i1 %578, %580, !dbg !33
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %581, ptr addrspace(3) @global_smem) #11, !dbg !33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !33
  %582 = and i32 %25, 255, !dbg !33
  %583 = icmp eq i32 %582, 0, !dbg !33
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %583, ptr addrspace(3) @global_smem) #11, !dbg !33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !33
  %584 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %29, i32 0, i32 31), !dbg !33
  %585 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %586 = extractvalue { i32, i1 } %585, 1, !dbg !33
  %587 = icmp samesign ult i32 %582, 64, !dbg !33
  %588 = and i1 %587, %586, !dbg !33
  %589 = and i32 %584, 1, !dbg !33
  %590 = shl nuw nsw i32 %589, 13, !dbg !33
  %591 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %590, !dbg !33
  %592 = shl nuw nsw i32 %589, 6, !dbg !33
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %588, ptr addrspace(3) %591, ptr nonnull %0, i32 %592, i32 %577, ptr addrspace(3) @global_smem) #11, !dbg !33
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) @global_smem, i32 0) #11, !dbg !33
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !33
  %593 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %594 = extractvalue { i32, i1 } %593, 1, !dbg !33
  %595 = and i1 %578, %594, !dbg !33
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %595, ptr addrspace(3) @global_smem) #11, !dbg !33
  %596 = fmul float %21, f0x3FB8AA3B, !dbg !34
  %597 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %598 = extractvalue { i32, i1 } %597, 1, !dbg !23
  %599 = and i1 %578, %598, !dbg !23
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %599, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165376)) #11, !dbg !23
  %600 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %601 = extractvalue { i32, i1 } %600, 1, !dbg !23
  %602 = and i1 %578, %601, !dbg !23
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %602, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165384)) #11, !dbg !23
  %603 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %604 = extractvalue { i32, i1 } %603, 1, !dbg !23
  %605 = and i1 %578, %604, !dbg !23
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %605, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165392)) #11, !dbg !23
  %606 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %607 = extractvalue { i32, i1 } %606, 1, !dbg !23
  %608 = and i1 %578, %607, !dbg !23
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %608, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165400)) #11, !dbg !23
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !23
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165376), i32 1) #11, !dbg !23
  %609 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %610 = extractvalue { i32, i1 } %609, 1, !dbg !21
  %611 = and i1 %578, %610, !dbg !21
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %611, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165488)) #11, !dbg !21
  %612 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %613 = extractvalue { i32, i1 } %612, 1, !dbg !21
  %614 = and i1 %578, %613, !dbg !21
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %614, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165504)) #11, !dbg !21
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !21
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165488), i32 1) #11, !dbg !21
  %615 = shl i32 %584, 21, !dbg !21
  %616 = and i32 %615, 6291456, !dbg !21
  %617 = add i32 %616, %27, !dbg !21
  %618 = and i32 %584, 4, !dbg !21
  %619 = shl nuw nsw i32 %618, 4, !dbg !21
  %620 = add i32 %617, %619, !dbg !21
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x32.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %620, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #11, !dbg !21
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x32.b32 [$1 + 32], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %620, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #11, !dbg !21
  call void @llvm.nvvm.tcgen05.wait.st(), !dbg !17
  %621 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !17
  %622 = extractvalue { i32, i1 } %621, 1, !dbg !17
  %623 = and i1 %578, %622, !dbg !17
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %623, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165520)) #11, !dbg !17
  %624 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !17
  %625 = extractvalue { i32, i1 } %624, 1, !dbg !17
  %626 = and i1 %578, %625, !dbg !17
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %626, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165536)) #11, !dbg !17
  %627 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %628 = extractvalue { i32, i1 } %627, 1, !dbg !24
  %629 = and i1 %578, %628, !dbg !24
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %629, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165408)) #11, !dbg !24
  %630 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %631 = extractvalue { i32, i1 } %630, 1, !dbg !24
  %632 = and i1 %578, %631, !dbg !24
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %632, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165416)) #11, !dbg !24
  %633 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %634 = extractvalue { i32, i1 } %633, 1, !dbg !24
  %635 = and i1 %578, %634, !dbg !24
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %635, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165424)) #11, !dbg !24
  %636 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %637 = extractvalue { i32, i1 } %636, 1, !dbg !24
  %638 = and i1 %578, %637, !dbg !24
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %638, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165432)) #11, !dbg !24
  %639 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %640 = extractvalue { i32, i1 } %639, 1, !dbg !25
  %641 = and i1 %578, %640, !dbg !25
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %641, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165440)) #11, !dbg !25
  %642 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %643 = extractvalue { i32, i1 } %642, 1, !dbg !25
  %644 = and i1 %578, %643, !dbg !25
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %644, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165448)) #11, !dbg !25
  %645 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %646 = extractvalue { i32, i1 } %645, 1, !dbg !25
  %647 = and i1 %578, %646, !dbg !25
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %647, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165456)) #11, !dbg !25
  %648 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %649 = extractvalue { i32, i1 } %648, 1, !dbg !25
  %650 = and i1 %578, %649, !dbg !25
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %650, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165464)) #11, !dbg !25
  %651 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !18
  %652 = extractvalue { i32, i1 } %651, 1, !dbg !18
  %653 = and i1 %578, %652, !dbg !18
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %653, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165552)) #11, !dbg !18
  %654 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !18
  %655 = extractvalue { i32, i1 } %654, 1, !dbg !18
  %656 = and i1 %578, %655, !dbg !18
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %656, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165568)) #11, !dbg !18
  %657 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %658 = extractvalue { i32, i1 } %657, 1, !dbg !21
  %659 = and i1 %578, %658, !dbg !21
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %659, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165584)) #11, !dbg !21
  %660 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %661 = extractvalue { i32, i1 } %660, 1, !dbg !21
  %662 = and i1 %578, %661, !dbg !21
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %662, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165600)) #11, !dbg !21
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165472), align 16, !dbg !16
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165473), align 1, !dbg !16
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165474), align 2, !dbg !16
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165475), align 1, !dbg !16
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165476), align 4, !dbg !16
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165477), align 1, !dbg !16
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165478), align 2, !dbg !16
  store i8 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165479), align 1, !dbg !16
  store i8 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165480), align 8, !dbg !16
  store i8 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165481), align 1, !dbg !16
  store i8 1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165482), align 2, !dbg !16
  store i8 3, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165483), align 1, !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 136), !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  %663 = icmp sgt i32 %20, 0, !dbg !16
  br i1 %663, label %.lr.ph214, label %.._crit_edge215_crit_edge, !dbg !16

.._crit_edge215_crit_edge:                        ; preds = %572
  %.pre = shl nuw nsw i32 %29, 7, !dbg !16
  %.pre225 = shl nuw nsw i32 %25, 4, !dbg !16
  %.pre227 = shl nuw nsw i32 %29, 4, !dbg !16
  %.pre229 = and i32 %.pre227, 64, !dbg !16
  br label %._crit_edge215, !dbg !16

.lr.ph214:                                        ; preds = %572
  %664 = add i32 %27, 384, !dbg !21
  %665 = shl nuw nsw i32 %29, 7
  %666 = shl nuw nsw i32 %25, 4
  %667 = or i32 %665, %666
  %668 = and i32 %667, 432
  %669 = shl nuw nsw i32 %29, 4
  %670 = and i32 %669, 64
  %671 = or disjoint i32 %668, %670
  %672 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 163840), i32 %671
  %673 = insertelement <4 x i32> <i32 poison, i32 poison, i32 128, i32 poison>, i32 %618, i64 0
  %674 = insertelement <4 x i32> %673, i32 %616, i64 1
  %675 = insertelement <4 x i32> %674, i32 %27, i64 3
  %676 = shl nuw nsw <4 x i32> %675, <i32 18, i32 0, i32 0, i32 0>
  %677 = extractelement <4 x i32> %676, i64 0
  %678 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 164352), i32 %671
  %679 = add i32 %664, %616
  %680 = add i32 %679, %677
  %681 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %676)
  br label %682, !dbg !16

682:                                              ; preds = %.lr.ph214, %__nv_exp2f.exit200
  %683 = phi i32 [ 0, %.lr.ph214 ], [ %690, %__nv_exp2f.exit200 ]
  %684 = phi i32 [ 1, %.lr.ph214 ], [ %1520, %__nv_exp2f.exit200 ]
  %685 = phi i32 [ 1, %.lr.ph214 ], [ %696, %__nv_exp2f.exit200 ]
  %686 = phi i32 [ 1, %.lr.ph214 ], [ %694, %__nv_exp2f.exit200 ]
  %687 = phi float [ 1.000000e+00, %.lr.ph214 ], [ %1455, %__nv_exp2f.exit200 ]
  %688 = phi float [ -inf, %.lr.ph214 ], [ %898, %__nv_exp2f.exit200 ]
  %689 = phi i32 [ 0, %.lr.ph214 ], [ %1521, %__nv_exp2f.exit200 ]
  %690 = xor i32 %683, 1, !dbg !17
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165520), i32 %690) #11, !dbg !17
  %691 = bitcast float %688 to i32, !dbg !17
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %672, i32 %691), !dbg !17
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !17
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %583, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165536)) #11, !dbg !17
  %692 = add i32 %686, 1, !dbg !23
  %693 = icmp eq i32 %692, 2, !dbg !23
  %694 = select i1 %693, i32 0, i32 %692, !dbg !23
  %695 = zext i1 %693 to i32, !dbg !23
  %696 = xor i32 %685, %695, !dbg !23
  %697 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165392), i32 %694, !dbg !23
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %697, i32 %696) #11, !dbg !23
  %698 = shl i32 %694, 7, !dbg !23
  %699 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165376), i32 %694, !dbg !23
  %op.rdx = add i32 %681, %698, !dbg !23
  %700 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x32bx2.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32 + 0], 64;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %op.rdx) #11, !dbg !23
  %701 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 0, !dbg !23
  %702 = bitcast i32 %701 to float, !dbg !23
  %703 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 1, !dbg !23
  %704 = bitcast i32 %703 to float, !dbg !23
  %705 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 2, !dbg !23
  %706 = bitcast i32 %705 to float, !dbg !23
  %707 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 3, !dbg !23
  %708 = bitcast i32 %707 to float, !dbg !23
  %709 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 4, !dbg !23
  %710 = bitcast i32 %709 to float, !dbg !23
  %711 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 5, !dbg !23
  %712 = bitcast i32 %711 to float, !dbg !23
  %713 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 6, !dbg !23
  %714 = bitcast i32 %713 to float, !dbg !23
  %715 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 7, !dbg !23
  %716 = bitcast i32 %715 to float, !dbg !23
  %717 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 8, !dbg !23
  %718 = bitcast i32 %717 to float, !dbg !23
  %719 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 9, !dbg !23
  %720 = bitcast i32 %719 to float, !dbg !23
  %721 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 10, !dbg !23
  %722 = bitcast i32 %721 to float, !dbg !23
  %723 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 11, !dbg !23
  %724 = bitcast i32 %723 to float, !dbg !23
  %725 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 12, !dbg !23
  %726 = bitcast i32 %725 to float, !dbg !23
  %727 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 13, !dbg !23
  %728 = bitcast i32 %727 to float, !dbg !23
  %729 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 14, !dbg !23
  %730 = bitcast i32 %729 to float, !dbg !23
  %731 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 15, !dbg !23
  %732 = bitcast i32 %731 to float, !dbg !23
  %733 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 16, !dbg !23
  %734 = bitcast i32 %733 to float, !dbg !23
  %735 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 17, !dbg !23
  %736 = bitcast i32 %735 to float, !dbg !23
  %737 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 18, !dbg !23
  %738 = bitcast i32 %737 to float, !dbg !23
  %739 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 19, !dbg !23
  %740 = bitcast i32 %739 to float, !dbg !23
  %741 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 20, !dbg !23
  %742 = bitcast i32 %741 to float, !dbg !23
  %743 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 21, !dbg !23
  %744 = bitcast i32 %743 to float, !dbg !23
  %745 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 22, !dbg !23
  %746 = bitcast i32 %745 to float, !dbg !23
  %747 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 23, !dbg !23
  %748 = bitcast i32 %747 to float, !dbg !23
  %749 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 24, !dbg !23
  %750 = bitcast i32 %749 to float, !dbg !23
  %751 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 25, !dbg !23
  %752 = bitcast i32 %751 to float, !dbg !23
  %753 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 26, !dbg !23
  %754 = bitcast i32 %753 to float, !dbg !23
  %755 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 27, !dbg !23
  %756 = bitcast i32 %755 to float, !dbg !23
  %757 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 28, !dbg !23
  %758 = bitcast i32 %757 to float, !dbg !23
  %759 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 29, !dbg !23
  %760 = bitcast i32 %759 to float, !dbg !23
  %761 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 30, !dbg !23
  %762 = bitcast i32 %761 to float, !dbg !23
  %763 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %700, 31, !dbg !23
  %764 = bitcast i32 %763 to float, !dbg !23
  %765 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x32bx2.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32 + 32], 64;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %op.rdx) #11, !dbg !23
  %766 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 0, !dbg !23
  %767 = bitcast i32 %766 to float, !dbg !23
  %768 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 1, !dbg !23
  %769 = bitcast i32 %768 to float, !dbg !23
  %770 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 2, !dbg !23
  %771 = bitcast i32 %770 to float, !dbg !23
  %772 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 3, !dbg !23
  %773 = bitcast i32 %772 to float, !dbg !23
  %774 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 4, !dbg !23
  %775 = bitcast i32 %774 to float, !dbg !23
  %776 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 5, !dbg !23
  %777 = bitcast i32 %776 to float, !dbg !23
  %778 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 6, !dbg !23
  %779 = bitcast i32 %778 to float, !dbg !23
  %780 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 7, !dbg !23
  %781 = bitcast i32 %780 to float, !dbg !23
  %782 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 8, !dbg !23
  %783 = bitcast i32 %782 to float, !dbg !23
  %784 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 9, !dbg !23
  %785 = bitcast i32 %784 to float, !dbg !23
  %786 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 10, !dbg !23
  %787 = bitcast i32 %786 to float, !dbg !23
  %788 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 11, !dbg !23
  %789 = bitcast i32 %788 to float, !dbg !23
  %790 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 12, !dbg !23
  %791 = bitcast i32 %790 to float, !dbg !23
  %792 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 13, !dbg !23
  %793 = bitcast i32 %792 to float, !dbg !23
  %794 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 14, !dbg !23
  %795 = bitcast i32 %794 to float, !dbg !23
  %796 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 15, !dbg !23
  %797 = bitcast i32 %796 to float, !dbg !23
  %798 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 16, !dbg !23
  %799 = bitcast i32 %798 to float, !dbg !23
  %800 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 17, !dbg !23
  %801 = bitcast i32 %800 to float, !dbg !23
  %802 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 18, !dbg !23
  %803 = bitcast i32 %802 to float, !dbg !23
  %804 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 19, !dbg !23
  %805 = bitcast i32 %804 to float, !dbg !23
  %806 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 20, !dbg !23
  %807 = bitcast i32 %806 to float, !dbg !23
  %808 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 21, !dbg !23
  %809 = bitcast i32 %808 to float, !dbg !23
  %810 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 22, !dbg !23
  %811 = bitcast i32 %810 to float, !dbg !23
  %812 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 23, !dbg !23
  %813 = bitcast i32 %812 to float, !dbg !23
  %814 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 24, !dbg !23
  %815 = bitcast i32 %814 to float, !dbg !23
  %816 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 25, !dbg !23
  %817 = bitcast i32 %816 to float, !dbg !23
  %818 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 26, !dbg !23
  %819 = bitcast i32 %818 to float, !dbg !23
  %820 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 27, !dbg !23
  %821 = bitcast i32 %820 to float, !dbg !23
  %822 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 28, !dbg !23
  %823 = bitcast i32 %822 to float, !dbg !23
  %824 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 29, !dbg !23
  %825 = bitcast i32 %824 to float, !dbg !23
  %826 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 30, !dbg !23
  %827 = bitcast i32 %826 to float, !dbg !23
  %828 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %765, 31, !dbg !23
  %829 = bitcast i32 %828 to float, !dbg !23
  call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !23
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !23
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %583, ptr addrspace(3) %699) #11, !dbg !23
  %830 = call float @llvm.maxnum.f32(float %702, float %704), !dbg !35
  %831 = call float @llvm.maxnum.f32(float %830, float %706), !dbg !35
  %832 = call float @llvm.maxnum.f32(float %708, float %710), !dbg !35
  %833 = call float @llvm.maxnum.f32(float %832, float %712), !dbg !35
  %834 = call float @llvm.maxnum.f32(float %714, float %716), !dbg !35
  %835 = call float @llvm.maxnum.f32(float %834, float %718), !dbg !35
  %836 = call float @llvm.maxnum.f32(float %720, float %722), !dbg !35
  %837 = call float @llvm.maxnum.f32(float %836, float %724), !dbg !35
  %838 = call float @llvm.maxnum.f32(float %726, float %728), !dbg !35
  %839 = call float @llvm.maxnum.f32(float %838, float %730), !dbg !35
  %840 = call float @llvm.maxnum.f32(float %732, float %734), !dbg !35
  %841 = call float @llvm.maxnum.f32(float %840, float %736), !dbg !35
  %842 = call float @llvm.maxnum.f32(float %738, float %740), !dbg !35
  %843 = call float @llvm.maxnum.f32(float %842, float %742), !dbg !35
  %844 = call float @llvm.maxnum.f32(float %744, float %746), !dbg !35
  %845 = call float @llvm.maxnum.f32(float %844, float %748), !dbg !35
  %846 = call float @llvm.maxnum.f32(float %750, float %752), !dbg !35
  %847 = call float @llvm.maxnum.f32(float %846, float %754), !dbg !35
  %848 = call float @llvm.maxnum.f32(float %756, float %758), !dbg !35
  %849 = call float @llvm.maxnum.f32(float %848, float %760), !dbg !35
  %850 = call float @llvm.maxnum.f32(float %762, float %764), !dbg !35
  %851 = call float @llvm.maxnum.f32(float %850, float %767), !dbg !35
  %852 = call float @llvm.maxnum.f32(float %769, float %771), !dbg !35
  %853 = call float @llvm.maxnum.f32(float %852, float %773), !dbg !35
  %854 = call float @llvm.maxnum.f32(float %775, float %777), !dbg !35
  %855 = call float @llvm.maxnum.f32(float %854, float %779), !dbg !35
  %856 = call float @llvm.maxnum.f32(float %781, float %783), !dbg !35
  %857 = call float @llvm.maxnum.f32(float %856, float %785), !dbg !35
  %858 = call float @llvm.maxnum.f32(float %787, float %789), !dbg !35
  %859 = call float @llvm.maxnum.f32(float %858, float %791), !dbg !35
  %860 = call float @llvm.maxnum.f32(float %793, float %795), !dbg !35
  %861 = call float @llvm.maxnum.f32(float %860, float %797), !dbg !35
  %862 = call float @llvm.maxnum.f32(float %799, float %801), !dbg !35
  %863 = call float @llvm.maxnum.f32(float %862, float %803), !dbg !35
  %864 = call float @llvm.maxnum.f32(float %805, float %807), !dbg !35
  %865 = call float @llvm.maxnum.f32(float %864, float %809), !dbg !35
  %866 = call float @llvm.maxnum.f32(float %811, float %813), !dbg !35
  %867 = call float @llvm.maxnum.f32(float %866, float %815), !dbg !35
  %868 = call float @llvm.maxnum.f32(float %817, float %819), !dbg !35
  %869 = call float @llvm.maxnum.f32(float %868, float %821), !dbg !35
  %870 = call float @llvm.maxnum.f32(float %823, float %825), !dbg !35
  %871 = call float @llvm.maxnum.f32(float %870, float %827), !dbg !35
  %872 = call float @llvm.maxnum.f32(float %831, float %833), !dbg !35
  %873 = call float @llvm.maxnum.f32(float %872, float %835), !dbg !35
  %874 = call float @llvm.maxnum.f32(float %837, float %839), !dbg !35
  %875 = call float @llvm.maxnum.f32(float %874, float %841), !dbg !35
  %876 = call float @llvm.maxnum.f32(float %843, float %845), !dbg !35
  %877 = call float @llvm.maxnum.f32(float %876, float %847), !dbg !35
  %878 = call float @llvm.maxnum.f32(float %849, float %851), !dbg !35
  %879 = call float @llvm.maxnum.f32(float %878, float %853), !dbg !35
  %880 = call float @llvm.maxnum.f32(float %855, float %857), !dbg !35
  %881 = call float @llvm.maxnum.f32(float %880, float %859), !dbg !35
  %882 = call float @llvm.maxnum.f32(float %861, float %863), !dbg !35
  %883 = call float @llvm.maxnum.f32(float %882, float %865), !dbg !35
  %884 = call float @llvm.maxnum.f32(float %867, float %869), !dbg !35
  %885 = call float @llvm.maxnum.f32(float %884, float %871), !dbg !35
  %886 = call float @llvm.maxnum.f32(float %873, float %875), !dbg !35
  %887 = call float @llvm.maxnum.f32(float %886, float %877), !dbg !35
  %888 = call float @llvm.maxnum.f32(float %879, float %881), !dbg !35
  %889 = call float @llvm.maxnum.f32(float %888, float %883), !dbg !35
  %890 = call float @llvm.maxnum.f32(float %885, float %829), !dbg !35
  %891 = call float @llvm.maxnum.f32(float %887, float %889), !dbg !35
  %892 = call float @llvm.maxnum.f32(float %891, float %890), !dbg !35
  %893 = bitcast float %892 to i32, !dbg !38
  %894 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %893, i32 16, i32 31), !dbg !38
  %895 = bitcast i32 %894 to float, !dbg !38
  %896 = call float @llvm.maxnum.f32(float %892, float %895), !dbg !35
  %897 = fmul float %596, %896, !dbg !41
  %898 = call float @llvm.maxnum.f32(float %688, float %897), !dbg !18
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165552), i32 %690) #11, !dbg !18
  %899 = bitcast float %898 to i32, !dbg !18
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %678, i32 %899), !dbg !18
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !18
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %583, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165568)) #11, !dbg !18
  %900 = fmul float %596, %702, !dbg !42
  %901 = fmul float %596, %704, !dbg !42
  %902 = fmul float %596, %706, !dbg !42
  %903 = fmul float %596, %708, !dbg !42
  %904 = fmul float %596, %710, !dbg !42
  %905 = fmul float %596, %712, !dbg !42
  %906 = fmul float %596, %714, !dbg !42
  %907 = fmul float %596, %716, !dbg !42
  %908 = fmul float %596, %718, !dbg !42
  %909 = fmul float %596, %720, !dbg !42
  %910 = fmul float %596, %722, !dbg !42
  %911 = fmul float %596, %724, !dbg !42
  %912 = fmul float %596, %726, !dbg !42
  %913 = fmul float %596, %728, !dbg !42
  %914 = fmul float %596, %730, !dbg !42
  %915 = fmul float %596, %732, !dbg !42
  %916 = fmul float %596, %734, !dbg !42
  %917 = fmul float %596, %736, !dbg !42
  %918 = fmul float %596, %738, !dbg !42
  %919 = fmul float %596, %740, !dbg !42
  %920 = fmul float %596, %742, !dbg !42
  %921 = fmul float %596, %744, !dbg !42
  %922 = fmul float %596, %746, !dbg !42
  %923 = fmul float %596, %748, !dbg !42
  %924 = fmul float %596, %750, !dbg !42
  %925 = fmul float %596, %752, !dbg !42
  %926 = fmul float %596, %754, !dbg !42
  %927 = fmul float %596, %756, !dbg !42
  %928 = fmul float %596, %758, !dbg !42
  %929 = fmul float %596, %760, !dbg !42
  %930 = fmul float %596, %762, !dbg !42
  %931 = fmul float %596, %764, !dbg !42
  %932 = fmul float %596, %767, !dbg !42
  %933 = fmul float %596, %769, !dbg !42
  %934 = fmul float %596, %771, !dbg !42
  %935 = fmul float %596, %773, !dbg !42
  %936 = fmul float %596, %775, !dbg !42
  %937 = fmul float %596, %777, !dbg !42
  %938 = fmul float %596, %779, !dbg !42
  %939 = fmul float %596, %781, !dbg !42
  %940 = fmul float %596, %783, !dbg !42
  %941 = fmul float %596, %785, !dbg !42
  %942 = fmul float %596, %787, !dbg !42
  %943 = fmul float %596, %789, !dbg !42
  %944 = fmul float %596, %791, !dbg !42
  %945 = fmul float %596, %793, !dbg !42
  %946 = fmul float %596, %795, !dbg !42
  %947 = fmul float %596, %797, !dbg !42
  %948 = fmul float %596, %799, !dbg !42
  %949 = fmul float %596, %801, !dbg !42
  %950 = fmul float %596, %803, !dbg !42
  %951 = fmul float %596, %805, !dbg !42
  %952 = fmul float %596, %807, !dbg !42
  %953 = fmul float %596, %809, !dbg !42
  %954 = fmul float %596, %811, !dbg !42
  %955 = fmul float %596, %813, !dbg !42
  %956 = fmul float %596, %815, !dbg !42
  %957 = fmul float %596, %817, !dbg !42
  %958 = fmul float %596, %819, !dbg !42
  %959 = fmul float %596, %821, !dbg !42
  %960 = fmul float %596, %823, !dbg !42
  %961 = fmul float %596, %825, !dbg !42
  %962 = fmul float %596, %827, !dbg !42
  %963 = fmul float %596, %829, !dbg !42
  %964 = fsub float %900, %898, !dbg !42
  %965 = fsub float %901, %898, !dbg !42
  %966 = fsub float %902, %898, !dbg !42
  %967 = fsub float %903, %898, !dbg !42
  %968 = fsub float %904, %898, !dbg !42
  %969 = fsub float %905, %898, !dbg !42
  %970 = fsub float %906, %898, !dbg !42
  %971 = fsub float %907, %898, !dbg !42
  %972 = fsub float %908, %898, !dbg !42
  %973 = fsub float %909, %898, !dbg !42
  %974 = fsub float %910, %898, !dbg !42
  %975 = fsub float %911, %898, !dbg !42
  %976 = fsub float %912, %898, !dbg !42
  %977 = fsub float %913, %898, !dbg !42
  %978 = fsub float %914, %898, !dbg !42
  %979 = fsub float %915, %898, !dbg !42
  %980 = fsub float %916, %898, !dbg !42
  %981 = fsub float %917, %898, !dbg !42
  %982 = fsub float %918, %898, !dbg !42
  %983 = fsub float %919, %898, !dbg !42
  %984 = fsub float %920, %898, !dbg !42
  %985 = fsub float %921, %898, !dbg !42
  %986 = fsub float %922, %898, !dbg !42
  %987 = fsub float %923, %898, !dbg !42
  %988 = fsub float %924, %898, !dbg !42
  %989 = fsub float %925, %898, !dbg !42
  %990 = fsub float %926, %898, !dbg !42
  %991 = fsub float %927, %898, !dbg !42
  %992 = fsub float %928, %898, !dbg !42
  %993 = fsub float %929, %898, !dbg !42
  %994 = fsub float %930, %898, !dbg !42
  %995 = fsub float %931, %898, !dbg !42
  %996 = fsub float %932, %898, !dbg !42
  %997 = fsub float %933, %898, !dbg !42
  %998 = fsub float %934, %898, !dbg !42
  %999 = fsub float %935, %898, !dbg !42
  %1000 = fsub float %936, %898, !dbg !42
  %1001 = fsub float %937, %898, !dbg !42
  %1002 = fsub float %938, %898, !dbg !42
  %1003 = fsub float %939, %898, !dbg !42
  %1004 = fsub float %940, %898, !dbg !42
  %1005 = fsub float %941, %898, !dbg !42
  %1006 = fsub float %942, %898, !dbg !42
  %1007 = fsub float %943, %898, !dbg !42
  %1008 = fsub float %944, %898, !dbg !42
  %1009 = fsub float %945, %898, !dbg !42
  %1010 = fsub float %946, %898, !dbg !42
  %1011 = fsub float %947, %898, !dbg !42
  %1012 = fsub float %948, %898, !dbg !42
  %1013 = fsub float %949, %898, !dbg !42
  %1014 = fsub float %950, %898, !dbg !42
  %1015 = fsub float %951, %898, !dbg !42
  %1016 = fsub float %952, %898, !dbg !42
  %1017 = fsub float %953, %898, !dbg !42
  %1018 = fsub float %954, %898, !dbg !42
  %1019 = fsub float %955, %898, !dbg !42
  %1020 = fsub float %956, %898, !dbg !42
  %1021 = fsub float %957, %898, !dbg !42
  %1022 = fsub float %958, %898, !dbg !42
  %1023 = fsub float %959, %898, !dbg !42
  %1024 = fsub float %960, %898, !dbg !42
  %1025 = fsub float %961, %898, !dbg !42
  %1026 = fsub float %962, %898, !dbg !42
  %1027 = fsub float %963, %898, !dbg !42
  %1028 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i6 = icmp eq i32 %1028, 0, !dbg !43
  br i1 %.not.i6, label %1031, label %1029, !dbg !43

1029:                                             ; preds = %682
  %1030 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %964), !dbg !43
  br label %__nv_exp2f.exit8, !dbg !43

1031:                                             ; preds = %682
  %1032 = call float @llvm.nvvm.ex2.approx.f32(float %964), !dbg !43
  br label %__nv_exp2f.exit8, !dbg !43

__nv_exp2f.exit8:                                 ; preds = %1029, %1031
  %.0.i7 = phi float [ %1030, %1029 ], [ %1032, %1031 ], !dbg !43
  %1033 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i9 = icmp eq i32 %1033, 0, !dbg !43
  br i1 %.not.i9, label %1036, label %1034, !dbg !43

1034:                                             ; preds = %__nv_exp2f.exit8
  %1035 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %965), !dbg !43
  br label %__nv_exp2f.exit11, !dbg !43

1036:                                             ; preds = %__nv_exp2f.exit8
  %1037 = call float @llvm.nvvm.ex2.approx.f32(float %965), !dbg !43
  br label %__nv_exp2f.exit11, !dbg !43

__nv_exp2f.exit11:                                ; preds = %1034, %1036
  %.0.i10 = phi float [ %1035, %1034 ], [ %1037, %1036 ], !dbg !43
  %1038 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i12 = icmp eq i32 %1038, 0, !dbg !43
  br i1 %.not.i12, label %1041, label %1039, !dbg !43

1039:                                             ; preds = %__nv_exp2f.exit11
  %1040 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %966), !dbg !43
  br label %__nv_exp2f.exit14, !dbg !43

1041:                                             ; preds = %__nv_exp2f.exit11
  %1042 = call float @llvm.nvvm.ex2.approx.f32(float %966), !dbg !43
  br label %__nv_exp2f.exit14, !dbg !43

__nv_exp2f.exit14:                                ; preds = %1039, %1041
  %.0.i13 = phi float [ %1040, %1039 ], [ %1042, %1041 ], !dbg !43
  %1043 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i15 = icmp eq i32 %1043, 0, !dbg !43
  br i1 %.not.i15, label %1046, label %1044, !dbg !43

1044:                                             ; preds = %__nv_exp2f.exit14
  %1045 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %967), !dbg !43
  br label %__nv_exp2f.exit17, !dbg !43

1046:                                             ; preds = %__nv_exp2f.exit14
  %1047 = call float @llvm.nvvm.ex2.approx.f32(float %967), !dbg !43
  br label %__nv_exp2f.exit17, !dbg !43

__nv_exp2f.exit17:                                ; preds = %1044, %1046
  %.0.i16 = phi float [ %1045, %1044 ], [ %1047, %1046 ], !dbg !43
  %1048 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i18 = icmp eq i32 %1048, 0, !dbg !43
  br i1 %.not.i18, label %1051, label %1049, !dbg !43

1049:                                             ; preds = %__nv_exp2f.exit17
  %1050 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %968), !dbg !43
  br label %__nv_exp2f.exit20, !dbg !43

1051:                                             ; preds = %__nv_exp2f.exit17
  %1052 = call float @llvm.nvvm.ex2.approx.f32(float %968), !dbg !43
  br label %__nv_exp2f.exit20, !dbg !43

__nv_exp2f.exit20:                                ; preds = %1049, %1051
  %.0.i19 = phi float [ %1050, %1049 ], [ %1052, %1051 ], !dbg !43
  %1053 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i21 = icmp eq i32 %1053, 0, !dbg !43
  br i1 %.not.i21, label %1056, label %1054, !dbg !43

1054:                                             ; preds = %__nv_exp2f.exit20
  %1055 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %969), !dbg !43
  br label %__nv_exp2f.exit23, !dbg !43

1056:                                             ; preds = %__nv_exp2f.exit20
  %1057 = call float @llvm.nvvm.ex2.approx.f32(float %969), !dbg !43
  br label %__nv_exp2f.exit23, !dbg !43

__nv_exp2f.exit23:                                ; preds = %1054, %1056
  %.0.i22 = phi float [ %1055, %1054 ], [ %1057, %1056 ], !dbg !43
  %1058 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i24 = icmp eq i32 %1058, 0, !dbg !43
  br i1 %.not.i24, label %1061, label %1059, !dbg !43

1059:                                             ; preds = %__nv_exp2f.exit23
  %1060 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %970), !dbg !43
  br label %__nv_exp2f.exit26, !dbg !43

1061:                                             ; preds = %__nv_exp2f.exit23
  %1062 = call float @llvm.nvvm.ex2.approx.f32(float %970), !dbg !43
  br label %__nv_exp2f.exit26, !dbg !43

__nv_exp2f.exit26:                                ; preds = %1059, %1061
  %.0.i25 = phi float [ %1060, %1059 ], [ %1062, %1061 ], !dbg !43
  %1063 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i27 = icmp eq i32 %1063, 0, !dbg !43
  br i1 %.not.i27, label %1066, label %1064, !dbg !43

1064:                                             ; preds = %__nv_exp2f.exit26
  %1065 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %971), !dbg !43
  br label %__nv_exp2f.exit29, !dbg !43

1066:                                             ; preds = %__nv_exp2f.exit26
  %1067 = call float @llvm.nvvm.ex2.approx.f32(float %971), !dbg !43
  br label %__nv_exp2f.exit29, !dbg !43

__nv_exp2f.exit29:                                ; preds = %1064, %1066
  %.0.i28 = phi float [ %1065, %1064 ], [ %1067, %1066 ], !dbg !43
  %1068 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i30 = icmp eq i32 %1068, 0, !dbg !43
  br i1 %.not.i30, label %1071, label %1069, !dbg !43

1069:                                             ; preds = %__nv_exp2f.exit29
  %1070 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %972), !dbg !43
  br label %__nv_exp2f.exit32, !dbg !43

1071:                                             ; preds = %__nv_exp2f.exit29
  %1072 = call float @llvm.nvvm.ex2.approx.f32(float %972), !dbg !43
  br label %__nv_exp2f.exit32, !dbg !43

__nv_exp2f.exit32:                                ; preds = %1069, %1071
  %.0.i31 = phi float [ %1070, %1069 ], [ %1072, %1071 ], !dbg !43
  %1073 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i33 = icmp eq i32 %1073, 0, !dbg !43
  br i1 %.not.i33, label %1076, label %1074, !dbg !43

1074:                                             ; preds = %__nv_exp2f.exit32
  %1075 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %973), !dbg !43
  br label %__nv_exp2f.exit35, !dbg !43

1076:                                             ; preds = %__nv_exp2f.exit32
  %1077 = call float @llvm.nvvm.ex2.approx.f32(float %973), !dbg !43
  br label %__nv_exp2f.exit35, !dbg !43

__nv_exp2f.exit35:                                ; preds = %1074, %1076
  %.0.i34 = phi float [ %1075, %1074 ], [ %1077, %1076 ], !dbg !43
  %1078 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i36 = icmp eq i32 %1078, 0, !dbg !43
  br i1 %.not.i36, label %1081, label %1079, !dbg !43

1079:                                             ; preds = %__nv_exp2f.exit35
  %1080 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %974), !dbg !43
  br label %__nv_exp2f.exit38, !dbg !43

1081:                                             ; preds = %__nv_exp2f.exit35
  %1082 = call float @llvm.nvvm.ex2.approx.f32(float %974), !dbg !43
  br label %__nv_exp2f.exit38, !dbg !43

__nv_exp2f.exit38:                                ; preds = %1079, %1081
  %.0.i37 = phi float [ %1080, %1079 ], [ %1082, %1081 ], !dbg !43
  %1083 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i39 = icmp eq i32 %1083, 0, !dbg !43
  br i1 %.not.i39, label %1086, label %1084, !dbg !43

1084:                                             ; preds = %__nv_exp2f.exit38
  %1085 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %975), !dbg !43
  br label %__nv_exp2f.exit41, !dbg !43

1086:                                             ; preds = %__nv_exp2f.exit38
  %1087 = call float @llvm.nvvm.ex2.approx.f32(float %975), !dbg !43
  br label %__nv_exp2f.exit41, !dbg !43

__nv_exp2f.exit41:                                ; preds = %1084, %1086
  %.0.i40 = phi float [ %1085, %1084 ], [ %1087, %1086 ], !dbg !43
  %1088 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i42 = icmp eq i32 %1088, 0, !dbg !43
  br i1 %.not.i42, label %1091, label %1089, !dbg !43

1089:                                             ; preds = %__nv_exp2f.exit41
  %1090 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %976), !dbg !43
  br label %__nv_exp2f.exit44, !dbg !43

1091:                                             ; preds = %__nv_exp2f.exit41
  %1092 = call float @llvm.nvvm.ex2.approx.f32(float %976), !dbg !43
  br label %__nv_exp2f.exit44, !dbg !43

__nv_exp2f.exit44:                                ; preds = %1089, %1091
  %.0.i43 = phi float [ %1090, %1089 ], [ %1092, %1091 ], !dbg !43
  %1093 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i45 = icmp eq i32 %1093, 0, !dbg !43
  br i1 %.not.i45, label %1096, label %1094, !dbg !43

1094:                                             ; preds = %__nv_exp2f.exit44
  %1095 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %977), !dbg !43
  br label %__nv_exp2f.exit47, !dbg !43

1096:                                             ; preds = %__nv_exp2f.exit44
  %1097 = call float @llvm.nvvm.ex2.approx.f32(float %977), !dbg !43
  br label %__nv_exp2f.exit47, !dbg !43

__nv_exp2f.exit47:                                ; preds = %1094, %1096
  %.0.i46 = phi float [ %1095, %1094 ], [ %1097, %1096 ], !dbg !43
  %1098 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i48 = icmp eq i32 %1098, 0, !dbg !43
  br i1 %.not.i48, label %1101, label %1099, !dbg !43

1099:                                             ; preds = %__nv_exp2f.exit47
  %1100 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %978), !dbg !43
  br label %__nv_exp2f.exit50, !dbg !43

1101:                                             ; preds = %__nv_exp2f.exit47
  %1102 = call float @llvm.nvvm.ex2.approx.f32(float %978), !dbg !43
  br label %__nv_exp2f.exit50, !dbg !43

__nv_exp2f.exit50:                                ; preds = %1099, %1101
  %.0.i49 = phi float [ %1100, %1099 ], [ %1102, %1101 ], !dbg !43
  %1103 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i51 = icmp eq i32 %1103, 0, !dbg !43
  br i1 %.not.i51, label %1106, label %1104, !dbg !43

1104:                                             ; preds = %__nv_exp2f.exit50
  %1105 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %979), !dbg !43
  br label %__nv_exp2f.exit53, !dbg !43

1106:                                             ; preds = %__nv_exp2f.exit50
  %1107 = call float @llvm.nvvm.ex2.approx.f32(float %979), !dbg !43
  br label %__nv_exp2f.exit53, !dbg !43

__nv_exp2f.exit53:                                ; preds = %1104, %1106
  %.0.i52 = phi float [ %1105, %1104 ], [ %1107, %1106 ], !dbg !43
  %1108 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i54 = icmp eq i32 %1108, 0, !dbg !43
  br i1 %.not.i54, label %1111, label %1109, !dbg !43

1109:                                             ; preds = %__nv_exp2f.exit53
  %1110 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %980), !dbg !43
  br label %__nv_exp2f.exit56, !dbg !43

1111:                                             ; preds = %__nv_exp2f.exit53
  %1112 = call float @llvm.nvvm.ex2.approx.f32(float %980), !dbg !43
  br label %__nv_exp2f.exit56, !dbg !43

__nv_exp2f.exit56:                                ; preds = %1109, %1111
  %.0.i55 = phi float [ %1110, %1109 ], [ %1112, %1111 ], !dbg !43
  %1113 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i57 = icmp eq i32 %1113, 0, !dbg !43
  br i1 %.not.i57, label %1116, label %1114, !dbg !43

1114:                                             ; preds = %__nv_exp2f.exit56
  %1115 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %981), !dbg !43
  br label %__nv_exp2f.exit59, !dbg !43

1116:                                             ; preds = %__nv_exp2f.exit56
  %1117 = call float @llvm.nvvm.ex2.approx.f32(float %981), !dbg !43
  br label %__nv_exp2f.exit59, !dbg !43

__nv_exp2f.exit59:                                ; preds = %1114, %1116
  %.0.i58 = phi float [ %1115, %1114 ], [ %1117, %1116 ], !dbg !43
  %1118 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i60 = icmp eq i32 %1118, 0, !dbg !43
  br i1 %.not.i60, label %1121, label %1119, !dbg !43

1119:                                             ; preds = %__nv_exp2f.exit59
  %1120 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %982), !dbg !43
  br label %__nv_exp2f.exit62, !dbg !43

1121:                                             ; preds = %__nv_exp2f.exit59
  %1122 = call float @llvm.nvvm.ex2.approx.f32(float %982), !dbg !43
  br label %__nv_exp2f.exit62, !dbg !43

__nv_exp2f.exit62:                                ; preds = %1119, %1121
  %.0.i61 = phi float [ %1120, %1119 ], [ %1122, %1121 ], !dbg !43
  %1123 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i63 = icmp eq i32 %1123, 0, !dbg !43
  br i1 %.not.i63, label %1126, label %1124, !dbg !43

1124:                                             ; preds = %__nv_exp2f.exit62
  %1125 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %983), !dbg !43
  br label %__nv_exp2f.exit65, !dbg !43

1126:                                             ; preds = %__nv_exp2f.exit62
  %1127 = call float @llvm.nvvm.ex2.approx.f32(float %983), !dbg !43
  br label %__nv_exp2f.exit65, !dbg !43

__nv_exp2f.exit65:                                ; preds = %1124, %1126
  %.0.i64 = phi float [ %1125, %1124 ], [ %1127, %1126 ], !dbg !43
  %1128 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i66 = icmp eq i32 %1128, 0, !dbg !43
  br i1 %.not.i66, label %1131, label %1129, !dbg !43

1129:                                             ; preds = %__nv_exp2f.exit65
  %1130 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %984), !dbg !43
  br label %__nv_exp2f.exit68, !dbg !43

1131:                                             ; preds = %__nv_exp2f.exit65
  %1132 = call float @llvm.nvvm.ex2.approx.f32(float %984), !dbg !43
  br label %__nv_exp2f.exit68, !dbg !43

__nv_exp2f.exit68:                                ; preds = %1129, %1131
  %.0.i67 = phi float [ %1130, %1129 ], [ %1132, %1131 ], !dbg !43
  %1133 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i69 = icmp eq i32 %1133, 0, !dbg !43
  br i1 %.not.i69, label %1136, label %1134, !dbg !43

1134:                                             ; preds = %__nv_exp2f.exit68
  %1135 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %985), !dbg !43
  br label %__nv_exp2f.exit71, !dbg !43

1136:                                             ; preds = %__nv_exp2f.exit68
  %1137 = call float @llvm.nvvm.ex2.approx.f32(float %985), !dbg !43
  br label %__nv_exp2f.exit71, !dbg !43

__nv_exp2f.exit71:                                ; preds = %1134, %1136
  %.0.i70 = phi float [ %1135, %1134 ], [ %1137, %1136 ], !dbg !43
  %1138 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i72 = icmp eq i32 %1138, 0, !dbg !43
  br i1 %.not.i72, label %1141, label %1139, !dbg !43

1139:                                             ; preds = %__nv_exp2f.exit71
  %1140 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %986), !dbg !43
  br label %__nv_exp2f.exit74, !dbg !43

1141:                                             ; preds = %__nv_exp2f.exit71
  %1142 = call float @llvm.nvvm.ex2.approx.f32(float %986), !dbg !43
  br label %__nv_exp2f.exit74, !dbg !43

__nv_exp2f.exit74:                                ; preds = %1139, %1141
  %.0.i73 = phi float [ %1140, %1139 ], [ %1142, %1141 ], !dbg !43
  %1143 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i75 = icmp eq i32 %1143, 0, !dbg !43
  br i1 %.not.i75, label %1146, label %1144, !dbg !43

1144:                                             ; preds = %__nv_exp2f.exit74
  %1145 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %987), !dbg !43
  br label %__nv_exp2f.exit77, !dbg !43

1146:                                             ; preds = %__nv_exp2f.exit74
  %1147 = call float @llvm.nvvm.ex2.approx.f32(float %987), !dbg !43
  br label %__nv_exp2f.exit77, !dbg !43

__nv_exp2f.exit77:                                ; preds = %1144, %1146
  %.0.i76 = phi float [ %1145, %1144 ], [ %1147, %1146 ], !dbg !43
  %1148 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i78 = icmp eq i32 %1148, 0, !dbg !43
  br i1 %.not.i78, label %1151, label %1149, !dbg !43

1149:                                             ; preds = %__nv_exp2f.exit77
  %1150 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %988), !dbg !43
  br label %__nv_exp2f.exit80, !dbg !43

1151:                                             ; preds = %__nv_exp2f.exit77
  %1152 = call float @llvm.nvvm.ex2.approx.f32(float %988), !dbg !43
  br label %__nv_exp2f.exit80, !dbg !43

__nv_exp2f.exit80:                                ; preds = %1149, %1151
  %.0.i79 = phi float [ %1150, %1149 ], [ %1152, %1151 ], !dbg !43
  %1153 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i81 = icmp eq i32 %1153, 0, !dbg !43
  br i1 %.not.i81, label %1156, label %1154, !dbg !43

1154:                                             ; preds = %__nv_exp2f.exit80
  %1155 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %989), !dbg !43
  br label %__nv_exp2f.exit83, !dbg !43

1156:                                             ; preds = %__nv_exp2f.exit80
  %1157 = call float @llvm.nvvm.ex2.approx.f32(float %989), !dbg !43
  br label %__nv_exp2f.exit83, !dbg !43

__nv_exp2f.exit83:                                ; preds = %1154, %1156
  %.0.i82 = phi float [ %1155, %1154 ], [ %1157, %1156 ], !dbg !43
  %1158 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i84 = icmp eq i32 %1158, 0, !dbg !43
  br i1 %.not.i84, label %1161, label %1159, !dbg !43

1159:                                             ; preds = %__nv_exp2f.exit83
  %1160 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %990), !dbg !43
  br label %__nv_exp2f.exit86, !dbg !43

1161:                                             ; preds = %__nv_exp2f.exit83
  %1162 = call float @llvm.nvvm.ex2.approx.f32(float %990), !dbg !43
  br label %__nv_exp2f.exit86, !dbg !43

__nv_exp2f.exit86:                                ; preds = %1159, %1161
  %.0.i85 = phi float [ %1160, %1159 ], [ %1162, %1161 ], !dbg !43
  %1163 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i87 = icmp eq i32 %1163, 0, !dbg !43
  br i1 %.not.i87, label %1166, label %1164, !dbg !43

1164:                                             ; preds = %__nv_exp2f.exit86
  %1165 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %991), !dbg !43
  br label %__nv_exp2f.exit89, !dbg !43

1166:                                             ; preds = %__nv_exp2f.exit86
  %1167 = call float @llvm.nvvm.ex2.approx.f32(float %991), !dbg !43
  br label %__nv_exp2f.exit89, !dbg !43

__nv_exp2f.exit89:                                ; preds = %1164, %1166
  %.0.i88 = phi float [ %1165, %1164 ], [ %1167, %1166 ], !dbg !43
  %1168 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i90 = icmp eq i32 %1168, 0, !dbg !43
  br i1 %.not.i90, label %1171, label %1169, !dbg !43

1169:                                             ; preds = %__nv_exp2f.exit89
  %1170 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %992), !dbg !43
  br label %__nv_exp2f.exit92, !dbg !43

1171:                                             ; preds = %__nv_exp2f.exit89
  %1172 = call float @llvm.nvvm.ex2.approx.f32(float %992), !dbg !43
  br label %__nv_exp2f.exit92, !dbg !43

__nv_exp2f.exit92:                                ; preds = %1169, %1171
  %.0.i91 = phi float [ %1170, %1169 ], [ %1172, %1171 ], !dbg !43
  %1173 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i93 = icmp eq i32 %1173, 0, !dbg !43
  br i1 %.not.i93, label %1176, label %1174, !dbg !43

1174:                                             ; preds = %__nv_exp2f.exit92
  %1175 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %993), !dbg !43
  br label %__nv_exp2f.exit95, !dbg !43

1176:                                             ; preds = %__nv_exp2f.exit92
  %1177 = call float @llvm.nvvm.ex2.approx.f32(float %993), !dbg !43
  br label %__nv_exp2f.exit95, !dbg !43

__nv_exp2f.exit95:                                ; preds = %1174, %1176
  %.0.i94 = phi float [ %1175, %1174 ], [ %1177, %1176 ], !dbg !43
  %1178 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i96 = icmp eq i32 %1178, 0, !dbg !43
  br i1 %.not.i96, label %1181, label %1179, !dbg !43

1179:                                             ; preds = %__nv_exp2f.exit95
  %1180 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %994), !dbg !43
  br label %__nv_exp2f.exit98, !dbg !43

1181:                                             ; preds = %__nv_exp2f.exit95
  %1182 = call float @llvm.nvvm.ex2.approx.f32(float %994), !dbg !43
  br label %__nv_exp2f.exit98, !dbg !43

__nv_exp2f.exit98:                                ; preds = %1179, %1181
  %.0.i97 = phi float [ %1180, %1179 ], [ %1182, %1181 ], !dbg !43
  %1183 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i99 = icmp eq i32 %1183, 0, !dbg !43
  br i1 %.not.i99, label %1186, label %1184, !dbg !43

1184:                                             ; preds = %__nv_exp2f.exit98
  %1185 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %995), !dbg !43
  br label %__nv_exp2f.exit101, !dbg !43

1186:                                             ; preds = %__nv_exp2f.exit98
  %1187 = call float @llvm.nvvm.ex2.approx.f32(float %995), !dbg !43
  br label %__nv_exp2f.exit101, !dbg !43

__nv_exp2f.exit101:                               ; preds = %1184, %1186
  %.0.i100 = phi float [ %1185, %1184 ], [ %1187, %1186 ], !dbg !43
  %1188 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i102 = icmp eq i32 %1188, 0, !dbg !43
  br i1 %.not.i102, label %1191, label %1189, !dbg !43

1189:                                             ; preds = %__nv_exp2f.exit101
  %1190 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %996), !dbg !43
  br label %__nv_exp2f.exit104, !dbg !43

1191:                                             ; preds = %__nv_exp2f.exit101
  %1192 = call float @llvm.nvvm.ex2.approx.f32(float %996), !dbg !43
  br label %__nv_exp2f.exit104, !dbg !43

__nv_exp2f.exit104:                               ; preds = %1189, %1191
  %.0.i103 = phi float [ %1190, %1189 ], [ %1192, %1191 ], !dbg !43
  %1193 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i105 = icmp eq i32 %1193, 0, !dbg !43
  br i1 %.not.i105, label %1196, label %1194, !dbg !43

1194:                                             ; preds = %__nv_exp2f.exit104
  %1195 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %997), !dbg !43
  br label %__nv_exp2f.exit107, !dbg !43

1196:                                             ; preds = %__nv_exp2f.exit104
  %1197 = call float @llvm.nvvm.ex2.approx.f32(float %997), !dbg !43
  br label %__nv_exp2f.exit107, !dbg !43

__nv_exp2f.exit107:                               ; preds = %1194, %1196
  %.0.i106 = phi float [ %1195, %1194 ], [ %1197, %1196 ], !dbg !43
  %1198 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i108 = icmp eq i32 %1198, 0, !dbg !43
  br i1 %.not.i108, label %1201, label %1199, !dbg !43

1199:                                             ; preds = %__nv_exp2f.exit107
  %1200 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %998), !dbg !43
  br label %__nv_exp2f.exit110, !dbg !43

1201:                                             ; preds = %__nv_exp2f.exit107
  %1202 = call float @llvm.nvvm.ex2.approx.f32(float %998), !dbg !43
  br label %__nv_exp2f.exit110, !dbg !43

__nv_exp2f.exit110:                               ; preds = %1199, %1201
  %.0.i109 = phi float [ %1200, %1199 ], [ %1202, %1201 ], !dbg !43
  %1203 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i111 = icmp eq i32 %1203, 0, !dbg !43
  br i1 %.not.i111, label %1206, label %1204, !dbg !43

1204:                                             ; preds = %__nv_exp2f.exit110
  %1205 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %999), !dbg !43
  br label %__nv_exp2f.exit113, !dbg !43

1206:                                             ; preds = %__nv_exp2f.exit110
  %1207 = call float @llvm.nvvm.ex2.approx.f32(float %999), !dbg !43
  br label %__nv_exp2f.exit113, !dbg !43

__nv_exp2f.exit113:                               ; preds = %1204, %1206
  %.0.i112 = phi float [ %1205, %1204 ], [ %1207, %1206 ], !dbg !43
  %1208 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i114 = icmp eq i32 %1208, 0, !dbg !43
  br i1 %.not.i114, label %1211, label %1209, !dbg !43

1209:                                             ; preds = %__nv_exp2f.exit113
  %1210 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1000), !dbg !43
  br label %__nv_exp2f.exit116, !dbg !43

1211:                                             ; preds = %__nv_exp2f.exit113
  %1212 = call float @llvm.nvvm.ex2.approx.f32(float %1000), !dbg !43
  br label %__nv_exp2f.exit116, !dbg !43

__nv_exp2f.exit116:                               ; preds = %1209, %1211
  %.0.i115 = phi float [ %1210, %1209 ], [ %1212, %1211 ], !dbg !43
  %1213 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i117 = icmp eq i32 %1213, 0, !dbg !43
  br i1 %.not.i117, label %1216, label %1214, !dbg !43

1214:                                             ; preds = %__nv_exp2f.exit116
  %1215 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1001), !dbg !43
  br label %__nv_exp2f.exit119, !dbg !43

1216:                                             ; preds = %__nv_exp2f.exit116
  %1217 = call float @llvm.nvvm.ex2.approx.f32(float %1001), !dbg !43
  br label %__nv_exp2f.exit119, !dbg !43

__nv_exp2f.exit119:                               ; preds = %1214, %1216
  %.0.i118 = phi float [ %1215, %1214 ], [ %1217, %1216 ], !dbg !43
  %1218 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i120 = icmp eq i32 %1218, 0, !dbg !43
  br i1 %.not.i120, label %1221, label %1219, !dbg !43

1219:                                             ; preds = %__nv_exp2f.exit119
  %1220 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1002), !dbg !43
  br label %__nv_exp2f.exit122, !dbg !43

1221:                                             ; preds = %__nv_exp2f.exit119
  %1222 = call float @llvm.nvvm.ex2.approx.f32(float %1002), !dbg !43
  br label %__nv_exp2f.exit122, !dbg !43

__nv_exp2f.exit122:                               ; preds = %1219, %1221
  %.0.i121 = phi float [ %1220, %1219 ], [ %1222, %1221 ], !dbg !43
  %1223 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i123 = icmp eq i32 %1223, 0, !dbg !43
  br i1 %.not.i123, label %1226, label %1224, !dbg !43

1224:                                             ; preds = %__nv_exp2f.exit122
  %1225 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1003), !dbg !43
  br label %__nv_exp2f.exit125, !dbg !43

1226:                                             ; preds = %__nv_exp2f.exit122
  %1227 = call float @llvm.nvvm.ex2.approx.f32(float %1003), !dbg !43
  br label %__nv_exp2f.exit125, !dbg !43

__nv_exp2f.exit125:                               ; preds = %1224, %1226
  %.0.i124 = phi float [ %1225, %1224 ], [ %1227, %1226 ], !dbg !43
  %1228 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i126 = icmp eq i32 %1228, 0, !dbg !43
  br i1 %.not.i126, label %1231, label %1229, !dbg !43

1229:                                             ; preds = %__nv_exp2f.exit125
  %1230 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1004), !dbg !43
  br label %__nv_exp2f.exit128, !dbg !43

1231:                                             ; preds = %__nv_exp2f.exit125
  %1232 = call float @llvm.nvvm.ex2.approx.f32(float %1004), !dbg !43
  br label %__nv_exp2f.exit128, !dbg !43

__nv_exp2f.exit128:                               ; preds = %1229, %1231
  %.0.i127 = phi float [ %1230, %1229 ], [ %1232, %1231 ], !dbg !43
  %1233 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i129 = icmp eq i32 %1233, 0, !dbg !43
  br i1 %.not.i129, label %1236, label %1234, !dbg !43

1234:                                             ; preds = %__nv_exp2f.exit128
  %1235 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1005), !dbg !43
  br label %__nv_exp2f.exit131, !dbg !43

1236:                                             ; preds = %__nv_exp2f.exit128
  %1237 = call float @llvm.nvvm.ex2.approx.f32(float %1005), !dbg !43
  br label %__nv_exp2f.exit131, !dbg !43

__nv_exp2f.exit131:                               ; preds = %1234, %1236
  %.0.i130 = phi float [ %1235, %1234 ], [ %1237, %1236 ], !dbg !43
  %1238 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i132 = icmp eq i32 %1238, 0, !dbg !43
  br i1 %.not.i132, label %1241, label %1239, !dbg !43

1239:                                             ; preds = %__nv_exp2f.exit131
  %1240 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1006), !dbg !43
  br label %__nv_exp2f.exit134, !dbg !43

1241:                                             ; preds = %__nv_exp2f.exit131
  %1242 = call float @llvm.nvvm.ex2.approx.f32(float %1006), !dbg !43
  br label %__nv_exp2f.exit134, !dbg !43

__nv_exp2f.exit134:                               ; preds = %1239, %1241
  %.0.i133 = phi float [ %1240, %1239 ], [ %1242, %1241 ], !dbg !43
  %1243 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i135 = icmp eq i32 %1243, 0, !dbg !43
  br i1 %.not.i135, label %1246, label %1244, !dbg !43

1244:                                             ; preds = %__nv_exp2f.exit134
  %1245 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1007), !dbg !43
  br label %__nv_exp2f.exit137, !dbg !43

1246:                                             ; preds = %__nv_exp2f.exit134
  %1247 = call float @llvm.nvvm.ex2.approx.f32(float %1007), !dbg !43
  br label %__nv_exp2f.exit137, !dbg !43

__nv_exp2f.exit137:                               ; preds = %1244, %1246
  %.0.i136 = phi float [ %1245, %1244 ], [ %1247, %1246 ], !dbg !43
  %1248 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i138 = icmp eq i32 %1248, 0, !dbg !43
  br i1 %.not.i138, label %1251, label %1249, !dbg !43

1249:                                             ; preds = %__nv_exp2f.exit137
  %1250 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1008), !dbg !43
  br label %__nv_exp2f.exit140, !dbg !43

1251:                                             ; preds = %__nv_exp2f.exit137
  %1252 = call float @llvm.nvvm.ex2.approx.f32(float %1008), !dbg !43
  br label %__nv_exp2f.exit140, !dbg !43

__nv_exp2f.exit140:                               ; preds = %1249, %1251
  %.0.i139 = phi float [ %1250, %1249 ], [ %1252, %1251 ], !dbg !43
  %1253 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i141 = icmp eq i32 %1253, 0, !dbg !43
  br i1 %.not.i141, label %1256, label %1254, !dbg !43

1254:                                             ; preds = %__nv_exp2f.exit140
  %1255 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1009), !dbg !43
  br label %__nv_exp2f.exit143, !dbg !43

1256:                                             ; preds = %__nv_exp2f.exit140
  %1257 = call float @llvm.nvvm.ex2.approx.f32(float %1009), !dbg !43
  br label %__nv_exp2f.exit143, !dbg !43

__nv_exp2f.exit143:                               ; preds = %1254, %1256
  %.0.i142 = phi float [ %1255, %1254 ], [ %1257, %1256 ], !dbg !43
  %1258 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i144 = icmp eq i32 %1258, 0, !dbg !43
  br i1 %.not.i144, label %1261, label %1259, !dbg !43

1259:                                             ; preds = %__nv_exp2f.exit143
  %1260 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1010), !dbg !43
  br label %__nv_exp2f.exit146, !dbg !43

1261:                                             ; preds = %__nv_exp2f.exit143
  %1262 = call float @llvm.nvvm.ex2.approx.f32(float %1010), !dbg !43
  br label %__nv_exp2f.exit146, !dbg !43

__nv_exp2f.exit146:                               ; preds = %1259, %1261
  %.0.i145 = phi float [ %1260, %1259 ], [ %1262, %1261 ], !dbg !43
  %1263 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i147 = icmp eq i32 %1263, 0, !dbg !43
  br i1 %.not.i147, label %1266, label %1264, !dbg !43

1264:                                             ; preds = %__nv_exp2f.exit146
  %1265 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1011), !dbg !43
  br label %__nv_exp2f.exit149, !dbg !43

1266:                                             ; preds = %__nv_exp2f.exit146
  %1267 = call float @llvm.nvvm.ex2.approx.f32(float %1011), !dbg !43
  br label %__nv_exp2f.exit149, !dbg !43

__nv_exp2f.exit149:                               ; preds = %1264, %1266
  %.0.i148 = phi float [ %1265, %1264 ], [ %1267, %1266 ], !dbg !43
  %1268 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i150 = icmp eq i32 %1268, 0, !dbg !43
  br i1 %.not.i150, label %1271, label %1269, !dbg !43

1269:                                             ; preds = %__nv_exp2f.exit149
  %1270 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1012), !dbg !43
  br label %__nv_exp2f.exit152, !dbg !43

1271:                                             ; preds = %__nv_exp2f.exit149
  %1272 = call float @llvm.nvvm.ex2.approx.f32(float %1012), !dbg !43
  br label %__nv_exp2f.exit152, !dbg !43

__nv_exp2f.exit152:                               ; preds = %1269, %1271
  %.0.i151 = phi float [ %1270, %1269 ], [ %1272, %1271 ], !dbg !43
  %1273 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i153 = icmp eq i32 %1273, 0, !dbg !43
  br i1 %.not.i153, label %1276, label %1274, !dbg !43

1274:                                             ; preds = %__nv_exp2f.exit152
  %1275 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1013), !dbg !43
  br label %__nv_exp2f.exit155, !dbg !43

1276:                                             ; preds = %__nv_exp2f.exit152
  %1277 = call float @llvm.nvvm.ex2.approx.f32(float %1013), !dbg !43
  br label %__nv_exp2f.exit155, !dbg !43

__nv_exp2f.exit155:                               ; preds = %1274, %1276
  %.0.i154 = phi float [ %1275, %1274 ], [ %1277, %1276 ], !dbg !43
  %1278 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i156 = icmp eq i32 %1278, 0, !dbg !43
  br i1 %.not.i156, label %1281, label %1279, !dbg !43

1279:                                             ; preds = %__nv_exp2f.exit155
  %1280 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1014), !dbg !43
  br label %__nv_exp2f.exit158, !dbg !43

1281:                                             ; preds = %__nv_exp2f.exit155
  %1282 = call float @llvm.nvvm.ex2.approx.f32(float %1014), !dbg !43
  br label %__nv_exp2f.exit158, !dbg !43

__nv_exp2f.exit158:                               ; preds = %1279, %1281
  %.0.i157 = phi float [ %1280, %1279 ], [ %1282, %1281 ], !dbg !43
  %1283 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i159 = icmp eq i32 %1283, 0, !dbg !43
  br i1 %.not.i159, label %1286, label %1284, !dbg !43

1284:                                             ; preds = %__nv_exp2f.exit158
  %1285 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1015), !dbg !43
  br label %__nv_exp2f.exit161, !dbg !43

1286:                                             ; preds = %__nv_exp2f.exit158
  %1287 = call float @llvm.nvvm.ex2.approx.f32(float %1015), !dbg !43
  br label %__nv_exp2f.exit161, !dbg !43

__nv_exp2f.exit161:                               ; preds = %1284, %1286
  %.0.i160 = phi float [ %1285, %1284 ], [ %1287, %1286 ], !dbg !43
  %1288 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i162 = icmp eq i32 %1288, 0, !dbg !43
  br i1 %.not.i162, label %1291, label %1289, !dbg !43

1289:                                             ; preds = %__nv_exp2f.exit161
  %1290 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1016), !dbg !43
  br label %__nv_exp2f.exit164, !dbg !43

1291:                                             ; preds = %__nv_exp2f.exit161
  %1292 = call float @llvm.nvvm.ex2.approx.f32(float %1016), !dbg !43
  br label %__nv_exp2f.exit164, !dbg !43

__nv_exp2f.exit164:                               ; preds = %1289, %1291
  %.0.i163 = phi float [ %1290, %1289 ], [ %1292, %1291 ], !dbg !43
  %1293 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i165 = icmp eq i32 %1293, 0, !dbg !43
  br i1 %.not.i165, label %1296, label %1294, !dbg !43

1294:                                             ; preds = %__nv_exp2f.exit164
  %1295 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1017), !dbg !43
  br label %__nv_exp2f.exit167, !dbg !43

1296:                                             ; preds = %__nv_exp2f.exit164
  %1297 = call float @llvm.nvvm.ex2.approx.f32(float %1017), !dbg !43
  br label %__nv_exp2f.exit167, !dbg !43

__nv_exp2f.exit167:                               ; preds = %1294, %1296
  %.0.i166 = phi float [ %1295, %1294 ], [ %1297, %1296 ], !dbg !43
  %1298 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i168 = icmp eq i32 %1298, 0, !dbg !43
  br i1 %.not.i168, label %1301, label %1299, !dbg !43

1299:                                             ; preds = %__nv_exp2f.exit167
  %1300 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1018), !dbg !43
  br label %__nv_exp2f.exit170, !dbg !43

1301:                                             ; preds = %__nv_exp2f.exit167
  %1302 = call float @llvm.nvvm.ex2.approx.f32(float %1018), !dbg !43
  br label %__nv_exp2f.exit170, !dbg !43

__nv_exp2f.exit170:                               ; preds = %1299, %1301
  %.0.i169 = phi float [ %1300, %1299 ], [ %1302, %1301 ], !dbg !43
  %1303 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i171 = icmp eq i32 %1303, 0, !dbg !43
  br i1 %.not.i171, label %1306, label %1304, !dbg !43

1304:                                             ; preds = %__nv_exp2f.exit170
  %1305 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1019), !dbg !43
  br label %__nv_exp2f.exit173, !dbg !43

1306:                                             ; preds = %__nv_exp2f.exit170
  %1307 = call float @llvm.nvvm.ex2.approx.f32(float %1019), !dbg !43
  br label %__nv_exp2f.exit173, !dbg !43

__nv_exp2f.exit173:                               ; preds = %1304, %1306
  %.0.i172 = phi float [ %1305, %1304 ], [ %1307, %1306 ], !dbg !43
  %1308 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i174 = icmp eq i32 %1308, 0, !dbg !43
  br i1 %.not.i174, label %1311, label %1309, !dbg !43

1309:                                             ; preds = %__nv_exp2f.exit173
  %1310 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1020), !dbg !43
  br label %__nv_exp2f.exit176, !dbg !43

1311:                                             ; preds = %__nv_exp2f.exit173
  %1312 = call float @llvm.nvvm.ex2.approx.f32(float %1020), !dbg !43
  br label %__nv_exp2f.exit176, !dbg !43

__nv_exp2f.exit176:                               ; preds = %1309, %1311
  %.0.i175 = phi float [ %1310, %1309 ], [ %1312, %1311 ], !dbg !43
  %1313 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i177 = icmp eq i32 %1313, 0, !dbg !43
  br i1 %.not.i177, label %1316, label %1314, !dbg !43

1314:                                             ; preds = %__nv_exp2f.exit176
  %1315 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1021), !dbg !43
  br label %__nv_exp2f.exit179, !dbg !43

1316:                                             ; preds = %__nv_exp2f.exit176
  %1317 = call float @llvm.nvvm.ex2.approx.f32(float %1021), !dbg !43
  br label %__nv_exp2f.exit179, !dbg !43

__nv_exp2f.exit179:                               ; preds = %1314, %1316
  %.0.i178 = phi float [ %1315, %1314 ], [ %1317, %1316 ], !dbg !43
  %1318 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i180 = icmp eq i32 %1318, 0, !dbg !43
  br i1 %.not.i180, label %1321, label %1319, !dbg !43

1319:                                             ; preds = %__nv_exp2f.exit179
  %1320 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1022), !dbg !43
  br label %__nv_exp2f.exit182, !dbg !43

1321:                                             ; preds = %__nv_exp2f.exit179
  %1322 = call float @llvm.nvvm.ex2.approx.f32(float %1022), !dbg !43
  br label %__nv_exp2f.exit182, !dbg !43

__nv_exp2f.exit182:                               ; preds = %1319, %1321
  %.0.i181 = phi float [ %1320, %1319 ], [ %1322, %1321 ], !dbg !43
  %1323 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i183 = icmp eq i32 %1323, 0, !dbg !43
  br i1 %.not.i183, label %1326, label %1324, !dbg !43

1324:                                             ; preds = %__nv_exp2f.exit182
  %1325 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1023), !dbg !43
  br label %__nv_exp2f.exit185, !dbg !43

1326:                                             ; preds = %__nv_exp2f.exit182
  %1327 = call float @llvm.nvvm.ex2.approx.f32(float %1023), !dbg !43
  br label %__nv_exp2f.exit185, !dbg !43

__nv_exp2f.exit185:                               ; preds = %1324, %1326
  %.0.i184 = phi float [ %1325, %1324 ], [ %1327, %1326 ], !dbg !43
  %1328 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i186 = icmp eq i32 %1328, 0, !dbg !43
  br i1 %.not.i186, label %1331, label %1329, !dbg !43

1329:                                             ; preds = %__nv_exp2f.exit185
  %1330 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1024), !dbg !43
  br label %__nv_exp2f.exit188, !dbg !43

1331:                                             ; preds = %__nv_exp2f.exit185
  %1332 = call float @llvm.nvvm.ex2.approx.f32(float %1024), !dbg !43
  br label %__nv_exp2f.exit188, !dbg !43

__nv_exp2f.exit188:                               ; preds = %1329, %1331
  %.0.i187 = phi float [ %1330, %1329 ], [ %1332, %1331 ], !dbg !43
  %1333 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i189 = icmp eq i32 %1333, 0, !dbg !43
  br i1 %.not.i189, label %1336, label %1334, !dbg !43

1334:                                             ; preds = %__nv_exp2f.exit188
  %1335 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1025), !dbg !43
  br label %__nv_exp2f.exit191, !dbg !43

1336:                                             ; preds = %__nv_exp2f.exit188
  %1337 = call float @llvm.nvvm.ex2.approx.f32(float %1025), !dbg !43
  br label %__nv_exp2f.exit191, !dbg !43

__nv_exp2f.exit191:                               ; preds = %1334, %1336
  %.0.i190 = phi float [ %1335, %1334 ], [ %1337, %1336 ], !dbg !43
  %1338 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i192 = icmp eq i32 %1338, 0, !dbg !43
  br i1 %.not.i192, label %1341, label %1339, !dbg !43

1339:                                             ; preds = %__nv_exp2f.exit191
  %1340 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1026), !dbg !43
  br label %__nv_exp2f.exit194, !dbg !43

1341:                                             ; preds = %__nv_exp2f.exit191
  %1342 = call float @llvm.nvvm.ex2.approx.f32(float %1026), !dbg !43
  br label %__nv_exp2f.exit194, !dbg !43

__nv_exp2f.exit194:                               ; preds = %1339, %1341
  %.0.i193 = phi float [ %1340, %1339 ], [ %1342, %1341 ], !dbg !43
  %1343 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i195 = icmp eq i32 %1343, 0, !dbg !43
  br i1 %.not.i195, label %1346, label %1344, !dbg !43

1344:                                             ; preds = %__nv_exp2f.exit194
  %1345 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1027), !dbg !43
  br label %__nv_exp2f.exit197, !dbg !43

1346:                                             ; preds = %__nv_exp2f.exit194
  %1347 = call float @llvm.nvvm.ex2.approx.f32(float %1027), !dbg !43
  br label %__nv_exp2f.exit197, !dbg !43

__nv_exp2f.exit197:                               ; preds = %1344, %1346
  %.0.i196 = phi float [ %1345, %1344 ], [ %1347, %1346 ], !dbg !43
  %1348 = fsub float %688, %898, !dbg !19
  %1349 = call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !20
  %.not.i198 = icmp eq i32 %1349, 0, !dbg !20
  br i1 %.not.i198, label %1352, label %1350, !dbg !20

1350:                                             ; preds = %__nv_exp2f.exit197
  %1351 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %1348), !dbg !20
  br label %__nv_exp2f.exit200, !dbg !20

1352:                                             ; preds = %__nv_exp2f.exit197
  %1353 = call float @llvm.nvvm.ex2.approx.f32(float %1348), !dbg !20
  br label %__nv_exp2f.exit200, !dbg !20

__nv_exp2f.exit200:                               ; preds = %1350, %1352
  %.0.i199 = phi float [ %1351, %1350 ], [ %1353, %1352 ], !dbg !20
  %1354 = fmul float %687, %.0.i199, !dbg !44
  %1355 = insertelement <2 x float> poison, float %.0.i7, i64 0, !dbg !45
  %1356 = insertelement <2 x float> %1355, float %.0.i10, i64 1, !dbg !45
  %1357 = insertelement <2 x float> poison, float %.0.i13, i64 0, !dbg !45
  %1358 = insertelement <2 x float> %1357, float %.0.i16, i64 1, !dbg !45
  %1359 = insertelement <2 x float> poison, float %.0.i19, i64 0, !dbg !45
  %1360 = insertelement <2 x float> %1359, float %.0.i22, i64 1, !dbg !45
  %1361 = insertelement <2 x float> poison, float %.0.i25, i64 0, !dbg !45
  %1362 = insertelement <2 x float> %1361, float %.0.i28, i64 1, !dbg !45
  %1363 = insertelement <2 x float> poison, float %.0.i31, i64 0, !dbg !45
  %1364 = insertelement <2 x float> %1363, float %.0.i34, i64 1, !dbg !45
  %1365 = insertelement <2 x float> poison, float %.0.i37, i64 0, !dbg !45
  %1366 = insertelement <2 x float> %1365, float %.0.i40, i64 1, !dbg !45
  %1367 = insertelement <2 x float> poison, float %.0.i43, i64 0, !dbg !45
  %1368 = insertelement <2 x float> %1367, float %.0.i46, i64 1, !dbg !45
  %1369 = insertelement <2 x float> poison, float %.0.i49, i64 0, !dbg !45
  %1370 = insertelement <2 x float> %1369, float %.0.i52, i64 1, !dbg !45
  %1371 = insertelement <2 x float> poison, float %.0.i55, i64 0, !dbg !45
  %1372 = insertelement <2 x float> %1371, float %.0.i58, i64 1, !dbg !45
  %1373 = insertelement <2 x float> poison, float %.0.i61, i64 0, !dbg !45
  %1374 = insertelement <2 x float> %1373, float %.0.i64, i64 1, !dbg !45
  %1375 = insertelement <2 x float> poison, float %.0.i67, i64 0, !dbg !45
  %1376 = insertelement <2 x float> %1375, float %.0.i70, i64 1, !dbg !45
  %1377 = insertelement <2 x float> poison, float %.0.i73, i64 0, !dbg !45
  %1378 = insertelement <2 x float> %1377, float %.0.i76, i64 1, !dbg !45
  %1379 = insertelement <2 x float> poison, float %.0.i79, i64 0, !dbg !45
  %1380 = insertelement <2 x float> %1379, float %.0.i82, i64 1, !dbg !45
  %1381 = insertelement <2 x float> poison, float %.0.i85, i64 0, !dbg !45
  %1382 = insertelement <2 x float> %1381, float %.0.i88, i64 1, !dbg !45
  %1383 = insertelement <2 x float> poison, float %.0.i91, i64 0, !dbg !45
  %1384 = insertelement <2 x float> %1383, float %.0.i94, i64 1, !dbg !45
  %1385 = insertelement <2 x float> poison, float %.0.i97, i64 0, !dbg !45
  %1386 = insertelement <2 x float> %1385, float %.0.i100, i64 1, !dbg !45
  %1387 = insertelement <2 x float> poison, float %.0.i103, i64 0, !dbg !45
  %1388 = insertelement <2 x float> %1387, float %.0.i106, i64 1, !dbg !45
  %1389 = insertelement <2 x float> poison, float %.0.i109, i64 0, !dbg !45
  %1390 = insertelement <2 x float> %1389, float %.0.i112, i64 1, !dbg !45
  %1391 = insertelement <2 x float> poison, float %.0.i115, i64 0, !dbg !45
  %1392 = insertelement <2 x float> %1391, float %.0.i118, i64 1, !dbg !45
  %1393 = insertelement <2 x float> poison, float %.0.i121, i64 0, !dbg !45
  %1394 = insertelement <2 x float> %1393, float %.0.i124, i64 1, !dbg !45
  %1395 = insertelement <2 x float> poison, float %.0.i127, i64 0, !dbg !45
  %1396 = insertelement <2 x float> %1395, float %.0.i130, i64 1, !dbg !45
  %1397 = insertelement <2 x float> poison, float %.0.i133, i64 0, !dbg !45
  %1398 = insertelement <2 x float> %1397, float %.0.i136, i64 1, !dbg !45
  %1399 = insertelement <2 x float> poison, float %.0.i139, i64 0, !dbg !45
  %1400 = insertelement <2 x float> %1399, float %.0.i142, i64 1, !dbg !45
  %1401 = insertelement <2 x float> poison, float %.0.i145, i64 0, !dbg !45
  %1402 = insertelement <2 x float> %1401, float %.0.i148, i64 1, !dbg !45
  %1403 = insertelement <2 x float> poison, float %.0.i151, i64 0, !dbg !45
  %1404 = insertelement <2 x float> %1403, float %.0.i154, i64 1, !dbg !45
  %1405 = insertelement <2 x float> poison, float %.0.i157, i64 0, !dbg !45
  %1406 = insertelement <2 x float> %1405, float %.0.i160, i64 1, !dbg !45
  %1407 = insertelement <2 x float> poison, float %.0.i163, i64 0, !dbg !45
  %1408 = insertelement <2 x float> %1407, float %.0.i166, i64 1, !dbg !45
  %1409 = insertelement <2 x float> poison, float %.0.i169, i64 0, !dbg !45
  %1410 = insertelement <2 x float> %1409, float %.0.i172, i64 1, !dbg !45
  %1411 = insertelement <2 x float> poison, float %.0.i175, i64 0, !dbg !45
  %1412 = insertelement <2 x float> %1411, float %.0.i178, i64 1, !dbg !45
  %1413 = insertelement <2 x float> poison, float %.0.i181, i64 0, !dbg !45
  %1414 = insertelement <2 x float> %1413, float %.0.i184, i64 1, !dbg !45
  %1415 = insertelement <2 x float> poison, float %.0.i187, i64 0, !dbg !45
  %1416 = insertelement <2 x float> %1415, float %.0.i190, i64 1, !dbg !45
  %1417 = insertelement <2 x float> poison, float %.0.i193, i64 0, !dbg !45
  %1418 = insertelement <2 x float> %1417, float %.0.i196, i64 1, !dbg !45
  %1419 = fadd <2 x float> %1356, %1358, !dbg !45
  %1420 = fadd <2 x float> %1360, %1362, !dbg !45
  %1421 = fadd <2 x float> %1364, %1366, !dbg !45
  %1422 = fadd <2 x float> %1368, %1370, !dbg !45
  %1423 = fadd <2 x float> %1372, %1374, !dbg !45
  %1424 = fadd <2 x float> %1376, %1378, !dbg !45
  %1425 = fadd <2 x float> %1380, %1382, !dbg !45
  %1426 = fadd <2 x float> %1384, %1386, !dbg !45
  %1427 = fadd <2 x float> %1388, %1390, !dbg !45
  %1428 = fadd <2 x float> %1392, %1394, !dbg !45
  %1429 = fadd <2 x float> %1396, %1398, !dbg !45
  %1430 = fadd <2 x float> %1400, %1402, !dbg !45
  %1431 = fadd <2 x float> %1404, %1406, !dbg !45
  %1432 = fadd <2 x float> %1408, %1410, !dbg !45
  %1433 = fadd <2 x float> %1412, %1414, !dbg !45
  %1434 = fadd <2 x float> %1416, %1418, !dbg !45
  %1435 = fadd <2 x float> %1419, %1420, !dbg !45
  %1436 = fadd <2 x float> %1421, %1422, !dbg !45
  %1437 = fadd <2 x float> %1423, %1424, !dbg !45
  %1438 = fadd <2 x float> %1425, %1426, !dbg !45
  %1439 = fadd <2 x float> %1427, %1428, !dbg !45
  %1440 = fadd <2 x float> %1429, %1430, !dbg !45
  %1441 = fadd <2 x float> %1431, %1432, !dbg !45
  %1442 = fadd <2 x float> %1433, %1434, !dbg !45
  %1443 = fadd <2 x float> %1435, %1436, !dbg !45
  %1444 = fadd <2 x float> %1437, %1438, !dbg !45
  %1445 = fadd <2 x float> %1439, %1440, !dbg !45
  %1446 = fadd <2 x float> %1441, %1442, !dbg !45
  %1447 = fadd <2 x float> %1443, %1444, !dbg !45
  %1448 = fadd <2 x float> %1445, %1446, !dbg !45
  %1449 = fadd <2 x float> %1447, %1448, !dbg !45
  %shift = shufflevector <2 x float> %1449, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !47
  %foldExtExtBinop = fadd <2 x float> %1449, %shift, !dbg !47
  %1450 = extractelement <2 x float> %foldExtExtBinop, i64 0, !dbg !47
  %1451 = bitcast float %1450 to i32, !dbg !45
  %1452 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1451, i32 16, i32 31), !dbg !45
  %1453 = bitcast i32 %1452 to float, !dbg !45
  %1454 = fadd float %1450, %1453, !dbg !47
  %1455 = fadd float %1354, %1454, !dbg !44
  %1456 = fptrunc <2 x float> %1356 to <2 x half>, !dbg !48
  %1457 = fptrunc <2 x float> %1358 to <2 x half>, !dbg !48
  %1458 = fptrunc <2 x float> %1360 to <2 x half>, !dbg !48
  %1459 = fptrunc <2 x float> %1362 to <2 x half>, !dbg !48
  %1460 = fptrunc <2 x float> %1364 to <2 x half>, !dbg !48
  %1461 = fptrunc <2 x float> %1366 to <2 x half>, !dbg !48
  %1462 = fptrunc <2 x float> %1368 to <2 x half>, !dbg !48
  %1463 = fptrunc <2 x float> %1370 to <2 x half>, !dbg !48
  %1464 = fptrunc <2 x float> %1372 to <2 x half>, !dbg !48
  %1465 = fptrunc <2 x float> %1374 to <2 x half>, !dbg !48
  %1466 = fptrunc <2 x float> %1376 to <2 x half>, !dbg !48
  %1467 = fptrunc <2 x float> %1378 to <2 x half>, !dbg !48
  %1468 = fptrunc <2 x float> %1380 to <2 x half>, !dbg !48
  %1469 = fptrunc <2 x float> %1382 to <2 x half>, !dbg !48
  %1470 = fptrunc <2 x float> %1384 to <2 x half>, !dbg !48
  %1471 = fptrunc <2 x float> %1386 to <2 x half>, !dbg !48
  %1472 = fptrunc <2 x float> %1388 to <2 x half>, !dbg !48
  %1473 = fptrunc <2 x float> %1390 to <2 x half>, !dbg !48
  %1474 = fptrunc <2 x float> %1392 to <2 x half>, !dbg !48
  %1475 = fptrunc <2 x float> %1394 to <2 x half>, !dbg !48
  %1476 = fptrunc <2 x float> %1396 to <2 x half>, !dbg !48
  %1477 = fptrunc <2 x float> %1398 to <2 x half>, !dbg !48
  %1478 = fptrunc <2 x float> %1400 to <2 x half>, !dbg !48
  %1479 = fptrunc <2 x float> %1402 to <2 x half>, !dbg !48
  %1480 = fptrunc <2 x float> %1404 to <2 x half>, !dbg !48
  %1481 = fptrunc <2 x float> %1406 to <2 x half>, !dbg !48
  %1482 = fptrunc <2 x float> %1408 to <2 x half>, !dbg !48
  %1483 = fptrunc <2 x float> %1410 to <2 x half>, !dbg !48
  %1484 = fptrunc <2 x float> %1412 to <2 x half>, !dbg !48
  %1485 = fptrunc <2 x float> %1414 to <2 x half>, !dbg !48
  %1486 = fptrunc <2 x float> %1416 to <2 x half>, !dbg !48
  %1487 = fptrunc <2 x float> %1418 to <2 x half>, !dbg !48
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165584), i32 %690) #11, !dbg !21
  %1488 = bitcast <2 x half> %1456 to i32, !dbg !21
  %1489 = bitcast <2 x half> %1457 to i32, !dbg !21
  %1490 = bitcast <2 x half> %1458 to i32, !dbg !21
  %1491 = bitcast <2 x half> %1459 to i32, !dbg !21
  %1492 = bitcast <2 x half> %1460 to i32, !dbg !21
  %1493 = bitcast <2 x half> %1461 to i32, !dbg !21
  %1494 = bitcast <2 x half> %1462 to i32, !dbg !21
  %1495 = bitcast <2 x half> %1463 to i32, !dbg !21
  %1496 = bitcast <2 x half> %1464 to i32, !dbg !21
  %1497 = bitcast <2 x half> %1465 to i32, !dbg !21
  %1498 = bitcast <2 x half> %1466 to i32, !dbg !21
  %1499 = bitcast <2 x half> %1467 to i32, !dbg !21
  %1500 = bitcast <2 x half> %1468 to i32, !dbg !21
  %1501 = bitcast <2 x half> %1469 to i32, !dbg !21
  %1502 = bitcast <2 x half> %1470 to i32, !dbg !21
  %1503 = bitcast <2 x half> %1471 to i32, !dbg !21
  %1504 = bitcast <2 x half> %1472 to i32, !dbg !21
  %1505 = bitcast <2 x half> %1473 to i32, !dbg !21
  %1506 = bitcast <2 x half> %1474 to i32, !dbg !21
  %1507 = bitcast <2 x half> %1475 to i32, !dbg !21
  %1508 = bitcast <2 x half> %1476 to i32, !dbg !21
  %1509 = bitcast <2 x half> %1477 to i32, !dbg !21
  %1510 = bitcast <2 x half> %1478 to i32, !dbg !21
  %1511 = bitcast <2 x half> %1479 to i32, !dbg !21
  %1512 = bitcast <2 x half> %1480 to i32, !dbg !21
  %1513 = bitcast <2 x half> %1481 to i32, !dbg !21
  %1514 = bitcast <2 x half> %1482 to i32, !dbg !21
  %1515 = bitcast <2 x half> %1483 to i32, !dbg !21
  %1516 = bitcast <2 x half> %1484 to i32, !dbg !21
  %1517 = bitcast <2 x half> %1485 to i32, !dbg !21
  %1518 = bitcast <2 x half> %1486 to i32, !dbg !21
  %1519 = bitcast <2 x half> %1487 to i32, !dbg !21
  call void asm sideeffect "@$0 tcgen05.st.sync.aligned.16x32bx2.x32.b32 [$1 + 0], 32, {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %680, i32 %1488, i32 %1489, i32 %1490, i32 %1491, i32 %1492, i32 %1493, i32 %1494, i32 %1495, i32 %1496, i32 %1497, i32 %1498, i32 %1499, i32 %1500, i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1505, i32 %1506, i32 %1507, i32 %1508, i32 %1509, i32 %1510, i32 %1511, i32 %1512, i32 %1513, i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1518, i32 %1519) #11, !dbg !21
  call void @llvm.nvvm.tcgen05.wait.st(), !dbg !21
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !21
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %583, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165600)) #11, !dbg !21
  %1520 = xor i32 %684, 1, !dbg !21
  %1521 = add i32 %689, 128, !dbg !16
  %1522 = icmp slt i32 %1521, %20, !dbg !16
  br i1 %1522, label %682, label %._crit_edge215.loopexit, !dbg !16

._crit_edge215.loopexit:                          ; preds = %__nv_exp2f.exit200
  %1523 = bitcast float %1455 to i32, !dbg !16
  %1524 = add i32 %694, 1, !dbg !16
  br label %._crit_edge215, !dbg !16

._crit_edge215:                                   ; preds = %.._crit_edge215_crit_edge, %._crit_edge215.loopexit
  %.pre-phi230 = phi i32 [ %.pre229, %.._crit_edge215_crit_edge ], [ %670, %._crit_edge215.loopexit ], !dbg !16
  %.pre-phi226 = phi i32 [ %.pre225, %.._crit_edge215_crit_edge ], [ %666, %._crit_edge215.loopexit ], !dbg !16
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge215_crit_edge ], [ %665, %._crit_edge215.loopexit ], !dbg !16
  %.lcssa203 = phi i32 [ 1065353216, %.._crit_edge215_crit_edge ], [ %1523, %._crit_edge215.loopexit ]
  %.lcssa202 = phi i32 [ 2, %.._crit_edge215_crit_edge ], [ %1524, %._crit_edge215.loopexit ]
  %.lcssa201 = phi i32 [ 1, %.._crit_edge215_crit_edge ], [ %696, %._crit_edge215.loopexit ]
  %.lcssa = phi i32 [ 0, %.._crit_edge215_crit_edge ], [ %684, %._crit_edge215.loopexit ]
  %1525 = or i32 %.pre-phi, %.pre-phi226, !dbg !16
  %1526 = and i32 %1525, 432, !dbg !16
  %1527 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 164864), i32 %1526, !dbg !16
  %1528 = getelementptr inbounds nuw i8, ptr addrspace(3) %1527, i32 %.pre-phi230, !dbg !16
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %1528, i32 %.lcssa203), !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !16
  %1529 = and i32 %1525, 496, !dbg !16
  %1530 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 164864), i32 %1529, !dbg !16
  %1531 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %1530), !dbg !16
  %1532 = bitcast i32 %1531 to float, !dbg !16
  %1533 = icmp eq i32 %.lcssa202, 2, !dbg !16
  %1534 = select i1 %1533, i32 0, i32 %.lcssa202, !dbg !16
  %1535 = zext i1 %1533 to i32, !dbg !16
  %1536 = xor i32 %.lcssa201, %1535, !dbg !16
  %1537 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165392), i32 %1534, !dbg !23
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %1537, i32 %1536) #11, !dbg !16
  %1538 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165376), i32 %1534, !dbg !23
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !16
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %583, ptr addrspace(3) %1538) #11, !dbg !16
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !16
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 200), !dbg !16
  call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165504), i32 %.lcssa) #11, !dbg !21
  %1539 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %620) #11, !dbg !21
  %1540 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 0, !dbg !21
  %1541 = bitcast i32 %1540 to float, !dbg !21
  %1542 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 1, !dbg !21
  %1543 = bitcast i32 %1542 to float, !dbg !21
  %1544 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 2, !dbg !21
  %1545 = bitcast i32 %1544 to float, !dbg !21
  %1546 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 3, !dbg !21
  %1547 = bitcast i32 %1546 to float, !dbg !21
  %1548 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 4, !dbg !21
  %1549 = bitcast i32 %1548 to float, !dbg !21
  %1550 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 5, !dbg !21
  %1551 = bitcast i32 %1550 to float, !dbg !21
  %1552 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 6, !dbg !21
  %1553 = bitcast i32 %1552 to float, !dbg !21
  %1554 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 7, !dbg !21
  %1555 = bitcast i32 %1554 to float, !dbg !21
  %1556 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 8, !dbg !21
  %1557 = bitcast i32 %1556 to float, !dbg !21
  %1558 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 9, !dbg !21
  %1559 = bitcast i32 %1558 to float, !dbg !21
  %1560 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 10, !dbg !21
  %1561 = bitcast i32 %1560 to float, !dbg !21
  %1562 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 11, !dbg !21
  %1563 = bitcast i32 %1562 to float, !dbg !21
  %1564 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 12, !dbg !21
  %1565 = bitcast i32 %1564 to float, !dbg !21
  %1566 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 13, !dbg !21
  %1567 = bitcast i32 %1566 to float, !dbg !21
  %1568 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 14, !dbg !21
  %1569 = bitcast i32 %1568 to float, !dbg !21
  %1570 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 15, !dbg !21
  %1571 = bitcast i32 %1570 to float, !dbg !21
  %1572 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 16, !dbg !21
  %1573 = bitcast i32 %1572 to float, !dbg !21
  %1574 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 17, !dbg !21
  %1575 = bitcast i32 %1574 to float, !dbg !21
  %1576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 18, !dbg !21
  %1577 = bitcast i32 %1576 to float, !dbg !21
  %1578 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 19, !dbg !21
  %1579 = bitcast i32 %1578 to float, !dbg !21
  %1580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 20, !dbg !21
  %1581 = bitcast i32 %1580 to float, !dbg !21
  %1582 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 21, !dbg !21
  %1583 = bitcast i32 %1582 to float, !dbg !21
  %1584 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 22, !dbg !21
  %1585 = bitcast i32 %1584 to float, !dbg !21
  %1586 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 23, !dbg !21
  %1587 = bitcast i32 %1586 to float, !dbg !21
  %1588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 24, !dbg !21
  %1589 = bitcast i32 %1588 to float, !dbg !21
  %1590 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 25, !dbg !21
  %1591 = bitcast i32 %1590 to float, !dbg !21
  %1592 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 26, !dbg !21
  %1593 = bitcast i32 %1592 to float, !dbg !21
  %1594 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 27, !dbg !21
  %1595 = bitcast i32 %1594 to float, !dbg !21
  %1596 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 28, !dbg !21
  %1597 = bitcast i32 %1596 to float, !dbg !21
  %1598 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 29, !dbg !21
  %1599 = bitcast i32 %1598 to float, !dbg !21
  %1600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 30, !dbg !21
  %1601 = bitcast i32 %1600 to float, !dbg !21
  %1602 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1539, 31, !dbg !21
  %1603 = bitcast i32 %1602 to float, !dbg !21
  %1604 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32 + 32];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %620) #11, !dbg !21
  %1605 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 0, !dbg !21
  %1606 = bitcast i32 %1605 to float, !dbg !21
  %1607 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 1, !dbg !21
  %1608 = bitcast i32 %1607 to float, !dbg !21
  %1609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 2, !dbg !21
  %1610 = bitcast i32 %1609 to float, !dbg !21
  %1611 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 3, !dbg !21
  %1612 = bitcast i32 %1611 to float, !dbg !21
  %1613 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 4, !dbg !21
  %1614 = bitcast i32 %1613 to float, !dbg !21
  %1615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 5, !dbg !21
  %1616 = bitcast i32 %1615 to float, !dbg !21
  %1617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 6, !dbg !21
  %1618 = bitcast i32 %1617 to float, !dbg !21
  %1619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 7, !dbg !21
  %1620 = bitcast i32 %1619 to float, !dbg !21
  %1621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 8, !dbg !21
  %1622 = bitcast i32 %1621 to float, !dbg !21
  %1623 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 9, !dbg !21
  %1624 = bitcast i32 %1623 to float, !dbg !21
  %1625 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 10, !dbg !21
  %1626 = bitcast i32 %1625 to float, !dbg !21
  %1627 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 11, !dbg !21
  %1628 = bitcast i32 %1627 to float, !dbg !21
  %1629 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 12, !dbg !21
  %1630 = bitcast i32 %1629 to float, !dbg !21
  %1631 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 13, !dbg !21
  %1632 = bitcast i32 %1631 to float, !dbg !21
  %1633 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 14, !dbg !21
  %1634 = bitcast i32 %1633 to float, !dbg !21
  %1635 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 15, !dbg !21
  %1636 = bitcast i32 %1635 to float, !dbg !21
  %1637 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 16, !dbg !21
  %1638 = bitcast i32 %1637 to float, !dbg !21
  %1639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 17, !dbg !21
  %1640 = bitcast i32 %1639 to float, !dbg !21
  %1641 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 18, !dbg !21
  %1642 = bitcast i32 %1641 to float, !dbg !21
  %1643 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 19, !dbg !21
  %1644 = bitcast i32 %1643 to float, !dbg !21
  %1645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 20, !dbg !21
  %1646 = bitcast i32 %1645 to float, !dbg !21
  %1647 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 21, !dbg !21
  %1648 = bitcast i32 %1647 to float, !dbg !21
  %1649 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 22, !dbg !21
  %1650 = bitcast i32 %1649 to float, !dbg !21
  %1651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 23, !dbg !21
  %1652 = bitcast i32 %1651 to float, !dbg !21
  %1653 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 24, !dbg !21
  %1654 = bitcast i32 %1653 to float, !dbg !21
  %1655 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 25, !dbg !21
  %1656 = bitcast i32 %1655 to float, !dbg !21
  %1657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 26, !dbg !21
  %1658 = bitcast i32 %1657 to float, !dbg !21
  %1659 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 27, !dbg !21
  %1660 = bitcast i32 %1659 to float, !dbg !21
  %1661 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 28, !dbg !21
  %1662 = bitcast i32 %1661 to float, !dbg !21
  %1663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 29, !dbg !21
  %1664 = bitcast i32 %1663 to float, !dbg !21
  %1665 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 30, !dbg !21
  %1666 = bitcast i32 %1665 to float, !dbg !21
  %1667 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1604, 31, !dbg !21
  %1668 = bitcast i32 %1667 to float, !dbg !21
  call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !21
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !21
  call void asm sideeffect "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r"(i1 %583, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165488)) #11, !dbg !21
  %1669 = call float @llvm.nvvm.div.full(float %1541, float %1532), !dbg !49
  %1670 = call float @llvm.nvvm.div.full(float %1543, float %1532), !dbg !49
  %1671 = call float @llvm.nvvm.div.full(float %1545, float %1532), !dbg !49
  %1672 = call float @llvm.nvvm.div.full(float %1547, float %1532), !dbg !49
  %1673 = call float @llvm.nvvm.div.full(float %1549, float %1532), !dbg !49
  %1674 = call float @llvm.nvvm.div.full(float %1551, float %1532), !dbg !49
  %1675 = call float @llvm.nvvm.div.full(float %1553, float %1532), !dbg !49
  %1676 = call float @llvm.nvvm.div.full(float %1555, float %1532), !dbg !49
  %1677 = call float @llvm.nvvm.div.full(float %1557, float %1532), !dbg !49
  %1678 = call float @llvm.nvvm.div.full(float %1559, float %1532), !dbg !49
  %1679 = call float @llvm.nvvm.div.full(float %1561, float %1532), !dbg !49
  %1680 = call float @llvm.nvvm.div.full(float %1563, float %1532), !dbg !49
  %1681 = call float @llvm.nvvm.div.full(float %1565, float %1532), !dbg !49
  %1682 = call float @llvm.nvvm.div.full(float %1567, float %1532), !dbg !49
  %1683 = call float @llvm.nvvm.div.full(float %1569, float %1532), !dbg !49
  %1684 = call float @llvm.nvvm.div.full(float %1571, float %1532), !dbg !49
  %1685 = call float @llvm.nvvm.div.full(float %1573, float %1532), !dbg !49
  %1686 = call float @llvm.nvvm.div.full(float %1575, float %1532), !dbg !49
  %1687 = call float @llvm.nvvm.div.full(float %1577, float %1532), !dbg !49
  %1688 = call float @llvm.nvvm.div.full(float %1579, float %1532), !dbg !49
  %1689 = call float @llvm.nvvm.div.full(float %1581, float %1532), !dbg !49
  %1690 = call float @llvm.nvvm.div.full(float %1583, float %1532), !dbg !49
  %1691 = call float @llvm.nvvm.div.full(float %1585, float %1532), !dbg !49
  %1692 = call float @llvm.nvvm.div.full(float %1587, float %1532), !dbg !49
  %1693 = call float @llvm.nvvm.div.full(float %1589, float %1532), !dbg !49
  %1694 = call float @llvm.nvvm.div.full(float %1591, float %1532), !dbg !49
  %1695 = call float @llvm.nvvm.div.full(float %1593, float %1532), !dbg !49
  %1696 = call float @llvm.nvvm.div.full(float %1595, float %1532), !dbg !49
  %1697 = call float @llvm.nvvm.div.full(float %1597, float %1532), !dbg !49
  %1698 = call float @llvm.nvvm.div.full(float %1599, float %1532), !dbg !49
  %1699 = call float @llvm.nvvm.div.full(float %1601, float %1532), !dbg !49
  %1700 = call float @llvm.nvvm.div.full(float %1603, float %1532), !dbg !49
  %1701 = call float @llvm.nvvm.div.full(float %1606, float %1532), !dbg !49
  %1702 = call float @llvm.nvvm.div.full(float %1608, float %1532), !dbg !49
  %1703 = call float @llvm.nvvm.div.full(float %1610, float %1532), !dbg !49
  %1704 = call float @llvm.nvvm.div.full(float %1612, float %1532), !dbg !49
  %1705 = call float @llvm.nvvm.div.full(float %1614, float %1532), !dbg !49
  %1706 = call float @llvm.nvvm.div.full(float %1616, float %1532), !dbg !49
  %1707 = call float @llvm.nvvm.div.full(float %1618, float %1532), !dbg !49
  %1708 = call float @llvm.nvvm.div.full(float %1620, float %1532), !dbg !49
  %1709 = call float @llvm.nvvm.div.full(float %1622, float %1532), !dbg !49
  %1710 = call float @llvm.nvvm.div.full(float %1624, float %1532), !dbg !49
  %1711 = call float @llvm.nvvm.div.full(float %1626, float %1532), !dbg !49
  %1712 = call float @llvm.nvvm.div.full(float %1628, float %1532), !dbg !49
  %1713 = call float @llvm.nvvm.div.full(float %1630, float %1532), !dbg !49
  %1714 = call float @llvm.nvvm.div.full(float %1632, float %1532), !dbg !49
  %1715 = call float @llvm.nvvm.div.full(float %1634, float %1532), !dbg !49
  %1716 = call float @llvm.nvvm.div.full(float %1636, float %1532), !dbg !49
  %1717 = call float @llvm.nvvm.div.full(float %1638, float %1532), !dbg !49
  %1718 = call float @llvm.nvvm.div.full(float %1640, float %1532), !dbg !49
  %1719 = call float @llvm.nvvm.div.full(float %1642, float %1532), !dbg !49
  %1720 = call float @llvm.nvvm.div.full(float %1644, float %1532), !dbg !49
  %1721 = call float @llvm.nvvm.div.full(float %1646, float %1532), !dbg !49
  %1722 = call float @llvm.nvvm.div.full(float %1648, float %1532), !dbg !49
  %1723 = call float @llvm.nvvm.div.full(float %1650, float %1532), !dbg !49
  %1724 = call float @llvm.nvvm.div.full(float %1652, float %1532), !dbg !49
  %1725 = call float @llvm.nvvm.div.full(float %1654, float %1532), !dbg !49
  %1726 = call float @llvm.nvvm.div.full(float %1656, float %1532), !dbg !49
  %1727 = call float @llvm.nvvm.div.full(float %1658, float %1532), !dbg !49
  %1728 = call float @llvm.nvvm.div.full(float %1660, float %1532), !dbg !49
  %1729 = call float @llvm.nvvm.div.full(float %1662, float %1532), !dbg !49
  %1730 = call float @llvm.nvvm.div.full(float %1664, float %1532), !dbg !49
  %1731 = call float @llvm.nvvm.div.full(float %1666, float %1532), !dbg !49
  %1732 = call float @llvm.nvvm.div.full(float %1668, float %1532), !dbg !49
  %1733 = insertelement <2 x float> poison, float %1669, i64 0, !dbg !50
  %1734 = insertelement <2 x float> %1733, float %1670, i64 1, !dbg !50
  %1735 = fptrunc <2 x float> %1734 to <2 x half>, !dbg !50
  %1736 = insertelement <2 x float> poison, float %1671, i64 0, !dbg !50
  %1737 = insertelement <2 x float> %1736, float %1672, i64 1, !dbg !50
  %1738 = fptrunc <2 x float> %1737 to <2 x half>, !dbg !50
  %1739 = insertelement <2 x float> poison, float %1673, i64 0, !dbg !50
  %1740 = insertelement <2 x float> %1739, float %1674, i64 1, !dbg !50
  %1741 = fptrunc <2 x float> %1740 to <2 x half>, !dbg !50
  %1742 = insertelement <2 x float> poison, float %1675, i64 0, !dbg !50
  %1743 = insertelement <2 x float> %1742, float %1676, i64 1, !dbg !50
  %1744 = fptrunc <2 x float> %1743 to <2 x half>, !dbg !50
  %1745 = insertelement <2 x float> poison, float %1677, i64 0, !dbg !50
  %1746 = insertelement <2 x float> %1745, float %1678, i64 1, !dbg !50
  %1747 = fptrunc <2 x float> %1746 to <2 x half>, !dbg !50
  %1748 = insertelement <2 x float> poison, float %1679, i64 0, !dbg !50
  %1749 = insertelement <2 x float> %1748, float %1680, i64 1, !dbg !50
  %1750 = fptrunc <2 x float> %1749 to <2 x half>, !dbg !50
  %1751 = insertelement <2 x float> poison, float %1681, i64 0, !dbg !50
  %1752 = insertelement <2 x float> %1751, float %1682, i64 1, !dbg !50
  %1753 = fptrunc <2 x float> %1752 to <2 x half>, !dbg !50
  %1754 = insertelement <2 x float> poison, float %1683, i64 0, !dbg !50
  %1755 = insertelement <2 x float> %1754, float %1684, i64 1, !dbg !50
  %1756 = fptrunc <2 x float> %1755 to <2 x half>, !dbg !50
  %1757 = insertelement <2 x float> poison, float %1685, i64 0, !dbg !50
  %1758 = insertelement <2 x float> %1757, float %1686, i64 1, !dbg !50
  %1759 = fptrunc <2 x float> %1758 to <2 x half>, !dbg !50
  %1760 = insertelement <2 x float> poison, float %1687, i64 0, !dbg !50
  %1761 = insertelement <2 x float> %1760, float %1688, i64 1, !dbg !50
  %1762 = fptrunc <2 x float> %1761 to <2 x half>, !dbg !50
  %1763 = insertelement <2 x float> poison, float %1689, i64 0, !dbg !50
  %1764 = insertelement <2 x float> %1763, float %1690, i64 1, !dbg !50
  %1765 = fptrunc <2 x float> %1764 to <2 x half>, !dbg !50
  %1766 = insertelement <2 x float> poison, float %1691, i64 0, !dbg !50
  %1767 = insertelement <2 x float> %1766, float %1692, i64 1, !dbg !50
  %1768 = fptrunc <2 x float> %1767 to <2 x half>, !dbg !50
  %1769 = insertelement <2 x float> poison, float %1693, i64 0, !dbg !50
  %1770 = insertelement <2 x float> %1769, float %1694, i64 1, !dbg !50
  %1771 = fptrunc <2 x float> %1770 to <2 x half>, !dbg !50
  %1772 = insertelement <2 x float> poison, float %1695, i64 0, !dbg !50
  %1773 = insertelement <2 x float> %1772, float %1696, i64 1, !dbg !50
  %1774 = fptrunc <2 x float> %1773 to <2 x half>, !dbg !50
  %1775 = insertelement <2 x float> poison, float %1697, i64 0, !dbg !50
  %1776 = insertelement <2 x float> %1775, float %1698, i64 1, !dbg !50
  %1777 = fptrunc <2 x float> %1776 to <2 x half>, !dbg !50
  %1778 = insertelement <2 x float> poison, float %1699, i64 0, !dbg !50
  %1779 = insertelement <2 x float> %1778, float %1700, i64 1, !dbg !50
  %1780 = fptrunc <2 x float> %1779 to <2 x half>, !dbg !50
  %1781 = insertelement <2 x float> poison, float %1701, i64 0, !dbg !50
  %1782 = insertelement <2 x float> %1781, float %1702, i64 1, !dbg !50
  %1783 = fptrunc <2 x float> %1782 to <2 x half>, !dbg !50
  %1784 = insertelement <2 x float> poison, float %1703, i64 0, !dbg !50
  %1785 = insertelement <2 x float> %1784, float %1704, i64 1, !dbg !50
  %1786 = fptrunc <2 x float> %1785 to <2 x half>, !dbg !50
  %1787 = insertelement <2 x float> poison, float %1705, i64 0, !dbg !50
  %1788 = insertelement <2 x float> %1787, float %1706, i64 1, !dbg !50
  %1789 = fptrunc <2 x float> %1788 to <2 x half>, !dbg !50
  %1790 = insertelement <2 x float> poison, float %1707, i64 0, !dbg !50
  %1791 = insertelement <2 x float> %1790, float %1708, i64 1, !dbg !50
  %1792 = fptrunc <2 x float> %1791 to <2 x half>, !dbg !50
  %1793 = insertelement <2 x float> poison, float %1709, i64 0, !dbg !50
  %1794 = insertelement <2 x float> %1793, float %1710, i64 1, !dbg !50
  %1795 = fptrunc <2 x float> %1794 to <2 x half>, !dbg !50
  %1796 = insertelement <2 x float> poison, float %1711, i64 0, !dbg !50
  %1797 = insertelement <2 x float> %1796, float %1712, i64 1, !dbg !50
  %1798 = fptrunc <2 x float> %1797 to <2 x half>, !dbg !50
  %1799 = insertelement <2 x float> poison, float %1713, i64 0, !dbg !50
  %1800 = insertelement <2 x float> %1799, float %1714, i64 1, !dbg !50
  %1801 = fptrunc <2 x float> %1800 to <2 x half>, !dbg !50
  %1802 = insertelement <2 x float> poison, float %1715, i64 0, !dbg !50
  %1803 = insertelement <2 x float> %1802, float %1716, i64 1, !dbg !50
  %1804 = fptrunc <2 x float> %1803 to <2 x half>, !dbg !50
  %1805 = insertelement <2 x float> poison, float %1717, i64 0, !dbg !50
  %1806 = insertelement <2 x float> %1805, float %1718, i64 1, !dbg !50
  %1807 = fptrunc <2 x float> %1806 to <2 x half>, !dbg !50
  %1808 = insertelement <2 x float> poison, float %1719, i64 0, !dbg !50
  %1809 = insertelement <2 x float> %1808, float %1720, i64 1, !dbg !50
  %1810 = fptrunc <2 x float> %1809 to <2 x half>, !dbg !50
  %1811 = insertelement <2 x float> poison, float %1721, i64 0, !dbg !50
  %1812 = insertelement <2 x float> %1811, float %1722, i64 1, !dbg !50
  %1813 = fptrunc <2 x float> %1812 to <2 x half>, !dbg !50
  %1814 = insertelement <2 x float> poison, float %1723, i64 0, !dbg !50
  %1815 = insertelement <2 x float> %1814, float %1724, i64 1, !dbg !50
  %1816 = fptrunc <2 x float> %1815 to <2 x half>, !dbg !50
  %1817 = insertelement <2 x float> poison, float %1725, i64 0, !dbg !50
  %1818 = insertelement <2 x float> %1817, float %1726, i64 1, !dbg !50
  %1819 = fptrunc <2 x float> %1818 to <2 x half>, !dbg !50
  %1820 = insertelement <2 x float> poison, float %1727, i64 0, !dbg !50
  %1821 = insertelement <2 x float> %1820, float %1728, i64 1, !dbg !50
  %1822 = fptrunc <2 x float> %1821 to <2 x half>, !dbg !50
  %1823 = insertelement <2 x float> poison, float %1729, i64 0, !dbg !50
  %1824 = insertelement <2 x float> %1823, float %1730, i64 1, !dbg !50
  %1825 = fptrunc <2 x float> %1824 to <2 x half>, !dbg !50
  %1826 = insertelement <2 x float> poison, float %1731, i64 0, !dbg !50
  %1827 = insertelement <2 x float> %1826, float %1732, i64 1, !dbg !50
  %1828 = fptrunc <2 x float> %1827 to <2 x half>, !dbg !50
  %1829 = shl nuw nsw i32 %25, 7, !dbg !51
  %1830 = and i32 %1829, 32640, !dbg !51
  %1831 = and i32 %.pre-phi226, 112, !dbg !51
  %1832 = or disjoint i32 %1830, %1831, !dbg !51
  %1833 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1832, !dbg !51
  %1834 = bitcast <2 x half> %1735 to i32, !dbg !51
  %1835 = bitcast <2 x half> %1738 to i32, !dbg !51
  %1836 = bitcast <2 x half> %1741 to i32, !dbg !51
  %1837 = bitcast <2 x half> %1744 to i32, !dbg !51
  %1838 = insertelement <4 x i32> poison, i32 %1834, i64 0, !dbg !51
  %1839 = insertelement <4 x i32> %1838, i32 %1835, i64 1, !dbg !51
  %1840 = insertelement <4 x i32> %1839, i32 %1836, i64 2, !dbg !51
  %1841 = insertelement <4 x i32> %1840, i32 %1837, i64 3, !dbg !51
  store <4 x i32> %1841, ptr addrspace(3) %1833, align 16, !dbg !51
  %1842 = xor i32 %1832, 16, !dbg !51
  %1843 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1842, !dbg !51
  %1844 = bitcast <2 x half> %1747 to i32, !dbg !51
  %1845 = bitcast <2 x half> %1750 to i32, !dbg !51
  %1846 = bitcast <2 x half> %1753 to i32, !dbg !51
  %1847 = bitcast <2 x half> %1756 to i32, !dbg !51
  %1848 = insertelement <4 x i32> poison, i32 %1844, i64 0, !dbg !51
  %1849 = insertelement <4 x i32> %1848, i32 %1845, i64 1, !dbg !51
  %1850 = insertelement <4 x i32> %1849, i32 %1846, i64 2, !dbg !51
  %1851 = insertelement <4 x i32> %1850, i32 %1847, i64 3, !dbg !51
  store <4 x i32> %1851, ptr addrspace(3) %1843, align 16, !dbg !51
  %1852 = xor i32 %1832, 32, !dbg !51
  %1853 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1852, !dbg !51
  %1854 = bitcast <2 x half> %1759 to i32, !dbg !51
  %1855 = bitcast <2 x half> %1762 to i32, !dbg !51
  %1856 = bitcast <2 x half> %1765 to i32, !dbg !51
  %1857 = bitcast <2 x half> %1768 to i32, !dbg !51
  %1858 = insertelement <4 x i32> poison, i32 %1854, i64 0, !dbg !51
  %1859 = insertelement <4 x i32> %1858, i32 %1855, i64 1, !dbg !51
  %1860 = insertelement <4 x i32> %1859, i32 %1856, i64 2, !dbg !51
  %1861 = insertelement <4 x i32> %1860, i32 %1857, i64 3, !dbg !51
  store <4 x i32> %1861, ptr addrspace(3) %1853, align 16, !dbg !51
  %1862 = xor i32 %1832, 48, !dbg !51
  %1863 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1862, !dbg !51
  %1864 = bitcast <2 x half> %1771 to i32, !dbg !51
  %1865 = bitcast <2 x half> %1774 to i32, !dbg !51
  %1866 = bitcast <2 x half> %1777 to i32, !dbg !51
  %1867 = bitcast <2 x half> %1780 to i32, !dbg !51
  %1868 = insertelement <4 x i32> poison, i32 %1864, i64 0, !dbg !51
  %1869 = insertelement <4 x i32> %1868, i32 %1865, i64 1, !dbg !51
  %1870 = insertelement <4 x i32> %1869, i32 %1866, i64 2, !dbg !51
  %1871 = insertelement <4 x i32> %1870, i32 %1867, i64 3, !dbg !51
  store <4 x i32> %1871, ptr addrspace(3) %1863, align 16, !dbg !51
  %1872 = xor i32 %1832, 64, !dbg !51
  %1873 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1872, !dbg !51
  %1874 = bitcast <2 x half> %1783 to i32, !dbg !51
  %1875 = bitcast <2 x half> %1786 to i32, !dbg !51
  %1876 = bitcast <2 x half> %1789 to i32, !dbg !51
  %1877 = bitcast <2 x half> %1792 to i32, !dbg !51
  %1878 = insertelement <4 x i32> poison, i32 %1874, i64 0, !dbg !51
  %1879 = insertelement <4 x i32> %1878, i32 %1875, i64 1, !dbg !51
  %1880 = insertelement <4 x i32> %1879, i32 %1876, i64 2, !dbg !51
  %1881 = insertelement <4 x i32> %1880, i32 %1877, i64 3, !dbg !51
  store <4 x i32> %1881, ptr addrspace(3) %1873, align 16, !dbg !51
  %1882 = xor i32 %1832, 80, !dbg !51
  %1883 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1882, !dbg !51
  %1884 = bitcast <2 x half> %1795 to i32, !dbg !51
  %1885 = bitcast <2 x half> %1798 to i32, !dbg !51
  %1886 = bitcast <2 x half> %1801 to i32, !dbg !51
  %1887 = bitcast <2 x half> %1804 to i32, !dbg !51
  %1888 = insertelement <4 x i32> poison, i32 %1884, i64 0, !dbg !51
  %1889 = insertelement <4 x i32> %1888, i32 %1885, i64 1, !dbg !51
  %1890 = insertelement <4 x i32> %1889, i32 %1886, i64 2, !dbg !51
  %1891 = insertelement <4 x i32> %1890, i32 %1887, i64 3, !dbg !51
  store <4 x i32> %1891, ptr addrspace(3) %1883, align 16, !dbg !51
  %1892 = xor i32 %1832, 96, !dbg !51
  %1893 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1892, !dbg !51
  %1894 = bitcast <2 x half> %1807 to i32, !dbg !51
  %1895 = bitcast <2 x half> %1810 to i32, !dbg !51
  %1896 = bitcast <2 x half> %1813 to i32, !dbg !51
  %1897 = bitcast <2 x half> %1816 to i32, !dbg !51
  %1898 = insertelement <4 x i32> poison, i32 %1894, i64 0, !dbg !51
  %1899 = insertelement <4 x i32> %1898, i32 %1895, i64 1, !dbg !51
  %1900 = insertelement <4 x i32> %1899, i32 %1896, i64 2, !dbg !51
  %1901 = insertelement <4 x i32> %1900, i32 %1897, i64 3, !dbg !51
  store <4 x i32> %1901, ptr addrspace(3) %1893, align 16, !dbg !51
  %1902 = xor i32 %1832, 112, !dbg !51
  %1903 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1902, !dbg !51
  %1904 = bitcast <2 x half> %1819 to i32, !dbg !51
  %1905 = bitcast <2 x half> %1822 to i32, !dbg !51
  %1906 = bitcast <2 x half> %1825 to i32, !dbg !51
  %1907 = bitcast <2 x half> %1828 to i32, !dbg !51
  %1908 = insertelement <4 x i32> poison, i32 %1904, i64 0, !dbg !51
  %1909 = insertelement <4 x i32> %1908, i32 %1905, i64 1, !dbg !51
  %1910 = insertelement <4 x i32> %1909, i32 %1906, i64 2, !dbg !51
  %1911 = insertelement <4 x i32> %1910, i32 %1907, i64 3, !dbg !51
  store <4 x i32> %1911, ptr addrspace(3) %1903, align 16, !dbg !51
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !51
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !51
  %1912 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !51
  %1913 = extractvalue { i32, i1 } %1912, 1, !dbg !51
  %1914 = and i1 %587, %1913, !dbg !51
  %1915 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %590, !dbg !51
  call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %1914, ptr nonnull %15, i32 %592, i32 %577, ptr addrspace(3) %1915) #11, !dbg !51
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !51
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !51
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 256), !dbg !51
  %1916 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %1917 = extractvalue { i32, i1 } %1916, 1, !dbg !21
  %1918 = and i1 %578, %1917, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1918, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165584)) #11, !dbg !21
  %1919 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %1920 = extractvalue { i32, i1 } %1919, 1, !dbg !21
  %1921 = and i1 %578, %1920, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1921, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165600)) #11, !dbg !21
  %1922 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !18
  %1923 = extractvalue { i32, i1 } %1922, 1, !dbg !18
  %1924 = and i1 %578, %1923, !dbg !18
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1924, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165552)) #11, !dbg !18
  %1925 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !18
  %1926 = extractvalue { i32, i1 } %1925, 1, !dbg !18
  %1927 = and i1 %578, %1926, !dbg !18
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1927, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165568)) #11, !dbg !18
  %1928 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %1929 = extractvalue { i32, i1 } %1928, 1, !dbg !25
  %1930 = and i1 %578, %1929, !dbg !25
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1930, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165440)) #11, !dbg !25
  %1931 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %1932 = extractvalue { i32, i1 } %1931, 1, !dbg !25
  %1933 = and i1 %578, %1932, !dbg !25
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1933, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165448)) #11, !dbg !25
  %1934 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %1935 = extractvalue { i32, i1 } %1934, 1, !dbg !25
  %1936 = and i1 %578, %1935, !dbg !25
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1936, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165456)) #11, !dbg !25
  %1937 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !25
  %1938 = extractvalue { i32, i1 } %1937, 1, !dbg !25
  %1939 = and i1 %578, %1938, !dbg !25
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1939, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165464)) #11, !dbg !25
  %1940 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %1941 = extractvalue { i32, i1 } %1940, 1, !dbg !24
  %1942 = and i1 %578, %1941, !dbg !24
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1942, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165408)) #11, !dbg !24
  %1943 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %1944 = extractvalue { i32, i1 } %1943, 1, !dbg !24
  %1945 = and i1 %578, %1944, !dbg !24
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1945, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165416)) #11, !dbg !24
  %1946 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %1947 = extractvalue { i32, i1 } %1946, 1, !dbg !24
  %1948 = and i1 %578, %1947, !dbg !24
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1948, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165424)) #11, !dbg !24
  %1949 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !24
  %1950 = extractvalue { i32, i1 } %1949, 1, !dbg !24
  %1951 = and i1 %578, %1950, !dbg !24
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1951, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165432)) #11, !dbg !24
  %1952 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !17
  %1953 = extractvalue { i32, i1 } %1952, 1, !dbg !17
  %1954 = and i1 %578, %1953, !dbg !17
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1954, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165520)) #11, !dbg !17
  %1955 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !17
  %1956 = extractvalue { i32, i1 } %1955, 1, !dbg !17
  %1957 = and i1 %578, %1956, !dbg !17
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1957, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165536)) #11, !dbg !17
  %1958 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %1959 = extractvalue { i32, i1 } %1958, 1, !dbg !21
  %1960 = and i1 %578, %1959, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1960, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165488)) #11, !dbg !21
  %1961 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %1962 = extractvalue { i32, i1 } %1961, 1, !dbg !21
  %1963 = and i1 %578, %1962, !dbg !21
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1963, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165504)) #11, !dbg !21
  %1964 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %1965 = extractvalue { i32, i1 } %1964, 1, !dbg !23
  %1966 = and i1 %578, %1965, !dbg !23
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1966, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165376)) #11, !dbg !23
  %1967 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %1968 = extractvalue { i32, i1 } %1967, 1, !dbg !23
  %1969 = and i1 %578, %1968, !dbg !23
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1969, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165384)) #11, !dbg !23
  %1970 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %1971 = extractvalue { i32, i1 } %1970, 1, !dbg !23
  %1972 = and i1 %578, %1971, !dbg !23
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1972, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165392)) #11, !dbg !23
  %1973 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !23
  %1974 = extractvalue { i32, i1 } %1973, 1, !dbg !23
  %1975 = and i1 %578, %1974, !dbg !23
  call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1975, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165400)) #11, !dbg !23
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165472), align 16, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165473), align 1, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165474), align 2, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165475), align 1, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165476), align 4, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165477), align 1, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165478), align 2, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165479), align 1, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165480), align 8, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165481), align 1, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165482), align 2, !dbg !15
  store i8 4, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 165483), align 1, !dbg !15
  call void @llvm.nvvm.barrier.cta.sync.all(i32 1), !dbg !15
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !15
  call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 512;", "b,r"(i1 %26, ptr addrspace(6) %28) #11, !dbg !15
  br label %common.ret, !dbg !15
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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #5

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #6

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) readonly captures(none)) #7

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #8

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) writeonly captures(none), i32) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #10

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #11

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #12

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #14

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #15

attributes #0 = { nounwind "nvvm.maxnreg"="96" "nvvm.reqntid"="640" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nounwind }
attributes #6 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #8 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #9 = { convergent nocallback nounwind memory(argmem: write) }
attributes #10 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #14 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #15 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!nvvmir.version = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_corpus.py", directory: "/work/wt-corpus/scripts/corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{i32 2, i32 0}
!6 = distinct !DISubprogram(name: "attention_ws_kernel", linkageName: "attention_ws_kernel", scope: !1, file: !1, line: 130, type: !7, scopeLine: 130, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{null, !9, !11, !11, !12, !12, !9, !11, !11, !12, !12, !9, !11, !11, !12, !12, !9, !11, !11, !12, !12, !11, !13, !14, !14}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 0)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!15 = !DILocation(line: 130, column: 1, scope: !6)
!16 = !DILocation(line: 142, column: 5, scope: !6)
!17 = !DILocation(line: 138, column: 11, scope: !6)
!18 = !DILocation(line: 145, column: 16, scope: !6)
!19 = !DILocation(line: 147, column: 30, scope: !6)
!20 = !DILocation(line: 147, column: 17, scope: !6)
!21 = !DILocation(line: 151, column: 15, scope: !6)
!22 = !DILocation(line: 149, column: 15, scope: !6)
!23 = !DILocation(line: 144, column: 14, scope: !6)
!24 = !DILocation(line: 144, column: 24, scope: !6)
!25 = !DILocation(line: 150, column: 13, scope: !6)
!26 = !DILocation(line: 135, column: 14, scope: !6)
!27 = !DILocation(line: 136, column: 12, scope: !6)
!28 = !DILocation(line: 143, column: 26, scope: !6)
!29 = distinct !{!29, !30}
!30 = !{!"llvm.licm.disable"}
!31 = !DILocation(line: 134, column: 11, scope: !6)
!32 = !DILocation(line: 136, column: 29, scope: !6)
!33 = !DILocation(line: 137, column: 9, scope: !6)
!34 = !DILocation(line: 141, column: 16, scope: !6)
!35 = !DILocation(line: 196, column: 12, scope: !36, inlinedAt: !38)
!36 = distinct !DILexicalBlockFile(scope: !6, file: !37, discriminator: 0)
!37 = !DIFile(filename: "standard.py", directory: "/work/wt-corpus/.tools/venv/lib/python3.11/site-packages/triton/language")
!38 = !DILocation(line: 216, column: 16, scope: !36, inlinedAt: !39)
!39 = !DILocation(line: 145, column: 32, scope: !40)
!40 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!41 = !DILocation(line: 145, column: 32, scope: !6)
!42 = !DILocation(line: 146, column: 26, scope: !6)
!43 = !DILocation(line: 146, column: 13, scope: !6)
!44 = !DILocation(line: 148, column: 15, scope: !6)
!45 = !DILocation(line: 314, column: 12, scope: !36, inlinedAt: !46)
!46 = !DILocation(line: 148, column: 29, scope: !40)
!47 = !DILocation(line: 287, column: 12, scope: !36, inlinedAt: !45)
!48 = !DILocation(line: 151, column: 22, scope: !6)
!49 = !DILocation(line: 153, column: 11, scope: !6)
!50 = !DILocation(line: 154, column: 29, scope: !6)
!51 = !DILocation(line: 154, column: 5, scope: !6)
