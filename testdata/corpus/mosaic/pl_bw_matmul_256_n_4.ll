; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__dynamic_shmem__0 = internal addrspace(3) global [0 x i8] undef, align 16

; Function Attrs: nounwind
define ptx_kernel void @kernel_mosaic_gpu_kernel(ptr byval([384 x i8]) align 64 "nvvm.grid_constant" %0) local_unnamed_addr #0 !dbg !5 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 256, !dbg !9
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 128, !dbg !10
  %4 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %5 = lshr i32 %4, 5, !dbg !11
  %6 = icmp eq i32 %5, 0, !dbg !11
  %7 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !11
  %8 = extractvalue { i32, i1 } %7, 1, !dbg !11
  %9 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !11
  %10 = extractvalue { i32, i1 } %9, 1, !dbg !11
  %11 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %5, i32 0, i32 31), !dbg !11
  %12 = and i32 %11, 3, !dbg !11
  %13 = icmp eq i32 %12, 0, !dbg !11
  %14 = and i1 %10, %13, !dbg !11
  %15 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !11
  %16 = extractvalue { i32, i1 } %15, 1, !dbg !11
  %17 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %5, i32 0, i32 31), !dbg !11
  %18 = icmp eq i32 %17, 0, !dbg !11
  %19 = and i1 %16, %18, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214016), i32 256, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214024), i32 256, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214032), i32 256, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214040), i32 256, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214048), i32 1, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214056), i32 1, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214064), i32 1, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214072), i32 1, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214080), i32 1, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214088), i32 1, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214096), i32 1, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214104), i32 1, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214112), i32 256, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214120), i32 256, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214128), i32 256, i1 %19) #9, !dbg !11
  tail call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214136), i32 256, i1 %19) #9, !dbg !11
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster(), !dbg !11
  br i1 %6, label %20, label %21, !dbg !11

20:                                               ; preds = %1
  tail call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214144), i32 512), !dbg !11
  br label %21, !dbg !11

21:                                               ; preds = %20, %1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !11
  %22 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214144), align 16, !dbg !11
  br i1 %6, label %23, label %24, !dbg !11

23:                                               ; preds = %21
  tail call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1(), !dbg !11
  br label %24, !dbg !11

24:                                               ; preds = %23, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !11
  %25 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !11
  %26 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %5, i32 0, i32 31), !dbg !11
  %27 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = lshr i32 %4, 7, !dbg !12
  %29 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %28, i32 0, i32 31), !dbg !12
  %30 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x(), !dbg !13
  %31 = icmp eq i32 %30, 0, !dbg !14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !15
  %32 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %34 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.z()
  %35 = or i32 %33, %34
  %36 = or i32 %35, %30
  %37 = select i1 %14, i32 16, i32 0
  %.not30 = icmp eq i32 %29, 0
  %38 = add nuw nsw i32 %28, 1
  %.not36 = icmp eq i32 %29, 1
  %39 = and i32 %4, 3
  %40 = shl nuw nsw i32 %4, 2
  %41 = and i32 %40, 112
  %42 = shl nuw nsw i32 %4, 4
  %43 = and i32 %42, 1536
  %44 = or disjoint i32 %43, %39
  %45 = or disjoint i32 %44, %41
  %46 = lshr i32 %4, 1
  %47 = and i32 %46, 12
  %48 = or disjoint i32 %45, %47
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr [4 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536), i64 %49
  %51 = getelementptr i8, ptr addrspace(3) %50, i64 512
  %52 = getelementptr i8, ptr addrspace(3) %50, i64 1024
  %53 = getelementptr i8, ptr addrspace(3) %50, i64 1536
  %54 = or disjoint i32 %45, 4
  %55 = xor i32 %54, %47
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr [4 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536), i64 %56
  %58 = getelementptr i8, ptr addrspace(3) %57, i64 512
  %59 = getelementptr i8, ptr addrspace(3) %57, i64 1024
  %60 = getelementptr i8, ptr addrspace(3) %57, i64 1536
  %61 = or disjoint i32 %45, 8
  %62 = xor i32 %61, %47
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr [4 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536), i64 %63
  %65 = getelementptr i8, ptr addrspace(3) %64, i64 512
  %66 = getelementptr i8, ptr addrspace(3) %64, i64 1024
  %67 = getelementptr i8, ptr addrspace(3) %64, i64 1536
  %68 = or disjoint i32 %45, 12
  %69 = xor i32 %68, %47
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr [4 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536), i64 %70
  %72 = getelementptr i8, ptr addrspace(3) %71, i64 512
  %73 = getelementptr i8, ptr addrspace(3) %71, i64 1024
  %74 = getelementptr i8, ptr addrspace(3) %71, i64 1536
  %75 = getelementptr [4 x i8], ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536) to i64), i64 8192) to ptr addrspace(3)), i64 %49
  %76 = getelementptr i8, ptr addrspace(3) %75, i64 512
  %77 = getelementptr i8, ptr addrspace(3) %75, i64 1024
  %78 = getelementptr i8, ptr addrspace(3) %75, i64 1536
  %79 = getelementptr [4 x i8], ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536) to i64), i64 8192) to ptr addrspace(3)), i64 %56
  %80 = getelementptr i8, ptr addrspace(3) %79, i64 512
  %81 = getelementptr i8, ptr addrspace(3) %79, i64 1024
  %82 = getelementptr i8, ptr addrspace(3) %79, i64 1536
  %83 = getelementptr [4 x i8], ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536) to i64), i64 8192) to ptr addrspace(3)), i64 %63
  %84 = getelementptr i8, ptr addrspace(3) %83, i64 512
  %85 = getelementptr i8, ptr addrspace(3) %83, i64 1024
  %86 = getelementptr i8, ptr addrspace(3) %83, i64 1536
  %87 = getelementptr [4 x i8], ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536) to i64), i64 8192) to ptr addrspace(3)), i64 %70
  %88 = getelementptr i8, ptr addrspace(3) %87, i64 512
  %89 = getelementptr i8, ptr addrspace(3) %87, i64 1024
  %90 = getelementptr i8, ptr addrspace(3) %87, i64 1536
  %91 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) @__dynamic_shmem__0 to i32), i32 49152), 4
  %92 = and i32 %91, 16383
  %93 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 81920) to i32), i32 98304), 4
  %94 = and i32 %93, 16383
  br label %95

95:                                               ; preds = %24, %1070
  %indvars.iv = phi i32 [ 1, %24 ], [ %indvars.iv.next, %1070 ]
  %96 = phi i32 [ 0, %24 ], [ %1079, %1070 ]
  %97 = phi i32 [ %32, %24 ], [ %1075, %1070 ]
  %.047 = phi i32 [ 0, %24 ], [ %.1, %1070 ]
  %.01446 = phi i32 [ 0, %24 ], [ %1071, %1070 ]
  %.01545 = phi i32 [ 0, %24 ], [ %.116, %1070 ]
  %.01744 = phi i32 [ 0, %24 ], [ %.219, %1070 ]
  %.02043 = phi i32 [ 0, %24 ], [ %.4, %1070 ]
  %.02342 = phi i32 [ 0, %24 ], [ %.326, %1070 ]
  %98 = srem i32 %96, 2
  %99 = icmp slt i32 %96, 2
  br i1 %99, label %107, label %100

100:                                              ; preds = %95
  %101 = zext nneg i32 %98 to i64
  %102 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214128), i64 %101
  %103 = lshr i32 %.047, %98
  %104 = and i32 %103, 1
  %105 = shl nuw nsw i32 1, %98
  %106 = xor i32 %105, %.047
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) %102, i32 %104, i32 10000000) #9
  call void asm sideeffect "fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;", ""() #9
  br label %107

107:                                              ; preds = %95, %100
  %.1 = phi i32 [ %.047, %95 ], [ %106, %100 ]
  %108 = sext i32 %98 to i64
  %109 = shl nsw i64 %108, 4
  %110 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %28, i32 0, i32 31)
  %cond = icmp eq i32 %110, 0
  %111 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214112), i64 %108
  br i1 %cond, label %112, label %114

112:                                              ; preds = %107
  %113 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %111, i32 %37)
  br label %116

114:                                              ; preds = %107
  %115 = call i64 asm sideeffect " mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r"(ptr addrspace(3) %111) #9
  br label %116

116:                                              ; preds = %112, %114
  %117 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214112), i64 %108
  %118 = or i32 %36, %110
  %119 = icmp eq i32 %118, 0
  %120 = and i1 %14, %119
  %121 = add i64 %109, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 212992) to i64)
  %122 = inttoptr i64 %121 to ptr addrspace(3)
  call void asm sideeffect "@$2 clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [$0], [$1];", "r,r,b"(ptr addrspace(3) %122, ptr addrspace(3) %117, i1 %120) #9
  %123 = sdiv i32 %97, 32, !dbg !16
  %.frozen = freeze i32 %97, !dbg !16
  %124 = sdiv i32 %.frozen, 4, !dbg !16
  %125 = mul i32 %124, 4, !dbg !16
  %.decomposed = sub i32 %.frozen, %125, !dbg !16
  %126 = srem i32 %124, 8, !dbg !16
  %127 = and i32 %123, 1, !dbg !16
  %128 = icmp eq i32 %127, 0, !dbg !16
  %129 = sub nsw i32 7, %126, !dbg !16
  %130 = select i1 %128, i32 %126, i32 %129, !dbg !16
  %131 = shl i32 %123, 10, !dbg !17
  %132 = shl nsw i32 %.decomposed, 8, !dbg !17
  %133 = add i32 %131, %132, !dbg !17
  br i1 %.not30, label %134, label %251, !dbg !18

134:                                              ; preds = %116
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !19
  %135 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %5, i32 0, i32 31), !dbg !20
  %136 = and i32 %135, 3, !dbg !20
  %.not31 = icmp eq i32 %136, 0, !dbg !21
  br i1 %.not31, label %.preheader38, label %.loopexit39, !dbg !22

.preheader38:                                     ; preds = %134
  %137 = icmp slt i32 %96, 1
  %138 = shl nsw i32 %130, 4
  %139 = ashr exact i32 %133, 6
  br i1 %137, label %.peel.next, label %140, !dbg !23

140:                                              ; preds = %.preheader38
  %141 = and i32 %.02043, 1
  %142 = xor i32 %.02043, 1
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214048), i32 %141, i32 10000000) #9, !dbg !24
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync(), !dbg !24
  br label %.peel.next, !dbg !23

.peel.next:                                       ; preds = %140, %.preheader38
  %.222.peel = phi i32 [ %.02043, %.preheader38 ], [ %142, %140 ], !dbg !25
  %143 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214016), i32 3), !dbg !11
  %144 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214016), i32 512), !dbg !11
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) @__dynamic_shmem__0, ptr nonnull %0, i32 0, i32 0, i32 0, i32 %138, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214016), i1 %8) #9, !dbg !11
  %145 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214016), i32 3), !dbg !10
  %146 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214016), i32 1024), !dbg !10
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 81920), ptr nonnull %3, i32 0, i32 0, i32 %139, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214016), i1 %8) #9, !dbg !10
  br i1 %137, label %.peel.next51, label %147, !dbg !23

147:                                              ; preds = %.peel.next
  %148 = lshr i32 %.222.peel, 1
  %149 = and i32 %148, 1
  %150 = xor i32 %.222.peel, 2
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214056), i32 %149, i32 10000000) #9, !dbg !24
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync(), !dbg !24
  br label %.peel.next51, !dbg !23

.peel.next51:                                     ; preds = %147, %.peel.next
  %.222.peel53 = phi i32 [ %.222.peel, %.peel.next ], [ %150, %147 ], !dbg !25
  %151 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214024), i32 3), !dbg !11
  %152 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214024), i32 512), !dbg !11
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) @__dynamic_shmem__0 to i64), i64 16384) to ptr addrspace(3)), ptr nonnull %0, i32 0, i32 0, i32 1, i32 %138, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214024), i1 %8) #9, !dbg !11
  %153 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214024), i32 3), !dbg !10
  %154 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214024), i32 1024), !dbg !10
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 81920) to i64), i64 32768) to ptr addrspace(3)), ptr nonnull %3, i32 0, i32 0, i32 %139, i32 8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214024), i1 %8) #9, !dbg !10
  br i1 %137, label %.peel.next55, label %155, !dbg !23

155:                                              ; preds = %.peel.next51
  %156 = lshr i32 %.222.peel53, 2
  %157 = and i32 %156, 1
  %158 = xor i32 %.222.peel53, 4
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214064), i32 %157, i32 10000000) #9, !dbg !24
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync(), !dbg !24
  br label %.peel.next55, !dbg !23

.peel.next55:                                     ; preds = %155, %.peel.next51
  %.222.peel57 = phi i32 [ %.222.peel53, %.peel.next51 ], [ %158, %155 ], !dbg !25
  %159 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214032), i32 3), !dbg !11
  %160 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214032), i32 512), !dbg !11
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) @__dynamic_shmem__0 to i64), i64 32768) to ptr addrspace(3)), ptr nonnull %0, i32 0, i32 0, i32 2, i32 %138, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214032), i1 %8) #9, !dbg !11
  %161 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214032), i32 3), !dbg !10
  %162 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214032), i32 1024), !dbg !10
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 81920) to i64), i64 65536) to ptr addrspace(3)), ptr nonnull %3, i32 0, i32 0, i32 %139, i32 16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214032), i1 %8) #9, !dbg !10
  br i1 %137, label %.peel.next59, label %163, !dbg !23

163:                                              ; preds = %.peel.next55
  %164 = lshr i32 %.222.peel57, 3
  %165 = and i32 %164, 1
  %166 = xor i32 %.222.peel57, 8
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214072), i32 %165, i32 10000000) #9, !dbg !24
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync(), !dbg !24
  br label %.peel.next59, !dbg !23

.peel.next59:                                     ; preds = %163, %.peel.next55
  %.222.peel61 = phi i32 [ %.222.peel57, %.peel.next55 ], [ %166, %163 ], !dbg !25
  %167 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214040), i32 3), !dbg !11
  %168 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214040), i32 512), !dbg !11
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) @__dynamic_shmem__0 to i64), i64 49152) to ptr addrspace(3)), ptr nonnull %0, i32 0, i32 0, i32 3, i32 %138, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214040), i1 %8) #9, !dbg !11
  %169 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214040), i32 3), !dbg !10
  %170 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214040), i32 1024), !dbg !10
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 81920) to i64), i64 98304) to ptr addrspace(3)), ptr nonnull %3, i32 0, i32 0, i32 %139, i32 24, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214040), i1 %8) #9, !dbg !10
  br label %171, !dbg !26

171:                                              ; preds = %171, %.peel.next59
  %172 = phi i32 [ 4, %.peel.next59 ], [ %212, %171 ]
  %.12140 = phi i32 [ %.222.peel61, %.peel.next59 ], [ %200, %171 ]
  %173 = shl nuw nsw i32 %172, 3, !dbg !27
  %174 = and i32 %172, 2, !dbg !28
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214048), i64 %175
  %177 = lshr i32 %.12140, %174
  %178 = and i32 %177, 1
  %179 = shl nuw nsw i32 1, %174
  %180 = xor i32 %179, %.12140
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) %176, i32 %178, i32 10000000) #9, !dbg !24
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync(), !dbg !24
  %181 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214016), i64 %175, !dbg !11
  %182 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) %181, i32 3), !dbg !11
  %183 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %181, i32 512), !dbg !11
  %184 = shl nuw nsw i64 %175, 14, !dbg !11
  %185 = add i64 %184, ptrtoint (ptr addrspace(3) @__dynamic_shmem__0 to i64), !dbg !11
  %186 = inttoptr i64 %185 to ptr addrspace(3), !dbg !11
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) %186, ptr nonnull %0, i32 0, i32 0, i32 %172, i32 %138, ptr addrspace(3) %181, i1 %8) #9, !dbg !11
  %187 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) %181, i32 3), !dbg !10
  %188 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %181, i32 1024), !dbg !10
  %189 = shl nuw nsw i64 %175, 15, !dbg !10
  %190 = add i64 %189, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 81920) to i64), !dbg !10
  %191 = inttoptr i64 %190 to ptr addrspace(3), !dbg !10
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) %191, ptr nonnull %3, i32 0, i32 0, i32 %139, i32 %173, ptr addrspace(3) %181, i1 %8) #9, !dbg !10
  %192 = or disjoint i32 %172, 1, !dbg !26
  %193 = shl nuw nsw i32 %192, 3, !dbg !27
  %194 = and i32 %192, 3, !dbg !28
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214048), i64 %195
  %197 = lshr i32 %180, %194
  %198 = and i32 %197, 1
  %199 = shl nuw nsw i32 1, %194
  %200 = xor i32 %199, %180
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) %196, i32 %198, i32 10000000) #9, !dbg !24
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync(), !dbg !24
  %201 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214016), i64 %195, !dbg !11
  %202 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) %201, i32 3), !dbg !11
  %203 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %201, i32 512), !dbg !11
  %204 = shl nuw nsw i64 %195, 14, !dbg !11
  %205 = add i64 %204, ptrtoint (ptr addrspace(3) @__dynamic_shmem__0 to i64), !dbg !11
  %206 = inttoptr i64 %205 to ptr addrspace(3), !dbg !11
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) %206, ptr nonnull %0, i32 0, i32 0, i32 %192, i32 %138, ptr addrspace(3) %201, i1 %8) #9, !dbg !11
  %207 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) %201, i32 3), !dbg !10
  %208 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %201, i32 1024), !dbg !10
  %209 = shl nuw nsw i64 %195, 15, !dbg !10
  %210 = add i64 %209, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 81920) to i64), !dbg !10
  %211 = inttoptr i64 %210 to ptr addrspace(3), !dbg !10
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3,$4,$5} ], [$6];", "r,l,r,r,r,r,r,b"(ptr addrspace(3) %211, ptr nonnull %3, i32 0, i32 0, i32 %139, i32 %193, ptr addrspace(3) %201, i1 %8) #9, !dbg !10
  %212 = add nuw nsw i32 %172, 2, !dbg !26
  %exitcond.not.1 = icmp eq i32 %212, 16, !dbg !26
  br i1 %exitcond.not.1, label %.loopexit39, label %171, !dbg !26, !llvm.loop !29

.loopexit39:                                      ; preds = %171, %134
  %.3 = phi i32 [ %.02043, %134 ], [ %200, %171 ], !dbg !11
  %213 = icmp eq i32 %136, 1, !dbg !31
  %214 = icmp sgt i32 %96, 1, !dbg !32
  %215 = and i1 %214, %213, !dbg !33
  br i1 %215, label %216, label %223, !dbg !34

216:                                              ; preds = %.loopexit39
  %217 = zext nneg i32 %98 to i64
  %218 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214080), i64 %217
  %219 = lshr i32 %.01744, %98
  %220 = and i32 %219, 1
  %221 = shl nuw nsw i32 1, %98
  %222 = xor i32 %221, %.01744
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) %218, i32 %220, i32 10000000) #9, !dbg !35
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync(), !dbg !35
  br label %223, !dbg !34

223:                                              ; preds = %.loopexit39, %216
  %.118 = phi i32 [ %.01744, %.loopexit39 ], [ %222, %216 ], !dbg !25
  %224 = and i1 %31, %213, !dbg !36
  br i1 %224, label %.preheader, label %.loopexit, !dbg !37

.preheader:                                       ; preds = %223
  %225 = shl nsw i32 %98, 8
  %226 = add i32 %225, %22
  %227 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214096), i64 %108
  br label %228, !dbg !38

228:                                              ; preds = %.preheader, %.critedge
  %229 = phi i32 [ 0, %.preheader ], [ %248, %.critedge ]
  %.12441 = phi i32 [ %.02342, %.preheader ], [ %232, %.critedge ]
  %230 = and i32 %229, 3, !dbg !39
  %231 = shl nuw nsw i32 1, %230, !dbg !40
  %232 = xor i32 %231, %.12441, !dbg !40
  %233 = lshr i32 %.12441, %230, !dbg !40
  %234 = and i32 %233, 1, !dbg !40
  %235 = zext nneg i32 %230 to i64, !dbg !40
  %236 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214016), i64 %235, !dbg !40
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) %236, i32 %234, i32 10000000) #9, !dbg !40
  br i1 %8, label %237, label %.critedge, !dbg !41

237:                                              ; preds = %228
  %238 = shl nuw nsw i32 %230, 15, !dbg !41
  %239 = icmp ne i32 %229, 0, !dbg !42
  %240 = shl nuw nsw i32 %230, 14, !dbg !41
  %241 = add i32 %240, ptrtoint (ptr addrspace(3) @__dynamic_shmem__0 to i32), !dbg !41
  %242 = lshr exact i32 %241, 4, !dbg !41
  %243 = and i32 %242, 16383, !dbg !41
  %244 = add i32 %238, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 81920) to i32), !dbg !41
  %245 = lshr exact i32 %244, 4, !dbg !41
  %246 = and i32 %245, 16383, !dbg !41
  call void asm sideeffect "{\0A            .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\0A            .reg .b64 a_desc;\0A            .reg .b64 b_desc;\0A            add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 4194304;\0A            mov.b64 b_desc, {b_desc_low, 1073742080};\0A            mov.b64 a_desc, {a_desc_low, 1073741888};\0A            tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;\0A        }", "r,r,r,r,b"(i32 %226, i32 %243, i32 %246, i32 138477584, i1 %239) #9, !dbg !41
  call void asm sideeffect "{\0A            .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\0A            .reg .b64 a_desc;\0A            .reg .b64 b_desc;\0A            add.s32 a_desc_low, $1, 2;\0A            add.s32 b_desc_low, $2, 4194816;\0A            mov.b64 b_desc, {b_desc_low, 1073742080};\0A            mov.b64 a_desc, {a_desc_low, 1073741888};\0A            tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;\0A        }", "r,r,r,r,b"(i32 %226, i32 %243, i32 %246, i32 138477584, i1 true) #9, !dbg !41
  call void asm sideeffect "{\0A            .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\0A            .reg .b64 a_desc;\0A            .reg .b64 b_desc;\0A            add.s32 a_desc_low, $1, 4;\0A            add.s32 b_desc_low, $2, 4195328;\0A            mov.b64 b_desc, {b_desc_low, 1073742080};\0A            mov.b64 a_desc, {a_desc_low, 1073741888};\0A            tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;\0A        }", "r,r,r,r,b"(i32 %226, i32 %243, i32 %246, i32 138477584, i1 true) #9, !dbg !41
  call void asm sideeffect "{\0A            .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\0A            .reg .b64 a_desc;\0A            .reg .b64 b_desc;\0A            add.s32 a_desc_low, $1, 6;\0A            add.s32 b_desc_low, $2, 4195840;\0A            mov.b64 b_desc, {b_desc_low, 1073742080};\0A            mov.b64 a_desc, {a_desc_low, 1073741888};\0A            tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;\0A        }", "r,r,r,r,b"(i32 %226, i32 %243, i32 %246, i32 138477584, i1 true) #9, !dbg !41
  %247 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214048), i64 %235, !dbg !41
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %247), !dbg !41
  br label %.critedge, !dbg !41

.critedge:                                        ; preds = %237, %228
  %248 = add nuw nsw i32 %229, 1, !dbg !38
  %exitcond64.not = icmp eq i32 %248, 15, !dbg !38
  br i1 %exitcond64.not, label %.loopexit.loopexit.peel.begin, label %228, !dbg !38, !llvm.loop !43

.loopexit.loopexit.peel.begin:                    ; preds = %.critedge
  %249 = xor i32 %232, 8, !dbg !40
  %250 = lshr i32 %232, 3, !dbg !40
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214040), i32 %250, i32 10000000) #9, !dbg !40
  br i1 %8, label %.critedge.peel, label %.loopexit, !dbg !41

.critedge.peel:                                   ; preds = %.loopexit.loopexit.peel.begin
  call void asm sideeffect "{\0A            .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\0A            .reg .b64 a_desc;\0A            .reg .b64 b_desc;\0A            add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 4194304;\0A            mov.b64 b_desc, {b_desc_low, 1073742080};\0A            mov.b64 a_desc, {a_desc_low, 1073741888};\0A            tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;\0A        }", "r,r,r,r,b"(i32 %226, i32 %92, i32 %94, i32 138477584, i1 true) #9, !dbg !41
  call void asm sideeffect "{\0A            .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\0A            .reg .b64 a_desc;\0A            .reg .b64 b_desc;\0A            add.s32 a_desc_low, $1, 2;\0A            add.s32 b_desc_low, $2, 4194816;\0A            mov.b64 b_desc, {b_desc_low, 1073742080};\0A            mov.b64 a_desc, {a_desc_low, 1073741888};\0A            tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;\0A        }", "r,r,r,r,b"(i32 %226, i32 %92, i32 %94, i32 138477584, i1 true) #9, !dbg !41
  call void asm sideeffect "{\0A            .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\0A            .reg .b64 a_desc;\0A            .reg .b64 b_desc;\0A            add.s32 a_desc_low, $1, 4;\0A            add.s32 b_desc_low, $2, 4195328;\0A            mov.b64 b_desc, {b_desc_low, 1073742080};\0A            mov.b64 a_desc, {a_desc_low, 1073741888};\0A            tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;\0A        }", "r,r,r,r,b"(i32 %226, i32 %92, i32 %94, i32 138477584, i1 true) #9, !dbg !41
  call void asm sideeffect "{\0A            .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\0A            .reg .b64 a_desc;\0A            .reg .b64 b_desc;\0A            add.s32 a_desc_low, $1, 6;\0A            add.s32 b_desc_low, $2, 4195840;\0A            mov.b64 b_desc, {b_desc_low, 1073742080};\0A            mov.b64 a_desc, {a_desc_low, 1073741888};\0A            tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;\0A        }", "r,r,r,r,b"(i32 %226, i32 %92, i32 %94, i32 138477584, i1 true) #9, !dbg !41
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214072)), !dbg !41
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %227), !dbg !45
  br label %.loopexit, !dbg !46

.loopexit:                                        ; preds = %.critedge.peel, %.loopexit.loopexit.peel.begin, %223
  %.225 = phi i32 [ %.02342, %223 ], [ %249, %.loopexit.loopexit.peel.begin ], [ %249, %.critedge.peel ], !dbg !11
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !19
  br label %251, !dbg !18

251:                                              ; preds = %116, %.loopexit
  %.326 = phi i32 [ %.02342, %116 ], [ %.225, %.loopexit ], !dbg !11
  %.4 = phi i32 [ %.02043, %116 ], [ %.3, %.loopexit ], !dbg !11
  %.219 = phi i32 [ %.01744, %116 ], [ %.118, %.loopexit ], !dbg !11
  br i1 %.not36, label %252, label %._crit_edge71, !dbg !47

._crit_edge71:                                    ; preds = %251
  %.pre72 = shl nuw nsw i32 1, %98
  br label %1070, !dbg !47

252:                                              ; preds = %251
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0), !dbg !48
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !48
  %253 = shl nuw nsw i32 1, %98, !dbg !49
  %254 = xor i32 %253, %.01545, !dbg !49
  %255 = lshr i32 %.01545, %98, !dbg !49
  %256 = and i32 %255, 1, !dbg !49
  %257 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214096), i64 %108, !dbg !49
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) %257, i32 %256, i32 10000000) #9, !dbg !49
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync(), !dbg !49
  %258 = shl nsw i32 %98, 8, !dbg !50
  %259 = add i32 %258, %22, !dbg !51
  %260 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %259) #9, !dbg !51
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 0, !dbg !51
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 1, !dbg !51
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 2, !dbg !51
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 3, !dbg !51
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 4, !dbg !51
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 5, !dbg !51
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 6, !dbg !51
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 7, !dbg !51
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 8, !dbg !51
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 9, !dbg !51
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 10, !dbg !51
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 11, !dbg !51
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 12, !dbg !51
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 13, !dbg !51
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 14, !dbg !51
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %260, 15, !dbg !51
  %277 = insertelement <2 x i32> poison, i32 %261, i64 0, !dbg !51
  %278 = insertelement <2 x i32> %277, i32 %262, i64 1, !dbg !51
  %279 = bitcast <2 x i32> %278 to <2 x float>, !dbg !51
  %280 = insertelement <2 x i32> poison, i32 %265, i64 0, !dbg !51
  %281 = insertelement <2 x i32> %280, i32 %266, i64 1, !dbg !51
  %282 = bitcast <2 x i32> %281 to <2 x float>, !dbg !51
  %283 = insertelement <2 x i32> poison, i32 %269, i64 0, !dbg !51
  %284 = insertelement <2 x i32> %283, i32 %270, i64 1, !dbg !51
  %285 = bitcast <2 x i32> %284 to <2 x float>, !dbg !51
  %286 = insertelement <2 x i32> poison, i32 %273, i64 0, !dbg !51
  %287 = insertelement <2 x i32> %286, i32 %274, i64 1, !dbg !51
  %288 = bitcast <2 x i32> %287 to <2 x float>, !dbg !51
  %289 = insertelement <2 x i32> poison, i32 %263, i64 0, !dbg !51
  %290 = insertelement <2 x i32> %289, i32 %264, i64 1, !dbg !51
  %291 = bitcast <2 x i32> %290 to <2 x float>, !dbg !51
  %292 = insertelement <2 x i32> poison, i32 %267, i64 0, !dbg !51
  %293 = insertelement <2 x i32> %292, i32 %268, i64 1, !dbg !51
  %294 = bitcast <2 x i32> %293 to <2 x float>, !dbg !51
  %295 = insertelement <2 x i32> poison, i32 %271, i64 0, !dbg !51
  %296 = insertelement <2 x i32> %295, i32 %272, i64 1, !dbg !51
  %297 = bitcast <2 x i32> %296 to <2 x float>, !dbg !51
  %298 = insertelement <2 x i32> poison, i32 %275, i64 0, !dbg !51
  %299 = insertelement <2 x i32> %298, i32 %276, i64 1, !dbg !51
  %300 = bitcast <2 x i32> %299 to <2 x float>, !dbg !51
  %301 = add i32 %259, 1048576, !dbg !51
  %302 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %301) #9, !dbg !51
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 0, !dbg !51
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 1, !dbg !51
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 2, !dbg !51
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 3, !dbg !51
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 4, !dbg !51
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 5, !dbg !51
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 6, !dbg !51
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 7, !dbg !51
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 8, !dbg !51
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 9, !dbg !51
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 10, !dbg !51
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 11, !dbg !51
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 12, !dbg !51
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 13, !dbg !51
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 14, !dbg !51
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %302, 15, !dbg !51
  %319 = insertelement <2 x i32> poison, i32 %303, i64 0, !dbg !51
  %320 = insertelement <2 x i32> %319, i32 %304, i64 1, !dbg !51
  %321 = bitcast <2 x i32> %320 to <2 x float>, !dbg !51
  %322 = insertelement <2 x i32> poison, i32 %307, i64 0, !dbg !51
  %323 = insertelement <2 x i32> %322, i32 %308, i64 1, !dbg !51
  %324 = bitcast <2 x i32> %323 to <2 x float>, !dbg !51
  %325 = insertelement <2 x i32> poison, i32 %311, i64 0, !dbg !51
  %326 = insertelement <2 x i32> %325, i32 %312, i64 1, !dbg !51
  %327 = bitcast <2 x i32> %326 to <2 x float>, !dbg !51
  %328 = insertelement <2 x i32> poison, i32 %315, i64 0, !dbg !51
  %329 = insertelement <2 x i32> %328, i32 %316, i64 1, !dbg !51
  %330 = bitcast <2 x i32> %329 to <2 x float>, !dbg !51
  %331 = insertelement <2 x i32> poison, i32 %305, i64 0, !dbg !51
  %332 = insertelement <2 x i32> %331, i32 %306, i64 1, !dbg !51
  %333 = bitcast <2 x i32> %332 to <2 x float>, !dbg !51
  %334 = insertelement <2 x i32> poison, i32 %309, i64 0, !dbg !51
  %335 = insertelement <2 x i32> %334, i32 %310, i64 1, !dbg !51
  %336 = bitcast <2 x i32> %335 to <2 x float>, !dbg !51
  %337 = insertelement <2 x i32> poison, i32 %313, i64 0, !dbg !51
  %338 = insertelement <2 x i32> %337, i32 %314, i64 1, !dbg !51
  %339 = bitcast <2 x i32> %338 to <2 x float>, !dbg !51
  %340 = insertelement <2 x i32> poison, i32 %317, i64 0, !dbg !51
  %341 = insertelement <2 x i32> %340, i32 %318, i64 1, !dbg !51
  %342 = bitcast <2 x i32> %341 to <2 x float>, !dbg !51
  %343 = fptrunc <2 x float> %279 to <2 x half>, !dbg !52
  %344 = fptrunc <2 x float> %291 to <2 x half>, !dbg !52
  %345 = fptrunc <2 x float> %321 to <2 x half>, !dbg !52
  %346 = fptrunc <2 x float> %333 to <2 x half>, !dbg !52
  %347 = fptrunc <2 x float> %282 to <2 x half>, !dbg !52
  %348 = fptrunc <2 x float> %294 to <2 x half>, !dbg !52
  %349 = fptrunc <2 x float> %324 to <2 x half>, !dbg !52
  %350 = fptrunc <2 x float> %336 to <2 x half>, !dbg !52
  %351 = fptrunc <2 x float> %285 to <2 x half>, !dbg !52
  %352 = fptrunc <2 x float> %297 to <2 x half>, !dbg !52
  %353 = fptrunc <2 x float> %327 to <2 x half>, !dbg !52
  %354 = fptrunc <2 x float> %339 to <2 x half>, !dbg !52
  %355 = fptrunc <2 x float> %288 to <2 x half>, !dbg !52
  %356 = fptrunc <2 x float> %300 to <2 x half>, !dbg !52
  %357 = fptrunc <2 x float> %330 to <2 x half>, !dbg !52
  %358 = fptrunc <2 x float> %342 to <2 x half>, !dbg !52
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  store <2 x half> %343, ptr addrspace(3) %50, align 4, !dbg !53
  store <2 x half> %344, ptr addrspace(3) %51, align 4, !dbg !53
  store <2 x half> %345, ptr addrspace(3) %52, align 4, !dbg !53
  store <2 x half> %346, ptr addrspace(3) %53, align 4, !dbg !53
  store <2 x half> %347, ptr addrspace(3) %57, align 4, !dbg !53
  store <2 x half> %348, ptr addrspace(3) %58, align 4, !dbg !53
  store <2 x half> %349, ptr addrspace(3) %59, align 4, !dbg !53
  store <2 x half> %350, ptr addrspace(3) %60, align 4, !dbg !53
  store <2 x half> %351, ptr addrspace(3) %64, align 4, !dbg !53
  store <2 x half> %352, ptr addrspace(3) %65, align 4, !dbg !53
  store <2 x half> %353, ptr addrspace(3) %66, align 4, !dbg !53
  store <2 x half> %354, ptr addrspace(3) %67, align 4, !dbg !53
  store <2 x half> %355, ptr addrspace(3) %71, align 4, !dbg !53
  store <2 x half> %356, ptr addrspace(3) %72, align 4, !dbg !53
  store <2 x half> %357, ptr addrspace(3) %73, align 4, !dbg !53
  store <2 x half> %358, ptr addrspace(3) %74, align 4, !dbg !53
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !54
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !54
  %359 = ashr exact i32 %133, 5, !dbg !9
  %360 = shl nsw i32 %130, 4, !dbg !9
  call void asm sideeffect "@$6 cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [$0, {$2, $3, $4, $5} ], [$1];", "l,r,r,r,r,r,b"(ptr nonnull %2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536), i32 0, i32 0, i32 %359, i32 %360, i1 %14) #9, !dbg !9
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !9
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1), !dbg !55
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !55
  %361 = add i32 %259, 32, !dbg !51
  %362 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %361) #9, !dbg !51
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 0, !dbg !51
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 1, !dbg !51
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 2, !dbg !51
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 3, !dbg !51
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 4, !dbg !51
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 5, !dbg !51
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 6, !dbg !51
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 7, !dbg !51
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 8, !dbg !51
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 9, !dbg !51
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 10, !dbg !51
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 11, !dbg !51
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 12, !dbg !51
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 13, !dbg !51
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 14, !dbg !51
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %362, 15, !dbg !51
  %379 = insertelement <2 x i32> poison, i32 %363, i64 0, !dbg !51
  %380 = insertelement <2 x i32> %379, i32 %364, i64 1, !dbg !51
  %381 = bitcast <2 x i32> %380 to <2 x float>, !dbg !51
  %382 = insertelement <2 x i32> poison, i32 %367, i64 0, !dbg !51
  %383 = insertelement <2 x i32> %382, i32 %368, i64 1, !dbg !51
  %384 = bitcast <2 x i32> %383 to <2 x float>, !dbg !51
  %385 = insertelement <2 x i32> poison, i32 %371, i64 0, !dbg !51
  %386 = insertelement <2 x i32> %385, i32 %372, i64 1, !dbg !51
  %387 = bitcast <2 x i32> %386 to <2 x float>, !dbg !51
  %388 = insertelement <2 x i32> poison, i32 %375, i64 0, !dbg !51
  %389 = insertelement <2 x i32> %388, i32 %376, i64 1, !dbg !51
  %390 = bitcast <2 x i32> %389 to <2 x float>, !dbg !51
  %391 = insertelement <2 x i32> poison, i32 %365, i64 0, !dbg !51
  %392 = insertelement <2 x i32> %391, i32 %366, i64 1, !dbg !51
  %393 = bitcast <2 x i32> %392 to <2 x float>, !dbg !51
  %394 = insertelement <2 x i32> poison, i32 %369, i64 0, !dbg !51
  %395 = insertelement <2 x i32> %394, i32 %370, i64 1, !dbg !51
  %396 = bitcast <2 x i32> %395 to <2 x float>, !dbg !51
  %397 = insertelement <2 x i32> poison, i32 %373, i64 0, !dbg !51
  %398 = insertelement <2 x i32> %397, i32 %374, i64 1, !dbg !51
  %399 = bitcast <2 x i32> %398 to <2 x float>, !dbg !51
  %400 = insertelement <2 x i32> poison, i32 %377, i64 0, !dbg !51
  %401 = insertelement <2 x i32> %400, i32 %378, i64 1, !dbg !51
  %402 = bitcast <2 x i32> %401 to <2 x float>, !dbg !51
  %403 = add i32 %259, 1048608, !dbg !51
  %404 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %403) #9, !dbg !51
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 0, !dbg !51
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 1, !dbg !51
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 2, !dbg !51
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 3, !dbg !51
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 4, !dbg !51
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 5, !dbg !51
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 6, !dbg !51
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 7, !dbg !51
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 8, !dbg !51
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 9, !dbg !51
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 10, !dbg !51
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 11, !dbg !51
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 12, !dbg !51
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 13, !dbg !51
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 14, !dbg !51
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %404, 15, !dbg !51
  %421 = insertelement <2 x i32> poison, i32 %405, i64 0, !dbg !51
  %422 = insertelement <2 x i32> %421, i32 %406, i64 1, !dbg !51
  %423 = bitcast <2 x i32> %422 to <2 x float>, !dbg !51
  %424 = insertelement <2 x i32> poison, i32 %409, i64 0, !dbg !51
  %425 = insertelement <2 x i32> %424, i32 %410, i64 1, !dbg !51
  %426 = bitcast <2 x i32> %425 to <2 x float>, !dbg !51
  %427 = insertelement <2 x i32> poison, i32 %413, i64 0, !dbg !51
  %428 = insertelement <2 x i32> %427, i32 %414, i64 1, !dbg !51
  %429 = bitcast <2 x i32> %428 to <2 x float>, !dbg !51
  %430 = insertelement <2 x i32> poison, i32 %417, i64 0, !dbg !51
  %431 = insertelement <2 x i32> %430, i32 %418, i64 1, !dbg !51
  %432 = bitcast <2 x i32> %431 to <2 x float>, !dbg !51
  %433 = insertelement <2 x i32> poison, i32 %407, i64 0, !dbg !51
  %434 = insertelement <2 x i32> %433, i32 %408, i64 1, !dbg !51
  %435 = bitcast <2 x i32> %434 to <2 x float>, !dbg !51
  %436 = insertelement <2 x i32> poison, i32 %411, i64 0, !dbg !51
  %437 = insertelement <2 x i32> %436, i32 %412, i64 1, !dbg !51
  %438 = bitcast <2 x i32> %437 to <2 x float>, !dbg !51
  %439 = insertelement <2 x i32> poison, i32 %415, i64 0, !dbg !51
  %440 = insertelement <2 x i32> %439, i32 %416, i64 1, !dbg !51
  %441 = bitcast <2 x i32> %440 to <2 x float>, !dbg !51
  %442 = insertelement <2 x i32> poison, i32 %419, i64 0, !dbg !51
  %443 = insertelement <2 x i32> %442, i32 %420, i64 1, !dbg !51
  %444 = bitcast <2 x i32> %443 to <2 x float>, !dbg !51
  %445 = fptrunc <2 x float> %381 to <2 x half>, !dbg !52
  %446 = fptrunc <2 x float> %393 to <2 x half>, !dbg !52
  %447 = fptrunc <2 x float> %423 to <2 x half>, !dbg !52
  %448 = fptrunc <2 x float> %435 to <2 x half>, !dbg !52
  %449 = fptrunc <2 x float> %384 to <2 x half>, !dbg !52
  %450 = fptrunc <2 x float> %396 to <2 x half>, !dbg !52
  %451 = fptrunc <2 x float> %426 to <2 x half>, !dbg !52
  %452 = fptrunc <2 x float> %438 to <2 x half>, !dbg !52
  %453 = fptrunc <2 x float> %387 to <2 x half>, !dbg !52
  %454 = fptrunc <2 x float> %399 to <2 x half>, !dbg !52
  %455 = fptrunc <2 x float> %429 to <2 x half>, !dbg !52
  %456 = fptrunc <2 x float> %441 to <2 x half>, !dbg !52
  %457 = fptrunc <2 x float> %390 to <2 x half>, !dbg !52
  %458 = fptrunc <2 x float> %402 to <2 x half>, !dbg !52
  %459 = fptrunc <2 x float> %432 to <2 x half>, !dbg !52
  %460 = fptrunc <2 x float> %444 to <2 x half>, !dbg !52
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  store <2 x half> %445, ptr addrspace(3) %75, align 4, !dbg !53
  store <2 x half> %446, ptr addrspace(3) %76, align 4, !dbg !53
  store <2 x half> %447, ptr addrspace(3) %77, align 4, !dbg !53
  store <2 x half> %448, ptr addrspace(3) %78, align 4, !dbg !53
  store <2 x half> %449, ptr addrspace(3) %79, align 4, !dbg !53
  store <2 x half> %450, ptr addrspace(3) %80, align 4, !dbg !53
  store <2 x half> %451, ptr addrspace(3) %81, align 4, !dbg !53
  store <2 x half> %452, ptr addrspace(3) %82, align 4, !dbg !53
  store <2 x half> %453, ptr addrspace(3) %83, align 4, !dbg !53
  store <2 x half> %454, ptr addrspace(3) %84, align 4, !dbg !53
  store <2 x half> %455, ptr addrspace(3) %85, align 4, !dbg !53
  store <2 x half> %456, ptr addrspace(3) %86, align 4, !dbg !53
  store <2 x half> %457, ptr addrspace(3) %87, align 4, !dbg !53
  store <2 x half> %458, ptr addrspace(3) %88, align 4, !dbg !53
  store <2 x half> %459, ptr addrspace(3) %89, align 4, !dbg !53
  store <2 x half> %460, ptr addrspace(3) %90, align 4, !dbg !53
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !54
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !54
  %461 = or disjoint i32 %359, 1, !dbg !9
  call void asm sideeffect "@$6 cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [$0, {$2, $3, $4, $5} ], [$1];", "l,r,r,r,r,r,b"(ptr nonnull %2, ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536) to i64), i64 8192) to ptr addrspace(3)), i32 0, i32 0, i32 %461, i32 %360, i1 %14) #9, !dbg !9
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !9
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1), !dbg !55
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !55
  %462 = add i32 %259, 64, !dbg !51
  %463 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %462) #9, !dbg !51
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 0, !dbg !51
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 1, !dbg !51
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 2, !dbg !51
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 3, !dbg !51
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 4, !dbg !51
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 5, !dbg !51
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 6, !dbg !51
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 7, !dbg !51
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 8, !dbg !51
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 9, !dbg !51
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 10, !dbg !51
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 11, !dbg !51
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 12, !dbg !51
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 13, !dbg !51
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 14, !dbg !51
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %463, 15, !dbg !51
  %480 = insertelement <2 x i32> poison, i32 %464, i64 0, !dbg !51
  %481 = insertelement <2 x i32> %480, i32 %465, i64 1, !dbg !51
  %482 = bitcast <2 x i32> %481 to <2 x float>, !dbg !51
  %483 = insertelement <2 x i32> poison, i32 %468, i64 0, !dbg !51
  %484 = insertelement <2 x i32> %483, i32 %469, i64 1, !dbg !51
  %485 = bitcast <2 x i32> %484 to <2 x float>, !dbg !51
  %486 = insertelement <2 x i32> poison, i32 %472, i64 0, !dbg !51
  %487 = insertelement <2 x i32> %486, i32 %473, i64 1, !dbg !51
  %488 = bitcast <2 x i32> %487 to <2 x float>, !dbg !51
  %489 = insertelement <2 x i32> poison, i32 %476, i64 0, !dbg !51
  %490 = insertelement <2 x i32> %489, i32 %477, i64 1, !dbg !51
  %491 = bitcast <2 x i32> %490 to <2 x float>, !dbg !51
  %492 = insertelement <2 x i32> poison, i32 %466, i64 0, !dbg !51
  %493 = insertelement <2 x i32> %492, i32 %467, i64 1, !dbg !51
  %494 = bitcast <2 x i32> %493 to <2 x float>, !dbg !51
  %495 = insertelement <2 x i32> poison, i32 %470, i64 0, !dbg !51
  %496 = insertelement <2 x i32> %495, i32 %471, i64 1, !dbg !51
  %497 = bitcast <2 x i32> %496 to <2 x float>, !dbg !51
  %498 = insertelement <2 x i32> poison, i32 %474, i64 0, !dbg !51
  %499 = insertelement <2 x i32> %498, i32 %475, i64 1, !dbg !51
  %500 = bitcast <2 x i32> %499 to <2 x float>, !dbg !51
  %501 = insertelement <2 x i32> poison, i32 %478, i64 0, !dbg !51
  %502 = insertelement <2 x i32> %501, i32 %479, i64 1, !dbg !51
  %503 = bitcast <2 x i32> %502 to <2 x float>, !dbg !51
  %504 = add i32 %259, 1048640, !dbg !51
  %505 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %504) #9, !dbg !51
  %506 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 0, !dbg !51
  %507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 1, !dbg !51
  %508 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 2, !dbg !51
  %509 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 3, !dbg !51
  %510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 4, !dbg !51
  %511 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 5, !dbg !51
  %512 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 6, !dbg !51
  %513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 7, !dbg !51
  %514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 8, !dbg !51
  %515 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 9, !dbg !51
  %516 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 10, !dbg !51
  %517 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 11, !dbg !51
  %518 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 12, !dbg !51
  %519 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 13, !dbg !51
  %520 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 14, !dbg !51
  %521 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %505, 15, !dbg !51
  %522 = insertelement <2 x i32> poison, i32 %506, i64 0, !dbg !51
  %523 = insertelement <2 x i32> %522, i32 %507, i64 1, !dbg !51
  %524 = bitcast <2 x i32> %523 to <2 x float>, !dbg !51
  %525 = insertelement <2 x i32> poison, i32 %510, i64 0, !dbg !51
  %526 = insertelement <2 x i32> %525, i32 %511, i64 1, !dbg !51
  %527 = bitcast <2 x i32> %526 to <2 x float>, !dbg !51
  %528 = insertelement <2 x i32> poison, i32 %514, i64 0, !dbg !51
  %529 = insertelement <2 x i32> %528, i32 %515, i64 1, !dbg !51
  %530 = bitcast <2 x i32> %529 to <2 x float>, !dbg !51
  %531 = insertelement <2 x i32> poison, i32 %518, i64 0, !dbg !51
  %532 = insertelement <2 x i32> %531, i32 %519, i64 1, !dbg !51
  %533 = bitcast <2 x i32> %532 to <2 x float>, !dbg !51
  %534 = insertelement <2 x i32> poison, i32 %508, i64 0, !dbg !51
  %535 = insertelement <2 x i32> %534, i32 %509, i64 1, !dbg !51
  %536 = bitcast <2 x i32> %535 to <2 x float>, !dbg !51
  %537 = insertelement <2 x i32> poison, i32 %512, i64 0, !dbg !51
  %538 = insertelement <2 x i32> %537, i32 %513, i64 1, !dbg !51
  %539 = bitcast <2 x i32> %538 to <2 x float>, !dbg !51
  %540 = insertelement <2 x i32> poison, i32 %516, i64 0, !dbg !51
  %541 = insertelement <2 x i32> %540, i32 %517, i64 1, !dbg !51
  %542 = bitcast <2 x i32> %541 to <2 x float>, !dbg !51
  %543 = insertelement <2 x i32> poison, i32 %520, i64 0, !dbg !51
  %544 = insertelement <2 x i32> %543, i32 %521, i64 1, !dbg !51
  %545 = bitcast <2 x i32> %544 to <2 x float>, !dbg !51
  %546 = fptrunc <2 x float> %482 to <2 x half>, !dbg !52
  %547 = fptrunc <2 x float> %494 to <2 x half>, !dbg !52
  %548 = fptrunc <2 x float> %524 to <2 x half>, !dbg !52
  %549 = fptrunc <2 x float> %536 to <2 x half>, !dbg !52
  %550 = fptrunc <2 x float> %485 to <2 x half>, !dbg !52
  %551 = fptrunc <2 x float> %497 to <2 x half>, !dbg !52
  %552 = fptrunc <2 x float> %527 to <2 x half>, !dbg !52
  %553 = fptrunc <2 x float> %539 to <2 x half>, !dbg !52
  %554 = fptrunc <2 x float> %488 to <2 x half>, !dbg !52
  %555 = fptrunc <2 x float> %500 to <2 x half>, !dbg !52
  %556 = fptrunc <2 x float> %530 to <2 x half>, !dbg !52
  %557 = fptrunc <2 x float> %542 to <2 x half>, !dbg !52
  %558 = fptrunc <2 x float> %491 to <2 x half>, !dbg !52
  %559 = fptrunc <2 x float> %503 to <2 x half>, !dbg !52
  %560 = fptrunc <2 x float> %533 to <2 x half>, !dbg !52
  %561 = fptrunc <2 x float> %545 to <2 x half>, !dbg !52
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  store <2 x half> %546, ptr addrspace(3) %50, align 4, !dbg !53
  store <2 x half> %547, ptr addrspace(3) %51, align 4, !dbg !53
  store <2 x half> %548, ptr addrspace(3) %52, align 4, !dbg !53
  store <2 x half> %549, ptr addrspace(3) %53, align 4, !dbg !53
  store <2 x half> %550, ptr addrspace(3) %57, align 4, !dbg !53
  store <2 x half> %551, ptr addrspace(3) %58, align 4, !dbg !53
  store <2 x half> %552, ptr addrspace(3) %59, align 4, !dbg !53
  store <2 x half> %553, ptr addrspace(3) %60, align 4, !dbg !53
  store <2 x half> %554, ptr addrspace(3) %64, align 4, !dbg !53
  store <2 x half> %555, ptr addrspace(3) %65, align 4, !dbg !53
  store <2 x half> %556, ptr addrspace(3) %66, align 4, !dbg !53
  store <2 x half> %557, ptr addrspace(3) %67, align 4, !dbg !53
  store <2 x half> %558, ptr addrspace(3) %71, align 4, !dbg !53
  store <2 x half> %559, ptr addrspace(3) %72, align 4, !dbg !53
  store <2 x half> %560, ptr addrspace(3) %73, align 4, !dbg !53
  store <2 x half> %561, ptr addrspace(3) %74, align 4, !dbg !53
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !54
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !54
  %562 = or disjoint i32 %359, 2, !dbg !9
  call void asm sideeffect "@$6 cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [$0, {$2, $3, $4, $5} ], [$1];", "l,r,r,r,r,r,b"(ptr nonnull %2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536), i32 0, i32 0, i32 %562, i32 %360, i1 %14) #9, !dbg !9
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !9
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1), !dbg !55
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !55
  %563 = add i32 %259, 96, !dbg !51
  %564 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %563) #9, !dbg !51
  %565 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 0, !dbg !51
  %566 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 1, !dbg !51
  %567 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 2, !dbg !51
  %568 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 3, !dbg !51
  %569 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 4, !dbg !51
  %570 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 5, !dbg !51
  %571 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 6, !dbg !51
  %572 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 7, !dbg !51
  %573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 8, !dbg !51
  %574 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 9, !dbg !51
  %575 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 10, !dbg !51
  %576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 11, !dbg !51
  %577 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 12, !dbg !51
  %578 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 13, !dbg !51
  %579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 14, !dbg !51
  %580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %564, 15, !dbg !51
  %581 = insertelement <2 x i32> poison, i32 %565, i64 0, !dbg !51
  %582 = insertelement <2 x i32> %581, i32 %566, i64 1, !dbg !51
  %583 = bitcast <2 x i32> %582 to <2 x float>, !dbg !51
  %584 = insertelement <2 x i32> poison, i32 %569, i64 0, !dbg !51
  %585 = insertelement <2 x i32> %584, i32 %570, i64 1, !dbg !51
  %586 = bitcast <2 x i32> %585 to <2 x float>, !dbg !51
  %587 = insertelement <2 x i32> poison, i32 %573, i64 0, !dbg !51
  %588 = insertelement <2 x i32> %587, i32 %574, i64 1, !dbg !51
  %589 = bitcast <2 x i32> %588 to <2 x float>, !dbg !51
  %590 = insertelement <2 x i32> poison, i32 %577, i64 0, !dbg !51
  %591 = insertelement <2 x i32> %590, i32 %578, i64 1, !dbg !51
  %592 = bitcast <2 x i32> %591 to <2 x float>, !dbg !51
  %593 = insertelement <2 x i32> poison, i32 %567, i64 0, !dbg !51
  %594 = insertelement <2 x i32> %593, i32 %568, i64 1, !dbg !51
  %595 = bitcast <2 x i32> %594 to <2 x float>, !dbg !51
  %596 = insertelement <2 x i32> poison, i32 %571, i64 0, !dbg !51
  %597 = insertelement <2 x i32> %596, i32 %572, i64 1, !dbg !51
  %598 = bitcast <2 x i32> %597 to <2 x float>, !dbg !51
  %599 = insertelement <2 x i32> poison, i32 %575, i64 0, !dbg !51
  %600 = insertelement <2 x i32> %599, i32 %576, i64 1, !dbg !51
  %601 = bitcast <2 x i32> %600 to <2 x float>, !dbg !51
  %602 = insertelement <2 x i32> poison, i32 %579, i64 0, !dbg !51
  %603 = insertelement <2 x i32> %602, i32 %580, i64 1, !dbg !51
  %604 = bitcast <2 x i32> %603 to <2 x float>, !dbg !51
  %605 = add i32 %259, 1048672, !dbg !51
  %606 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %605) #9, !dbg !51
  %607 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 0, !dbg !51
  %608 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 1, !dbg !51
  %609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 2, !dbg !51
  %610 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 3, !dbg !51
  %611 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 4, !dbg !51
  %612 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 5, !dbg !51
  %613 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 6, !dbg !51
  %614 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 7, !dbg !51
  %615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 8, !dbg !51
  %616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 9, !dbg !51
  %617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 10, !dbg !51
  %618 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 11, !dbg !51
  %619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 12, !dbg !51
  %620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 13, !dbg !51
  %621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 14, !dbg !51
  %622 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %606, 15, !dbg !51
  %623 = insertelement <2 x i32> poison, i32 %607, i64 0, !dbg !51
  %624 = insertelement <2 x i32> %623, i32 %608, i64 1, !dbg !51
  %625 = bitcast <2 x i32> %624 to <2 x float>, !dbg !51
  %626 = insertelement <2 x i32> poison, i32 %611, i64 0, !dbg !51
  %627 = insertelement <2 x i32> %626, i32 %612, i64 1, !dbg !51
  %628 = bitcast <2 x i32> %627 to <2 x float>, !dbg !51
  %629 = insertelement <2 x i32> poison, i32 %615, i64 0, !dbg !51
  %630 = insertelement <2 x i32> %629, i32 %616, i64 1, !dbg !51
  %631 = bitcast <2 x i32> %630 to <2 x float>, !dbg !51
  %632 = insertelement <2 x i32> poison, i32 %619, i64 0, !dbg !51
  %633 = insertelement <2 x i32> %632, i32 %620, i64 1, !dbg !51
  %634 = bitcast <2 x i32> %633 to <2 x float>, !dbg !51
  %635 = insertelement <2 x i32> poison, i32 %609, i64 0, !dbg !51
  %636 = insertelement <2 x i32> %635, i32 %610, i64 1, !dbg !51
  %637 = bitcast <2 x i32> %636 to <2 x float>, !dbg !51
  %638 = insertelement <2 x i32> poison, i32 %613, i64 0, !dbg !51
  %639 = insertelement <2 x i32> %638, i32 %614, i64 1, !dbg !51
  %640 = bitcast <2 x i32> %639 to <2 x float>, !dbg !51
  %641 = insertelement <2 x i32> poison, i32 %617, i64 0, !dbg !51
  %642 = insertelement <2 x i32> %641, i32 %618, i64 1, !dbg !51
  %643 = bitcast <2 x i32> %642 to <2 x float>, !dbg !51
  %644 = insertelement <2 x i32> poison, i32 %621, i64 0, !dbg !51
  %645 = insertelement <2 x i32> %644, i32 %622, i64 1, !dbg !51
  %646 = bitcast <2 x i32> %645 to <2 x float>, !dbg !51
  %647 = fptrunc <2 x float> %583 to <2 x half>, !dbg !52
  %648 = fptrunc <2 x float> %595 to <2 x half>, !dbg !52
  %649 = fptrunc <2 x float> %625 to <2 x half>, !dbg !52
  %650 = fptrunc <2 x float> %637 to <2 x half>, !dbg !52
  %651 = fptrunc <2 x float> %586 to <2 x half>, !dbg !52
  %652 = fptrunc <2 x float> %598 to <2 x half>, !dbg !52
  %653 = fptrunc <2 x float> %628 to <2 x half>, !dbg !52
  %654 = fptrunc <2 x float> %640 to <2 x half>, !dbg !52
  %655 = fptrunc <2 x float> %589 to <2 x half>, !dbg !52
  %656 = fptrunc <2 x float> %601 to <2 x half>, !dbg !52
  %657 = fptrunc <2 x float> %631 to <2 x half>, !dbg !52
  %658 = fptrunc <2 x float> %643 to <2 x half>, !dbg !52
  %659 = fptrunc <2 x float> %592 to <2 x half>, !dbg !52
  %660 = fptrunc <2 x float> %604 to <2 x half>, !dbg !52
  %661 = fptrunc <2 x float> %634 to <2 x half>, !dbg !52
  %662 = fptrunc <2 x float> %646 to <2 x half>, !dbg !52
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  store <2 x half> %647, ptr addrspace(3) %75, align 4, !dbg !53
  store <2 x half> %648, ptr addrspace(3) %76, align 4, !dbg !53
  store <2 x half> %649, ptr addrspace(3) %77, align 4, !dbg !53
  store <2 x half> %650, ptr addrspace(3) %78, align 4, !dbg !53
  store <2 x half> %651, ptr addrspace(3) %79, align 4, !dbg !53
  store <2 x half> %652, ptr addrspace(3) %80, align 4, !dbg !53
  store <2 x half> %653, ptr addrspace(3) %81, align 4, !dbg !53
  store <2 x half> %654, ptr addrspace(3) %82, align 4, !dbg !53
  store <2 x half> %655, ptr addrspace(3) %83, align 4, !dbg !53
  store <2 x half> %656, ptr addrspace(3) %84, align 4, !dbg !53
  store <2 x half> %657, ptr addrspace(3) %85, align 4, !dbg !53
  store <2 x half> %658, ptr addrspace(3) %86, align 4, !dbg !53
  store <2 x half> %659, ptr addrspace(3) %87, align 4, !dbg !53
  store <2 x half> %660, ptr addrspace(3) %88, align 4, !dbg !53
  store <2 x half> %661, ptr addrspace(3) %89, align 4, !dbg !53
  store <2 x half> %662, ptr addrspace(3) %90, align 4, !dbg !53
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !54
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !54
  %663 = or disjoint i32 %359, 3, !dbg !9
  call void asm sideeffect "@$6 cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [$0, {$2, $3, $4, $5} ], [$1];", "l,r,r,r,r,r,b"(ptr nonnull %2, ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536) to i64), i64 8192) to ptr addrspace(3)), i32 0, i32 0, i32 %663, i32 %360, i1 %14) #9, !dbg !9
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !9
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1), !dbg !55
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !55
  %664 = add i32 %259, 128, !dbg !51
  %665 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %664) #9, !dbg !51
  %666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 0, !dbg !51
  %667 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 1, !dbg !51
  %668 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 2, !dbg !51
  %669 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 3, !dbg !51
  %670 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 4, !dbg !51
  %671 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 5, !dbg !51
  %672 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 6, !dbg !51
  %673 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 7, !dbg !51
  %674 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 8, !dbg !51
  %675 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 9, !dbg !51
  %676 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 10, !dbg !51
  %677 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 11, !dbg !51
  %678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 12, !dbg !51
  %679 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 13, !dbg !51
  %680 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 14, !dbg !51
  %681 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %665, 15, !dbg !51
  %682 = insertelement <2 x i32> poison, i32 %666, i64 0, !dbg !51
  %683 = insertelement <2 x i32> %682, i32 %667, i64 1, !dbg !51
  %684 = bitcast <2 x i32> %683 to <2 x float>, !dbg !51
  %685 = insertelement <2 x i32> poison, i32 %670, i64 0, !dbg !51
  %686 = insertelement <2 x i32> %685, i32 %671, i64 1, !dbg !51
  %687 = bitcast <2 x i32> %686 to <2 x float>, !dbg !51
  %688 = insertelement <2 x i32> poison, i32 %674, i64 0, !dbg !51
  %689 = insertelement <2 x i32> %688, i32 %675, i64 1, !dbg !51
  %690 = bitcast <2 x i32> %689 to <2 x float>, !dbg !51
  %691 = insertelement <2 x i32> poison, i32 %678, i64 0, !dbg !51
  %692 = insertelement <2 x i32> %691, i32 %679, i64 1, !dbg !51
  %693 = bitcast <2 x i32> %692 to <2 x float>, !dbg !51
  %694 = insertelement <2 x i32> poison, i32 %668, i64 0, !dbg !51
  %695 = insertelement <2 x i32> %694, i32 %669, i64 1, !dbg !51
  %696 = bitcast <2 x i32> %695 to <2 x float>, !dbg !51
  %697 = insertelement <2 x i32> poison, i32 %672, i64 0, !dbg !51
  %698 = insertelement <2 x i32> %697, i32 %673, i64 1, !dbg !51
  %699 = bitcast <2 x i32> %698 to <2 x float>, !dbg !51
  %700 = insertelement <2 x i32> poison, i32 %676, i64 0, !dbg !51
  %701 = insertelement <2 x i32> %700, i32 %677, i64 1, !dbg !51
  %702 = bitcast <2 x i32> %701 to <2 x float>, !dbg !51
  %703 = insertelement <2 x i32> poison, i32 %680, i64 0, !dbg !51
  %704 = insertelement <2 x i32> %703, i32 %681, i64 1, !dbg !51
  %705 = bitcast <2 x i32> %704 to <2 x float>, !dbg !51
  %706 = add i32 %259, 1048704, !dbg !51
  %707 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %706) #9, !dbg !51
  %708 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 0, !dbg !51
  %709 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 1, !dbg !51
  %710 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 2, !dbg !51
  %711 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 3, !dbg !51
  %712 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 4, !dbg !51
  %713 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 5, !dbg !51
  %714 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 6, !dbg !51
  %715 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 7, !dbg !51
  %716 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 8, !dbg !51
  %717 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 9, !dbg !51
  %718 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 10, !dbg !51
  %719 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 11, !dbg !51
  %720 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 12, !dbg !51
  %721 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 13, !dbg !51
  %722 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 14, !dbg !51
  %723 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %707, 15, !dbg !51
  %724 = insertelement <2 x i32> poison, i32 %708, i64 0, !dbg !51
  %725 = insertelement <2 x i32> %724, i32 %709, i64 1, !dbg !51
  %726 = bitcast <2 x i32> %725 to <2 x float>, !dbg !51
  %727 = insertelement <2 x i32> poison, i32 %712, i64 0, !dbg !51
  %728 = insertelement <2 x i32> %727, i32 %713, i64 1, !dbg !51
  %729 = bitcast <2 x i32> %728 to <2 x float>, !dbg !51
  %730 = insertelement <2 x i32> poison, i32 %716, i64 0, !dbg !51
  %731 = insertelement <2 x i32> %730, i32 %717, i64 1, !dbg !51
  %732 = bitcast <2 x i32> %731 to <2 x float>, !dbg !51
  %733 = insertelement <2 x i32> poison, i32 %720, i64 0, !dbg !51
  %734 = insertelement <2 x i32> %733, i32 %721, i64 1, !dbg !51
  %735 = bitcast <2 x i32> %734 to <2 x float>, !dbg !51
  %736 = insertelement <2 x i32> poison, i32 %710, i64 0, !dbg !51
  %737 = insertelement <2 x i32> %736, i32 %711, i64 1, !dbg !51
  %738 = bitcast <2 x i32> %737 to <2 x float>, !dbg !51
  %739 = insertelement <2 x i32> poison, i32 %714, i64 0, !dbg !51
  %740 = insertelement <2 x i32> %739, i32 %715, i64 1, !dbg !51
  %741 = bitcast <2 x i32> %740 to <2 x float>, !dbg !51
  %742 = insertelement <2 x i32> poison, i32 %718, i64 0, !dbg !51
  %743 = insertelement <2 x i32> %742, i32 %719, i64 1, !dbg !51
  %744 = bitcast <2 x i32> %743 to <2 x float>, !dbg !51
  %745 = insertelement <2 x i32> poison, i32 %722, i64 0, !dbg !51
  %746 = insertelement <2 x i32> %745, i32 %723, i64 1, !dbg !51
  %747 = bitcast <2 x i32> %746 to <2 x float>, !dbg !51
  %748 = fptrunc <2 x float> %684 to <2 x half>, !dbg !52
  %749 = fptrunc <2 x float> %696 to <2 x half>, !dbg !52
  %750 = fptrunc <2 x float> %726 to <2 x half>, !dbg !52
  %751 = fptrunc <2 x float> %738 to <2 x half>, !dbg !52
  %752 = fptrunc <2 x float> %687 to <2 x half>, !dbg !52
  %753 = fptrunc <2 x float> %699 to <2 x half>, !dbg !52
  %754 = fptrunc <2 x float> %729 to <2 x half>, !dbg !52
  %755 = fptrunc <2 x float> %741 to <2 x half>, !dbg !52
  %756 = fptrunc <2 x float> %690 to <2 x half>, !dbg !52
  %757 = fptrunc <2 x float> %702 to <2 x half>, !dbg !52
  %758 = fptrunc <2 x float> %732 to <2 x half>, !dbg !52
  %759 = fptrunc <2 x float> %744 to <2 x half>, !dbg !52
  %760 = fptrunc <2 x float> %693 to <2 x half>, !dbg !52
  %761 = fptrunc <2 x float> %705 to <2 x half>, !dbg !52
  %762 = fptrunc <2 x float> %735 to <2 x half>, !dbg !52
  %763 = fptrunc <2 x float> %747 to <2 x half>, !dbg !52
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  store <2 x half> %748, ptr addrspace(3) %50, align 4, !dbg !53
  store <2 x half> %749, ptr addrspace(3) %51, align 4, !dbg !53
  store <2 x half> %750, ptr addrspace(3) %52, align 4, !dbg !53
  store <2 x half> %751, ptr addrspace(3) %53, align 4, !dbg !53
  store <2 x half> %752, ptr addrspace(3) %57, align 4, !dbg !53
  store <2 x half> %753, ptr addrspace(3) %58, align 4, !dbg !53
  store <2 x half> %754, ptr addrspace(3) %59, align 4, !dbg !53
  store <2 x half> %755, ptr addrspace(3) %60, align 4, !dbg !53
  store <2 x half> %756, ptr addrspace(3) %64, align 4, !dbg !53
  store <2 x half> %757, ptr addrspace(3) %65, align 4, !dbg !53
  store <2 x half> %758, ptr addrspace(3) %66, align 4, !dbg !53
  store <2 x half> %759, ptr addrspace(3) %67, align 4, !dbg !53
  store <2 x half> %760, ptr addrspace(3) %71, align 4, !dbg !53
  store <2 x half> %761, ptr addrspace(3) %72, align 4, !dbg !53
  store <2 x half> %762, ptr addrspace(3) %73, align 4, !dbg !53
  store <2 x half> %763, ptr addrspace(3) %74, align 4, !dbg !53
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !54
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !54
  %764 = or disjoint i32 %359, 4, !dbg !9
  call void asm sideeffect "@$6 cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [$0, {$2, $3, $4, $5} ], [$1];", "l,r,r,r,r,r,b"(ptr nonnull %2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536), i32 0, i32 0, i32 %764, i32 %360, i1 %14) #9, !dbg !9
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !9
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1), !dbg !55
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !55
  %765 = add i32 %259, 160, !dbg !51
  %766 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %765) #9, !dbg !51
  %767 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 0, !dbg !51
  %768 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 1, !dbg !51
  %769 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 2, !dbg !51
  %770 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 3, !dbg !51
  %771 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 4, !dbg !51
  %772 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 5, !dbg !51
  %773 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 6, !dbg !51
  %774 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 7, !dbg !51
  %775 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 8, !dbg !51
  %776 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 9, !dbg !51
  %777 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 10, !dbg !51
  %778 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 11, !dbg !51
  %779 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 12, !dbg !51
  %780 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 13, !dbg !51
  %781 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 14, !dbg !51
  %782 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %766, 15, !dbg !51
  %783 = insertelement <2 x i32> poison, i32 %767, i64 0, !dbg !51
  %784 = insertelement <2 x i32> %783, i32 %768, i64 1, !dbg !51
  %785 = bitcast <2 x i32> %784 to <2 x float>, !dbg !51
  %786 = insertelement <2 x i32> poison, i32 %771, i64 0, !dbg !51
  %787 = insertelement <2 x i32> %786, i32 %772, i64 1, !dbg !51
  %788 = bitcast <2 x i32> %787 to <2 x float>, !dbg !51
  %789 = insertelement <2 x i32> poison, i32 %775, i64 0, !dbg !51
  %790 = insertelement <2 x i32> %789, i32 %776, i64 1, !dbg !51
  %791 = bitcast <2 x i32> %790 to <2 x float>, !dbg !51
  %792 = insertelement <2 x i32> poison, i32 %779, i64 0, !dbg !51
  %793 = insertelement <2 x i32> %792, i32 %780, i64 1, !dbg !51
  %794 = bitcast <2 x i32> %793 to <2 x float>, !dbg !51
  %795 = insertelement <2 x i32> poison, i32 %769, i64 0, !dbg !51
  %796 = insertelement <2 x i32> %795, i32 %770, i64 1, !dbg !51
  %797 = bitcast <2 x i32> %796 to <2 x float>, !dbg !51
  %798 = insertelement <2 x i32> poison, i32 %773, i64 0, !dbg !51
  %799 = insertelement <2 x i32> %798, i32 %774, i64 1, !dbg !51
  %800 = bitcast <2 x i32> %799 to <2 x float>, !dbg !51
  %801 = insertelement <2 x i32> poison, i32 %777, i64 0, !dbg !51
  %802 = insertelement <2 x i32> %801, i32 %778, i64 1, !dbg !51
  %803 = bitcast <2 x i32> %802 to <2 x float>, !dbg !51
  %804 = insertelement <2 x i32> poison, i32 %781, i64 0, !dbg !51
  %805 = insertelement <2 x i32> %804, i32 %782, i64 1, !dbg !51
  %806 = bitcast <2 x i32> %805 to <2 x float>, !dbg !51
  %807 = add i32 %259, 1048736, !dbg !51
  %808 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %807) #9, !dbg !51
  %809 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 0, !dbg !51
  %810 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 1, !dbg !51
  %811 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 2, !dbg !51
  %812 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 3, !dbg !51
  %813 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 4, !dbg !51
  %814 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 5, !dbg !51
  %815 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 6, !dbg !51
  %816 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 7, !dbg !51
  %817 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 8, !dbg !51
  %818 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 9, !dbg !51
  %819 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 10, !dbg !51
  %820 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 11, !dbg !51
  %821 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 12, !dbg !51
  %822 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 13, !dbg !51
  %823 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 14, !dbg !51
  %824 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %808, 15, !dbg !51
  %825 = insertelement <2 x i32> poison, i32 %809, i64 0, !dbg !51
  %826 = insertelement <2 x i32> %825, i32 %810, i64 1, !dbg !51
  %827 = bitcast <2 x i32> %826 to <2 x float>, !dbg !51
  %828 = insertelement <2 x i32> poison, i32 %813, i64 0, !dbg !51
  %829 = insertelement <2 x i32> %828, i32 %814, i64 1, !dbg !51
  %830 = bitcast <2 x i32> %829 to <2 x float>, !dbg !51
  %831 = insertelement <2 x i32> poison, i32 %817, i64 0, !dbg !51
  %832 = insertelement <2 x i32> %831, i32 %818, i64 1, !dbg !51
  %833 = bitcast <2 x i32> %832 to <2 x float>, !dbg !51
  %834 = insertelement <2 x i32> poison, i32 %821, i64 0, !dbg !51
  %835 = insertelement <2 x i32> %834, i32 %822, i64 1, !dbg !51
  %836 = bitcast <2 x i32> %835 to <2 x float>, !dbg !51
  %837 = insertelement <2 x i32> poison, i32 %811, i64 0, !dbg !51
  %838 = insertelement <2 x i32> %837, i32 %812, i64 1, !dbg !51
  %839 = bitcast <2 x i32> %838 to <2 x float>, !dbg !51
  %840 = insertelement <2 x i32> poison, i32 %815, i64 0, !dbg !51
  %841 = insertelement <2 x i32> %840, i32 %816, i64 1, !dbg !51
  %842 = bitcast <2 x i32> %841 to <2 x float>, !dbg !51
  %843 = insertelement <2 x i32> poison, i32 %819, i64 0, !dbg !51
  %844 = insertelement <2 x i32> %843, i32 %820, i64 1, !dbg !51
  %845 = bitcast <2 x i32> %844 to <2 x float>, !dbg !51
  %846 = insertelement <2 x i32> poison, i32 %823, i64 0, !dbg !51
  %847 = insertelement <2 x i32> %846, i32 %824, i64 1, !dbg !51
  %848 = bitcast <2 x i32> %847 to <2 x float>, !dbg !51
  %849 = fptrunc <2 x float> %785 to <2 x half>, !dbg !52
  %850 = fptrunc <2 x float> %797 to <2 x half>, !dbg !52
  %851 = fptrunc <2 x float> %827 to <2 x half>, !dbg !52
  %852 = fptrunc <2 x float> %839 to <2 x half>, !dbg !52
  %853 = fptrunc <2 x float> %788 to <2 x half>, !dbg !52
  %854 = fptrunc <2 x float> %800 to <2 x half>, !dbg !52
  %855 = fptrunc <2 x float> %830 to <2 x half>, !dbg !52
  %856 = fptrunc <2 x float> %842 to <2 x half>, !dbg !52
  %857 = fptrunc <2 x float> %791 to <2 x half>, !dbg !52
  %858 = fptrunc <2 x float> %803 to <2 x half>, !dbg !52
  %859 = fptrunc <2 x float> %833 to <2 x half>, !dbg !52
  %860 = fptrunc <2 x float> %845 to <2 x half>, !dbg !52
  %861 = fptrunc <2 x float> %794 to <2 x half>, !dbg !52
  %862 = fptrunc <2 x float> %806 to <2 x half>, !dbg !52
  %863 = fptrunc <2 x float> %836 to <2 x half>, !dbg !52
  %864 = fptrunc <2 x float> %848 to <2 x half>, !dbg !52
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  store <2 x half> %849, ptr addrspace(3) %75, align 4, !dbg !53
  store <2 x half> %850, ptr addrspace(3) %76, align 4, !dbg !53
  store <2 x half> %851, ptr addrspace(3) %77, align 4, !dbg !53
  store <2 x half> %852, ptr addrspace(3) %78, align 4, !dbg !53
  store <2 x half> %853, ptr addrspace(3) %79, align 4, !dbg !53
  store <2 x half> %854, ptr addrspace(3) %80, align 4, !dbg !53
  store <2 x half> %855, ptr addrspace(3) %81, align 4, !dbg !53
  store <2 x half> %856, ptr addrspace(3) %82, align 4, !dbg !53
  store <2 x half> %857, ptr addrspace(3) %83, align 4, !dbg !53
  store <2 x half> %858, ptr addrspace(3) %84, align 4, !dbg !53
  store <2 x half> %859, ptr addrspace(3) %85, align 4, !dbg !53
  store <2 x half> %860, ptr addrspace(3) %86, align 4, !dbg !53
  store <2 x half> %861, ptr addrspace(3) %87, align 4, !dbg !53
  store <2 x half> %862, ptr addrspace(3) %88, align 4, !dbg !53
  store <2 x half> %863, ptr addrspace(3) %89, align 4, !dbg !53
  store <2 x half> %864, ptr addrspace(3) %90, align 4, !dbg !53
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !54
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !54
  %865 = or disjoint i32 %359, 5, !dbg !9
  call void asm sideeffect "@$6 cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [$0, {$2, $3, $4, $5} ], [$1];", "l,r,r,r,r,r,b"(ptr nonnull %2, ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536) to i64), i64 8192) to ptr addrspace(3)), i32 0, i32 0, i32 %865, i32 %360, i1 %14) #9, !dbg !9
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !9
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1), !dbg !55
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !55
  %866 = add i32 %259, 192, !dbg !51
  %867 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %866) #9, !dbg !51
  %868 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 0, !dbg !51
  %869 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 1, !dbg !51
  %870 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 2, !dbg !51
  %871 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 3, !dbg !51
  %872 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 4, !dbg !51
  %873 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 5, !dbg !51
  %874 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 6, !dbg !51
  %875 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 7, !dbg !51
  %876 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 8, !dbg !51
  %877 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 9, !dbg !51
  %878 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 10, !dbg !51
  %879 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 11, !dbg !51
  %880 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 12, !dbg !51
  %881 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 13, !dbg !51
  %882 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 14, !dbg !51
  %883 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %867, 15, !dbg !51
  %884 = insertelement <2 x i32> poison, i32 %868, i64 0, !dbg !51
  %885 = insertelement <2 x i32> %884, i32 %869, i64 1, !dbg !51
  %886 = bitcast <2 x i32> %885 to <2 x float>, !dbg !51
  %887 = insertelement <2 x i32> poison, i32 %872, i64 0, !dbg !51
  %888 = insertelement <2 x i32> %887, i32 %873, i64 1, !dbg !51
  %889 = bitcast <2 x i32> %888 to <2 x float>, !dbg !51
  %890 = insertelement <2 x i32> poison, i32 %876, i64 0, !dbg !51
  %891 = insertelement <2 x i32> %890, i32 %877, i64 1, !dbg !51
  %892 = bitcast <2 x i32> %891 to <2 x float>, !dbg !51
  %893 = insertelement <2 x i32> poison, i32 %880, i64 0, !dbg !51
  %894 = insertelement <2 x i32> %893, i32 %881, i64 1, !dbg !51
  %895 = bitcast <2 x i32> %894 to <2 x float>, !dbg !51
  %896 = insertelement <2 x i32> poison, i32 %870, i64 0, !dbg !51
  %897 = insertelement <2 x i32> %896, i32 %871, i64 1, !dbg !51
  %898 = bitcast <2 x i32> %897 to <2 x float>, !dbg !51
  %899 = insertelement <2 x i32> poison, i32 %874, i64 0, !dbg !51
  %900 = insertelement <2 x i32> %899, i32 %875, i64 1, !dbg !51
  %901 = bitcast <2 x i32> %900 to <2 x float>, !dbg !51
  %902 = insertelement <2 x i32> poison, i32 %878, i64 0, !dbg !51
  %903 = insertelement <2 x i32> %902, i32 %879, i64 1, !dbg !51
  %904 = bitcast <2 x i32> %903 to <2 x float>, !dbg !51
  %905 = insertelement <2 x i32> poison, i32 %882, i64 0, !dbg !51
  %906 = insertelement <2 x i32> %905, i32 %883, i64 1, !dbg !51
  %907 = bitcast <2 x i32> %906 to <2 x float>, !dbg !51
  %908 = add i32 %259, 1048768, !dbg !51
  %909 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %908) #9, !dbg !51
  %910 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 0, !dbg !51
  %911 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 1, !dbg !51
  %912 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 2, !dbg !51
  %913 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 3, !dbg !51
  %914 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 4, !dbg !51
  %915 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 5, !dbg !51
  %916 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 6, !dbg !51
  %917 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 7, !dbg !51
  %918 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 8, !dbg !51
  %919 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 9, !dbg !51
  %920 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 10, !dbg !51
  %921 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 11, !dbg !51
  %922 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 12, !dbg !51
  %923 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 13, !dbg !51
  %924 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 14, !dbg !51
  %925 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 15, !dbg !51
  %926 = insertelement <2 x i32> poison, i32 %910, i64 0, !dbg !51
  %927 = insertelement <2 x i32> %926, i32 %911, i64 1, !dbg !51
  %928 = bitcast <2 x i32> %927 to <2 x float>, !dbg !51
  %929 = insertelement <2 x i32> poison, i32 %914, i64 0, !dbg !51
  %930 = insertelement <2 x i32> %929, i32 %915, i64 1, !dbg !51
  %931 = bitcast <2 x i32> %930 to <2 x float>, !dbg !51
  %932 = insertelement <2 x i32> poison, i32 %918, i64 0, !dbg !51
  %933 = insertelement <2 x i32> %932, i32 %919, i64 1, !dbg !51
  %934 = bitcast <2 x i32> %933 to <2 x float>, !dbg !51
  %935 = insertelement <2 x i32> poison, i32 %922, i64 0, !dbg !51
  %936 = insertelement <2 x i32> %935, i32 %923, i64 1, !dbg !51
  %937 = bitcast <2 x i32> %936 to <2 x float>, !dbg !51
  %938 = insertelement <2 x i32> poison, i32 %912, i64 0, !dbg !51
  %939 = insertelement <2 x i32> %938, i32 %913, i64 1, !dbg !51
  %940 = bitcast <2 x i32> %939 to <2 x float>, !dbg !51
  %941 = insertelement <2 x i32> poison, i32 %916, i64 0, !dbg !51
  %942 = insertelement <2 x i32> %941, i32 %917, i64 1, !dbg !51
  %943 = bitcast <2 x i32> %942 to <2 x float>, !dbg !51
  %944 = insertelement <2 x i32> poison, i32 %920, i64 0, !dbg !51
  %945 = insertelement <2 x i32> %944, i32 %921, i64 1, !dbg !51
  %946 = bitcast <2 x i32> %945 to <2 x float>, !dbg !51
  %947 = insertelement <2 x i32> poison, i32 %924, i64 0, !dbg !51
  %948 = insertelement <2 x i32> %947, i32 %925, i64 1, !dbg !51
  %949 = bitcast <2 x i32> %948 to <2 x float>, !dbg !51
  %950 = fptrunc <2 x float> %886 to <2 x half>, !dbg !52
  %951 = fptrunc <2 x float> %898 to <2 x half>, !dbg !52
  %952 = fptrunc <2 x float> %928 to <2 x half>, !dbg !52
  %953 = fptrunc <2 x float> %940 to <2 x half>, !dbg !52
  %954 = fptrunc <2 x float> %889 to <2 x half>, !dbg !52
  %955 = fptrunc <2 x float> %901 to <2 x half>, !dbg !52
  %956 = fptrunc <2 x float> %931 to <2 x half>, !dbg !52
  %957 = fptrunc <2 x float> %943 to <2 x half>, !dbg !52
  %958 = fptrunc <2 x float> %892 to <2 x half>, !dbg !52
  %959 = fptrunc <2 x float> %904 to <2 x half>, !dbg !52
  %960 = fptrunc <2 x float> %934 to <2 x half>, !dbg !52
  %961 = fptrunc <2 x float> %946 to <2 x half>, !dbg !52
  %962 = fptrunc <2 x float> %895 to <2 x half>, !dbg !52
  %963 = fptrunc <2 x float> %907 to <2 x half>, !dbg !52
  %964 = fptrunc <2 x float> %937 to <2 x half>, !dbg !52
  %965 = fptrunc <2 x float> %949 to <2 x half>, !dbg !52
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  store <2 x half> %950, ptr addrspace(3) %50, align 4, !dbg !53
  store <2 x half> %951, ptr addrspace(3) %51, align 4, !dbg !53
  store <2 x half> %952, ptr addrspace(3) %52, align 4, !dbg !53
  store <2 x half> %953, ptr addrspace(3) %53, align 4, !dbg !53
  store <2 x half> %954, ptr addrspace(3) %57, align 4, !dbg !53
  store <2 x half> %955, ptr addrspace(3) %58, align 4, !dbg !53
  store <2 x half> %956, ptr addrspace(3) %59, align 4, !dbg !53
  store <2 x half> %957, ptr addrspace(3) %60, align 4, !dbg !53
  store <2 x half> %958, ptr addrspace(3) %64, align 4, !dbg !53
  store <2 x half> %959, ptr addrspace(3) %65, align 4, !dbg !53
  store <2 x half> %960, ptr addrspace(3) %66, align 4, !dbg !53
  store <2 x half> %961, ptr addrspace(3) %67, align 4, !dbg !53
  store <2 x half> %962, ptr addrspace(3) %71, align 4, !dbg !53
  store <2 x half> %963, ptr addrspace(3) %72, align 4, !dbg !53
  store <2 x half> %964, ptr addrspace(3) %73, align 4, !dbg !53
  store <2 x half> %965, ptr addrspace(3) %74, align 4, !dbg !53
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !54
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !54
  %966 = or disjoint i32 %359, 6, !dbg !9
  call void asm sideeffect "@$6 cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [$0, {$2, $3, $4, $5} ], [$1];", "l,r,r,r,r,r,b"(ptr nonnull %2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536), i32 0, i32 0, i32 %966, i32 %360, i1 %14) #9, !dbg !9
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !9
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1), !dbg !55
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !55
  %967 = add i32 %259, 224, !dbg !51
  %968 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %967) #9, !dbg !51
  %969 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 0, !dbg !51
  %970 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 1, !dbg !51
  %971 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 2, !dbg !51
  %972 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 3, !dbg !51
  %973 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 4, !dbg !51
  %974 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 5, !dbg !51
  %975 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 6, !dbg !51
  %976 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 7, !dbg !51
  %977 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 8, !dbg !51
  %978 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 9, !dbg !51
  %979 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 10, !dbg !51
  %980 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 11, !dbg !51
  %981 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 12, !dbg !51
  %982 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 13, !dbg !51
  %983 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 14, !dbg !51
  %984 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %968, 15, !dbg !51
  %985 = insertelement <2 x i32> poison, i32 %969, i64 0, !dbg !51
  %986 = insertelement <2 x i32> %985, i32 %970, i64 1, !dbg !51
  %987 = bitcast <2 x i32> %986 to <2 x float>, !dbg !51
  %988 = insertelement <2 x i32> poison, i32 %973, i64 0, !dbg !51
  %989 = insertelement <2 x i32> %988, i32 %974, i64 1, !dbg !51
  %990 = bitcast <2 x i32> %989 to <2 x float>, !dbg !51
  %991 = insertelement <2 x i32> poison, i32 %977, i64 0, !dbg !51
  %992 = insertelement <2 x i32> %991, i32 %978, i64 1, !dbg !51
  %993 = bitcast <2 x i32> %992 to <2 x float>, !dbg !51
  %994 = insertelement <2 x i32> poison, i32 %981, i64 0, !dbg !51
  %995 = insertelement <2 x i32> %994, i32 %982, i64 1, !dbg !51
  %996 = bitcast <2 x i32> %995 to <2 x float>, !dbg !51
  %997 = insertelement <2 x i32> poison, i32 %971, i64 0, !dbg !51
  %998 = insertelement <2 x i32> %997, i32 %972, i64 1, !dbg !51
  %999 = bitcast <2 x i32> %998 to <2 x float>, !dbg !51
  %1000 = insertelement <2 x i32> poison, i32 %975, i64 0, !dbg !51
  %1001 = insertelement <2 x i32> %1000, i32 %976, i64 1, !dbg !51
  %1002 = bitcast <2 x i32> %1001 to <2 x float>, !dbg !51
  %1003 = insertelement <2 x i32> poison, i32 %979, i64 0, !dbg !51
  %1004 = insertelement <2 x i32> %1003, i32 %980, i64 1, !dbg !51
  %1005 = bitcast <2 x i32> %1004 to <2 x float>, !dbg !51
  %1006 = insertelement <2 x i32> poison, i32 %983, i64 0, !dbg !51
  %1007 = insertelement <2 x i32> %1006, i32 %984, i64 1, !dbg !51
  %1008 = bitcast <2 x i32> %1007 to <2 x float>, !dbg !51
  %1009 = add i32 %259, 1048800, !dbg !51
  %1010 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x256b.x4.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, [$16];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %1009) #9, !dbg !51
  %1011 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 0, !dbg !51
  %1012 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 1, !dbg !51
  %1013 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 2, !dbg !51
  %1014 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 3, !dbg !51
  %1015 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 4, !dbg !51
  %1016 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 5, !dbg !51
  %1017 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 6, !dbg !51
  %1018 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 7, !dbg !51
  %1019 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 8, !dbg !51
  %1020 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 9, !dbg !51
  %1021 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 10, !dbg !51
  %1022 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 11, !dbg !51
  %1023 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 12, !dbg !51
  %1024 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 13, !dbg !51
  %1025 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 14, !dbg !51
  %1026 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1010, 15, !dbg !51
  %1027 = insertelement <2 x i32> poison, i32 %1011, i64 0, !dbg !51
  %1028 = insertelement <2 x i32> %1027, i32 %1012, i64 1, !dbg !51
  %1029 = bitcast <2 x i32> %1028 to <2 x float>, !dbg !51
  %1030 = insertelement <2 x i32> poison, i32 %1015, i64 0, !dbg !51
  %1031 = insertelement <2 x i32> %1030, i32 %1016, i64 1, !dbg !51
  %1032 = bitcast <2 x i32> %1031 to <2 x float>, !dbg !51
  %1033 = insertelement <2 x i32> poison, i32 %1019, i64 0, !dbg !51
  %1034 = insertelement <2 x i32> %1033, i32 %1020, i64 1, !dbg !51
  %1035 = bitcast <2 x i32> %1034 to <2 x float>, !dbg !51
  %1036 = insertelement <2 x i32> poison, i32 %1023, i64 0, !dbg !51
  %1037 = insertelement <2 x i32> %1036, i32 %1024, i64 1, !dbg !51
  %1038 = bitcast <2 x i32> %1037 to <2 x float>, !dbg !51
  %1039 = insertelement <2 x i32> poison, i32 %1013, i64 0, !dbg !51
  %1040 = insertelement <2 x i32> %1039, i32 %1014, i64 1, !dbg !51
  %1041 = bitcast <2 x i32> %1040 to <2 x float>, !dbg !51
  %1042 = insertelement <2 x i32> poison, i32 %1017, i64 0, !dbg !51
  %1043 = insertelement <2 x i32> %1042, i32 %1018, i64 1, !dbg !51
  %1044 = bitcast <2 x i32> %1043 to <2 x float>, !dbg !51
  %1045 = insertelement <2 x i32> poison, i32 %1021, i64 0, !dbg !51
  %1046 = insertelement <2 x i32> %1045, i32 %1022, i64 1, !dbg !51
  %1047 = bitcast <2 x i32> %1046 to <2 x float>, !dbg !51
  %1048 = insertelement <2 x i32> poison, i32 %1025, i64 0, !dbg !51
  %1049 = insertelement <2 x i32> %1048, i32 %1026, i64 1, !dbg !51
  %1050 = bitcast <2 x i32> %1049 to <2 x float>, !dbg !51
  %1051 = fptrunc <2 x float> %987 to <2 x half>, !dbg !52
  %1052 = fptrunc <2 x float> %999 to <2 x half>, !dbg !52
  %1053 = fptrunc <2 x float> %1029 to <2 x half>, !dbg !52
  %1054 = fptrunc <2 x float> %1041 to <2 x half>, !dbg !52
  %1055 = fptrunc <2 x float> %990 to <2 x half>, !dbg !52
  %1056 = fptrunc <2 x float> %1002 to <2 x half>, !dbg !52
  %1057 = fptrunc <2 x float> %1032 to <2 x half>, !dbg !52
  %1058 = fptrunc <2 x float> %1044 to <2 x half>, !dbg !52
  %1059 = fptrunc <2 x float> %993 to <2 x half>, !dbg !52
  %1060 = fptrunc <2 x float> %1005 to <2 x half>, !dbg !52
  %1061 = fptrunc <2 x float> %1035 to <2 x half>, !dbg !52
  %1062 = fptrunc <2 x float> %1047 to <2 x half>, !dbg !52
  %1063 = fptrunc <2 x float> %996 to <2 x half>, !dbg !52
  %1064 = fptrunc <2 x float> %1008 to <2 x half>, !dbg !52
  %1065 = fptrunc <2 x float> %1038 to <2 x half>, !dbg !52
  %1066 = fptrunc <2 x float> %1050 to <2 x half>, !dbg !52
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  store <2 x half> %1051, ptr addrspace(3) %75, align 4, !dbg !53
  store <2 x half> %1052, ptr addrspace(3) %76, align 4, !dbg !53
  store <2 x half> %1053, ptr addrspace(3) %77, align 4, !dbg !53
  store <2 x half> %1054, ptr addrspace(3) %78, align 4, !dbg !53
  store <2 x half> %1055, ptr addrspace(3) %79, align 4, !dbg !53
  store <2 x half> %1056, ptr addrspace(3) %80, align 4, !dbg !53
  store <2 x half> %1057, ptr addrspace(3) %81, align 4, !dbg !53
  store <2 x half> %1058, ptr addrspace(3) %82, align 4, !dbg !53
  store <2 x half> %1059, ptr addrspace(3) %83, align 4, !dbg !53
  store <2 x half> %1060, ptr addrspace(3) %84, align 4, !dbg !53
  store <2 x half> %1061, ptr addrspace(3) %85, align 4, !dbg !53
  store <2 x half> %1062, ptr addrspace(3) %86, align 4, !dbg !53
  store <2 x half> %1063, ptr addrspace(3) %87, align 4, !dbg !53
  store <2 x half> %1064, ptr addrspace(3) %88, align 4, !dbg !53
  store <2 x half> %1065, ptr addrspace(3) %89, align 4, !dbg !53
  store <2 x half> %1066, ptr addrspace(3) %90, align 4, !dbg !53
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !53
  call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !54
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !54
  %1067 = or disjoint i32 %359, 7, !dbg !9
  call void asm sideeffect "@$6 cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [$0, {$2, $3, $4, $5} ], [$1];", "l,r,r,r,r,r,b"(ptr nonnull %2, ptr addrspace(3) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 65536) to i64), i64 8192) to ptr addrspace(3)), i32 0, i32 0, i32 %1067, i32 %360, i1 %14) #9, !dbg !9
  call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !9
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1), !dbg !55
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !55
  call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !56
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !56
  %1068 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214080), i64 %108, !dbg !57
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync(), !dbg !57
  call void asm sideeffect "bar.sync $0, 128;", "r"(i32 %38) #9, !dbg !57
  %1069 = call i64 asm sideeffect "@$2 mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r,b"(ptr addrspace(3) %1068, i1 %14) #9, !dbg !57
  br label %1070, !dbg !47

1070:                                             ; preds = %._crit_edge71, %252
  %.pre-phi73 = phi i32 [ %.pre72, %._crit_edge71 ], [ %253, %252 ]
  %.116 = phi i32 [ %.01545, %._crit_edge71 ], [ %254, %252 ], !dbg !25
  %1071 = xor i32 %.pre-phi73, %.01446
  %1072 = lshr i32 %.01446, %98
  %1073 = and i32 %1072, 1
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) %117, i32 %1073, i32 10000000) #9
  %1074 = call { i32, i32, i32, i1 } asm "\0A    {\0A        .reg .b128 handle;\0A        ld.shared.b128 handle, [$4];\0A        clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 $3, handle;\0A        @$3 clusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128 {$0, $1, $2, _},  handle;\0A    }", "=r,=r,=r,=b,r"(ptr addrspace(3) %122) #9
  %1075 = extractvalue { i32, i32, i32, i1 } %1074, 0
  %1076 = extractvalue { i32, i32, i32, i1 } %1074, 3
  call void asm sideeffect "fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;", ""() #9
  %1077 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214128), i64 %108
  %1078 = call i64 asm sideeffect " mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r"(ptr addrspace(3) %1077) #9
  %1079 = add i32 %96, 1
  %indvars.iv.next = add i32 %indvars.iv, 1
  br i1 %1076, label %95, label %1080

1080:                                             ; preds = %1070
  %1081 = icmp ult i32 %96, 2147483647
  br i1 %1081, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %1080
  %1082 = icmp slt i32 %indvars.iv, 2
  %smax = select i1 %1082, i32 1, i32 2
  br label %.lr.ph.epil

.lr.ph.epil:                                      ; preds = %.lr.ph.epil, %.lr.ph.preheader
  %1083 = phi i32 [ %1090, %.lr.ph.epil ], [ 0, %.lr.ph.preheader ]
  %.248.epil = phi i32 [ %1085, %.lr.ph.epil ], [ %.1, %.lr.ph.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %.lr.ph.epil ], [ 0, %.lr.ph.preheader ]
  %1084 = shl nuw nsw i32 1, %1083
  %1085 = xor i32 %1084, %.248.epil
  %1086 = lshr i32 %.248.epil, %1083
  %1087 = and i32 %1086, 1
  %1088 = zext nneg i32 %1083 to i64
  %1089 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @__dynamic_shmem__0, i64 214128), i64 %1088
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) %1089, i32 %1087, i32 10000000) #9
  %1090 = add nuw nsw i32 %1083, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %smax
  br i1 %epil.iter.cmp.not, label %._crit_edge, label %.lr.ph.epil, !llvm.loop !58

._crit_edge:                                      ; preds = %.lr.ph.epil, %1080
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !11
  br i1 %6, label %1091, label %1093, !dbg !11

1091:                                             ; preds = %._crit_edge
  %1092 = inttoptr i32 %22 to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %1092, i32 512), !dbg !11
  br label %1093, !dbg !11

1093:                                             ; preds = %1091, %._crit_edge
  ret void, !dbg !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.mbarrier_init.release.cluster() #4

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) writeonly captures(none), i32) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #6

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) captures(none), i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.z() #1

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32) #6

; Function Attrs: nounwind
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync() #9

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg) #9

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #9

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #7

; Function Attrs: nounwind
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync() #9

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) captures(none)) #5

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3), i32) #6

attributes #0 = { nounwind "nvvm.maxntid"="256,1,1" "nvvm.minctasm"="1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nounwind }
attributes #5 = { convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { convergent nounwind memory(argmem: readwrite) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!llvm.ident = !{!3}
!nvvmir.version = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly)
!1 = !DIFile(filename: "<unknown>", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!4 = !{i32 2, i32 0}
!5 = distinct !DISubprogram(name: "kernel_mosaic_gpu_kernel", linkageName: "kernel_mosaic_gpu_kernel", scope: !6, file: !6, line: 138, type: !7, scopeLine: 138, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DIFile(filename: "blackwell_matmul_mgpu.py", directory: "/work/heldout32/mosaic/venv/lib/python3.11/site-packages/jax/experimental/pallas/ops/gpu")
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{}
!9 = !DILocation(line: 199, column: 10, scope: !5)
!10 = !DILocation(line: 147, column: 14, scope: !5)
!11 = !DILocation(line: 138, column: 14, scope: !5)
!12 = !DILocation(line: 103, column: 13, scope: !5)
!13 = !DILocation(line: 104, column: 18, scope: !5)
!14 = !DILocation(line: 105, column: 20, scope: !5)
!15 = !DILocation(line: 107, column: 5, scope: !5)
!16 = !DILocation(line: 111, column: 25, scope: !5)
!17 = !DILocation(line: 121, column: 22, scope: !5)
!18 = !DILocation(line: 124, column: 7, scope: !5)
!19 = !DILocation(line: 126, column: 9, scope: !5)
!20 = !DILocation(line: 128, column: 20, scope: !5)
!21 = !DILocation(line: 129, column: 19, scope: !5)
!22 = !DILocation(line: 129, column: 11, scope: !5)
!23 = !DILocation(line: 134, column: 15, scope: !5)
!24 = !DILocation(line: 137, column: 16, scope: !5)
!25 = !DILocation(line: 0, scope: !5)
!26 = !DILocation(line: 156, column: 12, scope: !5)
!27 = !DILocation(line: 132, column: 30, scope: !5)
!28 = !DILocation(line: 133, column: 21, scope: !5)
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.peeled.count", i32 4}
!31 = !DILocation(line: 158, column: 35, scope: !5)
!32 = !DILocation(line: 158, column: 56, scope: !5)
!33 = !DILocation(line: 158, column: 19, scope: !5)
!34 = !DILocation(line: 158, column: 11, scope: !5)
!35 = !DILocation(line: 160, column: 12, scope: !5)
!36 = !DILocation(line: 161, column: 19, scope: !5)
!37 = !DILocation(line: 161, column: 11, scope: !5)
!38 = !DILocation(line: 184, column: 12, scope: !5)
!39 = !DILocation(line: 164, column: 21, scope: !5)
!40 = !DILocation(line: 165, column: 14, scope: !5)
!41 = !DILocation(line: 169, column: 14, scope: !5)
!42 = !DILocation(line: 174, column: 30, scope: !5)
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.peeled.count", i32 1}
!45 = !DILocation(line: 179, column: 16, scope: !5)
!46 = !DILocation(line: 177, column: 15, scope: !5)
!47 = !DILocation(line: 186, column: 7, scope: !5)
!48 = !DILocation(line: 188, column: 8, scope: !5)
!49 = !DILocation(line: 189, column: 8, scope: !5)
!50 = !DILocation(line: 190, column: 45, scope: !5)
!51 = !DILocation(line: 195, column: 29, scope: !5)
!52 = !DILocation(line: 197, column: 12, scope: !5)
!53 = !DILocation(line: 195, column: 10, scope: !5)
!54 = !DILocation(line: 198, column: 10, scope: !5)
!55 = !DILocation(line: 200, column: 10, scope: !5)
!56 = !DILocation(line: 201, column: 8, scope: !5)
!57 = !DILocation(line: 202, column: 8, scope: !5)
!58 = distinct !{!58, !59}
!59 = !{!"llvm.loop.unroll.disable"}

