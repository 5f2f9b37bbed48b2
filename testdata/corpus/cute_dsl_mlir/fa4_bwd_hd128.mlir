#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1 = #llvm.loop_unroll<count = 8 : i32>
#loop_unroll2 = #llvm.loop_unroll<disable = false, full = true>
#loop_unroll3 = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
#loop_annotation2 = #llvm.loop_annotation<unroll = #loop_unroll2>
#loop_annotation3 = #llvm.loop_annotation<unroll = #loop_unroll3>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_flash_attncuteflash_bwd_sm100FlashAttentionBackwardSm100_object_at__tensor0000o11101213_tensor0000_o_10111213_tensor0000o11101213_tensor0000_o_10111213_tensor0000o11_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_flash_attncuteflash_bwd_sm100FlashAttentionBackwardSm100_object_at__tensor0000o11101213_tensor0000_o_10111213_tensor0000o11101213_tensor0000_o_10111213_tensor0000o11_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_flash_attncuteflash_bwd_sm100FlashAttentionBackwardSm100_object_at__tensor0000o11101213_tensor0000_o_10111213_tensor0000o11101213_tensor0000_o_10111213_tensor0000o11_0(%arg0: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg1: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg2: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg3: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg4: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg6: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg7: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg8: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg9: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg10: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg11: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg12: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg13: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, %arg14: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg15: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg16: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg17: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg18: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg19: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg20: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg21: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg22: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg23: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %arg24: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %arg25: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %arg26: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %arg27: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %arg28: f32, %arg29: f32, %arg30: i32, %arg31: i32, %arg32: i32, %arg33: !llvm.struct<(i32, i32, i8, i8)>, %arg34: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 512, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 512, 1, 1>, smem.config_smem_size = 231424 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.mlir.poison : vector<2xf32>
      %2 = llvm.mlir.zero : i64
      %3 = llvm.mlir.constant(384 : i32) : i32
      %4 = llvm.mlir.constant(3 : i64) : i64
      %5 = llvm.mlir.constant(896 : i64) : i64
      %6 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<8xi32>)>
      %7 = llvm.mlir.constant(0 : i8) : i8
      %8 = llvm.mlir.constant(2 : i8) : i8
      %9 = llvm.mlir.constant(-16777217 : i32) : i32
      %10 = llvm.mlir.constant(1024 : i64) : i64
      %11 = llvm.mlir.constant(31 : i32) : i32
      %12 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %13 = llvm.mlir.constant(2 : i32) : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(13 : i32) : i32
      %16 = llvm.mlir.constant(4 : i32) : i32
      %17 = llvm.mlir.constant(12 : i32) : i32
      %18 = llvm.mlir.constant(16 : i32) : i32
      %19 = llvm.mlir.constant(8 : i32) : i32
      %20 = llvm.mlir.constant(false) : i1
      %21 = llvm.mlir.constant(true) : i1
      %22 = llvm.mlir.constant(15 : i32) : i32
      %23 = llvm.mlir.constant(14 : i32) : i32
      %24 = llvm.mlir.constant(128 : i32) : i32
      %25 = llvm.mlir.constant(256 : i32) : i32
      %26 = llvm.mlir.constant(10000000 : i32) : i32
      %27 = llvm.mlir.constant(98304 : i32) : i32
      %28 = llvm.mlir.constant(512 : i32) : i32
      %29 = llvm.mlir.constant(131072 : i32) : i32
      %30 = llvm.mlir.constant(65536 : i32) : i32
      %31 = llvm.mlir.constant(32768 : i32) : i32
      %32 = llvm.mlir.constant(5 : i32) : i32
      %33 = llvm.mlir.constant(416 : i32) : i32
      %34 = llvm.mlir.constant(262143 : i32) : i32
      %35 = llvm.mlir.constant(3 : i16) : i16
      %36 = llvm.mlir.constant(11 : i32) : i32
      %37 = llvm.mlir.constant(2097152 : i32) : i32
      %38 = llvm.mlir.constant(2048 : i32) : i32
      %39 = llvm.mlir.constant(-1 : i32) : i32
      %40 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %41 = llvm.mlir.constant(1024 : i32) : i32
      %42 = llvm.mlir.constant(4096 : i32) : i32
      %43 = llvm.mlir.constant(8192 : i32) : i32
      %44 = llvm.mlir.constant(16384 : i32) : i32
      %45 = llvm.mlir.constant(262144 : i32) : i32
      %46 = llvm.mlir.constant(524288 : i32) : i32
      %47 = llvm.mlir.constant(1048576 : i32) : i32
      %48 = llvm.mlir.constant(4194304 : i32) : i32
      %49 = llvm.mlir.constant(8388608 : i32) : i32
      %50 = llvm.mlir.constant(16777216 : i32) : i32
      %51 = llvm.mlir.constant(33554432 : i32) : i32
      %52 = llvm.mlir.constant(67108864 : i32) : i32
      %53 = llvm.mlir.constant(134217728 : i32) : i32
      %54 = llvm.mlir.constant(268435456 : i32) : i32
      %55 = llvm.mlir.constant(536870912 : i32) : i32
      %56 = llvm.mlir.constant(1073741824 : i32) : i32
      %57 = llvm.mlir.constant(-2147483648 : i32) : i32
      %58 = llvm.mlir.constant(3 : i32) : i32
      %59 = llvm.mlir.constant(160 : i32) : i32
      %60 = llvm.mlir.constant(6 : i32) : i32
      %61 = llvm.mlir.constant(7 : i32) : i32
      %62 = llvm.mlir.constant(dense<0> : vector<8xi32>) : vector<8xi32>
      %63 = llvm.mlir.constant(136414352 : i32) : i32
      %64 = llvm.mlir.constant(32 : i32) : i32
      %65 = llvm.mlir.constant(64 : i32) : i32
      %66 = llvm.mlir.constant(1 : i32) : i32
      %67 = llvm.alloca %65 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %65 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.alloca %65 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %70 = llvm.alloca %65 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %71 = llvm.alloca %65 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %72 = llvm.alloca %64 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %73 = llvm.alloca %64 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %74 = llvm.alloca %64 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %75 = llvm.alloca %64 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %76 = llvm.alloca %64 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %77 = llvm.alloca %64 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %78 = llvm.alloca %64 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %79 = llvm.alloca %64 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %80 = llvm.alloca %65 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %81 = llvm.alloca %64 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %82 = llvm.getelementptr %arg14[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %83 = llvm.getelementptr %arg15[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %84 = llvm.getelementptr %arg16[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %85 = llvm.getelementptr %arg17[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %86 = llvm.getelementptr %arg18[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %87 = llvm.getelementptr %arg19[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %88 = llvm.getelementptr %arg20[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %89 = llvm.getelementptr %arg21[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %90 = llvm.getelementptr %arg22[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %91 = llvm.ptrtoint %12 : !llvm.ptr<3> to i32
      %92 = "nvvm.shfl.sync"(%39, %91, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %93 = llvm.zext %92 : i32 to i64
      %94 = llvm.inttoptr %93 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%94, %10 : !llvm.ptr<3>, i64)] : i1
      %95 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %96 = "nvvm.read.ptx.sreg.tid.y"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %97 = "nvvm.read.ptx.sreg.tid.z"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %98 = "nvvm.read.ptx.sreg.ntid.x"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %99 = "nvvm.read.ptx.sreg.ntid.y"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %100 = llvm.mul %96, %98 : i32
      %101 = llvm.add %95, %100 : i32
      %102 = llvm.mul %97, %98 : i32
      %103 = llvm.mul %102, %99 : i32
      %104 = llvm.add %101, %103 : i32
      %105 = llvm.sdiv %104, %64 : i32
      %106 = llvm.mul %105, %64 : i32
      %107 = llvm.icmp "ne" %104, %106 : i32
      %108 = llvm.icmp "slt" %104, %14 : i32
      %109 = llvm.and %107, %108 : i1
      %110 = llvm.add %105, %39 : i32
      %111 = llvm.select %109, %110, %105 : i1, i32
      %112 = "nvvm.shfl.sync"(%39, %111, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %113 = "nvvm.shfl.sync"(%39, %112, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %114 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 2147483647>}> : () -> i32
      %115 = llvm.srem %114, %13 : i32
      %116 = llvm.icmp "eq" %115, %14 : i32
      %117 = llvm.icmp "eq" %113, %15 : i32
      llvm.cond_br %117, ^bb1, ^bb4
    ^bb1:  // pred: ^bb0
      %118 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %118, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      "nvvm.prefetch"(%arg14) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg15) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg16) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg17) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg18) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg20) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg19) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg21) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg22) <{tensormap}> : (!llvm.ptr) -> ()
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb0, ^bb3
      %119 = llvm.getelementptr %94[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %120 = llvm.getelementptr %94[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %121 = llvm.getelementptr %94[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %122 = llvm.getelementptr %94[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %123 = llvm.getelementptr %94[80] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %124 = llvm.getelementptr %94[96] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %125 = llvm.getelementptr %94[112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %126 = llvm.getelementptr %94[144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %127 = llvm.getelementptr %94[288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %128 = llvm.getelementptr %94[296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %129 = llvm.getelementptr %94[304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %130 = llvm.getelementptr %94[320] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %131 = llvm.getelementptr %94[336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %132 = llvm.getelementptr %94[344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %133 = llvm.getelementptr %94[352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %134 = llvm.getelementptr %94[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %135 = llvm.getelementptr %94[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %136 = llvm.getelementptr %94[50176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %137 = llvm.getelementptr %94[82944] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %138 = llvm.getelementptr %94[99328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %139 = llvm.getelementptr %94[115712] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %140 = llvm.getelementptr %94[132096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %141 = llvm.getelementptr %94[148480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %142 = llvm.getelementptr %94[181248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %143 = llvm.getelementptr %94[214016] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %144 = llvm.getelementptr %94[214528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %145 = llvm.getelementptr %94[215040] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %146 = llvm.icmp "eq" %113, %16 : i32
      llvm.cond_br %146, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      "nvvm.mbarrier.init"(%132, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      "nvvm.mbarrier.init"(%131, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      "nvvm.mbarrier.init"(%133, %13) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %147 = llvm.icmp "eq" %113, %17 : i32
      llvm.cond_br %147, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %148 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %148, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      "nvvm.mbarrier.init"(%128, %64) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      "nvvm.fence.mbarrier.init"() : () -> ()
      %149 = llvm.icmp "eq" %113, %14 : i32
      llvm.cond_br %149, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %150 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %150, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      "nvvm.mbarrier.init"(%122, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %151 = llvm.getelementptr %122[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %152 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %152, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      "nvvm.mbarrier.init"(%151, %18) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb17
      %153 = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
      %154 = "nvvm.shfl.sync"(%39, %153, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %155 = llvm.sdiv %154, %13 : i32
      %156 = llvm.mul %155, %13 : i32
      %157 = llvm.icmp "ne" %154, %156 : i32
      %158 = llvm.icmp "slt" %154, %14 : i32
      %159 = llvm.and %157, %158 : i1
      %160 = llvm.add %155, %39 : i32
      %161 = llvm.select %159, %160, %155 : i1, i32
      %162 = llvm.mul %161, %13 : i32
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive.relaxed"() : () -> ()
      "nvvm.cluster.wait"() : () -> ()
      llvm.cond_br %149, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %163 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %163, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      "nvvm.mbarrier.init"(%123, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb18, ^bb21
      %164 = llvm.getelementptr %123[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb23, ^bb26
    ^bb23:  // pred: ^bb22
      %165 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %165, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      "nvvm.mbarrier.init"(%164, %18) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb22, ^bb25
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive.relaxed"() : () -> ()
      "nvvm.cluster.wait"() : () -> ()
      llvm.cond_br %149, ^bb27, ^bb30
    ^bb27:  // pred: ^bb26
      %166 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %166, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      "nvvm.mbarrier.init"(%125, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %167 = llvm.getelementptr %125[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%167, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb27, ^bb28
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb26, ^bb29
      %168 = llvm.getelementptr %125[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb31, ^bb34
    ^bb31:  // pred: ^bb30
      %169 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %169, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      "nvvm.mbarrier.init"(%168, %18) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %170 = llvm.getelementptr %125[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%170, %18) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      llvm.br ^bb34
    ^bb34:  // 2 preds: ^bb30, ^bb33
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive.relaxed"() : () -> ()
      "nvvm.cluster.wait"() : () -> ()
      llvm.cond_br %149, ^bb35, ^bb38
    ^bb35:  // pred: ^bb34
      %171 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %171, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      "nvvm.mbarrier.init"(%126, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb37
    ^bb37:  // 2 preds: ^bb35, ^bb36
      llvm.br ^bb38
    ^bb38:  // 2 preds: ^bb34, ^bb37
      %172 = llvm.getelementptr %126[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb39, ^bb42
    ^bb39:  // pred: ^bb38
      %173 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %173, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      "nvvm.mbarrier.init"(%172, %19) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb39, ^bb40
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb38, ^bb41
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive.relaxed"() : () -> ()
      "nvvm.cluster.wait"() : () -> ()
      llvm.cond_br %149, ^bb43, ^bb46
    ^bb43:  // pred: ^bb42
      %174 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %174, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      "nvvm.mbarrier.init"(%124, %18) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      llvm.br ^bb46
    ^bb46:  // 2 preds: ^bb42, ^bb45
      %175 = llvm.getelementptr %124[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb47, ^bb50
    ^bb47:  // pred: ^bb46
      %176 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %176, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      "nvvm.mbarrier.init"(%175, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      llvm.br ^bb50
    ^bb50:  // 2 preds: ^bb46, ^bb49
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive.relaxed"() : () -> ()
      "nvvm.cluster.wait"() : () -> ()
      llvm.cond_br %149, ^bb51, ^bb54
    ^bb51:  // pred: ^bb50
      %177 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %177, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      "nvvm.mbarrier.init"(%120, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb53
    ^bb53:  // 2 preds: ^bb51, ^bb52
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb50, ^bb53
      %178 = llvm.getelementptr %120[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb55, ^bb58
    ^bb55:  // pred: ^bb54
      %179 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %179, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      "nvvm.mbarrier.init"(%178, %19) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      llvm.br ^bb58
    ^bb58:  // 2 preds: ^bb54, ^bb57
      %180 = llvm.srem %95, %64 : i32
      %181 = llvm.icmp "slt" %180, %66 : i32
      llvm.cond_br %149, ^bb59, ^bb62
    ^bb59:  // pred: ^bb58
      %182 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %182, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      "nvvm.mbarrier.init"(%121, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb61
    ^bb61:  // 2 preds: ^bb59, ^bb60
      llvm.br ^bb62
    ^bb62:  // 2 preds: ^bb58, ^bb61
      %183 = llvm.getelementptr %121[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb63, ^bb66
    ^bb63:  // pred: ^bb62
      %184 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %184, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      "nvvm.mbarrier.init"(%183, %19) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb65
    ^bb65:  // 2 preds: ^bb63, ^bb64
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb62, ^bb65
      llvm.cond_br %149, ^bb67, ^bb70
    ^bb67:  // pred: ^bb66
      %185 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %185, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      "nvvm.mbarrier.init"(%94, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb66, ^bb69
      %186 = llvm.getelementptr %94[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb71, ^bb74
    ^bb71:  // pred: ^bb70
      %187 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %187, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      "nvvm.mbarrier.init"(%186, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb73
    ^bb73:  // 2 preds: ^bb71, ^bb72
      llvm.br ^bb74
    ^bb74:  // 2 preds: ^bb70, ^bb73
      %188 = llvm.srem %154, %13 : i32
      %189 = llvm.srem %188, %13 : i32
      %190 = llvm.shl %66, %189 : i32
      %191 = llvm.trunc %190 : i32 to i16
      %192 = llvm.xor %189, %66 : i32
      %193 = llvm.shl %66, %192 : i32
      %194 = llvm.trunc %193 : i32 to i16
      %195 = llvm.or %191, %191 : i16
      %196 = llvm.or %195, %194 : i16
      %197 = llvm.or %196, %194 : i16
      llvm.cond_br %149, ^bb75, ^bb78
    ^bb75:  // pred: ^bb74
      %198 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %198, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      "nvvm.mbarrier.init"(%129, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb74, ^bb77
      %199 = llvm.getelementptr %129[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb79, ^bb82
    ^bb79:  // pred: ^bb78
      %200 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %200, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      "nvvm.mbarrier.init"(%199, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      llvm.br ^bb82
    ^bb82:  // 2 preds: ^bb78, ^bb81
      llvm.cond_br %149, ^bb83, ^bb86
    ^bb83:  // pred: ^bb82
      %201 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %201, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      "nvvm.mbarrier.init"(%130, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb82, ^bb85
      %202 = llvm.getelementptr %130[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb87, ^bb90
    ^bb87:  // pred: ^bb86
      %203 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %203, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      "nvvm.mbarrier.init"(%202, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb89
    ^bb89:  // 2 preds: ^bb87, ^bb88
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb86, ^bb89
      llvm.cond_br %149, ^bb91, ^bb94
    ^bb91:  // pred: ^bb90
      %204 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %204, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      "nvvm.mbarrier.init"(%119, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb90, ^bb93
      %205 = llvm.getelementptr %119[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %149, ^bb95, ^bb98
    ^bb95:  // pred: ^bb94
      %206 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %206, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      "nvvm.mbarrier.init"(%205, %66) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb94, ^bb97
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive.relaxed"() : () -> ()
      "nvvm.cluster.wait"() : () -> ()
      %207 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
      %208 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
      %209 = llvm.icmp "eq" %113, %22 : i32
      llvm.cond_br %209, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 24 : i32}> : () -> ()
      llvm.br ^bb263
    ^bb100:  // pred: ^bb98
      %210 = llvm.icmp "eq" %113, %23 : i32
      llvm.cond_br %210, ^bb101, ^bb110
    ^bb101:  // pred: ^bb100
      "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 104 : i32}> : () -> ()
      %211 = llvm.sdiv %114, %13 : i32
      %212 = llvm.mul %211, %13 : i32
      %213 = llvm.icmp "ne" %114, %212 : i32
      %214 = llvm.icmp "slt" %114, %14 : i32
      %215 = llvm.and %213, %214 : i1
      %216 = llvm.add %211, %39 : i32
      %217 = llvm.select %215, %216, %211 : i1, i32
      %218 = llvm.sdiv %207, %24 : i32
      %219 = llvm.mul %218, %24 : i32
      %220 = llvm.icmp "ne" %207, %219 : i32
      %221 = llvm.icmp "slt" %207, %14 : i32
      %222 = llvm.icmp "eq" %221, %20 : i1
      %223 = llvm.and %220, %222 : i1
      %224 = llvm.add %218, %66 : i32
      %225 = llvm.select %223, %224, %218 : i1, i32
      %226 = llvm.mul %217, %25 : i32
      %227 = llvm.add %226, %207 overflow<nsw> : i32
      %228 = llvm.sub %227, %208 overflow<nsw> : i32
      %229 = llvm.sdiv %228, %24 : i32
      %230 = llvm.icmp "sgt" %229, %14 : i32
      %231 = llvm.select %230, %229, %14 : i1, i32
      %232 = llvm.sub %225, %231 overflow<nsw> : i32
      llvm.br ^bb102(%14, %21 : i32, i1)
    ^bb102(%233: i32, %234: i1):  // 2 preds: ^bb101, ^bb108
      llvm.cond_br %234, ^bb103(%233 : i32), ^bb109
    ^bb103(%235: i32):  // pred: ^bb102
      llvm.br ^bb104(%14, %235 : i32, i32)
    ^bb104(%236: i32, %237: i32):  // 2 preds: ^bb103, ^bb107
      %238 = llvm.icmp "slt" %236, %232 : i32
      llvm.cond_br %238, ^bb105, ^bb108
    ^bb105:  // pred: ^bb104
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %132, %237, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %239 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %239, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %240 = "nvvm.mapa"(%133, %14) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%240, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb107
    ^bb107:  // 2 preds: ^bb105, ^bb106
      %241 = llvm.xor %237, %66 : i32
      %242 = llvm.add %236, %66 : i32
      llvm.br ^bb104(%242, %241 : i32, i32) {loop_annotation = #loop_annotation}
    ^bb108:  // pred: ^bb104
      llvm.br ^bb102(%237, %20 : i32, i1)
    ^bb109:  // pred: ^bb102
      llvm.br ^bb262
    ^bb110:  // pred: ^bb100
      llvm.cond_br %117, ^bb111, ^bb196
    ^bb111:  // pred: ^bb110
      "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 104 : i32}> : () -> ()
      %243 = "nvvm.read.ptx.sreg.ctaid.y"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %244 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %245 = llvm.sdiv %114, %13 : i32
      %246 = llvm.mul %245, %13 : i32
      %247 = llvm.icmp "ne" %114, %246 : i32
      %248 = llvm.icmp "slt" %114, %14 : i32
      %249 = llvm.and %247, %248 : i1
      %250 = llvm.add %245, %39 : i32
      %251 = llvm.select %249, %250, %245 : i1, i32
      %252 = llvm.sdiv %207, %24 : i32
      %253 = llvm.mul %252, %24 : i32
      %254 = llvm.icmp "ne" %207, %253 : i32
      %255 = llvm.icmp "slt" %207, %14 : i32
      %256 = llvm.icmp "eq" %255, %20 : i1
      %257 = llvm.and %254, %256 : i1
      %258 = llvm.add %252, %66 : i32
      %259 = llvm.select %257, %258, %252 : i1, i32
      %260 = llvm.mul %251, %25 : i32
      %261 = llvm.add %260, %207 overflow<nsw> : i32
      %262 = llvm.sub %261, %208 overflow<nsw> : i32
      %263 = llvm.sdiv %262, %24 : i32
      %264 = llvm.icmp "sgt" %263, %14 : i32
      %265 = llvm.select %264, %263, %14 : i1, i32
      %266 = llvm.extractvalue %arg5[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %267 = llvm.extractvalue %arg5[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %268 = llvm.sext %244 : i32 to i64
      %269 = llvm.mul %268, %267 overflow<nsw> : i64
      %270 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %271 = llvm.getelementptr %270[%269] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %272 = llvm.sext %243 : i32 to i64
      %273 = llvm.mul %272, %266 overflow<nsw> : i64
      %274 = llvm.getelementptr %271[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %275 = llvm.extractvalue %arg6[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %276 = llvm.extractvalue %arg6[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %277 = llvm.mul %268, %276 overflow<nsw> : i64
      %278 = llvm.extractvalue %arg6[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %279 = llvm.getelementptr %278[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %280 = llvm.mul %272, %275 overflow<nsw> : i64
      %281 = llvm.getelementptr %279[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %282 = llvm.mul %251, %25 overflow<nsw> : i32
      %283 = llvm.ptrtoint %94 : !llvm.ptr<3> to i32
      %284 = llvm.and %283, %9 : i32
      %285 = llvm.inttoptr %284 : i32 to !llvm.ptr<3>
      %286 = llvm.getelementptr %135[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %287 = llvm.mul %265, %24 overflow<nsw> : i32
      %288 = llvm.getelementptr %134[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %289 = llvm.ptrtoint %119 : !llvm.ptr<3> to i32
      %290 = llvm.and %289, %9 : i32
      %291 = llvm.inttoptr %290 : i32 to !llvm.ptr<3>
      %292 = llvm.getelementptr %136[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %293 = llvm.getelementptr %139[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %294 = llvm.ptrtoint %130 : !llvm.ptr<3> to i32
      %295 = llvm.and %294, %9 : i32
      %296 = llvm.inttoptr %295 : i32 to !llvm.ptr<3>
      %297 = llvm.add %265, %66 : i32
      %298 = llvm.ptrtoint %129 : !llvm.ptr<3> to i32
      %299 = llvm.and %298, %9 : i32
      %300 = llvm.inttoptr %299 : i32 to !llvm.ptr<3>
      %301 = llvm.sub %259, %66 overflow<nsw> : i32
      %302 = llvm.mul %301, %24 overflow<nsw> : i32
      llvm.br ^bb112(%66, %66, %66, %66, %21 : i32, i32, i32, i32, i1)
    ^bb112(%303: i32, %304: i32, %305: i32, %306: i32, %307: i1):  // 2 preds: ^bb111, ^bb194
      llvm.cond_br %307, ^bb113(%303, %304, %305, %306 : i32, i32, i32, i32), ^bb195
    ^bb113(%308: i32, %309: i32, %310: i32, %311: i32):  // pred: ^bb112
      %312 = "nvvm.shfl.sync"(%39, %115, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %313 = llvm.srem %312, %13 : i32
      %314 = llvm.mul %313, %24 overflow<nsw> : i32
      %315 = llvm.add %282, %314 overflow<nsw> : i32
      %316 = llvm.mul %313, %65 overflow<nsw> : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %186, %308, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %116, ^bb114, ^bb117
    ^bb114:  // pred: ^bb113
      %317 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %317, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %318 = "nvvm.mbarrier.arrive.expect_tx"(%94, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb113, ^bb116
      %319 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %319, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %320 = llvm.addrspacecast %135 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%320, %84, %14, %315, %243, %244, %285, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb119
    ^bb119:  // 2 preds: ^bb117, ^bb118
      %321 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %321, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %322 = llvm.addrspacecast %286 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%322, %84, %65, %315, %243, %244, %285, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb121
    ^bb121:  // 2 preds: ^bb119, ^bb120
      %323 = llvm.add %316, %287 overflow<nsw> : i32
      %324 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %324, ^bb122, ^bb123
    ^bb122:  // pred: ^bb121
      %325 = llvm.addrspacecast %134 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%325, %82, %14, %323, %243, %244, %285, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      %326 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %326, ^bb124, ^bb125
    ^bb124:  // pred: ^bb123
      %327 = llvm.addrspacecast %288 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%327, %82, %65, %323, %243, %244, %285, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb125
    ^bb125:  // 2 preds: ^bb123, ^bb124
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %178, %308, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %328 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %328, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %329 = "nvvm.mbarrier.arrive.expect_tx"(%120, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb127
    ^bb127:  // 2 preds: ^bb125, ^bb126
      %330 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %330, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %331 = llvm.getelementptr %274[%287] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %332 = "nvvm.mapa"(%143, %153) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.cp.async.bulk.shared.cluster.global"(%332, %331, %120, %28) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, validatePattern = #nvvm.validate_pattern<none>}> : (!llvm.ptr<7>, !llvm.ptr<1>, !llvm.ptr<3>, i32) -> ()
      llvm.br ^bb129
    ^bb129:  // 2 preds: ^bb127, ^bb128
      %333 = llvm.xor %308, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %205, %309, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %116, ^bb130, ^bb133
    ^bb130:  // pred: ^bb129
      %334 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %334, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %335 = "nvvm.mbarrier.arrive.expect_tx"(%119, %29) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      llvm.br ^bb133
    ^bb133:  // 2 preds: ^bb129, ^bb132
      %336 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %336, ^bb134, ^bb135
    ^bb134:  // pred: ^bb133
      %337 = llvm.addrspacecast %136 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%337, %86, %14, %315, %243, %244, %291, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb135
    ^bb135:  // 2 preds: ^bb133, ^bb134
      %338 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %338, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %339 = llvm.addrspacecast %292 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%339, %86, %65, %315, %243, %244, %291, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb137
    ^bb137:  // 2 preds: ^bb135, ^bb136
      %340 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %340, ^bb138, ^bb139
    ^bb138:  // pred: ^bb137
      %341 = llvm.addrspacecast %137 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%341, %87, %316, %287, %243, %244, %291, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb139
    ^bb139:  // 2 preds: ^bb137, ^bb138
      %342 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %342, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      %343 = llvm.addrspacecast %139 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%343, %88, %14, %323, %243, %244, %291, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb141
    ^bb141:  // 2 preds: ^bb139, ^bb140
      %344 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %344, ^bb142, ^bb143
    ^bb142:  // pred: ^bb141
      %345 = llvm.addrspacecast %293 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%345, %88, %65, %323, %243, %244, %291, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb143
    ^bb143:  // 2 preds: ^bb141, ^bb142
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %183, %309, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %346 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %346, ^bb144, ^bb145
    ^bb144:  // pred: ^bb143
      %347 = "nvvm.mbarrier.arrive.expect_tx"(%121, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb145
    ^bb145:  // 2 preds: ^bb143, ^bb144
      %348 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %348, ^bb146, ^bb147
    ^bb146:  // pred: ^bb145
      %349 = llvm.getelementptr %281[%287] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %350 = "nvvm.mapa"(%144, %153) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.cp.async.bulk.shared.cluster.global"(%350, %349, %121, %28) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, validatePattern = #nvvm.validate_pattern<none>}> : (!llvm.ptr<7>, !llvm.ptr<1>, !llvm.ptr<3>, i32) -> ()
      llvm.br ^bb147
    ^bb147:  // 2 preds: ^bb145, ^bb146
      %351 = llvm.xor %309, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %202, %311, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %116, ^bb148, ^bb151
    ^bb148:  // pred: ^bb147
      %352 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %352, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %353 = "nvvm.mbarrier.arrive.expect_tx"(%130, %30) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      llvm.br ^bb151
    ^bb151:  // 2 preds: ^bb147, ^bb150
      %354 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %354, ^bb152, ^bb153
    ^bb152:  // pred: ^bb151
      %355 = llvm.addrspacecast %141 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%355, %85, %316, %282, %243, %244, %296, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb153
    ^bb153:  // 2 preds: ^bb151, ^bb152
      %356 = llvm.xor %311, %66 : i32
      llvm.br ^bb154(%297, %310, %333, %351 : i32, i32, i32, i32)
    ^bb154(%357: i32, %358: i32, %359: i32, %360: i32):  // 2 preds: ^bb153, ^bb187
      %361 = llvm.icmp "slt" %357, %259 : i32
      llvm.cond_br %361, ^bb155, ^bb188
    ^bb155:  // pred: ^bb154
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %199, %358, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %116, ^bb156, ^bb159
    ^bb156:  // pred: ^bb155
      %362 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %362, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %363 = "nvvm.mbarrier.arrive.expect_tx"(%129, %31) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      llvm.br ^bb159
    ^bb159:  // 2 preds: ^bb155, ^bb158
      %364 = llvm.sub %357, %66 : i32
      %365 = llvm.mul %364, %24 overflow<nsw> : i32
      %366 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %366, ^bb160, ^bb161
    ^bb160:  // pred: ^bb159
      %367 = llvm.addrspacecast %138 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%367, %83, %316, %365, %243, %244, %300, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb161
    ^bb161:  // 2 preds: ^bb159, ^bb160
      %368 = llvm.xor %358, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %186, %359, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %116, ^bb162, ^bb165
    ^bb162:  // pred: ^bb161
      %369 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %369, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %370 = "nvvm.mbarrier.arrive.expect_tx"(%94, %31) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      llvm.br ^bb165
    ^bb165:  // 2 preds: ^bb161, ^bb164
      %371 = llvm.mul %357, %24 overflow<nsw> : i32
      %372 = llvm.add %316, %371 overflow<nsw> : i32
      %373 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %373, ^bb166, ^bb167
    ^bb166:  // pred: ^bb165
      %374 = llvm.addrspacecast %134 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%374, %82, %14, %372, %243, %244, %285, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb167
    ^bb167:  // 2 preds: ^bb165, ^bb166
      %375 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %375, ^bb168, ^bb169
    ^bb168:  // pred: ^bb167
      %376 = llvm.addrspacecast %288 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%376, %82, %65, %372, %243, %244, %285, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb169
    ^bb169:  // 2 preds: ^bb167, ^bb168
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %178, %359, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %377 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %377, ^bb170, ^bb171
    ^bb170:  // pred: ^bb169
      %378 = "nvvm.mbarrier.arrive.expect_tx"(%120, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb171
    ^bb171:  // 2 preds: ^bb169, ^bb170
      %379 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %379, ^bb172, ^bb173
    ^bb172:  // pred: ^bb171
      %380 = llvm.getelementptr %274[%371] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %381 = "nvvm.mapa"(%143, %153) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.cp.async.bulk.shared.cluster.global"(%381, %380, %120, %28) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, validatePattern = #nvvm.validate_pattern<none>}> : (!llvm.ptr<7>, !llvm.ptr<1>, !llvm.ptr<3>, i32) -> ()
      llvm.br ^bb173
    ^bb173:  // 2 preds: ^bb171, ^bb172
      %382 = llvm.xor %359, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %205, %360, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %116, ^bb174, ^bb177
    ^bb174:  // pred: ^bb173
      %383 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %383, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %384 = "nvvm.mbarrier.arrive.expect_tx"(%119, %30) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      llvm.br ^bb177
    ^bb177:  // 2 preds: ^bb173, ^bb176
      %385 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %385, ^bb178, ^bb179
    ^bb178:  // pred: ^bb177
      %386 = llvm.addrspacecast %137 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%386, %87, %316, %371, %243, %244, %291, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb179
    ^bb179:  // 2 preds: ^bb177, ^bb178
      %387 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %387, ^bb180, ^bb181
    ^bb180:  // pred: ^bb179
      %388 = llvm.addrspacecast %139 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%388, %88, %14, %372, %243, %244, %291, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb181
    ^bb181:  // 2 preds: ^bb179, ^bb180
      %389 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %389, ^bb182, ^bb183
    ^bb182:  // pred: ^bb181
      %390 = llvm.addrspacecast %293 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%390, %88, %65, %372, %243, %244, %291, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb183
    ^bb183:  // 2 preds: ^bb181, ^bb182
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %183, %360, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %391 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %391, ^bb184, ^bb185
    ^bb184:  // pred: ^bb183
      %392 = "nvvm.mbarrier.arrive.expect_tx"(%121, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb185
    ^bb185:  // 2 preds: ^bb183, ^bb184
      %393 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %393, ^bb186, ^bb187
    ^bb186:  // pred: ^bb185
      %394 = llvm.getelementptr %281[%371] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %395 = "nvvm.mapa"(%144, %153) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.cp.async.bulk.shared.cluster.global"(%395, %394, %121, %28) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, validatePattern = #nvvm.validate_pattern<none>}> : (!llvm.ptr<7>, !llvm.ptr<1>, !llvm.ptr<3>, i32) -> ()
      llvm.br ^bb187
    ^bb187:  // 2 preds: ^bb185, ^bb186
      %396 = llvm.xor %360, %66 : i32
      %397 = llvm.add %357, %66 : i32
      llvm.br ^bb154(%397, %368, %382, %396 : i32, i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb188:  // pred: ^bb154
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %199, %358, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %116, ^bb189, ^bb192
    ^bb189:  // pred: ^bb188
      %398 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %398, ^bb190, ^bb191
    ^bb190:  // pred: ^bb189
      %399 = "nvvm.mbarrier.arrive.expect_tx"(%129, %31) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb191
    ^bb191:  // 2 preds: ^bb189, ^bb190
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb188, ^bb191
      %400 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %400, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %401 = llvm.addrspacecast %138 : !llvm.ptr<3> to !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%401, %83, %316, %302, %243, %244, %300, %2) <{group = #nvvm.cta_group<cta_2>, isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0, 0, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %402 = llvm.xor %358, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %186, %359, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %178, %359, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %403 = llvm.xor %359, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %199, %402, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %205, %360, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %183, %360, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %404 = llvm.xor %360, %66 : i32
      llvm.br ^bb112(%403, %404, %358, %356, %20 : i32, i32, i32, i32, i1)
    ^bb195:  // pred: ^bb112
      llvm.br ^bb261
    ^bb196:  // pred: ^bb110
      llvm.cond_br %147, ^bb197, ^bb260
    ^bb197:  // pred: ^bb196
      "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 104 : i32}> : () -> ()
      llvm.cond_br %147, ^bb198, ^bb199
    ^bb198:  // pred: ^bb197
      "nvvm.tcgen05.alloc"(%127, %28) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb199
    ^bb199:  // 2 preds: ^bb197, ^bb198
      "nvvm.barrier"(%32, %33) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %405 = llvm.load %127 : !llvm.ptr<3> -> i32
      %406 = llvm.ptrtoint %142 : !llvm.ptr<3> to i32
      %407 = llvm.lshr %406, %16 : i32
      %408 = "nvvm.tcgen05.mma_smem_desc"(%407, %14, %65, %7, %20, %8) : (i32, i32, i32, i8, i1, i8) -> i64
      %409 = llvm.ptrtoint %141 : !llvm.ptr<3> to i32
      %410 = llvm.lshr %409, %16 : i32
      %411 = "nvvm.tcgen05.mma_smem_desc"(%410, %14, %65, %7, %20, %8) : (i32, i32, i32, i8, i1, i8) -> i64
      %412 = llvm.sdiv %114, %13 : i32
      %413 = llvm.mul %412, %13 : i32
      %414 = llvm.icmp "ne" %114, %413 : i32
      %415 = llvm.icmp "slt" %114, %14 : i32
      %416 = llvm.and %414, %415 : i1
      %417 = llvm.add %412, %39 : i32
      %418 = llvm.select %416, %417, %412 : i1, i32
      %419 = llvm.sdiv %207, %24 : i32
      %420 = llvm.mul %419, %24 : i32
      %421 = llvm.icmp "ne" %207, %420 : i32
      %422 = llvm.icmp "slt" %207, %14 : i32
      %423 = llvm.icmp "eq" %422, %20 : i1
      %424 = llvm.and %421, %423 : i1
      %425 = llvm.add %419, %66 : i32
      %426 = llvm.select %424, %425, %419 : i1, i32
      %427 = llvm.mul %418, %25 : i32
      %428 = llvm.add %427, %207 overflow<nsw> : i32
      %429 = llvm.sub %428, %208 overflow<nsw> : i32
      %430 = llvm.sdiv %429, %24 : i32
      %431 = llvm.icmp "sgt" %430, %14 : i32
      %432 = llvm.select %431, %430, %14 : i1, i32
      llvm.br ^bb200(%66, %14, %66, %66, %21, %14, %14, %14, %14, %14 : i32, i32, i32, i32, i1, i32, i32, i32, i32, i32)
    ^bb200(%433: i32, %434: i32, %435: i32, %436: i32, %437: i1, %438: i32, %439: i32, %440: i32, %441: i32, %442: i32):  // 2 preds: ^bb199, ^bb254
      llvm.cond_br %437, ^bb201(%433, %434, %435, %436, %438, %439, %440, %441, %442 : i32, i32, i32, i32, i32, i32, i32, i32, i32), ^bb255
    ^bb201(%443: i32, %444: i32, %445: i32, %446: i32, %447: i32, %448: i32, %449: i32, %450: i32, %451: i32):  // pred: ^bb200
      llvm.cond_br %116, ^bb202, ^bb252
    ^bb202:  // pred: ^bb201
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %94, %447, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %151, %443, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %452 = llvm.ptrtoint %135 : !llvm.ptr<3> to i32
      %453 = llvm.and %452, %34 : i32
      %454 = llvm.ashr %453, %16 : i32
      %455 = llvm.or %454, %30 : i32
      %456 = llvm.ptrtoint %134 : !llvm.ptr<3> to i32
      %457 = llvm.and %456, %34 : i32
      %458 = llvm.ashr %457, %16 : i32
      %459 = llvm.or %458, %30 : i32
      %460 = "nvvm.shfl.sync"(%39, %455, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %461 = "nvvm.shfl.sync"(%39, %459, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %462 = "nvvm.shfl.sync"(%39, %14, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 smem_desc_a_lo_start, smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_a_lo, smem_desc_b_lo;\0A\09.reg .b32 smem_desc_a_hi, smem_desc_b_hi;\0A\09.reg .b64 smem_desc_a, smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10200490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 smem_desc_a_lo_start, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_a_hi, 0x40004040;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo_start, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 0;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x2;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x2;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x4;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x4;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x6;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x6;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x400;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x402;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x202;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x404;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x204;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x406;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x206;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r" %460, %461, %14, %462 : (i32, i32, i32, i32) -> ()
      %463 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %463, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      "nvvm.tcgen05.commit"(%122, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %464 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %464, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      "nvvm.tcgen05.commit"(%186, %197) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %465 = llvm.xor %447, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %119, %448, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %164, %443, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %466 = llvm.ptrtoint %136 : !llvm.ptr<3> to i32
      %467 = llvm.and %466, %34 : i32
      %468 = llvm.ashr %467, %16 : i32
      %469 = llvm.or %468, %30 : i32
      %470 = llvm.ptrtoint %139 : !llvm.ptr<3> to i32
      %471 = llvm.and %470, %34 : i32
      %472 = llvm.ashr %471, %16 : i32
      %473 = llvm.or %472, %30 : i32
      %474 = "nvvm.shfl.sync"(%39, %469, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %475 = "nvvm.shfl.sync"(%39, %473, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %476 = "nvvm.shfl.sync"(%39, %25, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 smem_desc_a_lo_start, smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_a_lo, smem_desc_b_lo;\0A\09.reg .b32 smem_desc_a_hi, smem_desc_b_hi;\0A\09.reg .b64 smem_desc_a, smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10200490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 smem_desc_a_lo_start, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_a_hi, 0x40004040;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo_start, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 0;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x2;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x2;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x4;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x4;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x6;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x6;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x400;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x402;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x202;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x404;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x204;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x406;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x206;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r" %474, %475, %14, %476 : (i32, i32, i32, i32) -> ()
      %477 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %477, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      "nvvm.tcgen05.commit"(%123, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %478 = llvm.xor %443, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %151, %478, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %479 = llvm.ptrtoint %137 : !llvm.ptr<3> to i32
      %480 = llvm.and %479, %34 : i32
      %481 = llvm.ashr %480, %16 : i32
      %482 = "nvvm.shfl.sync"(%39, %14, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %483 = "nvvm.shfl.sync"(%39, %481, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %484 = "nvvm.shfl.sync"(%39, %24, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 tmem_a;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_b_lo;\0A\09.reg .b32 smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10210490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 tmem_a, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a], smem_desc_b, idesc, 0;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x8], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x100;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x10], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x180;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x18], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x20], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x280;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x28], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x300;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x30], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x380;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x38], smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r" %482, %483, %14, %484 : (i32, i32, i32, i32) -> ()
      %485 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %485, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      "nvvm.tcgen05.commit"(%205, %197) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %486 = llvm.xor %448, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %130, %451, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %487 = llvm.sub %426, %432 overflow<nsw> : i32
      %488 = llvm.sub %487, %66 overflow<nsw> : i32
      %489 = llvm.ptrtoint %138 : !llvm.ptr<3> to i32
      %490 = llvm.and %489, %34 : i32
      %491 = llvm.ashr %490, %16 : i32
      %492 = llvm.insertvalue %62, %6[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %493 = llvm.insertvalue %20, %492[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %494 = llvm.insertvalue %20, %493[1] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %495 = llvm.insertvalue %20, %494[2] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %496 = llvm.insertvalue %62, %495[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %497 = llvm.bitcast %408 : i64 to vector<2xi32>
      %498 = llvm.extractelement %497[%2 : i64] : vector<2xi32>
      %499 = llvm.bitcast %411 : i64 to vector<2xi32>
      %500 = llvm.extractelement %499[%2 : i64] : vector<2xi32>
      %501 = llvm.inttoptr %65 : i32 to !llvm.ptr<6>
      llvm.br ^bb211(%14, %20, %444, %446, %478, %465, %450, %449, %486 : i32, i1, i32, i32, i32, i32, i32, i32, i32)
    ^bb211(%502: i32, %503: i1, %504: i32, %505: i32, %506: i32, %507: i32, %508: i32, %509: i32, %510: i32):  // 2 preds: ^bb210, ^bb231
      %511 = llvm.icmp "slt" %502, %488 : i32
      llvm.cond_br %511, ^bb212, ^bb232
    ^bb212:  // pred: ^bb211
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %94, %507, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %172, %505, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 smem_desc_a_lo_start, smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_a_lo, smem_desc_b_lo;\0A\09.reg .b32 smem_desc_a_hi, smem_desc_b_hi;\0A\09.reg .b64 smem_desc_a, smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10200490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 smem_desc_a_lo_start, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_a_hi, 0x40004040;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo_start, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 0;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x2;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x2;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x4;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x4;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x6;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x6;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x400;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x402;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x202;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x404;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x204;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x406;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x206;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r" %460, %461, %14, %462 : (i32, i32, i32, i32) -> ()
      %512 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %512, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      "nvvm.tcgen05.commit"(%122, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %513 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %513, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      "nvvm.tcgen05.commit"(%186, %197) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %514 = llvm.xor %507, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %129, %508, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %164, %506, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %515 = llvm.icmp "eq" %503, %20 : i1
      %516 = "nvvm.shfl.sync"(%39, %25, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %517 = "nvvm.shfl.sync"(%39, %491, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %518 = llvm.icmp "eq" %515, %20 : i1
      %519 = llvm.zext %518 : i1 to i32
      %520 = "nvvm.shfl.sync"(%39, %3, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 tmem_a;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_b_lo;\0A\09.reg .b32 smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10210490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 tmem_a, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a], smem_desc_b, idesc, p;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x8], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x100;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x10], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x180;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x18], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x20], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x280;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x28], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x300;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x30], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x380;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x38], smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r" %516, %517, %519, %520 : (i32, i32, i32, i32) -> ()
      %521 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %521, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      "nvvm.tcgen05.commit"(%199, %197) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %522 = llvm.xor %508, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %119, %510, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 smem_desc_a_lo_start, smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_a_lo, smem_desc_b_lo;\0A\09.reg .b32 smem_desc_a_hi, smem_desc_b_hi;\0A\09.reg .b64 smem_desc_a, smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10200490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 smem_desc_a_lo_start, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_a_hi, 0x40004040;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo_start, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 0;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x2;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x2;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x4;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x4;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x6;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x6;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x400;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x402;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x202;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x404;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x204;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_a_lo, smem_desc_a_lo_start, 0x406;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x206;\0A\09mov.b64 smem_desc_a, {smem_desc_a_lo, smem_desc_a_hi};\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], smem_desc_a, smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r" %474, %475, %14, %476 : (i32, i32, i32, i32) -> ()
      %523 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %523, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      "nvvm.tcgen05.commit"(%123, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %124, %509, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %133, %504, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb221(%14, %496 : i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>)
    ^bb221(%524: i32, %525: !llvm.struct<(i1, i1, i1, vector<8xi32>)>):  // 2 preds: ^bb220, ^bb224
      %526 = llvm.icmp "slt" %524, %18 : i32
      llvm.cond_br %526, ^bb222, ^bb225
    ^bb222:  // pred: ^bb221
      %527 = llvm.icmp "ne" %524, %14 : i32
      %528 = llvm.insertvalue %527, %525[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %529 = llvm.mul %524, %24 overflow<nsw> : i32
      %530 = llvm.add %498, %529 : i32
      %531 = llvm.insertelement %530, %497[%2 : i64] : vector<2xi32>
      %532 = llvm.bitcast %531 : vector<2xi32> to i64
      %533 = llvm.add %500, %529 : i32
      %534 = llvm.insertelement %533, %499[%2 : i64] : vector<2xi32>
      %535 = llvm.bitcast %534 : vector<2xi32> to i64
      %536 = llvm.extractvalue %525[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %537 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %537, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      "nvvm.tcgen05.mma"(%501, %532, %535, %63, %527, %536) <{collectorOp = #nvvm.tcgen05_mma_collectorop<discard>, collectorOpB = #nvvm.tcgen05_mma_collectorop<discard>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>}> : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>) -> ()
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %538 = llvm.add %524, %66 : i32
      llvm.br ^bb221(%538, %528 : i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>) {loop_annotation = #loop_annotation1}
    ^bb225:  // pred: ^bb221
      %539 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %539, ^bb226, ^bb227
    ^bb226:  // pred: ^bb225
      "nvvm.tcgen05.commit"(%126, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb227
    ^bb227:  // 2 preds: ^bb225, ^bb226
      %540 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %540, ^bb228, ^bb229
    ^bb228:  // pred: ^bb227
      "nvvm.tcgen05.commit"(%175, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb229
    ^bb229:  // 2 preds: ^bb227, ^bb228
      %541 = llvm.xor %509, %66 : i32
      %542 = llvm.xor %504, %66 : i32
      %543 = llvm.xor %505, %66 : i32
      %544 = llvm.xor %506, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %151, %544, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 tmem_a;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_b_lo;\0A\09.reg .b32 smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10210490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 tmem_a, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x8], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x100;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x10], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x180;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x18], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x20], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x280;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x28], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x300;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x30], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x380;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x38], smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r" %482, %483, %66, %484 : (i32, i32, i32, i32) -> ()
      %545 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %545, ^bb230, ^bb231
    ^bb230:  // pred: ^bb229
      "nvvm.tcgen05.commit"(%205, %197) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb231
    ^bb231:  // 2 preds: ^bb229, ^bb230
      %546 = llvm.xor %510, %66 : i32
      %547 = llvm.add %502, %66 : i32
      llvm.br ^bb211(%547, %21, %542, %543, %544, %514, %522, %541, %546 : i32, i1, i32, i32, i32, i32, i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb232:  // pred: ^bb211
      %548 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %548, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      "nvvm.tcgen05.commit"(%122, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %168, %445, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %549 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %549, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      "nvvm.tcgen05.commit"(%125, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %550 = llvm.getelementptr %125[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %550, %445, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %129, %508, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %164, %506, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %551 = llvm.icmp "eq" %503, %20 : i1
      %552 = "nvvm.shfl.sync"(%39, %25, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %553 = "nvvm.shfl.sync"(%39, %491, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %554 = llvm.icmp "eq" %551, %20 : i1
      %555 = llvm.zext %554 : i1 to i32
      %556 = "nvvm.shfl.sync"(%39, %3, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred leader_thread;\0A\09.reg .pred p;\0A\09.reg .b32 idesc;\0A\09.reg .b32 tmem_acc;\0A\09.reg .b32 tmem_a;\0A\09.reg .b32 smem_desc_b_lo_start;\0A\09.reg .b32 smem_desc_b_lo;\0A\09.reg .b32 smem_desc_b_hi;\0A\09.reg .b64 smem_desc_b;\0A\09elect.sync _|leader_thread, -1;\0A\09mov.b32 idesc, 0x10210490;\0A\09mov.b32 tmem_acc, $3;\0A\09mov.b32 tmem_a, $0;\0A\09mov.b32 smem_desc_b_lo_start, $1;\0A\09mov.b32 smem_desc_b_hi, 0x40004040;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo_start, smem_desc_b_hi};\0A\09setp.ne.b32 p, $2, 0;\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a], smem_desc_b, idesc, p;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x80;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x8], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x100;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x10], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x180;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x18], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x200;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x20], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x280;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x28], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x300;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x30], smem_desc_b, idesc, 1;\0A\09add.u32 smem_desc_b_lo, smem_desc_b_lo_start, 0x380;\0A\09mov.b64 smem_desc_b, {smem_desc_b_lo, smem_desc_b_hi};\0A\09@leader_thread tcgen05.mma.cta_group::2.kind::f16 [tmem_acc], [tmem_a + 0x38], smem_desc_b, idesc, 1;\0A\09}\0A", "r,r,r,r" %552, %553, %555, %556 : (i32, i32, i32, i32) -> ()
      %557 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %557, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      "nvvm.tcgen05.commit"(%199, %197) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %558 = llvm.xor %508, %66 : i32
      %559 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %559, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %560 = llvm.getelementptr %125[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%560, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %561 = llvm.xor %445, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %124, %509, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %133, %504, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %172, %505, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb241(%14, %496 : i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>)
    ^bb241(%562: i32, %563: !llvm.struct<(i1, i1, i1, vector<8xi32>)>):  // 2 preds: ^bb240, ^bb244
      %564 = llvm.icmp "slt" %562, %18 : i32
      llvm.cond_br %564, ^bb242, ^bb245
    ^bb242:  // pred: ^bb241
      %565 = llvm.icmp "ne" %562, %14 : i32
      %566 = llvm.insertvalue %565, %563[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %567 = llvm.mul %562, %24 overflow<nsw> : i32
      %568 = llvm.add %498, %567 : i32
      %569 = llvm.insertelement %568, %497[%2 : i64] : vector<2xi32>
      %570 = llvm.bitcast %569 : vector<2xi32> to i64
      %571 = llvm.add %500, %567 : i32
      %572 = llvm.insertelement %571, %499[%2 : i64] : vector<2xi32>
      %573 = llvm.bitcast %572 : vector<2xi32> to i64
      %574 = llvm.extractvalue %563[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %575 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %575, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      "nvvm.tcgen05.mma"(%501, %570, %573, %63, %565, %574) <{collectorOp = #nvvm.tcgen05_mma_collectorop<discard>, collectorOpB = #nvvm.tcgen05_mma_collectorop<discard>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>}> : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>) -> ()
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %576 = llvm.add %562, %66 : i32
      llvm.br ^bb241(%576, %566 : i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>) {loop_annotation = #loop_annotation1}
    ^bb245:  // pred: ^bb241
      %577 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %577, ^bb246, ^bb247
    ^bb246:  // pred: ^bb245
      "nvvm.tcgen05.commit"(%126, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb247
    ^bb247:  // 2 preds: ^bb245, ^bb246
      %578 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %578, ^bb248, ^bb249
    ^bb248:  // pred: ^bb247
      "nvvm.tcgen05.commit"(%175, %35) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb249
    ^bb249:  // 2 preds: ^bb247, ^bb248
      %579 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %579, ^bb250, ^bb251
    ^bb250:  // pred: ^bb249
      "nvvm.tcgen05.commit"(%202, %197) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
      llvm.br ^bb251
    ^bb251:  // 2 preds: ^bb249, ^bb250
      %580 = llvm.xor %509, %66 : i32
      %581 = llvm.xor %451, %66 : i32
      %582 = llvm.xor %504, %66 : i32
      %583 = llvm.xor %505, %66 : i32
      %584 = llvm.xor %506, %66 : i32
      llvm.br ^bb253(%584, %582, %583, %561, %507, %510, %558, %580, %581 : i32, i32, i32, i32, i32, i32, i32, i32, i32)
    ^bb252:  // pred: ^bb201
      llvm.br ^bb253(%443, %444, %446, %445, %447, %448, %450, %449, %451 : i32, i32, i32, i32, i32, i32, i32, i32, i32)
    ^bb253(%585: i32, %586: i32, %587: i32, %588: i32, %589: i32, %590: i32, %591: i32, %592: i32, %593: i32):  // 2 preds: ^bb251, ^bb252
      llvm.br ^bb254
    ^bb254:  // pred: ^bb253
      llvm.br ^bb200(%585, %586, %588, %587, %20, %589, %590, %592, %591, %593 : i32, i32, i32, i32, i1, i32, i32, i32, i32, i32)
    ^bb255:  // pred: ^bb200
      llvm.cond_br %147, ^bb256, ^bb257
    ^bb256:  // pred: ^bb255
      "nvvm.tcgen05.relinquish_alloc_permit"() <{group = #nvvm.cta_group<cta_2>}> : () -> ()
      llvm.br ^bb257
    ^bb257:  // 2 preds: ^bb255, ^bb256
      "nvvm.barrier"(%32, %33) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %147, ^bb258, ^bb259
    ^bb258:  // pred: ^bb257
      %594 = llvm.xor %154, %66 : i32
      %595 = "nvvm.mapa"(%128, %594) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%595, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %128, %14, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %596 = llvm.inttoptr %405 : i32 to !llvm.ptr<6>
      "nvvm.tcgen05.dealloc"(%596, %28) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<6>, i32) -> ()
      llvm.br ^bb259
    ^bb259:  // 2 preds: ^bb257, ^bb258
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb196, ^bb259
      llvm.br ^bb261
    ^bb261:  // 2 preds: ^bb195, ^bb260
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb109, ^bb261
      llvm.br ^bb263
    ^bb263:  // 2 preds: ^bb99, ^bb262
      %597 = llvm.icmp "sge" %113, %16 : i32
      %598 = llvm.icmp "sle" %113, %36 : i32
      %599 = llvm.and %597, %598 : i1
      llvm.cond_br %599, ^bb264, ^bb604
    ^bb264:  // pred: ^bb263
      "nvvm.setmaxregister"() <{action = #nvvm<action increase>, regCount = 136 : i32}> : () -> ()
      "nvvm.barrier"(%32, %33) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %600 = llvm.srem %95, %25 : i32
      %601 = llvm.srem %600, %24 : i32
      %602 = "nvvm.shfl.sync"(%39, %115, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %603 = llvm.srem %602, %13 : i32
      %604 = llvm.mul %603, %24 overflow<nsw> : i32
      %605 = llvm.sdiv %600, %64 : i32
      %606 = llvm.sdiv %605, %16 : i32
      %607 = llvm.srem %605, %16 : i32
      %608 = llvm.mul %607, %37 overflow<nsw> : i32
      %609 = llvm.mul %606, %64 overflow<nsw> : i32
      %610 = llvm.add %608, %609 overflow<nsw> : i32
      %611 = llvm.add %610, %25 : i32
      %612 = llvm.srem %600, %64 : i32
      %613 = llvm.mul %607, %64 overflow<nsw> : i32
      %614 = llvm.add %612, %613 overflow<nsw> : i32
      %615 = llvm.add %604, %614 overflow<nsw> : i32
      %616 = llvm.getelementptr %143[%609] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %617 = llvm.getelementptr %144[%609] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %618 = llvm.mul %606, %18 overflow<nsw> : i32
      %619 = llvm.add %608, %618 overflow<nsw> : i32
      %620 = llvm.add %619, %25 : i32
      %621 = llvm.mul %612, %65 overflow<nsw> : i32
      %622 = llvm.mul %607, %38 overflow<nsw> : i32
      %623 = llvm.add %621, %622 overflow<nsw> : i32
      %624 = llvm.add %623, %609 overflow<nsw> : i32
      %625 = llvm.getelementptr %142[%624] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %626 = llvm.getelementptr %140[%624] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %627 = llvm.xor %154, %66 : i32
      %628 = "nvvm.read.ptx.sreg.ctaid.y"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %629 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %630 = llvm.sdiv %114, %13 : i32
      %631 = llvm.mul %630, %13 : i32
      %632 = llvm.icmp "ne" %114, %631 : i32
      %633 = llvm.icmp "slt" %114, %14 : i32
      %634 = llvm.and %632, %633 : i1
      %635 = llvm.add %630, %39 : i32
      %636 = llvm.select %634, %635, %630 : i1, i32
      %637 = llvm.sdiv %207, %24 : i32
      %638 = llvm.mul %637, %24 : i32
      %639 = llvm.icmp "ne" %207, %638 : i32
      %640 = llvm.icmp "slt" %207, %14 : i32
      %641 = llvm.icmp "eq" %640, %20 : i1
      %642 = llvm.and %639, %641 : i1
      %643 = llvm.add %637, %66 : i32
      %644 = llvm.select %642, %643, %637 : i1, i32
      %645 = llvm.mul %636, %25 : i32
      %646 = llvm.add %645, %207 overflow<nsw> : i32
      %647 = llvm.sub %646, %208 overflow<nsw> : i32
      %648 = llvm.sdiv %647, %24 : i32
      %649 = llvm.icmp "sgt" %648, %14 : i32
      %650 = llvm.select %649, %648, %14 : i1, i32
      %651 = llvm.sub %644, %650 overflow<nsw> : i32
      %652 = llvm.sub %208, %645 overflow<nsw> : i32
      %653 = llvm.sub %652, %615 overflow<nsw> : i32
      %654 = llvm.icmp "sle" %653, %14 : i32
      %655 = llvm.getelementptr %80[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %656 = llvm.getelementptr %80[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %657 = llvm.getelementptr %80[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %658 = llvm.getelementptr %80[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %659 = llvm.getelementptr %80[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %660 = llvm.getelementptr %80[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %661 = llvm.getelementptr %80[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %662 = llvm.getelementptr %80[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %663 = llvm.getelementptr %80[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %664 = llvm.getelementptr %80[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %665 = llvm.getelementptr %80[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %666 = llvm.getelementptr %80[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %667 = llvm.getelementptr %80[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %668 = llvm.getelementptr %80[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %669 = llvm.getelementptr %80[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %670 = llvm.getelementptr %80[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %671 = llvm.getelementptr %80[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %672 = llvm.getelementptr %80[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %673 = llvm.getelementptr %80[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %674 = llvm.getelementptr %80[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %675 = llvm.getelementptr %80[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %676 = llvm.getelementptr %80[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %677 = llvm.getelementptr %80[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %678 = llvm.getelementptr %80[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %679 = llvm.getelementptr %80[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %680 = llvm.getelementptr %80[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %681 = llvm.getelementptr %80[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %682 = llvm.getelementptr %80[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %683 = llvm.getelementptr %80[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %684 = llvm.getelementptr %80[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %685 = llvm.getelementptr %80[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %686 = llvm.getelementptr %80[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %687 = llvm.getelementptr %80[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %688 = llvm.getelementptr %80[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %689 = llvm.getelementptr %80[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %690 = llvm.getelementptr %80[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %691 = llvm.getelementptr %80[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %692 = llvm.getelementptr %80[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %693 = llvm.getelementptr %80[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %694 = llvm.getelementptr %80[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %695 = llvm.getelementptr %80[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %696 = llvm.getelementptr %80[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %697 = llvm.getelementptr %80[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %698 = llvm.getelementptr %80[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %699 = llvm.getelementptr %80[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %700 = llvm.getelementptr %80[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %701 = llvm.getelementptr %80[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %702 = llvm.getelementptr %80[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %703 = llvm.getelementptr %80[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %704 = llvm.getelementptr %80[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %705 = llvm.getelementptr %80[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %706 = llvm.getelementptr %80[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %707 = llvm.getelementptr %80[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %708 = llvm.getelementptr %80[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %709 = llvm.getelementptr %80[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %710 = llvm.getelementptr %80[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %711 = llvm.getelementptr %80[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %712 = llvm.getelementptr %80[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %713 = llvm.getelementptr %80[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %714 = llvm.getelementptr %80[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %715 = llvm.getelementptr %80[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %716 = llvm.getelementptr %80[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %717 = llvm.getelementptr %80[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %718 = llvm.getelementptr %81[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %719 = llvm.insertelement %arg29, %1[%14 : i32] : vector<2xf32>
      %720 = llvm.shufflevector %719, %1 [0, 0] : vector<2xf32> 
      %721 = llvm.getelementptr %81[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %722 = llvm.getelementptr %81[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %723 = llvm.getelementptr %81[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %724 = llvm.getelementptr %81[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %725 = llvm.getelementptr %81[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %726 = llvm.getelementptr %81[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %727 = llvm.getelementptr %81[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %728 = llvm.getelementptr %81[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %729 = llvm.getelementptr %81[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %730 = llvm.getelementptr %81[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %731 = llvm.getelementptr %81[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %732 = llvm.getelementptr %81[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %733 = llvm.getelementptr %81[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %734 = llvm.getelementptr %81[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %735 = llvm.getelementptr %81[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %736 = llvm.getelementptr %81[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %737 = llvm.getelementptr %81[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %738 = llvm.getelementptr %81[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %739 = llvm.getelementptr %81[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %740 = llvm.getelementptr %81[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %741 = llvm.getelementptr %81[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %742 = llvm.getelementptr %81[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %743 = llvm.getelementptr %81[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %744 = llvm.getelementptr %81[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %745 = llvm.getelementptr %81[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %746 = llvm.getelementptr %81[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %747 = llvm.getelementptr %81[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %748 = llvm.getelementptr %81[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %749 = llvm.getelementptr %81[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %750 = llvm.getelementptr %81[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %751 = llvm.getelementptr %79[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %752 = llvm.getelementptr %79[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %753 = llvm.getelementptr %79[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %754 = llvm.getelementptr %79[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %755 = llvm.getelementptr %79[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %756 = llvm.getelementptr %79[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %757 = llvm.getelementptr %79[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %758 = llvm.getelementptr %79[8] : (!llvm.ptr) -> !llvm.ptr, i32
      %759 = llvm.getelementptr %79[9] : (!llvm.ptr) -> !llvm.ptr, i32
      %760 = llvm.getelementptr %79[10] : (!llvm.ptr) -> !llvm.ptr, i32
      %761 = llvm.getelementptr %79[11] : (!llvm.ptr) -> !llvm.ptr, i32
      %762 = llvm.getelementptr %79[12] : (!llvm.ptr) -> !llvm.ptr, i32
      %763 = llvm.getelementptr %79[13] : (!llvm.ptr) -> !llvm.ptr, i32
      %764 = llvm.getelementptr %79[14] : (!llvm.ptr) -> !llvm.ptr, i32
      %765 = llvm.getelementptr %79[15] : (!llvm.ptr) -> !llvm.ptr, i32
      %766 = llvm.inttoptr %619 : i32 to !llvm.ptr<6>
      %767 = llvm.getelementptr %616[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %768 = llvm.getelementptr %79[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %769 = llvm.getelementptr %768[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %770 = llvm.getelementptr %768[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %771 = llvm.getelementptr %768[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %772 = llvm.getelementptr %768[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %773 = llvm.getelementptr %768[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %774 = llvm.getelementptr %768[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %775 = llvm.getelementptr %768[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %776 = llvm.getelementptr %768[8] : (!llvm.ptr) -> !llvm.ptr, i32
      %777 = llvm.getelementptr %768[9] : (!llvm.ptr) -> !llvm.ptr, i32
      %778 = llvm.getelementptr %768[10] : (!llvm.ptr) -> !llvm.ptr, i32
      %779 = llvm.getelementptr %768[11] : (!llvm.ptr) -> !llvm.ptr, i32
      %780 = llvm.getelementptr %768[12] : (!llvm.ptr) -> !llvm.ptr, i32
      %781 = llvm.getelementptr %768[13] : (!llvm.ptr) -> !llvm.ptr, i32
      %782 = llvm.getelementptr %768[14] : (!llvm.ptr) -> !llvm.ptr, i32
      %783 = llvm.getelementptr %768[15] : (!llvm.ptr) -> !llvm.ptr, i32
      %784 = llvm.getelementptr %79[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %785 = llvm.add %619, %64 : i32
      %786 = llvm.inttoptr %785 : i32 to !llvm.ptr<6>
      %787 = llvm.inttoptr %611 : i32 to !llvm.ptr<6>
      %788 = llvm.getelementptr %77[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %789 = llvm.getelementptr %78[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %790 = llvm.getelementptr %77[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %791 = llvm.getelementptr %77[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %792 = llvm.getelementptr %78[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %793 = llvm.getelementptr %78[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %794 = llvm.getelementptr %77[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %795 = llvm.getelementptr %77[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %796 = llvm.getelementptr %78[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %797 = llvm.getelementptr %78[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %798 = llvm.getelementptr %77[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %799 = llvm.getelementptr %77[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %800 = llvm.getelementptr %78[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %801 = llvm.getelementptr %78[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %802 = llvm.getelementptr %77[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %803 = llvm.getelementptr %77[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %804 = llvm.getelementptr %78[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %805 = llvm.getelementptr %78[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %806 = llvm.getelementptr %77[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %807 = llvm.getelementptr %77[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %808 = llvm.getelementptr %78[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %809 = llvm.getelementptr %78[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %810 = llvm.getelementptr %77[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %811 = llvm.getelementptr %77[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %812 = llvm.getelementptr %78[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %813 = llvm.getelementptr %78[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %814 = llvm.getelementptr %77[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %815 = llvm.getelementptr %77[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %816 = llvm.getelementptr %78[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %817 = llvm.getelementptr %78[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %818 = llvm.getelementptr %77[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %819 = llvm.getelementptr %77[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %820 = llvm.getelementptr %78[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %821 = llvm.getelementptr %78[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %822 = llvm.getelementptr %77[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %823 = llvm.getelementptr %77[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %824 = llvm.getelementptr %78[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %825 = llvm.getelementptr %78[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %826 = llvm.getelementptr %77[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %827 = llvm.getelementptr %77[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %828 = llvm.getelementptr %78[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %829 = llvm.getelementptr %78[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %830 = llvm.getelementptr %77[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %831 = llvm.getelementptr %77[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %832 = llvm.getelementptr %78[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %833 = llvm.getelementptr %78[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %834 = llvm.getelementptr %77[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %835 = llvm.getelementptr %77[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %836 = llvm.getelementptr %78[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %837 = llvm.getelementptr %78[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %838 = llvm.getelementptr %77[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %839 = llvm.getelementptr %77[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %840 = llvm.getelementptr %78[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %841 = llvm.getelementptr %78[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %842 = llvm.getelementptr %77[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %843 = llvm.getelementptr %77[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %844 = llvm.getelementptr %78[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %845 = llvm.getelementptr %78[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %846 = llvm.getelementptr %77[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %847 = llvm.getelementptr %77[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %848 = llvm.getelementptr %78[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %849 = llvm.getelementptr %78[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %850 = llvm.getelementptr %76[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %851 = llvm.getelementptr %76[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %852 = llvm.getelementptr %76[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %853 = llvm.getelementptr %76[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %854 = llvm.getelementptr %76[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %855 = llvm.getelementptr %76[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %856 = llvm.getelementptr %76[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %857 = llvm.getelementptr %76[8] : (!llvm.ptr) -> !llvm.ptr, i32
      %858 = llvm.getelementptr %76[9] : (!llvm.ptr) -> !llvm.ptr, i32
      %859 = llvm.getelementptr %76[10] : (!llvm.ptr) -> !llvm.ptr, i32
      %860 = llvm.getelementptr %76[11] : (!llvm.ptr) -> !llvm.ptr, i32
      %861 = llvm.getelementptr %76[12] : (!llvm.ptr) -> !llvm.ptr, i32
      %862 = llvm.getelementptr %76[13] : (!llvm.ptr) -> !llvm.ptr, i32
      %863 = llvm.getelementptr %76[14] : (!llvm.ptr) -> !llvm.ptr, i32
      %864 = llvm.getelementptr %76[15] : (!llvm.ptr) -> !llvm.ptr, i32
      %865 = llvm.inttoptr %620 : i32 to !llvm.ptr<6>
      %866 = llvm.icmp "eq" %627, %14 : i32
      %867 = llvm.add %611, %65 : i32
      %868 = llvm.inttoptr %867 : i32 to !llvm.ptr<6>
      %869 = llvm.getelementptr %617[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %870 = llvm.getelementptr %73[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %871 = llvm.getelementptr %74[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %872 = llvm.getelementptr %73[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %873 = llvm.getelementptr %73[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %874 = llvm.getelementptr %74[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %875 = llvm.getelementptr %74[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %876 = llvm.getelementptr %73[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %877 = llvm.getelementptr %73[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %878 = llvm.getelementptr %74[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %879 = llvm.getelementptr %74[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %880 = llvm.getelementptr %73[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %881 = llvm.getelementptr %73[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %882 = llvm.getelementptr %74[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %883 = llvm.getelementptr %74[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %884 = llvm.getelementptr %73[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %885 = llvm.getelementptr %73[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %886 = llvm.getelementptr %74[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %887 = llvm.getelementptr %74[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %888 = llvm.getelementptr %73[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %889 = llvm.getelementptr %73[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %890 = llvm.getelementptr %74[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %891 = llvm.getelementptr %74[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %892 = llvm.getelementptr %73[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %893 = llvm.getelementptr %73[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %894 = llvm.getelementptr %74[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %895 = llvm.getelementptr %74[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %896 = llvm.getelementptr %73[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %897 = llvm.getelementptr %73[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %898 = llvm.getelementptr %74[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %899 = llvm.getelementptr %74[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %900 = llvm.getelementptr %73[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %901 = llvm.getelementptr %73[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %902 = llvm.getelementptr %74[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %903 = llvm.getelementptr %74[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %904 = llvm.getelementptr %73[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %905 = llvm.getelementptr %73[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %906 = llvm.getelementptr %74[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %907 = llvm.getelementptr %74[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %908 = llvm.getelementptr %73[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %909 = llvm.getelementptr %73[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %910 = llvm.getelementptr %74[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %911 = llvm.getelementptr %74[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %912 = llvm.getelementptr %73[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %913 = llvm.getelementptr %73[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %914 = llvm.getelementptr %74[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %915 = llvm.getelementptr %74[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %916 = llvm.getelementptr %73[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %917 = llvm.getelementptr %73[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %918 = llvm.getelementptr %74[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %919 = llvm.getelementptr %74[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %920 = llvm.getelementptr %73[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %921 = llvm.getelementptr %73[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %922 = llvm.getelementptr %74[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %923 = llvm.getelementptr %74[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %924 = llvm.getelementptr %73[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %925 = llvm.getelementptr %73[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %926 = llvm.getelementptr %74[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %927 = llvm.getelementptr %74[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %928 = llvm.getelementptr %73[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %929 = llvm.getelementptr %73[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %930 = llvm.getelementptr %74[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %931 = llvm.getelementptr %74[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %932 = llvm.getelementptr %72[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %933 = llvm.getelementptr %72[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %934 = llvm.getelementptr %72[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %935 = llvm.getelementptr %72[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %936 = llvm.getelementptr %72[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %937 = llvm.getelementptr %72[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %938 = llvm.getelementptr %72[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %939 = llvm.getelementptr %72[8] : (!llvm.ptr) -> !llvm.ptr, i32
      %940 = llvm.getelementptr %72[9] : (!llvm.ptr) -> !llvm.ptr, i32
      %941 = llvm.getelementptr %72[10] : (!llvm.ptr) -> !llvm.ptr, i32
      %942 = llvm.getelementptr %72[11] : (!llvm.ptr) -> !llvm.ptr, i32
      %943 = llvm.getelementptr %72[12] : (!llvm.ptr) -> !llvm.ptr, i32
      %944 = llvm.getelementptr %72[13] : (!llvm.ptr) -> !llvm.ptr, i32
      %945 = llvm.getelementptr %72[14] : (!llvm.ptr) -> !llvm.ptr, i32
      %946 = llvm.getelementptr %72[15] : (!llvm.ptr) -> !llvm.ptr, i32
      %947 = llvm.add %620, %64 : i32
      %948 = llvm.inttoptr %947 : i32 to !llvm.ptr<6>
      %949 = llvm.icmp "eq" %627, %66 : i32
      %950 = llvm.icmp "eq" %600, %14 : i32
      %951 = llvm.sdiv %600, %24 : i32
      %952 = llvm.mul %951, %24 : i32
      %953 = llvm.icmp "ne" %600, %952 : i32
      %954 = llvm.icmp "slt" %600, %14 : i32
      %955 = llvm.and %953, %954 : i1
      %956 = llvm.add %951, %39 : i32
      %957 = llvm.select %955, %956, %951 : i1, i32
      %958 = llvm.srem %113, %16 : i32
      %959 = llvm.icmp "eq" %958, %14 : i32
      %960 = llvm.mul %957, %43 overflow<nsw> : i32
      %961 = llvm.getelementptr %136[%960] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %962 = llvm.mul %601, %65 overflow<nsw> : i32
      %963 = llvm.getelementptr %136[%962] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %964 = llvm.mul %114, %24 overflow<nsw> : i32
      %965 = llvm.mul %957, %65 overflow<nsw> : i32
      %966 = llvm.sdiv %601, %64 : i32
      %967 = llvm.mul %966, %37 overflow<nsw> : i32
      %968 = llvm.add %967, %24 : i32
      %969 = llvm.add %968, %965 : i32
      %970 = llvm.add %957, %66 : i32
      %971 = llvm.getelementptr %135[%960] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %972 = llvm.getelementptr %135[%962] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %973 = llvm.getelementptr %125[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %974 = llvm.add %967, %3 : i32
      %975 = llvm.add %974, %965 : i32
      %976 = llvm.insertelement %arg28, %1[%14 : i32] : vector<2xf32>
      %977 = llvm.shufflevector %976, %1 [0, 0] : vector<2xf32> 
      llvm.br ^bb265(%14, %21, %66, %14, %14, %14 : i32, i1, i32, i32, i32, i32)
    ^bb265(%978: i32, %979: i1, %980: i32, %981: i32, %982: i32, %983: i32):  // 2 preds: ^bb264, ^bb602
      llvm.cond_br %979, ^bb266(%978, %980, %981, %982, %983 : i32, i32, i32, i32, i32), ^bb603
    ^bb266(%984: i32, %985: i32, %986: i32, %987: i32, %988: i32):  // pred: ^bb265
      llvm.br ^bb267(%14, %985, %986, %987, %988 : i32, i32, i32, i32, i32)
    ^bb267(%989: i32, %990: i32, %991: i32, %992: i32, %993: i32):  // 2 preds: ^bb266, ^bb576
      %994 = llvm.icmp "slt" %989, %651 : i32
      llvm.cond_br %994, ^bb268, ^bb577
    ^bb268:  // pred: ^bb267
      %995 = llvm.add %650, %989 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %120, %991, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %122, %992, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb269(%14 : i32)
    ^bb269(%996: i32):  // 2 preds: ^bb268, ^bb270
      %997 = llvm.icmp "slt" %996, %13 : i32
      llvm.cond_br %997, ^bb270, ^bb271
    ^bb270:  // pred: ^bb269
      %998 = llvm.srem %996, %13 : i32
      %999 = llvm.mul %998, %65 overflow<nsw> : i32
      %1000 = llvm.add %610, %999 : i32
      %1001 = llvm.mul %998, %64 overflow<nsw> : i32
      %1002 = llvm.getelementptr %80[%1001] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1003 = llvm.inttoptr %1000 : i32 to !llvm.ptr<6>
      %1004 = "nvvm.tcgen05.ld"(%1003) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %1004, %1002 : vector<32xi32>, !llvm.ptr
      %1005 = llvm.add %996, %66 : i32
      llvm.br ^bb269(%1005 : i32) {loop_annotation = #loop_annotation2}
    ^bb271:  // pred: ^bb269
      %1006 = llvm.icmp "sgt" %989, %14 : i32
      llvm.cond_br %1006, ^bb272, ^bb275
    ^bb272:  // pred: ^bb271
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      %1007 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %1007, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1008 = "nvvm.mapa"(%124, %162) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%1008, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1009 = llvm.xor %990, %66 : i32
      llvm.br ^bb276(%1009 : i32)
    ^bb275:  // pred: ^bb271
      llvm.br ^bb276(%990 : i32)
    ^bb276(%1010: i32):  // 2 preds: ^bb274, ^bb275
      llvm.br ^bb277
    ^bb277:  // pred: ^bb276
      %1011 = llvm.mul %995, %24 : i32
      %1012 = llvm.sub %207, %1011 overflow<nsw> : i32
      %1013 = llvm.sub %1012, %609 overflow<nsw> : i32
      %1014 = llvm.sub %1013, %653 overflow<nsw> : i32
      %1015 = llvm.select %654, %24, %1014 : i1, i32
      %1016 = llvm.sdiv %1015, %65 : i32
      %1017 = llvm.mul %1016, %65 : i32
      %1018 = llvm.icmp "ne" %1015, %1017 : i32
      %1019 = llvm.icmp "slt" %1015, %14 : i32
      %1020 = llvm.and %1018, %1019 : i1
      %1021 = llvm.add %1016, %39 : i32
      %1022 = llvm.select %1020, %1021, %1016 : i1, i32
      %1023 = llvm.mul %1022, %64 : i32
      %1024 = llvm.srem %1015, %65 : i32
      %1025 = llvm.icmp "slt" %1024, %64 : i32
      %1026 = llvm.select %1025, %1024, %64 : i1, i32
      %1027 = llvm.add %1023, %1026 : i32
      %1028 = llvm.icmp "sgt" %1027, %14 : i32
      %1029 = llvm.select %1028, %1027, %14 : i1, i32
      %1030 = llvm.inline_asm asm_dialect = att "shl.b32 $0, $1, $2;", "=r,r,r" %39, %1029 : (i32, i32) -> i32
      %1031 = llvm.and %1030, %66 : i32
      %1032 = llvm.icmp "ne" %1031, %14 : i32
      llvm.cond_br %1032, ^bb278, ^bb279
    ^bb278:  // pred: ^bb277
      %1033 = llvm.load %80 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb280(%1033 : f32)
    ^bb279:  // pred: ^bb277
      llvm.br ^bb280(%40 : f32)
    ^bb280(%1034: f32):  // 2 preds: ^bb278, ^bb279
      llvm.br ^bb281
    ^bb281:  // pred: ^bb280
      llvm.store %1034, %80 {alignment = 32 : i64} : f32, !llvm.ptr
      %1035 = llvm.and %1030, %13 : i32
      %1036 = llvm.icmp "ne" %1035, %14 : i32
      llvm.cond_br %1036, ^bb282, ^bb283
    ^bb282:  // pred: ^bb281
      %1037 = llvm.load %655 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb284(%1037 : f32)
    ^bb283:  // pred: ^bb281
      llvm.br ^bb284(%40 : f32)
    ^bb284(%1038: f32):  // 2 preds: ^bb282, ^bb283
      llvm.br ^bb285
    ^bb285:  // pred: ^bb284
      llvm.store %1038, %655 {alignment = 4 : i64} : f32, !llvm.ptr
      %1039 = llvm.and %1030, %16 : i32
      %1040 = llvm.icmp "ne" %1039, %14 : i32
      llvm.cond_br %1040, ^bb286, ^bb287
    ^bb286:  // pred: ^bb285
      %1041 = llvm.load %656 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb288(%1041 : f32)
    ^bb287:  // pred: ^bb285
      llvm.br ^bb288(%40 : f32)
    ^bb288(%1042: f32):  // 2 preds: ^bb286, ^bb287
      llvm.br ^bb289
    ^bb289:  // pred: ^bb288
      llvm.store %1042, %656 {alignment = 8 : i64} : f32, !llvm.ptr
      %1043 = llvm.and %1030, %19 : i32
      %1044 = llvm.icmp "ne" %1043, %14 : i32
      llvm.cond_br %1044, ^bb290, ^bb291
    ^bb290:  // pred: ^bb289
      %1045 = llvm.load %657 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb292(%1045 : f32)
    ^bb291:  // pred: ^bb289
      llvm.br ^bb292(%40 : f32)
    ^bb292(%1046: f32):  // 2 preds: ^bb290, ^bb291
      llvm.br ^bb293
    ^bb293:  // pred: ^bb292
      llvm.store %1046, %657 {alignment = 4 : i64} : f32, !llvm.ptr
      %1047 = llvm.and %1030, %18 : i32
      %1048 = llvm.icmp "ne" %1047, %14 : i32
      llvm.cond_br %1048, ^bb294, ^bb295
    ^bb294:  // pred: ^bb293
      %1049 = llvm.load %658 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb296(%1049 : f32)
    ^bb295:  // pred: ^bb293
      llvm.br ^bb296(%40 : f32)
    ^bb296(%1050: f32):  // 2 preds: ^bb294, ^bb295
      llvm.br ^bb297
    ^bb297:  // pred: ^bb296
      llvm.store %1050, %658 {alignment = 16 : i64} : f32, !llvm.ptr
      %1051 = llvm.and %1030, %64 : i32
      %1052 = llvm.icmp "ne" %1051, %14 : i32
      llvm.cond_br %1052, ^bb298, ^bb299
    ^bb298:  // pred: ^bb297
      %1053 = llvm.load %659 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb300(%1053 : f32)
    ^bb299:  // pred: ^bb297
      llvm.br ^bb300(%40 : f32)
    ^bb300(%1054: f32):  // 2 preds: ^bb298, ^bb299
      llvm.br ^bb301
    ^bb301:  // pred: ^bb300
      llvm.store %1054, %659 {alignment = 4 : i64} : f32, !llvm.ptr
      %1055 = llvm.and %1030, %65 : i32
      %1056 = llvm.icmp "ne" %1055, %14 : i32
      llvm.cond_br %1056, ^bb302, ^bb303
    ^bb302:  // pred: ^bb301
      %1057 = llvm.load %660 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb304(%1057 : f32)
    ^bb303:  // pred: ^bb301
      llvm.br ^bb304(%40 : f32)
    ^bb304(%1058: f32):  // 2 preds: ^bb302, ^bb303
      llvm.br ^bb305
    ^bb305:  // pred: ^bb304
      llvm.store %1058, %660 {alignment = 8 : i64} : f32, !llvm.ptr
      %1059 = llvm.and %1030, %24 : i32
      %1060 = llvm.icmp "ne" %1059, %14 : i32
      llvm.cond_br %1060, ^bb306, ^bb307
    ^bb306:  // pred: ^bb305
      %1061 = llvm.load %661 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb308(%1061 : f32)
    ^bb307:  // pred: ^bb305
      llvm.br ^bb308(%40 : f32)
    ^bb308(%1062: f32):  // 2 preds: ^bb306, ^bb307
      llvm.br ^bb309
    ^bb309:  // pred: ^bb308
      llvm.store %1062, %661 {alignment = 4 : i64} : f32, !llvm.ptr
      %1063 = llvm.and %1030, %25 : i32
      %1064 = llvm.icmp "ne" %1063, %14 : i32
      llvm.cond_br %1064, ^bb310, ^bb311
    ^bb310:  // pred: ^bb309
      %1065 = llvm.load %662 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb312(%1065 : f32)
    ^bb311:  // pred: ^bb309
      llvm.br ^bb312(%40 : f32)
    ^bb312(%1066: f32):  // 2 preds: ^bb310, ^bb311
      llvm.br ^bb313
    ^bb313:  // pred: ^bb312
      llvm.store %1066, %662 {alignment = 32 : i64} : f32, !llvm.ptr
      %1067 = llvm.and %1030, %28 : i32
      %1068 = llvm.icmp "ne" %1067, %14 : i32
      llvm.cond_br %1068, ^bb314, ^bb315
    ^bb314:  // pred: ^bb313
      %1069 = llvm.load %663 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb316(%1069 : f32)
    ^bb315:  // pred: ^bb313
      llvm.br ^bb316(%40 : f32)
    ^bb316(%1070: f32):  // 2 preds: ^bb314, ^bb315
      llvm.br ^bb317
    ^bb317:  // pred: ^bb316
      llvm.store %1070, %663 {alignment = 4 : i64} : f32, !llvm.ptr
      %1071 = llvm.and %1030, %41 : i32
      %1072 = llvm.icmp "ne" %1071, %14 : i32
      llvm.cond_br %1072, ^bb318, ^bb319
    ^bb318:  // pred: ^bb317
      %1073 = llvm.load %664 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb320(%1073 : f32)
    ^bb319:  // pred: ^bb317
      llvm.br ^bb320(%40 : f32)
    ^bb320(%1074: f32):  // 2 preds: ^bb318, ^bb319
      llvm.br ^bb321
    ^bb321:  // pred: ^bb320
      llvm.store %1074, %664 {alignment = 8 : i64} : f32, !llvm.ptr
      %1075 = llvm.and %1030, %38 : i32
      %1076 = llvm.icmp "ne" %1075, %14 : i32
      llvm.cond_br %1076, ^bb322, ^bb323
    ^bb322:  // pred: ^bb321
      %1077 = llvm.load %665 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb324(%1077 : f32)
    ^bb323:  // pred: ^bb321
      llvm.br ^bb324(%40 : f32)
    ^bb324(%1078: f32):  // 2 preds: ^bb322, ^bb323
      llvm.br ^bb325
    ^bb325:  // pred: ^bb324
      llvm.store %1078, %665 {alignment = 4 : i64} : f32, !llvm.ptr
      %1079 = llvm.and %1030, %42 : i32
      %1080 = llvm.icmp "ne" %1079, %14 : i32
      llvm.cond_br %1080, ^bb326, ^bb327
    ^bb326:  // pred: ^bb325
      %1081 = llvm.load %666 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb328(%1081 : f32)
    ^bb327:  // pred: ^bb325
      llvm.br ^bb328(%40 : f32)
    ^bb328(%1082: f32):  // 2 preds: ^bb326, ^bb327
      llvm.br ^bb329
    ^bb329:  // pred: ^bb328
      llvm.store %1082, %666 {alignment = 16 : i64} : f32, !llvm.ptr
      %1083 = llvm.and %1030, %43 : i32
      %1084 = llvm.icmp "ne" %1083, %14 : i32
      llvm.cond_br %1084, ^bb330, ^bb331
    ^bb330:  // pred: ^bb329
      %1085 = llvm.load %667 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb332(%1085 : f32)
    ^bb331:  // pred: ^bb329
      llvm.br ^bb332(%40 : f32)
    ^bb332(%1086: f32):  // 2 preds: ^bb330, ^bb331
      llvm.br ^bb333
    ^bb333:  // pred: ^bb332
      llvm.store %1086, %667 {alignment = 4 : i64} : f32, !llvm.ptr
      %1087 = llvm.and %1030, %44 : i32
      %1088 = llvm.icmp "ne" %1087, %14 : i32
      llvm.cond_br %1088, ^bb334, ^bb335
    ^bb334:  // pred: ^bb333
      %1089 = llvm.load %668 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb336(%1089 : f32)
    ^bb335:  // pred: ^bb333
      llvm.br ^bb336(%40 : f32)
    ^bb336(%1090: f32):  // 2 preds: ^bb334, ^bb335
      llvm.br ^bb337
    ^bb337:  // pred: ^bb336
      llvm.store %1090, %668 {alignment = 8 : i64} : f32, !llvm.ptr
      %1091 = llvm.and %1030, %31 : i32
      %1092 = llvm.icmp "ne" %1091, %14 : i32
      llvm.cond_br %1092, ^bb338, ^bb339
    ^bb338:  // pred: ^bb337
      %1093 = llvm.load %669 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb340(%1093 : f32)
    ^bb339:  // pred: ^bb337
      llvm.br ^bb340(%40 : f32)
    ^bb340(%1094: f32):  // 2 preds: ^bb338, ^bb339
      llvm.br ^bb341
    ^bb341:  // pred: ^bb340
      llvm.store %1094, %669 {alignment = 4 : i64} : f32, !llvm.ptr
      %1095 = llvm.and %1030, %30 : i32
      %1096 = llvm.icmp "ne" %1095, %14 : i32
      llvm.cond_br %1096, ^bb342, ^bb343
    ^bb342:  // pred: ^bb341
      %1097 = llvm.load %670 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb344(%1097 : f32)
    ^bb343:  // pred: ^bb341
      llvm.br ^bb344(%40 : f32)
    ^bb344(%1098: f32):  // 2 preds: ^bb342, ^bb343
      llvm.br ^bb345
    ^bb345:  // pred: ^bb344
      llvm.store %1098, %670 {alignment = 32 : i64} : f32, !llvm.ptr
      %1099 = llvm.and %1030, %29 : i32
      %1100 = llvm.icmp "ne" %1099, %14 : i32
      llvm.cond_br %1100, ^bb346, ^bb347
    ^bb346:  // pred: ^bb345
      %1101 = llvm.load %671 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb348(%1101 : f32)
    ^bb347:  // pred: ^bb345
      llvm.br ^bb348(%40 : f32)
    ^bb348(%1102: f32):  // 2 preds: ^bb346, ^bb347
      llvm.br ^bb349
    ^bb349:  // pred: ^bb348
      llvm.store %1102, %671 {alignment = 4 : i64} : f32, !llvm.ptr
      %1103 = llvm.and %1030, %45 : i32
      %1104 = llvm.icmp "ne" %1103, %14 : i32
      llvm.cond_br %1104, ^bb350, ^bb351
    ^bb350:  // pred: ^bb349
      %1105 = llvm.load %672 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb352(%1105 : f32)
    ^bb351:  // pred: ^bb349
      llvm.br ^bb352(%40 : f32)
    ^bb352(%1106: f32):  // 2 preds: ^bb350, ^bb351
      llvm.br ^bb353
    ^bb353:  // pred: ^bb352
      llvm.store %1106, %672 {alignment = 8 : i64} : f32, !llvm.ptr
      %1107 = llvm.and %1030, %46 : i32
      %1108 = llvm.icmp "ne" %1107, %14 : i32
      llvm.cond_br %1108, ^bb354, ^bb355
    ^bb354:  // pred: ^bb353
      %1109 = llvm.load %673 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb356(%1109 : f32)
    ^bb355:  // pred: ^bb353
      llvm.br ^bb356(%40 : f32)
    ^bb356(%1110: f32):  // 2 preds: ^bb354, ^bb355
      llvm.br ^bb357
    ^bb357:  // pred: ^bb356
      llvm.store %1110, %673 {alignment = 4 : i64} : f32, !llvm.ptr
      %1111 = llvm.and %1030, %47 : i32
      %1112 = llvm.icmp "ne" %1111, %14 : i32
      llvm.cond_br %1112, ^bb358, ^bb359
    ^bb358:  // pred: ^bb357
      %1113 = llvm.load %674 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb360(%1113 : f32)
    ^bb359:  // pred: ^bb357
      llvm.br ^bb360(%40 : f32)
    ^bb360(%1114: f32):  // 2 preds: ^bb358, ^bb359
      llvm.br ^bb361
    ^bb361:  // pred: ^bb360
      llvm.store %1114, %674 {alignment = 16 : i64} : f32, !llvm.ptr
      %1115 = llvm.and %1030, %37 : i32
      %1116 = llvm.icmp "ne" %1115, %14 : i32
      llvm.cond_br %1116, ^bb362, ^bb363
    ^bb362:  // pred: ^bb361
      %1117 = llvm.load %675 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb364(%1117 : f32)
    ^bb363:  // pred: ^bb361
      llvm.br ^bb364(%40 : f32)
    ^bb364(%1118: f32):  // 2 preds: ^bb362, ^bb363
      llvm.br ^bb365
    ^bb365:  // pred: ^bb364
      llvm.store %1118, %675 {alignment = 4 : i64} : f32, !llvm.ptr
      %1119 = llvm.and %1030, %48 : i32
      %1120 = llvm.icmp "ne" %1119, %14 : i32
      llvm.cond_br %1120, ^bb366, ^bb367
    ^bb366:  // pred: ^bb365
      %1121 = llvm.load %676 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb368(%1121 : f32)
    ^bb367:  // pred: ^bb365
      llvm.br ^bb368(%40 : f32)
    ^bb368(%1122: f32):  // 2 preds: ^bb366, ^bb367
      llvm.br ^bb369
    ^bb369:  // pred: ^bb368
      llvm.store %1122, %676 {alignment = 8 : i64} : f32, !llvm.ptr
      %1123 = llvm.and %1030, %49 : i32
      %1124 = llvm.icmp "ne" %1123, %14 : i32
      llvm.cond_br %1124, ^bb370, ^bb371
    ^bb370:  // pred: ^bb369
      %1125 = llvm.load %677 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb372(%1125 : f32)
    ^bb371:  // pred: ^bb369
      llvm.br ^bb372(%40 : f32)
    ^bb372(%1126: f32):  // 2 preds: ^bb370, ^bb371
      llvm.br ^bb373
    ^bb373:  // pred: ^bb372
      llvm.store %1126, %677 {alignment = 4 : i64} : f32, !llvm.ptr
      %1127 = llvm.and %1030, %50 : i32
      %1128 = llvm.icmp "ne" %1127, %14 : i32
      llvm.cond_br %1128, ^bb374, ^bb375
    ^bb374:  // pred: ^bb373
      %1129 = llvm.load %678 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb376(%1129 : f32)
    ^bb375:  // pred: ^bb373
      llvm.br ^bb376(%40 : f32)
    ^bb376(%1130: f32):  // 2 preds: ^bb374, ^bb375
      llvm.br ^bb377
    ^bb377:  // pred: ^bb376
      llvm.store %1130, %678 {alignment = 32 : i64} : f32, !llvm.ptr
      %1131 = llvm.and %1030, %51 : i32
      %1132 = llvm.icmp "ne" %1131, %14 : i32
      llvm.cond_br %1132, ^bb378, ^bb379
    ^bb378:  // pred: ^bb377
      %1133 = llvm.load %679 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb380(%1133 : f32)
    ^bb379:  // pred: ^bb377
      llvm.br ^bb380(%40 : f32)
    ^bb380(%1134: f32):  // 2 preds: ^bb378, ^bb379
      llvm.br ^bb381
    ^bb381:  // pred: ^bb380
      llvm.store %1134, %679 {alignment = 4 : i64} : f32, !llvm.ptr
      %1135 = llvm.and %1030, %52 : i32
      %1136 = llvm.icmp "ne" %1135, %14 : i32
      llvm.cond_br %1136, ^bb382, ^bb383
    ^bb382:  // pred: ^bb381
      %1137 = llvm.load %680 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb384(%1137 : f32)
    ^bb383:  // pred: ^bb381
      llvm.br ^bb384(%40 : f32)
    ^bb384(%1138: f32):  // 2 preds: ^bb382, ^bb383
      llvm.br ^bb385
    ^bb385:  // pred: ^bb384
      llvm.store %1138, %680 {alignment = 8 : i64} : f32, !llvm.ptr
      %1139 = llvm.and %1030, %53 : i32
      %1140 = llvm.icmp "ne" %1139, %14 : i32
      llvm.cond_br %1140, ^bb386, ^bb387
    ^bb386:  // pred: ^bb385
      %1141 = llvm.load %681 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb388(%1141 : f32)
    ^bb387:  // pred: ^bb385
      llvm.br ^bb388(%40 : f32)
    ^bb388(%1142: f32):  // 2 preds: ^bb386, ^bb387
      llvm.br ^bb389
    ^bb389:  // pred: ^bb388
      llvm.store %1142, %681 {alignment = 4 : i64} : f32, !llvm.ptr
      %1143 = llvm.and %1030, %54 : i32
      %1144 = llvm.icmp "ne" %1143, %14 : i32
      llvm.cond_br %1144, ^bb390, ^bb391
    ^bb390:  // pred: ^bb389
      %1145 = llvm.load %682 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb392(%1145 : f32)
    ^bb391:  // pred: ^bb389
      llvm.br ^bb392(%40 : f32)
    ^bb392(%1146: f32):  // 2 preds: ^bb390, ^bb391
      llvm.br ^bb393
    ^bb393:  // pred: ^bb392
      llvm.store %1146, %682 {alignment = 16 : i64} : f32, !llvm.ptr
      %1147 = llvm.and %1030, %55 : i32
      %1148 = llvm.icmp "ne" %1147, %14 : i32
      llvm.cond_br %1148, ^bb394, ^bb395
    ^bb394:  // pred: ^bb393
      %1149 = llvm.load %683 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb396(%1149 : f32)
    ^bb395:  // pred: ^bb393
      llvm.br ^bb396(%40 : f32)
    ^bb396(%1150: f32):  // 2 preds: ^bb394, ^bb395
      llvm.br ^bb397
    ^bb397:  // pred: ^bb396
      llvm.store %1150, %683 {alignment = 4 : i64} : f32, !llvm.ptr
      %1151 = llvm.and %1030, %56 : i32
      %1152 = llvm.icmp "ne" %1151, %14 : i32
      llvm.cond_br %1152, ^bb398, ^bb399
    ^bb398:  // pred: ^bb397
      %1153 = llvm.load %684 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb400(%1153 : f32)
    ^bb399:  // pred: ^bb397
      llvm.br ^bb400(%40 : f32)
    ^bb400(%1154: f32):  // 2 preds: ^bb398, ^bb399
      llvm.br ^bb401
    ^bb401:  // pred: ^bb400
      llvm.store %1154, %684 {alignment = 8 : i64} : f32, !llvm.ptr
      %1155 = llvm.and %1030, %57 : i32
      %1156 = llvm.icmp "ne" %1155, %14 : i32
      llvm.cond_br %1156, ^bb402, ^bb403
    ^bb402:  // pred: ^bb401
      %1157 = llvm.load %685 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb404(%1157 : f32)
    ^bb403:  // pred: ^bb401
      llvm.br ^bb404(%40 : f32)
    ^bb404(%1158: f32):  // 2 preds: ^bb402, ^bb403
      llvm.br ^bb405
    ^bb405:  // pred: ^bb404
      llvm.store %1158, %685 {alignment = 4 : i64} : f32, !llvm.ptr
      %1159 = llvm.sub %1027, %64 : i32
      %1160 = llvm.icmp "sgt" %1159, %14 : i32
      %1161 = llvm.select %1160, %1159, %14 : i1, i32
      %1162 = llvm.inline_asm asm_dialect = att "shl.b32 $0, $1, $2;", "=r,r,r" %39, %1161 : (i32, i32) -> i32
      %1163 = llvm.and %1162, %66 : i32
      %1164 = llvm.icmp "ne" %1163, %14 : i32
      llvm.cond_br %1164, ^bb406, ^bb407
    ^bb406:  // pred: ^bb405
      %1165 = llvm.load %686 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb408(%1165 : f32)
    ^bb407:  // pred: ^bb405
      llvm.br ^bb408(%40 : f32)
    ^bb408(%1166: f32):  // 2 preds: ^bb406, ^bb407
      llvm.br ^bb409
    ^bb409:  // pred: ^bb408
      llvm.store %1166, %686 {alignment = 32 : i64} : f32, !llvm.ptr
      %1167 = llvm.and %1162, %13 : i32
      %1168 = llvm.icmp "ne" %1167, %14 : i32
      llvm.cond_br %1168, ^bb410, ^bb411
    ^bb410:  // pred: ^bb409
      %1169 = llvm.load %687 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb412(%1169 : f32)
    ^bb411:  // pred: ^bb409
      llvm.br ^bb412(%40 : f32)
    ^bb412(%1170: f32):  // 2 preds: ^bb410, ^bb411
      llvm.br ^bb413
    ^bb413:  // pred: ^bb412
      llvm.store %1170, %687 {alignment = 4 : i64} : f32, !llvm.ptr
      %1171 = llvm.and %1162, %16 : i32
      %1172 = llvm.icmp "ne" %1171, %14 : i32
      llvm.cond_br %1172, ^bb414, ^bb415
    ^bb414:  // pred: ^bb413
      %1173 = llvm.load %688 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb416(%1173 : f32)
    ^bb415:  // pred: ^bb413
      llvm.br ^bb416(%40 : f32)
    ^bb416(%1174: f32):  // 2 preds: ^bb414, ^bb415
      llvm.br ^bb417
    ^bb417:  // pred: ^bb416
      llvm.store %1174, %688 {alignment = 8 : i64} : f32, !llvm.ptr
      %1175 = llvm.and %1162, %19 : i32
      %1176 = llvm.icmp "ne" %1175, %14 : i32
      llvm.cond_br %1176, ^bb418, ^bb419
    ^bb418:  // pred: ^bb417
      %1177 = llvm.load %689 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb420(%1177 : f32)
    ^bb419:  // pred: ^bb417
      llvm.br ^bb420(%40 : f32)
    ^bb420(%1178: f32):  // 2 preds: ^bb418, ^bb419
      llvm.br ^bb421
    ^bb421:  // pred: ^bb420
      llvm.store %1178, %689 {alignment = 4 : i64} : f32, !llvm.ptr
      %1179 = llvm.and %1162, %18 : i32
      %1180 = llvm.icmp "ne" %1179, %14 : i32
      llvm.cond_br %1180, ^bb422, ^bb423
    ^bb422:  // pred: ^bb421
      %1181 = llvm.load %690 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb424(%1181 : f32)
    ^bb423:  // pred: ^bb421
      llvm.br ^bb424(%40 : f32)
    ^bb424(%1182: f32):  // 2 preds: ^bb422, ^bb423
      llvm.br ^bb425
    ^bb425:  // pred: ^bb424
      llvm.store %1182, %690 {alignment = 16 : i64} : f32, !llvm.ptr
      %1183 = llvm.and %1162, %64 : i32
      %1184 = llvm.icmp "ne" %1183, %14 : i32
      llvm.cond_br %1184, ^bb426, ^bb427
    ^bb426:  // pred: ^bb425
      %1185 = llvm.load %691 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb428(%1185 : f32)
    ^bb427:  // pred: ^bb425
      llvm.br ^bb428(%40 : f32)
    ^bb428(%1186: f32):  // 2 preds: ^bb426, ^bb427
      llvm.br ^bb429
    ^bb429:  // pred: ^bb428
      llvm.store %1186, %691 {alignment = 4 : i64} : f32, !llvm.ptr
      %1187 = llvm.and %1162, %65 : i32
      %1188 = llvm.icmp "ne" %1187, %14 : i32
      llvm.cond_br %1188, ^bb430, ^bb431
    ^bb430:  // pred: ^bb429
      %1189 = llvm.load %692 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb432(%1189 : f32)
    ^bb431:  // pred: ^bb429
      llvm.br ^bb432(%40 : f32)
    ^bb432(%1190: f32):  // 2 preds: ^bb430, ^bb431
      llvm.br ^bb433
    ^bb433:  // pred: ^bb432
      llvm.store %1190, %692 {alignment = 8 : i64} : f32, !llvm.ptr
      %1191 = llvm.and %1162, %24 : i32
      %1192 = llvm.icmp "ne" %1191, %14 : i32
      llvm.cond_br %1192, ^bb434, ^bb435
    ^bb434:  // pred: ^bb433
      %1193 = llvm.load %693 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb436(%1193 : f32)
    ^bb435:  // pred: ^bb433
      llvm.br ^bb436(%40 : f32)
    ^bb436(%1194: f32):  // 2 preds: ^bb434, ^bb435
      llvm.br ^bb437
    ^bb437:  // pred: ^bb436
      llvm.store %1194, %693 {alignment = 4 : i64} : f32, !llvm.ptr
      %1195 = llvm.and %1162, %25 : i32
      %1196 = llvm.icmp "ne" %1195, %14 : i32
      llvm.cond_br %1196, ^bb438, ^bb439
    ^bb438:  // pred: ^bb437
      %1197 = llvm.load %694 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb440(%1197 : f32)
    ^bb439:  // pred: ^bb437
      llvm.br ^bb440(%40 : f32)
    ^bb440(%1198: f32):  // 2 preds: ^bb438, ^bb439
      llvm.br ^bb441
    ^bb441:  // pred: ^bb440
      llvm.store %1198, %694 {alignment = 32 : i64} : f32, !llvm.ptr
      %1199 = llvm.and %1162, %28 : i32
      %1200 = llvm.icmp "ne" %1199, %14 : i32
      llvm.cond_br %1200, ^bb442, ^bb443
    ^bb442:  // pred: ^bb441
      %1201 = llvm.load %695 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb444(%1201 : f32)
    ^bb443:  // pred: ^bb441
      llvm.br ^bb444(%40 : f32)
    ^bb444(%1202: f32):  // 2 preds: ^bb442, ^bb443
      llvm.br ^bb445
    ^bb445:  // pred: ^bb444
      llvm.store %1202, %695 {alignment = 4 : i64} : f32, !llvm.ptr
      %1203 = llvm.and %1162, %41 : i32
      %1204 = llvm.icmp "ne" %1203, %14 : i32
      llvm.cond_br %1204, ^bb446, ^bb447
    ^bb446:  // pred: ^bb445
      %1205 = llvm.load %696 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb448(%1205 : f32)
    ^bb447:  // pred: ^bb445
      llvm.br ^bb448(%40 : f32)
    ^bb448(%1206: f32):  // 2 preds: ^bb446, ^bb447
      llvm.br ^bb449
    ^bb449:  // pred: ^bb448
      llvm.store %1206, %696 {alignment = 8 : i64} : f32, !llvm.ptr
      %1207 = llvm.and %1162, %38 : i32
      %1208 = llvm.icmp "ne" %1207, %14 : i32
      llvm.cond_br %1208, ^bb450, ^bb451
    ^bb450:  // pred: ^bb449
      %1209 = llvm.load %697 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb452(%1209 : f32)
    ^bb451:  // pred: ^bb449
      llvm.br ^bb452(%40 : f32)
    ^bb452(%1210: f32):  // 2 preds: ^bb450, ^bb451
      llvm.br ^bb453
    ^bb453:  // pred: ^bb452
      llvm.store %1210, %697 {alignment = 4 : i64} : f32, !llvm.ptr
      %1211 = llvm.and %1162, %42 : i32
      %1212 = llvm.icmp "ne" %1211, %14 : i32
      llvm.cond_br %1212, ^bb454, ^bb455
    ^bb454:  // pred: ^bb453
      %1213 = llvm.load %698 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb456(%1213 : f32)
    ^bb455:  // pred: ^bb453
      llvm.br ^bb456(%40 : f32)
    ^bb456(%1214: f32):  // 2 preds: ^bb454, ^bb455
      llvm.br ^bb457
    ^bb457:  // pred: ^bb456
      llvm.store %1214, %698 {alignment = 16 : i64} : f32, !llvm.ptr
      %1215 = llvm.and %1162, %43 : i32
      %1216 = llvm.icmp "ne" %1215, %14 : i32
      llvm.cond_br %1216, ^bb458, ^bb459
    ^bb458:  // pred: ^bb457
      %1217 = llvm.load %699 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb460(%1217 : f32)
    ^bb459:  // pred: ^bb457
      llvm.br ^bb460(%40 : f32)
    ^bb460(%1218: f32):  // 2 preds: ^bb458, ^bb459
      llvm.br ^bb461
    ^bb461:  // pred: ^bb460
      llvm.store %1218, %699 {alignment = 4 : i64} : f32, !llvm.ptr
      %1219 = llvm.and %1162, %44 : i32
      %1220 = llvm.icmp "ne" %1219, %14 : i32
      llvm.cond_br %1220, ^bb462, ^bb463
    ^bb462:  // pred: ^bb461
      %1221 = llvm.load %700 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb464(%1221 : f32)
    ^bb463:  // pred: ^bb461
      llvm.br ^bb464(%40 : f32)
    ^bb464(%1222: f32):  // 2 preds: ^bb462, ^bb463
      llvm.br ^bb465
    ^bb465:  // pred: ^bb464
      llvm.store %1222, %700 {alignment = 8 : i64} : f32, !llvm.ptr
      %1223 = llvm.and %1162, %31 : i32
      %1224 = llvm.icmp "ne" %1223, %14 : i32
      llvm.cond_br %1224, ^bb466, ^bb467
    ^bb466:  // pred: ^bb465
      %1225 = llvm.load %701 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb468(%1225 : f32)
    ^bb467:  // pred: ^bb465
      llvm.br ^bb468(%40 : f32)
    ^bb468(%1226: f32):  // 2 preds: ^bb466, ^bb467
      llvm.br ^bb469
    ^bb469:  // pred: ^bb468
      llvm.store %1226, %701 {alignment = 4 : i64} : f32, !llvm.ptr
      %1227 = llvm.and %1162, %30 : i32
      %1228 = llvm.icmp "ne" %1227, %14 : i32
      llvm.cond_br %1228, ^bb470, ^bb471
    ^bb470:  // pred: ^bb469
      %1229 = llvm.load %702 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb472(%1229 : f32)
    ^bb471:  // pred: ^bb469
      llvm.br ^bb472(%40 : f32)
    ^bb472(%1230: f32):  // 2 preds: ^bb470, ^bb471
      llvm.br ^bb473
    ^bb473:  // pred: ^bb472
      llvm.store %1230, %702 {alignment = 32 : i64} : f32, !llvm.ptr
      %1231 = llvm.and %1162, %29 : i32
      %1232 = llvm.icmp "ne" %1231, %14 : i32
      llvm.cond_br %1232, ^bb474, ^bb475
    ^bb474:  // pred: ^bb473
      %1233 = llvm.load %703 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb476(%1233 : f32)
    ^bb475:  // pred: ^bb473
      llvm.br ^bb476(%40 : f32)
    ^bb476(%1234: f32):  // 2 preds: ^bb474, ^bb475
      llvm.br ^bb477
    ^bb477:  // pred: ^bb476
      llvm.store %1234, %703 {alignment = 4 : i64} : f32, !llvm.ptr
      %1235 = llvm.and %1162, %45 : i32
      %1236 = llvm.icmp "ne" %1235, %14 : i32
      llvm.cond_br %1236, ^bb478, ^bb479
    ^bb478:  // pred: ^bb477
      %1237 = llvm.load %704 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb480(%1237 : f32)
    ^bb479:  // pred: ^bb477
      llvm.br ^bb480(%40 : f32)
    ^bb480(%1238: f32):  // 2 preds: ^bb478, ^bb479
      llvm.br ^bb481
    ^bb481:  // pred: ^bb480
      llvm.store %1238, %704 {alignment = 8 : i64} : f32, !llvm.ptr
      %1239 = llvm.and %1162, %46 : i32
      %1240 = llvm.icmp "ne" %1239, %14 : i32
      llvm.cond_br %1240, ^bb482, ^bb483
    ^bb482:  // pred: ^bb481
      %1241 = llvm.load %705 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb484(%1241 : f32)
    ^bb483:  // pred: ^bb481
      llvm.br ^bb484(%40 : f32)
    ^bb484(%1242: f32):  // 2 preds: ^bb482, ^bb483
      llvm.br ^bb485
    ^bb485:  // pred: ^bb484
      llvm.store %1242, %705 {alignment = 4 : i64} : f32, !llvm.ptr
      %1243 = llvm.and %1162, %47 : i32
      %1244 = llvm.icmp "ne" %1243, %14 : i32
      llvm.cond_br %1244, ^bb486, ^bb487
    ^bb486:  // pred: ^bb485
      %1245 = llvm.load %706 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb488(%1245 : f32)
    ^bb487:  // pred: ^bb485
      llvm.br ^bb488(%40 : f32)
    ^bb488(%1246: f32):  // 2 preds: ^bb486, ^bb487
      llvm.br ^bb489
    ^bb489:  // pred: ^bb488
      llvm.store %1246, %706 {alignment = 16 : i64} : f32, !llvm.ptr
      %1247 = llvm.and %1162, %37 : i32
      %1248 = llvm.icmp "ne" %1247, %14 : i32
      llvm.cond_br %1248, ^bb490, ^bb491
    ^bb490:  // pred: ^bb489
      %1249 = llvm.load %707 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb492(%1249 : f32)
    ^bb491:  // pred: ^bb489
      llvm.br ^bb492(%40 : f32)
    ^bb492(%1250: f32):  // 2 preds: ^bb490, ^bb491
      llvm.br ^bb493
    ^bb493:  // pred: ^bb492
      llvm.store %1250, %707 {alignment = 4 : i64} : f32, !llvm.ptr
      %1251 = llvm.and %1162, %48 : i32
      %1252 = llvm.icmp "ne" %1251, %14 : i32
      llvm.cond_br %1252, ^bb494, ^bb495
    ^bb494:  // pred: ^bb493
      %1253 = llvm.load %708 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb496(%1253 : f32)
    ^bb495:  // pred: ^bb493
      llvm.br ^bb496(%40 : f32)
    ^bb496(%1254: f32):  // 2 preds: ^bb494, ^bb495
      llvm.br ^bb497
    ^bb497:  // pred: ^bb496
      llvm.store %1254, %708 {alignment = 8 : i64} : f32, !llvm.ptr
      %1255 = llvm.and %1162, %49 : i32
      %1256 = llvm.icmp "ne" %1255, %14 : i32
      llvm.cond_br %1256, ^bb498, ^bb499
    ^bb498:  // pred: ^bb497
      %1257 = llvm.load %709 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb500(%1257 : f32)
    ^bb499:  // pred: ^bb497
      llvm.br ^bb500(%40 : f32)
    ^bb500(%1258: f32):  // 2 preds: ^bb498, ^bb499
      llvm.br ^bb501
    ^bb501:  // pred: ^bb500
      llvm.store %1258, %709 {alignment = 4 : i64} : f32, !llvm.ptr
      %1259 = llvm.and %1162, %50 : i32
      %1260 = llvm.icmp "ne" %1259, %14 : i32
      llvm.cond_br %1260, ^bb502, ^bb503
    ^bb502:  // pred: ^bb501
      %1261 = llvm.load %710 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.br ^bb504(%1261 : f32)
    ^bb503:  // pred: ^bb501
      llvm.br ^bb504(%40 : f32)
    ^bb504(%1262: f32):  // 2 preds: ^bb502, ^bb503
      llvm.br ^bb505
    ^bb505:  // pred: ^bb504
      llvm.store %1262, %710 {alignment = 32 : i64} : f32, !llvm.ptr
      %1263 = llvm.and %1162, %51 : i32
      %1264 = llvm.icmp "ne" %1263, %14 : i32
      llvm.cond_br %1264, ^bb506, ^bb507
    ^bb506:  // pred: ^bb505
      %1265 = llvm.load %711 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb508(%1265 : f32)
    ^bb507:  // pred: ^bb505
      llvm.br ^bb508(%40 : f32)
    ^bb508(%1266: f32):  // 2 preds: ^bb506, ^bb507
      llvm.br ^bb509
    ^bb509:  // pred: ^bb508
      llvm.store %1266, %711 {alignment = 4 : i64} : f32, !llvm.ptr
      %1267 = llvm.and %1162, %52 : i32
      %1268 = llvm.icmp "ne" %1267, %14 : i32
      llvm.cond_br %1268, ^bb510, ^bb511
    ^bb510:  // pred: ^bb509
      %1269 = llvm.load %712 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb512(%1269 : f32)
    ^bb511:  // pred: ^bb509
      llvm.br ^bb512(%40 : f32)
    ^bb512(%1270: f32):  // 2 preds: ^bb510, ^bb511
      llvm.br ^bb513
    ^bb513:  // pred: ^bb512
      llvm.store %1270, %712 {alignment = 8 : i64} : f32, !llvm.ptr
      %1271 = llvm.and %1162, %53 : i32
      %1272 = llvm.icmp "ne" %1271, %14 : i32
      llvm.cond_br %1272, ^bb514, ^bb515
    ^bb514:  // pred: ^bb513
      %1273 = llvm.load %713 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb516(%1273 : f32)
    ^bb515:  // pred: ^bb513
      llvm.br ^bb516(%40 : f32)
    ^bb516(%1274: f32):  // 2 preds: ^bb514, ^bb515
      llvm.br ^bb517
    ^bb517:  // pred: ^bb516
      llvm.store %1274, %713 {alignment = 4 : i64} : f32, !llvm.ptr
      %1275 = llvm.and %1162, %54 : i32
      %1276 = llvm.icmp "ne" %1275, %14 : i32
      llvm.cond_br %1276, ^bb518, ^bb519
    ^bb518:  // pred: ^bb517
      %1277 = llvm.load %714 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.br ^bb520(%1277 : f32)
    ^bb519:  // pred: ^bb517
      llvm.br ^bb520(%40 : f32)
    ^bb520(%1278: f32):  // 2 preds: ^bb518, ^bb519
      llvm.br ^bb521
    ^bb521:  // pred: ^bb520
      llvm.store %1278, %714 {alignment = 16 : i64} : f32, !llvm.ptr
      %1279 = llvm.and %1162, %55 : i32
      %1280 = llvm.icmp "ne" %1279, %14 : i32
      llvm.cond_br %1280, ^bb522, ^bb523
    ^bb522:  // pred: ^bb521
      %1281 = llvm.load %715 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb524(%1281 : f32)
    ^bb523:  // pred: ^bb521
      llvm.br ^bb524(%40 : f32)
    ^bb524(%1282: f32):  // 2 preds: ^bb522, ^bb523
      llvm.br ^bb525
    ^bb525:  // pred: ^bb524
      llvm.store %1282, %715 {alignment = 4 : i64} : f32, !llvm.ptr
      %1283 = llvm.and %1162, %56 : i32
      %1284 = llvm.icmp "ne" %1283, %14 : i32
      llvm.cond_br %1284, ^bb526, ^bb527
    ^bb526:  // pred: ^bb525
      %1285 = llvm.load %716 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.br ^bb528(%1285 : f32)
    ^bb527:  // pred: ^bb525
      llvm.br ^bb528(%40 : f32)
    ^bb528(%1286: f32):  // 2 preds: ^bb526, ^bb527
      llvm.br ^bb529
    ^bb529:  // pred: ^bb528
      llvm.store %1286, %716 {alignment = 8 : i64} : f32, !llvm.ptr
      %1287 = llvm.and %1162, %57 : i32
      %1288 = llvm.icmp "ne" %1287, %14 : i32
      llvm.cond_br %1288, ^bb530, ^bb531
    ^bb530:  // pred: ^bb529
      %1289 = llvm.load %717 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.br ^bb532(%1289 : f32)
    ^bb531:  // pred: ^bb529
      llvm.br ^bb532(%40 : f32)
    ^bb532(%1290: f32):  // 2 preds: ^bb530, ^bb531
      llvm.br ^bb533
    ^bb533:  // pred: ^bb532
      llvm.store %1290, %717 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb534(%14 : i32)
    ^bb534(%1291: i32):  // 2 preds: ^bb533, ^bb535
      %1292 = llvm.icmp "slt" %1291, %16 : i32
      llvm.cond_br %1292, ^bb535, ^bb536
    ^bb535:  // pred: ^bb534
      %1293 = llvm.mul %1291, %19 overflow<nsw> : i32
      %1294 = llvm.getelementptr %616[%1293] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1295 = llvm.getelementptr %81[%1293] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1296 = llvm.load %1294 {alignment = 32 : i64} : !llvm.ptr<3> -> vector<8xf32>
      llvm.store %1296, %1295 {alignment = 32 : i64} : vector<8xf32>, !llvm.ptr
      %1297 = llvm.add %1291, %66 : i32
      llvm.br ^bb534(%1297 : i32) {loop_annotation = #loop_annotation2}
    ^bb536:  // pred: ^bb534
      %1298 = llvm.load %81 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1299 = llvm.load %718 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1300 = llvm.load %80 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1301 = llvm.load %655 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1302 = llvm.fneg %1298 : f32
      %1303 = llvm.fneg %1299 : f32
      %1304 = llvm.insertelement %1300, %1[%2 : i64] : vector<2xf32>
      %1305 = llvm.insertelement %1301, %1304[%0 : i64] : vector<2xf32>
      %1306 = llvm.insertelement %1302, %1[%2 : i64] : vector<2xf32>
      %1307 = llvm.insertelement %1303, %1306[%0 : i64] : vector<2xf32>
      %1308 = "nvvm.fma.packed.f32x2"(%1305, %720, %1307) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1309 = llvm.extractelement %1308[%2 : i64] : vector<2xf32>
      %1310 = llvm.extractelement %1308[%0 : i64] : vector<2xf32>
      llvm.store %1309, %80 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %1310, %655 {alignment = 4 : i64} : f32, !llvm.ptr
      %1311 = llvm.load %80 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1312 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1311) : (f32) -> f32
      llvm.store %1312, %80 {alignment = 32 : i64} : f32, !llvm.ptr
      %1313 = llvm.load %655 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1314 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1313) : (f32) -> f32
      llvm.store %1314, %655 {alignment = 4 : i64} : f32, !llvm.ptr
      %1315 = llvm.load %721 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1316 = llvm.load %722 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1317 = llvm.load %656 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1318 = llvm.load %657 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1319 = llvm.fneg %1315 : f32
      %1320 = llvm.fneg %1316 : f32
      %1321 = llvm.insertelement %1317, %1[%2 : i64] : vector<2xf32>
      %1322 = llvm.insertelement %1318, %1321[%0 : i64] : vector<2xf32>
      %1323 = llvm.insertelement %1319, %1[%2 : i64] : vector<2xf32>
      %1324 = llvm.insertelement %1320, %1323[%0 : i64] : vector<2xf32>
      %1325 = "nvvm.fma.packed.f32x2"(%1322, %720, %1324) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1326 = llvm.extractelement %1325[%2 : i64] : vector<2xf32>
      %1327 = llvm.extractelement %1325[%0 : i64] : vector<2xf32>
      llvm.store %1326, %656 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1327, %657 {alignment = 4 : i64} : f32, !llvm.ptr
      %1328 = llvm.load %656 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1329 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1328) : (f32) -> f32
      llvm.store %1329, %656 {alignment = 8 : i64} : f32, !llvm.ptr
      %1330 = llvm.load %657 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1331 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1330) : (f32) -> f32
      llvm.store %1331, %657 {alignment = 4 : i64} : f32, !llvm.ptr
      %1332 = llvm.load %723 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1333 = llvm.load %724 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1334 = llvm.load %658 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1335 = llvm.load %659 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1336 = llvm.fneg %1332 : f32
      %1337 = llvm.fneg %1333 : f32
      %1338 = llvm.insertelement %1334, %1[%2 : i64] : vector<2xf32>
      %1339 = llvm.insertelement %1335, %1338[%0 : i64] : vector<2xf32>
      %1340 = llvm.insertelement %1336, %1[%2 : i64] : vector<2xf32>
      %1341 = llvm.insertelement %1337, %1340[%0 : i64] : vector<2xf32>
      %1342 = "nvvm.fma.packed.f32x2"(%1339, %720, %1341) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1343 = llvm.extractelement %1342[%2 : i64] : vector<2xf32>
      %1344 = llvm.extractelement %1342[%0 : i64] : vector<2xf32>
      llvm.store %1343, %658 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %1344, %659 {alignment = 4 : i64} : f32, !llvm.ptr
      %1345 = llvm.load %658 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1346 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1345) : (f32) -> f32
      llvm.store %1346, %658 {alignment = 16 : i64} : f32, !llvm.ptr
      %1347 = llvm.load %659 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1348 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1347) : (f32) -> f32
      llvm.store %1348, %659 {alignment = 4 : i64} : f32, !llvm.ptr
      %1349 = llvm.load %725 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1350 = llvm.load %726 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1351 = llvm.load %660 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1352 = llvm.load %661 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1353 = llvm.fneg %1349 : f32
      %1354 = llvm.fneg %1350 : f32
      %1355 = llvm.insertelement %1351, %1[%2 : i64] : vector<2xf32>
      %1356 = llvm.insertelement %1352, %1355[%0 : i64] : vector<2xf32>
      %1357 = llvm.insertelement %1353, %1[%2 : i64] : vector<2xf32>
      %1358 = llvm.insertelement %1354, %1357[%0 : i64] : vector<2xf32>
      %1359 = "nvvm.fma.packed.f32x2"(%1356, %720, %1358) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1360 = llvm.extractelement %1359[%2 : i64] : vector<2xf32>
      %1361 = llvm.extractelement %1359[%0 : i64] : vector<2xf32>
      llvm.store %1360, %660 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1361, %661 {alignment = 4 : i64} : f32, !llvm.ptr
      %1362 = llvm.load %660 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1363 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1362) : (f32) -> f32
      llvm.store %1363, %660 {alignment = 8 : i64} : f32, !llvm.ptr
      %1364 = llvm.load %661 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1365 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1364) : (f32) -> f32
      llvm.store %1365, %661 {alignment = 4 : i64} : f32, !llvm.ptr
      %1366 = llvm.load %727 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1367 = llvm.load %728 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1368 = llvm.load %662 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1369 = llvm.load %663 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1370 = llvm.fneg %1366 : f32
      %1371 = llvm.fneg %1367 : f32
      %1372 = llvm.insertelement %1368, %1[%2 : i64] : vector<2xf32>
      %1373 = llvm.insertelement %1369, %1372[%0 : i64] : vector<2xf32>
      %1374 = llvm.insertelement %1370, %1[%2 : i64] : vector<2xf32>
      %1375 = llvm.insertelement %1371, %1374[%0 : i64] : vector<2xf32>
      %1376 = "nvvm.fma.packed.f32x2"(%1373, %720, %1375) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1377 = llvm.extractelement %1376[%2 : i64] : vector<2xf32>
      %1378 = llvm.extractelement %1376[%0 : i64] : vector<2xf32>
      llvm.store %1377, %662 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %1378, %663 {alignment = 4 : i64} : f32, !llvm.ptr
      %1379 = llvm.load %662 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1380 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1379) : (f32) -> f32
      llvm.store %1380, %662 {alignment = 32 : i64} : f32, !llvm.ptr
      %1381 = llvm.load %663 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1382 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1381) : (f32) -> f32
      llvm.store %1382, %663 {alignment = 4 : i64} : f32, !llvm.ptr
      %1383 = llvm.load %729 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1384 = llvm.load %730 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1385 = llvm.load %664 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1386 = llvm.load %665 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1387 = llvm.fneg %1383 : f32
      %1388 = llvm.fneg %1384 : f32
      %1389 = llvm.insertelement %1385, %1[%2 : i64] : vector<2xf32>
      %1390 = llvm.insertelement %1386, %1389[%0 : i64] : vector<2xf32>
      %1391 = llvm.insertelement %1387, %1[%2 : i64] : vector<2xf32>
      %1392 = llvm.insertelement %1388, %1391[%0 : i64] : vector<2xf32>
      %1393 = "nvvm.fma.packed.f32x2"(%1390, %720, %1392) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1394 = llvm.extractelement %1393[%2 : i64] : vector<2xf32>
      %1395 = llvm.extractelement %1393[%0 : i64] : vector<2xf32>
      llvm.store %1394, %664 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1395, %665 {alignment = 4 : i64} : f32, !llvm.ptr
      %1396 = llvm.load %664 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1397 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1396) : (f32) -> f32
      llvm.store %1397, %664 {alignment = 8 : i64} : f32, !llvm.ptr
      %1398 = llvm.load %665 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1399 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1398) : (f32) -> f32
      llvm.store %1399, %665 {alignment = 4 : i64} : f32, !llvm.ptr
      %1400 = llvm.load %731 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1401 = llvm.load %732 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1402 = llvm.load %666 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1403 = llvm.load %667 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1404 = llvm.fneg %1400 : f32
      %1405 = llvm.fneg %1401 : f32
      %1406 = llvm.insertelement %1402, %1[%2 : i64] : vector<2xf32>
      %1407 = llvm.insertelement %1403, %1406[%0 : i64] : vector<2xf32>
      %1408 = llvm.insertelement %1404, %1[%2 : i64] : vector<2xf32>
      %1409 = llvm.insertelement %1405, %1408[%0 : i64] : vector<2xf32>
      %1410 = "nvvm.fma.packed.f32x2"(%1407, %720, %1409) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1411 = llvm.extractelement %1410[%2 : i64] : vector<2xf32>
      %1412 = llvm.extractelement %1410[%0 : i64] : vector<2xf32>
      llvm.store %1411, %666 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %1412, %667 {alignment = 4 : i64} : f32, !llvm.ptr
      %1413 = llvm.load %666 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1414 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1413) : (f32) -> f32
      llvm.store %1414, %666 {alignment = 16 : i64} : f32, !llvm.ptr
      %1415 = llvm.load %667 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1416 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1415) : (f32) -> f32
      llvm.store %1416, %667 {alignment = 4 : i64} : f32, !llvm.ptr
      %1417 = llvm.load %733 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1418 = llvm.load %734 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1419 = llvm.load %668 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1420 = llvm.load %669 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1421 = llvm.fneg %1417 : f32
      %1422 = llvm.fneg %1418 : f32
      %1423 = llvm.insertelement %1419, %1[%2 : i64] : vector<2xf32>
      %1424 = llvm.insertelement %1420, %1423[%0 : i64] : vector<2xf32>
      %1425 = llvm.insertelement %1421, %1[%2 : i64] : vector<2xf32>
      %1426 = llvm.insertelement %1422, %1425[%0 : i64] : vector<2xf32>
      %1427 = "nvvm.fma.packed.f32x2"(%1424, %720, %1426) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1428 = llvm.extractelement %1427[%2 : i64] : vector<2xf32>
      %1429 = llvm.extractelement %1427[%0 : i64] : vector<2xf32>
      llvm.store %1428, %668 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1429, %669 {alignment = 4 : i64} : f32, !llvm.ptr
      %1430 = llvm.load %668 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1431 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1430) : (f32) -> f32
      llvm.store %1431, %668 {alignment = 8 : i64} : f32, !llvm.ptr
      %1432 = llvm.load %669 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1433 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1432) : (f32) -> f32
      llvm.store %1433, %669 {alignment = 4 : i64} : f32, !llvm.ptr
      %1434 = llvm.load %735 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1435 = llvm.load %736 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1436 = llvm.load %670 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1437 = llvm.load %671 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1438 = llvm.fneg %1434 : f32
      %1439 = llvm.fneg %1435 : f32
      %1440 = llvm.insertelement %1436, %1[%2 : i64] : vector<2xf32>
      %1441 = llvm.insertelement %1437, %1440[%0 : i64] : vector<2xf32>
      %1442 = llvm.insertelement %1438, %1[%2 : i64] : vector<2xf32>
      %1443 = llvm.insertelement %1439, %1442[%0 : i64] : vector<2xf32>
      %1444 = "nvvm.fma.packed.f32x2"(%1441, %720, %1443) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1445 = llvm.extractelement %1444[%2 : i64] : vector<2xf32>
      %1446 = llvm.extractelement %1444[%0 : i64] : vector<2xf32>
      llvm.store %1445, %670 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %1446, %671 {alignment = 4 : i64} : f32, !llvm.ptr
      %1447 = llvm.load %670 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1448 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1447) : (f32) -> f32
      llvm.store %1448, %670 {alignment = 32 : i64} : f32, !llvm.ptr
      %1449 = llvm.load %671 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1450 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1449) : (f32) -> f32
      llvm.store %1450, %671 {alignment = 4 : i64} : f32, !llvm.ptr
      %1451 = llvm.load %737 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1452 = llvm.load %738 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1453 = llvm.load %672 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1454 = llvm.load %673 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1455 = llvm.fneg %1451 : f32
      %1456 = llvm.fneg %1452 : f32
      %1457 = llvm.insertelement %1453, %1[%2 : i64] : vector<2xf32>
      %1458 = llvm.insertelement %1454, %1457[%0 : i64] : vector<2xf32>
      %1459 = llvm.insertelement %1455, %1[%2 : i64] : vector<2xf32>
      %1460 = llvm.insertelement %1456, %1459[%0 : i64] : vector<2xf32>
      %1461 = "nvvm.fma.packed.f32x2"(%1458, %720, %1460) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1462 = llvm.extractelement %1461[%2 : i64] : vector<2xf32>
      %1463 = llvm.extractelement %1461[%0 : i64] : vector<2xf32>
      llvm.store %1462, %672 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1463, %673 {alignment = 4 : i64} : f32, !llvm.ptr
      %1464 = llvm.load %672 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1465 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1464) : (f32) -> f32
      llvm.store %1465, %672 {alignment = 8 : i64} : f32, !llvm.ptr
      %1466 = llvm.load %673 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1467 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1466) : (f32) -> f32
      llvm.store %1467, %673 {alignment = 4 : i64} : f32, !llvm.ptr
      %1468 = llvm.load %739 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1469 = llvm.load %740 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1470 = llvm.load %674 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1471 = llvm.load %675 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1472 = llvm.fneg %1468 : f32
      %1473 = llvm.fneg %1469 : f32
      %1474 = llvm.insertelement %1470, %1[%2 : i64] : vector<2xf32>
      %1475 = llvm.insertelement %1471, %1474[%0 : i64] : vector<2xf32>
      %1476 = llvm.insertelement %1472, %1[%2 : i64] : vector<2xf32>
      %1477 = llvm.insertelement %1473, %1476[%0 : i64] : vector<2xf32>
      %1478 = "nvvm.fma.packed.f32x2"(%1475, %720, %1477) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1479 = llvm.extractelement %1478[%2 : i64] : vector<2xf32>
      %1480 = llvm.extractelement %1478[%0 : i64] : vector<2xf32>
      llvm.store %1479, %674 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %1480, %675 {alignment = 4 : i64} : f32, !llvm.ptr
      %1481 = llvm.load %674 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1482 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1481) : (f32) -> f32
      llvm.store %1482, %674 {alignment = 16 : i64} : f32, !llvm.ptr
      %1483 = llvm.load %675 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1484 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1483) : (f32) -> f32
      llvm.store %1484, %675 {alignment = 4 : i64} : f32, !llvm.ptr
      %1485 = llvm.load %741 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1486 = llvm.load %742 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1487 = llvm.load %676 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1488 = llvm.load %677 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1489 = llvm.fneg %1485 : f32
      %1490 = llvm.fneg %1486 : f32
      %1491 = llvm.insertelement %1487, %1[%2 : i64] : vector<2xf32>
      %1492 = llvm.insertelement %1488, %1491[%0 : i64] : vector<2xf32>
      %1493 = llvm.insertelement %1489, %1[%2 : i64] : vector<2xf32>
      %1494 = llvm.insertelement %1490, %1493[%0 : i64] : vector<2xf32>
      %1495 = "nvvm.fma.packed.f32x2"(%1492, %720, %1494) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1496 = llvm.extractelement %1495[%2 : i64] : vector<2xf32>
      %1497 = llvm.extractelement %1495[%0 : i64] : vector<2xf32>
      llvm.store %1496, %676 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1497, %677 {alignment = 4 : i64} : f32, !llvm.ptr
      %1498 = llvm.load %676 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1499 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1498) : (f32) -> f32
      llvm.store %1499, %676 {alignment = 8 : i64} : f32, !llvm.ptr
      %1500 = llvm.load %677 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1501 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1500) : (f32) -> f32
      llvm.store %1501, %677 {alignment = 4 : i64} : f32, !llvm.ptr
      %1502 = llvm.load %743 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1503 = llvm.load %744 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1504 = llvm.load %678 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1505 = llvm.load %679 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1506 = llvm.fneg %1502 : f32
      %1507 = llvm.fneg %1503 : f32
      %1508 = llvm.insertelement %1504, %1[%2 : i64] : vector<2xf32>
      %1509 = llvm.insertelement %1505, %1508[%0 : i64] : vector<2xf32>
      %1510 = llvm.insertelement %1506, %1[%2 : i64] : vector<2xf32>
      %1511 = llvm.insertelement %1507, %1510[%0 : i64] : vector<2xf32>
      %1512 = "nvvm.fma.packed.f32x2"(%1509, %720, %1511) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1513 = llvm.extractelement %1512[%2 : i64] : vector<2xf32>
      %1514 = llvm.extractelement %1512[%0 : i64] : vector<2xf32>
      llvm.store %1513, %678 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %1514, %679 {alignment = 4 : i64} : f32, !llvm.ptr
      %1515 = llvm.load %678 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1516 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1515) : (f32) -> f32
      llvm.store %1516, %678 {alignment = 32 : i64} : f32, !llvm.ptr
      %1517 = llvm.load %679 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1518 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1517) : (f32) -> f32
      llvm.store %1518, %679 {alignment = 4 : i64} : f32, !llvm.ptr
      %1519 = llvm.load %745 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1520 = llvm.load %746 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1521 = llvm.load %680 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1522 = llvm.load %681 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1523 = llvm.fneg %1519 : f32
      %1524 = llvm.fneg %1520 : f32
      %1525 = llvm.insertelement %1521, %1[%2 : i64] : vector<2xf32>
      %1526 = llvm.insertelement %1522, %1525[%0 : i64] : vector<2xf32>
      %1527 = llvm.insertelement %1523, %1[%2 : i64] : vector<2xf32>
      %1528 = llvm.insertelement %1524, %1527[%0 : i64] : vector<2xf32>
      %1529 = "nvvm.fma.packed.f32x2"(%1526, %720, %1528) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1530 = llvm.extractelement %1529[%2 : i64] : vector<2xf32>
      %1531 = llvm.extractelement %1529[%0 : i64] : vector<2xf32>
      llvm.store %1530, %680 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1531, %681 {alignment = 4 : i64} : f32, !llvm.ptr
      %1532 = llvm.load %680 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1533 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1532) : (f32) -> f32
      llvm.store %1533, %680 {alignment = 8 : i64} : f32, !llvm.ptr
      %1534 = llvm.load %681 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1535 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1534) : (f32) -> f32
      llvm.store %1535, %681 {alignment = 4 : i64} : f32, !llvm.ptr
      %1536 = llvm.load %747 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1537 = llvm.load %748 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1538 = llvm.load %682 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1539 = llvm.load %683 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1540 = llvm.fneg %1536 : f32
      %1541 = llvm.fneg %1537 : f32
      %1542 = llvm.insertelement %1538, %1[%2 : i64] : vector<2xf32>
      %1543 = llvm.insertelement %1539, %1542[%0 : i64] : vector<2xf32>
      %1544 = llvm.insertelement %1540, %1[%2 : i64] : vector<2xf32>
      %1545 = llvm.insertelement %1541, %1544[%0 : i64] : vector<2xf32>
      %1546 = "nvvm.fma.packed.f32x2"(%1543, %720, %1545) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1547 = llvm.extractelement %1546[%2 : i64] : vector<2xf32>
      %1548 = llvm.extractelement %1546[%0 : i64] : vector<2xf32>
      llvm.store %1547, %682 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %1548, %683 {alignment = 4 : i64} : f32, !llvm.ptr
      %1549 = llvm.load %682 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1550 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1549) : (f32) -> f32
      llvm.store %1550, %682 {alignment = 16 : i64} : f32, !llvm.ptr
      %1551 = llvm.load %683 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1552 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1551) : (f32) -> f32
      llvm.store %1552, %683 {alignment = 4 : i64} : f32, !llvm.ptr
      %1553 = llvm.load %749 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1554 = llvm.load %750 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1555 = llvm.load %684 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1556 = llvm.load %685 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1557 = llvm.fneg %1553 : f32
      %1558 = llvm.fneg %1554 : f32
      %1559 = llvm.insertelement %1555, %1[%2 : i64] : vector<2xf32>
      %1560 = llvm.insertelement %1556, %1559[%0 : i64] : vector<2xf32>
      %1561 = llvm.insertelement %1557, %1[%2 : i64] : vector<2xf32>
      %1562 = llvm.insertelement %1558, %1561[%0 : i64] : vector<2xf32>
      %1563 = "nvvm.fma.packed.f32x2"(%1560, %720, %1562) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1564 = llvm.extractelement %1563[%2 : i64] : vector<2xf32>
      %1565 = llvm.extractelement %1563[%0 : i64] : vector<2xf32>
      llvm.store %1564, %684 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1565, %685 {alignment = 4 : i64} : f32, !llvm.ptr
      %1566 = llvm.load %684 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1567 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1566) : (f32) -> f32
      llvm.store %1567, %684 {alignment = 8 : i64} : f32, !llvm.ptr
      %1568 = llvm.load %685 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1569 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1568) : (f32) -> f32
      llvm.store %1569, %685 {alignment = 4 : i64} : f32, !llvm.ptr
      %1570 = llvm.load %80 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1571 = llvm.load %655 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1572 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1570, %1571 : (f32, f32) -> i32
      llvm.store %1572, %79 {alignment = 32 : i64} : i32, !llvm.ptr
      %1573 = llvm.load %656 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1574 = llvm.load %657 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1575 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1573, %1574 : (f32, f32) -> i32
      llvm.store %1575, %751 {alignment = 4 : i64} : i32, !llvm.ptr
      %1576 = llvm.load %658 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1577 = llvm.load %659 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1578 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1576, %1577 : (f32, f32) -> i32
      llvm.store %1578, %752 {alignment = 8 : i64} : i32, !llvm.ptr
      %1579 = llvm.load %660 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1580 = llvm.load %661 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1581 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1579, %1580 : (f32, f32) -> i32
      llvm.store %1581, %753 {alignment = 4 : i64} : i32, !llvm.ptr
      %1582 = llvm.load %662 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1583 = llvm.load %663 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1584 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1582, %1583 : (f32, f32) -> i32
      llvm.store %1584, %754 {alignment = 16 : i64} : i32, !llvm.ptr
      %1585 = llvm.load %664 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1586 = llvm.load %665 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1587 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1585, %1586 : (f32, f32) -> i32
      llvm.store %1587, %755 {alignment = 4 : i64} : i32, !llvm.ptr
      %1588 = llvm.load %666 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1589 = llvm.load %667 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1590 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1588, %1589 : (f32, f32) -> i32
      llvm.store %1590, %756 {alignment = 8 : i64} : i32, !llvm.ptr
      %1591 = llvm.load %668 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1592 = llvm.load %669 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1593 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1591, %1592 : (f32, f32) -> i32
      llvm.store %1593, %757 {alignment = 4 : i64} : i32, !llvm.ptr
      %1594 = llvm.load %670 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1595 = llvm.load %671 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1596 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1594, %1595 : (f32, f32) -> i32
      llvm.store %1596, %758 {alignment = 32 : i64} : i32, !llvm.ptr
      %1597 = llvm.load %672 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1598 = llvm.load %673 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1599 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1597, %1598 : (f32, f32) -> i32
      llvm.store %1599, %759 {alignment = 4 : i64} : i32, !llvm.ptr
      %1600 = llvm.load %674 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1601 = llvm.load %675 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1602 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1600, %1601 : (f32, f32) -> i32
      llvm.store %1602, %760 {alignment = 8 : i64} : i32, !llvm.ptr
      %1603 = llvm.load %676 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1604 = llvm.load %677 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1605 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1603, %1604 : (f32, f32) -> i32
      llvm.store %1605, %761 {alignment = 4 : i64} : i32, !llvm.ptr
      %1606 = llvm.load %678 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1607 = llvm.load %679 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1608 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1606, %1607 : (f32, f32) -> i32
      llvm.store %1608, %762 {alignment = 16 : i64} : i32, !llvm.ptr
      %1609 = llvm.load %680 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1610 = llvm.load %681 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1611 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1609, %1610 : (f32, f32) -> i32
      llvm.store %1611, %763 {alignment = 4 : i64} : i32, !llvm.ptr
      %1612 = llvm.load %682 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1613 = llvm.load %683 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1614 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1612, %1613 : (f32, f32) -> i32
      llvm.store %1614, %764 {alignment = 8 : i64} : i32, !llvm.ptr
      %1615 = llvm.load %684 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1616 = llvm.load %685 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1617 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1615, %1616 : (f32, f32) -> i32
      llvm.store %1617, %765 {alignment = 4 : i64} : i32, !llvm.ptr
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      "nvvm.barrier"(%58, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %1618 = llvm.load %79 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%766, %1618) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      llvm.br ^bb537(%14 : i32)
    ^bb537(%1619: i32):  // 2 preds: ^bb536, ^bb538
      %1620 = llvm.icmp "slt" %1619, %16 : i32
      llvm.cond_br %1620, ^bb538, ^bb539
    ^bb538:  // pred: ^bb537
      %1621 = llvm.mul %1619, %19 overflow<nsw> : i32
      %1622 = llvm.getelementptr %767[%1621] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1623 = llvm.getelementptr %81[%1621] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1624 = llvm.load %1622 {alignment = 32 : i64} : !llvm.ptr<3> -> vector<8xf32>
      llvm.store %1624, %1623 {alignment = 32 : i64} : vector<8xf32>, !llvm.ptr
      %1625 = llvm.add %1619, %66 : i32
      llvm.br ^bb537(%1625 : i32) {loop_annotation = #loop_annotation2}
    ^bb539:  // pred: ^bb537
      %1626 = llvm.load %81 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1627 = llvm.load %718 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1628 = llvm.load %686 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1629 = llvm.load %687 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1630 = llvm.fneg %1626 : f32
      %1631 = llvm.fneg %1627 : f32
      %1632 = llvm.insertelement %1628, %1[%2 : i64] : vector<2xf32>
      %1633 = llvm.insertelement %1629, %1632[%0 : i64] : vector<2xf32>
      %1634 = llvm.insertelement %1630, %1[%2 : i64] : vector<2xf32>
      %1635 = llvm.insertelement %1631, %1634[%0 : i64] : vector<2xf32>
      %1636 = "nvvm.fma.packed.f32x2"(%1633, %720, %1635) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1637 = llvm.extractelement %1636[%2 : i64] : vector<2xf32>
      %1638 = llvm.extractelement %1636[%0 : i64] : vector<2xf32>
      llvm.store %1637, %686 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %1638, %687 {alignment = 4 : i64} : f32, !llvm.ptr
      %1639 = llvm.load %686 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1640 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1639) : (f32) -> f32
      llvm.store %1640, %686 {alignment = 32 : i64} : f32, !llvm.ptr
      %1641 = llvm.load %687 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1642 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1641) : (f32) -> f32
      llvm.store %1642, %687 {alignment = 4 : i64} : f32, !llvm.ptr
      %1643 = llvm.load %721 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1644 = llvm.load %722 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1645 = llvm.load %688 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1646 = llvm.load %689 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1647 = llvm.fneg %1643 : f32
      %1648 = llvm.fneg %1644 : f32
      %1649 = llvm.insertelement %1645, %1[%2 : i64] : vector<2xf32>
      %1650 = llvm.insertelement %1646, %1649[%0 : i64] : vector<2xf32>
      %1651 = llvm.insertelement %1647, %1[%2 : i64] : vector<2xf32>
      %1652 = llvm.insertelement %1648, %1651[%0 : i64] : vector<2xf32>
      %1653 = "nvvm.fma.packed.f32x2"(%1650, %720, %1652) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1654 = llvm.extractelement %1653[%2 : i64] : vector<2xf32>
      %1655 = llvm.extractelement %1653[%0 : i64] : vector<2xf32>
      llvm.store %1654, %688 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1655, %689 {alignment = 4 : i64} : f32, !llvm.ptr
      %1656 = llvm.load %688 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1657 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1656) : (f32) -> f32
      llvm.store %1657, %688 {alignment = 8 : i64} : f32, !llvm.ptr
      %1658 = llvm.load %689 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1659 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1658) : (f32) -> f32
      llvm.store %1659, %689 {alignment = 4 : i64} : f32, !llvm.ptr
      %1660 = llvm.load %723 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1661 = llvm.load %724 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1662 = llvm.load %690 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1663 = llvm.load %691 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1664 = llvm.fneg %1660 : f32
      %1665 = llvm.fneg %1661 : f32
      %1666 = llvm.insertelement %1662, %1[%2 : i64] : vector<2xf32>
      %1667 = llvm.insertelement %1663, %1666[%0 : i64] : vector<2xf32>
      %1668 = llvm.insertelement %1664, %1[%2 : i64] : vector<2xf32>
      %1669 = llvm.insertelement %1665, %1668[%0 : i64] : vector<2xf32>
      %1670 = "nvvm.fma.packed.f32x2"(%1667, %720, %1669) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1671 = llvm.extractelement %1670[%2 : i64] : vector<2xf32>
      %1672 = llvm.extractelement %1670[%0 : i64] : vector<2xf32>
      llvm.store %1671, %690 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %1672, %691 {alignment = 4 : i64} : f32, !llvm.ptr
      %1673 = llvm.load %690 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1674 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1673) : (f32) -> f32
      llvm.store %1674, %690 {alignment = 16 : i64} : f32, !llvm.ptr
      %1675 = llvm.load %691 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1676 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1675) : (f32) -> f32
      llvm.store %1676, %691 {alignment = 4 : i64} : f32, !llvm.ptr
      %1677 = llvm.load %725 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1678 = llvm.load %726 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1679 = llvm.load %692 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1680 = llvm.load %693 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1681 = llvm.fneg %1677 : f32
      %1682 = llvm.fneg %1678 : f32
      %1683 = llvm.insertelement %1679, %1[%2 : i64] : vector<2xf32>
      %1684 = llvm.insertelement %1680, %1683[%0 : i64] : vector<2xf32>
      %1685 = llvm.insertelement %1681, %1[%2 : i64] : vector<2xf32>
      %1686 = llvm.insertelement %1682, %1685[%0 : i64] : vector<2xf32>
      %1687 = "nvvm.fma.packed.f32x2"(%1684, %720, %1686) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1688 = llvm.extractelement %1687[%2 : i64] : vector<2xf32>
      %1689 = llvm.extractelement %1687[%0 : i64] : vector<2xf32>
      llvm.store %1688, %692 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1689, %693 {alignment = 4 : i64} : f32, !llvm.ptr
      %1690 = llvm.load %692 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1691 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1690) : (f32) -> f32
      llvm.store %1691, %692 {alignment = 8 : i64} : f32, !llvm.ptr
      %1692 = llvm.load %693 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1693 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1692) : (f32) -> f32
      llvm.store %1693, %693 {alignment = 4 : i64} : f32, !llvm.ptr
      %1694 = llvm.load %727 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1695 = llvm.load %728 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1696 = llvm.load %694 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1697 = llvm.load %695 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1698 = llvm.fneg %1694 : f32
      %1699 = llvm.fneg %1695 : f32
      %1700 = llvm.insertelement %1696, %1[%2 : i64] : vector<2xf32>
      %1701 = llvm.insertelement %1697, %1700[%0 : i64] : vector<2xf32>
      %1702 = llvm.insertelement %1698, %1[%2 : i64] : vector<2xf32>
      %1703 = llvm.insertelement %1699, %1702[%0 : i64] : vector<2xf32>
      %1704 = "nvvm.fma.packed.f32x2"(%1701, %720, %1703) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1705 = llvm.extractelement %1704[%2 : i64] : vector<2xf32>
      %1706 = llvm.extractelement %1704[%0 : i64] : vector<2xf32>
      llvm.store %1705, %694 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %1706, %695 {alignment = 4 : i64} : f32, !llvm.ptr
      %1707 = llvm.load %694 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1708 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1707) : (f32) -> f32
      llvm.store %1708, %694 {alignment = 32 : i64} : f32, !llvm.ptr
      %1709 = llvm.load %695 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1710 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1709) : (f32) -> f32
      llvm.store %1710, %695 {alignment = 4 : i64} : f32, !llvm.ptr
      %1711 = llvm.load %729 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1712 = llvm.load %730 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1713 = llvm.load %696 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1714 = llvm.load %697 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1715 = llvm.fneg %1711 : f32
      %1716 = llvm.fneg %1712 : f32
      %1717 = llvm.insertelement %1713, %1[%2 : i64] : vector<2xf32>
      %1718 = llvm.insertelement %1714, %1717[%0 : i64] : vector<2xf32>
      %1719 = llvm.insertelement %1715, %1[%2 : i64] : vector<2xf32>
      %1720 = llvm.insertelement %1716, %1719[%0 : i64] : vector<2xf32>
      %1721 = "nvvm.fma.packed.f32x2"(%1718, %720, %1720) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1722 = llvm.extractelement %1721[%2 : i64] : vector<2xf32>
      %1723 = llvm.extractelement %1721[%0 : i64] : vector<2xf32>
      llvm.store %1722, %696 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1723, %697 {alignment = 4 : i64} : f32, !llvm.ptr
      %1724 = llvm.load %696 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1725 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1724) : (f32) -> f32
      llvm.store %1725, %696 {alignment = 8 : i64} : f32, !llvm.ptr
      %1726 = llvm.load %697 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1727 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1726) : (f32) -> f32
      llvm.store %1727, %697 {alignment = 4 : i64} : f32, !llvm.ptr
      %1728 = llvm.load %731 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1729 = llvm.load %732 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1730 = llvm.load %698 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1731 = llvm.load %699 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1732 = llvm.fneg %1728 : f32
      %1733 = llvm.fneg %1729 : f32
      %1734 = llvm.insertelement %1730, %1[%2 : i64] : vector<2xf32>
      %1735 = llvm.insertelement %1731, %1734[%0 : i64] : vector<2xf32>
      %1736 = llvm.insertelement %1732, %1[%2 : i64] : vector<2xf32>
      %1737 = llvm.insertelement %1733, %1736[%0 : i64] : vector<2xf32>
      %1738 = "nvvm.fma.packed.f32x2"(%1735, %720, %1737) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1739 = llvm.extractelement %1738[%2 : i64] : vector<2xf32>
      %1740 = llvm.extractelement %1738[%0 : i64] : vector<2xf32>
      llvm.store %1739, %698 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %1740, %699 {alignment = 4 : i64} : f32, !llvm.ptr
      %1741 = llvm.load %698 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1742 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1741) : (f32) -> f32
      llvm.store %1742, %698 {alignment = 16 : i64} : f32, !llvm.ptr
      %1743 = llvm.load %699 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1744 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1743) : (f32) -> f32
      llvm.store %1744, %699 {alignment = 4 : i64} : f32, !llvm.ptr
      %1745 = llvm.load %733 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1746 = llvm.load %734 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1747 = llvm.load %700 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1748 = llvm.load %701 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1749 = llvm.fneg %1745 : f32
      %1750 = llvm.fneg %1746 : f32
      %1751 = llvm.insertelement %1747, %1[%2 : i64] : vector<2xf32>
      %1752 = llvm.insertelement %1748, %1751[%0 : i64] : vector<2xf32>
      %1753 = llvm.insertelement %1749, %1[%2 : i64] : vector<2xf32>
      %1754 = llvm.insertelement %1750, %1753[%0 : i64] : vector<2xf32>
      %1755 = "nvvm.fma.packed.f32x2"(%1752, %720, %1754) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1756 = llvm.extractelement %1755[%2 : i64] : vector<2xf32>
      %1757 = llvm.extractelement %1755[%0 : i64] : vector<2xf32>
      llvm.store %1756, %700 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1757, %701 {alignment = 4 : i64} : f32, !llvm.ptr
      %1758 = llvm.load %700 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1759 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1758) : (f32) -> f32
      llvm.store %1759, %700 {alignment = 8 : i64} : f32, !llvm.ptr
      %1760 = llvm.load %701 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1761 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1760) : (f32) -> f32
      llvm.store %1761, %701 {alignment = 4 : i64} : f32, !llvm.ptr
      %1762 = llvm.load %735 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1763 = llvm.load %736 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1764 = llvm.load %702 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1765 = llvm.load %703 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1766 = llvm.fneg %1762 : f32
      %1767 = llvm.fneg %1763 : f32
      %1768 = llvm.insertelement %1764, %1[%2 : i64] : vector<2xf32>
      %1769 = llvm.insertelement %1765, %1768[%0 : i64] : vector<2xf32>
      %1770 = llvm.insertelement %1766, %1[%2 : i64] : vector<2xf32>
      %1771 = llvm.insertelement %1767, %1770[%0 : i64] : vector<2xf32>
      %1772 = "nvvm.fma.packed.f32x2"(%1769, %720, %1771) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1773 = llvm.extractelement %1772[%2 : i64] : vector<2xf32>
      %1774 = llvm.extractelement %1772[%0 : i64] : vector<2xf32>
      llvm.store %1773, %702 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %1774, %703 {alignment = 4 : i64} : f32, !llvm.ptr
      %1775 = llvm.load %702 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1776 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1775) : (f32) -> f32
      llvm.store %1776, %702 {alignment = 32 : i64} : f32, !llvm.ptr
      %1777 = llvm.load %703 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1778 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1777) : (f32) -> f32
      llvm.store %1778, %703 {alignment = 4 : i64} : f32, !llvm.ptr
      %1779 = llvm.load %737 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1780 = llvm.load %738 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1781 = llvm.load %704 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1782 = llvm.load %705 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1783 = llvm.fneg %1779 : f32
      %1784 = llvm.fneg %1780 : f32
      %1785 = llvm.insertelement %1781, %1[%2 : i64] : vector<2xf32>
      %1786 = llvm.insertelement %1782, %1785[%0 : i64] : vector<2xf32>
      %1787 = llvm.insertelement %1783, %1[%2 : i64] : vector<2xf32>
      %1788 = llvm.insertelement %1784, %1787[%0 : i64] : vector<2xf32>
      %1789 = "nvvm.fma.packed.f32x2"(%1786, %720, %1788) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1790 = llvm.extractelement %1789[%2 : i64] : vector<2xf32>
      %1791 = llvm.extractelement %1789[%0 : i64] : vector<2xf32>
      llvm.store %1790, %704 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1791, %705 {alignment = 4 : i64} : f32, !llvm.ptr
      %1792 = llvm.load %704 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1793 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1792) : (f32) -> f32
      llvm.store %1793, %704 {alignment = 8 : i64} : f32, !llvm.ptr
      %1794 = llvm.load %705 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1795 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1794) : (f32) -> f32
      llvm.store %1795, %705 {alignment = 4 : i64} : f32, !llvm.ptr
      %1796 = llvm.load %739 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1797 = llvm.load %740 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1798 = llvm.load %706 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1799 = llvm.load %707 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1800 = llvm.fneg %1796 : f32
      %1801 = llvm.fneg %1797 : f32
      %1802 = llvm.insertelement %1798, %1[%2 : i64] : vector<2xf32>
      %1803 = llvm.insertelement %1799, %1802[%0 : i64] : vector<2xf32>
      %1804 = llvm.insertelement %1800, %1[%2 : i64] : vector<2xf32>
      %1805 = llvm.insertelement %1801, %1804[%0 : i64] : vector<2xf32>
      %1806 = "nvvm.fma.packed.f32x2"(%1803, %720, %1805) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1807 = llvm.extractelement %1806[%2 : i64] : vector<2xf32>
      %1808 = llvm.extractelement %1806[%0 : i64] : vector<2xf32>
      llvm.store %1807, %706 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %1808, %707 {alignment = 4 : i64} : f32, !llvm.ptr
      %1809 = llvm.load %706 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1810 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1809) : (f32) -> f32
      llvm.store %1810, %706 {alignment = 16 : i64} : f32, !llvm.ptr
      %1811 = llvm.load %707 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1812 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1811) : (f32) -> f32
      llvm.store %1812, %707 {alignment = 4 : i64} : f32, !llvm.ptr
      %1813 = llvm.load %741 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1814 = llvm.load %742 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1815 = llvm.load %708 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1816 = llvm.load %709 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1817 = llvm.fneg %1813 : f32
      %1818 = llvm.fneg %1814 : f32
      %1819 = llvm.insertelement %1815, %1[%2 : i64] : vector<2xf32>
      %1820 = llvm.insertelement %1816, %1819[%0 : i64] : vector<2xf32>
      %1821 = llvm.insertelement %1817, %1[%2 : i64] : vector<2xf32>
      %1822 = llvm.insertelement %1818, %1821[%0 : i64] : vector<2xf32>
      %1823 = "nvvm.fma.packed.f32x2"(%1820, %720, %1822) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1824 = llvm.extractelement %1823[%2 : i64] : vector<2xf32>
      %1825 = llvm.extractelement %1823[%0 : i64] : vector<2xf32>
      llvm.store %1824, %708 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1825, %709 {alignment = 4 : i64} : f32, !llvm.ptr
      %1826 = llvm.load %708 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1827 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1826) : (f32) -> f32
      llvm.store %1827, %708 {alignment = 8 : i64} : f32, !llvm.ptr
      %1828 = llvm.load %709 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1829 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1828) : (f32) -> f32
      llvm.store %1829, %709 {alignment = 4 : i64} : f32, !llvm.ptr
      %1830 = llvm.load %743 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1831 = llvm.load %744 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1832 = llvm.load %710 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1833 = llvm.load %711 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1834 = llvm.fneg %1830 : f32
      %1835 = llvm.fneg %1831 : f32
      %1836 = llvm.insertelement %1832, %1[%2 : i64] : vector<2xf32>
      %1837 = llvm.insertelement %1833, %1836[%0 : i64] : vector<2xf32>
      %1838 = llvm.insertelement %1834, %1[%2 : i64] : vector<2xf32>
      %1839 = llvm.insertelement %1835, %1838[%0 : i64] : vector<2xf32>
      %1840 = "nvvm.fma.packed.f32x2"(%1837, %720, %1839) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1841 = llvm.extractelement %1840[%2 : i64] : vector<2xf32>
      %1842 = llvm.extractelement %1840[%0 : i64] : vector<2xf32>
      llvm.store %1841, %710 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %1842, %711 {alignment = 4 : i64} : f32, !llvm.ptr
      %1843 = llvm.load %710 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1844 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1843) : (f32) -> f32
      llvm.store %1844, %710 {alignment = 32 : i64} : f32, !llvm.ptr
      %1845 = llvm.load %711 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1846 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1845) : (f32) -> f32
      llvm.store %1846, %711 {alignment = 4 : i64} : f32, !llvm.ptr
      %1847 = llvm.load %745 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1848 = llvm.load %746 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1849 = llvm.load %712 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1850 = llvm.load %713 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1851 = llvm.fneg %1847 : f32
      %1852 = llvm.fneg %1848 : f32
      %1853 = llvm.insertelement %1849, %1[%2 : i64] : vector<2xf32>
      %1854 = llvm.insertelement %1850, %1853[%0 : i64] : vector<2xf32>
      %1855 = llvm.insertelement %1851, %1[%2 : i64] : vector<2xf32>
      %1856 = llvm.insertelement %1852, %1855[%0 : i64] : vector<2xf32>
      %1857 = "nvvm.fma.packed.f32x2"(%1854, %720, %1856) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1858 = llvm.extractelement %1857[%2 : i64] : vector<2xf32>
      %1859 = llvm.extractelement %1857[%0 : i64] : vector<2xf32>
      llvm.store %1858, %712 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1859, %713 {alignment = 4 : i64} : f32, !llvm.ptr
      %1860 = llvm.load %712 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1861 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1860) : (f32) -> f32
      llvm.store %1861, %712 {alignment = 8 : i64} : f32, !llvm.ptr
      %1862 = llvm.load %713 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1863 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1862) : (f32) -> f32
      llvm.store %1863, %713 {alignment = 4 : i64} : f32, !llvm.ptr
      %1864 = llvm.load %747 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1865 = llvm.load %748 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1866 = llvm.load %714 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1867 = llvm.load %715 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1868 = llvm.fneg %1864 : f32
      %1869 = llvm.fneg %1865 : f32
      %1870 = llvm.insertelement %1866, %1[%2 : i64] : vector<2xf32>
      %1871 = llvm.insertelement %1867, %1870[%0 : i64] : vector<2xf32>
      %1872 = llvm.insertelement %1868, %1[%2 : i64] : vector<2xf32>
      %1873 = llvm.insertelement %1869, %1872[%0 : i64] : vector<2xf32>
      %1874 = "nvvm.fma.packed.f32x2"(%1871, %720, %1873) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1875 = llvm.extractelement %1874[%2 : i64] : vector<2xf32>
      %1876 = llvm.extractelement %1874[%0 : i64] : vector<2xf32>
      llvm.store %1875, %714 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %1876, %715 {alignment = 4 : i64} : f32, !llvm.ptr
      %1877 = llvm.load %714 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1878 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1877) : (f32) -> f32
      llvm.store %1878, %714 {alignment = 16 : i64} : f32, !llvm.ptr
      %1879 = llvm.load %715 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1880 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1879) : (f32) -> f32
      llvm.store %1880, %715 {alignment = 4 : i64} : f32, !llvm.ptr
      %1881 = llvm.load %749 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1882 = llvm.load %750 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1883 = llvm.load %716 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1884 = llvm.load %717 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1885 = llvm.fneg %1881 : f32
      %1886 = llvm.fneg %1882 : f32
      %1887 = llvm.insertelement %1883, %1[%2 : i64] : vector<2xf32>
      %1888 = llvm.insertelement %1884, %1887[%0 : i64] : vector<2xf32>
      %1889 = llvm.insertelement %1885, %1[%2 : i64] : vector<2xf32>
      %1890 = llvm.insertelement %1886, %1889[%0 : i64] : vector<2xf32>
      %1891 = "nvvm.fma.packed.f32x2"(%1888, %720, %1890) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1892 = llvm.extractelement %1891[%2 : i64] : vector<2xf32>
      %1893 = llvm.extractelement %1891[%0 : i64] : vector<2xf32>
      llvm.store %1892, %716 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1893, %717 {alignment = 4 : i64} : f32, !llvm.ptr
      %1894 = llvm.load %716 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1895 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1894) : (f32) -> f32
      llvm.store %1895, %716 {alignment = 8 : i64} : f32, !llvm.ptr
      %1896 = llvm.load %717 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1897 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1896) : (f32) -> f32
      llvm.store %1897, %717 {alignment = 4 : i64} : f32, !llvm.ptr
      %1898 = llvm.load %686 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1899 = llvm.load %687 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1900 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1898, %1899 : (f32, f32) -> i32
      llvm.store %1900, %768 {alignment = 32 : i64} : i32, !llvm.ptr
      %1901 = llvm.load %688 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1902 = llvm.load %689 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1903 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1901, %1902 : (f32, f32) -> i32
      llvm.store %1903, %769 {alignment = 4 : i64} : i32, !llvm.ptr
      %1904 = llvm.load %690 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1905 = llvm.load %691 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1906 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1904, %1905 : (f32, f32) -> i32
      llvm.store %1906, %770 {alignment = 8 : i64} : i32, !llvm.ptr
      %1907 = llvm.load %692 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1908 = llvm.load %693 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1909 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1907, %1908 : (f32, f32) -> i32
      llvm.store %1909, %771 {alignment = 4 : i64} : i32, !llvm.ptr
      %1910 = llvm.load %694 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1911 = llvm.load %695 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1912 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1910, %1911 : (f32, f32) -> i32
      llvm.store %1912, %772 {alignment = 16 : i64} : i32, !llvm.ptr
      %1913 = llvm.load %696 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1914 = llvm.load %697 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1915 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1913, %1914 : (f32, f32) -> i32
      llvm.store %1915, %773 {alignment = 4 : i64} : i32, !llvm.ptr
      %1916 = llvm.load %698 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1917 = llvm.load %699 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1918 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1916, %1917 : (f32, f32) -> i32
      llvm.store %1918, %774 {alignment = 8 : i64} : i32, !llvm.ptr
      %1919 = llvm.load %700 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1920 = llvm.load %701 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1921 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1919, %1920 : (f32, f32) -> i32
      llvm.store %1921, %775 {alignment = 4 : i64} : i32, !llvm.ptr
      %1922 = llvm.load %702 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1923 = llvm.load %703 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1924 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1922, %1923 : (f32, f32) -> i32
      llvm.store %1924, %776 {alignment = 32 : i64} : i32, !llvm.ptr
      %1925 = llvm.load %704 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1926 = llvm.load %705 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1927 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1925, %1926 : (f32, f32) -> i32
      llvm.store %1927, %777 {alignment = 4 : i64} : i32, !llvm.ptr
      %1928 = llvm.load %706 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1929 = llvm.load %707 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1930 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1928, %1929 : (f32, f32) -> i32
      llvm.store %1930, %778 {alignment = 8 : i64} : i32, !llvm.ptr
      %1931 = llvm.load %708 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1932 = llvm.load %709 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1933 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1931, %1932 : (f32, f32) -> i32
      llvm.store %1933, %779 {alignment = 4 : i64} : i32, !llvm.ptr
      %1934 = llvm.load %710 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1935 = llvm.load %711 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1936 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1934, %1935 : (f32, f32) -> i32
      llvm.store %1936, %780 {alignment = 16 : i64} : i32, !llvm.ptr
      %1937 = llvm.load %712 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1938 = llvm.load %713 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1939 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1937, %1938 : (f32, f32) -> i32
      llvm.store %1939, %781 {alignment = 4 : i64} : i32, !llvm.ptr
      %1940 = llvm.load %714 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1941 = llvm.load %715 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1942 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1940, %1941 : (f32, f32) -> i32
      llvm.store %1942, %782 {alignment = 8 : i64} : i32, !llvm.ptr
      %1943 = llvm.load %716 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1944 = llvm.load %717 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1945 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %1943, %1944 : (f32, f32) -> i32
      llvm.store %1945, %783 {alignment = 4 : i64} : i32, !llvm.ptr
      %1946 = llvm.load %784 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%786, %1946) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%58, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %1947 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %1947, ^bb540, ^bb541
    ^bb540:  // pred: ^bb539
      %1948 = "nvvm.mapa"(%151, %162) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%1948, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb541
    ^bb541:  // 2 preds: ^bb539, ^bb540
      llvm.cond_br %181, ^bb542, ^bb543
    ^bb542:  // pred: ^bb541
      %1949 = "nvvm.mbarrier.arrive"(%178, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb543
    ^bb543:  // 2 preds: ^bb541, ^bb542
      %1950 = llvm.xor %991, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %121, %993, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %123, %992, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %1951 = "nvvm.tcgen05.ld"(%787) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %1951, %78 : vector<32xi32>, !llvm.ptr
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      "nvvm.barrier"(%58, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.br ^bb544(%14 : i32)
    ^bb544(%1952: i32):  // 2 preds: ^bb543, ^bb545
      %1953 = llvm.icmp "slt" %1952, %16 : i32
      llvm.cond_br %1953, ^bb545, ^bb546
    ^bb545:  // pred: ^bb544
      %1954 = llvm.mul %1952, %19 overflow<nsw> : i32
      %1955 = llvm.getelementptr %617[%1954] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1956 = llvm.getelementptr %77[%1954] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1957 = llvm.load %1955 {alignment = 32 : i64} : !llvm.ptr<3> -> vector<8xf32>
      llvm.store %1957, %1956 {alignment = 32 : i64} : vector<8xf32>, !llvm.ptr
      %1958 = llvm.add %1952, %66 : i32
      llvm.br ^bb544(%1958 : i32) {loop_annotation = #loop_annotation2}
    ^bb546:  // pred: ^bb544
      %1959 = llvm.load %77 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1960 = llvm.load %788 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1961 = llvm.load %78 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1962 = llvm.load %789 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1963 = llvm.insertelement %1961, %1[%2 : i64] : vector<2xf32>
      %1964 = llvm.insertelement %1962, %1963[%0 : i64] : vector<2xf32>
      %1965 = llvm.insertelement %1959, %1[%2 : i64] : vector<2xf32>
      %1966 = llvm.insertelement %1960, %1965[%0 : i64] : vector<2xf32>
      %1967 = "nvvm.sub.packed.f32x2"(%1964, %1966) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1968 = llvm.extractelement %1967[%2 : i64] : vector<2xf32>
      %1969 = llvm.extractelement %1967[%0 : i64] : vector<2xf32>
      llvm.store %1968, %78 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %1969, %789 {alignment = 4 : i64} : f32, !llvm.ptr
      %1970 = llvm.load %80 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1971 = llvm.load %655 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1972 = llvm.load %78 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1973 = llvm.load %789 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1974 = llvm.insertelement %1970, %1[%2 : i64] : vector<2xf32>
      %1975 = llvm.insertelement %1971, %1974[%0 : i64] : vector<2xf32>
      %1976 = llvm.insertelement %1972, %1[%2 : i64] : vector<2xf32>
      %1977 = llvm.insertelement %1973, %1976[%0 : i64] : vector<2xf32>
      %1978 = "nvvm.mul.packed.f32x2"(%1975, %1977) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1979 = llvm.extractelement %1978[%2 : i64] : vector<2xf32>
      %1980 = llvm.extractelement %1978[%0 : i64] : vector<2xf32>
      llvm.store %1979, %78 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %1980, %789 {alignment = 4 : i64} : f32, !llvm.ptr
      %1981 = llvm.load %790 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1982 = llvm.load %791 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1983 = llvm.load %792 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1984 = llvm.load %793 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1985 = llvm.insertelement %1983, %1[%2 : i64] : vector<2xf32>
      %1986 = llvm.insertelement %1984, %1985[%0 : i64] : vector<2xf32>
      %1987 = llvm.insertelement %1981, %1[%2 : i64] : vector<2xf32>
      %1988 = llvm.insertelement %1982, %1987[%0 : i64] : vector<2xf32>
      %1989 = "nvvm.sub.packed.f32x2"(%1986, %1988) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %1990 = llvm.extractelement %1989[%2 : i64] : vector<2xf32>
      %1991 = llvm.extractelement %1989[%0 : i64] : vector<2xf32>
      llvm.store %1990, %792 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %1991, %793 {alignment = 4 : i64} : f32, !llvm.ptr
      %1992 = llvm.load %656 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1993 = llvm.load %657 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1994 = llvm.load %792 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1995 = llvm.load %793 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1996 = llvm.insertelement %1992, %1[%2 : i64] : vector<2xf32>
      %1997 = llvm.insertelement %1993, %1996[%0 : i64] : vector<2xf32>
      %1998 = llvm.insertelement %1994, %1[%2 : i64] : vector<2xf32>
      %1999 = llvm.insertelement %1995, %1998[%0 : i64] : vector<2xf32>
      %2000 = "nvvm.mul.packed.f32x2"(%1997, %1999) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2001 = llvm.extractelement %2000[%2 : i64] : vector<2xf32>
      %2002 = llvm.extractelement %2000[%0 : i64] : vector<2xf32>
      llvm.store %2001, %792 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2002, %793 {alignment = 4 : i64} : f32, !llvm.ptr
      %2003 = llvm.load %794 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2004 = llvm.load %795 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2005 = llvm.load %796 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2006 = llvm.load %797 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2007 = llvm.insertelement %2005, %1[%2 : i64] : vector<2xf32>
      %2008 = llvm.insertelement %2006, %2007[%0 : i64] : vector<2xf32>
      %2009 = llvm.insertelement %2003, %1[%2 : i64] : vector<2xf32>
      %2010 = llvm.insertelement %2004, %2009[%0 : i64] : vector<2xf32>
      %2011 = "nvvm.sub.packed.f32x2"(%2008, %2010) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2012 = llvm.extractelement %2011[%2 : i64] : vector<2xf32>
      %2013 = llvm.extractelement %2011[%0 : i64] : vector<2xf32>
      llvm.store %2012, %796 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2013, %797 {alignment = 4 : i64} : f32, !llvm.ptr
      %2014 = llvm.load %658 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2015 = llvm.load %659 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2016 = llvm.load %796 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2017 = llvm.load %797 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2018 = llvm.insertelement %2014, %1[%2 : i64] : vector<2xf32>
      %2019 = llvm.insertelement %2015, %2018[%0 : i64] : vector<2xf32>
      %2020 = llvm.insertelement %2016, %1[%2 : i64] : vector<2xf32>
      %2021 = llvm.insertelement %2017, %2020[%0 : i64] : vector<2xf32>
      %2022 = "nvvm.mul.packed.f32x2"(%2019, %2021) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2023 = llvm.extractelement %2022[%2 : i64] : vector<2xf32>
      %2024 = llvm.extractelement %2022[%0 : i64] : vector<2xf32>
      llvm.store %2023, %796 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2024, %797 {alignment = 4 : i64} : f32, !llvm.ptr
      %2025 = llvm.load %798 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2026 = llvm.load %799 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2027 = llvm.load %800 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2028 = llvm.load %801 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2029 = llvm.insertelement %2027, %1[%2 : i64] : vector<2xf32>
      %2030 = llvm.insertelement %2028, %2029[%0 : i64] : vector<2xf32>
      %2031 = llvm.insertelement %2025, %1[%2 : i64] : vector<2xf32>
      %2032 = llvm.insertelement %2026, %2031[%0 : i64] : vector<2xf32>
      %2033 = "nvvm.sub.packed.f32x2"(%2030, %2032) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2034 = llvm.extractelement %2033[%2 : i64] : vector<2xf32>
      %2035 = llvm.extractelement %2033[%0 : i64] : vector<2xf32>
      llvm.store %2034, %800 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2035, %801 {alignment = 4 : i64} : f32, !llvm.ptr
      %2036 = llvm.load %660 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2037 = llvm.load %661 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2038 = llvm.load %800 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2039 = llvm.load %801 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2040 = llvm.insertelement %2036, %1[%2 : i64] : vector<2xf32>
      %2041 = llvm.insertelement %2037, %2040[%0 : i64] : vector<2xf32>
      %2042 = llvm.insertelement %2038, %1[%2 : i64] : vector<2xf32>
      %2043 = llvm.insertelement %2039, %2042[%0 : i64] : vector<2xf32>
      %2044 = "nvvm.mul.packed.f32x2"(%2041, %2043) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2045 = llvm.extractelement %2044[%2 : i64] : vector<2xf32>
      %2046 = llvm.extractelement %2044[%0 : i64] : vector<2xf32>
      llvm.store %2045, %800 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2046, %801 {alignment = 4 : i64} : f32, !llvm.ptr
      %2047 = llvm.load %802 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2048 = llvm.load %803 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2049 = llvm.load %804 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2050 = llvm.load %805 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2051 = llvm.insertelement %2049, %1[%2 : i64] : vector<2xf32>
      %2052 = llvm.insertelement %2050, %2051[%0 : i64] : vector<2xf32>
      %2053 = llvm.insertelement %2047, %1[%2 : i64] : vector<2xf32>
      %2054 = llvm.insertelement %2048, %2053[%0 : i64] : vector<2xf32>
      %2055 = "nvvm.sub.packed.f32x2"(%2052, %2054) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2056 = llvm.extractelement %2055[%2 : i64] : vector<2xf32>
      %2057 = llvm.extractelement %2055[%0 : i64] : vector<2xf32>
      llvm.store %2056, %804 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2057, %805 {alignment = 4 : i64} : f32, !llvm.ptr
      %2058 = llvm.load %662 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2059 = llvm.load %663 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2060 = llvm.load %804 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2061 = llvm.load %805 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2062 = llvm.insertelement %2058, %1[%2 : i64] : vector<2xf32>
      %2063 = llvm.insertelement %2059, %2062[%0 : i64] : vector<2xf32>
      %2064 = llvm.insertelement %2060, %1[%2 : i64] : vector<2xf32>
      %2065 = llvm.insertelement %2061, %2064[%0 : i64] : vector<2xf32>
      %2066 = "nvvm.mul.packed.f32x2"(%2063, %2065) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2067 = llvm.extractelement %2066[%2 : i64] : vector<2xf32>
      %2068 = llvm.extractelement %2066[%0 : i64] : vector<2xf32>
      llvm.store %2067, %804 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2068, %805 {alignment = 4 : i64} : f32, !llvm.ptr
      %2069 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2070 = llvm.load %807 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2071 = llvm.load %808 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2072 = llvm.load %809 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2073 = llvm.insertelement %2071, %1[%2 : i64] : vector<2xf32>
      %2074 = llvm.insertelement %2072, %2073[%0 : i64] : vector<2xf32>
      %2075 = llvm.insertelement %2069, %1[%2 : i64] : vector<2xf32>
      %2076 = llvm.insertelement %2070, %2075[%0 : i64] : vector<2xf32>
      %2077 = "nvvm.sub.packed.f32x2"(%2074, %2076) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2078 = llvm.extractelement %2077[%2 : i64] : vector<2xf32>
      %2079 = llvm.extractelement %2077[%0 : i64] : vector<2xf32>
      llvm.store %2078, %808 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2079, %809 {alignment = 4 : i64} : f32, !llvm.ptr
      %2080 = llvm.load %664 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2081 = llvm.load %665 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2082 = llvm.load %808 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2083 = llvm.load %809 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2084 = llvm.insertelement %2080, %1[%2 : i64] : vector<2xf32>
      %2085 = llvm.insertelement %2081, %2084[%0 : i64] : vector<2xf32>
      %2086 = llvm.insertelement %2082, %1[%2 : i64] : vector<2xf32>
      %2087 = llvm.insertelement %2083, %2086[%0 : i64] : vector<2xf32>
      %2088 = "nvvm.mul.packed.f32x2"(%2085, %2087) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2089 = llvm.extractelement %2088[%2 : i64] : vector<2xf32>
      %2090 = llvm.extractelement %2088[%0 : i64] : vector<2xf32>
      llvm.store %2089, %808 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2090, %809 {alignment = 4 : i64} : f32, !llvm.ptr
      %2091 = llvm.load %810 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2092 = llvm.load %811 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2093 = llvm.load %812 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2094 = llvm.load %813 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2095 = llvm.insertelement %2093, %1[%2 : i64] : vector<2xf32>
      %2096 = llvm.insertelement %2094, %2095[%0 : i64] : vector<2xf32>
      %2097 = llvm.insertelement %2091, %1[%2 : i64] : vector<2xf32>
      %2098 = llvm.insertelement %2092, %2097[%0 : i64] : vector<2xf32>
      %2099 = "nvvm.sub.packed.f32x2"(%2096, %2098) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2100 = llvm.extractelement %2099[%2 : i64] : vector<2xf32>
      %2101 = llvm.extractelement %2099[%0 : i64] : vector<2xf32>
      llvm.store %2100, %812 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2101, %813 {alignment = 4 : i64} : f32, !llvm.ptr
      %2102 = llvm.load %666 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2103 = llvm.load %667 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2104 = llvm.load %812 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2105 = llvm.load %813 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2106 = llvm.insertelement %2102, %1[%2 : i64] : vector<2xf32>
      %2107 = llvm.insertelement %2103, %2106[%0 : i64] : vector<2xf32>
      %2108 = llvm.insertelement %2104, %1[%2 : i64] : vector<2xf32>
      %2109 = llvm.insertelement %2105, %2108[%0 : i64] : vector<2xf32>
      %2110 = "nvvm.mul.packed.f32x2"(%2107, %2109) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2111 = llvm.extractelement %2110[%2 : i64] : vector<2xf32>
      %2112 = llvm.extractelement %2110[%0 : i64] : vector<2xf32>
      llvm.store %2111, %812 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2112, %813 {alignment = 4 : i64} : f32, !llvm.ptr
      %2113 = llvm.load %814 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2114 = llvm.load %815 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2115 = llvm.load %816 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2116 = llvm.load %817 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2117 = llvm.insertelement %2115, %1[%2 : i64] : vector<2xf32>
      %2118 = llvm.insertelement %2116, %2117[%0 : i64] : vector<2xf32>
      %2119 = llvm.insertelement %2113, %1[%2 : i64] : vector<2xf32>
      %2120 = llvm.insertelement %2114, %2119[%0 : i64] : vector<2xf32>
      %2121 = "nvvm.sub.packed.f32x2"(%2118, %2120) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2122 = llvm.extractelement %2121[%2 : i64] : vector<2xf32>
      %2123 = llvm.extractelement %2121[%0 : i64] : vector<2xf32>
      llvm.store %2122, %816 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2123, %817 {alignment = 4 : i64} : f32, !llvm.ptr
      %2124 = llvm.load %668 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2125 = llvm.load %669 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2126 = llvm.load %816 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2127 = llvm.load %817 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2128 = llvm.insertelement %2124, %1[%2 : i64] : vector<2xf32>
      %2129 = llvm.insertelement %2125, %2128[%0 : i64] : vector<2xf32>
      %2130 = llvm.insertelement %2126, %1[%2 : i64] : vector<2xf32>
      %2131 = llvm.insertelement %2127, %2130[%0 : i64] : vector<2xf32>
      %2132 = "nvvm.mul.packed.f32x2"(%2129, %2131) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2133 = llvm.extractelement %2132[%2 : i64] : vector<2xf32>
      %2134 = llvm.extractelement %2132[%0 : i64] : vector<2xf32>
      llvm.store %2133, %816 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2134, %817 {alignment = 4 : i64} : f32, !llvm.ptr
      %2135 = llvm.load %818 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2136 = llvm.load %819 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2137 = llvm.load %820 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2138 = llvm.load %821 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2139 = llvm.insertelement %2137, %1[%2 : i64] : vector<2xf32>
      %2140 = llvm.insertelement %2138, %2139[%0 : i64] : vector<2xf32>
      %2141 = llvm.insertelement %2135, %1[%2 : i64] : vector<2xf32>
      %2142 = llvm.insertelement %2136, %2141[%0 : i64] : vector<2xf32>
      %2143 = "nvvm.sub.packed.f32x2"(%2140, %2142) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2144 = llvm.extractelement %2143[%2 : i64] : vector<2xf32>
      %2145 = llvm.extractelement %2143[%0 : i64] : vector<2xf32>
      llvm.store %2144, %820 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2145, %821 {alignment = 4 : i64} : f32, !llvm.ptr
      %2146 = llvm.load %670 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2147 = llvm.load %671 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2148 = llvm.load %820 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2149 = llvm.load %821 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2150 = llvm.insertelement %2146, %1[%2 : i64] : vector<2xf32>
      %2151 = llvm.insertelement %2147, %2150[%0 : i64] : vector<2xf32>
      %2152 = llvm.insertelement %2148, %1[%2 : i64] : vector<2xf32>
      %2153 = llvm.insertelement %2149, %2152[%0 : i64] : vector<2xf32>
      %2154 = "nvvm.mul.packed.f32x2"(%2151, %2153) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2155 = llvm.extractelement %2154[%2 : i64] : vector<2xf32>
      %2156 = llvm.extractelement %2154[%0 : i64] : vector<2xf32>
      llvm.store %2155, %820 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2156, %821 {alignment = 4 : i64} : f32, !llvm.ptr
      %2157 = llvm.load %822 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2158 = llvm.load %823 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2159 = llvm.load %824 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2160 = llvm.load %825 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2161 = llvm.insertelement %2159, %1[%2 : i64] : vector<2xf32>
      %2162 = llvm.insertelement %2160, %2161[%0 : i64] : vector<2xf32>
      %2163 = llvm.insertelement %2157, %1[%2 : i64] : vector<2xf32>
      %2164 = llvm.insertelement %2158, %2163[%0 : i64] : vector<2xf32>
      %2165 = "nvvm.sub.packed.f32x2"(%2162, %2164) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2166 = llvm.extractelement %2165[%2 : i64] : vector<2xf32>
      %2167 = llvm.extractelement %2165[%0 : i64] : vector<2xf32>
      llvm.store %2166, %824 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2167, %825 {alignment = 4 : i64} : f32, !llvm.ptr
      %2168 = llvm.load %672 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2169 = llvm.load %673 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2170 = llvm.load %824 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2171 = llvm.load %825 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2172 = llvm.insertelement %2168, %1[%2 : i64] : vector<2xf32>
      %2173 = llvm.insertelement %2169, %2172[%0 : i64] : vector<2xf32>
      %2174 = llvm.insertelement %2170, %1[%2 : i64] : vector<2xf32>
      %2175 = llvm.insertelement %2171, %2174[%0 : i64] : vector<2xf32>
      %2176 = "nvvm.mul.packed.f32x2"(%2173, %2175) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2177 = llvm.extractelement %2176[%2 : i64] : vector<2xf32>
      %2178 = llvm.extractelement %2176[%0 : i64] : vector<2xf32>
      llvm.store %2177, %824 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2178, %825 {alignment = 4 : i64} : f32, !llvm.ptr
      %2179 = llvm.load %826 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2180 = llvm.load %827 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2181 = llvm.load %828 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2182 = llvm.load %829 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2183 = llvm.insertelement %2181, %1[%2 : i64] : vector<2xf32>
      %2184 = llvm.insertelement %2182, %2183[%0 : i64] : vector<2xf32>
      %2185 = llvm.insertelement %2179, %1[%2 : i64] : vector<2xf32>
      %2186 = llvm.insertelement %2180, %2185[%0 : i64] : vector<2xf32>
      %2187 = "nvvm.sub.packed.f32x2"(%2184, %2186) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2188 = llvm.extractelement %2187[%2 : i64] : vector<2xf32>
      %2189 = llvm.extractelement %2187[%0 : i64] : vector<2xf32>
      llvm.store %2188, %828 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2189, %829 {alignment = 4 : i64} : f32, !llvm.ptr
      %2190 = llvm.load %674 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2191 = llvm.load %675 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2192 = llvm.load %828 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2193 = llvm.load %829 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2194 = llvm.insertelement %2190, %1[%2 : i64] : vector<2xf32>
      %2195 = llvm.insertelement %2191, %2194[%0 : i64] : vector<2xf32>
      %2196 = llvm.insertelement %2192, %1[%2 : i64] : vector<2xf32>
      %2197 = llvm.insertelement %2193, %2196[%0 : i64] : vector<2xf32>
      %2198 = "nvvm.mul.packed.f32x2"(%2195, %2197) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2199 = llvm.extractelement %2198[%2 : i64] : vector<2xf32>
      %2200 = llvm.extractelement %2198[%0 : i64] : vector<2xf32>
      llvm.store %2199, %828 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2200, %829 {alignment = 4 : i64} : f32, !llvm.ptr
      %2201 = llvm.load %830 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2202 = llvm.load %831 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2203 = llvm.load %832 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2204 = llvm.load %833 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2205 = llvm.insertelement %2203, %1[%2 : i64] : vector<2xf32>
      %2206 = llvm.insertelement %2204, %2205[%0 : i64] : vector<2xf32>
      %2207 = llvm.insertelement %2201, %1[%2 : i64] : vector<2xf32>
      %2208 = llvm.insertelement %2202, %2207[%0 : i64] : vector<2xf32>
      %2209 = "nvvm.sub.packed.f32x2"(%2206, %2208) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2210 = llvm.extractelement %2209[%2 : i64] : vector<2xf32>
      %2211 = llvm.extractelement %2209[%0 : i64] : vector<2xf32>
      llvm.store %2210, %832 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2211, %833 {alignment = 4 : i64} : f32, !llvm.ptr
      %2212 = llvm.load %676 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2213 = llvm.load %677 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2214 = llvm.load %832 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2215 = llvm.load %833 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2216 = llvm.insertelement %2212, %1[%2 : i64] : vector<2xf32>
      %2217 = llvm.insertelement %2213, %2216[%0 : i64] : vector<2xf32>
      %2218 = llvm.insertelement %2214, %1[%2 : i64] : vector<2xf32>
      %2219 = llvm.insertelement %2215, %2218[%0 : i64] : vector<2xf32>
      %2220 = "nvvm.mul.packed.f32x2"(%2217, %2219) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2221 = llvm.extractelement %2220[%2 : i64] : vector<2xf32>
      %2222 = llvm.extractelement %2220[%0 : i64] : vector<2xf32>
      llvm.store %2221, %832 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2222, %833 {alignment = 4 : i64} : f32, !llvm.ptr
      %2223 = llvm.load %834 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2224 = llvm.load %835 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2225 = llvm.load %836 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2226 = llvm.load %837 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2227 = llvm.insertelement %2225, %1[%2 : i64] : vector<2xf32>
      %2228 = llvm.insertelement %2226, %2227[%0 : i64] : vector<2xf32>
      %2229 = llvm.insertelement %2223, %1[%2 : i64] : vector<2xf32>
      %2230 = llvm.insertelement %2224, %2229[%0 : i64] : vector<2xf32>
      %2231 = "nvvm.sub.packed.f32x2"(%2228, %2230) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2232 = llvm.extractelement %2231[%2 : i64] : vector<2xf32>
      %2233 = llvm.extractelement %2231[%0 : i64] : vector<2xf32>
      llvm.store %2232, %836 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2233, %837 {alignment = 4 : i64} : f32, !llvm.ptr
      %2234 = llvm.load %678 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2235 = llvm.load %679 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2236 = llvm.load %836 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2237 = llvm.load %837 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2238 = llvm.insertelement %2234, %1[%2 : i64] : vector<2xf32>
      %2239 = llvm.insertelement %2235, %2238[%0 : i64] : vector<2xf32>
      %2240 = llvm.insertelement %2236, %1[%2 : i64] : vector<2xf32>
      %2241 = llvm.insertelement %2237, %2240[%0 : i64] : vector<2xf32>
      %2242 = "nvvm.mul.packed.f32x2"(%2239, %2241) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2243 = llvm.extractelement %2242[%2 : i64] : vector<2xf32>
      %2244 = llvm.extractelement %2242[%0 : i64] : vector<2xf32>
      llvm.store %2243, %836 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2244, %837 {alignment = 4 : i64} : f32, !llvm.ptr
      %2245 = llvm.load %838 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2246 = llvm.load %839 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2247 = llvm.load %840 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2248 = llvm.load %841 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2249 = llvm.insertelement %2247, %1[%2 : i64] : vector<2xf32>
      %2250 = llvm.insertelement %2248, %2249[%0 : i64] : vector<2xf32>
      %2251 = llvm.insertelement %2245, %1[%2 : i64] : vector<2xf32>
      %2252 = llvm.insertelement %2246, %2251[%0 : i64] : vector<2xf32>
      %2253 = "nvvm.sub.packed.f32x2"(%2250, %2252) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2254 = llvm.extractelement %2253[%2 : i64] : vector<2xf32>
      %2255 = llvm.extractelement %2253[%0 : i64] : vector<2xf32>
      llvm.store %2254, %840 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2255, %841 {alignment = 4 : i64} : f32, !llvm.ptr
      %2256 = llvm.load %680 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2257 = llvm.load %681 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2258 = llvm.load %840 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2259 = llvm.load %841 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2260 = llvm.insertelement %2256, %1[%2 : i64] : vector<2xf32>
      %2261 = llvm.insertelement %2257, %2260[%0 : i64] : vector<2xf32>
      %2262 = llvm.insertelement %2258, %1[%2 : i64] : vector<2xf32>
      %2263 = llvm.insertelement %2259, %2262[%0 : i64] : vector<2xf32>
      %2264 = "nvvm.mul.packed.f32x2"(%2261, %2263) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2265 = llvm.extractelement %2264[%2 : i64] : vector<2xf32>
      %2266 = llvm.extractelement %2264[%0 : i64] : vector<2xf32>
      llvm.store %2265, %840 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2266, %841 {alignment = 4 : i64} : f32, !llvm.ptr
      %2267 = llvm.load %842 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2268 = llvm.load %843 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2269 = llvm.load %844 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2270 = llvm.load %845 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2271 = llvm.insertelement %2269, %1[%2 : i64] : vector<2xf32>
      %2272 = llvm.insertelement %2270, %2271[%0 : i64] : vector<2xf32>
      %2273 = llvm.insertelement %2267, %1[%2 : i64] : vector<2xf32>
      %2274 = llvm.insertelement %2268, %2273[%0 : i64] : vector<2xf32>
      %2275 = "nvvm.sub.packed.f32x2"(%2272, %2274) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2276 = llvm.extractelement %2275[%2 : i64] : vector<2xf32>
      %2277 = llvm.extractelement %2275[%0 : i64] : vector<2xf32>
      llvm.store %2276, %844 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2277, %845 {alignment = 4 : i64} : f32, !llvm.ptr
      %2278 = llvm.load %682 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2279 = llvm.load %683 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2280 = llvm.load %844 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2281 = llvm.load %845 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2282 = llvm.insertelement %2278, %1[%2 : i64] : vector<2xf32>
      %2283 = llvm.insertelement %2279, %2282[%0 : i64] : vector<2xf32>
      %2284 = llvm.insertelement %2280, %1[%2 : i64] : vector<2xf32>
      %2285 = llvm.insertelement %2281, %2284[%0 : i64] : vector<2xf32>
      %2286 = "nvvm.mul.packed.f32x2"(%2283, %2285) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2287 = llvm.extractelement %2286[%2 : i64] : vector<2xf32>
      %2288 = llvm.extractelement %2286[%0 : i64] : vector<2xf32>
      llvm.store %2287, %844 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2288, %845 {alignment = 4 : i64} : f32, !llvm.ptr
      %2289 = llvm.load %846 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2290 = llvm.load %847 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2291 = llvm.load %848 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2292 = llvm.load %849 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2293 = llvm.insertelement %2291, %1[%2 : i64] : vector<2xf32>
      %2294 = llvm.insertelement %2292, %2293[%0 : i64] : vector<2xf32>
      %2295 = llvm.insertelement %2289, %1[%2 : i64] : vector<2xf32>
      %2296 = llvm.insertelement %2290, %2295[%0 : i64] : vector<2xf32>
      %2297 = "nvvm.sub.packed.f32x2"(%2294, %2296) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2298 = llvm.extractelement %2297[%2 : i64] : vector<2xf32>
      %2299 = llvm.extractelement %2297[%0 : i64] : vector<2xf32>
      llvm.store %2298, %848 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2299, %849 {alignment = 4 : i64} : f32, !llvm.ptr
      %2300 = llvm.load %684 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2301 = llvm.load %685 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2302 = llvm.load %848 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2303 = llvm.load %849 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2304 = llvm.insertelement %2300, %1[%2 : i64] : vector<2xf32>
      %2305 = llvm.insertelement %2301, %2304[%0 : i64] : vector<2xf32>
      %2306 = llvm.insertelement %2302, %1[%2 : i64] : vector<2xf32>
      %2307 = llvm.insertelement %2303, %2306[%0 : i64] : vector<2xf32>
      %2308 = "nvvm.mul.packed.f32x2"(%2305, %2307) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2309 = llvm.extractelement %2308[%2 : i64] : vector<2xf32>
      %2310 = llvm.extractelement %2308[%0 : i64] : vector<2xf32>
      llvm.store %2309, %848 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2310, %849 {alignment = 4 : i64} : f32, !llvm.ptr
      %2311 = llvm.load %78 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2312 = llvm.load %789 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2313 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2311, %2312 : (f32, f32) -> i32
      llvm.store %2313, %76 {alignment = 32 : i64} : i32, !llvm.ptr
      %2314 = llvm.load %792 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2315 = llvm.load %793 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2316 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2314, %2315 : (f32, f32) -> i32
      llvm.store %2316, %850 {alignment = 4 : i64} : i32, !llvm.ptr
      %2317 = llvm.load %796 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2318 = llvm.load %797 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2319 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2317, %2318 : (f32, f32) -> i32
      llvm.store %2319, %851 {alignment = 8 : i64} : i32, !llvm.ptr
      %2320 = llvm.load %800 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2321 = llvm.load %801 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2322 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2320, %2321 : (f32, f32) -> i32
      llvm.store %2322, %852 {alignment = 4 : i64} : i32, !llvm.ptr
      %2323 = llvm.load %804 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2324 = llvm.load %805 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2325 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2323, %2324 : (f32, f32) -> i32
      llvm.store %2325, %853 {alignment = 16 : i64} : i32, !llvm.ptr
      %2326 = llvm.load %808 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2327 = llvm.load %809 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2328 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2326, %2327 : (f32, f32) -> i32
      llvm.store %2328, %854 {alignment = 4 : i64} : i32, !llvm.ptr
      %2329 = llvm.load %812 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2330 = llvm.load %813 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2331 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2329, %2330 : (f32, f32) -> i32
      llvm.store %2331, %855 {alignment = 8 : i64} : i32, !llvm.ptr
      %2332 = llvm.load %816 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2333 = llvm.load %817 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2334 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2332, %2333 : (f32, f32) -> i32
      llvm.store %2334, %856 {alignment = 4 : i64} : i32, !llvm.ptr
      %2335 = llvm.load %820 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2336 = llvm.load %821 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2337 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2335, %2336 : (f32, f32) -> i32
      llvm.store %2337, %857 {alignment = 32 : i64} : i32, !llvm.ptr
      %2338 = llvm.load %824 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2339 = llvm.load %825 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2340 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2338, %2339 : (f32, f32) -> i32
      llvm.store %2340, %858 {alignment = 4 : i64} : i32, !llvm.ptr
      %2341 = llvm.load %828 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2342 = llvm.load %829 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2343 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2341, %2342 : (f32, f32) -> i32
      llvm.store %2343, %859 {alignment = 8 : i64} : i32, !llvm.ptr
      %2344 = llvm.load %832 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2345 = llvm.load %833 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2346 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2344, %2345 : (f32, f32) -> i32
      llvm.store %2346, %860 {alignment = 4 : i64} : i32, !llvm.ptr
      %2347 = llvm.load %836 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2348 = llvm.load %837 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2349 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2347, %2348 : (f32, f32) -> i32
      llvm.store %2349, %861 {alignment = 16 : i64} : i32, !llvm.ptr
      %2350 = llvm.load %840 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2351 = llvm.load %841 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2352 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2350, %2351 : (f32, f32) -> i32
      llvm.store %2352, %862 {alignment = 4 : i64} : i32, !llvm.ptr
      %2353 = llvm.load %844 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2354 = llvm.load %845 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2355 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2353, %2354 : (f32, f32) -> i32
      llvm.store %2355, %863 {alignment = 8 : i64} : i32, !llvm.ptr
      %2356 = llvm.load %848 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2357 = llvm.load %849 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2358 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2356, %2357 : (f32, f32) -> i32
      llvm.store %2358, %864 {alignment = 4 : i64} : i32, !llvm.ptr
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %175, %1010, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %2359 = llvm.load %76 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%865, %2359) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      llvm.cond_br %866, ^bb547, ^bb551
    ^bb547:  // pred: ^bb546
      llvm.br ^bb548(%14 : i32)
    ^bb548(%2360: i32):  // 2 preds: ^bb547, ^bb549
      %2361 = llvm.icmp "slt" %2360, %13 : i32
      llvm.cond_br %2361, ^bb549, ^bb550
    ^bb549:  // pred: ^bb548
      %2362 = llvm.mul %2360, %18 overflow<nsw> : i32
      %2363 = llvm.getelementptr %76[%2362] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2364 = llvm.getelementptr %75[%2362] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2365 = llvm.load %2363 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      llvm.store %2365, %2364 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2366 = llvm.add %2360, %66 : i32
      llvm.br ^bb548(%2366 : i32) {loop_annotation = #loop_annotation2}
    ^bb550:  // pred: ^bb548
      llvm.br ^bb555
    ^bb551:  // pred: ^bb546
      llvm.br ^bb552(%14 : i32)
    ^bb552(%2367: i32):  // 2 preds: ^bb551, ^bb553
      %2368 = llvm.icmp "slt" %2367, %16 : i32
      llvm.cond_br %2368, ^bb553, ^bb554
    ^bb553:  // pred: ^bb552
      %2369 = llvm.mul %2367, %19 overflow<nsw> : i32
      %2370 = llvm.getelementptr %76[%2369] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2371 = llvm.getelementptr %625[%2369] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2372 = llvm.ptrtoint %2371 : !llvm.ptr<3> to i64
      %2373 = llvm.and %2372, %5 : i64
      %2374 = llvm.lshr %2373, %4 : i64
      %2375 = llvm.xor %2372, %2374 : i64
      %2376 = llvm.inttoptr %2375 : i64 to !llvm.ptr<3>
      %2377 = llvm.load %2370 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %2377, %2376 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %2378 = llvm.add %2367, %66 : i32
      llvm.br ^bb552(%2378 : i32) {loop_annotation = #loop_annotation2}
    ^bb554:  // pred: ^bb552
      llvm.br ^bb555
    ^bb555:  // 2 preds: ^bb550, ^bb554
      %2379 = "nvvm.tcgen05.ld"(%868) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %2379, %74 : vector<32xi32>, !llvm.ptr
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      "nvvm.barrier"(%58, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.br ^bb556(%14 : i32)
    ^bb556(%2380: i32):  // 2 preds: ^bb555, ^bb557
      %2381 = llvm.icmp "slt" %2380, %16 : i32
      llvm.cond_br %2381, ^bb557, ^bb558
    ^bb557:  // pred: ^bb556
      %2382 = llvm.mul %2380, %19 overflow<nsw> : i32
      %2383 = llvm.getelementptr %869[%2382] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %2384 = llvm.getelementptr %73[%2382] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2385 = llvm.load %2383 {alignment = 32 : i64} : !llvm.ptr<3> -> vector<8xf32>
      llvm.store %2385, %2384 {alignment = 32 : i64} : vector<8xf32>, !llvm.ptr
      %2386 = llvm.add %2380, %66 : i32
      llvm.br ^bb556(%2386 : i32) {loop_annotation = #loop_annotation2}
    ^bb558:  // pred: ^bb556
      %2387 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2388 = llvm.load %870 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2389 = llvm.load %74 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2390 = llvm.load %871 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2391 = llvm.insertelement %2389, %1[%2 : i64] : vector<2xf32>
      %2392 = llvm.insertelement %2390, %2391[%0 : i64] : vector<2xf32>
      %2393 = llvm.insertelement %2387, %1[%2 : i64] : vector<2xf32>
      %2394 = llvm.insertelement %2388, %2393[%0 : i64] : vector<2xf32>
      %2395 = "nvvm.sub.packed.f32x2"(%2392, %2394) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2396 = llvm.extractelement %2395[%2 : i64] : vector<2xf32>
      %2397 = llvm.extractelement %2395[%0 : i64] : vector<2xf32>
      llvm.store %2396, %74 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2397, %871 {alignment = 4 : i64} : f32, !llvm.ptr
      %2398 = llvm.load %686 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2399 = llvm.load %687 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2400 = llvm.load %74 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2401 = llvm.load %871 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2402 = llvm.insertelement %2398, %1[%2 : i64] : vector<2xf32>
      %2403 = llvm.insertelement %2399, %2402[%0 : i64] : vector<2xf32>
      %2404 = llvm.insertelement %2400, %1[%2 : i64] : vector<2xf32>
      %2405 = llvm.insertelement %2401, %2404[%0 : i64] : vector<2xf32>
      %2406 = "nvvm.mul.packed.f32x2"(%2403, %2405) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2407 = llvm.extractelement %2406[%2 : i64] : vector<2xf32>
      %2408 = llvm.extractelement %2406[%0 : i64] : vector<2xf32>
      llvm.store %2407, %74 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2408, %871 {alignment = 4 : i64} : f32, !llvm.ptr
      %2409 = llvm.load %872 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2410 = llvm.load %873 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2411 = llvm.load %874 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2412 = llvm.load %875 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2413 = llvm.insertelement %2411, %1[%2 : i64] : vector<2xf32>
      %2414 = llvm.insertelement %2412, %2413[%0 : i64] : vector<2xf32>
      %2415 = llvm.insertelement %2409, %1[%2 : i64] : vector<2xf32>
      %2416 = llvm.insertelement %2410, %2415[%0 : i64] : vector<2xf32>
      %2417 = "nvvm.sub.packed.f32x2"(%2414, %2416) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2418 = llvm.extractelement %2417[%2 : i64] : vector<2xf32>
      %2419 = llvm.extractelement %2417[%0 : i64] : vector<2xf32>
      llvm.store %2418, %874 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2419, %875 {alignment = 4 : i64} : f32, !llvm.ptr
      %2420 = llvm.load %688 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2421 = llvm.load %689 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2422 = llvm.load %874 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2423 = llvm.load %875 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2424 = llvm.insertelement %2420, %1[%2 : i64] : vector<2xf32>
      %2425 = llvm.insertelement %2421, %2424[%0 : i64] : vector<2xf32>
      %2426 = llvm.insertelement %2422, %1[%2 : i64] : vector<2xf32>
      %2427 = llvm.insertelement %2423, %2426[%0 : i64] : vector<2xf32>
      %2428 = "nvvm.mul.packed.f32x2"(%2425, %2427) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2429 = llvm.extractelement %2428[%2 : i64] : vector<2xf32>
      %2430 = llvm.extractelement %2428[%0 : i64] : vector<2xf32>
      llvm.store %2429, %874 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2430, %875 {alignment = 4 : i64} : f32, !llvm.ptr
      %2431 = llvm.load %876 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2432 = llvm.load %877 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2433 = llvm.load %878 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2434 = llvm.load %879 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2435 = llvm.insertelement %2433, %1[%2 : i64] : vector<2xf32>
      %2436 = llvm.insertelement %2434, %2435[%0 : i64] : vector<2xf32>
      %2437 = llvm.insertelement %2431, %1[%2 : i64] : vector<2xf32>
      %2438 = llvm.insertelement %2432, %2437[%0 : i64] : vector<2xf32>
      %2439 = "nvvm.sub.packed.f32x2"(%2436, %2438) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2440 = llvm.extractelement %2439[%2 : i64] : vector<2xf32>
      %2441 = llvm.extractelement %2439[%0 : i64] : vector<2xf32>
      llvm.store %2440, %878 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2441, %879 {alignment = 4 : i64} : f32, !llvm.ptr
      %2442 = llvm.load %690 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2443 = llvm.load %691 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2444 = llvm.load %878 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2445 = llvm.load %879 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2446 = llvm.insertelement %2442, %1[%2 : i64] : vector<2xf32>
      %2447 = llvm.insertelement %2443, %2446[%0 : i64] : vector<2xf32>
      %2448 = llvm.insertelement %2444, %1[%2 : i64] : vector<2xf32>
      %2449 = llvm.insertelement %2445, %2448[%0 : i64] : vector<2xf32>
      %2450 = "nvvm.mul.packed.f32x2"(%2447, %2449) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2451 = llvm.extractelement %2450[%2 : i64] : vector<2xf32>
      %2452 = llvm.extractelement %2450[%0 : i64] : vector<2xf32>
      llvm.store %2451, %878 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2452, %879 {alignment = 4 : i64} : f32, !llvm.ptr
      %2453 = llvm.load %880 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2454 = llvm.load %881 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2455 = llvm.load %882 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2456 = llvm.load %883 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2457 = llvm.insertelement %2455, %1[%2 : i64] : vector<2xf32>
      %2458 = llvm.insertelement %2456, %2457[%0 : i64] : vector<2xf32>
      %2459 = llvm.insertelement %2453, %1[%2 : i64] : vector<2xf32>
      %2460 = llvm.insertelement %2454, %2459[%0 : i64] : vector<2xf32>
      %2461 = "nvvm.sub.packed.f32x2"(%2458, %2460) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2462 = llvm.extractelement %2461[%2 : i64] : vector<2xf32>
      %2463 = llvm.extractelement %2461[%0 : i64] : vector<2xf32>
      llvm.store %2462, %882 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2463, %883 {alignment = 4 : i64} : f32, !llvm.ptr
      %2464 = llvm.load %692 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2465 = llvm.load %693 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2466 = llvm.load %882 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2467 = llvm.load %883 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2468 = llvm.insertelement %2464, %1[%2 : i64] : vector<2xf32>
      %2469 = llvm.insertelement %2465, %2468[%0 : i64] : vector<2xf32>
      %2470 = llvm.insertelement %2466, %1[%2 : i64] : vector<2xf32>
      %2471 = llvm.insertelement %2467, %2470[%0 : i64] : vector<2xf32>
      %2472 = "nvvm.mul.packed.f32x2"(%2469, %2471) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2473 = llvm.extractelement %2472[%2 : i64] : vector<2xf32>
      %2474 = llvm.extractelement %2472[%0 : i64] : vector<2xf32>
      llvm.store %2473, %882 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2474, %883 {alignment = 4 : i64} : f32, !llvm.ptr
      %2475 = llvm.load %884 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2476 = llvm.load %885 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2477 = llvm.load %886 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2478 = llvm.load %887 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2479 = llvm.insertelement %2477, %1[%2 : i64] : vector<2xf32>
      %2480 = llvm.insertelement %2478, %2479[%0 : i64] : vector<2xf32>
      %2481 = llvm.insertelement %2475, %1[%2 : i64] : vector<2xf32>
      %2482 = llvm.insertelement %2476, %2481[%0 : i64] : vector<2xf32>
      %2483 = "nvvm.sub.packed.f32x2"(%2480, %2482) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2484 = llvm.extractelement %2483[%2 : i64] : vector<2xf32>
      %2485 = llvm.extractelement %2483[%0 : i64] : vector<2xf32>
      llvm.store %2484, %886 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2485, %887 {alignment = 4 : i64} : f32, !llvm.ptr
      %2486 = llvm.load %694 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2487 = llvm.load %695 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2488 = llvm.load %886 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2489 = llvm.load %887 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2490 = llvm.insertelement %2486, %1[%2 : i64] : vector<2xf32>
      %2491 = llvm.insertelement %2487, %2490[%0 : i64] : vector<2xf32>
      %2492 = llvm.insertelement %2488, %1[%2 : i64] : vector<2xf32>
      %2493 = llvm.insertelement %2489, %2492[%0 : i64] : vector<2xf32>
      %2494 = "nvvm.mul.packed.f32x2"(%2491, %2493) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2495 = llvm.extractelement %2494[%2 : i64] : vector<2xf32>
      %2496 = llvm.extractelement %2494[%0 : i64] : vector<2xf32>
      llvm.store %2495, %886 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2496, %887 {alignment = 4 : i64} : f32, !llvm.ptr
      %2497 = llvm.load %888 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2498 = llvm.load %889 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2499 = llvm.load %890 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2500 = llvm.load %891 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2501 = llvm.insertelement %2499, %1[%2 : i64] : vector<2xf32>
      %2502 = llvm.insertelement %2500, %2501[%0 : i64] : vector<2xf32>
      %2503 = llvm.insertelement %2497, %1[%2 : i64] : vector<2xf32>
      %2504 = llvm.insertelement %2498, %2503[%0 : i64] : vector<2xf32>
      %2505 = "nvvm.sub.packed.f32x2"(%2502, %2504) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2506 = llvm.extractelement %2505[%2 : i64] : vector<2xf32>
      %2507 = llvm.extractelement %2505[%0 : i64] : vector<2xf32>
      llvm.store %2506, %890 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2507, %891 {alignment = 4 : i64} : f32, !llvm.ptr
      %2508 = llvm.load %696 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2509 = llvm.load %697 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2510 = llvm.load %890 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2511 = llvm.load %891 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2512 = llvm.insertelement %2508, %1[%2 : i64] : vector<2xf32>
      %2513 = llvm.insertelement %2509, %2512[%0 : i64] : vector<2xf32>
      %2514 = llvm.insertelement %2510, %1[%2 : i64] : vector<2xf32>
      %2515 = llvm.insertelement %2511, %2514[%0 : i64] : vector<2xf32>
      %2516 = "nvvm.mul.packed.f32x2"(%2513, %2515) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2517 = llvm.extractelement %2516[%2 : i64] : vector<2xf32>
      %2518 = llvm.extractelement %2516[%0 : i64] : vector<2xf32>
      llvm.store %2517, %890 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2518, %891 {alignment = 4 : i64} : f32, !llvm.ptr
      %2519 = llvm.load %892 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2520 = llvm.load %893 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2521 = llvm.load %894 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2522 = llvm.load %895 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2523 = llvm.insertelement %2521, %1[%2 : i64] : vector<2xf32>
      %2524 = llvm.insertelement %2522, %2523[%0 : i64] : vector<2xf32>
      %2525 = llvm.insertelement %2519, %1[%2 : i64] : vector<2xf32>
      %2526 = llvm.insertelement %2520, %2525[%0 : i64] : vector<2xf32>
      %2527 = "nvvm.sub.packed.f32x2"(%2524, %2526) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2528 = llvm.extractelement %2527[%2 : i64] : vector<2xf32>
      %2529 = llvm.extractelement %2527[%0 : i64] : vector<2xf32>
      llvm.store %2528, %894 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2529, %895 {alignment = 4 : i64} : f32, !llvm.ptr
      %2530 = llvm.load %698 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2531 = llvm.load %699 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2532 = llvm.load %894 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2533 = llvm.load %895 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2534 = llvm.insertelement %2530, %1[%2 : i64] : vector<2xf32>
      %2535 = llvm.insertelement %2531, %2534[%0 : i64] : vector<2xf32>
      %2536 = llvm.insertelement %2532, %1[%2 : i64] : vector<2xf32>
      %2537 = llvm.insertelement %2533, %2536[%0 : i64] : vector<2xf32>
      %2538 = "nvvm.mul.packed.f32x2"(%2535, %2537) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2539 = llvm.extractelement %2538[%2 : i64] : vector<2xf32>
      %2540 = llvm.extractelement %2538[%0 : i64] : vector<2xf32>
      llvm.store %2539, %894 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2540, %895 {alignment = 4 : i64} : f32, !llvm.ptr
      %2541 = llvm.load %896 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2542 = llvm.load %897 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2543 = llvm.load %898 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2544 = llvm.load %899 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2545 = llvm.insertelement %2543, %1[%2 : i64] : vector<2xf32>
      %2546 = llvm.insertelement %2544, %2545[%0 : i64] : vector<2xf32>
      %2547 = llvm.insertelement %2541, %1[%2 : i64] : vector<2xf32>
      %2548 = llvm.insertelement %2542, %2547[%0 : i64] : vector<2xf32>
      %2549 = "nvvm.sub.packed.f32x2"(%2546, %2548) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2550 = llvm.extractelement %2549[%2 : i64] : vector<2xf32>
      %2551 = llvm.extractelement %2549[%0 : i64] : vector<2xf32>
      llvm.store %2550, %898 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2551, %899 {alignment = 4 : i64} : f32, !llvm.ptr
      %2552 = llvm.load %700 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2553 = llvm.load %701 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2554 = llvm.load %898 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2555 = llvm.load %899 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2556 = llvm.insertelement %2552, %1[%2 : i64] : vector<2xf32>
      %2557 = llvm.insertelement %2553, %2556[%0 : i64] : vector<2xf32>
      %2558 = llvm.insertelement %2554, %1[%2 : i64] : vector<2xf32>
      %2559 = llvm.insertelement %2555, %2558[%0 : i64] : vector<2xf32>
      %2560 = "nvvm.mul.packed.f32x2"(%2557, %2559) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2561 = llvm.extractelement %2560[%2 : i64] : vector<2xf32>
      %2562 = llvm.extractelement %2560[%0 : i64] : vector<2xf32>
      llvm.store %2561, %898 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2562, %899 {alignment = 4 : i64} : f32, !llvm.ptr
      %2563 = llvm.load %900 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2564 = llvm.load %901 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2565 = llvm.load %902 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2566 = llvm.load %903 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2567 = llvm.insertelement %2565, %1[%2 : i64] : vector<2xf32>
      %2568 = llvm.insertelement %2566, %2567[%0 : i64] : vector<2xf32>
      %2569 = llvm.insertelement %2563, %1[%2 : i64] : vector<2xf32>
      %2570 = llvm.insertelement %2564, %2569[%0 : i64] : vector<2xf32>
      %2571 = "nvvm.sub.packed.f32x2"(%2568, %2570) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2572 = llvm.extractelement %2571[%2 : i64] : vector<2xf32>
      %2573 = llvm.extractelement %2571[%0 : i64] : vector<2xf32>
      llvm.store %2572, %902 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2573, %903 {alignment = 4 : i64} : f32, !llvm.ptr
      %2574 = llvm.load %702 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2575 = llvm.load %703 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2576 = llvm.load %902 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2577 = llvm.load %903 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2578 = llvm.insertelement %2574, %1[%2 : i64] : vector<2xf32>
      %2579 = llvm.insertelement %2575, %2578[%0 : i64] : vector<2xf32>
      %2580 = llvm.insertelement %2576, %1[%2 : i64] : vector<2xf32>
      %2581 = llvm.insertelement %2577, %2580[%0 : i64] : vector<2xf32>
      %2582 = "nvvm.mul.packed.f32x2"(%2579, %2581) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2583 = llvm.extractelement %2582[%2 : i64] : vector<2xf32>
      %2584 = llvm.extractelement %2582[%0 : i64] : vector<2xf32>
      llvm.store %2583, %902 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2584, %903 {alignment = 4 : i64} : f32, !llvm.ptr
      %2585 = llvm.load %904 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2586 = llvm.load %905 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2587 = llvm.load %906 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2588 = llvm.load %907 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2589 = llvm.insertelement %2587, %1[%2 : i64] : vector<2xf32>
      %2590 = llvm.insertelement %2588, %2589[%0 : i64] : vector<2xf32>
      %2591 = llvm.insertelement %2585, %1[%2 : i64] : vector<2xf32>
      %2592 = llvm.insertelement %2586, %2591[%0 : i64] : vector<2xf32>
      %2593 = "nvvm.sub.packed.f32x2"(%2590, %2592) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2594 = llvm.extractelement %2593[%2 : i64] : vector<2xf32>
      %2595 = llvm.extractelement %2593[%0 : i64] : vector<2xf32>
      llvm.store %2594, %906 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2595, %907 {alignment = 4 : i64} : f32, !llvm.ptr
      %2596 = llvm.load %704 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2597 = llvm.load %705 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2598 = llvm.load %906 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2599 = llvm.load %907 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2600 = llvm.insertelement %2596, %1[%2 : i64] : vector<2xf32>
      %2601 = llvm.insertelement %2597, %2600[%0 : i64] : vector<2xf32>
      %2602 = llvm.insertelement %2598, %1[%2 : i64] : vector<2xf32>
      %2603 = llvm.insertelement %2599, %2602[%0 : i64] : vector<2xf32>
      %2604 = "nvvm.mul.packed.f32x2"(%2601, %2603) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2605 = llvm.extractelement %2604[%2 : i64] : vector<2xf32>
      %2606 = llvm.extractelement %2604[%0 : i64] : vector<2xf32>
      llvm.store %2605, %906 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2606, %907 {alignment = 4 : i64} : f32, !llvm.ptr
      %2607 = llvm.load %908 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2608 = llvm.load %909 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2609 = llvm.load %910 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2610 = llvm.load %911 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2611 = llvm.insertelement %2609, %1[%2 : i64] : vector<2xf32>
      %2612 = llvm.insertelement %2610, %2611[%0 : i64] : vector<2xf32>
      %2613 = llvm.insertelement %2607, %1[%2 : i64] : vector<2xf32>
      %2614 = llvm.insertelement %2608, %2613[%0 : i64] : vector<2xf32>
      %2615 = "nvvm.sub.packed.f32x2"(%2612, %2614) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2616 = llvm.extractelement %2615[%2 : i64] : vector<2xf32>
      %2617 = llvm.extractelement %2615[%0 : i64] : vector<2xf32>
      llvm.store %2616, %910 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2617, %911 {alignment = 4 : i64} : f32, !llvm.ptr
      %2618 = llvm.load %706 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2619 = llvm.load %707 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2620 = llvm.load %910 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2621 = llvm.load %911 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2622 = llvm.insertelement %2618, %1[%2 : i64] : vector<2xf32>
      %2623 = llvm.insertelement %2619, %2622[%0 : i64] : vector<2xf32>
      %2624 = llvm.insertelement %2620, %1[%2 : i64] : vector<2xf32>
      %2625 = llvm.insertelement %2621, %2624[%0 : i64] : vector<2xf32>
      %2626 = "nvvm.mul.packed.f32x2"(%2623, %2625) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2627 = llvm.extractelement %2626[%2 : i64] : vector<2xf32>
      %2628 = llvm.extractelement %2626[%0 : i64] : vector<2xf32>
      llvm.store %2627, %910 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2628, %911 {alignment = 4 : i64} : f32, !llvm.ptr
      %2629 = llvm.load %912 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2630 = llvm.load %913 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2631 = llvm.load %914 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2632 = llvm.load %915 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2633 = llvm.insertelement %2631, %1[%2 : i64] : vector<2xf32>
      %2634 = llvm.insertelement %2632, %2633[%0 : i64] : vector<2xf32>
      %2635 = llvm.insertelement %2629, %1[%2 : i64] : vector<2xf32>
      %2636 = llvm.insertelement %2630, %2635[%0 : i64] : vector<2xf32>
      %2637 = "nvvm.sub.packed.f32x2"(%2634, %2636) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2638 = llvm.extractelement %2637[%2 : i64] : vector<2xf32>
      %2639 = llvm.extractelement %2637[%0 : i64] : vector<2xf32>
      llvm.store %2638, %914 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2639, %915 {alignment = 4 : i64} : f32, !llvm.ptr
      %2640 = llvm.load %708 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2641 = llvm.load %709 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2642 = llvm.load %914 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2643 = llvm.load %915 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2644 = llvm.insertelement %2640, %1[%2 : i64] : vector<2xf32>
      %2645 = llvm.insertelement %2641, %2644[%0 : i64] : vector<2xf32>
      %2646 = llvm.insertelement %2642, %1[%2 : i64] : vector<2xf32>
      %2647 = llvm.insertelement %2643, %2646[%0 : i64] : vector<2xf32>
      %2648 = "nvvm.mul.packed.f32x2"(%2645, %2647) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2649 = llvm.extractelement %2648[%2 : i64] : vector<2xf32>
      %2650 = llvm.extractelement %2648[%0 : i64] : vector<2xf32>
      llvm.store %2649, %914 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2650, %915 {alignment = 4 : i64} : f32, !llvm.ptr
      %2651 = llvm.load %916 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2652 = llvm.load %917 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2653 = llvm.load %918 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2654 = llvm.load %919 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2655 = llvm.insertelement %2653, %1[%2 : i64] : vector<2xf32>
      %2656 = llvm.insertelement %2654, %2655[%0 : i64] : vector<2xf32>
      %2657 = llvm.insertelement %2651, %1[%2 : i64] : vector<2xf32>
      %2658 = llvm.insertelement %2652, %2657[%0 : i64] : vector<2xf32>
      %2659 = "nvvm.sub.packed.f32x2"(%2656, %2658) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2660 = llvm.extractelement %2659[%2 : i64] : vector<2xf32>
      %2661 = llvm.extractelement %2659[%0 : i64] : vector<2xf32>
      llvm.store %2660, %918 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2661, %919 {alignment = 4 : i64} : f32, !llvm.ptr
      %2662 = llvm.load %710 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2663 = llvm.load %711 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2664 = llvm.load %918 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2665 = llvm.load %919 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2666 = llvm.insertelement %2662, %1[%2 : i64] : vector<2xf32>
      %2667 = llvm.insertelement %2663, %2666[%0 : i64] : vector<2xf32>
      %2668 = llvm.insertelement %2664, %1[%2 : i64] : vector<2xf32>
      %2669 = llvm.insertelement %2665, %2668[%0 : i64] : vector<2xf32>
      %2670 = "nvvm.mul.packed.f32x2"(%2667, %2669) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2671 = llvm.extractelement %2670[%2 : i64] : vector<2xf32>
      %2672 = llvm.extractelement %2670[%0 : i64] : vector<2xf32>
      llvm.store %2671, %918 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.store %2672, %919 {alignment = 4 : i64} : f32, !llvm.ptr
      %2673 = llvm.load %920 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2674 = llvm.load %921 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2675 = llvm.load %922 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2676 = llvm.load %923 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2677 = llvm.insertelement %2675, %1[%2 : i64] : vector<2xf32>
      %2678 = llvm.insertelement %2676, %2677[%0 : i64] : vector<2xf32>
      %2679 = llvm.insertelement %2673, %1[%2 : i64] : vector<2xf32>
      %2680 = llvm.insertelement %2674, %2679[%0 : i64] : vector<2xf32>
      %2681 = "nvvm.sub.packed.f32x2"(%2678, %2680) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2682 = llvm.extractelement %2681[%2 : i64] : vector<2xf32>
      %2683 = llvm.extractelement %2681[%0 : i64] : vector<2xf32>
      llvm.store %2682, %922 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2683, %923 {alignment = 4 : i64} : f32, !llvm.ptr
      %2684 = llvm.load %712 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2685 = llvm.load %713 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2686 = llvm.load %922 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2687 = llvm.load %923 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2688 = llvm.insertelement %2684, %1[%2 : i64] : vector<2xf32>
      %2689 = llvm.insertelement %2685, %2688[%0 : i64] : vector<2xf32>
      %2690 = llvm.insertelement %2686, %1[%2 : i64] : vector<2xf32>
      %2691 = llvm.insertelement %2687, %2690[%0 : i64] : vector<2xf32>
      %2692 = "nvvm.mul.packed.f32x2"(%2689, %2691) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2693 = llvm.extractelement %2692[%2 : i64] : vector<2xf32>
      %2694 = llvm.extractelement %2692[%0 : i64] : vector<2xf32>
      llvm.store %2693, %922 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2694, %923 {alignment = 4 : i64} : f32, !llvm.ptr
      %2695 = llvm.load %924 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2696 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2697 = llvm.load %926 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2698 = llvm.load %927 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2699 = llvm.insertelement %2697, %1[%2 : i64] : vector<2xf32>
      %2700 = llvm.insertelement %2698, %2699[%0 : i64] : vector<2xf32>
      %2701 = llvm.insertelement %2695, %1[%2 : i64] : vector<2xf32>
      %2702 = llvm.insertelement %2696, %2701[%0 : i64] : vector<2xf32>
      %2703 = "nvvm.sub.packed.f32x2"(%2700, %2702) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2704 = llvm.extractelement %2703[%2 : i64] : vector<2xf32>
      %2705 = llvm.extractelement %2703[%0 : i64] : vector<2xf32>
      llvm.store %2704, %926 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2705, %927 {alignment = 4 : i64} : f32, !llvm.ptr
      %2706 = llvm.load %714 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2707 = llvm.load %715 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2708 = llvm.load %926 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2709 = llvm.load %927 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2710 = llvm.insertelement %2706, %1[%2 : i64] : vector<2xf32>
      %2711 = llvm.insertelement %2707, %2710[%0 : i64] : vector<2xf32>
      %2712 = llvm.insertelement %2708, %1[%2 : i64] : vector<2xf32>
      %2713 = llvm.insertelement %2709, %2712[%0 : i64] : vector<2xf32>
      %2714 = "nvvm.mul.packed.f32x2"(%2711, %2713) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2715 = llvm.extractelement %2714[%2 : i64] : vector<2xf32>
      %2716 = llvm.extractelement %2714[%0 : i64] : vector<2xf32>
      llvm.store %2715, %926 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.store %2716, %927 {alignment = 4 : i64} : f32, !llvm.ptr
      %2717 = llvm.load %928 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2718 = llvm.load %929 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2719 = llvm.load %930 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2720 = llvm.load %931 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2721 = llvm.insertelement %2719, %1[%2 : i64] : vector<2xf32>
      %2722 = llvm.insertelement %2720, %2721[%0 : i64] : vector<2xf32>
      %2723 = llvm.insertelement %2717, %1[%2 : i64] : vector<2xf32>
      %2724 = llvm.insertelement %2718, %2723[%0 : i64] : vector<2xf32>
      %2725 = "nvvm.sub.packed.f32x2"(%2722, %2724) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2726 = llvm.extractelement %2725[%2 : i64] : vector<2xf32>
      %2727 = llvm.extractelement %2725[%0 : i64] : vector<2xf32>
      llvm.store %2726, %930 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2727, %931 {alignment = 4 : i64} : f32, !llvm.ptr
      %2728 = llvm.load %716 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2729 = llvm.load %717 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2730 = llvm.load %930 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2731 = llvm.load %931 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2732 = llvm.insertelement %2728, %1[%2 : i64] : vector<2xf32>
      %2733 = llvm.insertelement %2729, %2732[%0 : i64] : vector<2xf32>
      %2734 = llvm.insertelement %2730, %1[%2 : i64] : vector<2xf32>
      %2735 = llvm.insertelement %2731, %2734[%0 : i64] : vector<2xf32>
      %2736 = "nvvm.mul.packed.f32x2"(%2733, %2735) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2737 = llvm.extractelement %2736[%2 : i64] : vector<2xf32>
      %2738 = llvm.extractelement %2736[%0 : i64] : vector<2xf32>
      llvm.store %2737, %930 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.store %2738, %931 {alignment = 4 : i64} : f32, !llvm.ptr
      %2739 = llvm.load %74 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2740 = llvm.load %871 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2741 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2739, %2740 : (f32, f32) -> i32
      llvm.store %2741, %72 {alignment = 32 : i64} : i32, !llvm.ptr
      %2742 = llvm.load %874 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2743 = llvm.load %875 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2744 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2742, %2743 : (f32, f32) -> i32
      llvm.store %2744, %932 {alignment = 4 : i64} : i32, !llvm.ptr
      %2745 = llvm.load %878 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2746 = llvm.load %879 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2747 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2745, %2746 : (f32, f32) -> i32
      llvm.store %2747, %933 {alignment = 8 : i64} : i32, !llvm.ptr
      %2748 = llvm.load %882 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2749 = llvm.load %883 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2750 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2748, %2749 : (f32, f32) -> i32
      llvm.store %2750, %934 {alignment = 4 : i64} : i32, !llvm.ptr
      %2751 = llvm.load %886 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2752 = llvm.load %887 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2753 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2751, %2752 : (f32, f32) -> i32
      llvm.store %2753, %935 {alignment = 16 : i64} : i32, !llvm.ptr
      %2754 = llvm.load %890 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2755 = llvm.load %891 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2756 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2754, %2755 : (f32, f32) -> i32
      llvm.store %2756, %936 {alignment = 4 : i64} : i32, !llvm.ptr
      %2757 = llvm.load %894 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2758 = llvm.load %895 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2759 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2757, %2758 : (f32, f32) -> i32
      llvm.store %2759, %937 {alignment = 8 : i64} : i32, !llvm.ptr
      %2760 = llvm.load %898 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2761 = llvm.load %899 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2762 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2760, %2761 : (f32, f32) -> i32
      llvm.store %2762, %938 {alignment = 4 : i64} : i32, !llvm.ptr
      %2763 = llvm.load %902 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2764 = llvm.load %903 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2765 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2763, %2764 : (f32, f32) -> i32
      llvm.store %2765, %939 {alignment = 32 : i64} : i32, !llvm.ptr
      %2766 = llvm.load %906 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2767 = llvm.load %907 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2768 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2766, %2767 : (f32, f32) -> i32
      llvm.store %2768, %940 {alignment = 4 : i64} : i32, !llvm.ptr
      %2769 = llvm.load %910 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2770 = llvm.load %911 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2771 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2769, %2770 : (f32, f32) -> i32
      llvm.store %2771, %941 {alignment = 8 : i64} : i32, !llvm.ptr
      %2772 = llvm.load %914 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2773 = llvm.load %915 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2774 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2772, %2773 : (f32, f32) -> i32
      llvm.store %2774, %942 {alignment = 4 : i64} : i32, !llvm.ptr
      %2775 = llvm.load %918 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2776 = llvm.load %919 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2777 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2775, %2776 : (f32, f32) -> i32
      llvm.store %2777, %943 {alignment = 16 : i64} : i32, !llvm.ptr
      %2778 = llvm.load %922 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2779 = llvm.load %923 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2780 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2778, %2779 : (f32, f32) -> i32
      llvm.store %2780, %944 {alignment = 4 : i64} : i32, !llvm.ptr
      %2781 = llvm.load %926 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2782 = llvm.load %927 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2783 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2781, %2782 : (f32, f32) -> i32
      llvm.store %2783, %945 {alignment = 8 : i64} : i32, !llvm.ptr
      %2784 = llvm.load %930 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2785 = llvm.load %931 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2786 = llvm.inline_asm asm_dialect = att "cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,f,f" %2784, %2785 : (f32, f32) -> i32
      llvm.store %2786, %946 {alignment = 4 : i64} : i32, !llvm.ptr
      %2787 = llvm.load %72 : !llvm.ptr -> vector<16xi32>
      "nvvm.tcgen05.st"(%948, %2787) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>, vector<16xi32>) -> ()
      llvm.cond_br %949, ^bb559, ^bb563
    ^bb559:  // pred: ^bb558
      llvm.br ^bb560(%14 : i32)
    ^bb560(%2788: i32):  // 2 preds: ^bb559, ^bb561
      %2789 = llvm.icmp "slt" %2788, %13 : i32
      llvm.cond_br %2789, ^bb561, ^bb562
    ^bb561:  // pred: ^bb560
      %2790 = llvm.mul %2788, %18 overflow<nsw> : i32
      %2791 = llvm.getelementptr %72[%2790] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2792 = llvm.getelementptr %75[%2790] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2793 = llvm.load %2791 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      llvm.store %2793, %2792 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2794 = llvm.add %2788, %66 : i32
      llvm.br ^bb560(%2794 : i32) {loop_annotation = #loop_annotation2}
    ^bb562:  // pred: ^bb560
      llvm.br ^bb567
    ^bb563:  // pred: ^bb558
      %2795 = llvm.getelementptr %625[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.br ^bb564(%14 : i32)
    ^bb564(%2796: i32):  // 2 preds: ^bb563, ^bb565
      %2797 = llvm.icmp "slt" %2796, %16 : i32
      llvm.cond_br %2797, ^bb565, ^bb566
    ^bb565:  // pred: ^bb564
      %2798 = llvm.mul %2796, %19 overflow<nsw> : i32
      %2799 = llvm.getelementptr %72[%2798] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2800 = llvm.getelementptr %2795[%2798] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2801 = llvm.ptrtoint %2800 : !llvm.ptr<3> to i64
      %2802 = llvm.and %2801, %5 : i64
      %2803 = llvm.lshr %2802, %4 : i64
      %2804 = llvm.xor %2801, %2803 : i64
      %2805 = llvm.inttoptr %2804 : i64 to !llvm.ptr<3>
      %2806 = llvm.load %2799 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %2806, %2805 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %2807 = llvm.add %2796, %66 : i32
      llvm.br ^bb564(%2807 : i32) {loop_annotation = #loop_annotation2}
    ^bb566:  // pred: ^bb564
      llvm.br ^bb567
    ^bb567:  // 2 preds: ^bb562, ^bb566
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
      %2808 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %2808, ^bb568, ^bb569
    ^bb568:  // pred: ^bb567
      %2809 = "nvvm.mapa"(%164, %162) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%2809, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb569
    ^bb569:  // 2 preds: ^bb567, ^bb568
      %2810 = llvm.xor %992, %66 : i32
      llvm.br ^bb570(%14 : i32)
    ^bb570(%2811: i32):  // 2 preds: ^bb569, ^bb571
      %2812 = llvm.icmp "slt" %2811, %16 : i32
      llvm.cond_br %2812, ^bb571, ^bb572
    ^bb571:  // pred: ^bb570
      %2813 = llvm.mul %2811, %19 overflow<nsw> : i32
      %2814 = llvm.getelementptr %75[%2813] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2815 = llvm.getelementptr %626[%2813] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2816 = llvm.ptrtoint %2815 : !llvm.ptr<3> to i64
      %2817 = llvm.and %2816, %5 : i64
      %2818 = llvm.lshr %2817, %4 : i64
      %2819 = llvm.xor %2816, %2818 : i64
      %2820 = llvm.inttoptr %2819 : i64 to !llvm.ptr<3>
      %2821 = llvm.load %2814 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %2821, %2820 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %2822 = llvm.add %2811, %66 : i32
      llvm.br ^bb570(%2822 : i32) {loop_annotation = #loop_annotation2}
    ^bb572:  // pred: ^bb570
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%58, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %181, ^bb573, ^bb574
    ^bb573:  // pred: ^bb572
      %2823 = "nvvm.mbarrier.arrive"(%183, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb574
    ^bb574:  // 2 preds: ^bb572, ^bb573
      %2824 = llvm.xor %993, %66 : i32
      llvm.cond_br %950, ^bb575, ^bb576
    ^bb575:  // pred: ^bb574
      %2825 = llvm.mul %154, %43 : i32
      %2826 = llvm.getelementptr %142[%2825] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2827 = "nvvm.mapa"(%132, %627) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive.expect_tx"(%2827, %44) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      %2828 = llvm.ptrtoint %140 : !llvm.ptr<3> to i32
      %2829 = llvm.ptrtoint %2826 : !llvm.ptr<3> to i32
      %2830 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %2829, %627 : (i32, i32) -> i32
      %2831 = llvm.ptrtoint %132 : !llvm.ptr<3> to i32
      %2832 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %2831, %627 : (i32, i32) -> i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [$0], [$1], $3, [$2];", "r,r,r,r" %2830, %2828, %2832, %44 : (i32, i32, i32, i32) -> ()
      llvm.br ^bb576
    ^bb576:  // 2 preds: ^bb574, ^bb575
      %2833 = llvm.add %989, %66 : i32
      llvm.br ^bb267(%2833, %1010, %1950, %2810, %2824 : i32, i32, i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb577:  // pred: ^bb267
      %2834 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %2834, ^bb578, ^bb579
    ^bb578:  // pred: ^bb577
      %2835 = "nvvm.mapa"(%124, %162) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%2835, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb579
    ^bb579:  // 2 preds: ^bb577, ^bb578
      %2836 = llvm.xor %990, %66 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %125, %984, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb580(%14 : i32)
    ^bb580(%2837: i32):  // 2 preds: ^bb579, ^bb581
      %2838 = llvm.icmp "slt" %2837, %13 : i32
      llvm.cond_br %2838, ^bb581, ^bb582
    ^bb581:  // pred: ^bb580
      %2839 = llvm.mul %2837, %64 overflow<nsw> : i32
      %2840 = llvm.add %969, %2839 : i32
      %2841 = llvm.getelementptr %71[%2839] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2842 = llvm.inttoptr %2840 : i32 to !llvm.ptr<6>
      %2843 = "nvvm.tcgen05.ld"(%2842) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %2843, %2841 : vector<32xi32>, !llvm.ptr
      %2844 = llvm.add %2837, %66 : i32
      llvm.br ^bb580(%2844 : i32) {loop_annotation = #loop_annotation2}
    ^bb582:  // pred: ^bb580
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      %2845 = llvm.load %71 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %2846 = llvm.fptrunc %2845 : vector<64xf32> to vector<64xbf16>
      llvm.store %2846, %70 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      llvm.br ^bb583(%14 : i32)
    ^bb583(%2847: i32):  // 2 preds: ^bb582, ^bb584
      %2848 = llvm.icmp "slt" %2847, %19 : i32
      llvm.cond_br %2848, ^bb584, ^bb585
    ^bb584:  // pred: ^bb583
      %2849 = llvm.mul %2847, %19 overflow<nsw> : i32
      %2850 = llvm.getelementptr %70[%2849] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2851 = llvm.getelementptr %963[%2849] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2852 = llvm.ptrtoint %2851 : !llvm.ptr<3> to i64
      %2853 = llvm.and %2852, %5 : i64
      %2854 = llvm.lshr %2853, %4 : i64
      %2855 = llvm.xor %2852, %2854 : i64
      %2856 = llvm.inttoptr %2855 : i64 to !llvm.ptr<3>
      %2857 = llvm.getelementptr %2856[%960] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2858 = llvm.load %2850 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %2858, %2857 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %2859 = llvm.add %2847, %66 : i32
      llvm.br ^bb583(%2859 : i32) {loop_annotation = #loop_annotation2}
    ^bb585:  // pred: ^bb583
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%970, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %959, ^bb586, ^bb587
    ^bb586:  // pred: ^bb585
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%89, %961, %965, %964, %628, %629, %2) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "r,n" %970, %59 : (i32, i32) -> ()
      llvm.br ^bb587
    ^bb587:  // 2 preds: ^bb585, ^bb586
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%970, %59) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      "nvvm.bar.warp.sync"(%39) : (i32) -> ()
      %2860 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %2860, ^bb588, ^bb589
    ^bb588:  // pred: ^bb587
      %2861 = "nvvm.mapa"(%168, %162) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%2861, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb589
    ^bb589:  // 2 preds: ^bb587, ^bb588
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %973, %984, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb590(%14 : i32)
    ^bb590(%2862: i32):  // 2 preds: ^bb589, ^bb591
      %2863 = llvm.icmp "slt" %2862, %13 : i32
      llvm.cond_br %2863, ^bb591, ^bb592
    ^bb591:  // pred: ^bb590
      %2864 = llvm.mul %2862, %64 overflow<nsw> : i32
      %2865 = llvm.add %975, %2864 : i32
      %2866 = llvm.getelementptr %69[%2864] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2867 = llvm.inttoptr %2865 : i32 to !llvm.ptr<6>
      %2868 = "nvvm.tcgen05.ld"(%2867) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %2868, %2866 : vector<32xi32>, !llvm.ptr
      %2869 = llvm.add %2862, %66 : i32
      llvm.br ^bb590(%2869 : i32) {loop_annotation = #loop_annotation2}
    ^bb592:  // pred: ^bb590
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      llvm.br ^bb593(%14 : i32)
    ^bb593(%2870: i32):  // 2 preds: ^bb592, ^bb594
      %2871 = llvm.icmp "slt" %2870, %64 : i32
      llvm.cond_br %2871, ^bb594, ^bb595
    ^bb594:  // pred: ^bb593
      %2872 = llvm.mul %2870, %13 : i32
      %2873 = llvm.getelementptr %69[%2872] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2874 = llvm.load %2873 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2875 = llvm.add %2872, %66 : i32
      %2876 = llvm.getelementptr %69[%2875] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2877 = llvm.load %2876 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2878 = llvm.insertelement %2874, %1[%2 : i64] : vector<2xf32>
      %2879 = llvm.insertelement %2877, %2878[%0 : i64] : vector<2xf32>
      %2880 = "nvvm.mul.packed.f32x2"(%2879, %977) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %2881 = llvm.extractelement %2880[%2 : i64] : vector<2xf32>
      %2882 = llvm.extractelement %2880[%0 : i64] : vector<2xf32>
      llvm.store %2881, %2873 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %2882, %2876 {alignment = 4 : i64} : f32, !llvm.ptr
      %2883 = llvm.add %2870, %66 : i32
      llvm.br ^bb593(%2883 : i32) {loop_annotation = #loop_annotation3}
    ^bb595:  // pred: ^bb593
      %2884 = llvm.load %69 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %2885 = llvm.fptrunc %2884 : vector<64xf32> to vector<64xbf16>
      llvm.store %2885, %68 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      llvm.br ^bb596(%14 : i32)
    ^bb596(%2886: i32):  // 2 preds: ^bb595, ^bb597
      %2887 = llvm.icmp "slt" %2886, %19 : i32
      llvm.cond_br %2887, ^bb597, ^bb598
    ^bb597:  // pred: ^bb596
      %2888 = llvm.mul %2886, %19 overflow<nsw> : i32
      %2889 = llvm.getelementptr %68[%2888] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2890 = llvm.getelementptr %972[%2888] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2891 = llvm.ptrtoint %2890 : !llvm.ptr<3> to i64
      %2892 = llvm.and %2891, %5 : i64
      %2893 = llvm.lshr %2892, %4 : i64
      %2894 = llvm.xor %2891, %2893 : i64
      %2895 = llvm.inttoptr %2894 : i64 to !llvm.ptr<3>
      %2896 = llvm.getelementptr %2895[%960] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2897 = llvm.load %2889 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %2897, %2896 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %2898 = llvm.add %2886, %66 : i32
      llvm.br ^bb596(%2898 : i32) {loop_annotation = #loop_annotation2}
    ^bb598:  // pred: ^bb596
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%970, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %959, ^bb599, ^bb600
    ^bb599:  // pred: ^bb598
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%90, %971, %965, %964, %628, %629, %2) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i64) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "r,n" %970, %59 : (i32, i32) -> ()
      llvm.br ^bb600
    ^bb600:  // 2 preds: ^bb598, ^bb599
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%970, %59) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      "nvvm.bar.warp.sync"(%39) : (i32) -> ()
      %2899 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %2899, ^bb601, ^bb602
    ^bb601:  // pred: ^bb600
      %2900 = llvm.getelementptr %125[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %2901 = "nvvm.mapa"(%2900, %162) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%2901, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb602
    ^bb602:  // 2 preds: ^bb600, ^bb601
      %2902 = llvm.xor %984, %66 : i32
      llvm.br ^bb265(%2902, %20, %2836, %991, %992, %993 : i32, i1, i32, i32, i32, i32)
    ^bb603:  // pred: ^bb265
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "n,n" %32, %33 : (i32, i32) -> ()
      llvm.br ^bb604
    ^bb604:  // 2 preds: ^bb263, ^bb603
      %2903 = llvm.icmp "sge" %113, %14 : i32
      %2904 = llvm.icmp "sle" %113, %58 : i32
      %2905 = llvm.and %2903, %2904 : i1
      llvm.cond_br %2905, ^bb605, ^bb675
    ^bb605:  // pred: ^bb604
      "nvvm.setmaxregister"() <{action = #nvvm<action increase>, regCount = 136 : i32}> : () -> ()
      "nvvm.barrier"(%32, %33) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %2906 = llvm.srem %95, %24 : i32
      %2907 = llvm.srem %112, %16 : i32
      %2908 = "nvvm.shfl.sync"(%39, %2907, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %2909 = llvm.icmp "eq" %2908, %14 : i32
      %2910 = llvm.sdiv %2906, %64 : i32
      %2911 = llvm.mul %2910, %37 overflow<nsw> : i32
      %2912 = llvm.add %2911, %65 : i32
      %2913 = llvm.mul %154, %19 : i32
      %2914 = llvm.mul %2906, %16 overflow<nsw> : i32
      %2915 = llvm.getelementptr %145[%2914] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %2916 = "nvvm.read.ptx.sreg.ctaid.y"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %2917 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %2918 = llvm.sdiv %114, %13 : i32
      %2919 = llvm.mul %2918, %13 : i32
      %2920 = llvm.icmp "ne" %114, %2919 : i32
      %2921 = llvm.icmp "slt" %114, %14 : i32
      %2922 = llvm.and %2920, %2921 : i1
      %2923 = llvm.add %2918, %39 : i32
      %2924 = llvm.select %2922, %2923, %2918 : i1, i32
      %2925 = llvm.sdiv %207, %24 : i32
      %2926 = llvm.mul %2925, %24 : i32
      %2927 = llvm.icmp "ne" %207, %2926 : i32
      %2928 = llvm.icmp "slt" %207, %14 : i32
      %2929 = llvm.icmp "eq" %2928, %20 : i1
      %2930 = llvm.and %2927, %2929 : i1
      %2931 = llvm.add %2925, %66 : i32
      %2932 = llvm.select %2930, %2931, %2925 : i1, i32
      %2933 = llvm.mul %2924, %25 : i32
      %2934 = llvm.add %2933, %207 overflow<nsw> : i32
      %2935 = llvm.sub %2934, %208 overflow<nsw> : i32
      %2936 = llvm.sdiv %2935, %24 : i32
      %2937 = llvm.icmp "sgt" %2936, %14 : i32
      %2938 = llvm.select %2937, %2936, %14 : i1, i32
      %2939 = llvm.extractvalue %arg11[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %2940 = llvm.extractvalue %arg11[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %2941 = llvm.sext %2916 : i32 to i64
      %2942 = llvm.mul %2941, %2939 overflow<nsw> : i64
      %2943 = llvm.sext %2917 : i32 to i64
      %2944 = llvm.mul %2943, %2940 overflow<nsw> : i64
      %2945 = llvm.add %2942, %2944 overflow<nsw> : i64
      %2946 = llvm.extractvalue %arg11[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %2947 = llvm.getelementptr %2946[%2945] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %2948 = llvm.sub %2932, %2938 overflow<nsw> : i32
      %2949 = llvm.icmp "sgt" %2932, %14 : i32
      %2950 = llvm.sub %2932, %66 overflow<nsw> : i32
      %2951 = llvm.getelementptr %67[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %2952 = llvm.getelementptr %67[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %2953 = llvm.getelementptr %67[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %2954 = llvm.getelementptr %67[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %2955 = llvm.getelementptr %67[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %2956 = llvm.getelementptr %67[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %2957 = llvm.getelementptr %67[56] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb606(%21, %14, %16 : i1, i32, i32)
    ^bb606(%2958: i1, %2959: i32, %2960: i32):  // 2 preds: ^bb605, ^bb673
      llvm.cond_br %2958, ^bb607(%2959, %2960 : i32, i32), ^bb674
    ^bb607(%2961: i32, %2962: i32):  // pred: ^bb606
      %2963 = llvm.add %2962, %66 : i32
      %2964 = llvm.add %2962, %13 : i32
      %2965 = llvm.add %2962, %58 : i32
      %2966 = llvm.add %2962, %16 : i32
      %2967 = llvm.add %2962, %32 : i32
      %2968 = llvm.add %2962, %60 : i32
      %2969 = llvm.add %2962, %61 : i32
      llvm.br ^bb608(%14, %2961, %2962, %2963, %2964, %2965, %2966, %2967, %2968, %2969 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
    ^bb608(%2970: i32, %2971: i32, %2972: i32, %2973: i32, %2974: i32, %2975: i32, %2976: i32, %2977: i32, %2978: i32, %2979: i32):  // 2 preds: ^bb607, ^bb670
      %2980 = llvm.icmp "slt" %2970, %2948 : i32
      llvm.cond_br %2980, ^bb609, ^bb671
    ^bb609:  // pred: ^bb608
      %2981 = llvm.add %2938, %2970 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %126, %2971, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb610(%14 : i32)
    ^bb610(%2982: i32):  // 2 preds: ^bb609, ^bb611
      %2983 = llvm.icmp "slt" %2982, %13 : i32
      llvm.cond_br %2983, ^bb611, ^bb612
    ^bb611:  // pred: ^bb610
      %2984 = llvm.srem %2982, %13 : i32
      %2985 = llvm.mul %2984, %64 overflow<nsw> : i32
      %2986 = llvm.add %2912, %2985 : i32
      %2987 = llvm.getelementptr %67[%2985] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2988 = llvm.inttoptr %2986 : i32 to !llvm.ptr<6>
      %2989 = "nvvm.tcgen05.ld"(%2988) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %2989, %2987 : vector<32xi32>, !llvm.ptr
      %2990 = llvm.add %2982, %66 : i32
      llvm.br ^bb610(%2990 : i32) {loop_annotation = #loop_annotation2}
    ^bb612:  // pred: ^bb610
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      "nvvm.bar.warp.sync"(%39) : (i32) -> ()
      %2991 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %2991, ^bb613, ^bb614
    ^bb613:  // pred: ^bb612
      %2992 = "nvvm.mapa"(%172, %162) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "nvvm.mbarrier.arrive"(%2992, %66) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
      llvm.br ^bb614
    ^bb614:  // 2 preds: ^bb612, ^bb613
      %2993 = llvm.xor %2971, %66 : i32
      %2994 = llvm.icmp "slt" %2981, %2950 : i32
      %2995 = llvm.select %2994, %2981, %2950 : i1, i32
      %2996 = llvm.select %2949, %2995, %2981 : i1, i32
      %2997 = llvm.mul %2996, %44 overflow<nsw> : i32
      %2998 = llvm.getelementptr %2947[%2997] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %2999 = llvm.srem %2972, %16 : i32
      %3000 = llvm.mul %2999, %41 overflow<nsw> : i32
      %3001 = llvm.getelementptr %2915[%3000] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb615(%14 : i32)
    ^bb615(%3002: i32):  // 2 preds: ^bb614, ^bb616
      %3003 = llvm.icmp "slt" %3002, %13 : i32
      llvm.cond_br %3003, ^bb616, ^bb617
    ^bb616:  // pred: ^bb615
      %3004 = llvm.mul %3002, %16 overflow<nsw> : i32
      %3005 = llvm.getelementptr %67[%3004] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3006 = llvm.mul %3002, %28 overflow<nsw> : i32
      %3007 = llvm.getelementptr %3001[%3006] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3008 = llvm.load %3005 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %3008, %3007 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
      %3009 = llvm.add %3002, %66 : i32
      llvm.br ^bb615(%3009 : i32) {loop_annotation = #loop_annotation2}
    ^bb617:  // pred: ^bb615
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %2909, ^bb618, ^bb621
    ^bb618:  // pred: ^bb617
      %3010 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %3010, ^bb619, ^bb620
    ^bb619:  // pred: ^bb618
      %3011 = llvm.getelementptr %145[%3000] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3012 = llvm.mul %2913, %41 overflow<nsw> : i32
      %3013 = llvm.getelementptr %2998[%3012] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %3014 = llvm.ptrtoint %3011 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r" %3013, %3014, %42 : (!llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb620
    ^bb620:  // 2 preds: ^bb618, ^bb619
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb621
    ^bb621:  // 2 preds: ^bb617, ^bb620
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %3015 = llvm.srem %2973, %16 : i32
      %3016 = llvm.mul %3015, %41 overflow<nsw> : i32
      %3017 = llvm.getelementptr %2915[%3016] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb622(%14 : i32)
    ^bb622(%3018: i32):  // 2 preds: ^bb621, ^bb623
      %3019 = llvm.icmp "slt" %3018, %13 : i32
      llvm.cond_br %3019, ^bb623, ^bb624
    ^bb623:  // pred: ^bb622
      %3020 = llvm.mul %3018, %16 overflow<nsw> : i32
      %3021 = llvm.getelementptr %2951[%3020] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3022 = llvm.mul %3018, %28 overflow<nsw> : i32
      %3023 = llvm.getelementptr %3017[%3022] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3024 = llvm.load %3021 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %3024, %3023 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
      %3025 = llvm.add %3018, %66 : i32
      llvm.br ^bb622(%3025 : i32) {loop_annotation = #loop_annotation2}
    ^bb624:  // pred: ^bb622
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %2909, ^bb625, ^bb628
    ^bb625:  // pred: ^bb624
      %3026 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %3026, ^bb626, ^bb627
    ^bb626:  // pred: ^bb625
      %3027 = llvm.getelementptr %145[%3016] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3028 = llvm.add %2913, %66 : i32
      %3029 = llvm.mul %3028, %41 overflow<nsw> : i32
      %3030 = llvm.getelementptr %2998[%3029] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %3031 = llvm.ptrtoint %3027 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r" %3030, %3031, %42 : (!llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb627
    ^bb627:  // 2 preds: ^bb625, ^bb626
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb628
    ^bb628:  // 2 preds: ^bb624, ^bb627
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %3032 = llvm.srem %2974, %16 : i32
      %3033 = llvm.mul %3032, %41 overflow<nsw> : i32
      %3034 = llvm.getelementptr %2915[%3033] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb629(%14 : i32)
    ^bb629(%3035: i32):  // 2 preds: ^bb628, ^bb630
      %3036 = llvm.icmp "slt" %3035, %13 : i32
      llvm.cond_br %3036, ^bb630, ^bb631
    ^bb630:  // pred: ^bb629
      %3037 = llvm.mul %3035, %16 overflow<nsw> : i32
      %3038 = llvm.getelementptr %2952[%3037] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3039 = llvm.mul %3035, %28 overflow<nsw> : i32
      %3040 = llvm.getelementptr %3034[%3039] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3041 = llvm.load %3038 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %3041, %3040 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
      %3042 = llvm.add %3035, %66 : i32
      llvm.br ^bb629(%3042 : i32) {loop_annotation = #loop_annotation2}
    ^bb631:  // pred: ^bb629
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %2909, ^bb632, ^bb635
    ^bb632:  // pred: ^bb631
      %3043 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %3043, ^bb633, ^bb634
    ^bb633:  // pred: ^bb632
      %3044 = llvm.getelementptr %145[%3033] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3045 = llvm.add %2913, %13 : i32
      %3046 = llvm.mul %3045, %41 overflow<nsw> : i32
      %3047 = llvm.getelementptr %2998[%3046] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %3048 = llvm.ptrtoint %3044 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r" %3047, %3048, %42 : (!llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb634
    ^bb634:  // 2 preds: ^bb632, ^bb633
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb635
    ^bb635:  // 2 preds: ^bb631, ^bb634
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %3049 = llvm.srem %2975, %16 : i32
      %3050 = llvm.mul %3049, %41 overflow<nsw> : i32
      %3051 = llvm.getelementptr %2915[%3050] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb636(%14 : i32)
    ^bb636(%3052: i32):  // 2 preds: ^bb635, ^bb637
      %3053 = llvm.icmp "slt" %3052, %13 : i32
      llvm.cond_br %3053, ^bb637, ^bb638
    ^bb637:  // pred: ^bb636
      %3054 = llvm.mul %3052, %16 overflow<nsw> : i32
      %3055 = llvm.getelementptr %2953[%3054] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3056 = llvm.mul %3052, %28 overflow<nsw> : i32
      %3057 = llvm.getelementptr %3051[%3056] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3058 = llvm.load %3055 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %3058, %3057 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
      %3059 = llvm.add %3052, %66 : i32
      llvm.br ^bb636(%3059 : i32) {loop_annotation = #loop_annotation2}
    ^bb638:  // pred: ^bb636
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %2909, ^bb639, ^bb642
    ^bb639:  // pred: ^bb638
      %3060 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %3060, ^bb640, ^bb641
    ^bb640:  // pred: ^bb639
      %3061 = llvm.getelementptr %145[%3050] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3062 = llvm.add %2913, %58 : i32
      %3063 = llvm.mul %3062, %41 overflow<nsw> : i32
      %3064 = llvm.getelementptr %2998[%3063] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %3065 = llvm.ptrtoint %3061 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r" %3064, %3065, %42 : (!llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb641
    ^bb641:  // 2 preds: ^bb639, ^bb640
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb642
    ^bb642:  // 2 preds: ^bb638, ^bb641
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %3066 = llvm.srem %2976, %16 : i32
      %3067 = llvm.mul %3066, %41 overflow<nsw> : i32
      %3068 = llvm.getelementptr %2915[%3067] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb643(%14 : i32)
    ^bb643(%3069: i32):  // 2 preds: ^bb642, ^bb644
      %3070 = llvm.icmp "slt" %3069, %13 : i32
      llvm.cond_br %3070, ^bb644, ^bb645
    ^bb644:  // pred: ^bb643
      %3071 = llvm.mul %3069, %16 overflow<nsw> : i32
      %3072 = llvm.getelementptr %2954[%3071] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3073 = llvm.mul %3069, %28 overflow<nsw> : i32
      %3074 = llvm.getelementptr %3068[%3073] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3075 = llvm.load %3072 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %3075, %3074 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
      %3076 = llvm.add %3069, %66 : i32
      llvm.br ^bb643(%3076 : i32) {loop_annotation = #loop_annotation2}
    ^bb645:  // pred: ^bb643
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %2909, ^bb646, ^bb649
    ^bb646:  // pred: ^bb645
      %3077 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %3077, ^bb647, ^bb648
    ^bb647:  // pred: ^bb646
      %3078 = llvm.getelementptr %145[%3067] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3079 = llvm.add %2913, %16 : i32
      %3080 = llvm.mul %3079, %41 overflow<nsw> : i32
      %3081 = llvm.getelementptr %2998[%3080] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %3082 = llvm.ptrtoint %3078 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r" %3081, %3082, %42 : (!llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb648
    ^bb648:  // 2 preds: ^bb646, ^bb647
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb649
    ^bb649:  // 2 preds: ^bb645, ^bb648
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %3083 = llvm.srem %2977, %16 : i32
      %3084 = llvm.mul %3083, %41 overflow<nsw> : i32
      %3085 = llvm.getelementptr %2915[%3084] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb650(%14 : i32)
    ^bb650(%3086: i32):  // 2 preds: ^bb649, ^bb651
      %3087 = llvm.icmp "slt" %3086, %13 : i32
      llvm.cond_br %3087, ^bb651, ^bb652
    ^bb651:  // pred: ^bb650
      %3088 = llvm.mul %3086, %16 overflow<nsw> : i32
      %3089 = llvm.getelementptr %2955[%3088] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3090 = llvm.mul %3086, %28 overflow<nsw> : i32
      %3091 = llvm.getelementptr %3085[%3090] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3092 = llvm.load %3089 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %3092, %3091 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
      %3093 = llvm.add %3086, %66 : i32
      llvm.br ^bb650(%3093 : i32) {loop_annotation = #loop_annotation2}
    ^bb652:  // pred: ^bb650
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %2909, ^bb653, ^bb656
    ^bb653:  // pred: ^bb652
      %3094 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %3094, ^bb654, ^bb655
    ^bb654:  // pred: ^bb653
      %3095 = llvm.getelementptr %145[%3084] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3096 = llvm.add %2913, %32 : i32
      %3097 = llvm.mul %3096, %41 overflow<nsw> : i32
      %3098 = llvm.getelementptr %2998[%3097] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %3099 = llvm.ptrtoint %3095 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r" %3098, %3099, %42 : (!llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb655
    ^bb655:  // 2 preds: ^bb653, ^bb654
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb656
    ^bb656:  // 2 preds: ^bb652, ^bb655
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %3100 = llvm.srem %2978, %16 : i32
      %3101 = llvm.mul %3100, %41 overflow<nsw> : i32
      %3102 = llvm.getelementptr %2915[%3101] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb657(%14 : i32)
    ^bb657(%3103: i32):  // 2 preds: ^bb656, ^bb658
      %3104 = llvm.icmp "slt" %3103, %13 : i32
      llvm.cond_br %3104, ^bb658, ^bb659
    ^bb658:  // pred: ^bb657
      %3105 = llvm.mul %3103, %16 overflow<nsw> : i32
      %3106 = llvm.getelementptr %2956[%3105] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3107 = llvm.mul %3103, %28 overflow<nsw> : i32
      %3108 = llvm.getelementptr %3102[%3107] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3109 = llvm.load %3106 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %3109, %3108 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
      %3110 = llvm.add %3103, %66 : i32
      llvm.br ^bb657(%3110 : i32) {loop_annotation = #loop_annotation2}
    ^bb659:  // pred: ^bb657
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %2909, ^bb660, ^bb663
    ^bb660:  // pred: ^bb659
      %3111 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %3111, ^bb661, ^bb662
    ^bb661:  // pred: ^bb660
      %3112 = llvm.getelementptr %145[%3101] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3113 = llvm.add %2913, %60 : i32
      %3114 = llvm.mul %3113, %41 overflow<nsw> : i32
      %3115 = llvm.getelementptr %2998[%3114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %3116 = llvm.ptrtoint %3112 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r" %3115, %3116, %42 : (!llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb662
    ^bb662:  // 2 preds: ^bb660, ^bb661
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb663
    ^bb663:  // 2 preds: ^bb659, ^bb662
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %3117 = llvm.srem %2979, %16 : i32
      %3118 = llvm.mul %3117, %41 overflow<nsw> : i32
      %3119 = llvm.getelementptr %2915[%3118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb664(%14 : i32)
    ^bb664(%3120: i32):  // 2 preds: ^bb663, ^bb665
      %3121 = llvm.icmp "slt" %3120, %13 : i32
      llvm.cond_br %3121, ^bb665, ^bb666
    ^bb665:  // pred: ^bb664
      %3122 = llvm.mul %3120, %16 overflow<nsw> : i32
      %3123 = llvm.getelementptr %2957[%3122] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %3124 = llvm.mul %3120, %28 overflow<nsw> : i32
      %3125 = llvm.getelementptr %3119[%3124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3126 = llvm.load %3123 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %3126, %3125 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
      %3127 = llvm.add %3120, %66 : i32
      llvm.br ^bb664(%3127 : i32) {loop_annotation = #loop_annotation2}
    ^bb666:  // pred: ^bb664
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %2909, ^bb667, ^bb670
    ^bb667:  // pred: ^bb666
      %3128 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %3128, ^bb668, ^bb669
    ^bb668:  // pred: ^bb667
      %3129 = llvm.getelementptr %145[%3118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %3130 = llvm.add %2913, %61 : i32
      %3131 = llvm.mul %3130, %41 overflow<nsw> : i32
      %3132 = llvm.getelementptr %2998[%3131] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %3133 = llvm.ptrtoint %3129 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r" %3132, %3133, %42 : (!llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb669
    ^bb669:  // 2 preds: ^bb667, ^bb668
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb670
    ^bb670:  // 2 preds: ^bb666, ^bb669
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %3134 = llvm.add %2972, %19 : i32
      %3135 = llvm.add %2973, %19 : i32
      %3136 = llvm.add %2974, %19 : i32
      %3137 = llvm.add %2975, %19 : i32
      %3138 = llvm.add %2976, %19 : i32
      %3139 = llvm.add %2977, %19 : i32
      %3140 = llvm.add %2978, %19 : i32
      %3141 = llvm.add %2979, %19 : i32
      %3142 = llvm.add %2970, %66 : i32
      llvm.br ^bb608(%3142, %2993, %3134, %3135, %3136, %3137, %3138, %3139, %3140, %3141 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb671:  // pred: ^bb608
      llvm.cond_br %2909, ^bb672, ^bb673
    ^bb672:  // pred: ^bb671
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      llvm.br ^bb673
    ^bb673:  // 2 preds: ^bb671, ^bb672
      "nvvm.barrier"(%16, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.br ^bb606(%20, %2971, %2972 : i1, i32, i32)
    ^bb674:  // pred: ^bb606
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "n,n" %32, %33 : (i32, i32) -> ()
      llvm.br ^bb675
    ^bb675:  // 2 preds: ^bb604, ^bb674
      llvm.return
    }
  }
  llvm.func @cutlass___call___flash_attncuteflash_bwd_sm100FlashAttentionBackwardSm100_object_at__Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorg(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg6: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg7: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg8: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg9: f32, %arg10: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %10 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>
    %11 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>
    %12 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>
    %13 = llvm.mlir.poison : !llvm.struct<(i64, i64, i64)>
    %14 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32, i32)>
    %15 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>
    %16 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %17 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32)>
    %18 = llvm.mlir.constant(dense<0> : vector<8xi32>) : vector<8xi32>
    %19 = llvm.mlir.constant(255 : i64) : i64
    %20 = llvm.mlir.constant(63 : i64) : i64
    %21 = llvm.mlir.constant(127 : i64) : i64
    %22 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %23 = llvm.mlir.constant(288050 : i64) : i64
    %24 = llvm.mlir.constant(512 : i32) : i32
    %25 = llvm.mlir.constant(231424 : i64) : i64
    %26 = llvm.mlir.constant(1.44269502 : f32) : f32
    %27 = llvm.mlir.poison : !llvm.struct<()>
    %28 = llvm.mlir.constant(2 : i32) : i32
    %29 = llvm.mlir.constant(0 : i8) : i8
    %30 = llvm.mlir.constant(1 : i32) : i32
    %31 = llvm.mlir.constant(128 : i32) : i32
    %32 = llvm.mlir.constant(40 : i64) : i64
    %33 = llvm.mlir.constant(15 : i64) : i64
    %34 = llvm.mlir.constant(36 : i64) : i64
    %35 = llvm.mlir.constant(32 : i64) : i64
    %36 = llvm.mlir.constant(21 : i64) : i64
    %37 = llvm.mlir.constant(131072 : i64) : i64
    %38 = llvm.mlir.constant(8 : i64) : i64
    %39 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %40 = llvm.mlir.constant(16 : i64) : i64
    %41 = llvm.mlir.constant(4 : i64) : i64
    %42 = llvm.mlir.constant(4294967295 : i64) : i64
    %43 = llvm.mlir.constant(2 : i64) : i64
    %44 = llvm.mlir.constant(1 : i64) : i64
    %45 = llvm.mlir.constant(0 : i64) : i64
    %46 = llvm.mlir.constant(16 : i32) : i32
    %47 = llvm.mlir.constant(0 : i32) : i32
    %48 = llvm.mlir.constant(false) : i1
    %49 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %50 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %51 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %52 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %53 = llvm.extractvalue %arg4[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %54 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %55 = llvm.extractvalue %arg6[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %56 = llvm.extractvalue %arg7[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %57 = llvm.extractvalue %arg8[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %58 = llvm.extractvalue %arg6[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %59 = llvm.extractvalue %arg6[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %60 = llvm.extractvalue %arg6[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %61 = llvm.extractvalue %arg6[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %62 = llvm.extractvalue %arg6[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %63 = llvm.extractvalue %arg7[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %64 = llvm.extractvalue %arg7[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %65 = llvm.extractvalue %arg7[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %66 = llvm.extractvalue %arg7[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %67 = llvm.extractvalue %arg7[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %68 = llvm.extractvalue %arg7[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %69 = llvm.extractvalue %arg7[1, 0, 3] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %70 = llvm.extractvalue %arg8[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %71 = llvm.extractvalue %arg8[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %72 = llvm.extractvalue %arg8[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %73 = llvm.extractvalue %arg8[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %74 = llvm.extractvalue %arg8[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %75 = llvm.extractvalue %arg8[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %76 = llvm.extractvalue %arg8[1, 0, 3] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %77 = llvm.extractvalue %arg4[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %78 = llvm.extractvalue %arg4[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %79 = llvm.extractvalue %arg4[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %80 = llvm.extractvalue %arg4[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %81 = llvm.extractvalue %arg4[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %82 = llvm.extractvalue %arg5[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %83 = llvm.extractvalue %arg5[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %84 = llvm.extractvalue %arg5[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %85 = llvm.extractvalue %arg5[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %86 = llvm.extractvalue %arg5[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %87 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %88 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %89 = llvm.extractvalue %arg0[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %90 = llvm.extractvalue %arg0[1, 0, 3] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %91 = llvm.extractvalue %arg0[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %92 = llvm.extractvalue %arg0[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %93 = llvm.extractvalue %arg0[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %94 = llvm.insertvalue %88, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %95 = llvm.insertvalue %90, %94[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %96 = llvm.insertvalue %89, %95[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %97 = llvm.insertvalue %87, %96[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %98 = llvm.extractvalue %arg3[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %99 = llvm.extractvalue %arg3[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %100 = llvm.extractvalue %arg3[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %101 = llvm.extractvalue %arg3[1, 0, 3] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %102 = llvm.extractvalue %arg3[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %103 = llvm.extractvalue %arg3[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %104 = llvm.extractvalue %arg3[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %105 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %106 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %107 = llvm.extractvalue %arg1[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %108 = llvm.extractvalue %arg1[1, 0, 3] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %109 = llvm.extractvalue %arg1[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %110 = llvm.extractvalue %arg1[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %111 = llvm.extractvalue %arg1[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %112 = llvm.insertvalue %106, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %113 = llvm.insertvalue %108, %112[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %114 = llvm.insertvalue %107, %113[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %115 = llvm.insertvalue %105, %114[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %116 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %117 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %118 = llvm.extractvalue %arg2[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %119 = llvm.extractvalue %arg2[1, 0, 3] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %120 = llvm.extractvalue %arg2[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %121 = llvm.extractvalue %arg2[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %122 = llvm.extractvalue %arg2[1, 1, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %123 = llvm.insertvalue %117, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %124 = llvm.insertvalue %119, %123[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %125 = llvm.insertvalue %118, %124[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %126 = llvm.insertvalue %116, %125[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %127 = llvm.insertvalue %81, %17[0] : !llvm.struct<(i32, i32, i32)> 
    %128 = llvm.insertvalue %80, %127[1] : !llvm.struct<(i32, i32, i32)> 
    %129 = llvm.insertvalue %79, %128[2] : !llvm.struct<(i32, i32, i32)> 
    %130 = llvm.insertvalue %78, %16[0] : !llvm.struct<(i64, i64)> 
    %131 = llvm.insertvalue %77, %130[1] : !llvm.struct<(i64, i64)> 
    %132 = llvm.insertvalue %129, %15[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)> 
    %133 = llvm.insertvalue %131, %132[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)> 
    %134 = llvm.insertvalue %53, %11[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %135 = llvm.insertvalue %133, %134[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %136 = llvm.insertvalue %86, %17[0] : !llvm.struct<(i32, i32, i32)> 
    %137 = llvm.insertvalue %85, %136[1] : !llvm.struct<(i32, i32, i32)> 
    %138 = llvm.insertvalue %84, %137[2] : !llvm.struct<(i32, i32, i32)> 
    %139 = llvm.insertvalue %83, %16[0] : !llvm.struct<(i64, i64)> 
    %140 = llvm.insertvalue %82, %139[1] : !llvm.struct<(i64, i64)> 
    %141 = llvm.insertvalue %138, %15[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)> 
    %142 = llvm.insertvalue %140, %141[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)> 
    %143 = llvm.insertvalue %54, %11[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %144 = llvm.insertvalue %142, %143[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %145 = llvm.insertvalue %62, %17[0] : !llvm.struct<(i32, i32, i32)> 
    %146 = llvm.insertvalue %61, %145[1] : !llvm.struct<(i32, i32, i32)> 
    %147 = llvm.insertvalue %60, %146[2] : !llvm.struct<(i32, i32, i32)> 
    %148 = llvm.insertvalue %59, %16[0] : !llvm.struct<(i64, i64)> 
    %149 = llvm.insertvalue %58, %148[1] : !llvm.struct<(i64, i64)> 
    %150 = llvm.insertvalue %147, %15[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)> 
    %151 = llvm.insertvalue %149, %150[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)> 
    %152 = llvm.insertvalue %55, %11[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %153 = llvm.insertvalue %151, %152[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %154 = llvm.insertvalue %67, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %155 = llvm.insertvalue %69, %154[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %156 = llvm.insertvalue %68, %155[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %157 = llvm.insertvalue %66, %156[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %158 = llvm.insertvalue %64, %13[0] : !llvm.struct<(i64, i64, i64)> 
    %159 = llvm.insertvalue %65, %158[1] : !llvm.struct<(i64, i64, i64)> 
    %160 = llvm.insertvalue %63, %159[2] : !llvm.struct<(i64, i64, i64)> 
    %161 = llvm.insertvalue %157, %12[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %162 = llvm.insertvalue %160, %161[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %163 = llvm.insertvalue %56, %10[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %164 = llvm.insertvalue %162, %163[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %165 = llvm.insertvalue %74, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %166 = llvm.insertvalue %76, %165[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %167 = llvm.insertvalue %75, %166[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %168 = llvm.insertvalue %73, %167[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %169 = llvm.insertvalue %71, %13[0] : !llvm.struct<(i64, i64, i64)> 
    %170 = llvm.insertvalue %72, %169[1] : !llvm.struct<(i64, i64, i64)> 
    %171 = llvm.insertvalue %70, %170[2] : !llvm.struct<(i64, i64, i64)> 
    %172 = llvm.insertvalue %168, %12[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %173 = llvm.insertvalue %171, %172[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)> 
    %174 = llvm.insertvalue %57, %10[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %175 = llvm.insertvalue %173, %174[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)> 
    %176 = llvm.insertvalue %101, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %177 = llvm.insertvalue %99, %176[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %178 = llvm.insertvalue %100, %177[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %179 = llvm.insertvalue %98, %178[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %180 = llvm.insertvalue %48, %9[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %181 = llvm.insertvalue %48, %180[1] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %182 = llvm.insertvalue %48, %181[2] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %183 = llvm.insertvalue %18, %182[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %184 = llvm.alloca %46 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %185 = llvm.sext %69 : i32 to i64
    %186 = llvm.sext %67 : i32 to i64
    %187 = llvm.mul %64, %43 : i64
    %188 = llvm.sext %68 : i32 to i64
    %189 = llvm.mul %65, %43 : i64
    %190 = llvm.sext %66 : i32 to i64
    %191 = llvm.mul %63, %43 : i64
    %192 = llvm.ptrtoint %56 : !llvm.ptr<1> to i64
    %193 = llvm.getelementptr %184[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %193 : i64, !llvm.ptr
    %194 = llvm.getelementptr %184[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %194 : i64, !llvm.ptr
    %195 = llvm.getelementptr %184[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %195 : i64, !llvm.ptr
    %196 = llvm.getelementptr %184[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %196 : i64, !llvm.ptr
    %197 = llvm.getelementptr %184[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %197 : i64, !llvm.ptr
    %198 = llvm.getelementptr %184[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %198 : i64, !llvm.ptr
    %199 = llvm.getelementptr %184[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %199 : i64, !llvm.ptr
    %200 = llvm.getelementptr %184[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %200 : i64, !llvm.ptr
    %201 = llvm.udiv %192, %40 : i64
    %202 = llvm.and %201, %39 : i64
    %203 = llvm.shl %202, %41 : i64
    llvm.store %203, %193 : i64, !llvm.ptr
    %204 = llvm.sub %186, %44 : i64
    %205 = llvm.sub %188, %44 : i64
    %206 = llvm.sub %190, %44 : i64
    %207 = llvm.mul %204, %187 : i64
    %208 = llvm.mul %205, %189 : i64
    %209 = llvm.mul %206, %191 : i64
    %210 = llvm.add %207, %208 : i64
    %211 = llvm.mul %185, %40 : i64
    %212 = llvm.udiv %211, %38 : i64
    %213 = llvm.add %212, %210 : i64
    %214 = llvm.add %213, %209 : i64
    %215 = llvm.icmp "uge" %214, %37 : i64
    %216 = llvm.zext %215 : i1 to i64
    %217 = llvm.shl %216, %36 : i64
    %218 = llvm.udiv %187, %40 : i64
    %219 = llvm.shl %218, %35 : i64
    %220 = llvm.or %217, %219 : i64
    %221 = llvm.or %220, %23 : i64
    llvm.store %221, %194 : i64, !llvm.ptr
    %222 = llvm.udiv %189, %40 : i64
    %223 = llvm.and %222, %42 : i64
    %224 = llvm.udiv %191, %40 : i64
    %225 = llvm.shl %224, %35 : i64
    %226 = llvm.or %223, %225 : i64
    llvm.store %226, %195 : i64, !llvm.ptr
    %227 = llvm.lshr %187, %34 : i64
    %228 = llvm.and %227, %33 : i64
    %229 = llvm.shl %228, %35 : i64
    %230 = llvm.lshr %189, %34 : i64
    %231 = llvm.and %230, %33 : i64
    %232 = llvm.shl %231, %34 : i64
    %233 = llvm.lshr %191, %34 : i64
    %234 = llvm.and %233, %33 : i64
    %235 = llvm.shl %234, %32 : i64
    %236 = llvm.or %229, %232 : i64
    %237 = llvm.or %236, %235 : i64
    llvm.store %237, %196 : i64, !llvm.ptr
    %238 = llvm.sub %185, %44 : i64
    %239 = llvm.and %238, %42 : i64
    %240 = llvm.shl %204, %35 : i64
    %241 = llvm.or %239, %240 : i64
    llvm.store %241, %197 : i64, !llvm.ptr
    %242 = llvm.and %205, %42 : i64
    %243 = llvm.shl %206, %35 : i64
    %244 = llvm.or %242, %243 : i64
    llvm.store %244, %198 : i64, !llvm.ptr
    llvm.store %22, %199 : i64, !llvm.ptr
    llvm.store %21, %200 : i64, !llvm.ptr
    %245 = llvm.ptrtoint %184 : !llvm.ptr to i64
    %246 = llvm.inttoptr %245 : i64 to !llvm.ptr
    %247 = llvm.load %246 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %248 = llvm.insertvalue %247, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %249 = llvm.insertvalue %157, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %250 = llvm.insertvalue %27, %249[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %251 = llvm.insertvalue %27, %6[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %252 = llvm.insertvalue %250, %251[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %253 = llvm.alloca %46 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %254 = llvm.sext %76 : i32 to i64
    %255 = llvm.sext %74 : i32 to i64
    %256 = llvm.mul %71, %43 : i64
    %257 = llvm.sext %75 : i32 to i64
    %258 = llvm.mul %72, %43 : i64
    %259 = llvm.sext %73 : i32 to i64
    %260 = llvm.mul %70, %43 : i64
    %261 = llvm.ptrtoint %57 : !llvm.ptr<1> to i64
    %262 = llvm.getelementptr %253[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %262 : i64, !llvm.ptr
    %263 = llvm.getelementptr %253[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %263 : i64, !llvm.ptr
    %264 = llvm.getelementptr %253[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %264 : i64, !llvm.ptr
    %265 = llvm.getelementptr %253[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %265 : i64, !llvm.ptr
    %266 = llvm.getelementptr %253[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %266 : i64, !llvm.ptr
    %267 = llvm.getelementptr %253[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %267 : i64, !llvm.ptr
    %268 = llvm.getelementptr %253[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %268 : i64, !llvm.ptr
    %269 = llvm.getelementptr %253[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %269 : i64, !llvm.ptr
    %270 = llvm.udiv %261, %40 : i64
    %271 = llvm.and %270, %39 : i64
    %272 = llvm.shl %271, %41 : i64
    llvm.store %272, %262 : i64, !llvm.ptr
    %273 = llvm.sub %255, %44 : i64
    %274 = llvm.sub %257, %44 : i64
    %275 = llvm.sub %259, %44 : i64
    %276 = llvm.mul %273, %256 : i64
    %277 = llvm.mul %274, %258 : i64
    %278 = llvm.mul %275, %260 : i64
    %279 = llvm.add %276, %277 : i64
    %280 = llvm.mul %254, %40 : i64
    %281 = llvm.udiv %280, %38 : i64
    %282 = llvm.add %281, %279 : i64
    %283 = llvm.add %282, %278 : i64
    %284 = llvm.icmp "uge" %283, %37 : i64
    %285 = llvm.zext %284 : i1 to i64
    %286 = llvm.shl %285, %36 : i64
    %287 = llvm.udiv %256, %40 : i64
    %288 = llvm.shl %287, %35 : i64
    %289 = llvm.or %286, %288 : i64
    %290 = llvm.or %289, %23 : i64
    llvm.store %290, %263 : i64, !llvm.ptr
    %291 = llvm.udiv %258, %40 : i64
    %292 = llvm.and %291, %42 : i64
    %293 = llvm.udiv %260, %40 : i64
    %294 = llvm.shl %293, %35 : i64
    %295 = llvm.or %292, %294 : i64
    llvm.store %295, %264 : i64, !llvm.ptr
    %296 = llvm.lshr %256, %34 : i64
    %297 = llvm.and %296, %33 : i64
    %298 = llvm.shl %297, %35 : i64
    %299 = llvm.lshr %258, %34 : i64
    %300 = llvm.and %299, %33 : i64
    %301 = llvm.shl %300, %34 : i64
    %302 = llvm.lshr %260, %34 : i64
    %303 = llvm.and %302, %33 : i64
    %304 = llvm.shl %303, %32 : i64
    %305 = llvm.or %298, %301 : i64
    %306 = llvm.or %305, %304 : i64
    llvm.store %306, %265 : i64, !llvm.ptr
    %307 = llvm.sub %254, %44 : i64
    %308 = llvm.and %307, %42 : i64
    %309 = llvm.shl %273, %35 : i64
    %310 = llvm.or %308, %309 : i64
    llvm.store %310, %266 : i64, !llvm.ptr
    %311 = llvm.and %274, %42 : i64
    %312 = llvm.shl %275, %35 : i64
    %313 = llvm.or %311, %312 : i64
    llvm.store %313, %267 : i64, !llvm.ptr
    llvm.store %22, %268 : i64, !llvm.ptr
    llvm.store %21, %269 : i64, !llvm.ptr
    %314 = llvm.ptrtoint %253 : !llvm.ptr to i64
    %315 = llvm.inttoptr %314 : i64 to !llvm.ptr
    %316 = llvm.load %315 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %317 = llvm.insertvalue %316, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %318 = llvm.insertvalue %168, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %319 = llvm.insertvalue %27, %318[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %320 = llvm.insertvalue %319, %251[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %321 = llvm.alloca %46 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %322 = llvm.sext %108 : i32 to i64
    %323 = llvm.sext %106 : i32 to i64
    %324 = llvm.mul %110, %43 : i64
    %325 = llvm.sext %107 : i32 to i64
    %326 = llvm.mul %111, %43 : i64
    %327 = llvm.sext %105 : i32 to i64
    %328 = llvm.mul %109, %43 : i64
    %329 = llvm.ptrtoint %50 : !llvm.ptr<1> to i64
    %330 = llvm.getelementptr %321[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %330 : i64, !llvm.ptr
    %331 = llvm.getelementptr %321[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %331 : i64, !llvm.ptr
    %332 = llvm.getelementptr %321[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %332 : i64, !llvm.ptr
    %333 = llvm.getelementptr %321[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %333 : i64, !llvm.ptr
    %334 = llvm.getelementptr %321[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %334 : i64, !llvm.ptr
    %335 = llvm.getelementptr %321[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %335 : i64, !llvm.ptr
    %336 = llvm.getelementptr %321[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %336 : i64, !llvm.ptr
    %337 = llvm.getelementptr %321[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %337 : i64, !llvm.ptr
    %338 = llvm.udiv %329, %40 : i64
    %339 = llvm.and %338, %39 : i64
    %340 = llvm.shl %339, %41 : i64
    llvm.store %340, %330 : i64, !llvm.ptr
    %341 = llvm.sub %323, %44 : i64
    %342 = llvm.sub %325, %44 : i64
    %343 = llvm.sub %327, %44 : i64
    %344 = llvm.mul %341, %324 : i64
    %345 = llvm.mul %342, %326 : i64
    %346 = llvm.mul %343, %328 : i64
    %347 = llvm.add %344, %345 : i64
    %348 = llvm.mul %322, %40 : i64
    %349 = llvm.udiv %348, %38 : i64
    %350 = llvm.add %349, %347 : i64
    %351 = llvm.add %350, %346 : i64
    %352 = llvm.icmp "uge" %351, %37 : i64
    %353 = llvm.zext %352 : i1 to i64
    %354 = llvm.shl %353, %36 : i64
    %355 = llvm.udiv %324, %40 : i64
    %356 = llvm.shl %355, %35 : i64
    %357 = llvm.or %354, %356 : i64
    %358 = llvm.or %357, %23 : i64
    llvm.store %358, %331 : i64, !llvm.ptr
    %359 = llvm.udiv %326, %40 : i64
    %360 = llvm.and %359, %42 : i64
    %361 = llvm.udiv %328, %40 : i64
    %362 = llvm.shl %361, %35 : i64
    %363 = llvm.or %360, %362 : i64
    llvm.store %363, %332 : i64, !llvm.ptr
    %364 = llvm.lshr %324, %34 : i64
    %365 = llvm.and %364, %33 : i64
    %366 = llvm.shl %365, %35 : i64
    %367 = llvm.lshr %326, %34 : i64
    %368 = llvm.and %367, %33 : i64
    %369 = llvm.shl %368, %34 : i64
    %370 = llvm.lshr %328, %34 : i64
    %371 = llvm.and %370, %33 : i64
    %372 = llvm.shl %371, %32 : i64
    %373 = llvm.or %366, %369 : i64
    %374 = llvm.or %373, %372 : i64
    llvm.store %374, %333 : i64, !llvm.ptr
    %375 = llvm.sub %322, %44 : i64
    %376 = llvm.and %375, %42 : i64
    %377 = llvm.shl %341, %35 : i64
    %378 = llvm.or %376, %377 : i64
    llvm.store %378, %334 : i64, !llvm.ptr
    %379 = llvm.and %342, %42 : i64
    %380 = llvm.shl %343, %35 : i64
    %381 = llvm.or %379, %380 : i64
    llvm.store %381, %335 : i64, !llvm.ptr
    llvm.store %22, %336 : i64, !llvm.ptr
    llvm.store %21, %337 : i64, !llvm.ptr
    %382 = llvm.ptrtoint %321 : !llvm.ptr to i64
    %383 = llvm.inttoptr %382 : i64 to !llvm.ptr
    %384 = llvm.load %383 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %385 = llvm.insertvalue %384, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %386 = llvm.insertvalue %115, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %387 = llvm.insertvalue %27, %386[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %388 = llvm.insertvalue %387, %251[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %389 = llvm.alloca %46 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %390 = llvm.sext %90 : i32 to i64
    %391 = llvm.sext %88 : i32 to i64
    %392 = llvm.mul %92, %43 : i64
    %393 = llvm.sext %89 : i32 to i64
    %394 = llvm.mul %93, %43 : i64
    %395 = llvm.sext %87 : i32 to i64
    %396 = llvm.mul %91, %43 : i64
    %397 = llvm.ptrtoint %49 : !llvm.ptr<1> to i64
    %398 = llvm.getelementptr %389[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %398 : i64, !llvm.ptr
    %399 = llvm.getelementptr %389[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %399 : i64, !llvm.ptr
    %400 = llvm.getelementptr %389[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %400 : i64, !llvm.ptr
    %401 = llvm.getelementptr %389[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %401 : i64, !llvm.ptr
    %402 = llvm.getelementptr %389[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %402 : i64, !llvm.ptr
    %403 = llvm.getelementptr %389[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %403 : i64, !llvm.ptr
    %404 = llvm.getelementptr %389[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %404 : i64, !llvm.ptr
    %405 = llvm.getelementptr %389[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %405 : i64, !llvm.ptr
    %406 = llvm.udiv %397, %40 : i64
    %407 = llvm.and %406, %39 : i64
    %408 = llvm.shl %407, %41 : i64
    llvm.store %408, %398 : i64, !llvm.ptr
    %409 = llvm.sub %391, %44 : i64
    %410 = llvm.sub %393, %44 : i64
    %411 = llvm.sub %395, %44 : i64
    %412 = llvm.mul %409, %392 : i64
    %413 = llvm.mul %410, %394 : i64
    %414 = llvm.mul %411, %396 : i64
    %415 = llvm.add %412, %413 : i64
    %416 = llvm.mul %390, %40 : i64
    %417 = llvm.udiv %416, %38 : i64
    %418 = llvm.add %417, %415 : i64
    %419 = llvm.add %418, %414 : i64
    %420 = llvm.icmp "uge" %419, %37 : i64
    %421 = llvm.zext %420 : i1 to i64
    %422 = llvm.shl %421, %36 : i64
    %423 = llvm.udiv %392, %40 : i64
    %424 = llvm.shl %423, %35 : i64
    %425 = llvm.or %422, %424 : i64
    %426 = llvm.or %425, %23 : i64
    llvm.store %426, %399 : i64, !llvm.ptr
    %427 = llvm.udiv %394, %40 : i64
    %428 = llvm.and %427, %42 : i64
    %429 = llvm.udiv %396, %40 : i64
    %430 = llvm.shl %429, %35 : i64
    %431 = llvm.or %428, %430 : i64
    llvm.store %431, %400 : i64, !llvm.ptr
    %432 = llvm.lshr %392, %34 : i64
    %433 = llvm.and %432, %33 : i64
    %434 = llvm.shl %433, %35 : i64
    %435 = llvm.lshr %394, %34 : i64
    %436 = llvm.and %435, %33 : i64
    %437 = llvm.shl %436, %34 : i64
    %438 = llvm.lshr %396, %34 : i64
    %439 = llvm.and %438, %33 : i64
    %440 = llvm.shl %439, %32 : i64
    %441 = llvm.or %434, %437 : i64
    %442 = llvm.or %441, %440 : i64
    llvm.store %442, %401 : i64, !llvm.ptr
    %443 = llvm.sub %390, %44 : i64
    %444 = llvm.and %443, %42 : i64
    %445 = llvm.shl %409, %35 : i64
    %446 = llvm.or %444, %445 : i64
    llvm.store %446, %402 : i64, !llvm.ptr
    %447 = llvm.and %410, %42 : i64
    %448 = llvm.shl %411, %35 : i64
    %449 = llvm.or %447, %448 : i64
    llvm.store %449, %403 : i64, !llvm.ptr
    llvm.store %22, %404 : i64, !llvm.ptr
    llvm.store %20, %405 : i64, !llvm.ptr
    %450 = llvm.ptrtoint %389 : !llvm.ptr to i64
    %451 = llvm.inttoptr %450 : i64 to !llvm.ptr
    %452 = llvm.load %451 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %453 = llvm.insertvalue %452, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %454 = llvm.insertvalue %97, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %455 = llvm.insertvalue %27, %454[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %456 = llvm.insertvalue %455, %251[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %457 = llvm.alloca %46 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %458 = llvm.sext %119 : i32 to i64
    %459 = llvm.sext %117 : i32 to i64
    %460 = llvm.mul %121, %43 : i64
    %461 = llvm.sext %118 : i32 to i64
    %462 = llvm.mul %122, %43 : i64
    %463 = llvm.sext %116 : i32 to i64
    %464 = llvm.mul %120, %43 : i64
    %465 = llvm.ptrtoint %51 : !llvm.ptr<1> to i64
    %466 = llvm.getelementptr %457[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %466 : i64, !llvm.ptr
    %467 = llvm.getelementptr %457[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %467 : i64, !llvm.ptr
    %468 = llvm.getelementptr %457[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %468 : i64, !llvm.ptr
    %469 = llvm.getelementptr %457[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %469 : i64, !llvm.ptr
    %470 = llvm.getelementptr %457[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %470 : i64, !llvm.ptr
    %471 = llvm.getelementptr %457[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %471 : i64, !llvm.ptr
    %472 = llvm.getelementptr %457[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %472 : i64, !llvm.ptr
    %473 = llvm.getelementptr %457[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %473 : i64, !llvm.ptr
    %474 = llvm.udiv %465, %40 : i64
    %475 = llvm.and %474, %39 : i64
    %476 = llvm.shl %475, %41 : i64
    llvm.store %476, %466 : i64, !llvm.ptr
    %477 = llvm.sub %459, %44 : i64
    %478 = llvm.sub %461, %44 : i64
    %479 = llvm.sub %463, %44 : i64
    %480 = llvm.mul %477, %460 : i64
    %481 = llvm.mul %478, %462 : i64
    %482 = llvm.mul %479, %464 : i64
    %483 = llvm.add %480, %481 : i64
    %484 = llvm.mul %458, %40 : i64
    %485 = llvm.udiv %484, %38 : i64
    %486 = llvm.add %485, %483 : i64
    %487 = llvm.add %486, %482 : i64
    %488 = llvm.icmp "uge" %487, %37 : i64
    %489 = llvm.zext %488 : i1 to i64
    %490 = llvm.shl %489, %36 : i64
    %491 = llvm.udiv %460, %40 : i64
    %492 = llvm.shl %491, %35 : i64
    %493 = llvm.or %490, %492 : i64
    %494 = llvm.or %493, %23 : i64
    llvm.store %494, %467 : i64, !llvm.ptr
    %495 = llvm.udiv %462, %40 : i64
    %496 = llvm.and %495, %42 : i64
    %497 = llvm.udiv %464, %40 : i64
    %498 = llvm.shl %497, %35 : i64
    %499 = llvm.or %496, %498 : i64
    llvm.store %499, %468 : i64, !llvm.ptr
    %500 = llvm.lshr %460, %34 : i64
    %501 = llvm.and %500, %33 : i64
    %502 = llvm.shl %501, %35 : i64
    %503 = llvm.lshr %462, %34 : i64
    %504 = llvm.and %503, %33 : i64
    %505 = llvm.shl %504, %34 : i64
    %506 = llvm.lshr %464, %34 : i64
    %507 = llvm.and %506, %33 : i64
    %508 = llvm.shl %507, %32 : i64
    %509 = llvm.or %502, %505 : i64
    %510 = llvm.or %509, %508 : i64
    llvm.store %510, %469 : i64, !llvm.ptr
    %511 = llvm.sub %458, %44 : i64
    %512 = llvm.and %511, %42 : i64
    %513 = llvm.shl %477, %35 : i64
    %514 = llvm.or %512, %513 : i64
    llvm.store %514, %470 : i64, !llvm.ptr
    %515 = llvm.and %478, %42 : i64
    %516 = llvm.shl %479, %35 : i64
    %517 = llvm.or %515, %516 : i64
    llvm.store %517, %471 : i64, !llvm.ptr
    llvm.store %22, %472 : i64, !llvm.ptr
    llvm.store %21, %473 : i64, !llvm.ptr
    %518 = llvm.ptrtoint %457 : !llvm.ptr to i64
    %519 = llvm.inttoptr %518 : i64 to !llvm.ptr
    %520 = llvm.load %519 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %521 = llvm.insertvalue %520, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %522 = llvm.insertvalue %126, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %523 = llvm.insertvalue %27, %522[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %524 = llvm.insertvalue %523, %251[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %525 = llvm.alloca %46 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %526 = llvm.sext %101 : i32 to i64
    %527 = llvm.sext %99 : i32 to i64
    %528 = llvm.mul %103, %43 : i64
    %529 = llvm.sext %100 : i32 to i64
    %530 = llvm.mul %104, %43 : i64
    %531 = llvm.sext %98 : i32 to i64
    %532 = llvm.mul %102, %43 : i64
    %533 = llvm.ptrtoint %52 : !llvm.ptr<1> to i64
    %534 = llvm.getelementptr %525[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %534 : i64, !llvm.ptr
    %535 = llvm.getelementptr %525[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %535 : i64, !llvm.ptr
    %536 = llvm.getelementptr %525[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %536 : i64, !llvm.ptr
    %537 = llvm.getelementptr %525[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %537 : i64, !llvm.ptr
    %538 = llvm.getelementptr %525[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %538 : i64, !llvm.ptr
    %539 = llvm.getelementptr %525[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %539 : i64, !llvm.ptr
    %540 = llvm.getelementptr %525[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %540 : i64, !llvm.ptr
    %541 = llvm.getelementptr %525[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %541 : i64, !llvm.ptr
    %542 = llvm.udiv %533, %40 : i64
    %543 = llvm.and %542, %39 : i64
    %544 = llvm.shl %543, %41 : i64
    llvm.store %544, %534 : i64, !llvm.ptr
    %545 = llvm.sub %527, %44 : i64
    %546 = llvm.sub %529, %44 : i64
    %547 = llvm.sub %531, %44 : i64
    %548 = llvm.mul %545, %528 : i64
    %549 = llvm.mul %546, %530 : i64
    %550 = llvm.mul %547, %532 : i64
    %551 = llvm.add %548, %549 : i64
    %552 = llvm.mul %526, %40 : i64
    %553 = llvm.udiv %552, %38 : i64
    %554 = llvm.add %553, %551 : i64
    %555 = llvm.add %554, %550 : i64
    %556 = llvm.icmp "uge" %555, %37 : i64
    %557 = llvm.zext %556 : i1 to i64
    %558 = llvm.shl %557, %36 : i64
    %559 = llvm.udiv %528, %40 : i64
    %560 = llvm.shl %559, %35 : i64
    %561 = llvm.or %558, %560 : i64
    %562 = llvm.or %561, %23 : i64
    llvm.store %562, %535 : i64, !llvm.ptr
    %563 = llvm.udiv %530, %40 : i64
    %564 = llvm.and %563, %42 : i64
    %565 = llvm.udiv %532, %40 : i64
    %566 = llvm.shl %565, %35 : i64
    %567 = llvm.or %564, %566 : i64
    llvm.store %567, %536 : i64, !llvm.ptr
    %568 = llvm.lshr %528, %34 : i64
    %569 = llvm.and %568, %33 : i64
    %570 = llvm.shl %569, %35 : i64
    %571 = llvm.lshr %530, %34 : i64
    %572 = llvm.and %571, %33 : i64
    %573 = llvm.shl %572, %34 : i64
    %574 = llvm.lshr %532, %34 : i64
    %575 = llvm.and %574, %33 : i64
    %576 = llvm.shl %575, %32 : i64
    %577 = llvm.or %570, %573 : i64
    %578 = llvm.or %577, %576 : i64
    llvm.store %578, %537 : i64, !llvm.ptr
    %579 = llvm.sub %526, %44 : i64
    %580 = llvm.and %579, %42 : i64
    %581 = llvm.shl %545, %35 : i64
    %582 = llvm.or %580, %581 : i64
    llvm.store %582, %538 : i64, !llvm.ptr
    %583 = llvm.and %546, %42 : i64
    %584 = llvm.shl %547, %35 : i64
    %585 = llvm.or %583, %584 : i64
    llvm.store %585, %539 : i64, !llvm.ptr
    llvm.store %22, %540 : i64, !llvm.ptr
    llvm.store %21, %541 : i64, !llvm.ptr
    %586 = llvm.ptrtoint %525 : !llvm.ptr to i64
    %587 = llvm.inttoptr %586 : i64 to !llvm.ptr
    %588 = llvm.load %587 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %589 = llvm.insertvalue %588, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %590 = llvm.insertvalue %179, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %591 = llvm.insertvalue %27, %590[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %592 = llvm.insertvalue %591, %251[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %593 = llvm.insertvalue %99, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %594 = llvm.insertvalue %101, %593[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %595 = llvm.insertvalue %100, %594[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %596 = llvm.insertvalue %98, %595[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %597 = llvm.alloca %46 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %598 = llvm.getelementptr %597[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %598 : i64, !llvm.ptr
    %599 = llvm.getelementptr %597[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %599 : i64, !llvm.ptr
    %600 = llvm.getelementptr %597[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %600 : i64, !llvm.ptr
    %601 = llvm.getelementptr %597[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %601 : i64, !llvm.ptr
    %602 = llvm.getelementptr %597[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %602 : i64, !llvm.ptr
    %603 = llvm.getelementptr %597[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %603 : i64, !llvm.ptr
    %604 = llvm.getelementptr %597[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %604 : i64, !llvm.ptr
    %605 = llvm.getelementptr %597[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %605 : i64, !llvm.ptr
    llvm.store %544, %598 : i64, !llvm.ptr
    llvm.store %562, %599 : i64, !llvm.ptr
    llvm.store %567, %600 : i64, !llvm.ptr
    llvm.store %578, %601 : i64, !llvm.ptr
    llvm.store %582, %602 : i64, !llvm.ptr
    llvm.store %585, %603 : i64, !llvm.ptr
    llvm.store %22, %604 : i64, !llvm.ptr
    llvm.store %20, %605 : i64, !llvm.ptr
    %606 = llvm.ptrtoint %597 : !llvm.ptr to i64
    %607 = llvm.inttoptr %606 : i64 to !llvm.ptr
    %608 = llvm.load %607 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %609 = llvm.insertvalue %608, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %610 = llvm.insertvalue %596, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %611 = llvm.insertvalue %27, %610[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %612 = llvm.insertvalue %611, %251[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %613 = llvm.insertvalue %90, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %614 = llvm.insertvalue %88, %613[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %615 = llvm.insertvalue %89, %614[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %616 = llvm.insertvalue %87, %615[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %617 = llvm.alloca %46 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %618 = llvm.getelementptr %617[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %618 : i64, !llvm.ptr
    %619 = llvm.getelementptr %617[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %619 : i64, !llvm.ptr
    %620 = llvm.getelementptr %617[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %620 : i64, !llvm.ptr
    %621 = llvm.getelementptr %617[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %621 : i64, !llvm.ptr
    %622 = llvm.getelementptr %617[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %622 : i64, !llvm.ptr
    %623 = llvm.getelementptr %617[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %623 : i64, !llvm.ptr
    %624 = llvm.getelementptr %617[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %624 : i64, !llvm.ptr
    %625 = llvm.getelementptr %617[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %625 : i64, !llvm.ptr
    llvm.store %408, %618 : i64, !llvm.ptr
    llvm.store %426, %619 : i64, !llvm.ptr
    llvm.store %431, %620 : i64, !llvm.ptr
    llvm.store %442, %621 : i64, !llvm.ptr
    llvm.store %446, %622 : i64, !llvm.ptr
    llvm.store %449, %623 : i64, !llvm.ptr
    llvm.store %22, %624 : i64, !llvm.ptr
    llvm.store %21, %625 : i64, !llvm.ptr
    %626 = llvm.ptrtoint %617 : !llvm.ptr to i64
    %627 = llvm.inttoptr %626 : i64 to !llvm.ptr
    %628 = llvm.load %627 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %629 = llvm.insertvalue %628, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %630 = llvm.insertvalue %616, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %631 = llvm.insertvalue %27, %630[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %632 = llvm.insertvalue %631, %251[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %633 = llvm.insertvalue %108, %14[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %634 = llvm.insertvalue %106, %633[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %635 = llvm.insertvalue %107, %634[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %636 = llvm.insertvalue %105, %635[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %637 = llvm.alloca %46 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %638 = llvm.getelementptr %637[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %638 : i64, !llvm.ptr
    %639 = llvm.getelementptr %637[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %639 : i64, !llvm.ptr
    %640 = llvm.getelementptr %637[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %640 : i64, !llvm.ptr
    %641 = llvm.getelementptr %637[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %641 : i64, !llvm.ptr
    %642 = llvm.getelementptr %637[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %642 : i64, !llvm.ptr
    %643 = llvm.getelementptr %637[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %643 : i64, !llvm.ptr
    %644 = llvm.getelementptr %637[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %644 : i64, !llvm.ptr
    %645 = llvm.getelementptr %637[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %45, %645 : i64, !llvm.ptr
    llvm.store %340, %638 : i64, !llvm.ptr
    llvm.store %358, %639 : i64, !llvm.ptr
    llvm.store %363, %640 : i64, !llvm.ptr
    llvm.store %374, %641 : i64, !llvm.ptr
    llvm.store %378, %642 : i64, !llvm.ptr
    llvm.store %381, %643 : i64, !llvm.ptr
    llvm.store %22, %644 : i64, !llvm.ptr
    llvm.store %19, %645 : i64, !llvm.ptr
    %646 = llvm.ptrtoint %637 : !llvm.ptr to i64
    %647 = llvm.inttoptr %646 : i64 to !llvm.ptr
    %648 = llvm.load %647 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %649 = llvm.insertvalue %648, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %650 = llvm.insertvalue %636, %7[0] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %651 = llvm.insertvalue %27, %650[1] : !llvm.struct<(struct<(i32, i32, i32, i32)>, struct<()>)> 
    %652 = llvm.insertvalue %651, %251[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)> 
    %653 = llvm.sdiv %106, %31 : i32
    %654 = llvm.mul %653, %31 : i32
    %655 = llvm.icmp "ne" %106, %654 : i32
    %656 = llvm.icmp "slt" %106, %47 : i32
    %657 = llvm.icmp "eq" %656, %48 : i1
    %658 = llvm.and %655, %657 : i1
    %659 = llvm.add %653, %30 : i32
    %660 = llvm.select %658, %659, %653 : i1, i32
    %661 = llvm.insertvalue %30, %5[0] : !llvm.struct<(i32, i32, i8, i8)> 
    %662 = llvm.insertvalue %30, %661[1] : !llvm.struct<(i32, i32, i8, i8)> 
    %663 = llvm.insertvalue %29, %662[2] : !llvm.struct<(i32, i32, i8, i8)> 
    %664 = llvm.insertvalue %29, %663[3] : !llvm.struct<(i32, i32, i8, i8)> 
    %665 = llvm.add %660, %28 overflow<nsw> : i32
    %666 = llvm.sub %665, %30 overflow<nsw> : i32
    %667 = llvm.sdiv %666, %28 : i32
    %668 = llvm.mul %667, %28 : i32
    %669 = llvm.fmul %arg9, %26 : f32
    %670 = llvm.alloca %30 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %671 = llvm.alloca %30 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %672 = llvm.getelementptr %670[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %671, %672 : !llvm.ptr, !llvm.ptr
    %673 = llvm.getelementptr %670[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %24, %673 : i32, !llvm.ptr
    %674 = llvm.getelementptr %670[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %30, %674 : i32, !llvm.ptr
    %675 = llvm.getelementptr %670[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %30, %675 : i32, !llvm.ptr
    %676 = llvm.getelementptr %670[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %25, %676 : i64, !llvm.ptr
    %677 = llvm.getelementptr %670[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %668, %677 : i32, !llvm.ptr
    %678 = llvm.getelementptr %670[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %89, %678 : i32, !llvm.ptr
    %679 = llvm.getelementptr %670[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %105, %679 : i32, !llvm.ptr
    %680 = llvm.getelementptr %670[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %47, %680 : i32, !llvm.ptr
    %681 = llvm.getelementptr %670[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %arg10, %681 : !llvm.ptr, !llvm.ptr
    %682 = llvm.alloca %30 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %683 = builtin.unrealized_conversion_cast %682 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %684 = llvm.getelementptr %682[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %670, %684 : !llvm.ptr, !llvm.ptr
    %685 = llvm.load %684 : !llvm.ptr -> !llvm.ptr
    %686 = llvm.getelementptr %685[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %687 = llvm.load %686 : !llvm.ptr -> i32
    %688 = llvm.getelementptr %685[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %689 = llvm.load %688 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%47 : i32)
  ^bb1(%690: i32):  // 2 preds: ^bb3, ^bb5
    %691 = llvm.getelementptr %689[%690] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %692 = llvm.getelementptr %691[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %692 : i32, !llvm.ptr
    %693 = llvm.getelementptr %691[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %47, %693 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %694 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %695 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %696 = llvm.call @printf(%695, %694) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %697 = llvm.add %687, %30 : i32
    llvm.store %697, %686 : i32, !llvm.ptr
    llvm.br ^bb1(%687 : i32)
  ^bb4:  // pred: ^bb7
    %698 = llvm.icmp "uge" %687, %1 : i32
    llvm.cond_br %698, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%704 : i32)
  ^bb6:  // pred: ^bb7
    %699 = llvm.getelementptr %689[%704] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %700 = llvm.getelementptr %699[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %701 = llvm.load %700 : !llvm.ptr -> i32
    %702 = llvm.icmp "eq" %701, %4 : i32
    %703 = llvm.add %704, %30 : i32
    llvm.cond_br %702, ^bb5, ^bb7(%703 : i32)
  ^bb7(%704: i32):  // 2 preds: ^bb0, ^bb6
    %705 = llvm.icmp "uge" %704, %687 : i32
    llvm.cond_br %705, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %706 = llvm.load %684 : !llvm.ptr -> !llvm.ptr
    %707 = llvm.getelementptr %706[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %708 = llvm.load %707 : !llvm.ptr -> i32
    %709 = llvm.getelementptr %706[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %710 = llvm.load %709 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%47 : i32)
  ^bb9(%711: i32):  // 2 preds: ^bb11, ^bb13
    %712 = llvm.getelementptr %710[%711] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %713 = llvm.getelementptr %712[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %713 : i32, !llvm.ptr
    %714 = llvm.getelementptr %712[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %715 = llvm.getelementptr %714[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %28, %715 : i32, !llvm.ptr
    %716 = llvm.getelementptr %714[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %30, %716 : i32, !llvm.ptr
    %717 = llvm.getelementptr %714[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %30, %717 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %718 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %719 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %720 = llvm.call @printf(%719, %718) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %721 = llvm.add %708, %30 : i32
    llvm.store %721, %707 : i32, !llvm.ptr
    llvm.br ^bb9(%708 : i32)
  ^bb12:  // pred: ^bb15
    %722 = llvm.icmp "uge" %708, %1 : i32
    llvm.cond_br %722, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%728 : i32)
  ^bb14:  // pred: ^bb15
    %723 = llvm.getelementptr %710[%728] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %724 = llvm.getelementptr %723[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %725 = llvm.load %724 : !llvm.ptr -> i32
    %726 = llvm.icmp "eq" %725, %0 : i32
    %727 = llvm.add %728, %30 : i32
    llvm.cond_br %726, ^bb13, ^bb15(%727 : i32)
  ^bb15(%728: i32):  // 2 preds: ^bb8, ^bb14
    %729 = llvm.icmp "uge" %728, %708 : i32
    llvm.cond_br %729, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %730 = llvm.load %684 : !llvm.ptr -> !llvm.ptr
    %731 = llvm.getelementptr %730[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %732 = llvm.load %731 : !llvm.ptr -> i32
    %733 = llvm.getelementptr %730[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %734 = llvm.load %733 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb23(%47 : i32)
  ^bb17(%735: i32):  // 2 preds: ^bb19, ^bb21
    %736 = llvm.getelementptr %734[%735] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %737 = llvm.getelementptr %736[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %28, %737 : i32, !llvm.ptr
    %738 = llvm.getelementptr %736[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %47, %738 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %739 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %740 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %741 = llvm.call @printf(%740, %739) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %742 = llvm.add %732, %30 : i32
    llvm.store %742, %731 : i32, !llvm.ptr
    llvm.br ^bb17(%732 : i32)
  ^bb20:  // pred: ^bb23
    %743 = llvm.icmp "uge" %732, %1 : i32
    llvm.cond_br %743, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%749 : i32)
  ^bb22:  // pred: ^bb23
    %744 = llvm.getelementptr %734[%749] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %745 = llvm.getelementptr %744[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %746 = llvm.load %745 : !llvm.ptr -> i32
    %747 = llvm.icmp "eq" %746, %28 : i32
    %748 = llvm.add %749, %30 : i32
    llvm.cond_br %747, ^bb21, ^bb23(%748 : i32)
  ^bb23(%749: i32):  // 2 preds: ^bb16, ^bb22
    %750 = llvm.icmp "uge" %749, %732 : i32
    llvm.cond_br %750, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %751 = "cuda.launch_ex"(%683, %456, %632, %388, %652, %524, %135, %144, %592, %612, %175, %164, %153, %320, %252, %453, %629, %385, %649, %521, %589, %609, %317, %248, %183, %183, %183, %183, %183, %arg9, %669, %660, %89, %105, %664, %30) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_kernel_flash_attncuteflash_bwd_sm100FlashAttentionBackwardSm100_object_at__tensor0000o11101213_tensor0000_o_10111213_tensor0000o11101213_tensor0000_o_10111213_tensor0000o11_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, f32, f32, i32, i32, i32, !llvm.struct<(i32, i32, i8, i8)>, i32) -> !cuda.result
    %752 = builtin.unrealized_conversion_cast %751 : !cuda.result to i32
    "cuda.return_if_error"(%752) : (i32) -> ()
    llvm.return %47 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___flash_attncuteflash_bwd_sm100FlashAttentionBackwardSm100_object_at__Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorg(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg6: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg7: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg8: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, %arg9: f32, %arg10: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___flash_attncuteflash_bwd_sm100FlashAttentionBackwardSm100_object_at__Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorgmemoi64i64i641_Tensorg(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32, i32)>, struct<(i64, i64, i64)>)>)>, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
