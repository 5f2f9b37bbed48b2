#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1 = #llvm.loop_unroll<full = true>
#loop_unroll2 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
#loop_annotation2 = #llvm.loop_annotation<unroll = #loop_unroll2>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_flash_attncuteflash_fwd_sm100FlashAttentionForwardSm100_object_at__tensor0000o11101213_tensor0000o11101213_tensor0000o10111213_tensor0000o11101213_tensorptrf32_gmem__0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_flash_attncuteflash_fwd_sm100FlashAttentionForwardSm100_object_at__tensor0000o11101213_tensor0000o11101213_tensor0000o10111213_tensor0000o11101213_tensorptrf32_gmem__0(%arg0: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg1: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg2: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg3: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg5: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg6: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg7: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg8: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg9: f32, %arg10: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %arg11: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %arg12: !llvm.struct<(i32, i32, i8, i8)>, %arg13: i32, %arg14: !llvm.struct<(i32, i32, i8, i8)>, %arg15: i32, %arg16: i32, %arg17: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 512, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 512, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.mlir.poison : vector<2xf32>
      %2 = llvm.mlir.constant(32 : i64) : i64
      %3 = llvm.mlir.zero : i64
      %4 = llvm.mlir.constant(128 : i64) : i64
      %5 = llvm.mlir.constant(112 : i32) : i32
      %6 = llvm.mlir.constant(80 : i32) : i32
      %7 = llvm.mlir.constant(96 : i32) : i32
      %8 = llvm.mlir.constant(48 : i32) : i32
      %9 = llvm.mlir.constant(-16777217 : i32) : i32
      %10 = llvm.mlir.constant(1024 : i64) : i64
      %11 = llvm.mlir.constant(31 : i32) : i32
      %12 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %13 = llvm.mlir.constant(32 : i32) : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(2 : i32) : i32
      %16 = llvm.mlir.constant(12 : i32) : i32
      %17 = llvm.mlir.constant(512 : i32) : i32
      %18 = llvm.mlir.constant(8 : i32) : i32
      %19 = llvm.mlir.constant(256 : i32) : i32
      %20 = llvm.mlir.constant(15 : i32) : i32
      %21 = llvm.mlir.constant(14 : i32) : i32
      %22 = llvm.mlir.constant(true) : i1
      %23 = llvm.mlir.constant(10000000 : i32) : i32
      %24 = llvm.mlir.constant(32768 : i32) : i32
      %25 = llvm.mlir.constant(65536 : i32) : i32
      %26 = llvm.mlir.constant(6 : i32) : i32
      %27 = llvm.mlir.constant(416 : i32) : i32
      %28 = llvm.mlir.constant(262143 : i32) : i32
      %29 = llvm.mlir.constant(4 : i32) : i32
      %30 = llvm.mlir.constant(3 : i16) : i16
      %31 = llvm.mlir.constant(false) : i1
      %32 = llvm.mlir.constant(384 : i32) : i32
      %33 = llvm.mlir.constant(13 : i32) : i32
      %34 = llvm.mlir.constant(7 : i32) : i32
      %35 = llvm.mlir.constant(2097152 : i32) : i32
      %36 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %37 = llvm.mlir.constant(dense<0xFF800000> : vector<1xf32>) : vector<1xf32>
      %38 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
      %39 = llvm.mlir.constant(-1 : i32) : i32
      %40 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %41 = llvm.mlir.constant(1024 : i32) : i32
      %42 = llvm.mlir.constant(2048 : i32) : i32
      %43 = llvm.mlir.constant(4096 : i32) : i32
      %44 = llvm.mlir.constant(8192 : i32) : i32
      %45 = llvm.mlir.constant(16384 : i32) : i32
      %46 = llvm.mlir.constant(131072 : i32) : i32
      %47 = llvm.mlir.constant(262144 : i32) : i32
      %48 = llvm.mlir.constant(524288 : i32) : i32
      %49 = llvm.mlir.constant(1048576 : i32) : i32
      %50 = llvm.mlir.constant(4194304 : i32) : i32
      %51 = llvm.mlir.constant(8388608 : i32) : i32
      %52 = llvm.mlir.constant(16777216 : i32) : i32
      %53 = llvm.mlir.constant(33554432 : i32) : i32
      %54 = llvm.mlir.constant(67108864 : i32) : i32
      %55 = llvm.mlir.constant(134217728 : i32) : i32
      %56 = llvm.mlir.constant(268435456 : i32) : i32
      %57 = llvm.mlir.constant(536870912 : i32) : i32
      %58 = llvm.mlir.constant(1073741824 : i32) : i32
      %59 = llvm.mlir.constant(-2147483648 : i32) : i32
      %60 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %61 = llvm.mlir.constant(3 : i32) : i32
      %62 = llvm.mlir.constant(-1.270000e+02 : f32) : f32
      %63 = llvm.mlir.constant(-8.000000e+00 : f32) : f32
      %64 = llvm.mlir.constant(896 : i32) : i32
      %65 = llvm.mlir.constant(-8 : i32) : i32
      %66 = llvm.mlir.constant(-16 : i32) : i32
      %67 = llvm.mlir.constant(-32 : i32) : i32
      %68 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %69 = llvm.mlir.constant(0.693147182 : f32) : f32
      %70 = llvm.mlir.constant(dense<0x4B400000> : vector<2xf32>) : vector<2xf32>
      %71 = llvm.mlir.constant(dense<0.0771190897> : vector<2xf32>) : vector<2xf32>
      %72 = llvm.mlir.constant(dense<0.227564394> : vector<2xf32>) : vector<2xf32>
      %73 = llvm.mlir.constant(dense<0.695146143> : vector<2xf32>) : vector<2xf32>
      %74 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf32>) : vector<2xf32>
      %75 = llvm.mlir.constant(64 : i32) : i32
      %76 = llvm.mlir.constant(128 : i32) : i32
      %77 = llvm.mlir.constant(16 : i32) : i32
      %78 = llvm.mlir.constant(1 : i32) : i32
      %79 = llvm.alloca %77 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %80 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %81 = llvm.alloca %77 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %82 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %83 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %84 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %85 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %86 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %87 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %88 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %89 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %90 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %91 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %92 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %93 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %94 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %95 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %96 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %97 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %98 = llvm.alloca %77 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %99 = llvm.alloca %76 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %100 = llvm.alloca %75 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %101 = llvm.alloca %76 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %102 = llvm.alloca %76 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %103 = llvm.alloca %76 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %104 = llvm.alloca %75 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %105 = llvm.alloca %76 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %106 = llvm.alloca %76 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %107 = llvm.alloca %78 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %108 = llvm.alloca %78 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %109 = llvm.getelementptr %arg5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %110 = llvm.getelementptr %arg6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %111 = llvm.getelementptr %arg7[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %112 = llvm.getelementptr %arg8[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %113 = llvm.ptrtoint %12 : !llvm.ptr<3> to i32
      %114 = "nvvm.shfl.sync"(%39, %113, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %115 = llvm.zext %114 : i32 to i64
      %116 = llvm.inttoptr %115 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%116, %10 : !llvm.ptr<3>, i64)] : i1
      %117 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %118 = "nvvm.read.ptx.sreg.tid.y"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %119 = "nvvm.read.ptx.sreg.tid.z"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %120 = "nvvm.read.ptx.sreg.ntid.x"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %121 = "nvvm.read.ptx.sreg.ntid.y"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %122 = llvm.mul %118, %120 : i32
      %123 = llvm.add %117, %122 : i32
      %124 = llvm.mul %119, %120 : i32
      %125 = llvm.mul %124, %121 : i32
      %126 = llvm.add %123, %125 : i32
      %127 = llvm.sdiv %126, %13 : i32
      %128 = llvm.mul %127, %13 : i32
      %129 = llvm.icmp "ne" %126, %128 : i32
      %130 = llvm.icmp "slt" %126, %14 : i32
      %131 = llvm.and %129, %130 : i1
      %132 = llvm.add %127, %39 : i32
      %133 = llvm.select %131, %132, %127 : i1, i32
      %134 = "nvvm.shfl.sync"(%39, %133, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %135 = "nvvm.shfl.sync"(%39, %134, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %136 = llvm.icmp "eq" %135, %14 : i32
      llvm.cond_br %136, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      "nvvm.prefetch"(%arg5) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg6) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg7) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg8) <{tensormap}> : (!llvm.ptr) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %137 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 2147483647>}> : () -> i32
      %138 = llvm.srem %137, %15 : i32
      %139 = llvm.icmp "eq" %138, %14 : i32
      %140 = llvm.getelementptr %116[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %141 = llvm.getelementptr %116[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %142 = llvm.getelementptr %116[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %143 = llvm.getelementptr %116[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %144 = llvm.getelementptr %116[224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %145 = llvm.getelementptr %116[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %146 = llvm.getelementptr %116[320] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %147 = llvm.getelementptr %116[328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %148 = llvm.getelementptr %116[332] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %149 = llvm.getelementptr %116[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %150 = llvm.getelementptr %116[68608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %151 = llvm.getelementptr %116[134144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %152 = llvm.icmp "eq" %135, %16 : i32
      llvm.cond_br %152, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %153 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %153, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      "nvvm.mbarrier.init"(%146, %13) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      "nvvm.fence.mbarrier.init"() : () -> ()
      llvm.cond_br %136, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %154 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %154, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      "nvvm.mbarrier.init"(%116, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %155 = llvm.getelementptr %116[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%155, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      %156 = llvm.getelementptr %116[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %136, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %157 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %157, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      "nvvm.mbarrier.init"(%156, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %158 = llvm.getelementptr %116[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%158, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %159 = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
      %160 = "nvvm.shfl.sync"(%39, %159, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %161 = llvm.srem %160, %15 : i32
      %162 = llvm.srem %161, %15 : i32
      %163 = llvm.shl %78, %162 : i32
      %164 = llvm.trunc %163 : i32 to i16
      %165 = llvm.xor %162, %78 : i32
      %166 = llvm.shl %78, %165 : i32
      %167 = llvm.trunc %166 : i32 to i16
      %168 = llvm.or %164, %164 : i16
      %169 = llvm.or %168, %167 : i16
      %170 = llvm.or %169, %167 : i16
      llvm.cond_br %136, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %171 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %171, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      "nvvm.mbarrier.init"(%140, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %172 = llvm.getelementptr %140[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%172, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %173 = llvm.getelementptr %140[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%173, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %174 = llvm.getelementptr %140[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%174, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %175 = llvm.getelementptr %140[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%175, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %176 = llvm.getelementptr %140[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%176, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb17
      %177 = llvm.getelementptr %140[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %136, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %178 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %178, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      "nvvm.mbarrier.init"(%177, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %179 = llvm.getelementptr %140[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%179, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %180 = llvm.getelementptr %140[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%180, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %181 = llvm.getelementptr %140[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%181, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %182 = llvm.getelementptr %140[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%182, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %183 = llvm.getelementptr %140[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%183, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb18, ^bb21
      llvm.cond_br %136, ^bb23, ^bb26
    ^bb23:  // pred: ^bb22
      %184 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %184, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      "nvvm.mbarrier.init"(%141, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %185 = llvm.getelementptr %141[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%185, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb22, ^bb25
      %186 = llvm.getelementptr %141[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %136, ^bb27, ^bb30
    ^bb27:  // pred: ^bb26
      %187 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %187, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      "nvvm.mbarrier.init"(%186, %17) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %188 = llvm.getelementptr %141[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%188, %17) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb27, ^bb28
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb26, ^bb29
      %189 = llvm.sdiv %160, %15 : i32
      %190 = llvm.mul %189, %15 : i32
      %191 = llvm.icmp "ne" %160, %190 : i32
      %192 = llvm.icmp "slt" %160, %14 : i32
      %193 = llvm.and %191, %192 : i1
      %194 = llvm.add %189, %39 : i32
      %195 = llvm.select %193, %194, %189 : i1, i32
      %196 = llvm.mul %195, %15 : i32
      llvm.cond_br %136, ^bb31, ^bb34
    ^bb31:  // pred: ^bb30
      %197 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %197, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      "nvvm.mbarrier.init"(%142, %18) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %198 = llvm.getelementptr %142[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%198, %18) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      llvm.br ^bb34
    ^bb34:  // 2 preds: ^bb30, ^bb33
      %199 = llvm.getelementptr %142[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %136, ^bb35, ^bb38
    ^bb35:  // pred: ^bb34
      %200 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %200, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      "nvvm.mbarrier.init"(%199, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %201 = llvm.getelementptr %142[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%201, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb37
    ^bb37:  // 2 preds: ^bb35, ^bb36
      llvm.br ^bb38
    ^bb38:  // 2 preds: ^bb34, ^bb37
      llvm.cond_br %136, ^bb39, ^bb42
    ^bb39:  // pred: ^bb38
      %202 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %202, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      "nvvm.mbarrier.init"(%143, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %203 = llvm.getelementptr %143[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%203, %78) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb39, ^bb40
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb38, ^bb41
      %204 = llvm.getelementptr %143[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %136, ^bb43, ^bb46
    ^bb43:  // pred: ^bb42
      %205 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %205, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      "nvvm.mbarrier.init"(%204, %19) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %206 = llvm.getelementptr %143[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%206, %19) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      llvm.br ^bb46
    ^bb46:  // 2 preds: ^bb42, ^bb45
      llvm.cond_br %136, ^bb47, ^bb50
    ^bb47:  // pred: ^bb46
      %207 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %207, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      "nvvm.mbarrier.init"(%144, %76) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %208 = llvm.getelementptr %144[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%208, %76) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      llvm.br ^bb50
    ^bb50:  // 2 preds: ^bb46, ^bb49
      %209 = llvm.getelementptr %144[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %136, ^bb51, ^bb54
    ^bb51:  // pred: ^bb50
      %210 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %210, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      "nvvm.mbarrier.init"(%209, %76) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %211 = llvm.getelementptr %144[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%211, %76) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb53
    ^bb53:  // 2 preds: ^bb51, ^bb52
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb50, ^bb53
      llvm.cond_br %136, ^bb55, ^bb58
    ^bb55:  // pred: ^bb54
      %212 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %212, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      "nvvm.mbarrier.init"(%145, %76) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %213 = llvm.getelementptr %145[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%213, %76) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      llvm.br ^bb58
    ^bb58:  // 2 preds: ^bb54, ^bb57
      %214 = llvm.getelementptr %145[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %136, ^bb59, ^bb62
    ^bb59:  // pred: ^bb58
      %215 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %215, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      "nvvm.mbarrier.init"(%214, %13) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %216 = llvm.getelementptr %145[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%216, %13) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb61
    ^bb61:  // 2 preds: ^bb59, ^bb60
      llvm.br ^bb62
    ^bb62:  // 2 preds: ^bb58, ^bb61
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive.relaxed"() : () -> ()
      %217 = llvm.intr.fshr(%76, %76, %78) : (i32, i32, i32) -> i32
      %218 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
      %219 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
      "nvvm.cluster.wait"() : () -> ()
      %220 = "nvvm.read.ptx.sreg.clusterid.x"() : () -> i32
      %221 = llvm.icmp "eq" %135, %20 : i32
      llvm.cond_br %221, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 64 : i32}> : () -> ()
      llvm.br ^bb64
    ^bb64:  // 2 preds: ^bb62, ^bb63
      %222 = llvm.icmp "sge" %135, %21 : i32
      %223 = llvm.icmp "sle" %135, %21 : i32
      %224 = llvm.and %222, %223 : i1
      llvm.cond_br %224, ^bb65, ^bb156
    ^bb65:  // pred: ^bb64
      "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 64 : i32}> : () -> ()
      %225 = llvm.extractvalue %arg12[0] : !llvm.struct<(i32, i32, i8, i8)> 
      %226 = llvm.extractvalue %arg12[1] : !llvm.struct<(i32, i32, i8, i8)> 
      %227 = llvm.extractvalue %arg12[2] : !llvm.struct<(i32, i32, i8, i8)> 
      %228 = llvm.extractvalue %arg12[3] : !llvm.struct<(i32, i32, i8, i8)> 
      %229 = llvm.zext %227 : i8 to i32
      %230 = llvm.zext %228 : i8 to i32
      %231 = llvm.zext %220 : i32 to i64
      %232 = llvm.zext %226 : i32 to i64
      %233 = llvm.mul %231, %232 : i64
      %234 = llvm.lshr %233, %2 : i64
      %235 = llvm.trunc %234 : i64 to i32
      %236 = llvm.sub %220, %235 : i32
      %237 = llvm.lshr %236, %229 : i32
      %238 = llvm.add %235, %237 : i32
      %239 = llvm.lshr %238, %230 : i32
      %240 = llvm.mul %239, %225 : i32
      %241 = llvm.sub %220, %240 : i32
      %242 = llvm.extractvalue %arg14[0] : !llvm.struct<(i32, i32, i8, i8)> 
      %243 = llvm.extractvalue %arg14[1] : !llvm.struct<(i32, i32, i8, i8)> 
      %244 = llvm.extractvalue %arg14[2] : !llvm.struct<(i32, i32, i8, i8)> 
      %245 = llvm.extractvalue %arg14[3] : !llvm.struct<(i32, i32, i8, i8)> 
      %246 = llvm.zext %244 : i8 to i32
      %247 = llvm.zext %245 : i8 to i32
      %248 = llvm.zext %239 : i32 to i64
      %249 = llvm.zext %243 : i32 to i64
      %250 = llvm.mul %248, %249 : i64
      %251 = llvm.lshr %250, %2 : i64
      %252 = llvm.trunc %251 : i64 to i32
      %253 = llvm.sub %239, %252 : i32
      %254 = llvm.lshr %253, %246 : i32
      %255 = llvm.add %252, %254 : i32
      %256 = llvm.lshr %255, %247 : i32
      %257 = llvm.mul %256, %242 : i32
      %258 = llvm.sub %239, %257 : i32
      %259 = llvm.icmp "slt" %220, %arg16 : i32
      %260 = llvm.sdiv %219, %76 : i32
      %261 = llvm.mul %260, %76 : i32
      %262 = llvm.icmp "ne" %219, %261 : i32
      %263 = llvm.icmp "slt" %219, %14 : i32
      %264 = llvm.icmp "eq" %263, %31 : i1
      %265 = llvm.and %262, %264 : i1
      %266 = llvm.add %260, %78 : i32
      %267 = llvm.select %265, %266, %260 : i1, i32
      %268 = llvm.sub %267, %78 overflow<nsw> : i32
      %269 = llvm.mul %268, %76 overflow<nsw> : i32
      %270 = llvm.ptrtoint %116 : !llvm.ptr<3> to i32
      %271 = llvm.and %270, %9 : i32
      %272 = llvm.inttoptr %271 : i32 to !llvm.ptr<3>
      %273 = llvm.getelementptr %150[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %274 = llvm.getelementptr %116[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %275 = llvm.getelementptr %116[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %276 = llvm.getelementptr %150[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %277 = llvm.ptrtoint %275 : !llvm.ptr<3> to i32
      %278 = llvm.and %277, %9 : i32
      %279 = llvm.inttoptr %278 : i32 to !llvm.ptr<3>
      %280 = llvm.getelementptr %150[24576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %281 = llvm.sub %267, %15 overflow<nsw> : i32
      %282 = "nvvm.read.ptx.sreg.nclusterid.x"() : () -> i32
      llvm.br ^bb66(%78, %14, %78, %241, %258, %256, %259, %220 : i32, i32, i32, i32, i32, i32, i1, i32)
    ^bb66(%283: i32, %284: i32, %285: i32, %286: i32, %287: i32, %288: i32, %289: i1, %290: i32):  // 2 preds: ^bb65, ^bb130
      llvm.cond_br %289, ^bb67(%283, %284, %285, %286, %287, %288, %290 : i32, i32, i32, i32, i32, i32, i32), ^bb131
    ^bb67(%291: i32, %292: i32, %293: i32, %294: i32, %295: i32, %296: i32, %297: i32):  // pred: ^bb66
      %298 = "nvvm.shfl.sync"(%39, %138, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %299 = llvm.srem %298, %15 : i32
      %300 = llvm.mul %299, %75 overflow<nsw> : i32
      %301 = llvm.mul %294, %17 overflow<nsw> : i32
      %302 = llvm.mul %299, %76 overflow<nsw> : i32
      %303 = llvm.add %301, %302 overflow<nsw> : i32
      %304 = llvm.getelementptr %177[%292] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %304, %293, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %139, ^bb68, ^bb71
    ^bb68:  // pred: ^bb67
      %305 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %305, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %306 = llvm.getelementptr %140[%292] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %307 = "nvvm.mbarrier.arrive.expect_tx"(%306, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb68, ^bb69
      llvm.br ^bb71
    ^bb71:  // 2 preds: ^bb67, ^bb70
      %308 = llvm.mul %292, %44 overflow<nsw> : i32
      %309 = llvm.getelementptr %151[%308] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %310 = llvm.add %300, %269 overflow<nsw> : i32
      %311 = llvm.getelementptr %140[%292] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %312 = llvm.ptrtoint %311 : !llvm.ptr<3> to i32
      %313 = llvm.and %312, %9 : i32
      %314 = llvm.inttoptr %313 : i32 to !llvm.ptr<3>
      %315 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %315, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %316 = llvm.addrspacecast %309 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%316, %110, %14, %310, %295, %296, %314, %3) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb73
    ^bb73:  // 2 preds: ^bb71, ^bb72
      %317 = llvm.getelementptr %309[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %318 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %318, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %319 = llvm.addrspacecast %317 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%319, %110, %75, %310, %295, %296, %314, %3) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %156, %291, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %139, ^bb76, ^bb79
    ^bb76:  // pred: ^bb75
      %320 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %320, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %321 = "nvvm.mbarrier.arrive.expect_tx"(%116, %25) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb76, ^bb77
      llvm.br ^bb79
    ^bb79:  // 2 preds: ^bb75, ^bb78
      %322 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %322, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %323 = llvm.addrspacecast %150 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%323, %109, %14, %303, %295, %296, %272, %3) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      %324 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %324, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %325 = llvm.addrspacecast %273 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%325, %109, %75, %303, %295, %296, %272, %3) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb83
    ^bb83:  // 2 preds: ^bb81, ^bb82
      %326 = llvm.add %292, %78 : i32
      %327 = llvm.icmp "eq" %326, %26 : i32
      %328 = llvm.select %327, %14, %326 : i1, i32
      llvm.cond_br %327, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %329 = llvm.xor %293, %78 : i32
      llvm.br ^bb86(%329 : i32)
    ^bb85:  // pred: ^bb83
      llvm.br ^bb86(%293 : i32)
    ^bb86(%330: i32):  // 2 preds: ^bb84, ^bb85
      llvm.br ^bb87
    ^bb87:  // pred: ^bb86
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %274, %291, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %139, ^bb88, ^bb91
    ^bb88:  // pred: ^bb87
      %331 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %331, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %332 = "nvvm.mbarrier.arrive.expect_tx"(%275, %25) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      llvm.br ^bb91
    ^bb91:  // 2 preds: ^bb87, ^bb90
      %333 = llvm.add %303, %19 overflow<nsw> : i32
      %334 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %334, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      %335 = llvm.addrspacecast %276 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%335, %109, %14, %333, %295, %296, %279, %3) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %336 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %336, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %337 = llvm.addrspacecast %280 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%337, %109, %75, %333, %295, %296, %279, %3) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb95
    ^bb95:  // 2 preds: ^bb93, ^bb94
      %338 = llvm.xor %291, %78 : i32
      %339 = llvm.getelementptr %177[%328] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %339, %330, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %139, ^bb96, ^bb99
    ^bb96:  // pred: ^bb95
      %340 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %340, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %341 = llvm.getelementptr %140[%328] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %342 = "nvvm.mbarrier.arrive.expect_tx"(%341, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb95, ^bb98
      %343 = llvm.mul %328, %44 overflow<nsw> : i32
      %344 = llvm.getelementptr %151[%343] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %345 = llvm.getelementptr %140[%328] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %346 = llvm.ptrtoint %345 : !llvm.ptr<3> to i32
      %347 = llvm.and %346, %9 : i32
      %348 = llvm.inttoptr %347 : i32 to !llvm.ptr<3>
      %349 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %349, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %350 = llvm.addrspacecast %344 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%350, %111, %300, %269, %295, %296, %348, %3) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb101
    ^bb101:  // 2 preds: ^bb99, ^bb100
      %351 = llvm.add %328, %78 : i32
      %352 = llvm.icmp "eq" %351, %26 : i32
      %353 = llvm.select %352, %14, %351 : i1, i32
      llvm.cond_br %352, ^bb102, ^bb103
    ^bb102:  // pred: ^bb101
      %354 = llvm.xor %330, %78 : i32
      llvm.br ^bb104(%354 : i32)
    ^bb103:  // pred: ^bb101
      llvm.br ^bb104(%330 : i32)
    ^bb104(%355: i32):  // 2 preds: ^bb102, ^bb103
      llvm.br ^bb105
    ^bb105:  // pred: ^bb104
      llvm.br ^bb106(%14, %353, %355 : i32, i32, i32)
    ^bb106(%356: i32, %357: i32, %358: i32):  // 2 preds: ^bb105, ^bb129
      %359 = llvm.icmp "slt" %356, %268 : i32
      llvm.cond_br %359, ^bb107, ^bb130
    ^bb107:  // pred: ^bb106
      %360 = llvm.sub %281, %356 overflow<nsw> : i32
      %361 = llvm.getelementptr %177[%357] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %361, %358, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %139, ^bb108, ^bb111
    ^bb108:  // pred: ^bb107
      %362 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %362, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %363 = llvm.getelementptr %140[%357] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %364 = "nvvm.mbarrier.arrive.expect_tx"(%363, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb107, ^bb110
      %365 = llvm.mul %357, %44 overflow<nsw> : i32
      %366 = llvm.getelementptr %151[%365] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %367 = llvm.mul %360, %76 overflow<nsw> : i32
      %368 = llvm.add %300, %367 overflow<nsw> : i32
      %369 = llvm.getelementptr %140[%357] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %370 = llvm.ptrtoint %369 : !llvm.ptr<3> to i32
      %371 = llvm.and %370, %9 : i32
      %372 = llvm.inttoptr %371 : i32 to !llvm.ptr<3>
      %373 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %373, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %374 = llvm.addrspacecast %366 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%374, %110, %14, %368, %295, %296, %372, %3) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb113
    ^bb113:  // 2 preds: ^bb111, ^bb112
      %375 = llvm.getelementptr %366[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %376 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %376, ^bb114, ^bb115
    ^bb114:  // pred: ^bb113
      %377 = llvm.addrspacecast %375 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%377, %110, %75, %368, %295, %296, %372, %3) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb115
    ^bb115:  // 2 preds: ^bb113, ^bb114
      %378 = llvm.add %357, %78 : i32
      %379 = llvm.icmp "eq" %378, %26 : i32
      %380 = llvm.select %379, %14, %378 : i1, i32
      llvm.cond_br %379, ^bb116, ^bb117
    ^bb116:  // pred: ^bb115
      %381 = llvm.xor %358, %78 : i32
      llvm.br ^bb118(%381 : i32)
    ^bb117:  // pred: ^bb115
      llvm.br ^bb118(%358 : i32)
    ^bb118(%382: i32):  // 2 preds: ^bb116, ^bb117
      llvm.br ^bb119
    ^bb119:  // pred: ^bb118
      %383 = llvm.getelementptr %177[%380] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %383, %382, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %139, ^bb120, ^bb123
    ^bb120:  // pred: ^bb119
      %384 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %384, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %385 = llvm.getelementptr %140[%380] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %386 = "nvvm.mbarrier.arrive.expect_tx"(%385, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb119, ^bb122
      %387 = llvm.mul %380, %44 overflow<nsw> : i32
      %388 = llvm.getelementptr %151[%387] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %389 = llvm.getelementptr %140[%380] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %390 = llvm.ptrtoint %389 : !llvm.ptr<3> to i32
      %391 = llvm.and %390, %9 : i32
      %392 = llvm.inttoptr %391 : i32 to !llvm.ptr<3>
      %393 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %393, ^bb124, ^bb125
    ^bb124:  // pred: ^bb123
      %394 = llvm.addrspacecast %388 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%394, %111, %300, %367, %295, %296, %392, %3) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb125
    ^bb125:  // 2 preds: ^bb123, ^bb124
      %395 = llvm.add %380, %78 : i32
      %396 = llvm.icmp "eq" %395, %26 : i32
      %397 = llvm.select %396, %14, %395 : i1, i32
      llvm.cond_br %396, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %398 = llvm.xor %382, %78 : i32
      llvm.br ^bb128(%398 : i32)
    ^bb127:  // pred: ^bb125
      llvm.br ^bb128(%382 : i32)
    ^bb128(%399: i32):  // 2 preds: ^bb126, ^bb127
      llvm.br ^bb129
    ^bb129:  // pred: ^bb128
      %400 = llvm.add %356, %78 : i32
      llvm.br ^bb106(%400, %397, %399 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb130:  // pred: ^bb106
      %401 = llvm.add %297, %282 : i32
      %402 = llvm.zext %401 : i32 to i64
      %403 = llvm.mul %402, %232 : i64
      %404 = llvm.lshr %403, %2 : i64
      %405 = llvm.trunc %404 : i64 to i32
      %406 = llvm.sub %401, %405 : i32
      %407 = llvm.lshr %406, %229 : i32
      %408 = llvm.add %405, %407 : i32
      %409 = llvm.lshr %408, %230 : i32
      %410 = llvm.mul %409, %225 : i32
      %411 = llvm.sub %401, %410 : i32
      %412 = llvm.zext %409 : i32 to i64
      %413 = llvm.mul %412, %249 : i64
      %414 = llvm.lshr %413, %2 : i64
      %415 = llvm.trunc %414 : i64 to i32
      %416 = llvm.sub %409, %415 : i32
      %417 = llvm.lshr %416, %246 : i32
      %418 = llvm.add %415, %417 : i32
      %419 = llvm.lshr %418, %247 : i32
      %420 = llvm.mul %419, %242 : i32
      %421 = llvm.sub %409, %420 : i32
      %422 = llvm.icmp "slt" %401, %arg16 : i32
      llvm.br ^bb66(%338, %357, %358, %411, %421, %419, %422, %401 : i32, i32, i32, i32, i32, i32, i1, i32)
    ^bb131:  // pred: ^bb66
      %423 = llvm.getelementptr %177[%284] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %423, %285, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %424 = llvm.add %284, %78 : i32
      %425 = llvm.icmp "eq" %424, %26 : i32
      %426 = llvm.select %425, %14, %424 : i1, i32
      llvm.cond_br %425, ^bb132, ^bb133
    ^bb132:  // pred: ^bb131
      %427 = llvm.xor %285, %78 : i32
      llvm.br ^bb134(%427 : i32)
    ^bb133:  // pred: ^bb131
      llvm.br ^bb134(%285 : i32)
    ^bb134(%428: i32):  // 2 preds: ^bb132, ^bb133
      llvm.br ^bb135
    ^bb135:  // pred: ^bb134
      %429 = llvm.getelementptr %177[%426] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %429, %428, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %430 = llvm.add %426, %78 : i32
      %431 = llvm.icmp "eq" %430, %26 : i32
      %432 = llvm.select %431, %14, %430 : i1, i32
      llvm.cond_br %431, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %433 = llvm.xor %428, %78 : i32
      llvm.br ^bb138(%433 : i32)
    ^bb137:  // pred: ^bb135
      llvm.br ^bb138(%428 : i32)
    ^bb138(%434: i32):  // 2 preds: ^bb136, ^bb137
      llvm.br ^bb139
    ^bb139:  // pred: ^bb138
      %435 = llvm.getelementptr %177[%432] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %435, %434, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %436 = llvm.add %432, %78 : i32
      %437 = llvm.icmp "eq" %436, %26 : i32
      %438 = llvm.select %437, %14, %436 : i1, i32
      llvm.cond_br %437, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      %439 = llvm.xor %434, %78 : i32
      llvm.br ^bb142(%439 : i32)
    ^bb141:  // pred: ^bb139
      llvm.br ^bb142(%434 : i32)
    ^bb142(%440: i32):  // 2 preds: ^bb140, ^bb141
      llvm.br ^bb143
    ^bb143:  // pred: ^bb142
      %441 = llvm.getelementptr %177[%438] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %441, %440, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %442 = llvm.add %438, %78 : i32
      %443 = llvm.icmp "eq" %442, %26 : i32
      %444 = llvm.select %443, %14, %442 : i1, i32
      llvm.cond_br %443, ^bb144, ^bb145
    ^bb144:  // pred: ^bb143
      %445 = llvm.xor %440, %78 : i32
      llvm.br ^bb146(%445 : i32)
    ^bb145:  // pred: ^bb143
      llvm.br ^bb146(%440 : i32)
    ^bb146(%446: i32):  // 2 preds: ^bb144, ^bb145
      llvm.br ^bb147
    ^bb147:  // pred: ^bb146
      %447 = llvm.getelementptr %177[%444] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %447, %446, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %448 = llvm.add %444, %78 : i32
      %449 = llvm.icmp "eq" %448, %26 : i32
      %450 = llvm.select %449, %14, %448 : i1, i32
      llvm.cond_br %449, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      %451 = llvm.xor %446, %78 : i32
      llvm.br ^bb150(%451 : i32)
    ^bb149:  // pred: ^bb147
      llvm.br ^bb150(%446 : i32)
    ^bb150(%452: i32):  // 2 preds: ^bb148, ^bb149
      llvm.br ^bb151
    ^bb151:  // pred: ^bb150
      %453 = llvm.getelementptr %177[%450] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %453, %452, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %274, %283, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %139, ^bb152, ^bb155
    ^bb152:  // pred: ^bb151
      %454 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %454, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %455 = "nvvm.mbarrier.arrive.expect_tx"(%275, %25) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      llvm.br ^bb155
    ^bb155:  // 2 preds: ^bb151, ^bb154
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb64, ^bb155
      llvm.cond_br %152, ^bb157, ^bb215
    ^bb157:  // pred: ^bb156
      "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 64 : i32}> : () -> ()
      llvm.cond_br %152, ^bb158, ^bb159
    ^bb158:  // pred: ^bb157
      "nvvm.tcgen05.alloc"(%147, %17) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb159
    ^bb159:  // 2 preds: ^bb157, ^bb158
      "nvvm.barrier.cta.sync"(%15, %27) <{aligned = false}> : (i32, i32) -> ()
      %456 = llvm.load %147 : !llvm.ptr<3> -> i32
      %457 = llvm.getelementptr %150[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %458 = llvm.ptrtoint %457 : !llvm.ptr<3> to i32
      %459 = llvm.and %458, %28 : i32
      %460 = llvm.ashr %459, %29 : i32
      %461 = llvm.or %460, %25 : i32
      %462 = "nvvm.shfl.sync"(%39, %461, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att ".reg .b32 fa_fwd_q_smem_desc_lo;\0A\09.reg .b64 fa_fwd_q_smem_desc_<8>;\0A\09mov.b64 fa_fwd_q_smem_desc_0, {$0, 0x40004040};\0A\09add.s32 fa_fwd_q_smem_desc_lo, $0, 0x2;\0A\09mov.b64 fa_fwd_q_smem_desc_1, {fa_fwd_q_smem_desc_lo, 0x40004040};\0A\09add.s32 fa_fwd_q_smem_desc_lo, $0, 0x4;\0A\09mov.b64 fa_fwd_q_smem_desc_2, {fa_fwd_q_smem_desc_lo, 0x40004040};\0A\09add.s32 fa_fwd_q_smem_desc_lo, $0, 0x6;\0A\09mov.b64 fa_fwd_q_smem_desc_3, {fa_fwd_q_smem_desc_lo, 0x40004040};\0A\09add.s32 fa_fwd_q_smem_desc_lo, $0, 0x400;\0A\09mov.b64 fa_fwd_q_smem_desc_4, {fa_fwd_q_smem_desc_lo, 0x40004040};\0A\09add.s32 fa_fwd_q_smem_desc_lo, $0, 0x402;\0A\09mov.b64 fa_fwd_q_smem_desc_5, {fa_fwd_q_smem_desc_lo, 0x40004040};\0A\09add.s32 fa_fwd_q_smem_desc_lo, $0, 0x404;\0A\09mov.b64 fa_fwd_q_smem_desc_6, {fa_fwd_q_smem_desc_lo, 0x40004040};\0A\09add.s32 fa_fwd_q_smem_desc_lo, $0, 0x406;\0A\09mov.b64 fa_fwd_q_smem_desc_7, {fa_fwd_q_smem_desc_lo, 0x40004040};\0A\09", "r" %462 : (i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att ".reg .b32 fa_fwd_qk_mma_idesc;\0A\09mov.b32 fa_fwd_qk_mma_idesc, 0x10200490;\0A\09", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att ".reg .b32 fa_fwd_pv_mma_idesc;\0A\09mov.b32 fa_fwd_pv_mma_idesc, 0x10210490;\0A\09", ""  : () -> ()
      %463 = llvm.intr.fshr(%32, %32, %78) : (i32, i32, i32) -> i32
      %464 = llvm.icmp "slt" %220, %arg16 : i32
      %465 = llvm.sdiv %219, %76 : i32
      %466 = llvm.mul %465, %76 : i32
      %467 = llvm.icmp "ne" %219, %466 : i32
      %468 = llvm.icmp "slt" %219, %14 : i32
      %469 = llvm.icmp "eq" %468, %31 : i1
      %470 = llvm.and %467, %469 : i1
      %471 = llvm.add %465, %78 : i32
      %472 = llvm.select %470, %471, %465 : i1, i32
      %473 = "nvvm.read.ptx.sreg.nclusterid.x"() : () -> i32
      llvm.br ^bb160(%14, %14, %464, %14, %14, %220 : i32, i32, i1, i32, i32, i32)
    ^bb160(%474: i32, %475: i32, %476: i1, %477: i32, %478: i32, %479: i32):  // 2 preds: ^bb159, ^bb209
      llvm.cond_br %476, ^bb161(%474, %475, %477, %478, %479 : i32, i32, i32, i32, i32), ^bb210
    ^bb161(%480: i32, %481: i32, %482: i32, %483: i32, %484: i32):  // pred: ^bb160
      llvm.cond_br %139, ^bb162, ^bb207
    ^bb162:  // pred: ^bb161
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %116, %480, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %485 = llvm.getelementptr %140[%482] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %485, %483, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %486 = llvm.mul %482, %44 overflow<nsw> : i32
      %487 = llvm.getelementptr %151[%486] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %488 = llvm.ptrtoint %487 : !llvm.ptr<3> to i32
      %489 = llvm.and %488, %28 : i32
      %490 = llvm.ashr %489, %29 : i32
      %491 = llvm.or %490, %25 : i32
      %492 = "nvvm.shfl.sync"(%39, %491, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %493 = "nvvm.shfl.sync"(%39, %14, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_a_lo, smem_desc_b_lo;\0A\09.reg .b32 smem_desc_a_hi, smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b_<8>;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 tmem_acc, $2;\0A\09mov.b32 smem_desc_b_lo_start, $0;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_0;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09mov.b64 fa_fwd_q_smem_desc_0, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_0, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_1;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x2;\0A\09mov.b64 fa_fwd_q_smem_desc_1, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_1, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_2;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x4;\0A\09mov.b64 fa_fwd_q_smem_desc_2, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_2, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_3;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x6;\0A\09mov.b64 fa_fwd_q_smem_desc_3, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_3, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_4;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 fa_fwd_q_smem_desc_4, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_4, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_5;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x202;\0A\09mov.b64 fa_fwd_q_smem_desc_5, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_5, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_6;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x204;\0A\09mov.b64 fa_fwd_q_smem_desc_6, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_6, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_7;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x206;\0A\09mov.b64 fa_fwd_q_smem_desc_7, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_7, {smem_desc_b_lo, smem_desc_b_hi};\0A\09setp.ne.b32 p, $1, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_0, smem_desc_b_0, fa_fwd_qk_mma_idesc, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_1, smem_desc_b_1, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_2, smem_desc_b_2, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_3, smem_desc_b_3, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_4, smem_desc_b_4, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_5, smem_desc_b_5, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_6, smem_desc_b_6, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_7, smem_desc_b_7, fa_fwd_qk_mma_idesc, 1;\0A\09}\0A", "r,r,r" %492, %14, %493 : (i32, i32, i32) -> ()
      %494 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %494, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      "nvvm.tcgen05.commit"(%141, %30) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %495 = llvm.getelementptr %116[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %495, %480, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %496 = "nvvm.shfl.sync"(%39, %76, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_a_lo, smem_desc_b_lo;\0A\09.reg .b32 smem_desc_a_hi, smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b_<8>;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 tmem_acc, $2;\0A\09mov.b32 smem_desc_b_lo_start, $0;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_0;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09mov.b64 fa_fwd_q_smem_desc_0, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_0, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_1;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x2;\0A\09mov.b64 fa_fwd_q_smem_desc_1, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_1, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_2;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x4;\0A\09mov.b64 fa_fwd_q_smem_desc_2, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_2, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_3;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x6;\0A\09mov.b64 fa_fwd_q_smem_desc_3, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_3, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_4;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 fa_fwd_q_smem_desc_4, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_4, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_5;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x202;\0A\09mov.b64 fa_fwd_q_smem_desc_5, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_5, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_6;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x204;\0A\09mov.b64 fa_fwd_q_smem_desc_6, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_6, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_7;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x206;\0A\09mov.b64 fa_fwd_q_smem_desc_7, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_7, {smem_desc_b_lo, smem_desc_b_hi};\0A\09setp.ne.b32 p, $1, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_0, smem_desc_b_0, fa_fwd_qk_mma_idesc, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_1, smem_desc_b_1, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_2, smem_desc_b_2, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_3, smem_desc_b_3, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_4, smem_desc_b_4, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_5, smem_desc_b_5, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_6, smem_desc_b_6, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_7, smem_desc_b_7, fa_fwd_qk_mma_idesc, 1;\0A\09}\0A", "r,r,r" %492, %14, %496 : (i32, i32, i32) -> ()
      %497 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %497, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %498 = llvm.getelementptr %141[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%498, %30) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %499 = llvm.xor %480, %78 : i32
      %500 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %500, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %501 = llvm.getelementptr %177[%482] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%501, %170) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %502 = llvm.add %482, %78 : i32
      %503 = llvm.icmp "eq" %502, %26 : i32
      %504 = llvm.select %503, %14, %502 : i1, i32
      llvm.cond_br %503, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %505 = llvm.xor %483, %78 : i32
      llvm.br ^bb171(%505 : i32)
    ^bb170:  // pred: ^bb168
      llvm.br ^bb171(%483 : i32)
    ^bb171(%506: i32):  // 2 preds: ^bb169, ^bb170
      llvm.br ^bb172
    ^bb172:  // pred: ^bb171
      %507 = llvm.sub %472, %78 overflow<nsw> : i32
      %508 = llvm.ptrtoint %142 : !llvm.ptr<3> to i32
      %509 = llvm.getelementptr %141[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %510 = llvm.getelementptr %142[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %511 = llvm.ptrtoint %510 : !llvm.ptr<3> to i32
      llvm.br ^bb173(%14, %481, %31, %504, %506 : i32, i32, i1, i32, i32)
    ^bb173(%512: i32, %513: i32, %514: i1, %515: i32, %516: i32):  // 2 preds: ^bb172, ^bb190
      %517 = llvm.icmp "slt" %512, %507 : i32
      llvm.cond_br %517, ^bb174, ^bb191
    ^bb174:  // pred: ^bb173
      %518 = llvm.getelementptr %140[%515] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %518, %516, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %186, %513, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %519 = llvm.mul %515, %44 overflow<nsw> : i32
      %520 = llvm.getelementptr %151[%519] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %521 = llvm.icmp "eq" %514, %31 : i1
      %522 = llvm.ptrtoint %520 : !llvm.ptr<3> to i32
      %523 = llvm.and %522, %28 : i32
      %524 = llvm.ashr %523, %29 : i32
      %525 = "nvvm.shfl.sync"(%39, %217, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %526 = "nvvm.shfl.sync"(%39, %524, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %527 = llvm.icmp "eq" %521, %31 : i1
      %528 = llvm.zext %527 : i1 to i32
      %529 = "nvvm.shfl.sync"(%39, %19, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 tmem_a;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_b_lo;\0A\09.reg .b32 smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10210490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 tmem_a, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a], smem_desc_b, idesc, p;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x8], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x100;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x10], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x180;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x18], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x20], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x280;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x28], smem_desc_b, idesc, 1;\0A\09.reg .pred P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared::cta.b64 P1, [$4], $5, 10000000; \0A\09@P1 bra DONE; \0A\09bra     LAB_WAIT; \0A\09DONE: \0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x30], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x38], smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r,r,r" %525, %526, %528, %529, %508, %513 : (i32, i32, i32, i32, i32, i32) -> ()
      %530 = llvm.add %515, %78 : i32
      %531 = llvm.icmp "eq" %530, %26 : i32
      %532 = llvm.select %531, %14, %530 : i1, i32
      llvm.cond_br %531, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %533 = llvm.xor %516, %78 : i32
      llvm.br ^bb177(%533 : i32)
    ^bb176:  // pred: ^bb174
      llvm.br ^bb177(%516 : i32)
    ^bb177(%534: i32):  // 2 preds: ^bb175, ^bb176
      llvm.br ^bb178
    ^bb178:  // pred: ^bb177
      %535 = llvm.getelementptr %140[%532] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %535, %534, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %536 = llvm.mul %532, %44 overflow<nsw> : i32
      %537 = llvm.getelementptr %151[%536] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %538 = llvm.ptrtoint %537 : !llvm.ptr<3> to i32
      %539 = llvm.and %538, %28 : i32
      %540 = llvm.ashr %539, %29 : i32
      %541 = llvm.or %540, %25 : i32
      %542 = "nvvm.shfl.sync"(%39, %541, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_a_lo, smem_desc_b_lo;\0A\09.reg .b32 smem_desc_a_hi, smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b_<8>;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 tmem_acc, $2;\0A\09mov.b32 smem_desc_b_lo_start, $0;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_0;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09mov.b64 fa_fwd_q_smem_desc_0, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_0, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_1;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x2;\0A\09mov.b64 fa_fwd_q_smem_desc_1, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_1, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_2;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x4;\0A\09mov.b64 fa_fwd_q_smem_desc_2, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_2, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_3;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x6;\0A\09mov.b64 fa_fwd_q_smem_desc_3, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_3, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_4;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 fa_fwd_q_smem_desc_4, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_4, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_5;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x202;\0A\09mov.b64 fa_fwd_q_smem_desc_5, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_5, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_6;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x204;\0A\09mov.b64 fa_fwd_q_smem_desc_6, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_6, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_7;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, -2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x206;\0A\09mov.b64 fa_fwd_q_smem_desc_7, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_7, {smem_desc_b_lo, smem_desc_b_hi};\0A\09setp.ne.b32 p, $1, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_0, smem_desc_b_0, fa_fwd_qk_mma_idesc, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_1, smem_desc_b_1, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_2, smem_desc_b_2, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_3, smem_desc_b_3, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_4, smem_desc_b_4, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_5, smem_desc_b_5, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_6, smem_desc_b_6, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_7, smem_desc_b_7, fa_fwd_qk_mma_idesc, 1;\0A\09}\0A", "r,r,r" %542, %14, %493 : (i32, i32, i32) -> ()
      %543 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %543, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      "nvvm.tcgen05.commit"(%141, %30) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %509, %513, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %544 = "nvvm.shfl.sync"(%39, %463, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %545 = "nvvm.shfl.sync"(%39, %32, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 tmem_a;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_b_lo;\0A\09.reg .b32 smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10210490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 tmem_a, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a], smem_desc_b, idesc, p;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x8], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x100;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x10], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x180;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x18], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x20], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x280;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x28], smem_desc_b, idesc, 1;\0A\09.reg .pred P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared::cta.b64 P1, [$4], $5, 10000000; \0A\09@P1 bra DONE; \0A\09bra     LAB_WAIT; \0A\09DONE: \0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x30], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x38], smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r,r,r" %544, %526, %528, %545, %511, %513 : (i32, i32, i32, i32, i32, i32) -> ()
      %546 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %546, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %547 = llvm.getelementptr %177[%515] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%547, %170) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_a_lo, smem_desc_b_lo;\0A\09.reg .b32 smem_desc_a_hi, smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b_<8>;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 tmem_acc, $2;\0A\09mov.b32 smem_desc_b_lo_start, $0;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_0;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09mov.b64 fa_fwd_q_smem_desc_0, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_0, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_1;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x2;\0A\09mov.b64 fa_fwd_q_smem_desc_1, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_1, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_2;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x4;\0A\09mov.b64 fa_fwd_q_smem_desc_2, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_2, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_3;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x6;\0A\09mov.b64 fa_fwd_q_smem_desc_3, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_3, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_4;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 fa_fwd_q_smem_desc_4, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_4, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_5;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x202;\0A\09mov.b64 fa_fwd_q_smem_desc_5, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_5, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_6;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x204;\0A\09mov.b64 fa_fwd_q_smem_desc_6, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_6, {smem_desc_b_lo, smem_desc_b_hi};\0A\09mov.b64 {smem_desc_a_lo, smem_desc_a_hi}, fa_fwd_q_smem_desc_7;\0A\09add.s32 smem_desc_a_lo, smem_desc_a_lo, 2048;\0A\09add.s32 smem_desc_b_lo, smem_desc_b_lo_start, 0x206;\0A\09mov.b64 fa_fwd_q_smem_desc_7, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b_7, {smem_desc_b_lo, smem_desc_b_hi};\0A\09setp.ne.b32 p, $1, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_0, smem_desc_b_0, fa_fwd_qk_mma_idesc, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_1, smem_desc_b_1, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_2, smem_desc_b_2, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_3, smem_desc_b_3, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_4, smem_desc_b_4, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_5, smem_desc_b_5, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_6, smem_desc_b_6, fa_fwd_qk_mma_idesc, 1;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], fa_fwd_q_smem_desc_7, smem_desc_b_7, fa_fwd_qk_mma_idesc, 1;\0A\09}\0A", "r,r,r" %542, %14, %496 : (i32, i32, i32) -> ()
      %548 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %548, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %549 = llvm.getelementptr %141[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%549, %30) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %550 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %550, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %551 = llvm.getelementptr %177[%532] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%551, %170) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %552 = llvm.add %532, %78 : i32
      %553 = llvm.icmp "eq" %552, %26 : i32
      %554 = llvm.select %553, %14, %552 : i1, i32
      llvm.cond_br %553, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %555 = llvm.xor %534, %78 : i32
      llvm.br ^bb189(%555 : i32)
    ^bb188:  // pred: ^bb186
      llvm.br ^bb189(%534 : i32)
    ^bb189(%556: i32):  // 2 preds: ^bb187, ^bb188
      llvm.br ^bb190
    ^bb190:  // pred: ^bb189
      %557 = llvm.xor %513, %78 : i32
      %558 = llvm.add %512, %78 : i32
      llvm.br ^bb173(%558, %557, %22, %554, %556 : i32, i32, i1, i32, i32) {loop_annotation = #loop_annotation}
    ^bb191:  // pred: ^bb173
      llvm.br ^bb192(%14 : i32)
    ^bb192(%559: i32):  // 2 preds: ^bb191, ^bb195
      %560 = llvm.icmp "slt" %559, %15 : i32
      llvm.cond_br %560, ^bb193, ^bb196
    ^bb193:  // pred: ^bb192
      %561 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %561, ^bb194, ^bb195
    ^bb194:  // pred: ^bb193
      %562 = llvm.getelementptr %156[%559] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%562, %170) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb195
    ^bb195:  // 2 preds: ^bb193, ^bb194
      %563 = llvm.add %559, %78 : i32
      llvm.br ^bb192(%563 : i32)
    ^bb196:  // pred: ^bb192
      %564 = llvm.getelementptr %140[%515] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %564, %516, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %186, %513, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %565 = llvm.mul %515, %44 overflow<nsw> : i32
      %566 = llvm.getelementptr %151[%565] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %567 = llvm.icmp "eq" %514, %31 : i1
      %568 = llvm.ptrtoint %566 : !llvm.ptr<3> to i32
      %569 = llvm.and %568, %28 : i32
      %570 = llvm.ashr %569, %29 : i32
      %571 = "nvvm.shfl.sync"(%39, %217, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %572 = "nvvm.shfl.sync"(%39, %570, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %573 = llvm.icmp "eq" %567, %31 : i1
      %574 = llvm.zext %573 : i1 to i32
      %575 = "nvvm.shfl.sync"(%39, %19, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 tmem_a;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_b_lo;\0A\09.reg .b32 smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10210490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 tmem_a, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a], smem_desc_b, idesc, p;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x8], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x100;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x10], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x180;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x18], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x20], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x280;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x28], smem_desc_b, idesc, 1;\0A\09.reg .pred P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared::cta.b64 P1, [$4], $5, 10000000; \0A\09@P1 bra DONE; \0A\09bra     LAB_WAIT; \0A\09DONE: \0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x30], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x38], smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r,r,r" %571, %572, %574, %575, %508, %513 : (i32, i32, i32, i32, i32, i32) -> ()
      %576 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %576, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      "nvvm.tcgen05.commit"(%143, %30) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %509, %513, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %577 = "nvvm.shfl.sync"(%39, %463, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %578 = "nvvm.shfl.sync"(%39, %32, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 tmem_a;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_b_lo;\0A\09.reg .b32 smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10210490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 tmem_a, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a], smem_desc_b, idesc, p;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x8], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x100;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x10], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x180;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x18], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x20], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x280;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x28], smem_desc_b, idesc, 1;\0A\09.reg .pred P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared::cta.b64 P1, [$4], $5, 10000000; \0A\09@P1 bra DONE; \0A\09bra     LAB_WAIT; \0A\09DONE: \0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x30], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x38], smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r,r,r" %577, %572, %574, %578, %511, %513 : (i32, i32, i32, i32, i32, i32) -> ()
      %579 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %579, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %580 = llvm.getelementptr %143[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%580, %30) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %581 = llvm.xor %513, %78 : i32
      %582 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %582, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %583 = llvm.getelementptr %177[%515] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%583, %170) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %584 = llvm.add %515, %78 : i32
      %585 = llvm.icmp "eq" %584, %26 : i32
      %586 = llvm.select %585, %14, %584 : i1, i32
      llvm.cond_br %585, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %587 = llvm.xor %516, %78 : i32
      llvm.br ^bb205(%587 : i32)
    ^bb204:  // pred: ^bb202
      llvm.br ^bb205(%516 : i32)
    ^bb205(%588: i32):  // 2 preds: ^bb203, ^bb204
      llvm.br ^bb206
    ^bb206:  // pred: ^bb205
      llvm.br ^bb208(%499, %581, %586, %588 : i32, i32, i32, i32)
    ^bb207:  // pred: ^bb161
      llvm.br ^bb208(%480, %481, %482, %483 : i32, i32, i32, i32)
    ^bb208(%589: i32, %590: i32, %591: i32, %592: i32):  // 2 preds: ^bb206, ^bb207
      llvm.br ^bb209
    ^bb209:  // pred: ^bb208
      %593 = llvm.add %484, %473 : i32
      %594 = llvm.icmp "slt" %593, %arg16 : i32
      llvm.br ^bb160(%589, %590, %594, %591, %592, %593 : i32, i32, i1, i32, i32, i32)
    ^bb210:  // pred: ^bb160
      llvm.cond_br %152, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      "nvvm.tcgen05.relinquish_alloc_permit"() <{group = #nvvm.cta_group<cta_2>}> : () -> ()
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      "nvvm.barrier.cta.sync"(%15, %27) <{aligned = false}> : (i32, i32) -> ()
      llvm.cond_br %152, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %595 = llvm.xor %160, %78 : i32
      %596 = "nvvm.mapa"(%146, %595) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%596, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %146, %14, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %597 = llvm.inttoptr %456 : i32 to !llvm.ptr<6>
      "nvvm.tcgen05.dealloc"(%597, %17) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<6>, i32) -> ()
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      llvm.br ^bb215
    ^bb215:  // 2 preds: ^bb156, ^bb214
      %598 = llvm.icmp "sge" %135, %33 : i32
      %599 = llvm.icmp "sle" %135, %33 : i32
      %600 = llvm.and %598, %599 : i1
      llvm.cond_br %600, ^bb216, ^bb223
    ^bb216:  // pred: ^bb215
      "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 64 : i32}> : () -> ()
      %601 = llvm.extractvalue %arg12[0] : !llvm.struct<(i32, i32, i8, i8)> 
      %602 = llvm.extractvalue %arg12[1] : !llvm.struct<(i32, i32, i8, i8)> 
      %603 = llvm.extractvalue %arg12[2] : !llvm.struct<(i32, i32, i8, i8)> 
      %604 = llvm.extractvalue %arg12[3] : !llvm.struct<(i32, i32, i8, i8)> 
      %605 = llvm.zext %603 : i8 to i32
      %606 = llvm.zext %604 : i8 to i32
      %607 = llvm.zext %220 : i32 to i64
      %608 = llvm.zext %602 : i32 to i64
      %609 = llvm.mul %607, %608 : i64
      %610 = llvm.lshr %609, %2 : i64
      %611 = llvm.trunc %610 : i64 to i32
      %612 = llvm.sub %220, %611 : i32
      %613 = llvm.lshr %612, %605 : i32
      %614 = llvm.add %611, %613 : i32
      %615 = llvm.lshr %614, %606 : i32
      %616 = llvm.mul %615, %601 : i32
      %617 = llvm.sub %220, %616 : i32
      %618 = llvm.extractvalue %arg14[0] : !llvm.struct<(i32, i32, i8, i8)> 
      %619 = llvm.extractvalue %arg14[1] : !llvm.struct<(i32, i32, i8, i8)> 
      %620 = llvm.extractvalue %arg14[2] : !llvm.struct<(i32, i32, i8, i8)> 
      %621 = llvm.extractvalue %arg14[3] : !llvm.struct<(i32, i32, i8, i8)> 
      %622 = llvm.zext %620 : i8 to i32
      %623 = llvm.zext %621 : i8 to i32
      %624 = llvm.zext %615 : i32 to i64
      %625 = llvm.zext %619 : i32 to i64
      %626 = llvm.mul %624, %625 : i64
      %627 = llvm.lshr %626, %2 : i64
      %628 = llvm.trunc %627 : i64 to i32
      %629 = llvm.sub %615, %628 : i32
      %630 = llvm.lshr %629, %622 : i32
      %631 = llvm.add %628, %630 : i32
      %632 = llvm.lshr %631, %623 : i32
      %633 = llvm.mul %632, %618 : i32
      %634 = llvm.sub %615, %633 : i32
      %635 = llvm.icmp "slt" %220, %arg16 : i32
      %636 = llvm.mul %138, %76 overflow<nsw> : i32
      %637 = llvm.getelementptr %145[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %638 = "nvvm.read.ptx.sreg.nclusterid.x"() : () -> i32
      llvm.br ^bb217(%14, %617, %634, %632, %635, %220 : i32, i32, i32, i32, i1, i32)
    ^bb217(%639: i32, %640: i32, %641: i32, %642: i32, %643: i1, %644: i32):  // 2 preds: ^bb216, ^bb221
      llvm.cond_br %643, ^bb218(%639, %640, %641, %642, %644 : i32, i32, i32, i32, i32), ^bb222
    ^bb218(%645: i32, %646: i32, %647: i32, %648: i32, %649: i32):  // pred: ^bb217
      %650 = llvm.mul %646, %17 overflow<nsw> : i32
      %651 = llvm.add %650, %636 overflow<nsw> : i32
      llvm.br ^bb219(%14 : i32)
    ^bb219(%652: i32):  // 2 preds: ^bb218, ^bb220
      %653 = llvm.icmp "slt" %652, %15 : i32
      llvm.cond_br %653, ^bb220, ^bb221
    ^bb220:  // pred: ^bb219
      %654 = llvm.getelementptr %145[%652] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %654, %645, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %655 = llvm.mul %652, %45 overflow<nsw> : i32
      %656 = llvm.getelementptr %149[%655] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %657 = llvm.mul %652, %19 overflow<nsw> : i32
      %658 = llvm.add %651, %657 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%112, %656, %14, %658, %647, %648, %3) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i64) -> ()
      %659 = llvm.getelementptr %656[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%112, %659, %75, %658, %647, %648, %3) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      %660 = llvm.add %652, %78 : i32
      llvm.br ^bb219(%660 : i32) {loop_annotation = #loop_annotation1}
    ^bb221:  // pred: ^bb219
      "nvvm.cp.async.bulk.wait_group"() <{group = 1 : i32, read}> : () -> ()
      %661 = "nvvm.mbarrier.arrive"(%214, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      %662 = "nvvm.mbarrier.arrive"(%637, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      %663 = llvm.xor %645, %78 : i32
      %664 = llvm.add %649, %638 : i32
      %665 = llvm.zext %664 : i32 to i64
      %666 = llvm.mul %665, %608 : i64
      %667 = llvm.lshr %666, %2 : i64
      %668 = llvm.trunc %667 : i64 to i32
      %669 = llvm.sub %664, %668 : i32
      %670 = llvm.lshr %669, %605 : i32
      %671 = llvm.add %668, %670 : i32
      %672 = llvm.lshr %671, %606 : i32
      %673 = llvm.mul %672, %601 : i32
      %674 = llvm.sub %664, %673 : i32
      %675 = llvm.zext %672 : i32 to i64
      %676 = llvm.mul %675, %625 : i64
      %677 = llvm.lshr %676, %2 : i64
      %678 = llvm.trunc %677 : i64 to i32
      %679 = llvm.sub %672, %678 : i32
      %680 = llvm.lshr %679, %622 : i32
      %681 = llvm.add %678, %680 : i32
      %682 = llvm.lshr %681, %623 : i32
      %683 = llvm.mul %682, %618 : i32
      %684 = llvm.sub %672, %683 : i32
      %685 = llvm.icmp "slt" %664, %arg16 : i32
      llvm.br ^bb217(%663, %674, %684, %682, %685, %664 : i32, i32, i32, i32, i1, i32)
    ^bb222:  // pred: ^bb217
      llvm.br ^bb223
    ^bb223:  // 2 preds: ^bb215, ^bb222
      %686 = llvm.icmp "sle" %135, %34 : i32
      %687 = llvm.zext %686 : i1 to i32
      %688 = llvm.select %686, %687, %14 : i1, i32
      %689 = llvm.icmp "ne" %688, %14 : i32
      llvm.cond_br %689, ^bb224, ^bb759
    ^bb224:  // pred: ^bb223
      "nvvm.setmaxregister"() <{action = #nvvm<action increase>, regCount = 184 : i32}> : () -> ()
      "nvvm.barrier.cta.sync"(%15, %27) <{aligned = false}> : (i32, i32) -> ()
      %690 = llvm.icmp "sge" %135, %29 : i32
      %691 = llvm.zext %690 : i1 to i32
      %692 = llvm.srem %117, %76 : i32
      %693 = llvm.srem %135, %29 : i32
      %694 = llvm.mul %691, %76 overflow<nsw> : i32
      %695 = llvm.add %694, %75 : i32
      %696 = llvm.sdiv %692, %13 : i32
      %697 = llvm.mul %696, %35 overflow<nsw> : i32
      %698 = llvm.add %694, %697 : i32
      %699 = llvm.add %695, %697 : i32
      %700 = llvm.icmp "slt" %220, %arg16 : i32
      %701 = llvm.sdiv %219, %76 : i32
      %702 = llvm.mul %701, %76 : i32
      %703 = llvm.icmp "ne" %219, %702 : i32
      %704 = llvm.icmp "slt" %219, %14 : i32
      %705 = llvm.icmp "eq" %704, %31 : i1
      %706 = llvm.and %703, %705 : i1
      %707 = llvm.add %701, %78 : i32
      %708 = llvm.select %706, %707, %701 : i1, i32
      %709 = llvm.getelementptr %209[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %710 = llvm.sub %708, %78 overflow<nsw> : i32
      %711 = llvm.getelementptr %141[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %712 = llvm.icmp "slt" %710, %14 : i32
      %713 = llvm.select %712, %14, %710 : i1, i32
      %714 = llvm.mul %713, %76 : i32
      %715 = llvm.sub %219, %714 overflow<nsw> : i32
      %716 = llvm.sub %13, %715 overflow<nsw> : i32
      %717 = llvm.icmp "sgt" %716, %14 : i32
      %718 = llvm.select %717, %716, %14 : i1, i32
      %719 = llvm.getelementptr %106[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %720 = llvm.getelementptr %106[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %721 = llvm.getelementptr %106[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %722 = llvm.getelementptr %106[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %723 = llvm.getelementptr %106[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %724 = llvm.getelementptr %106[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %725 = llvm.getelementptr %106[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %726 = llvm.getelementptr %106[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %727 = llvm.getelementptr %106[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %728 = llvm.getelementptr %106[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %729 = llvm.getelementptr %106[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %730 = llvm.getelementptr %106[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %731 = llvm.getelementptr %106[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %732 = llvm.getelementptr %106[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %733 = llvm.getelementptr %106[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %734 = llvm.getelementptr %106[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %735 = llvm.getelementptr %106[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %736 = llvm.getelementptr %106[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %737 = llvm.getelementptr %106[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %738 = llvm.getelementptr %106[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %739 = llvm.getelementptr %106[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %740 = llvm.getelementptr %106[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %741 = llvm.getelementptr %106[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %742 = llvm.getelementptr %106[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %743 = llvm.getelementptr %106[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %744 = llvm.getelementptr %106[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %745 = llvm.getelementptr %106[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %746 = llvm.getelementptr %106[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %747 = llvm.getelementptr %106[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %748 = llvm.getelementptr %106[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %749 = llvm.getelementptr %106[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %750 = llvm.sub %75, %715 overflow<nsw> : i32
      %751 = llvm.icmp "sgt" %750, %14 : i32
      %752 = llvm.select %751, %750, %14 : i1, i32
      %753 = llvm.getelementptr %106[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %754 = llvm.getelementptr %106[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %755 = llvm.getelementptr %106[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %756 = llvm.getelementptr %106[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %757 = llvm.getelementptr %106[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %758 = llvm.getelementptr %106[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %759 = llvm.getelementptr %106[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %760 = llvm.getelementptr %106[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %761 = llvm.getelementptr %106[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %762 = llvm.getelementptr %106[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %763 = llvm.getelementptr %106[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %764 = llvm.getelementptr %106[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %765 = llvm.getelementptr %106[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %766 = llvm.getelementptr %106[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %767 = llvm.getelementptr %106[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %768 = llvm.getelementptr %106[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %769 = llvm.getelementptr %106[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %770 = llvm.getelementptr %106[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %771 = llvm.getelementptr %106[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %772 = llvm.getelementptr %106[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %773 = llvm.getelementptr %106[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %774 = llvm.getelementptr %106[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %775 = llvm.getelementptr %106[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %776 = llvm.getelementptr %106[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %777 = llvm.getelementptr %106[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %778 = llvm.getelementptr %106[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %779 = llvm.getelementptr %106[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %780 = llvm.getelementptr %106[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %781 = llvm.getelementptr %106[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %782 = llvm.getelementptr %106[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %783 = llvm.getelementptr %106[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %784 = llvm.getelementptr %106[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %785 = llvm.sub %7, %715 overflow<nsw> : i32
      %786 = llvm.icmp "sgt" %785, %14 : i32
      %787 = llvm.select %786, %785, %14 : i1, i32
      %788 = llvm.getelementptr %106[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %789 = llvm.getelementptr %106[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %790 = llvm.getelementptr %106[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %791 = llvm.getelementptr %106[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %792 = llvm.getelementptr %106[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %793 = llvm.getelementptr %106[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %794 = llvm.getelementptr %106[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %795 = llvm.getelementptr %106[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %796 = llvm.getelementptr %106[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %797 = llvm.getelementptr %106[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %798 = llvm.getelementptr %106[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %799 = llvm.getelementptr %106[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %800 = llvm.getelementptr %106[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %801 = llvm.getelementptr %106[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %802 = llvm.getelementptr %106[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %803 = llvm.getelementptr %106[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %804 = llvm.getelementptr %106[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %805 = llvm.getelementptr %106[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %806 = llvm.getelementptr %106[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %807 = llvm.getelementptr %106[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %808 = llvm.getelementptr %106[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %809 = llvm.getelementptr %106[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %810 = llvm.getelementptr %106[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %811 = llvm.getelementptr %106[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %812 = llvm.getelementptr %106[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %813 = llvm.getelementptr %106[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %814 = llvm.getelementptr %106[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %815 = llvm.getelementptr %106[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %816 = llvm.getelementptr %106[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %817 = llvm.getelementptr %106[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %818 = llvm.getelementptr %106[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %819 = llvm.getelementptr %106[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %820 = llvm.sub %76, %715 overflow<nsw> : i32
      %821 = llvm.icmp "sgt" %820, %14 : i32
      %822 = llvm.select %821, %820, %14 : i1, i32
      %823 = llvm.getelementptr %106[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %824 = llvm.getelementptr %106[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %825 = llvm.getelementptr %106[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %826 = llvm.getelementptr %106[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %827 = llvm.getelementptr %106[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %828 = llvm.getelementptr %106[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %829 = llvm.getelementptr %106[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %830 = llvm.getelementptr %106[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %831 = llvm.getelementptr %106[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %832 = llvm.getelementptr %106[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %833 = llvm.getelementptr %106[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %834 = llvm.getelementptr %106[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %835 = llvm.getelementptr %106[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %836 = llvm.getelementptr %106[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %837 = llvm.getelementptr %106[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %838 = llvm.getelementptr %106[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %839 = llvm.getelementptr %106[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %840 = llvm.getelementptr %106[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %841 = llvm.getelementptr %106[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %842 = llvm.getelementptr %106[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %843 = llvm.getelementptr %106[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %844 = llvm.getelementptr %106[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %845 = llvm.getelementptr %106[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %846 = llvm.getelementptr %106[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %847 = llvm.getelementptr %106[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %848 = llvm.getelementptr %106[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %849 = llvm.getelementptr %106[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %850 = llvm.getelementptr %106[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %851 = llvm.getelementptr %106[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %852 = llvm.getelementptr %106[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %853 = llvm.getelementptr %106[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %854 = llvm.getelementptr %106[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %855 = llvm.getelementptr %105[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %856 = llvm.getelementptr %105[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %857 = llvm.getelementptr %105[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %858 = llvm.getelementptr %105[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %859 = llvm.getelementptr %105[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %860 = llvm.getelementptr %105[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %861 = llvm.getelementptr %105[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %862 = llvm.getelementptr %105[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %863 = llvm.getelementptr %105[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %864 = llvm.getelementptr %105[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %865 = llvm.getelementptr %105[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %866 = llvm.getelementptr %105[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %867 = llvm.getelementptr %105[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %868 = llvm.getelementptr %105[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %869 = llvm.getelementptr %105[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %870 = llvm.getelementptr %105[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %871 = llvm.getelementptr %105[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %872 = llvm.getelementptr %105[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %873 = llvm.getelementptr %105[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %874 = llvm.getelementptr %105[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %875 = llvm.getelementptr %105[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %876 = llvm.getelementptr %105[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %877 = llvm.getelementptr %105[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %878 = llvm.getelementptr %105[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %879 = llvm.getelementptr %105[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %880 = llvm.getelementptr %105[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %881 = llvm.getelementptr %105[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %882 = llvm.getelementptr %105[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %883 = llvm.getelementptr %105[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %884 = llvm.getelementptr %105[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %885 = llvm.getelementptr %105[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %886 = llvm.getelementptr %105[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %887 = llvm.getelementptr %105[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %888 = llvm.getelementptr %105[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %889 = llvm.getelementptr %105[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %890 = llvm.getelementptr %105[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %891 = llvm.getelementptr %105[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %892 = llvm.getelementptr %105[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %893 = llvm.getelementptr %105[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %894 = llvm.getelementptr %105[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %895 = llvm.getelementptr %105[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %896 = llvm.getelementptr %105[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %897 = llvm.getelementptr %105[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %898 = llvm.getelementptr %105[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %899 = llvm.getelementptr %105[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %900 = llvm.getelementptr %105[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %901 = llvm.getelementptr %105[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %902 = llvm.getelementptr %105[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %903 = llvm.getelementptr %105[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %904 = llvm.getelementptr %105[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %905 = llvm.getelementptr %105[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %906 = llvm.getelementptr %105[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %907 = llvm.getelementptr %105[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %908 = llvm.getelementptr %105[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %909 = llvm.getelementptr %105[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %910 = llvm.getelementptr %105[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %911 = llvm.getelementptr %105[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %912 = llvm.getelementptr %105[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %913 = llvm.getelementptr %105[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %914 = llvm.getelementptr %105[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %915 = llvm.getelementptr %105[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %916 = llvm.getelementptr %105[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %917 = llvm.getelementptr %105[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %918 = llvm.getelementptr %105[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %919 = llvm.getelementptr %105[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %920 = llvm.getelementptr %105[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %921 = llvm.getelementptr %105[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %922 = llvm.getelementptr %105[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %923 = llvm.getelementptr %105[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %924 = llvm.getelementptr %105[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %925 = llvm.getelementptr %105[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %926 = llvm.getelementptr %105[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %927 = llvm.getelementptr %105[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %928 = llvm.getelementptr %105[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %929 = llvm.getelementptr %105[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %930 = llvm.getelementptr %105[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %931 = llvm.getelementptr %105[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %932 = llvm.getelementptr %105[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %933 = llvm.getelementptr %105[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %934 = llvm.getelementptr %105[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %935 = llvm.getelementptr %105[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %936 = llvm.getelementptr %105[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %937 = llvm.getelementptr %105[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %938 = llvm.getelementptr %105[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %939 = llvm.getelementptr %105[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %940 = llvm.getelementptr %105[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %941 = llvm.getelementptr %105[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %942 = llvm.getelementptr %105[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %943 = llvm.getelementptr %105[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %944 = llvm.getelementptr %105[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %945 = llvm.getelementptr %105[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %946 = llvm.getelementptr %105[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %947 = llvm.getelementptr %105[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %948 = llvm.getelementptr %105[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %949 = llvm.getelementptr %105[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %950 = llvm.getelementptr %105[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %951 = llvm.getelementptr %105[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %952 = llvm.getelementptr %105[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %953 = llvm.getelementptr %105[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %954 = llvm.getelementptr %105[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %955 = llvm.getelementptr %105[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %956 = llvm.getelementptr %105[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %957 = llvm.getelementptr %105[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %958 = llvm.getelementptr %105[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %959 = llvm.getelementptr %105[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %960 = llvm.getelementptr %105[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %961 = llvm.getelementptr %105[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %962 = llvm.getelementptr %105[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %963 = llvm.getelementptr %105[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %964 = llvm.getelementptr %105[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %965 = llvm.getelementptr %105[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %966 = llvm.getelementptr %105[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %967 = llvm.getelementptr %105[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %968 = llvm.getelementptr %105[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %969 = llvm.getelementptr %105[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %970 = llvm.getelementptr %105[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %971 = llvm.getelementptr %105[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %972 = llvm.getelementptr %105[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %973 = llvm.getelementptr %105[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %974 = llvm.getelementptr %105[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %975 = llvm.getelementptr %105[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %976 = llvm.getelementptr %105[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %977 = llvm.getelementptr %105[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %978 = llvm.getelementptr %105[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %979 = llvm.getelementptr %105[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %980 = llvm.getelementptr %105[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %981 = llvm.getelementptr %105[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %982 = llvm.mul %691, %29 : i32
      %983 = llvm.add %982, %693 : i32
      %984 = llvm.add %983, %61 : i32
      %985 = llvm.insertelement %arg9, %1[%14 : i32] : vector<2xf32>
      %986 = llvm.shufflevector %985, %1 [0, 0] : vector<2xf32> 
      %987 = llvm.getelementptr %104[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %988 = llvm.getelementptr %104[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %989 = llvm.getelementptr %104[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %990 = llvm.inttoptr %699 : i32 to !llvm.ptr<6>
      %991 = llvm.getelementptr %104[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %992 = llvm.add %699, %77 : i32
      %993 = llvm.inttoptr %992 : i32 to !llvm.ptr<6>
      %994 = llvm.getelementptr %104[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %995 = llvm.add %699, %13 : i32
      %996 = llvm.inttoptr %995 : i32 to !llvm.ptr<6>
      %997 = llvm.getelementptr %186[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %998 = llvm.getelementptr %104[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %999 = llvm.add %699, %8 : i32
      %1000 = llvm.inttoptr %999 : i32 to !llvm.ptr<6>
      %1001 = llvm.getelementptr %103[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1002 = llvm.getelementptr %103[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1003 = llvm.getelementptr %103[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1004 = llvm.getelementptr %103[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1005 = llvm.getelementptr %103[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1006 = llvm.getelementptr %103[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1007 = llvm.getelementptr %103[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1008 = llvm.getelementptr %103[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1009 = llvm.getelementptr %103[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1010 = llvm.getelementptr %103[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1011 = llvm.getelementptr %103[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1012 = llvm.getelementptr %103[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1013 = llvm.getelementptr %103[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1014 = llvm.getelementptr %103[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1015 = llvm.getelementptr %103[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1016 = llvm.getelementptr %103[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1017 = llvm.getelementptr %103[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1018 = llvm.getelementptr %103[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1019 = llvm.getelementptr %103[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1020 = llvm.getelementptr %103[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1021 = llvm.getelementptr %103[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1022 = llvm.getelementptr %103[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1023 = llvm.getelementptr %103[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1024 = llvm.getelementptr %103[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1025 = llvm.getelementptr %103[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1026 = llvm.getelementptr %103[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1027 = llvm.getelementptr %103[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1028 = llvm.getelementptr %103[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1029 = llvm.getelementptr %103[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1030 = llvm.getelementptr %103[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1031 = llvm.getelementptr %103[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1032 = llvm.getelementptr %103[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1033 = llvm.getelementptr %103[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1034 = llvm.getelementptr %103[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1035 = llvm.getelementptr %103[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1036 = llvm.getelementptr %103[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1037 = llvm.getelementptr %103[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1038 = llvm.getelementptr %103[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1039 = llvm.getelementptr %103[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1040 = llvm.getelementptr %103[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1041 = llvm.getelementptr %103[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1042 = llvm.getelementptr %103[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1043 = llvm.getelementptr %103[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1044 = llvm.getelementptr %103[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1045 = llvm.getelementptr %103[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1046 = llvm.getelementptr %103[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1047 = llvm.getelementptr %103[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1048 = llvm.getelementptr %103[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1049 = llvm.getelementptr %103[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1050 = llvm.getelementptr %103[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1051 = llvm.getelementptr %103[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1052 = llvm.getelementptr %103[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1053 = llvm.getelementptr %103[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1054 = llvm.getelementptr %103[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1055 = llvm.getelementptr %103[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1056 = llvm.getelementptr %103[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1057 = llvm.getelementptr %103[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1058 = llvm.getelementptr %103[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1059 = llvm.getelementptr %103[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1060 = llvm.getelementptr %103[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1061 = llvm.getelementptr %103[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1062 = llvm.getelementptr %103[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1063 = llvm.getelementptr %103[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1064 = llvm.getelementptr %103[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1065 = llvm.getelementptr %103[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1066 = llvm.getelementptr %103[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1067 = llvm.getelementptr %103[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1068 = llvm.getelementptr %103[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1069 = llvm.getelementptr %103[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1070 = llvm.getelementptr %103[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1071 = llvm.getelementptr %103[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1072 = llvm.getelementptr %103[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1073 = llvm.getelementptr %103[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1074 = llvm.getelementptr %103[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1075 = llvm.getelementptr %103[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1076 = llvm.getelementptr %103[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1077 = llvm.getelementptr %103[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1078 = llvm.getelementptr %103[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1079 = llvm.getelementptr %103[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1080 = llvm.getelementptr %103[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %1081 = llvm.getelementptr %103[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %1082 = llvm.getelementptr %103[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %1083 = llvm.getelementptr %103[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %1084 = llvm.getelementptr %103[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %1085 = llvm.getelementptr %103[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %1086 = llvm.getelementptr %103[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %1087 = llvm.getelementptr %103[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %1088 = llvm.getelementptr %103[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %1089 = llvm.getelementptr %103[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %1090 = llvm.getelementptr %103[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %1091 = llvm.getelementptr %103[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %1092 = llvm.getelementptr %103[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %1093 = llvm.getelementptr %103[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %1094 = llvm.getelementptr %103[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %1095 = llvm.getelementptr %103[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %1096 = llvm.getelementptr %103[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %1097 = llvm.getelementptr %103[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %1098 = llvm.getelementptr %103[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %1099 = llvm.getelementptr %103[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %1100 = llvm.getelementptr %103[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %1101 = llvm.getelementptr %103[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %1102 = llvm.getelementptr %103[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %1103 = llvm.getelementptr %103[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %1104 = llvm.getelementptr %103[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %1105 = llvm.getelementptr %103[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %1106 = llvm.getelementptr %103[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %1107 = llvm.getelementptr %103[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %1108 = llvm.getelementptr %103[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %1109 = llvm.getelementptr %103[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %1110 = llvm.getelementptr %103[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %1111 = llvm.getelementptr %103[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %1112 = llvm.getelementptr %103[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %1113 = llvm.getelementptr %103[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %1114 = llvm.getelementptr %103[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %1115 = llvm.getelementptr %103[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %1116 = llvm.getelementptr %103[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %1117 = llvm.getelementptr %103[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %1118 = llvm.getelementptr %103[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %1119 = llvm.getelementptr %103[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %1120 = llvm.getelementptr %103[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %1121 = llvm.getelementptr %103[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %1122 = llvm.getelementptr %103[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %1123 = llvm.getelementptr %103[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %1124 = llvm.getelementptr %103[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %1125 = llvm.getelementptr %103[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %1126 = llvm.getelementptr %103[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %1127 = llvm.getelementptr %103[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %1128 = llvm.getelementptr %101[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1129 = llvm.getelementptr %101[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1130 = llvm.getelementptr %101[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1131 = llvm.getelementptr %101[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1132 = llvm.getelementptr %101[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1133 = llvm.getelementptr %101[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1134 = llvm.getelementptr %101[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1135 = llvm.getelementptr %101[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1136 = llvm.getelementptr %101[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1137 = llvm.getelementptr %101[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1138 = llvm.getelementptr %101[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1139 = llvm.getelementptr %101[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1140 = llvm.getelementptr %101[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1141 = llvm.getelementptr %101[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1142 = llvm.getelementptr %101[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1143 = llvm.getelementptr %101[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1144 = llvm.getelementptr %101[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1145 = llvm.getelementptr %101[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1146 = llvm.getelementptr %101[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1147 = llvm.getelementptr %101[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1148 = llvm.getelementptr %101[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1149 = llvm.getelementptr %101[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1150 = llvm.getelementptr %101[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1151 = llvm.getelementptr %101[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1152 = llvm.getelementptr %101[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1153 = llvm.getelementptr %101[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1154 = llvm.getelementptr %101[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1155 = llvm.getelementptr %101[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1156 = llvm.getelementptr %101[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1157 = llvm.getelementptr %101[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1158 = llvm.getelementptr %101[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1159 = llvm.getelementptr %101[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1160 = llvm.getelementptr %101[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1161 = llvm.getelementptr %101[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1162 = llvm.getelementptr %101[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1163 = llvm.getelementptr %101[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1164 = llvm.getelementptr %101[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1165 = llvm.getelementptr %101[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1166 = llvm.getelementptr %101[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1167 = llvm.getelementptr %101[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1168 = llvm.getelementptr %101[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1169 = llvm.getelementptr %101[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1170 = llvm.getelementptr %101[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1171 = llvm.getelementptr %101[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1172 = llvm.getelementptr %101[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1173 = llvm.getelementptr %101[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1174 = llvm.getelementptr %101[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1175 = llvm.getelementptr %101[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1176 = llvm.getelementptr %101[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1177 = llvm.getelementptr %101[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1178 = llvm.getelementptr %101[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1179 = llvm.getelementptr %101[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1180 = llvm.getelementptr %101[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1181 = llvm.getelementptr %101[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1182 = llvm.getelementptr %101[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1183 = llvm.getelementptr %101[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1184 = llvm.getelementptr %101[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1185 = llvm.getelementptr %101[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1186 = llvm.getelementptr %101[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1187 = llvm.getelementptr %101[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1188 = llvm.getelementptr %101[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1189 = llvm.getelementptr %101[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1190 = llvm.getelementptr %101[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1191 = llvm.getelementptr %101[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1192 = llvm.getelementptr %101[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1193 = llvm.getelementptr %101[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1194 = llvm.getelementptr %101[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1195 = llvm.getelementptr %101[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1196 = llvm.getelementptr %101[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1197 = llvm.getelementptr %101[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1198 = llvm.getelementptr %101[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1199 = llvm.getelementptr %101[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1200 = llvm.getelementptr %101[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1201 = llvm.getelementptr %101[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1202 = llvm.getelementptr %101[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1203 = llvm.getelementptr %101[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1204 = llvm.getelementptr %101[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1205 = llvm.getelementptr %101[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1206 = llvm.getelementptr %101[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1207 = llvm.getelementptr %101[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %1208 = llvm.getelementptr %101[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %1209 = llvm.getelementptr %101[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %1210 = llvm.getelementptr %101[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %1211 = llvm.getelementptr %101[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %1212 = llvm.getelementptr %101[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %1213 = llvm.getelementptr %101[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %1214 = llvm.getelementptr %101[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %1215 = llvm.getelementptr %101[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %1216 = llvm.getelementptr %101[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %1217 = llvm.getelementptr %101[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %1218 = llvm.getelementptr %101[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %1219 = llvm.getelementptr %101[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %1220 = llvm.getelementptr %101[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %1221 = llvm.getelementptr %101[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %1222 = llvm.getelementptr %101[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %1223 = llvm.getelementptr %101[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %1224 = llvm.getelementptr %101[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %1225 = llvm.getelementptr %101[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %1226 = llvm.getelementptr %101[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %1227 = llvm.getelementptr %101[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %1228 = llvm.getelementptr %101[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %1229 = llvm.getelementptr %101[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %1230 = llvm.getelementptr %101[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %1231 = llvm.getelementptr %101[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %1232 = llvm.getelementptr %101[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %1233 = llvm.getelementptr %101[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %1234 = llvm.getelementptr %101[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %1235 = llvm.getelementptr %101[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %1236 = llvm.getelementptr %101[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %1237 = llvm.getelementptr %101[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %1238 = llvm.getelementptr %101[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %1239 = llvm.getelementptr %101[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %1240 = llvm.getelementptr %101[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %1241 = llvm.getelementptr %101[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %1242 = llvm.getelementptr %101[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %1243 = llvm.getelementptr %101[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %1244 = llvm.getelementptr %101[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %1245 = llvm.getelementptr %101[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %1246 = llvm.getelementptr %101[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %1247 = llvm.getelementptr %101[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %1248 = llvm.getelementptr %101[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %1249 = llvm.getelementptr %101[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %1250 = llvm.getelementptr %101[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %1251 = llvm.getelementptr %101[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %1252 = llvm.getelementptr %101[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %1253 = llvm.getelementptr %101[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %1254 = llvm.getelementptr %101[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %1255 = llvm.mul %691, %76 : i32
      %1256 = llvm.add %692, %1255 : i32
      %1257 = llvm.getelementptr %148[%1256] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1258 = llvm.getelementptr %102[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1259 = llvm.getelementptr %102[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1260 = llvm.getelementptr %102[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1261 = llvm.getelementptr %102[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1262 = llvm.getelementptr %102[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1263 = llvm.getelementptr %102[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1264 = llvm.getelementptr %102[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1265 = llvm.getelementptr %102[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1266 = llvm.getelementptr %102[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1267 = llvm.getelementptr %102[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1268 = llvm.getelementptr %102[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1269 = llvm.getelementptr %102[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1270 = llvm.getelementptr %102[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1271 = llvm.getelementptr %102[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1272 = llvm.getelementptr %102[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1273 = llvm.getelementptr %102[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1274 = llvm.getelementptr %102[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1275 = llvm.getelementptr %102[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1276 = llvm.getelementptr %102[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1277 = llvm.getelementptr %102[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1278 = llvm.getelementptr %102[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1279 = llvm.getelementptr %102[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1280 = llvm.getelementptr %102[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1281 = llvm.getelementptr %102[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1282 = llvm.getelementptr %102[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1283 = llvm.getelementptr %102[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1284 = llvm.getelementptr %102[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1285 = llvm.getelementptr %102[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1286 = llvm.getelementptr %102[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1287 = llvm.getelementptr %102[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1288 = llvm.getelementptr %102[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1289 = llvm.getelementptr %102[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1290 = llvm.getelementptr %102[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1291 = llvm.getelementptr %102[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1292 = llvm.getelementptr %102[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1293 = llvm.getelementptr %102[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1294 = llvm.getelementptr %102[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1295 = llvm.getelementptr %102[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1296 = llvm.getelementptr %102[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1297 = llvm.getelementptr %102[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1298 = llvm.getelementptr %102[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1299 = llvm.getelementptr %102[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1300 = llvm.getelementptr %102[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1301 = llvm.getelementptr %102[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1302 = llvm.getelementptr %102[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1303 = llvm.getelementptr %102[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1304 = llvm.getelementptr %102[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1305 = llvm.getelementptr %102[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1306 = llvm.getelementptr %102[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1307 = llvm.getelementptr %102[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1308 = llvm.getelementptr %102[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1309 = llvm.getelementptr %102[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1310 = llvm.getelementptr %102[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1311 = llvm.getelementptr %102[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1312 = llvm.getelementptr %102[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1313 = llvm.getelementptr %102[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1314 = llvm.getelementptr %102[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1315 = llvm.getelementptr %102[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1316 = llvm.getelementptr %102[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1317 = llvm.getelementptr %102[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1318 = llvm.getelementptr %102[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1319 = llvm.getelementptr %102[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1320 = llvm.getelementptr %102[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1321 = llvm.getelementptr %100[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1322 = llvm.getelementptr %102[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1323 = llvm.getelementptr %102[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1324 = llvm.getelementptr %102[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1325 = llvm.getelementptr %102[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1326 = llvm.getelementptr %102[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1327 = llvm.getelementptr %102[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1328 = llvm.getelementptr %102[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1329 = llvm.getelementptr %102[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1330 = llvm.getelementptr %102[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1331 = llvm.getelementptr %102[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1332 = llvm.getelementptr %102[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1333 = llvm.getelementptr %102[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1334 = llvm.getelementptr %102[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1335 = llvm.getelementptr %102[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1336 = llvm.getelementptr %102[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1337 = llvm.getelementptr %102[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1338 = llvm.getelementptr %102[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %1339 = llvm.getelementptr %102[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %1340 = llvm.getelementptr %102[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %1341 = llvm.getelementptr %102[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %1342 = llvm.getelementptr %102[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %1343 = llvm.getelementptr %102[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %1344 = llvm.getelementptr %102[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %1345 = llvm.getelementptr %102[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %1346 = llvm.getelementptr %102[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %1347 = llvm.getelementptr %102[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %1348 = llvm.getelementptr %102[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %1349 = llvm.getelementptr %102[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %1350 = llvm.getelementptr %102[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %1351 = llvm.getelementptr %102[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %1352 = llvm.getelementptr %102[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %1353 = llvm.getelementptr %102[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %1354 = llvm.getelementptr %100[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1355 = llvm.getelementptr %102[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %1356 = llvm.getelementptr %102[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %1357 = llvm.getelementptr %102[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %1358 = llvm.getelementptr %102[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %1359 = llvm.getelementptr %102[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %1360 = llvm.getelementptr %102[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %1361 = llvm.getelementptr %102[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %1362 = llvm.getelementptr %102[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %1363 = llvm.getelementptr %102[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %1364 = llvm.getelementptr %102[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %1365 = llvm.getelementptr %102[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %1366 = llvm.getelementptr %102[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %1367 = llvm.getelementptr %102[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %1368 = llvm.getelementptr %102[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %1369 = llvm.getelementptr %102[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %1370 = llvm.getelementptr %102[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %1371 = llvm.getelementptr %102[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %1372 = llvm.getelementptr %102[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %1373 = llvm.getelementptr %102[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %1374 = llvm.getelementptr %102[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %1375 = llvm.getelementptr %102[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %1376 = llvm.getelementptr %102[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %1377 = llvm.getelementptr %102[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %1378 = llvm.getelementptr %102[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %1379 = llvm.getelementptr %102[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %1380 = llvm.getelementptr %102[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %1381 = llvm.getelementptr %102[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %1382 = llvm.getelementptr %102[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %1383 = llvm.getelementptr %102[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %1384 = llvm.getelementptr %102[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %1385 = llvm.getelementptr %102[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %1386 = llvm.getelementptr %102[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %1387 = llvm.getelementptr %100[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1388 = llvm.getelementptr %100[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1389 = llvm.getelementptr %100[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1390 = llvm.getelementptr %100[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1391 = llvm.getelementptr %99[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1392 = llvm.getelementptr %99[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1393 = llvm.getelementptr %99[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1394 = llvm.getelementptr %99[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1395 = llvm.getelementptr %99[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1396 = llvm.getelementptr %99[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1397 = llvm.getelementptr %99[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1398 = llvm.getelementptr %99[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1399 = llvm.getelementptr %99[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1400 = llvm.getelementptr %99[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1401 = llvm.getelementptr %99[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1402 = llvm.getelementptr %99[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1403 = llvm.getelementptr %99[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1404 = llvm.getelementptr %99[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1405 = llvm.getelementptr %99[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1406 = llvm.getelementptr %99[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1407 = llvm.getelementptr %99[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1408 = llvm.getelementptr %99[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1409 = llvm.getelementptr %99[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1410 = llvm.getelementptr %99[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1411 = llvm.getelementptr %99[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1412 = llvm.getelementptr %99[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1413 = llvm.getelementptr %99[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1414 = llvm.getelementptr %99[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1415 = llvm.getelementptr %99[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1416 = llvm.getelementptr %99[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1417 = llvm.getelementptr %99[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1418 = llvm.getelementptr %99[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1419 = llvm.getelementptr %99[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1420 = llvm.getelementptr %99[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1421 = llvm.getelementptr %99[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1422 = llvm.getelementptr %99[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1423 = llvm.getelementptr %99[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1424 = llvm.getelementptr %99[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1425 = llvm.getelementptr %99[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1426 = llvm.getelementptr %99[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1427 = llvm.getelementptr %99[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1428 = llvm.getelementptr %99[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1429 = llvm.getelementptr %99[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1430 = llvm.getelementptr %99[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1431 = llvm.getelementptr %99[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1432 = llvm.getelementptr %99[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1433 = llvm.getelementptr %99[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1434 = llvm.getelementptr %99[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1435 = llvm.getelementptr %99[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1436 = llvm.getelementptr %99[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1437 = llvm.getelementptr %99[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1438 = llvm.getelementptr %99[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1439 = llvm.getelementptr %99[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1440 = llvm.getelementptr %99[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1441 = llvm.getelementptr %99[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1442 = llvm.getelementptr %99[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1443 = llvm.getelementptr %99[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1444 = llvm.getelementptr %99[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1445 = llvm.getelementptr %99[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1446 = llvm.getelementptr %99[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1447 = llvm.getelementptr %99[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1448 = llvm.getelementptr %99[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1449 = llvm.getelementptr %99[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1450 = llvm.getelementptr %99[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1451 = llvm.getelementptr %99[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1452 = llvm.getelementptr %99[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1453 = llvm.getelementptr %99[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1454 = llvm.getelementptr %99[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1455 = llvm.getelementptr %99[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1456 = llvm.getelementptr %99[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1457 = llvm.getelementptr %99[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1458 = llvm.getelementptr %99[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1459 = llvm.getelementptr %99[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1460 = llvm.getelementptr %99[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1461 = llvm.getelementptr %99[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1462 = llvm.getelementptr %99[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1463 = llvm.getelementptr %99[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1464 = llvm.getelementptr %99[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1465 = llvm.getelementptr %99[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1466 = llvm.getelementptr %99[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1467 = llvm.getelementptr %99[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1468 = llvm.getelementptr %99[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1469 = llvm.getelementptr %99[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1470 = llvm.getelementptr %99[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %1471 = llvm.getelementptr %99[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %1472 = llvm.getelementptr %99[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %1473 = llvm.getelementptr %99[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %1474 = llvm.getelementptr %99[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %1475 = llvm.getelementptr %99[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %1476 = llvm.getelementptr %99[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %1477 = llvm.getelementptr %99[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %1478 = llvm.getelementptr %99[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %1479 = llvm.getelementptr %99[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %1480 = llvm.getelementptr %99[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %1481 = llvm.getelementptr %99[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %1482 = llvm.getelementptr %99[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %1483 = llvm.getelementptr %99[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %1484 = llvm.getelementptr %99[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %1485 = llvm.getelementptr %99[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %1486 = llvm.getelementptr %99[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %1487 = llvm.getelementptr %99[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %1488 = llvm.getelementptr %99[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %1489 = llvm.getelementptr %99[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %1490 = llvm.getelementptr %99[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %1491 = llvm.getelementptr %99[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %1492 = llvm.getelementptr %99[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %1493 = llvm.getelementptr %99[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %1494 = llvm.getelementptr %99[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %1495 = llvm.getelementptr %99[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %1496 = llvm.getelementptr %99[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %1497 = llvm.getelementptr %99[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %1498 = llvm.getelementptr %99[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %1499 = llvm.getelementptr %99[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %1500 = llvm.getelementptr %99[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %1501 = llvm.getelementptr %99[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %1502 = llvm.getelementptr %99[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %1503 = llvm.getelementptr %99[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %1504 = llvm.getelementptr %99[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %1505 = llvm.getelementptr %99[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %1506 = llvm.getelementptr %99[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %1507 = llvm.getelementptr %99[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %1508 = llvm.getelementptr %99[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %1509 = llvm.getelementptr %99[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %1510 = llvm.getelementptr %99[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %1511 = llvm.getelementptr %99[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %1512 = llvm.getelementptr %99[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %1513 = llvm.getelementptr %99[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %1514 = llvm.getelementptr %99[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %1515 = llvm.getelementptr %99[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %1516 = llvm.getelementptr %99[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %1517 = llvm.getelementptr %99[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %1518 = llvm.add %1256, %19 : i32
      %1519 = llvm.getelementptr %148[%1518] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1520 = "nvvm.read.ptx.sreg.nclusterid.x"() : () -> i32
      llvm.br ^bb225(%78, %14, %700, %220 : i32, i32, i1, i32)
    ^bb225(%1521: i32, %1522: i32, %1523: i1, %1524: i32):  // 2 preds: ^bb224, ^bb757
      llvm.cond_br %1523, ^bb226(%1521, %1522, %1524 : i32, i32, i32), ^bb758
    ^bb226(%1525: i32, %1526: i32, %1527: i32):  // pred: ^bb225
      llvm.store %37, %108 {alignment = 32 : i64} : vector<1xf32>, !llvm.ptr
      llvm.store %38, %107 {alignment = 32 : i64} : vector<1xf32>, !llvm.ptr
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %709, %1525, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %1528 = llvm.xor %1525, %78 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %711, %1526, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb227(%14 : i32)
    ^bb227(%1529: i32):  // 2 preds: ^bb226, ^bb228
      %1530 = llvm.icmp "slt" %1529, %29 : i32
      llvm.cond_br %1530, ^bb228, ^bb229
    ^bb228:  // pred: ^bb227
      %1531 = llvm.mul %1529, %13 overflow<nsw> : i32
      %1532 = llvm.add %698, %1531 : i32
      %1533 = llvm.getelementptr %106[%1531] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1534 = llvm.inttoptr %1532 : i32 to !llvm.ptr<6>
      %1535 = "nvvm.tcgen05.ld"(%1534) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %1535, %1533 : vector<32xi32>, !llvm.ptr
      %1536 = llvm.add %1529, %78 : i32
      llvm.br ^bb227(%1536 : i32) {loop_annotation = #loop_annotation2}
    ^bb229:  // pred: ^bb227
      %1537 = llvm.inline_asm asm_dialect = att "shr.u32 $0, $1, $2;", "=r,r,r" %39, %718 : (i32, i32) -> i32
      %1538 = llvm.and %1537, %78 : i32
      %1539 = llvm.icmp "ne" %1538, %14 : i32
      llvm.cond_br %1539, ^bb230, ^bb231
    ^bb230:  // pred: ^bb229
      %1540 = llvm.load %106 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb232(%1540 : f32)
    ^bb231:  // pred: ^bb229
      llvm.br ^bb232(%40 : f32)
    ^bb232(%1541: f32):  // 2 preds: ^bb230, ^bb231
      llvm.br ^bb233
    ^bb233:  // pred: ^bb232
      llvm.store %1541, %106 {alignment = 32 : i64} : f32, !llvm.ptr
      %1542 = llvm.and %1537, %15 : i32
      %1543 = llvm.icmp "ne" %1542, %14 : i32
      llvm.cond_br %1543, ^bb234, ^bb235
    ^bb234:  // pred: ^bb233
      %1544 = llvm.load %719 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb236(%1544 : f32)
    ^bb235:  // pred: ^bb233
      llvm.br ^bb236(%40 : f32)
    ^bb236(%1545: f32):  // 2 preds: ^bb234, ^bb235
      llvm.br ^bb237
    ^bb237:  // pred: ^bb236
      llvm.store %1545, %719 {alignment = 4 : i64} : f32, !llvm.ptr
      %1546 = llvm.and %1537, %29 : i32
      %1547 = llvm.icmp "ne" %1546, %14 : i32
      llvm.cond_br %1547, ^bb238, ^bb239
    ^bb238:  // pred: ^bb237
      %1548 = llvm.load %720 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb240(%1548 : f32)
    ^bb239:  // pred: ^bb237
      llvm.br ^bb240(%40 : f32)
    ^bb240(%1549: f32):  // 2 preds: ^bb238, ^bb239
      llvm.br ^bb241
    ^bb241:  // pred: ^bb240
      llvm.store %1549, %720 {alignment = 8 : i64} : f32, !llvm.ptr
      %1550 = llvm.and %1537, %18 : i32
      %1551 = llvm.icmp "ne" %1550, %14 : i32
      llvm.cond_br %1551, ^bb242, ^bb243
    ^bb242:  // pred: ^bb241
      %1552 = llvm.load %721 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb244(%1552 : f32)
    ^bb243:  // pred: ^bb241
      llvm.br ^bb244(%40 : f32)
    ^bb244(%1553: f32):  // 2 preds: ^bb242, ^bb243
      llvm.br ^bb245
    ^bb245:  // pred: ^bb244
      llvm.store %1553, %721 {alignment = 4 : i64} : f32, !llvm.ptr
      %1554 = llvm.and %1537, %77 : i32
      %1555 = llvm.icmp "ne" %1554, %14 : i32
      llvm.cond_br %1555, ^bb246, ^bb247
    ^bb246:  // pred: ^bb245
      %1556 = llvm.load %722 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb248(%1556 : f32)
    ^bb247:  // pred: ^bb245
      llvm.br ^bb248(%40 : f32)
    ^bb248(%1557: f32):  // 2 preds: ^bb246, ^bb247
      llvm.br ^bb249
    ^bb249:  // pred: ^bb248
      llvm.store %1557, %722 {alignment = 16 : i64} : f32, !llvm.ptr
      %1558 = llvm.and %1537, %13 : i32
      %1559 = llvm.icmp "ne" %1558, %14 : i32
      llvm.cond_br %1559, ^bb250, ^bb251
    ^bb250:  // pred: ^bb249
      %1560 = llvm.load %723 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb252(%1560 : f32)
    ^bb251:  // pred: ^bb249
      llvm.br ^bb252(%40 : f32)
    ^bb252(%1561: f32):  // 2 preds: ^bb250, ^bb251
      llvm.br ^bb253
    ^bb253:  // pred: ^bb252
      llvm.store %1561, %723 {alignment = 4 : i64} : f32, !llvm.ptr
      %1562 = llvm.and %1537, %75 : i32
      %1563 = llvm.icmp "ne" %1562, %14 : i32
      llvm.cond_br %1563, ^bb254, ^bb255
    ^bb254:  // pred: ^bb253
      %1564 = llvm.load %724 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb256(%1564 : f32)
    ^bb255:  // pred: ^bb253
      llvm.br ^bb256(%40 : f32)
    ^bb256(%1565: f32):  // 2 preds: ^bb254, ^bb255
      llvm.br ^bb257
    ^bb257:  // pred: ^bb256
      llvm.store %1565, %724 {alignment = 8 : i64} : f32, !llvm.ptr
      %1566 = llvm.and %1537, %76 : i32
      %1567 = llvm.icmp "ne" %1566, %14 : i32
      llvm.cond_br %1567, ^bb258, ^bb259
    ^bb258:  // pred: ^bb257
      %1568 = llvm.load %725 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb260(%1568 : f32)
    ^bb259:  // pred: ^bb257
      llvm.br ^bb260(%40 : f32)
    ^bb260(%1569: f32):  // 2 preds: ^bb258, ^bb259
      llvm.br ^bb261
    ^bb261:  // pred: ^bb260
      llvm.store %1569, %725 {alignment = 4 : i64} : f32, !llvm.ptr
      %1570 = llvm.and %1537, %19 : i32
      %1571 = llvm.icmp "ne" %1570, %14 : i32
      llvm.cond_br %1571, ^bb262, ^bb263
    ^bb262:  // pred: ^bb261
      %1572 = llvm.load %726 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb264(%1572 : f32)
    ^bb263:  // pred: ^bb261
      llvm.br ^bb264(%40 : f32)
    ^bb264(%1573: f32):  // 2 preds: ^bb262, ^bb263
      llvm.br ^bb265
    ^bb265:  // pred: ^bb264
      llvm.store %1573, %726 {alignment = 32 : i64} : f32, !llvm.ptr
      %1574 = llvm.and %1537, %17 : i32
      %1575 = llvm.icmp "ne" %1574, %14 : i32
      llvm.cond_br %1575, ^bb266, ^bb267
    ^bb266:  // pred: ^bb265
      %1576 = llvm.load %727 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb268(%1576 : f32)
    ^bb267:  // pred: ^bb265
      llvm.br ^bb268(%40 : f32)
    ^bb268(%1577: f32):  // 2 preds: ^bb266, ^bb267
      llvm.br ^bb269
    ^bb269:  // pred: ^bb268
      llvm.store %1577, %727 {alignment = 4 : i64} : f32, !llvm.ptr
      %1578 = llvm.and %1537, %41 : i32
      %1579 = llvm.icmp "ne" %1578, %14 : i32
      llvm.cond_br %1579, ^bb270, ^bb271
    ^bb270:  // pred: ^bb269
      %1580 = llvm.load %728 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb272(%1580 : f32)
    ^bb271:  // pred: ^bb269
      llvm.br ^bb272(%40 : f32)
    ^bb272(%1581: f32):  // 2 preds: ^bb270, ^bb271
      llvm.br ^bb273
    ^bb273:  // pred: ^bb272
      llvm.store %1581, %728 {alignment = 8 : i64} : f32, !llvm.ptr
      %1582 = llvm.and %1537, %42 : i32
      %1583 = llvm.icmp "ne" %1582, %14 : i32
      llvm.cond_br %1583, ^bb274, ^bb275
    ^bb274:  // pred: ^bb273
      %1584 = llvm.load %729 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb276(%1584 : f32)
    ^bb275:  // pred: ^bb273
      llvm.br ^bb276(%40 : f32)
    ^bb276(%1585: f32):  // 2 preds: ^bb274, ^bb275
      llvm.br ^bb277
    ^bb277:  // pred: ^bb276
      llvm.store %1585, %729 {alignment = 4 : i64} : f32, !llvm.ptr
      %1586 = llvm.and %1537, %43 : i32
      %1587 = llvm.icmp "ne" %1586, %14 : i32
      llvm.cond_br %1587, ^bb278, ^bb279
    ^bb278:  // pred: ^bb277
      %1588 = llvm.load %730 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb280(%1588 : f32)
    ^bb279:  // pred: ^bb277
      llvm.br ^bb280(%40 : f32)
    ^bb280(%1589: f32):  // 2 preds: ^bb278, ^bb279
      llvm.br ^bb281
    ^bb281:  // pred: ^bb280
      llvm.store %1589, %730 {alignment = 16 : i64} : f32, !llvm.ptr
      %1590 = llvm.and %1537, %44 : i32
      %1591 = llvm.icmp "ne" %1590, %14 : i32
      llvm.cond_br %1591, ^bb282, ^bb283
    ^bb282:  // pred: ^bb281
      %1592 = llvm.load %731 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb284(%1592 : f32)
    ^bb283:  // pred: ^bb281
      llvm.br ^bb284(%40 : f32)
    ^bb284(%1593: f32):  // 2 preds: ^bb282, ^bb283
      llvm.br ^bb285
    ^bb285:  // pred: ^bb284
      llvm.store %1593, %731 {alignment = 4 : i64} : f32, !llvm.ptr
      %1594 = llvm.and %1537, %45 : i32
      %1595 = llvm.icmp "ne" %1594, %14 : i32
      llvm.cond_br %1595, ^bb286, ^bb287
    ^bb286:  // pred: ^bb285
      %1596 = llvm.load %732 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb288(%1596 : f32)
    ^bb287:  // pred: ^bb285
      llvm.br ^bb288(%40 : f32)
    ^bb288(%1597: f32):  // 2 preds: ^bb286, ^bb287
      llvm.br ^bb289
    ^bb289:  // pred: ^bb288
      llvm.store %1597, %732 {alignment = 8 : i64} : f32, !llvm.ptr
      %1598 = llvm.and %1537, %24 : i32
      %1599 = llvm.icmp "ne" %1598, %14 : i32
      llvm.cond_br %1599, ^bb290, ^bb291
    ^bb290:  // pred: ^bb289
      %1600 = llvm.load %733 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb292(%1600 : f32)
    ^bb291:  // pred: ^bb289
      llvm.br ^bb292(%40 : f32)
    ^bb292(%1601: f32):  // 2 preds: ^bb290, ^bb291
      llvm.br ^bb293
    ^bb293:  // pred: ^bb292
      llvm.store %1601, %733 {alignment = 4 : i64} : f32, !llvm.ptr
      %1602 = llvm.and %1537, %25 : i32
      %1603 = llvm.icmp "ne" %1602, %14 : i32
      llvm.cond_br %1603, ^bb294, ^bb295
    ^bb294:  // pred: ^bb293
      %1604 = llvm.load %734 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb296(%1604 : f32)
    ^bb295:  // pred: ^bb293
      llvm.br ^bb296(%40 : f32)
    ^bb296(%1605: f32):  // 2 preds: ^bb294, ^bb295
      llvm.br ^bb297
    ^bb297:  // pred: ^bb296
      llvm.store %1605, %734 {alignment = 32 : i64} : f32, !llvm.ptr
      %1606 = llvm.and %1537, %46 : i32
      %1607 = llvm.icmp "ne" %1606, %14 : i32
      llvm.cond_br %1607, ^bb298, ^bb299
    ^bb298:  // pred: ^bb297
      %1608 = llvm.load %735 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb300(%1608 : f32)
    ^bb299:  // pred: ^bb297
      llvm.br ^bb300(%40 : f32)
    ^bb300(%1609: f32):  // 2 preds: ^bb298, ^bb299
      llvm.br ^bb301
    ^bb301:  // pred: ^bb300
      llvm.store %1609, %735 {alignment = 4 : i64} : f32, !llvm.ptr
      %1610 = llvm.and %1537, %47 : i32
      %1611 = llvm.icmp "ne" %1610, %14 : i32
      llvm.cond_br %1611, ^bb302, ^bb303
    ^bb302:  // pred: ^bb301
      %1612 = llvm.load %736 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb304(%1612 : f32)
    ^bb303:  // pred: ^bb301
      llvm.br ^bb304(%40 : f32)
    ^bb304(%1613: f32):  // 2 preds: ^bb302, ^bb303
      llvm.br ^bb305
    ^bb305:  // pred: ^bb304
      llvm.store %1613, %736 {alignment = 8 : i64} : f32, !llvm.ptr
      %1614 = llvm.and %1537, %48 : i32
      %1615 = llvm.icmp "ne" %1614, %14 : i32
      llvm.cond_br %1615, ^bb306, ^bb307
    ^bb306:  // pred: ^bb305
      %1616 = llvm.load %737 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb308(%1616 : f32)
    ^bb307:  // pred: ^bb305
      llvm.br ^bb308(%40 : f32)
    ^bb308(%1617: f32):  // 2 preds: ^bb306, ^bb307
      llvm.br ^bb309
    ^bb309:  // pred: ^bb308
      llvm.store %1617, %737 {alignment = 4 : i64} : f32, !llvm.ptr
      %1618 = llvm.and %1537, %49 : i32
      %1619 = llvm.icmp "ne" %1618, %14 : i32
      llvm.cond_br %1619, ^bb310, ^bb311
    ^bb310:  // pred: ^bb309
      %1620 = llvm.load %738 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb312(%1620 : f32)
    ^bb311:  // pred: ^bb309
      llvm.br ^bb312(%40 : f32)
    ^bb312(%1621: f32):  // 2 preds: ^bb310, ^bb311
      llvm.br ^bb313
    ^bb313:  // pred: ^bb312
      llvm.store %1621, %738 {alignment = 16 : i64} : f32, !llvm.ptr
      %1622 = llvm.and %1537, %35 : i32
      %1623 = llvm.icmp "ne" %1622, %14 : i32
      llvm.cond_br %1623, ^bb314, ^bb315
    ^bb314:  // pred: ^bb313
      %1624 = llvm.load %739 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb316(%1624 : f32)
    ^bb315:  // pred: ^bb313
      llvm.br ^bb316(%40 : f32)
    ^bb316(%1625: f32):  // 2 preds: ^bb314, ^bb315
      llvm.br ^bb317
    ^bb317:  // pred: ^bb316
      llvm.store %1625, %739 {alignment = 4 : i64} : f32, !llvm.ptr
      %1626 = llvm.and %1537, %50 : i32
      %1627 = llvm.icmp "ne" %1626, %14 : i32
      llvm.cond_br %1627, ^bb318, ^bb319
    ^bb318:  // pred: ^bb317
      %1628 = llvm.load %740 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb320(%1628 : f32)
    ^bb319:  // pred: ^bb317
      llvm.br ^bb320(%40 : f32)
    ^bb320(%1629: f32):  // 2 preds: ^bb318, ^bb319
      llvm.br ^bb321
    ^bb321:  // pred: ^bb320
      llvm.store %1629, %740 {alignment = 8 : i64} : f32, !llvm.ptr
      %1630 = llvm.and %1537, %51 : i32
      %1631 = llvm.icmp "ne" %1630, %14 : i32
      llvm.cond_br %1631, ^bb322, ^bb323
    ^bb322:  // pred: ^bb321
      %1632 = llvm.load %741 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb324(%1632 : f32)
    ^bb323:  // pred: ^bb321
      llvm.br ^bb324(%40 : f32)
    ^bb324(%1633: f32):  // 2 preds: ^bb322, ^bb323
      llvm.br ^bb325
    ^bb325:  // pred: ^bb324
      llvm.store %1633, %741 {alignment = 4 : i64} : f32, !llvm.ptr
      %1634 = llvm.and %1537, %52 : i32
      %1635 = llvm.icmp "ne" %1634, %14 : i32
      llvm.cond_br %1635, ^bb326, ^bb327
    ^bb326:  // pred: ^bb325
      %1636 = llvm.load %742 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb328(%1636 : f32)
    ^bb327:  // pred: ^bb325
      llvm.br ^bb328(%40 : f32)
    ^bb328(%1637: f32):  // 2 preds: ^bb326, ^bb327
      llvm.br ^bb329
    ^bb329:  // pred: ^bb328
      llvm.store %1637, %742 {alignment = 32 : i64} : f32, !llvm.ptr
      %1638 = llvm.and %1537, %53 : i32
      %1639 = llvm.icmp "ne" %1638, %14 : i32
      llvm.cond_br %1639, ^bb330, ^bb331
    ^bb330:  // pred: ^bb329
      %1640 = llvm.load %743 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb332(%1640 : f32)
    ^bb331:  // pred: ^bb329
      llvm.br ^bb332(%40 : f32)
    ^bb332(%1641: f32):  // 2 preds: ^bb330, ^bb331
      llvm.br ^bb333
    ^bb333:  // pred: ^bb332
      llvm.store %1641, %743 {alignment = 4 : i64} : f32, !llvm.ptr
      %1642 = llvm.and %1537, %54 : i32
      %1643 = llvm.icmp "ne" %1642, %14 : i32
      llvm.cond_br %1643, ^bb334, ^bb335
    ^bb334:  // pred: ^bb333
      %1644 = llvm.load %744 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb336(%1644 : f32)
    ^bb335:  // pred: ^bb333
      llvm.br ^bb336(%40 : f32)
    ^bb336(%1645: f32):  // 2 preds: ^bb334, ^bb335
      llvm.br ^bb337
    ^bb337:  // pred: ^bb336
      llvm.store %1645, %744 {alignment = 8 : i64} : f32, !llvm.ptr
      %1646 = llvm.and %1537, %55 : i32
      %1647 = llvm.icmp "ne" %1646, %14 : i32
      llvm.cond_br %1647, ^bb338, ^bb339
    ^bb338:  // pred: ^bb337
      %1648 = llvm.load %745 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb340(%1648 : f32)
    ^bb339:  // pred: ^bb337
      llvm.br ^bb340(%40 : f32)
    ^bb340(%1649: f32):  // 2 preds: ^bb338, ^bb339
      llvm.br ^bb341
    ^bb341:  // pred: ^bb340
      llvm.store %1649, %745 {alignment = 4 : i64} : f32, !llvm.ptr
      %1650 = llvm.and %1537, %56 : i32
      %1651 = llvm.icmp "ne" %1650, %14 : i32
      llvm.cond_br %1651, ^bb342, ^bb343
    ^bb342:  // pred: ^bb341
      %1652 = llvm.load %746 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb344(%1652 : f32)
    ^bb343:  // pred: ^bb341
      llvm.br ^bb344(%40 : f32)
    ^bb344(%1653: f32):  // 2 preds: ^bb342, ^bb343
      llvm.br ^bb345
    ^bb345:  // pred: ^bb344
      llvm.store %1653, %746 {alignment = 16 : i64} : f32, !llvm.ptr
      %1654 = llvm.and %1537, %57 : i32
      %1655 = llvm.icmp "ne" %1654, %14 : i32
      llvm.cond_br %1655, ^bb346, ^bb347
    ^bb346:  // pred: ^bb345
      %1656 = llvm.load %747 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb348(%1656 : f32)
    ^bb347:  // pred: ^bb345
      llvm.br ^bb348(%40 : f32)
    ^bb348(%1657: f32):  // 2 preds: ^bb346, ^bb347
      llvm.br ^bb349
    ^bb349:  // pred: ^bb348
      llvm.store %1657, %747 {alignment = 4 : i64} : f32, !llvm.ptr
      %1658 = llvm.and %1537, %58 : i32
      %1659 = llvm.icmp "ne" %1658, %14 : i32
      llvm.cond_br %1659, ^bb350, ^bb351
    ^bb350:  // pred: ^bb349
      %1660 = llvm.load %748 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb352(%1660 : f32)
    ^bb351:  // pred: ^bb349
      llvm.br ^bb352(%40 : f32)
    ^bb352(%1661: f32):  // 2 preds: ^bb350, ^bb351
      llvm.br ^bb353
    ^bb353:  // pred: ^bb352
      llvm.store %1661, %748 {alignment = 8 : i64} : f32, !llvm.ptr
      %1662 = llvm.and %1537, %59 : i32
      %1663 = llvm.icmp "ne" %1662, %14 : i32
      llvm.cond_br %1663, ^bb354, ^bb355
    ^bb354:  // pred: ^bb353
      %1664 = llvm.load %749 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb356(%1664 : f32)
    ^bb355:  // pred: ^bb353
      llvm.br ^bb356(%40 : f32)
    ^bb356(%1665: f32):  // 2 preds: ^bb354, ^bb355
      llvm.br ^bb357
    ^bb357:  // pred: ^bb356
      llvm.store %1665, %749 {alignment = 4 : i64} : f32, !llvm.ptr
      %1666 = llvm.inline_asm asm_dialect = att "shr.u32 $0, $1, $2;", "=r,r,r" %39, %752 : (i32, i32) -> i32
      %1667 = llvm.and %1666, %78 : i32
      %1668 = llvm.icmp "ne" %1667, %14 : i32
      llvm.cond_br %1668, ^bb358, ^bb359
    ^bb358:  // pred: ^bb357
      %1669 = llvm.load %753 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb360(%1669 : f32)
    ^bb359:  // pred: ^bb357
      llvm.br ^bb360(%40 : f32)
    ^bb360(%1670: f32):  // 2 preds: ^bb358, ^bb359
      llvm.br ^bb361
    ^bb361:  // pred: ^bb360
      llvm.store %1670, %753 {alignment = 32 : i64} : f32, !llvm.ptr
      %1671 = llvm.and %1666, %15 : i32
      %1672 = llvm.icmp "ne" %1671, %14 : i32
      llvm.cond_br %1672, ^bb362, ^bb363
    ^bb362:  // pred: ^bb361
      %1673 = llvm.load %754 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb364(%1673 : f32)
    ^bb363:  // pred: ^bb361
      llvm.br ^bb364(%40 : f32)
    ^bb364(%1674: f32):  // 2 preds: ^bb362, ^bb363
      llvm.br ^bb365
    ^bb365:  // pred: ^bb364
      llvm.store %1674, %754 {alignment = 4 : i64} : f32, !llvm.ptr
      %1675 = llvm.and %1666, %29 : i32
      %1676 = llvm.icmp "ne" %1675, %14 : i32
      llvm.cond_br %1676, ^bb366, ^bb367
    ^bb366:  // pred: ^bb365
      %1677 = llvm.load %755 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb368(%1677 : f32)
    ^bb367:  // pred: ^bb365
      llvm.br ^bb368(%40 : f32)
    ^bb368(%1678: f32):  // 2 preds: ^bb366, ^bb367
      llvm.br ^bb369
    ^bb369:  // pred: ^bb368
      llvm.store %1678, %755 {alignment = 8 : i64} : f32, !llvm.ptr
      %1679 = llvm.and %1666, %18 : i32
      %1680 = llvm.icmp "ne" %1679, %14 : i32
      llvm.cond_br %1680, ^bb370, ^bb371
    ^bb370:  // pred: ^bb369
      %1681 = llvm.load %756 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb372(%1681 : f32)
    ^bb371:  // pred: ^bb369
      llvm.br ^bb372(%40 : f32)
    ^bb372(%1682: f32):  // 2 preds: ^bb370, ^bb371
      llvm.br ^bb373
    ^bb373:  // pred: ^bb372
      llvm.store %1682, %756 {alignment = 4 : i64} : f32, !llvm.ptr
      %1683 = llvm.and %1666, %77 : i32
      %1684 = llvm.icmp "ne" %1683, %14 : i32
      llvm.cond_br %1684, ^bb374, ^bb375
    ^bb374:  // pred: ^bb373
      %1685 = llvm.load %757 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb376(%1685 : f32)
    ^bb375:  // pred: ^bb373
      llvm.br ^bb376(%40 : f32)
    ^bb376(%1686: f32):  // 2 preds: ^bb374, ^bb375
      llvm.br ^bb377
    ^bb377:  // pred: ^bb376
      llvm.store %1686, %757 {alignment = 16 : i64} : f32, !llvm.ptr
      %1687 = llvm.and %1666, %13 : i32
      %1688 = llvm.icmp "ne" %1687, %14 : i32
      llvm.cond_br %1688, ^bb378, ^bb379
    ^bb378:  // pred: ^bb377
      %1689 = llvm.load %758 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb380(%1689 : f32)
    ^bb379:  // pred: ^bb377
      llvm.br ^bb380(%40 : f32)
    ^bb380(%1690: f32):  // 2 preds: ^bb378, ^bb379
      llvm.br ^bb381
    ^bb381:  // pred: ^bb380
      llvm.store %1690, %758 {alignment = 4 : i64} : f32, !llvm.ptr
      %1691 = llvm.and %1666, %75 : i32
      %1692 = llvm.icmp "ne" %1691, %14 : i32
      llvm.cond_br %1692, ^bb382, ^bb383
    ^bb382:  // pred: ^bb381
      %1693 = llvm.load %759 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb384(%1693 : f32)
    ^bb383:  // pred: ^bb381
      llvm.br ^bb384(%40 : f32)
    ^bb384(%1694: f32):  // 2 preds: ^bb382, ^bb383
      llvm.br ^bb385
    ^bb385:  // pred: ^bb384
      llvm.store %1694, %759 {alignment = 8 : i64} : f32, !llvm.ptr
      %1695 = llvm.and %1666, %76 : i32
      %1696 = llvm.icmp "ne" %1695, %14 : i32
      llvm.cond_br %1696, ^bb386, ^bb387
    ^bb386:  // pred: ^bb385
      %1697 = llvm.load %760 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb388(%1697 : f32)
    ^bb387:  // pred: ^bb385
      llvm.br ^bb388(%40 : f32)
    ^bb388(%1698: f32):  // 2 preds: ^bb386, ^bb387
      llvm.br ^bb389
    ^bb389:  // pred: ^bb388
      llvm.store %1698, %760 {alignment = 4 : i64} : f32, !llvm.ptr
      %1699 = llvm.and %1666, %19 : i32
      %1700 = llvm.icmp "ne" %1699, %14 : i32
      llvm.cond_br %1700, ^bb390, ^bb391
    ^bb390:  // pred: ^bb389
      %1701 = llvm.load %761 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb392(%1701 : f32)
    ^bb391:  // pred: ^bb389
      llvm.br ^bb392(%40 : f32)
    ^bb392(%1702: f32):  // 2 preds: ^bb390, ^bb391
      llvm.br ^bb393
    ^bb393:  // pred: ^bb392
      llvm.store %1702, %761 {alignment = 32 : i64} : f32, !llvm.ptr
      %1703 = llvm.and %1666, %17 : i32
      %1704 = llvm.icmp "ne" %1703, %14 : i32
      llvm.cond_br %1704, ^bb394, ^bb395
    ^bb394:  // pred: ^bb393
      %1705 = llvm.load %762 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb396(%1705 : f32)
    ^bb395:  // pred: ^bb393
      llvm.br ^bb396(%40 : f32)
    ^bb396(%1706: f32):  // 2 preds: ^bb394, ^bb395
      llvm.br ^bb397
    ^bb397:  // pred: ^bb396
      llvm.store %1706, %762 {alignment = 4 : i64} : f32, !llvm.ptr
      %1707 = llvm.and %1666, %41 : i32
      %1708 = llvm.icmp "ne" %1707, %14 : i32
      llvm.cond_br %1708, ^bb398, ^bb399
    ^bb398:  // pred: ^bb397
      %1709 = llvm.load %763 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb400(%1709 : f32)
    ^bb399:  // pred: ^bb397
      llvm.br ^bb400(%40 : f32)
    ^bb400(%1710: f32):  // 2 preds: ^bb398, ^bb399
      llvm.br ^bb401
    ^bb401:  // pred: ^bb400
      llvm.store %1710, %763 {alignment = 8 : i64} : f32, !llvm.ptr
      %1711 = llvm.and %1666, %42 : i32
      %1712 = llvm.icmp "ne" %1711, %14 : i32
      llvm.cond_br %1712, ^bb402, ^bb403
    ^bb402:  // pred: ^bb401
      %1713 = llvm.load %764 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb404(%1713 : f32)
    ^bb403:  // pred: ^bb401
      llvm.br ^bb404(%40 : f32)
    ^bb404(%1714: f32):  // 2 preds: ^bb402, ^bb403
      llvm.br ^bb405
    ^bb405:  // pred: ^bb404
      llvm.store %1714, %764 {alignment = 4 : i64} : f32, !llvm.ptr
      %1715 = llvm.and %1666, %43 : i32
      %1716 = llvm.icmp "ne" %1715, %14 : i32
      llvm.cond_br %1716, ^bb406, ^bb407
    ^bb406:  // pred: ^bb405
      %1717 = llvm.load %765 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb408(%1717 : f32)
    ^bb407:  // pred: ^bb405
      llvm.br ^bb408(%40 : f32)
    ^bb408(%1718: f32):  // 2 preds: ^bb406, ^bb407
      llvm.br ^bb409
    ^bb409:  // pred: ^bb408
      llvm.store %1718, %765 {alignment = 16 : i64} : f32, !llvm.ptr
      %1719 = llvm.and %1666, %44 : i32
      %1720 = llvm.icmp "ne" %1719, %14 : i32
      llvm.cond_br %1720, ^bb410, ^bb411
    ^bb410:  // pred: ^bb409
      %1721 = llvm.load %766 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb412(%1721 : f32)
    ^bb411:  // pred: ^bb409
      llvm.br ^bb412(%40 : f32)
    ^bb412(%1722: f32):  // 2 preds: ^bb410, ^bb411
      llvm.br ^bb413
    ^bb413:  // pred: ^bb412
      llvm.store %1722, %766 {alignment = 4 : i64} : f32, !llvm.ptr
      %1723 = llvm.and %1666, %45 : i32
      %1724 = llvm.icmp "ne" %1723, %14 : i32
      llvm.cond_br %1724, ^bb414, ^bb415
    ^bb414:  // pred: ^bb413
      %1725 = llvm.load %767 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb416(%1725 : f32)
    ^bb415:  // pred: ^bb413
      llvm.br ^bb416(%40 : f32)
    ^bb416(%1726: f32):  // 2 preds: ^bb414, ^bb415
      llvm.br ^bb417
    ^bb417:  // pred: ^bb416
      llvm.store %1726, %767 {alignment = 8 : i64} : f32, !llvm.ptr
      %1727 = llvm.and %1666, %24 : i32
      %1728 = llvm.icmp "ne" %1727, %14 : i32
      llvm.cond_br %1728, ^bb418, ^bb419
    ^bb418:  // pred: ^bb417
      %1729 = llvm.load %768 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb420(%1729 : f32)
    ^bb419:  // pred: ^bb417
      llvm.br ^bb420(%40 : f32)
    ^bb420(%1730: f32):  // 2 preds: ^bb418, ^bb419
      llvm.br ^bb421
    ^bb421:  // pred: ^bb420
      llvm.store %1730, %768 {alignment = 4 : i64} : f32, !llvm.ptr
      %1731 = llvm.and %1666, %25 : i32
      %1732 = llvm.icmp "ne" %1731, %14 : i32
      llvm.cond_br %1732, ^bb422, ^bb423
    ^bb422:  // pred: ^bb421
      %1733 = llvm.load %769 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb424(%1733 : f32)
    ^bb423:  // pred: ^bb421
      llvm.br ^bb424(%40 : f32)
    ^bb424(%1734: f32):  // 2 preds: ^bb422, ^bb423
      llvm.br ^bb425
    ^bb425:  // pred: ^bb424
      llvm.store %1734, %769 {alignment = 32 : i64} : f32, !llvm.ptr
      %1735 = llvm.and %1666, %46 : i32
      %1736 = llvm.icmp "ne" %1735, %14 : i32
      llvm.cond_br %1736, ^bb426, ^bb427
    ^bb426:  // pred: ^bb425
      %1737 = llvm.load %770 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb428(%1737 : f32)
    ^bb427:  // pred: ^bb425
      llvm.br ^bb428(%40 : f32)
    ^bb428(%1738: f32):  // 2 preds: ^bb426, ^bb427
      llvm.br ^bb429
    ^bb429:  // pred: ^bb428
      llvm.store %1738, %770 {alignment = 4 : i64} : f32, !llvm.ptr
      %1739 = llvm.and %1666, %47 : i32
      %1740 = llvm.icmp "ne" %1739, %14 : i32
      llvm.cond_br %1740, ^bb430, ^bb431
    ^bb430:  // pred: ^bb429
      %1741 = llvm.load %771 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb432(%1741 : f32)
    ^bb431:  // pred: ^bb429
      llvm.br ^bb432(%40 : f32)
    ^bb432(%1742: f32):  // 2 preds: ^bb430, ^bb431
      llvm.br ^bb433
    ^bb433:  // pred: ^bb432
      llvm.store %1742, %771 {alignment = 8 : i64} : f32, !llvm.ptr
      %1743 = llvm.and %1666, %48 : i32
      %1744 = llvm.icmp "ne" %1743, %14 : i32
      llvm.cond_br %1744, ^bb434, ^bb435
    ^bb434:  // pred: ^bb433
      %1745 = llvm.load %772 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb436(%1745 : f32)
    ^bb435:  // pred: ^bb433
      llvm.br ^bb436(%40 : f32)
    ^bb436(%1746: f32):  // 2 preds: ^bb434, ^bb435
      llvm.br ^bb437
    ^bb437:  // pred: ^bb436
      llvm.store %1746, %772 {alignment = 4 : i64} : f32, !llvm.ptr
      %1747 = llvm.and %1666, %49 : i32
      %1748 = llvm.icmp "ne" %1747, %14 : i32
      llvm.cond_br %1748, ^bb438, ^bb439
    ^bb438:  // pred: ^bb437
      %1749 = llvm.load %773 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb440(%1749 : f32)
    ^bb439:  // pred: ^bb437
      llvm.br ^bb440(%40 : f32)
    ^bb440(%1750: f32):  // 2 preds: ^bb438, ^bb439
      llvm.br ^bb441
    ^bb441:  // pred: ^bb440
      llvm.store %1750, %773 {alignment = 16 : i64} : f32, !llvm.ptr
      %1751 = llvm.and %1666, %35 : i32
      %1752 = llvm.icmp "ne" %1751, %14 : i32
      llvm.cond_br %1752, ^bb442, ^bb443
    ^bb442:  // pred: ^bb441
      %1753 = llvm.load %774 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb444(%1753 : f32)
    ^bb443:  // pred: ^bb441
      llvm.br ^bb444(%40 : f32)
    ^bb444(%1754: f32):  // 2 preds: ^bb442, ^bb443
      llvm.br ^bb445
    ^bb445:  // pred: ^bb444
      llvm.store %1754, %774 {alignment = 4 : i64} : f32, !llvm.ptr
      %1755 = llvm.and %1666, %50 : i32
      %1756 = llvm.icmp "ne" %1755, %14 : i32
      llvm.cond_br %1756, ^bb446, ^bb447
    ^bb446:  // pred: ^bb445
      %1757 = llvm.load %775 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb448(%1757 : f32)
    ^bb447:  // pred: ^bb445
      llvm.br ^bb448(%40 : f32)
    ^bb448(%1758: f32):  // 2 preds: ^bb446, ^bb447
      llvm.br ^bb449
    ^bb449:  // pred: ^bb448
      llvm.store %1758, %775 {alignment = 8 : i64} : f32, !llvm.ptr
      %1759 = llvm.and %1666, %51 : i32
      %1760 = llvm.icmp "ne" %1759, %14 : i32
      llvm.cond_br %1760, ^bb450, ^bb451
    ^bb450:  // pred: ^bb449
      %1761 = llvm.load %776 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb452(%1761 : f32)
    ^bb451:  // pred: ^bb449
      llvm.br ^bb452(%40 : f32)
    ^bb452(%1762: f32):  // 2 preds: ^bb450, ^bb451
      llvm.br ^bb453
    ^bb453:  // pred: ^bb452
      llvm.store %1762, %776 {alignment = 4 : i64} : f32, !llvm.ptr
      %1763 = llvm.and %1666, %52 : i32
      %1764 = llvm.icmp "ne" %1763, %14 : i32
      llvm.cond_br %1764, ^bb454, ^bb455
    ^bb454:  // pred: ^bb453
      %1765 = llvm.load %777 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb456(%1765 : f32)
    ^bb455:  // pred: ^bb453
      llvm.br ^bb456(%40 : f32)
    ^bb456(%1766: f32):  // 2 preds: ^bb454, ^bb455
      llvm.br ^bb457
    ^bb457:  // pred: ^bb456
      llvm.store %1766, %777 {alignment = 32 : i64} : f32, !llvm.ptr
      %1767 = llvm.and %1666, %53 : i32
      %1768 = llvm.icmp "ne" %1767, %14 : i32
      llvm.cond_br %1768, ^bb458, ^bb459
    ^bb458:  // pred: ^bb457
      %1769 = llvm.load %778 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb460(%1769 : f32)
    ^bb459:  // pred: ^bb457
      llvm.br ^bb460(%40 : f32)
    ^bb460(%1770: f32):  // 2 preds: ^bb458, ^bb459
      llvm.br ^bb461
    ^bb461:  // pred: ^bb460
      llvm.store %1770, %778 {alignment = 4 : i64} : f32, !llvm.ptr
      %1771 = llvm.and %1666, %54 : i32
      %1772 = llvm.icmp "ne" %1771, %14 : i32
      llvm.cond_br %1772, ^bb462, ^bb463
    ^bb462:  // pred: ^bb461
      %1773 = llvm.load %779 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb464(%1773 : f32)
    ^bb463:  // pred: ^bb461
      llvm.br ^bb464(%40 : f32)
    ^bb464(%1774: f32):  // 2 preds: ^bb462, ^bb463
      llvm.br ^bb465
    ^bb465:  // pred: ^bb464
      llvm.store %1774, %779 {alignment = 8 : i64} : f32, !llvm.ptr
      %1775 = llvm.and %1666, %55 : i32
      %1776 = llvm.icmp "ne" %1775, %14 : i32
      llvm.cond_br %1776, ^bb466, ^bb467
    ^bb466:  // pred: ^bb465
      %1777 = llvm.load %780 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb468(%1777 : f32)
    ^bb467:  // pred: ^bb465
      llvm.br ^bb468(%40 : f32)
    ^bb468(%1778: f32):  // 2 preds: ^bb466, ^bb467
      llvm.br ^bb469
    ^bb469:  // pred: ^bb468
      llvm.store %1778, %780 {alignment = 4 : i64} : f32, !llvm.ptr
      %1779 = llvm.and %1666, %56 : i32
      %1780 = llvm.icmp "ne" %1779, %14 : i32
      llvm.cond_br %1780, ^bb470, ^bb471
    ^bb470:  // pred: ^bb469
      %1781 = llvm.load %781 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb472(%1781 : f32)
    ^bb471:  // pred: ^bb469
      llvm.br ^bb472(%40 : f32)
    ^bb472(%1782: f32):  // 2 preds: ^bb470, ^bb471
      llvm.br ^bb473
    ^bb473:  // pred: ^bb472
      llvm.store %1782, %781 {alignment = 16 : i64} : f32, !llvm.ptr
      %1783 = llvm.and %1666, %57 : i32
      %1784 = llvm.icmp "ne" %1783, %14 : i32
      llvm.cond_br %1784, ^bb474, ^bb475
    ^bb474:  // pred: ^bb473
      %1785 = llvm.load %782 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb476(%1785 : f32)
    ^bb475:  // pred: ^bb473
      llvm.br ^bb476(%40 : f32)
    ^bb476(%1786: f32):  // 2 preds: ^bb474, ^bb475
      llvm.br ^bb477
    ^bb477:  // pred: ^bb476
      llvm.store %1786, %782 {alignment = 4 : i64} : f32, !llvm.ptr
      %1787 = llvm.and %1666, %58 : i32
      %1788 = llvm.icmp "ne" %1787, %14 : i32
      llvm.cond_br %1788, ^bb478, ^bb479
    ^bb478:  // pred: ^bb477
      %1789 = llvm.load %783 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb480(%1789 : f32)
    ^bb479:  // pred: ^bb477
      llvm.br ^bb480(%40 : f32)
    ^bb480(%1790: f32):  // 2 preds: ^bb478, ^bb479
      llvm.br ^bb481
    ^bb481:  // pred: ^bb480
      llvm.store %1790, %783 {alignment = 8 : i64} : f32, !llvm.ptr
      %1791 = llvm.and %1666, %59 : i32
      %1792 = llvm.icmp "ne" %1791, %14 : i32
      llvm.cond_br %1792, ^bb482, ^bb483
    ^bb482:  // pred: ^bb481
      %1793 = llvm.load %784 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb484(%1793 : f32)
    ^bb483:  // pred: ^bb481
      llvm.br ^bb484(%40 : f32)
    ^bb484(%1794: f32):  // 2 preds: ^bb482, ^bb483
      llvm.br ^bb485
    ^bb485:  // pred: ^bb484
      llvm.store %1794, %784 {alignment = 4 : i64} : f32, !llvm.ptr
      %1795 = llvm.inline_asm asm_dialect = att "shr.u32 $0, $1, $2;", "=r,r,r" %39, %787 : (i32, i32) -> i32
      %1796 = llvm.and %1795, %78 : i32
      %1797 = llvm.icmp "ne" %1796, %14 : i32
      llvm.cond_br %1797, ^bb486, ^bb487
    ^bb486:  // pred: ^bb485
      %1798 = llvm.load %788 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb488(%1798 : f32)
    ^bb487:  // pred: ^bb485
      llvm.br ^bb488(%40 : f32)
    ^bb488(%1799: f32):  // 2 preds: ^bb486, ^bb487
      llvm.br ^bb489
    ^bb489:  // pred: ^bb488
      llvm.store %1799, %788 {alignment = 32 : i64} : f32, !llvm.ptr
      %1800 = llvm.and %1795, %15 : i32
      %1801 = llvm.icmp "ne" %1800, %14 : i32
      llvm.cond_br %1801, ^bb490, ^bb491
    ^bb490:  // pred: ^bb489
      %1802 = llvm.load %789 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb492(%1802 : f32)
    ^bb491:  // pred: ^bb489
      llvm.br ^bb492(%40 : f32)
    ^bb492(%1803: f32):  // 2 preds: ^bb490, ^bb491
      llvm.br ^bb493
    ^bb493:  // pred: ^bb492
      llvm.store %1803, %789 {alignment = 4 : i64} : f32, !llvm.ptr
      %1804 = llvm.and %1795, %29 : i32
      %1805 = llvm.icmp "ne" %1804, %14 : i32
      llvm.cond_br %1805, ^bb494, ^bb495
    ^bb494:  // pred: ^bb493
      %1806 = llvm.load %790 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb496(%1806 : f32)
    ^bb495:  // pred: ^bb493
      llvm.br ^bb496(%40 : f32)
    ^bb496(%1807: f32):  // 2 preds: ^bb494, ^bb495
      llvm.br ^bb497
    ^bb497:  // pred: ^bb496
      llvm.store %1807, %790 {alignment = 8 : i64} : f32, !llvm.ptr
      %1808 = llvm.and %1795, %18 : i32
      %1809 = llvm.icmp "ne" %1808, %14 : i32
      llvm.cond_br %1809, ^bb498, ^bb499
    ^bb498:  // pred: ^bb497
      %1810 = llvm.load %791 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb500(%1810 : f32)
    ^bb499:  // pred: ^bb497
      llvm.br ^bb500(%40 : f32)
    ^bb500(%1811: f32):  // 2 preds: ^bb498, ^bb499
      llvm.br ^bb501
    ^bb501:  // pred: ^bb500
      llvm.store %1811, %791 {alignment = 4 : i64} : f32, !llvm.ptr
      %1812 = llvm.and %1795, %77 : i32
      %1813 = llvm.icmp "ne" %1812, %14 : i32
      llvm.cond_br %1813, ^bb502, ^bb503
    ^bb502:  // pred: ^bb501
      %1814 = llvm.load %792 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb504(%1814 : f32)
    ^bb503:  // pred: ^bb501
      llvm.br ^bb504(%40 : f32)
    ^bb504(%1815: f32):  // 2 preds: ^bb502, ^bb503
      llvm.br ^bb505
    ^bb505:  // pred: ^bb504
      llvm.store %1815, %792 {alignment = 16 : i64} : f32, !llvm.ptr
      %1816 = llvm.and %1795, %13 : i32
      %1817 = llvm.icmp "ne" %1816, %14 : i32
      llvm.cond_br %1817, ^bb506, ^bb507
    ^bb506:  // pred: ^bb505
      %1818 = llvm.load %793 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb508(%1818 : f32)
    ^bb507:  // pred: ^bb505
      llvm.br ^bb508(%40 : f32)
    ^bb508(%1819: f32):  // 2 preds: ^bb506, ^bb507
      llvm.br ^bb509
    ^bb509:  // pred: ^bb508
      llvm.store %1819, %793 {alignment = 4 : i64} : f32, !llvm.ptr
      %1820 = llvm.and %1795, %75 : i32
      %1821 = llvm.icmp "ne" %1820, %14 : i32
      llvm.cond_br %1821, ^bb510, ^bb511
    ^bb510:  // pred: ^bb509
      %1822 = llvm.load %794 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb512(%1822 : f32)
    ^bb511:  // pred: ^bb509
      llvm.br ^bb512(%40 : f32)
    ^bb512(%1823: f32):  // 2 preds: ^bb510, ^bb511
      llvm.br ^bb513
    ^bb513:  // pred: ^bb512
      llvm.store %1823, %794 {alignment = 8 : i64} : f32, !llvm.ptr
      %1824 = llvm.and %1795, %76 : i32
      %1825 = llvm.icmp "ne" %1824, %14 : i32
      llvm.cond_br %1825, ^bb514, ^bb515
    ^bb514:  // pred: ^bb513
      %1826 = llvm.load %795 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb516(%1826 : f32)
    ^bb515:  // pred: ^bb513
      llvm.br ^bb516(%40 : f32)
    ^bb516(%1827: f32):  // 2 preds: ^bb514, ^bb515
      llvm.br ^bb517
    ^bb517:  // pred: ^bb516
      llvm.store %1827, %795 {alignment = 4 : i64} : f32, !llvm.ptr
      %1828 = llvm.and %1795, %19 : i32
      %1829 = llvm.icmp "ne" %1828, %14 : i32
      llvm.cond_br %1829, ^bb518, ^bb519
    ^bb518:  // pred: ^bb517
      %1830 = llvm.load %796 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb520(%1830 : f32)
    ^bb519:  // pred: ^bb517
      llvm.br ^bb520(%40 : f32)
    ^bb520(%1831: f32):  // 2 preds: ^bb518, ^bb519
      llvm.br ^bb521
    ^bb521:  // pred: ^bb520
      llvm.store %1831, %796 {alignment = 32 : i64} : f32, !llvm.ptr
      %1832 = llvm.and %1795, %17 : i32
      %1833 = llvm.icmp "ne" %1832, %14 : i32
      llvm.cond_br %1833, ^bb522, ^bb523
    ^bb522:  // pred: ^bb521
      %1834 = llvm.load %797 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb524(%1834 : f32)
    ^bb523:  // pred: ^bb521
      llvm.br ^bb524(%40 : f32)
    ^bb524(%1835: f32):  // 2 preds: ^bb522, ^bb523
      llvm.br ^bb525
    ^bb525:  // pred: ^bb524
      llvm.store %1835, %797 {alignment = 4 : i64} : f32, !llvm.ptr
      %1836 = llvm.and %1795, %41 : i32
      %1837 = llvm.icmp "ne" %1836, %14 : i32
      llvm.cond_br %1837, ^bb526, ^bb527
    ^bb526:  // pred: ^bb525
      %1838 = llvm.load %798 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb528(%1838 : f32)
    ^bb527:  // pred: ^bb525
      llvm.br ^bb528(%40 : f32)
    ^bb528(%1839: f32):  // 2 preds: ^bb526, ^bb527
      llvm.br ^bb529
    ^bb529:  // pred: ^bb528
      llvm.store %1839, %798 {alignment = 8 : i64} : f32, !llvm.ptr
      %1840 = llvm.and %1795, %42 : i32
      %1841 = llvm.icmp "ne" %1840, %14 : i32
      llvm.cond_br %1841, ^bb530, ^bb531
    ^bb530:  // pred: ^bb529
      %1842 = llvm.load %799 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb532(%1842 : f32)
    ^bb531:  // pred: ^bb529
      llvm.br ^bb532(%40 : f32)
    ^bb532(%1843: f32):  // 2 preds: ^bb530, ^bb531
      llvm.br ^bb533
    ^bb533:  // pred: ^bb532
      llvm.store %1843, %799 {alignment = 4 : i64} : f32, !llvm.ptr
      %1844 = llvm.and %1795, %43 : i32
      %1845 = llvm.icmp "ne" %1844, %14 : i32
      llvm.cond_br %1845, ^bb534, ^bb535
    ^bb534:  // pred: ^bb533
      %1846 = llvm.load %800 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb536(%1846 : f32)
    ^bb535:  // pred: ^bb533
      llvm.br ^bb536(%40 : f32)
    ^bb536(%1847: f32):  // 2 preds: ^bb534, ^bb535
      llvm.br ^bb537
    ^bb537:  // pred: ^bb536
      llvm.store %1847, %800 {alignment = 16 : i64} : f32, !llvm.ptr
      %1848 = llvm.and %1795, %44 : i32
      %1849 = llvm.icmp "ne" %1848, %14 : i32
      llvm.cond_br %1849, ^bb538, ^bb539
    ^bb538:  // pred: ^bb537
      %1850 = llvm.load %801 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb540(%1850 : f32)
    ^bb539:  // pred: ^bb537
      llvm.br ^bb540(%40 : f32)
    ^bb540(%1851: f32):  // 2 preds: ^bb538, ^bb539
      llvm.br ^bb541
    ^bb541:  // pred: ^bb540
      llvm.store %1851, %801 {alignment = 4 : i64} : f32, !llvm.ptr
      %1852 = llvm.and %1795, %45 : i32
      %1853 = llvm.icmp "ne" %1852, %14 : i32
      llvm.cond_br %1853, ^bb542, ^bb543
    ^bb542:  // pred: ^bb541
      %1854 = llvm.load %802 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb544(%1854 : f32)
    ^bb543:  // pred: ^bb541
      llvm.br ^bb544(%40 : f32)
    ^bb544(%1855: f32):  // 2 preds: ^bb542, ^bb543
      llvm.br ^bb545
    ^bb545:  // pred: ^bb544
      llvm.store %1855, %802 {alignment = 8 : i64} : f32, !llvm.ptr
      %1856 = llvm.and %1795, %24 : i32
      %1857 = llvm.icmp "ne" %1856, %14 : i32
      llvm.cond_br %1857, ^bb546, ^bb547
    ^bb546:  // pred: ^bb545
      %1858 = llvm.load %803 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb548(%1858 : f32)
    ^bb547:  // pred: ^bb545
      llvm.br ^bb548(%40 : f32)
    ^bb548(%1859: f32):  // 2 preds: ^bb546, ^bb547
      llvm.br ^bb549
    ^bb549:  // pred: ^bb548
      llvm.store %1859, %803 {alignment = 4 : i64} : f32, !llvm.ptr
      %1860 = llvm.and %1795, %25 : i32
      %1861 = llvm.icmp "ne" %1860, %14 : i32
      llvm.cond_br %1861, ^bb550, ^bb551
    ^bb550:  // pred: ^bb549
      %1862 = llvm.load %804 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb552(%1862 : f32)
    ^bb551:  // pred: ^bb549
      llvm.br ^bb552(%40 : f32)
    ^bb552(%1863: f32):  // 2 preds: ^bb550, ^bb551
      llvm.br ^bb553
    ^bb553:  // pred: ^bb552
      llvm.store %1863, %804 {alignment = 32 : i64} : f32, !llvm.ptr
      %1864 = llvm.and %1795, %46 : i32
      %1865 = llvm.icmp "ne" %1864, %14 : i32
      llvm.cond_br %1865, ^bb554, ^bb555
    ^bb554:  // pred: ^bb553
      %1866 = llvm.load %805 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb556(%1866 : f32)
    ^bb555:  // pred: ^bb553
      llvm.br ^bb556(%40 : f32)
    ^bb556(%1867: f32):  // 2 preds: ^bb554, ^bb555
      llvm.br ^bb557
    ^bb557:  // pred: ^bb556
      llvm.store %1867, %805 {alignment = 4 : i64} : f32, !llvm.ptr
      %1868 = llvm.and %1795, %47 : i32
      %1869 = llvm.icmp "ne" %1868, %14 : i32
      llvm.cond_br %1869, ^bb558, ^bb559
    ^bb558:  // pred: ^bb557
      %1870 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb560(%1870 : f32)
    ^bb559:  // pred: ^bb557
      llvm.br ^bb560(%40 : f32)
    ^bb560(%1871: f32):  // 2 preds: ^bb558, ^bb559
      llvm.br ^bb561
    ^bb561:  // pred: ^bb560
      llvm.store %1871, %806 {alignment = 8 : i64} : f32, !llvm.ptr
      %1872 = llvm.and %1795, %48 : i32
      %1873 = llvm.icmp "ne" %1872, %14 : i32
      llvm.cond_br %1873, ^bb562, ^bb563
    ^bb562:  // pred: ^bb561
      %1874 = llvm.load %807 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb564(%1874 : f32)
    ^bb563:  // pred: ^bb561
      llvm.br ^bb564(%40 : f32)
    ^bb564(%1875: f32):  // 2 preds: ^bb562, ^bb563
      llvm.br ^bb565
    ^bb565:  // pred: ^bb564
      llvm.store %1875, %807 {alignment = 4 : i64} : f32, !llvm.ptr
      %1876 = llvm.and %1795, %49 : i32
      %1877 = llvm.icmp "ne" %1876, %14 : i32
      llvm.cond_br %1877, ^bb566, ^bb567
    ^bb566:  // pred: ^bb565
      %1878 = llvm.load %808 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb568(%1878 : f32)
    ^bb567:  // pred: ^bb565
      llvm.br ^bb568(%40 : f32)
    ^bb568(%1879: f32):  // 2 preds: ^bb566, ^bb567
      llvm.br ^bb569
    ^bb569:  // pred: ^bb568
      llvm.store %1879, %808 {alignment = 16 : i64} : f32, !llvm.ptr
      %1880 = llvm.and %1795, %35 : i32
      %1881 = llvm.icmp "ne" %1880, %14 : i32
      llvm.cond_br %1881, ^bb570, ^bb571
    ^bb570:  // pred: ^bb569
      %1882 = llvm.load %809 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb572(%1882 : f32)
    ^bb571:  // pred: ^bb569
      llvm.br ^bb572(%40 : f32)
    ^bb572(%1883: f32):  // 2 preds: ^bb570, ^bb571
      llvm.br ^bb573
    ^bb573:  // pred: ^bb572
      llvm.store %1883, %809 {alignment = 4 : i64} : f32, !llvm.ptr
      %1884 = llvm.and %1795, %50 : i32
      %1885 = llvm.icmp "ne" %1884, %14 : i32
      llvm.cond_br %1885, ^bb574, ^bb575
    ^bb574:  // pred: ^bb573
      %1886 = llvm.load %810 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb576(%1886 : f32)
    ^bb575:  // pred: ^bb573
      llvm.br ^bb576(%40 : f32)
    ^bb576(%1887: f32):  // 2 preds: ^bb574, ^bb575
      llvm.br ^bb577
    ^bb577:  // pred: ^bb576
      llvm.store %1887, %810 {alignment = 8 : i64} : f32, !llvm.ptr
      %1888 = llvm.and %1795, %51 : i32
      %1889 = llvm.icmp "ne" %1888, %14 : i32
      llvm.cond_br %1889, ^bb578, ^bb579
    ^bb578:  // pred: ^bb577
      %1890 = llvm.load %811 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb580(%1890 : f32)
    ^bb579:  // pred: ^bb577
      llvm.br ^bb580(%40 : f32)
    ^bb580(%1891: f32):  // 2 preds: ^bb578, ^bb579
      llvm.br ^bb581
    ^bb581:  // pred: ^bb580
      llvm.store %1891, %811 {alignment = 4 : i64} : f32, !llvm.ptr
      %1892 = llvm.and %1795, %52 : i32
      %1893 = llvm.icmp "ne" %1892, %14 : i32
      llvm.cond_br %1893, ^bb582, ^bb583
    ^bb582:  // pred: ^bb581
      %1894 = llvm.load %812 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb584(%1894 : f32)
    ^bb583:  // pred: ^bb581
      llvm.br ^bb584(%40 : f32)
    ^bb584(%1895: f32):  // 2 preds: ^bb582, ^bb583
      llvm.br ^bb585
    ^bb585:  // pred: ^bb584
      llvm.store %1895, %812 {alignment = 32 : i64} : f32, !llvm.ptr
      %1896 = llvm.and %1795, %53 : i32
      %1897 = llvm.icmp "ne" %1896, %14 : i32
      llvm.cond_br %1897, ^bb586, ^bb587
    ^bb586:  // pred: ^bb585
      %1898 = llvm.load %813 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb588(%1898 : f32)
    ^bb587:  // pred: ^bb585
      llvm.br ^bb588(%40 : f32)
    ^bb588(%1899: f32):  // 2 preds: ^bb586, ^bb587
      llvm.br ^bb589
    ^bb589:  // pred: ^bb588
      llvm.store %1899, %813 {alignment = 4 : i64} : f32, !llvm.ptr
      %1900 = llvm.and %1795, %54 : i32
      %1901 = llvm.icmp "ne" %1900, %14 : i32
      llvm.cond_br %1901, ^bb590, ^bb591
    ^bb590:  // pred: ^bb589
      %1902 = llvm.load %814 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb592(%1902 : f32)
    ^bb591:  // pred: ^bb589
      llvm.br ^bb592(%40 : f32)
    ^bb592(%1903: f32):  // 2 preds: ^bb590, ^bb591
      llvm.br ^bb593
    ^bb593:  // pred: ^bb592
      llvm.store %1903, %814 {alignment = 8 : i64} : f32, !llvm.ptr
      %1904 = llvm.and %1795, %55 : i32
      %1905 = llvm.icmp "ne" %1904, %14 : i32
      llvm.cond_br %1905, ^bb594, ^bb595
    ^bb594:  // pred: ^bb593
      %1906 = llvm.load %815 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb596(%1906 : f32)
    ^bb595:  // pred: ^bb593
      llvm.br ^bb596(%40 : f32)
    ^bb596(%1907: f32):  // 2 preds: ^bb594, ^bb595
      llvm.br ^bb597
    ^bb597:  // pred: ^bb596
      llvm.store %1907, %815 {alignment = 4 : i64} : f32, !llvm.ptr
      %1908 = llvm.and %1795, %56 : i32
      %1909 = llvm.icmp "ne" %1908, %14 : i32
      llvm.cond_br %1909, ^bb598, ^bb599
    ^bb598:  // pred: ^bb597
      %1910 = llvm.load %816 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb600(%1910 : f32)
    ^bb599:  // pred: ^bb597
      llvm.br ^bb600(%40 : f32)
    ^bb600(%1911: f32):  // 2 preds: ^bb598, ^bb599
      llvm.br ^bb601
    ^bb601:  // pred: ^bb600
      llvm.store %1911, %816 {alignment = 16 : i64} : f32, !llvm.ptr
      %1912 = llvm.and %1795, %57 : i32
      %1913 = llvm.icmp "ne" %1912, %14 : i32
      llvm.cond_br %1913, ^bb602, ^bb603
    ^bb602:  // pred: ^bb601
      %1914 = llvm.load %817 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb604(%1914 : f32)
    ^bb603:  // pred: ^bb601
      llvm.br ^bb604(%40 : f32)
    ^bb604(%1915: f32):  // 2 preds: ^bb602, ^bb603
      llvm.br ^bb605
    ^bb605:  // pred: ^bb604
      llvm.store %1915, %817 {alignment = 4 : i64} : f32, !llvm.ptr
      %1916 = llvm.and %1795, %58 : i32
      %1917 = llvm.icmp "ne" %1916, %14 : i32
      llvm.cond_br %1917, ^bb606, ^bb607
    ^bb606:  // pred: ^bb605
      %1918 = llvm.load %818 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb608(%1918 : f32)
    ^bb607:  // pred: ^bb605
      llvm.br ^bb608(%40 : f32)
    ^bb608(%1919: f32):  // 2 preds: ^bb606, ^bb607
      llvm.br ^bb609
    ^bb609:  // pred: ^bb608
      llvm.store %1919, %818 {alignment = 8 : i64} : f32, !llvm.ptr
      %1920 = llvm.and %1795, %59 : i32
      %1921 = llvm.icmp "ne" %1920, %14 : i32
      llvm.cond_br %1921, ^bb610, ^bb611
    ^bb610:  // pred: ^bb609
      %1922 = llvm.load %819 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb612(%1922 : f32)
    ^bb611:  // pred: ^bb609
      llvm.br ^bb612(%40 : f32)
    ^bb612(%1923: f32):  // 2 preds: ^bb610, ^bb611
      llvm.br ^bb613
    ^bb613:  // pred: ^bb612
      llvm.store %1923, %819 {alignment = 4 : i64} : f32, !llvm.ptr
      %1924 = llvm.inline_asm asm_dialect = att "shr.u32 $0, $1, $2;", "=r,r,r" %39, %822 : (i32, i32) -> i32
      %1925 = llvm.and %1924, %78 : i32
      %1926 = llvm.icmp "ne" %1925, %14 : i32
      llvm.cond_br %1926, ^bb614, ^bb615
    ^bb614:  // pred: ^bb613
      %1927 = llvm.load %823 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb616(%1927 : f32)
    ^bb615:  // pred: ^bb613
      llvm.br ^bb616(%40 : f32)
    ^bb616(%1928: f32):  // 2 preds: ^bb614, ^bb615
      llvm.br ^bb617
    ^bb617:  // pred: ^bb616
      llvm.store %1928, %823 {alignment = 32 : i64} : f32, !llvm.ptr
      %1929 = llvm.and %1924, %15 : i32
      %1930 = llvm.icmp "ne" %1929, %14 : i32
      llvm.cond_br %1930, ^bb618, ^bb619
    ^bb618:  // pred: ^bb617
      %1931 = llvm.load %824 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb620(%1931 : f32)
    ^bb619:  // pred: ^bb617
      llvm.br ^bb620(%40 : f32)
    ^bb620(%1932: f32):  // 2 preds: ^bb618, ^bb619
      llvm.br ^bb621
    ^bb621:  // pred: ^bb620
      llvm.store %1932, %824 {alignment = 4 : i64} : f32, !llvm.ptr
      %1933 = llvm.and %1924, %29 : i32
      %1934 = llvm.icmp "ne" %1933, %14 : i32
      llvm.cond_br %1934, ^bb622, ^bb623
    ^bb622:  // pred: ^bb621
      %1935 = llvm.load %825 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb624(%1935 : f32)
    ^bb623:  // pred: ^bb621
      llvm.br ^bb624(%40 : f32)
    ^bb624(%1936: f32):  // 2 preds: ^bb622, ^bb623
      llvm.br ^bb625
    ^bb625:  // pred: ^bb624
      llvm.store %1936, %825 {alignment = 8 : i64} : f32, !llvm.ptr
      %1937 = llvm.and %1924, %18 : i32
      %1938 = llvm.icmp "ne" %1937, %14 : i32
      llvm.cond_br %1938, ^bb626, ^bb627
    ^bb626:  // pred: ^bb625
      %1939 = llvm.load %826 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb628(%1939 : f32)
    ^bb627:  // pred: ^bb625
      llvm.br ^bb628(%40 : f32)
    ^bb628(%1940: f32):  // 2 preds: ^bb626, ^bb627
      llvm.br ^bb629
    ^bb629:  // pred: ^bb628
      llvm.store %1940, %826 {alignment = 4 : i64} : f32, !llvm.ptr
      %1941 = llvm.and %1924, %77 : i32
      %1942 = llvm.icmp "ne" %1941, %14 : i32
      llvm.cond_br %1942, ^bb630, ^bb631
    ^bb630:  // pred: ^bb629
      %1943 = llvm.load %827 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb632(%1943 : f32)
    ^bb631:  // pred: ^bb629
      llvm.br ^bb632(%40 : f32)
    ^bb632(%1944: f32):  // 2 preds: ^bb630, ^bb631
      llvm.br ^bb633
    ^bb633:  // pred: ^bb632
      llvm.store %1944, %827 {alignment = 16 : i64} : f32, !llvm.ptr
      %1945 = llvm.and %1924, %13 : i32
      %1946 = llvm.icmp "ne" %1945, %14 : i32
      llvm.cond_br %1946, ^bb634, ^bb635
    ^bb634:  // pred: ^bb633
      %1947 = llvm.load %828 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb636(%1947 : f32)
    ^bb635:  // pred: ^bb633
      llvm.br ^bb636(%40 : f32)
    ^bb636(%1948: f32):  // 2 preds: ^bb634, ^bb635
      llvm.br ^bb637
    ^bb637:  // pred: ^bb636
      llvm.store %1948, %828 {alignment = 4 : i64} : f32, !llvm.ptr
      %1949 = llvm.and %1924, %75 : i32
      %1950 = llvm.icmp "ne" %1949, %14 : i32
      llvm.cond_br %1950, ^bb638, ^bb639
    ^bb638:  // pred: ^bb637
      %1951 = llvm.load %829 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb640(%1951 : f32)
    ^bb639:  // pred: ^bb637
      llvm.br ^bb640(%40 : f32)
    ^bb640(%1952: f32):  // 2 preds: ^bb638, ^bb639
      llvm.br ^bb641
    ^bb641:  // pred: ^bb640
      llvm.store %1952, %829 {alignment = 8 : i64} : f32, !llvm.ptr
      %1953 = llvm.and %1924, %76 : i32
      %1954 = llvm.icmp "ne" %1953, %14 : i32
      llvm.cond_br %1954, ^bb642, ^bb643
    ^bb642:  // pred: ^bb641
      %1955 = llvm.load %830 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb644(%1955 : f32)
    ^bb643:  // pred: ^bb641
      llvm.br ^bb644(%40 : f32)
    ^bb644(%1956: f32):  // 2 preds: ^bb642, ^bb643
      llvm.br ^bb645
    ^bb645:  // pred: ^bb644
      llvm.store %1956, %830 {alignment = 4 : i64} : f32, !llvm.ptr
      %1957 = llvm.and %1924, %19 : i32
      %1958 = llvm.icmp "ne" %1957, %14 : i32
      llvm.cond_br %1958, ^bb646, ^bb647
    ^bb646:  // pred: ^bb645
      %1959 = llvm.load %831 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb648(%1959 : f32)
    ^bb647:  // pred: ^bb645
      llvm.br ^bb648(%40 : f32)
    ^bb648(%1960: f32):  // 2 preds: ^bb646, ^bb647
      llvm.br ^bb649
    ^bb649:  // pred: ^bb648
      llvm.store %1960, %831 {alignment = 32 : i64} : f32, !llvm.ptr
      %1961 = llvm.and %1924, %17 : i32
      %1962 = llvm.icmp "ne" %1961, %14 : i32
      llvm.cond_br %1962, ^bb650, ^bb651
    ^bb650:  // pred: ^bb649
      %1963 = llvm.load %832 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb652(%1963 : f32)
    ^bb651:  // pred: ^bb649
      llvm.br ^bb652(%40 : f32)
    ^bb652(%1964: f32):  // 2 preds: ^bb650, ^bb651
      llvm.br ^bb653
    ^bb653:  // pred: ^bb652
      llvm.store %1964, %832 {alignment = 4 : i64} : f32, !llvm.ptr
      %1965 = llvm.and %1924, %41 : i32
      %1966 = llvm.icmp "ne" %1965, %14 : i32
      llvm.cond_br %1966, ^bb654, ^bb655
    ^bb654:  // pred: ^bb653
      %1967 = llvm.load %833 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb656(%1967 : f32)
    ^bb655:  // pred: ^bb653
      llvm.br ^bb656(%40 : f32)
    ^bb656(%1968: f32):  // 2 preds: ^bb654, ^bb655
      llvm.br ^bb657
    ^bb657:  // pred: ^bb656
      llvm.store %1968, %833 {alignment = 8 : i64} : f32, !llvm.ptr
      %1969 = llvm.and %1924, %42 : i32
      %1970 = llvm.icmp "ne" %1969, %14 : i32
      llvm.cond_br %1970, ^bb658, ^bb659
    ^bb658:  // pred: ^bb657
      %1971 = llvm.load %834 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb660(%1971 : f32)
    ^bb659:  // pred: ^bb657
      llvm.br ^bb660(%40 : f32)
    ^bb660(%1972: f32):  // 2 preds: ^bb658, ^bb659
      llvm.br ^bb661
    ^bb661:  // pred: ^bb660
      llvm.store %1972, %834 {alignment = 4 : i64} : f32, !llvm.ptr
      %1973 = llvm.and %1924, %43 : i32
      %1974 = llvm.icmp "ne" %1973, %14 : i32
      llvm.cond_br %1974, ^bb662, ^bb663
    ^bb662:  // pred: ^bb661
      %1975 = llvm.load %835 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb664(%1975 : f32)
    ^bb663:  // pred: ^bb661
      llvm.br ^bb664(%40 : f32)
    ^bb664(%1976: f32):  // 2 preds: ^bb662, ^bb663
      llvm.br ^bb665
    ^bb665:  // pred: ^bb664
      llvm.store %1976, %835 {alignment = 16 : i64} : f32, !llvm.ptr
      %1977 = llvm.and %1924, %44 : i32
      %1978 = llvm.icmp "ne" %1977, %14 : i32
      llvm.cond_br %1978, ^bb666, ^bb667
    ^bb666:  // pred: ^bb665
      %1979 = llvm.load %836 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb668(%1979 : f32)
    ^bb667:  // pred: ^bb665
      llvm.br ^bb668(%40 : f32)
    ^bb668(%1980: f32):  // 2 preds: ^bb666, ^bb667
      llvm.br ^bb669
    ^bb669:  // pred: ^bb668
      llvm.store %1980, %836 {alignment = 4 : i64} : f32, !llvm.ptr
      %1981 = llvm.and %1924, %45 : i32
      %1982 = llvm.icmp "ne" %1981, %14 : i32
      llvm.cond_br %1982, ^bb670, ^bb671
    ^bb670:  // pred: ^bb669
      %1983 = llvm.load %837 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb672(%1983 : f32)
    ^bb671:  // pred: ^bb669
      llvm.br ^bb672(%40 : f32)
    ^bb672(%1984: f32):  // 2 preds: ^bb670, ^bb671
      llvm.br ^bb673
    ^bb673:  // pred: ^bb672
      llvm.store %1984, %837 {alignment = 8 : i64} : f32, !llvm.ptr
      %1985 = llvm.and %1924, %24 : i32
      %1986 = llvm.icmp "ne" %1985, %14 : i32
      llvm.cond_br %1986, ^bb674, ^bb675
    ^bb674:  // pred: ^bb673
      %1987 = llvm.load %838 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb676(%1987 : f32)
    ^bb675:  // pred: ^bb673
      llvm.br ^bb676(%40 : f32)
    ^bb676(%1988: f32):  // 2 preds: ^bb674, ^bb675
      llvm.br ^bb677
    ^bb677:  // pred: ^bb676
      llvm.store %1988, %838 {alignment = 4 : i64} : f32, !llvm.ptr
      %1989 = llvm.and %1924, %25 : i32
      %1990 = llvm.icmp "ne" %1989, %14 : i32
      llvm.cond_br %1990, ^bb678, ^bb679
    ^bb678:  // pred: ^bb677
      %1991 = llvm.load %839 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb680(%1991 : f32)
    ^bb679:  // pred: ^bb677
      llvm.br ^bb680(%40 : f32)
    ^bb680(%1992: f32):  // 2 preds: ^bb678, ^bb679
      llvm.br ^bb681
    ^bb681:  // pred: ^bb680
      llvm.store %1992, %839 {alignment = 32 : i64} : f32, !llvm.ptr
      %1993 = llvm.and %1924, %46 : i32
      %1994 = llvm.icmp "ne" %1993, %14 : i32
      llvm.cond_br %1994, ^bb682, ^bb683
    ^bb682:  // pred: ^bb681
      %1995 = llvm.load %840 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb684(%1995 : f32)
    ^bb683:  // pred: ^bb681
      llvm.br ^bb684(%40 : f32)
    ^bb684(%1996: f32):  // 2 preds: ^bb682, ^bb683
      llvm.br ^bb685
    ^bb685:  // pred: ^bb684
      llvm.store %1996, %840 {alignment = 4 : i64} : f32, !llvm.ptr
      %1997 = llvm.and %1924, %47 : i32
      %1998 = llvm.icmp "ne" %1997, %14 : i32
      llvm.cond_br %1998, ^bb686, ^bb687
    ^bb686:  // pred: ^bb685
      %1999 = llvm.load %841 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb688(%1999 : f32)
    ^bb687:  // pred: ^bb685
      llvm.br ^bb688(%40 : f32)
    ^bb688(%2000: f32):  // 2 preds: ^bb686, ^bb687
      llvm.br ^bb689
    ^bb689:  // pred: ^bb688
      llvm.store %2000, %841 {alignment = 8 : i64} : f32, !llvm.ptr
      %2001 = llvm.and %1924, %48 : i32
      %2002 = llvm.icmp "ne" %2001, %14 : i32
      llvm.cond_br %2002, ^bb690, ^bb691
    ^bb690:  // pred: ^bb689
      %2003 = llvm.load %842 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb692(%2003 : f32)
    ^bb691:  // pred: ^bb689
      llvm.br ^bb692(%40 : f32)
    ^bb692(%2004: f32):  // 2 preds: ^bb690, ^bb691
      llvm.br ^bb693
    ^bb693:  // pred: ^bb692
      llvm.store %2004, %842 {alignment = 4 : i64} : f32, !llvm.ptr
      %2005 = llvm.and %1924, %49 : i32
      %2006 = llvm.icmp "ne" %2005, %14 : i32
      llvm.cond_br %2006, ^bb694, ^bb695
    ^bb694:  // pred: ^bb693
      %2007 = llvm.load %843 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb696(%2007 : f32)
    ^bb695:  // pred: ^bb693
      llvm.br ^bb696(%40 : f32)
    ^bb696(%2008: f32):  // 2 preds: ^bb694, ^bb695
      llvm.br ^bb697
    ^bb697:  // pred: ^bb696
      llvm.store %2008, %843 {alignment = 16 : i64} : f32, !llvm.ptr
      %2009 = llvm.and %1924, %35 : i32
      %2010 = llvm.icmp "ne" %2009, %14 : i32
      llvm.cond_br %2010, ^bb698, ^bb699
    ^bb698:  // pred: ^bb697
      %2011 = llvm.load %844 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb700(%2011 : f32)
    ^bb699:  // pred: ^bb697
      llvm.br ^bb700(%40 : f32)
    ^bb700(%2012: f32):  // 2 preds: ^bb698, ^bb699
      llvm.br ^bb701
    ^bb701:  // pred: ^bb700
      llvm.store %2012, %844 {alignment = 4 : i64} : f32, !llvm.ptr
      %2013 = llvm.and %1924, %50 : i32
      %2014 = llvm.icmp "ne" %2013, %14 : i32
      llvm.cond_br %2014, ^bb702, ^bb703
    ^bb702:  // pred: ^bb701
      %2015 = llvm.load %845 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb704(%2015 : f32)
    ^bb703:  // pred: ^bb701
      llvm.br ^bb704(%40 : f32)
    ^bb704(%2016: f32):  // 2 preds: ^bb702, ^bb703
      llvm.br ^bb705
    ^bb705:  // pred: ^bb704
      llvm.store %2016, %845 {alignment = 8 : i64} : f32, !llvm.ptr
      %2017 = llvm.and %1924, %51 : i32
      %2018 = llvm.icmp "ne" %2017, %14 : i32
      llvm.cond_br %2018, ^bb706, ^bb707
    ^bb706:  // pred: ^bb705
      %2019 = llvm.load %846 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb708(%2019 : f32)
    ^bb707:  // pred: ^bb705
      llvm.br ^bb708(%40 : f32)
    ^bb708(%2020: f32):  // 2 preds: ^bb706, ^bb707
      llvm.br ^bb709
    ^bb709:  // pred: ^bb708
      llvm.store %2020, %846 {alignment = 4 : i64} : f32, !llvm.ptr
      %2021 = llvm.and %1924, %52 : i32
      %2022 = llvm.icmp "ne" %2021, %14 : i32
      llvm.cond_br %2022, ^bb710, ^bb711
    ^bb710:  // pred: ^bb709
      %2023 = llvm.load %847 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb712(%2023 : f32)
    ^bb711:  // pred: ^bb709
      llvm.br ^bb712(%40 : f32)
    ^bb712(%2024: f32):  // 2 preds: ^bb710, ^bb711
      llvm.br ^bb713
    ^bb713:  // pred: ^bb712
      llvm.store %2024, %847 {alignment = 32 : i64} : f32, !llvm.ptr
      %2025 = llvm.and %1924, %53 : i32
      %2026 = llvm.icmp "ne" %2025, %14 : i32
      llvm.cond_br %2026, ^bb714, ^bb715
    ^bb714:  // pred: ^bb713
      %2027 = llvm.load %848 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb716(%2027 : f32)
    ^bb715:  // pred: ^bb713
      llvm.br ^bb716(%40 : f32)
    ^bb716(%2028: f32):  // 2 preds: ^bb714, ^bb715
      llvm.br ^bb717
    ^bb717:  // pred: ^bb716
      llvm.store %2028, %848 {alignment = 4 : i64} : f32, !llvm.ptr
      %2029 = llvm.and %1924, %54 : i32
      %2030 = llvm.icmp "ne" %2029, %14 : i32
      llvm.cond_br %2030, ^bb718, ^bb719
    ^bb718:  // pred: ^bb717
      %2031 = llvm.load %849 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb720(%2031 : f32)
    ^bb719:  // pred: ^bb717
      llvm.br ^bb720(%40 : f32)
    ^bb720(%2032: f32):  // 2 preds: ^bb718, ^bb719
      llvm.br ^bb721
    ^bb721:  // pred: ^bb720
      llvm.store %2032, %849 {alignment = 8 : i64} : f32, !llvm.ptr
      %2033 = llvm.and %1924, %55 : i32
      %2034 = llvm.icmp "ne" %2033, %14 : i32
      llvm.cond_br %2034, ^bb722, ^bb723
    ^bb722:  // pred: ^bb721
      %2035 = llvm.load %850 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb724(%2035 : f32)
    ^bb723:  // pred: ^bb721
      llvm.br ^bb724(%40 : f32)
    ^bb724(%2036: f32):  // 2 preds: ^bb722, ^bb723
      llvm.br ^bb725
    ^bb725:  // pred: ^bb724
      llvm.store %2036, %850 {alignment = 4 : i64} : f32, !llvm.ptr
      %2037 = llvm.and %1924, %56 : i32
      %2038 = llvm.icmp "ne" %2037, %14 : i32
      llvm.cond_br %2038, ^bb726, ^bb727
    ^bb726:  // pred: ^bb725
      %2039 = llvm.load %851 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb728(%2039 : f32)
    ^bb727:  // pred: ^bb725
      llvm.br ^bb728(%40 : f32)
    ^bb728(%2040: f32):  // 2 preds: ^bb726, ^bb727
      llvm.br ^bb729
    ^bb729:  // pred: ^bb728
      llvm.store %2040, %851 {alignment = 16 : i64} : f32, !llvm.ptr
      %2041 = llvm.and %1924, %57 : i32
      %2042 = llvm.icmp "ne" %2041, %14 : i32
      llvm.cond_br %2042, ^bb730, ^bb731
    ^bb730:  // pred: ^bb729
      %2043 = llvm.load %852 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb732(%2043 : f32)
    ^bb731:  // pred: ^bb729
      llvm.br ^bb732(%40 : f32)
    ^bb732(%2044: f32):  // 2 preds: ^bb730, ^bb731
      llvm.br ^bb733
    ^bb733:  // pred: ^bb732
      llvm.store %2044, %852 {alignment = 4 : i64} : f32, !llvm.ptr
      %2045 = llvm.and %1924, %58 : i32
      %2046 = llvm.icmp "ne" %2045, %14 : i32
      llvm.cond_br %2046, ^bb734, ^bb735
    ^bb734:  // pred: ^bb733
      %2047 = llvm.load %853 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb736(%2047 : f32)
    ^bb735:  // pred: ^bb733
      llvm.br ^bb736(%40 : f32)
    ^bb736(%2048: f32):  // 2 preds: ^bb734, ^bb735
      llvm.br ^bb737
    ^bb737:  // pred: ^bb736
      llvm.store %2048, %853 {alignment = 8 : i64} : f32, !llvm.ptr
      %2049 = llvm.and %1924, %59 : i32
      %2050 = llvm.icmp "ne" %2049, %14 : i32
      llvm.cond_br %2050, ^bb738, ^bb739
    ^bb738:  // pred: ^bb737
      %2051 = llvm.load %854 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb740(%2051 : f32)
    ^bb739:  // pred: ^bb737
      llvm.br ^bb740(%40 : f32)
    ^bb740(%2052: f32):  // 2 preds: ^bb738, ^bb739
      llvm.br ^bb741
    ^bb741:  // pred: ^bb740
      llvm.store %2052, %854 {alignment = 4 : i64} : f32, !llvm.ptr
      %2053 = llvm.load %106 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %2053, %105 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %2054 = llvm.load %105 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2055 = llvm.load %855 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2056 = "nvvm.fmax"(%2054, %2055) : (f32, f32) -> f32
      %2057 = llvm.load %856 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2058 = llvm.load %857 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2059 = "nvvm.fmax"(%2057, %2058) : (f32, f32) -> f32
      %2060 = llvm.load %858 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2061 = llvm.load %859 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2062 = "nvvm.fmax"(%2060, %2061) : (f32, f32) -> f32
      %2063 = llvm.load %860 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2064 = llvm.load %861 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2065 = "nvvm.fmax"(%2063, %2064) : (f32, f32) -> f32
      %2066 = llvm.load %862 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2067 = llvm.load %863 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2068 = "nvvm.fmax"(%2056, %2066, %2067) : (f32, f32, f32) -> f32
      %2069 = llvm.load %864 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2070 = llvm.load %865 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2071 = "nvvm.fmax"(%2059, %2069, %2070) : (f32, f32, f32) -> f32
      %2072 = llvm.load %866 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2073 = llvm.load %867 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2074 = "nvvm.fmax"(%2062, %2072, %2073) : (f32, f32, f32) -> f32
      %2075 = llvm.load %868 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2076 = llvm.load %869 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2077 = "nvvm.fmax"(%2065, %2075, %2076) : (f32, f32, f32) -> f32
      %2078 = llvm.load %870 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2079 = llvm.load %871 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2080 = "nvvm.fmax"(%2068, %2078, %2079) : (f32, f32, f32) -> f32
      %2081 = llvm.load %872 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2082 = llvm.load %873 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2083 = "nvvm.fmax"(%2071, %2081, %2082) : (f32, f32, f32) -> f32
      %2084 = llvm.load %874 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2085 = llvm.load %875 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2086 = "nvvm.fmax"(%2074, %2084, %2085) : (f32, f32, f32) -> f32
      %2087 = llvm.load %876 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2088 = llvm.load %877 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2089 = "nvvm.fmax"(%2077, %2087, %2088) : (f32, f32, f32) -> f32
      %2090 = llvm.load %878 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2091 = llvm.load %879 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2092 = "nvvm.fmax"(%2080, %2090, %2091) : (f32, f32, f32) -> f32
      %2093 = llvm.load %880 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2094 = llvm.load %881 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2095 = "nvvm.fmax"(%2083, %2093, %2094) : (f32, f32, f32) -> f32
      %2096 = llvm.load %882 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2097 = llvm.load %883 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2098 = "nvvm.fmax"(%2086, %2096, %2097) : (f32, f32, f32) -> f32
      %2099 = llvm.load %884 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2100 = llvm.load %885 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2101 = "nvvm.fmax"(%2089, %2099, %2100) : (f32, f32, f32) -> f32
      %2102 = llvm.load %886 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2103 = llvm.load %887 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2104 = "nvvm.fmax"(%2092, %2102, %2103) : (f32, f32, f32) -> f32
      %2105 = llvm.load %888 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2106 = llvm.load %889 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2107 = "nvvm.fmax"(%2095, %2105, %2106) : (f32, f32, f32) -> f32
      %2108 = llvm.load %890 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2109 = llvm.load %891 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2110 = "nvvm.fmax"(%2098, %2108, %2109) : (f32, f32, f32) -> f32
      %2111 = llvm.load %892 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2112 = llvm.load %893 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2113 = "nvvm.fmax"(%2101, %2111, %2112) : (f32, f32, f32) -> f32
      %2114 = llvm.load %894 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2115 = llvm.load %895 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2116 = "nvvm.fmax"(%2104, %2114, %2115) : (f32, f32, f32) -> f32
      %2117 = llvm.load %896 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2118 = llvm.load %897 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2119 = "nvvm.fmax"(%2107, %2117, %2118) : (f32, f32, f32) -> f32
      %2120 = llvm.load %898 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2121 = llvm.load %899 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2122 = "nvvm.fmax"(%2110, %2120, %2121) : (f32, f32, f32) -> f32
      %2123 = llvm.load %900 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2124 = llvm.load %901 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2125 = "nvvm.fmax"(%2113, %2123, %2124) : (f32, f32, f32) -> f32
      %2126 = llvm.load %902 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2127 = llvm.load %903 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2128 = "nvvm.fmax"(%2116, %2126, %2127) : (f32, f32, f32) -> f32
      %2129 = llvm.load %904 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2130 = llvm.load %905 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2131 = "nvvm.fmax"(%2119, %2129, %2130) : (f32, f32, f32) -> f32
      %2132 = llvm.load %906 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2133 = llvm.load %907 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2134 = "nvvm.fmax"(%2122, %2132, %2133) : (f32, f32, f32) -> f32
      %2135 = llvm.load %908 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2136 = llvm.load %909 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2137 = "nvvm.fmax"(%2125, %2135, %2136) : (f32, f32, f32) -> f32
      %2138 = llvm.load %910 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2139 = llvm.load %911 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2140 = "nvvm.fmax"(%2128, %2138, %2139) : (f32, f32, f32) -> f32
      %2141 = llvm.load %912 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2142 = llvm.load %913 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2143 = "nvvm.fmax"(%2131, %2141, %2142) : (f32, f32, f32) -> f32
      %2144 = llvm.load %914 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2145 = llvm.load %915 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2146 = "nvvm.fmax"(%2134, %2144, %2145) : (f32, f32, f32) -> f32
      %2147 = llvm.load %916 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2148 = llvm.load %917 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2149 = "nvvm.fmax"(%2137, %2147, %2148) : (f32, f32, f32) -> f32
      %2150 = llvm.load %918 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2151 = llvm.load %919 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2152 = "nvvm.fmax"(%2140, %2150, %2151) : (f32, f32, f32) -> f32
      %2153 = llvm.load %920 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2154 = llvm.load %921 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2155 = "nvvm.fmax"(%2143, %2153, %2154) : (f32, f32, f32) -> f32
      %2156 = llvm.load %922 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2157 = llvm.load %923 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2158 = "nvvm.fmax"(%2146, %2156, %2157) : (f32, f32, f32) -> f32
      %2159 = llvm.load %924 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2160 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2161 = "nvvm.fmax"(%2149, %2159, %2160) : (f32, f32, f32) -> f32
      %2162 = llvm.load %926 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2163 = llvm.load %927 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2164 = "nvvm.fmax"(%2152, %2162, %2163) : (f32, f32, f32) -> f32
      %2165 = llvm.load %928 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2166 = llvm.load %929 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2167 = "nvvm.fmax"(%2155, %2165, %2166) : (f32, f32, f32) -> f32
      %2168 = llvm.load %930 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2169 = llvm.load %931 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2170 = "nvvm.fmax"(%2158, %2168, %2169) : (f32, f32, f32) -> f32
      %2171 = llvm.load %932 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2172 = llvm.load %933 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2173 = "nvvm.fmax"(%2161, %2171, %2172) : (f32, f32, f32) -> f32
      %2174 = llvm.load %934 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2175 = llvm.load %935 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2176 = "nvvm.fmax"(%2164, %2174, %2175) : (f32, f32, f32) -> f32
      %2177 = llvm.load %936 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2178 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2179 = "nvvm.fmax"(%2167, %2177, %2178) : (f32, f32, f32) -> f32
      %2180 = llvm.load %938 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2181 = llvm.load %939 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2182 = "nvvm.fmax"(%2170, %2180, %2181) : (f32, f32, f32) -> f32
      %2183 = llvm.load %940 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2184 = llvm.load %941 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2185 = "nvvm.fmax"(%2173, %2183, %2184) : (f32, f32, f32) -> f32
      %2186 = llvm.load %942 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2187 = llvm.load %943 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2188 = "nvvm.fmax"(%2176, %2186, %2187) : (f32, f32, f32) -> f32
      %2189 = llvm.load %944 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2190 = llvm.load %945 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2191 = "nvvm.fmax"(%2179, %2189, %2190) : (f32, f32, f32) -> f32
      %2192 = llvm.load %946 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2193 = llvm.load %947 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2194 = "nvvm.fmax"(%2182, %2192, %2193) : (f32, f32, f32) -> f32
      %2195 = llvm.load %948 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2196 = llvm.load %949 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2197 = "nvvm.fmax"(%2185, %2195, %2196) : (f32, f32, f32) -> f32
      %2198 = llvm.load %950 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2199 = llvm.load %951 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2200 = "nvvm.fmax"(%2188, %2198, %2199) : (f32, f32, f32) -> f32
      %2201 = llvm.load %952 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2202 = llvm.load %953 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2203 = "nvvm.fmax"(%2191, %2201, %2202) : (f32, f32, f32) -> f32
      %2204 = llvm.load %954 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2205 = llvm.load %955 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2206 = "nvvm.fmax"(%2194, %2204, %2205) : (f32, f32, f32) -> f32
      %2207 = llvm.load %956 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2208 = llvm.load %957 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2209 = "nvvm.fmax"(%2197, %2207, %2208) : (f32, f32, f32) -> f32
      %2210 = llvm.load %958 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2211 = llvm.load %959 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2212 = "nvvm.fmax"(%2200, %2210, %2211) : (f32, f32, f32) -> f32
      %2213 = llvm.load %960 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2214 = llvm.load %961 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2215 = "nvvm.fmax"(%2203, %2213, %2214) : (f32, f32, f32) -> f32
      %2216 = llvm.load %962 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2217 = llvm.load %963 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2218 = "nvvm.fmax"(%2206, %2216, %2217) : (f32, f32, f32) -> f32
      %2219 = llvm.load %964 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2220 = llvm.load %965 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2221 = "nvvm.fmax"(%2209, %2219, %2220) : (f32, f32, f32) -> f32
      %2222 = llvm.load %966 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2223 = llvm.load %967 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2224 = "nvvm.fmax"(%2212, %2222, %2223) : (f32, f32, f32) -> f32
      %2225 = llvm.load %968 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2226 = llvm.load %969 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2227 = "nvvm.fmax"(%2215, %2225, %2226) : (f32, f32, f32) -> f32
      %2228 = llvm.load %970 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2229 = llvm.load %971 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2230 = "nvvm.fmax"(%2218, %2228, %2229) : (f32, f32, f32) -> f32
      %2231 = llvm.load %972 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2232 = llvm.load %973 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2233 = "nvvm.fmax"(%2221, %2231, %2232) : (f32, f32, f32) -> f32
      %2234 = llvm.load %974 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2235 = llvm.load %975 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2236 = "nvvm.fmax"(%2224, %2234, %2235) : (f32, f32, f32) -> f32
      %2237 = llvm.load %976 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2238 = llvm.load %977 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2239 = "nvvm.fmax"(%2227, %2237, %2238) : (f32, f32, f32) -> f32
      %2240 = llvm.load %978 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2241 = llvm.load %979 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2242 = "nvvm.fmax"(%2230, %2240, %2241) : (f32, f32, f32) -> f32
      %2243 = llvm.load %980 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2244 = llvm.load %981 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2245 = "nvvm.fmax"(%2233, %2243, %2244) : (f32, f32, f32) -> f32
      %2246 = "nvvm.fmax"(%2236, %2239) : (f32, f32) -> f32
      %2247 = "nvvm.fmax"(%2246, %2242, %2245) : (f32, f32, f32) -> f32
      %2248 = llvm.fcmp "une" %2247, %40 : f32
      %2249 = llvm.select %2248, %2247, %60 : i1, f32
      llvm.store %2247, %108 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "r,n" %984, %75 : (i32, i32) -> ()
      %2250 = llvm.fmul %2249, %arg9 : f32
      %2251 = llvm.fsub %60, %2250 : f32
      %2252 = llvm.insertelement %2251, %1[%14 : i32] : vector<2xf32>
      %2253 = llvm.shufflevector %2252, %1 [0, 0] : vector<2xf32> 
      llvm.br ^bb742(%14 : i32)
    ^bb742(%2254: i32):  // 2 preds: ^bb741, ^bb743
      %2255 = llvm.icmp "slt" %2254, %76 : i32
      llvm.cond_br %2255, ^bb743, ^bb744
    ^bb743:  // pred: ^bb742
      %2256 = llvm.getelementptr %106[%2254] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2257 = llvm.load %2256 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2258 = llvm.add %2254, %78 : i32
      %2259 = llvm.getelementptr %106[%2258] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2260 = llvm.load %2259 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2261 = llvm.insertelement %2257, %1[%3 : i64] : vector<2xf32>
      %2262 = llvm.insertelement %2260, %2261[%0 : i64] : vector<2xf32>
      %2263 = "nvvm.fma.packed.f32x2"(%2262, %986, %2253) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2264 = llvm.extractelement %2263[%3 : i64] : vector<2xf32>
      %2265 = llvm.extractelement %2263[%0 : i64] : vector<2xf32>
      llvm.store %2264, %2256 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %2265, %2259 {alignment = 4 : i64} : f32, !llvm.ptr
      %2266 = llvm.add %2254, %15 : i32
      llvm.br ^bb742(%2266 : i32) {loop_annotation = #loop_annotation1}
    ^bb744:  // pred: ^bb742
      %2267 = llvm.load %106 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2268 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2267) : (f32) -> f32
      llvm.store %2268, %106 {alignment = 32 : i64} : f32, !llvm.ptr
      %2269 = llvm.load %719 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2270 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2269) : (f32) -> f32
      llvm.store %2270, %719 {alignment = 4 : i64} : f32, !llvm.ptr
      %2271 = llvm.load %720 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2272 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2271) : (f32) -> f32
      llvm.store %2272, %720 {alignment = 8 : i64} : f32, !llvm.ptr
      %2273 = llvm.load %721 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2274 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2273) : (f32) -> f32
      llvm.store %2274, %721 {alignment = 4 : i64} : f32, !llvm.ptr
      %2275 = llvm.load %722 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2276 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2275) : (f32) -> f32
      llvm.store %2276, %722 {alignment = 16 : i64} : f32, !llvm.ptr
      %2277 = llvm.load %723 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2278 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2277) : (f32) -> f32
      llvm.store %2278, %723 {alignment = 4 : i64} : f32, !llvm.ptr
      %2279 = llvm.load %724 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2280 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2279) : (f32) -> f32
      llvm.store %2280, %724 {alignment = 8 : i64} : f32, !llvm.ptr
      %2281 = llvm.load %725 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2282 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2281) : (f32) -> f32
      llvm.store %2282, %725 {alignment = 4 : i64} : f32, !llvm.ptr
      %2283 = llvm.load %726 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2284 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2283) : (f32) -> f32
      llvm.store %2284, %726 {alignment = 32 : i64} : f32, !llvm.ptr
      %2285 = llvm.load %727 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2286 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2285) : (f32) -> f32
      llvm.store %2286, %727 {alignment = 4 : i64} : f32, !llvm.ptr
      %2287 = llvm.load %728 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2288 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2287) : (f32) -> f32
      llvm.store %2288, %728 {alignment = 8 : i64} : f32, !llvm.ptr
      %2289 = llvm.load %729 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2290 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2289) : (f32) -> f32
      llvm.store %2290, %729 {alignment = 4 : i64} : f32, !llvm.ptr
      %2291 = llvm.load %730 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2292 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2291) : (f32) -> f32
      llvm.store %2292, %730 {alignment = 16 : i64} : f32, !llvm.ptr
      %2293 = llvm.load %731 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2294 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2293) : (f32) -> f32
      llvm.store %2294, %731 {alignment = 4 : i64} : f32, !llvm.ptr
      %2295 = llvm.load %732 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2296 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2295) : (f32) -> f32
      llvm.store %2296, %732 {alignment = 8 : i64} : f32, !llvm.ptr
      %2297 = llvm.load %733 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2298 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2297) : (f32) -> f32
      llvm.store %2298, %733 {alignment = 4 : i64} : f32, !llvm.ptr
      %2299 = llvm.load %734 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2300 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2299) : (f32) -> f32
      llvm.store %2300, %734 {alignment = 32 : i64} : f32, !llvm.ptr
      %2301 = llvm.load %735 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2302 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2301) : (f32) -> f32
      llvm.store %2302, %735 {alignment = 4 : i64} : f32, !llvm.ptr
      %2303 = llvm.load %736 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2304 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2303) : (f32) -> f32
      llvm.store %2304, %736 {alignment = 8 : i64} : f32, !llvm.ptr
      %2305 = llvm.load %737 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2306 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2305) : (f32) -> f32
      llvm.store %2306, %737 {alignment = 4 : i64} : f32, !llvm.ptr
      %2307 = llvm.load %738 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2308 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2307) : (f32) -> f32
      llvm.store %2308, %738 {alignment = 16 : i64} : f32, !llvm.ptr
      %2309 = llvm.load %739 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2310 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2309) : (f32) -> f32
      llvm.store %2310, %739 {alignment = 4 : i64} : f32, !llvm.ptr
      %2311 = llvm.load %740 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2312 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2311) : (f32) -> f32
      llvm.store %2312, %740 {alignment = 8 : i64} : f32, !llvm.ptr
      %2313 = llvm.load %741 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2314 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2313) : (f32) -> f32
      llvm.store %2314, %741 {alignment = 4 : i64} : f32, !llvm.ptr
      %2315 = llvm.load %742 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2316 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2315) : (f32) -> f32
      llvm.store %2316, %742 {alignment = 32 : i64} : f32, !llvm.ptr
      %2317 = llvm.load %743 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2318 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2317) : (f32) -> f32
      llvm.store %2318, %743 {alignment = 4 : i64} : f32, !llvm.ptr
      %2319 = llvm.load %744 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2320 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2319) : (f32) -> f32
      llvm.store %2320, %744 {alignment = 8 : i64} : f32, !llvm.ptr
      %2321 = llvm.load %745 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2322 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2321) : (f32) -> f32
      llvm.store %2322, %745 {alignment = 4 : i64} : f32, !llvm.ptr
      %2323 = llvm.load %746 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2324 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2323) : (f32) -> f32
      llvm.store %2324, %746 {alignment = 16 : i64} : f32, !llvm.ptr
      %2325 = llvm.load %747 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2326 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2325) : (f32) -> f32
      llvm.store %2326, %747 {alignment = 4 : i64} : f32, !llvm.ptr
      %2327 = llvm.load %748 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2328 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2327) : (f32) -> f32
      llvm.store %2328, %748 {alignment = 8 : i64} : f32, !llvm.ptr
      %2329 = llvm.load %749 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2330 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2329) : (f32) -> f32
      llvm.store %2330, %749 {alignment = 4 : i64} : f32, !llvm.ptr
      %2331 = llvm.load %106 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %2332 = llvm.fptrunc %2331 : vector<32xf32> to vector<32xbf16>
      llvm.store %2332, %104 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %2333 = llvm.load %753 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2334 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2333) : (f32) -> f32
      llvm.store %2334, %753 {alignment = 32 : i64} : f32, !llvm.ptr
      %2335 = llvm.load %754 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2336 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2335) : (f32) -> f32
      llvm.store %2336, %754 {alignment = 4 : i64} : f32, !llvm.ptr
      %2337 = llvm.load %755 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2338 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2337) : (f32) -> f32
      llvm.store %2338, %755 {alignment = 8 : i64} : f32, !llvm.ptr
      %2339 = llvm.load %756 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2340 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2339) : (f32) -> f32
      llvm.store %2340, %756 {alignment = 4 : i64} : f32, !llvm.ptr
      %2341 = llvm.load %757 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2342 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2341) : (f32) -> f32
      llvm.store %2342, %757 {alignment = 16 : i64} : f32, !llvm.ptr
      %2343 = llvm.load %758 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2344 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2343) : (f32) -> f32
      llvm.store %2344, %758 {alignment = 4 : i64} : f32, !llvm.ptr
      %2345 = llvm.load %759 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2346 = llvm.load %760 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2347 = "nvvm.fmax"(%2345, %62) : (f32, f32) -> f32
      %2348 = "nvvm.fmax"(%2346, %62) : (f32, f32) -> f32
      %2349 = llvm.insertelement %2347, %1[%3 : i64] : vector<2xf32>
      %2350 = llvm.insertelement %2348, %2349[%0 : i64] : vector<2xf32>
      %2351 = "nvvm.add.packed.f32x2"(%2350, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2352 = llvm.extractelement %2351[%3 : i64] : vector<2xf32>
      %2353 = llvm.extractelement %2351[%0 : i64] : vector<2xf32>
      %2354 = "nvvm.sub.packed.f32x2"(%2351, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2355 = "nvvm.sub.packed.f32x2"(%2350, %2354) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2356 = "nvvm.fma.packed.f32x2"(%71, %2355, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2357 = "nvvm.fma.packed.f32x2"(%2356, %2355, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2358 = "nvvm.fma.packed.f32x2"(%2357, %2355, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2359 = llvm.extractelement %2358[%3 : i64] : vector<2xf32>
      %2360 = llvm.extractelement %2358[%0 : i64] : vector<2xf32>
      %2361 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2352, %2359 : (f32, f32) -> f32
      %2362 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2353, %2360 : (f32, f32) -> f32
      llvm.store %2361, %759 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2362, %760 {alignment = 4 : i64} : f32, !llvm.ptr
      %2363 = llvm.load %761 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2364 = llvm.load %762 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2365 = "nvvm.fmax"(%2363, %62) : (f32, f32) -> f32
      %2366 = "nvvm.fmax"(%2364, %62) : (f32, f32) -> f32
      %2367 = llvm.insertelement %2365, %1[%3 : i64] : vector<2xf32>
      %2368 = llvm.insertelement %2366, %2367[%0 : i64] : vector<2xf32>
      %2369 = "nvvm.add.packed.f32x2"(%2368, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2370 = llvm.extractelement %2369[%3 : i64] : vector<2xf32>
      %2371 = llvm.extractelement %2369[%0 : i64] : vector<2xf32>
      %2372 = "nvvm.sub.packed.f32x2"(%2369, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2373 = "nvvm.sub.packed.f32x2"(%2368, %2372) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2374 = "nvvm.fma.packed.f32x2"(%71, %2373, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2375 = "nvvm.fma.packed.f32x2"(%2374, %2373, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2376 = "nvvm.fma.packed.f32x2"(%2375, %2373, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2377 = llvm.extractelement %2376[%3 : i64] : vector<2xf32>
      %2378 = llvm.extractelement %2376[%0 : i64] : vector<2xf32>
      %2379 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2370, %2377 : (f32, f32) -> f32
      %2380 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2371, %2378 : (f32, f32) -> f32
      llvm.store %2379, %761 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2380, %762 {alignment = 4 : i64} : f32, !llvm.ptr
      %2381 = llvm.load %763 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2382 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2381) : (f32) -> f32
      llvm.store %2382, %763 {alignment = 8 : i64} : f32, !llvm.ptr
      %2383 = llvm.load %764 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2384 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2383) : (f32) -> f32
      llvm.store %2384, %764 {alignment = 4 : i64} : f32, !llvm.ptr
      %2385 = llvm.load %765 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2386 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2385) : (f32) -> f32
      llvm.store %2386, %765 {alignment = 16 : i64} : f32, !llvm.ptr
      %2387 = llvm.load %766 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2388 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2387) : (f32) -> f32
      llvm.store %2388, %766 {alignment = 4 : i64} : f32, !llvm.ptr
      %2389 = llvm.load %767 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2390 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2389) : (f32) -> f32
      llvm.store %2390, %767 {alignment = 8 : i64} : f32, !llvm.ptr
      %2391 = llvm.load %768 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2392 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2391) : (f32) -> f32
      llvm.store %2392, %768 {alignment = 4 : i64} : f32, !llvm.ptr
      %2393 = llvm.load %769 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2394 = llvm.load %770 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2395 = "nvvm.fmax"(%2393, %62) : (f32, f32) -> f32
      %2396 = "nvvm.fmax"(%2394, %62) : (f32, f32) -> f32
      %2397 = llvm.insertelement %2395, %1[%3 : i64] : vector<2xf32>
      %2398 = llvm.insertelement %2396, %2397[%0 : i64] : vector<2xf32>
      %2399 = "nvvm.add.packed.f32x2"(%2398, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2400 = llvm.extractelement %2399[%3 : i64] : vector<2xf32>
      %2401 = llvm.extractelement %2399[%0 : i64] : vector<2xf32>
      %2402 = "nvvm.sub.packed.f32x2"(%2399, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2403 = "nvvm.sub.packed.f32x2"(%2398, %2402) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2404 = "nvvm.fma.packed.f32x2"(%71, %2403, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2405 = "nvvm.fma.packed.f32x2"(%2404, %2403, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2406 = "nvvm.fma.packed.f32x2"(%2405, %2403, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2407 = llvm.extractelement %2406[%3 : i64] : vector<2xf32>
      %2408 = llvm.extractelement %2406[%0 : i64] : vector<2xf32>
      %2409 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2400, %2407 : (f32, f32) -> f32
      %2410 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2401, %2408 : (f32, f32) -> f32
      llvm.store %2409, %769 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2410, %770 {alignment = 4 : i64} : f32, !llvm.ptr
      %2411 = llvm.load %771 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2412 = llvm.load %772 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2413 = "nvvm.fmax"(%2411, %62) : (f32, f32) -> f32
      %2414 = "nvvm.fmax"(%2412, %62) : (f32, f32) -> f32
      %2415 = llvm.insertelement %2413, %1[%3 : i64] : vector<2xf32>
      %2416 = llvm.insertelement %2414, %2415[%0 : i64] : vector<2xf32>
      %2417 = "nvvm.add.packed.f32x2"(%2416, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2418 = llvm.extractelement %2417[%3 : i64] : vector<2xf32>
      %2419 = llvm.extractelement %2417[%0 : i64] : vector<2xf32>
      %2420 = "nvvm.sub.packed.f32x2"(%2417, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2421 = "nvvm.sub.packed.f32x2"(%2416, %2420) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2422 = "nvvm.fma.packed.f32x2"(%71, %2421, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2423 = "nvvm.fma.packed.f32x2"(%2422, %2421, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2424 = "nvvm.fma.packed.f32x2"(%2423, %2421, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2425 = llvm.extractelement %2424[%3 : i64] : vector<2xf32>
      %2426 = llvm.extractelement %2424[%0 : i64] : vector<2xf32>
      %2427 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2418, %2425 : (f32, f32) -> f32
      %2428 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2419, %2426 : (f32, f32) -> f32
      llvm.store %2427, %771 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2428, %772 {alignment = 4 : i64} : f32, !llvm.ptr
      %2429 = llvm.load %773 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2430 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2429) : (f32) -> f32
      llvm.store %2430, %773 {alignment = 16 : i64} : f32, !llvm.ptr
      %2431 = llvm.load %774 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2432 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2431) : (f32) -> f32
      llvm.store %2432, %774 {alignment = 4 : i64} : f32, !llvm.ptr
      %2433 = llvm.load %775 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2434 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2433) : (f32) -> f32
      llvm.store %2434, %775 {alignment = 8 : i64} : f32, !llvm.ptr
      %2435 = llvm.load %776 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2436 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2435) : (f32) -> f32
      llvm.store %2436, %776 {alignment = 4 : i64} : f32, !llvm.ptr
      %2437 = llvm.load %777 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2438 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2437) : (f32) -> f32
      llvm.store %2438, %777 {alignment = 32 : i64} : f32, !llvm.ptr
      %2439 = llvm.load %778 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2440 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2439) : (f32) -> f32
      llvm.store %2440, %778 {alignment = 4 : i64} : f32, !llvm.ptr
      %2441 = llvm.load %779 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2442 = llvm.load %780 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2443 = "nvvm.fmax"(%2441, %62) : (f32, f32) -> f32
      %2444 = "nvvm.fmax"(%2442, %62) : (f32, f32) -> f32
      %2445 = llvm.insertelement %2443, %1[%3 : i64] : vector<2xf32>
      %2446 = llvm.insertelement %2444, %2445[%0 : i64] : vector<2xf32>
      %2447 = "nvvm.add.packed.f32x2"(%2446, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2448 = llvm.extractelement %2447[%3 : i64] : vector<2xf32>
      %2449 = llvm.extractelement %2447[%0 : i64] : vector<2xf32>
      %2450 = "nvvm.sub.packed.f32x2"(%2447, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2451 = "nvvm.sub.packed.f32x2"(%2446, %2450) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2452 = "nvvm.fma.packed.f32x2"(%71, %2451, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2453 = "nvvm.fma.packed.f32x2"(%2452, %2451, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2454 = "nvvm.fma.packed.f32x2"(%2453, %2451, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2455 = llvm.extractelement %2454[%3 : i64] : vector<2xf32>
      %2456 = llvm.extractelement %2454[%0 : i64] : vector<2xf32>
      %2457 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2448, %2455 : (f32, f32) -> f32
      %2458 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2449, %2456 : (f32, f32) -> f32
      llvm.store %2457, %779 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2458, %780 {alignment = 4 : i64} : f32, !llvm.ptr
      %2459 = llvm.load %781 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2460 = llvm.load %782 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2461 = "nvvm.fmax"(%2459, %62) : (f32, f32) -> f32
      %2462 = "nvvm.fmax"(%2460, %62) : (f32, f32) -> f32
      %2463 = llvm.insertelement %2461, %1[%3 : i64] : vector<2xf32>
      %2464 = llvm.insertelement %2462, %2463[%0 : i64] : vector<2xf32>
      %2465 = "nvvm.add.packed.f32x2"(%2464, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2466 = llvm.extractelement %2465[%3 : i64] : vector<2xf32>
      %2467 = llvm.extractelement %2465[%0 : i64] : vector<2xf32>
      %2468 = "nvvm.sub.packed.f32x2"(%2465, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2469 = "nvvm.sub.packed.f32x2"(%2464, %2468) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2470 = "nvvm.fma.packed.f32x2"(%71, %2469, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2471 = "nvvm.fma.packed.f32x2"(%2470, %2469, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2472 = "nvvm.fma.packed.f32x2"(%2471, %2469, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2473 = llvm.extractelement %2472[%3 : i64] : vector<2xf32>
      %2474 = llvm.extractelement %2472[%0 : i64] : vector<2xf32>
      %2475 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2466, %2473 : (f32, f32) -> f32
      %2476 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2467, %2474 : (f32, f32) -> f32
      llvm.store %2475, %781 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2476, %782 {alignment = 4 : i64} : f32, !llvm.ptr
      %2477 = llvm.load %783 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2478 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2477) : (f32) -> f32
      llvm.store %2478, %783 {alignment = 8 : i64} : f32, !llvm.ptr
      %2479 = llvm.load %784 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2480 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2479) : (f32) -> f32
      llvm.store %2480, %784 {alignment = 4 : i64} : f32, !llvm.ptr
      %2481 = llvm.load %753 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %2482 = llvm.fptrunc %2481 : vector<32xf32> to vector<32xbf16>
      llvm.store %2482, %987 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %2483 = llvm.load %788 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2484 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2483) : (f32) -> f32
      llvm.store %2484, %788 {alignment = 32 : i64} : f32, !llvm.ptr
      %2485 = llvm.load %789 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2486 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2485) : (f32) -> f32
      llvm.store %2486, %789 {alignment = 4 : i64} : f32, !llvm.ptr
      %2487 = llvm.load %790 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2488 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2487) : (f32) -> f32
      llvm.store %2488, %790 {alignment = 8 : i64} : f32, !llvm.ptr
      %2489 = llvm.load %791 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2490 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2489) : (f32) -> f32
      llvm.store %2490, %791 {alignment = 4 : i64} : f32, !llvm.ptr
      %2491 = llvm.load %792 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2492 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2491) : (f32) -> f32
      llvm.store %2492, %792 {alignment = 16 : i64} : f32, !llvm.ptr
      %2493 = llvm.load %793 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2494 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2493) : (f32) -> f32
      llvm.store %2494, %793 {alignment = 4 : i64} : f32, !llvm.ptr
      %2495 = llvm.load %794 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2496 = llvm.load %795 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2497 = "nvvm.fmax"(%2495, %62) : (f32, f32) -> f32
      %2498 = "nvvm.fmax"(%2496, %62) : (f32, f32) -> f32
      %2499 = llvm.insertelement %2497, %1[%3 : i64] : vector<2xf32>
      %2500 = llvm.insertelement %2498, %2499[%0 : i64] : vector<2xf32>
      %2501 = "nvvm.add.packed.f32x2"(%2500, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2502 = llvm.extractelement %2501[%3 : i64] : vector<2xf32>
      %2503 = llvm.extractelement %2501[%0 : i64] : vector<2xf32>
      %2504 = "nvvm.sub.packed.f32x2"(%2501, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2505 = "nvvm.sub.packed.f32x2"(%2500, %2504) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2506 = "nvvm.fma.packed.f32x2"(%71, %2505, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2507 = "nvvm.fma.packed.f32x2"(%2506, %2505, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2508 = "nvvm.fma.packed.f32x2"(%2507, %2505, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2509 = llvm.extractelement %2508[%3 : i64] : vector<2xf32>
      %2510 = llvm.extractelement %2508[%0 : i64] : vector<2xf32>
      %2511 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2502, %2509 : (f32, f32) -> f32
      %2512 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2503, %2510 : (f32, f32) -> f32
      llvm.store %2511, %794 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2512, %795 {alignment = 4 : i64} : f32, !llvm.ptr
      %2513 = llvm.load %796 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2514 = llvm.load %797 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2515 = "nvvm.fmax"(%2513, %62) : (f32, f32) -> f32
      %2516 = "nvvm.fmax"(%2514, %62) : (f32, f32) -> f32
      %2517 = llvm.insertelement %2515, %1[%3 : i64] : vector<2xf32>
      %2518 = llvm.insertelement %2516, %2517[%0 : i64] : vector<2xf32>
      %2519 = "nvvm.add.packed.f32x2"(%2518, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2520 = llvm.extractelement %2519[%3 : i64] : vector<2xf32>
      %2521 = llvm.extractelement %2519[%0 : i64] : vector<2xf32>
      %2522 = "nvvm.sub.packed.f32x2"(%2519, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2523 = "nvvm.sub.packed.f32x2"(%2518, %2522) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2524 = "nvvm.fma.packed.f32x2"(%71, %2523, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2525 = "nvvm.fma.packed.f32x2"(%2524, %2523, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2526 = "nvvm.fma.packed.f32x2"(%2525, %2523, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2527 = llvm.extractelement %2526[%3 : i64] : vector<2xf32>
      %2528 = llvm.extractelement %2526[%0 : i64] : vector<2xf32>
      %2529 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2520, %2527 : (f32, f32) -> f32
      %2530 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2521, %2528 : (f32, f32) -> f32
      llvm.store %2529, %796 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2530, %797 {alignment = 4 : i64} : f32, !llvm.ptr
      %2531 = llvm.load %798 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2532 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2531) : (f32) -> f32
      llvm.store %2532, %798 {alignment = 8 : i64} : f32, !llvm.ptr
      %2533 = llvm.load %799 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2534 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2533) : (f32) -> f32
      llvm.store %2534, %799 {alignment = 4 : i64} : f32, !llvm.ptr
      %2535 = llvm.load %800 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2536 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2535) : (f32) -> f32
      llvm.store %2536, %800 {alignment = 16 : i64} : f32, !llvm.ptr
      %2537 = llvm.load %801 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2538 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2537) : (f32) -> f32
      llvm.store %2538, %801 {alignment = 4 : i64} : f32, !llvm.ptr
      %2539 = llvm.load %802 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2540 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2539) : (f32) -> f32
      llvm.store %2540, %802 {alignment = 8 : i64} : f32, !llvm.ptr
      %2541 = llvm.load %803 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2542 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2541) : (f32) -> f32
      llvm.store %2542, %803 {alignment = 4 : i64} : f32, !llvm.ptr
      %2543 = llvm.load %804 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2544 = llvm.load %805 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2545 = "nvvm.fmax"(%2543, %62) : (f32, f32) -> f32
      %2546 = "nvvm.fmax"(%2544, %62) : (f32, f32) -> f32
      %2547 = llvm.insertelement %2545, %1[%3 : i64] : vector<2xf32>
      %2548 = llvm.insertelement %2546, %2547[%0 : i64] : vector<2xf32>
      %2549 = "nvvm.add.packed.f32x2"(%2548, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2550 = llvm.extractelement %2549[%3 : i64] : vector<2xf32>
      %2551 = llvm.extractelement %2549[%0 : i64] : vector<2xf32>
      %2552 = "nvvm.sub.packed.f32x2"(%2549, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2553 = "nvvm.sub.packed.f32x2"(%2548, %2552) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2554 = "nvvm.fma.packed.f32x2"(%71, %2553, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2555 = "nvvm.fma.packed.f32x2"(%2554, %2553, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2556 = "nvvm.fma.packed.f32x2"(%2555, %2553, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2557 = llvm.extractelement %2556[%3 : i64] : vector<2xf32>
      %2558 = llvm.extractelement %2556[%0 : i64] : vector<2xf32>
      %2559 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2550, %2557 : (f32, f32) -> f32
      %2560 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2551, %2558 : (f32, f32) -> f32
      llvm.store %2559, %804 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2560, %805 {alignment = 4 : i64} : f32, !llvm.ptr
      %2561 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2562 = llvm.load %807 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2563 = "nvvm.fmax"(%2561, %62) : (f32, f32) -> f32
      %2564 = "nvvm.fmax"(%2562, %62) : (f32, f32) -> f32
      %2565 = llvm.insertelement %2563, %1[%3 : i64] : vector<2xf32>
      %2566 = llvm.insertelement %2564, %2565[%0 : i64] : vector<2xf32>
      %2567 = "nvvm.add.packed.f32x2"(%2566, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2568 = llvm.extractelement %2567[%3 : i64] : vector<2xf32>
      %2569 = llvm.extractelement %2567[%0 : i64] : vector<2xf32>
      %2570 = "nvvm.sub.packed.f32x2"(%2567, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2571 = "nvvm.sub.packed.f32x2"(%2566, %2570) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2572 = "nvvm.fma.packed.f32x2"(%71, %2571, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2573 = "nvvm.fma.packed.f32x2"(%2572, %2571, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2574 = "nvvm.fma.packed.f32x2"(%2573, %2571, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2575 = llvm.extractelement %2574[%3 : i64] : vector<2xf32>
      %2576 = llvm.extractelement %2574[%0 : i64] : vector<2xf32>
      %2577 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2568, %2575 : (f32, f32) -> f32
      %2578 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2569, %2576 : (f32, f32) -> f32
      llvm.store %2577, %806 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2578, %807 {alignment = 4 : i64} : f32, !llvm.ptr
      %2579 = llvm.load %808 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2580 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2579) : (f32) -> f32
      llvm.store %2580, %808 {alignment = 16 : i64} : f32, !llvm.ptr
      %2581 = llvm.load %809 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2582 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2581) : (f32) -> f32
      llvm.store %2582, %809 {alignment = 4 : i64} : f32, !llvm.ptr
      %2583 = llvm.load %810 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2584 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2583) : (f32) -> f32
      llvm.store %2584, %810 {alignment = 8 : i64} : f32, !llvm.ptr
      %2585 = llvm.load %811 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2586 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2585) : (f32) -> f32
      llvm.store %2586, %811 {alignment = 4 : i64} : f32, !llvm.ptr
      %2587 = llvm.load %812 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2588 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2587) : (f32) -> f32
      llvm.store %2588, %812 {alignment = 32 : i64} : f32, !llvm.ptr
      %2589 = llvm.load %813 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2590 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2589) : (f32) -> f32
      llvm.store %2590, %813 {alignment = 4 : i64} : f32, !llvm.ptr
      %2591 = llvm.load %814 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2592 = llvm.load %815 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2593 = "nvvm.fmax"(%2591, %62) : (f32, f32) -> f32
      %2594 = "nvvm.fmax"(%2592, %62) : (f32, f32) -> f32
      %2595 = llvm.insertelement %2593, %1[%3 : i64] : vector<2xf32>
      %2596 = llvm.insertelement %2594, %2595[%0 : i64] : vector<2xf32>
      %2597 = "nvvm.add.packed.f32x2"(%2596, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2598 = llvm.extractelement %2597[%3 : i64] : vector<2xf32>
      %2599 = llvm.extractelement %2597[%0 : i64] : vector<2xf32>
      %2600 = "nvvm.sub.packed.f32x2"(%2597, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2601 = "nvvm.sub.packed.f32x2"(%2596, %2600) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2602 = "nvvm.fma.packed.f32x2"(%71, %2601, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2603 = "nvvm.fma.packed.f32x2"(%2602, %2601, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2604 = "nvvm.fma.packed.f32x2"(%2603, %2601, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2605 = llvm.extractelement %2604[%3 : i64] : vector<2xf32>
      %2606 = llvm.extractelement %2604[%0 : i64] : vector<2xf32>
      %2607 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2598, %2605 : (f32, f32) -> f32
      %2608 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2599, %2606 : (f32, f32) -> f32
      llvm.store %2607, %814 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2608, %815 {alignment = 4 : i64} : f32, !llvm.ptr
      %2609 = llvm.load %816 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2610 = llvm.load %817 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2611 = "nvvm.fmax"(%2609, %62) : (f32, f32) -> f32
      %2612 = "nvvm.fmax"(%2610, %62) : (f32, f32) -> f32
      %2613 = llvm.insertelement %2611, %1[%3 : i64] : vector<2xf32>
      %2614 = llvm.insertelement %2612, %2613[%0 : i64] : vector<2xf32>
      %2615 = "nvvm.add.packed.f32x2"(%2614, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2616 = llvm.extractelement %2615[%3 : i64] : vector<2xf32>
      %2617 = llvm.extractelement %2615[%0 : i64] : vector<2xf32>
      %2618 = "nvvm.sub.packed.f32x2"(%2615, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2619 = "nvvm.sub.packed.f32x2"(%2614, %2618) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2620 = "nvvm.fma.packed.f32x2"(%71, %2619, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2621 = "nvvm.fma.packed.f32x2"(%2620, %2619, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2622 = "nvvm.fma.packed.f32x2"(%2621, %2619, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2623 = llvm.extractelement %2622[%3 : i64] : vector<2xf32>
      %2624 = llvm.extractelement %2622[%0 : i64] : vector<2xf32>
      %2625 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2616, %2623 : (f32, f32) -> f32
      %2626 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %2617, %2624 : (f32, f32) -> f32
      llvm.store %2625, %816 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2626, %817 {alignment = 4 : i64} : f32, !llvm.ptr
      %2627 = llvm.load %818 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2628 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2627) : (f32) -> f32
      llvm.store %2628, %818 {alignment = 8 : i64} : f32, !llvm.ptr
      %2629 = llvm.load %819 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2630 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2629) : (f32) -> f32
      llvm.store %2630, %819 {alignment = 4 : i64} : f32, !llvm.ptr
      %2631 = llvm.load %788 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %2632 = llvm.fptrunc %2631 : vector<32xf32> to vector<32xbf16>
      llvm.store %2632, %988 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %2633 = llvm.load %823 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2634 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2633) : (f32) -> f32
      llvm.store %2634, %823 {alignment = 32 : i64} : f32, !llvm.ptr
      %2635 = llvm.load %824 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2636 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2635) : (f32) -> f32
      llvm.store %2636, %824 {alignment = 4 : i64} : f32, !llvm.ptr
      %2637 = llvm.load %825 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2638 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2637) : (f32) -> f32
      llvm.store %2638, %825 {alignment = 8 : i64} : f32, !llvm.ptr
      %2639 = llvm.load %826 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2640 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2639) : (f32) -> f32
      llvm.store %2640, %826 {alignment = 4 : i64} : f32, !llvm.ptr
      %2641 = llvm.load %827 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2642 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2641) : (f32) -> f32
      llvm.store %2642, %827 {alignment = 16 : i64} : f32, !llvm.ptr
      %2643 = llvm.load %828 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2644 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2643) : (f32) -> f32
      llvm.store %2644, %828 {alignment = 4 : i64} : f32, !llvm.ptr
      %2645 = llvm.load %829 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2646 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2645) : (f32) -> f32
      llvm.store %2646, %829 {alignment = 8 : i64} : f32, !llvm.ptr
      %2647 = llvm.load %830 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2648 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2647) : (f32) -> f32
      llvm.store %2648, %830 {alignment = 4 : i64} : f32, !llvm.ptr
      %2649 = llvm.load %831 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2650 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2649) : (f32) -> f32
      llvm.store %2650, %831 {alignment = 32 : i64} : f32, !llvm.ptr
      %2651 = llvm.load %832 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2652 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2651) : (f32) -> f32
      llvm.store %2652, %832 {alignment = 4 : i64} : f32, !llvm.ptr
      %2653 = llvm.load %833 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2654 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2653) : (f32) -> f32
      llvm.store %2654, %833 {alignment = 8 : i64} : f32, !llvm.ptr
      %2655 = llvm.load %834 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2656 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2655) : (f32) -> f32
      llvm.store %2656, %834 {alignment = 4 : i64} : f32, !llvm.ptr
      %2657 = llvm.load %835 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2658 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2657) : (f32) -> f32
      llvm.store %2658, %835 {alignment = 16 : i64} : f32, !llvm.ptr
      %2659 = llvm.load %836 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2660 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2659) : (f32) -> f32
      llvm.store %2660, %836 {alignment = 4 : i64} : f32, !llvm.ptr
      %2661 = llvm.load %837 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2662 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2661) : (f32) -> f32
      llvm.store %2662, %837 {alignment = 8 : i64} : f32, !llvm.ptr
      %2663 = llvm.load %838 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2664 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2663) : (f32) -> f32
      llvm.store %2664, %838 {alignment = 4 : i64} : f32, !llvm.ptr
      %2665 = llvm.load %839 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2666 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2665) : (f32) -> f32
      llvm.store %2666, %839 {alignment = 32 : i64} : f32, !llvm.ptr
      %2667 = llvm.load %840 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2668 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2667) : (f32) -> f32
      llvm.store %2668, %840 {alignment = 4 : i64} : f32, !llvm.ptr
      %2669 = llvm.load %841 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2670 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2669) : (f32) -> f32
      llvm.store %2670, %841 {alignment = 8 : i64} : f32, !llvm.ptr
      %2671 = llvm.load %842 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2672 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2671) : (f32) -> f32
      llvm.store %2672, %842 {alignment = 4 : i64} : f32, !llvm.ptr
      %2673 = llvm.load %843 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2674 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2673) : (f32) -> f32
      llvm.store %2674, %843 {alignment = 16 : i64} : f32, !llvm.ptr
      %2675 = llvm.load %844 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2676 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2675) : (f32) -> f32
      llvm.store %2676, %844 {alignment = 4 : i64} : f32, !llvm.ptr
      %2677 = llvm.load %845 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2678 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2677) : (f32) -> f32
      llvm.store %2678, %845 {alignment = 8 : i64} : f32, !llvm.ptr
      %2679 = llvm.load %846 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2680 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2679) : (f32) -> f32
      llvm.store %2680, %846 {alignment = 4 : i64} : f32, !llvm.ptr
      %2681 = llvm.load %847 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2682 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2681) : (f32) -> f32
      llvm.store %2682, %847 {alignment = 32 : i64} : f32, !llvm.ptr
      %2683 = llvm.load %848 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2684 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2683) : (f32) -> f32
      llvm.store %2684, %848 {alignment = 4 : i64} : f32, !llvm.ptr
      %2685 = llvm.load %849 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2686 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2685) : (f32) -> f32
      llvm.store %2686, %849 {alignment = 8 : i64} : f32, !llvm.ptr
      %2687 = llvm.load %850 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2688 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2687) : (f32) -> f32
      llvm.store %2688, %850 {alignment = 4 : i64} : f32, !llvm.ptr
      %2689 = llvm.load %851 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2690 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2689) : (f32) -> f32
      llvm.store %2690, %851 {alignment = 16 : i64} : f32, !llvm.ptr
      %2691 = llvm.load %852 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2692 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2691) : (f32) -> f32
      llvm.store %2692, %852 {alignment = 4 : i64} : f32, !llvm.ptr
      %2693 = llvm.load %853 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2694 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2693) : (f32) -> f32
      llvm.store %2694, %853 {alignment = 8 : i64} : f32, !llvm.ptr
      %2695 = llvm.load %854 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2696 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%2695) : (f32) -> f32
      llvm.store %2696, %854 {alignment = 4 : i64} : f32, !llvm.ptr
      %2697 = llvm.load %823 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %2698 = llvm.fptrunc %2697 : vector<32xf32> to vector<32xbf16>
      llvm.store %2698, %989 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %2699 = llvm.load %104 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%990, %2699) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %2700 = llvm.load %991 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%993, %2700) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %2701 = llvm.load %994 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%996, %2701) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
      %2702 = "nvvm.mapa"(%997, %196) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%2702, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      %2703 = llvm.load %998 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%1000, %2703) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
      "nvvm.bar.warp.sync"(%39) : (i32) -> ()
      %2704 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %2704, ^bb745, ^bb746
    ^bb745:  // pred: ^bb744
      %2705 = llvm.getelementptr %142[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %2706 = "nvvm.mapa"(%2705, %196) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%2706, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb746
    ^bb746:  // 2 preds: ^bb744, ^bb745
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %709, %1528, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %2707 = llvm.load %106 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %2707, %103 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %2708 = llvm.load %103 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2709 = llvm.load %1001 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2710 = llvm.load %1002 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2711 = llvm.load %1003 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2712 = llvm.load %1004 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2713 = llvm.load %1005 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2714 = llvm.load %1006 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2715 = llvm.load %1007 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2716 = llvm.load %1008 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2717 = llvm.load %1009 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2718 = llvm.insertelement %2708, %1[%3 : i64] : vector<2xf32>
      %2719 = llvm.insertelement %2709, %2718[%0 : i64] : vector<2xf32>
      %2720 = llvm.insertelement %2716, %1[%3 : i64] : vector<2xf32>
      %2721 = llvm.insertelement %2717, %2720[%0 : i64] : vector<2xf32>
      %2722 = "nvvm.add.packed.f32x2"(%2719, %2721) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2723 = llvm.load %1010 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2724 = llvm.load %1011 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2725 = llvm.insertelement %2710, %1[%3 : i64] : vector<2xf32>
      %2726 = llvm.insertelement %2711, %2725[%0 : i64] : vector<2xf32>
      %2727 = llvm.insertelement %2723, %1[%3 : i64] : vector<2xf32>
      %2728 = llvm.insertelement %2724, %2727[%0 : i64] : vector<2xf32>
      %2729 = "nvvm.add.packed.f32x2"(%2726, %2728) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2730 = llvm.load %1012 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2731 = llvm.load %1013 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2732 = llvm.insertelement %2712, %1[%3 : i64] : vector<2xf32>
      %2733 = llvm.insertelement %2713, %2732[%0 : i64] : vector<2xf32>
      %2734 = llvm.insertelement %2730, %1[%3 : i64] : vector<2xf32>
      %2735 = llvm.insertelement %2731, %2734[%0 : i64] : vector<2xf32>
      %2736 = "nvvm.add.packed.f32x2"(%2733, %2735) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2737 = llvm.load %1014 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2738 = llvm.load %1015 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2739 = llvm.insertelement %2714, %1[%3 : i64] : vector<2xf32>
      %2740 = llvm.insertelement %2715, %2739[%0 : i64] : vector<2xf32>
      %2741 = llvm.insertelement %2737, %1[%3 : i64] : vector<2xf32>
      %2742 = llvm.insertelement %2738, %2741[%0 : i64] : vector<2xf32>
      %2743 = "nvvm.add.packed.f32x2"(%2740, %2742) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2744 = llvm.load %1016 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2745 = llvm.load %1017 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2746 = llvm.insertelement %2744, %1[%3 : i64] : vector<2xf32>
      %2747 = llvm.insertelement %2745, %2746[%0 : i64] : vector<2xf32>
      %2748 = "nvvm.add.packed.f32x2"(%2722, %2747) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2749 = llvm.load %1018 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2750 = llvm.load %1019 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2751 = llvm.insertelement %2749, %1[%3 : i64] : vector<2xf32>
      %2752 = llvm.insertelement %2750, %2751[%0 : i64] : vector<2xf32>
      %2753 = "nvvm.add.packed.f32x2"(%2729, %2752) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2754 = llvm.load %1020 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2755 = llvm.load %1021 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2756 = llvm.insertelement %2754, %1[%3 : i64] : vector<2xf32>
      %2757 = llvm.insertelement %2755, %2756[%0 : i64] : vector<2xf32>
      %2758 = "nvvm.add.packed.f32x2"(%2736, %2757) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2759 = llvm.load %1022 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2760 = llvm.load %1023 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2761 = llvm.insertelement %2759, %1[%3 : i64] : vector<2xf32>
      %2762 = llvm.insertelement %2760, %2761[%0 : i64] : vector<2xf32>
      %2763 = "nvvm.add.packed.f32x2"(%2743, %2762) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2764 = llvm.load %1024 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2765 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2766 = llvm.insertelement %2764, %1[%3 : i64] : vector<2xf32>
      %2767 = llvm.insertelement %2765, %2766[%0 : i64] : vector<2xf32>
      %2768 = "nvvm.add.packed.f32x2"(%2748, %2767) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2769 = llvm.load %1026 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2770 = llvm.load %1027 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2771 = llvm.insertelement %2769, %1[%3 : i64] : vector<2xf32>
      %2772 = llvm.insertelement %2770, %2771[%0 : i64] : vector<2xf32>
      %2773 = "nvvm.add.packed.f32x2"(%2753, %2772) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2774 = llvm.load %1028 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2775 = llvm.load %1029 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2776 = llvm.insertelement %2774, %1[%3 : i64] : vector<2xf32>
      %2777 = llvm.insertelement %2775, %2776[%0 : i64] : vector<2xf32>
      %2778 = "nvvm.add.packed.f32x2"(%2758, %2777) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2779 = llvm.load %1030 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2780 = llvm.load %1031 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2781 = llvm.insertelement %2779, %1[%3 : i64] : vector<2xf32>
      %2782 = llvm.insertelement %2780, %2781[%0 : i64] : vector<2xf32>
      %2783 = "nvvm.add.packed.f32x2"(%2763, %2782) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2784 = llvm.load %1032 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2785 = llvm.load %1033 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2786 = llvm.insertelement %2784, %1[%3 : i64] : vector<2xf32>
      %2787 = llvm.insertelement %2785, %2786[%0 : i64] : vector<2xf32>
      %2788 = "nvvm.add.packed.f32x2"(%2768, %2787) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2789 = llvm.load %1034 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2790 = llvm.load %1035 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2791 = llvm.insertelement %2789, %1[%3 : i64] : vector<2xf32>
      %2792 = llvm.insertelement %2790, %2791[%0 : i64] : vector<2xf32>
      %2793 = "nvvm.add.packed.f32x2"(%2773, %2792) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2794 = llvm.load %1036 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2795 = llvm.load %1037 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2796 = llvm.insertelement %2794, %1[%3 : i64] : vector<2xf32>
      %2797 = llvm.insertelement %2795, %2796[%0 : i64] : vector<2xf32>
      %2798 = "nvvm.add.packed.f32x2"(%2778, %2797) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2799 = llvm.load %1038 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2800 = llvm.load %1039 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2801 = llvm.insertelement %2799, %1[%3 : i64] : vector<2xf32>
      %2802 = llvm.insertelement %2800, %2801[%0 : i64] : vector<2xf32>
      %2803 = "nvvm.add.packed.f32x2"(%2783, %2802) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2804 = llvm.load %1040 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2805 = llvm.load %1041 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2806 = llvm.insertelement %2804, %1[%3 : i64] : vector<2xf32>
      %2807 = llvm.insertelement %2805, %2806[%0 : i64] : vector<2xf32>
      %2808 = "nvvm.add.packed.f32x2"(%2788, %2807) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2809 = llvm.load %1042 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2810 = llvm.load %1043 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2811 = llvm.insertelement %2809, %1[%3 : i64] : vector<2xf32>
      %2812 = llvm.insertelement %2810, %2811[%0 : i64] : vector<2xf32>
      %2813 = "nvvm.add.packed.f32x2"(%2793, %2812) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2814 = llvm.load %1044 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2815 = llvm.load %1045 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2816 = llvm.insertelement %2814, %1[%3 : i64] : vector<2xf32>
      %2817 = llvm.insertelement %2815, %2816[%0 : i64] : vector<2xf32>
      %2818 = "nvvm.add.packed.f32x2"(%2798, %2817) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2819 = llvm.load %1046 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2820 = llvm.load %1047 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2821 = llvm.insertelement %2819, %1[%3 : i64] : vector<2xf32>
      %2822 = llvm.insertelement %2820, %2821[%0 : i64] : vector<2xf32>
      %2823 = "nvvm.add.packed.f32x2"(%2803, %2822) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2824 = llvm.load %1048 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2825 = llvm.load %1049 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2826 = llvm.insertelement %2824, %1[%3 : i64] : vector<2xf32>
      %2827 = llvm.insertelement %2825, %2826[%0 : i64] : vector<2xf32>
      %2828 = "nvvm.add.packed.f32x2"(%2808, %2827) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2829 = llvm.load %1050 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2830 = llvm.load %1051 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2831 = llvm.insertelement %2829, %1[%3 : i64] : vector<2xf32>
      %2832 = llvm.insertelement %2830, %2831[%0 : i64] : vector<2xf32>
      %2833 = "nvvm.add.packed.f32x2"(%2813, %2832) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2834 = llvm.load %1052 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2835 = llvm.load %1053 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2836 = llvm.insertelement %2834, %1[%3 : i64] : vector<2xf32>
      %2837 = llvm.insertelement %2835, %2836[%0 : i64] : vector<2xf32>
      %2838 = "nvvm.add.packed.f32x2"(%2818, %2837) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2839 = llvm.load %1054 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2840 = llvm.load %1055 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2841 = llvm.insertelement %2839, %1[%3 : i64] : vector<2xf32>
      %2842 = llvm.insertelement %2840, %2841[%0 : i64] : vector<2xf32>
      %2843 = "nvvm.add.packed.f32x2"(%2823, %2842) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2844 = llvm.load %1056 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2845 = llvm.load %1057 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2846 = llvm.insertelement %2844, %1[%3 : i64] : vector<2xf32>
      %2847 = llvm.insertelement %2845, %2846[%0 : i64] : vector<2xf32>
      %2848 = "nvvm.add.packed.f32x2"(%2828, %2847) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2849 = llvm.load %1058 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2850 = llvm.load %1059 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2851 = llvm.insertelement %2849, %1[%3 : i64] : vector<2xf32>
      %2852 = llvm.insertelement %2850, %2851[%0 : i64] : vector<2xf32>
      %2853 = "nvvm.add.packed.f32x2"(%2833, %2852) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2854 = llvm.load %1060 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2855 = llvm.load %1061 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2856 = llvm.insertelement %2854, %1[%3 : i64] : vector<2xf32>
      %2857 = llvm.insertelement %2855, %2856[%0 : i64] : vector<2xf32>
      %2858 = "nvvm.add.packed.f32x2"(%2838, %2857) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2859 = llvm.load %1062 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2860 = llvm.load %1063 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2861 = llvm.insertelement %2859, %1[%3 : i64] : vector<2xf32>
      %2862 = llvm.insertelement %2860, %2861[%0 : i64] : vector<2xf32>
      %2863 = "nvvm.add.packed.f32x2"(%2843, %2862) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2864 = llvm.load %1064 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2865 = llvm.load %1065 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2866 = llvm.insertelement %2864, %1[%3 : i64] : vector<2xf32>
      %2867 = llvm.insertelement %2865, %2866[%0 : i64] : vector<2xf32>
      %2868 = "nvvm.add.packed.f32x2"(%2848, %2867) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2869 = llvm.load %1066 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2870 = llvm.load %1067 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2871 = llvm.insertelement %2869, %1[%3 : i64] : vector<2xf32>
      %2872 = llvm.insertelement %2870, %2871[%0 : i64] : vector<2xf32>
      %2873 = "nvvm.add.packed.f32x2"(%2853, %2872) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2874 = llvm.load %1068 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2875 = llvm.load %1069 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2876 = llvm.insertelement %2874, %1[%3 : i64] : vector<2xf32>
      %2877 = llvm.insertelement %2875, %2876[%0 : i64] : vector<2xf32>
      %2878 = "nvvm.add.packed.f32x2"(%2858, %2877) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2879 = llvm.load %1070 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2880 = llvm.load %1071 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2881 = llvm.insertelement %2879, %1[%3 : i64] : vector<2xf32>
      %2882 = llvm.insertelement %2880, %2881[%0 : i64] : vector<2xf32>
      %2883 = "nvvm.add.packed.f32x2"(%2863, %2882) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2884 = llvm.load %1072 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2885 = llvm.load %1073 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2886 = llvm.insertelement %2884, %1[%3 : i64] : vector<2xf32>
      %2887 = llvm.insertelement %2885, %2886[%0 : i64] : vector<2xf32>
      %2888 = "nvvm.add.packed.f32x2"(%2868, %2887) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2889 = llvm.load %1074 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2890 = llvm.load %1075 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2891 = llvm.insertelement %2889, %1[%3 : i64] : vector<2xf32>
      %2892 = llvm.insertelement %2890, %2891[%0 : i64] : vector<2xf32>
      %2893 = "nvvm.add.packed.f32x2"(%2873, %2892) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2894 = llvm.load %1076 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2895 = llvm.load %1077 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2896 = llvm.insertelement %2894, %1[%3 : i64] : vector<2xf32>
      %2897 = llvm.insertelement %2895, %2896[%0 : i64] : vector<2xf32>
      %2898 = "nvvm.add.packed.f32x2"(%2878, %2897) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2899 = llvm.load %1078 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2900 = llvm.load %1079 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2901 = llvm.insertelement %2899, %1[%3 : i64] : vector<2xf32>
      %2902 = llvm.insertelement %2900, %2901[%0 : i64] : vector<2xf32>
      %2903 = "nvvm.add.packed.f32x2"(%2883, %2902) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2904 = llvm.load %1080 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2905 = llvm.load %1081 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2906 = llvm.insertelement %2904, %1[%3 : i64] : vector<2xf32>
      %2907 = llvm.insertelement %2905, %2906[%0 : i64] : vector<2xf32>
      %2908 = "nvvm.add.packed.f32x2"(%2888, %2907) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2909 = llvm.load %1082 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2910 = llvm.load %1083 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2911 = llvm.insertelement %2909, %1[%3 : i64] : vector<2xf32>
      %2912 = llvm.insertelement %2910, %2911[%0 : i64] : vector<2xf32>
      %2913 = "nvvm.add.packed.f32x2"(%2893, %2912) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2914 = llvm.load %1084 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2915 = llvm.load %1085 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2916 = llvm.insertelement %2914, %1[%3 : i64] : vector<2xf32>
      %2917 = llvm.insertelement %2915, %2916[%0 : i64] : vector<2xf32>
      %2918 = "nvvm.add.packed.f32x2"(%2898, %2917) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2919 = llvm.load %1086 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2920 = llvm.load %1087 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2921 = llvm.insertelement %2919, %1[%3 : i64] : vector<2xf32>
      %2922 = llvm.insertelement %2920, %2921[%0 : i64] : vector<2xf32>
      %2923 = "nvvm.add.packed.f32x2"(%2903, %2922) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2924 = llvm.load %1088 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2925 = llvm.load %1089 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2926 = llvm.insertelement %2924, %1[%3 : i64] : vector<2xf32>
      %2927 = llvm.insertelement %2925, %2926[%0 : i64] : vector<2xf32>
      %2928 = "nvvm.add.packed.f32x2"(%2908, %2927) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2929 = llvm.load %1090 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2930 = llvm.load %1091 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2931 = llvm.insertelement %2929, %1[%3 : i64] : vector<2xf32>
      %2932 = llvm.insertelement %2930, %2931[%0 : i64] : vector<2xf32>
      %2933 = "nvvm.add.packed.f32x2"(%2913, %2932) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2934 = llvm.load %1092 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2935 = llvm.load %1093 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2936 = llvm.insertelement %2934, %1[%3 : i64] : vector<2xf32>
      %2937 = llvm.insertelement %2935, %2936[%0 : i64] : vector<2xf32>
      %2938 = "nvvm.add.packed.f32x2"(%2918, %2937) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2939 = llvm.load %1094 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2940 = llvm.load %1095 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2941 = llvm.insertelement %2939, %1[%3 : i64] : vector<2xf32>
      %2942 = llvm.insertelement %2940, %2941[%0 : i64] : vector<2xf32>
      %2943 = "nvvm.add.packed.f32x2"(%2923, %2942) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2944 = llvm.load %1096 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2945 = llvm.load %1097 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2946 = llvm.insertelement %2944, %1[%3 : i64] : vector<2xf32>
      %2947 = llvm.insertelement %2945, %2946[%0 : i64] : vector<2xf32>
      %2948 = "nvvm.add.packed.f32x2"(%2928, %2947) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2949 = llvm.load %1098 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2950 = llvm.load %1099 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2951 = llvm.insertelement %2949, %1[%3 : i64] : vector<2xf32>
      %2952 = llvm.insertelement %2950, %2951[%0 : i64] : vector<2xf32>
      %2953 = "nvvm.add.packed.f32x2"(%2933, %2952) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2954 = llvm.load %1100 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2955 = llvm.load %1101 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2956 = llvm.insertelement %2954, %1[%3 : i64] : vector<2xf32>
      %2957 = llvm.insertelement %2955, %2956[%0 : i64] : vector<2xf32>
      %2958 = "nvvm.add.packed.f32x2"(%2938, %2957) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2959 = llvm.load %1102 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2960 = llvm.load %1103 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2961 = llvm.insertelement %2959, %1[%3 : i64] : vector<2xf32>
      %2962 = llvm.insertelement %2960, %2961[%0 : i64] : vector<2xf32>
      %2963 = "nvvm.add.packed.f32x2"(%2943, %2962) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2964 = llvm.load %1104 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2965 = llvm.load %1105 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2966 = llvm.insertelement %2964, %1[%3 : i64] : vector<2xf32>
      %2967 = llvm.insertelement %2965, %2966[%0 : i64] : vector<2xf32>
      %2968 = "nvvm.add.packed.f32x2"(%2948, %2967) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2969 = llvm.load %1106 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2970 = llvm.load %1107 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2971 = llvm.insertelement %2969, %1[%3 : i64] : vector<2xf32>
      %2972 = llvm.insertelement %2970, %2971[%0 : i64] : vector<2xf32>
      %2973 = "nvvm.add.packed.f32x2"(%2953, %2972) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2974 = llvm.load %1108 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2975 = llvm.load %1109 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2976 = llvm.insertelement %2974, %1[%3 : i64] : vector<2xf32>
      %2977 = llvm.insertelement %2975, %2976[%0 : i64] : vector<2xf32>
      %2978 = "nvvm.add.packed.f32x2"(%2958, %2977) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2979 = llvm.load %1110 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2980 = llvm.load %1111 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2981 = llvm.insertelement %2979, %1[%3 : i64] : vector<2xf32>
      %2982 = llvm.insertelement %2980, %2981[%0 : i64] : vector<2xf32>
      %2983 = "nvvm.add.packed.f32x2"(%2963, %2982) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2984 = llvm.load %1112 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2985 = llvm.load %1113 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2986 = llvm.insertelement %2984, %1[%3 : i64] : vector<2xf32>
      %2987 = llvm.insertelement %2985, %2986[%0 : i64] : vector<2xf32>
      %2988 = "nvvm.add.packed.f32x2"(%2968, %2987) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2989 = llvm.load %1114 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2990 = llvm.load %1115 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2991 = llvm.insertelement %2989, %1[%3 : i64] : vector<2xf32>
      %2992 = llvm.insertelement %2990, %2991[%0 : i64] : vector<2xf32>
      %2993 = "nvvm.add.packed.f32x2"(%2973, %2992) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2994 = llvm.load %1116 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2995 = llvm.load %1117 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2996 = llvm.insertelement %2994, %1[%3 : i64] : vector<2xf32>
      %2997 = llvm.insertelement %2995, %2996[%0 : i64] : vector<2xf32>
      %2998 = "nvvm.add.packed.f32x2"(%2978, %2997) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2999 = llvm.load %1118 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3000 = llvm.load %1119 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3001 = llvm.insertelement %2999, %1[%3 : i64] : vector<2xf32>
      %3002 = llvm.insertelement %3000, %3001[%0 : i64] : vector<2xf32>
      %3003 = "nvvm.add.packed.f32x2"(%2983, %3002) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3004 = llvm.load %1120 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3005 = llvm.load %1121 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3006 = llvm.insertelement %3004, %1[%3 : i64] : vector<2xf32>
      %3007 = llvm.insertelement %3005, %3006[%0 : i64] : vector<2xf32>
      %3008 = "nvvm.add.packed.f32x2"(%2988, %3007) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3009 = llvm.load %1122 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3010 = llvm.load %1123 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3011 = llvm.insertelement %3009, %1[%3 : i64] : vector<2xf32>
      %3012 = llvm.insertelement %3010, %3011[%0 : i64] : vector<2xf32>
      %3013 = "nvvm.add.packed.f32x2"(%2993, %3012) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3014 = llvm.load %1124 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3015 = llvm.load %1125 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3016 = llvm.insertelement %3014, %1[%3 : i64] : vector<2xf32>
      %3017 = llvm.insertelement %3015, %3016[%0 : i64] : vector<2xf32>
      %3018 = "nvvm.add.packed.f32x2"(%2998, %3017) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3019 = llvm.load %1126 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3020 = llvm.load %1127 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3021 = llvm.insertelement %3019, %1[%3 : i64] : vector<2xf32>
      %3022 = llvm.insertelement %3020, %3021[%0 : i64] : vector<2xf32>
      %3023 = "nvvm.add.packed.f32x2"(%3003, %3022) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3024 = "nvvm.add.packed.f32x2"(%3008, %3013) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3025 = "nvvm.add.packed.f32x2"(%3018, %3023) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3026 = "nvvm.add.packed.f32x2"(%3024, %3025) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3027 = llvm.extractelement %3026[%3 : i64] : vector<2xf32>
      %3028 = llvm.extractelement %3026[%0 : i64] : vector<2xf32>
      %3029 = llvm.fadd %3027, %3028 : f32
      llvm.store %3029, %107 {alignment = 32 : i64} : f32, !llvm.ptr
      %3030 = llvm.xor %1526, %78 : i32
      llvm.br ^bb747(%14, %3030, %1525 : i32, i32, i32)
    ^bb747(%3031: i32, %3032: i32, %3033: i32):  // 2 preds: ^bb746, ^bb756
      %3034 = llvm.icmp "slt" %3031, %710 : i32
      llvm.cond_br %3034, ^bb748, ^bb757
    ^bb748:  // pred: ^bb747
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %711, %3032, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb749(%14 : i32)
    ^bb749(%3035: i32):  // 2 preds: ^bb748, ^bb750
      %3036 = llvm.icmp "slt" %3035, %29 : i32
      llvm.cond_br %3036, ^bb750, ^bb751
    ^bb750:  // pred: ^bb749
      %3037 = llvm.mul %3035, %13 overflow<nsw> : i32
      %3038 = llvm.add %698, %3037 : i32
      %3039 = llvm.getelementptr %102[%3037] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3040 = llvm.inttoptr %3038 : i32 to !llvm.ptr<6>
      %3041 = "nvvm.tcgen05.ld"(%3040) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %3041, %3039 : vector<32xi32>, !llvm.ptr
      %3042 = llvm.add %3035, %78 : i32
      llvm.br ^bb749(%3042 : i32) {loop_annotation = #loop_annotation2}
    ^bb751:  // pred: ^bb749
      %3043 = llvm.load %102 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
      %3044 = llvm.load %108 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %3043, %101 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %3045 = llvm.load %101 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3046 = llvm.load %1128 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3047 = "nvvm.fmax"(%3044, %3045, %3046) : (f32, f32, f32) -> f32
      %3048 = llvm.load %1129 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3049 = llvm.load %1130 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3050 = "nvvm.fmax"(%3048, %3049) : (f32, f32) -> f32
      %3051 = llvm.load %1131 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3052 = llvm.load %1132 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3053 = "nvvm.fmax"(%3051, %3052) : (f32, f32) -> f32
      %3054 = llvm.load %1133 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3055 = llvm.load %1134 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3056 = "nvvm.fmax"(%3054, %3055) : (f32, f32) -> f32
      %3057 = llvm.load %1135 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3058 = llvm.load %1136 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3059 = "nvvm.fmax"(%3047, %3057, %3058) : (f32, f32, f32) -> f32
      %3060 = llvm.load %1137 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3061 = llvm.load %1138 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3062 = "nvvm.fmax"(%3050, %3060, %3061) : (f32, f32, f32) -> f32
      %3063 = llvm.load %1139 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3064 = llvm.load %1140 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3065 = "nvvm.fmax"(%3053, %3063, %3064) : (f32, f32, f32) -> f32
      %3066 = llvm.load %1141 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3067 = llvm.load %1142 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3068 = "nvvm.fmax"(%3056, %3066, %3067) : (f32, f32, f32) -> f32
      %3069 = llvm.load %1143 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3070 = llvm.load %1144 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3071 = "nvvm.fmax"(%3059, %3069, %3070) : (f32, f32, f32) -> f32
      %3072 = llvm.load %1145 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3073 = llvm.load %1146 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3074 = "nvvm.fmax"(%3062, %3072, %3073) : (f32, f32, f32) -> f32
      %3075 = llvm.load %1147 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3076 = llvm.load %1148 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3077 = "nvvm.fmax"(%3065, %3075, %3076) : (f32, f32, f32) -> f32
      %3078 = llvm.load %1149 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3079 = llvm.load %1150 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3080 = "nvvm.fmax"(%3068, %3078, %3079) : (f32, f32, f32) -> f32
      %3081 = llvm.load %1151 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3082 = llvm.load %1152 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3083 = "nvvm.fmax"(%3071, %3081, %3082) : (f32, f32, f32) -> f32
      %3084 = llvm.load %1153 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3085 = llvm.load %1154 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3086 = "nvvm.fmax"(%3074, %3084, %3085) : (f32, f32, f32) -> f32
      %3087 = llvm.load %1155 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3088 = llvm.load %1156 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3089 = "nvvm.fmax"(%3077, %3087, %3088) : (f32, f32, f32) -> f32
      %3090 = llvm.load %1157 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3091 = llvm.load %1158 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3092 = "nvvm.fmax"(%3080, %3090, %3091) : (f32, f32, f32) -> f32
      %3093 = llvm.load %1159 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3094 = llvm.load %1160 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3095 = "nvvm.fmax"(%3083, %3093, %3094) : (f32, f32, f32) -> f32
      %3096 = llvm.load %1161 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3097 = llvm.load %1162 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3098 = "nvvm.fmax"(%3086, %3096, %3097) : (f32, f32, f32) -> f32
      %3099 = llvm.load %1163 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3100 = llvm.load %1164 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3101 = "nvvm.fmax"(%3089, %3099, %3100) : (f32, f32, f32) -> f32
      %3102 = llvm.load %1165 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3103 = llvm.load %1166 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3104 = "nvvm.fmax"(%3092, %3102, %3103) : (f32, f32, f32) -> f32
      %3105 = llvm.load %1167 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3106 = llvm.load %1168 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3107 = "nvvm.fmax"(%3095, %3105, %3106) : (f32, f32, f32) -> f32
      %3108 = llvm.load %1169 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3109 = llvm.load %1170 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3110 = "nvvm.fmax"(%3098, %3108, %3109) : (f32, f32, f32) -> f32
      %3111 = llvm.load %1171 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3112 = llvm.load %1172 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3113 = "nvvm.fmax"(%3101, %3111, %3112) : (f32, f32, f32) -> f32
      %3114 = llvm.load %1173 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3115 = llvm.load %1174 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3116 = "nvvm.fmax"(%3104, %3114, %3115) : (f32, f32, f32) -> f32
      %3117 = llvm.load %1175 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3118 = llvm.load %1176 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3119 = "nvvm.fmax"(%3107, %3117, %3118) : (f32, f32, f32) -> f32
      %3120 = llvm.load %1177 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3121 = llvm.load %1178 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3122 = "nvvm.fmax"(%3110, %3120, %3121) : (f32, f32, f32) -> f32
      %3123 = llvm.load %1179 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3124 = llvm.load %1180 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3125 = "nvvm.fmax"(%3113, %3123, %3124) : (f32, f32, f32) -> f32
      %3126 = llvm.load %1181 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3127 = llvm.load %1182 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3128 = "nvvm.fmax"(%3116, %3126, %3127) : (f32, f32, f32) -> f32
      %3129 = llvm.load %1183 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3130 = llvm.load %1184 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3131 = "nvvm.fmax"(%3119, %3129, %3130) : (f32, f32, f32) -> f32
      %3132 = llvm.load %1185 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3133 = llvm.load %1186 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3134 = "nvvm.fmax"(%3122, %3132, %3133) : (f32, f32, f32) -> f32
      %3135 = llvm.load %1187 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3136 = llvm.load %1188 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3137 = "nvvm.fmax"(%3125, %3135, %3136) : (f32, f32, f32) -> f32
      %3138 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3139 = llvm.load %1190 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3140 = "nvvm.fmax"(%3128, %3138, %3139) : (f32, f32, f32) -> f32
      %3141 = llvm.load %1191 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3142 = llvm.load %1192 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3143 = "nvvm.fmax"(%3131, %3141, %3142) : (f32, f32, f32) -> f32
      %3144 = llvm.load %1193 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3145 = llvm.load %1194 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3146 = "nvvm.fmax"(%3134, %3144, %3145) : (f32, f32, f32) -> f32
      %3147 = llvm.load %1195 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3148 = llvm.load %1196 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3149 = "nvvm.fmax"(%3137, %3147, %3148) : (f32, f32, f32) -> f32
      %3150 = llvm.load %1197 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3151 = llvm.load %1198 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3152 = "nvvm.fmax"(%3140, %3150, %3151) : (f32, f32, f32) -> f32
      %3153 = llvm.load %1199 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3154 = llvm.load %1200 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3155 = "nvvm.fmax"(%3143, %3153, %3154) : (f32, f32, f32) -> f32
      %3156 = llvm.load %1201 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3157 = llvm.load %1202 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3158 = "nvvm.fmax"(%3146, %3156, %3157) : (f32, f32, f32) -> f32
      %3159 = llvm.load %1203 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3160 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3161 = "nvvm.fmax"(%3149, %3159, %3160) : (f32, f32, f32) -> f32
      %3162 = llvm.load %1205 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3163 = llvm.load %1206 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3164 = "nvvm.fmax"(%3152, %3162, %3163) : (f32, f32, f32) -> f32
      %3165 = llvm.load %1207 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3166 = llvm.load %1208 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3167 = "nvvm.fmax"(%3155, %3165, %3166) : (f32, f32, f32) -> f32
      %3168 = llvm.load %1209 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3169 = llvm.load %1210 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3170 = "nvvm.fmax"(%3158, %3168, %3169) : (f32, f32, f32) -> f32
      %3171 = llvm.load %1211 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3172 = llvm.load %1212 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3173 = "nvvm.fmax"(%3161, %3171, %3172) : (f32, f32, f32) -> f32
      %3174 = llvm.load %1213 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3175 = llvm.load %1214 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3176 = "nvvm.fmax"(%3164, %3174, %3175) : (f32, f32, f32) -> f32
      %3177 = llvm.load %1215 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3178 = llvm.load %1216 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3179 = "nvvm.fmax"(%3167, %3177, %3178) : (f32, f32, f32) -> f32
      %3180 = llvm.load %1217 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3181 = llvm.load %1218 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3182 = "nvvm.fmax"(%3170, %3180, %3181) : (f32, f32, f32) -> f32
      %3183 = llvm.load %1219 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3184 = llvm.load %1220 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3185 = "nvvm.fmax"(%3173, %3183, %3184) : (f32, f32, f32) -> f32
      %3186 = llvm.load %1221 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3187 = llvm.load %1222 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3188 = "nvvm.fmax"(%3176, %3186, %3187) : (f32, f32, f32) -> f32
      %3189 = llvm.load %1223 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3190 = llvm.load %1224 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3191 = "nvvm.fmax"(%3179, %3189, %3190) : (f32, f32, f32) -> f32
      %3192 = llvm.load %1225 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3193 = llvm.load %1226 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3194 = "nvvm.fmax"(%3182, %3192, %3193) : (f32, f32, f32) -> f32
      %3195 = llvm.load %1227 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3196 = llvm.load %1228 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3197 = "nvvm.fmax"(%3185, %3195, %3196) : (f32, f32, f32) -> f32
      %3198 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3199 = llvm.load %1230 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3200 = "nvvm.fmax"(%3188, %3198, %3199) : (f32, f32, f32) -> f32
      %3201 = llvm.load %1231 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3202 = llvm.load %1232 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3203 = "nvvm.fmax"(%3191, %3201, %3202) : (f32, f32, f32) -> f32
      %3204 = llvm.load %1233 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3205 = llvm.load %1234 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3206 = "nvvm.fmax"(%3194, %3204, %3205) : (f32, f32, f32) -> f32
      %3207 = llvm.load %1235 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3208 = llvm.load %1236 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3209 = "nvvm.fmax"(%3197, %3207, %3208) : (f32, f32, f32) -> f32
      %3210 = llvm.load %1237 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3211 = llvm.load %1238 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3212 = "nvvm.fmax"(%3200, %3210, %3211) : (f32, f32, f32) -> f32
      %3213 = llvm.load %1239 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3214 = llvm.load %1240 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3215 = "nvvm.fmax"(%3203, %3213, %3214) : (f32, f32, f32) -> f32
      %3216 = llvm.load %1241 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3217 = llvm.load %1242 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3218 = "nvvm.fmax"(%3206, %3216, %3217) : (f32, f32, f32) -> f32
      %3219 = llvm.load %1243 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3220 = llvm.load %1244 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3221 = "nvvm.fmax"(%3209, %3219, %3220) : (f32, f32, f32) -> f32
      %3222 = llvm.load %1245 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3223 = llvm.load %1246 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3224 = "nvvm.fmax"(%3212, %3222, %3223) : (f32, f32, f32) -> f32
      %3225 = llvm.load %1247 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3226 = llvm.load %1248 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3227 = "nvvm.fmax"(%3215, %3225, %3226) : (f32, f32, f32) -> f32
      %3228 = llvm.load %1249 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3229 = llvm.load %1250 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3230 = "nvvm.fmax"(%3218, %3228, %3229) : (f32, f32, f32) -> f32
      %3231 = llvm.load %1251 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3232 = llvm.load %1252 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3233 = "nvvm.fmax"(%3221, %3231, %3232) : (f32, f32, f32) -> f32
      %3234 = llvm.load %1253 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3235 = llvm.load %1254 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3236 = "nvvm.fmax"(%3224, %3234, %3235) : (f32, f32, f32) -> f32
      %3237 = "nvvm.fmax"(%3227, %3230) : (f32, f32) -> f32
      %3238 = "nvvm.fmax"(%3237, %3233, %3236) : (f32, f32, f32) -> f32
      %3239 = llvm.fcmp "une" %3238, %40 : f32
      %3240 = llvm.select %3239, %3238, %60 : i1, f32
      %3241 = llvm.fsub %3044, %3240 : f32
      %3242 = llvm.fmul %3241, %arg9 : f32
      %3243 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3242) : (f32) -> f32
      %3244 = llvm.fcmp "oge" %3242, %63 : f32
      %3245 = llvm.select %3244, %3044, %3238 : i1, f32
      %3246 = llvm.select %3244, %3044, %3240 : i1, f32
      %3247 = llvm.select %3244, %36, %3243 : i1, f32
      llvm.store %3245, %108 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %3247, %1257 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "r,n" %984, %75 : (i32, i32) -> ()
      %3248 = llvm.fmul %3246, %arg9 : f32
      %3249 = llvm.fsub %60, %3248 : f32
      %3250 = llvm.insertelement %3249, %1[%14 : i32] : vector<2xf32>
      %3251 = llvm.shufflevector %3250, %1 [0, 0] : vector<2xf32> 
      llvm.br ^bb752(%14 : i32)
    ^bb752(%3252: i32):  // 2 preds: ^bb751, ^bb753
      %3253 = llvm.icmp "slt" %3252, %76 : i32
      llvm.cond_br %3253, ^bb753, ^bb754
    ^bb753:  // pred: ^bb752
      %3254 = llvm.getelementptr %102[%3252] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3255 = llvm.load %3254 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3256 = llvm.add %3252, %78 : i32
      %3257 = llvm.getelementptr %102[%3256] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3258 = llvm.load %3257 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3259 = llvm.insertelement %3255, %1[%3 : i64] : vector<2xf32>
      %3260 = llvm.insertelement %3258, %3259[%0 : i64] : vector<2xf32>
      %3261 = "nvvm.fma.packed.f32x2"(%3260, %986, %3251) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3262 = llvm.extractelement %3261[%3 : i64] : vector<2xf32>
      %3263 = llvm.extractelement %3261[%0 : i64] : vector<2xf32>
      llvm.store %3262, %3254 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %3263, %3257 {alignment = 4 : i64} : f32, !llvm.ptr
      %3264 = llvm.add %3252, %15 : i32
      llvm.br ^bb752(%3264 : i32) {loop_annotation = #loop_annotation1}
    ^bb754:  // pred: ^bb752
      %3265 = llvm.load %102 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3266 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3265) : (f32) -> f32
      llvm.store %3266, %102 {alignment = 32 : i64} : f32, !llvm.ptr
      %3267 = llvm.load %1258 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3268 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3267) : (f32) -> f32
      llvm.store %3268, %1258 {alignment = 4 : i64} : f32, !llvm.ptr
      %3269 = llvm.load %1259 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3270 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3269) : (f32) -> f32
      llvm.store %3270, %1259 {alignment = 8 : i64} : f32, !llvm.ptr
      %3271 = llvm.load %1260 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3272 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3271) : (f32) -> f32
      llvm.store %3272, %1260 {alignment = 4 : i64} : f32, !llvm.ptr
      %3273 = llvm.load %1261 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3274 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3273) : (f32) -> f32
      llvm.store %3274, %1261 {alignment = 16 : i64} : f32, !llvm.ptr
      %3275 = llvm.load %1262 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3276 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3275) : (f32) -> f32
      llvm.store %3276, %1262 {alignment = 4 : i64} : f32, !llvm.ptr
      %3277 = llvm.load %1263 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3278 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3277) : (f32) -> f32
      llvm.store %3278, %1263 {alignment = 8 : i64} : f32, !llvm.ptr
      %3279 = llvm.load %1264 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3280 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3279) : (f32) -> f32
      llvm.store %3280, %1264 {alignment = 4 : i64} : f32, !llvm.ptr
      %3281 = llvm.load %1265 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3282 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3281) : (f32) -> f32
      llvm.store %3282, %1265 {alignment = 32 : i64} : f32, !llvm.ptr
      %3283 = llvm.load %1266 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3284 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3283) : (f32) -> f32
      llvm.store %3284, %1266 {alignment = 4 : i64} : f32, !llvm.ptr
      %3285 = llvm.load %1267 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3286 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3285) : (f32) -> f32
      llvm.store %3286, %1267 {alignment = 8 : i64} : f32, !llvm.ptr
      %3287 = llvm.load %1268 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3288 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3287) : (f32) -> f32
      llvm.store %3288, %1268 {alignment = 4 : i64} : f32, !llvm.ptr
      %3289 = llvm.load %1269 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3290 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3289) : (f32) -> f32
      llvm.store %3290, %1269 {alignment = 16 : i64} : f32, !llvm.ptr
      %3291 = llvm.load %1270 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3292 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3291) : (f32) -> f32
      llvm.store %3292, %1270 {alignment = 4 : i64} : f32, !llvm.ptr
      %3293 = llvm.load %1271 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3294 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3293) : (f32) -> f32
      llvm.store %3294, %1271 {alignment = 8 : i64} : f32, !llvm.ptr
      %3295 = llvm.load %1272 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3296 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3295) : (f32) -> f32
      llvm.store %3296, %1272 {alignment = 4 : i64} : f32, !llvm.ptr
      %3297 = llvm.load %1273 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3298 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3297) : (f32) -> f32
      llvm.store %3298, %1273 {alignment = 32 : i64} : f32, !llvm.ptr
      %3299 = llvm.load %1274 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3300 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3299) : (f32) -> f32
      llvm.store %3300, %1274 {alignment = 4 : i64} : f32, !llvm.ptr
      %3301 = llvm.load %1275 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3302 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3301) : (f32) -> f32
      llvm.store %3302, %1275 {alignment = 8 : i64} : f32, !llvm.ptr
      %3303 = llvm.load %1276 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3304 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3303) : (f32) -> f32
      llvm.store %3304, %1276 {alignment = 4 : i64} : f32, !llvm.ptr
      %3305 = llvm.load %1277 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3306 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3305) : (f32) -> f32
      llvm.store %3306, %1277 {alignment = 16 : i64} : f32, !llvm.ptr
      %3307 = llvm.load %1278 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3308 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3307) : (f32) -> f32
      llvm.store %3308, %1278 {alignment = 4 : i64} : f32, !llvm.ptr
      %3309 = llvm.load %1279 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3310 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3309) : (f32) -> f32
      llvm.store %3310, %1279 {alignment = 8 : i64} : f32, !llvm.ptr
      %3311 = llvm.load %1280 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3312 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3311) : (f32) -> f32
      llvm.store %3312, %1280 {alignment = 4 : i64} : f32, !llvm.ptr
      %3313 = llvm.load %1281 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3314 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3313) : (f32) -> f32
      llvm.store %3314, %1281 {alignment = 32 : i64} : f32, !llvm.ptr
      %3315 = llvm.load %1282 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3316 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3315) : (f32) -> f32
      llvm.store %3316, %1282 {alignment = 4 : i64} : f32, !llvm.ptr
      %3317 = llvm.load %1283 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3318 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3317) : (f32) -> f32
      llvm.store %3318, %1283 {alignment = 8 : i64} : f32, !llvm.ptr
      %3319 = llvm.load %1284 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3320 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3319) : (f32) -> f32
      llvm.store %3320, %1284 {alignment = 4 : i64} : f32, !llvm.ptr
      %3321 = llvm.load %1285 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3322 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3321) : (f32) -> f32
      llvm.store %3322, %1285 {alignment = 16 : i64} : f32, !llvm.ptr
      %3323 = llvm.load %1286 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3324 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3323) : (f32) -> f32
      llvm.store %3324, %1286 {alignment = 4 : i64} : f32, !llvm.ptr
      %3325 = llvm.load %1287 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3326 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3325) : (f32) -> f32
      llvm.store %3326, %1287 {alignment = 8 : i64} : f32, !llvm.ptr
      %3327 = llvm.load %1288 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3328 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3327) : (f32) -> f32
      llvm.store %3328, %1288 {alignment = 4 : i64} : f32, !llvm.ptr
      %3329 = llvm.load %102 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %3330 = llvm.fptrunc %3329 : vector<32xf32> to vector<32xbf16>
      llvm.store %3330, %100 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %3331 = llvm.load %1289 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3332 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3331) : (f32) -> f32
      llvm.store %3332, %1289 {alignment = 32 : i64} : f32, !llvm.ptr
      %3333 = llvm.load %1290 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3334 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3333) : (f32) -> f32
      llvm.store %3334, %1290 {alignment = 4 : i64} : f32, !llvm.ptr
      %3335 = llvm.load %1291 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3336 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3335) : (f32) -> f32
      llvm.store %3336, %1291 {alignment = 8 : i64} : f32, !llvm.ptr
      %3337 = llvm.load %1292 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3338 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3337) : (f32) -> f32
      llvm.store %3338, %1292 {alignment = 4 : i64} : f32, !llvm.ptr
      %3339 = llvm.load %1293 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3340 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3339) : (f32) -> f32
      llvm.store %3340, %1293 {alignment = 16 : i64} : f32, !llvm.ptr
      %3341 = llvm.load %1294 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3342 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3341) : (f32) -> f32
      llvm.store %3342, %1294 {alignment = 4 : i64} : f32, !llvm.ptr
      %3343 = llvm.load %1295 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3344 = llvm.load %1296 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3345 = "nvvm.fmax"(%3343, %62) : (f32, f32) -> f32
      %3346 = "nvvm.fmax"(%3344, %62) : (f32, f32) -> f32
      %3347 = llvm.insertelement %3345, %1[%3 : i64] : vector<2xf32>
      %3348 = llvm.insertelement %3346, %3347[%0 : i64] : vector<2xf32>
      %3349 = "nvvm.add.packed.f32x2"(%3348, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3350 = llvm.extractelement %3349[%3 : i64] : vector<2xf32>
      %3351 = llvm.extractelement %3349[%0 : i64] : vector<2xf32>
      %3352 = "nvvm.sub.packed.f32x2"(%3349, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3353 = "nvvm.sub.packed.f32x2"(%3348, %3352) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3354 = "nvvm.fma.packed.f32x2"(%71, %3353, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3355 = "nvvm.fma.packed.f32x2"(%3354, %3353, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3356 = "nvvm.fma.packed.f32x2"(%3355, %3353, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3357 = llvm.extractelement %3356[%3 : i64] : vector<2xf32>
      %3358 = llvm.extractelement %3356[%0 : i64] : vector<2xf32>
      %3359 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3350, %3357 : (f32, f32) -> f32
      %3360 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3351, %3358 : (f32, f32) -> f32
      llvm.store %3359, %1295 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %3360, %1296 {alignment = 4 : i64} : f32, !llvm.ptr
      %3361 = llvm.load %1297 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3362 = llvm.load %1298 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3363 = "nvvm.fmax"(%3361, %62) : (f32, f32) -> f32
      %3364 = "nvvm.fmax"(%3362, %62) : (f32, f32) -> f32
      %3365 = llvm.insertelement %3363, %1[%3 : i64] : vector<2xf32>
      %3366 = llvm.insertelement %3364, %3365[%0 : i64] : vector<2xf32>
      %3367 = "nvvm.add.packed.f32x2"(%3366, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3368 = llvm.extractelement %3367[%3 : i64] : vector<2xf32>
      %3369 = llvm.extractelement %3367[%0 : i64] : vector<2xf32>
      %3370 = "nvvm.sub.packed.f32x2"(%3367, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3371 = "nvvm.sub.packed.f32x2"(%3366, %3370) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3372 = "nvvm.fma.packed.f32x2"(%71, %3371, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3373 = "nvvm.fma.packed.f32x2"(%3372, %3371, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3374 = "nvvm.fma.packed.f32x2"(%3373, %3371, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3375 = llvm.extractelement %3374[%3 : i64] : vector<2xf32>
      %3376 = llvm.extractelement %3374[%0 : i64] : vector<2xf32>
      %3377 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3368, %3375 : (f32, f32) -> f32
      %3378 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3369, %3376 : (f32, f32) -> f32
      llvm.store %3377, %1297 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %3378, %1298 {alignment = 4 : i64} : f32, !llvm.ptr
      %3379 = llvm.load %1299 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3380 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3379) : (f32) -> f32
      llvm.store %3380, %1299 {alignment = 8 : i64} : f32, !llvm.ptr
      %3381 = llvm.load %1300 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3382 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3381) : (f32) -> f32
      llvm.store %3382, %1300 {alignment = 4 : i64} : f32, !llvm.ptr
      %3383 = llvm.load %1301 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3384 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3383) : (f32) -> f32
      llvm.store %3384, %1301 {alignment = 16 : i64} : f32, !llvm.ptr
      %3385 = llvm.load %1302 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3386 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3385) : (f32) -> f32
      llvm.store %3386, %1302 {alignment = 4 : i64} : f32, !llvm.ptr
      %3387 = llvm.load %1303 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3388 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3387) : (f32) -> f32
      llvm.store %3388, %1303 {alignment = 8 : i64} : f32, !llvm.ptr
      %3389 = llvm.load %1304 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3390 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3389) : (f32) -> f32
      llvm.store %3390, %1304 {alignment = 4 : i64} : f32, !llvm.ptr
      %3391 = llvm.load %1305 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3392 = llvm.load %1306 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3393 = "nvvm.fmax"(%3391, %62) : (f32, f32) -> f32
      %3394 = "nvvm.fmax"(%3392, %62) : (f32, f32) -> f32
      %3395 = llvm.insertelement %3393, %1[%3 : i64] : vector<2xf32>
      %3396 = llvm.insertelement %3394, %3395[%0 : i64] : vector<2xf32>
      %3397 = "nvvm.add.packed.f32x2"(%3396, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3398 = llvm.extractelement %3397[%3 : i64] : vector<2xf32>
      %3399 = llvm.extractelement %3397[%0 : i64] : vector<2xf32>
      %3400 = "nvvm.sub.packed.f32x2"(%3397, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3401 = "nvvm.sub.packed.f32x2"(%3396, %3400) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3402 = "nvvm.fma.packed.f32x2"(%71, %3401, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3403 = "nvvm.fma.packed.f32x2"(%3402, %3401, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3404 = "nvvm.fma.packed.f32x2"(%3403, %3401, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3405 = llvm.extractelement %3404[%3 : i64] : vector<2xf32>
      %3406 = llvm.extractelement %3404[%0 : i64] : vector<2xf32>
      %3407 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3398, %3405 : (f32, f32) -> f32
      %3408 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3399, %3406 : (f32, f32) -> f32
      llvm.store %3407, %1305 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %3408, %1306 {alignment = 4 : i64} : f32, !llvm.ptr
      %3409 = llvm.load %1307 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3410 = llvm.load %1308 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3411 = "nvvm.fmax"(%3409, %62) : (f32, f32) -> f32
      %3412 = "nvvm.fmax"(%3410, %62) : (f32, f32) -> f32
      %3413 = llvm.insertelement %3411, %1[%3 : i64] : vector<2xf32>
      %3414 = llvm.insertelement %3412, %3413[%0 : i64] : vector<2xf32>
      %3415 = "nvvm.add.packed.f32x2"(%3414, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3416 = llvm.extractelement %3415[%3 : i64] : vector<2xf32>
      %3417 = llvm.extractelement %3415[%0 : i64] : vector<2xf32>
      %3418 = "nvvm.sub.packed.f32x2"(%3415, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3419 = "nvvm.sub.packed.f32x2"(%3414, %3418) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3420 = "nvvm.fma.packed.f32x2"(%71, %3419, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3421 = "nvvm.fma.packed.f32x2"(%3420, %3419, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3422 = "nvvm.fma.packed.f32x2"(%3421, %3419, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3423 = llvm.extractelement %3422[%3 : i64] : vector<2xf32>
      %3424 = llvm.extractelement %3422[%0 : i64] : vector<2xf32>
      %3425 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3416, %3423 : (f32, f32) -> f32
      %3426 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3417, %3424 : (f32, f32) -> f32
      llvm.store %3425, %1307 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %3426, %1308 {alignment = 4 : i64} : f32, !llvm.ptr
      %3427 = llvm.load %1309 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3428 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3427) : (f32) -> f32
      llvm.store %3428, %1309 {alignment = 16 : i64} : f32, !llvm.ptr
      %3429 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3430 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3429) : (f32) -> f32
      llvm.store %3430, %1310 {alignment = 4 : i64} : f32, !llvm.ptr
      %3431 = llvm.load %1311 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3432 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3431) : (f32) -> f32
      llvm.store %3432, %1311 {alignment = 8 : i64} : f32, !llvm.ptr
      %3433 = llvm.load %1312 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3434 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3433) : (f32) -> f32
      llvm.store %3434, %1312 {alignment = 4 : i64} : f32, !llvm.ptr
      %3435 = llvm.load %1313 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3436 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3435) : (f32) -> f32
      llvm.store %3436, %1313 {alignment = 32 : i64} : f32, !llvm.ptr
      %3437 = llvm.load %1314 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3438 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3437) : (f32) -> f32
      llvm.store %3438, %1314 {alignment = 4 : i64} : f32, !llvm.ptr
      %3439 = llvm.load %1315 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3440 = llvm.load %1316 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3441 = "nvvm.fmax"(%3439, %62) : (f32, f32) -> f32
      %3442 = "nvvm.fmax"(%3440, %62) : (f32, f32) -> f32
      %3443 = llvm.insertelement %3441, %1[%3 : i64] : vector<2xf32>
      %3444 = llvm.insertelement %3442, %3443[%0 : i64] : vector<2xf32>
      %3445 = "nvvm.add.packed.f32x2"(%3444, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3446 = llvm.extractelement %3445[%3 : i64] : vector<2xf32>
      %3447 = llvm.extractelement %3445[%0 : i64] : vector<2xf32>
      %3448 = "nvvm.sub.packed.f32x2"(%3445, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3449 = "nvvm.sub.packed.f32x2"(%3444, %3448) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3450 = "nvvm.fma.packed.f32x2"(%71, %3449, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3451 = "nvvm.fma.packed.f32x2"(%3450, %3449, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3452 = "nvvm.fma.packed.f32x2"(%3451, %3449, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3453 = llvm.extractelement %3452[%3 : i64] : vector<2xf32>
      %3454 = llvm.extractelement %3452[%0 : i64] : vector<2xf32>
      %3455 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3446, %3453 : (f32, f32) -> f32
      %3456 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3447, %3454 : (f32, f32) -> f32
      llvm.store %3455, %1315 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %3456, %1316 {alignment = 4 : i64} : f32, !llvm.ptr
      %3457 = llvm.load %1317 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3458 = llvm.load %1318 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3459 = "nvvm.fmax"(%3457, %62) : (f32, f32) -> f32
      %3460 = "nvvm.fmax"(%3458, %62) : (f32, f32) -> f32
      %3461 = llvm.insertelement %3459, %1[%3 : i64] : vector<2xf32>
      %3462 = llvm.insertelement %3460, %3461[%0 : i64] : vector<2xf32>
      %3463 = "nvvm.add.packed.f32x2"(%3462, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3464 = llvm.extractelement %3463[%3 : i64] : vector<2xf32>
      %3465 = llvm.extractelement %3463[%0 : i64] : vector<2xf32>
      %3466 = "nvvm.sub.packed.f32x2"(%3463, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3467 = "nvvm.sub.packed.f32x2"(%3462, %3466) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3468 = "nvvm.fma.packed.f32x2"(%71, %3467, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3469 = "nvvm.fma.packed.f32x2"(%3468, %3467, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3470 = "nvvm.fma.packed.f32x2"(%3469, %3467, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3471 = llvm.extractelement %3470[%3 : i64] : vector<2xf32>
      %3472 = llvm.extractelement %3470[%0 : i64] : vector<2xf32>
      %3473 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3464, %3471 : (f32, f32) -> f32
      %3474 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3465, %3472 : (f32, f32) -> f32
      llvm.store %3473, %1317 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %3474, %1318 {alignment = 4 : i64} : f32, !llvm.ptr
      %3475 = llvm.load %1319 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3476 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3475) : (f32) -> f32
      llvm.store %3476, %1319 {alignment = 8 : i64} : f32, !llvm.ptr
      %3477 = llvm.load %1320 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3478 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3477) : (f32) -> f32
      llvm.store %3478, %1320 {alignment = 4 : i64} : f32, !llvm.ptr
      %3479 = llvm.load %1289 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %3480 = llvm.fptrunc %3479 : vector<32xf32> to vector<32xbf16>
      llvm.store %3480, %1321 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %3481 = llvm.load %1322 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3482 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3481) : (f32) -> f32
      llvm.store %3482, %1322 {alignment = 32 : i64} : f32, !llvm.ptr
      %3483 = llvm.load %1323 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3484 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3483) : (f32) -> f32
      llvm.store %3484, %1323 {alignment = 4 : i64} : f32, !llvm.ptr
      %3485 = llvm.load %1324 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3486 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3485) : (f32) -> f32
      llvm.store %3486, %1324 {alignment = 8 : i64} : f32, !llvm.ptr
      %3487 = llvm.load %1325 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3488 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3487) : (f32) -> f32
      llvm.store %3488, %1325 {alignment = 4 : i64} : f32, !llvm.ptr
      %3489 = llvm.load %1326 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3490 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3489) : (f32) -> f32
      llvm.store %3490, %1326 {alignment = 16 : i64} : f32, !llvm.ptr
      %3491 = llvm.load %1327 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3492 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3491) : (f32) -> f32
      llvm.store %3492, %1327 {alignment = 4 : i64} : f32, !llvm.ptr
      %3493 = llvm.load %1328 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3494 = llvm.load %1329 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3495 = "nvvm.fmax"(%3493, %62) : (f32, f32) -> f32
      %3496 = "nvvm.fmax"(%3494, %62) : (f32, f32) -> f32
      %3497 = llvm.insertelement %3495, %1[%3 : i64] : vector<2xf32>
      %3498 = llvm.insertelement %3496, %3497[%0 : i64] : vector<2xf32>
      %3499 = "nvvm.add.packed.f32x2"(%3498, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3500 = llvm.extractelement %3499[%3 : i64] : vector<2xf32>
      %3501 = llvm.extractelement %3499[%0 : i64] : vector<2xf32>
      %3502 = "nvvm.sub.packed.f32x2"(%3499, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3503 = "nvvm.sub.packed.f32x2"(%3498, %3502) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3504 = "nvvm.fma.packed.f32x2"(%71, %3503, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3505 = "nvvm.fma.packed.f32x2"(%3504, %3503, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3506 = "nvvm.fma.packed.f32x2"(%3505, %3503, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3507 = llvm.extractelement %3506[%3 : i64] : vector<2xf32>
      %3508 = llvm.extractelement %3506[%0 : i64] : vector<2xf32>
      %3509 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3500, %3507 : (f32, f32) -> f32
      %3510 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3501, %3508 : (f32, f32) -> f32
      llvm.store %3509, %1328 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %3510, %1329 {alignment = 4 : i64} : f32, !llvm.ptr
      %3511 = llvm.load %1330 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3512 = llvm.load %1331 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3513 = "nvvm.fmax"(%3511, %62) : (f32, f32) -> f32
      %3514 = "nvvm.fmax"(%3512, %62) : (f32, f32) -> f32
      %3515 = llvm.insertelement %3513, %1[%3 : i64] : vector<2xf32>
      %3516 = llvm.insertelement %3514, %3515[%0 : i64] : vector<2xf32>
      %3517 = "nvvm.add.packed.f32x2"(%3516, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3518 = llvm.extractelement %3517[%3 : i64] : vector<2xf32>
      %3519 = llvm.extractelement %3517[%0 : i64] : vector<2xf32>
      %3520 = "nvvm.sub.packed.f32x2"(%3517, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3521 = "nvvm.sub.packed.f32x2"(%3516, %3520) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3522 = "nvvm.fma.packed.f32x2"(%71, %3521, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3523 = "nvvm.fma.packed.f32x2"(%3522, %3521, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3524 = "nvvm.fma.packed.f32x2"(%3523, %3521, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3525 = llvm.extractelement %3524[%3 : i64] : vector<2xf32>
      %3526 = llvm.extractelement %3524[%0 : i64] : vector<2xf32>
      %3527 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3518, %3525 : (f32, f32) -> f32
      %3528 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3519, %3526 : (f32, f32) -> f32
      llvm.store %3527, %1330 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %3528, %1331 {alignment = 4 : i64} : f32, !llvm.ptr
      %3529 = llvm.load %1332 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3530 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3529) : (f32) -> f32
      llvm.store %3530, %1332 {alignment = 8 : i64} : f32, !llvm.ptr
      %3531 = llvm.load %1333 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3532 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3531) : (f32) -> f32
      llvm.store %3532, %1333 {alignment = 4 : i64} : f32, !llvm.ptr
      %3533 = llvm.load %1334 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3534 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3533) : (f32) -> f32
      llvm.store %3534, %1334 {alignment = 16 : i64} : f32, !llvm.ptr
      %3535 = llvm.load %1335 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3536 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3535) : (f32) -> f32
      llvm.store %3536, %1335 {alignment = 4 : i64} : f32, !llvm.ptr
      %3537 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3538 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3537) : (f32) -> f32
      llvm.store %3538, %1336 {alignment = 8 : i64} : f32, !llvm.ptr
      %3539 = llvm.load %1337 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3540 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3539) : (f32) -> f32
      llvm.store %3540, %1337 {alignment = 4 : i64} : f32, !llvm.ptr
      %3541 = llvm.load %1338 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3542 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3543 = "nvvm.fmax"(%3541, %62) : (f32, f32) -> f32
      %3544 = "nvvm.fmax"(%3542, %62) : (f32, f32) -> f32
      %3545 = llvm.insertelement %3543, %1[%3 : i64] : vector<2xf32>
      %3546 = llvm.insertelement %3544, %3545[%0 : i64] : vector<2xf32>
      %3547 = "nvvm.add.packed.f32x2"(%3546, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3548 = llvm.extractelement %3547[%3 : i64] : vector<2xf32>
      %3549 = llvm.extractelement %3547[%0 : i64] : vector<2xf32>
      %3550 = "nvvm.sub.packed.f32x2"(%3547, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3551 = "nvvm.sub.packed.f32x2"(%3546, %3550) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3552 = "nvvm.fma.packed.f32x2"(%71, %3551, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3553 = "nvvm.fma.packed.f32x2"(%3552, %3551, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3554 = "nvvm.fma.packed.f32x2"(%3553, %3551, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3555 = llvm.extractelement %3554[%3 : i64] : vector<2xf32>
      %3556 = llvm.extractelement %3554[%0 : i64] : vector<2xf32>
      %3557 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3548, %3555 : (f32, f32) -> f32
      %3558 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3549, %3556 : (f32, f32) -> f32
      llvm.store %3557, %1338 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %3558, %1339 {alignment = 4 : i64} : f32, !llvm.ptr
      %3559 = llvm.load %1340 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3560 = llvm.load %1341 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3561 = "nvvm.fmax"(%3559, %62) : (f32, f32) -> f32
      %3562 = "nvvm.fmax"(%3560, %62) : (f32, f32) -> f32
      %3563 = llvm.insertelement %3561, %1[%3 : i64] : vector<2xf32>
      %3564 = llvm.insertelement %3562, %3563[%0 : i64] : vector<2xf32>
      %3565 = "nvvm.add.packed.f32x2"(%3564, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3566 = llvm.extractelement %3565[%3 : i64] : vector<2xf32>
      %3567 = llvm.extractelement %3565[%0 : i64] : vector<2xf32>
      %3568 = "nvvm.sub.packed.f32x2"(%3565, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3569 = "nvvm.sub.packed.f32x2"(%3564, %3568) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3570 = "nvvm.fma.packed.f32x2"(%71, %3569, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3571 = "nvvm.fma.packed.f32x2"(%3570, %3569, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3572 = "nvvm.fma.packed.f32x2"(%3571, %3569, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3573 = llvm.extractelement %3572[%3 : i64] : vector<2xf32>
      %3574 = llvm.extractelement %3572[%0 : i64] : vector<2xf32>
      %3575 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3566, %3573 : (f32, f32) -> f32
      %3576 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3567, %3574 : (f32, f32) -> f32
      llvm.store %3575, %1340 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %3576, %1341 {alignment = 4 : i64} : f32, !llvm.ptr
      %3577 = llvm.load %1342 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3578 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3577) : (f32) -> f32
      llvm.store %3578, %1342 {alignment = 16 : i64} : f32, !llvm.ptr
      %3579 = llvm.load %1343 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3580 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3579) : (f32) -> f32
      llvm.store %3580, %1343 {alignment = 4 : i64} : f32, !llvm.ptr
      %3581 = llvm.load %1344 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3582 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3581) : (f32) -> f32
      llvm.store %3582, %1344 {alignment = 8 : i64} : f32, !llvm.ptr
      %3583 = llvm.load %1345 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3584 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3583) : (f32) -> f32
      llvm.store %3584, %1345 {alignment = 4 : i64} : f32, !llvm.ptr
      %3585 = llvm.load %1346 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3586 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3585) : (f32) -> f32
      llvm.store %3586, %1346 {alignment = 32 : i64} : f32, !llvm.ptr
      %3587 = llvm.load %1347 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3588 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3587) : (f32) -> f32
      llvm.store %3588, %1347 {alignment = 4 : i64} : f32, !llvm.ptr
      %3589 = llvm.load %1348 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3590 = llvm.load %1349 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3591 = "nvvm.fmax"(%3589, %62) : (f32, f32) -> f32
      %3592 = "nvvm.fmax"(%3590, %62) : (f32, f32) -> f32
      %3593 = llvm.insertelement %3591, %1[%3 : i64] : vector<2xf32>
      %3594 = llvm.insertelement %3592, %3593[%0 : i64] : vector<2xf32>
      %3595 = "nvvm.add.packed.f32x2"(%3594, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3596 = llvm.extractelement %3595[%3 : i64] : vector<2xf32>
      %3597 = llvm.extractelement %3595[%0 : i64] : vector<2xf32>
      %3598 = "nvvm.sub.packed.f32x2"(%3595, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3599 = "nvvm.sub.packed.f32x2"(%3594, %3598) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3600 = "nvvm.fma.packed.f32x2"(%71, %3599, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3601 = "nvvm.fma.packed.f32x2"(%3600, %3599, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3602 = "nvvm.fma.packed.f32x2"(%3601, %3599, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3603 = llvm.extractelement %3602[%3 : i64] : vector<2xf32>
      %3604 = llvm.extractelement %3602[%0 : i64] : vector<2xf32>
      %3605 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3596, %3603 : (f32, f32) -> f32
      %3606 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3597, %3604 : (f32, f32) -> f32
      llvm.store %3605, %1348 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %3606, %1349 {alignment = 4 : i64} : f32, !llvm.ptr
      %3607 = llvm.load %1350 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3608 = llvm.load %1351 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3609 = "nvvm.fmax"(%3607, %62) : (f32, f32) -> f32
      %3610 = "nvvm.fmax"(%3608, %62) : (f32, f32) -> f32
      %3611 = llvm.insertelement %3609, %1[%3 : i64] : vector<2xf32>
      %3612 = llvm.insertelement %3610, %3611[%0 : i64] : vector<2xf32>
      %3613 = "nvvm.add.packed.f32x2"(%3612, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rm>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3614 = llvm.extractelement %3613[%3 : i64] : vector<2xf32>
      %3615 = llvm.extractelement %3613[%0 : i64] : vector<2xf32>
      %3616 = "nvvm.sub.packed.f32x2"(%3613, %70) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3617 = "nvvm.sub.packed.f32x2"(%3612, %3616) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3618 = "nvvm.fma.packed.f32x2"(%71, %3617, %72) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3619 = "nvvm.fma.packed.f32x2"(%3618, %3617, %73) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3620 = "nvvm.fma.packed.f32x2"(%3619, %3617, %74) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3621 = llvm.extractelement %3620[%3 : i64] : vector<2xf32>
      %3622 = llvm.extractelement %3620[%0 : i64] : vector<2xf32>
      %3623 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3614, %3621 : (f32, f32) -> f32
      %3624 = llvm.inline_asm asm_dialect = att "{\0A\09.reg .s32 x_rounded_i, frac_ex_i, x_rounded_e, out_i;\0A\09mov.b32 x_rounded_i, $1;\0A\09mov.b32 frac_ex_i, $2;\0A\09shl.b32 x_rounded_e, x_rounded_i, 23;\0A\09add.s32 out_i, x_rounded_e, frac_ex_i;\0A\09mov.b32 $0, out_i;\0A\09}\0A", "=f,f,f" %3615, %3622 : (f32, f32) -> f32
      llvm.store %3623, %1350 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %3624, %1351 {alignment = 4 : i64} : f32, !llvm.ptr
      %3625 = llvm.load %1352 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3626 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3625) : (f32) -> f32
      llvm.store %3626, %1352 {alignment = 8 : i64} : f32, !llvm.ptr
      %3627 = llvm.load %1353 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3628 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3627) : (f32) -> f32
      llvm.store %3628, %1353 {alignment = 4 : i64} : f32, !llvm.ptr
      %3629 = llvm.load %1322 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %3630 = llvm.fptrunc %3629 : vector<32xf32> to vector<32xbf16>
      llvm.store %3630, %1354 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %3631 = llvm.load %1355 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3632 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3631) : (f32) -> f32
      llvm.store %3632, %1355 {alignment = 32 : i64} : f32, !llvm.ptr
      %3633 = llvm.load %1356 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3634 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3633) : (f32) -> f32
      llvm.store %3634, %1356 {alignment = 4 : i64} : f32, !llvm.ptr
      %3635 = llvm.load %1357 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3636 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3635) : (f32) -> f32
      llvm.store %3636, %1357 {alignment = 8 : i64} : f32, !llvm.ptr
      %3637 = llvm.load %1358 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3638 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3637) : (f32) -> f32
      llvm.store %3638, %1358 {alignment = 4 : i64} : f32, !llvm.ptr
      %3639 = llvm.load %1359 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3640 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3639) : (f32) -> f32
      llvm.store %3640, %1359 {alignment = 16 : i64} : f32, !llvm.ptr
      %3641 = llvm.load %1360 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3642 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3641) : (f32) -> f32
      llvm.store %3642, %1360 {alignment = 4 : i64} : f32, !llvm.ptr
      %3643 = llvm.load %1361 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3644 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3643) : (f32) -> f32
      llvm.store %3644, %1361 {alignment = 8 : i64} : f32, !llvm.ptr
      %3645 = llvm.load %1362 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3646 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3645) : (f32) -> f32
      llvm.store %3646, %1362 {alignment = 4 : i64} : f32, !llvm.ptr
      %3647 = llvm.load %1363 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3648 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3647) : (f32) -> f32
      llvm.store %3648, %1363 {alignment = 32 : i64} : f32, !llvm.ptr
      %3649 = llvm.load %1364 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3650 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3649) : (f32) -> f32
      llvm.store %3650, %1364 {alignment = 4 : i64} : f32, !llvm.ptr
      %3651 = llvm.load %1365 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3652 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3651) : (f32) -> f32
      llvm.store %3652, %1365 {alignment = 8 : i64} : f32, !llvm.ptr
      %3653 = llvm.load %1366 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3654 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3653) : (f32) -> f32
      llvm.store %3654, %1366 {alignment = 4 : i64} : f32, !llvm.ptr
      %3655 = llvm.load %1367 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3656 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3655) : (f32) -> f32
      llvm.store %3656, %1367 {alignment = 16 : i64} : f32, !llvm.ptr
      %3657 = llvm.load %1368 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3658 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3657) : (f32) -> f32
      llvm.store %3658, %1368 {alignment = 4 : i64} : f32, !llvm.ptr
      %3659 = llvm.load %1369 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3660 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3659) : (f32) -> f32
      llvm.store %3660, %1369 {alignment = 8 : i64} : f32, !llvm.ptr
      %3661 = llvm.load %1370 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3662 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3661) : (f32) -> f32
      llvm.store %3662, %1370 {alignment = 4 : i64} : f32, !llvm.ptr
      %3663 = llvm.load %1371 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3664 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3663) : (f32) -> f32
      llvm.store %3664, %1371 {alignment = 32 : i64} : f32, !llvm.ptr
      %3665 = llvm.load %1372 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3666 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3665) : (f32) -> f32
      llvm.store %3666, %1372 {alignment = 4 : i64} : f32, !llvm.ptr
      %3667 = llvm.load %1373 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3668 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3667) : (f32) -> f32
      llvm.store %3668, %1373 {alignment = 8 : i64} : f32, !llvm.ptr
      %3669 = llvm.load %1374 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3670 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3669) : (f32) -> f32
      llvm.store %3670, %1374 {alignment = 4 : i64} : f32, !llvm.ptr
      %3671 = llvm.load %1375 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3672 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3671) : (f32) -> f32
      llvm.store %3672, %1375 {alignment = 16 : i64} : f32, !llvm.ptr
      %3673 = llvm.load %1376 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3674 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3673) : (f32) -> f32
      llvm.store %3674, %1376 {alignment = 4 : i64} : f32, !llvm.ptr
      %3675 = llvm.load %1377 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3676 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3675) : (f32) -> f32
      llvm.store %3676, %1377 {alignment = 8 : i64} : f32, !llvm.ptr
      %3677 = llvm.load %1378 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3678 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3677) : (f32) -> f32
      llvm.store %3678, %1378 {alignment = 4 : i64} : f32, !llvm.ptr
      %3679 = llvm.load %1379 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3680 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3679) : (f32) -> f32
      llvm.store %3680, %1379 {alignment = 32 : i64} : f32, !llvm.ptr
      %3681 = llvm.load %1380 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3682 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3681) : (f32) -> f32
      llvm.store %3682, %1380 {alignment = 4 : i64} : f32, !llvm.ptr
      %3683 = llvm.load %1381 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3684 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3683) : (f32) -> f32
      llvm.store %3684, %1381 {alignment = 8 : i64} : f32, !llvm.ptr
      %3685 = llvm.load %1382 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3686 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3685) : (f32) -> f32
      llvm.store %3686, %1382 {alignment = 4 : i64} : f32, !llvm.ptr
      %3687 = llvm.load %1383 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3688 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3687) : (f32) -> f32
      llvm.store %3688, %1383 {alignment = 16 : i64} : f32, !llvm.ptr
      %3689 = llvm.load %1384 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3690 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3689) : (f32) -> f32
      llvm.store %3690, %1384 {alignment = 4 : i64} : f32, !llvm.ptr
      %3691 = llvm.load %1385 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3692 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3691) : (f32) -> f32
      llvm.store %3692, %1385 {alignment = 8 : i64} : f32, !llvm.ptr
      %3693 = llvm.load %1386 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3694 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%3693) : (f32) -> f32
      llvm.store %3694, %1386 {alignment = 4 : i64} : f32, !llvm.ptr
      %3695 = llvm.load %1355 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %3696 = llvm.fptrunc %3695 : vector<32xf32> to vector<32xbf16>
      llvm.store %3696, %1387 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %3697 = llvm.load %100 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%990, %3697) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %3698 = llvm.load %1388 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%993, %3698) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %3699 = llvm.load %1389 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%996, %3699) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
      %3700 = "nvvm.mapa"(%997, %196) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%3700, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      %3701 = llvm.load %1390 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%1000, %3701) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
      "nvvm.bar.warp.sync"(%39) : (i32) -> ()
      %3702 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %3702, ^bb755, ^bb756
    ^bb755:  // pred: ^bb754
      %3703 = llvm.getelementptr %142[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %3704 = "nvvm.mapa"(%3703, %196) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%3704, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb756
    ^bb756:  // 2 preds: ^bb754, ^bb755
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %709, %3033, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %3705 = llvm.load %102 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
      %3706 = llvm.load %107 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3707 = llvm.fmul %3706, %3247 : f32
      llvm.store %3705, %99 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %3708 = llvm.load %99 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3709 = llvm.load %1391 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3710 = llvm.insertelement %3707, %1[%3 : i64] : vector<2xf32>
      %3711 = llvm.insertelement %60, %3710[%0 : i64] : vector<2xf32>
      %3712 = llvm.insertelement %3708, %1[%3 : i64] : vector<2xf32>
      %3713 = llvm.insertelement %3709, %3712[%0 : i64] : vector<2xf32>
      %3714 = "nvvm.add.packed.f32x2"(%3711, %3713) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3715 = llvm.load %1392 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3716 = llvm.load %1393 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3717 = llvm.load %1394 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3718 = llvm.load %1395 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3719 = llvm.load %1396 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3720 = llvm.load %1397 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3721 = llvm.load %1398 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3722 = llvm.load %1399 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3723 = llvm.insertelement %3721, %1[%3 : i64] : vector<2xf32>
      %3724 = llvm.insertelement %3722, %3723[%0 : i64] : vector<2xf32>
      %3725 = "nvvm.add.packed.f32x2"(%3714, %3724) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3726 = llvm.load %1400 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3727 = llvm.load %1401 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3728 = llvm.insertelement %3715, %1[%3 : i64] : vector<2xf32>
      %3729 = llvm.insertelement %3716, %3728[%0 : i64] : vector<2xf32>
      %3730 = llvm.insertelement %3726, %1[%3 : i64] : vector<2xf32>
      %3731 = llvm.insertelement %3727, %3730[%0 : i64] : vector<2xf32>
      %3732 = "nvvm.add.packed.f32x2"(%3729, %3731) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3733 = llvm.load %1402 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3734 = llvm.load %1403 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3735 = llvm.insertelement %3717, %1[%3 : i64] : vector<2xf32>
      %3736 = llvm.insertelement %3718, %3735[%0 : i64] : vector<2xf32>
      %3737 = llvm.insertelement %3733, %1[%3 : i64] : vector<2xf32>
      %3738 = llvm.insertelement %3734, %3737[%0 : i64] : vector<2xf32>
      %3739 = "nvvm.add.packed.f32x2"(%3736, %3738) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3740 = llvm.load %1404 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3741 = llvm.load %1405 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3742 = llvm.insertelement %3719, %1[%3 : i64] : vector<2xf32>
      %3743 = llvm.insertelement %3720, %3742[%0 : i64] : vector<2xf32>
      %3744 = llvm.insertelement %3740, %1[%3 : i64] : vector<2xf32>
      %3745 = llvm.insertelement %3741, %3744[%0 : i64] : vector<2xf32>
      %3746 = "nvvm.add.packed.f32x2"(%3743, %3745) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3747 = llvm.load %1406 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3748 = llvm.load %1407 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3749 = llvm.insertelement %3747, %1[%3 : i64] : vector<2xf32>
      %3750 = llvm.insertelement %3748, %3749[%0 : i64] : vector<2xf32>
      %3751 = "nvvm.add.packed.f32x2"(%3725, %3750) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3752 = llvm.load %1408 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3753 = llvm.load %1409 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3754 = llvm.insertelement %3752, %1[%3 : i64] : vector<2xf32>
      %3755 = llvm.insertelement %3753, %3754[%0 : i64] : vector<2xf32>
      %3756 = "nvvm.add.packed.f32x2"(%3732, %3755) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3757 = llvm.load %1410 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3758 = llvm.load %1411 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3759 = llvm.insertelement %3757, %1[%3 : i64] : vector<2xf32>
      %3760 = llvm.insertelement %3758, %3759[%0 : i64] : vector<2xf32>
      %3761 = "nvvm.add.packed.f32x2"(%3739, %3760) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3762 = llvm.load %1412 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3763 = llvm.load %1413 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3764 = llvm.insertelement %3762, %1[%3 : i64] : vector<2xf32>
      %3765 = llvm.insertelement %3763, %3764[%0 : i64] : vector<2xf32>
      %3766 = "nvvm.add.packed.f32x2"(%3746, %3765) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3767 = llvm.load %1414 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3768 = llvm.load %1415 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3769 = llvm.insertelement %3767, %1[%3 : i64] : vector<2xf32>
      %3770 = llvm.insertelement %3768, %3769[%0 : i64] : vector<2xf32>
      %3771 = "nvvm.add.packed.f32x2"(%3751, %3770) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3772 = llvm.load %1416 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3773 = llvm.load %1417 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3774 = llvm.insertelement %3772, %1[%3 : i64] : vector<2xf32>
      %3775 = llvm.insertelement %3773, %3774[%0 : i64] : vector<2xf32>
      %3776 = "nvvm.add.packed.f32x2"(%3756, %3775) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3777 = llvm.load %1418 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3778 = llvm.load %1419 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3779 = llvm.insertelement %3777, %1[%3 : i64] : vector<2xf32>
      %3780 = llvm.insertelement %3778, %3779[%0 : i64] : vector<2xf32>
      %3781 = "nvvm.add.packed.f32x2"(%3761, %3780) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3782 = llvm.load %1420 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3783 = llvm.load %1421 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3784 = llvm.insertelement %3782, %1[%3 : i64] : vector<2xf32>
      %3785 = llvm.insertelement %3783, %3784[%0 : i64] : vector<2xf32>
      %3786 = "nvvm.add.packed.f32x2"(%3766, %3785) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3787 = llvm.load %1422 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3788 = llvm.load %1423 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3789 = llvm.insertelement %3787, %1[%3 : i64] : vector<2xf32>
      %3790 = llvm.insertelement %3788, %3789[%0 : i64] : vector<2xf32>
      %3791 = "nvvm.add.packed.f32x2"(%3771, %3790) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3792 = llvm.load %1424 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3793 = llvm.load %1425 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3794 = llvm.insertelement %3792, %1[%3 : i64] : vector<2xf32>
      %3795 = llvm.insertelement %3793, %3794[%0 : i64] : vector<2xf32>
      %3796 = "nvvm.add.packed.f32x2"(%3776, %3795) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3797 = llvm.load %1426 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3798 = llvm.load %1427 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3799 = llvm.insertelement %3797, %1[%3 : i64] : vector<2xf32>
      %3800 = llvm.insertelement %3798, %3799[%0 : i64] : vector<2xf32>
      %3801 = "nvvm.add.packed.f32x2"(%3781, %3800) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3802 = llvm.load %1428 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3803 = llvm.load %1429 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3804 = llvm.insertelement %3802, %1[%3 : i64] : vector<2xf32>
      %3805 = llvm.insertelement %3803, %3804[%0 : i64] : vector<2xf32>
      %3806 = "nvvm.add.packed.f32x2"(%3786, %3805) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3807 = llvm.load %1430 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3808 = llvm.load %1431 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3809 = llvm.insertelement %3807, %1[%3 : i64] : vector<2xf32>
      %3810 = llvm.insertelement %3808, %3809[%0 : i64] : vector<2xf32>
      %3811 = "nvvm.add.packed.f32x2"(%3791, %3810) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3812 = llvm.load %1432 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3813 = llvm.load %1433 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3814 = llvm.insertelement %3812, %1[%3 : i64] : vector<2xf32>
      %3815 = llvm.insertelement %3813, %3814[%0 : i64] : vector<2xf32>
      %3816 = "nvvm.add.packed.f32x2"(%3796, %3815) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3817 = llvm.load %1434 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3818 = llvm.load %1435 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3819 = llvm.insertelement %3817, %1[%3 : i64] : vector<2xf32>
      %3820 = llvm.insertelement %3818, %3819[%0 : i64] : vector<2xf32>
      %3821 = "nvvm.add.packed.f32x2"(%3801, %3820) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3822 = llvm.load %1436 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3823 = llvm.load %1437 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3824 = llvm.insertelement %3822, %1[%3 : i64] : vector<2xf32>
      %3825 = llvm.insertelement %3823, %3824[%0 : i64] : vector<2xf32>
      %3826 = "nvvm.add.packed.f32x2"(%3806, %3825) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3827 = llvm.load %1438 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3828 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3829 = llvm.insertelement %3827, %1[%3 : i64] : vector<2xf32>
      %3830 = llvm.insertelement %3828, %3829[%0 : i64] : vector<2xf32>
      %3831 = "nvvm.add.packed.f32x2"(%3811, %3830) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3832 = llvm.load %1440 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3833 = llvm.load %1441 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3834 = llvm.insertelement %3832, %1[%3 : i64] : vector<2xf32>
      %3835 = llvm.insertelement %3833, %3834[%0 : i64] : vector<2xf32>
      %3836 = "nvvm.add.packed.f32x2"(%3816, %3835) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3837 = llvm.load %1442 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3838 = llvm.load %1443 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3839 = llvm.insertelement %3837, %1[%3 : i64] : vector<2xf32>
      %3840 = llvm.insertelement %3838, %3839[%0 : i64] : vector<2xf32>
      %3841 = "nvvm.add.packed.f32x2"(%3821, %3840) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3842 = llvm.load %1444 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3843 = llvm.load %1445 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3844 = llvm.insertelement %3842, %1[%3 : i64] : vector<2xf32>
      %3845 = llvm.insertelement %3843, %3844[%0 : i64] : vector<2xf32>
      %3846 = "nvvm.add.packed.f32x2"(%3826, %3845) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3847 = llvm.load %1446 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3848 = llvm.load %1447 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3849 = llvm.insertelement %3847, %1[%3 : i64] : vector<2xf32>
      %3850 = llvm.insertelement %3848, %3849[%0 : i64] : vector<2xf32>
      %3851 = "nvvm.add.packed.f32x2"(%3831, %3850) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3852 = llvm.load %1448 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3853 = llvm.load %1449 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3854 = llvm.insertelement %3852, %1[%3 : i64] : vector<2xf32>
      %3855 = llvm.insertelement %3853, %3854[%0 : i64] : vector<2xf32>
      %3856 = "nvvm.add.packed.f32x2"(%3836, %3855) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3857 = llvm.load %1450 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3858 = llvm.load %1451 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3859 = llvm.insertelement %3857, %1[%3 : i64] : vector<2xf32>
      %3860 = llvm.insertelement %3858, %3859[%0 : i64] : vector<2xf32>
      %3861 = "nvvm.add.packed.f32x2"(%3841, %3860) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3862 = llvm.load %1452 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3863 = llvm.load %1453 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3864 = llvm.insertelement %3862, %1[%3 : i64] : vector<2xf32>
      %3865 = llvm.insertelement %3863, %3864[%0 : i64] : vector<2xf32>
      %3866 = "nvvm.add.packed.f32x2"(%3846, %3865) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3867 = llvm.load %1454 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3868 = llvm.load %1455 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3869 = llvm.insertelement %3867, %1[%3 : i64] : vector<2xf32>
      %3870 = llvm.insertelement %3868, %3869[%0 : i64] : vector<2xf32>
      %3871 = "nvvm.add.packed.f32x2"(%3851, %3870) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3872 = llvm.load %1456 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3873 = llvm.load %1457 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3874 = llvm.insertelement %3872, %1[%3 : i64] : vector<2xf32>
      %3875 = llvm.insertelement %3873, %3874[%0 : i64] : vector<2xf32>
      %3876 = "nvvm.add.packed.f32x2"(%3856, %3875) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3877 = llvm.load %1458 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3878 = llvm.load %1459 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3879 = llvm.insertelement %3877, %1[%3 : i64] : vector<2xf32>
      %3880 = llvm.insertelement %3878, %3879[%0 : i64] : vector<2xf32>
      %3881 = "nvvm.add.packed.f32x2"(%3861, %3880) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3882 = llvm.load %1460 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3883 = llvm.load %1461 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3884 = llvm.insertelement %3882, %1[%3 : i64] : vector<2xf32>
      %3885 = llvm.insertelement %3883, %3884[%0 : i64] : vector<2xf32>
      %3886 = "nvvm.add.packed.f32x2"(%3866, %3885) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3887 = llvm.load %1462 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3888 = llvm.load %1463 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3889 = llvm.insertelement %3887, %1[%3 : i64] : vector<2xf32>
      %3890 = llvm.insertelement %3888, %3889[%0 : i64] : vector<2xf32>
      %3891 = "nvvm.add.packed.f32x2"(%3871, %3890) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3892 = llvm.load %1464 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3893 = llvm.load %1465 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3894 = llvm.insertelement %3892, %1[%3 : i64] : vector<2xf32>
      %3895 = llvm.insertelement %3893, %3894[%0 : i64] : vector<2xf32>
      %3896 = "nvvm.add.packed.f32x2"(%3876, %3895) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3897 = llvm.load %1466 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3898 = llvm.load %1467 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3899 = llvm.insertelement %3897, %1[%3 : i64] : vector<2xf32>
      %3900 = llvm.insertelement %3898, %3899[%0 : i64] : vector<2xf32>
      %3901 = "nvvm.add.packed.f32x2"(%3881, %3900) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3902 = llvm.load %1468 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3903 = llvm.load %1469 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3904 = llvm.insertelement %3902, %1[%3 : i64] : vector<2xf32>
      %3905 = llvm.insertelement %3903, %3904[%0 : i64] : vector<2xf32>
      %3906 = "nvvm.add.packed.f32x2"(%3886, %3905) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3907 = llvm.load %1470 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3908 = llvm.load %1471 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3909 = llvm.insertelement %3907, %1[%3 : i64] : vector<2xf32>
      %3910 = llvm.insertelement %3908, %3909[%0 : i64] : vector<2xf32>
      %3911 = "nvvm.add.packed.f32x2"(%3891, %3910) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3912 = llvm.load %1472 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3913 = llvm.load %1473 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3914 = llvm.insertelement %3912, %1[%3 : i64] : vector<2xf32>
      %3915 = llvm.insertelement %3913, %3914[%0 : i64] : vector<2xf32>
      %3916 = "nvvm.add.packed.f32x2"(%3896, %3915) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3917 = llvm.load %1474 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3918 = llvm.load %1475 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3919 = llvm.insertelement %3917, %1[%3 : i64] : vector<2xf32>
      %3920 = llvm.insertelement %3918, %3919[%0 : i64] : vector<2xf32>
      %3921 = "nvvm.add.packed.f32x2"(%3901, %3920) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3922 = llvm.load %1476 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3923 = llvm.load %1477 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3924 = llvm.insertelement %3922, %1[%3 : i64] : vector<2xf32>
      %3925 = llvm.insertelement %3923, %3924[%0 : i64] : vector<2xf32>
      %3926 = "nvvm.add.packed.f32x2"(%3906, %3925) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3927 = llvm.load %1478 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3928 = llvm.load %1479 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3929 = llvm.insertelement %3927, %1[%3 : i64] : vector<2xf32>
      %3930 = llvm.insertelement %3928, %3929[%0 : i64] : vector<2xf32>
      %3931 = "nvvm.add.packed.f32x2"(%3911, %3930) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3932 = llvm.load %1480 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3933 = llvm.load %1481 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3934 = llvm.insertelement %3932, %1[%3 : i64] : vector<2xf32>
      %3935 = llvm.insertelement %3933, %3934[%0 : i64] : vector<2xf32>
      %3936 = "nvvm.add.packed.f32x2"(%3916, %3935) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3937 = llvm.load %1482 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3938 = llvm.load %1483 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3939 = llvm.insertelement %3937, %1[%3 : i64] : vector<2xf32>
      %3940 = llvm.insertelement %3938, %3939[%0 : i64] : vector<2xf32>
      %3941 = "nvvm.add.packed.f32x2"(%3921, %3940) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3942 = llvm.load %1484 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3943 = llvm.load %1485 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3944 = llvm.insertelement %3942, %1[%3 : i64] : vector<2xf32>
      %3945 = llvm.insertelement %3943, %3944[%0 : i64] : vector<2xf32>
      %3946 = "nvvm.add.packed.f32x2"(%3926, %3945) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3947 = llvm.load %1486 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3948 = llvm.load %1487 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3949 = llvm.insertelement %3947, %1[%3 : i64] : vector<2xf32>
      %3950 = llvm.insertelement %3948, %3949[%0 : i64] : vector<2xf32>
      %3951 = "nvvm.add.packed.f32x2"(%3931, %3950) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3952 = llvm.load %1488 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3953 = llvm.load %1489 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3954 = llvm.insertelement %3952, %1[%3 : i64] : vector<2xf32>
      %3955 = llvm.insertelement %3953, %3954[%0 : i64] : vector<2xf32>
      %3956 = "nvvm.add.packed.f32x2"(%3936, %3955) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3957 = llvm.load %1490 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3958 = llvm.load %1491 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3959 = llvm.insertelement %3957, %1[%3 : i64] : vector<2xf32>
      %3960 = llvm.insertelement %3958, %3959[%0 : i64] : vector<2xf32>
      %3961 = "nvvm.add.packed.f32x2"(%3941, %3960) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3962 = llvm.load %1492 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3963 = llvm.load %1493 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3964 = llvm.insertelement %3962, %1[%3 : i64] : vector<2xf32>
      %3965 = llvm.insertelement %3963, %3964[%0 : i64] : vector<2xf32>
      %3966 = "nvvm.add.packed.f32x2"(%3946, %3965) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3967 = llvm.load %1494 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3968 = llvm.load %1495 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3969 = llvm.insertelement %3967, %1[%3 : i64] : vector<2xf32>
      %3970 = llvm.insertelement %3968, %3969[%0 : i64] : vector<2xf32>
      %3971 = "nvvm.add.packed.f32x2"(%3951, %3970) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3972 = llvm.load %1496 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3973 = llvm.load %1497 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3974 = llvm.insertelement %3972, %1[%3 : i64] : vector<2xf32>
      %3975 = llvm.insertelement %3973, %3974[%0 : i64] : vector<2xf32>
      %3976 = "nvvm.add.packed.f32x2"(%3956, %3975) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3977 = llvm.load %1498 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3978 = llvm.load %1499 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3979 = llvm.insertelement %3977, %1[%3 : i64] : vector<2xf32>
      %3980 = llvm.insertelement %3978, %3979[%0 : i64] : vector<2xf32>
      %3981 = "nvvm.add.packed.f32x2"(%3961, %3980) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3982 = llvm.load %1500 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3983 = llvm.load %1501 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3984 = llvm.insertelement %3982, %1[%3 : i64] : vector<2xf32>
      %3985 = llvm.insertelement %3983, %3984[%0 : i64] : vector<2xf32>
      %3986 = "nvvm.add.packed.f32x2"(%3966, %3985) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3987 = llvm.load %1502 {alignment = 32 : i64} : !llvm.ptr -> f32
      %3988 = llvm.load %1503 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3989 = llvm.insertelement %3987, %1[%3 : i64] : vector<2xf32>
      %3990 = llvm.insertelement %3988, %3989[%0 : i64] : vector<2xf32>
      %3991 = "nvvm.add.packed.f32x2"(%3971, %3990) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3992 = llvm.load %1504 {alignment = 8 : i64} : !llvm.ptr -> f32
      %3993 = llvm.load %1505 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3994 = llvm.insertelement %3992, %1[%3 : i64] : vector<2xf32>
      %3995 = llvm.insertelement %3993, %3994[%0 : i64] : vector<2xf32>
      %3996 = "nvvm.add.packed.f32x2"(%3976, %3995) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %3997 = llvm.load %1506 {alignment = 16 : i64} : !llvm.ptr -> f32
      %3998 = llvm.load %1507 {alignment = 4 : i64} : !llvm.ptr -> f32
      %3999 = llvm.insertelement %3997, %1[%3 : i64] : vector<2xf32>
      %4000 = llvm.insertelement %3998, %3999[%0 : i64] : vector<2xf32>
      %4001 = "nvvm.add.packed.f32x2"(%3981, %4000) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4002 = llvm.load %1508 {alignment = 8 : i64} : !llvm.ptr -> f32
      %4003 = llvm.load %1509 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4004 = llvm.insertelement %4002, %1[%3 : i64] : vector<2xf32>
      %4005 = llvm.insertelement %4003, %4004[%0 : i64] : vector<2xf32>
      %4006 = "nvvm.add.packed.f32x2"(%3986, %4005) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4007 = llvm.load %1510 {alignment = 32 : i64} : !llvm.ptr -> f32
      %4008 = llvm.load %1511 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4009 = llvm.insertelement %4007, %1[%3 : i64] : vector<2xf32>
      %4010 = llvm.insertelement %4008, %4009[%0 : i64] : vector<2xf32>
      %4011 = "nvvm.add.packed.f32x2"(%3991, %4010) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4012 = llvm.load %1512 {alignment = 8 : i64} : !llvm.ptr -> f32
      %4013 = llvm.load %1513 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4014 = llvm.insertelement %4012, %1[%3 : i64] : vector<2xf32>
      %4015 = llvm.insertelement %4013, %4014[%0 : i64] : vector<2xf32>
      %4016 = "nvvm.add.packed.f32x2"(%3996, %4015) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4017 = llvm.load %1514 {alignment = 16 : i64} : !llvm.ptr -> f32
      %4018 = llvm.load %1515 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4019 = llvm.insertelement %4017, %1[%3 : i64] : vector<2xf32>
      %4020 = llvm.insertelement %4018, %4019[%0 : i64] : vector<2xf32>
      %4021 = "nvvm.add.packed.f32x2"(%4001, %4020) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4022 = llvm.load %1516 {alignment = 8 : i64} : !llvm.ptr -> f32
      %4023 = llvm.load %1517 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4024 = llvm.insertelement %4022, %1[%3 : i64] : vector<2xf32>
      %4025 = llvm.insertelement %4023, %4024[%0 : i64] : vector<2xf32>
      %4026 = "nvvm.add.packed.f32x2"(%4006, %4025) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4027 = "nvvm.add.packed.f32x2"(%4011, %4016) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4028 = "nvvm.add.packed.f32x2"(%4021, %4026) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4029 = "nvvm.add.packed.f32x2"(%4027, %4028) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4030 = llvm.extractelement %4029[%3 : i64] : vector<2xf32>
      %4031 = llvm.extractelement %4029[%0 : i64] : vector<2xf32>
      %4032 = llvm.fadd %4030, %4031 : f32
      llvm.store %4032, %107 {alignment = 32 : i64} : f32, !llvm.ptr
      %4033 = llvm.xor %3032, %78 : i32
      %4034 = llvm.xor %3033, %78 : i32
      %4035 = llvm.add %3031, %78 : i32
      llvm.br ^bb747(%4035, %4033, %4034 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb757:  // pred: ^bb747
      %4036 = llvm.load %107 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %4036, %1257 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %4037 = llvm.load %108 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %4037, %1519 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "r,n" %984, %75 : (i32, i32) -> ()
      %4038 = llvm.add %1527, %1520 : i32
      %4039 = llvm.icmp "slt" %4038, %arg16 : i32
      llvm.br ^bb225(%3033, %3032, %4039, %4038 : i32, i32, i1, i32)
    ^bb758:  // pred: ^bb225
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %709, %1521, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      "nvvm.barrier.cta.arrive"(%15, %27) <{aligned = false}> : (i32, i32) -> ()
      llvm.br ^bb759
    ^bb759:  // 2 preds: ^bb223, ^bb758
      %4040 = llvm.icmp "sge" %135, %18 : i32
      %4041 = llvm.icmp "slt" %135, %16 : i32
      %4042 = llvm.and %4040, %4041 : i1
      llvm.cond_br %4042, ^bb760, ^bb844
    ^bb760:  // pred: ^bb759
      "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 80 : i32}> : () -> ()
      "nvvm.barrier.cta.sync"(%15, %27) <{aligned = false}> : (i32, i32) -> ()
      %4043 = llvm.srem %117, %76 : i32
      %4044 = llvm.srem %135, %29 : i32
      llvm.br ^bb761(%14 : i32)
    ^bb761(%4045: i32):  // 2 preds: ^bb760, ^bb762
      %4046 = llvm.icmp "slt" %4045, %15 : i32
      llvm.cond_br %4046, ^bb762, ^bb763
    ^bb762:  // pred: ^bb761
      %4047 = llvm.getelementptr %186[%4045] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %4048 = "nvvm.mapa"(%4047, %196) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%4048, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      %4049 = llvm.add %4045, %78 : i32
      llvm.br ^bb761(%4049 : i32)
    ^bb763:  // pred: ^bb761
      %4050 = llvm.extractvalue %arg12[0] : !llvm.struct<(i32, i32, i8, i8)> 
      %4051 = llvm.extractvalue %arg12[1] : !llvm.struct<(i32, i32, i8, i8)> 
      %4052 = llvm.extractvalue %arg12[2] : !llvm.struct<(i32, i32, i8, i8)> 
      %4053 = llvm.extractvalue %arg12[3] : !llvm.struct<(i32, i32, i8, i8)> 
      %4054 = llvm.zext %4052 : i8 to i32
      %4055 = llvm.zext %4053 : i8 to i32
      %4056 = llvm.zext %220 : i32 to i64
      %4057 = llvm.zext %4051 : i32 to i64
      %4058 = llvm.mul %4056, %4057 : i64
      %4059 = llvm.lshr %4058, %2 : i64
      %4060 = llvm.trunc %4059 : i64 to i32
      %4061 = llvm.sub %220, %4060 : i32
      %4062 = llvm.lshr %4061, %4054 : i32
      %4063 = llvm.add %4060, %4062 : i32
      %4064 = llvm.lshr %4063, %4055 : i32
      %4065 = llvm.mul %4064, %4050 : i32
      %4066 = llvm.sub %220, %4065 : i32
      %4067 = llvm.extractvalue %arg14[0] : !llvm.struct<(i32, i32, i8, i8)> 
      %4068 = llvm.extractvalue %arg14[1] : !llvm.struct<(i32, i32, i8, i8)> 
      %4069 = llvm.extractvalue %arg14[2] : !llvm.struct<(i32, i32, i8, i8)> 
      %4070 = llvm.extractvalue %arg14[3] : !llvm.struct<(i32, i32, i8, i8)> 
      %4071 = llvm.zext %4069 : i8 to i32
      %4072 = llvm.zext %4070 : i8 to i32
      %4073 = llvm.zext %4064 : i32 to i64
      %4074 = llvm.zext %4068 : i32 to i64
      %4075 = llvm.mul %4073, %4074 : i64
      %4076 = llvm.lshr %4075, %2 : i64
      %4077 = llvm.trunc %4076 : i64 to i32
      %4078 = llvm.sub %4064, %4077 : i32
      %4079 = llvm.lshr %4078, %4071 : i32
      %4080 = llvm.add %4077, %4079 : i32
      %4081 = llvm.lshr %4080, %4072 : i32
      %4082 = llvm.mul %4081, %4067 : i32
      %4083 = llvm.sub %4064, %4082 : i32
      %4084 = llvm.icmp "slt" %220, %arg16 : i32
      %4085 = llvm.sdiv %219, %76 : i32
      %4086 = llvm.mul %4085, %76 : i32
      %4087 = llvm.icmp "ne" %219, %4086 : i32
      %4088 = llvm.icmp "slt" %219, %14 : i32
      %4089 = llvm.icmp "eq" %4088, %31 : i1
      %4090 = llvm.and %4087, %4089 : i1
      %4091 = llvm.add %4085, %78 : i32
      %4092 = llvm.select %4090, %4091, %4085 : i1, i32
      %4093 = llvm.add %4044, %61 : i32
      %4094 = llvm.add %4044, %34 : i32
      %4095 = llvm.sub %4092, %78 overflow<nsw> : i32
      %4096 = llvm.getelementptr %148[%4043] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %4097 = llvm.getelementptr %144[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %4098 = llvm.add %4043, %76 : i32
      %4099 = llvm.getelementptr %148[%4098] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %4100 = llvm.getelementptr %141[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %4101 = llvm.add %4043, %19 : i32
      %4102 = llvm.getelementptr %148[%4101] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %4103 = llvm.icmp "eq" %219, %14 : i32
      %4104 = llvm.sdiv %4043, %13 : i32
      %4105 = llvm.mul %4104, %35 overflow<nsw> : i32
      %4106 = llvm.add %4105, %19 : i32
      %4107 = llvm.srem %4043, %13 : i32
      %4108 = llvm.mul %4107, %75 overflow<nsw> : i32
      %4109 = llvm.mul %4104, %42 overflow<nsw> : i32
      %4110 = llvm.add %4108, %4109 overflow<nsw> : i32
      %4111 = llvm.getelementptr %149[%4110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %4112 = llvm.ptrtoint %4111 : !llvm.ptr<3> to i32
      %4113 = llvm.and %4112, %64 : i32
      %4114 = llvm.ashr %4113, %61 : i32
      %4115 = llvm.xor %4112, %4114 : i32
      %4116 = llvm.sext %4115 : i32 to i64
      %4117 = llvm.inttoptr %4116 : i64 to !llvm.ptr<3>
      %4118 = llvm.srem %4107, %18 : i32
      %4119 = llvm.mul %4118, %75 overflow<nsw> : i32
      %4120 = llvm.and %4119, %75 : i32
      %4121 = llvm.icmp "eq" %4120, %14 : i32
      %4122 = llvm.select %4121, %18, %65 : i1, i32
      %4123 = llvm.and %4119, %76 : i32
      %4124 = llvm.icmp "eq" %4123, %14 : i32
      %4125 = llvm.select %4124, %77, %66 : i1, i32
      %4126 = llvm.and %4119, %19 : i32
      %4127 = llvm.icmp "eq" %4126, %14 : i32
      %4128 = llvm.select %4127, %13, %67 : i1, i32
      %4129 = llvm.getelementptr %81[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %4130 = llvm.add %4043, %32 : i32
      %4131 = llvm.getelementptr %148[%4130] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %4132 = llvm.getelementptr %143[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %4133 = llvm.getelementptr %145[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %4134 = llvm.getelementptr %149[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %4135 = llvm.add %4105, %32 : i32
      %4136 = llvm.getelementptr %4134[%4110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %4137 = llvm.ptrtoint %4136 : !llvm.ptr<3> to i32
      %4138 = llvm.and %4137, %64 : i32
      %4139 = llvm.ashr %4138, %61 : i32
      %4140 = llvm.xor %4137, %4139 : i32
      %4141 = llvm.sext %4140 : i32 to i64
      %4142 = llvm.inttoptr %4141 : i64 to !llvm.ptr<3>
      %4143 = llvm.getelementptr %79[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %4144 = llvm.getelementptr %145[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %4145 = llvm.extractvalue %arg4[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %4146 = llvm.extractvalue %arg4[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %4147 = llvm.extractvalue %arg4[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %4148 = "nvvm.read.ptx.sreg.nclusterid.x"() : () -> i32
      llvm.br ^bb764(%14, %78, %4066, %4083, %4081, %4084, %220 : i32, i32, i32, i32, i32, i1, i32)
    ^bb764(%4149: i32, %4150: i32, %4151: i32, %4152: i32, %4153: i32, %4154: i1, %4155: i32):  // 2 preds: ^bb763, ^bb842
      llvm.cond_br %4154, ^bb765(%4149, %4150, %4151, %4152, %4153, %4155 : i32, i32, i32, i32, i32, i32), ^bb843
    ^bb765(%4156: i32, %4157: i32, %4158: i32, %4159: i32, %4160: i32, %4161: i32):  // pred: ^bb764
      "nvvm.barrier"(%4093, %75) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %4162 = "nvvm.mbarrier.arrive"(%209, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      "nvvm.barrier"(%4094, %75) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.br ^bb766(%14 : i32)
    ^bb766(%4163: i32):  // 2 preds: ^bb765, ^bb819
      %4164 = llvm.icmp "slt" %4163, %4095 : i32
      llvm.cond_br %4164, ^bb767, ^bb820
    ^bb767:  // pred: ^bb766
      "nvvm.barrier"(%4093, %75) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %4165 = llvm.load %4096 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %4166 = llvm.fcmp "olt" %4165, %36 : f32
      %4167 = "nvvm.vote.sync"(%39, %4166) <{kind = #nvvm<vote_sync_kind ballot>}> : (i32, i1) -> i32
      %4168 = llvm.icmp "ne" %4167, %14 : i32
      llvm.cond_br %4168, ^bb768, ^bb793
    ^bb768:  // pred: ^bb767
      %4169 = llvm.inttoptr %4106 : i32 to !llvm.ptr<6>
      %4170 = "nvvm.tcgen05.ld"(%4169) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4170, %98 : vector<16xi32>, !llvm.ptr
      %4171 = llvm.insertelement %4165, %1[%14 : i32] : vector<2xf32>
      %4172 = llvm.shufflevector %4171, %1 [0, 0] : vector<2xf32> 
      llvm.br ^bb769(%14 : i32)
    ^bb769(%4173: i32):  // 2 preds: ^bb768, ^bb770
      %4174 = llvm.icmp "slt" %4173, %77 : i32
      llvm.cond_br %4174, ^bb770, ^bb771
    ^bb770:  // pred: ^bb769
      %4175 = llvm.srem %4173, %77 : i32
      %4176 = llvm.getelementptr %98[%4175] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4177 = llvm.load %4176 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4178 = llvm.add %4173, %78 : i32
      %4179 = llvm.srem %4178, %77 : i32
      %4180 = llvm.getelementptr %98[%4179] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4181 = llvm.load %4180 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4182 = llvm.insertelement %4177, %1[%3 : i64] : vector<2xf32>
      %4183 = llvm.insertelement %4181, %4182[%0 : i64] : vector<2xf32>
      %4184 = "nvvm.mul.packed.f32x2"(%4183, %4172) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4185 = llvm.extractelement %4184[%3 : i64] : vector<2xf32>
      %4186 = llvm.extractelement %4184[%0 : i64] : vector<2xf32>
      llvm.store %4185, %4176 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4186, %4180 {alignment = 4 : i64} : f32, !llvm.ptr
      %4187 = llvm.add %4173, %15 : i32
      llvm.br ^bb769(%4187 : i32) {loop_annotation = #loop_annotation1}
    ^bb771:  // pred: ^bb769
      %4188 = llvm.load %98 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4169, %4188) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4189 = llvm.add %4106, %77 : i32
      %4190 = llvm.inttoptr %4189 : i32 to !llvm.ptr<6>
      %4191 = "nvvm.tcgen05.ld"(%4190) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4191, %97 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb772(%14 : i32)
    ^bb772(%4192: i32):  // 2 preds: ^bb771, ^bb773
      %4193 = llvm.icmp "slt" %4192, %77 : i32
      llvm.cond_br %4193, ^bb773, ^bb774
    ^bb773:  // pred: ^bb772
      %4194 = llvm.srem %4192, %77 : i32
      %4195 = llvm.getelementptr %97[%4194] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4196 = llvm.load %4195 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4197 = llvm.add %4192, %78 : i32
      %4198 = llvm.srem %4197, %77 : i32
      %4199 = llvm.getelementptr %97[%4198] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4200 = llvm.load %4199 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4201 = llvm.insertelement %4196, %1[%3 : i64] : vector<2xf32>
      %4202 = llvm.insertelement %4200, %4201[%0 : i64] : vector<2xf32>
      %4203 = "nvvm.mul.packed.f32x2"(%4202, %4172) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4204 = llvm.extractelement %4203[%3 : i64] : vector<2xf32>
      %4205 = llvm.extractelement %4203[%0 : i64] : vector<2xf32>
      llvm.store %4204, %4195 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4205, %4199 {alignment = 4 : i64} : f32, !llvm.ptr
      %4206 = llvm.add %4192, %15 : i32
      llvm.br ^bb772(%4206 : i32) {loop_annotation = #loop_annotation1}
    ^bb774:  // pred: ^bb772
      %4207 = llvm.load %97 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4190, %4207) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4208 = llvm.add %4106, %13 : i32
      %4209 = llvm.inttoptr %4208 : i32 to !llvm.ptr<6>
      %4210 = "nvvm.tcgen05.ld"(%4209) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4210, %96 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb775(%14 : i32)
    ^bb775(%4211: i32):  // 2 preds: ^bb774, ^bb776
      %4212 = llvm.icmp "slt" %4211, %77 : i32
      llvm.cond_br %4212, ^bb776, ^bb777
    ^bb776:  // pred: ^bb775
      %4213 = llvm.srem %4211, %77 : i32
      %4214 = llvm.getelementptr %96[%4213] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4215 = llvm.load %4214 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4216 = llvm.add %4211, %78 : i32
      %4217 = llvm.srem %4216, %77 : i32
      %4218 = llvm.getelementptr %96[%4217] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4219 = llvm.load %4218 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4220 = llvm.insertelement %4215, %1[%3 : i64] : vector<2xf32>
      %4221 = llvm.insertelement %4219, %4220[%0 : i64] : vector<2xf32>
      %4222 = "nvvm.mul.packed.f32x2"(%4221, %4172) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4223 = llvm.extractelement %4222[%3 : i64] : vector<2xf32>
      %4224 = llvm.extractelement %4222[%0 : i64] : vector<2xf32>
      llvm.store %4223, %4214 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4224, %4218 {alignment = 4 : i64} : f32, !llvm.ptr
      %4225 = llvm.add %4211, %15 : i32
      llvm.br ^bb775(%4225 : i32) {loop_annotation = #loop_annotation1}
    ^bb777:  // pred: ^bb775
      %4226 = llvm.load %96 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4209, %4226) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4227 = llvm.add %4106, %8 : i32
      %4228 = llvm.inttoptr %4227 : i32 to !llvm.ptr<6>
      %4229 = "nvvm.tcgen05.ld"(%4228) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4229, %95 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb778(%14 : i32)
    ^bb778(%4230: i32):  // 2 preds: ^bb777, ^bb779
      %4231 = llvm.icmp "slt" %4230, %77 : i32
      llvm.cond_br %4231, ^bb779, ^bb780
    ^bb779:  // pred: ^bb778
      %4232 = llvm.srem %4230, %77 : i32
      %4233 = llvm.getelementptr %95[%4232] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4234 = llvm.load %4233 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4235 = llvm.add %4230, %78 : i32
      %4236 = llvm.srem %4235, %77 : i32
      %4237 = llvm.getelementptr %95[%4236] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4238 = llvm.load %4237 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4239 = llvm.insertelement %4234, %1[%3 : i64] : vector<2xf32>
      %4240 = llvm.insertelement %4238, %4239[%0 : i64] : vector<2xf32>
      %4241 = "nvvm.mul.packed.f32x2"(%4240, %4172) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4242 = llvm.extractelement %4241[%3 : i64] : vector<2xf32>
      %4243 = llvm.extractelement %4241[%0 : i64] : vector<2xf32>
      llvm.store %4242, %4233 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4243, %4237 {alignment = 4 : i64} : f32, !llvm.ptr
      %4244 = llvm.add %4230, %15 : i32
      llvm.br ^bb778(%4244 : i32) {loop_annotation = #loop_annotation1}
    ^bb780:  // pred: ^bb778
      %4245 = llvm.load %95 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4228, %4245) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4246 = llvm.add %4106, %75 : i32
      %4247 = llvm.inttoptr %4246 : i32 to !llvm.ptr<6>
      %4248 = "nvvm.tcgen05.ld"(%4247) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4248, %94 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb781(%14 : i32)
    ^bb781(%4249: i32):  // 2 preds: ^bb780, ^bb782
      %4250 = llvm.icmp "slt" %4249, %77 : i32
      llvm.cond_br %4250, ^bb782, ^bb783
    ^bb782:  // pred: ^bb781
      %4251 = llvm.srem %4249, %77 : i32
      %4252 = llvm.getelementptr %94[%4251] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4253 = llvm.load %4252 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4254 = llvm.add %4249, %78 : i32
      %4255 = llvm.srem %4254, %77 : i32
      %4256 = llvm.getelementptr %94[%4255] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4257 = llvm.load %4256 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4258 = llvm.insertelement %4253, %1[%3 : i64] : vector<2xf32>
      %4259 = llvm.insertelement %4257, %4258[%0 : i64] : vector<2xf32>
      %4260 = "nvvm.mul.packed.f32x2"(%4259, %4172) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4261 = llvm.extractelement %4260[%3 : i64] : vector<2xf32>
      %4262 = llvm.extractelement %4260[%0 : i64] : vector<2xf32>
      llvm.store %4261, %4252 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4262, %4256 {alignment = 4 : i64} : f32, !llvm.ptr
      %4263 = llvm.add %4249, %15 : i32
      llvm.br ^bb781(%4263 : i32) {loop_annotation = #loop_annotation1}
    ^bb783:  // pred: ^bb781
      %4264 = llvm.load %94 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4247, %4264) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4265 = llvm.add %4106, %6 : i32
      %4266 = llvm.inttoptr %4265 : i32 to !llvm.ptr<6>
      %4267 = "nvvm.tcgen05.ld"(%4266) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4267, %93 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb784(%14 : i32)
    ^bb784(%4268: i32):  // 2 preds: ^bb783, ^bb785
      %4269 = llvm.icmp "slt" %4268, %77 : i32
      llvm.cond_br %4269, ^bb785, ^bb786
    ^bb785:  // pred: ^bb784
      %4270 = llvm.srem %4268, %77 : i32
      %4271 = llvm.getelementptr %93[%4270] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4272 = llvm.load %4271 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4273 = llvm.add %4268, %78 : i32
      %4274 = llvm.srem %4273, %77 : i32
      %4275 = llvm.getelementptr %93[%4274] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4276 = llvm.load %4275 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4277 = llvm.insertelement %4272, %1[%3 : i64] : vector<2xf32>
      %4278 = llvm.insertelement %4276, %4277[%0 : i64] : vector<2xf32>
      %4279 = "nvvm.mul.packed.f32x2"(%4278, %4172) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4280 = llvm.extractelement %4279[%3 : i64] : vector<2xf32>
      %4281 = llvm.extractelement %4279[%0 : i64] : vector<2xf32>
      llvm.store %4280, %4271 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4281, %4275 {alignment = 4 : i64} : f32, !llvm.ptr
      %4282 = llvm.add %4268, %15 : i32
      llvm.br ^bb784(%4282 : i32) {loop_annotation = #loop_annotation1}
    ^bb786:  // pred: ^bb784
      %4283 = llvm.load %93 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4266, %4283) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4284 = llvm.add %4106, %7 : i32
      %4285 = llvm.inttoptr %4284 : i32 to !llvm.ptr<6>
      %4286 = "nvvm.tcgen05.ld"(%4285) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4286, %92 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb787(%14 : i32)
    ^bb787(%4287: i32):  // 2 preds: ^bb786, ^bb788
      %4288 = llvm.icmp "slt" %4287, %77 : i32
      llvm.cond_br %4288, ^bb788, ^bb789
    ^bb788:  // pred: ^bb787
      %4289 = llvm.srem %4287, %77 : i32
      %4290 = llvm.getelementptr %92[%4289] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4291 = llvm.load %4290 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4292 = llvm.add %4287, %78 : i32
      %4293 = llvm.srem %4292, %77 : i32
      %4294 = llvm.getelementptr %92[%4293] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4295 = llvm.load %4294 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4296 = llvm.insertelement %4291, %1[%3 : i64] : vector<2xf32>
      %4297 = llvm.insertelement %4295, %4296[%0 : i64] : vector<2xf32>
      %4298 = "nvvm.mul.packed.f32x2"(%4297, %4172) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4299 = llvm.extractelement %4298[%3 : i64] : vector<2xf32>
      %4300 = llvm.extractelement %4298[%0 : i64] : vector<2xf32>
      llvm.store %4299, %4290 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4300, %4294 {alignment = 4 : i64} : f32, !llvm.ptr
      %4301 = llvm.add %4287, %15 : i32
      llvm.br ^bb787(%4301 : i32) {loop_annotation = #loop_annotation1}
    ^bb789:  // pred: ^bb787
      %4302 = llvm.load %92 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4285, %4302) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4303 = llvm.add %4106, %5 : i32
      %4304 = llvm.inttoptr %4303 : i32 to !llvm.ptr<6>
      %4305 = "nvvm.tcgen05.ld"(%4304) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4305, %91 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb790(%14 : i32)
    ^bb790(%4306: i32):  // 2 preds: ^bb789, ^bb791
      %4307 = llvm.icmp "slt" %4306, %77 : i32
      llvm.cond_br %4307, ^bb791, ^bb792
    ^bb791:  // pred: ^bb790
      %4308 = llvm.srem %4306, %77 : i32
      %4309 = llvm.getelementptr %91[%4308] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4310 = llvm.load %4309 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4311 = llvm.add %4306, %78 : i32
      %4312 = llvm.srem %4311, %77 : i32
      %4313 = llvm.getelementptr %91[%4312] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4314 = llvm.load %4313 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4315 = llvm.insertelement %4310, %1[%3 : i64] : vector<2xf32>
      %4316 = llvm.insertelement %4314, %4315[%0 : i64] : vector<2xf32>
      %4317 = "nvvm.mul.packed.f32x2"(%4316, %4172) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4318 = llvm.extractelement %4317[%3 : i64] : vector<2xf32>
      %4319 = llvm.extractelement %4317[%0 : i64] : vector<2xf32>
      llvm.store %4318, %4309 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4319, %4313 {alignment = 4 : i64} : f32, !llvm.ptr
      %4320 = llvm.add %4306, %15 : i32
      llvm.br ^bb790(%4320 : i32) {loop_annotation = #loop_annotation1}
    ^bb792:  // pred: ^bb790
      %4321 = llvm.load %91 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4304, %4321) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
      llvm.br ^bb793
    ^bb793:  // 2 preds: ^bb767, ^bb792
      %4322 = "nvvm.mapa"(%186, %196) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%4322, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      %4323 = "nvvm.mbarrier.arrive"(%4097, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      "nvvm.barrier"(%4094, %75) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %4324 = llvm.load %4099 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %4325 = llvm.fcmp "olt" %4324, %36 : f32
      %4326 = "nvvm.vote.sync"(%39, %4325) <{kind = #nvvm<vote_sync_kind ballot>}> : (i32, i1) -> i32
      %4327 = llvm.icmp "ne" %4326, %14 : i32
      llvm.cond_br %4327, ^bb794, ^bb819
    ^bb794:  // pred: ^bb793
      %4328 = llvm.inttoptr %4135 : i32 to !llvm.ptr<6>
      %4329 = "nvvm.tcgen05.ld"(%4328) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4329, %90 : vector<16xi32>, !llvm.ptr
      %4330 = llvm.insertelement %4324, %1[%14 : i32] : vector<2xf32>
      %4331 = llvm.shufflevector %4330, %1 [0, 0] : vector<2xf32> 
      llvm.br ^bb795(%14 : i32)
    ^bb795(%4332: i32):  // 2 preds: ^bb794, ^bb796
      %4333 = llvm.icmp "slt" %4332, %77 : i32
      llvm.cond_br %4333, ^bb796, ^bb797
    ^bb796:  // pred: ^bb795
      %4334 = llvm.srem %4332, %77 : i32
      %4335 = llvm.getelementptr %90[%4334] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4336 = llvm.load %4335 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4337 = llvm.add %4332, %78 : i32
      %4338 = llvm.srem %4337, %77 : i32
      %4339 = llvm.getelementptr %90[%4338] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4340 = llvm.load %4339 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4341 = llvm.insertelement %4336, %1[%3 : i64] : vector<2xf32>
      %4342 = llvm.insertelement %4340, %4341[%0 : i64] : vector<2xf32>
      %4343 = "nvvm.mul.packed.f32x2"(%4342, %4331) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4344 = llvm.extractelement %4343[%3 : i64] : vector<2xf32>
      %4345 = llvm.extractelement %4343[%0 : i64] : vector<2xf32>
      llvm.store %4344, %4335 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4345, %4339 {alignment = 4 : i64} : f32, !llvm.ptr
      %4346 = llvm.add %4332, %15 : i32
      llvm.br ^bb795(%4346 : i32) {loop_annotation = #loop_annotation1}
    ^bb797:  // pred: ^bb795
      %4347 = llvm.load %90 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4328, %4347) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4348 = llvm.add %4135, %77 : i32
      %4349 = llvm.inttoptr %4348 : i32 to !llvm.ptr<6>
      %4350 = "nvvm.tcgen05.ld"(%4349) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4350, %89 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb798(%14 : i32)
    ^bb798(%4351: i32):  // 2 preds: ^bb797, ^bb799
      %4352 = llvm.icmp "slt" %4351, %77 : i32
      llvm.cond_br %4352, ^bb799, ^bb800
    ^bb799:  // pred: ^bb798
      %4353 = llvm.srem %4351, %77 : i32
      %4354 = llvm.getelementptr %89[%4353] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4355 = llvm.load %4354 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4356 = llvm.add %4351, %78 : i32
      %4357 = llvm.srem %4356, %77 : i32
      %4358 = llvm.getelementptr %89[%4357] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4359 = llvm.load %4358 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4360 = llvm.insertelement %4355, %1[%3 : i64] : vector<2xf32>
      %4361 = llvm.insertelement %4359, %4360[%0 : i64] : vector<2xf32>
      %4362 = "nvvm.mul.packed.f32x2"(%4361, %4331) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4363 = llvm.extractelement %4362[%3 : i64] : vector<2xf32>
      %4364 = llvm.extractelement %4362[%0 : i64] : vector<2xf32>
      llvm.store %4363, %4354 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4364, %4358 {alignment = 4 : i64} : f32, !llvm.ptr
      %4365 = llvm.add %4351, %15 : i32
      llvm.br ^bb798(%4365 : i32) {loop_annotation = #loop_annotation1}
    ^bb800:  // pred: ^bb798
      %4366 = llvm.load %89 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4349, %4366) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4367 = llvm.add %4135, %13 : i32
      %4368 = llvm.inttoptr %4367 : i32 to !llvm.ptr<6>
      %4369 = "nvvm.tcgen05.ld"(%4368) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4369, %88 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb801(%14 : i32)
    ^bb801(%4370: i32):  // 2 preds: ^bb800, ^bb802
      %4371 = llvm.icmp "slt" %4370, %77 : i32
      llvm.cond_br %4371, ^bb802, ^bb803
    ^bb802:  // pred: ^bb801
      %4372 = llvm.srem %4370, %77 : i32
      %4373 = llvm.getelementptr %88[%4372] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4374 = llvm.load %4373 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4375 = llvm.add %4370, %78 : i32
      %4376 = llvm.srem %4375, %77 : i32
      %4377 = llvm.getelementptr %88[%4376] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4378 = llvm.load %4377 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4379 = llvm.insertelement %4374, %1[%3 : i64] : vector<2xf32>
      %4380 = llvm.insertelement %4378, %4379[%0 : i64] : vector<2xf32>
      %4381 = "nvvm.mul.packed.f32x2"(%4380, %4331) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4382 = llvm.extractelement %4381[%3 : i64] : vector<2xf32>
      %4383 = llvm.extractelement %4381[%0 : i64] : vector<2xf32>
      llvm.store %4382, %4373 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4383, %4377 {alignment = 4 : i64} : f32, !llvm.ptr
      %4384 = llvm.add %4370, %15 : i32
      llvm.br ^bb801(%4384 : i32) {loop_annotation = #loop_annotation1}
    ^bb803:  // pred: ^bb801
      %4385 = llvm.load %88 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4368, %4385) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4386 = llvm.add %4135, %8 : i32
      %4387 = llvm.inttoptr %4386 : i32 to !llvm.ptr<6>
      %4388 = "nvvm.tcgen05.ld"(%4387) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4388, %87 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb804(%14 : i32)
    ^bb804(%4389: i32):  // 2 preds: ^bb803, ^bb805
      %4390 = llvm.icmp "slt" %4389, %77 : i32
      llvm.cond_br %4390, ^bb805, ^bb806
    ^bb805:  // pred: ^bb804
      %4391 = llvm.srem %4389, %77 : i32
      %4392 = llvm.getelementptr %87[%4391] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4393 = llvm.load %4392 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4394 = llvm.add %4389, %78 : i32
      %4395 = llvm.srem %4394, %77 : i32
      %4396 = llvm.getelementptr %87[%4395] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4397 = llvm.load %4396 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4398 = llvm.insertelement %4393, %1[%3 : i64] : vector<2xf32>
      %4399 = llvm.insertelement %4397, %4398[%0 : i64] : vector<2xf32>
      %4400 = "nvvm.mul.packed.f32x2"(%4399, %4331) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4401 = llvm.extractelement %4400[%3 : i64] : vector<2xf32>
      %4402 = llvm.extractelement %4400[%0 : i64] : vector<2xf32>
      llvm.store %4401, %4392 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4402, %4396 {alignment = 4 : i64} : f32, !llvm.ptr
      %4403 = llvm.add %4389, %15 : i32
      llvm.br ^bb804(%4403 : i32) {loop_annotation = #loop_annotation1}
    ^bb806:  // pred: ^bb804
      %4404 = llvm.load %87 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4387, %4404) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4405 = llvm.add %4135, %75 : i32
      %4406 = llvm.inttoptr %4405 : i32 to !llvm.ptr<6>
      %4407 = "nvvm.tcgen05.ld"(%4406) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4407, %86 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb807(%14 : i32)
    ^bb807(%4408: i32):  // 2 preds: ^bb806, ^bb808
      %4409 = llvm.icmp "slt" %4408, %77 : i32
      llvm.cond_br %4409, ^bb808, ^bb809
    ^bb808:  // pred: ^bb807
      %4410 = llvm.srem %4408, %77 : i32
      %4411 = llvm.getelementptr %86[%4410] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4412 = llvm.load %4411 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4413 = llvm.add %4408, %78 : i32
      %4414 = llvm.srem %4413, %77 : i32
      %4415 = llvm.getelementptr %86[%4414] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4416 = llvm.load %4415 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4417 = llvm.insertelement %4412, %1[%3 : i64] : vector<2xf32>
      %4418 = llvm.insertelement %4416, %4417[%0 : i64] : vector<2xf32>
      %4419 = "nvvm.mul.packed.f32x2"(%4418, %4331) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4420 = llvm.extractelement %4419[%3 : i64] : vector<2xf32>
      %4421 = llvm.extractelement %4419[%0 : i64] : vector<2xf32>
      llvm.store %4420, %4411 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4421, %4415 {alignment = 4 : i64} : f32, !llvm.ptr
      %4422 = llvm.add %4408, %15 : i32
      llvm.br ^bb807(%4422 : i32) {loop_annotation = #loop_annotation1}
    ^bb809:  // pred: ^bb807
      %4423 = llvm.load %86 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4406, %4423) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4424 = llvm.add %4135, %6 : i32
      %4425 = llvm.inttoptr %4424 : i32 to !llvm.ptr<6>
      %4426 = "nvvm.tcgen05.ld"(%4425) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4426, %85 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb810(%14 : i32)
    ^bb810(%4427: i32):  // 2 preds: ^bb809, ^bb811
      %4428 = llvm.icmp "slt" %4427, %77 : i32
      llvm.cond_br %4428, ^bb811, ^bb812
    ^bb811:  // pred: ^bb810
      %4429 = llvm.srem %4427, %77 : i32
      %4430 = llvm.getelementptr %85[%4429] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4431 = llvm.load %4430 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4432 = llvm.add %4427, %78 : i32
      %4433 = llvm.srem %4432, %77 : i32
      %4434 = llvm.getelementptr %85[%4433] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4435 = llvm.load %4434 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4436 = llvm.insertelement %4431, %1[%3 : i64] : vector<2xf32>
      %4437 = llvm.insertelement %4435, %4436[%0 : i64] : vector<2xf32>
      %4438 = "nvvm.mul.packed.f32x2"(%4437, %4331) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4439 = llvm.extractelement %4438[%3 : i64] : vector<2xf32>
      %4440 = llvm.extractelement %4438[%0 : i64] : vector<2xf32>
      llvm.store %4439, %4430 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4440, %4434 {alignment = 4 : i64} : f32, !llvm.ptr
      %4441 = llvm.add %4427, %15 : i32
      llvm.br ^bb810(%4441 : i32) {loop_annotation = #loop_annotation1}
    ^bb812:  // pred: ^bb810
      %4442 = llvm.load %85 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4425, %4442) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4443 = llvm.add %4135, %7 : i32
      %4444 = llvm.inttoptr %4443 : i32 to !llvm.ptr<6>
      %4445 = "nvvm.tcgen05.ld"(%4444) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4445, %84 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb813(%14 : i32)
    ^bb813(%4446: i32):  // 2 preds: ^bb812, ^bb814
      %4447 = llvm.icmp "slt" %4446, %77 : i32
      llvm.cond_br %4447, ^bb814, ^bb815
    ^bb814:  // pred: ^bb813
      %4448 = llvm.srem %4446, %77 : i32
      %4449 = llvm.getelementptr %84[%4448] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4450 = llvm.load %4449 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4451 = llvm.add %4446, %78 : i32
      %4452 = llvm.srem %4451, %77 : i32
      %4453 = llvm.getelementptr %84[%4452] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4454 = llvm.load %4453 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4455 = llvm.insertelement %4450, %1[%3 : i64] : vector<2xf32>
      %4456 = llvm.insertelement %4454, %4455[%0 : i64] : vector<2xf32>
      %4457 = "nvvm.mul.packed.f32x2"(%4456, %4331) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4458 = llvm.extractelement %4457[%3 : i64] : vector<2xf32>
      %4459 = llvm.extractelement %4457[%0 : i64] : vector<2xf32>
      llvm.store %4458, %4449 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4459, %4453 {alignment = 4 : i64} : f32, !llvm.ptr
      %4460 = llvm.add %4446, %15 : i32
      llvm.br ^bb813(%4460 : i32) {loop_annotation = #loop_annotation1}
    ^bb815:  // pred: ^bb813
      %4461 = llvm.load %84 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4444, %4461) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      %4462 = llvm.add %4135, %5 : i32
      %4463 = llvm.inttoptr %4462 : i32 to !llvm.ptr<6>
      %4464 = "nvvm.tcgen05.ld"(%4463) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4464, %83 : vector<16xi32>, !llvm.ptr
      llvm.br ^bb816(%14 : i32)
    ^bb816(%4465: i32):  // 2 preds: ^bb815, ^bb817
      %4466 = llvm.icmp "slt" %4465, %77 : i32
      llvm.cond_br %4466, ^bb817, ^bb818
    ^bb817:  // pred: ^bb816
      %4467 = llvm.srem %4465, %77 : i32
      %4468 = llvm.getelementptr %83[%4467] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4469 = llvm.load %4468 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4470 = llvm.add %4465, %78 : i32
      %4471 = llvm.srem %4470, %77 : i32
      %4472 = llvm.getelementptr %83[%4471] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4473 = llvm.load %4472 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4474 = llvm.insertelement %4469, %1[%3 : i64] : vector<2xf32>
      %4475 = llvm.insertelement %4473, %4474[%0 : i64] : vector<2xf32>
      %4476 = "nvvm.mul.packed.f32x2"(%4475, %4331) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4477 = llvm.extractelement %4476[%3 : i64] : vector<2xf32>
      %4478 = llvm.extractelement %4476[%0 : i64] : vector<2xf32>
      llvm.store %4477, %4468 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4478, %4472 {alignment = 4 : i64} : f32, !llvm.ptr
      %4479 = llvm.add %4465, %15 : i32
      llvm.br ^bb816(%4479 : i32) {loop_annotation = #loop_annotation1}
    ^bb818:  // pred: ^bb816
      %4480 = llvm.load %83 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%4463, %4480) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
      llvm.br ^bb819
    ^bb819:  // 2 preds: ^bb793, ^bb818
      %4481 = "nvvm.mapa"(%4100, %196) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%4481, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      %4482 = "nvvm.mbarrier.arrive"(%209, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      %4483 = llvm.add %4163, %78 : i32
      llvm.br ^bb766(%4483 : i32) {loop_annotation = #loop_annotation}
    ^bb820:  // pred: ^bb766
      %4484 = "nvvm.mbarrier.arrive"(%4097, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      "nvvm.barrier"(%4093, %75) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %4485 = llvm.load %4096 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %4486 = llvm.load %4102 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %4487 = "nvvm.mbarrier.arrive"(%209, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      %4488 = llvm.fcmp "oeq" %4485, %60 : f32
      %4489 = llvm.fcmp "une" %4485, %4485 : f32
      %4490 = llvm.zext %4488 : i1 to i32
      %4491 = llvm.zext %4489 : i1 to i32
      %4492 = llvm.select %4488, %4490, %4491 : i1, i32
      %4493 = llvm.icmp "ne" %4492, %14 : i32
      %4494 = llvm.icmp "eq" %4493, %31 : i1
      %4495 = llvm.select %4494, %4485, %36 : i1, f32
      %4496 = "nvvm.rcp.approx.ftz.f"(%4495) : (f32) -> f32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %143, %4156, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %214, %4157, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.intr.assume %22 ["align"(%4117, %4 : !llvm.ptr<3>, i64)] : i1
      llvm.br ^bb821(%14, %14, %14 : i32, i32, i32)
    ^bb821(%4497: i32, %4498: i32, %4499: i32):  // 2 preds: ^bb820, ^bb828
      %4500 = llvm.icmp "slt" %4497, %18 : i32
      llvm.cond_br %4500, ^bb822, ^bb829
    ^bb822:  // pred: ^bb821
      %4501 = llvm.mul %4497, %77 overflow<nsw> : i32
      %4502 = llvm.add %4106, %4501 : i32
      %4503 = llvm.sdiv %4498, %15 : i32
      %4504 = llvm.srem %4498, %15 : i32
      %4505 = llvm.mul %4504, %4125 overflow<nsw> : i32
      %4506 = llvm.mul %4503, %4128 overflow<nsw> : i32
      %4507 = llvm.add %4505, %4506 overflow<nsw> : i32
      %4508 = llvm.mul %4499, %44 overflow<nsw> : i32
      %4509 = llvm.add %4507, %4508 overflow<nsw> : i32
      %4510 = llvm.getelementptr %4117[%4509] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %4103, ^bb823, ^bb824
    ^bb823:  // pred: ^bb822
      llvm.store %68, %82 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb828
    ^bb824:  // pred: ^bb822
      %4511 = llvm.inttoptr %4502 : i32 to !llvm.ptr<6>
      %4512 = "nvvm.tcgen05.ld"(%4511) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4512, %82 : vector<16xi32>, !llvm.ptr
      %4513 = llvm.insertelement %4496, %1[%14 : i32] : vector<2xf32>
      %4514 = llvm.shufflevector %4513, %1 [0, 0] : vector<2xf32> 
      llvm.br ^bb825(%14 : i32)
    ^bb825(%4515: i32):  // 2 preds: ^bb824, ^bb826
      %4516 = llvm.icmp "slt" %4515, %77 : i32
      llvm.cond_br %4516, ^bb826, ^bb827
    ^bb826:  // pred: ^bb825
      %4517 = llvm.srem %4515, %77 : i32
      %4518 = llvm.getelementptr %82[%4517] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4519 = llvm.load %4518 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4520 = llvm.add %4515, %78 : i32
      %4521 = llvm.srem %4520, %77 : i32
      %4522 = llvm.getelementptr %82[%4521] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4523 = llvm.load %4522 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4524 = llvm.insertelement %4519, %1[%3 : i64] : vector<2xf32>
      %4525 = llvm.insertelement %4523, %4524[%0 : i64] : vector<2xf32>
      %4526 = "nvvm.mul.packed.f32x2"(%4525, %4514) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4527 = llvm.extractelement %4526[%3 : i64] : vector<2xf32>
      %4528 = llvm.extractelement %4526[%0 : i64] : vector<2xf32>
      llvm.store %4527, %4518 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4528, %4522 {alignment = 4 : i64} : f32, !llvm.ptr
      %4529 = llvm.add %4515, %15 : i32
      llvm.br ^bb825(%4529 : i32) {loop_annotation = #loop_annotation1}
    ^bb827:  // pred: ^bb825
      llvm.br ^bb828
    ^bb828:  // 2 preds: ^bb823, ^bb827
      %4530 = llvm.load %82 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %4531 = llvm.fptrunc %4530 : vector<16xf32> to vector<16xbf16>
      llvm.store %4531, %81 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %4532 = llvm.load %81 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %4532, %4510 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %4533 = llvm.getelementptr %4510[%4122] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %4534 = llvm.load %4129 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %4534, %4533 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %4535 = llvm.add %4498, %78 : i32
      %4536 = llvm.icmp "eq" %4535, %29 : i32
      %4537 = llvm.select %4536, %14, %4535 : i1, i32
      %4538 = llvm.add %4499, %78 : i32
      %4539 = llvm.select %4536, %4538, %4499 : i1, i32
      %4540 = llvm.add %4497, %78 : i32
      llvm.br ^bb821(%4540, %4537, %4539 : i32, i32, i32) {loop_annotation = #loop_annotation1}
    ^bb829:  // pred: ^bb821
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      %4541 = "nvvm.mapa"(%186, %196) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%4541, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      %4542 = "nvvm.mbarrier.arrive"(%145, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      "nvvm.barrier"(%4094, %75) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %4543 = llvm.load %4099 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %4544 = llvm.load %4131 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %4545 = "nvvm.mbarrier.arrive"(%4097, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      %4546 = llvm.fcmp "oeq" %4543, %60 : f32
      %4547 = llvm.fcmp "une" %4543, %4543 : f32
      %4548 = llvm.zext %4546 : i1 to i32
      %4549 = llvm.zext %4547 : i1 to i32
      %4550 = llvm.select %4546, %4548, %4549 : i1, i32
      %4551 = llvm.icmp "ne" %4550, %14 : i32
      %4552 = llvm.icmp "eq" %4551, %31 : i1
      %4553 = llvm.select %4552, %4543, %36 : i1, f32
      %4554 = "nvvm.rcp.approx.ftz.f"(%4553) : (f32) -> f32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %4132, %4156, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %4133, %4157, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.intr.assume %22 ["align"(%4142, %4 : !llvm.ptr<3>, i64)] : i1
      llvm.br ^bb830(%14, %14, %14 : i32, i32, i32)
    ^bb830(%4555: i32, %4556: i32, %4557: i32):  // 2 preds: ^bb829, ^bb837
      %4558 = llvm.icmp "slt" %4555, %18 : i32
      llvm.cond_br %4558, ^bb831, ^bb838
    ^bb831:  // pred: ^bb830
      %4559 = llvm.mul %4555, %77 overflow<nsw> : i32
      %4560 = llvm.add %4135, %4559 : i32
      %4561 = llvm.sdiv %4556, %15 : i32
      %4562 = llvm.srem %4556, %15 : i32
      %4563 = llvm.mul %4562, %4125 overflow<nsw> : i32
      %4564 = llvm.mul %4561, %4128 overflow<nsw> : i32
      %4565 = llvm.add %4563, %4564 overflow<nsw> : i32
      %4566 = llvm.mul %4557, %44 overflow<nsw> : i32
      %4567 = llvm.add %4565, %4566 overflow<nsw> : i32
      %4568 = llvm.getelementptr %4142[%4567] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %4103, ^bb832, ^bb833
    ^bb832:  // pred: ^bb831
      llvm.store %68, %80 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb837
    ^bb833:  // pred: ^bb831
      %4569 = llvm.inttoptr %4560 : i32 to !llvm.ptr<6>
      %4570 = "nvvm.tcgen05.ld"(%4569) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<16xi32>
      llvm.store %4570, %80 : vector<16xi32>, !llvm.ptr
      %4571 = llvm.insertelement %4554, %1[%14 : i32] : vector<2xf32>
      %4572 = llvm.shufflevector %4571, %1 [0, 0] : vector<2xf32> 
      llvm.br ^bb834(%14 : i32)
    ^bb834(%4573: i32):  // 2 preds: ^bb833, ^bb835
      %4574 = llvm.icmp "slt" %4573, %77 : i32
      llvm.cond_br %4574, ^bb835, ^bb836
    ^bb835:  // pred: ^bb834
      %4575 = llvm.srem %4573, %77 : i32
      %4576 = llvm.getelementptr %80[%4575] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4577 = llvm.load %4576 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4578 = llvm.add %4573, %78 : i32
      %4579 = llvm.srem %4578, %77 : i32
      %4580 = llvm.getelementptr %80[%4579] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %4581 = llvm.load %4580 {alignment = 4 : i64} : !llvm.ptr -> f32
      %4582 = llvm.insertelement %4577, %1[%3 : i64] : vector<2xf32>
      %4583 = llvm.insertelement %4581, %4582[%0 : i64] : vector<2xf32>
      %4584 = "nvvm.mul.packed.f32x2"(%4583, %4572) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %4585 = llvm.extractelement %4584[%3 : i64] : vector<2xf32>
      %4586 = llvm.extractelement %4584[%0 : i64] : vector<2xf32>
      llvm.store %4585, %4576 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %4586, %4580 {alignment = 4 : i64} : f32, !llvm.ptr
      %4587 = llvm.add %4573, %15 : i32
      llvm.br ^bb834(%4587 : i32) {loop_annotation = #loop_annotation1}
    ^bb836:  // pred: ^bb834
      llvm.br ^bb837
    ^bb837:  // 2 preds: ^bb832, ^bb836
      %4588 = llvm.load %80 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %4589 = llvm.fptrunc %4588 : vector<16xf32> to vector<16xbf16>
      llvm.store %4589, %79 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %4590 = llvm.load %79 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %4590, %4568 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %4591 = llvm.getelementptr %4568[%4122] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %4592 = llvm.load %4143 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %4592, %4591 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %4593 = llvm.add %4556, %78 : i32
      %4594 = llvm.icmp "eq" %4593, %29 : i32
      %4595 = llvm.select %4594, %14, %4593 : i1, i32
      %4596 = llvm.add %4557, %78 : i32
      %4597 = llvm.select %4594, %4596, %4557 : i1, i32
      %4598 = llvm.add %4555, %78 : i32
      llvm.br ^bb830(%4598, %4595, %4597 : i32, i32, i32) {loop_annotation = #loop_annotation1}
    ^bb838:  // pred: ^bb830
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      %4599 = "nvvm.mapa"(%4100, %196) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%4599, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      %4600 = "nvvm.mbarrier.arrive"(%4144, %78) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      %4601 = llvm.xor %4156, %78 : i32
      %4602 = llvm.xor %4157, %78 : i32
      %4603 = llvm.sext %4159 : i32 to i64
      %4604 = llvm.mul %4603, %4145 overflow<nsw> : i64
      %4605 = llvm.sext %4160 : i32 to i64
      %4606 = llvm.mul %4605, %4146 overflow<nsw> : i64
      %4607 = llvm.add %4604, %4606 overflow<nsw> : i64
      %4608 = llvm.getelementptr %4147[%4607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %4609 = llvm.mul %4158, %29 : i32
      %4610 = llvm.add %4609, %138 : i32
      %4611 = llvm.fmul %4486, %arg9 : f32
      %4612 = llvm.call_intrinsic "llvm.nvvm.lg2.approx.ftz.f"(%4485) : (f32) -> f32
      %4613 = llvm.fadd %4611, %4612 : f32
      %4614 = llvm.fmul %4613, %69 : f32
      %4615 = llvm.select %4494, %4614, %40 : i1, f32
      %4616 = llvm.mul %4610, %76 overflow<nsw> : i32
      %4617 = llvm.getelementptr %4608[%4616] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %4618 = llvm.mul %4610, %76 : i32
      %4619 = llvm.sub %218, %4618 overflow<nsw> : i32
      %4620 = llvm.icmp "sgt" %4619, %4043 : i32
      llvm.cond_br %4620, ^bb839, ^bb840
    ^bb839:  // pred: ^bb838
      %4621 = llvm.getelementptr %4617[%4043] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %4615, %4621 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb840
    ^bb840:  // 2 preds: ^bb838, ^bb839
      %4622 = llvm.mul %4158, %15 : i32
      %4623 = llvm.add %4622, %78 : i32
      %4624 = llvm.mul %4623, %15 : i32
      %4625 = llvm.add %4624, %138 : i32
      %4626 = llvm.fmul %4544, %arg9 : f32
      %4627 = llvm.call_intrinsic "llvm.nvvm.lg2.approx.ftz.f"(%4543) : (f32) -> f32
      %4628 = llvm.fadd %4626, %4627 : f32
      %4629 = llvm.fmul %4628, %69 : f32
      %4630 = llvm.select %4552, %4629, %40 : i1, f32
      %4631 = llvm.mul %4625, %76 overflow<nsw> : i32
      %4632 = llvm.getelementptr %4608[%4631] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %4633 = llvm.mul %4625, %76 : i32
      %4634 = llvm.sub %218, %4633 overflow<nsw> : i32
      %4635 = llvm.icmp "sgt" %4634, %4043 : i32
      llvm.cond_br %4635, ^bb841, ^bb842
    ^bb841:  // pred: ^bb840
      %4636 = llvm.getelementptr %4632[%4043] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %4630, %4636 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb842
    ^bb842:  // 2 preds: ^bb840, ^bb841
      %4637 = llvm.add %4161, %4148 : i32
      %4638 = llvm.zext %4637 : i32 to i64
      %4639 = llvm.mul %4638, %4057 : i64
      %4640 = llvm.lshr %4639, %2 : i64
      %4641 = llvm.trunc %4640 : i64 to i32
      %4642 = llvm.sub %4637, %4641 : i32
      %4643 = llvm.lshr %4642, %4054 : i32
      %4644 = llvm.add %4641, %4643 : i32
      %4645 = llvm.lshr %4644, %4055 : i32
      %4646 = llvm.mul %4645, %4050 : i32
      %4647 = llvm.sub %4637, %4646 : i32
      %4648 = llvm.zext %4645 : i32 to i64
      %4649 = llvm.mul %4648, %4074 : i64
      %4650 = llvm.lshr %4649, %2 : i64
      %4651 = llvm.trunc %4650 : i64 to i32
      %4652 = llvm.sub %4645, %4651 : i32
      %4653 = llvm.lshr %4652, %4071 : i32
      %4654 = llvm.add %4651, %4653 : i32
      %4655 = llvm.lshr %4654, %4072 : i32
      %4656 = llvm.mul %4655, %4067 : i32
      %4657 = llvm.sub %4645, %4656 : i32
      %4658 = llvm.icmp "slt" %4637, %arg16 : i32
      llvm.br ^bb764(%4601, %4602, %4647, %4657, %4655, %4658, %4637 : i32, i32, i32, i32, i32, i1, i32)
    ^bb843:  // pred: ^bb764
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %4133, %4150, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      "nvvm.barrier.cta.arrive"(%15, %27) <{aligned = false}> : (i32, i32) -> ()
      llvm.br ^bb844
    ^bb844:  // 2 preds: ^bb759, ^bb843
      llvm.return
    }
  }
  llvm.func @cutlass___call___flash_attncuteflash_fwd_sm100FlashAttentionForwardSm100_object_at__Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgm(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg5: f32, %arg6: i32, %arg7: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(4 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(i32, i32, i8, i8)>
    %6 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)>
    %8 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %9 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<8xi32>)>
    %10 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>
    %11 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>
    %12 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %13 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32)>
    %14 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32, i32)>
    %15 = llvm.mlir.constant(dense<0> : vector<8xi32>) : vector<8xi32>
    %16 = llvm.mlir.constant(4294967296 : i64) : i64
    %17 = llvm.mlir.constant(-2147483648 : i32) : i32
    %18 = llvm.mlir.constant(63 : i64) : i64
    %19 = llvm.mlir.constant(127 : i64) : i64
    %20 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %21 = llvm.mlir.constant(288050 : i64) : i64
    %22 = llvm.mlir.constant(512 : i32) : i32
    %23 = llvm.mlir.constant(232448 : i64) : i64
    %24 = llvm.mlir.constant(1.44269502 : f32) : f32
    %25 = llvm.mlir.constant(148 : i32) : i32
    %26 = llvm.mlir.constant(1 : i8) : i8
    %27 = llvm.mlir.constant(32 : i8) : i8
    %28 = llvm.mlir.constant(0 : i8) : i8
    %29 = llvm.mlir.constant(1 : i32) : i32
    %30 = llvm.mlir.constant(2 : i32) : i32
    %31 = llvm.mlir.constant(256 : i32) : i32
    %32 = llvm.mlir.poison : !llvm.struct<()>
    %33 = llvm.mlir.constant(40 : i64) : i64
    %34 = llvm.mlir.constant(15 : i64) : i64
    %35 = llvm.mlir.constant(36 : i64) : i64
    %36 = llvm.mlir.constant(32 : i64) : i64
    %37 = llvm.mlir.constant(21 : i64) : i64
    %38 = llvm.mlir.constant(131072 : i64) : i64
    %39 = llvm.mlir.constant(8 : i64) : i64
    %40 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %41 = llvm.mlir.constant(16 : i64) : i64
    %42 = llvm.mlir.constant(4 : i64) : i64
    %43 = llvm.mlir.constant(4294967295 : i64) : i64
    %44 = llvm.mlir.constant(2 : i64) : i64
    %45 = llvm.mlir.constant(1 : i64) : i64
    %46 = llvm.mlir.constant(0 : i64) : i64
    %47 = llvm.mlir.constant(16 : i32) : i32
    %48 = llvm.mlir.constant(0 : i32) : i32
    %49 = llvm.mlir.constant(false) : i1
    %50 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %51 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %52 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %53 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %54 = llvm.extractvalue %arg4[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %55 = llvm.extractvalue %arg0[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %56 = llvm.extractvalue %arg0[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %57 = llvm.extractvalue %arg0[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %58 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %59 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %60 = llvm.extractvalue %arg0[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %61 = llvm.extractvalue %arg0[1, 0, 3] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %62 = llvm.extractvalue %arg1[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %63 = llvm.extractvalue %arg1[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %64 = llvm.extractvalue %arg1[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %65 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %66 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %67 = llvm.extractvalue %arg1[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %68 = llvm.extractvalue %arg1[1, 0, 3] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %69 = llvm.extractvalue %arg2[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %70 = llvm.extractvalue %arg2[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %71 = llvm.extractvalue %arg2[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %72 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %73 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %74 = llvm.extractvalue %arg2[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %75 = llvm.extractvalue %arg2[1, 0, 3] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %76 = llvm.extractvalue %arg3[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %77 = llvm.extractvalue %arg3[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %78 = llvm.extractvalue %arg3[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %79 = llvm.extractvalue %arg3[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %80 = llvm.extractvalue %arg3[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %81 = llvm.extractvalue %arg3[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %82 = llvm.extractvalue %arg3[1, 0, 3] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %83 = llvm.insertvalue %59, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %84 = llvm.insertvalue %61, %83[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %85 = llvm.insertvalue %60, %84[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %86 = llvm.insertvalue %58, %85[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %87 = llvm.insertvalue %66, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %88 = llvm.insertvalue %68, %87[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %89 = llvm.insertvalue %67, %88[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %90 = llvm.insertvalue %65, %89[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %91 = llvm.insertvalue %80, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %92 = llvm.insertvalue %82, %91[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %93 = llvm.insertvalue %81, %92[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %94 = llvm.insertvalue %79, %93[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %95 = llvm.extractvalue %arg4[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %96 = llvm.extractvalue %arg4[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %97 = llvm.extractvalue %arg4[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %98 = llvm.extractvalue %arg4[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %99 = llvm.extractvalue %arg4[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %100 = llvm.insertvalue %97, %13[0] : !llvm.struct<(i32, i32, i32)> 
    %101 = llvm.insertvalue %96, %100[1] : !llvm.struct<(i32, i32, i32)> 
    %102 = llvm.insertvalue %95, %101[2] : !llvm.struct<(i32, i32, i32)> 
    %103 = llvm.insertvalue %99, %12[0] : !llvm.struct<(i64, i64)> 
    %104 = llvm.insertvalue %98, %103[1] : !llvm.struct<(i64, i64)> 
    %105 = llvm.insertvalue %102, %11[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)> 
    %106 = llvm.insertvalue %104, %105[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)> 
    %107 = llvm.insertvalue %54, %10[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %108 = llvm.insertvalue %106, %107[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %109 = llvm.insertvalue %75, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %110 = llvm.insertvalue %73, %109[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %111 = llvm.insertvalue %74, %110[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %112 = llvm.insertvalue %72, %111[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %113 = llvm.insertvalue %49, %9[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %114 = llvm.insertvalue %49, %113[1] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %115 = llvm.insertvalue %49, %114[2] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %116 = llvm.insertvalue %15, %115[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %117 = llvm.alloca %47 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %118 = llvm.sext %61 : i32 to i64
    %119 = llvm.sext %59 : i32 to i64
    %120 = llvm.mul %56, %44 : i64
    %121 = llvm.sext %60 : i32 to i64
    %122 = llvm.mul %57, %44 : i64
    %123 = llvm.sext %58 : i32 to i64
    %124 = llvm.mul %55, %44 : i64
    %125 = llvm.ptrtoint %50 : !llvm.ptr<1> to i64
    %126 = llvm.getelementptr %117[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %126 : i64, !llvm.ptr
    %127 = llvm.getelementptr %117[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %127 : i64, !llvm.ptr
    %128 = llvm.getelementptr %117[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %128 : i64, !llvm.ptr
    %129 = llvm.getelementptr %117[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %129 : i64, !llvm.ptr
    %130 = llvm.getelementptr %117[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %130 : i64, !llvm.ptr
    %131 = llvm.getelementptr %117[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %131 : i64, !llvm.ptr
    %132 = llvm.getelementptr %117[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %132 : i64, !llvm.ptr
    %133 = llvm.getelementptr %117[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %133 : i64, !llvm.ptr
    %134 = llvm.udiv %125, %41 : i64
    %135 = llvm.and %134, %40 : i64
    %136 = llvm.shl %135, %42 : i64
    llvm.store %136, %126 : i64, !llvm.ptr
    %137 = llvm.sub %119, %45 : i64
    %138 = llvm.sub %121, %45 : i64
    %139 = llvm.sub %123, %45 : i64
    %140 = llvm.mul %137, %120 : i64
    %141 = llvm.mul %138, %122 : i64
    %142 = llvm.mul %139, %124 : i64
    %143 = llvm.add %140, %141 : i64
    %144 = llvm.mul %118, %41 : i64
    %145 = llvm.udiv %144, %39 : i64
    %146 = llvm.add %145, %143 : i64
    %147 = llvm.add %146, %142 : i64
    %148 = llvm.icmp "uge" %147, %38 : i64
    %149 = llvm.zext %148 : i1 to i64
    %150 = llvm.shl %149, %37 : i64
    %151 = llvm.udiv %120, %41 : i64
    %152 = llvm.shl %151, %36 : i64
    %153 = llvm.or %150, %152 : i64
    %154 = llvm.or %153, %21 : i64
    llvm.store %154, %127 : i64, !llvm.ptr
    %155 = llvm.udiv %122, %41 : i64
    %156 = llvm.and %155, %43 : i64
    %157 = llvm.udiv %124, %41 : i64
    %158 = llvm.shl %157, %36 : i64
    %159 = llvm.or %156, %158 : i64
    llvm.store %159, %128 : i64, !llvm.ptr
    %160 = llvm.lshr %120, %35 : i64
    %161 = llvm.and %160, %34 : i64
    %162 = llvm.shl %161, %36 : i64
    %163 = llvm.lshr %122, %35 : i64
    %164 = llvm.and %163, %34 : i64
    %165 = llvm.shl %164, %35 : i64
    %166 = llvm.lshr %124, %35 : i64
    %167 = llvm.and %166, %34 : i64
    %168 = llvm.shl %167, %33 : i64
    %169 = llvm.or %162, %165 : i64
    %170 = llvm.or %169, %168 : i64
    llvm.store %170, %129 : i64, !llvm.ptr
    %171 = llvm.sub %118, %45 : i64
    %172 = llvm.and %171, %43 : i64
    %173 = llvm.shl %137, %36 : i64
    %174 = llvm.or %172, %173 : i64
    llvm.store %174, %130 : i64, !llvm.ptr
    %175 = llvm.and %138, %43 : i64
    %176 = llvm.shl %139, %36 : i64
    %177 = llvm.or %175, %176 : i64
    llvm.store %177, %131 : i64, !llvm.ptr
    llvm.store %20, %132 : i64, !llvm.ptr
    llvm.store %19, %133 : i64, !llvm.ptr
    %178 = llvm.ptrtoint %117 : !llvm.ptr to i64
    %179 = llvm.inttoptr %178 : i64 to !llvm.ptr
    %180 = llvm.load %179 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %181 = llvm.insertvalue %180, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %182 = llvm.insertvalue %86, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %183 = llvm.insertvalue %32, %182[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %184 = llvm.insertvalue %32, %6[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %185 = llvm.insertvalue %183, %184[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %186 = llvm.alloca %47 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %187 = llvm.sext %68 : i32 to i64
    %188 = llvm.sext %66 : i32 to i64
    %189 = llvm.mul %63, %44 : i64
    %190 = llvm.sext %67 : i32 to i64
    %191 = llvm.mul %64, %44 : i64
    %192 = llvm.sext %65 : i32 to i64
    %193 = llvm.mul %62, %44 : i64
    %194 = llvm.ptrtoint %51 : !llvm.ptr<1> to i64
    %195 = llvm.getelementptr %186[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %195 : i64, !llvm.ptr
    %196 = llvm.getelementptr %186[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %196 : i64, !llvm.ptr
    %197 = llvm.getelementptr %186[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %197 : i64, !llvm.ptr
    %198 = llvm.getelementptr %186[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %198 : i64, !llvm.ptr
    %199 = llvm.getelementptr %186[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %199 : i64, !llvm.ptr
    %200 = llvm.getelementptr %186[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %200 : i64, !llvm.ptr
    %201 = llvm.getelementptr %186[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %201 : i64, !llvm.ptr
    %202 = llvm.getelementptr %186[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %202 : i64, !llvm.ptr
    %203 = llvm.udiv %194, %41 : i64
    %204 = llvm.and %203, %40 : i64
    %205 = llvm.shl %204, %42 : i64
    llvm.store %205, %195 : i64, !llvm.ptr
    %206 = llvm.sub %188, %45 : i64
    %207 = llvm.sub %190, %45 : i64
    %208 = llvm.sub %192, %45 : i64
    %209 = llvm.mul %206, %189 : i64
    %210 = llvm.mul %207, %191 : i64
    %211 = llvm.mul %208, %193 : i64
    %212 = llvm.add %209, %210 : i64
    %213 = llvm.mul %187, %41 : i64
    %214 = llvm.udiv %213, %39 : i64
    %215 = llvm.add %214, %212 : i64
    %216 = llvm.add %215, %211 : i64
    %217 = llvm.icmp "uge" %216, %38 : i64
    %218 = llvm.zext %217 : i1 to i64
    %219 = llvm.shl %218, %37 : i64
    %220 = llvm.udiv %189, %41 : i64
    %221 = llvm.shl %220, %36 : i64
    %222 = llvm.or %219, %221 : i64
    %223 = llvm.or %222, %21 : i64
    llvm.store %223, %196 : i64, !llvm.ptr
    %224 = llvm.udiv %191, %41 : i64
    %225 = llvm.and %224, %43 : i64
    %226 = llvm.udiv %193, %41 : i64
    %227 = llvm.shl %226, %36 : i64
    %228 = llvm.or %225, %227 : i64
    llvm.store %228, %197 : i64, !llvm.ptr
    %229 = llvm.lshr %189, %35 : i64
    %230 = llvm.and %229, %34 : i64
    %231 = llvm.shl %230, %36 : i64
    %232 = llvm.lshr %191, %35 : i64
    %233 = llvm.and %232, %34 : i64
    %234 = llvm.shl %233, %35 : i64
    %235 = llvm.lshr %193, %35 : i64
    %236 = llvm.and %235, %34 : i64
    %237 = llvm.shl %236, %33 : i64
    %238 = llvm.or %231, %234 : i64
    %239 = llvm.or %238, %237 : i64
    llvm.store %239, %198 : i64, !llvm.ptr
    %240 = llvm.sub %187, %45 : i64
    %241 = llvm.and %240, %43 : i64
    %242 = llvm.shl %206, %36 : i64
    %243 = llvm.or %241, %242 : i64
    llvm.store %243, %199 : i64, !llvm.ptr
    %244 = llvm.and %207, %43 : i64
    %245 = llvm.shl %208, %36 : i64
    %246 = llvm.or %244, %245 : i64
    llvm.store %246, %200 : i64, !llvm.ptr
    llvm.store %20, %201 : i64, !llvm.ptr
    llvm.store %18, %202 : i64, !llvm.ptr
    %247 = llvm.ptrtoint %186 : !llvm.ptr to i64
    %248 = llvm.inttoptr %247 : i64 to !llvm.ptr
    %249 = llvm.load %248 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %250 = llvm.insertvalue %249, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %251 = llvm.insertvalue %90, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %252 = llvm.insertvalue %32, %251[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %253 = llvm.insertvalue %252, %184[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %254 = llvm.alloca %47 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %255 = llvm.sext %75 : i32 to i64
    %256 = llvm.sext %73 : i32 to i64
    %257 = llvm.mul %70, %44 : i64
    %258 = llvm.sext %74 : i32 to i64
    %259 = llvm.mul %71, %44 : i64
    %260 = llvm.sext %72 : i32 to i64
    %261 = llvm.mul %69, %44 : i64
    %262 = llvm.ptrtoint %52 : !llvm.ptr<1> to i64
    %263 = llvm.getelementptr %254[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %263 : i64, !llvm.ptr
    %264 = llvm.getelementptr %254[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %264 : i64, !llvm.ptr
    %265 = llvm.getelementptr %254[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %265 : i64, !llvm.ptr
    %266 = llvm.getelementptr %254[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %266 : i64, !llvm.ptr
    %267 = llvm.getelementptr %254[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %267 : i64, !llvm.ptr
    %268 = llvm.getelementptr %254[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %268 : i64, !llvm.ptr
    %269 = llvm.getelementptr %254[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %269 : i64, !llvm.ptr
    %270 = llvm.getelementptr %254[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %270 : i64, !llvm.ptr
    %271 = llvm.udiv %262, %41 : i64
    %272 = llvm.and %271, %40 : i64
    %273 = llvm.shl %272, %42 : i64
    llvm.store %273, %263 : i64, !llvm.ptr
    %274 = llvm.sub %256, %45 : i64
    %275 = llvm.sub %258, %45 : i64
    %276 = llvm.sub %260, %45 : i64
    %277 = llvm.mul %274, %257 : i64
    %278 = llvm.mul %275, %259 : i64
    %279 = llvm.mul %276, %261 : i64
    %280 = llvm.add %277, %278 : i64
    %281 = llvm.mul %255, %41 : i64
    %282 = llvm.udiv %281, %39 : i64
    %283 = llvm.add %282, %280 : i64
    %284 = llvm.add %283, %279 : i64
    %285 = llvm.icmp "uge" %284, %38 : i64
    %286 = llvm.zext %285 : i1 to i64
    %287 = llvm.shl %286, %37 : i64
    %288 = llvm.udiv %257, %41 : i64
    %289 = llvm.shl %288, %36 : i64
    %290 = llvm.or %287, %289 : i64
    %291 = llvm.or %290, %21 : i64
    llvm.store %291, %264 : i64, !llvm.ptr
    %292 = llvm.udiv %259, %41 : i64
    %293 = llvm.and %292, %43 : i64
    %294 = llvm.udiv %261, %41 : i64
    %295 = llvm.shl %294, %36 : i64
    %296 = llvm.or %293, %295 : i64
    llvm.store %296, %265 : i64, !llvm.ptr
    %297 = llvm.lshr %257, %35 : i64
    %298 = llvm.and %297, %34 : i64
    %299 = llvm.shl %298, %36 : i64
    %300 = llvm.lshr %259, %35 : i64
    %301 = llvm.and %300, %34 : i64
    %302 = llvm.shl %301, %35 : i64
    %303 = llvm.lshr %261, %35 : i64
    %304 = llvm.and %303, %34 : i64
    %305 = llvm.shl %304, %33 : i64
    %306 = llvm.or %299, %302 : i64
    %307 = llvm.or %306, %305 : i64
    llvm.store %307, %266 : i64, !llvm.ptr
    %308 = llvm.sub %255, %45 : i64
    %309 = llvm.and %308, %43 : i64
    %310 = llvm.shl %274, %36 : i64
    %311 = llvm.or %309, %310 : i64
    llvm.store %311, %267 : i64, !llvm.ptr
    %312 = llvm.and %275, %43 : i64
    %313 = llvm.shl %276, %36 : i64
    %314 = llvm.or %312, %313 : i64
    llvm.store %314, %268 : i64, !llvm.ptr
    llvm.store %20, %269 : i64, !llvm.ptr
    llvm.store %19, %270 : i64, !llvm.ptr
    %315 = llvm.ptrtoint %254 : !llvm.ptr to i64
    %316 = llvm.inttoptr %315 : i64 to !llvm.ptr
    %317 = llvm.load %316 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %318 = llvm.insertvalue %317, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %319 = llvm.insertvalue %112, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %320 = llvm.insertvalue %32, %319[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %321 = llvm.insertvalue %320, %184[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %322 = llvm.alloca %47 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %323 = llvm.sext %82 : i32 to i64
    %324 = llvm.sext %80 : i32 to i64
    %325 = llvm.mul %77, %44 : i64
    %326 = llvm.sext %81 : i32 to i64
    %327 = llvm.mul %78, %44 : i64
    %328 = llvm.sext %79 : i32 to i64
    %329 = llvm.mul %76, %44 : i64
    %330 = llvm.ptrtoint %53 : !llvm.ptr<1> to i64
    %331 = llvm.getelementptr %322[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %331 : i64, !llvm.ptr
    %332 = llvm.getelementptr %322[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %332 : i64, !llvm.ptr
    %333 = llvm.getelementptr %322[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %333 : i64, !llvm.ptr
    %334 = llvm.getelementptr %322[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %334 : i64, !llvm.ptr
    %335 = llvm.getelementptr %322[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %335 : i64, !llvm.ptr
    %336 = llvm.getelementptr %322[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %336 : i64, !llvm.ptr
    %337 = llvm.getelementptr %322[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %337 : i64, !llvm.ptr
    %338 = llvm.getelementptr %322[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %46, %338 : i64, !llvm.ptr
    %339 = llvm.udiv %330, %41 : i64
    %340 = llvm.and %339, %40 : i64
    %341 = llvm.shl %340, %42 : i64
    llvm.store %341, %331 : i64, !llvm.ptr
    %342 = llvm.sub %324, %45 : i64
    %343 = llvm.sub %326, %45 : i64
    %344 = llvm.sub %328, %45 : i64
    %345 = llvm.mul %342, %325 : i64
    %346 = llvm.mul %343, %327 : i64
    %347 = llvm.mul %344, %329 : i64
    %348 = llvm.add %345, %346 : i64
    %349 = llvm.mul %323, %41 : i64
    %350 = llvm.udiv %349, %39 : i64
    %351 = llvm.add %350, %348 : i64
    %352 = llvm.add %351, %347 : i64
    %353 = llvm.icmp "uge" %352, %38 : i64
    %354 = llvm.zext %353 : i1 to i64
    %355 = llvm.shl %354, %37 : i64
    %356 = llvm.udiv %325, %41 : i64
    %357 = llvm.shl %356, %36 : i64
    %358 = llvm.or %355, %357 : i64
    %359 = llvm.or %358, %21 : i64
    llvm.store %359, %332 : i64, !llvm.ptr
    %360 = llvm.udiv %327, %41 : i64
    %361 = llvm.and %360, %43 : i64
    %362 = llvm.udiv %329, %41 : i64
    %363 = llvm.shl %362, %36 : i64
    %364 = llvm.or %361, %363 : i64
    llvm.store %364, %333 : i64, !llvm.ptr
    %365 = llvm.lshr %325, %35 : i64
    %366 = llvm.and %365, %34 : i64
    %367 = llvm.shl %366, %36 : i64
    %368 = llvm.lshr %327, %35 : i64
    %369 = llvm.and %368, %34 : i64
    %370 = llvm.shl %369, %35 : i64
    %371 = llvm.lshr %329, %35 : i64
    %372 = llvm.and %371, %34 : i64
    %373 = llvm.shl %372, %33 : i64
    %374 = llvm.or %367, %370 : i64
    %375 = llvm.or %374, %373 : i64
    llvm.store %375, %334 : i64, !llvm.ptr
    %376 = llvm.sub %323, %45 : i64
    %377 = llvm.and %376, %43 : i64
    %378 = llvm.shl %342, %36 : i64
    %379 = llvm.or %377, %378 : i64
    llvm.store %379, %335 : i64, !llvm.ptr
    %380 = llvm.and %343, %43 : i64
    %381 = llvm.shl %344, %36 : i64
    %382 = llvm.or %380, %381 : i64
    llvm.store %382, %336 : i64, !llvm.ptr
    llvm.store %20, %337 : i64, !llvm.ptr
    llvm.store %19, %338 : i64, !llvm.ptr
    %383 = llvm.ptrtoint %322 : !llvm.ptr to i64
    %384 = llvm.inttoptr %383 : i64 to !llvm.ptr
    %385 = llvm.load %384 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %386 = llvm.insertvalue %385, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %387 = llvm.insertvalue %94, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %388 = llvm.insertvalue %32, %387[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %389 = llvm.insertvalue %388, %184[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %390 = llvm.sdiv %arg6, %31 : i32
    %391 = llvm.mul %390, %31 : i32
    %392 = llvm.icmp "ne" %arg6, %391 : i32
    %393 = llvm.icmp "slt" %arg6, %48 : i32
    %394 = llvm.icmp "eq" %393, %49 : i1
    %395 = llvm.and %392, %394 : i1
    %396 = llvm.add %390, %29 : i32
    %397 = llvm.select %395, %396, %390 : i1, i32
    %398 = llvm.sdiv %397, %30 : i32
    %399 = llvm.mul %398, %30 : i32
    %400 = llvm.icmp "ne" %397, %399 : i32
    %401 = llvm.icmp "slt" %397, %48 : i32
    %402 = llvm.icmp "eq" %401, %49 : i1
    %403 = llvm.and %400, %402 : i1
    %404 = llvm.add %398, %29 : i32
    %405 = llvm.select %403, %404, %398 : i1, i32
    %406 = llvm.mul %405, %60 : i32
    %407 = llvm.mul %406, %58 : i32
    %408 = llvm.icmp "eq" %405, %29 : i32
    llvm.cond_br %408, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb10(%28 : i8)
  ^bb2:  // pred: ^bb0
    %409 = llvm.icmp "uge" %405, %17 : i32
    llvm.cond_br %409, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.br ^bb8(%27 : i8)
  ^bb4:  // pred: ^bb2
    llvm.br ^bb5(%30, %26 : i32, i8)
  ^bb5(%410: i32, %411: i8):  // 2 preds: ^bb4, ^bb6
    %412 = llvm.icmp "ult" %410, %405 : i32
    llvm.cond_br %412, ^bb6(%410, %411 : i32, i8), ^bb7
  ^bb6(%413: i32, %414: i8):  // pred: ^bb5
    %415 = llvm.mul %413, %30 : i32
    %416 = llvm.add %414, %26 : i8
    llvm.br ^bb5(%415, %416 : i32, i8)
  ^bb7:  // pred: ^bb5
    llvm.br ^bb8(%411 : i8)
  ^bb8(%417: i8):  // 2 preds: ^bb3, ^bb7
    llvm.br ^bb9
  ^bb9:  // pred: ^bb8
    llvm.br ^bb10(%417 : i8)
  ^bb10(%418: i8):  // 2 preds: ^bb1, ^bb9
    llvm.br ^bb11
  ^bb11:  // pred: ^bb10
    %419 = llvm.zext %418 : i8 to i64
    %420 = llvm.zext %405 : i32 to i64
    %421 = llvm.shl %45, %419 : i64
    %422 = llvm.sub %421, %420 : i64
    %423 = llvm.mul %422, %16 : i64
    %424 = llvm.udiv %423, %420 : i64
    %425 = llvm.add %424, %45 : i64
    %426 = llvm.trunc %425 : i64 to i32
    %427 = llvm.icmp "ult" %418, %26 : i8
    %428 = llvm.select %427, %418, %26 : i1, i8
    %429 = llvm.sub %418, %26 : i8
    %430 = llvm.select %427, %28, %429 : i1, i8
    %431 = llvm.insertvalue %405, %5[0] : !llvm.struct<(i32, i32, i8, i8)> 
    %432 = llvm.insertvalue %426, %431[1] : !llvm.struct<(i32, i32, i8, i8)> 
    %433 = llvm.insertvalue %428, %432[2] : !llvm.struct<(i32, i32, i8, i8)> 
    %434 = llvm.insertvalue %430, %433[3] : !llvm.struct<(i32, i32, i8, i8)> 
    %435 = llvm.icmp "eq" %60, %29 : i32
    llvm.cond_br %435, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    llvm.br ^bb21(%28 : i8)
  ^bb13:  // pred: ^bb11
    %436 = llvm.icmp "uge" %60, %17 : i32
    llvm.cond_br %436, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    llvm.br ^bb19(%27 : i8)
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16(%30, %26 : i32, i8)
  ^bb16(%437: i32, %438: i8):  // 2 preds: ^bb15, ^bb17
    %439 = llvm.icmp "ult" %437, %60 : i32
    llvm.cond_br %439, ^bb17(%437, %438 : i32, i8), ^bb18
  ^bb17(%440: i32, %441: i8):  // pred: ^bb16
    %442 = llvm.mul %440, %30 : i32
    %443 = llvm.add %441, %26 : i8
    llvm.br ^bb16(%442, %443 : i32, i8)
  ^bb18:  // pred: ^bb16
    llvm.br ^bb19(%438 : i8)
  ^bb19(%444: i8):  // 2 preds: ^bb14, ^bb18
    llvm.br ^bb20
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%444 : i8)
  ^bb21(%445: i8):  // 2 preds: ^bb12, ^bb20
    llvm.br ^bb22
  ^bb22:  // pred: ^bb21
    %446 = llvm.zext %445 : i8 to i64
    %447 = llvm.zext %60 : i32 to i64
    %448 = llvm.shl %45, %446 : i64
    %449 = llvm.sub %448, %447 : i64
    %450 = llvm.mul %449, %16 : i64
    %451 = llvm.udiv %450, %447 : i64
    %452 = llvm.add %451, %45 : i64
    %453 = llvm.trunc %452 : i64 to i32
    %454 = llvm.icmp "ult" %445, %26 : i8
    %455 = llvm.select %454, %445, %26 : i1, i8
    %456 = llvm.sub %445, %26 : i8
    %457 = llvm.select %454, %28, %456 : i1, i8
    %458 = llvm.insertvalue %60, %5[0] : !llvm.struct<(i32, i32, i8, i8)> 
    %459 = llvm.insertvalue %453, %458[1] : !llvm.struct<(i32, i32, i8, i8)> 
    %460 = llvm.insertvalue %455, %459[2] : !llvm.struct<(i32, i32, i8, i8)> 
    %461 = llvm.insertvalue %457, %460[3] : !llvm.struct<(i32, i32, i8, i8)> 
    %462 = llvm.mul %407, %30 : i32
    %463 = llvm.icmp "slt" %462, %25 : i32
    %464 = llvm.select %463, %462, %25 : i1, i32
    %465 = llvm.fmul %arg5, %24 : f32
    %466 = llvm.alloca %29 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %467 = llvm.alloca %29 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %468 = llvm.getelementptr %466[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %467, %468 : !llvm.ptr, !llvm.ptr
    %469 = llvm.getelementptr %466[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %22, %469 : i32, !llvm.ptr
    %470 = llvm.getelementptr %466[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %29, %470 : i32, !llvm.ptr
    %471 = llvm.getelementptr %466[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %29, %471 : i32, !llvm.ptr
    %472 = llvm.getelementptr %466[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %472 : i64, !llvm.ptr
    %473 = llvm.getelementptr %466[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %464, %473 : i32, !llvm.ptr
    %474 = llvm.getelementptr %466[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %29, %474 : i32, !llvm.ptr
    %475 = llvm.getelementptr %466[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %29, %475 : i32, !llvm.ptr
    %476 = llvm.getelementptr %466[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %48, %476 : i32, !llvm.ptr
    %477 = llvm.getelementptr %466[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %arg7, %477 : !llvm.ptr, !llvm.ptr
    %478 = llvm.alloca %29 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %479 = builtin.unrealized_conversion_cast %478 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %480 = llvm.getelementptr %478[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %466, %480 : !llvm.ptr, !llvm.ptr
    %481 = llvm.load %480 : !llvm.ptr -> !llvm.ptr
    %482 = llvm.getelementptr %481[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %483 = llvm.load %482 : !llvm.ptr -> i32
    %484 = llvm.getelementptr %481[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %485 = llvm.load %484 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb29(%48 : i32)
  ^bb23(%486: i32):  // 2 preds: ^bb25, ^bb27
    %487 = llvm.getelementptr %485[%486] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %488 = llvm.getelementptr %487[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %488 : i32, !llvm.ptr
    %489 = llvm.getelementptr %487[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %48, %489 : i32, !llvm.ptr
    llvm.br ^bb30
  ^bb24:  // pred: ^bb26
    %490 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %491 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %492 = llvm.call @printf(%491, %490) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb25:  // pred: ^bb26
    %493 = llvm.add %483, %29 : i32
    llvm.store %493, %482 : i32, !llvm.ptr
    llvm.br ^bb23(%483 : i32)
  ^bb26:  // pred: ^bb29
    %494 = llvm.icmp "uge" %483, %1 : i32
    llvm.cond_br %494, ^bb24, ^bb25
  ^bb27:  // pred: ^bb28
    llvm.br ^bb23(%500 : i32)
  ^bb28:  // pred: ^bb29
    %495 = llvm.getelementptr %485[%500] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %496 = llvm.getelementptr %495[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %497 = llvm.load %496 : !llvm.ptr -> i32
    %498 = llvm.icmp "eq" %497, %4 : i32
    %499 = llvm.add %500, %29 : i32
    llvm.cond_br %498, ^bb27, ^bb29(%499 : i32)
  ^bb29(%500: i32):  // 2 preds: ^bb22, ^bb28
    %501 = llvm.icmp "uge" %500, %483 : i32
    llvm.cond_br %501, ^bb26, ^bb28
  ^bb30:  // pred: ^bb23
    %502 = llvm.load %480 : !llvm.ptr -> !llvm.ptr
    %503 = llvm.getelementptr %502[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %504 = llvm.load %503 : !llvm.ptr -> i32
    %505 = llvm.getelementptr %502[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %506 = llvm.load %505 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb37(%48 : i32)
  ^bb31(%507: i32):  // 2 preds: ^bb33, ^bb35
    %508 = llvm.getelementptr %506[%507] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %509 = llvm.getelementptr %508[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %509 : i32, !llvm.ptr
    %510 = llvm.getelementptr %508[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %511 = llvm.getelementptr %510[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %30, %511 : i32, !llvm.ptr
    %512 = llvm.getelementptr %510[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %29, %512 : i32, !llvm.ptr
    %513 = llvm.getelementptr %510[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %29, %513 : i32, !llvm.ptr
    llvm.br ^bb38
  ^bb32:  // pred: ^bb34
    %514 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %515 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %516 = llvm.call @printf(%515, %514) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb33:  // pred: ^bb34
    %517 = llvm.add %504, %29 : i32
    llvm.store %517, %503 : i32, !llvm.ptr
    llvm.br ^bb31(%504 : i32)
  ^bb34:  // pred: ^bb37
    %518 = llvm.icmp "uge" %504, %1 : i32
    llvm.cond_br %518, ^bb32, ^bb33
  ^bb35:  // pred: ^bb36
    llvm.br ^bb31(%524 : i32)
  ^bb36:  // pred: ^bb37
    %519 = llvm.getelementptr %506[%524] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %520 = llvm.getelementptr %519[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %521 = llvm.load %520 : !llvm.ptr -> i32
    %522 = llvm.icmp "eq" %521, %0 : i32
    %523 = llvm.add %524, %29 : i32
    llvm.cond_br %522, ^bb35, ^bb37(%523 : i32)
  ^bb37(%524: i32):  // 2 preds: ^bb30, ^bb36
    %525 = llvm.icmp "uge" %524, %504 : i32
    llvm.cond_br %525, ^bb34, ^bb36
  ^bb38:  // pred: ^bb31
    %526 = llvm.load %480 : !llvm.ptr -> !llvm.ptr
    %527 = llvm.getelementptr %526[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %528 = llvm.load %527 : !llvm.ptr -> i32
    %529 = llvm.getelementptr %526[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %530 = llvm.load %529 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb45(%48 : i32)
  ^bb39(%531: i32):  // 2 preds: ^bb41, ^bb43
    %532 = llvm.getelementptr %530[%531] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %533 = llvm.getelementptr %532[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %30, %533 : i32, !llvm.ptr
    %534 = llvm.getelementptr %532[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %48, %534 : i32, !llvm.ptr
    llvm.br ^bb46
  ^bb40:  // pred: ^bb42
    %535 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %536 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %537 = llvm.call @printf(%536, %535) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb41:  // pred: ^bb42
    %538 = llvm.add %528, %29 : i32
    llvm.store %538, %527 : i32, !llvm.ptr
    llvm.br ^bb39(%528 : i32)
  ^bb42:  // pred: ^bb45
    %539 = llvm.icmp "uge" %528, %1 : i32
    llvm.cond_br %539, ^bb40, ^bb41
  ^bb43:  // pred: ^bb44
    llvm.br ^bb39(%545 : i32)
  ^bb44:  // pred: ^bb45
    %540 = llvm.getelementptr %530[%545] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %541 = llvm.getelementptr %540[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %542 = llvm.load %541 : !llvm.ptr -> i32
    %543 = llvm.icmp "eq" %542, %30 : i32
    %544 = llvm.add %545, %29 : i32
    llvm.cond_br %543, ^bb43, ^bb45(%544 : i32)
  ^bb45(%545: i32):  // 2 preds: ^bb38, ^bb44
    %546 = llvm.icmp "uge" %545, %528 : i32
    llvm.cond_br %546, ^bb42, ^bb44
  ^bb46:  // pred: ^bb39
    %547 = "cuda.launch_ex"(%479, %185, %253, %321, %389, %108, %181, %250, %318, %386, %465, %116, %116, %434, %405, %461, %60, %407, %29) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_kernel_flash_attncuteflash_fwd_sm100FlashAttentionForwardSm100_object_at__tensor0000o11101213_tensor0000o11101213_tensor0000o10111213_tensor0000o11101213_tensorptrf32_gmem__0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, f32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, !llvm.struct<(i32, i32, i8, i8)>, i32, !llvm.struct<(i32, i32, i8, i8)>, i32, i32, i32) -> !cuda.result
    %548 = builtin.unrealized_conversion_cast %547 : !cuda.result to i32
    "cuda.return_if_error"(%548) : (i32) -> ()
    llvm.return %48 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___flash_attncuteflash_fwd_sm100FlashAttentionForwardSm100_object_at__Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgm(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg5: f32, %arg6: i32, %arg7: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___flash_attncuteflash_fwd_sm100FlashAttentionForwardSm100_object_at__Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgm(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, f32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
