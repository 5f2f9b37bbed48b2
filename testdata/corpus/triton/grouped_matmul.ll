; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @grouped_matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %8 = icmp samesign ult i32 %7, 32, !dbg !13
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 128;", "b,r"(i1 %8, ptr addrspace(3) @global_smem) #3, !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !13
  %9 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !13
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %8) #3, !dbg !13
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %15 = zext nneg i32 %11 to i64
  %narrow = mul nuw i32 %12, %14
  %16 = zext i32 %narrow to i64
  %17 = add nuw nsw i64 %16, %15
  %18 = zext nneg i32 %10 to i64
  %19 = zext nneg i32 %13 to i64
  %20 = mul nuw nsw i64 %17, %19
  %21 = add nuw nsw i64 %20, %18
  %22 = mul i64 %21, 384
  %23 = getelementptr i8, ptr addrspace(1) %4, i64 %22
  %24 = and i32 %7, 127
  %25 = icmp samesign ult i32 %24, 32
  %26 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %24
  %27 = icmp eq i32 %24, 0
  %28 = addrspacecast ptr addrspace(1) %23 to ptr
  %29 = getelementptr i8, ptr addrspace(1) %23, i64 128
  %30 = addrspacecast ptr addrspace(1) %29 to ptr
  %31 = getelementptr i8, ptr addrspace(1) %23, i64 256
  %32 = addrspacecast ptr addrspace(1) %31 to ptr
  %33 = lshr i32 %7, 5
  %34 = icmp eq i32 %33, 0
  %35 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %36 = and i32 %35, 32767
  %37 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152) to i32), 4
  %38 = and i32 %37, 32767
  %39 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %36, i64 0
  %40 = bitcast <2 x i32> %39 to i64
  %41 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %38, i64 0
  %42 = bitcast <2 x i32> %41 to i64
  %43 = add nuw nsw i32 %36, 2
  %44 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %43, i64 0
  %45 = bitcast <2 x i32> %44 to i64
  %46 = add nuw nsw i32 %38, 2
  %47 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %46, i64 0
  %48 = bitcast <2 x i32> %47 to i64
  %49 = add nuw nsw i32 %36, 4
  %50 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %49, i64 0
  %51 = bitcast <2 x i32> %50 to i64
  %52 = add nuw nsw i32 %38, 4
  %53 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %52, i64 0
  %54 = bitcast <2 x i32> %53 to i64
  %55 = add nuw nsw i32 %36, 6
  %56 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %55, i64 0
  %57 = bitcast <2 x i32> %56 to i64
  %58 = add nuw nsw i32 %38, 6
  %59 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %58, i64 0
  %60 = bitcast <2 x i32> %59 to i64
  %61 = shl nuw nsw i32 %7, 7
  %62 = and i32 %61, 16256
  %63 = shl nuw nsw i32 %7, 4
  %64 = and i32 %63, 112
  %65 = or disjoint i32 %62, %64
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %65
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 16384
  %68 = xor i32 %65, 16
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 16384
  %71 = xor i32 %65, 32
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %71
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 16384
  %74 = xor i32 %65, 48
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %74
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %75, i32 16384
  %77 = xor i32 %65, 64
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %77
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %78, i32 16384
  %80 = xor i32 %65, 80
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %80
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %81, i32 16384
  %83 = xor i32 %65, 96
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %83
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %84, i32 16384
  %86 = xor i32 %65, 112
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %86
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) %87, i32 16384
  %89 = icmp samesign ult i32 %24, 64
  br label %90, !dbg !15

90:                                               ; preds = %6, %801
  %indvars.iv = phi i64 [ 0, %6 ], [ %indvars.iv.next, %801 ]
  %91 = phi i32 [ 0, %6 ], [ %107, %801 ]
  %92 = phi i32 [ %10, %6 ], [ %802, %801 ]
  %.idx31 = mul i64 %indvars.iv, 12, !dbg !16
  %93 = getelementptr i8, ptr addrspace(1) %3, i64 %.idx31, !dbg !16
  %94 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %93) #3, !dbg !17
  %95 = getelementptr i8, ptr addrspace(1) %93, i64 4, !dbg !18
  %96 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %95) #3, !dbg !19
  %97 = getelementptr i8, ptr addrspace(1) %93, i64 8, !dbg !20
  %98 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %97) #3, !dbg !21
  %99 = insertelement <2 x i32> poison, i32 %96, i64 0, !dbg !22
  %100 = insertelement <2 x i32> %99, i32 %94, i64 1, !dbg !22
  %101 = add <2 x i32> %100, splat (i32 127), !dbg !22
  %102 = sdiv <2 x i32> %101, splat (i32 128), !dbg !27
  %103 = extractelement <2 x i32> %102, i64 0, !dbg !28
  %104 = extractelement <2 x i32> %102, i64 1, !dbg !28
  %105 = mul i32 %103, %104, !dbg !28
  %106 = icmp sge i32 %92, %91, !dbg !29
  %107 = add i32 %105, %91, !dbg !30
  %108 = icmp slt i32 %92, %107, !dbg !31
  %109 = and i1 %106, %108, !dbg !29
  br i1 %109, label %110, label %801, !dbg !32

110:                                              ; preds = %90
  %111 = getelementptr [8 x i8], ptr addrspace(1) %0, i64 %indvars.iv, !dbg !33
  %112 = tail call i64 asm sideeffect "mov.u64 $0, 0x0;\0A\09ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %111) #3, !dbg !34
  %113 = getelementptr [8 x i8], ptr addrspace(1) %1, i64 %indvars.iv, !dbg !35
  %114 = tail call i64 asm sideeffect "mov.u64 $0, 0x0;\0A\09ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %113) #3, !dbg !36
  %115 = inttoptr i64 %114 to ptr addrspace(1), !dbg !36
  %116 = getelementptr [8 x i8], ptr addrspace(1) %2, i64 %indvars.iv, !dbg !37
  %117 = tail call i64 asm sideeffect "mov.u64 $0, 0x0;\0A\09ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %116) #3, !dbg !38
  %118 = inttoptr i64 %117 to ptr addrspace(1), !dbg !38
  %119 = sext i32 %98 to i64, !dbg !39
  %120 = shl nsw i64 %119, 1, !dbg !39
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %26, <1 x i32> zeroinitializer, i1 %25) #3, !dbg !39
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !39
  br i1 %27, label %121, label %123, !dbg !39

121:                                              ; preds = %110
  %122 = inttoptr i64 %112 to ptr addrspace(1), !dbg !34
  tail call void asm sideeffect "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l"(ptr addrspace(3) @global_smem, ptr addrspace(1) %122) #3, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l"(ptr addrspace(3) @global_smem) #3, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 64) #3, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 128) #3, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %98) #3, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %94) #3, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l"(ptr addrspace(3) @global_smem, i64 %120) #3, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #3, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #3, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l"(ptr addrspace(3) @global_smem) #3, !dbg !39
  tail call void asm sideeffect "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l"(ptr addrspace(3) @global_smem) #3, !dbg !39
  br label %123, !dbg !39

123:                                              ; preds = %121, %110
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !39
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %23, ptr addrspace(3) @global_smem, i1 %25) #3, !dbg !39
  tail call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b"(ptr addrspace(1) %23, i1 %25, i1 %25, i1 %25) #3, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %26, <1 x i32> zeroinitializer, i1 %25) #3, !dbg !40
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !40
  br i1 %27, label %124, label %125, !dbg !40

124:                                              ; preds = %123
  tail call void asm sideeffect "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l"(ptr addrspace(3) @global_smem, ptr addrspace(1) %115) #3, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l"(ptr addrspace(3) @global_smem) #3, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 64) #3, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 128) #3, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %98) #3, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %96) #3, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l"(ptr addrspace(3) @global_smem, i64 %120) #3, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #3, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #3, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l"(ptr addrspace(3) @global_smem) #3, !dbg !40
  tail call void asm sideeffect "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l"(ptr addrspace(3) @global_smem) #3, !dbg !40
  br label %125, !dbg !40

125:                                              ; preds = %124, %123
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !40
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %29, ptr addrspace(3) @global_smem, i1 %25) #3, !dbg !40
  tail call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b"(ptr addrspace(1) %29, i1 %25, i1 %25, i1 %25) #3, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %26, <1 x i32> zeroinitializer, i1 %25) #3, !dbg !41
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !41
  br i1 %27, label %126, label %.lr.ph10, !dbg !41

126:                                              ; preds = %125
  %127 = sext i32 %96 to i64, !dbg !41
  %128 = shl nsw i64 %127, 1, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l"(ptr addrspace(3) @global_smem, ptr addrspace(1) %118) #3, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l"(ptr addrspace(3) @global_smem) #3, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 64) #3, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 128) #3, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %96) #3, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 %94) #3, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l"(ptr addrspace(3) @global_smem, i64 %128) #3, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #3, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r"(ptr addrspace(3) @global_smem, i32 1) #3, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l"(ptr addrspace(3) @global_smem) #3, !dbg !41
  tail call void asm sideeffect "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l"(ptr addrspace(3) @global_smem) #3, !dbg !41
  br label %.lr.ph10, !dbg !41

.lr.ph10:                                         ; preds = %125, %126
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !41
  tail call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b"(ptr addrspace(1) %31, ptr addrspace(3) @global_smem, i1 %25) #3, !dbg !41
  tail call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b"(ptr addrspace(1) %31, i1 %25, i1 %25, i1 %25) #3, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %129 = add i32 %98, 63, !dbg !42
  %130 = sdiv i32 %129, 64, !dbg !44
  %131 = icmp sgt i32 %129, 63
  %132 = and i1 %27, %131
  %133 = icmp sgt i32 %129, 127
  %134 = and i1 %27, %133
  %135 = icmp sgt i32 %129, 191
  %136 = and i1 %27, %135
  %137 = add nsw i32 %130, -3
  %138 = tail call i32 @llvm.smax.i32(i32 %130, i32 2), !dbg !45
  %139 = add nsw i32 %138, -2
  %invariant.op = and i1 %131, %25, !dbg !45
  %invariant.op49 = and i1 %131, %25, !dbg !45
  %invariant.op50 = and i1 %133, %25, !dbg !45
  %invariant.op51 = and i1 %133, %25, !dbg !45
  %invariant.op52 = and i1 %135, %25, !dbg !45
  %invariant.op53 = and i1 %135, %25, !dbg !45
  br label %140, !dbg !45

140:                                              ; preds = %.lr.ph10, %261
  %141 = phi i32 [ %92, %.lr.ph10 ], [ %797, %261 ]
  %142 = sub i32 %141, %91, !dbg !46
  %.frozen = freeze i32 %142, !dbg !47
  %.frozen54 = freeze i32 %103, !dbg !47
  %143 = sdiv i32 %.frozen, %.frozen54, !dbg !47
  %144 = mul i32 %143, %.frozen54, !dbg !48
  %.decomposed = sub i32 %.frozen, %144, !dbg !48
  %145 = shl i32 %143, 7, !dbg !49
  %146 = shl nsw i32 %.decomposed, 7, !dbg !50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %147 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %33, i32 0, i32 31), !dbg !51
  %148 = shl i32 %147, 21, !dbg !51
  %149 = and i32 %148, 6291456, !dbg !51
  %150 = add i32 %149, %9, !dbg !51
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x128.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127, $128, $129};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %150, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #3, !dbg !51
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !52
  %151 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !52
  %152 = extractvalue { i32, i1 } %151, 1, !dbg !52
  %153 = and i1 %34, %152, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %153, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104)) #3, !dbg !52
  %154 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !52
  %155 = extractvalue { i32, i1 } %154, 1, !dbg !52
  %156 = and i1 %34, %155, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %156, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131112)) #3, !dbg !52
  %157 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !52
  %158 = extractvalue { i32, i1 } %157, 1, !dbg !52
  %159 = and i1 %34, %158, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %159, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #3, !dbg !52
  %160 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !52
  %161 = extractvalue { i32, i1 } %160, 1, !dbg !52
  %162 = and i1 %34, %161, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %162, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #3, !dbg !52
  %163 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !52
  %164 = extractvalue { i32, i1 } %163, 1, !dbg !52
  %165 = and i1 %34, %164, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %165, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #3, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %132, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #3, !dbg !52
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !53
  %166 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !53
  %167 = extractvalue { i32, i1 } %166, 1, !dbg !53
  %.reass.reass.reass = and i1 %167, %invariant.op
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass.reass.reass, ptr addrspace(3) @global_smem, ptr %28, i32 0, i32 %145, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #3, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  %168 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !54
  %169 = extractvalue { i32, i1 } %168, 1, !dbg !54
  %.reass14.reass.reass = and i1 %169, %invariant.op49
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass14.reass.reass, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), ptr %30, i32 0, i32 %146, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #3, !dbg !54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %134, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #3, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !53
  %170 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !53
  %171 = extractvalue { i32, i1 } %170, 1, !dbg !53
  %.reass16.reass.reass = and i1 %171, %invariant.op50
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass16.reass.reass, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), ptr %28, i32 64, i32 %145, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #3, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  %172 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !54
  %173 = extractvalue { i32, i1 } %172, 1, !dbg !54
  %.reass18.reass.reass = and i1 %173, %invariant.op51
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass18.reass.reass, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), ptr %30, i32 64, i32 %146, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #3, !dbg !54
  tail call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 0, i1 %131) #3, !dbg !52
  %174 = icmp eq i32 %147, 0, !dbg !51
  %175 = and i1 %131, %174, !dbg !51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  br i1 %175, label %176, label %179, !dbg !51

176:                                              ; preds = %140
  %177 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !51
  %178 = extractvalue { i32, i1 } %177, 1, !dbg !51
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %9, i64 %40, i64 %42, i32 136314896, i1 false, i1 %178) #3, !dbg !51
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %9, i64 %45, i64 %48, i32 136314896, i1 true, i1 %178) #3, !dbg !51
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %9, i64 %51, i64 %54, i32 136314896, i1 true, i1 %178) #3, !dbg !51
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %9, i64 %57, i64 %60, i32 136314896, i1 true, i1 %178) #3, !dbg !51
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %178, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104) to i32)) #3, !dbg !51
  br label %179, !dbg !51

179:                                              ; preds = %176, %140
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %136, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #3, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !53
  %180 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !53
  %181 = extractvalue { i32, i1 } %180, 1, !dbg !53
  %.reass20.reass.reass = and i1 %181, %invariant.op52
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass20.reass.reass, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), ptr %28, i32 128, i32 %145, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #3, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  %182 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !54
  %183 = extractvalue { i32, i1 } %182, 1, !dbg !54
  %.reass22.reass.reass = and i1 %183, %invariant.op53
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %.reass22.reass.reass, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 81920), ptr %30, i32 128, i32 %146, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #3, !dbg !54
  br i1 %133, label %.lr.ph, label %._crit_edge, !dbg !52

.lr.ph:                                           ; preds = %179, %235
  %184 = phi i32 [ %190, %235 ], [ 0, %179 ]
  %185 = phi ptr addrspace(3) [ %199, %235 ], [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), %179 ]
  %186 = phi i32 [ %197, %235 ], [ 0, %179 ]
  %187 = phi i32 [ %195, %235 ], [ 0, %179 ]
  %188 = phi i32 [ %243, %235 ], [ 2, %179 ]
  %189 = phi i32 [ %238, %235 ], [ 1, %179 ]
  %190 = phi i32 [ %240, %235 ], [ 0, %179 ]
  %191 = phi i32 [ %259, %235 ], [ 0, %179 ]
  %192 = icmp slt i32 %191, %137, !dbg !52
  %193 = add i32 %187, 1, !dbg !52
  %194 = icmp sgt i32 %193, 2, !dbg !52
  %195 = select i1 %194, i32 0, i32 %193, !dbg !52
  %196 = zext i1 %194 to i32, !dbg !52
  %197 = xor i32 %186, %196, !dbg !52
  %198 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %195, !dbg !52
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %198, i32 %197) #3, !dbg !52
  %199 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), i32 %189, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  br i1 %174, label %200, label %235, !dbg !51

200:                                              ; preds = %.lr.ph
  %201 = shl i32 %195, 13, !dbg !54
  %202 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %201, !dbg !53
  %203 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %201, !dbg !54
  %204 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !51
  %205 = extractvalue { i32, i1 } %204, 1, !dbg !51
  %206 = ptrtoint ptr addrspace(3) %202 to i32, !dbg !51
  %207 = lshr exact i32 %206, 4, !dbg !51
  %208 = and i32 %207, 32767, !dbg !51
  %209 = ptrtoint ptr addrspace(3) %203 to i32, !dbg !51
  %210 = lshr exact i32 %209, 4, !dbg !51
  %211 = and i32 %210, 32767, !dbg !51
  %212 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %208, i64 0, !dbg !51
  %213 = bitcast <2 x i32> %212 to i64, !dbg !51
  %214 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %211, i64 0, !dbg !51
  %215 = bitcast <2 x i32> %214 to i64, !dbg !51
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %9, i64 %213, i64 %215, i32 136314896, i1 true, i1 %205) #3, !dbg !51
  %216 = add nuw nsw i32 %208, 2, !dbg !51
  %217 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %216, i64 0, !dbg !51
  %218 = bitcast <2 x i32> %217 to i64, !dbg !51
  %219 = add nuw nsw i32 %211, 2, !dbg !51
  %220 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %219, i64 0, !dbg !51
  %221 = bitcast <2 x i32> %220 to i64, !dbg !51
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %9, i64 %218, i64 %221, i32 136314896, i1 true, i1 %205) #3, !dbg !51
  %222 = add nuw nsw i32 %208, 4, !dbg !51
  %223 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %222, i64 0, !dbg !51
  %224 = bitcast <2 x i32> %223 to i64, !dbg !51
  %225 = add nuw nsw i32 %211, 4, !dbg !51
  %226 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %225, i64 0, !dbg !51
  %227 = bitcast <2 x i32> %226 to i64, !dbg !51
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %9, i64 %224, i64 %227, i32 136314896, i1 true, i1 %205) #3, !dbg !51
  %228 = add nuw nsw i32 %208, 6, !dbg !51
  %229 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %228, i64 0, !dbg !51
  %230 = bitcast <2 x i32> %229 to i64, !dbg !51
  %231 = add nuw nsw i32 %211, 6, !dbg !51
  %232 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %231, i64 0, !dbg !51
  %233 = bitcast <2 x i32> %232 to i64, !dbg !51
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %9, i64 %230, i64 %233, i32 136314896, i1 true, i1 %205) #3, !dbg !51
  %234 = ptrtoint ptr addrspace(3) %199 to i32, !dbg !51
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %205, i32 %234) #3, !dbg !51
  br label %235, !dbg !51

235:                                              ; preds = %200, %.lr.ph
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %185, i32 %184) #3, !dbg !51
  %236 = add i32 %189, 1, !dbg !51
  %237 = icmp sgt i32 %236, 1, !dbg !51
  %238 = select i1 %237, i32 0, i32 %236, !dbg !51
  %239 = zext i1 %237 to i32, !dbg !51
  %240 = xor i32 %190, %239, !dbg !51
  %241 = add i32 %188, 1, !dbg !52
  %242 = icmp sgt i32 %241, 2, !dbg !52
  %243 = select i1 %242, i32 0, i32 %241, !dbg !52
  %244 = shl nuw nsw i32 %191, 6, !dbg !55
  %245 = add nuw i32 %244, 192, !dbg !55
  %246 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072), i32 %243, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %247 = and i1 %27, %192, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768;", "b,r"(i1 %247, ptr addrspace(3) %246) #3, !dbg !52
  %248 = shl i32 %243, 13, !dbg !53
  %249 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %248, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !53
  %250 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !53
  %251 = extractvalue { i32, i1 } %250, 1, !dbg !53
  %252 = and i1 %192, %251, !dbg !53
  %253 = and i1 %25, %252, !dbg !53
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %253, ptr addrspace(3) %249, ptr %28, i32 %245, i32 %145, ptr addrspace(3) %246) #3, !dbg !53
  %254 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %248, !dbg !54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  %255 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !54
  %256 = extractvalue { i32, i1 } %255, 1, !dbg !54
  %257 = and i1 %192, %256, !dbg !54
  %258 = and i1 %25, %257, !dbg !54
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %258, ptr addrspace(3) %254, ptr %30, i32 %245, i32 %146, ptr addrspace(3) %246) #3, !dbg !54
  %259 = add nuw nsw i32 %191, 1, !dbg !52
  %exitcond.not = icmp eq i32 %191, %139, !dbg !52
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !52

._crit_edge:                                      ; preds = %235, %179
  %.lcssa6 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104), %179 ], [ %199, %235 ], !dbg !52
  %.lcssa = phi i32 [ 0, %179 ], [ %190, %235 ], !dbg !52
  br i1 %131, label %260, label %261, !dbg !52

260:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %.lcssa6, i32 %.lcssa) #3, !dbg !51
  br label %261, !dbg !52

261:                                              ; preds = %260, %._crit_edge
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %262 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !52
  %263 = extractvalue { i32, i1 } %262, 1, !dbg !52
  %264 = and i1 %34, %263, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %264, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131072)) #3, !dbg !52
  %265 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !52
  %266 = extractvalue { i32, i1 } %265, 1, !dbg !52
  %267 = and i1 %34, %266, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %267, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131080)) #3, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %268 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !52
  %269 = extractvalue { i32, i1 } %268, 1, !dbg !52
  %270 = and i1 %34, %269, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %270, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131088)) #3, !dbg !52
  %271 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !52
  %272 = extractvalue { i32, i1 } %271, 1, !dbg !52
  %273 = and i1 %34, %272, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %273, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131104)) #3, !dbg !52
  %274 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !52
  %275 = extractvalue { i32, i1 } %274, 1, !dbg !52
  %276 = and i1 %34, %275, !dbg !52
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %276, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 131112)) #3, !dbg !52
  %277 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %150) #3, !dbg !51
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 0, !dbg !51
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 1, !dbg !51
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 2, !dbg !51
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 3, !dbg !51
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 4, !dbg !51
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 5, !dbg !51
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 6, !dbg !51
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 7, !dbg !51
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 8, !dbg !51
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 9, !dbg !51
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 10, !dbg !51
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 11, !dbg !51
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 12, !dbg !51
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 13, !dbg !51
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 14, !dbg !51
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 15, !dbg !51
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 16, !dbg !51
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 17, !dbg !51
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 18, !dbg !51
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 19, !dbg !51
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 20, !dbg !51
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 21, !dbg !51
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 22, !dbg !51
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 23, !dbg !51
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 24, !dbg !51
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 25, !dbg !51
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 26, !dbg !51
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 27, !dbg !51
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 28, !dbg !51
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 29, !dbg !51
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 30, !dbg !51
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 31, !dbg !51
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 32, !dbg !51
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 33, !dbg !51
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 34, !dbg !51
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 35, !dbg !51
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 36, !dbg !51
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 37, !dbg !51
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 38, !dbg !51
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 39, !dbg !51
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 40, !dbg !51
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 41, !dbg !51
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 42, !dbg !51
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 43, !dbg !51
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 44, !dbg !51
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 45, !dbg !51
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 46, !dbg !51
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 47, !dbg !51
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 48, !dbg !51
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 49, !dbg !51
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 50, !dbg !51
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 51, !dbg !51
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 52, !dbg !51
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 53, !dbg !51
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 54, !dbg !51
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 55, !dbg !51
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 56, !dbg !51
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 57, !dbg !51
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 58, !dbg !51
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 59, !dbg !51
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 60, !dbg !51
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 61, !dbg !51
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 62, !dbg !51
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 63, !dbg !51
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 64, !dbg !51
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 65, !dbg !51
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 66, !dbg !51
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 67, !dbg !51
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 68, !dbg !51
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 69, !dbg !51
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 70, !dbg !51
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 71, !dbg !51
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 72, !dbg !51
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 73, !dbg !51
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 74, !dbg !51
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 75, !dbg !51
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 76, !dbg !51
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 77, !dbg !51
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 78, !dbg !51
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 79, !dbg !51
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 80, !dbg !51
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 81, !dbg !51
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 82, !dbg !51
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 83, !dbg !51
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 84, !dbg !51
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 85, !dbg !51
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 86, !dbg !51
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 87, !dbg !51
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 88, !dbg !51
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 89, !dbg !51
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 90, !dbg !51
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 91, !dbg !51
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 92, !dbg !51
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 93, !dbg !51
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 94, !dbg !51
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 95, !dbg !51
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 96, !dbg !51
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 97, !dbg !51
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 98, !dbg !51
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 99, !dbg !51
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 100, !dbg !51
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 101, !dbg !51
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 102, !dbg !51
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 103, !dbg !51
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 104, !dbg !51
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 105, !dbg !51
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 106, !dbg !51
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 107, !dbg !51
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 108, !dbg !51
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 109, !dbg !51
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 110, !dbg !51
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 111, !dbg !51
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 112, !dbg !51
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 113, !dbg !51
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 114, !dbg !51
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 115, !dbg !51
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 116, !dbg !51
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 117, !dbg !51
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 118, !dbg !51
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 119, !dbg !51
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 120, !dbg !51
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 121, !dbg !51
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 122, !dbg !51
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 123, !dbg !51
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 124, !dbg !51
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 125, !dbg !51
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 126, !dbg !51
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %277, 127, !dbg !51
  %406 = insertelement <2 x i32> poison, i32 %278, i64 0, !dbg !51
  %407 = insertelement <2 x i32> %406, i32 %279, i64 1, !dbg !51
  %408 = bitcast <2 x i32> %407 to <2 x float>, !dbg !51
  %409 = fptrunc <2 x float> %408 to <2 x half>, !dbg !56
  %410 = insertelement <2 x i32> poison, i32 %280, i64 0, !dbg !51
  %411 = insertelement <2 x i32> %410, i32 %281, i64 1, !dbg !51
  %412 = bitcast <2 x i32> %411 to <2 x float>, !dbg !51
  %413 = fptrunc <2 x float> %412 to <2 x half>, !dbg !56
  %414 = insertelement <2 x i32> poison, i32 %282, i64 0, !dbg !51
  %415 = insertelement <2 x i32> %414, i32 %283, i64 1, !dbg !51
  %416 = bitcast <2 x i32> %415 to <2 x float>, !dbg !51
  %417 = fptrunc <2 x float> %416 to <2 x half>, !dbg !56
  %418 = insertelement <2 x i32> poison, i32 %284, i64 0, !dbg !51
  %419 = insertelement <2 x i32> %418, i32 %285, i64 1, !dbg !51
  %420 = bitcast <2 x i32> %419 to <2 x float>, !dbg !51
  %421 = fptrunc <2 x float> %420 to <2 x half>, !dbg !56
  %422 = insertelement <2 x i32> poison, i32 %286, i64 0, !dbg !51
  %423 = insertelement <2 x i32> %422, i32 %287, i64 1, !dbg !51
  %424 = bitcast <2 x i32> %423 to <2 x float>, !dbg !51
  %425 = fptrunc <2 x float> %424 to <2 x half>, !dbg !56
  %426 = insertelement <2 x i32> poison, i32 %288, i64 0, !dbg !51
  %427 = insertelement <2 x i32> %426, i32 %289, i64 1, !dbg !51
  %428 = bitcast <2 x i32> %427 to <2 x float>, !dbg !51
  %429 = fptrunc <2 x float> %428 to <2 x half>, !dbg !56
  %430 = insertelement <2 x i32> poison, i32 %290, i64 0, !dbg !51
  %431 = insertelement <2 x i32> %430, i32 %291, i64 1, !dbg !51
  %432 = bitcast <2 x i32> %431 to <2 x float>, !dbg !51
  %433 = fptrunc <2 x float> %432 to <2 x half>, !dbg !56
  %434 = insertelement <2 x i32> poison, i32 %292, i64 0, !dbg !51
  %435 = insertelement <2 x i32> %434, i32 %293, i64 1, !dbg !51
  %436 = bitcast <2 x i32> %435 to <2 x float>, !dbg !51
  %437 = fptrunc <2 x float> %436 to <2 x half>, !dbg !56
  %438 = insertelement <2 x i32> poison, i32 %294, i64 0, !dbg !51
  %439 = insertelement <2 x i32> %438, i32 %295, i64 1, !dbg !51
  %440 = bitcast <2 x i32> %439 to <2 x float>, !dbg !51
  %441 = fptrunc <2 x float> %440 to <2 x half>, !dbg !56
  %442 = insertelement <2 x i32> poison, i32 %296, i64 0, !dbg !51
  %443 = insertelement <2 x i32> %442, i32 %297, i64 1, !dbg !51
  %444 = bitcast <2 x i32> %443 to <2 x float>, !dbg !51
  %445 = fptrunc <2 x float> %444 to <2 x half>, !dbg !56
  %446 = insertelement <2 x i32> poison, i32 %298, i64 0, !dbg !51
  %447 = insertelement <2 x i32> %446, i32 %299, i64 1, !dbg !51
  %448 = bitcast <2 x i32> %447 to <2 x float>, !dbg !51
  %449 = fptrunc <2 x float> %448 to <2 x half>, !dbg !56
  %450 = insertelement <2 x i32> poison, i32 %300, i64 0, !dbg !51
  %451 = insertelement <2 x i32> %450, i32 %301, i64 1, !dbg !51
  %452 = bitcast <2 x i32> %451 to <2 x float>, !dbg !51
  %453 = fptrunc <2 x float> %452 to <2 x half>, !dbg !56
  %454 = insertelement <2 x i32> poison, i32 %302, i64 0, !dbg !51
  %455 = insertelement <2 x i32> %454, i32 %303, i64 1, !dbg !51
  %456 = bitcast <2 x i32> %455 to <2 x float>, !dbg !51
  %457 = fptrunc <2 x float> %456 to <2 x half>, !dbg !56
  %458 = insertelement <2 x i32> poison, i32 %304, i64 0, !dbg !51
  %459 = insertelement <2 x i32> %458, i32 %305, i64 1, !dbg !51
  %460 = bitcast <2 x i32> %459 to <2 x float>, !dbg !51
  %461 = fptrunc <2 x float> %460 to <2 x half>, !dbg !56
  %462 = insertelement <2 x i32> poison, i32 %306, i64 0, !dbg !51
  %463 = insertelement <2 x i32> %462, i32 %307, i64 1, !dbg !51
  %464 = bitcast <2 x i32> %463 to <2 x float>, !dbg !51
  %465 = fptrunc <2 x float> %464 to <2 x half>, !dbg !56
  %466 = insertelement <2 x i32> poison, i32 %308, i64 0, !dbg !51
  %467 = insertelement <2 x i32> %466, i32 %309, i64 1, !dbg !51
  %468 = bitcast <2 x i32> %467 to <2 x float>, !dbg !51
  %469 = fptrunc <2 x float> %468 to <2 x half>, !dbg !56
  %470 = insertelement <2 x i32> poison, i32 %310, i64 0, !dbg !51
  %471 = insertelement <2 x i32> %470, i32 %311, i64 1, !dbg !51
  %472 = bitcast <2 x i32> %471 to <2 x float>, !dbg !51
  %473 = fptrunc <2 x float> %472 to <2 x half>, !dbg !56
  %474 = insertelement <2 x i32> poison, i32 %312, i64 0, !dbg !51
  %475 = insertelement <2 x i32> %474, i32 %313, i64 1, !dbg !51
  %476 = bitcast <2 x i32> %475 to <2 x float>, !dbg !51
  %477 = fptrunc <2 x float> %476 to <2 x half>, !dbg !56
  %478 = insertelement <2 x i32> poison, i32 %314, i64 0, !dbg !51
  %479 = insertelement <2 x i32> %478, i32 %315, i64 1, !dbg !51
  %480 = bitcast <2 x i32> %479 to <2 x float>, !dbg !51
  %481 = fptrunc <2 x float> %480 to <2 x half>, !dbg !56
  %482 = insertelement <2 x i32> poison, i32 %316, i64 0, !dbg !51
  %483 = insertelement <2 x i32> %482, i32 %317, i64 1, !dbg !51
  %484 = bitcast <2 x i32> %483 to <2 x float>, !dbg !51
  %485 = fptrunc <2 x float> %484 to <2 x half>, !dbg !56
  %486 = insertelement <2 x i32> poison, i32 %318, i64 0, !dbg !51
  %487 = insertelement <2 x i32> %486, i32 %319, i64 1, !dbg !51
  %488 = bitcast <2 x i32> %487 to <2 x float>, !dbg !51
  %489 = fptrunc <2 x float> %488 to <2 x half>, !dbg !56
  %490 = insertelement <2 x i32> poison, i32 %320, i64 0, !dbg !51
  %491 = insertelement <2 x i32> %490, i32 %321, i64 1, !dbg !51
  %492 = bitcast <2 x i32> %491 to <2 x float>, !dbg !51
  %493 = fptrunc <2 x float> %492 to <2 x half>, !dbg !56
  %494 = insertelement <2 x i32> poison, i32 %322, i64 0, !dbg !51
  %495 = insertelement <2 x i32> %494, i32 %323, i64 1, !dbg !51
  %496 = bitcast <2 x i32> %495 to <2 x float>, !dbg !51
  %497 = fptrunc <2 x float> %496 to <2 x half>, !dbg !56
  %498 = insertelement <2 x i32> poison, i32 %324, i64 0, !dbg !51
  %499 = insertelement <2 x i32> %498, i32 %325, i64 1, !dbg !51
  %500 = bitcast <2 x i32> %499 to <2 x float>, !dbg !51
  %501 = fptrunc <2 x float> %500 to <2 x half>, !dbg !56
  %502 = insertelement <2 x i32> poison, i32 %326, i64 0, !dbg !51
  %503 = insertelement <2 x i32> %502, i32 %327, i64 1, !dbg !51
  %504 = bitcast <2 x i32> %503 to <2 x float>, !dbg !51
  %505 = fptrunc <2 x float> %504 to <2 x half>, !dbg !56
  %506 = insertelement <2 x i32> poison, i32 %328, i64 0, !dbg !51
  %507 = insertelement <2 x i32> %506, i32 %329, i64 1, !dbg !51
  %508 = bitcast <2 x i32> %507 to <2 x float>, !dbg !51
  %509 = fptrunc <2 x float> %508 to <2 x half>, !dbg !56
  %510 = insertelement <2 x i32> poison, i32 %330, i64 0, !dbg !51
  %511 = insertelement <2 x i32> %510, i32 %331, i64 1, !dbg !51
  %512 = bitcast <2 x i32> %511 to <2 x float>, !dbg !51
  %513 = fptrunc <2 x float> %512 to <2 x half>, !dbg !56
  %514 = insertelement <2 x i32> poison, i32 %332, i64 0, !dbg !51
  %515 = insertelement <2 x i32> %514, i32 %333, i64 1, !dbg !51
  %516 = bitcast <2 x i32> %515 to <2 x float>, !dbg !51
  %517 = fptrunc <2 x float> %516 to <2 x half>, !dbg !56
  %518 = insertelement <2 x i32> poison, i32 %334, i64 0, !dbg !51
  %519 = insertelement <2 x i32> %518, i32 %335, i64 1, !dbg !51
  %520 = bitcast <2 x i32> %519 to <2 x float>, !dbg !51
  %521 = fptrunc <2 x float> %520 to <2 x half>, !dbg !56
  %522 = insertelement <2 x i32> poison, i32 %336, i64 0, !dbg !51
  %523 = insertelement <2 x i32> %522, i32 %337, i64 1, !dbg !51
  %524 = bitcast <2 x i32> %523 to <2 x float>, !dbg !51
  %525 = fptrunc <2 x float> %524 to <2 x half>, !dbg !56
  %526 = insertelement <2 x i32> poison, i32 %338, i64 0, !dbg !51
  %527 = insertelement <2 x i32> %526, i32 %339, i64 1, !dbg !51
  %528 = bitcast <2 x i32> %527 to <2 x float>, !dbg !51
  %529 = fptrunc <2 x float> %528 to <2 x half>, !dbg !56
  %530 = insertelement <2 x i32> poison, i32 %340, i64 0, !dbg !51
  %531 = insertelement <2 x i32> %530, i32 %341, i64 1, !dbg !51
  %532 = bitcast <2 x i32> %531 to <2 x float>, !dbg !51
  %533 = fptrunc <2 x float> %532 to <2 x half>, !dbg !56
  %534 = insertelement <2 x i32> poison, i32 %342, i64 0, !dbg !51
  %535 = insertelement <2 x i32> %534, i32 %343, i64 1, !dbg !51
  %536 = bitcast <2 x i32> %535 to <2 x float>, !dbg !51
  %537 = fptrunc <2 x float> %536 to <2 x half>, !dbg !56
  %538 = insertelement <2 x i32> poison, i32 %344, i64 0, !dbg !51
  %539 = insertelement <2 x i32> %538, i32 %345, i64 1, !dbg !51
  %540 = bitcast <2 x i32> %539 to <2 x float>, !dbg !51
  %541 = fptrunc <2 x float> %540 to <2 x half>, !dbg !56
  %542 = insertelement <2 x i32> poison, i32 %346, i64 0, !dbg !51
  %543 = insertelement <2 x i32> %542, i32 %347, i64 1, !dbg !51
  %544 = bitcast <2 x i32> %543 to <2 x float>, !dbg !51
  %545 = fptrunc <2 x float> %544 to <2 x half>, !dbg !56
  %546 = insertelement <2 x i32> poison, i32 %348, i64 0, !dbg !51
  %547 = insertelement <2 x i32> %546, i32 %349, i64 1, !dbg !51
  %548 = bitcast <2 x i32> %547 to <2 x float>, !dbg !51
  %549 = fptrunc <2 x float> %548 to <2 x half>, !dbg !56
  %550 = insertelement <2 x i32> poison, i32 %350, i64 0, !dbg !51
  %551 = insertelement <2 x i32> %550, i32 %351, i64 1, !dbg !51
  %552 = bitcast <2 x i32> %551 to <2 x float>, !dbg !51
  %553 = fptrunc <2 x float> %552 to <2 x half>, !dbg !56
  %554 = insertelement <2 x i32> poison, i32 %352, i64 0, !dbg !51
  %555 = insertelement <2 x i32> %554, i32 %353, i64 1, !dbg !51
  %556 = bitcast <2 x i32> %555 to <2 x float>, !dbg !51
  %557 = fptrunc <2 x float> %556 to <2 x half>, !dbg !56
  %558 = insertelement <2 x i32> poison, i32 %354, i64 0, !dbg !51
  %559 = insertelement <2 x i32> %558, i32 %355, i64 1, !dbg !51
  %560 = bitcast <2 x i32> %559 to <2 x float>, !dbg !51
  %561 = fptrunc <2 x float> %560 to <2 x half>, !dbg !56
  %562 = insertelement <2 x i32> poison, i32 %356, i64 0, !dbg !51
  %563 = insertelement <2 x i32> %562, i32 %357, i64 1, !dbg !51
  %564 = bitcast <2 x i32> %563 to <2 x float>, !dbg !51
  %565 = fptrunc <2 x float> %564 to <2 x half>, !dbg !56
  %566 = insertelement <2 x i32> poison, i32 %358, i64 0, !dbg !51
  %567 = insertelement <2 x i32> %566, i32 %359, i64 1, !dbg !51
  %568 = bitcast <2 x i32> %567 to <2 x float>, !dbg !51
  %569 = fptrunc <2 x float> %568 to <2 x half>, !dbg !56
  %570 = insertelement <2 x i32> poison, i32 %360, i64 0, !dbg !51
  %571 = insertelement <2 x i32> %570, i32 %361, i64 1, !dbg !51
  %572 = bitcast <2 x i32> %571 to <2 x float>, !dbg !51
  %573 = fptrunc <2 x float> %572 to <2 x half>, !dbg !56
  %574 = insertelement <2 x i32> poison, i32 %362, i64 0, !dbg !51
  %575 = insertelement <2 x i32> %574, i32 %363, i64 1, !dbg !51
  %576 = bitcast <2 x i32> %575 to <2 x float>, !dbg !51
  %577 = fptrunc <2 x float> %576 to <2 x half>, !dbg !56
  %578 = insertelement <2 x i32> poison, i32 %364, i64 0, !dbg !51
  %579 = insertelement <2 x i32> %578, i32 %365, i64 1, !dbg !51
  %580 = bitcast <2 x i32> %579 to <2 x float>, !dbg !51
  %581 = fptrunc <2 x float> %580 to <2 x half>, !dbg !56
  %582 = insertelement <2 x i32> poison, i32 %366, i64 0, !dbg !51
  %583 = insertelement <2 x i32> %582, i32 %367, i64 1, !dbg !51
  %584 = bitcast <2 x i32> %583 to <2 x float>, !dbg !51
  %585 = fptrunc <2 x float> %584 to <2 x half>, !dbg !56
  %586 = insertelement <2 x i32> poison, i32 %368, i64 0, !dbg !51
  %587 = insertelement <2 x i32> %586, i32 %369, i64 1, !dbg !51
  %588 = bitcast <2 x i32> %587 to <2 x float>, !dbg !51
  %589 = fptrunc <2 x float> %588 to <2 x half>, !dbg !56
  %590 = insertelement <2 x i32> poison, i32 %370, i64 0, !dbg !51
  %591 = insertelement <2 x i32> %590, i32 %371, i64 1, !dbg !51
  %592 = bitcast <2 x i32> %591 to <2 x float>, !dbg !51
  %593 = fptrunc <2 x float> %592 to <2 x half>, !dbg !56
  %594 = insertelement <2 x i32> poison, i32 %372, i64 0, !dbg !51
  %595 = insertelement <2 x i32> %594, i32 %373, i64 1, !dbg !51
  %596 = bitcast <2 x i32> %595 to <2 x float>, !dbg !51
  %597 = fptrunc <2 x float> %596 to <2 x half>, !dbg !56
  %598 = insertelement <2 x i32> poison, i32 %374, i64 0, !dbg !51
  %599 = insertelement <2 x i32> %598, i32 %375, i64 1, !dbg !51
  %600 = bitcast <2 x i32> %599 to <2 x float>, !dbg !51
  %601 = fptrunc <2 x float> %600 to <2 x half>, !dbg !56
  %602 = insertelement <2 x i32> poison, i32 %376, i64 0, !dbg !51
  %603 = insertelement <2 x i32> %602, i32 %377, i64 1, !dbg !51
  %604 = bitcast <2 x i32> %603 to <2 x float>, !dbg !51
  %605 = fptrunc <2 x float> %604 to <2 x half>, !dbg !56
  %606 = insertelement <2 x i32> poison, i32 %378, i64 0, !dbg !51
  %607 = insertelement <2 x i32> %606, i32 %379, i64 1, !dbg !51
  %608 = bitcast <2 x i32> %607 to <2 x float>, !dbg !51
  %609 = fptrunc <2 x float> %608 to <2 x half>, !dbg !56
  %610 = insertelement <2 x i32> poison, i32 %380, i64 0, !dbg !51
  %611 = insertelement <2 x i32> %610, i32 %381, i64 1, !dbg !51
  %612 = bitcast <2 x i32> %611 to <2 x float>, !dbg !51
  %613 = fptrunc <2 x float> %612 to <2 x half>, !dbg !56
  %614 = insertelement <2 x i32> poison, i32 %382, i64 0, !dbg !51
  %615 = insertelement <2 x i32> %614, i32 %383, i64 1, !dbg !51
  %616 = bitcast <2 x i32> %615 to <2 x float>, !dbg !51
  %617 = fptrunc <2 x float> %616 to <2 x half>, !dbg !56
  %618 = insertelement <2 x i32> poison, i32 %384, i64 0, !dbg !51
  %619 = insertelement <2 x i32> %618, i32 %385, i64 1, !dbg !51
  %620 = bitcast <2 x i32> %619 to <2 x float>, !dbg !51
  %621 = fptrunc <2 x float> %620 to <2 x half>, !dbg !56
  %622 = insertelement <2 x i32> poison, i32 %386, i64 0, !dbg !51
  %623 = insertelement <2 x i32> %622, i32 %387, i64 1, !dbg !51
  %624 = bitcast <2 x i32> %623 to <2 x float>, !dbg !51
  %625 = fptrunc <2 x float> %624 to <2 x half>, !dbg !56
  %626 = insertelement <2 x i32> poison, i32 %388, i64 0, !dbg !51
  %627 = insertelement <2 x i32> %626, i32 %389, i64 1, !dbg !51
  %628 = bitcast <2 x i32> %627 to <2 x float>, !dbg !51
  %629 = fptrunc <2 x float> %628 to <2 x half>, !dbg !56
  %630 = insertelement <2 x i32> poison, i32 %390, i64 0, !dbg !51
  %631 = insertelement <2 x i32> %630, i32 %391, i64 1, !dbg !51
  %632 = bitcast <2 x i32> %631 to <2 x float>, !dbg !51
  %633 = fptrunc <2 x float> %632 to <2 x half>, !dbg !56
  %634 = insertelement <2 x i32> poison, i32 %392, i64 0, !dbg !51
  %635 = insertelement <2 x i32> %634, i32 %393, i64 1, !dbg !51
  %636 = bitcast <2 x i32> %635 to <2 x float>, !dbg !51
  %637 = fptrunc <2 x float> %636 to <2 x half>, !dbg !56
  %638 = insertelement <2 x i32> poison, i32 %394, i64 0, !dbg !51
  %639 = insertelement <2 x i32> %638, i32 %395, i64 1, !dbg !51
  %640 = bitcast <2 x i32> %639 to <2 x float>, !dbg !51
  %641 = fptrunc <2 x float> %640 to <2 x half>, !dbg !56
  %642 = insertelement <2 x i32> poison, i32 %396, i64 0, !dbg !51
  %643 = insertelement <2 x i32> %642, i32 %397, i64 1, !dbg !51
  %644 = bitcast <2 x i32> %643 to <2 x float>, !dbg !51
  %645 = fptrunc <2 x float> %644 to <2 x half>, !dbg !56
  %646 = insertelement <2 x i32> poison, i32 %398, i64 0, !dbg !51
  %647 = insertelement <2 x i32> %646, i32 %399, i64 1, !dbg !51
  %648 = bitcast <2 x i32> %647 to <2 x float>, !dbg !51
  %649 = fptrunc <2 x float> %648 to <2 x half>, !dbg !56
  %650 = insertelement <2 x i32> poison, i32 %400, i64 0, !dbg !51
  %651 = insertelement <2 x i32> %650, i32 %401, i64 1, !dbg !51
  %652 = bitcast <2 x i32> %651 to <2 x float>, !dbg !51
  %653 = fptrunc <2 x float> %652 to <2 x half>, !dbg !56
  %654 = insertelement <2 x i32> poison, i32 %402, i64 0, !dbg !51
  %655 = insertelement <2 x i32> %654, i32 %403, i64 1, !dbg !51
  %656 = bitcast <2 x i32> %655 to <2 x float>, !dbg !51
  %657 = fptrunc <2 x float> %656 to <2 x half>, !dbg !56
  %658 = insertelement <2 x i32> poison, i32 %404, i64 0, !dbg !51
  %659 = insertelement <2 x i32> %658, i32 %405, i64 1, !dbg !51
  %660 = bitcast <2 x i32> %659 to <2 x float>, !dbg !51
  %661 = fptrunc <2 x float> %660 to <2 x half>, !dbg !56
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !57
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0), !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %662 = bitcast <2 x half> %409 to i32, !dbg !57
  %663 = bitcast <2 x half> %413 to i32, !dbg !57
  %664 = bitcast <2 x half> %417 to i32, !dbg !57
  %665 = bitcast <2 x half> %421 to i32, !dbg !57
  %666 = insertelement <4 x i32> poison, i32 %662, i64 0, !dbg !57
  %667 = insertelement <4 x i32> %666, i32 %663, i64 1, !dbg !57
  %668 = insertelement <4 x i32> %667, i32 %664, i64 2, !dbg !57
  %669 = insertelement <4 x i32> %668, i32 %665, i64 3, !dbg !57
  store <4 x i32> %669, ptr addrspace(3) %66, align 16, !dbg !57
  %670 = bitcast <2 x half> %537 to i32, !dbg !57
  %671 = bitcast <2 x half> %541 to i32, !dbg !57
  %672 = bitcast <2 x half> %545 to i32, !dbg !57
  %673 = bitcast <2 x half> %549 to i32, !dbg !57
  %674 = insertelement <4 x i32> poison, i32 %670, i64 0, !dbg !57
  %675 = insertelement <4 x i32> %674, i32 %671, i64 1, !dbg !57
  %676 = insertelement <4 x i32> %675, i32 %672, i64 2, !dbg !57
  %677 = insertelement <4 x i32> %676, i32 %673, i64 3, !dbg !57
  store <4 x i32> %677, ptr addrspace(3) %67, align 16, !dbg !57
  %678 = bitcast <2 x half> %425 to i32, !dbg !57
  %679 = bitcast <2 x half> %429 to i32, !dbg !57
  %680 = bitcast <2 x half> %433 to i32, !dbg !57
  %681 = bitcast <2 x half> %437 to i32, !dbg !57
  %682 = insertelement <4 x i32> poison, i32 %678, i64 0, !dbg !57
  %683 = insertelement <4 x i32> %682, i32 %679, i64 1, !dbg !57
  %684 = insertelement <4 x i32> %683, i32 %680, i64 2, !dbg !57
  %685 = insertelement <4 x i32> %684, i32 %681, i64 3, !dbg !57
  store <4 x i32> %685, ptr addrspace(3) %69, align 16, !dbg !57
  %686 = bitcast <2 x half> %553 to i32, !dbg !57
  %687 = bitcast <2 x half> %557 to i32, !dbg !57
  %688 = bitcast <2 x half> %561 to i32, !dbg !57
  %689 = bitcast <2 x half> %565 to i32, !dbg !57
  %690 = insertelement <4 x i32> poison, i32 %686, i64 0, !dbg !57
  %691 = insertelement <4 x i32> %690, i32 %687, i64 1, !dbg !57
  %692 = insertelement <4 x i32> %691, i32 %688, i64 2, !dbg !57
  %693 = insertelement <4 x i32> %692, i32 %689, i64 3, !dbg !57
  store <4 x i32> %693, ptr addrspace(3) %70, align 16, !dbg !57
  %694 = bitcast <2 x half> %441 to i32, !dbg !57
  %695 = bitcast <2 x half> %445 to i32, !dbg !57
  %696 = bitcast <2 x half> %449 to i32, !dbg !57
  %697 = bitcast <2 x half> %453 to i32, !dbg !57
  %698 = insertelement <4 x i32> poison, i32 %694, i64 0, !dbg !57
  %699 = insertelement <4 x i32> %698, i32 %695, i64 1, !dbg !57
  %700 = insertelement <4 x i32> %699, i32 %696, i64 2, !dbg !57
  %701 = insertelement <4 x i32> %700, i32 %697, i64 3, !dbg !57
  store <4 x i32> %701, ptr addrspace(3) %72, align 16, !dbg !57
  %702 = bitcast <2 x half> %569 to i32, !dbg !57
  %703 = bitcast <2 x half> %573 to i32, !dbg !57
  %704 = bitcast <2 x half> %577 to i32, !dbg !57
  %705 = bitcast <2 x half> %581 to i32, !dbg !57
  %706 = insertelement <4 x i32> poison, i32 %702, i64 0, !dbg !57
  %707 = insertelement <4 x i32> %706, i32 %703, i64 1, !dbg !57
  %708 = insertelement <4 x i32> %707, i32 %704, i64 2, !dbg !57
  %709 = insertelement <4 x i32> %708, i32 %705, i64 3, !dbg !57
  store <4 x i32> %709, ptr addrspace(3) %73, align 16, !dbg !57
  %710 = bitcast <2 x half> %457 to i32, !dbg !57
  %711 = bitcast <2 x half> %461 to i32, !dbg !57
  %712 = bitcast <2 x half> %465 to i32, !dbg !57
  %713 = bitcast <2 x half> %469 to i32, !dbg !57
  %714 = insertelement <4 x i32> poison, i32 %710, i64 0, !dbg !57
  %715 = insertelement <4 x i32> %714, i32 %711, i64 1, !dbg !57
  %716 = insertelement <4 x i32> %715, i32 %712, i64 2, !dbg !57
  %717 = insertelement <4 x i32> %716, i32 %713, i64 3, !dbg !57
  store <4 x i32> %717, ptr addrspace(3) %75, align 16, !dbg !57
  %718 = bitcast <2 x half> %585 to i32, !dbg !57
  %719 = bitcast <2 x half> %589 to i32, !dbg !57
  %720 = bitcast <2 x half> %593 to i32, !dbg !57
  %721 = bitcast <2 x half> %597 to i32, !dbg !57
  %722 = insertelement <4 x i32> poison, i32 %718, i64 0, !dbg !57
  %723 = insertelement <4 x i32> %722, i32 %719, i64 1, !dbg !57
  %724 = insertelement <4 x i32> %723, i32 %720, i64 2, !dbg !57
  %725 = insertelement <4 x i32> %724, i32 %721, i64 3, !dbg !57
  store <4 x i32> %725, ptr addrspace(3) %76, align 16, !dbg !57
  %726 = bitcast <2 x half> %473 to i32, !dbg !57
  %727 = bitcast <2 x half> %477 to i32, !dbg !57
  %728 = bitcast <2 x half> %481 to i32, !dbg !57
  %729 = bitcast <2 x half> %485 to i32, !dbg !57
  %730 = insertelement <4 x i32> poison, i32 %726, i64 0, !dbg !57
  %731 = insertelement <4 x i32> %730, i32 %727, i64 1, !dbg !57
  %732 = insertelement <4 x i32> %731, i32 %728, i64 2, !dbg !57
  %733 = insertelement <4 x i32> %732, i32 %729, i64 3, !dbg !57
  store <4 x i32> %733, ptr addrspace(3) %78, align 16, !dbg !57
  %734 = bitcast <2 x half> %601 to i32, !dbg !57
  %735 = bitcast <2 x half> %605 to i32, !dbg !57
  %736 = bitcast <2 x half> %609 to i32, !dbg !57
  %737 = bitcast <2 x half> %613 to i32, !dbg !57
  %738 = insertelement <4 x i32> poison, i32 %734, i64 0, !dbg !57
  %739 = insertelement <4 x i32> %738, i32 %735, i64 1, !dbg !57
  %740 = insertelement <4 x i32> %739, i32 %736, i64 2, !dbg !57
  %741 = insertelement <4 x i32> %740, i32 %737, i64 3, !dbg !57
  store <4 x i32> %741, ptr addrspace(3) %79, align 16, !dbg !57
  %742 = bitcast <2 x half> %489 to i32, !dbg !57
  %743 = bitcast <2 x half> %493 to i32, !dbg !57
  %744 = bitcast <2 x half> %497 to i32, !dbg !57
  %745 = bitcast <2 x half> %501 to i32, !dbg !57
  %746 = insertelement <4 x i32> poison, i32 %742, i64 0, !dbg !57
  %747 = insertelement <4 x i32> %746, i32 %743, i64 1, !dbg !57
  %748 = insertelement <4 x i32> %747, i32 %744, i64 2, !dbg !57
  %749 = insertelement <4 x i32> %748, i32 %745, i64 3, !dbg !57
  store <4 x i32> %749, ptr addrspace(3) %81, align 16, !dbg !57
  %750 = bitcast <2 x half> %617 to i32, !dbg !57
  %751 = bitcast <2 x half> %621 to i32, !dbg !57
  %752 = bitcast <2 x half> %625 to i32, !dbg !57
  %753 = bitcast <2 x half> %629 to i32, !dbg !57
  %754 = insertelement <4 x i32> poison, i32 %750, i64 0, !dbg !57
  %755 = insertelement <4 x i32> %754, i32 %751, i64 1, !dbg !57
  %756 = insertelement <4 x i32> %755, i32 %752, i64 2, !dbg !57
  %757 = insertelement <4 x i32> %756, i32 %753, i64 3, !dbg !57
  store <4 x i32> %757, ptr addrspace(3) %82, align 16, !dbg !57
  %758 = bitcast <2 x half> %505 to i32, !dbg !57
  %759 = bitcast <2 x half> %509 to i32, !dbg !57
  %760 = bitcast <2 x half> %513 to i32, !dbg !57
  %761 = bitcast <2 x half> %517 to i32, !dbg !57
  %762 = insertelement <4 x i32> poison, i32 %758, i64 0, !dbg !57
  %763 = insertelement <4 x i32> %762, i32 %759, i64 1, !dbg !57
  %764 = insertelement <4 x i32> %763, i32 %760, i64 2, !dbg !57
  %765 = insertelement <4 x i32> %764, i32 %761, i64 3, !dbg !57
  store <4 x i32> %765, ptr addrspace(3) %84, align 16, !dbg !57
  %766 = bitcast <2 x half> %633 to i32, !dbg !57
  %767 = bitcast <2 x half> %637 to i32, !dbg !57
  %768 = bitcast <2 x half> %641 to i32, !dbg !57
  %769 = bitcast <2 x half> %645 to i32, !dbg !57
  %770 = insertelement <4 x i32> poison, i32 %766, i64 0, !dbg !57
  %771 = insertelement <4 x i32> %770, i32 %767, i64 1, !dbg !57
  %772 = insertelement <4 x i32> %771, i32 %768, i64 2, !dbg !57
  %773 = insertelement <4 x i32> %772, i32 %769, i64 3, !dbg !57
  store <4 x i32> %773, ptr addrspace(3) %85, align 16, !dbg !57
  %774 = bitcast <2 x half> %521 to i32, !dbg !57
  %775 = bitcast <2 x half> %525 to i32, !dbg !57
  %776 = bitcast <2 x half> %529 to i32, !dbg !57
  %777 = bitcast <2 x half> %533 to i32, !dbg !57
  %778 = insertelement <4 x i32> poison, i32 %774, i64 0, !dbg !57
  %779 = insertelement <4 x i32> %778, i32 %775, i64 1, !dbg !57
  %780 = insertelement <4 x i32> %779, i32 %776, i64 2, !dbg !57
  %781 = insertelement <4 x i32> %780, i32 %777, i64 3, !dbg !57
  store <4 x i32> %781, ptr addrspace(3) %87, align 16, !dbg !57
  %782 = bitcast <2 x half> %649 to i32, !dbg !57
  %783 = bitcast <2 x half> %653 to i32, !dbg !57
  %784 = bitcast <2 x half> %657 to i32, !dbg !57
  %785 = bitcast <2 x half> %661 to i32, !dbg !57
  %786 = insertelement <4 x i32> poison, i32 %782, i64 0, !dbg !57
  %787 = insertelement <4 x i32> %786, i32 %783, i64 1, !dbg !57
  %788 = insertelement <4 x i32> %787, i32 %784, i64 2, !dbg !57
  %789 = insertelement <4 x i32> %788, i32 %785, i64 3, !dbg !57
  store <4 x i32> %789, ptr addrspace(3) %88, align 16, !dbg !57
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %790 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !57
  %791 = extractvalue { i32, i1 } %790, 1, !dbg !57
  %792 = and i1 %89, %791, !dbg !57
  %793 = and i32 %147, 1, !dbg !57
  %.idx = shl nuw nsw i32 %793, 14, !dbg !57
  %794 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %.idx, !dbg !57
  %795 = shl nuw nsw i32 %793, 6, !dbg !57
  %796 = or disjoint i32 %795, %146, !dbg !57
  tail call void asm sideeffect "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"(i1 %792, ptr %32, i32 %796, i32 %145, ptr addrspace(3) %794) #3, !dbg !57
  tail call void @llvm.nvvm.cp.async.bulk.commit.group(), !dbg !57
  %797 = add i32 %141, 148, !dbg !58
  %798 = icmp sge i32 %797, %91, !dbg !45
  %799 = icmp slt i32 %797, %107, !dbg !59
  %800 = and i1 %798, %799, !dbg !45
  br i1 %800, label %140, label %._crit_edge11, !dbg !45

._crit_edge11:                                    ; preds = %261
  tail call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0), !dbg !60
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  br label %801, !dbg !32

801:                                              ; preds = %._crit_edge11, %90
  %802 = phi i32 [ %797, %._crit_edge11 ], [ %92, %90 ], !dbg !32
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !15
  %exitcond26.not = icmp eq i64 %indvars.iv.next, 4, !dbg !15
  br i1 %exitcond26.not, label %803, label %90, !dbg !15

803:                                              ; preds = %801
  %804 = inttoptr i32 %9 to ptr addrspace(6), !dbg !13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !13
  tail call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 128;", "b,r"(i1 %8, ptr addrspace(6) %804) #3, !dbg !13
  ret void, !dbg !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

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

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #5

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #6

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #7

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #5

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg) #3

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
!1 = !DIFile(filename: "triton_corpus.py", directory: "/work/wt-corpus/scripts/corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "grouped_matmul_kernel", linkageName: "grouped_matmul_kernel", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 91, column: 1, scope: !4)
!14 = !DILocation(line: 96, column: 16, scope: !4)
!15 = !DILocation(line: 98, column: 5, scope: !4)
!16 = !DILocation(line: 99, column: 22, scope: !4)
!17 = !DILocation(line: 99, column: 14, scope: !4)
!18 = !DILocation(line: 100, column: 22, scope: !4)
!19 = !DILocation(line: 100, column: 14, scope: !4)
!20 = !DILocation(line: 101, column: 22, scope: !4)
!21 = !DILocation(line: 101, column: 14, scope: !4)
!22 = !DILocation(line: 43, column: 13, scope: !23, inlinedAt: !25)
!23 = distinct !DILexicalBlockFile(scope: !4, file: !24, discriminator: 0)
!24 = !DIFile(filename: "standard.py", directory: "/work/wt-corpus/.tools/venv/lib/python3.11/site-packages/triton/language")
!25 = !DILocation(line: 103, column: 23, scope: !26)
!26 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!27 = !DILocation(line: 43, column: 12, scope: !23, inlinedAt: !25)
!28 = !DILocation(line: 104, column: 21, scope: !4)
!29 = !DILocation(line: 105, column: 12, scope: !4)
!30 = !DILocation(line: 105, column: 56, scope: !4)
!31 = !DILocation(line: 105, column: 45, scope: !4)
!32 = !DILocation(line: 105, column: 9, scope: !4)
!33 = !DILocation(line: 106, column: 29, scope: !4)
!34 = !DILocation(line: 106, column: 21, scope: !4)
!35 = !DILocation(line: 107, column: 29, scope: !4)
!36 = !DILocation(line: 107, column: 21, scope: !4)
!37 = !DILocation(line: 108, column: 29, scope: !4)
!38 = !DILocation(line: 108, column: 21, scope: !4)
!39 = !DILocation(line: 109, column: 22, scope: !4)
!40 = !DILocation(line: 111, column: 22, scope: !4)
!41 = !DILocation(line: 113, column: 22, scope: !4)
!42 = !DILocation(line: 43, column: 13, scope: !23, inlinedAt: !43)
!43 = !DILocation(line: 120, column: 33, scope: !26)
!44 = !DILocation(line: 43, column: 12, scope: !23, inlinedAt: !43)
!45 = !DILocation(line: 115, column: 19, scope: !4)
!46 = !DILocation(line: 116, column: 21, scope: !4)
!47 = !DILocation(line: 117, column: 22, scope: !4)
!48 = !DILocation(line: 118, column: 22, scope: !4)
!49 = !DILocation(line: 121, column: 38, scope: !4)
!50 = !DILocation(line: 122, column: 38, scope: !4)
!51 = !DILocation(line: 123, column: 27, scope: !4)
!52 = !DILocation(line: 120, column: 17, scope: !4)
!53 = !DILocation(line: 121, column: 25, scope: !4)
!54 = !DILocation(line: 122, column: 25, scope: !4)
!55 = !DILocation(line: 121, column: 52, scope: !4)
!56 = !DILocation(line: 124, column: 60, scope: !4)
!57 = !DILocation(line: 124, column: 17, scope: !4)
!58 = !DILocation(line: 125, column: 17, scope: !4)
!59 = !DILocation(line: 115, column: 52, scope: !4)
!60 = !DILocation(line: 115, column: 13, scope: !4)
