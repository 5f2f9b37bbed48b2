#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1 = #llvm.loop_unroll<disable = false, full = true>
#loop_unroll2 = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
#loop_annotation2 = #llvm.loop_annotation<unroll = #loop_unroll2>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK25625632_TVLayoutA2128321281256_TVLayoutB21_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK25625632_TVLayoutA2128321281256_TVLayoutB21_0(%arg0: !llvm.struct<(i1, i1, i1, i32, i32)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg4: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg5: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg6: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg7: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg8: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg9: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg10: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(224 : i32) : i32
      %2 = llvm.mlir.constant(192 : i32) : i32
      %3 = llvm.mlir.constant(96 : i32) : i32
      %4 = llvm.mlir.constant(3 : i64) : i64
      %5 = llvm.mlir.constant(384 : i64) : i64
      %6 = llvm.mlir.constant(4096 : i32) : i32
      %7 = llvm.mlir.constant(260 : i32) : i32
      %8 = llvm.mlir.poison : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>
      %9 = llvm.mlir.constant(64 : i32) : i32
      %10 = llvm.mlir.constant(0 : i8) : i8
      %11 = llvm.mlir.constant(2 : i8) : i8
      %12 = llvm.mlir.constant(-16777217 : i32) : i32
      %13 = llvm.mlir.constant(16384 : i32) : i32
      %14 = llvm.mlir.constant(8 : i64) : i64
      %15 = llvm.mlir.constant(16 : i64) : i64
      %16 = llvm.mlir.constant(1024 : i64) : i64
      %17 = llvm.mlir.constant(31 : i32) : i32
      %18 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %19 = llvm.mlir.constant(3 : i32) : i32
      %20 = llvm.mlir.constant(5 : i32) : i32
      %21 = llvm.mlir.constant(2 : i32) : i32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(8 : i32) : i32
      %24 = llvm.mlir.constant(14 : i32) : i32
      %25 = llvm.mlir.constant(6 : i32) : i32
      %26 = llvm.mlir.constant(-1 : i32) : i32
      %27 = llvm.mlir.constant(true) : i1
      %28 = llvm.mlir.constant(256 : i32) : i32
      %29 = llvm.mlir.constant(128 : i32) : i32
      %30 = llvm.mlir.constant(10000000 : i32) : i32
      %31 = llvm.mlir.constant(68608 : i32) : i32
      %32 = llvm.mlir.constant(false) : i1
      %33 = llvm.mlir.constant(16 : i32) : i32
      %34 = llvm.mlir.constant(7 : i32) : i32
      %35 = llvm.mlir.constant(4 : i32) : i32
      %36 = llvm.mlir.constant(160 : i32) : i32
      %37 = llvm.mlir.constant(281018368 : i32) : i32
      %38 = llvm.mlir.constant(13 : i32) : i32
      %39 = llvm.mlir.constant(-1073741824 : i32) : i32
      %40 = llvm.mlir.constant(26 : i32) : i32
      %41 = llvm.mlir.constant(3 : i16) : i16
      %42 = llvm.mlir.constant(512 : i32) : i32
      %43 = llvm.mlir.constant(2097152 : i32) : i32
      %44 = llvm.mlir.constant(1024 : i32) : i32
      %45 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %46 = llvm.mlir.constant(32 : i32) : i32
      %47 = llvm.mlir.constant(1 : i32) : i32
      %48 = llvm.alloca %46 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %49 = llvm.alloca %46 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %50 = llvm.alloca %46 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %51 = llvm.alloca %46 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %52 = llvm.alloca %46 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %53 = llvm.alloca %46 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %54 = llvm.alloca %46 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %55 = llvm.alloca %46 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.alloca %46 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %46 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %59 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %60 = llvm.getelementptr %arg5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %61 = llvm.getelementptr %arg7[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %62 = llvm.getelementptr %arg9[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %63 = llvm.ptrtoint %18 : !llvm.ptr<3> to i32
      %64 = "nvvm.shfl.sync"(%26, %63, %22, %17) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %65 = llvm.zext %64 : i32 to i64
      %66 = llvm.inttoptr %65 : i64 to !llvm.ptr<3>
      llvm.intr.assume %27 ["align"(%66, %16 : !llvm.ptr<3>, i64)] : i1
      %67 = llvm.ptrtoint %66 : !llvm.ptr<3> to i64
      %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<3>
      llvm.intr.assume %27 ["align"(%68, %15 : !llvm.ptr<3>, i64)] : i1
      %69 = llvm.getelementptr %66[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %70 = llvm.ptrtoint %69 : !llvm.ptr<3> to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<3>
      llvm.intr.assume %27 ["align"(%71, %14 : !llvm.ptr<3>, i64)] : i1
      %72 = llvm.getelementptr %66[144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %73 = llvm.ptrtoint %72 : !llvm.ptr<3> to i64
      %74 = llvm.inttoptr %73 : i64 to !llvm.ptr<3>
      llvm.intr.assume %27 ["align"(%74, %14 : !llvm.ptr<3>, i64)] : i1
      %75 = llvm.getelementptr %66[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %76 = llvm.ptrtoint %75 : !llvm.ptr<3> to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<3>
      llvm.intr.assume %27 ["align"(%77, %14 : !llvm.ptr<3>, i64)] : i1
      %78 = llvm.getelementptr %66[176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %79 = llvm.ptrtoint %78 : !llvm.ptr<3> to i64
      %80 = llvm.inttoptr %79 : i64 to !llvm.ptr<3>
      llvm.intr.assume %27 ["align"(%80, %14 : !llvm.ptr<3>, i64)] : i1
      %81 = llvm.getelementptr %66[184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %82 = llvm.getelementptr %66[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %83 = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
      %84 = "nvvm.shfl.sync"(%26, %83, %22, %17) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %85 = llvm.srem %84, %21 : i32
      %86 = llvm.srem %85, %21 : i32
      %87 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %88 = "nvvm.read.ptx.sreg.tid.y"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %89 = "nvvm.read.ptx.sreg.tid.z"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %90 = "nvvm.read.ptx.sreg.ntid.x"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %91 = "nvvm.read.ptx.sreg.ntid.y"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %92 = llvm.mul %88, %90 : i32
      %93 = llvm.add %87, %92 : i32
      %94 = llvm.mul %89, %90 : i32
      %95 = llvm.mul %94, %91 : i32
      %96 = llvm.add %93, %95 : i32
      %97 = llvm.sdiv %96, %46 : i32
      %98 = llvm.mul %97, %46 : i32
      %99 = llvm.icmp "ne" %96, %98 : i32
      %100 = llvm.icmp "slt" %96, %22 : i32
      %101 = llvm.and %99, %100 : i1
      %102 = llvm.add %97, %26 : i32
      %103 = llvm.select %101, %102, %97 : i1, i32
      %104 = "nvvm.shfl.sync"(%26, %103, %22, %17) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %105 = "nvvm.shfl.sync"(%26, %104, %22, %17) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %106 = llvm.icmp "eq" %105, %20 : i32
      llvm.cond_br %106, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      "nvvm.prefetch"(%arg1) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg3) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg5) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg7) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg9) <{tensormap}> : (!llvm.ptr) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %107 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 2147483647>}> : () -> i32
      %108 = llvm.srem %107, %21 : i32
      %109 = llvm.icmp "eq" %108, %22 : i32
      %110 = llvm.getelementptr %82[24576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %111 = llvm.getelementptr %82[122880] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %112 = llvm.getelementptr %82[221184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %113 = llvm.getelementptr %82[224256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %114 = llvm.icmp "eq" %105, %22 : i32
      llvm.cond_br %114, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %115 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %115, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      "nvvm.mbarrier.init"(%71, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %116 = llvm.getelementptr %71[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%116, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %117 = llvm.getelementptr %71[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%117, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %118 = llvm.getelementptr %71[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%118, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %119 = llvm.getelementptr %71[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%119, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %120 = llvm.getelementptr %71[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%120, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %121 = llvm.getelementptr %71[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %114, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %122 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %122, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      "nvvm.mbarrier.init"(%121, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %123 = llvm.getelementptr %71[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%123, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %124 = llvm.getelementptr %71[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%124, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %125 = llvm.getelementptr %71[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%125, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %126 = llvm.getelementptr %71[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%126, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %127 = llvm.getelementptr %71[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%127, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      %128 = llvm.shl %47, %86 : i32
      %129 = llvm.trunc %128 : i32 to i16
      %130 = llvm.xor %86, %47 : i32
      %131 = llvm.shl %47, %130 : i32
      %132 = llvm.trunc %131 : i32 to i16
      %133 = llvm.or %129, %129 : i16
      %134 = llvm.or %133, %132 : i16
      %135 = llvm.or %134, %132 : i16
      llvm.cond_br %114, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %136 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %136, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      "nvvm.mbarrier.init"(%74, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %137 = llvm.getelementptr %74[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %114, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %138 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %138, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      "nvvm.mbarrier.init"(%137, %23) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb17
      %139 = llvm.sdiv %84, %21 : i32
      %140 = llvm.mul %139, %21 : i32
      %141 = llvm.icmp "ne" %84, %140 : i32
      %142 = llvm.icmp "slt" %84, %22 : i32
      %143 = llvm.and %141, %142 : i1
      %144 = llvm.add %139, %26 : i32
      %145 = llvm.select %143, %144, %139 : i1, i32
      %146 = llvm.mul %145, %21 : i32
      llvm.cond_br %114, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %147 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %147, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      "nvvm.mbarrier.init"(%77, %47) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb18, ^bb21
      %148 = llvm.getelementptr %77[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %114, ^bb23, ^bb26
    ^bb23:  // pred: ^bb22
      %149 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %149, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      "nvvm.mbarrier.init"(%148, %24) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb22, ^bb25
      llvm.cond_br %114, ^bb27, ^bb30
    ^bb27:  // pred: ^bb26
      %150 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %150, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      "nvvm.mbarrier.init"(%81, %46) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb27, ^bb28
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb26, ^bb29
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive.relaxed"() : () -> ()
      %151 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
      "nvvm.cluster.wait"() : () -> ()
      %152 = llvm.icmp "sge" %105, %20 : i32
      %153 = llvm.icmp "slt" %105, %25 : i32
      %154 = llvm.and %152, %153 : i1
      llvm.cond_br %154, ^bb31, ^bb96
    ^bb31:  // pred: ^bb30
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.wait;", "~{memory}"  : () -> ()
      %155 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %156 = llvm.mul %arg11, %arg12 overflow<nsw> : i32
      %157 = llvm.mul %156, %arg13 overflow<nsw> : i32
      %158 = llvm.icmp "sgt" %157, %155 : i32
      llvm.cond_br %158, ^bb32, ^bb37
    ^bb32:  // pred: ^bb31
      %159 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %155, %arg15 : (i32, i32) -> i32
      %160 = llvm.lshr %159, %arg16 : i32
      %161 = llvm.icmp "eq" %arg15, %22 : i32
      %162 = llvm.select %161, %155, %160 : i1, i32
      %163 = llvm.mul %162, %arg17 : i32
      %164 = llvm.sub %155, %163 : i32
      %165 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %164, %arg25 : (i32, i32) -> i32
      %166 = llvm.lshr %165, %arg26 : i32
      %167 = llvm.icmp "eq" %arg25, %22 : i32
      %168 = llvm.select %167, %164, %166 : i1, i32
      %169 = llvm.mul %168, %arg27 : i32
      %170 = llvm.sub %164, %169 : i32
      %171 = llvm.icmp "slt" %168, %arg18 : i32
      llvm.cond_br %171, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %172 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %170, %arg19 : (i32, i32) -> i32
      %173 = llvm.lshr %172, %arg20 : i32
      %174 = llvm.icmp "eq" %arg19, %22 : i32
      %175 = llvm.select %174, %170, %173 : i1, i32
      %176 = llvm.mul %175, %arg21 : i32
      %177 = llvm.sub %170, %176 : i32
      llvm.br ^bb35(%175, %177 : i32, i32)
    ^bb34:  // pred: ^bb32
      %178 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %170, %arg22 : (i32, i32) -> i32
      %179 = llvm.lshr %178, %arg23 : i32
      %180 = llvm.icmp "eq" %arg22, %22 : i32
      %181 = llvm.select %180, %170, %179 : i1, i32
      %182 = llvm.mul %181, %arg24 : i32
      %183 = llvm.sub %170, %182 : i32
      llvm.br ^bb35(%181, %183 : i32, i32)
    ^bb35(%184: i32, %185: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %186 = llvm.srem %168, %21 : i32
      %187 = llvm.icmp "eq" %186, %47 : i32
      %188 = llvm.icmp "eq" %arg14, %22 : i32
      %189 = llvm.select %188, %arg12, %arg11 : i1, i32
      %190 = llvm.sub %189, %47 : i32
      %191 = llvm.sub %190, %184 : i32
      %192 = llvm.select %187, %191, %184 : i1, i32
      %193 = llvm.mul %168, %arg21 : i32
      %194 = llvm.add %193, %185 : i32
      %195 = llvm.icmp "eq" %arg14, %47 : i32
      %196 = llvm.select %195, %192, %194 : i1, i32
      %197 = llvm.select %195, %194, %192 : i1, i32
      %198 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %199 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
      %200 = llvm.mul %196, %21 : i32
      %201 = llvm.add %200, %198 : i32
      %202 = llvm.add %197, %199 : i32
      llvm.br ^bb38(%201, %202, %162 : i32, i32, i32)
    ^bb37:  // pred: ^bb31
      llvm.br ^bb38(%22, %22, %22 : i32, i32, i32)
    ^bb38(%203: i32, %204: i32, %205: i32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb39
    ^bb39:  // pred: ^bb38
      %206 = llvm.sdiv %151, %29 : i32
      %207 = llvm.mul %206, %29 : i32
      %208 = llvm.icmp "ne" %151, %207 : i32
      %209 = llvm.icmp "slt" %151, %22 : i32
      %210 = llvm.icmp "eq" %209, %32 : i1
      %211 = llvm.and %208, %210 : i1
      %212 = llvm.add %206, %47 : i32
      %213 = llvm.select %211, %212, %206 : i1, i32
      %214 = llvm.icmp "sgt" %213, %22 : i32
      %215 = llvm.mul %86, %28 overflow<nsw> : i32
      %216 = llvm.getelementptr %68[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %217 = llvm.getelementptr %68[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %218 = llvm.getelementptr %68[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.br ^bb40(%22, %47, %203, %204, %205, %158, %22 : i32, i32, i32, i32, i32, i1, i32)
    ^bb40(%219: i32, %220: i32, %221: i32, %222: i32, %223: i32, %224: i1, %225: i32):  // 2 preds: ^bb39, ^bb72
      llvm.cond_br %224, ^bb41(%219, %220, %221, %222, %223, %225 : i32, i32, i32, i32, i32, i32), ^bb73
    ^bb41(%226: i32, %227: i32, %228: i32, %229: i32, %230: i32, %231: i32):  // pred: ^bb40
      %232 = llvm.sdiv %228, %21 : i32
      %233 = llvm.mul %232, %21 : i32
      %234 = llvm.icmp "ne" %228, %233 : i32
      %235 = llvm.icmp "slt" %228, %22 : i32
      %236 = llvm.and %234, %235 : i1
      %237 = llvm.add %232, %26 : i32
      %238 = llvm.select %236, %237, %232 : i1, i32
      %239 = llvm.mul %238, %28 overflow<nsw> : i32
      %240 = llvm.mul %229, %28 overflow<nsw> : i32
      %241 = llvm.mul %238, %21 overflow<nsw> : i32
      %242 = llvm.mul %229, %28 : i32
      %243 = llvm.sdiv %242, %29 : i32
      %244 = llvm.mul %243, %29 : i32
      %245 = llvm.icmp "ne" %242, %244 : i32
      %246 = llvm.icmp "slt" %242, %22 : i32
      %247 = llvm.and %245, %246 : i1
      %248 = llvm.add %243, %26 : i32
      %249 = llvm.select %247, %248, %243 : i1, i32
      %250 = "nvvm.shfl.sync"(%26, %108, %22, %17) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %251 = llvm.srem %250, %21 : i32
      %252 = llvm.mul %251, %29 overflow<nsw> : i32
      %253 = llvm.add %239, %252 overflow<nsw> : i32
      %254 = llvm.add %240, %252 overflow<nsw> : i32
      %255 = llvm.add %241, %251 overflow<nsw> : i32
      llvm.cond_br %214, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      %256 = llvm.getelementptr %121[%226] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %257 = "nvvm.mbarrier.wait.parity"(%256, %227) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb44(%257 : i1)
    ^bb43:  // pred: ^bb41
      llvm.br ^bb44(%27 : i1)
    ^bb44(%258: i1):  // 2 preds: ^bb42, ^bb43
      llvm.br ^bb45
    ^bb45:  // pred: ^bb44
      llvm.br ^bb46(%22, %258, %226, %227 : i32, i1, i32, i32)
    ^bb46(%259: i32, %260: i1, %261: i32, %262: i32):  // 2 preds: ^bb45, ^bb69
      %263 = llvm.icmp "slt" %259, %213 : i32
      llvm.cond_br %263, ^bb47, ^bb70
    ^bb47:  // pred: ^bb46
      %264 = llvm.zext %260 : i1 to i32
      %265 = llvm.icmp "eq" %264, %22 : i32
      llvm.cond_br %265, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %266 = llvm.getelementptr %121[%261] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %266, %262, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      llvm.cond_br %109, ^bb50, ^bb53
    ^bb50:  // pred: ^bb49
      %267 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %267, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %268 = llvm.getelementptr %71[%261] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %269 = "nvvm.mbarrier.arrive.expect_tx"(%268, %31) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb52
    ^bb52:  // 2 preds: ^bb50, ^bb51
      llvm.br ^bb53
    ^bb53:  // 2 preds: ^bb49, ^bb52
      %270 = llvm.getelementptr %71[%261] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %271 = llvm.mul %259, %29 overflow<nsw> : i32
      %272 = llvm.mul %261, %13 overflow<nsw> : i32
      %273 = llvm.getelementptr %110[%272] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %274 = llvm.ptrtoint %270 : !llvm.ptr<3> to i32
      %275 = llvm.and %274, %12 : i32
      %276 = llvm.inttoptr %275 : i32 to !llvm.ptr<3>
      %277 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %277, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %278 = llvm.addrspacecast %273 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%278, %58, %271, %253, %230, %276, %0) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb55
    ^bb55:  // 2 preds: ^bb53, ^bb54
      %279 = llvm.getelementptr %111[%272] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %280 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %280, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %281 = llvm.addrspacecast %279 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%281, %59, %271, %254, %230, %276, %0) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %282 = llvm.mul %261, %42 overflow<nsw> : i32
      %283 = llvm.getelementptr %112[%282] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %284 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %284, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %285 = llvm.addrspacecast %283 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%285, %60, %22, %255, %259, %230, %276, %0) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      %286 = llvm.getelementptr %113[%282] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
      %287 = llvm.add %249, %86 overflow<nsw> : i32
      %288 = llvm.getelementptr %286[%215] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
      %289 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %289, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %290 = llvm.addrspacecast %288 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%290, %61, %22, %287, %259, %230, %276, %41, %0) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 1, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i16, i64) -> ()
      llvm.br ^bb61
    ^bb61:  // 2 preds: ^bb59, ^bb60
      %291 = llvm.add %261, %47 : i32
      %292 = llvm.icmp "eq" %291, %25 : i32
      %293 = llvm.select %292, %22, %291 : i1, i32
      llvm.cond_br %292, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %294 = llvm.xor %262, %47 : i32
      llvm.br ^bb64(%294 : i32)
    ^bb63:  // pred: ^bb61
      llvm.br ^bb64(%262 : i32)
    ^bb64(%295: i32):  // 2 preds: ^bb62, ^bb63
      llvm.br ^bb65
    ^bb65:  // pred: ^bb64
      %296 = llvm.add %259, %47 : i32
      %297 = llvm.icmp "sgt" %213, %296 : i32
      llvm.cond_br %297, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %298 = llvm.getelementptr %121[%293] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %299 = "nvvm.mbarrier.wait.parity"(%298, %295) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb68(%299 : i1)
    ^bb67:  // pred: ^bb65
      llvm.br ^bb68(%27 : i1)
    ^bb68(%300: i1):  // 2 preds: ^bb66, ^bb67
      llvm.br ^bb69
    ^bb69:  // pred: ^bb68
      llvm.br ^bb46(%296, %300, %293, %295 : i32, i1, i32, i32) {loop_annotation = #loop_annotation}
    ^bb70:  // pred: ^bb46
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %77, %231, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %301 = llvm.load %68 {alignment = 16 : i64} : !llvm.ptr<3> -> i32
      %302 = llvm.load %216 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      %303 = llvm.load %217 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
      %304 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%26) : (i32) -> ()
      %305 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %305, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %306 = "nvvm.mapa"(%148, %22) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%306, %47) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      %307 = llvm.xor %231, %47 : i32
      %308 = llvm.icmp "ne" %304, %22 : i32
      llvm.br ^bb40(%261, %262, %301, %302, %303, %308, %307 : i32, i32, i32, i32, i32, i1, i32)
    ^bb73:  // pred: ^bb40
      llvm.cond_br %106, ^bb74, ^bb95
    ^bb74:  // pred: ^bb73
      %309 = llvm.getelementptr %121[%219] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %309, %220, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %310 = llvm.add %219, %47 : i32
      %311 = llvm.icmp "eq" %310, %25 : i32
      %312 = llvm.select %311, %22, %310 : i1, i32
      llvm.cond_br %311, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %313 = llvm.xor %220, %47 : i32
      llvm.br ^bb77(%313 : i32)
    ^bb76:  // pred: ^bb74
      llvm.br ^bb77(%220 : i32)
    ^bb77(%314: i32):  // 2 preds: ^bb75, ^bb76
      llvm.br ^bb78
    ^bb78:  // pred: ^bb77
      %315 = llvm.getelementptr %121[%312] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %315, %314, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %316 = llvm.add %312, %47 : i32
      %317 = llvm.icmp "eq" %316, %25 : i32
      %318 = llvm.select %317, %22, %316 : i1, i32
      llvm.cond_br %317, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %319 = llvm.xor %314, %47 : i32
      llvm.br ^bb81(%319 : i32)
    ^bb80:  // pred: ^bb78
      llvm.br ^bb81(%314 : i32)
    ^bb81(%320: i32):  // 2 preds: ^bb79, ^bb80
      llvm.br ^bb82
    ^bb82:  // pred: ^bb81
      %321 = llvm.getelementptr %121[%318] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %321, %320, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %322 = llvm.add %318, %47 : i32
      %323 = llvm.icmp "eq" %322, %25 : i32
      %324 = llvm.select %323, %22, %322 : i1, i32
      llvm.cond_br %323, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %325 = llvm.xor %320, %47 : i32
      llvm.br ^bb85(%325 : i32)
    ^bb84:  // pred: ^bb82
      llvm.br ^bb85(%320 : i32)
    ^bb85(%326: i32):  // 2 preds: ^bb83, ^bb84
      llvm.br ^bb86
    ^bb86:  // pred: ^bb85
      %327 = llvm.getelementptr %121[%324] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %327, %326, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %328 = llvm.add %324, %47 : i32
      %329 = llvm.icmp "eq" %328, %25 : i32
      %330 = llvm.select %329, %22, %328 : i1, i32
      llvm.cond_br %329, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %331 = llvm.xor %326, %47 : i32
      llvm.br ^bb89(%331 : i32)
    ^bb88:  // pred: ^bb86
      llvm.br ^bb89(%326 : i32)
    ^bb89(%332: i32):  // 2 preds: ^bb87, ^bb88
      llvm.br ^bb90
    ^bb90:  // pred: ^bb89
      %333 = llvm.getelementptr %121[%330] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %333, %332, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %334 = llvm.add %330, %47 : i32
      %335 = llvm.icmp "eq" %334, %25 : i32
      %336 = llvm.select %335, %22, %334 : i1, i32
      llvm.cond_br %335, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %337 = llvm.xor %332, %47 : i32
      llvm.br ^bb93(%337 : i32)
    ^bb92:  // pred: ^bb90
      llvm.br ^bb93(%332 : i32)
    ^bb93(%338: i32):  // 2 preds: ^bb91, ^bb92
      llvm.br ^bb94
    ^bb94:  // pred: ^bb93
      %339 = llvm.getelementptr %121[%336] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %339, %338, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb95
    ^bb95:  // 2 preds: ^bb73, ^bb94
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb30, ^bb95
      %340 = llvm.icmp "eq" %105, %34 : i32
      llvm.cond_br %340, ^bb97, ^bb119
    ^bb97:  // pred: ^bb96
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.wait;", "~{memory}"  : () -> ()
      %341 = llvm.icmp "eq" %83, %22 : i32
      %342 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %343 = llvm.mul %arg11, %arg12 overflow<nsw> : i32
      %344 = llvm.mul %343, %arg13 overflow<nsw> : i32
      %345 = llvm.icmp "sgt" %344, %342 : i32
      %346 = llvm.getelementptr %68[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.br ^bb98(%345, %342, %22 : i1, i32, i32)
    ^bb98(%347: i1, %348: i32, %349: i32):  // 2 preds: ^bb97, ^bb115
      llvm.cond_br %347, ^bb99(%348, %349 : i32, i32), ^bb116
    ^bb99(%350: i32, %351: i32):  // pred: ^bb98
      llvm.cond_br %341, ^bb100, ^bb111
    ^bb100:  // pred: ^bb99
      %352 = "nvvm.read.ptx.sreg.nctaid.z"() <{range = #llvm.constant_range<i32, 1, 65535>}> : () -> i32
      %353 = llvm.add %350, %352 : i32
      %354 = llvm.icmp "sgt" %344, %353 : i32
      llvm.cond_br %354, ^bb101, ^bb106
    ^bb101:  // pred: ^bb100
      %355 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %353, %arg15 : (i32, i32) -> i32
      %356 = llvm.lshr %355, %arg16 : i32
      %357 = llvm.icmp "eq" %arg15, %22 : i32
      %358 = llvm.select %357, %353, %356 : i1, i32
      %359 = llvm.mul %358, %arg17 : i32
      %360 = llvm.sub %353, %359 : i32
      %361 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %360, %arg25 : (i32, i32) -> i32
      %362 = llvm.lshr %361, %arg26 : i32
      %363 = llvm.icmp "eq" %arg25, %22 : i32
      %364 = llvm.select %363, %360, %362 : i1, i32
      %365 = llvm.mul %364, %arg27 : i32
      %366 = llvm.sub %360, %365 : i32
      %367 = llvm.icmp "slt" %364, %arg18 : i32
      llvm.cond_br %367, ^bb102, ^bb103
    ^bb102:  // pred: ^bb101
      %368 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %366, %arg19 : (i32, i32) -> i32
      %369 = llvm.lshr %368, %arg20 : i32
      %370 = llvm.icmp "eq" %arg19, %22 : i32
      %371 = llvm.select %370, %366, %369 : i1, i32
      %372 = llvm.mul %371, %arg21 : i32
      %373 = llvm.sub %366, %372 : i32
      llvm.br ^bb104(%371, %373 : i32, i32)
    ^bb103:  // pred: ^bb101
      %374 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %366, %arg22 : (i32, i32) -> i32
      %375 = llvm.lshr %374, %arg23 : i32
      %376 = llvm.icmp "eq" %arg22, %22 : i32
      %377 = llvm.select %376, %366, %375 : i1, i32
      %378 = llvm.mul %377, %arg24 : i32
      %379 = llvm.sub %366, %378 : i32
      llvm.br ^bb104(%377, %379 : i32, i32)
    ^bb104(%380: i32, %381: i32):  // 2 preds: ^bb102, ^bb103
      llvm.br ^bb105
    ^bb105:  // pred: ^bb104
      %382 = llvm.srem %364, %21 : i32
      %383 = llvm.icmp "eq" %382, %47 : i32
      %384 = llvm.icmp "eq" %arg14, %22 : i32
      %385 = llvm.select %384, %arg12, %arg11 : i1, i32
      %386 = llvm.sub %385, %47 : i32
      %387 = llvm.sub %386, %380 : i32
      %388 = llvm.select %383, %387, %380 : i1, i32
      %389 = llvm.mul %364, %arg21 : i32
      %390 = llvm.add %389, %381 : i32
      %391 = llvm.icmp "eq" %arg14, %47 : i32
      %392 = llvm.select %391, %388, %390 : i1, i32
      %393 = llvm.select %391, %390, %388 : i1, i32
      %394 = llvm.mul %392, %21 : i32
      llvm.br ^bb107(%394, %393, %358 : i32, i32, i32)
    ^bb106:  // pred: ^bb100
      llvm.br ^bb107(%22, %22, %22 : i32, i32, i32)
    ^bb107(%395: i32, %396: i32, %397: i32):  // 2 preds: ^bb105, ^bb106
      llvm.br ^bb108
    ^bb108:  // pred: ^bb107
      %398 = llvm.xor %351, %47 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %148, %398, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %399 = llvm.zext %354 : i1 to i32
      %400 = "nvvm.read.ptx.sreg.laneid"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %401 = llvm.icmp "slt" %400, %21 : i32
      llvm.cond_br %401, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %402 = llvm.srem %400, %21 : i32
      %403 = "nvvm.mapa"(%77, %400) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive.expect_tx"(%403, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      %404 = llvm.add %395, %402 : i32
      %405 = "nvvm.mapa"(%68, %400) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      %406 = llvm.ptrtoint %405 : !llvm.ptr<7> to i32
      %407 = llvm.inttoptr %406 : i32 to !llvm.ptr<7>
      llvm.intr.assume %27 ["align"(%407, %15 : !llvm.ptr<7>, i64)] : i1
      %408 = llvm.ptrtoint %407 : !llvm.ptr<7> to i32
      %409 = "nvvm.mapa"(%77, %400) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      %410 = llvm.ptrtoint %409 : !llvm.ptr<7> to i32
      %411 = llvm.inttoptr %410 : i32 to !llvm.ptr<7>
      llvm.intr.assume %27 ["align"(%411, %14 : !llvm.ptr<7>, i64)] : i1
      %412 = llvm.ptrtoint %411 : !llvm.ptr<7> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .v4 .s32 abcd;\0A\09mov.s32 abcd.x, $2;\0A\09mov.s32 abcd.y, $3;\0A\09mov.s32 abcd.z, $4;\0A\09mov.s32 abcd.w, $5;\0A\09st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.s32 [$0], abcd, [$1];\0A\09}\0A", "r,r,r,r,r,r" %408, %412, %404, %396, %397, %399 : (i32, i32, i32, i32, i32, i32) -> ()
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      llvm.br ^bb112(%353 : i32)
    ^bb111:  // pred: ^bb99
      llvm.br ^bb112(%350 : i32)
    ^bb112(%413: i32):  // 2 preds: ^bb110, ^bb111
      llvm.br ^bb113
    ^bb113:  // pred: ^bb112
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %77, %351, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %414 = llvm.load %346 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%26) : (i32) -> ()
      %415 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %415, ^bb114, ^bb115
    ^bb114:  // pred: ^bb113
      %416 = "nvvm.mapa"(%148, %22) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%416, %47) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb115
    ^bb115:  // 2 preds: ^bb113, ^bb114
      %417 = llvm.xor %351, %47 : i32
      %418 = llvm.icmp "ne" %414, %22 : i32
      llvm.br ^bb98(%418, %413, %417 : i1, i32, i32)
    ^bb116:  // pred: ^bb98
      llvm.cond_br %341, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %419 = llvm.xor %349, %47 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %148, %419, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      llvm.br ^bb119
    ^bb119:  // 2 preds: ^bb96, ^bb118
      %420 = llvm.icmp "eq" %105, %35 : i32
      llvm.cond_br %420, ^bb120, ^bb173
    ^bb120:  // pred: ^bb119
      "nvvm.barrier"(%34, %36) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %421 = llvm.load %80 : !llvm.ptr<3> -> i32
      %422 = llvm.ptrtoint %110 : !llvm.ptr<3> to i32
      %423 = llvm.lshr %422, %35 : i32
      %424 = "nvvm.tcgen05.mma_smem_desc"(%423, %47, %9, %10, %32, %11) : (i32, i32, i32, i8, i1, i8) -> i64
      %425 = llvm.ptrtoint %111 : !llvm.ptr<3> to i32
      %426 = llvm.lshr %425, %35 : i32
      %427 = "nvvm.tcgen05.mma_smem_desc"(%426, %47, %9, %10, %32, %11) : (i32, i32, i32, i8, i1, i8) -> i64
      %428 = llvm.add %421, %28 : i32
      %429 = llvm.insertvalue %428, %8[0] : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)> 
      %430 = llvm.insertvalue %45, %429[1] : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)> 
      %431 = llvm.add %421, %7 : i32
      %432 = llvm.insertvalue %431, %8[0] : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)> 
      %433 = llvm.insertvalue %45, %432[1] : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)> 
      %434 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %435 = llvm.mul %arg11, %arg12 overflow<nsw> : i32
      %436 = llvm.mul %435, %arg13 overflow<nsw> : i32
      %437 = llvm.icmp "sgt" %436, %434 : i32
      %438 = llvm.sdiv %151, %29 : i32
      %439 = llvm.mul %438, %29 : i32
      %440 = llvm.icmp "ne" %151, %439 : i32
      %441 = llvm.icmp "slt" %151, %22 : i32
      %442 = llvm.icmp "eq" %441, %32 : i1
      %443 = llvm.and %440, %442 : i1
      %444 = llvm.add %438, %47 : i32
      %445 = llvm.select %443, %444, %438 : i1, i32
      %446 = llvm.ptrtoint %112 : !llvm.ptr<3> to i32
      %447 = llvm.lshr %446, %35 : i32
      %448 = llvm.ptrtoint %113 : !llvm.ptr<3> to i32
      %449 = llvm.lshr %448, %35 : i32
      %450 = llvm.srem %151, %29 : i32
      %451 = llvm.sdiv %450, %46 : i32
      %452 = llvm.mul %451, %46 : i32
      %453 = llvm.icmp "ne" %450, %452 : i32
      %454 = llvm.icmp "slt" %450, %22 : i32
      %455 = llvm.icmp "eq" %454, %32 : i1
      %456 = llvm.and %453, %455 : i1
      %457 = llvm.add %451, %47 : i32
      %458 = llvm.select %456, %457, %451 : i1, i32
      %459 = llvm.srem %458, %35 : i32
      %460 = llvm.icmp "sgt" %445, %22 : i32
      %461 = llvm.zext %109 : i1 to i32
      %462 = llvm.select %109, %461, %22 : i1, i32
      %463 = llvm.icmp "ne" %462, %22 : i32
      %464 = llvm.and %460, %463 : i1
      %465 = llvm.getelementptr %68[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.br ^bb121(%22, %22, %47, %arg0, %430, %433, %437, %22 : i32, i32, i32, !llvm.struct<(i1, i1, i1, i32, i32)>, !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>, i1, i32)
    ^bb121(%466: i32, %467: i32, %468: i32, %469: !llvm.struct<(i1, i1, i1, i32, i32)>, %470: !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>, %471: !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>, %472: i1, %473: i32):  // 2 preds: ^bb120, ^bb169
      llvm.cond_br %472, ^bb122(%466, %467, %468, %469, %470, %471, %473 : i32, i32, i32, !llvm.struct<(i1, i1, i1, i32, i32)>, !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>, i32), ^bb170
    ^bb122(%474: i32, %475: i32, %476: i32, %477: !llvm.struct<(i1, i1, i1, i32, i32)>, %478: !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>, %479: !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>, %480: i32):  // pred: ^bb121
      %481 = llvm.extractvalue %478[0] : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)> 
      %482 = llvm.extractvalue %479[0] : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)> 
      %483 = llvm.xor %476, %47 : i32
      %484 = llvm.mul %483, %28 overflow<nsw> : i32
      %485 = llvm.add %421, %484 : i32
      %486 = "nvvm.tcgen05.mma_smem_desc"(%447, %47, %23, %10, %32, %10) : (i32, i32, i32, i8, i1, i8) -> i64
      %487 = "nvvm.tcgen05.mma_smem_desc"(%449, %47, %23, %10, %32, %10) : (i32, i32, i32, i8, i1, i8) -> i64
      llvm.cond_br %464, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %488 = llvm.getelementptr %71[%474] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %489 = "nvvm.mbarrier.wait.parity"(%488, %475) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb125(%489 : i1)
    ^bb124:  // pred: ^bb122
      llvm.br ^bb125(%27 : i1)
    ^bb125(%490: i1):  // 2 preds: ^bb123, ^bb124
      llvm.br ^bb126
    ^bb126:  // pred: ^bb125
      llvm.cond_br %109, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %137, %476, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %491 = llvm.insertvalue %32, %477[0] : !llvm.struct<(i1, i1, i1, i32, i32)> 
      llvm.br ^bb129(%22, %490, %491, %474, %475 : i32, i1, !llvm.struct<(i1, i1, i1, i32, i32)>, i32, i32)
    ^bb129(%492: i32, %493: i1, %494: !llvm.struct<(i1, i1, i1, i32, i32)>, %495: i32, %496: i32):  // 2 preds: ^bb128, ^bb162
      %497 = llvm.icmp "slt" %492, %445 : i32
      llvm.cond_br %497, ^bb130, ^bb163
    ^bb130:  // pred: ^bb129
      llvm.cond_br %109, ^bb131, ^bb152
    ^bb131:  // pred: ^bb130
      %498 = llvm.zext %493 : i1 to i32
      %499 = llvm.icmp "eq" %498, %22 : i32
      llvm.cond_br %499, ^bb132, ^bb133
    ^bb132:  // pred: ^bb131
      %500 = llvm.getelementptr %71[%495] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %500, %496, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb133
    ^bb133:  // 2 preds: ^bb131, ^bb132
      %501 = llvm.mul %495, %46 overflow<nsw> : i32
      %502 = llvm.bitcast %486 : i64 to vector<2xi32>
      %503 = llvm.extractelement %502[%0 : i64] : vector<2xi32>
      %504 = llvm.add %503, %501 : i32
      %505 = llvm.insertelement %504, %502[%0 : i64] : vector<2xi32>
      %506 = llvm.bitcast %505 : vector<2xi32> to i64
      %507 = llvm.inttoptr %481 : i32 to !llvm.ptr<6>
      %508 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %508, ^bb134, ^bb135
    ^bb134:  // pred: ^bb133
      "nvvm.tcgen05.cp"(%507, %506) <{group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}> : (!llvm.ptr<6>, i64) -> ()
      llvm.br ^bb135
    ^bb135:  // 2 preds: ^bb133, ^bb134
      %509 = llvm.mul %495, %9 overflow<nsw> : i32
      %510 = llvm.bitcast %487 : i64 to vector<2xi32>
      %511 = llvm.extractelement %510[%0 : i64] : vector<2xi32>
      %512 = llvm.add %511, %509 : i32
      llvm.br ^bb136(%22 : i32)
    ^bb136(%513: i32):  // 2 preds: ^bb135, ^bb139
      %514 = llvm.icmp "slt" %513, %21 : i32
      llvm.cond_br %514, ^bb137, ^bb140
    ^bb137:  // pred: ^bb136
      %515 = llvm.srem %513, %21 : i32
      %516 = llvm.mul %515, %46 overflow<nsw> : i32
      %517 = llvm.add %512, %516 : i32
      %518 = llvm.insertelement %517, %510[%0 : i64] : vector<2xi32>
      %519 = llvm.bitcast %518 : vector<2xi32> to i64
      %520 = llvm.mul %515, %33 overflow<nsw> : i32
      %521 = llvm.intr.fshr(%520, %520, %21) : (i32, i32, i32) -> i32
      %522 = llvm.add %482, %521 : i32
      %523 = llvm.inttoptr %522 : i32 to !llvm.ptr<6>
      %524 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %524, ^bb138, ^bb139
    ^bb138:  // pred: ^bb137
      "nvvm.tcgen05.cp"(%523, %519) <{group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}> : (!llvm.ptr<6>, i64) -> ()
      llvm.br ^bb139
    ^bb139:  // 2 preds: ^bb137, ^bb138
      %525 = llvm.add %513, %47 : i32
      llvm.br ^bb136(%525 : i32) {loop_annotation = #loop_annotation1}
    ^bb140:  // pred: ^bb136
      %526 = llvm.icmp "sgt" %459, %22 : i32
      %527 = llvm.sub %445, %47 overflow<nsw> : i32
      %528 = llvm.icmp "eq" %527, %492 : i32
      %529 = llvm.and %526, %528 : i1
      %530 = llvm.select %529, %459, %35 : i1, i32
      llvm.br ^bb141(%22, %494 : i32, !llvm.struct<(i1, i1, i1, i32, i32)>)
    ^bb141(%531: i32, %532: !llvm.struct<(i1, i1, i1, i32, i32)>):  // 2 preds: ^bb140, ^bb148
      %533 = llvm.icmp "slt" %531, %35 : i32
      llvm.cond_br %533, ^bb142, ^bb149
    ^bb142:  // pred: ^bb141
      %534 = llvm.icmp "slt" %531, %530 : i32
      llvm.cond_br %534, ^bb143, ^bb146
    ^bb143:  // pred: ^bb142
      %535 = llvm.intr.fshr(%531, %531, %21) : (i32, i32, i32) -> i32
      %536 = llvm.add %481, %535 : i32
      %537 = llvm.insertvalue %536, %532[3] : !llvm.struct<(i1, i1, i1, i32, i32)> 
      %538 = llvm.add %482, %535 : i32
      %539 = llvm.insertvalue %538, %537[4] : !llvm.struct<(i1, i1, i1, i32, i32)> 
      %540 = llvm.mul %531, %21 overflow<nsw> : i32
      %541 = llvm.mul %495, %44 overflow<nsw> : i32
      %542 = llvm.add %540, %541 overflow<nsw> : i32
      %543 = llvm.bitcast %424 : i64 to vector<2xi32>
      %544 = llvm.extractelement %543[%0 : i64] : vector<2xi32>
      %545 = llvm.add %544, %542 : i32
      %546 = llvm.insertelement %545, %543[%0 : i64] : vector<2xi32>
      %547 = llvm.bitcast %546 : vector<2xi32> to i64
      %548 = llvm.bitcast %427 : i64 to vector<2xi32>
      %549 = llvm.extractelement %548[%0 : i64] : vector<2xi32>
      %550 = llvm.add %549, %542 : i32
      %551 = llvm.insertelement %550, %548[%0 : i64] : vector<2xi32>
      %552 = llvm.bitcast %551 : vector<2xi32> to i64
      %553 = llvm.extractvalue %532[1] : !llvm.struct<(i1, i1, i1, i32, i32)> 
      %554 = llvm.extractvalue %532[2] : !llvm.struct<(i1, i1, i1, i32, i32)> 
      %555 = llvm.extractvalue %532[0] : !llvm.struct<(i1, i1, i1, i32, i32)> 
      %556 = llvm.zext %553 : i1 to i32
      %557 = llvm.zext %554 : i1 to i32
      %558 = llvm.shl %556, %38 : i32
      %559 = llvm.shl %557, %24 : i32
      %560 = llvm.or %558, %37 : i32
      %561 = llvm.or %560, %559 : i32
      %562 = llvm.and %536, %39 : i32
      %563 = llvm.and %538, %39 : i32
      %564 = llvm.lshr %562, %47 : i32
      %565 = llvm.lshr %563, %40 : i32
      %566 = llvm.or %561, %564 : i32
      %567 = llvm.or %566, %565 : i32
      %568 = llvm.inttoptr %485 : i32 to !llvm.ptr<6>
      %569 = llvm.inttoptr %536 : i32 to !llvm.ptr<6>
      %570 = llvm.inttoptr %538 : i32 to !llvm.ptr<6>
      %571 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %571, ^bb144, ^bb145
    ^bb144:  // pred: ^bb143
      "nvvm.tcgen05.mma.block_scale"(%568, %547, %552, %567, %555, %569, %570) <{blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<discard>, collectorOpB = #nvvm.tcgen05_mma_collectorop<discard>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<mxf8f6f4>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
      llvm.br ^bb145
    ^bb145:  // 2 preds: ^bb143, ^bb144
      %572 = llvm.insertvalue %27, %539[0] : !llvm.struct<(i1, i1, i1, i32, i32)> 
      llvm.br ^bb147(%572 : !llvm.struct<(i1, i1, i1, i32, i32)>)
    ^bb146:  // pred: ^bb142
      llvm.br ^bb147(%532 : !llvm.struct<(i1, i1, i1, i32, i32)>)
    ^bb147(%573: !llvm.struct<(i1, i1, i1, i32, i32)>):  // 2 preds: ^bb145, ^bb146
      llvm.br ^bb148
    ^bb148:  // pred: ^bb147
      %574 = llvm.add %531, %47 : i32
      llvm.br ^bb141(%574, %573 : i32, !llvm.struct<(i1, i1, i1, i32, i32)>) {loop_annotation = #loop_annotation2}
    ^bb149:  // pred: ^bb141
      %575 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %575, ^bb150, ^bb151
    ^bb150:  // pred: ^bb149
      %576 = llvm.getelementptr %121[%495] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%576, %135) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb151
    ^bb151:  // 2 preds: ^bb149, ^bb150
      llvm.br ^bb153(%532 : !llvm.struct<(i1, i1, i1, i32, i32)>)
    ^bb152:  // pred: ^bb130
      llvm.br ^bb153(%494 : !llvm.struct<(i1, i1, i1, i32, i32)>)
    ^bb153(%577: !llvm.struct<(i1, i1, i1, i32, i32)>):  // 2 preds: ^bb151, ^bb152
      llvm.br ^bb154
    ^bb154:  // pred: ^bb153
      %578 = llvm.add %495, %47 : i32
      %579 = llvm.icmp "eq" %578, %25 : i32
      %580 = llvm.select %579, %22, %578 : i1, i32
      llvm.cond_br %579, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %581 = llvm.xor %496, %47 : i32
      llvm.br ^bb157(%581 : i32)
    ^bb156:  // pred: ^bb154
      llvm.br ^bb157(%496 : i32)
    ^bb157(%582: i32):  // 2 preds: ^bb155, ^bb156
      llvm.br ^bb158
    ^bb158:  // pred: ^bb157
      %583 = llvm.add %492, %47 : i32
      %584 = llvm.icmp "sgt" %445, %583 : i32
      %585 = llvm.and %584, %463 : i1
      llvm.cond_br %585, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %586 = llvm.getelementptr %71[%580] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %587 = "nvvm.mbarrier.wait.parity"(%586, %582) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb161(%587 : i1)
    ^bb160:  // pred: ^bb158
      llvm.br ^bb161(%27 : i1)
    ^bb161(%588: i1):  // 2 preds: ^bb159, ^bb160
      llvm.br ^bb162
    ^bb162:  // pred: ^bb161
      llvm.br ^bb129(%583, %588, %577, %580, %582 : i32, i1, !llvm.struct<(i1, i1, i1, i32, i32)>, i32, i32) {loop_annotation = #loop_annotation}
    ^bb163:  // pred: ^bb129
      llvm.cond_br %109, ^bb164, ^bb167
    ^bb164:  // pred: ^bb163
      %589 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %589, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      "nvvm.tcgen05.commit"(%74, %41) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      llvm.br ^bb167
    ^bb167:  // 2 preds: ^bb163, ^bb166
      %590 = llvm.mul %483, %21 : i32
      %591 = llvm.sub %590, %47 : i32
      %592 = llvm.mul %591, %28 : i32
      %593 = llvm.add %481, %592 : i32
      %594 = llvm.insertvalue %593, %8[0] : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)> 
      %595 = llvm.insertvalue %45, %594[1] : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)> 
      %596 = llvm.add %482, %592 : i32
      %597 = llvm.insertvalue %596, %8[0] : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)> 
      %598 = llvm.insertvalue %45, %597[1] : !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)> 
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %77, %480, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %599 = llvm.load %465 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%26) : (i32) -> ()
      %600 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %600, ^bb168, ^bb169
    ^bb168:  // pred: ^bb167
      %601 = "nvvm.mapa"(%148, %22) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%601, %47) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb169
    ^bb169:  // 2 preds: ^bb167, ^bb168
      %602 = llvm.xor %480, %47 : i32
      %603 = llvm.icmp "ne" %599, %22 : i32
      llvm.br ^bb121(%495, %496, %483, %494, %595, %598, %603, %602 : i32, i32, i32, !llvm.struct<(i1, i1, i1, i32, i32)>, !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(i32, struct<(struct<()>, struct<()>)>)>, i1, i32)
    ^bb170:  // pred: ^bb121
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.launch_dependents;", "~{memory}"  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "n,n" %34, %36 : (i32, i32) -> ()
      %604 = llvm.icmp "eq" %85, %22 : i32
      llvm.cond_br %604, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %137, %468, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      llvm.br ^bb173
    ^bb173:  // 2 preds: ^bb119, ^bb172
      %605 = llvm.icmp "slt" %105, %35 : i32
      llvm.cond_br %605, ^bb174, ^bb230
    ^bb174:  // pred: ^bb173
      llvm.cond_br %114, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      "nvvm.tcgen05.alloc"(%80, %42) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      "nvvm.barrier"(%34, %36) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %606 = llvm.load %80 : !llvm.ptr<3> -> i32
      %607 = llvm.sdiv %87, %46 : i32
      %608 = llvm.mul %607, %43 overflow<nsw> : i32
      %609 = llvm.add %606, %608 : i32
      %610 = llvm.srem %87, %46 : i32
      %611 = llvm.mul %610, %46 overflow<nsw> : i32
      %612 = llvm.mul %607, %44 overflow<nsw> : i32
      %613 = llvm.add %611, %612 overflow<nsw> : i32
      %614 = llvm.getelementptr %82[%613] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %615 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %616 = llvm.mul %arg11, %arg12 overflow<nsw> : i32
      %617 = llvm.mul %616, %arg13 overflow<nsw> : i32
      %618 = llvm.icmp "sgt" %617, %615 : i32
      llvm.cond_br %618, ^bb177, ^bb182
    ^bb177:  // pred: ^bb176
      %619 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %615, %arg15 : (i32, i32) -> i32
      %620 = llvm.lshr %619, %arg16 : i32
      %621 = llvm.icmp "eq" %arg15, %22 : i32
      %622 = llvm.select %621, %615, %620 : i1, i32
      %623 = llvm.mul %622, %arg17 : i32
      %624 = llvm.sub %615, %623 : i32
      %625 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %624, %arg25 : (i32, i32) -> i32
      %626 = llvm.lshr %625, %arg26 : i32
      %627 = llvm.icmp "eq" %arg25, %22 : i32
      %628 = llvm.select %627, %624, %626 : i1, i32
      %629 = llvm.mul %628, %arg27 : i32
      %630 = llvm.sub %624, %629 : i32
      %631 = llvm.icmp "slt" %628, %arg18 : i32
      llvm.cond_br %631, ^bb178, ^bb179
    ^bb178:  // pred: ^bb177
      %632 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %630, %arg19 : (i32, i32) -> i32
      %633 = llvm.lshr %632, %arg20 : i32
      %634 = llvm.icmp "eq" %arg19, %22 : i32
      %635 = llvm.select %634, %630, %633 : i1, i32
      %636 = llvm.mul %635, %arg21 : i32
      %637 = llvm.sub %630, %636 : i32
      llvm.br ^bb180(%635, %637 : i32, i32)
    ^bb179:  // pred: ^bb177
      %638 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %630, %arg22 : (i32, i32) -> i32
      %639 = llvm.lshr %638, %arg23 : i32
      %640 = llvm.icmp "eq" %arg22, %22 : i32
      %641 = llvm.select %640, %630, %639 : i1, i32
      %642 = llvm.mul %641, %arg24 : i32
      %643 = llvm.sub %630, %642 : i32
      llvm.br ^bb180(%641, %643 : i32, i32)
    ^bb180(%644: i32, %645: i32):  // 2 preds: ^bb178, ^bb179
      llvm.br ^bb181
    ^bb181:  // pred: ^bb180
      %646 = llvm.srem %628, %21 : i32
      %647 = llvm.icmp "eq" %646, %47 : i32
      %648 = llvm.icmp "eq" %arg14, %22 : i32
      %649 = llvm.select %648, %arg12, %arg11 : i1, i32
      %650 = llvm.sub %649, %47 : i32
      %651 = llvm.sub %650, %644 : i32
      %652 = llvm.select %647, %651, %644 : i1, i32
      %653 = llvm.mul %628, %arg21 : i32
      %654 = llvm.add %653, %645 : i32
      %655 = llvm.icmp "eq" %arg14, %47 : i32
      %656 = llvm.select %655, %652, %654 : i1, i32
      %657 = llvm.select %655, %654, %652 : i1, i32
      %658 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %659 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
      %660 = llvm.mul %656, %21 : i32
      %661 = llvm.add %660, %658 : i32
      %662 = llvm.add %657, %659 : i32
      llvm.br ^bb183(%661, %662, %622 : i32, i32, i32)
    ^bb182:  // pred: ^bb176
      llvm.br ^bb183(%22, %22, %22 : i32, i32, i32)
    ^bb183(%663: i32, %664: i32, %665: i32):  // 2 preds: ^bb181, ^bb182
      llvm.br ^bb184
    ^bb184:  // pred: ^bb183
      %666 = llvm.getelementptr %68[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %667 = llvm.getelementptr %68[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %668 = llvm.getelementptr %68[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %669 = llvm.ptrtoint %614 : !llvm.ptr<3> to i64
      %670 = llvm.and %669, %5 : i64
      %671 = llvm.lshr %670, %4 : i64
      %672 = llvm.xor %669, %671 : i64
      %673 = llvm.inttoptr %672 : i64 to !llvm.ptr<3>
      %674 = llvm.getelementptr %55[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %675 = llvm.getelementptr %614[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %676 = llvm.ptrtoint %675 : !llvm.ptr<3> to i64
      %677 = llvm.and %676, %5 : i64
      %678 = llvm.lshr %677, %4 : i64
      %679 = llvm.xor %676, %678 : i64
      %680 = llvm.inttoptr %679 : i64 to !llvm.ptr<3>
      %681 = llvm.getelementptr %55[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %682 = llvm.getelementptr %614[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %683 = llvm.ptrtoint %682 : !llvm.ptr<3> to i64
      %684 = llvm.and %683, %5 : i64
      %685 = llvm.lshr %684, %4 : i64
      %686 = llvm.xor %683, %685 : i64
      %687 = llvm.inttoptr %686 : i64 to !llvm.ptr<3>
      %688 = llvm.getelementptr %55[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %689 = llvm.getelementptr %614[24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %690 = llvm.ptrtoint %689 : !llvm.ptr<3> to i64
      %691 = llvm.and %690, %5 : i64
      %692 = llvm.lshr %691, %4 : i64
      %693 = llvm.xor %690, %692 : i64
      %694 = llvm.inttoptr %693 : i64 to !llvm.ptr<3>
      %695 = llvm.getelementptr %54[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %696 = llvm.getelementptr %54[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %697 = llvm.getelementptr %54[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %698 = llvm.getelementptr %53[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %699 = llvm.getelementptr %53[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %700 = llvm.getelementptr %53[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %701 = llvm.getelementptr %52[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %702 = llvm.getelementptr %52[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %703 = llvm.getelementptr %52[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %704 = llvm.getelementptr %51[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %705 = llvm.getelementptr %51[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %706 = llvm.getelementptr %51[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %707 = llvm.getelementptr %50[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %708 = llvm.getelementptr %50[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %709 = llvm.getelementptr %50[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %710 = llvm.getelementptr %49[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %711 = llvm.getelementptr %49[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %712 = llvm.getelementptr %49[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %713 = llvm.getelementptr %48[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %714 = llvm.getelementptr %48[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %715 = llvm.getelementptr %48[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb185(%663, %664, %665, %618, %22, %22, %22 : i32, i32, i32, i1, i32, i32, i32)
    ^bb185(%716: i32, %717: i32, %718: i32, %719: i1, %720: i32, %721: i32, %722: i32):  // 2 preds: ^bb184, ^bb222
      llvm.cond_br %719, ^bb186(%716, %717, %718, %720, %721, %722 : i32, i32, i32, i32, i32, i32), ^bb223
    ^bb186(%723: i32, %724: i32, %725: i32, %726: i32, %727: i32, %728: i32):  // pred: ^bb185
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %77, %727, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %729 = llvm.load %68 {alignment = 16 : i64} : !llvm.ptr<3> -> i32
      %730 = llvm.load %666 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      %731 = llvm.load %667 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
      %732 = llvm.load %668 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.bar.warp.sync"(%26) : (i32) -> ()
      %733 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %733, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %734 = "nvvm.mapa"(%148, %22) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%734, %47) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %735 = llvm.xor %727, %47 : i32
      %736 = llvm.icmp "ne" %732, %22 : i32
      %737 = llvm.mul %728, %28 overflow<nsw> : i32
      %738 = llvm.add %609, %737 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %74, %728, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %739 = llvm.mul %723, %29 overflow<nsw> : i32
      %740 = llvm.mul %724, %28 overflow<nsw> : i32
      %741 = llvm.mul %726, %23 : i32
      %742 = llvm.inttoptr %738 : i32 to !llvm.ptr<6>
      %743 = "nvvm.tcgen05.ld"(%742) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %743, %57 : vector<32xi32>, !llvm.ptr
      %744 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %744, %56 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      %745 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %745, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %746 = "nvvm.mapa"(%137, %146) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%746, %47) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %747 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %748 = llvm.fptrunc %747 : vector<32xf32> to vector<32xbf16>
      llvm.store %748, %55 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %114, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      "nvvm.cp.async.bulk.wait_group"() <{group = 2 : i32, read}> : () -> ()
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %749 = llvm.srem %741, %19 : i32
      %750 = llvm.mul %749, %6 overflow<nsw> : i32
      %751 = llvm.getelementptr %673[%750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %752 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %752, %751 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %753 = llvm.getelementptr %680[%750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %754 = llvm.load %674 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %754, %753 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %755 = llvm.getelementptr %687[%750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %756 = llvm.load %681 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %756, %755 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %757 = llvm.getelementptr %694[%750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %758 = llvm.load %688 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %758, %757 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %114, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %759 = llvm.getelementptr %82[%750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%62, %759, %740, %739, %725, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %760 = llvm.add %738, %46 : i32
      %761 = llvm.inttoptr %760 : i32 to !llvm.ptr<6>
      %762 = "nvvm.tcgen05.ld"(%761) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %762, %57 : vector<32xi32>, !llvm.ptr
      %763 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %763, %56 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %764 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %765 = llvm.fptrunc %764 : vector<32xf32> to vector<32xbf16>
      llvm.store %765, %54 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %114, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      "nvvm.cp.async.bulk.wait_group"() <{group = 2 : i32, read}> : () -> ()
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %766 = llvm.add %741, %47 : i32
      %767 = llvm.srem %766, %19 : i32
      %768 = llvm.mul %767, %6 overflow<nsw> : i32
      %769 = llvm.getelementptr %673[%768] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %770 = llvm.load %54 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %770, %769 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %771 = llvm.getelementptr %680[%768] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %772 = llvm.load %695 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %772, %771 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %773 = llvm.getelementptr %687[%768] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %774 = llvm.load %696 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %774, %773 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %775 = llvm.getelementptr %694[%768] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %776 = llvm.load %697 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %776, %775 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %114, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %777 = llvm.getelementptr %82[%768] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %778 = llvm.add %740, %46 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%62, %777, %778, %739, %725, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %779 = llvm.add %738, %9 : i32
      %780 = llvm.inttoptr %779 : i32 to !llvm.ptr<6>
      %781 = "nvvm.tcgen05.ld"(%780) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %781, %57 : vector<32xi32>, !llvm.ptr
      %782 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %782, %56 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %783 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %784 = llvm.fptrunc %783 : vector<32xf32> to vector<32xbf16>
      llvm.store %784, %53 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %114, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      "nvvm.cp.async.bulk.wait_group"() <{group = 2 : i32, read}> : () -> ()
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %785 = llvm.add %741, %21 : i32
      %786 = llvm.srem %785, %19 : i32
      %787 = llvm.mul %786, %6 overflow<nsw> : i32
      %788 = llvm.getelementptr %673[%787] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %789 = llvm.load %53 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %789, %788 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %790 = llvm.getelementptr %680[%787] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %791 = llvm.load %698 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %791, %790 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %792 = llvm.getelementptr %687[%787] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %793 = llvm.load %699 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %793, %792 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %794 = llvm.getelementptr %694[%787] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %795 = llvm.load %700 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %795, %794 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %114, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %796 = llvm.getelementptr %82[%787] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %797 = llvm.add %740, %9 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%62, %796, %797, %739, %725, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %798 = llvm.add %738, %3 : i32
      %799 = llvm.inttoptr %798 : i32 to !llvm.ptr<6>
      %800 = "nvvm.tcgen05.ld"(%799) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %800, %57 : vector<32xi32>, !llvm.ptr
      %801 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %801, %56 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %802 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %803 = llvm.fptrunc %802 : vector<32xf32> to vector<32xbf16>
      llvm.store %803, %52 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %114, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      "nvvm.cp.async.bulk.wait_group"() <{group = 2 : i32, read}> : () -> ()
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %804 = llvm.add %741, %19 : i32
      %805 = llvm.srem %804, %19 : i32
      %806 = llvm.mul %805, %6 overflow<nsw> : i32
      %807 = llvm.getelementptr %673[%806] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %808 = llvm.load %52 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %808, %807 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %809 = llvm.getelementptr %680[%806] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %810 = llvm.load %701 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %810, %809 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %811 = llvm.getelementptr %687[%806] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %812 = llvm.load %702 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %812, %811 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %813 = llvm.getelementptr %694[%806] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %814 = llvm.load %703 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %814, %813 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %114, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %815 = llvm.getelementptr %82[%806] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %816 = llvm.add %740, %3 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%62, %815, %816, %739, %725, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %817 = llvm.add %738, %29 : i32
      %818 = llvm.inttoptr %817 : i32 to !llvm.ptr<6>
      %819 = "nvvm.tcgen05.ld"(%818) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %819, %57 : vector<32xi32>, !llvm.ptr
      %820 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %820, %56 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %821 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %822 = llvm.fptrunc %821 : vector<32xf32> to vector<32xbf16>
      llvm.store %822, %51 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %114, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      "nvvm.cp.async.bulk.wait_group"() <{group = 2 : i32, read}> : () -> ()
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %823 = llvm.add %741, %35 : i32
      %824 = llvm.srem %823, %19 : i32
      %825 = llvm.mul %824, %6 overflow<nsw> : i32
      %826 = llvm.getelementptr %673[%825] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %827 = llvm.load %51 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %827, %826 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %828 = llvm.getelementptr %680[%825] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %829 = llvm.load %704 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %829, %828 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %830 = llvm.getelementptr %687[%825] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %831 = llvm.load %705 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %831, %830 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %832 = llvm.getelementptr %694[%825] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %833 = llvm.load %706 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %833, %832 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %114, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %834 = llvm.getelementptr %82[%825] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %835 = llvm.add %740, %29 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%62, %834, %835, %739, %725, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %836 = llvm.add %738, %36 : i32
      %837 = llvm.inttoptr %836 : i32 to !llvm.ptr<6>
      %838 = "nvvm.tcgen05.ld"(%837) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %838, %57 : vector<32xi32>, !llvm.ptr
      %839 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %839, %56 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %840 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %841 = llvm.fptrunc %840 : vector<32xf32> to vector<32xbf16>
      llvm.store %841, %50 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %114, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      "nvvm.cp.async.bulk.wait_group"() <{group = 2 : i32, read}> : () -> ()
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %842 = llvm.add %741, %20 : i32
      %843 = llvm.srem %842, %19 : i32
      %844 = llvm.mul %843, %6 overflow<nsw> : i32
      %845 = llvm.getelementptr %673[%844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %846 = llvm.load %50 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %846, %845 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %847 = llvm.getelementptr %680[%844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %848 = llvm.load %707 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %848, %847 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %849 = llvm.getelementptr %687[%844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %850 = llvm.load %708 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %850, %849 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %851 = llvm.getelementptr %694[%844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %852 = llvm.load %709 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %852, %851 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %114, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %853 = llvm.getelementptr %82[%844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %854 = llvm.add %740, %36 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%62, %853, %854, %739, %725, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %855 = llvm.add %738, %2 : i32
      %856 = llvm.inttoptr %855 : i32 to !llvm.ptr<6>
      %857 = "nvvm.tcgen05.ld"(%856) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %857, %57 : vector<32xi32>, !llvm.ptr
      %858 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %858, %56 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %859 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %860 = llvm.fptrunc %859 : vector<32xf32> to vector<32xbf16>
      llvm.store %860, %49 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %114, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      "nvvm.cp.async.bulk.wait_group"() <{group = 2 : i32, read}> : () -> ()
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %861 = llvm.add %741, %25 : i32
      %862 = llvm.srem %861, %19 : i32
      %863 = llvm.mul %862, %6 overflow<nsw> : i32
      %864 = llvm.getelementptr %673[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %865 = llvm.load %49 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %865, %864 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %866 = llvm.getelementptr %680[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %867 = llvm.load %710 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %867, %866 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %868 = llvm.getelementptr %687[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %869 = llvm.load %711 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %869, %868 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %870 = llvm.getelementptr %694[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %871 = llvm.load %712 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %871, %870 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %114, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %872 = llvm.getelementptr %82[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %873 = llvm.add %740, %2 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%62, %872, %873, %739, %725, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %874 = llvm.add %738, %1 : i32
      %875 = llvm.inttoptr %874 : i32 to !llvm.ptr<6>
      %876 = "nvvm.tcgen05.ld"(%875) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %876, %57 : vector<32xi32>, !llvm.ptr
      %877 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %877, %56 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %878 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %879 = llvm.fptrunc %878 : vector<32xf32> to vector<32xbf16>
      llvm.store %879, %48 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %114, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      "nvvm.cp.async.bulk.wait_group"() <{group = 2 : i32, read}> : () -> ()
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %880 = llvm.add %741, %34 : i32
      %881 = llvm.srem %880, %19 : i32
      %882 = llvm.mul %881, %6 overflow<nsw> : i32
      %883 = llvm.getelementptr %673[%882] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %884 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %884, %883 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %885 = llvm.getelementptr %680[%882] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %886 = llvm.load %713 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %886, %885 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %887 = llvm.getelementptr %687[%882] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %888 = llvm.load %714 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %888, %887 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %889 = llvm.getelementptr %694[%882] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %890 = llvm.load %715 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %890, %889 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%47, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %114, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %891 = llvm.getelementptr %82[%882] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %892 = llvm.add %740, %1 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%62, %891, %892, %739, %725, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %893 = llvm.xor %728, %47 : i32
      %894 = llvm.add %726, %47 : i32
      llvm.br ^bb185(%729, %730, %731, %736, %894, %735, %893 : i32, i32, i32, i1, i32, i32, i32)
    ^bb223:  // pred: ^bb185
      llvm.cond_br %114, ^bb224, ^bb225
    ^bb224:  // pred: ^bb223
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      llvm.br ^bb225
    ^bb225:  // 2 preds: ^bb223, ^bb224
      llvm.cond_br %114, ^bb226, ^bb227
    ^bb226:  // pred: ^bb225
      "nvvm.tcgen05.relinquish_alloc_permit"() <{group = #nvvm.cta_group<cta_2>}> : () -> ()
      llvm.br ^bb227
    ^bb227:  // 2 preds: ^bb225, ^bb226
      "nvvm.barrier"(%34, %36) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %114, ^bb228, ^bb229
    ^bb228:  // pred: ^bb227
      %895 = llvm.xor %84, %47 : i32
      %896 = "nvvm.mapa"(%81, %895) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%896, %47) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %81, %22, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %897 = llvm.inttoptr %606 : i32 to !llvm.ptr<6>
      "nvvm.tcgen05.dealloc"(%897, %42) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<6>, i32) -> ()
      llvm.br ^bb229
    ^bb229:  // 2 preds: ^bb227, ^bb228
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb173, ^bb229
      llvm.return
    }
  }
  llvm.func @cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorFloat8E4M3FNdiv1div1div1i64div16i64div161_FakeTensorFloat8E4M3FNdiv1div1div1i64div16i64div161_FakeTensor(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr, %arg6: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg7: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(4 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>
    %6 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %8 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>
    %9 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, i32, i32)>
    %10 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32)>
    %11 = llvm.mlir.constant(31 : i32) : i32
    %12 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %13 = llvm.mlir.constant(279842 : i64) : i64
    %14 = llvm.mlir.constant(-72057594037927936 : i64) : i64
    %15 = llvm.mlir.constant(255 : i64) : i64
    %16 = llvm.mlir.constant(262322 : i64) : i64
    %17 = llvm.mlir.constant(127 : i64) : i64
    %18 = llvm.mlir.constant(9151314442816847872 : i64) : i64
    %19 = llvm.mlir.constant(286754 : i64) : i64
    %20 = llvm.mlir.constant(231424 : i64) : i64
    %21 = llvm.mlir.constant(4294967296 : i64) : i64
    %22 = llvm.mlir.poison : !llvm.struct<()>
    %23 = llvm.mlir.constant(2 : i32) : i32
    %24 = llvm.mlir.constant(256 : i32) : i32
    %25 = llvm.mlir.constant(40 : i64) : i64
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
    %36 = llvm.mlir.constant(1 : i64) : i64
    %37 = llvm.mlir.constant(16 : i32) : i32
    %38 = llvm.mlir.constant(1 : i32) : i32
    %39 = llvm.mlir.constant(0 : i64) : i64
    %40 = llvm.mlir.constant(2 : i64) : i64
    %41 = llvm.mlir.constant(512 : i64) : i64
    %42 = llvm.mlir.constant(-1 : i32) : i32
    %43 = llvm.mlir.constant(128 : i32) : i32
    %44 = llvm.mlir.constant(0 : i32) : i32
    %45 = llvm.mlir.constant(false) : i1
    %46 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %47 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %48 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %49 = llvm.extractvalue %arg6[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %50 = llvm.extractvalue %arg7[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %51 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %52 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %53 = llvm.extractvalue %arg0[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %54 = llvm.extractvalue %arg0[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %55 = llvm.extractvalue %arg0[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %56 = llvm.insertvalue %52, %10[0] : !llvm.struct<(i32, i32, i32)> 
    %57 = llvm.insertvalue %53, %56[1] : !llvm.struct<(i32, i32, i32)> 
    %58 = llvm.insertvalue %51, %57[2] : !llvm.struct<(i32, i32, i32)> 
    %59 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %60 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %61 = llvm.extractvalue %arg1[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %62 = llvm.extractvalue %arg1[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %63 = llvm.extractvalue %arg1[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %64 = llvm.insertvalue %60, %10[0] : !llvm.struct<(i32, i32, i32)> 
    %65 = llvm.insertvalue %61, %64[1] : !llvm.struct<(i32, i32, i32)> 
    %66 = llvm.insertvalue %59, %65[2] : !llvm.struct<(i32, i32, i32)> 
    %67 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %68 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %69 = llvm.extractvalue %arg2[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %70 = llvm.extractvalue %arg2[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %71 = llvm.extractvalue %arg2[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %72 = llvm.insertvalue %68, %10[0] : !llvm.struct<(i32, i32, i32)> 
    %73 = llvm.insertvalue %69, %72[1] : !llvm.struct<(i32, i32, i32)> 
    %74 = llvm.insertvalue %67, %73[2] : !llvm.struct<(i32, i32, i32)> 
    %75 = llvm.insertvalue %45, %9[0] : !llvm.struct<(i1, i1, i1, i32, i32)> 
    %76 = llvm.insertvalue %45, %75[1] : !llvm.struct<(i1, i1, i1, i32, i32)> 
    %77 = llvm.insertvalue %45, %76[2] : !llvm.struct<(i1, i1, i1, i32, i32)> 
    %78 = llvm.insertvalue %44, %77[3] : !llvm.struct<(i1, i1, i1, i32, i32)> 
    %79 = llvm.insertvalue %44, %78[4] : !llvm.struct<(i1, i1, i1, i32, i32)> 
    %80 = llvm.extractvalue %arg6[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %81 = llvm.extractvalue %arg6[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %82 = llvm.extractvalue %arg6[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %83 = llvm.sdiv %52, %43 : i32
    %84 = llvm.mul %83, %43 : i32
    %85 = llvm.icmp "ne" %52, %84 : i32
    %86 = llvm.icmp "slt" %52, %44 : i32
    %87 = llvm.icmp "eq" %86, %45 : i1
    %88 = llvm.and %85, %87 : i1
    %89 = llvm.add %83, %38 : i32
    %90 = llvm.select %88, %89, %83 : i1, i32
    %91 = llvm.sdiv %53, %43 : i32
    %92 = llvm.mul %91, %43 : i32
    %93 = llvm.icmp "ne" %53, %92 : i32
    %94 = llvm.icmp "slt" %53, %44 : i32
    %95 = llvm.icmp "eq" %94, %45 : i1
    %96 = llvm.and %93, %95 : i1
    %97 = llvm.add %91, %38 : i32
    %98 = llvm.select %96, %97, %91 : i1, i32
    %99 = llvm.sdiv %81, %41 : i64
    %100 = llvm.sdiv %82, %41 : i64
    %101 = llvm.mul %99, %41 overflow<nsw> : i64
    %102 = llvm.mul %100, %41 overflow<nsw> : i64
    %103 = llvm.insertvalue %90, %8[0, 0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %104 = llvm.insertvalue %98, %103[0, 1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %105 = llvm.insertvalue %51, %104[0, 2] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %106 = llvm.extractvalue %arg7[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %107 = llvm.extractvalue %arg7[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %108 = llvm.extractvalue %arg7[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %109 = llvm.extractvalue %arg7[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %110 = llvm.extractvalue %arg7[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %111 = llvm.extractvalue %arg7[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %112 = llvm.sdiv %109, %40 : i64
    %113 = llvm.icmp "ne" %112, %39 : i64
    %114 = llvm.icmp "sgt" %109, %39 : i64
    %115 = llvm.icmp "eq" %109, %39 : i64
    %116 = llvm.select %115, %44, %42 : i1, i32
    %117 = llvm.select %114, %38, %116 : i1, i32
    %118 = llvm.sext %117 : i32 to i64
    %119 = llvm.select %113, %112, %118 : i1, i64
    %120 = llvm.sdiv %110, %40 : i64
    %121 = llvm.icmp "ne" %120, %39 : i64
    %122 = llvm.icmp "sgt" %110, %39 : i64
    %123 = llvm.icmp "eq" %110, %39 : i64
    %124 = llvm.select %123, %44, %42 : i1, i32
    %125 = llvm.select %122, %38, %124 : i1, i32
    %126 = llvm.sext %125 : i32 to i64
    %127 = llvm.select %121, %120, %126 : i1, i64
    %128 = llvm.sdiv %111, %40 : i64
    %129 = llvm.icmp "ne" %128, %39 : i64
    %130 = llvm.icmp "sgt" %111, %39 : i64
    %131 = llvm.icmp "eq" %111, %39 : i64
    %132 = llvm.select %131, %44, %42 : i1, i32
    %133 = llvm.select %130, %38, %132 : i1, i32
    %134 = llvm.sext %133 : i32 to i64
    %135 = llvm.select %129, %128, %134 : i1, i64
    %136 = llvm.insertvalue %108, %8[0, 0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %137 = llvm.insertvalue %107, %136[0, 1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %138 = llvm.insertvalue %106, %137[0, 2] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %139 = llvm.alloca %37 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %140 = llvm.sext %53 : i32 to i64
    %141 = llvm.sext %52 : i32 to i64
    %142 = llvm.sext %51 : i32 to i64
    %143 = llvm.ptrtoint %46 : !llvm.ptr<1> to i64
    %144 = llvm.getelementptr %139[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %144 : i64, !llvm.ptr
    %145 = llvm.getelementptr %139[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %145 : i64, !llvm.ptr
    %146 = llvm.getelementptr %139[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %146 : i64, !llvm.ptr
    %147 = llvm.getelementptr %139[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %147 : i64, !llvm.ptr
    %148 = llvm.getelementptr %139[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %148 : i64, !llvm.ptr
    %149 = llvm.getelementptr %139[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %149 : i64, !llvm.ptr
    %150 = llvm.getelementptr %139[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %150 : i64, !llvm.ptr
    %151 = llvm.getelementptr %139[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %151 : i64, !llvm.ptr
    %152 = llvm.udiv %143, %33 : i64
    %153 = llvm.and %152, %32 : i64
    %154 = llvm.shl %153, %34 : i64
    llvm.store %154, %144 : i64, !llvm.ptr
    %155 = llvm.sub %141, %36 : i64
    %156 = llvm.sub %142, %36 : i64
    %157 = llvm.mul %155, %55 : i64
    %158 = llvm.mul %156, %54 : i64
    %159 = llvm.add %157, %158 : i64
    %160 = llvm.mul %140, %30 : i64
    %161 = llvm.udiv %160, %30 : i64
    %162 = llvm.add %161, %159 : i64
    %163 = llvm.icmp "uge" %162, %29 : i64
    %164 = llvm.zext %163 : i1 to i64
    %165 = llvm.shl %164, %28 : i64
    %166 = llvm.udiv %55, %33 : i64
    %167 = llvm.shl %166, %31 : i64
    %168 = llvm.or %165, %167 : i64
    %169 = llvm.or %168, %19 : i64
    llvm.store %169, %145 : i64, !llvm.ptr
    %170 = llvm.udiv %54, %33 : i64
    %171 = llvm.and %170, %35 : i64
    llvm.store %171, %146 : i64, !llvm.ptr
    %172 = llvm.lshr %55, %27 : i64
    %173 = llvm.and %172, %26 : i64
    %174 = llvm.shl %173, %31 : i64
    %175 = llvm.lshr %54, %27 : i64
    %176 = llvm.and %175, %26 : i64
    %177 = llvm.shl %176, %27 : i64
    %178 = llvm.or %174, %177 : i64
    llvm.store %178, %147 : i64, !llvm.ptr
    %179 = llvm.sub %140, %36 : i64
    %180 = llvm.and %179, %35 : i64
    %181 = llvm.shl %155, %31 : i64
    %182 = llvm.or %180, %181 : i64
    llvm.store %182, %148 : i64, !llvm.ptr
    %183 = llvm.and %156, %35 : i64
    llvm.store %183, %149 : i64, !llvm.ptr
    llvm.store %18, %150 : i64, !llvm.ptr
    llvm.store %17, %151 : i64, !llvm.ptr
    %184 = llvm.ptrtoint %139 : !llvm.ptr to i64
    %185 = llvm.inttoptr %184 : i64 to !llvm.ptr
    %186 = llvm.load %185 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %187 = llvm.insertvalue %186, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %188 = llvm.insertvalue %58, %6[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %189 = llvm.insertvalue %22, %188[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %190 = llvm.insertvalue %22, %5[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %191 = llvm.insertvalue %189, %190[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %192 = llvm.alloca %37 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %193 = llvm.sext %61 : i32 to i64
    %194 = llvm.sext %60 : i32 to i64
    %195 = llvm.sext %59 : i32 to i64
    %196 = llvm.ptrtoint %47 : !llvm.ptr<1> to i64
    %197 = llvm.getelementptr %192[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %197 : i64, !llvm.ptr
    %198 = llvm.getelementptr %192[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %198 : i64, !llvm.ptr
    %199 = llvm.getelementptr %192[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %199 : i64, !llvm.ptr
    %200 = llvm.getelementptr %192[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %200 : i64, !llvm.ptr
    %201 = llvm.getelementptr %192[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %201 : i64, !llvm.ptr
    %202 = llvm.getelementptr %192[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %202 : i64, !llvm.ptr
    %203 = llvm.getelementptr %192[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %203 : i64, !llvm.ptr
    %204 = llvm.getelementptr %192[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %204 : i64, !llvm.ptr
    %205 = llvm.udiv %196, %33 : i64
    %206 = llvm.and %205, %32 : i64
    %207 = llvm.shl %206, %34 : i64
    llvm.store %207, %197 : i64, !llvm.ptr
    %208 = llvm.sub %194, %36 : i64
    %209 = llvm.sub %195, %36 : i64
    %210 = llvm.mul %208, %63 : i64
    %211 = llvm.mul %209, %62 : i64
    %212 = llvm.add %210, %211 : i64
    %213 = llvm.mul %193, %30 : i64
    %214 = llvm.udiv %213, %30 : i64
    %215 = llvm.add %214, %212 : i64
    %216 = llvm.icmp "uge" %215, %29 : i64
    %217 = llvm.zext %216 : i1 to i64
    %218 = llvm.shl %217, %28 : i64
    %219 = llvm.udiv %63, %33 : i64
    %220 = llvm.shl %219, %31 : i64
    %221 = llvm.or %218, %220 : i64
    %222 = llvm.or %221, %19 : i64
    llvm.store %222, %198 : i64, !llvm.ptr
    %223 = llvm.udiv %62, %33 : i64
    %224 = llvm.and %223, %35 : i64
    llvm.store %224, %199 : i64, !llvm.ptr
    %225 = llvm.lshr %63, %27 : i64
    %226 = llvm.and %225, %26 : i64
    %227 = llvm.shl %226, %31 : i64
    %228 = llvm.lshr %62, %27 : i64
    %229 = llvm.and %228, %26 : i64
    %230 = llvm.shl %229, %27 : i64
    %231 = llvm.or %227, %230 : i64
    llvm.store %231, %200 : i64, !llvm.ptr
    %232 = llvm.sub %193, %36 : i64
    %233 = llvm.and %232, %35 : i64
    %234 = llvm.shl %208, %31 : i64
    %235 = llvm.or %233, %234 : i64
    llvm.store %235, %201 : i64, !llvm.ptr
    %236 = llvm.and %209, %35 : i64
    llvm.store %236, %202 : i64, !llvm.ptr
    llvm.store %18, %203 : i64, !llvm.ptr
    llvm.store %17, %204 : i64, !llvm.ptr
    %237 = llvm.ptrtoint %192 : !llvm.ptr to i64
    %238 = llvm.inttoptr %237 : i64 to !llvm.ptr
    %239 = llvm.load %238 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %240 = llvm.insertvalue %239, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %241 = llvm.insertvalue %66, %6[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %242 = llvm.insertvalue %22, %241[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %243 = llvm.insertvalue %242, %190[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %244 = llvm.alloca %37 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %245 = llvm.sdiv %101, %40 : i64
    %246 = llvm.icmp "ne" %245, %39 : i64
    %247 = llvm.icmp "sgt" %101, %39 : i64
    %248 = llvm.icmp "eq" %101, %39 : i64
    %249 = llvm.select %248, %44, %42 : i1, i32
    %250 = llvm.select %247, %38, %249 : i1, i32
    %251 = llvm.sext %250 : i32 to i64
    %252 = llvm.select %246, %245, %251 : i1, i64
    %253 = llvm.sdiv %102, %40 : i64
    %254 = llvm.icmp "ne" %253, %39 : i64
    %255 = llvm.icmp "sgt" %102, %39 : i64
    %256 = llvm.icmp "eq" %102, %39 : i64
    %257 = llvm.select %256, %44, %42 : i1, i32
    %258 = llvm.select %255, %38, %257 : i1, i32
    %259 = llvm.sext %258 : i32 to i64
    %260 = llvm.select %254, %253, %259 : i1, i64
    %261 = llvm.sdiv %80, %40 : i64
    %262 = llvm.icmp "ne" %261, %39 : i64
    %263 = llvm.icmp "sgt" %80, %39 : i64
    %264 = llvm.icmp "eq" %80, %39 : i64
    %265 = llvm.select %264, %44, %42 : i1, i32
    %266 = llvm.select %263, %38, %265 : i1, i32
    %267 = llvm.sext %266 : i32 to i64
    %268 = llvm.select %262, %261, %267 : i1, i64
    %269 = llvm.sext %90 : i32 to i64
    %270 = llvm.mul %252, %40 : i64
    %271 = llvm.sext %98 : i32 to i64
    %272 = llvm.mul %260, %40 : i64
    %273 = llvm.mul %268, %40 : i64
    %274 = llvm.ptrtoint %49 : !llvm.ptr<1> to i64
    %275 = llvm.getelementptr %244[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %275 : i64, !llvm.ptr
    %276 = llvm.getelementptr %244[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %276 : i64, !llvm.ptr
    %277 = llvm.getelementptr %244[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %277 : i64, !llvm.ptr
    %278 = llvm.getelementptr %244[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %278 : i64, !llvm.ptr
    %279 = llvm.getelementptr %244[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %279 : i64, !llvm.ptr
    %280 = llvm.getelementptr %244[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %280 : i64, !llvm.ptr
    %281 = llvm.getelementptr %244[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %281 : i64, !llvm.ptr
    %282 = llvm.getelementptr %244[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %282 : i64, !llvm.ptr
    %283 = llvm.udiv %274, %33 : i64
    %284 = llvm.and %283, %32 : i64
    %285 = llvm.shl %284, %34 : i64
    llvm.store %285, %275 : i64, !llvm.ptr
    %286 = llvm.sub %269, %36 : i64
    %287 = llvm.sub %271, %36 : i64
    %288 = llvm.mul %286, %270 : i64
    %289 = llvm.mul %287, %272 : i64
    %290 = llvm.mul %156, %273 : i64
    %291 = llvm.add %288, %289 : i64
    %292 = llvm.add %291, %41 : i64
    %293 = llvm.add %292, %290 : i64
    %294 = llvm.icmp "uge" %293, %29 : i64
    %295 = llvm.zext %294 : i1 to i64
    %296 = llvm.shl %295, %28 : i64
    %297 = llvm.udiv %270, %33 : i64
    %298 = llvm.shl %297, %31 : i64
    %299 = llvm.or %296, %298 : i64
    %300 = llvm.or %299, %16 : i64
    llvm.store %300, %276 : i64, !llvm.ptr
    %301 = llvm.udiv %272, %33 : i64
    %302 = llvm.and %301, %35 : i64
    %303 = llvm.udiv %273, %33 : i64
    %304 = llvm.shl %303, %31 : i64
    %305 = llvm.or %302, %304 : i64
    llvm.store %305, %277 : i64, !llvm.ptr
    %306 = llvm.lshr %270, %27 : i64
    %307 = llvm.and %306, %26 : i64
    %308 = llvm.shl %307, %31 : i64
    %309 = llvm.lshr %272, %27 : i64
    %310 = llvm.and %309, %26 : i64
    %311 = llvm.shl %310, %27 : i64
    %312 = llvm.lshr %273, %27 : i64
    %313 = llvm.and %312, %26 : i64
    %314 = llvm.shl %313, %25 : i64
    %315 = llvm.or %308, %311 : i64
    %316 = llvm.or %315, %314 : i64
    llvm.store %316, %278 : i64, !llvm.ptr
    %317 = llvm.shl %286, %31 : i64
    %318 = llvm.or %317, %15 : i64
    llvm.store %318, %279 : i64, !llvm.ptr
    %319 = llvm.and %287, %35 : i64
    %320 = llvm.shl %156, %31 : i64
    %321 = llvm.or %319, %320 : i64
    llvm.store %321, %280 : i64, !llvm.ptr
    llvm.store %14, %281 : i64, !llvm.ptr
    llvm.store %39, %282 : i64, !llvm.ptr
    %322 = llvm.ptrtoint %244 : !llvm.ptr to i64
    %323 = llvm.inttoptr %322 : i64 to !llvm.ptr
    %324 = llvm.load %323 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %325 = llvm.insertvalue %324, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %326 = llvm.extractvalue %105[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %327 = llvm.insertvalue %326, %6[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %328 = llvm.insertvalue %22, %327[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %329 = llvm.insertvalue %328, %190[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %330 = llvm.alloca %37 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %331 = llvm.sext %107 : i32 to i64
    %332 = llvm.mul %127, %40 : i64
    %333 = llvm.sext %108 : i32 to i64
    %334 = llvm.mul %135, %40 : i64
    %335 = llvm.sext %106 : i32 to i64
    %336 = llvm.mul %119, %40 : i64
    %337 = llvm.ptrtoint %50 : !llvm.ptr<1> to i64
    %338 = llvm.getelementptr %330[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %338 : i64, !llvm.ptr
    %339 = llvm.getelementptr %330[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %339 : i64, !llvm.ptr
    %340 = llvm.getelementptr %330[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %340 : i64, !llvm.ptr
    %341 = llvm.getelementptr %330[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %341 : i64, !llvm.ptr
    %342 = llvm.getelementptr %330[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %342 : i64, !llvm.ptr
    %343 = llvm.getelementptr %330[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %343 : i64, !llvm.ptr
    %344 = llvm.getelementptr %330[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %344 : i64, !llvm.ptr
    %345 = llvm.getelementptr %330[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %345 : i64, !llvm.ptr
    %346 = llvm.udiv %337, %33 : i64
    %347 = llvm.and %346, %32 : i64
    %348 = llvm.shl %347, %34 : i64
    llvm.store %348, %338 : i64, !llvm.ptr
    %349 = llvm.sub %331, %36 : i64
    %350 = llvm.sub %333, %36 : i64
    %351 = llvm.sub %335, %36 : i64
    %352 = llvm.mul %349, %332 : i64
    %353 = llvm.mul %350, %334 : i64
    %354 = llvm.mul %351, %336 : i64
    %355 = llvm.add %352, %353 : i64
    %356 = llvm.add %355, %41 : i64
    %357 = llvm.add %356, %354 : i64
    %358 = llvm.icmp "uge" %357, %29 : i64
    %359 = llvm.zext %358 : i1 to i64
    %360 = llvm.shl %359, %28 : i64
    %361 = llvm.udiv %332, %33 : i64
    %362 = llvm.shl %361, %31 : i64
    %363 = llvm.or %360, %362 : i64
    %364 = llvm.or %363, %16 : i64
    llvm.store %364, %339 : i64, !llvm.ptr
    %365 = llvm.udiv %334, %33 : i64
    %366 = llvm.and %365, %35 : i64
    %367 = llvm.udiv %336, %33 : i64
    %368 = llvm.shl %367, %31 : i64
    %369 = llvm.or %366, %368 : i64
    llvm.store %369, %340 : i64, !llvm.ptr
    %370 = llvm.lshr %332, %27 : i64
    %371 = llvm.and %370, %26 : i64
    %372 = llvm.shl %371, %31 : i64
    %373 = llvm.lshr %334, %27 : i64
    %374 = llvm.and %373, %26 : i64
    %375 = llvm.shl %374, %27 : i64
    %376 = llvm.lshr %336, %27 : i64
    %377 = llvm.and %376, %26 : i64
    %378 = llvm.shl %377, %25 : i64
    %379 = llvm.or %372, %375 : i64
    %380 = llvm.or %379, %378 : i64
    llvm.store %380, %341 : i64, !llvm.ptr
    %381 = llvm.shl %349, %31 : i64
    %382 = llvm.or %381, %15 : i64
    llvm.store %382, %342 : i64, !llvm.ptr
    %383 = llvm.and %350, %35 : i64
    %384 = llvm.shl %351, %31 : i64
    %385 = llvm.or %383, %384 : i64
    llvm.store %385, %343 : i64, !llvm.ptr
    llvm.store %14, %344 : i64, !llvm.ptr
    llvm.store %39, %345 : i64, !llvm.ptr
    %386 = llvm.ptrtoint %330 : !llvm.ptr to i64
    %387 = llvm.inttoptr %386 : i64 to !llvm.ptr
    %388 = llvm.load %387 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %389 = llvm.insertvalue %388, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %390 = llvm.extractvalue %138[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %391 = llvm.insertvalue %390, %6[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %392 = llvm.insertvalue %22, %391[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %393 = llvm.insertvalue %392, %190[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %394 = llvm.alloca %37 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %395 = llvm.sext %69 : i32 to i64
    %396 = llvm.sext %68 : i32 to i64
    %397 = llvm.mul %71, %40 : i64
    %398 = llvm.sext %67 : i32 to i64
    %399 = llvm.mul %70, %40 : i64
    %400 = llvm.ptrtoint %48 : !llvm.ptr<1> to i64
    %401 = llvm.getelementptr %394[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %401 : i64, !llvm.ptr
    %402 = llvm.getelementptr %394[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %402 : i64, !llvm.ptr
    %403 = llvm.getelementptr %394[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %403 : i64, !llvm.ptr
    %404 = llvm.getelementptr %394[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %404 : i64, !llvm.ptr
    %405 = llvm.getelementptr %394[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %405 : i64, !llvm.ptr
    %406 = llvm.getelementptr %394[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %406 : i64, !llvm.ptr
    %407 = llvm.getelementptr %394[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %407 : i64, !llvm.ptr
    %408 = llvm.getelementptr %394[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %39, %408 : i64, !llvm.ptr
    %409 = llvm.udiv %400, %33 : i64
    %410 = llvm.and %409, %32 : i64
    %411 = llvm.shl %410, %34 : i64
    llvm.store %411, %401 : i64, !llvm.ptr
    %412 = llvm.sub %396, %36 : i64
    %413 = llvm.sub %398, %36 : i64
    %414 = llvm.mul %412, %397 : i64
    %415 = llvm.mul %413, %399 : i64
    %416 = llvm.add %414, %415 : i64
    %417 = llvm.mul %395, %33 : i64
    %418 = llvm.udiv %417, %30 : i64
    %419 = llvm.add %418, %416 : i64
    %420 = llvm.icmp "uge" %419, %29 : i64
    %421 = llvm.zext %420 : i1 to i64
    %422 = llvm.shl %421, %28 : i64
    %423 = llvm.udiv %397, %33 : i64
    %424 = llvm.shl %423, %31 : i64
    %425 = llvm.or %422, %424 : i64
    %426 = llvm.or %425, %13 : i64
    llvm.store %426, %402 : i64, !llvm.ptr
    %427 = llvm.udiv %399, %33 : i64
    %428 = llvm.and %427, %35 : i64
    llvm.store %428, %403 : i64, !llvm.ptr
    %429 = llvm.lshr %397, %27 : i64
    %430 = llvm.and %429, %26 : i64
    %431 = llvm.shl %430, %31 : i64
    %432 = llvm.lshr %399, %27 : i64
    %433 = llvm.and %432, %26 : i64
    %434 = llvm.shl %433, %27 : i64
    %435 = llvm.or %431, %434 : i64
    llvm.store %435, %404 : i64, !llvm.ptr
    %436 = llvm.sub %395, %36 : i64
    %437 = llvm.and %436, %35 : i64
    %438 = llvm.shl %412, %31 : i64
    %439 = llvm.or %437, %438 : i64
    llvm.store %439, %405 : i64, !llvm.ptr
    %440 = llvm.and %413, %35 : i64
    llvm.store %440, %406 : i64, !llvm.ptr
    llvm.store %12, %407 : i64, !llvm.ptr
    llvm.store %17, %408 : i64, !llvm.ptr
    %441 = llvm.ptrtoint %394 : !llvm.ptr to i64
    %442 = llvm.inttoptr %441 : i64 to !llvm.ptr
    %443 = llvm.load %442 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %444 = llvm.insertvalue %443, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %445 = llvm.insertvalue %74, %6[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %446 = llvm.insertvalue %22, %445[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %447 = llvm.insertvalue %446, %190[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %448 = llvm.sdiv %60, %24 : i32
    %449 = llvm.mul %448, %24 : i32
    %450 = llvm.icmp "ne" %60, %449 : i32
    %451 = llvm.icmp "slt" %60, %44 : i32
    %452 = llvm.icmp "eq" %451, %45 : i1
    %453 = llvm.and %450, %452 : i1
    %454 = llvm.add %448, %38 : i32
    %455 = llvm.select %453, %454, %448 : i1, i32
    %456 = llvm.sdiv %90, %23 : i32
    %457 = llvm.mul %456, %23 : i32
    %458 = llvm.icmp "ne" %90, %457 : i32
    %459 = llvm.icmp "slt" %90, %44 : i32
    %460 = llvm.icmp "eq" %459, %45 : i1
    %461 = llvm.and %458, %460 : i1
    %462 = llvm.add %456, %38 : i32
    %463 = llvm.select %461, %462, %456 : i1, i32
    %464 = llvm.mul %463, %455 overflow<nsw> : i32
    %465 = llvm.add %463, %arg4 overflow<nsw> : i32
    %466 = llvm.sub %465, %38 overflow<nsw> : i32
    %467 = llvm.sdiv %466, %arg4 : i32
    %468 = llvm.mul %467, %arg4 : i32
    %469 = llvm.add %455, %arg4 overflow<nsw> : i32
    %470 = llvm.sub %469, %38 overflow<nsw> : i32
    %471 = llvm.sdiv %470, %arg4 : i32
    %472 = llvm.mul %471, %arg4 : i32
    %473 = llvm.icmp "sle" %472, %468 : i32
    %474 = llvm.zext %473 : i1 to i32
    %475 = llvm.icmp "eq" %474, %44 : i32
    %476 = llvm.select %475, %463, %455 : i1, i32
    %477 = llvm.select %475, %455, %463 : i1, i32
    %478 = llvm.icmp "slt" %arg4, %476 : i32
    %479 = llvm.select %478, %arg4, %476 : i1, i32
    %480 = llvm.srem %476, %479 : i32
    %481 = llvm.sdiv %476, %479 : i32
    %482 = llvm.mul %481, %479 : i32
    %483 = llvm.icmp "ne" %476, %482 : i32
    %484 = llvm.icmp "slt" %476, %44 : i32
    %485 = llvm.icmp "slt" %479, %44 : i32
    %486 = llvm.icmp "ne" %484, %485 : i1
    %487 = llvm.and %483, %486 : i1
    %488 = llvm.add %481, %42 : i32
    %489 = llvm.select %487, %488, %481 : i1, i32
    %490 = llvm.mul %479, %477 : i32
    %491 = llvm.sub %464, %38 overflow<nsw> : i32
    %492 = "llvm.intr.ctlz"(%491) <{is_zero_poison = false}> : (i32) -> i32
    %493 = llvm.sub %11, %492 : i32
    %494 = llvm.icmp "sgt" %493, %44 : i32
    %495 = llvm.select %494, %493, %44 : i1, i32
    %496 = llvm.shl %38, %495 : i32
    %497 = llvm.zext %496 : i32 to i64
    %498 = llvm.mul %497, %21 : i64
    %499 = llvm.zext %464 : i32 to i64
    %500 = llvm.add %498, %499 : i64
    %501 = llvm.sub %500, %36 : i64
    %502 = llvm.udiv %501, %499 : i64
    %503 = llvm.and %502, %35 : i64
    %504 = llvm.trunc %503 : i64 to i32
    %505 = llvm.sub %479, %38 : i32
    %506 = "llvm.intr.ctlz"(%505) <{is_zero_poison = false}> : (i32) -> i32
    %507 = llvm.sub %11, %506 : i32
    %508 = llvm.icmp "sgt" %507, %44 : i32
    %509 = llvm.select %508, %507, %44 : i1, i32
    %510 = llvm.shl %38, %509 : i32
    %511 = llvm.zext %510 : i32 to i64
    %512 = llvm.mul %511, %21 : i64
    %513 = llvm.zext %479 : i32 to i64
    %514 = llvm.add %512, %513 : i64
    %515 = llvm.sub %514, %36 : i64
    %516 = llvm.udiv %515, %513 : i64
    %517 = llvm.and %516, %35 : i64
    %518 = llvm.trunc %517 : i64 to i32
    %519 = llvm.icmp "sgt" %480, %44 : i32
    %520 = llvm.select %519, %480, %38 : i1, i32
    %521 = llvm.sub %520, %38 : i32
    %522 = "llvm.intr.ctlz"(%521) <{is_zero_poison = false}> : (i32) -> i32
    %523 = llvm.sub %11, %522 : i32
    %524 = llvm.icmp "sgt" %523, %44 : i32
    %525 = llvm.select %524, %523, %44 : i1, i32
    %526 = llvm.shl %38, %525 : i32
    %527 = llvm.zext %526 : i32 to i64
    %528 = llvm.mul %527, %21 : i64
    %529 = llvm.zext %520 : i32 to i64
    %530 = llvm.add %528, %529 : i64
    %531 = llvm.sub %530, %36 : i64
    %532 = llvm.udiv %531, %529 : i64
    %533 = llvm.and %532, %35 : i64
    %534 = llvm.trunc %533 : i64 to i32
    %535 = llvm.sub %490, %38 : i32
    %536 = "llvm.intr.ctlz"(%535) <{is_zero_poison = false}> : (i32) -> i32
    %537 = llvm.sub %11, %536 : i32
    %538 = llvm.icmp "sgt" %537, %44 : i32
    %539 = llvm.select %538, %537, %44 : i1, i32
    %540 = llvm.shl %38, %539 : i32
    %541 = llvm.zext %540 : i32 to i64
    %542 = llvm.mul %541, %21 : i64
    %543 = llvm.zext %490 : i32 to i64
    %544 = llvm.add %542, %543 : i64
    %545 = llvm.sub %544, %36 : i64
    %546 = llvm.udiv %545, %543 : i64
    %547 = llvm.and %546, %35 : i64
    %548 = llvm.trunc %547 : i64 to i32
    %549 = llvm.mul %464, %67 overflow<nsw> : i32
    %550 = llvm.mul %549, %23 : i32
    %551 = llvm.mul %arg3, %23 : i32
    %552 = llvm.icmp "slt" %550, %551 : i32
    %553 = llvm.select %552, %550, %551 : i1, i32
    %554 = llvm.sdiv %553, %23 : i32
    %555 = llvm.mul %554, %23 : i32
    %556 = llvm.icmp "ne" %553, %555 : i32
    %557 = llvm.icmp "slt" %553, %44 : i32
    %558 = llvm.and %556, %557 : i1
    %559 = llvm.add %554, %42 : i32
    %560 = llvm.select %558, %559, %554 : i1, i32
    %561 = llvm.alloca %38 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %562 = llvm.alloca %38 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %563 = llvm.getelementptr %561[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %562, %563 : !llvm.ptr, !llvm.ptr
    %564 = llvm.getelementptr %561[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %24, %564 : i32, !llvm.ptr
    %565 = llvm.getelementptr %561[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %38, %565 : i32, !llvm.ptr
    %566 = llvm.getelementptr %561[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %38, %566 : i32, !llvm.ptr
    %567 = llvm.getelementptr %561[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %20, %567 : i64, !llvm.ptr
    %568 = llvm.getelementptr %561[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %568 : i32, !llvm.ptr
    %569 = llvm.getelementptr %561[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %38, %569 : i32, !llvm.ptr
    %570 = llvm.getelementptr %561[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %560, %570 : i32, !llvm.ptr
    %571 = llvm.getelementptr %561[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %44, %571 : i32, !llvm.ptr
    %572 = llvm.getelementptr %561[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %arg5, %572 : !llvm.ptr, !llvm.ptr
    %573 = llvm.alloca %38 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %574 = builtin.unrealized_conversion_cast %573 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %575 = llvm.getelementptr %573[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %561, %575 : !llvm.ptr, !llvm.ptr
    %576 = llvm.load %575 : !llvm.ptr -> !llvm.ptr
    %577 = llvm.getelementptr %576[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %578 = llvm.load %577 : !llvm.ptr -> i32
    %579 = llvm.getelementptr %576[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %580 = llvm.load %579 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%44 : i32)
  ^bb1(%581: i32):  // 2 preds: ^bb3, ^bb5
    %582 = llvm.getelementptr %580[%581] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %583 = llvm.getelementptr %582[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %583 : i32, !llvm.ptr
    %584 = llvm.getelementptr %582[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %38, %584 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %585 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %586 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %587 = llvm.call @printf(%586, %585) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %588 = llvm.add %578, %38 : i32
    llvm.store %588, %577 : i32, !llvm.ptr
    llvm.br ^bb1(%578 : i32)
  ^bb4:  // pred: ^bb7
    %589 = llvm.icmp "uge" %578, %1 : i32
    llvm.cond_br %589, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%595 : i32)
  ^bb6:  // pred: ^bb7
    %590 = llvm.getelementptr %580[%595] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %591 = llvm.getelementptr %590[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %592 = llvm.load %591 : !llvm.ptr -> i32
    %593 = llvm.icmp "eq" %592, %4 : i32
    %594 = llvm.add %595, %38 : i32
    llvm.cond_br %593, ^bb5, ^bb7(%594 : i32)
  ^bb7(%595: i32):  // 2 preds: ^bb0, ^bb6
    %596 = llvm.icmp "uge" %595, %578 : i32
    llvm.cond_br %596, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %597 = llvm.load %575 : !llvm.ptr -> !llvm.ptr
    %598 = llvm.getelementptr %597[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %599 = llvm.load %598 : !llvm.ptr -> i32
    %600 = llvm.getelementptr %597[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %601 = llvm.load %600 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%44 : i32)
  ^bb9(%602: i32):  // 2 preds: ^bb11, ^bb13
    %603 = llvm.getelementptr %601[%602] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %604 = llvm.getelementptr %603[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %604 : i32, !llvm.ptr
    %605 = llvm.getelementptr %603[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %606 = llvm.getelementptr %605[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %23, %606 : i32, !llvm.ptr
    %607 = llvm.getelementptr %605[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %38, %607 : i32, !llvm.ptr
    %608 = llvm.getelementptr %605[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %38, %608 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %609 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %610 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %611 = llvm.call @printf(%610, %609) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %612 = llvm.add %599, %38 : i32
    llvm.store %612, %598 : i32, !llvm.ptr
    llvm.br ^bb9(%599 : i32)
  ^bb12:  // pred: ^bb15
    %613 = llvm.icmp "uge" %599, %1 : i32
    llvm.cond_br %613, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%619 : i32)
  ^bb14:  // pred: ^bb15
    %614 = llvm.getelementptr %601[%619] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %615 = llvm.getelementptr %614[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %616 = llvm.load %615 : !llvm.ptr -> i32
    %617 = llvm.icmp "eq" %616, %0 : i32
    %618 = llvm.add %619, %38 : i32
    llvm.cond_br %617, ^bb13, ^bb15(%618 : i32)
  ^bb15(%619: i32):  // 2 preds: ^bb8, ^bb14
    %620 = llvm.icmp "uge" %619, %599 : i32
    llvm.cond_br %620, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %621 = llvm.load %575 : !llvm.ptr -> !llvm.ptr
    %622 = llvm.getelementptr %621[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %623 = llvm.load %622 : !llvm.ptr -> i32
    %624 = llvm.getelementptr %621[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %625 = llvm.load %624 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb23(%44 : i32)
  ^bb17(%626: i32):  // 2 preds: ^bb19, ^bb21
    %627 = llvm.getelementptr %625[%626] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %628 = llvm.getelementptr %627[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %23, %628 : i32, !llvm.ptr
    %629 = llvm.getelementptr %627[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %44, %629 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %630 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %631 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %632 = llvm.call @printf(%631, %630) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %633 = llvm.add %623, %38 : i32
    llvm.store %633, %622 : i32, !llvm.ptr
    llvm.br ^bb17(%623 : i32)
  ^bb20:  // pred: ^bb23
    %634 = llvm.icmp "uge" %623, %1 : i32
    llvm.cond_br %634, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%640 : i32)
  ^bb22:  // pred: ^bb23
    %635 = llvm.getelementptr %625[%640] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %636 = llvm.getelementptr %635[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %637 = llvm.load %636 : !llvm.ptr -> i32
    %638 = llvm.icmp "eq" %637, %23 : i32
    %639 = llvm.add %640, %38 : i32
    llvm.cond_br %638, ^bb21, ^bb23(%639 : i32)
  ^bb23(%640: i32):  // 2 preds: ^bb16, ^bb22
    %641 = llvm.icmp "uge" %640, %623 : i32
    llvm.cond_br %641, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %642 = "cuda.launch_ex"(%574, %79, %187, %191, %240, %243, %325, %329, %389, %393, %444, %447, %463, %455, %67, %474, %504, %495, %464, %489, %518, %509, %479, %534, %525, %520, %548, %539, %490) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK25625632_TVLayoutA2128321281256_TVLayoutB21_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1, i1, i1, i32, i32)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %643 = builtin.unrealized_conversion_cast %642 : !cuda.result to i32
    "cuda.return_if_error"(%643) : (i32) -> ()
    llvm.return %44 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorFloat8E4M3FNdiv1div1div1i64div16i64div161_FakeTensorFloat8E4M3FNdiv1div1div1i64div16i64div161_FakeTensor(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr, %arg6: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg7: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorFloat8E4M3FNdiv1div1div1i64div16i64div161_FakeTensorFloat8E4M3FNdiv1div1div1i64div16i64div161_FakeTensor(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, i32, i32, !llvm.ptr, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64, i64)>)>)>) -> i32
    llvm.return %0 : i32
  }
}
