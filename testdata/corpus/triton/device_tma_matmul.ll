; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @device_tma_matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %10 = icmp samesign ult i32 %9, 32, !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 256;", "b,r"(i1 %10, ptr addrspace(3) @global_smem) #7, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %11 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %10) #7, !dbg !12
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %13 = add i32 %3, 127, !dbg !14
  %14 = sdiv i32 %13, 128, !dbg !19
  %15 = insertelement <2 x i32> poison, i32 %4, i64 0, !dbg !20
  %16 = insertelement <2 x i32> %15, i32 %5, i64 1, !dbg !20
  %17 = add <2 x i32> %16, <i32 127, i32 63>, !dbg !20
  %18 = add i32 %5, 63, !dbg !22
  %19 = sdiv <2 x i32> %17, <i32 128, i32 64>, !dbg !24
  %20 = extractelement <2 x i32> %19, i64 0, !dbg !24
  %21 = mul i32 %20, %14, !dbg !25
  %22 = sext i32 %5 to i64, !dbg !26
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !26
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !26
  %25 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !26
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y(), !dbg !26
  %27 = zext nneg i32 %23 to i64, !dbg !26
  %narrow = mul nuw i32 %24, %26, !dbg !26
  %28 = zext i32 %narrow to i64, !dbg !26
  %29 = add nuw nsw i64 %28, %27, !dbg !26
  %30 = zext nneg i32 %12 to i64, !dbg !26
  %31 = zext nneg i32 %25 to i64, !dbg !26
  %32 = mul nuw nsw i64 %29, %31, !dbg !26
  %33 = add nuw nsw i64 %32, %30, !dbg !26
  %34 = mul i64 %33, 384, !dbg !26
  %35 = getelementptr i8, ptr addrspace(1) %6, i64 %34, !dbg !26
  %36 = shl nsw i64 %22, 1, !dbg !26
  %37 = and i32 %9, 127, !dbg !26
  %38 = icmp samesign ult i32 %37, 32, !dbg !26
  %39 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %37, !dbg !26
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %39, <1 x i32> zeroinitializer, i1 %38) #7, !dbg !26
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !26
  %40 = icmp eq i32 %37, 0, !dbg !26
  br i1 %40, label %41, label %42, !dbg !26

41:                                               ; preds = %8
  tail call void asm sideeffect "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l"(ptr addrspace(3) @global_smem, ptr addrspace(1) %0) #7, !dbg !26
  tail call void asm sideeffect "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l"(ptr addrspace(3) @global_smem) #7, !dbg !26
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 64) #7, !dbg !26
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 128) #7, !dbg !26
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %5) #7, !dbg !26
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %3) #7, !dbg !26
  tail call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l"(ptr addrspace(3) @global_smem, i64 %36) #7, !dbg !26
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #7, !dbg !26
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #7, !dbg !26
  tail call void asm sideeffect "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l"(ptr addrspace(3) @global_smem) #7, !dbg !26
  tail call void asm sideeffect "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l"(ptr addrspace(3) @global_smem) #7, !dbg !26
  br label %42, !dbg !26

42:                                               ; preds = %41, %8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !26
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %35, ptr addrspace(3) @global_smem, i1 %38) #7, !dbg !26
  tail call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b"(ptr addrspace(1) %35, i1 %38, i1 %38, i1 %38) #7, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %43 = addrspacecast ptr addrspace(1) %35 to ptr, !dbg !26
  %44 = getelementptr i8, ptr addrspace(1) %35, i64 128, !dbg !27
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %39, <1 x i32> zeroinitializer, i1 %38) #7, !dbg !27
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !27
  br i1 %40, label %45, label %46, !dbg !27

45:                                               ; preds = %42
  tail call void asm sideeffect "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l"(ptr addrspace(3) @global_smem, ptr addrspace(1) %1) #7, !dbg !27
  tail call void asm sideeffect "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l"(ptr addrspace(3) @global_smem) #7, !dbg !27
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 64) #7, !dbg !27
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 128) #7, !dbg !27
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %5) #7, !dbg !27
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %4) #7, !dbg !27
  tail call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l"(ptr addrspace(3) @global_smem, i64 %36) #7, !dbg !27
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #7, !dbg !27
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #7, !dbg !27
  tail call void asm sideeffect "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l"(ptr addrspace(3) @global_smem) #7, !dbg !27
  tail call void asm sideeffect "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l"(ptr addrspace(3) @global_smem) #7, !dbg !27
  br label %46, !dbg !27

46:                                               ; preds = %45, %42
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !27
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %44, ptr addrspace(3) @global_smem, i1 %38) #7, !dbg !27
  tail call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b"(ptr addrspace(1) %44, i1 %38, i1 %38, i1 %38) #7, !dbg !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  %47 = addrspacecast ptr addrspace(1) %44 to ptr, !dbg !27
  %48 = getelementptr i8, ptr addrspace(1) %35, i64 256, !dbg !28
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %39, <1 x i32> zeroinitializer, i1 %38) #7, !dbg !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !28
  br i1 %40, label %49, label %52, !dbg !28

49:                                               ; preds = %46
  %50 = sext i32 %4 to i64, !dbg !28
  %51 = shl nsw i64 %50, 1, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l"(ptr addrspace(3) @global_smem, ptr addrspace(1) %2) #7, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l"(ptr addrspace(3) @global_smem) #7, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 64) #7, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 128) #7, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %4) #7, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %3) #7, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l"(ptr addrspace(3) @global_smem, i64 %51) #7, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #7, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #7, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l"(ptr addrspace(3) @global_smem) #7, !dbg !28
  tail call void asm sideeffect "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l"(ptr addrspace(3) @global_smem) #7, !dbg !28
  br label %52, !dbg !28

52:                                               ; preds = %49, %46
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !28
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %48, ptr addrspace(3) @global_smem, i1 %38) #7, !dbg !28
  tail call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b"(ptr addrspace(1) %48, i1 %38, i1 %38, i1 %38) #7, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %53 = addrspacecast ptr addrspace(1) %48 to ptr, !dbg !28
  %54 = icmp slt i32 %18, 64, !dbg !29
  br i1 %54, label %.preheader, label %99, !dbg !29

.preheader:                                       ; preds = %52
  %55 = icmp slt i32 %12, %21, !dbg !30
  br i1 %55, label %.lr.ph15, label %._crit_edge16, !dbg !30

.lr.ph15:                                         ; preds = %.preheader
  %56 = lshr i32 %9, 5
  %57 = shl nuw nsw i32 %9, 4
  %58 = and i32 %57, 112
  %59 = and i32 %9, 112
  %60 = shl nuw nsw i32 %59, 3
  %61 = shl nuw nsw i32 %9, 11
  %62 = and i32 %61, 16384
  %63 = or disjoint i32 %58, %60
  %64 = xor i32 %63, %59
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %62
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 %64
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 1024
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 2048
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 3072
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 4096
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 5120
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 6144
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 7168
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 8192
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 9216
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 10240
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 11264
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 12288
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 13312
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 14336
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 15360
  %82 = icmp samesign ult i32 %37, 64
  br label %83, !dbg !30

83:                                               ; preds = %.lr.ph15, %83
  %84 = phi i32 [ %12, %.lr.ph15 ], [ %97, %83 ]
  %.frozen = freeze i32 %84, !dbg !31
  %.frozen52 = freeze i32 %20, !dbg !31
  %85 = sdiv i32 %.frozen, %.frozen52, !dbg !31
  %86 = mul i32 %85, %.frozen52, !dbg !32
  %.decomposed = sub i32 %.frozen, %86, !dbg !32
  %87 = shl i32 %85, 7, !dbg !33
  %88 = shl nsw i32 %.decomposed, 7, !dbg !34
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0), !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %66, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %67, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %68, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %69, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %70, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %71, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %72, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %73, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %74, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %75, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %76, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %77, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %78, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %79, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %80, align 16, !dbg !35
  store <4 x i32> zeroinitializer, ptr addrspace(3) %81, align 16, !dbg !35
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %89 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !35
  %90 = extractvalue { i32, i1 } %89, 1, !dbg !35
  %91 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %56, i32 0, i32 31), !dbg !35
  %92 = and i1 %82, %90, !dbg !35
  %93 = and i32 %91, 1, !dbg !35
  %.idx4 = shl nuw nsw i32 %93, 14, !dbg !35
  %94 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx4, !dbg !35
  %95 = shl nuw nsw i32 %93, 6, !dbg !35
  %96 = or disjoint i32 %95, %88, !dbg !35
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %92, ptr %53, i32 %96, i32 %87, ptr addrspace(3) %94) #7, !dbg !35
  tail call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !35
  %97 = add i32 %84, 148, !dbg !30
  %98 = icmp slt i32 %97, %21, !dbg !30
  br i1 %98, label %83, label %._crit_edge16, !dbg !30

._crit_edge16:                                    ; preds = %83, %.preheader
  tail call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  br label %1465, !dbg !29

99:                                               ; preds = %52
  %100 = sub i32 %21, %12, !dbg !30
  %101 = sdiv i32 %100, 148, !dbg !30
  %102 = mul nsw i32 %101, 148, !dbg !30
  %103 = icmp ne i32 %100, %102, !dbg !30
  %104 = icmp sgt i32 %100, -1, !dbg !30
  %105 = and i1 %104, %103, !dbg !30
  %106 = zext i1 %105 to i32, !dbg !30
  %107 = add nsw i32 %101, %106, !dbg !30
  %108 = extractelement <2 x i32> %19, i64 1, !dbg !30
  %109 = mul i32 %107, %108, !dbg !30
  %110 = add nsw i32 %108, -1, !dbg !30
  %111 = lshr i32 %9, 5, !dbg !36
  %112 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %111, i32 0, i32 31), !dbg !36
  %113 = shl i32 %112, 21, !dbg !36
  %114 = and i32 %113, 6291456, !dbg !36
  %115 = add i32 %114, %11, !dbg !36
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x128.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127, $128, $129};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %115, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7, !dbg !36
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !30
  %116 = icmp eq i32 %111, 0, !dbg !30
  %117 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %118 = extractvalue { i32, i1 } %117, 1, !dbg !30
  %119 = and i1 %116, %118, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %119, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104)) #7, !dbg !30
  %120 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %121 = extractvalue { i32, i1 } %120, 1, !dbg !30
  %122 = and i1 %116, %121, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %122, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131112)) #7, !dbg !30
  %123 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %124 = extractvalue { i32, i1 } %123, 1, !dbg !30
  %125 = and i1 %116, %124, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %125, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #7, !dbg !30
  %126 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %127 = extractvalue { i32, i1 } %126, 1, !dbg !30
  %128 = and i1 %116, %127, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %128, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #7, !dbg !30
  %129 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %130 = extractvalue { i32, i1 } %129, 1, !dbg !30
  %131 = and i1 %116, %130, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %131, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #7, !dbg !30
  %132 = icmp sgt i32 %109, 0, !dbg !30
  %.frozen53 = freeze i32 %20, !dbg !31
  %133 = sdiv i32 %12, %.frozen53, !dbg !31
  %134 = mul i32 %133, %.frozen53, !dbg !32
  %.decomposed54 = sub i32 %12, %134, !dbg !32
  %135 = shl i32 %133, 7, !dbg !37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %136 = and i1 %40, %132, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %136, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #7, !dbg !30
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %137 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !38
  %138 = extractvalue { i32, i1 } %137, 1, !dbg !38
  %139 = and i1 %132, %138, !dbg !38
  %140 = and i1 %38, %139, !dbg !38
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %140, ptr addrspace(3) @global_smem, ptr %43, i32 0, i32 %135, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #7, !dbg !38
  %141 = shl nuw nsw i32 %.decomposed54, 7, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %142 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !40
  %143 = extractvalue { i32, i1 } %142, 1, !dbg !40
  %144 = and i1 %132, %143, !dbg !40
  %145 = and i1 %38, %144, !dbg !40
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %145, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), ptr %47, i32 0, i32 %141, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #7, !dbg !40
  %146 = icmp sgt i32 %109, 1, !dbg !30
  %147 = icmp ne i32 %110, 0, !dbg !30
  %148 = zext i1 %147 to i32, !dbg !30
  br i1 %147, label %153, label %149, !dbg !30

149:                                              ; preds = %99
  %150 = add nuw i32 %12, 148, !dbg !30
  %.frozen55 = freeze i32 %20, !dbg !31
  %151 = sdiv i32 %150, %.frozen55, !dbg !31
  %152 = mul i32 %151, %.frozen55, !dbg !32
  %.decomposed56 = sub i32 %150, %152, !dbg !32
  %.pre = shl i32 %151, 7, !dbg !37
  %.pre23 = shl nsw i32 %.decomposed56, 7, !dbg !39
  br label %153, !dbg !30

153:                                              ; preds = %149, %99
  %.pre-phi24 = phi i32 [ %.pre23, %149 ], [ %141, %99 ], !dbg !39
  %.pre-phi = phi i32 [ %.pre, %149 ], [ %135, %99 ], !dbg !37
  %154 = phi i32 [ 1, %149 ], [ 2, %99 ], !dbg !30
  %155 = phi i32 [ 0, %149 ], [ 64, %99 ], !dbg !30
  %156 = phi i32 [ %151, %149 ], [ %133, %99 ], !dbg !30
  %157 = phi i32 [ %.decomposed56, %149 ], [ %.decomposed54, %99 ], !dbg !30
  %158 = phi i32 [ %150, %149 ], [ %12, %99 ], !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %159 = and i1 %40, %146, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %159, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #7, !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %160 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !38
  %161 = extractvalue { i32, i1 } %160, 1, !dbg !38
  %162 = and i1 %146, %161, !dbg !38
  %163 = and i1 %38, %162, !dbg !38
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %163, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), ptr %43, i32 %155, i32 %.pre-phi, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #7, !dbg !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %164 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !40
  %165 = extractvalue { i32, i1 } %164, 1, !dbg !40
  %166 = and i1 %146, %165, !dbg !40
  %167 = and i1 %38, %166, !dbg !40
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %167, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), ptr %47, i32 %155, i32 %.pre-phi24, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #7, !dbg !40
  %168 = icmp sgt i32 %109, 2, !dbg !30
  %169 = icmp ult i32 %110, 2, !dbg !30
  %170 = select i1 %169, i32 0, i32 %154, !dbg !30
  br i1 %169, label %171, label %175, !dbg !30

171:                                              ; preds = %153
  %172 = add nuw i32 %158, 148, !dbg !30
  %.frozen57 = freeze i32 %20, !dbg !31
  %173 = sdiv i32 %172, %.frozen57, !dbg !31
  %174 = mul i32 %173, %.frozen57, !dbg !32
  %.decomposed58 = sub i32 %172, %174, !dbg !32
  br label %175, !dbg !30

175:                                              ; preds = %171, %153
  %176 = phi i32 [ %173, %171 ], [ %156, %153 ], !dbg !30
  %177 = phi i32 [ %.decomposed58, %171 ], [ %157, %153 ], !dbg !30
  %178 = phi i32 [ %172, %171 ], [ %158, %153 ], !dbg !30
  tail call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 0, i1 %132) #7, !dbg !30
  %179 = icmp eq i32 %112, 0, !dbg !36
  %180 = and i1 %132, %179, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  br i1 %180, label %181, label %210, !dbg !36

181:                                              ; preds = %175
  %182 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !36
  %183 = extractvalue { i32, i1 } %182, 1, !dbg !36
  %184 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4, !dbg !36
  %185 = and i32 %184, 32767, !dbg !36
  %186 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152) to i32), 4, !dbg !36
  %187 = and i32 %186, 32767, !dbg !36
  %188 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %185, i64 0, !dbg !36
  %189 = bitcast <2 x i32> %188 to i64, !dbg !36
  %190 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %187, i64 0, !dbg !36
  %191 = bitcast <2 x i32> %190 to i64, !dbg !36
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %11, i64 %189, i64 %191, i32 136314896, i1 false, i1 %183) #7, !dbg !36
  %192 = add nuw nsw i32 %185, 2, !dbg !36
  %193 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %192, i64 0, !dbg !36
  %194 = bitcast <2 x i32> %193 to i64, !dbg !36
  %195 = add nuw nsw i32 %187, 2, !dbg !36
  %196 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %195, i64 0, !dbg !36
  %197 = bitcast <2 x i32> %196 to i64, !dbg !36
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %11, i64 %194, i64 %197, i32 136314896, i1 true, i1 %183) #7, !dbg !36
  %198 = add nuw nsw i32 %185, 4, !dbg !36
  %199 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %198, i64 0, !dbg !36
  %200 = bitcast <2 x i32> %199 to i64, !dbg !36
  %201 = add nuw nsw i32 %187, 4, !dbg !36
  %202 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %201, i64 0, !dbg !36
  %203 = bitcast <2 x i32> %202 to i64, !dbg !36
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %11, i64 %200, i64 %203, i32 136314896, i1 true, i1 %183) #7, !dbg !36
  %204 = add nuw nsw i32 %185, 6, !dbg !36
  %205 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %204, i64 0, !dbg !36
  %206 = bitcast <2 x i32> %205 to i64, !dbg !36
  %207 = add nuw nsw i32 %187, 6, !dbg !36
  %208 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %207, i64 0, !dbg !36
  %209 = bitcast <2 x i32> %208 to i64, !dbg !36
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %11, i64 %206, i64 %209, i32 136314896, i1 true, i1 %183) #7, !dbg !36
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %183, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104) to i32)) #7, !dbg !36
  br label %210, !dbg !36

210:                                              ; preds = %181, %175
  %211 = shl i32 %176, 7, !dbg !37
  %212 = shl nuw nsw i32 %170, 6, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %213 = and i1 %40, %168, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %213, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #7, !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %214 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !38
  %215 = extractvalue { i32, i1 } %214, 1, !dbg !38
  %216 = and i1 %168, %215, !dbg !38
  %217 = and i1 %38, %216, !dbg !38
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %217, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), ptr %43, i32 %212, i32 %211, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #7, !dbg !38
  %218 = shl nsw i32 %177, 7, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %219 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !40
  %220 = extractvalue { i32, i1 } %219, 1, !dbg !40
  %221 = and i1 %168, %220, !dbg !40
  %222 = and i1 %38, %221, !dbg !40
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %222, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 81920), ptr %47, i32 %212, i32 %218, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #7, !dbg !40
  %223 = add i32 %109, -1, !dbg !30
  %224 = icmp sgt i32 %223, 0, !dbg !30
  br i1 %224, label %.lr.ph, label %._crit_edge, !dbg !30

.lr.ph:                                           ; preds = %210
  %225 = add i32 %109, -3
  %226 = shl nuw nsw i32 %9, 7
  %227 = and i32 %226, 16256
  %228 = shl nuw nsw i32 %9, 4
  %229 = and i32 %228, 112
  %230 = or disjoint i32 %227, %229
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %230
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) %231, i32 16384
  %233 = xor i32 %230, 16
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %233
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) %234, i32 16384
  %236 = xor i32 %230, 32
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %236
  %238 = getelementptr inbounds nuw i8, ptr addrspace(3) %237, i32 16384
  %239 = xor i32 %230, 48
  %240 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %239
  %241 = getelementptr inbounds nuw i8, ptr addrspace(3) %240, i32 16384
  %242 = xor i32 %230, 64
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %242
  %244 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 16384
  %245 = xor i32 %230, 80
  %246 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %245
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) %246, i32 16384
  %248 = xor i32 %230, 96
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %248
  %250 = getelementptr inbounds nuw i8, ptr addrspace(3) %249, i32 16384
  %251 = xor i32 %230, 112
  %252 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %251
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 16384
  %254 = icmp samesign ult i32 %37, 64
  %255 = and i32 %112, 1
  %.idx3 = shl nuw nsw i32 %255, 14
  %256 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %.idx3
  %257 = shl nuw nsw i32 %255, 6
  br label %258, !dbg !30

258:                                              ; preds = %.lr.ph, %891
  %259 = phi i32 [ %157, %.lr.ph ], [ %274, %891 ]
  %260 = phi i32 [ %.decomposed54, %.lr.ph ], [ %259, %891 ]
  %261 = phi i32 [ %156, %.lr.ph ], [ %275, %891 ]
  %262 = phi i32 [ %133, %.lr.ph ], [ %261, %891 ]
  %263 = phi i32 [ %170, %.lr.ph ], [ %352, %891 ]
  %264 = phi i32 [ 0, %.lr.ph ], [ %273, %891 ]
  %265 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), %.lr.ph ], [ %300, %891 ]
  %266 = phi i32 [ %148, %.lr.ph ], [ %277, %891 ]
  %267 = phi i32 [ 0, %.lr.ph ], [ %266, %891 ]
  %268 = phi i32 [ 0, %.lr.ph ], [ %298, %891 ]
  %269 = phi i32 [ 0, %.lr.ph ], [ %296, %891 ]
  %270 = phi i32 [ 2, %.lr.ph ], [ %351, %891 ]
  %271 = phi i32 [ 0, %.lr.ph ], [ %304, %891 ]
  %272 = phi i32 [ 1, %.lr.ph ], [ %345, %891 ]
  %273 = phi i32 [ 0, %.lr.ph ], [ %347, %891 ]
  %274 = phi i32 [ %177, %.lr.ph ], [ %290, %891 ]
  %275 = phi i32 [ %176, %.lr.ph ], [ %289, %891 ]
  %276 = phi i32 [ %178, %.lr.ph ], [ %291, %891 ]
  %277 = phi i32 [ %170, %.lr.ph ], [ %282, %891 ]
  %278 = phi i32 [ 0, %.lr.ph ], [ %892, %891 ]
  %279 = icmp slt i32 %278, %225, !dbg !30
  %280 = add i32 %277, 1, !dbg !30
  %281 = icmp eq i32 %277, %110, !dbg !30
  %282 = select i1 %281, i32 0, i32 %280, !dbg !30
  %283 = icmp eq i32 %282, 0, !dbg !30
  br i1 %283, label %284, label %288, !dbg !30

284:                                              ; preds = %258
  %285 = add i32 %276, 148, !dbg !30
  %.frozen59 = freeze i32 %285, !dbg !31
  %.frozen60 = freeze i32 %20, !dbg !31
  %286 = sdiv i32 %.frozen59, %.frozen60, !dbg !31
  %287 = mul i32 %286, %.frozen60, !dbg !32
  %.decomposed61 = sub i32 %.frozen59, %287, !dbg !32
  br label %288, !dbg !30

288:                                              ; preds = %284, %258
  %289 = phi i32 [ %286, %284 ], [ %275, %258 ], !dbg !30
  %290 = phi i32 [ %.decomposed61, %284 ], [ %274, %258 ], !dbg !30
  %291 = phi i32 [ %285, %284 ], [ %276, %258 ], !dbg !30
  %292 = icmp eq i32 %267, %110, !dbg !30
  %293 = icmp ne i32 %267, %110, !dbg !42
  %294 = add i32 %269, 1, !dbg !30
  %295 = icmp sgt i32 %294, 2, !dbg !30
  %296 = select i1 %295, i32 0, i32 %294, !dbg !30
  %297 = zext i1 %295 to i32, !dbg !30
  %298 = xor i32 %268, %297, !dbg !30
  %299 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %296, !dbg !30
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %299, i32 %298) #7, !dbg !30
  %300 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), i32 %272, !dbg !30
  %301 = add i32 %271, 1, !dbg !30
  %302 = icmp sgt i32 %301, 1, !dbg !30
  %303 = select i1 %302, i32 0, i32 %301, !dbg !30
  %304 = select i1 %293, i32 %271, i32 %303, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  br i1 %179, label %305, label %342, !dbg !36

305:                                              ; preds = %288
  %306 = shl i32 %304, 7, !dbg !36
  %307 = add i32 %306, %11, !dbg !36
  %308 = shl i32 %296, 13, !dbg !40
  %309 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %308, !dbg !38
  %310 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %308, !dbg !40
  %311 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !36
  %312 = extractvalue { i32, i1 } %311, 1, !dbg !36
  %313 = ptrtoint ptr addrspace(3) %309 to i32, !dbg !36
  %314 = lshr exact i32 %313, 4, !dbg !36
  %315 = and i32 %314, 32767, !dbg !36
  %316 = ptrtoint ptr addrspace(3) %310 to i32, !dbg !36
  %317 = lshr exact i32 %316, 4, !dbg !36
  %318 = and i32 %317, 32767, !dbg !36
  %319 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %315, i64 0, !dbg !36
  %320 = bitcast <2 x i32> %319 to i64, !dbg !36
  %321 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %318, i64 0, !dbg !36
  %322 = bitcast <2 x i32> %321 to i64, !dbg !36
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %307, i64 %320, i64 %322, i32 136314896, i1 %293, i1 %312) #7, !dbg !36
  %323 = add nuw nsw i32 %315, 2, !dbg !36
  %324 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %323, i64 0, !dbg !36
  %325 = bitcast <2 x i32> %324 to i64, !dbg !36
  %326 = add nuw nsw i32 %318, 2, !dbg !36
  %327 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %326, i64 0, !dbg !36
  %328 = bitcast <2 x i32> %327 to i64, !dbg !36
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %307, i64 %325, i64 %328, i32 136314896, i1 true, i1 %312) #7, !dbg !36
  %329 = add nuw nsw i32 %315, 4, !dbg !36
  %330 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %329, i64 0, !dbg !36
  %331 = bitcast <2 x i32> %330 to i64, !dbg !36
  %332 = add nuw nsw i32 %318, 4, !dbg !36
  %333 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %332, i64 0, !dbg !36
  %334 = bitcast <2 x i32> %333 to i64, !dbg !36
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %307, i64 %331, i64 %334, i32 136314896, i1 true, i1 %312) #7, !dbg !36
  %335 = add nuw nsw i32 %315, 6, !dbg !36
  %336 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %335, i64 0, !dbg !36
  %337 = bitcast <2 x i32> %336 to i64, !dbg !36
  %338 = add nuw nsw i32 %318, 6, !dbg !36
  %339 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %338, i64 0, !dbg !36
  %340 = bitcast <2 x i32> %339 to i64, !dbg !36
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %307, i64 %337, i64 %340, i32 136314896, i1 true, i1 %312) #7, !dbg !36
  %341 = ptrtoint ptr addrspace(3) %300 to i32, !dbg !36
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %312, i32 %341) #7, !dbg !36
  br label %342, !dbg !36

342:                                              ; preds = %305, %288
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %265, i32 %264) #7, !dbg !36
  %343 = add i32 %272, 1, !dbg !36
  %344 = icmp sgt i32 %343, 1, !dbg !36
  %345 = select i1 %344, i32 0, i32 %343, !dbg !36
  %346 = zext i1 %344 to i32, !dbg !36
  %347 = xor i32 %273, %346, !dbg !36
  %348 = add i32 %263, 1, !dbg !30
  %349 = add i32 %270, 1, !dbg !30
  %350 = icmp sgt i32 %349, 2, !dbg !30
  %351 = select i1 %350, i32 0, i32 %349, !dbg !30
  %352 = select i1 %283, i32 0, i32 %348, !dbg !30
  %353 = shl i32 %289, 7, !dbg !37
  %354 = shl i32 %352, 6, !dbg !41
  %355 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %351, !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %356 = and i1 %40, %279, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %356, ptr addrspace(3) %355) #7, !dbg !30
  %357 = shl i32 %351, 13, !dbg !38
  %358 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %357, !dbg !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %359 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !38
  %360 = extractvalue { i32, i1 } %359, 1, !dbg !38
  %361 = and i1 %279, %360, !dbg !38
  %362 = and i1 %38, %361, !dbg !38
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %362, ptr addrspace(3) %358, ptr %43, i32 %354, i32 %353, ptr addrspace(3) %355) #7, !dbg !38
  %363 = shl nsw i32 %290, 7, !dbg !39
  %364 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %357, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %365 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !40
  %366 = extractvalue { i32, i1 } %365, 1, !dbg !40
  %367 = and i1 %279, %366, !dbg !40
  %368 = and i1 %38, %367, !dbg !40
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %368, ptr addrspace(3) %364, ptr %47, i32 %354, i32 %363, ptr addrspace(3) %355) #7, !dbg !40
  br i1 %292, label %369, label %891, !dbg !30

369:                                              ; preds = %342
  %370 = shl i32 %262, 7, !dbg !33
  %371 = shl nsw i32 %260, 7, !dbg !34
  %372 = shl i32 %271, 7, !dbg !36
  %373 = add i32 %115, %372, !dbg !36
  %374 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %373) #7, !dbg !36
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 0, !dbg !36
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 1, !dbg !36
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 2, !dbg !36
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 3, !dbg !36
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 4, !dbg !36
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 5, !dbg !36
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 6, !dbg !36
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 7, !dbg !36
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 8, !dbg !36
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 9, !dbg !36
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 10, !dbg !36
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 11, !dbg !36
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 12, !dbg !36
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 13, !dbg !36
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 14, !dbg !36
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 15, !dbg !36
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 16, !dbg !36
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 17, !dbg !36
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 18, !dbg !36
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 19, !dbg !36
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 20, !dbg !36
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 21, !dbg !36
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 22, !dbg !36
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 23, !dbg !36
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 24, !dbg !36
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 25, !dbg !36
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 26, !dbg !36
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 27, !dbg !36
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 28, !dbg !36
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 29, !dbg !36
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 30, !dbg !36
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 31, !dbg !36
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 32, !dbg !36
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 33, !dbg !36
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 34, !dbg !36
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 35, !dbg !36
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 36, !dbg !36
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 37, !dbg !36
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 38, !dbg !36
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 39, !dbg !36
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 40, !dbg !36
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 41, !dbg !36
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 42, !dbg !36
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 43, !dbg !36
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 44, !dbg !36
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 45, !dbg !36
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 46, !dbg !36
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 47, !dbg !36
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 48, !dbg !36
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 49, !dbg !36
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 50, !dbg !36
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 51, !dbg !36
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 52, !dbg !36
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 53, !dbg !36
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 54, !dbg !36
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 55, !dbg !36
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 56, !dbg !36
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 57, !dbg !36
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 58, !dbg !36
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 59, !dbg !36
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 60, !dbg !36
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 61, !dbg !36
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 62, !dbg !36
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 63, !dbg !36
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 64, !dbg !36
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 65, !dbg !36
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 66, !dbg !36
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 67, !dbg !36
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 68, !dbg !36
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 69, !dbg !36
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 70, !dbg !36
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 71, !dbg !36
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 72, !dbg !36
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 73, !dbg !36
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 74, !dbg !36
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 75, !dbg !36
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 76, !dbg !36
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 77, !dbg !36
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 78, !dbg !36
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 79, !dbg !36
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 80, !dbg !36
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 81, !dbg !36
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 82, !dbg !36
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 83, !dbg !36
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 84, !dbg !36
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 85, !dbg !36
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 86, !dbg !36
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 87, !dbg !36
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 88, !dbg !36
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 89, !dbg !36
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 90, !dbg !36
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 91, !dbg !36
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 92, !dbg !36
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 93, !dbg !36
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 94, !dbg !36
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 95, !dbg !36
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 96, !dbg !36
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 97, !dbg !36
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 98, !dbg !36
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 99, !dbg !36
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 100, !dbg !36
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 101, !dbg !36
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 102, !dbg !36
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 103, !dbg !36
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 104, !dbg !36
  %480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 105, !dbg !36
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 106, !dbg !36
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 107, !dbg !36
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 108, !dbg !36
  %484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 109, !dbg !36
  %485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 110, !dbg !36
  %486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 111, !dbg !36
  %487 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 112, !dbg !36
  %488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 113, !dbg !36
  %489 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 114, !dbg !36
  %490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 115, !dbg !36
  %491 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 116, !dbg !36
  %492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 117, !dbg !36
  %493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 118, !dbg !36
  %494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 119, !dbg !36
  %495 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 120, !dbg !36
  %496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 121, !dbg !36
  %497 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 122, !dbg !36
  %498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 123, !dbg !36
  %499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 124, !dbg !36
  %500 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 125, !dbg !36
  %501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 126, !dbg !36
  %502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %374, 127, !dbg !36
  %503 = insertelement <2 x i32> poison, i32 %375, i64 0, !dbg !36
  %504 = insertelement <2 x i32> %503, i32 %376, i64 1, !dbg !36
  %505 = bitcast <2 x i32> %504 to <2 x float>, !dbg !36
  %506 = fptrunc <2 x float> %505 to <2 x half>, !dbg !43
  %507 = insertelement <2 x i32> poison, i32 %377, i64 0, !dbg !36
  %508 = insertelement <2 x i32> %507, i32 %378, i64 1, !dbg !36
  %509 = bitcast <2 x i32> %508 to <2 x float>, !dbg !36
  %510 = fptrunc <2 x float> %509 to <2 x half>, !dbg !43
  %511 = insertelement <2 x i32> poison, i32 %379, i64 0, !dbg !36
  %512 = insertelement <2 x i32> %511, i32 %380, i64 1, !dbg !36
  %513 = bitcast <2 x i32> %512 to <2 x float>, !dbg !36
  %514 = fptrunc <2 x float> %513 to <2 x half>, !dbg !43
  %515 = insertelement <2 x i32> poison, i32 %381, i64 0, !dbg !36
  %516 = insertelement <2 x i32> %515, i32 %382, i64 1, !dbg !36
  %517 = bitcast <2 x i32> %516 to <2 x float>, !dbg !36
  %518 = fptrunc <2 x float> %517 to <2 x half>, !dbg !43
  %519 = insertelement <2 x i32> poison, i32 %383, i64 0, !dbg !36
  %520 = insertelement <2 x i32> %519, i32 %384, i64 1, !dbg !36
  %521 = bitcast <2 x i32> %520 to <2 x float>, !dbg !36
  %522 = fptrunc <2 x float> %521 to <2 x half>, !dbg !43
  %523 = insertelement <2 x i32> poison, i32 %385, i64 0, !dbg !36
  %524 = insertelement <2 x i32> %523, i32 %386, i64 1, !dbg !36
  %525 = bitcast <2 x i32> %524 to <2 x float>, !dbg !36
  %526 = fptrunc <2 x float> %525 to <2 x half>, !dbg !43
  %527 = insertelement <2 x i32> poison, i32 %387, i64 0, !dbg !36
  %528 = insertelement <2 x i32> %527, i32 %388, i64 1, !dbg !36
  %529 = bitcast <2 x i32> %528 to <2 x float>, !dbg !36
  %530 = fptrunc <2 x float> %529 to <2 x half>, !dbg !43
  %531 = insertelement <2 x i32> poison, i32 %389, i64 0, !dbg !36
  %532 = insertelement <2 x i32> %531, i32 %390, i64 1, !dbg !36
  %533 = bitcast <2 x i32> %532 to <2 x float>, !dbg !36
  %534 = fptrunc <2 x float> %533 to <2 x half>, !dbg !43
  %535 = insertelement <2 x i32> poison, i32 %391, i64 0, !dbg !36
  %536 = insertelement <2 x i32> %535, i32 %392, i64 1, !dbg !36
  %537 = bitcast <2 x i32> %536 to <2 x float>, !dbg !36
  %538 = fptrunc <2 x float> %537 to <2 x half>, !dbg !43
  %539 = insertelement <2 x i32> poison, i32 %393, i64 0, !dbg !36
  %540 = insertelement <2 x i32> %539, i32 %394, i64 1, !dbg !36
  %541 = bitcast <2 x i32> %540 to <2 x float>, !dbg !36
  %542 = fptrunc <2 x float> %541 to <2 x half>, !dbg !43
  %543 = insertelement <2 x i32> poison, i32 %395, i64 0, !dbg !36
  %544 = insertelement <2 x i32> %543, i32 %396, i64 1, !dbg !36
  %545 = bitcast <2 x i32> %544 to <2 x float>, !dbg !36
  %546 = fptrunc <2 x float> %545 to <2 x half>, !dbg !43
  %547 = insertelement <2 x i32> poison, i32 %397, i64 0, !dbg !36
  %548 = insertelement <2 x i32> %547, i32 %398, i64 1, !dbg !36
  %549 = bitcast <2 x i32> %548 to <2 x float>, !dbg !36
  %550 = fptrunc <2 x float> %549 to <2 x half>, !dbg !43
  %551 = insertelement <2 x i32> poison, i32 %399, i64 0, !dbg !36
  %552 = insertelement <2 x i32> %551, i32 %400, i64 1, !dbg !36
  %553 = bitcast <2 x i32> %552 to <2 x float>, !dbg !36
  %554 = fptrunc <2 x float> %553 to <2 x half>, !dbg !43
  %555 = insertelement <2 x i32> poison, i32 %401, i64 0, !dbg !36
  %556 = insertelement <2 x i32> %555, i32 %402, i64 1, !dbg !36
  %557 = bitcast <2 x i32> %556 to <2 x float>, !dbg !36
  %558 = fptrunc <2 x float> %557 to <2 x half>, !dbg !43
  %559 = insertelement <2 x i32> poison, i32 %403, i64 0, !dbg !36
  %560 = insertelement <2 x i32> %559, i32 %404, i64 1, !dbg !36
  %561 = bitcast <2 x i32> %560 to <2 x float>, !dbg !36
  %562 = fptrunc <2 x float> %561 to <2 x half>, !dbg !43
  %563 = insertelement <2 x i32> poison, i32 %405, i64 0, !dbg !36
  %564 = insertelement <2 x i32> %563, i32 %406, i64 1, !dbg !36
  %565 = bitcast <2 x i32> %564 to <2 x float>, !dbg !36
  %566 = fptrunc <2 x float> %565 to <2 x half>, !dbg !43
  %567 = insertelement <2 x i32> poison, i32 %407, i64 0, !dbg !36
  %568 = insertelement <2 x i32> %567, i32 %408, i64 1, !dbg !36
  %569 = bitcast <2 x i32> %568 to <2 x float>, !dbg !36
  %570 = fptrunc <2 x float> %569 to <2 x half>, !dbg !43
  %571 = insertelement <2 x i32> poison, i32 %409, i64 0, !dbg !36
  %572 = insertelement <2 x i32> %571, i32 %410, i64 1, !dbg !36
  %573 = bitcast <2 x i32> %572 to <2 x float>, !dbg !36
  %574 = fptrunc <2 x float> %573 to <2 x half>, !dbg !43
  %575 = insertelement <2 x i32> poison, i32 %411, i64 0, !dbg !36
  %576 = insertelement <2 x i32> %575, i32 %412, i64 1, !dbg !36
  %577 = bitcast <2 x i32> %576 to <2 x float>, !dbg !36
  %578 = fptrunc <2 x float> %577 to <2 x half>, !dbg !43
  %579 = insertelement <2 x i32> poison, i32 %413, i64 0, !dbg !36
  %580 = insertelement <2 x i32> %579, i32 %414, i64 1, !dbg !36
  %581 = bitcast <2 x i32> %580 to <2 x float>, !dbg !36
  %582 = fptrunc <2 x float> %581 to <2 x half>, !dbg !43
  %583 = insertelement <2 x i32> poison, i32 %415, i64 0, !dbg !36
  %584 = insertelement <2 x i32> %583, i32 %416, i64 1, !dbg !36
  %585 = bitcast <2 x i32> %584 to <2 x float>, !dbg !36
  %586 = fptrunc <2 x float> %585 to <2 x half>, !dbg !43
  %587 = insertelement <2 x i32> poison, i32 %417, i64 0, !dbg !36
  %588 = insertelement <2 x i32> %587, i32 %418, i64 1, !dbg !36
  %589 = bitcast <2 x i32> %588 to <2 x float>, !dbg !36
  %590 = fptrunc <2 x float> %589 to <2 x half>, !dbg !43
  %591 = insertelement <2 x i32> poison, i32 %419, i64 0, !dbg !36
  %592 = insertelement <2 x i32> %591, i32 %420, i64 1, !dbg !36
  %593 = bitcast <2 x i32> %592 to <2 x float>, !dbg !36
  %594 = fptrunc <2 x float> %593 to <2 x half>, !dbg !43
  %595 = insertelement <2 x i32> poison, i32 %421, i64 0, !dbg !36
  %596 = insertelement <2 x i32> %595, i32 %422, i64 1, !dbg !36
  %597 = bitcast <2 x i32> %596 to <2 x float>, !dbg !36
  %598 = fptrunc <2 x float> %597 to <2 x half>, !dbg !43
  %599 = insertelement <2 x i32> poison, i32 %423, i64 0, !dbg !36
  %600 = insertelement <2 x i32> %599, i32 %424, i64 1, !dbg !36
  %601 = bitcast <2 x i32> %600 to <2 x float>, !dbg !36
  %602 = fptrunc <2 x float> %601 to <2 x half>, !dbg !43
  %603 = insertelement <2 x i32> poison, i32 %425, i64 0, !dbg !36
  %604 = insertelement <2 x i32> %603, i32 %426, i64 1, !dbg !36
  %605 = bitcast <2 x i32> %604 to <2 x float>, !dbg !36
  %606 = fptrunc <2 x float> %605 to <2 x half>, !dbg !43
  %607 = insertelement <2 x i32> poison, i32 %427, i64 0, !dbg !36
  %608 = insertelement <2 x i32> %607, i32 %428, i64 1, !dbg !36
  %609 = bitcast <2 x i32> %608 to <2 x float>, !dbg !36
  %610 = fptrunc <2 x float> %609 to <2 x half>, !dbg !43
  %611 = insertelement <2 x i32> poison, i32 %429, i64 0, !dbg !36
  %612 = insertelement <2 x i32> %611, i32 %430, i64 1, !dbg !36
  %613 = bitcast <2 x i32> %612 to <2 x float>, !dbg !36
  %614 = fptrunc <2 x float> %613 to <2 x half>, !dbg !43
  %615 = insertelement <2 x i32> poison, i32 %431, i64 0, !dbg !36
  %616 = insertelement <2 x i32> %615, i32 %432, i64 1, !dbg !36
  %617 = bitcast <2 x i32> %616 to <2 x float>, !dbg !36
  %618 = fptrunc <2 x float> %617 to <2 x half>, !dbg !43
  %619 = insertelement <2 x i32> poison, i32 %433, i64 0, !dbg !36
  %620 = insertelement <2 x i32> %619, i32 %434, i64 1, !dbg !36
  %621 = bitcast <2 x i32> %620 to <2 x float>, !dbg !36
  %622 = fptrunc <2 x float> %621 to <2 x half>, !dbg !43
  %623 = insertelement <2 x i32> poison, i32 %435, i64 0, !dbg !36
  %624 = insertelement <2 x i32> %623, i32 %436, i64 1, !dbg !36
  %625 = bitcast <2 x i32> %624 to <2 x float>, !dbg !36
  %626 = fptrunc <2 x float> %625 to <2 x half>, !dbg !43
  %627 = insertelement <2 x i32> poison, i32 %437, i64 0, !dbg !36
  %628 = insertelement <2 x i32> %627, i32 %438, i64 1, !dbg !36
  %629 = bitcast <2 x i32> %628 to <2 x float>, !dbg !36
  %630 = fptrunc <2 x float> %629 to <2 x half>, !dbg !43
  %631 = insertelement <2 x i32> poison, i32 %439, i64 0, !dbg !36
  %632 = insertelement <2 x i32> %631, i32 %440, i64 1, !dbg !36
  %633 = bitcast <2 x i32> %632 to <2 x float>, !dbg !36
  %634 = fptrunc <2 x float> %633 to <2 x half>, !dbg !43
  %635 = insertelement <2 x i32> poison, i32 %441, i64 0, !dbg !36
  %636 = insertelement <2 x i32> %635, i32 %442, i64 1, !dbg !36
  %637 = bitcast <2 x i32> %636 to <2 x float>, !dbg !36
  %638 = fptrunc <2 x float> %637 to <2 x half>, !dbg !43
  %639 = insertelement <2 x i32> poison, i32 %443, i64 0, !dbg !36
  %640 = insertelement <2 x i32> %639, i32 %444, i64 1, !dbg !36
  %641 = bitcast <2 x i32> %640 to <2 x float>, !dbg !36
  %642 = fptrunc <2 x float> %641 to <2 x half>, !dbg !43
  %643 = insertelement <2 x i32> poison, i32 %445, i64 0, !dbg !36
  %644 = insertelement <2 x i32> %643, i32 %446, i64 1, !dbg !36
  %645 = bitcast <2 x i32> %644 to <2 x float>, !dbg !36
  %646 = fptrunc <2 x float> %645 to <2 x half>, !dbg !43
  %647 = insertelement <2 x i32> poison, i32 %447, i64 0, !dbg !36
  %648 = insertelement <2 x i32> %647, i32 %448, i64 1, !dbg !36
  %649 = bitcast <2 x i32> %648 to <2 x float>, !dbg !36
  %650 = fptrunc <2 x float> %649 to <2 x half>, !dbg !43
  %651 = insertelement <2 x i32> poison, i32 %449, i64 0, !dbg !36
  %652 = insertelement <2 x i32> %651, i32 %450, i64 1, !dbg !36
  %653 = bitcast <2 x i32> %652 to <2 x float>, !dbg !36
  %654 = fptrunc <2 x float> %653 to <2 x half>, !dbg !43
  %655 = insertelement <2 x i32> poison, i32 %451, i64 0, !dbg !36
  %656 = insertelement <2 x i32> %655, i32 %452, i64 1, !dbg !36
  %657 = bitcast <2 x i32> %656 to <2 x float>, !dbg !36
  %658 = fptrunc <2 x float> %657 to <2 x half>, !dbg !43
  %659 = insertelement <2 x i32> poison, i32 %453, i64 0, !dbg !36
  %660 = insertelement <2 x i32> %659, i32 %454, i64 1, !dbg !36
  %661 = bitcast <2 x i32> %660 to <2 x float>, !dbg !36
  %662 = fptrunc <2 x float> %661 to <2 x half>, !dbg !43
  %663 = insertelement <2 x i32> poison, i32 %455, i64 0, !dbg !36
  %664 = insertelement <2 x i32> %663, i32 %456, i64 1, !dbg !36
  %665 = bitcast <2 x i32> %664 to <2 x float>, !dbg !36
  %666 = fptrunc <2 x float> %665 to <2 x half>, !dbg !43
  %667 = insertelement <2 x i32> poison, i32 %457, i64 0, !dbg !36
  %668 = insertelement <2 x i32> %667, i32 %458, i64 1, !dbg !36
  %669 = bitcast <2 x i32> %668 to <2 x float>, !dbg !36
  %670 = fptrunc <2 x float> %669 to <2 x half>, !dbg !43
  %671 = insertelement <2 x i32> poison, i32 %459, i64 0, !dbg !36
  %672 = insertelement <2 x i32> %671, i32 %460, i64 1, !dbg !36
  %673 = bitcast <2 x i32> %672 to <2 x float>, !dbg !36
  %674 = fptrunc <2 x float> %673 to <2 x half>, !dbg !43
  %675 = insertelement <2 x i32> poison, i32 %461, i64 0, !dbg !36
  %676 = insertelement <2 x i32> %675, i32 %462, i64 1, !dbg !36
  %677 = bitcast <2 x i32> %676 to <2 x float>, !dbg !36
  %678 = fptrunc <2 x float> %677 to <2 x half>, !dbg !43
  %679 = insertelement <2 x i32> poison, i32 %463, i64 0, !dbg !36
  %680 = insertelement <2 x i32> %679, i32 %464, i64 1, !dbg !36
  %681 = bitcast <2 x i32> %680 to <2 x float>, !dbg !36
  %682 = fptrunc <2 x float> %681 to <2 x half>, !dbg !43
  %683 = insertelement <2 x i32> poison, i32 %465, i64 0, !dbg !36
  %684 = insertelement <2 x i32> %683, i32 %466, i64 1, !dbg !36
  %685 = bitcast <2 x i32> %684 to <2 x float>, !dbg !36
  %686 = fptrunc <2 x float> %685 to <2 x half>, !dbg !43
  %687 = insertelement <2 x i32> poison, i32 %467, i64 0, !dbg !36
  %688 = insertelement <2 x i32> %687, i32 %468, i64 1, !dbg !36
  %689 = bitcast <2 x i32> %688 to <2 x float>, !dbg !36
  %690 = fptrunc <2 x float> %689 to <2 x half>, !dbg !43
  %691 = insertelement <2 x i32> poison, i32 %469, i64 0, !dbg !36
  %692 = insertelement <2 x i32> %691, i32 %470, i64 1, !dbg !36
  %693 = bitcast <2 x i32> %692 to <2 x float>, !dbg !36
  %694 = fptrunc <2 x float> %693 to <2 x half>, !dbg !43
  %695 = insertelement <2 x i32> poison, i32 %471, i64 0, !dbg !36
  %696 = insertelement <2 x i32> %695, i32 %472, i64 1, !dbg !36
  %697 = bitcast <2 x i32> %696 to <2 x float>, !dbg !36
  %698 = fptrunc <2 x float> %697 to <2 x half>, !dbg !43
  %699 = insertelement <2 x i32> poison, i32 %473, i64 0, !dbg !36
  %700 = insertelement <2 x i32> %699, i32 %474, i64 1, !dbg !36
  %701 = bitcast <2 x i32> %700 to <2 x float>, !dbg !36
  %702 = fptrunc <2 x float> %701 to <2 x half>, !dbg !43
  %703 = insertelement <2 x i32> poison, i32 %475, i64 0, !dbg !36
  %704 = insertelement <2 x i32> %703, i32 %476, i64 1, !dbg !36
  %705 = bitcast <2 x i32> %704 to <2 x float>, !dbg !36
  %706 = fptrunc <2 x float> %705 to <2 x half>, !dbg !43
  %707 = insertelement <2 x i32> poison, i32 %477, i64 0, !dbg !36
  %708 = insertelement <2 x i32> %707, i32 %478, i64 1, !dbg !36
  %709 = bitcast <2 x i32> %708 to <2 x float>, !dbg !36
  %710 = fptrunc <2 x float> %709 to <2 x half>, !dbg !43
  %711 = insertelement <2 x i32> poison, i32 %479, i64 0, !dbg !36
  %712 = insertelement <2 x i32> %711, i32 %480, i64 1, !dbg !36
  %713 = bitcast <2 x i32> %712 to <2 x float>, !dbg !36
  %714 = fptrunc <2 x float> %713 to <2 x half>, !dbg !43
  %715 = insertelement <2 x i32> poison, i32 %481, i64 0, !dbg !36
  %716 = insertelement <2 x i32> %715, i32 %482, i64 1, !dbg !36
  %717 = bitcast <2 x i32> %716 to <2 x float>, !dbg !36
  %718 = fptrunc <2 x float> %717 to <2 x half>, !dbg !43
  %719 = insertelement <2 x i32> poison, i32 %483, i64 0, !dbg !36
  %720 = insertelement <2 x i32> %719, i32 %484, i64 1, !dbg !36
  %721 = bitcast <2 x i32> %720 to <2 x float>, !dbg !36
  %722 = fptrunc <2 x float> %721 to <2 x half>, !dbg !43
  %723 = insertelement <2 x i32> poison, i32 %485, i64 0, !dbg !36
  %724 = insertelement <2 x i32> %723, i32 %486, i64 1, !dbg !36
  %725 = bitcast <2 x i32> %724 to <2 x float>, !dbg !36
  %726 = fptrunc <2 x float> %725 to <2 x half>, !dbg !43
  %727 = insertelement <2 x i32> poison, i32 %487, i64 0, !dbg !36
  %728 = insertelement <2 x i32> %727, i32 %488, i64 1, !dbg !36
  %729 = bitcast <2 x i32> %728 to <2 x float>, !dbg !36
  %730 = fptrunc <2 x float> %729 to <2 x half>, !dbg !43
  %731 = insertelement <2 x i32> poison, i32 %489, i64 0, !dbg !36
  %732 = insertelement <2 x i32> %731, i32 %490, i64 1, !dbg !36
  %733 = bitcast <2 x i32> %732 to <2 x float>, !dbg !36
  %734 = fptrunc <2 x float> %733 to <2 x half>, !dbg !43
  %735 = insertelement <2 x i32> poison, i32 %491, i64 0, !dbg !36
  %736 = insertelement <2 x i32> %735, i32 %492, i64 1, !dbg !36
  %737 = bitcast <2 x i32> %736 to <2 x float>, !dbg !36
  %738 = fptrunc <2 x float> %737 to <2 x half>, !dbg !43
  %739 = insertelement <2 x i32> poison, i32 %493, i64 0, !dbg !36
  %740 = insertelement <2 x i32> %739, i32 %494, i64 1, !dbg !36
  %741 = bitcast <2 x i32> %740 to <2 x float>, !dbg !36
  %742 = fptrunc <2 x float> %741 to <2 x half>, !dbg !43
  %743 = insertelement <2 x i32> poison, i32 %495, i64 0, !dbg !36
  %744 = insertelement <2 x i32> %743, i32 %496, i64 1, !dbg !36
  %745 = bitcast <2 x i32> %744 to <2 x float>, !dbg !36
  %746 = fptrunc <2 x float> %745 to <2 x half>, !dbg !43
  %747 = insertelement <2 x i32> poison, i32 %497, i64 0, !dbg !36
  %748 = insertelement <2 x i32> %747, i32 %498, i64 1, !dbg !36
  %749 = bitcast <2 x i32> %748 to <2 x float>, !dbg !36
  %750 = fptrunc <2 x float> %749 to <2 x half>, !dbg !43
  %751 = insertelement <2 x i32> poison, i32 %499, i64 0, !dbg !36
  %752 = insertelement <2 x i32> %751, i32 %500, i64 1, !dbg !36
  %753 = bitcast <2 x i32> %752 to <2 x float>, !dbg !36
  %754 = fptrunc <2 x float> %753 to <2 x half>, !dbg !43
  %755 = insertelement <2 x i32> poison, i32 %501, i64 0, !dbg !36
  %756 = insertelement <2 x i32> %755, i32 %502, i64 1, !dbg !36
  %757 = bitcast <2 x i32> %756 to <2 x float>, !dbg !36
  %758 = fptrunc <2 x float> %757 to <2 x half>, !dbg !43
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !35
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0), !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %759 = bitcast <2 x half> %506 to i32, !dbg !35
  %760 = bitcast <2 x half> %510 to i32, !dbg !35
  %761 = bitcast <2 x half> %514 to i32, !dbg !35
  %762 = bitcast <2 x half> %518 to i32, !dbg !35
  %763 = insertelement <4 x i32> poison, i32 %759, i64 0, !dbg !35
  %764 = insertelement <4 x i32> %763, i32 %760, i64 1, !dbg !35
  %765 = insertelement <4 x i32> %764, i32 %761, i64 2, !dbg !35
  %766 = insertelement <4 x i32> %765, i32 %762, i64 3, !dbg !35
  store <4 x i32> %766, ptr addrspace(3) %231, align 16, !dbg !35
  %767 = bitcast <2 x half> %634 to i32, !dbg !35
  %768 = bitcast <2 x half> %638 to i32, !dbg !35
  %769 = bitcast <2 x half> %642 to i32, !dbg !35
  %770 = bitcast <2 x half> %646 to i32, !dbg !35
  %771 = insertelement <4 x i32> poison, i32 %767, i64 0, !dbg !35
  %772 = insertelement <4 x i32> %771, i32 %768, i64 1, !dbg !35
  %773 = insertelement <4 x i32> %772, i32 %769, i64 2, !dbg !35
  %774 = insertelement <4 x i32> %773, i32 %770, i64 3, !dbg !35
  store <4 x i32> %774, ptr addrspace(3) %232, align 16, !dbg !35
  %775 = bitcast <2 x half> %522 to i32, !dbg !35
  %776 = bitcast <2 x half> %526 to i32, !dbg !35
  %777 = bitcast <2 x half> %530 to i32, !dbg !35
  %778 = bitcast <2 x half> %534 to i32, !dbg !35
  %779 = insertelement <4 x i32> poison, i32 %775, i64 0, !dbg !35
  %780 = insertelement <4 x i32> %779, i32 %776, i64 1, !dbg !35
  %781 = insertelement <4 x i32> %780, i32 %777, i64 2, !dbg !35
  %782 = insertelement <4 x i32> %781, i32 %778, i64 3, !dbg !35
  store <4 x i32> %782, ptr addrspace(3) %234, align 16, !dbg !35
  %783 = bitcast <2 x half> %650 to i32, !dbg !35
  %784 = bitcast <2 x half> %654 to i32, !dbg !35
  %785 = bitcast <2 x half> %658 to i32, !dbg !35
  %786 = bitcast <2 x half> %662 to i32, !dbg !35
  %787 = insertelement <4 x i32> poison, i32 %783, i64 0, !dbg !35
  %788 = insertelement <4 x i32> %787, i32 %784, i64 1, !dbg !35
  %789 = insertelement <4 x i32> %788, i32 %785, i64 2, !dbg !35
  %790 = insertelement <4 x i32> %789, i32 %786, i64 3, !dbg !35
  store <4 x i32> %790, ptr addrspace(3) %235, align 16, !dbg !35
  %791 = bitcast <2 x half> %538 to i32, !dbg !35
  %792 = bitcast <2 x half> %542 to i32, !dbg !35
  %793 = bitcast <2 x half> %546 to i32, !dbg !35
  %794 = bitcast <2 x half> %550 to i32, !dbg !35
  %795 = insertelement <4 x i32> poison, i32 %791, i64 0, !dbg !35
  %796 = insertelement <4 x i32> %795, i32 %792, i64 1, !dbg !35
  %797 = insertelement <4 x i32> %796, i32 %793, i64 2, !dbg !35
  %798 = insertelement <4 x i32> %797, i32 %794, i64 3, !dbg !35
  store <4 x i32> %798, ptr addrspace(3) %237, align 16, !dbg !35
  %799 = bitcast <2 x half> %666 to i32, !dbg !35
  %800 = bitcast <2 x half> %670 to i32, !dbg !35
  %801 = bitcast <2 x half> %674 to i32, !dbg !35
  %802 = bitcast <2 x half> %678 to i32, !dbg !35
  %803 = insertelement <4 x i32> poison, i32 %799, i64 0, !dbg !35
  %804 = insertelement <4 x i32> %803, i32 %800, i64 1, !dbg !35
  %805 = insertelement <4 x i32> %804, i32 %801, i64 2, !dbg !35
  %806 = insertelement <4 x i32> %805, i32 %802, i64 3, !dbg !35
  store <4 x i32> %806, ptr addrspace(3) %238, align 16, !dbg !35
  %807 = bitcast <2 x half> %554 to i32, !dbg !35
  %808 = bitcast <2 x half> %558 to i32, !dbg !35
  %809 = bitcast <2 x half> %562 to i32, !dbg !35
  %810 = bitcast <2 x half> %566 to i32, !dbg !35
  %811 = insertelement <4 x i32> poison, i32 %807, i64 0, !dbg !35
  %812 = insertelement <4 x i32> %811, i32 %808, i64 1, !dbg !35
  %813 = insertelement <4 x i32> %812, i32 %809, i64 2, !dbg !35
  %814 = insertelement <4 x i32> %813, i32 %810, i64 3, !dbg !35
  store <4 x i32> %814, ptr addrspace(3) %240, align 16, !dbg !35
  %815 = bitcast <2 x half> %682 to i32, !dbg !35
  %816 = bitcast <2 x half> %686 to i32, !dbg !35
  %817 = bitcast <2 x half> %690 to i32, !dbg !35
  %818 = bitcast <2 x half> %694 to i32, !dbg !35
  %819 = insertelement <4 x i32> poison, i32 %815, i64 0, !dbg !35
  %820 = insertelement <4 x i32> %819, i32 %816, i64 1, !dbg !35
  %821 = insertelement <4 x i32> %820, i32 %817, i64 2, !dbg !35
  %822 = insertelement <4 x i32> %821, i32 %818, i64 3, !dbg !35
  store <4 x i32> %822, ptr addrspace(3) %241, align 16, !dbg !35
  %823 = bitcast <2 x half> %570 to i32, !dbg !35
  %824 = bitcast <2 x half> %574 to i32, !dbg !35
  %825 = bitcast <2 x half> %578 to i32, !dbg !35
  %826 = bitcast <2 x half> %582 to i32, !dbg !35
  %827 = insertelement <4 x i32> poison, i32 %823, i64 0, !dbg !35
  %828 = insertelement <4 x i32> %827, i32 %824, i64 1, !dbg !35
  %829 = insertelement <4 x i32> %828, i32 %825, i64 2, !dbg !35
  %830 = insertelement <4 x i32> %829, i32 %826, i64 3, !dbg !35
  store <4 x i32> %830, ptr addrspace(3) %243, align 16, !dbg !35
  %831 = bitcast <2 x half> %698 to i32, !dbg !35
  %832 = bitcast <2 x half> %702 to i32, !dbg !35
  %833 = bitcast <2 x half> %706 to i32, !dbg !35
  %834 = bitcast <2 x half> %710 to i32, !dbg !35
  %835 = insertelement <4 x i32> poison, i32 %831, i64 0, !dbg !35
  %836 = insertelement <4 x i32> %835, i32 %832, i64 1, !dbg !35
  %837 = insertelement <4 x i32> %836, i32 %833, i64 2, !dbg !35
  %838 = insertelement <4 x i32> %837, i32 %834, i64 3, !dbg !35
  store <4 x i32> %838, ptr addrspace(3) %244, align 16, !dbg !35
  %839 = bitcast <2 x half> %586 to i32, !dbg !35
  %840 = bitcast <2 x half> %590 to i32, !dbg !35
  %841 = bitcast <2 x half> %594 to i32, !dbg !35
  %842 = bitcast <2 x half> %598 to i32, !dbg !35
  %843 = insertelement <4 x i32> poison, i32 %839, i64 0, !dbg !35
  %844 = insertelement <4 x i32> %843, i32 %840, i64 1, !dbg !35
  %845 = insertelement <4 x i32> %844, i32 %841, i64 2, !dbg !35
  %846 = insertelement <4 x i32> %845, i32 %842, i64 3, !dbg !35
  store <4 x i32> %846, ptr addrspace(3) %246, align 16, !dbg !35
  %847 = bitcast <2 x half> %714 to i32, !dbg !35
  %848 = bitcast <2 x half> %718 to i32, !dbg !35
  %849 = bitcast <2 x half> %722 to i32, !dbg !35
  %850 = bitcast <2 x half> %726 to i32, !dbg !35
  %851 = insertelement <4 x i32> poison, i32 %847, i64 0, !dbg !35
  %852 = insertelement <4 x i32> %851, i32 %848, i64 1, !dbg !35
  %853 = insertelement <4 x i32> %852, i32 %849, i64 2, !dbg !35
  %854 = insertelement <4 x i32> %853, i32 %850, i64 3, !dbg !35
  store <4 x i32> %854, ptr addrspace(3) %247, align 16, !dbg !35
  %855 = bitcast <2 x half> %602 to i32, !dbg !35
  %856 = bitcast <2 x half> %606 to i32, !dbg !35
  %857 = bitcast <2 x half> %610 to i32, !dbg !35
  %858 = bitcast <2 x half> %614 to i32, !dbg !35
  %859 = insertelement <4 x i32> poison, i32 %855, i64 0, !dbg !35
  %860 = insertelement <4 x i32> %859, i32 %856, i64 1, !dbg !35
  %861 = insertelement <4 x i32> %860, i32 %857, i64 2, !dbg !35
  %862 = insertelement <4 x i32> %861, i32 %858, i64 3, !dbg !35
  store <4 x i32> %862, ptr addrspace(3) %249, align 16, !dbg !35
  %863 = bitcast <2 x half> %730 to i32, !dbg !35
  %864 = bitcast <2 x half> %734 to i32, !dbg !35
  %865 = bitcast <2 x half> %738 to i32, !dbg !35
  %866 = bitcast <2 x half> %742 to i32, !dbg !35
  %867 = insertelement <4 x i32> poison, i32 %863, i64 0, !dbg !35
  %868 = insertelement <4 x i32> %867, i32 %864, i64 1, !dbg !35
  %869 = insertelement <4 x i32> %868, i32 %865, i64 2, !dbg !35
  %870 = insertelement <4 x i32> %869, i32 %866, i64 3, !dbg !35
  store <4 x i32> %870, ptr addrspace(3) %250, align 16, !dbg !35
  %871 = bitcast <2 x half> %618 to i32, !dbg !35
  %872 = bitcast <2 x half> %622 to i32, !dbg !35
  %873 = bitcast <2 x half> %626 to i32, !dbg !35
  %874 = bitcast <2 x half> %630 to i32, !dbg !35
  %875 = insertelement <4 x i32> poison, i32 %871, i64 0, !dbg !35
  %876 = insertelement <4 x i32> %875, i32 %872, i64 1, !dbg !35
  %877 = insertelement <4 x i32> %876, i32 %873, i64 2, !dbg !35
  %878 = insertelement <4 x i32> %877, i32 %874, i64 3, !dbg !35
  store <4 x i32> %878, ptr addrspace(3) %252, align 16, !dbg !35
  %879 = bitcast <2 x half> %746 to i32, !dbg !35
  %880 = bitcast <2 x half> %750 to i32, !dbg !35
  %881 = bitcast <2 x half> %754 to i32, !dbg !35
  %882 = bitcast <2 x half> %758 to i32, !dbg !35
  %883 = insertelement <4 x i32> poison, i32 %879, i64 0, !dbg !35
  %884 = insertelement <4 x i32> %883, i32 %880, i64 1, !dbg !35
  %885 = insertelement <4 x i32> %884, i32 %881, i64 2, !dbg !35
  %886 = insertelement <4 x i32> %885, i32 %882, i64 3, !dbg !35
  store <4 x i32> %886, ptr addrspace(3) %253, align 16, !dbg !35
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %887 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !35
  %888 = extractvalue { i32, i1 } %887, 1, !dbg !35
  %889 = and i1 %254, %888, !dbg !35
  %890 = or disjoint i32 %371, %257, !dbg !35
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %889, ptr %53, i32 %890, i32 %370, ptr addrspace(3) %256) #7, !dbg !35
  tail call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !35
  br label %891, !dbg !30

891:                                              ; preds = %369, %342
  %892 = add nuw nsw i32 %278, 1, !dbg !30
  %exitcond.not = icmp eq i32 %892, %223, !dbg !30
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %258, !dbg !30

._crit_edge.loopexit:                             ; preds = %891
  %893 = shl i32 %304, 7, !dbg !36
  br label %._crit_edge, !dbg !30

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %210
  %.lcssa9 = phi i32 [ 0, %210 ], [ %893, %._crit_edge.loopexit ], !dbg !36
  %.lcssa8 = phi i32 [ 0, %210 ], [ %266, %._crit_edge.loopexit ]
  %.lcssa7 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), %210 ], [ %300, %._crit_edge.loopexit ], !dbg !30
  %.lcssa6 = phi i32 [ 0, %210 ], [ %273, %._crit_edge.loopexit ], !dbg !30
  %.lcssa5 = phi i32 [ %133, %210 ], [ %261, %._crit_edge.loopexit ], !dbg !30
  %.lcssa = phi i32 [ %.decomposed54, %210 ], [ %259, %._crit_edge.loopexit ], !dbg !30
  tail call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  br i1 %132, label %894, label %1449, !dbg !30

894:                                              ; preds = %._crit_edge
  %895 = icmp eq i32 %.lcssa8, %110, !dbg !30
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %.lcssa7, i32 %.lcssa6) #7, !dbg !36
  br i1 %895, label %896, label %1449, !dbg !30

896:                                              ; preds = %894
  %897 = shl i32 %.lcssa5, 7, !dbg !33
  %898 = shl nsw i32 %.lcssa, 7, !dbg !34
  %899 = add i32 %115, %.lcssa9, !dbg !36
  %900 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %899) #7, !dbg !36
  %901 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 0, !dbg !36
  %902 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 1, !dbg !36
  %903 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 2, !dbg !36
  %904 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 3, !dbg !36
  %905 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 4, !dbg !36
  %906 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 5, !dbg !36
  %907 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 6, !dbg !36
  %908 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 7, !dbg !36
  %909 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 8, !dbg !36
  %910 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 9, !dbg !36
  %911 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 10, !dbg !36
  %912 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 11, !dbg !36
  %913 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 12, !dbg !36
  %914 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 13, !dbg !36
  %915 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 14, !dbg !36
  %916 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 15, !dbg !36
  %917 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 16, !dbg !36
  %918 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 17, !dbg !36
  %919 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 18, !dbg !36
  %920 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 19, !dbg !36
  %921 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 20, !dbg !36
  %922 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 21, !dbg !36
  %923 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 22, !dbg !36
  %924 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 23, !dbg !36
  %925 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 24, !dbg !36
  %926 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 25, !dbg !36
  %927 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 26, !dbg !36
  %928 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 27, !dbg !36
  %929 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 28, !dbg !36
  %930 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 29, !dbg !36
  %931 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 30, !dbg !36
  %932 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 31, !dbg !36
  %933 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 32, !dbg !36
  %934 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 33, !dbg !36
  %935 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 34, !dbg !36
  %936 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 35, !dbg !36
  %937 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 36, !dbg !36
  %938 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 37, !dbg !36
  %939 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 38, !dbg !36
  %940 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 39, !dbg !36
  %941 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 40, !dbg !36
  %942 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 41, !dbg !36
  %943 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 42, !dbg !36
  %944 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 43, !dbg !36
  %945 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 44, !dbg !36
  %946 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 45, !dbg !36
  %947 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 46, !dbg !36
  %948 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 47, !dbg !36
  %949 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 48, !dbg !36
  %950 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 49, !dbg !36
  %951 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 50, !dbg !36
  %952 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 51, !dbg !36
  %953 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 52, !dbg !36
  %954 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 53, !dbg !36
  %955 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 54, !dbg !36
  %956 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 55, !dbg !36
  %957 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 56, !dbg !36
  %958 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 57, !dbg !36
  %959 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 58, !dbg !36
  %960 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 59, !dbg !36
  %961 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 60, !dbg !36
  %962 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 61, !dbg !36
  %963 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 62, !dbg !36
  %964 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 63, !dbg !36
  %965 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 64, !dbg !36
  %966 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 65, !dbg !36
  %967 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 66, !dbg !36
  %968 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 67, !dbg !36
  %969 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 68, !dbg !36
  %970 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 69, !dbg !36
  %971 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 70, !dbg !36
  %972 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 71, !dbg !36
  %973 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 72, !dbg !36
  %974 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 73, !dbg !36
  %975 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 74, !dbg !36
  %976 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 75, !dbg !36
  %977 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 76, !dbg !36
  %978 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 77, !dbg !36
  %979 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 78, !dbg !36
  %980 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 79, !dbg !36
  %981 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 80, !dbg !36
  %982 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 81, !dbg !36
  %983 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 82, !dbg !36
  %984 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 83, !dbg !36
  %985 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 84, !dbg !36
  %986 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 85, !dbg !36
  %987 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 86, !dbg !36
  %988 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 87, !dbg !36
  %989 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 88, !dbg !36
  %990 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 89, !dbg !36
  %991 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 90, !dbg !36
  %992 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 91, !dbg !36
  %993 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 92, !dbg !36
  %994 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 93, !dbg !36
  %995 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 94, !dbg !36
  %996 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 95, !dbg !36
  %997 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 96, !dbg !36
  %998 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 97, !dbg !36
  %999 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 98, !dbg !36
  %1000 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 99, !dbg !36
  %1001 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 100, !dbg !36
  %1002 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 101, !dbg !36
  %1003 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 102, !dbg !36
  %1004 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 103, !dbg !36
  %1005 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 104, !dbg !36
  %1006 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 105, !dbg !36
  %1007 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 106, !dbg !36
  %1008 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 107, !dbg !36
  %1009 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 108, !dbg !36
  %1010 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 109, !dbg !36
  %1011 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 110, !dbg !36
  %1012 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 111, !dbg !36
  %1013 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 112, !dbg !36
  %1014 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 113, !dbg !36
  %1015 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 114, !dbg !36
  %1016 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 115, !dbg !36
  %1017 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 116, !dbg !36
  %1018 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 117, !dbg !36
  %1019 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 118, !dbg !36
  %1020 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 119, !dbg !36
  %1021 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 120, !dbg !36
  %1022 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 121, !dbg !36
  %1023 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 122, !dbg !36
  %1024 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 123, !dbg !36
  %1025 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 124, !dbg !36
  %1026 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 125, !dbg !36
  %1027 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 126, !dbg !36
  %1028 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %900, 127, !dbg !36
  %1029 = insertelement <2 x i32> poison, i32 %901, i64 0, !dbg !36
  %1030 = insertelement <2 x i32> %1029, i32 %902, i64 1, !dbg !36
  %1031 = bitcast <2 x i32> %1030 to <2 x float>, !dbg !36
  %1032 = fptrunc <2 x float> %1031 to <2 x half>, !dbg !43
  %1033 = insertelement <2 x i32> poison, i32 %903, i64 0, !dbg !36
  %1034 = insertelement <2 x i32> %1033, i32 %904, i64 1, !dbg !36
  %1035 = bitcast <2 x i32> %1034 to <2 x float>, !dbg !36
  %1036 = fptrunc <2 x float> %1035 to <2 x half>, !dbg !43
  %1037 = insertelement <2 x i32> poison, i32 %905, i64 0, !dbg !36
  %1038 = insertelement <2 x i32> %1037, i32 %906, i64 1, !dbg !36
  %1039 = bitcast <2 x i32> %1038 to <2 x float>, !dbg !36
  %1040 = fptrunc <2 x float> %1039 to <2 x half>, !dbg !43
  %1041 = insertelement <2 x i32> poison, i32 %907, i64 0, !dbg !36
  %1042 = insertelement <2 x i32> %1041, i32 %908, i64 1, !dbg !36
  %1043 = bitcast <2 x i32> %1042 to <2 x float>, !dbg !36
  %1044 = fptrunc <2 x float> %1043 to <2 x half>, !dbg !43
  %1045 = insertelement <2 x i32> poison, i32 %909, i64 0, !dbg !36
  %1046 = insertelement <2 x i32> %1045, i32 %910, i64 1, !dbg !36
  %1047 = bitcast <2 x i32> %1046 to <2 x float>, !dbg !36
  %1048 = fptrunc <2 x float> %1047 to <2 x half>, !dbg !43
  %1049 = insertelement <2 x i32> poison, i32 %911, i64 0, !dbg !36
  %1050 = insertelement <2 x i32> %1049, i32 %912, i64 1, !dbg !36
  %1051 = bitcast <2 x i32> %1050 to <2 x float>, !dbg !36
  %1052 = fptrunc <2 x float> %1051 to <2 x half>, !dbg !43
  %1053 = insertelement <2 x i32> poison, i32 %913, i64 0, !dbg !36
  %1054 = insertelement <2 x i32> %1053, i32 %914, i64 1, !dbg !36
  %1055 = bitcast <2 x i32> %1054 to <2 x float>, !dbg !36
  %1056 = fptrunc <2 x float> %1055 to <2 x half>, !dbg !43
  %1057 = insertelement <2 x i32> poison, i32 %915, i64 0, !dbg !36
  %1058 = insertelement <2 x i32> %1057, i32 %916, i64 1, !dbg !36
  %1059 = bitcast <2 x i32> %1058 to <2 x float>, !dbg !36
  %1060 = fptrunc <2 x float> %1059 to <2 x half>, !dbg !43
  %1061 = insertelement <2 x i32> poison, i32 %917, i64 0, !dbg !36
  %1062 = insertelement <2 x i32> %1061, i32 %918, i64 1, !dbg !36
  %1063 = bitcast <2 x i32> %1062 to <2 x float>, !dbg !36
  %1064 = fptrunc <2 x float> %1063 to <2 x half>, !dbg !43
  %1065 = insertelement <2 x i32> poison, i32 %919, i64 0, !dbg !36
  %1066 = insertelement <2 x i32> %1065, i32 %920, i64 1, !dbg !36
  %1067 = bitcast <2 x i32> %1066 to <2 x float>, !dbg !36
  %1068 = fptrunc <2 x float> %1067 to <2 x half>, !dbg !43
  %1069 = insertelement <2 x i32> poison, i32 %921, i64 0, !dbg !36
  %1070 = insertelement <2 x i32> %1069, i32 %922, i64 1, !dbg !36
  %1071 = bitcast <2 x i32> %1070 to <2 x float>, !dbg !36
  %1072 = fptrunc <2 x float> %1071 to <2 x half>, !dbg !43
  %1073 = insertelement <2 x i32> poison, i32 %923, i64 0, !dbg !36
  %1074 = insertelement <2 x i32> %1073, i32 %924, i64 1, !dbg !36
  %1075 = bitcast <2 x i32> %1074 to <2 x float>, !dbg !36
  %1076 = fptrunc <2 x float> %1075 to <2 x half>, !dbg !43
  %1077 = insertelement <2 x i32> poison, i32 %925, i64 0, !dbg !36
  %1078 = insertelement <2 x i32> %1077, i32 %926, i64 1, !dbg !36
  %1079 = bitcast <2 x i32> %1078 to <2 x float>, !dbg !36
  %1080 = fptrunc <2 x float> %1079 to <2 x half>, !dbg !43
  %1081 = insertelement <2 x i32> poison, i32 %927, i64 0, !dbg !36
  %1082 = insertelement <2 x i32> %1081, i32 %928, i64 1, !dbg !36
  %1083 = bitcast <2 x i32> %1082 to <2 x float>, !dbg !36
  %1084 = fptrunc <2 x float> %1083 to <2 x half>, !dbg !43
  %1085 = insertelement <2 x i32> poison, i32 %929, i64 0, !dbg !36
  %1086 = insertelement <2 x i32> %1085, i32 %930, i64 1, !dbg !36
  %1087 = bitcast <2 x i32> %1086 to <2 x float>, !dbg !36
  %1088 = fptrunc <2 x float> %1087 to <2 x half>, !dbg !43
  %1089 = insertelement <2 x i32> poison, i32 %931, i64 0, !dbg !36
  %1090 = insertelement <2 x i32> %1089, i32 %932, i64 1, !dbg !36
  %1091 = bitcast <2 x i32> %1090 to <2 x float>, !dbg !36
  %1092 = fptrunc <2 x float> %1091 to <2 x half>, !dbg !43
  %1093 = insertelement <2 x i32> poison, i32 %933, i64 0, !dbg !36
  %1094 = insertelement <2 x i32> %1093, i32 %934, i64 1, !dbg !36
  %1095 = bitcast <2 x i32> %1094 to <2 x float>, !dbg !36
  %1096 = fptrunc <2 x float> %1095 to <2 x half>, !dbg !43
  %1097 = insertelement <2 x i32> poison, i32 %935, i64 0, !dbg !36
  %1098 = insertelement <2 x i32> %1097, i32 %936, i64 1, !dbg !36
  %1099 = bitcast <2 x i32> %1098 to <2 x float>, !dbg !36
  %1100 = fptrunc <2 x float> %1099 to <2 x half>, !dbg !43
  %1101 = insertelement <2 x i32> poison, i32 %937, i64 0, !dbg !36
  %1102 = insertelement <2 x i32> %1101, i32 %938, i64 1, !dbg !36
  %1103 = bitcast <2 x i32> %1102 to <2 x float>, !dbg !36
  %1104 = fptrunc <2 x float> %1103 to <2 x half>, !dbg !43
  %1105 = insertelement <2 x i32> poison, i32 %939, i64 0, !dbg !36
  %1106 = insertelement <2 x i32> %1105, i32 %940, i64 1, !dbg !36
  %1107 = bitcast <2 x i32> %1106 to <2 x float>, !dbg !36
  %1108 = fptrunc <2 x float> %1107 to <2 x half>, !dbg !43
  %1109 = insertelement <2 x i32> poison, i32 %941, i64 0, !dbg !36
  %1110 = insertelement <2 x i32> %1109, i32 %942, i64 1, !dbg !36
  %1111 = bitcast <2 x i32> %1110 to <2 x float>, !dbg !36
  %1112 = fptrunc <2 x float> %1111 to <2 x half>, !dbg !43
  %1113 = insertelement <2 x i32> poison, i32 %943, i64 0, !dbg !36
  %1114 = insertelement <2 x i32> %1113, i32 %944, i64 1, !dbg !36
  %1115 = bitcast <2 x i32> %1114 to <2 x float>, !dbg !36
  %1116 = fptrunc <2 x float> %1115 to <2 x half>, !dbg !43
  %1117 = insertelement <2 x i32> poison, i32 %945, i64 0, !dbg !36
  %1118 = insertelement <2 x i32> %1117, i32 %946, i64 1, !dbg !36
  %1119 = bitcast <2 x i32> %1118 to <2 x float>, !dbg !36
  %1120 = fptrunc <2 x float> %1119 to <2 x half>, !dbg !43
  %1121 = insertelement <2 x i32> poison, i32 %947, i64 0, !dbg !36
  %1122 = insertelement <2 x i32> %1121, i32 %948, i64 1, !dbg !36
  %1123 = bitcast <2 x i32> %1122 to <2 x float>, !dbg !36
  %1124 = fptrunc <2 x float> %1123 to <2 x half>, !dbg !43
  %1125 = insertelement <2 x i32> poison, i32 %949, i64 0, !dbg !36
  %1126 = insertelement <2 x i32> %1125, i32 %950, i64 1, !dbg !36
  %1127 = bitcast <2 x i32> %1126 to <2 x float>, !dbg !36
  %1128 = fptrunc <2 x float> %1127 to <2 x half>, !dbg !43
  %1129 = insertelement <2 x i32> poison, i32 %951, i64 0, !dbg !36
  %1130 = insertelement <2 x i32> %1129, i32 %952, i64 1, !dbg !36
  %1131 = bitcast <2 x i32> %1130 to <2 x float>, !dbg !36
  %1132 = fptrunc <2 x float> %1131 to <2 x half>, !dbg !43
  %1133 = insertelement <2 x i32> poison, i32 %953, i64 0, !dbg !36
  %1134 = insertelement <2 x i32> %1133, i32 %954, i64 1, !dbg !36
  %1135 = bitcast <2 x i32> %1134 to <2 x float>, !dbg !36
  %1136 = fptrunc <2 x float> %1135 to <2 x half>, !dbg !43
  %1137 = insertelement <2 x i32> poison, i32 %955, i64 0, !dbg !36
  %1138 = insertelement <2 x i32> %1137, i32 %956, i64 1, !dbg !36
  %1139 = bitcast <2 x i32> %1138 to <2 x float>, !dbg !36
  %1140 = fptrunc <2 x float> %1139 to <2 x half>, !dbg !43
  %1141 = insertelement <2 x i32> poison, i32 %957, i64 0, !dbg !36
  %1142 = insertelement <2 x i32> %1141, i32 %958, i64 1, !dbg !36
  %1143 = bitcast <2 x i32> %1142 to <2 x float>, !dbg !36
  %1144 = fptrunc <2 x float> %1143 to <2 x half>, !dbg !43
  %1145 = insertelement <2 x i32> poison, i32 %959, i64 0, !dbg !36
  %1146 = insertelement <2 x i32> %1145, i32 %960, i64 1, !dbg !36
  %1147 = bitcast <2 x i32> %1146 to <2 x float>, !dbg !36
  %1148 = fptrunc <2 x float> %1147 to <2 x half>, !dbg !43
  %1149 = insertelement <2 x i32> poison, i32 %961, i64 0, !dbg !36
  %1150 = insertelement <2 x i32> %1149, i32 %962, i64 1, !dbg !36
  %1151 = bitcast <2 x i32> %1150 to <2 x float>, !dbg !36
  %1152 = fptrunc <2 x float> %1151 to <2 x half>, !dbg !43
  %1153 = insertelement <2 x i32> poison, i32 %963, i64 0, !dbg !36
  %1154 = insertelement <2 x i32> %1153, i32 %964, i64 1, !dbg !36
  %1155 = bitcast <2 x i32> %1154 to <2 x float>, !dbg !36
  %1156 = fptrunc <2 x float> %1155 to <2 x half>, !dbg !43
  %1157 = insertelement <2 x i32> poison, i32 %965, i64 0, !dbg !36
  %1158 = insertelement <2 x i32> %1157, i32 %966, i64 1, !dbg !36
  %1159 = bitcast <2 x i32> %1158 to <2 x float>, !dbg !36
  %1160 = fptrunc <2 x float> %1159 to <2 x half>, !dbg !43
  %1161 = insertelement <2 x i32> poison, i32 %967, i64 0, !dbg !36
  %1162 = insertelement <2 x i32> %1161, i32 %968, i64 1, !dbg !36
  %1163 = bitcast <2 x i32> %1162 to <2 x float>, !dbg !36
  %1164 = fptrunc <2 x float> %1163 to <2 x half>, !dbg !43
  %1165 = insertelement <2 x i32> poison, i32 %969, i64 0, !dbg !36
  %1166 = insertelement <2 x i32> %1165, i32 %970, i64 1, !dbg !36
  %1167 = bitcast <2 x i32> %1166 to <2 x float>, !dbg !36
  %1168 = fptrunc <2 x float> %1167 to <2 x half>, !dbg !43
  %1169 = insertelement <2 x i32> poison, i32 %971, i64 0, !dbg !36
  %1170 = insertelement <2 x i32> %1169, i32 %972, i64 1, !dbg !36
  %1171 = bitcast <2 x i32> %1170 to <2 x float>, !dbg !36
  %1172 = fptrunc <2 x float> %1171 to <2 x half>, !dbg !43
  %1173 = insertelement <2 x i32> poison, i32 %973, i64 0, !dbg !36
  %1174 = insertelement <2 x i32> %1173, i32 %974, i64 1, !dbg !36
  %1175 = bitcast <2 x i32> %1174 to <2 x float>, !dbg !36
  %1176 = fptrunc <2 x float> %1175 to <2 x half>, !dbg !43
  %1177 = insertelement <2 x i32> poison, i32 %975, i64 0, !dbg !36
  %1178 = insertelement <2 x i32> %1177, i32 %976, i64 1, !dbg !36
  %1179 = bitcast <2 x i32> %1178 to <2 x float>, !dbg !36
  %1180 = fptrunc <2 x float> %1179 to <2 x half>, !dbg !43
  %1181 = insertelement <2 x i32> poison, i32 %977, i64 0, !dbg !36
  %1182 = insertelement <2 x i32> %1181, i32 %978, i64 1, !dbg !36
  %1183 = bitcast <2 x i32> %1182 to <2 x float>, !dbg !36
  %1184 = fptrunc <2 x float> %1183 to <2 x half>, !dbg !43
  %1185 = insertelement <2 x i32> poison, i32 %979, i64 0, !dbg !36
  %1186 = insertelement <2 x i32> %1185, i32 %980, i64 1, !dbg !36
  %1187 = bitcast <2 x i32> %1186 to <2 x float>, !dbg !36
  %1188 = fptrunc <2 x float> %1187 to <2 x half>, !dbg !43
  %1189 = insertelement <2 x i32> poison, i32 %981, i64 0, !dbg !36
  %1190 = insertelement <2 x i32> %1189, i32 %982, i64 1, !dbg !36
  %1191 = bitcast <2 x i32> %1190 to <2 x float>, !dbg !36
  %1192 = fptrunc <2 x float> %1191 to <2 x half>, !dbg !43
  %1193 = insertelement <2 x i32> poison, i32 %983, i64 0, !dbg !36
  %1194 = insertelement <2 x i32> %1193, i32 %984, i64 1, !dbg !36
  %1195 = bitcast <2 x i32> %1194 to <2 x float>, !dbg !36
  %1196 = fptrunc <2 x float> %1195 to <2 x half>, !dbg !43
  %1197 = insertelement <2 x i32> poison, i32 %985, i64 0, !dbg !36
  %1198 = insertelement <2 x i32> %1197, i32 %986, i64 1, !dbg !36
  %1199 = bitcast <2 x i32> %1198 to <2 x float>, !dbg !36
  %1200 = fptrunc <2 x float> %1199 to <2 x half>, !dbg !43
  %1201 = insertelement <2 x i32> poison, i32 %987, i64 0, !dbg !36
  %1202 = insertelement <2 x i32> %1201, i32 %988, i64 1, !dbg !36
  %1203 = bitcast <2 x i32> %1202 to <2 x float>, !dbg !36
  %1204 = fptrunc <2 x float> %1203 to <2 x half>, !dbg !43
  %1205 = insertelement <2 x i32> poison, i32 %989, i64 0, !dbg !36
  %1206 = insertelement <2 x i32> %1205, i32 %990, i64 1, !dbg !36
  %1207 = bitcast <2 x i32> %1206 to <2 x float>, !dbg !36
  %1208 = fptrunc <2 x float> %1207 to <2 x half>, !dbg !43
  %1209 = insertelement <2 x i32> poison, i32 %991, i64 0, !dbg !36
  %1210 = insertelement <2 x i32> %1209, i32 %992, i64 1, !dbg !36
  %1211 = bitcast <2 x i32> %1210 to <2 x float>, !dbg !36
  %1212 = fptrunc <2 x float> %1211 to <2 x half>, !dbg !43
  %1213 = insertelement <2 x i32> poison, i32 %993, i64 0, !dbg !36
  %1214 = insertelement <2 x i32> %1213, i32 %994, i64 1, !dbg !36
  %1215 = bitcast <2 x i32> %1214 to <2 x float>, !dbg !36
  %1216 = fptrunc <2 x float> %1215 to <2 x half>, !dbg !43
  %1217 = insertelement <2 x i32> poison, i32 %995, i64 0, !dbg !36
  %1218 = insertelement <2 x i32> %1217, i32 %996, i64 1, !dbg !36
  %1219 = bitcast <2 x i32> %1218 to <2 x float>, !dbg !36
  %1220 = fptrunc <2 x float> %1219 to <2 x half>, !dbg !43
  %1221 = insertelement <2 x i32> poison, i32 %997, i64 0, !dbg !36
  %1222 = insertelement <2 x i32> %1221, i32 %998, i64 1, !dbg !36
  %1223 = bitcast <2 x i32> %1222 to <2 x float>, !dbg !36
  %1224 = fptrunc <2 x float> %1223 to <2 x half>, !dbg !43
  %1225 = insertelement <2 x i32> poison, i32 %999, i64 0, !dbg !36
  %1226 = insertelement <2 x i32> %1225, i32 %1000, i64 1, !dbg !36
  %1227 = bitcast <2 x i32> %1226 to <2 x float>, !dbg !36
  %1228 = fptrunc <2 x float> %1227 to <2 x half>, !dbg !43
  %1229 = insertelement <2 x i32> poison, i32 %1001, i64 0, !dbg !36
  %1230 = insertelement <2 x i32> %1229, i32 %1002, i64 1, !dbg !36
  %1231 = bitcast <2 x i32> %1230 to <2 x float>, !dbg !36
  %1232 = fptrunc <2 x float> %1231 to <2 x half>, !dbg !43
  %1233 = insertelement <2 x i32> poison, i32 %1003, i64 0, !dbg !36
  %1234 = insertelement <2 x i32> %1233, i32 %1004, i64 1, !dbg !36
  %1235 = bitcast <2 x i32> %1234 to <2 x float>, !dbg !36
  %1236 = fptrunc <2 x float> %1235 to <2 x half>, !dbg !43
  %1237 = insertelement <2 x i32> poison, i32 %1005, i64 0, !dbg !36
  %1238 = insertelement <2 x i32> %1237, i32 %1006, i64 1, !dbg !36
  %1239 = bitcast <2 x i32> %1238 to <2 x float>, !dbg !36
  %1240 = fptrunc <2 x float> %1239 to <2 x half>, !dbg !43
  %1241 = insertelement <2 x i32> poison, i32 %1007, i64 0, !dbg !36
  %1242 = insertelement <2 x i32> %1241, i32 %1008, i64 1, !dbg !36
  %1243 = bitcast <2 x i32> %1242 to <2 x float>, !dbg !36
  %1244 = fptrunc <2 x float> %1243 to <2 x half>, !dbg !43
  %1245 = insertelement <2 x i32> poison, i32 %1009, i64 0, !dbg !36
  %1246 = insertelement <2 x i32> %1245, i32 %1010, i64 1, !dbg !36
  %1247 = bitcast <2 x i32> %1246 to <2 x float>, !dbg !36
  %1248 = fptrunc <2 x float> %1247 to <2 x half>, !dbg !43
  %1249 = insertelement <2 x i32> poison, i32 %1011, i64 0, !dbg !36
  %1250 = insertelement <2 x i32> %1249, i32 %1012, i64 1, !dbg !36
  %1251 = bitcast <2 x i32> %1250 to <2 x float>, !dbg !36
  %1252 = fptrunc <2 x float> %1251 to <2 x half>, !dbg !43
  %1253 = insertelement <2 x i32> poison, i32 %1013, i64 0, !dbg !36
  %1254 = insertelement <2 x i32> %1253, i32 %1014, i64 1, !dbg !36
  %1255 = bitcast <2 x i32> %1254 to <2 x float>, !dbg !36
  %1256 = fptrunc <2 x float> %1255 to <2 x half>, !dbg !43
  %1257 = insertelement <2 x i32> poison, i32 %1015, i64 0, !dbg !36
  %1258 = insertelement <2 x i32> %1257, i32 %1016, i64 1, !dbg !36
  %1259 = bitcast <2 x i32> %1258 to <2 x float>, !dbg !36
  %1260 = fptrunc <2 x float> %1259 to <2 x half>, !dbg !43
  %1261 = insertelement <2 x i32> poison, i32 %1017, i64 0, !dbg !36
  %1262 = insertelement <2 x i32> %1261, i32 %1018, i64 1, !dbg !36
  %1263 = bitcast <2 x i32> %1262 to <2 x float>, !dbg !36
  %1264 = fptrunc <2 x float> %1263 to <2 x half>, !dbg !43
  %1265 = insertelement <2 x i32> poison, i32 %1019, i64 0, !dbg !36
  %1266 = insertelement <2 x i32> %1265, i32 %1020, i64 1, !dbg !36
  %1267 = bitcast <2 x i32> %1266 to <2 x float>, !dbg !36
  %1268 = fptrunc <2 x float> %1267 to <2 x half>, !dbg !43
  %1269 = insertelement <2 x i32> poison, i32 %1021, i64 0, !dbg !36
  %1270 = insertelement <2 x i32> %1269, i32 %1022, i64 1, !dbg !36
  %1271 = bitcast <2 x i32> %1270 to <2 x float>, !dbg !36
  %1272 = fptrunc <2 x float> %1271 to <2 x half>, !dbg !43
  %1273 = insertelement <2 x i32> poison, i32 %1023, i64 0, !dbg !36
  %1274 = insertelement <2 x i32> %1273, i32 %1024, i64 1, !dbg !36
  %1275 = bitcast <2 x i32> %1274 to <2 x float>, !dbg !36
  %1276 = fptrunc <2 x float> %1275 to <2 x half>, !dbg !43
  %1277 = insertelement <2 x i32> poison, i32 %1025, i64 0, !dbg !36
  %1278 = insertelement <2 x i32> %1277, i32 %1026, i64 1, !dbg !36
  %1279 = bitcast <2 x i32> %1278 to <2 x float>, !dbg !36
  %1280 = fptrunc <2 x float> %1279 to <2 x half>, !dbg !43
  %1281 = insertelement <2 x i32> poison, i32 %1027, i64 0, !dbg !36
  %1282 = insertelement <2 x i32> %1281, i32 %1028, i64 1, !dbg !36
  %1283 = bitcast <2 x i32> %1282 to <2 x float>, !dbg !36
  %1284 = fptrunc <2 x float> %1283 to <2 x half>, !dbg !43
  %1285 = shl nuw nsw i32 %9, 7, !dbg !35
  %1286 = and i32 %1285, 16256, !dbg !35
  %1287 = shl nuw nsw i32 %9, 4, !dbg !35
  %1288 = and i32 %1287, 112, !dbg !35
  %1289 = or disjoint i32 %1286, %1288, !dbg !35
  %1290 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %1289, !dbg !35
  %1291 = bitcast <2 x half> %1032 to i32, !dbg !35
  %1292 = bitcast <2 x half> %1036 to i32, !dbg !35
  %1293 = bitcast <2 x half> %1040 to i32, !dbg !35
  %1294 = bitcast <2 x half> %1044 to i32, !dbg !35
  %1295 = insertelement <4 x i32> poison, i32 %1291, i64 0, !dbg !35
  %1296 = insertelement <4 x i32> %1295, i32 %1292, i64 1, !dbg !35
  %1297 = insertelement <4 x i32> %1296, i32 %1293, i64 2, !dbg !35
  %1298 = insertelement <4 x i32> %1297, i32 %1294, i64 3, !dbg !35
  store <4 x i32> %1298, ptr addrspace(3) %1290, align 16, !dbg !35
  %1299 = getelementptr inbounds nuw i8, ptr addrspace(3) %1290, i32 16384, !dbg !35
  %1300 = bitcast <2 x half> %1160 to i32, !dbg !35
  %1301 = bitcast <2 x half> %1164 to i32, !dbg !35
  %1302 = bitcast <2 x half> %1168 to i32, !dbg !35
  %1303 = bitcast <2 x half> %1172 to i32, !dbg !35
  %1304 = insertelement <4 x i32> poison, i32 %1300, i64 0, !dbg !35
  %1305 = insertelement <4 x i32> %1304, i32 %1301, i64 1, !dbg !35
  %1306 = insertelement <4 x i32> %1305, i32 %1302, i64 2, !dbg !35
  %1307 = insertelement <4 x i32> %1306, i32 %1303, i64 3, !dbg !35
  store <4 x i32> %1307, ptr addrspace(3) %1299, align 16, !dbg !35
  %1308 = xor i32 %1289, 16, !dbg !35
  %1309 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %1308, !dbg !35
  %1310 = bitcast <2 x half> %1048 to i32, !dbg !35
  %1311 = bitcast <2 x half> %1052 to i32, !dbg !35
  %1312 = bitcast <2 x half> %1056 to i32, !dbg !35
  %1313 = bitcast <2 x half> %1060 to i32, !dbg !35
  %1314 = insertelement <4 x i32> poison, i32 %1310, i64 0, !dbg !35
  %1315 = insertelement <4 x i32> %1314, i32 %1311, i64 1, !dbg !35
  %1316 = insertelement <4 x i32> %1315, i32 %1312, i64 2, !dbg !35
  %1317 = insertelement <4 x i32> %1316, i32 %1313, i64 3, !dbg !35
  store <4 x i32> %1317, ptr addrspace(3) %1309, align 16, !dbg !35
  %1318 = getelementptr inbounds nuw i8, ptr addrspace(3) %1309, i32 16384, !dbg !35
  %1319 = bitcast <2 x half> %1176 to i32, !dbg !35
  %1320 = bitcast <2 x half> %1180 to i32, !dbg !35
  %1321 = bitcast <2 x half> %1184 to i32, !dbg !35
  %1322 = bitcast <2 x half> %1188 to i32, !dbg !35
  %1323 = insertelement <4 x i32> poison, i32 %1319, i64 0, !dbg !35
  %1324 = insertelement <4 x i32> %1323, i32 %1320, i64 1, !dbg !35
  %1325 = insertelement <4 x i32> %1324, i32 %1321, i64 2, !dbg !35
  %1326 = insertelement <4 x i32> %1325, i32 %1322, i64 3, !dbg !35
  store <4 x i32> %1326, ptr addrspace(3) %1318, align 16, !dbg !35
  %1327 = xor i32 %1289, 32, !dbg !35
  %1328 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %1327, !dbg !35
  %1329 = bitcast <2 x half> %1064 to i32, !dbg !35
  %1330 = bitcast <2 x half> %1068 to i32, !dbg !35
  %1331 = bitcast <2 x half> %1072 to i32, !dbg !35
  %1332 = bitcast <2 x half> %1076 to i32, !dbg !35
  %1333 = insertelement <4 x i32> poison, i32 %1329, i64 0, !dbg !35
  %1334 = insertelement <4 x i32> %1333, i32 %1330, i64 1, !dbg !35
  %1335 = insertelement <4 x i32> %1334, i32 %1331, i64 2, !dbg !35
  %1336 = insertelement <4 x i32> %1335, i32 %1332, i64 3, !dbg !35
  store <4 x i32> %1336, ptr addrspace(3) %1328, align 16, !dbg !35
  %1337 = getelementptr inbounds nuw i8, ptr addrspace(3) %1328, i32 16384, !dbg !35
  %1338 = bitcast <2 x half> %1192 to i32, !dbg !35
  %1339 = bitcast <2 x half> %1196 to i32, !dbg !35
  %1340 = bitcast <2 x half> %1200 to i32, !dbg !35
  %1341 = bitcast <2 x half> %1204 to i32, !dbg !35
  %1342 = insertelement <4 x i32> poison, i32 %1338, i64 0, !dbg !35
  %1343 = insertelement <4 x i32> %1342, i32 %1339, i64 1, !dbg !35
  %1344 = insertelement <4 x i32> %1343, i32 %1340, i64 2, !dbg !35
  %1345 = insertelement <4 x i32> %1344, i32 %1341, i64 3, !dbg !35
  store <4 x i32> %1345, ptr addrspace(3) %1337, align 16, !dbg !35
  %1346 = xor i32 %1289, 48, !dbg !35
  %1347 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %1346, !dbg !35
  %1348 = bitcast <2 x half> %1080 to i32, !dbg !35
  %1349 = bitcast <2 x half> %1084 to i32, !dbg !35
  %1350 = bitcast <2 x half> %1088 to i32, !dbg !35
  %1351 = bitcast <2 x half> %1092 to i32, !dbg !35
  %1352 = insertelement <4 x i32> poison, i32 %1348, i64 0, !dbg !35
  %1353 = insertelement <4 x i32> %1352, i32 %1349, i64 1, !dbg !35
  %1354 = insertelement <4 x i32> %1353, i32 %1350, i64 2, !dbg !35
  %1355 = insertelement <4 x i32> %1354, i32 %1351, i64 3, !dbg !35
  store <4 x i32> %1355, ptr addrspace(3) %1347, align 16, !dbg !35
  %1356 = getelementptr inbounds nuw i8, ptr addrspace(3) %1347, i32 16384, !dbg !35
  %1357 = bitcast <2 x half> %1208 to i32, !dbg !35
  %1358 = bitcast <2 x half> %1212 to i32, !dbg !35
  %1359 = bitcast <2 x half> %1216 to i32, !dbg !35
  %1360 = bitcast <2 x half> %1220 to i32, !dbg !35
  %1361 = insertelement <4 x i32> poison, i32 %1357, i64 0, !dbg !35
  %1362 = insertelement <4 x i32> %1361, i32 %1358, i64 1, !dbg !35
  %1363 = insertelement <4 x i32> %1362, i32 %1359, i64 2, !dbg !35
  %1364 = insertelement <4 x i32> %1363, i32 %1360, i64 3, !dbg !35
  store <4 x i32> %1364, ptr addrspace(3) %1356, align 16, !dbg !35
  %1365 = xor i32 %1289, 64, !dbg !35
  %1366 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %1365, !dbg !35
  %1367 = bitcast <2 x half> %1096 to i32, !dbg !35
  %1368 = bitcast <2 x half> %1100 to i32, !dbg !35
  %1369 = bitcast <2 x half> %1104 to i32, !dbg !35
  %1370 = bitcast <2 x half> %1108 to i32, !dbg !35
  %1371 = insertelement <4 x i32> poison, i32 %1367, i64 0, !dbg !35
  %1372 = insertelement <4 x i32> %1371, i32 %1368, i64 1, !dbg !35
  %1373 = insertelement <4 x i32> %1372, i32 %1369, i64 2, !dbg !35
  %1374 = insertelement <4 x i32> %1373, i32 %1370, i64 3, !dbg !35
  store <4 x i32> %1374, ptr addrspace(3) %1366, align 16, !dbg !35
  %1375 = getelementptr inbounds nuw i8, ptr addrspace(3) %1366, i32 16384, !dbg !35
  %1376 = bitcast <2 x half> %1224 to i32, !dbg !35
  %1377 = bitcast <2 x half> %1228 to i32, !dbg !35
  %1378 = bitcast <2 x half> %1232 to i32, !dbg !35
  %1379 = bitcast <2 x half> %1236 to i32, !dbg !35
  %1380 = insertelement <4 x i32> poison, i32 %1376, i64 0, !dbg !35
  %1381 = insertelement <4 x i32> %1380, i32 %1377, i64 1, !dbg !35
  %1382 = insertelement <4 x i32> %1381, i32 %1378, i64 2, !dbg !35
  %1383 = insertelement <4 x i32> %1382, i32 %1379, i64 3, !dbg !35
  store <4 x i32> %1383, ptr addrspace(3) %1375, align 16, !dbg !35
  %1384 = xor i32 %1289, 80, !dbg !35
  %1385 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %1384, !dbg !35
  %1386 = bitcast <2 x half> %1112 to i32, !dbg !35
  %1387 = bitcast <2 x half> %1116 to i32, !dbg !35
  %1388 = bitcast <2 x half> %1120 to i32, !dbg !35
  %1389 = bitcast <2 x half> %1124 to i32, !dbg !35
  %1390 = insertelement <4 x i32> poison, i32 %1386, i64 0, !dbg !35
  %1391 = insertelement <4 x i32> %1390, i32 %1387, i64 1, !dbg !35
  %1392 = insertelement <4 x i32> %1391, i32 %1388, i64 2, !dbg !35
  %1393 = insertelement <4 x i32> %1392, i32 %1389, i64 3, !dbg !35
  store <4 x i32> %1393, ptr addrspace(3) %1385, align 16, !dbg !35
  %1394 = getelementptr inbounds nuw i8, ptr addrspace(3) %1385, i32 16384, !dbg !35
  %1395 = bitcast <2 x half> %1240 to i32, !dbg !35
  %1396 = bitcast <2 x half> %1244 to i32, !dbg !35
  %1397 = bitcast <2 x half> %1248 to i32, !dbg !35
  %1398 = bitcast <2 x half> %1252 to i32, !dbg !35
  %1399 = insertelement <4 x i32> poison, i32 %1395, i64 0, !dbg !35
  %1400 = insertelement <4 x i32> %1399, i32 %1396, i64 1, !dbg !35
  %1401 = insertelement <4 x i32> %1400, i32 %1397, i64 2, !dbg !35
  %1402 = insertelement <4 x i32> %1401, i32 %1398, i64 3, !dbg !35
  store <4 x i32> %1402, ptr addrspace(3) %1394, align 16, !dbg !35
  %1403 = xor i32 %1289, 96, !dbg !35
  %1404 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %1403, !dbg !35
  %1405 = bitcast <2 x half> %1128 to i32, !dbg !35
  %1406 = bitcast <2 x half> %1132 to i32, !dbg !35
  %1407 = bitcast <2 x half> %1136 to i32, !dbg !35
  %1408 = bitcast <2 x half> %1140 to i32, !dbg !35
  %1409 = insertelement <4 x i32> poison, i32 %1405, i64 0, !dbg !35
  %1410 = insertelement <4 x i32> %1409, i32 %1406, i64 1, !dbg !35
  %1411 = insertelement <4 x i32> %1410, i32 %1407, i64 2, !dbg !35
  %1412 = insertelement <4 x i32> %1411, i32 %1408, i64 3, !dbg !35
  store <4 x i32> %1412, ptr addrspace(3) %1404, align 16, !dbg !35
  %1413 = getelementptr inbounds nuw i8, ptr addrspace(3) %1404, i32 16384, !dbg !35
  %1414 = bitcast <2 x half> %1256 to i32, !dbg !35
  %1415 = bitcast <2 x half> %1260 to i32, !dbg !35
  %1416 = bitcast <2 x half> %1264 to i32, !dbg !35
  %1417 = bitcast <2 x half> %1268 to i32, !dbg !35
  %1418 = insertelement <4 x i32> poison, i32 %1414, i64 0, !dbg !35
  %1419 = insertelement <4 x i32> %1418, i32 %1415, i64 1, !dbg !35
  %1420 = insertelement <4 x i32> %1419, i32 %1416, i64 2, !dbg !35
  %1421 = insertelement <4 x i32> %1420, i32 %1417, i64 3, !dbg !35
  store <4 x i32> %1421, ptr addrspace(3) %1413, align 16, !dbg !35
  %1422 = xor i32 %1289, 112, !dbg !35
  %1423 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %1422, !dbg !35
  %1424 = bitcast <2 x half> %1144 to i32, !dbg !35
  %1425 = bitcast <2 x half> %1148 to i32, !dbg !35
  %1426 = bitcast <2 x half> %1152 to i32, !dbg !35
  %1427 = bitcast <2 x half> %1156 to i32, !dbg !35
  %1428 = insertelement <4 x i32> poison, i32 %1424, i64 0, !dbg !35
  %1429 = insertelement <4 x i32> %1428, i32 %1425, i64 1, !dbg !35
  %1430 = insertelement <4 x i32> %1429, i32 %1426, i64 2, !dbg !35
  %1431 = insertelement <4 x i32> %1430, i32 %1427, i64 3, !dbg !35
  store <4 x i32> %1431, ptr addrspace(3) %1423, align 16, !dbg !35
  %1432 = getelementptr inbounds nuw i8, ptr addrspace(3) %1423, i32 16384, !dbg !35
  %1433 = bitcast <2 x half> %1272 to i32, !dbg !35
  %1434 = bitcast <2 x half> %1276 to i32, !dbg !35
  %1435 = bitcast <2 x half> %1280 to i32, !dbg !35
  %1436 = bitcast <2 x half> %1284 to i32, !dbg !35
  %1437 = insertelement <4 x i32> poison, i32 %1433, i64 0, !dbg !35
  %1438 = insertelement <4 x i32> %1437, i32 %1434, i64 1, !dbg !35
  %1439 = insertelement <4 x i32> %1438, i32 %1435, i64 2, !dbg !35
  %1440 = insertelement <4 x i32> %1439, i32 %1436, i64 3, !dbg !35
  store <4 x i32> %1440, ptr addrspace(3) %1432, align 16, !dbg !35
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !35
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %1441 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !35
  %1442 = extractvalue { i32, i1 } %1441, 1, !dbg !35
  %1443 = icmp samesign ult i32 %37, 64, !dbg !35
  %1444 = and i1 %1443, %1442, !dbg !35
  %1445 = and i32 %112, 1, !dbg !35
  %.idx = shl nuw nsw i32 %1445, 14, !dbg !35
  %1446 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %.idx, !dbg !35
  %1447 = shl nuw nsw i32 %1445, 6, !dbg !35
  %1448 = or disjoint i32 %898, %1447, !dbg !35
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %1444, ptr %53, i32 %1448, i32 %897, ptr addrspace(3) %1446) #7, !dbg !35
  tail call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !35
  tail call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  br label %1449, !dbg !30

1449:                                             ; preds = %896, %894, %._crit_edge
  %1450 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %1451 = extractvalue { i32, i1 } %1450, 1, !dbg !30
  %1452 = and i1 %116, %1451, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1452, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #7, !dbg !30
  %1453 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %1454 = extractvalue { i32, i1 } %1453, 1, !dbg !30
  %1455 = and i1 %116, %1454, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1455, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #7, !dbg !30
  %1456 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %1457 = extractvalue { i32, i1 } %1456, 1, !dbg !30
  %1458 = and i1 %116, %1457, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1458, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #7, !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %1459 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %1460 = extractvalue { i32, i1 } %1459, 1, !dbg !30
  %1461 = and i1 %116, %1460, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1461, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104)) #7, !dbg !30
  %1462 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %1463 = extractvalue { i32, i1 } %1462, 1, !dbg !30
  %1464 = and i1 %116, %1463, !dbg !30
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1464, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131112)) #7, !dbg !30
  br label %1465, !dbg !29

1465:                                             ; preds = %._crit_edge16, %1449
  %1466 = inttoptr i32 %11 to ptr addrspace(6), !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r"(i1 %10, ptr addrspace(6) %1466) #7, !dbg !12
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #5

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #6

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #7

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #7

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg) #7

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nounwind }
attributes #7 = { nounwind }

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
!13 = !DILocation(line: 202, column: 17, scope: !4)
!14 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/work/main/.tools/venv/lib/python3.11/site-packages/triton/language")
!17 = !DILocation(line: 203, column: 17, scope: !18)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!19 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !17)
!20 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !21)
!21 = !DILocation(line: 204, column: 17, scope: !18)
!22 = !DILocation(line: 43, column: 13, scope: !15, inlinedAt: !23)
!23 = !DILocation(line: 205, column: 15, scope: !18)
!24 = !DILocation(line: 43, column: 12, scope: !15, inlinedAt: !21)
!25 = !DILocation(line: 206, column: 17, scope: !4)
!26 = !DILocation(line: 207, column: 14, scope: !4)
!27 = !DILocation(line: 209, column: 14, scope: !4)
!28 = !DILocation(line: 211, column: 14, scope: !4)
!29 = !DILocation(line: 217, column: 9, scope: !4)
!30 = !DILocation(line: 213, column: 5, scope: !4)
!31 = !DILocation(line: 214, column: 17, scope: !4)
!32 = !DILocation(line: 215, column: 17, scope: !4)
!33 = !DILocation(line: 221, column: 23, scope: !4)
!34 = !DILocation(line: 221, column: 40, scope: !4)
!35 = !DILocation(line: 221, column: 9, scope: !4)
!36 = !DILocation(line: 220, column: 19, scope: !4)
!37 = !DILocation(line: 218, column: 30, scope: !4)
!38 = !DILocation(line: 218, column: 17, scope: !4)
!39 = !DILocation(line: 219, column: 30, scope: !4)
!40 = !DILocation(line: 219, column: 17, scope: !4)
!41 = !DILocation(line: 218, column: 47, scope: !4)
!42 = !DILocation(line: 0, scope: !4)
!43 = !DILocation(line: 221, column: 58, scope: !4)
