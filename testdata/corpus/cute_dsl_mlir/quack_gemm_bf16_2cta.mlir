#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1 = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK25612816_TVLayoutA2128161281256_TVLayoutB26_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK25612816_TVLayoutA2128161281256_TVLayoutB26_0(%arg0: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg4: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg5: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg6: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(96 : i32) : i32
      %2 = llvm.mlir.constant(3 : i64) : i64
      %3 = llvm.mlir.constant(384 : i64) : i64
      %4 = llvm.mlir.constant(512 : i32) : i32
      %5 = llvm.mlir.constant(0 : i8) : i8
      %6 = llvm.mlir.constant(2 : i8) : i8
      %7 = llvm.mlir.constant(4096 : i32) : i32
      %8 = llvm.mlir.constant(-16777217 : i32) : i32
      %9 = llvm.mlir.constant(8192 : i32) : i32
      %10 = llvm.mlir.constant(8 : i64) : i64
      %11 = llvm.mlir.constant(16 : i64) : i64
      %12 = llvm.mlir.constant(1024 : i64) : i64
      %13 = llvm.mlir.constant(31 : i32) : i32
      %14 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %15 = llvm.mlir.constant(5 : i32) : i32
      %16 = llvm.mlir.constant(2 : i32) : i32
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.mlir.constant(8 : i32) : i32
      %19 = llvm.mlir.constant(14 : i32) : i32
      %20 = llvm.mlir.constant(6 : i32) : i32
      %21 = llvm.mlir.constant(-1 : i32) : i32
      %22 = llvm.mlir.constant(true) : i1
      %23 = llvm.mlir.constant(256 : i32) : i32
      %24 = llvm.mlir.constant(64 : i32) : i32
      %25 = llvm.mlir.constant(128 : i32) : i32
      %26 = llvm.mlir.constant(10000000 : i32) : i32
      %27 = llvm.mlir.constant(49152 : i32) : i32
      %28 = llvm.mlir.constant(false) : i1
      %29 = llvm.mlir.constant(16 : i32) : i32
      %30 = llvm.mlir.constant(7 : i32) : i32
      %31 = llvm.mlir.constant(4 : i32) : i32
      %32 = llvm.mlir.constant(160 : i32) : i32
      %33 = llvm.mlir.constant(270533776 : i32) : i32
      %34 = llvm.mlir.constant(13 : i32) : i32
      %35 = llvm.mlir.constant(3 : i16) : i16
      %36 = llvm.mlir.constant(2097152 : i32) : i32
      %37 = llvm.mlir.constant(1024 : i32) : i32
      %38 = llvm.mlir.constant(3 : i32) : i32
      %39 = llvm.mlir.constant(32 : i32) : i32
      %40 = llvm.mlir.constant(1 : i32) : i32
      %41 = llvm.alloca %39 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = llvm.alloca %39 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.alloca %39 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = llvm.alloca %39 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %45 = llvm.alloca %39 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %46 = llvm.alloca %39 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %47 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %48 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %49 = llvm.getelementptr %arg5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %50 = llvm.ptrtoint %14 : !llvm.ptr<3> to i32
      %51 = "nvvm.shfl.sync"(%21, %50, %17, %13) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %52 = llvm.zext %51 : i32 to i64
      %53 = llvm.inttoptr %52 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%53, %12 : !llvm.ptr<3>, i64)] : i1
      %54 = llvm.ptrtoint %53 : !llvm.ptr<3> to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%55, %11 : !llvm.ptr<3>, i64)] : i1
      %56 = llvm.getelementptr %53[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %57 = llvm.ptrtoint %56 : !llvm.ptr<3> to i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%58, %10 : !llvm.ptr<3>, i64)] : i1
      %59 = llvm.getelementptr %53[176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %60 = llvm.ptrtoint %59 : !llvm.ptr<3> to i64
      %61 = llvm.inttoptr %60 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%61, %10 : !llvm.ptr<3>, i64)] : i1
      %62 = llvm.getelementptr %53[208] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %63 = llvm.ptrtoint %62 : !llvm.ptr<3> to i64
      %64 = llvm.inttoptr %63 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%64, %10 : !llvm.ptr<3>, i64)] : i1
      %65 = llvm.getelementptr %53[224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %66 = llvm.ptrtoint %65 : !llvm.ptr<3> to i64
      %67 = llvm.inttoptr %66 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%67, %10 : !llvm.ptr<3>, i64)] : i1
      %68 = llvm.getelementptr %53[232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %69 = llvm.getelementptr %53[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %70 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %71 = "nvvm.read.ptx.sreg.tid.y"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %72 = "nvvm.read.ptx.sreg.tid.z"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %73 = "nvvm.read.ptx.sreg.ntid.x"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %74 = "nvvm.read.ptx.sreg.ntid.y"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %75 = llvm.mul %71, %73 : i32
      %76 = llvm.add %70, %75 : i32
      %77 = llvm.mul %72, %73 : i32
      %78 = llvm.mul %77, %74 : i32
      %79 = llvm.add %76, %78 : i32
      %80 = llvm.sdiv %79, %39 : i32
      %81 = llvm.mul %80, %39 : i32
      %82 = llvm.icmp "ne" %79, %81 : i32
      %83 = llvm.icmp "slt" %79, %17 : i32
      %84 = llvm.and %82, %83 : i1
      %85 = llvm.add %80, %21 : i32
      %86 = llvm.select %84, %85, %80 : i1, i32
      %87 = "nvvm.shfl.sync"(%21, %86, %17, %13) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %88 = "nvvm.shfl.sync"(%21, %87, %17, %13) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %89 = llvm.icmp "eq" %88, %15 : i32
      llvm.cond_br %89, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      "nvvm.prefetch"(%arg1) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg3) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg5) <{tensormap}> : (!llvm.ptr) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %90 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 2147483647>}> : () -> i32
      %91 = llvm.srem %90, %16 : i32
      %92 = llvm.icmp "eq" %91, %17 : i32
      %93 = llvm.getelementptr %69[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %94 = llvm.getelementptr %69[163840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %95 = llvm.icmp "eq" %88, %17 : i32
      llvm.cond_br %95, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %96 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %96, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      "nvvm.mbarrier.init"(%58, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %97 = llvm.getelementptr %58[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%97, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %98 = llvm.getelementptr %58[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%98, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %99 = llvm.getelementptr %58[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%99, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %100 = llvm.getelementptr %58[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%100, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %101 = llvm.getelementptr %58[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%101, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %102 = llvm.getelementptr %58[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%102, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %103 = llvm.getelementptr %58[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%103, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %104 = llvm.getelementptr %58[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %95, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %105 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %105, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      "nvvm.mbarrier.init"(%104, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %106 = llvm.getelementptr %58[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%106, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %107 = llvm.getelementptr %58[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%107, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %108 = llvm.getelementptr %58[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%108, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %109 = llvm.getelementptr %58[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%109, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %110 = llvm.getelementptr %58[13] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%110, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %111 = llvm.getelementptr %58[14] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%111, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %112 = llvm.getelementptr %58[15] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%112, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      %113 = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
      %114 = "nvvm.shfl.sync"(%21, %113, %17, %13) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %115 = llvm.srem %114, %16 : i32
      %116 = llvm.srem %115, %16 : i32
      %117 = llvm.shl %40, %116 : i32
      %118 = llvm.trunc %117 : i32 to i16
      %119 = llvm.xor %116, %40 : i32
      %120 = llvm.shl %40, %119 : i32
      %121 = llvm.trunc %120 : i32 to i16
      %122 = llvm.or %118, %118 : i16
      %123 = llvm.or %122, %121 : i16
      %124 = llvm.or %123, %121 : i16
      llvm.cond_br %95, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %125 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %125, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      "nvvm.mbarrier.init"(%61, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %126 = llvm.getelementptr %61[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%126, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %127 = llvm.getelementptr %61[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %95, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %128 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %128, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      "nvvm.mbarrier.init"(%127, %18) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %129 = llvm.getelementptr %61[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%129, %18) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb17
      %130 = llvm.sdiv %114, %16 : i32
      %131 = llvm.mul %130, %16 : i32
      %132 = llvm.icmp "ne" %114, %131 : i32
      %133 = llvm.icmp "slt" %114, %17 : i32
      %134 = llvm.and %132, %133 : i1
      %135 = llvm.add %130, %21 : i32
      %136 = llvm.select %134, %135, %130 : i1, i32
      %137 = llvm.mul %136, %16 : i32
      llvm.cond_br %95, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %138 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %138, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      "nvvm.mbarrier.init"(%64, %40) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb18, ^bb21
      %139 = llvm.getelementptr %64[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %95, ^bb23, ^bb26
    ^bb23:  // pred: ^bb22
      %140 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %140, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      "nvvm.mbarrier.init"(%139, %19) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb22, ^bb25
      llvm.cond_br %95, ^bb27, ^bb30
    ^bb27:  // pred: ^bb26
      %141 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %141, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      "nvvm.mbarrier.init"(%68, %39) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb27, ^bb28
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb26, ^bb29
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive.relaxed"() : () -> ()
      %142 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
      "nvvm.cluster.wait"() : () -> ()
      %143 = llvm.icmp "sge" %88, %15 : i32
      %144 = llvm.icmp "slt" %88, %20 : i32
      %145 = llvm.and %143, %144 : i1
      llvm.cond_br %145, ^bb31, ^bb100
    ^bb31:  // pred: ^bb30
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.wait;", "~{memory}"  : () -> ()
      %146 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %147 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %148 = llvm.mul %147, %arg9 overflow<nsw> : i32
      %149 = llvm.icmp "sgt" %148, %146 : i32
      llvm.cond_br %149, ^bb32, ^bb37
    ^bb32:  // pred: ^bb31
      %150 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %146, %arg11 : (i32, i32) -> i32
      %151 = llvm.lshr %150, %arg12 : i32
      %152 = llvm.icmp "eq" %arg11, %17 : i32
      %153 = llvm.select %152, %146, %151 : i1, i32
      %154 = llvm.mul %153, %arg13 : i32
      %155 = llvm.sub %146, %154 : i32
      %156 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %155, %arg21 : (i32, i32) -> i32
      %157 = llvm.lshr %156, %arg22 : i32
      %158 = llvm.icmp "eq" %arg21, %17 : i32
      %159 = llvm.select %158, %155, %157 : i1, i32
      %160 = llvm.mul %159, %arg23 : i32
      %161 = llvm.sub %155, %160 : i32
      %162 = llvm.icmp "slt" %159, %arg14 : i32
      llvm.cond_br %162, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %163 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %161, %arg15 : (i32, i32) -> i32
      %164 = llvm.lshr %163, %arg16 : i32
      %165 = llvm.icmp "eq" %arg15, %17 : i32
      %166 = llvm.select %165, %161, %164 : i1, i32
      %167 = llvm.mul %166, %arg17 : i32
      %168 = llvm.sub %161, %167 : i32
      llvm.br ^bb35(%166, %168 : i32, i32)
    ^bb34:  // pred: ^bb32
      %169 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %161, %arg18 : (i32, i32) -> i32
      %170 = llvm.lshr %169, %arg19 : i32
      %171 = llvm.icmp "eq" %arg18, %17 : i32
      %172 = llvm.select %171, %161, %170 : i1, i32
      %173 = llvm.mul %172, %arg20 : i32
      %174 = llvm.sub %161, %173 : i32
      llvm.br ^bb35(%172, %174 : i32, i32)
    ^bb35(%175: i32, %176: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %177 = llvm.srem %159, %16 : i32
      %178 = llvm.icmp "eq" %177, %40 : i32
      %179 = llvm.icmp "eq" %arg10, %17 : i32
      %180 = llvm.select %179, %arg8, %arg7 : i1, i32
      %181 = llvm.sub %180, %40 : i32
      %182 = llvm.sub %181, %175 : i32
      %183 = llvm.select %178, %182, %175 : i1, i32
      %184 = llvm.mul %159, %arg17 : i32
      %185 = llvm.add %184, %176 : i32
      %186 = llvm.icmp "eq" %arg10, %40 : i32
      %187 = llvm.select %186, %183, %185 : i1, i32
      %188 = llvm.select %186, %185, %183 : i1, i32
      %189 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %190 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
      %191 = llvm.mul %187, %16 : i32
      %192 = llvm.add %191, %189 : i32
      %193 = llvm.add %188, %190 : i32
      llvm.br ^bb38(%192, %193, %153 : i32, i32, i32)
    ^bb37:  // pred: ^bb31
      llvm.br ^bb38(%17, %17, %17 : i32, i32, i32)
    ^bb38(%194: i32, %195: i32, %196: i32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb39
    ^bb39:  // pred: ^bb38
      %197 = llvm.sdiv %142, %24 : i32
      %198 = llvm.mul %197, %24 : i32
      %199 = llvm.icmp "ne" %142, %198 : i32
      %200 = llvm.icmp "slt" %142, %17 : i32
      %201 = llvm.icmp "eq" %200, %28 : i1
      %202 = llvm.and %199, %201 : i1
      %203 = llvm.add %197, %40 : i32
      %204 = llvm.select %202, %203, %197 : i1, i32
      %205 = llvm.icmp "sgt" %204, %17 : i32
      %206 = llvm.getelementptr %55[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %207 = llvm.getelementptr %55[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %208 = llvm.getelementptr %55[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.br ^bb40(%17, %40, %194, %195, %196, %149, %17 : i32, i32, i32, i32, i32, i1, i32)
    ^bb40(%209: i32, %210: i32, %211: i32, %212: i32, %213: i32, %214: i1, %215: i32):  // 2 preds: ^bb39, ^bb68
      llvm.cond_br %214, ^bb41(%209, %210, %211, %212, %213, %215 : i32, i32, i32, i32, i32, i32), ^bb69
    ^bb41(%216: i32, %217: i32, %218: i32, %219: i32, %220: i32, %221: i32):  // pred: ^bb40
      %222 = llvm.sdiv %218, %16 : i32
      %223 = llvm.mul %222, %16 : i32
      %224 = llvm.icmp "ne" %218, %223 : i32
      %225 = llvm.icmp "slt" %218, %17 : i32
      %226 = llvm.and %224, %225 : i1
      %227 = llvm.add %222, %21 : i32
      %228 = llvm.select %226, %227, %222 : i1, i32
      %229 = llvm.mul %228, %23 overflow<nsw> : i32
      %230 = llvm.mul %219, %25 overflow<nsw> : i32
      %231 = "nvvm.shfl.sync"(%21, %91, %17, %13) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %232 = llvm.srem %231, %16 : i32
      %233 = llvm.mul %232, %25 overflow<nsw> : i32
      %234 = llvm.add %229, %233 overflow<nsw> : i32
      %235 = llvm.mul %232, %24 overflow<nsw> : i32
      %236 = llvm.add %230, %235 overflow<nsw> : i32
      llvm.cond_br %205, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      %237 = llvm.getelementptr %104[%216] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %238 = "nvvm.mbarrier.wait.parity"(%237, %217) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb44(%238 : i1)
    ^bb43:  // pred: ^bb41
      llvm.br ^bb44(%22 : i1)
    ^bb44(%239: i1):  // 2 preds: ^bb42, ^bb43
      llvm.br ^bb45
    ^bb45:  // pred: ^bb44
      llvm.br ^bb46(%17, %239, %216, %217 : i32, i1, i32, i32)
    ^bb46(%240: i32, %241: i1, %242: i32, %243: i32):  // 2 preds: ^bb45, ^bb65
      %244 = llvm.icmp "slt" %240, %204 : i32
      llvm.cond_br %244, ^bb47, ^bb66
    ^bb47:  // pred: ^bb46
      %245 = llvm.zext %241 : i1 to i32
      %246 = llvm.icmp "eq" %245, %17 : i32
      llvm.cond_br %246, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %247 = llvm.getelementptr %104[%242] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %247, %243, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      llvm.cond_br %92, ^bb50, ^bb53
    ^bb50:  // pred: ^bb49
      %248 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %248, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %249 = llvm.getelementptr %58[%242] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %250 = "nvvm.mbarrier.arrive.expect_tx"(%249, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb52
    ^bb52:  // 2 preds: ^bb50, ^bb51
      llvm.br ^bb53
    ^bb53:  // 2 preds: ^bb49, ^bb52
      %251 = llvm.getelementptr %58[%242] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %252 = llvm.mul %240, %24 overflow<nsw> : i32
      %253 = llvm.mul %242, %9 overflow<nsw> : i32
      %254 = llvm.getelementptr %93[%253] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %255 = llvm.ptrtoint %251 : !llvm.ptr<3> to i32
      %256 = llvm.and %255, %8 : i32
      %257 = llvm.inttoptr %256 : i32 to !llvm.ptr<3>
      %258 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %258, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %259 = llvm.addrspacecast %254 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%259, %47, %252, %234, %220, %257, %0) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb55
    ^bb55:  // 2 preds: ^bb53, ^bb54
      %260 = llvm.mul %242, %7 overflow<nsw> : i32
      %261 = llvm.getelementptr %94[%260] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %262 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %262, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %263 = llvm.addrspacecast %261 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%263, %48, %252, %236, %220, %257, %0) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %264 = llvm.add %242, %40 : i32
      %265 = llvm.icmp "eq" %264, %18 : i32
      %266 = llvm.select %265, %17, %264 : i1, i32
      llvm.cond_br %265, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %267 = llvm.xor %243, %40 : i32
      llvm.br ^bb60(%267 : i32)
    ^bb59:  // pred: ^bb57
      llvm.br ^bb60(%243 : i32)
    ^bb60(%268: i32):  // 2 preds: ^bb58, ^bb59
      llvm.br ^bb61
    ^bb61:  // pred: ^bb60
      %269 = llvm.add %240, %40 : i32
      %270 = llvm.icmp "sgt" %204, %269 : i32
      llvm.cond_br %270, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %271 = llvm.getelementptr %104[%266] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %272 = "nvvm.mbarrier.wait.parity"(%271, %268) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb64(%272 : i1)
    ^bb63:  // pred: ^bb61
      llvm.br ^bb64(%22 : i1)
    ^bb64(%273: i1):  // 2 preds: ^bb62, ^bb63
      llvm.br ^bb65
    ^bb65:  // pred: ^bb64
      llvm.br ^bb46(%269, %273, %266, %268 : i32, i1, i32, i32) {loop_annotation = #loop_annotation}
    ^bb66:  // pred: ^bb46
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %64, %221, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %274 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<3> -> i32
      %275 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      %276 = llvm.load %207 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
      %277 = llvm.load %208 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%21) : (i32) -> ()
      %278 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %278, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %279 = "nvvm.mapa"(%139, %17) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%279, %40) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb66, ^bb67
      %280 = llvm.xor %221, %40 : i32
      %281 = llvm.icmp "ne" %277, %17 : i32
      llvm.br ^bb40(%242, %243, %274, %275, %276, %281, %280 : i32, i32, i32, i32, i32, i1, i32)
    ^bb69:  // pred: ^bb40
      llvm.cond_br %89, ^bb70, ^bb99
    ^bb70:  // pred: ^bb69
      %282 = llvm.getelementptr %104[%209] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %282, %210, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %283 = llvm.add %209, %40 : i32
      %284 = llvm.icmp "eq" %283, %18 : i32
      %285 = llvm.select %284, %17, %283 : i1, i32
      llvm.cond_br %284, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %286 = llvm.xor %210, %40 : i32
      llvm.br ^bb73(%286 : i32)
    ^bb72:  // pred: ^bb70
      llvm.br ^bb73(%210 : i32)
    ^bb73(%287: i32):  // 2 preds: ^bb71, ^bb72
      llvm.br ^bb74
    ^bb74:  // pred: ^bb73
      %288 = llvm.getelementptr %104[%285] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %288, %287, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %289 = llvm.add %285, %40 : i32
      %290 = llvm.icmp "eq" %289, %18 : i32
      %291 = llvm.select %290, %17, %289 : i1, i32
      llvm.cond_br %290, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %292 = llvm.xor %287, %40 : i32
      llvm.br ^bb77(%292 : i32)
    ^bb76:  // pred: ^bb74
      llvm.br ^bb77(%287 : i32)
    ^bb77(%293: i32):  // 2 preds: ^bb75, ^bb76
      llvm.br ^bb78
    ^bb78:  // pred: ^bb77
      %294 = llvm.getelementptr %104[%291] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %294, %293, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %295 = llvm.add %291, %40 : i32
      %296 = llvm.icmp "eq" %295, %18 : i32
      %297 = llvm.select %296, %17, %295 : i1, i32
      llvm.cond_br %296, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %298 = llvm.xor %293, %40 : i32
      llvm.br ^bb81(%298 : i32)
    ^bb80:  // pred: ^bb78
      llvm.br ^bb81(%293 : i32)
    ^bb81(%299: i32):  // 2 preds: ^bb79, ^bb80
      llvm.br ^bb82
    ^bb82:  // pred: ^bb81
      %300 = llvm.getelementptr %104[%297] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %300, %299, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %301 = llvm.add %297, %40 : i32
      %302 = llvm.icmp "eq" %301, %18 : i32
      %303 = llvm.select %302, %17, %301 : i1, i32
      llvm.cond_br %302, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %304 = llvm.xor %299, %40 : i32
      llvm.br ^bb85(%304 : i32)
    ^bb84:  // pred: ^bb82
      llvm.br ^bb85(%299 : i32)
    ^bb85(%305: i32):  // 2 preds: ^bb83, ^bb84
      llvm.br ^bb86
    ^bb86:  // pred: ^bb85
      %306 = llvm.getelementptr %104[%303] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %306, %305, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %307 = llvm.add %303, %40 : i32
      %308 = llvm.icmp "eq" %307, %18 : i32
      %309 = llvm.select %308, %17, %307 : i1, i32
      llvm.cond_br %308, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %310 = llvm.xor %305, %40 : i32
      llvm.br ^bb89(%310 : i32)
    ^bb88:  // pred: ^bb86
      llvm.br ^bb89(%305 : i32)
    ^bb89(%311: i32):  // 2 preds: ^bb87, ^bb88
      llvm.br ^bb90
    ^bb90:  // pred: ^bb89
      %312 = llvm.getelementptr %104[%309] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %312, %311, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %313 = llvm.add %309, %40 : i32
      %314 = llvm.icmp "eq" %313, %18 : i32
      %315 = llvm.select %314, %17, %313 : i1, i32
      llvm.cond_br %314, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %316 = llvm.xor %311, %40 : i32
      llvm.br ^bb93(%316 : i32)
    ^bb92:  // pred: ^bb90
      llvm.br ^bb93(%311 : i32)
    ^bb93(%317: i32):  // 2 preds: ^bb91, ^bb92
      llvm.br ^bb94
    ^bb94:  // pred: ^bb93
      %318 = llvm.getelementptr %104[%315] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %318, %317, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %319 = llvm.add %315, %40 : i32
      %320 = llvm.icmp "eq" %319, %18 : i32
      %321 = llvm.select %320, %17, %319 : i1, i32
      llvm.cond_br %320, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %322 = llvm.xor %317, %40 : i32
      llvm.br ^bb97(%322 : i32)
    ^bb96:  // pred: ^bb94
      llvm.br ^bb97(%317 : i32)
    ^bb97(%323: i32):  // 2 preds: ^bb95, ^bb96
      llvm.br ^bb98
    ^bb98:  // pred: ^bb97
      %324 = llvm.getelementptr %104[%321] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %324, %323, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb69, ^bb98
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb30, ^bb99
      %325 = llvm.icmp "eq" %88, %30 : i32
      llvm.cond_br %325, ^bb101, ^bb123
    ^bb101:  // pred: ^bb100
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.wait;", "~{memory}"  : () -> ()
      %326 = llvm.icmp "eq" %113, %17 : i32
      %327 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %328 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %329 = llvm.mul %328, %arg9 overflow<nsw> : i32
      %330 = llvm.icmp "sgt" %329, %327 : i32
      %331 = llvm.getelementptr %55[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.br ^bb102(%330, %327, %17 : i1, i32, i32)
    ^bb102(%332: i1, %333: i32, %334: i32):  // 2 preds: ^bb101, ^bb119
      llvm.cond_br %332, ^bb103(%333, %334 : i32, i32), ^bb120
    ^bb103(%335: i32, %336: i32):  // pred: ^bb102
      llvm.cond_br %326, ^bb104, ^bb115
    ^bb104:  // pred: ^bb103
      %337 = "nvvm.read.ptx.sreg.nctaid.z"() <{range = #llvm.constant_range<i32, 1, 65535>}> : () -> i32
      %338 = llvm.add %335, %337 : i32
      %339 = llvm.icmp "sgt" %329, %338 : i32
      llvm.cond_br %339, ^bb105, ^bb110
    ^bb105:  // pred: ^bb104
      %340 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %338, %arg11 : (i32, i32) -> i32
      %341 = llvm.lshr %340, %arg12 : i32
      %342 = llvm.icmp "eq" %arg11, %17 : i32
      %343 = llvm.select %342, %338, %341 : i1, i32
      %344 = llvm.mul %343, %arg13 : i32
      %345 = llvm.sub %338, %344 : i32
      %346 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %345, %arg21 : (i32, i32) -> i32
      %347 = llvm.lshr %346, %arg22 : i32
      %348 = llvm.icmp "eq" %arg21, %17 : i32
      %349 = llvm.select %348, %345, %347 : i1, i32
      %350 = llvm.mul %349, %arg23 : i32
      %351 = llvm.sub %345, %350 : i32
      %352 = llvm.icmp "slt" %349, %arg14 : i32
      llvm.cond_br %352, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %353 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %351, %arg15 : (i32, i32) -> i32
      %354 = llvm.lshr %353, %arg16 : i32
      %355 = llvm.icmp "eq" %arg15, %17 : i32
      %356 = llvm.select %355, %351, %354 : i1, i32
      %357 = llvm.mul %356, %arg17 : i32
      %358 = llvm.sub %351, %357 : i32
      llvm.br ^bb108(%356, %358 : i32, i32)
    ^bb107:  // pred: ^bb105
      %359 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %351, %arg18 : (i32, i32) -> i32
      %360 = llvm.lshr %359, %arg19 : i32
      %361 = llvm.icmp "eq" %arg18, %17 : i32
      %362 = llvm.select %361, %351, %360 : i1, i32
      %363 = llvm.mul %362, %arg20 : i32
      %364 = llvm.sub %351, %363 : i32
      llvm.br ^bb108(%362, %364 : i32, i32)
    ^bb108(%365: i32, %366: i32):  // 2 preds: ^bb106, ^bb107
      llvm.br ^bb109
    ^bb109:  // pred: ^bb108
      %367 = llvm.srem %349, %16 : i32
      %368 = llvm.icmp "eq" %367, %40 : i32
      %369 = llvm.icmp "eq" %arg10, %17 : i32
      %370 = llvm.select %369, %arg8, %arg7 : i1, i32
      %371 = llvm.sub %370, %40 : i32
      %372 = llvm.sub %371, %365 : i32
      %373 = llvm.select %368, %372, %365 : i1, i32
      %374 = llvm.mul %349, %arg17 : i32
      %375 = llvm.add %374, %366 : i32
      %376 = llvm.icmp "eq" %arg10, %40 : i32
      %377 = llvm.select %376, %373, %375 : i1, i32
      %378 = llvm.select %376, %375, %373 : i1, i32
      %379 = llvm.mul %377, %16 : i32
      llvm.br ^bb111(%379, %378, %343 : i32, i32, i32)
    ^bb110:  // pred: ^bb104
      llvm.br ^bb111(%17, %17, %17 : i32, i32, i32)
    ^bb111(%380: i32, %381: i32, %382: i32):  // 2 preds: ^bb109, ^bb110
      llvm.br ^bb112
    ^bb112:  // pred: ^bb111
      %383 = llvm.xor %336, %40 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %139, %383, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %384 = llvm.zext %339 : i1 to i32
      %385 = "nvvm.read.ptx.sreg.laneid"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %386 = llvm.icmp "slt" %385, %16 : i32
      llvm.cond_br %386, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %387 = llvm.srem %385, %16 : i32
      %388 = "nvvm.mapa"(%64, %385) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive.expect_tx"(%388, %29) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      %389 = llvm.add %380, %387 : i32
      %390 = "nvvm.mapa"(%55, %385) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      %391 = llvm.ptrtoint %390 : !llvm.ptr<7> to i32
      %392 = llvm.inttoptr %391 : i32 to !llvm.ptr<7>
      llvm.intr.assume %22 ["align"(%392, %11 : !llvm.ptr<7>, i64)] : i1
      %393 = llvm.ptrtoint %392 : !llvm.ptr<7> to i32
      %394 = "nvvm.mapa"(%64, %385) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      %395 = llvm.ptrtoint %394 : !llvm.ptr<7> to i32
      %396 = llvm.inttoptr %395 : i32 to !llvm.ptr<7>
      llvm.intr.assume %22 ["align"(%396, %10 : !llvm.ptr<7>, i64)] : i1
      %397 = llvm.ptrtoint %396 : !llvm.ptr<7> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .v4 .s32 abcd;\0A\09mov.s32 abcd.x, $2;\0A\09mov.s32 abcd.y, $3;\0A\09mov.s32 abcd.z, $4;\0A\09mov.s32 abcd.w, $5;\0A\09st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.s32 [$0], abcd, [$1];\0A\09}\0A", "r,r,r,r,r,r" %393, %397, %389, %381, %382, %384 : (i32, i32, i32, i32, i32, i32) -> ()
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      llvm.br ^bb116(%338 : i32)
    ^bb115:  // pred: ^bb103
      llvm.br ^bb116(%335 : i32)
    ^bb116(%398: i32):  // 2 preds: ^bb114, ^bb115
      llvm.br ^bb117
    ^bb117:  // pred: ^bb116
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %64, %336, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %399 = llvm.load %331 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%21) : (i32) -> ()
      %400 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %400, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %401 = "nvvm.mapa"(%139, %17) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%401, %40) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb119
    ^bb119:  // 2 preds: ^bb117, ^bb118
      %402 = llvm.xor %336, %40 : i32
      %403 = llvm.icmp "ne" %399, %17 : i32
      llvm.br ^bb102(%403, %398, %402 : i1, i32, i32)
    ^bb120:  // pred: ^bb102
      llvm.cond_br %326, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %404 = llvm.xor %334, %40 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %139, %404, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb100, ^bb122
      %405 = llvm.icmp "eq" %88, %31 : i32
      llvm.cond_br %405, ^bb124, ^bb174
    ^bb124:  // pred: ^bb123
      "nvvm.barrier"(%30, %32) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %406 = llvm.load %67 : !llvm.ptr<3> -> i32
      %407 = llvm.ptrtoint %93 : !llvm.ptr<3> to i32
      %408 = llvm.lshr %407, %31 : i32
      %409 = "nvvm.tcgen05.mma_smem_desc"(%408, %40, %24, %5, %28, %6) : (i32, i32, i32, i8, i1, i8) -> i64
      %410 = llvm.ptrtoint %94 : !llvm.ptr<3> to i32
      %411 = llvm.lshr %410, %31 : i32
      %412 = "nvvm.tcgen05.mma_smem_desc"(%411, %40, %24, %5, %28, %6) : (i32, i32, i32, i8, i1, i8) -> i64
      %413 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %414 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %415 = llvm.mul %414, %arg9 overflow<nsw> : i32
      %416 = llvm.icmp "sgt" %415, %413 : i32
      %417 = llvm.sdiv %142, %24 : i32
      %418 = llvm.mul %417, %24 : i32
      %419 = llvm.icmp "ne" %142, %418 : i32
      %420 = llvm.icmp "slt" %142, %17 : i32
      %421 = llvm.icmp "eq" %420, %28 : i1
      %422 = llvm.and %419, %421 : i1
      %423 = llvm.add %417, %40 : i32
      %424 = llvm.select %422, %423, %417 : i1, i32
      %425 = llvm.icmp "sgt" %424, %17 : i32
      %426 = llvm.zext %92 : i1 to i32
      %427 = llvm.select %92, %426, %17 : i1, i32
      %428 = llvm.icmp "ne" %427, %17 : i32
      %429 = llvm.and %425, %428 : i1
      %430 = llvm.getelementptr %55[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.br ^bb125(%17, %17, %17, %40, %arg0, %416, %17 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i1, i32)
    ^bb125(%431: i32, %432: i32, %433: i32, %434: i32, %435: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %436: i1, %437: i32):  // 2 preds: ^bb124, ^bb166
      llvm.cond_br %436, ^bb126(%431, %432, %433, %434, %435, %437 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i32), ^bb167
    ^bb126(%438: i32, %439: i32, %440: i32, %441: i32, %442: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %443: i32):  // pred: ^bb125
      %444 = llvm.mul %440, %25 overflow<nsw> : i32
      %445 = llvm.add %406, %444 : i32
      llvm.cond_br %429, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %446 = llvm.getelementptr %58[%438] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %447 = "nvvm.mbarrier.wait.parity"(%446, %439) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb129(%447 : i1)
    ^bb128:  // pred: ^bb126
      llvm.br ^bb129(%22 : i1)
    ^bb129(%448: i1):  // 2 preds: ^bb127, ^bb128
      llvm.br ^bb130
    ^bb130:  // pred: ^bb129
      llvm.cond_br %92, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %449 = llvm.getelementptr %127[%440] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %449, %441, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %450 = llvm.insertvalue %28, %442[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      llvm.br ^bb133(%17, %448, %450, %438, %439 : i32, i1, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i32, i32)
    ^bb133(%451: i32, %452: i1, %453: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %454: i32, %455: i32):  // 2 preds: ^bb132, ^bb155
      %456 = llvm.icmp "slt" %451, %424 : i32
      llvm.cond_br %456, ^bb134, ^bb156
    ^bb134:  // pred: ^bb133
      llvm.cond_br %92, ^bb135, ^bb145
    ^bb135:  // pred: ^bb134
      %457 = llvm.zext %452 : i1 to i32
      %458 = llvm.icmp "eq" %457, %17 : i32
      llvm.cond_br %458, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %459 = llvm.getelementptr %58[%454] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %459, %455, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb137
    ^bb137:  // 2 preds: ^bb135, ^bb136
      %460 = llvm.bitcast %409 : i64 to vector<2xi32>
      %461 = llvm.extractelement %460[%0 : i64] : vector<2xi32>
      %462 = llvm.bitcast %412 : i64 to vector<2xi32>
      %463 = llvm.extractelement %462[%0 : i64] : vector<2xi32>
      %464 = llvm.inttoptr %445 : i32 to !llvm.ptr<6>
      llvm.br ^bb138(%17, %453 : i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>)
    ^bb138(%465: i32, %466: !llvm.struct<(i1, i1, i1, vector<8xi32>)>):  // 2 preds: ^bb137, ^bb141
      %467 = llvm.icmp "slt" %465, %31 : i32
      llvm.cond_br %467, ^bb139, ^bb142
    ^bb139:  // pred: ^bb138
      %468 = llvm.mul %465, %16 overflow<nsw> : i32
      %469 = llvm.mul %454, %37 overflow<nsw> : i32
      %470 = llvm.add %468, %469 overflow<nsw> : i32
      %471 = llvm.add %461, %470 : i32
      %472 = llvm.insertelement %471, %460[%0 : i64] : vector<2xi32>
      %473 = llvm.bitcast %472 : vector<2xi32> to i64
      %474 = llvm.mul %454, %4 overflow<nsw> : i32
      %475 = llvm.add %468, %474 overflow<nsw> : i32
      %476 = llvm.add %463, %475 : i32
      %477 = llvm.insertelement %476, %462[%0 : i64] : vector<2xi32>
      %478 = llvm.bitcast %477 : vector<2xi32> to i64
      %479 = llvm.extractvalue %466[1] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %480 = llvm.extractvalue %466[2] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %481 = llvm.extractvalue %466[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %482 = llvm.zext %479 : i1 to i32
      %483 = llvm.zext %480 : i1 to i32
      %484 = llvm.shl %482, %34 : i32
      %485 = llvm.shl %483, %19 : i32
      %486 = llvm.or %484, %33 : i32
      %487 = llvm.or %486, %485 : i32
      %488 = llvm.extractvalue %466[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %489 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %489, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      "nvvm.tcgen05.mma"(%464, %473, %478, %487, %481, %488) <{collectorOp = #nvvm.tcgen05_mma_collectorop<discard>, collectorOpB = #nvvm.tcgen05_mma_collectorop<discard>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>}> : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>) -> ()
      llvm.br ^bb141
    ^bb141:  // 2 preds: ^bb139, ^bb140
      %490 = llvm.insertvalue %22, %466[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %491 = llvm.add %465, %40 : i32
      llvm.br ^bb138(%491, %490 : i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>) {loop_annotation = #loop_annotation1}
    ^bb142:  // pred: ^bb138
      %492 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %492, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %493 = llvm.getelementptr %104[%454] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%493, %124) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      llvm.br ^bb146(%466 : !llvm.struct<(i1, i1, i1, vector<8xi32>)>)
    ^bb145:  // pred: ^bb134
      llvm.br ^bb146(%453 : !llvm.struct<(i1, i1, i1, vector<8xi32>)>)
    ^bb146(%494: !llvm.struct<(i1, i1, i1, vector<8xi32>)>):  // 2 preds: ^bb144, ^bb145
      llvm.br ^bb147
    ^bb147:  // pred: ^bb146
      %495 = llvm.add %454, %40 : i32
      %496 = llvm.icmp "eq" %495, %18 : i32
      %497 = llvm.select %496, %17, %495 : i1, i32
      llvm.cond_br %496, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      %498 = llvm.xor %455, %40 : i32
      llvm.br ^bb150(%498 : i32)
    ^bb149:  // pred: ^bb147
      llvm.br ^bb150(%455 : i32)
    ^bb150(%499: i32):  // 2 preds: ^bb148, ^bb149
      llvm.br ^bb151
    ^bb151:  // pred: ^bb150
      %500 = llvm.add %451, %40 : i32
      %501 = llvm.icmp "sgt" %424, %500 : i32
      %502 = llvm.and %501, %428 : i1
      llvm.cond_br %502, ^bb152, ^bb153
    ^bb152:  // pred: ^bb151
      %503 = llvm.getelementptr %58[%497] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %504 = "nvvm.mbarrier.wait.parity"(%503, %499) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb154(%504 : i1)
    ^bb153:  // pred: ^bb151
      llvm.br ^bb154(%22 : i1)
    ^bb154(%505: i1):  // 2 preds: ^bb152, ^bb153
      llvm.br ^bb155
    ^bb155:  // pred: ^bb154
      llvm.br ^bb133(%500, %505, %494, %497, %499 : i32, i1, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i32, i32) {loop_annotation = #loop_annotation}
    ^bb156:  // pred: ^bb133
      llvm.cond_br %92, ^bb157, ^bb160
    ^bb157:  // pred: ^bb156
      %506 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %506, ^bb158, ^bb159
    ^bb158:  // pred: ^bb157
      %507 = llvm.getelementptr %61[%440] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%507, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb159
    ^bb159:  // 2 preds: ^bb157, ^bb158
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb156, ^bb159
      %508 = llvm.add %440, %40 : i32
      %509 = llvm.icmp "eq" %508, %16 : i32
      %510 = llvm.select %509, %17, %508 : i1, i32
      llvm.cond_br %509, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %511 = llvm.xor %441, %40 : i32
      llvm.br ^bb163(%511 : i32)
    ^bb162:  // pred: ^bb160
      llvm.br ^bb163(%441 : i32)
    ^bb163(%512: i32):  // 2 preds: ^bb161, ^bb162
      llvm.br ^bb164
    ^bb164:  // pred: ^bb163
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %64, %443, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %513 = llvm.load %430 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%21) : (i32) -> ()
      %514 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %514, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %515 = "nvvm.mapa"(%139, %17) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%515, %40) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %516 = llvm.xor %443, %40 : i32
      %517 = llvm.icmp "ne" %513, %17 : i32
      llvm.br ^bb125(%454, %455, %510, %512, %453, %517, %516 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i1, i32)
    ^bb167:  // pred: ^bb125
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.launch_dependents;", "~{memory}"  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "n,n" %30, %32 : (i32, i32) -> ()
      %518 = llvm.icmp "eq" %115, %17 : i32
      llvm.cond_br %518, ^bb168, ^bb173
    ^bb168:  // pred: ^bb167
      %519 = llvm.add %433, %40 : i32
      %520 = llvm.icmp "eq" %519, %16 : i32
      %521 = llvm.select %520, %17, %519 : i1, i32
      llvm.cond_br %520, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %522 = llvm.xor %434, %40 : i32
      llvm.br ^bb171(%522 : i32)
    ^bb170:  // pred: ^bb168
      llvm.br ^bb171(%434 : i32)
    ^bb171(%523: i32):  // 2 preds: ^bb169, ^bb170
      llvm.br ^bb172
    ^bb172:  // pred: ^bb171
      %524 = llvm.getelementptr %127[%521] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %524, %523, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb173
    ^bb173:  // 2 preds: ^bb167, ^bb172
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb123, ^bb173
      %525 = llvm.icmp "slt" %88, %31 : i32
      llvm.cond_br %525, ^bb175, ^bb219
    ^bb175:  // pred: ^bb174
      llvm.cond_br %95, ^bb176, ^bb177
    ^bb176:  // pred: ^bb175
      "nvvm.tcgen05.alloc"(%67, %23) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb177
    ^bb177:  // 2 preds: ^bb175, ^bb176
      "nvvm.barrier"(%30, %32) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %526 = llvm.load %67 : !llvm.ptr<3> -> i32
      %527 = llvm.sdiv %70, %39 : i32
      %528 = llvm.mul %527, %36 overflow<nsw> : i32
      %529 = llvm.add %526, %528 : i32
      %530 = llvm.srem %70, %39 : i32
      %531 = llvm.mul %530, %39 overflow<nsw> : i32
      %532 = llvm.mul %527, %37 overflow<nsw> : i32
      %533 = llvm.add %531, %532 overflow<nsw> : i32
      %534 = llvm.getelementptr %69[%533] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %535 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %536 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %537 = llvm.mul %536, %arg9 overflow<nsw> : i32
      %538 = llvm.icmp "sgt" %537, %535 : i32
      llvm.cond_br %538, ^bb178, ^bb183
    ^bb178:  // pred: ^bb177
      %539 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %535, %arg11 : (i32, i32) -> i32
      %540 = llvm.lshr %539, %arg12 : i32
      %541 = llvm.icmp "eq" %arg11, %17 : i32
      %542 = llvm.select %541, %535, %540 : i1, i32
      %543 = llvm.mul %542, %arg13 : i32
      %544 = llvm.sub %535, %543 : i32
      %545 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %544, %arg21 : (i32, i32) -> i32
      %546 = llvm.lshr %545, %arg22 : i32
      %547 = llvm.icmp "eq" %arg21, %17 : i32
      %548 = llvm.select %547, %544, %546 : i1, i32
      %549 = llvm.mul %548, %arg23 : i32
      %550 = llvm.sub %544, %549 : i32
      %551 = llvm.icmp "slt" %548, %arg14 : i32
      llvm.cond_br %551, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %552 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %550, %arg15 : (i32, i32) -> i32
      %553 = llvm.lshr %552, %arg16 : i32
      %554 = llvm.icmp "eq" %arg15, %17 : i32
      %555 = llvm.select %554, %550, %553 : i1, i32
      %556 = llvm.mul %555, %arg17 : i32
      %557 = llvm.sub %550, %556 : i32
      llvm.br ^bb181(%555, %557 : i32, i32)
    ^bb180:  // pred: ^bb178
      %558 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %550, %arg18 : (i32, i32) -> i32
      %559 = llvm.lshr %558, %arg19 : i32
      %560 = llvm.icmp "eq" %arg18, %17 : i32
      %561 = llvm.select %560, %550, %559 : i1, i32
      %562 = llvm.mul %561, %arg20 : i32
      %563 = llvm.sub %550, %562 : i32
      llvm.br ^bb181(%561, %563 : i32, i32)
    ^bb181(%564: i32, %565: i32):  // 2 preds: ^bb179, ^bb180
      llvm.br ^bb182
    ^bb182:  // pred: ^bb181
      %566 = llvm.srem %548, %16 : i32
      %567 = llvm.icmp "eq" %566, %40 : i32
      %568 = llvm.icmp "eq" %arg10, %17 : i32
      %569 = llvm.select %568, %arg8, %arg7 : i1, i32
      %570 = llvm.sub %569, %40 : i32
      %571 = llvm.sub %570, %564 : i32
      %572 = llvm.select %567, %571, %564 : i1, i32
      %573 = llvm.mul %548, %arg17 : i32
      %574 = llvm.add %573, %565 : i32
      %575 = llvm.icmp "eq" %arg10, %40 : i32
      %576 = llvm.select %575, %572, %574 : i1, i32
      %577 = llvm.select %575, %574, %572 : i1, i32
      %578 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %579 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
      %580 = llvm.mul %576, %16 : i32
      %581 = llvm.add %580, %578 : i32
      %582 = llvm.add %577, %579 : i32
      llvm.br ^bb184(%581, %582, %542 : i32, i32, i32)
    ^bb183:  // pred: ^bb177
      llvm.br ^bb184(%17, %17, %17 : i32, i32, i32)
    ^bb184(%583: i32, %584: i32, %585: i32):  // 2 preds: ^bb182, ^bb183
      llvm.br ^bb185
    ^bb185:  // pred: ^bb184
      %586 = llvm.getelementptr %55[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %587 = llvm.getelementptr %55[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %588 = llvm.getelementptr %55[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %589 = llvm.ptrtoint %534 : !llvm.ptr<3> to i64
      %590 = llvm.and %589, %3 : i64
      %591 = llvm.lshr %590, %2 : i64
      %592 = llvm.xor %589, %591 : i64
      %593 = llvm.inttoptr %592 : i64 to !llvm.ptr<3>
      %594 = llvm.getelementptr %44[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %595 = llvm.getelementptr %534[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %596 = llvm.ptrtoint %595 : !llvm.ptr<3> to i64
      %597 = llvm.and %596, %3 : i64
      %598 = llvm.lshr %597, %2 : i64
      %599 = llvm.xor %596, %598 : i64
      %600 = llvm.inttoptr %599 : i64 to !llvm.ptr<3>
      %601 = llvm.getelementptr %44[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %602 = llvm.getelementptr %534[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %603 = llvm.ptrtoint %602 : !llvm.ptr<3> to i64
      %604 = llvm.and %603, %3 : i64
      %605 = llvm.lshr %604, %2 : i64
      %606 = llvm.xor %603, %605 : i64
      %607 = llvm.inttoptr %606 : i64 to !llvm.ptr<3>
      %608 = llvm.getelementptr %44[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %609 = llvm.getelementptr %534[24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %610 = llvm.ptrtoint %609 : !llvm.ptr<3> to i64
      %611 = llvm.and %610, %3 : i64
      %612 = llvm.lshr %611, %2 : i64
      %613 = llvm.xor %610, %612 : i64
      %614 = llvm.inttoptr %613 : i64 to !llvm.ptr<3>
      %615 = llvm.getelementptr %43[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %616 = llvm.getelementptr %43[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %617 = llvm.getelementptr %43[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %618 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %619 = llvm.getelementptr %42[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %620 = llvm.getelementptr %42[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %621 = llvm.getelementptr %41[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %622 = llvm.getelementptr %41[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %623 = llvm.getelementptr %41[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb186(%583, %584, %585, %538, %17, %17, %17, %17 : i32, i32, i32, i1, i32, i32, i32, i32)
    ^bb186(%624: i32, %625: i32, %626: i32, %627: i1, %628: i32, %629: i32, %630: i32, %631: i32):  // 2 preds: ^bb185, ^bb211
      llvm.cond_br %627, ^bb187(%624, %625, %626, %628, %629, %630, %631 : i32, i32, i32, i32, i32, i32, i32), ^bb212
    ^bb187(%632: i32, %633: i32, %634: i32, %635: i32, %636: i32, %637: i32, %638: i32):  // pred: ^bb186
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %64, %636, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %639 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<3> -> i32
      %640 = llvm.load %586 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      %641 = llvm.load %587 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
      %642 = llvm.load %588 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%21) : (i32) -> ()
      %643 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %643, ^bb188, ^bb189
    ^bb188:  // pred: ^bb187
      %644 = "nvvm.mapa"(%139, %17) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%644, %40) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb189
    ^bb189:  // 2 preds: ^bb187, ^bb188
      %645 = llvm.xor %636, %40 : i32
      %646 = llvm.icmp "ne" %642, %17 : i32
      %647 = llvm.mul %637, %25 overflow<nsw> : i32
      %648 = llvm.add %529, %647 : i32
      %649 = llvm.getelementptr %61[%637] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %649, %638, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %650 = llvm.mul %632, %25 overflow<nsw> : i32
      %651 = llvm.mul %633, %25 overflow<nsw> : i32
      %652 = llvm.mul %635, %31 : i32
      %653 = llvm.inttoptr %648 : i32 to !llvm.ptr<6>
      %654 = "nvvm.tcgen05.ld"(%653) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %654, %46 : vector<32xi32>, !llvm.ptr
      %655 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %655, %45 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %656 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %657 = llvm.fptrunc %656 : vector<32xf32> to vector<32xbf16>
      llvm.store %657, %44 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %95, ^bb190, ^bb191
    ^bb190:  // pred: ^bb189
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb191
    ^bb191:  // 2 preds: ^bb189, ^bb190
      "nvvm.barrier"(%40, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %658 = llvm.srem %652, %31 : i32
      %659 = llvm.mul %658, %7 overflow<nsw> : i32
      %660 = llvm.getelementptr %593[%659] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %661 = llvm.load %44 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %661, %660 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %662 = llvm.getelementptr %600[%659] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %663 = llvm.load %594 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %663, %662 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %664 = llvm.getelementptr %607[%659] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %665 = llvm.load %601 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %665, %664 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %666 = llvm.getelementptr %614[%659] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %667 = llvm.load %608 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %667, %666 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%40, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %95, ^bb192, ^bb193
    ^bb192:  // pred: ^bb191
      %668 = llvm.getelementptr %69[%659] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%49, %668, %651, %650, %634, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb193
    ^bb193:  // 2 preds: ^bb191, ^bb192
      %669 = llvm.add %648, %39 : i32
      %670 = llvm.inttoptr %669 : i32 to !llvm.ptr<6>
      %671 = "nvvm.tcgen05.ld"(%670) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %671, %46 : vector<32xi32>, !llvm.ptr
      %672 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %672, %45 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %673 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %674 = llvm.fptrunc %673 : vector<32xf32> to vector<32xbf16>
      llvm.store %674, %43 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %95, ^bb194, ^bb195
    ^bb194:  // pred: ^bb193
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb195
    ^bb195:  // 2 preds: ^bb193, ^bb194
      "nvvm.barrier"(%40, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %675 = llvm.add %652, %40 : i32
      %676 = llvm.srem %675, %31 : i32
      %677 = llvm.mul %676, %7 overflow<nsw> : i32
      %678 = llvm.getelementptr %593[%677] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %679 = llvm.load %43 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %679, %678 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %680 = llvm.getelementptr %600[%677] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %681 = llvm.load %615 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %681, %680 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %682 = llvm.getelementptr %607[%677] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %683 = llvm.load %616 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %683, %682 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %684 = llvm.getelementptr %614[%677] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %685 = llvm.load %617 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %685, %684 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%40, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %95, ^bb196, ^bb197
    ^bb196:  // pred: ^bb195
      %686 = llvm.getelementptr %69[%677] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %687 = llvm.add %651, %39 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%49, %686, %687, %650, %634, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb197
    ^bb197:  // 2 preds: ^bb195, ^bb196
      %688 = llvm.add %648, %24 : i32
      %689 = llvm.inttoptr %688 : i32 to !llvm.ptr<6>
      %690 = "nvvm.tcgen05.ld"(%689) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %690, %46 : vector<32xi32>, !llvm.ptr
      %691 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %691, %45 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %692 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %693 = llvm.fptrunc %692 : vector<32xf32> to vector<32xbf16>
      llvm.store %693, %42 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %95, ^bb198, ^bb199
    ^bb198:  // pred: ^bb197
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb199
    ^bb199:  // 2 preds: ^bb197, ^bb198
      "nvvm.barrier"(%40, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %694 = llvm.add %652, %16 : i32
      %695 = llvm.srem %694, %31 : i32
      %696 = llvm.mul %695, %7 overflow<nsw> : i32
      %697 = llvm.getelementptr %593[%696] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %698 = llvm.load %42 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %698, %697 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %699 = llvm.getelementptr %600[%696] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %700 = llvm.load %618 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %700, %699 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %701 = llvm.getelementptr %607[%696] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %702 = llvm.load %619 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %702, %701 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %703 = llvm.getelementptr %614[%696] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %704 = llvm.load %620 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %704, %703 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%40, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %95, ^bb200, ^bb201
    ^bb200:  // pred: ^bb199
      %705 = llvm.getelementptr %69[%696] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %706 = llvm.add %651, %24 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%49, %705, %706, %650, %634, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb201
    ^bb201:  // 2 preds: ^bb199, ^bb200
      %707 = llvm.add %648, %1 : i32
      %708 = llvm.inttoptr %707 : i32 to !llvm.ptr<6>
      %709 = "nvvm.tcgen05.ld"(%708) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %709, %46 : vector<32xi32>, !llvm.ptr
      %710 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %710, %45 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      %711 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %711, ^bb202, ^bb203
    ^bb202:  // pred: ^bb201
      %712 = llvm.getelementptr %127[%637] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %713 = "nvvm.mapa"(%712, %137) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%713, %40) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb203
    ^bb203:  // 2 preds: ^bb201, ^bb202
      %714 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %715 = llvm.fptrunc %714 : vector<32xf32> to vector<32xbf16>
      llvm.store %715, %41 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %95, ^bb204, ^bb205
    ^bb204:  // pred: ^bb203
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb205
    ^bb205:  // 2 preds: ^bb203, ^bb204
      "nvvm.barrier"(%40, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %716 = llvm.add %652, %38 : i32
      %717 = llvm.srem %716, %31 : i32
      %718 = llvm.mul %717, %7 overflow<nsw> : i32
      %719 = llvm.getelementptr %593[%718] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %720 = llvm.load %41 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %720, %719 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %721 = llvm.getelementptr %600[%718] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %722 = llvm.load %621 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %722, %721 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %723 = llvm.getelementptr %607[%718] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %724 = llvm.load %622 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %724, %723 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %725 = llvm.getelementptr %614[%718] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %726 = llvm.load %623 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %726, %725 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%40, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %95, ^bb206, ^bb207
    ^bb206:  // pred: ^bb205
      %727 = llvm.getelementptr %69[%718] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %728 = llvm.add %651, %1 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%49, %727, %728, %650, %634, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb207
    ^bb207:  // 2 preds: ^bb205, ^bb206
      %729 = llvm.add %637, %40 : i32
      %730 = llvm.icmp "eq" %729, %16 : i32
      %731 = llvm.select %730, %17, %729 : i1, i32
      llvm.cond_br %730, ^bb208, ^bb209
    ^bb208:  // pred: ^bb207
      %732 = llvm.xor %638, %40 : i32
      llvm.br ^bb210(%732 : i32)
    ^bb209:  // pred: ^bb207
      llvm.br ^bb210(%638 : i32)
    ^bb210(%733: i32):  // 2 preds: ^bb208, ^bb209
      llvm.br ^bb211
    ^bb211:  // pred: ^bb210
      %734 = llvm.add %635, %40 : i32
      llvm.br ^bb186(%639, %640, %641, %646, %734, %645, %731, %733 : i32, i32, i32, i1, i32, i32, i32, i32)
    ^bb212:  // pred: ^bb186
      llvm.cond_br %95, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      llvm.cond_br %95, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      "nvvm.tcgen05.relinquish_alloc_permit"() <{group = #nvvm.cta_group<cta_2>}> : () -> ()
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      "nvvm.barrier"(%30, %32) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %95, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %735 = llvm.xor %114, %40 : i32
      %736 = "nvvm.mapa"(%68, %735) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%736, %40) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %68, %17, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %737 = llvm.inttoptr %526 : i32 to !llvm.ptr<6>
      "nvvm.tcgen05.dealloc"(%737, %23) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<6>, i32) -> ()
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      llvm.br ^bb219
    ^bb219:  // 2 preds: ^bb174, ^bb218
      llvm.return
    }
  }
  llvm.func @cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16_div(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(4 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(-1 : i32) : i32
    %6 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)>
    %8 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %9 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<8xi32>)>
    %10 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32)>
    %11 = llvm.mlir.constant(31 : i32) : i32
    %12 = llvm.mlir.constant(dense<0> : vector<8xi32>) : vector<8xi32>
    %13 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %14 = llvm.mlir.constant(279842 : i64) : i64
    %15 = llvm.mlir.constant(63 : i64) : i64
    %16 = llvm.mlir.constant(127 : i64) : i64
    %17 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %18 = llvm.mlir.constant(288034 : i64) : i64
    %19 = llvm.mlir.constant(256 : i32) : i32
    %20 = llvm.mlir.constant(230400 : i64) : i64
    %21 = llvm.mlir.constant(4294967296 : i64) : i64
    %22 = llvm.mlir.poison : !llvm.struct<()>
    %23 = llvm.mlir.constant(1 : i32) : i32
    %24 = llvm.mlir.constant(2 : i32) : i32
    %25 = llvm.mlir.constant(128 : i32) : i32
    %26 = llvm.mlir.constant(15 : i64) : i64
    %27 = llvm.mlir.constant(36 : i64) : i64
    %28 = llvm.mlir.constant(21 : i64) : i64
    %29 = llvm.mlir.constant(131072 : i64) : i64
    %30 = llvm.mlir.constant(8 : i64) : i64
    %31 = llvm.mlir.constant(32 : i64) : i64
    %32 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %33 = llvm.mlir.constant(16 : i64) : i64
    %34 = llvm.mlir.constant(4 : i64) : i64
    %35 = llvm.mlir.constant(4294967295 : i64) : i64
    %36 = llvm.mlir.constant(2 : i64) : i64
    %37 = llvm.mlir.constant(1 : i64) : i64
    %38 = llvm.mlir.constant(0 : i64) : i64
    %39 = llvm.mlir.constant(16 : i32) : i32
    %40 = llvm.mlir.constant(0 : i32) : i32
    %41 = llvm.mlir.constant(false) : i1
    %42 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %43 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %44 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %45 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %46 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %47 = llvm.extractvalue %arg0[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %48 = llvm.extractvalue %arg0[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %49 = llvm.extractvalue %arg0[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %50 = llvm.insertvalue %46, %10[0] : !llvm.struct<(i32, i32, i32)> 
    %51 = llvm.insertvalue %47, %50[1] : !llvm.struct<(i32, i32, i32)> 
    %52 = llvm.insertvalue %45, %51[2] : !llvm.struct<(i32, i32, i32)> 
    %53 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %54 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %55 = llvm.extractvalue %arg1[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %56 = llvm.extractvalue %arg1[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %57 = llvm.extractvalue %arg1[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %58 = llvm.insertvalue %54, %10[0] : !llvm.struct<(i32, i32, i32)> 
    %59 = llvm.insertvalue %55, %58[1] : !llvm.struct<(i32, i32, i32)> 
    %60 = llvm.insertvalue %53, %59[2] : !llvm.struct<(i32, i32, i32)> 
    %61 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %62 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %63 = llvm.extractvalue %arg2[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %64 = llvm.extractvalue %arg2[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %65 = llvm.extractvalue %arg2[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %66 = llvm.insertvalue %62, %10[0] : !llvm.struct<(i32, i32, i32)> 
    %67 = llvm.insertvalue %63, %66[1] : !llvm.struct<(i32, i32, i32)> 
    %68 = llvm.insertvalue %61, %67[2] : !llvm.struct<(i32, i32, i32)> 
    %69 = llvm.insertvalue %41, %9[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %70 = llvm.insertvalue %41, %69[1] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %71 = llvm.insertvalue %41, %70[2] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %72 = llvm.insertvalue %12, %71[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %73 = llvm.alloca %39 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %74 = llvm.sext %47 : i32 to i64
    %75 = llvm.sext %46 : i32 to i64
    %76 = llvm.mul %49, %36 : i64
    %77 = llvm.sext %45 : i32 to i64
    %78 = llvm.mul %48, %36 : i64
    %79 = llvm.ptrtoint %42 : !llvm.ptr<1> to i64
    %80 = llvm.getelementptr %73[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %80 : i64, !llvm.ptr
    %81 = llvm.getelementptr %73[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %81 : i64, !llvm.ptr
    %82 = llvm.getelementptr %73[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %82 : i64, !llvm.ptr
    %83 = llvm.getelementptr %73[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %83 : i64, !llvm.ptr
    %84 = llvm.getelementptr %73[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %84 : i64, !llvm.ptr
    %85 = llvm.getelementptr %73[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %85 : i64, !llvm.ptr
    %86 = llvm.getelementptr %73[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %86 : i64, !llvm.ptr
    %87 = llvm.getelementptr %73[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %87 : i64, !llvm.ptr
    %88 = llvm.udiv %79, %33 : i64
    %89 = llvm.and %88, %32 : i64
    %90 = llvm.shl %89, %34 : i64
    llvm.store %90, %80 : i64, !llvm.ptr
    %91 = llvm.sub %75, %37 : i64
    %92 = llvm.sub %77, %37 : i64
    %93 = llvm.mul %91, %76 : i64
    %94 = llvm.mul %92, %78 : i64
    %95 = llvm.add %93, %94 : i64
    %96 = llvm.mul %74, %33 : i64
    %97 = llvm.udiv %96, %30 : i64
    %98 = llvm.add %97, %95 : i64
    %99 = llvm.icmp "uge" %98, %29 : i64
    %100 = llvm.zext %99 : i1 to i64
    %101 = llvm.shl %100, %28 : i64
    %102 = llvm.udiv %76, %33 : i64
    %103 = llvm.shl %102, %31 : i64
    %104 = llvm.or %101, %103 : i64
    %105 = llvm.or %104, %18 : i64
    llvm.store %105, %81 : i64, !llvm.ptr
    %106 = llvm.udiv %78, %33 : i64
    %107 = llvm.and %106, %35 : i64
    llvm.store %107, %82 : i64, !llvm.ptr
    %108 = llvm.lshr %76, %27 : i64
    %109 = llvm.and %108, %26 : i64
    %110 = llvm.shl %109, %31 : i64
    %111 = llvm.lshr %78, %27 : i64
    %112 = llvm.and %111, %26 : i64
    %113 = llvm.shl %112, %27 : i64
    %114 = llvm.or %110, %113 : i64
    llvm.store %114, %83 : i64, !llvm.ptr
    %115 = llvm.sub %74, %37 : i64
    %116 = llvm.and %115, %35 : i64
    %117 = llvm.shl %91, %31 : i64
    %118 = llvm.or %116, %117 : i64
    llvm.store %118, %84 : i64, !llvm.ptr
    %119 = llvm.and %92, %35 : i64
    llvm.store %119, %85 : i64, !llvm.ptr
    llvm.store %17, %86 : i64, !llvm.ptr
    llvm.store %16, %87 : i64, !llvm.ptr
    %120 = llvm.ptrtoint %73 : !llvm.ptr to i64
    %121 = llvm.inttoptr %120 : i64 to !llvm.ptr
    %122 = llvm.load %121 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %123 = llvm.insertvalue %122, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %124 = llvm.insertvalue %52, %7[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %125 = llvm.insertvalue %22, %124[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %126 = llvm.insertvalue %22, %6[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %127 = llvm.insertvalue %125, %126[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %128 = llvm.alloca %39 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %129 = llvm.sext %55 : i32 to i64
    %130 = llvm.sext %54 : i32 to i64
    %131 = llvm.mul %57, %36 : i64
    %132 = llvm.sext %53 : i32 to i64
    %133 = llvm.mul %56, %36 : i64
    %134 = llvm.ptrtoint %43 : !llvm.ptr<1> to i64
    %135 = llvm.getelementptr %128[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %135 : i64, !llvm.ptr
    %136 = llvm.getelementptr %128[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %136 : i64, !llvm.ptr
    %137 = llvm.getelementptr %128[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %137 : i64, !llvm.ptr
    %138 = llvm.getelementptr %128[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %138 : i64, !llvm.ptr
    %139 = llvm.getelementptr %128[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %139 : i64, !llvm.ptr
    %140 = llvm.getelementptr %128[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %140 : i64, !llvm.ptr
    %141 = llvm.getelementptr %128[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %141 : i64, !llvm.ptr
    %142 = llvm.getelementptr %128[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %142 : i64, !llvm.ptr
    %143 = llvm.udiv %134, %33 : i64
    %144 = llvm.and %143, %32 : i64
    %145 = llvm.shl %144, %34 : i64
    llvm.store %145, %135 : i64, !llvm.ptr
    %146 = llvm.sub %130, %37 : i64
    %147 = llvm.sub %132, %37 : i64
    %148 = llvm.mul %146, %131 : i64
    %149 = llvm.mul %147, %133 : i64
    %150 = llvm.add %148, %149 : i64
    %151 = llvm.mul %129, %33 : i64
    %152 = llvm.udiv %151, %30 : i64
    %153 = llvm.add %152, %150 : i64
    %154 = llvm.icmp "uge" %153, %29 : i64
    %155 = llvm.zext %154 : i1 to i64
    %156 = llvm.shl %155, %28 : i64
    %157 = llvm.udiv %131, %33 : i64
    %158 = llvm.shl %157, %31 : i64
    %159 = llvm.or %156, %158 : i64
    %160 = llvm.or %159, %18 : i64
    llvm.store %160, %136 : i64, !llvm.ptr
    %161 = llvm.udiv %133, %33 : i64
    %162 = llvm.and %161, %35 : i64
    llvm.store %162, %137 : i64, !llvm.ptr
    %163 = llvm.lshr %131, %27 : i64
    %164 = llvm.and %163, %26 : i64
    %165 = llvm.shl %164, %31 : i64
    %166 = llvm.lshr %133, %27 : i64
    %167 = llvm.and %166, %26 : i64
    %168 = llvm.shl %167, %27 : i64
    %169 = llvm.or %165, %168 : i64
    llvm.store %169, %138 : i64, !llvm.ptr
    %170 = llvm.sub %129, %37 : i64
    %171 = llvm.and %170, %35 : i64
    %172 = llvm.shl %146, %31 : i64
    %173 = llvm.or %171, %172 : i64
    llvm.store %173, %139 : i64, !llvm.ptr
    %174 = llvm.and %147, %35 : i64
    llvm.store %174, %140 : i64, !llvm.ptr
    llvm.store %17, %141 : i64, !llvm.ptr
    llvm.store %15, %142 : i64, !llvm.ptr
    %175 = llvm.ptrtoint %128 : !llvm.ptr to i64
    %176 = llvm.inttoptr %175 : i64 to !llvm.ptr
    %177 = llvm.load %176 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %178 = llvm.insertvalue %177, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %179 = llvm.insertvalue %60, %7[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %180 = llvm.insertvalue %22, %179[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %181 = llvm.insertvalue %180, %126[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %182 = llvm.alloca %39 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %183 = llvm.sext %63 : i32 to i64
    %184 = llvm.sext %62 : i32 to i64
    %185 = llvm.mul %65, %36 : i64
    %186 = llvm.sext %61 : i32 to i64
    %187 = llvm.mul %64, %36 : i64
    %188 = llvm.ptrtoint %44 : !llvm.ptr<1> to i64
    %189 = llvm.getelementptr %182[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %189 : i64, !llvm.ptr
    %190 = llvm.getelementptr %182[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %190 : i64, !llvm.ptr
    %191 = llvm.getelementptr %182[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %191 : i64, !llvm.ptr
    %192 = llvm.getelementptr %182[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %192 : i64, !llvm.ptr
    %193 = llvm.getelementptr %182[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %193 : i64, !llvm.ptr
    %194 = llvm.getelementptr %182[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %194 : i64, !llvm.ptr
    %195 = llvm.getelementptr %182[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %195 : i64, !llvm.ptr
    %196 = llvm.getelementptr %182[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %38, %196 : i64, !llvm.ptr
    %197 = llvm.udiv %188, %33 : i64
    %198 = llvm.and %197, %32 : i64
    %199 = llvm.shl %198, %34 : i64
    llvm.store %199, %189 : i64, !llvm.ptr
    %200 = llvm.sub %184, %37 : i64
    %201 = llvm.sub %186, %37 : i64
    %202 = llvm.mul %200, %185 : i64
    %203 = llvm.mul %201, %187 : i64
    %204 = llvm.add %202, %203 : i64
    %205 = llvm.mul %183, %33 : i64
    %206 = llvm.udiv %205, %30 : i64
    %207 = llvm.add %206, %204 : i64
    %208 = llvm.icmp "uge" %207, %29 : i64
    %209 = llvm.zext %208 : i1 to i64
    %210 = llvm.shl %209, %28 : i64
    %211 = llvm.udiv %185, %33 : i64
    %212 = llvm.shl %211, %31 : i64
    %213 = llvm.or %210, %212 : i64
    %214 = llvm.or %213, %14 : i64
    llvm.store %214, %190 : i64, !llvm.ptr
    %215 = llvm.udiv %187, %33 : i64
    %216 = llvm.and %215, %35 : i64
    llvm.store %216, %191 : i64, !llvm.ptr
    %217 = llvm.lshr %185, %27 : i64
    %218 = llvm.and %217, %26 : i64
    %219 = llvm.shl %218, %31 : i64
    %220 = llvm.lshr %187, %27 : i64
    %221 = llvm.and %220, %26 : i64
    %222 = llvm.shl %221, %27 : i64
    %223 = llvm.or %219, %222 : i64
    llvm.store %223, %192 : i64, !llvm.ptr
    %224 = llvm.sub %183, %37 : i64
    %225 = llvm.and %224, %35 : i64
    %226 = llvm.shl %200, %31 : i64
    %227 = llvm.or %225, %226 : i64
    llvm.store %227, %193 : i64, !llvm.ptr
    %228 = llvm.and %201, %35 : i64
    llvm.store %228, %194 : i64, !llvm.ptr
    llvm.store %13, %195 : i64, !llvm.ptr
    llvm.store %16, %196 : i64, !llvm.ptr
    %229 = llvm.ptrtoint %182 : !llvm.ptr to i64
    %230 = llvm.inttoptr %229 : i64 to !llvm.ptr
    %231 = llvm.load %230 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %232 = llvm.insertvalue %231, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %233 = llvm.insertvalue %68, %7[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %234 = llvm.insertvalue %22, %233[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %235 = llvm.insertvalue %234, %126[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %236 = llvm.sdiv %46, %25 : i32
    %237 = llvm.mul %236, %25 : i32
    %238 = llvm.icmp "ne" %46, %237 : i32
    %239 = llvm.icmp "slt" %46, %40 : i32
    %240 = llvm.icmp "eq" %239, %41 : i1
    %241 = llvm.and %238, %240 : i1
    %242 = llvm.add %236, %23 : i32
    %243 = llvm.select %241, %242, %236 : i1, i32
    %244 = llvm.sdiv %54, %25 : i32
    %245 = llvm.mul %244, %25 : i32
    %246 = llvm.icmp "ne" %54, %245 : i32
    %247 = llvm.icmp "slt" %54, %40 : i32
    %248 = llvm.icmp "eq" %247, %41 : i1
    %249 = llvm.and %246, %248 : i1
    %250 = llvm.add %244, %23 : i32
    %251 = llvm.select %249, %250, %244 : i1, i32
    %252 = llvm.sdiv %243, %24 : i32
    %253 = llvm.mul %252, %24 : i32
    %254 = llvm.icmp "ne" %243, %253 : i32
    %255 = llvm.icmp "slt" %243, %40 : i32
    %256 = llvm.icmp "eq" %255, %41 : i1
    %257 = llvm.and %254, %256 : i1
    %258 = llvm.add %252, %23 : i32
    %259 = llvm.select %257, %258, %252 : i1, i32
    %260 = llvm.mul %259, %251 overflow<nsw> : i32
    %261 = llvm.add %259, %arg4 overflow<nsw> : i32
    %262 = llvm.sub %261, %23 overflow<nsw> : i32
    %263 = llvm.sdiv %262, %arg4 : i32
    %264 = llvm.mul %263, %arg4 : i32
    %265 = llvm.add %251, %arg4 overflow<nsw> : i32
    %266 = llvm.sub %265, %23 overflow<nsw> : i32
    %267 = llvm.sdiv %266, %arg4 : i32
    %268 = llvm.mul %267, %arg4 : i32
    %269 = llvm.icmp "sle" %268, %264 : i32
    %270 = llvm.zext %269 : i1 to i32
    %271 = llvm.icmp "eq" %270, %40 : i32
    %272 = llvm.select %271, %259, %251 : i1, i32
    %273 = llvm.select %271, %251, %259 : i1, i32
    %274 = llvm.icmp "slt" %arg4, %272 : i32
    %275 = llvm.select %274, %arg4, %272 : i1, i32
    %276 = llvm.srem %272, %275 : i32
    %277 = llvm.sdiv %272, %275 : i32
    %278 = llvm.mul %277, %275 : i32
    %279 = llvm.icmp "ne" %272, %278 : i32
    %280 = llvm.icmp "slt" %272, %40 : i32
    %281 = llvm.icmp "slt" %275, %40 : i32
    %282 = llvm.icmp "ne" %280, %281 : i1
    %283 = llvm.and %279, %282 : i1
    %284 = llvm.add %277, %5 : i32
    %285 = llvm.select %283, %284, %277 : i1, i32
    %286 = llvm.mul %275, %273 : i32
    %287 = llvm.sub %260, %23 overflow<nsw> : i32
    %288 = "llvm.intr.ctlz"(%287) <{is_zero_poison = false}> : (i32) -> i32
    %289 = llvm.sub %11, %288 : i32
    %290 = llvm.icmp "sgt" %289, %40 : i32
    %291 = llvm.select %290, %289, %40 : i1, i32
    %292 = llvm.shl %23, %291 : i32
    %293 = llvm.zext %292 : i32 to i64
    %294 = llvm.mul %293, %21 : i64
    %295 = llvm.zext %260 : i32 to i64
    %296 = llvm.add %294, %295 : i64
    %297 = llvm.sub %296, %37 : i64
    %298 = llvm.udiv %297, %295 : i64
    %299 = llvm.and %298, %35 : i64
    %300 = llvm.trunc %299 : i64 to i32
    %301 = llvm.sub %275, %23 : i32
    %302 = "llvm.intr.ctlz"(%301) <{is_zero_poison = false}> : (i32) -> i32
    %303 = llvm.sub %11, %302 : i32
    %304 = llvm.icmp "sgt" %303, %40 : i32
    %305 = llvm.select %304, %303, %40 : i1, i32
    %306 = llvm.shl %23, %305 : i32
    %307 = llvm.zext %306 : i32 to i64
    %308 = llvm.mul %307, %21 : i64
    %309 = llvm.zext %275 : i32 to i64
    %310 = llvm.add %308, %309 : i64
    %311 = llvm.sub %310, %37 : i64
    %312 = llvm.udiv %311, %309 : i64
    %313 = llvm.and %312, %35 : i64
    %314 = llvm.trunc %313 : i64 to i32
    %315 = llvm.icmp "sgt" %276, %40 : i32
    %316 = llvm.select %315, %276, %23 : i1, i32
    %317 = llvm.sub %316, %23 : i32
    %318 = "llvm.intr.ctlz"(%317) <{is_zero_poison = false}> : (i32) -> i32
    %319 = llvm.sub %11, %318 : i32
    %320 = llvm.icmp "sgt" %319, %40 : i32
    %321 = llvm.select %320, %319, %40 : i1, i32
    %322 = llvm.shl %23, %321 : i32
    %323 = llvm.zext %322 : i32 to i64
    %324 = llvm.mul %323, %21 : i64
    %325 = llvm.zext %316 : i32 to i64
    %326 = llvm.add %324, %325 : i64
    %327 = llvm.sub %326, %37 : i64
    %328 = llvm.udiv %327, %325 : i64
    %329 = llvm.and %328, %35 : i64
    %330 = llvm.trunc %329 : i64 to i32
    %331 = llvm.sub %286, %23 : i32
    %332 = "llvm.intr.ctlz"(%331) <{is_zero_poison = false}> : (i32) -> i32
    %333 = llvm.sub %11, %332 : i32
    %334 = llvm.icmp "sgt" %333, %40 : i32
    %335 = llvm.select %334, %333, %40 : i1, i32
    %336 = llvm.shl %23, %335 : i32
    %337 = llvm.zext %336 : i32 to i64
    %338 = llvm.mul %337, %21 : i64
    %339 = llvm.zext %286 : i32 to i64
    %340 = llvm.add %338, %339 : i64
    %341 = llvm.sub %340, %37 : i64
    %342 = llvm.udiv %341, %339 : i64
    %343 = llvm.and %342, %35 : i64
    %344 = llvm.trunc %343 : i64 to i32
    %345 = llvm.mul %260, %61 overflow<nsw> : i32
    %346 = llvm.mul %345, %24 : i32
    %347 = llvm.mul %arg3, %24 : i32
    %348 = llvm.icmp "slt" %346, %347 : i32
    %349 = llvm.select %348, %346, %347 : i1, i32
    %350 = llvm.sdiv %349, %24 : i32
    %351 = llvm.mul %350, %24 : i32
    %352 = llvm.icmp "ne" %349, %351 : i32
    %353 = llvm.icmp "slt" %349, %40 : i32
    %354 = llvm.and %352, %353 : i1
    %355 = llvm.add %350, %5 : i32
    %356 = llvm.select %354, %355, %350 : i1, i32
    %357 = llvm.alloca %23 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %358 = llvm.alloca %23 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %359 = llvm.getelementptr %357[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %358, %359 : !llvm.ptr, !llvm.ptr
    %360 = llvm.getelementptr %357[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %19, %360 : i32, !llvm.ptr
    %361 = llvm.getelementptr %357[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %361 : i32, !llvm.ptr
    %362 = llvm.getelementptr %357[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %362 : i32, !llvm.ptr
    %363 = llvm.getelementptr %357[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %20, %363 : i64, !llvm.ptr
    %364 = llvm.getelementptr %357[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %24, %364 : i32, !llvm.ptr
    %365 = llvm.getelementptr %357[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %365 : i32, !llvm.ptr
    %366 = llvm.getelementptr %357[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %356, %366 : i32, !llvm.ptr
    %367 = llvm.getelementptr %357[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %40, %367 : i32, !llvm.ptr
    %368 = llvm.getelementptr %357[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %arg5, %368 : !llvm.ptr, !llvm.ptr
    %369 = llvm.alloca %23 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %370 = builtin.unrealized_conversion_cast %369 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %371 = llvm.getelementptr %369[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %357, %371 : !llvm.ptr, !llvm.ptr
    %372 = llvm.load %371 : !llvm.ptr -> !llvm.ptr
    %373 = llvm.getelementptr %372[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %374 = llvm.load %373 : !llvm.ptr -> i32
    %375 = llvm.getelementptr %372[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %376 = llvm.load %375 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%40 : i32)
  ^bb1(%377: i32):  // 2 preds: ^bb3, ^bb5
    %378 = llvm.getelementptr %376[%377] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %379 = llvm.getelementptr %378[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %379 : i32, !llvm.ptr
    %380 = llvm.getelementptr %378[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %23, %380 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %381 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %382 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %383 = llvm.call @printf(%382, %381) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %384 = llvm.add %374, %23 : i32
    llvm.store %384, %373 : i32, !llvm.ptr
    llvm.br ^bb1(%374 : i32)
  ^bb4:  // pred: ^bb7
    %385 = llvm.icmp "uge" %374, %1 : i32
    llvm.cond_br %385, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%391 : i32)
  ^bb6:  // pred: ^bb7
    %386 = llvm.getelementptr %376[%391] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %387 = llvm.getelementptr %386[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %388 = llvm.load %387 : !llvm.ptr -> i32
    %389 = llvm.icmp "eq" %388, %4 : i32
    %390 = llvm.add %391, %23 : i32
    llvm.cond_br %389, ^bb5, ^bb7(%390 : i32)
  ^bb7(%391: i32):  // 2 preds: ^bb0, ^bb6
    %392 = llvm.icmp "uge" %391, %374 : i32
    llvm.cond_br %392, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %393 = llvm.load %371 : !llvm.ptr -> !llvm.ptr
    %394 = llvm.getelementptr %393[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %395 = llvm.load %394 : !llvm.ptr -> i32
    %396 = llvm.getelementptr %393[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %397 = llvm.load %396 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%40 : i32)
  ^bb9(%398: i32):  // 2 preds: ^bb11, ^bb13
    %399 = llvm.getelementptr %397[%398] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %400 = llvm.getelementptr %399[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %400 : i32, !llvm.ptr
    %401 = llvm.getelementptr %399[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %402 = llvm.getelementptr %401[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %24, %402 : i32, !llvm.ptr
    %403 = llvm.getelementptr %401[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %23, %403 : i32, !llvm.ptr
    %404 = llvm.getelementptr %401[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %23, %404 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %405 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %406 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %407 = llvm.call @printf(%406, %405) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %408 = llvm.add %395, %23 : i32
    llvm.store %408, %394 : i32, !llvm.ptr
    llvm.br ^bb9(%395 : i32)
  ^bb12:  // pred: ^bb15
    %409 = llvm.icmp "uge" %395, %1 : i32
    llvm.cond_br %409, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%415 : i32)
  ^bb14:  // pred: ^bb15
    %410 = llvm.getelementptr %397[%415] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %411 = llvm.getelementptr %410[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %412 = llvm.load %411 : !llvm.ptr -> i32
    %413 = llvm.icmp "eq" %412, %0 : i32
    %414 = llvm.add %415, %23 : i32
    llvm.cond_br %413, ^bb13, ^bb15(%414 : i32)
  ^bb15(%415: i32):  // 2 preds: ^bb8, ^bb14
    %416 = llvm.icmp "uge" %415, %395 : i32
    llvm.cond_br %416, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %417 = llvm.load %371 : !llvm.ptr -> !llvm.ptr
    %418 = llvm.getelementptr %417[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %419 = llvm.load %418 : !llvm.ptr -> i32
    %420 = llvm.getelementptr %417[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %421 = llvm.load %420 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb23(%40 : i32)
  ^bb17(%422: i32):  // 2 preds: ^bb19, ^bb21
    %423 = llvm.getelementptr %421[%422] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %424 = llvm.getelementptr %423[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %24, %424 : i32, !llvm.ptr
    %425 = llvm.getelementptr %423[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %40, %425 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %426 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %427 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %428 = llvm.call @printf(%427, %426) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %429 = llvm.add %419, %23 : i32
    llvm.store %429, %418 : i32, !llvm.ptr
    llvm.br ^bb17(%419 : i32)
  ^bb20:  // pred: ^bb23
    %430 = llvm.icmp "uge" %419, %1 : i32
    llvm.cond_br %430, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%436 : i32)
  ^bb22:  // pred: ^bb23
    %431 = llvm.getelementptr %421[%436] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %432 = llvm.getelementptr %431[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %433 = llvm.load %432 : !llvm.ptr -> i32
    %434 = llvm.icmp "eq" %433, %24 : i32
    %435 = llvm.add %436, %23 : i32
    llvm.cond_br %434, ^bb21, ^bb23(%435 : i32)
  ^bb23(%436: i32):  // 2 preds: ^bb16, ^bb22
    %437 = llvm.icmp "uge" %436, %419 : i32
    llvm.cond_br %437, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %438 = "cuda.launch_ex"(%370, %72, %123, %127, %178, %181, %232, %235, %259, %251, %61, %270, %300, %291, %260, %285, %314, %305, %275, %330, %321, %316, %344, %335, %286) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK25612816_TVLayoutA2128161281256_TVLayoutB26_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %439 = builtin.unrealized_conversion_cast %438 : !cuda.result to i32
    "cuda.return_if_error"(%439) : (i32) -> ()
    llvm.return %40 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16_div(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16_div(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, i32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
