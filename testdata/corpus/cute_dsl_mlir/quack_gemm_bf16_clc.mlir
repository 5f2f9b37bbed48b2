#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1 = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK25625616_TVLayoutA2128161281256_TVLayoutB21_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK25625616_TVLayoutA2128161281256_TVLayoutB21_0(%arg0: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg4: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg5: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg6: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(224 : i32) : i32
      %2 = llvm.mlir.constant(192 : i32) : i32
      %3 = llvm.mlir.constant(96 : i32) : i32
      %4 = llvm.mlir.constant(3 : i64) : i64
      %5 = llvm.mlir.constant(384 : i64) : i64
      %6 = llvm.mlir.constant(4096 : i32) : i32
      %7 = llvm.mlir.constant(0 : i8) : i8
      %8 = llvm.mlir.constant(2 : i8) : i8
      %9 = llvm.mlir.constant(-16777217 : i32) : i32
      %10 = llvm.mlir.constant(8192 : i32) : i32
      %11 = llvm.mlir.constant(8 : i64) : i64
      %12 = llvm.mlir.constant(16 : i64) : i64
      %13 = llvm.mlir.constant(1024 : i64) : i64
      %14 = llvm.mlir.constant(31 : i32) : i32
      %15 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %16 = llvm.mlir.constant(5 : i32) : i32
      %17 = llvm.mlir.constant(2 : i32) : i32
      %18 = llvm.mlir.constant(0 : i32) : i32
      %19 = llvm.mlir.constant(8 : i32) : i32
      %20 = llvm.mlir.constant(14 : i32) : i32
      %21 = llvm.mlir.constant(6 : i32) : i32
      %22 = llvm.mlir.constant(-1 : i32) : i32
      %23 = llvm.mlir.constant(true) : i1
      %24 = llvm.mlir.constant(64 : i32) : i32
      %25 = llvm.mlir.constant(256 : i32) : i32
      %26 = llvm.mlir.constant(128 : i32) : i32
      %27 = llvm.mlir.constant(10000000 : i32) : i32
      %28 = llvm.mlir.constant(65536 : i32) : i32
      %29 = llvm.mlir.constant(false) : i1
      %30 = llvm.mlir.constant(16 : i32) : i32
      %31 = llvm.mlir.constant(3 : i32) : i32
      %32 = llvm.mlir.constant(7 : i32) : i32
      %33 = llvm.mlir.constant(4 : i32) : i32
      %34 = llvm.mlir.constant(160 : i32) : i32
      %35 = llvm.mlir.constant(272630928 : i32) : i32
      %36 = llvm.mlir.constant(13 : i32) : i32
      %37 = llvm.mlir.constant(3 : i16) : i16
      %38 = llvm.mlir.constant(512 : i32) : i32
      %39 = llvm.mlir.constant(2097152 : i32) : i32
      %40 = llvm.mlir.constant(1024 : i32) : i32
      %41 = llvm.mlir.constant(32 : i32) : i32
      %42 = llvm.mlir.constant(1 : i32) : i32
      %43 = llvm.alloca %41 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = llvm.alloca %41 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %45 = llvm.alloca %41 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %46 = llvm.alloca %41 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %47 = llvm.alloca %41 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %48 = llvm.alloca %41 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %49 = llvm.alloca %41 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %50 = llvm.alloca %41 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %51 = llvm.alloca %42 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %52 = llvm.alloca %41 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %53 = llvm.alloca %41 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %54 = llvm.alloca %42 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %55 = llvm.alloca %42 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.alloca %42 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %58 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %59 = llvm.getelementptr %arg5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %60 = llvm.ptrtoint %15 : !llvm.ptr<3> to i32
      %61 = "nvvm.shfl.sync"(%22, %60, %18, %14) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %62 = llvm.zext %61 : i32 to i64
      %63 = llvm.inttoptr %62 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%63, %13 : !llvm.ptr<3>, i64)] : i1
      %64 = llvm.ptrtoint %63 : !llvm.ptr<3> to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%65, %12 : !llvm.ptr<3>, i64)] : i1
      %66 = llvm.getelementptr %63[80] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %67 = llvm.ptrtoint %66 : !llvm.ptr<3> to i64
      %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%68, %11 : !llvm.ptr<3>, i64)] : i1
      %69 = llvm.getelementptr %63[176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %70 = llvm.ptrtoint %69 : !llvm.ptr<3> to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%71, %11 : !llvm.ptr<3>, i64)] : i1
      %72 = llvm.getelementptr %63[208] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %73 = llvm.ptrtoint %72 : !llvm.ptr<3> to i64
      %74 = llvm.inttoptr %73 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%74, %11 : !llvm.ptr<3>, i64)] : i1
      %75 = llvm.getelementptr %63[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %76 = llvm.ptrtoint %75 : !llvm.ptr<3> to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%77, %11 : !llvm.ptr<3>, i64)] : i1
      %78 = llvm.getelementptr %63[264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %79 = llvm.getelementptr %63[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %80 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %81 = "nvvm.read.ptx.sreg.tid.y"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %82 = "nvvm.read.ptx.sreg.tid.z"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %83 = "nvvm.read.ptx.sreg.ntid.x"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %84 = "nvvm.read.ptx.sreg.ntid.y"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %85 = llvm.mul %81, %83 : i32
      %86 = llvm.add %80, %85 : i32
      %87 = llvm.mul %82, %83 : i32
      %88 = llvm.mul %87, %84 : i32
      %89 = llvm.add %86, %88 : i32
      %90 = llvm.sdiv %89, %41 : i32
      %91 = llvm.mul %90, %41 : i32
      %92 = llvm.icmp "ne" %89, %91 : i32
      %93 = llvm.icmp "slt" %89, %18 : i32
      %94 = llvm.and %92, %93 : i1
      %95 = llvm.add %90, %22 : i32
      %96 = llvm.select %94, %95, %90 : i1, i32
      %97 = "nvvm.shfl.sync"(%22, %96, %18, %14) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %98 = "nvvm.shfl.sync"(%22, %97, %18, %14) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %99 = llvm.icmp "eq" %98, %16 : i32
      llvm.cond_br %99, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      "nvvm.prefetch"(%arg1) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg3) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg5) <{tensormap}> : (!llvm.ptr) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %100 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 2147483647>}> : () -> i32
      %101 = llvm.srem %100, %17 : i32
      %102 = llvm.icmp "eq" %101, %18 : i32
      %103 = llvm.getelementptr %79[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %104 = llvm.getelementptr %79[131072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %105 = llvm.icmp "eq" %98, %18 : i32
      llvm.cond_br %105, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %106 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %106, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      "nvvm.mbarrier.init"(%68, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %107 = llvm.getelementptr %68[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%107, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %108 = llvm.getelementptr %68[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%108, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %109 = llvm.getelementptr %68[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%109, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %110 = llvm.getelementptr %68[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%110, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %111 = llvm.getelementptr %68[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%111, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %112 = llvm.getelementptr %68[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %105, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %113 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %113, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      "nvvm.mbarrier.init"(%112, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %114 = llvm.getelementptr %68[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%114, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %115 = llvm.getelementptr %68[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%115, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %116 = llvm.getelementptr %68[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%116, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %117 = llvm.getelementptr %68[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%117, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %118 = llvm.getelementptr %68[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%118, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      %119 = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
      %120 = "nvvm.shfl.sync"(%22, %119, %18, %14) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %121 = llvm.srem %120, %17 : i32
      %122 = llvm.srem %121, %17 : i32
      %123 = llvm.shl %42, %122 : i32
      %124 = llvm.trunc %123 : i32 to i16
      %125 = llvm.xor %122, %42 : i32
      %126 = llvm.shl %42, %125 : i32
      %127 = llvm.trunc %126 : i32 to i16
      %128 = llvm.or %124, %124 : i16
      %129 = llvm.or %128, %127 : i16
      %130 = llvm.or %129, %127 : i16
      llvm.cond_br %105, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %131 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %131, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      "nvvm.mbarrier.init"(%71, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %132 = llvm.getelementptr %71[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%132, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %133 = llvm.getelementptr %71[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %105, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %134 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %134, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      "nvvm.mbarrier.init"(%133, %19) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %135 = llvm.getelementptr %71[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%135, %19) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb17
      %136 = llvm.sdiv %120, %17 : i32
      %137 = llvm.mul %136, %17 : i32
      %138 = llvm.icmp "ne" %120, %137 : i32
      %139 = llvm.icmp "slt" %120, %18 : i32
      %140 = llvm.and %138, %139 : i1
      %141 = llvm.add %136, %22 : i32
      %142 = llvm.select %140, %141, %136 : i1, i32
      %143 = llvm.mul %142, %17 : i32
      llvm.cond_br %105, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %144 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %144, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      "nvvm.mbarrier.init"(%74, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %145 = llvm.getelementptr %74[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%145, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %146 = llvm.getelementptr %74[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%146, %42) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb18, ^bb21
      %147 = llvm.getelementptr %74[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %105, ^bb23, ^bb26
    ^bb23:  // pred: ^bb22
      %148 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %148, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      "nvvm.mbarrier.init"(%147, %20) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %149 = llvm.getelementptr %74[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%149, %20) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %150 = llvm.getelementptr %74[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%150, %20) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb22, ^bb25
      llvm.cond_br %105, ^bb27, ^bb30
    ^bb27:  // pred: ^bb26
      %151 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %151, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      "nvvm.mbarrier.init"(%78, %41) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb27, ^bb28
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb26, ^bb29
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive.relaxed"() : () -> ()
      %152 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
      "nvvm.cluster.wait"() : () -> ()
      %153 = llvm.icmp "sge" %98, %16 : i32
      %154 = llvm.icmp "slt" %98, %21 : i32
      %155 = llvm.and %153, %154 : i1
      llvm.cond_br %155, ^bb31, ^bb106
    ^bb31:  // pred: ^bb30
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.wait;", "~{memory}"  : () -> ()
      %156 = llvm.udiv %100, %17 : i32
      %157 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %158 = llvm.icmp "sgt" %157, %156 : i32
      llvm.cond_br %158, ^bb32, ^bb37
    ^bb32:  // pred: ^bb31
      %159 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %160 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %156, %arg21 : (i32, i32) -> i32
      %161 = llvm.lshr %160, %arg22 : i32
      %162 = llvm.icmp "eq" %arg21, %18 : i32
      %163 = llvm.select %162, %156, %161 : i1, i32
      %164 = llvm.mul %163, %arg23 : i32
      %165 = llvm.sub %156, %164 : i32
      %166 = llvm.icmp "slt" %163, %arg14 : i32
      llvm.cond_br %166, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %167 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %165, %arg15 : (i32, i32) -> i32
      %168 = llvm.lshr %167, %arg16 : i32
      %169 = llvm.icmp "eq" %arg15, %18 : i32
      %170 = llvm.select %169, %165, %168 : i1, i32
      %171 = llvm.mul %170, %arg17 : i32
      %172 = llvm.sub %165, %171 : i32
      llvm.br ^bb35(%170, %172 : i32, i32)
    ^bb34:  // pred: ^bb32
      %173 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %165, %arg18 : (i32, i32) -> i32
      %174 = llvm.lshr %173, %arg19 : i32
      %175 = llvm.icmp "eq" %arg18, %18 : i32
      %176 = llvm.select %175, %165, %174 : i1, i32
      %177 = llvm.mul %176, %arg20 : i32
      %178 = llvm.sub %165, %177 : i32
      llvm.br ^bb35(%176, %178 : i32, i32)
    ^bb35(%179: i32, %180: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %181 = llvm.srem %163, %17 : i32
      %182 = llvm.icmp "eq" %181, %42 : i32
      %183 = llvm.icmp "eq" %arg10, %18 : i32
      %184 = llvm.select %183, %arg8, %arg7 : i1, i32
      %185 = llvm.sub %184, %42 : i32
      %186 = llvm.sub %185, %179 : i32
      %187 = llvm.select %182, %186, %179 : i1, i32
      %188 = llvm.mul %163, %arg17 : i32
      %189 = llvm.add %188, %180 : i32
      %190 = llvm.icmp "eq" %arg10, %42 : i32
      %191 = llvm.select %190, %187, %189 : i1, i32
      %192 = llvm.select %190, %189, %187 : i1, i32
      %193 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %194 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
      %195 = llvm.mul %191, %17 : i32
      %196 = llvm.add %195, %193 : i32
      %197 = llvm.add %192, %194 : i32
      llvm.br ^bb38(%196, %197, %159 : i32, i32, i32)
    ^bb37:  // pred: ^bb31
      llvm.br ^bb38(%18, %18, %18 : i32, i32, i32)
    ^bb38(%198: i32, %199: i32, %200: i32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb39
    ^bb39:  // pred: ^bb38
      %201 = llvm.icmp "eq" %119, %18 : i32
      %202 = llvm.and %99, %201 : i1
      %203 = llvm.sdiv %152, %24 : i32
      %204 = llvm.mul %203, %24 : i32
      %205 = llvm.icmp "ne" %152, %204 : i32
      %206 = llvm.icmp "slt" %152, %18 : i32
      %207 = llvm.icmp "eq" %206, %29 : i1
      %208 = llvm.and %205, %207 : i1
      %209 = llvm.add %203, %42 : i32
      %210 = llvm.select %208, %209, %203 : i1, i32
      %211 = llvm.icmp "sgt" %210, %18 : i32
      llvm.br ^bb40(%18, %42, %198, %199, %200, %158, %18, %18 : i32, i32, i32, i32, i32, i1, i32, i32)
    ^bb40(%212: i32, %213: i32, %214: i32, %215: i32, %216: i32, %217: i1, %218: i32, %219: i32):  // 2 preds: ^bb39, ^bb82
      llvm.cond_br %217, ^bb41(%212, %213, %214, %215, %216, %218, %219 : i32, i32, i32, i32, i32, i32, i32), ^bb83
    ^bb41(%220: i32, %221: i32, %222: i32, %223: i32, %224: i32, %225: i32, %226: i32):  // pred: ^bb40
      llvm.cond_br %202, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "n,n" %19, %24 : (i32, i32) -> ()
      llvm.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %227 = llvm.sdiv %222, %17 : i32
      %228 = llvm.mul %227, %17 : i32
      %229 = llvm.icmp "ne" %222, %228 : i32
      %230 = llvm.icmp "slt" %222, %18 : i32
      %231 = llvm.and %229, %230 : i1
      %232 = llvm.add %227, %22 : i32
      %233 = llvm.select %231, %232, %227 : i1, i32
      %234 = llvm.mul %233, %25 overflow<nsw> : i32
      %235 = llvm.mul %223, %25 overflow<nsw> : i32
      %236 = "nvvm.shfl.sync"(%22, %101, %18, %14) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %237 = llvm.srem %236, %17 : i32
      %238 = llvm.mul %237, %26 overflow<nsw> : i32
      %239 = llvm.add %234, %238 overflow<nsw> : i32
      %240 = llvm.add %235, %238 overflow<nsw> : i32
      llvm.cond_br %211, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %241 = llvm.getelementptr %112[%220] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %242 = "nvvm.mbarrier.wait.parity"(%241, %221) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb46(%242 : i1)
    ^bb45:  // pred: ^bb43
      llvm.br ^bb46(%23 : i1)
    ^bb46(%243: i1):  // 2 preds: ^bb44, ^bb45
      llvm.br ^bb47
    ^bb47:  // pred: ^bb46
      llvm.br ^bb48(%18, %243, %220, %221 : i32, i1, i32, i32)
    ^bb48(%244: i32, %245: i1, %246: i32, %247: i32):  // 2 preds: ^bb47, ^bb67
      %248 = llvm.icmp "slt" %244, %210 : i32
      llvm.cond_br %248, ^bb49, ^bb68
    ^bb49:  // pred: ^bb48
      %249 = llvm.zext %245 : i1 to i32
      %250 = llvm.icmp "eq" %249, %18 : i32
      llvm.cond_br %250, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %251 = llvm.getelementptr %112[%246] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %251, %247, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      llvm.cond_br %102, ^bb52, ^bb55
    ^bb52:  // pred: ^bb51
      %252 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %252, ^bb53, ^bb54
    ^bb53:  // pred: ^bb52
      %253 = llvm.getelementptr %68[%246] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %254 = "nvvm.mbarrier.arrive.expect_tx"(%253, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      llvm.br ^bb55
    ^bb55:  // 2 preds: ^bb51, ^bb54
      %255 = llvm.getelementptr %68[%246] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %256 = llvm.mul %244, %24 overflow<nsw> : i32
      %257 = llvm.mul %246, %10 overflow<nsw> : i32
      %258 = llvm.getelementptr %103[%257] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %259 = llvm.ptrtoint %255 : !llvm.ptr<3> to i32
      %260 = llvm.and %259, %9 : i32
      %261 = llvm.inttoptr %260 : i32 to !llvm.ptr<3>
      %262 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %262, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %263 = llvm.addrspacecast %258 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%263, %57, %256, %239, %224, %261, %0) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %264 = llvm.getelementptr %104[%257] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %265 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %265, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %266 = llvm.addrspacecast %264 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%266, %58, %256, %240, %224, %261, %0) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      %267 = llvm.add %246, %42 : i32
      %268 = llvm.icmp "eq" %267, %21 : i32
      %269 = llvm.select %268, %18, %267 : i1, i32
      llvm.cond_br %268, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %270 = llvm.xor %247, %42 : i32
      llvm.br ^bb62(%270 : i32)
    ^bb61:  // pred: ^bb59
      llvm.br ^bb62(%247 : i32)
    ^bb62(%271: i32):  // 2 preds: ^bb60, ^bb61
      llvm.br ^bb63
    ^bb63:  // pred: ^bb62
      %272 = llvm.add %244, %42 : i32
      %273 = llvm.icmp "sgt" %210, %272 : i32
      llvm.cond_br %273, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %274 = llvm.getelementptr %112[%269] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %275 = "nvvm.mbarrier.wait.parity"(%274, %271) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb66(%275 : i1)
    ^bb65:  // pred: ^bb63
      llvm.br ^bb66(%23 : i1)
    ^bb66(%276: i1):  // 2 preds: ^bb64, ^bb65
      llvm.br ^bb67
    ^bb67:  // pred: ^bb66
      llvm.br ^bb48(%272, %276, %269, %271 : i32, i1, i32, i32) {loop_annotation = #loop_annotation}
    ^bb68:  // pred: ^bb48
      %277 = llvm.getelementptr %74[%225] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %277, %226, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %278 = llvm.mul %225, %33 overflow<nsw> : i32
      %279 = llvm.getelementptr %65[%278] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %280 = llvm.load %279 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
      llvm.store %280, %56 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
      %281 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
      %282 = llvm.extractelement %281[%0 : i64] : vector<1xi128>
      %283 = "nvvm.clusterlaunchcontrol.query.cancel"(%282) <{query_type = #nvvm<cluster_launch_control_query_type is_canceled>}> : (i128) -> i1
      %284 = "nvvm.clusterlaunchcontrol.query.cancel"(%282) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_x>}> : (i128) -> i32
      %285 = "nvvm.clusterlaunchcontrol.query.cancel"(%282) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_y>}> : (i128) -> i32
      %286 = "nvvm.clusterlaunchcontrol.query.cancel"(%282) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_z>}> : (i128) -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%22) : (i32) -> ()
      %287 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %287, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %288 = llvm.getelementptr %147[%225] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %289 = "nvvm.mapa"(%288, %18) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%289, %42) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb68, ^bb69
      %290 = llvm.add %225, %42 : i32
      %291 = llvm.icmp "eq" %290, %31 : i32
      %292 = llvm.select %291, %18, %290 : i1, i32
      llvm.cond_br %291, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %293 = llvm.xor %226, %42 : i32
      llvm.br ^bb73(%293 : i32)
    ^bb72:  // pred: ^bb70
      llvm.br ^bb73(%226 : i32)
    ^bb73(%294: i32):  // 2 preds: ^bb71, ^bb72
      llvm.br ^bb74
    ^bb74:  // pred: ^bb73
      %295 = llvm.udiv %284, %17 : i32
      %296 = llvm.select %283, %286, %18 : i1, i32
      llvm.cond_br %283, ^bb75, ^bb80
    ^bb75:  // pred: ^bb74
      %297 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %295, %arg21 : (i32, i32) -> i32
      %298 = llvm.lshr %297, %arg22 : i32
      %299 = llvm.icmp "eq" %arg21, %18 : i32
      %300 = llvm.select %299, %295, %298 : i1, i32
      %301 = llvm.mul %300, %arg23 : i32
      %302 = llvm.sub %295, %301 : i32
      %303 = llvm.icmp "slt" %300, %arg14 : i32
      llvm.cond_br %303, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %304 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %302, %arg15 : (i32, i32) -> i32
      %305 = llvm.lshr %304, %arg16 : i32
      %306 = llvm.icmp "eq" %arg15, %18 : i32
      %307 = llvm.select %306, %302, %305 : i1, i32
      %308 = llvm.mul %307, %arg17 : i32
      %309 = llvm.sub %302, %308 : i32
      llvm.br ^bb78(%307, %309 : i32, i32)
    ^bb77:  // pred: ^bb75
      %310 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %302, %arg18 : (i32, i32) -> i32
      %311 = llvm.lshr %310, %arg19 : i32
      %312 = llvm.icmp "eq" %arg18, %18 : i32
      %313 = llvm.select %312, %302, %311 : i1, i32
      %314 = llvm.mul %313, %arg20 : i32
      %315 = llvm.sub %302, %314 : i32
      llvm.br ^bb78(%313, %315 : i32, i32)
    ^bb78(%316: i32, %317: i32):  // 2 preds: ^bb76, ^bb77
      llvm.br ^bb79
    ^bb79:  // pred: ^bb78
      %318 = llvm.srem %300, %17 : i32
      %319 = llvm.icmp "eq" %318, %42 : i32
      %320 = llvm.icmp "eq" %arg10, %18 : i32
      %321 = llvm.select %320, %arg8, %arg7 : i1, i32
      %322 = llvm.sub %321, %42 : i32
      %323 = llvm.sub %322, %316 : i32
      %324 = llvm.select %319, %323, %316 : i1, i32
      %325 = llvm.mul %300, %arg17 : i32
      %326 = llvm.add %325, %317 : i32
      %327 = llvm.icmp "eq" %arg10, %42 : i32
      %328 = llvm.select %327, %324, %326 : i1, i32
      %329 = llvm.select %327, %326, %324 : i1, i32
      %330 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %331 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
      %332 = llvm.mul %328, %17 : i32
      %333 = llvm.add %332, %330 : i32
      %334 = llvm.add %329, %331 : i32
      llvm.br ^bb81(%333, %334 : i32, i32)
    ^bb80:  // pred: ^bb74
      llvm.br ^bb81(%18, %18 : i32, i32)
    ^bb81(%335: i32, %336: i32):  // 2 preds: ^bb79, ^bb80
      llvm.br ^bb82
    ^bb82:  // pred: ^bb81
      llvm.br ^bb40(%246, %247, %335, %336, %296, %283, %292, %294 : i32, i32, i32, i32, i32, i1, i32, i32)
    ^bb83:  // pred: ^bb40
      llvm.cond_br %99, ^bb84, ^bb105
    ^bb84:  // pred: ^bb83
      %337 = llvm.getelementptr %112[%212] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %337, %213, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %338 = llvm.add %212, %42 : i32
      %339 = llvm.icmp "eq" %338, %21 : i32
      %340 = llvm.select %339, %18, %338 : i1, i32
      llvm.cond_br %339, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %341 = llvm.xor %213, %42 : i32
      llvm.br ^bb87(%341 : i32)
    ^bb86:  // pred: ^bb84
      llvm.br ^bb87(%213 : i32)
    ^bb87(%342: i32):  // 2 preds: ^bb85, ^bb86
      llvm.br ^bb88
    ^bb88:  // pred: ^bb87
      %343 = llvm.getelementptr %112[%340] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %343, %342, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %344 = llvm.add %340, %42 : i32
      %345 = llvm.icmp "eq" %344, %21 : i32
      %346 = llvm.select %345, %18, %344 : i1, i32
      llvm.cond_br %345, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %347 = llvm.xor %342, %42 : i32
      llvm.br ^bb91(%347 : i32)
    ^bb90:  // pred: ^bb88
      llvm.br ^bb91(%342 : i32)
    ^bb91(%348: i32):  // 2 preds: ^bb89, ^bb90
      llvm.br ^bb92
    ^bb92:  // pred: ^bb91
      %349 = llvm.getelementptr %112[%346] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %349, %348, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %350 = llvm.add %346, %42 : i32
      %351 = llvm.icmp "eq" %350, %21 : i32
      %352 = llvm.select %351, %18, %350 : i1, i32
      llvm.cond_br %351, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %353 = llvm.xor %348, %42 : i32
      llvm.br ^bb95(%353 : i32)
    ^bb94:  // pred: ^bb92
      llvm.br ^bb95(%348 : i32)
    ^bb95(%354: i32):  // 2 preds: ^bb93, ^bb94
      llvm.br ^bb96
    ^bb96:  // pred: ^bb95
      %355 = llvm.getelementptr %112[%352] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %355, %354, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %356 = llvm.add %352, %42 : i32
      %357 = llvm.icmp "eq" %356, %21 : i32
      %358 = llvm.select %357, %18, %356 : i1, i32
      llvm.cond_br %357, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %359 = llvm.xor %354, %42 : i32
      llvm.br ^bb99(%359 : i32)
    ^bb98:  // pred: ^bb96
      llvm.br ^bb99(%354 : i32)
    ^bb99(%360: i32):  // 2 preds: ^bb97, ^bb98
      llvm.br ^bb100
    ^bb100:  // pred: ^bb99
      %361 = llvm.getelementptr %112[%358] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %361, %360, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %362 = llvm.add %358, %42 : i32
      %363 = llvm.icmp "eq" %362, %21 : i32
      %364 = llvm.select %363, %18, %362 : i1, i32
      llvm.cond_br %363, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %365 = llvm.xor %360, %42 : i32
      llvm.br ^bb103(%365 : i32)
    ^bb102:  // pred: ^bb100
      llvm.br ^bb103(%360 : i32)
    ^bb103(%366: i32):  // 2 preds: ^bb101, ^bb102
      llvm.br ^bb104
    ^bb104:  // pred: ^bb103
      %367 = llvm.getelementptr %112[%364] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %367, %366, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb83, ^bb104
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb30, ^bb105
      %368 = llvm.icmp "eq" %98, %32 : i32
      llvm.cond_br %368, ^bb107, ^bb129
    ^bb107:  // pred: ^bb106
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.wait;", "~{memory}"  : () -> ()
      %369 = llvm.icmp "eq" %119, %18 : i32
      %370 = llvm.udiv %100, %17 : i32
      %371 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %372 = llvm.icmp "sgt" %371, %370 : i32
      llvm.br ^bb108(%372, %18, %18 : i1, i32, i32)
    ^bb108(%373: i1, %374: i32, %375: i32):  // 2 preds: ^bb107, ^bb121
      llvm.cond_br %373, ^bb109(%374, %375 : i32, i32), ^bb122
    ^bb109(%376: i32, %377: i32):  // pred: ^bb108
      llvm.cond_br %369, ^bb110, ^bb115
    ^bb110:  // pred: ^bb109
      "nvvm.barrier"(%19, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %378 = llvm.xor %377, %42 : i32
      %379 = llvm.getelementptr %147[%376] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %379, %378, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %380 = llvm.getelementptr %74[%376] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %381 = "nvvm.read.ptx.sreg.laneid"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %382 = llvm.icmp "slt" %381, %17 : i32
      llvm.cond_br %382, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %383 = "nvvm.mapa"(%380, %381) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive.expect_tx"(%383, %30) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %384 = llvm.mul %376, %33 overflow<nsw> : i32
      %385 = llvm.getelementptr %65[%384] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %386 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %386, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      "nvvm.clusterlaunchcontrol.try.cancel"(%385, %380) <{multicast}> : (!llvm.ptr<3>, !llvm.ptr<3>) -> ()
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      llvm.br ^bb115
    ^bb115:  // 2 preds: ^bb109, ^bb114
      %387 = llvm.getelementptr %74[%376] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %387, %377, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %388 = llvm.mul %376, %33 overflow<nsw> : i32
      %389 = llvm.getelementptr %65[%388] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %390 = llvm.load %389 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
      llvm.store %390, %55 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
      %391 = llvm.load %55 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
      %392 = llvm.extractelement %391[%0 : i64] : vector<1xi128>
      %393 = "nvvm.clusterlaunchcontrol.query.cancel"(%392) <{query_type = #nvvm<cluster_launch_control_query_type is_canceled>}> : (i128) -> i1
      %394 = "nvvm.clusterlaunchcontrol.query.cancel"(%392) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_x>}> : (i128) -> i32
      %395 = "nvvm.clusterlaunchcontrol.query.cancel"(%392) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_y>}> : (i128) -> i32
      %396 = "nvvm.clusterlaunchcontrol.query.cancel"(%392) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_z>}> : (i128) -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%22) : (i32) -> ()
      %397 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %397, ^bb116, ^bb117
    ^bb116:  // pred: ^bb115
      %398 = llvm.getelementptr %147[%376] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %399 = "nvvm.mapa"(%398, %18) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%399, %42) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %400 = llvm.add %376, %42 : i32
      %401 = llvm.icmp "eq" %400, %31 : i32
      %402 = llvm.select %401, %18, %400 : i1, i32
      llvm.cond_br %401, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %403 = llvm.xor %377, %42 : i32
      llvm.br ^bb120(%403 : i32)
    ^bb119:  // pred: ^bb117
      llvm.br ^bb120(%377 : i32)
    ^bb120(%404: i32):  // 2 preds: ^bb118, ^bb119
      llvm.br ^bb121
    ^bb121:  // pred: ^bb120
      llvm.br ^bb108(%393, %402, %404 : i1, i32, i32)
    ^bb122:  // pred: ^bb108
      llvm.cond_br %369, ^bb123, ^bb128
    ^bb123:  // pred: ^bb122
      %405 = llvm.xor %375, %42 : i32
      %406 = llvm.getelementptr %147[%374] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %406, %405, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %407 = llvm.add %374, %42 : i32
      %408 = llvm.icmp "eq" %407, %31 : i32
      %409 = llvm.select %408, %18, %407 : i1, i32
      %410 = llvm.select %408, %375, %405 : i1, i32
      %411 = llvm.getelementptr %147[%409] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %411, %410, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %412 = llvm.add %409, %42 : i32
      %413 = llvm.icmp "eq" %412, %31 : i32
      %414 = llvm.select %413, %18, %412 : i1, i32
      llvm.cond_br %413, ^bb124, ^bb125
    ^bb124:  // pred: ^bb123
      %415 = llvm.xor %410, %42 : i32
      llvm.br ^bb126(%415 : i32)
    ^bb125:  // pred: ^bb123
      llvm.br ^bb126(%410 : i32)
    ^bb126(%416: i32):  // 2 preds: ^bb124, ^bb125
      llvm.br ^bb127
    ^bb127:  // pred: ^bb126
      %417 = llvm.getelementptr %147[%414] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %417, %416, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb122, ^bb127
      llvm.br ^bb129
    ^bb129:  // 2 preds: ^bb106, ^bb128
      %418 = llvm.icmp "eq" %98, %33 : i32
      llvm.cond_br %418, ^bb130, ^bb184
    ^bb130:  // pred: ^bb129
      "nvvm.barrier"(%32, %34) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %419 = llvm.load %77 : !llvm.ptr<3> -> i32
      %420 = llvm.ptrtoint %103 : !llvm.ptr<3> to i32
      %421 = llvm.lshr %420, %33 : i32
      %422 = "nvvm.tcgen05.mma_smem_desc"(%421, %42, %24, %7, %29, %8) : (i32, i32, i32, i8, i1, i8) -> i64
      %423 = llvm.ptrtoint %104 : !llvm.ptr<3> to i32
      %424 = llvm.lshr %423, %33 : i32
      %425 = "nvvm.tcgen05.mma_smem_desc"(%424, %42, %24, %7, %29, %8) : (i32, i32, i32, i8, i1, i8) -> i64
      %426 = llvm.udiv %100, %17 : i32
      %427 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %428 = llvm.icmp "sgt" %427, %426 : i32
      %429 = llvm.sdiv %152, %24 : i32
      %430 = llvm.mul %429, %24 : i32
      %431 = llvm.icmp "ne" %152, %430 : i32
      %432 = llvm.icmp "slt" %152, %18 : i32
      %433 = llvm.icmp "eq" %432, %29 : i1
      %434 = llvm.and %431, %433 : i1
      %435 = llvm.add %429, %42 : i32
      %436 = llvm.select %434, %435, %429 : i1, i32
      %437 = llvm.icmp "sgt" %436, %18 : i32
      %438 = llvm.zext %102 : i1 to i32
      %439 = llvm.select %102, %438, %18 : i1, i32
      %440 = llvm.icmp "ne" %439, %18 : i32
      %441 = llvm.and %437, %440 : i1
      llvm.br ^bb131(%18, %18, %18, %42, %arg0, %428, %18, %18 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i1, i32, i32)
    ^bb131(%442: i32, %443: i32, %444: i32, %445: i32, %446: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %447: i1, %448: i32, %449: i32):  // 2 preds: ^bb130, ^bb176
      llvm.cond_br %447, ^bb132(%442, %443, %444, %445, %446, %448, %449 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i32, i32), ^bb177
    ^bb132(%450: i32, %451: i32, %452: i32, %453: i32, %454: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %455: i32, %456: i32):  // pred: ^bb131
      %457 = llvm.mul %452, %25 overflow<nsw> : i32
      %458 = llvm.add %419, %457 : i32
      llvm.cond_br %441, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %459 = llvm.getelementptr %68[%450] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %460 = "nvvm.mbarrier.wait.parity"(%459, %451) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb135(%460 : i1)
    ^bb134:  // pred: ^bb132
      llvm.br ^bb135(%23 : i1)
    ^bb135(%461: i1):  // 2 preds: ^bb133, ^bb134
      llvm.br ^bb136
    ^bb136:  // pred: ^bb135
      llvm.cond_br %102, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %462 = llvm.getelementptr %133[%452] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %462, %453, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %463 = llvm.insertvalue %29, %454[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      llvm.br ^bb139(%18, %461, %463, %450, %451 : i32, i1, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i32, i32)
    ^bb139(%464: i32, %465: i1, %466: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %467: i32, %468: i32):  // 2 preds: ^bb138, ^bb161
      %469 = llvm.icmp "slt" %464, %436 : i32
      llvm.cond_br %469, ^bb140, ^bb162
    ^bb140:  // pred: ^bb139
      llvm.cond_br %102, ^bb141, ^bb151
    ^bb141:  // pred: ^bb140
      %470 = llvm.zext %465 : i1 to i32
      %471 = llvm.icmp "eq" %470, %18 : i32
      llvm.cond_br %471, ^bb142, ^bb143
    ^bb142:  // pred: ^bb141
      %472 = llvm.getelementptr %68[%467] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %472, %468, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb143
    ^bb143:  // 2 preds: ^bb141, ^bb142
      %473 = llvm.bitcast %422 : i64 to vector<2xi32>
      %474 = llvm.extractelement %473[%0 : i64] : vector<2xi32>
      %475 = llvm.bitcast %425 : i64 to vector<2xi32>
      %476 = llvm.extractelement %475[%0 : i64] : vector<2xi32>
      %477 = llvm.inttoptr %458 : i32 to !llvm.ptr<6>
      llvm.br ^bb144(%18, %466 : i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>)
    ^bb144(%478: i32, %479: !llvm.struct<(i1, i1, i1, vector<8xi32>)>):  // 2 preds: ^bb143, ^bb147
      %480 = llvm.icmp "slt" %478, %33 : i32
      llvm.cond_br %480, ^bb145, ^bb148
    ^bb145:  // pred: ^bb144
      %481 = llvm.mul %478, %17 overflow<nsw> : i32
      %482 = llvm.mul %467, %40 overflow<nsw> : i32
      %483 = llvm.add %481, %482 overflow<nsw> : i32
      %484 = llvm.add %474, %483 : i32
      %485 = llvm.insertelement %484, %473[%0 : i64] : vector<2xi32>
      %486 = llvm.bitcast %485 : vector<2xi32> to i64
      %487 = llvm.add %476, %483 : i32
      %488 = llvm.insertelement %487, %475[%0 : i64] : vector<2xi32>
      %489 = llvm.bitcast %488 : vector<2xi32> to i64
      %490 = llvm.extractvalue %479[1] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %491 = llvm.extractvalue %479[2] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %492 = llvm.extractvalue %479[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %493 = llvm.zext %490 : i1 to i32
      %494 = llvm.zext %491 : i1 to i32
      %495 = llvm.shl %493, %36 : i32
      %496 = llvm.shl %494, %20 : i32
      %497 = llvm.or %495, %35 : i32
      %498 = llvm.or %497, %496 : i32
      %499 = llvm.extractvalue %479[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %500 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %500, ^bb146, ^bb147
    ^bb146:  // pred: ^bb145
      "nvvm.tcgen05.mma"(%477, %486, %489, %498, %492, %499) <{collectorOp = #nvvm.tcgen05_mma_collectorop<discard>, collectorOpB = #nvvm.tcgen05_mma_collectorop<discard>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>}> : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>) -> ()
      llvm.br ^bb147
    ^bb147:  // 2 preds: ^bb145, ^bb146
      %501 = llvm.insertvalue %23, %479[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %502 = llvm.add %478, %42 : i32
      llvm.br ^bb144(%502, %501 : i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>) {loop_annotation = #loop_annotation1}
    ^bb148:  // pred: ^bb144
      %503 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %503, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %504 = llvm.getelementptr %112[%467] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%504, %130) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      llvm.br ^bb152(%479 : !llvm.struct<(i1, i1, i1, vector<8xi32>)>)
    ^bb151:  // pred: ^bb140
      llvm.br ^bb152(%466 : !llvm.struct<(i1, i1, i1, vector<8xi32>)>)
    ^bb152(%505: !llvm.struct<(i1, i1, i1, vector<8xi32>)>):  // 2 preds: ^bb150, ^bb151
      llvm.br ^bb153
    ^bb153:  // pred: ^bb152
      %506 = llvm.add %467, %42 : i32
      %507 = llvm.icmp "eq" %506, %21 : i32
      %508 = llvm.select %507, %18, %506 : i1, i32
      llvm.cond_br %507, ^bb154, ^bb155
    ^bb154:  // pred: ^bb153
      %509 = llvm.xor %468, %42 : i32
      llvm.br ^bb156(%509 : i32)
    ^bb155:  // pred: ^bb153
      llvm.br ^bb156(%468 : i32)
    ^bb156(%510: i32):  // 2 preds: ^bb154, ^bb155
      llvm.br ^bb157
    ^bb157:  // pred: ^bb156
      %511 = llvm.add %464, %42 : i32
      %512 = llvm.icmp "sgt" %436, %511 : i32
      %513 = llvm.and %512, %440 : i1
      llvm.cond_br %513, ^bb158, ^bb159
    ^bb158:  // pred: ^bb157
      %514 = llvm.getelementptr %68[%508] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %515 = "nvvm.mbarrier.wait.parity"(%514, %510) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb160(%515 : i1)
    ^bb159:  // pred: ^bb157
      llvm.br ^bb160(%23 : i1)
    ^bb160(%516: i1):  // 2 preds: ^bb158, ^bb159
      llvm.br ^bb161
    ^bb161:  // pred: ^bb160
      llvm.br ^bb139(%511, %516, %505, %508, %510 : i32, i1, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i32, i32) {loop_annotation = #loop_annotation}
    ^bb162:  // pred: ^bb139
      llvm.cond_br %102, ^bb163, ^bb166
    ^bb163:  // pred: ^bb162
      %517 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %517, ^bb164, ^bb165
    ^bb164:  // pred: ^bb163
      %518 = llvm.getelementptr %71[%452] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%518, %37) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb165
    ^bb165:  // 2 preds: ^bb163, ^bb164
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb162, ^bb165
      %519 = llvm.add %452, %42 : i32
      %520 = llvm.icmp "eq" %519, %17 : i32
      %521 = llvm.select %520, %18, %519 : i1, i32
      llvm.cond_br %520, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %522 = llvm.xor %453, %42 : i32
      llvm.br ^bb169(%522 : i32)
    ^bb168:  // pred: ^bb166
      llvm.br ^bb169(%453 : i32)
    ^bb169(%523: i32):  // 2 preds: ^bb167, ^bb168
      llvm.br ^bb170
    ^bb170:  // pred: ^bb169
      %524 = llvm.getelementptr %74[%455] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %524, %456, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %525 = llvm.mul %455, %33 overflow<nsw> : i32
      %526 = llvm.getelementptr %65[%525] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %527 = llvm.load %526 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
      llvm.store %527, %54 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
      %528 = llvm.load %54 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
      %529 = llvm.extractelement %528[%0 : i64] : vector<1xi128>
      %530 = "nvvm.clusterlaunchcontrol.query.cancel"(%529) <{query_type = #nvvm<cluster_launch_control_query_type is_canceled>}> : (i128) -> i1
      %531 = "nvvm.clusterlaunchcontrol.query.cancel"(%529) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_x>}> : (i128) -> i32
      %532 = "nvvm.clusterlaunchcontrol.query.cancel"(%529) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_y>}> : (i128) -> i32
      %533 = "nvvm.clusterlaunchcontrol.query.cancel"(%529) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_z>}> : (i128) -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%22) : (i32) -> ()
      %534 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %534, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %535 = llvm.getelementptr %147[%455] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %536 = "nvvm.mapa"(%535, %18) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%536, %42) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %537 = llvm.add %455, %42 : i32
      %538 = llvm.icmp "eq" %537, %31 : i32
      %539 = llvm.select %538, %18, %537 : i1, i32
      llvm.cond_br %538, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %540 = llvm.xor %456, %42 : i32
      llvm.br ^bb175(%540 : i32)
    ^bb174:  // pred: ^bb172
      llvm.br ^bb175(%456 : i32)
    ^bb175(%541: i32):  // 2 preds: ^bb173, ^bb174
      llvm.br ^bb176
    ^bb176:  // pred: ^bb175
      llvm.br ^bb131(%467, %468, %521, %523, %466, %530, %539, %541 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i1, i32, i32)
    ^bb177:  // pred: ^bb131
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.launch_dependents;", "~{memory}"  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "n,n" %32, %34 : (i32, i32) -> ()
      %542 = llvm.icmp "eq" %121, %18 : i32
      llvm.cond_br %542, ^bb178, ^bb183
    ^bb178:  // pred: ^bb177
      %543 = llvm.add %444, %42 : i32
      %544 = llvm.icmp "eq" %543, %17 : i32
      %545 = llvm.select %544, %18, %543 : i1, i32
      llvm.cond_br %544, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %546 = llvm.xor %445, %42 : i32
      llvm.br ^bb181(%546 : i32)
    ^bb180:  // pred: ^bb178
      llvm.br ^bb181(%445 : i32)
    ^bb181(%547: i32):  // 2 preds: ^bb179, ^bb180
      llvm.br ^bb182
    ^bb182:  // pred: ^bb181
      %548 = llvm.getelementptr %133[%545] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %548, %547, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb183
    ^bb183:  // 2 preds: ^bb177, ^bb182
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb129, ^bb183
      %549 = llvm.icmp "slt" %98, %33 : i32
      llvm.cond_br %549, ^bb185, ^bb257
    ^bb185:  // pred: ^bb184
      llvm.cond_br %105, ^bb186, ^bb187
    ^bb186:  // pred: ^bb185
      "nvvm.tcgen05.alloc"(%77, %38) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb187
    ^bb187:  // 2 preds: ^bb185, ^bb186
      "nvvm.barrier"(%32, %34) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %550 = llvm.load %77 : !llvm.ptr<3> -> i32
      %551 = llvm.sdiv %80, %41 : i32
      %552 = llvm.mul %551, %39 overflow<nsw> : i32
      %553 = llvm.add %550, %552 : i32
      %554 = llvm.srem %80, %41 : i32
      %555 = llvm.mul %554, %41 overflow<nsw> : i32
      %556 = llvm.mul %551, %40 overflow<nsw> : i32
      %557 = llvm.add %555, %556 overflow<nsw> : i32
      %558 = llvm.getelementptr %79[%557] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %559 = llvm.udiv %100, %17 : i32
      %560 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %561 = llvm.icmp "sgt" %560, %559 : i32
      llvm.cond_br %561, ^bb188, ^bb193
    ^bb188:  // pred: ^bb187
      %562 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %563 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %559, %arg21 : (i32, i32) -> i32
      %564 = llvm.lshr %563, %arg22 : i32
      %565 = llvm.icmp "eq" %arg21, %18 : i32
      %566 = llvm.select %565, %559, %564 : i1, i32
      %567 = llvm.mul %566, %arg23 : i32
      %568 = llvm.sub %559, %567 : i32
      %569 = llvm.icmp "slt" %566, %arg14 : i32
      llvm.cond_br %569, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %570 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %568, %arg15 : (i32, i32) -> i32
      %571 = llvm.lshr %570, %arg16 : i32
      %572 = llvm.icmp "eq" %arg15, %18 : i32
      %573 = llvm.select %572, %568, %571 : i1, i32
      %574 = llvm.mul %573, %arg17 : i32
      %575 = llvm.sub %568, %574 : i32
      llvm.br ^bb191(%573, %575 : i32, i32)
    ^bb190:  // pred: ^bb188
      %576 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %568, %arg18 : (i32, i32) -> i32
      %577 = llvm.lshr %576, %arg19 : i32
      %578 = llvm.icmp "eq" %arg18, %18 : i32
      %579 = llvm.select %578, %568, %577 : i1, i32
      %580 = llvm.mul %579, %arg20 : i32
      %581 = llvm.sub %568, %580 : i32
      llvm.br ^bb191(%579, %581 : i32, i32)
    ^bb191(%582: i32, %583: i32):  // 2 preds: ^bb189, ^bb190
      llvm.br ^bb192
    ^bb192:  // pred: ^bb191
      %584 = llvm.srem %566, %17 : i32
      %585 = llvm.icmp "eq" %584, %42 : i32
      %586 = llvm.icmp "eq" %arg10, %18 : i32
      %587 = llvm.select %586, %arg8, %arg7 : i1, i32
      %588 = llvm.sub %587, %42 : i32
      %589 = llvm.sub %588, %582 : i32
      %590 = llvm.select %585, %589, %582 : i1, i32
      %591 = llvm.mul %566, %arg17 : i32
      %592 = llvm.add %591, %583 : i32
      %593 = llvm.icmp "eq" %arg10, %42 : i32
      %594 = llvm.select %593, %590, %592 : i1, i32
      %595 = llvm.select %593, %592, %590 : i1, i32
      %596 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %597 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
      %598 = llvm.mul %594, %17 : i32
      %599 = llvm.add %598, %596 : i32
      %600 = llvm.add %595, %597 : i32
      llvm.br ^bb194(%599, %600, %562 : i32, i32, i32)
    ^bb193:  // pred: ^bb187
      llvm.br ^bb194(%18, %18, %18 : i32, i32, i32)
    ^bb194(%601: i32, %602: i32, %603: i32):  // 2 preds: ^bb192, ^bb193
      llvm.br ^bb195
    ^bb195:  // pred: ^bb194
      %604 = llvm.ptrtoint %558 : !llvm.ptr<3> to i64
      %605 = llvm.and %604, %5 : i64
      %606 = llvm.lshr %605, %4 : i64
      %607 = llvm.xor %604, %606 : i64
      %608 = llvm.inttoptr %607 : i64 to !llvm.ptr<3>
      %609 = llvm.getelementptr %50[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %610 = llvm.getelementptr %558[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %611 = llvm.ptrtoint %610 : !llvm.ptr<3> to i64
      %612 = llvm.and %611, %5 : i64
      %613 = llvm.lshr %612, %4 : i64
      %614 = llvm.xor %611, %613 : i64
      %615 = llvm.inttoptr %614 : i64 to !llvm.ptr<3>
      %616 = llvm.getelementptr %50[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %617 = llvm.getelementptr %558[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %618 = llvm.ptrtoint %617 : !llvm.ptr<3> to i64
      %619 = llvm.and %618, %5 : i64
      %620 = llvm.lshr %619, %4 : i64
      %621 = llvm.xor %618, %620 : i64
      %622 = llvm.inttoptr %621 : i64 to !llvm.ptr<3>
      %623 = llvm.getelementptr %50[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %624 = llvm.getelementptr %558[24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %625 = llvm.ptrtoint %624 : !llvm.ptr<3> to i64
      %626 = llvm.and %625, %5 : i64
      %627 = llvm.lshr %626, %4 : i64
      %628 = llvm.xor %625, %627 : i64
      %629 = llvm.inttoptr %628 : i64 to !llvm.ptr<3>
      %630 = llvm.getelementptr %49[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %631 = llvm.getelementptr %49[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %632 = llvm.getelementptr %49[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %633 = llvm.getelementptr %48[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %634 = llvm.getelementptr %48[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %635 = llvm.getelementptr %48[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %636 = llvm.getelementptr %47[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %637 = llvm.getelementptr %47[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %638 = llvm.getelementptr %47[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %639 = llvm.getelementptr %46[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %640 = llvm.getelementptr %46[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %641 = llvm.getelementptr %46[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %642 = llvm.getelementptr %45[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %643 = llvm.getelementptr %45[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %644 = llvm.getelementptr %45[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %645 = llvm.getelementptr %44[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %646 = llvm.getelementptr %44[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %647 = llvm.getelementptr %44[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %648 = llvm.getelementptr %43[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %649 = llvm.getelementptr %43[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %650 = llvm.getelementptr %43[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb196(%601, %602, %603, %561, %18, %18, %18, %18, %18 : i32, i32, i32, i1, i32, i32, i32, i32, i32)
    ^bb196(%651: i32, %652: i32, %653: i32, %654: i1, %655: i32, %656: i32, %657: i32, %658: i32, %659: i32):  // 2 preds: ^bb195, ^bb249
      llvm.cond_br %654, ^bb197(%651, %652, %653, %655, %656, %657, %658, %659 : i32, i32, i32, i32, i32, i32, i32, i32), ^bb250
    ^bb197(%660: i32, %661: i32, %662: i32, %663: i32, %664: i32, %665: i32, %666: i32, %667: i32):  // pred: ^bb196
      %668 = llvm.getelementptr %74[%664] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %668, %665, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %669 = llvm.mul %664, %33 overflow<nsw> : i32
      %670 = llvm.getelementptr %65[%669] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %671 = llvm.load %670 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
      llvm.store %671, %51 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
      %672 = llvm.load %51 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
      %673 = llvm.extractelement %672[%0 : i64] : vector<1xi128>
      %674 = "nvvm.clusterlaunchcontrol.query.cancel"(%673) <{query_type = #nvvm<cluster_launch_control_query_type is_canceled>}> : (i128) -> i1
      %675 = "nvvm.clusterlaunchcontrol.query.cancel"(%673) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_x>}> : (i128) -> i32
      %676 = "nvvm.clusterlaunchcontrol.query.cancel"(%673) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_y>}> : (i128) -> i32
      %677 = "nvvm.clusterlaunchcontrol.query.cancel"(%673) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_z>}> : (i128) -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%22) : (i32) -> ()
      %678 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %678, ^bb198, ^bb199
    ^bb198:  // pred: ^bb197
      %679 = llvm.getelementptr %147[%664] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %680 = "nvvm.mapa"(%679, %18) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%680, %42) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb199
    ^bb199:  // 2 preds: ^bb197, ^bb198
      %681 = llvm.add %664, %42 : i32
      %682 = llvm.icmp "eq" %681, %31 : i32
      %683 = llvm.select %682, %18, %681 : i1, i32
      llvm.cond_br %682, ^bb200, ^bb201
    ^bb200:  // pred: ^bb199
      %684 = llvm.xor %665, %42 : i32
      llvm.br ^bb202(%684 : i32)
    ^bb201:  // pred: ^bb199
      llvm.br ^bb202(%665 : i32)
    ^bb202(%685: i32):  // 2 preds: ^bb200, ^bb201
      llvm.br ^bb203
    ^bb203:  // pred: ^bb202
      %686 = llvm.udiv %675, %17 : i32
      %687 = llvm.select %674, %677, %18 : i1, i32
      llvm.cond_br %674, ^bb204, ^bb209
    ^bb204:  // pred: ^bb203
      %688 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %686, %arg21 : (i32, i32) -> i32
      %689 = llvm.lshr %688, %arg22 : i32
      %690 = llvm.icmp "eq" %arg21, %18 : i32
      %691 = llvm.select %690, %686, %689 : i1, i32
      %692 = llvm.mul %691, %arg23 : i32
      %693 = llvm.sub %686, %692 : i32
      %694 = llvm.icmp "slt" %691, %arg14 : i32
      llvm.cond_br %694, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %695 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %693, %arg15 : (i32, i32) -> i32
      %696 = llvm.lshr %695, %arg16 : i32
      %697 = llvm.icmp "eq" %arg15, %18 : i32
      %698 = llvm.select %697, %693, %696 : i1, i32
      %699 = llvm.mul %698, %arg17 : i32
      %700 = llvm.sub %693, %699 : i32
      llvm.br ^bb207(%698, %700 : i32, i32)
    ^bb206:  // pred: ^bb204
      %701 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %693, %arg18 : (i32, i32) -> i32
      %702 = llvm.lshr %701, %arg19 : i32
      %703 = llvm.icmp "eq" %arg18, %18 : i32
      %704 = llvm.select %703, %693, %702 : i1, i32
      %705 = llvm.mul %704, %arg20 : i32
      %706 = llvm.sub %693, %705 : i32
      llvm.br ^bb207(%704, %706 : i32, i32)
    ^bb207(%707: i32, %708: i32):  // 2 preds: ^bb205, ^bb206
      llvm.br ^bb208
    ^bb208:  // pred: ^bb207
      %709 = llvm.srem %691, %17 : i32
      %710 = llvm.icmp "eq" %709, %42 : i32
      %711 = llvm.icmp "eq" %arg10, %18 : i32
      %712 = llvm.select %711, %arg8, %arg7 : i1, i32
      %713 = llvm.sub %712, %42 : i32
      %714 = llvm.sub %713, %707 : i32
      %715 = llvm.select %710, %714, %707 : i1, i32
      %716 = llvm.mul %691, %arg17 : i32
      %717 = llvm.add %716, %708 : i32
      %718 = llvm.icmp "eq" %arg10, %42 : i32
      %719 = llvm.select %718, %715, %717 : i1, i32
      %720 = llvm.select %718, %717, %715 : i1, i32
      %721 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %722 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
      %723 = llvm.mul %719, %17 : i32
      %724 = llvm.add %723, %721 : i32
      %725 = llvm.add %720, %722 : i32
      llvm.br ^bb210(%724, %725 : i32, i32)
    ^bb209:  // pred: ^bb203
      llvm.br ^bb210(%18, %18 : i32, i32)
    ^bb210(%726: i32, %727: i32):  // 2 preds: ^bb208, ^bb209
      llvm.br ^bb211
    ^bb211:  // pred: ^bb210
      %728 = llvm.mul %666, %25 overflow<nsw> : i32
      %729 = llvm.add %553, %728 : i32
      %730 = llvm.getelementptr %71[%666] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %730, %667, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %731 = llvm.mul %660, %26 overflow<nsw> : i32
      %732 = llvm.mul %661, %25 overflow<nsw> : i32
      %733 = llvm.mul %663, %19 : i32
      %734 = llvm.inttoptr %729 : i32 to !llvm.ptr<6>
      %735 = "nvvm.tcgen05.ld"(%734) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %735, %53 : vector<32xi32>, !llvm.ptr
      %736 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %736, %52 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %737 = llvm.load %52 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %738 = llvm.fptrunc %737 : vector<32xf32> to vector<32xbf16>
      llvm.store %738, %50 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %105, ^bb212, ^bb213
    ^bb212:  // pred: ^bb211
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb213
    ^bb213:  // 2 preds: ^bb211, ^bb212
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %739 = llvm.srem %733, %33 : i32
      %740 = llvm.mul %739, %6 overflow<nsw> : i32
      %741 = llvm.getelementptr %608[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %742 = llvm.load %50 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %742, %741 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %743 = llvm.getelementptr %615[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %744 = llvm.load %609 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %744, %743 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %745 = llvm.getelementptr %622[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %746 = llvm.load %616 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %746, %745 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %747 = llvm.getelementptr %629[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %748 = llvm.load %623 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %748, %747 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %105, ^bb214, ^bb215
    ^bb214:  // pred: ^bb213
      %749 = llvm.getelementptr %79[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%59, %749, %732, %731, %662, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb215
    ^bb215:  // 2 preds: ^bb213, ^bb214
      %750 = llvm.add %729, %41 : i32
      %751 = llvm.inttoptr %750 : i32 to !llvm.ptr<6>
      %752 = "nvvm.tcgen05.ld"(%751) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %752, %53 : vector<32xi32>, !llvm.ptr
      %753 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %753, %52 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %754 = llvm.load %52 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %755 = llvm.fptrunc %754 : vector<32xf32> to vector<32xbf16>
      llvm.store %755, %49 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %105, ^bb216, ^bb217
    ^bb216:  // pred: ^bb215
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb217
    ^bb217:  // 2 preds: ^bb215, ^bb216
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %756 = llvm.add %733, %42 : i32
      %757 = llvm.srem %756, %33 : i32
      %758 = llvm.mul %757, %6 overflow<nsw> : i32
      %759 = llvm.getelementptr %608[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %760 = llvm.load %49 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %760, %759 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %761 = llvm.getelementptr %615[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %762 = llvm.load %630 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %762, %761 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %763 = llvm.getelementptr %622[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %764 = llvm.load %631 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %764, %763 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %765 = llvm.getelementptr %629[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %766 = llvm.load %632 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %766, %765 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %105, ^bb218, ^bb219
    ^bb218:  // pred: ^bb217
      %767 = llvm.getelementptr %79[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %768 = llvm.add %732, %41 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%59, %767, %768, %731, %662, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb219
    ^bb219:  // 2 preds: ^bb217, ^bb218
      %769 = llvm.add %729, %24 : i32
      %770 = llvm.inttoptr %769 : i32 to !llvm.ptr<6>
      %771 = "nvvm.tcgen05.ld"(%770) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %771, %53 : vector<32xi32>, !llvm.ptr
      %772 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %772, %52 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %773 = llvm.load %52 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %774 = llvm.fptrunc %773 : vector<32xf32> to vector<32xbf16>
      llvm.store %774, %48 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %105, ^bb220, ^bb221
    ^bb220:  // pred: ^bb219
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb221
    ^bb221:  // 2 preds: ^bb219, ^bb220
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %775 = llvm.add %733, %17 : i32
      %776 = llvm.srem %775, %33 : i32
      %777 = llvm.mul %776, %6 overflow<nsw> : i32
      %778 = llvm.getelementptr %608[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %779 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %779, %778 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %780 = llvm.getelementptr %615[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %781 = llvm.load %633 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %781, %780 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %782 = llvm.getelementptr %622[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %783 = llvm.load %634 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %783, %782 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %784 = llvm.getelementptr %629[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %785 = llvm.load %635 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %785, %784 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %105, ^bb222, ^bb223
    ^bb222:  // pred: ^bb221
      %786 = llvm.getelementptr %79[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %787 = llvm.add %732, %24 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%59, %786, %787, %731, %662, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb223
    ^bb223:  // 2 preds: ^bb221, ^bb222
      %788 = llvm.add %729, %3 : i32
      %789 = llvm.inttoptr %788 : i32 to !llvm.ptr<6>
      %790 = "nvvm.tcgen05.ld"(%789) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %790, %53 : vector<32xi32>, !llvm.ptr
      %791 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %791, %52 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %792 = llvm.load %52 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %793 = llvm.fptrunc %792 : vector<32xf32> to vector<32xbf16>
      llvm.store %793, %47 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %105, ^bb224, ^bb225
    ^bb224:  // pred: ^bb223
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb225
    ^bb225:  // 2 preds: ^bb223, ^bb224
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %794 = llvm.add %733, %31 : i32
      %795 = llvm.srem %794, %33 : i32
      %796 = llvm.mul %795, %6 overflow<nsw> : i32
      %797 = llvm.getelementptr %608[%796] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %798 = llvm.load %47 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %798, %797 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %799 = llvm.getelementptr %615[%796] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %800 = llvm.load %636 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %800, %799 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %801 = llvm.getelementptr %622[%796] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %802 = llvm.load %637 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %802, %801 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %803 = llvm.getelementptr %629[%796] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %804 = llvm.load %638 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %804, %803 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %105, ^bb226, ^bb227
    ^bb226:  // pred: ^bb225
      %805 = llvm.getelementptr %79[%796] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %806 = llvm.add %732, %3 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%59, %805, %806, %731, %662, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb227
    ^bb227:  // 2 preds: ^bb225, ^bb226
      %807 = llvm.add %729, %26 : i32
      %808 = llvm.inttoptr %807 : i32 to !llvm.ptr<6>
      %809 = "nvvm.tcgen05.ld"(%808) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %809, %53 : vector<32xi32>, !llvm.ptr
      %810 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %810, %52 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %811 = llvm.load %52 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %812 = llvm.fptrunc %811 : vector<32xf32> to vector<32xbf16>
      llvm.store %812, %46 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %105, ^bb228, ^bb229
    ^bb228:  // pred: ^bb227
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb229
    ^bb229:  // 2 preds: ^bb227, ^bb228
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %813 = llvm.add %733, %33 : i32
      %814 = llvm.srem %813, %33 : i32
      %815 = llvm.mul %814, %6 overflow<nsw> : i32
      %816 = llvm.getelementptr %608[%815] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %817 = llvm.load %46 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %817, %816 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %818 = llvm.getelementptr %615[%815] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %819 = llvm.load %639 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %819, %818 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %820 = llvm.getelementptr %622[%815] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %821 = llvm.load %640 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %821, %820 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %822 = llvm.getelementptr %629[%815] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %823 = llvm.load %641 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %823, %822 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %105, ^bb230, ^bb231
    ^bb230:  // pred: ^bb229
      %824 = llvm.getelementptr %79[%815] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %825 = llvm.add %732, %26 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%59, %824, %825, %731, %662, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb231
    ^bb231:  // 2 preds: ^bb229, ^bb230
      %826 = llvm.add %729, %34 : i32
      %827 = llvm.inttoptr %826 : i32 to !llvm.ptr<6>
      %828 = "nvvm.tcgen05.ld"(%827) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %828, %53 : vector<32xi32>, !llvm.ptr
      %829 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %829, %52 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %830 = llvm.load %52 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %831 = llvm.fptrunc %830 : vector<32xf32> to vector<32xbf16>
      llvm.store %831, %45 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %105, ^bb232, ^bb233
    ^bb232:  // pred: ^bb231
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb233
    ^bb233:  // 2 preds: ^bb231, ^bb232
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %832 = llvm.add %733, %16 : i32
      %833 = llvm.srem %832, %33 : i32
      %834 = llvm.mul %833, %6 overflow<nsw> : i32
      %835 = llvm.getelementptr %608[%834] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %836 = llvm.load %45 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %836, %835 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %837 = llvm.getelementptr %615[%834] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %838 = llvm.load %642 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %838, %837 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %839 = llvm.getelementptr %622[%834] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %840 = llvm.load %643 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %840, %839 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %841 = llvm.getelementptr %629[%834] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %842 = llvm.load %644 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %842, %841 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %105, ^bb234, ^bb235
    ^bb234:  // pred: ^bb233
      %843 = llvm.getelementptr %79[%834] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %844 = llvm.add %732, %34 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%59, %843, %844, %731, %662, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb235
    ^bb235:  // 2 preds: ^bb233, ^bb234
      %845 = llvm.add %729, %2 : i32
      %846 = llvm.inttoptr %845 : i32 to !llvm.ptr<6>
      %847 = "nvvm.tcgen05.ld"(%846) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %847, %53 : vector<32xi32>, !llvm.ptr
      %848 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %848, %52 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %849 = llvm.load %52 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %850 = llvm.fptrunc %849 : vector<32xf32> to vector<32xbf16>
      llvm.store %850, %44 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %105, ^bb236, ^bb237
    ^bb236:  // pred: ^bb235
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb237
    ^bb237:  // 2 preds: ^bb235, ^bb236
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %851 = llvm.add %733, %21 : i32
      %852 = llvm.srem %851, %33 : i32
      %853 = llvm.mul %852, %6 overflow<nsw> : i32
      %854 = llvm.getelementptr %608[%853] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %855 = llvm.load %44 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %855, %854 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %856 = llvm.getelementptr %615[%853] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %857 = llvm.load %645 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %857, %856 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %858 = llvm.getelementptr %622[%853] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %859 = llvm.load %646 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %859, %858 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %860 = llvm.getelementptr %629[%853] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %861 = llvm.load %647 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %861, %860 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %105, ^bb238, ^bb239
    ^bb238:  // pred: ^bb237
      %862 = llvm.getelementptr %79[%853] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %863 = llvm.add %732, %2 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%59, %862, %863, %731, %662, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb239
    ^bb239:  // 2 preds: ^bb237, ^bb238
      %864 = llvm.add %729, %1 : i32
      %865 = llvm.inttoptr %864 : i32 to !llvm.ptr<6>
      %866 = "nvvm.tcgen05.ld"(%865) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %866, %53 : vector<32xi32>, !llvm.ptr
      %867 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %867, %52 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      %868 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %868, ^bb240, ^bb241
    ^bb240:  // pred: ^bb239
      %869 = llvm.getelementptr %133[%666] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %870 = "nvvm.mapa"(%869, %143) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%870, %42) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb241
    ^bb241:  // 2 preds: ^bb239, ^bb240
      %871 = llvm.load %52 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %872 = llvm.fptrunc %871 : vector<32xf32> to vector<32xbf16>
      llvm.store %872, %43 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %105, ^bb242, ^bb243
    ^bb242:  // pred: ^bb241
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb243
    ^bb243:  // 2 preds: ^bb241, ^bb242
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %873 = llvm.add %733, %32 : i32
      %874 = llvm.srem %873, %33 : i32
      %875 = llvm.mul %874, %6 overflow<nsw> : i32
      %876 = llvm.getelementptr %608[%875] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %877 = llvm.load %43 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %877, %876 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %878 = llvm.getelementptr %615[%875] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %879 = llvm.load %648 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %879, %878 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %880 = llvm.getelementptr %622[%875] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %881 = llvm.load %649 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %881, %880 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %882 = llvm.getelementptr %629[%875] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %883 = llvm.load %650 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %883, %882 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%42, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %105, ^bb244, ^bb245
    ^bb244:  // pred: ^bb243
      %884 = llvm.getelementptr %79[%875] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %885 = llvm.add %732, %1 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%59, %884, %885, %731, %662, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb245
    ^bb245:  // 2 preds: ^bb243, ^bb244
      %886 = llvm.add %666, %42 : i32
      %887 = llvm.icmp "eq" %886, %17 : i32
      %888 = llvm.select %887, %18, %886 : i1, i32
      llvm.cond_br %887, ^bb246, ^bb247
    ^bb246:  // pred: ^bb245
      %889 = llvm.xor %667, %42 : i32
      llvm.br ^bb248(%889 : i32)
    ^bb247:  // pred: ^bb245
      llvm.br ^bb248(%667 : i32)
    ^bb248(%890: i32):  // 2 preds: ^bb246, ^bb247
      llvm.br ^bb249
    ^bb249:  // pred: ^bb248
      %891 = llvm.add %663, %42 : i32
      llvm.br ^bb196(%726, %727, %687, %674, %891, %683, %685, %888, %890 : i32, i32, i32, i1, i32, i32, i32, i32, i32)
    ^bb250:  // pred: ^bb196
      llvm.cond_br %105, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      llvm.cond_br %105, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      "nvvm.tcgen05.relinquish_alloc_permit"() <{group = #nvvm.cta_group<cta_2>}> : () -> ()
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      "nvvm.barrier"(%32, %34) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %105, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %892 = llvm.xor %120, %42 : i32
      %893 = "nvvm.mapa"(%78, %892) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%893, %42) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %78, %18, %27 : (!llvm.ptr<3>, i32, i32) -> ()
      %894 = llvm.inttoptr %550 : i32 to !llvm.ptr<6>
      "nvvm.tcgen05.dealloc"(%894, %38) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<6>, i32) -> ()
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      llvm.br ^bb257
    ^bb257:  // 2 preds: ^bb184, ^bb256
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
    %15 = llvm.mlir.constant(127 : i64) : i64
    %16 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %17 = llvm.mlir.constant(288034 : i64) : i64
    %18 = llvm.mlir.constant(230400 : i64) : i64
    %19 = llvm.mlir.constant(4294967296 : i64) : i64
    %20 = llvm.mlir.poison : !llvm.struct<()>
    %21 = llvm.mlir.constant(1 : i32) : i32
    %22 = llvm.mlir.constant(2 : i32) : i32
    %23 = llvm.mlir.constant(256 : i32) : i32
    %24 = llvm.mlir.constant(128 : i32) : i32
    %25 = llvm.mlir.constant(15 : i64) : i64
    %26 = llvm.mlir.constant(36 : i64) : i64
    %27 = llvm.mlir.constant(21 : i64) : i64
    %28 = llvm.mlir.constant(131072 : i64) : i64
    %29 = llvm.mlir.constant(8 : i64) : i64
    %30 = llvm.mlir.constant(32 : i64) : i64
    %31 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %32 = llvm.mlir.constant(16 : i64) : i64
    %33 = llvm.mlir.constant(4 : i64) : i64
    %34 = llvm.mlir.constant(4294967295 : i64) : i64
    %35 = llvm.mlir.constant(2 : i64) : i64
    %36 = llvm.mlir.constant(1 : i64) : i64
    %37 = llvm.mlir.constant(0 : i64) : i64
    %38 = llvm.mlir.constant(16 : i32) : i32
    %39 = llvm.mlir.constant(0 : i32) : i32
    %40 = llvm.mlir.constant(false) : i1
    %41 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %42 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %43 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %44 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %45 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %46 = llvm.extractvalue %arg0[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %47 = llvm.extractvalue %arg0[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %48 = llvm.extractvalue %arg0[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %49 = llvm.insertvalue %45, %10[0] : !llvm.struct<(i32, i32, i32)> 
    %50 = llvm.insertvalue %46, %49[1] : !llvm.struct<(i32, i32, i32)> 
    %51 = llvm.insertvalue %44, %50[2] : !llvm.struct<(i32, i32, i32)> 
    %52 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %53 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %54 = llvm.extractvalue %arg1[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %55 = llvm.extractvalue %arg1[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %56 = llvm.extractvalue %arg1[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %57 = llvm.insertvalue %53, %10[0] : !llvm.struct<(i32, i32, i32)> 
    %58 = llvm.insertvalue %54, %57[1] : !llvm.struct<(i32, i32, i32)> 
    %59 = llvm.insertvalue %52, %58[2] : !llvm.struct<(i32, i32, i32)> 
    %60 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %61 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %62 = llvm.extractvalue %arg2[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %63 = llvm.extractvalue %arg2[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %64 = llvm.extractvalue %arg2[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %65 = llvm.insertvalue %61, %10[0] : !llvm.struct<(i32, i32, i32)> 
    %66 = llvm.insertvalue %62, %65[1] : !llvm.struct<(i32, i32, i32)> 
    %67 = llvm.insertvalue %60, %66[2] : !llvm.struct<(i32, i32, i32)> 
    %68 = llvm.insertvalue %40, %9[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %69 = llvm.insertvalue %40, %68[1] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %70 = llvm.insertvalue %40, %69[2] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %71 = llvm.insertvalue %12, %70[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %72 = llvm.alloca %38 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %73 = llvm.sext %46 : i32 to i64
    %74 = llvm.sext %45 : i32 to i64
    %75 = llvm.mul %48, %35 : i64
    %76 = llvm.sext %44 : i32 to i64
    %77 = llvm.mul %47, %35 : i64
    %78 = llvm.ptrtoint %41 : !llvm.ptr<1> to i64
    %79 = llvm.getelementptr %72[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %79 : i64, !llvm.ptr
    %80 = llvm.getelementptr %72[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %80 : i64, !llvm.ptr
    %81 = llvm.getelementptr %72[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %81 : i64, !llvm.ptr
    %82 = llvm.getelementptr %72[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %82 : i64, !llvm.ptr
    %83 = llvm.getelementptr %72[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %83 : i64, !llvm.ptr
    %84 = llvm.getelementptr %72[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %84 : i64, !llvm.ptr
    %85 = llvm.getelementptr %72[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %85 : i64, !llvm.ptr
    %86 = llvm.getelementptr %72[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %86 : i64, !llvm.ptr
    %87 = llvm.udiv %78, %32 : i64
    %88 = llvm.and %87, %31 : i64
    %89 = llvm.shl %88, %33 : i64
    llvm.store %89, %79 : i64, !llvm.ptr
    %90 = llvm.sub %74, %36 : i64
    %91 = llvm.sub %76, %36 : i64
    %92 = llvm.mul %90, %75 : i64
    %93 = llvm.mul %91, %77 : i64
    %94 = llvm.add %92, %93 : i64
    %95 = llvm.mul %73, %32 : i64
    %96 = llvm.udiv %95, %29 : i64
    %97 = llvm.add %96, %94 : i64
    %98 = llvm.icmp "uge" %97, %28 : i64
    %99 = llvm.zext %98 : i1 to i64
    %100 = llvm.shl %99, %27 : i64
    %101 = llvm.udiv %75, %32 : i64
    %102 = llvm.shl %101, %30 : i64
    %103 = llvm.or %100, %102 : i64
    %104 = llvm.or %103, %17 : i64
    llvm.store %104, %80 : i64, !llvm.ptr
    %105 = llvm.udiv %77, %32 : i64
    %106 = llvm.and %105, %34 : i64
    llvm.store %106, %81 : i64, !llvm.ptr
    %107 = llvm.lshr %75, %26 : i64
    %108 = llvm.and %107, %25 : i64
    %109 = llvm.shl %108, %30 : i64
    %110 = llvm.lshr %77, %26 : i64
    %111 = llvm.and %110, %25 : i64
    %112 = llvm.shl %111, %26 : i64
    %113 = llvm.or %109, %112 : i64
    llvm.store %113, %82 : i64, !llvm.ptr
    %114 = llvm.sub %73, %36 : i64
    %115 = llvm.and %114, %34 : i64
    %116 = llvm.shl %90, %30 : i64
    %117 = llvm.or %115, %116 : i64
    llvm.store %117, %83 : i64, !llvm.ptr
    %118 = llvm.and %91, %34 : i64
    llvm.store %118, %84 : i64, !llvm.ptr
    llvm.store %16, %85 : i64, !llvm.ptr
    llvm.store %15, %86 : i64, !llvm.ptr
    %119 = llvm.ptrtoint %72 : !llvm.ptr to i64
    %120 = llvm.inttoptr %119 : i64 to !llvm.ptr
    %121 = llvm.load %120 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %122 = llvm.insertvalue %121, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %123 = llvm.insertvalue %51, %7[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %124 = llvm.insertvalue %20, %123[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %125 = llvm.insertvalue %20, %6[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %126 = llvm.insertvalue %124, %125[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %127 = llvm.alloca %38 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %128 = llvm.sext %54 : i32 to i64
    %129 = llvm.sext %53 : i32 to i64
    %130 = llvm.mul %56, %35 : i64
    %131 = llvm.sext %52 : i32 to i64
    %132 = llvm.mul %55, %35 : i64
    %133 = llvm.ptrtoint %42 : !llvm.ptr<1> to i64
    %134 = llvm.getelementptr %127[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %134 : i64, !llvm.ptr
    %135 = llvm.getelementptr %127[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %135 : i64, !llvm.ptr
    %136 = llvm.getelementptr %127[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %136 : i64, !llvm.ptr
    %137 = llvm.getelementptr %127[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %137 : i64, !llvm.ptr
    %138 = llvm.getelementptr %127[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %138 : i64, !llvm.ptr
    %139 = llvm.getelementptr %127[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %139 : i64, !llvm.ptr
    %140 = llvm.getelementptr %127[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %140 : i64, !llvm.ptr
    %141 = llvm.getelementptr %127[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %141 : i64, !llvm.ptr
    %142 = llvm.udiv %133, %32 : i64
    %143 = llvm.and %142, %31 : i64
    %144 = llvm.shl %143, %33 : i64
    llvm.store %144, %134 : i64, !llvm.ptr
    %145 = llvm.sub %129, %36 : i64
    %146 = llvm.sub %131, %36 : i64
    %147 = llvm.mul %145, %130 : i64
    %148 = llvm.mul %146, %132 : i64
    %149 = llvm.add %147, %148 : i64
    %150 = llvm.mul %128, %32 : i64
    %151 = llvm.udiv %150, %29 : i64
    %152 = llvm.add %151, %149 : i64
    %153 = llvm.icmp "uge" %152, %28 : i64
    %154 = llvm.zext %153 : i1 to i64
    %155 = llvm.shl %154, %27 : i64
    %156 = llvm.udiv %130, %32 : i64
    %157 = llvm.shl %156, %30 : i64
    %158 = llvm.or %155, %157 : i64
    %159 = llvm.or %158, %17 : i64
    llvm.store %159, %135 : i64, !llvm.ptr
    %160 = llvm.udiv %132, %32 : i64
    %161 = llvm.and %160, %34 : i64
    llvm.store %161, %136 : i64, !llvm.ptr
    %162 = llvm.lshr %130, %26 : i64
    %163 = llvm.and %162, %25 : i64
    %164 = llvm.shl %163, %30 : i64
    %165 = llvm.lshr %132, %26 : i64
    %166 = llvm.and %165, %25 : i64
    %167 = llvm.shl %166, %26 : i64
    %168 = llvm.or %164, %167 : i64
    llvm.store %168, %137 : i64, !llvm.ptr
    %169 = llvm.sub %128, %36 : i64
    %170 = llvm.and %169, %34 : i64
    %171 = llvm.shl %145, %30 : i64
    %172 = llvm.or %170, %171 : i64
    llvm.store %172, %138 : i64, !llvm.ptr
    %173 = llvm.and %146, %34 : i64
    llvm.store %173, %139 : i64, !llvm.ptr
    llvm.store %16, %140 : i64, !llvm.ptr
    llvm.store %15, %141 : i64, !llvm.ptr
    %174 = llvm.ptrtoint %127 : !llvm.ptr to i64
    %175 = llvm.inttoptr %174 : i64 to !llvm.ptr
    %176 = llvm.load %175 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %177 = llvm.insertvalue %176, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %178 = llvm.insertvalue %59, %7[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %179 = llvm.insertvalue %20, %178[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %180 = llvm.insertvalue %179, %125[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %181 = llvm.alloca %38 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %182 = llvm.sext %62 : i32 to i64
    %183 = llvm.sext %61 : i32 to i64
    %184 = llvm.mul %64, %35 : i64
    %185 = llvm.sext %60 : i32 to i64
    %186 = llvm.mul %63, %35 : i64
    %187 = llvm.ptrtoint %43 : !llvm.ptr<1> to i64
    %188 = llvm.getelementptr %181[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %188 : i64, !llvm.ptr
    %189 = llvm.getelementptr %181[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %189 : i64, !llvm.ptr
    %190 = llvm.getelementptr %181[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %190 : i64, !llvm.ptr
    %191 = llvm.getelementptr %181[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %191 : i64, !llvm.ptr
    %192 = llvm.getelementptr %181[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %192 : i64, !llvm.ptr
    %193 = llvm.getelementptr %181[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %193 : i64, !llvm.ptr
    %194 = llvm.getelementptr %181[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %194 : i64, !llvm.ptr
    %195 = llvm.getelementptr %181[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %37, %195 : i64, !llvm.ptr
    %196 = llvm.udiv %187, %32 : i64
    %197 = llvm.and %196, %31 : i64
    %198 = llvm.shl %197, %33 : i64
    llvm.store %198, %188 : i64, !llvm.ptr
    %199 = llvm.sub %183, %36 : i64
    %200 = llvm.sub %185, %36 : i64
    %201 = llvm.mul %199, %184 : i64
    %202 = llvm.mul %200, %186 : i64
    %203 = llvm.add %201, %202 : i64
    %204 = llvm.mul %182, %32 : i64
    %205 = llvm.udiv %204, %29 : i64
    %206 = llvm.add %205, %203 : i64
    %207 = llvm.icmp "uge" %206, %28 : i64
    %208 = llvm.zext %207 : i1 to i64
    %209 = llvm.shl %208, %27 : i64
    %210 = llvm.udiv %184, %32 : i64
    %211 = llvm.shl %210, %30 : i64
    %212 = llvm.or %209, %211 : i64
    %213 = llvm.or %212, %14 : i64
    llvm.store %213, %189 : i64, !llvm.ptr
    %214 = llvm.udiv %186, %32 : i64
    %215 = llvm.and %214, %34 : i64
    llvm.store %215, %190 : i64, !llvm.ptr
    %216 = llvm.lshr %184, %26 : i64
    %217 = llvm.and %216, %25 : i64
    %218 = llvm.shl %217, %30 : i64
    %219 = llvm.lshr %186, %26 : i64
    %220 = llvm.and %219, %25 : i64
    %221 = llvm.shl %220, %26 : i64
    %222 = llvm.or %218, %221 : i64
    llvm.store %222, %191 : i64, !llvm.ptr
    %223 = llvm.sub %182, %36 : i64
    %224 = llvm.and %223, %34 : i64
    %225 = llvm.shl %199, %30 : i64
    %226 = llvm.or %224, %225 : i64
    llvm.store %226, %192 : i64, !llvm.ptr
    %227 = llvm.and %200, %34 : i64
    llvm.store %227, %193 : i64, !llvm.ptr
    llvm.store %13, %194 : i64, !llvm.ptr
    llvm.store %15, %195 : i64, !llvm.ptr
    %228 = llvm.ptrtoint %181 : !llvm.ptr to i64
    %229 = llvm.inttoptr %228 : i64 to !llvm.ptr
    %230 = llvm.load %229 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %231 = llvm.insertvalue %230, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %232 = llvm.insertvalue %67, %7[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %233 = llvm.insertvalue %20, %232[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %234 = llvm.insertvalue %233, %125[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %235 = llvm.sdiv %45, %24 : i32
    %236 = llvm.mul %235, %24 : i32
    %237 = llvm.icmp "ne" %45, %236 : i32
    %238 = llvm.icmp "slt" %45, %39 : i32
    %239 = llvm.icmp "eq" %238, %40 : i1
    %240 = llvm.and %237, %239 : i1
    %241 = llvm.add %235, %21 : i32
    %242 = llvm.select %240, %241, %235 : i1, i32
    %243 = llvm.sdiv %53, %23 : i32
    %244 = llvm.mul %243, %23 : i32
    %245 = llvm.icmp "ne" %53, %244 : i32
    %246 = llvm.icmp "slt" %53, %39 : i32
    %247 = llvm.icmp "eq" %246, %40 : i1
    %248 = llvm.and %245, %247 : i1
    %249 = llvm.add %243, %21 : i32
    %250 = llvm.select %248, %249, %243 : i1, i32
    %251 = llvm.sdiv %242, %22 : i32
    %252 = llvm.mul %251, %22 : i32
    %253 = llvm.icmp "ne" %242, %252 : i32
    %254 = llvm.icmp "slt" %242, %39 : i32
    %255 = llvm.icmp "eq" %254, %40 : i1
    %256 = llvm.and %253, %255 : i1
    %257 = llvm.add %251, %21 : i32
    %258 = llvm.select %256, %257, %251 : i1, i32
    %259 = llvm.mul %258, %250 overflow<nsw> : i32
    %260 = llvm.add %258, %arg4 overflow<nsw> : i32
    %261 = llvm.sub %260, %21 overflow<nsw> : i32
    %262 = llvm.sdiv %261, %arg4 : i32
    %263 = llvm.mul %262, %arg4 : i32
    %264 = llvm.add %250, %arg4 overflow<nsw> : i32
    %265 = llvm.sub %264, %21 overflow<nsw> : i32
    %266 = llvm.sdiv %265, %arg4 : i32
    %267 = llvm.mul %266, %arg4 : i32
    %268 = llvm.icmp "sle" %267, %263 : i32
    %269 = llvm.zext %268 : i1 to i32
    %270 = llvm.icmp "eq" %269, %39 : i32
    %271 = llvm.select %270, %258, %250 : i1, i32
    %272 = llvm.select %270, %250, %258 : i1, i32
    %273 = llvm.icmp "slt" %arg4, %271 : i32
    %274 = llvm.select %273, %arg4, %271 : i1, i32
    %275 = llvm.srem %271, %274 : i32
    %276 = llvm.sdiv %271, %274 : i32
    %277 = llvm.mul %276, %274 : i32
    %278 = llvm.icmp "ne" %271, %277 : i32
    %279 = llvm.icmp "slt" %271, %39 : i32
    %280 = llvm.icmp "slt" %274, %39 : i32
    %281 = llvm.icmp "ne" %279, %280 : i1
    %282 = llvm.and %278, %281 : i1
    %283 = llvm.add %276, %5 : i32
    %284 = llvm.select %282, %283, %276 : i1, i32
    %285 = llvm.mul %274, %272 : i32
    %286 = llvm.sub %259, %21 overflow<nsw> : i32
    %287 = "llvm.intr.ctlz"(%286) <{is_zero_poison = false}> : (i32) -> i32
    %288 = llvm.sub %11, %287 : i32
    %289 = llvm.icmp "sgt" %288, %39 : i32
    %290 = llvm.select %289, %288, %39 : i1, i32
    %291 = llvm.shl %21, %290 : i32
    %292 = llvm.zext %291 : i32 to i64
    %293 = llvm.mul %292, %19 : i64
    %294 = llvm.zext %259 : i32 to i64
    %295 = llvm.add %293, %294 : i64
    %296 = llvm.sub %295, %36 : i64
    %297 = llvm.udiv %296, %294 : i64
    %298 = llvm.and %297, %34 : i64
    %299 = llvm.trunc %298 : i64 to i32
    %300 = llvm.sub %274, %21 : i32
    %301 = "llvm.intr.ctlz"(%300) <{is_zero_poison = false}> : (i32) -> i32
    %302 = llvm.sub %11, %301 : i32
    %303 = llvm.icmp "sgt" %302, %39 : i32
    %304 = llvm.select %303, %302, %39 : i1, i32
    %305 = llvm.shl %21, %304 : i32
    %306 = llvm.zext %305 : i32 to i64
    %307 = llvm.mul %306, %19 : i64
    %308 = llvm.zext %274 : i32 to i64
    %309 = llvm.add %307, %308 : i64
    %310 = llvm.sub %309, %36 : i64
    %311 = llvm.udiv %310, %308 : i64
    %312 = llvm.and %311, %34 : i64
    %313 = llvm.trunc %312 : i64 to i32
    %314 = llvm.icmp "sgt" %275, %39 : i32
    %315 = llvm.select %314, %275, %21 : i1, i32
    %316 = llvm.sub %315, %21 : i32
    %317 = "llvm.intr.ctlz"(%316) <{is_zero_poison = false}> : (i32) -> i32
    %318 = llvm.sub %11, %317 : i32
    %319 = llvm.icmp "sgt" %318, %39 : i32
    %320 = llvm.select %319, %318, %39 : i1, i32
    %321 = llvm.shl %21, %320 : i32
    %322 = llvm.zext %321 : i32 to i64
    %323 = llvm.mul %322, %19 : i64
    %324 = llvm.zext %315 : i32 to i64
    %325 = llvm.add %323, %324 : i64
    %326 = llvm.sub %325, %36 : i64
    %327 = llvm.udiv %326, %324 : i64
    %328 = llvm.and %327, %34 : i64
    %329 = llvm.trunc %328 : i64 to i32
    %330 = llvm.sub %285, %21 : i32
    %331 = "llvm.intr.ctlz"(%330) <{is_zero_poison = false}> : (i32) -> i32
    %332 = llvm.sub %11, %331 : i32
    %333 = llvm.icmp "sgt" %332, %39 : i32
    %334 = llvm.select %333, %332, %39 : i1, i32
    %335 = llvm.shl %21, %334 : i32
    %336 = llvm.zext %335 : i32 to i64
    %337 = llvm.mul %336, %19 : i64
    %338 = llvm.zext %285 : i32 to i64
    %339 = llvm.add %337, %338 : i64
    %340 = llvm.sub %339, %36 : i64
    %341 = llvm.udiv %340, %338 : i64
    %342 = llvm.and %341, %34 : i64
    %343 = llvm.trunc %342 : i64 to i32
    %344 = llvm.mul %259, %22 : i32
    %345 = llvm.alloca %21 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %346 = llvm.alloca %21 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %347 = llvm.getelementptr %345[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %346, %347 : !llvm.ptr, !llvm.ptr
    %348 = llvm.getelementptr %345[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %348 : i32, !llvm.ptr
    %349 = llvm.getelementptr %345[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %21, %349 : i32, !llvm.ptr
    %350 = llvm.getelementptr %345[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %21, %350 : i32, !llvm.ptr
    %351 = llvm.getelementptr %345[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %18, %351 : i64, !llvm.ptr
    %352 = llvm.getelementptr %345[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %344, %352 : i32, !llvm.ptr
    %353 = llvm.getelementptr %345[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %21, %353 : i32, !llvm.ptr
    %354 = llvm.getelementptr %345[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %60, %354 : i32, !llvm.ptr
    %355 = llvm.getelementptr %345[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %39, %355 : i32, !llvm.ptr
    %356 = llvm.getelementptr %345[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %arg5, %356 : !llvm.ptr, !llvm.ptr
    %357 = llvm.alloca %21 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %358 = builtin.unrealized_conversion_cast %357 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %359 = llvm.getelementptr %357[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %345, %359 : !llvm.ptr, !llvm.ptr
    %360 = llvm.load %359 : !llvm.ptr -> !llvm.ptr
    %361 = llvm.getelementptr %360[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %362 = llvm.load %361 : !llvm.ptr -> i32
    %363 = llvm.getelementptr %360[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %364 = llvm.load %363 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%39 : i32)
  ^bb1(%365: i32):  // 2 preds: ^bb3, ^bb5
    %366 = llvm.getelementptr %364[%365] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %367 = llvm.getelementptr %366[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %367 : i32, !llvm.ptr
    %368 = llvm.getelementptr %366[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %21, %368 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %369 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %370 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %371 = llvm.call @printf(%370, %369) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %372 = llvm.add %362, %21 : i32
    llvm.store %372, %361 : i32, !llvm.ptr
    llvm.br ^bb1(%362 : i32)
  ^bb4:  // pred: ^bb7
    %373 = llvm.icmp "uge" %362, %1 : i32
    llvm.cond_br %373, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%379 : i32)
  ^bb6:  // pred: ^bb7
    %374 = llvm.getelementptr %364[%379] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %375 = llvm.getelementptr %374[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %376 = llvm.load %375 : !llvm.ptr -> i32
    %377 = llvm.icmp "eq" %376, %4 : i32
    %378 = llvm.add %379, %21 : i32
    llvm.cond_br %377, ^bb5, ^bb7(%378 : i32)
  ^bb7(%379: i32):  // 2 preds: ^bb0, ^bb6
    %380 = llvm.icmp "uge" %379, %362 : i32
    llvm.cond_br %380, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %381 = llvm.load %359 : !llvm.ptr -> !llvm.ptr
    %382 = llvm.getelementptr %381[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %383 = llvm.load %382 : !llvm.ptr -> i32
    %384 = llvm.getelementptr %381[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %385 = llvm.load %384 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%39 : i32)
  ^bb9(%386: i32):  // 2 preds: ^bb11, ^bb13
    %387 = llvm.getelementptr %385[%386] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %388 = llvm.getelementptr %387[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %388 : i32, !llvm.ptr
    %389 = llvm.getelementptr %387[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %390 = llvm.getelementptr %389[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %22, %390 : i32, !llvm.ptr
    %391 = llvm.getelementptr %389[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %21, %391 : i32, !llvm.ptr
    %392 = llvm.getelementptr %389[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %21, %392 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %393 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %394 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %395 = llvm.call @printf(%394, %393) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %396 = llvm.add %383, %21 : i32
    llvm.store %396, %382 : i32, !llvm.ptr
    llvm.br ^bb9(%383 : i32)
  ^bb12:  // pred: ^bb15
    %397 = llvm.icmp "uge" %383, %1 : i32
    llvm.cond_br %397, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%403 : i32)
  ^bb14:  // pred: ^bb15
    %398 = llvm.getelementptr %385[%403] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %399 = llvm.getelementptr %398[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %400 = llvm.load %399 : !llvm.ptr -> i32
    %401 = llvm.icmp "eq" %400, %0 : i32
    %402 = llvm.add %403, %21 : i32
    llvm.cond_br %401, ^bb13, ^bb15(%402 : i32)
  ^bb15(%403: i32):  // 2 preds: ^bb8, ^bb14
    %404 = llvm.icmp "uge" %403, %383 : i32
    llvm.cond_br %404, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %405 = llvm.load %359 : !llvm.ptr -> !llvm.ptr
    %406 = llvm.getelementptr %405[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %407 = llvm.load %406 : !llvm.ptr -> i32
    %408 = llvm.getelementptr %405[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %409 = llvm.load %408 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb23(%39 : i32)
  ^bb17(%410: i32):  // 2 preds: ^bb19, ^bb21
    %411 = llvm.getelementptr %409[%410] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %412 = llvm.getelementptr %411[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %22, %412 : i32, !llvm.ptr
    %413 = llvm.getelementptr %411[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %39, %413 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %414 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %415 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %416 = llvm.call @printf(%415, %414) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %417 = llvm.add %407, %21 : i32
    llvm.store %417, %406 : i32, !llvm.ptr
    llvm.br ^bb17(%407 : i32)
  ^bb20:  // pred: ^bb23
    %418 = llvm.icmp "uge" %407, %1 : i32
    llvm.cond_br %418, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%424 : i32)
  ^bb22:  // pred: ^bb23
    %419 = llvm.getelementptr %409[%424] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %420 = llvm.getelementptr %419[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %421 = llvm.load %420 : !llvm.ptr -> i32
    %422 = llvm.icmp "eq" %421, %22 : i32
    %423 = llvm.add %424, %21 : i32
    llvm.cond_br %422, ^bb21, ^bb23(%423 : i32)
  ^bb23(%424: i32):  // 2 preds: ^bb16, ^bb22
    %425 = llvm.icmp "uge" %424, %407 : i32
    llvm.cond_br %425, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %426 = "cuda.launch_ex"(%358, %71, %122, %126, %177, %180, %231, %234, %258, %250, %60, %269, %299, %290, %259, %284, %313, %304, %274, %329, %320, %315, %343, %334, %285) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK25625616_TVLayoutA2128161281256_TVLayoutB21_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %427 = builtin.unrealized_conversion_cast %426 : !cuda.result to i32
    "cuda.return_if_error"(%427) : (i32) -> ()
    llvm.return %39 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16_div(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16_div(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, i32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
