#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1 = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK11110000_PermutationMNK____MMAAtom_ThrID10_ShapeMNK12812816_TVLayoutA1128161281128_TVLayoutB11_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK11110000_PermutationMNK____MMAAtom_ThrID10_ShapeMNK12812816_TVLayoutA1128161281128_TVLayoutB11_0(%arg0: !llvm.struct<(i1, i1, i1, vector<4xi32>)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg4: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg5: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg6: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(96 : i32) : i32
      %2 = llvm.mlir.constant(3 : i64) : i64
      %3 = llvm.mlir.constant(384 : i64) : i64
      %4 = llvm.mlir.constant(4096 : i32) : i32
      %5 = llvm.mlir.constant(0 : i8) : i8
      %6 = llvm.mlir.constant(2 : i8) : i8
      %7 = llvm.mlir.constant(8192 : i32) : i32
      %8 = llvm.mlir.constant(8 : i64) : i64
      %9 = llvm.mlir.constant(16 : i64) : i64
      %10 = llvm.mlir.constant(1024 : i64) : i64
      %11 = llvm.mlir.constant(31 : i32) : i32
      %12 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %13 = llvm.mlir.constant(5 : i32) : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(4 : i32) : i32
      %16 = llvm.mlir.constant(7 : i32) : i32
      %17 = llvm.mlir.constant(6 : i32) : i32
      %18 = llvm.mlir.constant(-1 : i32) : i32
      %19 = llvm.mlir.constant(true) : i1
      %20 = llvm.mlir.constant(2 : i32) : i32
      %21 = llvm.mlir.constant(128 : i32) : i32
      %22 = llvm.mlir.constant(64 : i32) : i32
      %23 = llvm.mlir.constant(10000000 : i32) : i32
      %24 = llvm.mlir.constant(32768 : i32) : i32
      %25 = llvm.mlir.constant(false) : i1
      %26 = llvm.mlir.constant(160 : i32) : i32
      %27 = llvm.mlir.constant(136316048 : i32) : i32
      %28 = llvm.mlir.constant(13 : i32) : i32
      %29 = llvm.mlir.constant(14 : i32) : i32
      %30 = llvm.mlir.constant(256 : i32) : i32
      %31 = llvm.mlir.constant(2097152 : i32) : i32
      %32 = llvm.mlir.constant(1024 : i32) : i32
      %33 = llvm.mlir.constant(3 : i32) : i32
      %34 = llvm.mlir.constant(32 : i32) : i32
      %35 = llvm.mlir.constant(1 : i32) : i32
      %36 = llvm.alloca %34 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %37 = llvm.alloca %34 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %38 = llvm.alloca %34 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %39 = llvm.alloca %34 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %40 = llvm.alloca %34 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.alloca %34 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %43 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %44 = llvm.getelementptr %arg5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %45 = llvm.ptrtoint %12 : !llvm.ptr<3> to i32
      %46 = "nvvm.shfl.sync"(%18, %45, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %47 = llvm.zext %46 : i32 to i64
      %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<3>
      llvm.intr.assume %19 ["align"(%48, %10 : !llvm.ptr<3>, i64)] : i1
      %49 = llvm.ptrtoint %48 : !llvm.ptr<3> to i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<3>
      llvm.intr.assume %19 ["align"(%50, %9 : !llvm.ptr<3>, i64)] : i1
      %51 = llvm.getelementptr %48[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %52 = llvm.ptrtoint %51 : !llvm.ptr<3> to i64
      %53 = llvm.inttoptr %52 : i64 to !llvm.ptr<3>
      llvm.intr.assume %19 ["align"(%53, %8 : !llvm.ptr<3>, i64)] : i1
      %54 = llvm.getelementptr %48[144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %55 = llvm.ptrtoint %54 : !llvm.ptr<3> to i64
      %56 = llvm.inttoptr %55 : i64 to !llvm.ptr<3>
      llvm.intr.assume %19 ["align"(%56, %8 : !llvm.ptr<3>, i64)] : i1
      %57 = llvm.getelementptr %48[176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %58 = llvm.ptrtoint %57 : !llvm.ptr<3> to i64
      %59 = llvm.inttoptr %58 : i64 to !llvm.ptr<3>
      llvm.intr.assume %19 ["align"(%59, %8 : !llvm.ptr<3>, i64)] : i1
      %60 = llvm.getelementptr %48[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %61 = llvm.ptrtoint %60 : !llvm.ptr<3> to i64
      %62 = llvm.inttoptr %61 : i64 to !llvm.ptr<3>
      llvm.intr.assume %19 ["align"(%62, %8 : !llvm.ptr<3>, i64)] : i1
      %63 = llvm.getelementptr %48[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %64 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %65 = "nvvm.read.ptx.sreg.tid.y"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
      %66 = "nvvm.read.ptx.sreg.tid.z"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %67 = "nvvm.read.ptx.sreg.ntid.x"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %68 = "nvvm.read.ptx.sreg.ntid.y"() <{range = #llvm.constant_range<i32, 1, 1024>}> : () -> i32
      %69 = llvm.mul %65, %67 : i32
      %70 = llvm.add %64, %69 : i32
      %71 = llvm.mul %66, %67 : i32
      %72 = llvm.mul %71, %68 : i32
      %73 = llvm.add %70, %72 : i32
      %74 = llvm.sdiv %73, %34 : i32
      %75 = llvm.mul %74, %34 : i32
      %76 = llvm.icmp "ne" %73, %75 : i32
      %77 = llvm.icmp "slt" %73, %14 : i32
      %78 = llvm.and %76, %77 : i1
      %79 = llvm.add %74, %18 : i32
      %80 = llvm.select %78, %79, %74 : i1, i32
      %81 = "nvvm.shfl.sync"(%18, %80, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %82 = "nvvm.shfl.sync"(%18, %81, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %83 = llvm.icmp "eq" %82, %13 : i32
      llvm.cond_br %83, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      "nvvm.prefetch"(%arg1) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg3) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg5) <{tensormap}> : (!llvm.ptr) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %84 = llvm.getelementptr %63[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %85 = llvm.getelementptr %63[131072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %86 = llvm.icmp "eq" %82, %14 : i32
      llvm.cond_br %86, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %87 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %87, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      "nvvm.mbarrier.init"(%53, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %88 = llvm.getelementptr %53[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%88, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %89 = llvm.getelementptr %53[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%89, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %90 = llvm.getelementptr %53[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%90, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %91 = llvm.getelementptr %53[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%91, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %92 = llvm.getelementptr %53[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%92, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %93 = llvm.getelementptr %53[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %86, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %94 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %94, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      "nvvm.mbarrier.init"(%93, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %95 = llvm.getelementptr %53[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%95, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %96 = llvm.getelementptr %53[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%96, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %97 = llvm.getelementptr %53[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%97, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %98 = llvm.getelementptr %53[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%98, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %99 = llvm.getelementptr %53[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%99, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      llvm.cond_br %86, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %100 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %100, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      "nvvm.mbarrier.init"(%56, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %101 = llvm.getelementptr %56[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%101, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %102 = llvm.getelementptr %56[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %86, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %103 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %103, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      "nvvm.mbarrier.init"(%102, %15) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      %104 = llvm.getelementptr %56[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      "nvvm.mbarrier.init"(%104, %15) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb17
      llvm.cond_br %86, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %105 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %105, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      "nvvm.mbarrier.init"(%59, %35) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb18, ^bb21
      %106 = llvm.getelementptr %59[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %86, ^bb23, ^bb26
    ^bb23:  // pred: ^bb22
      %107 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %107, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      "nvvm.mbarrier.init"(%106, %16) <{layout = #nvvm.mbarrier_layout<v0>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb22, ^bb25
      "nvvm.fence.mbarrier.init"() : () -> ()
      %108 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
      "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
      %109 = llvm.icmp "sge" %82, %13 : i32
      %110 = llvm.icmp "slt" %82, %17 : i32
      %111 = llvm.and %109, %110 : i1
      llvm.cond_br %111, ^bb27, ^bb86
    ^bb27:  // pred: ^bb26
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.wait;", "~{memory}"  : () -> ()
      %112 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %113 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %114 = llvm.mul %113, %arg9 overflow<nsw> : i32
      %115 = llvm.icmp "sgt" %114, %112 : i32
      llvm.cond_br %115, ^bb28, ^bb33
    ^bb28:  // pred: ^bb27
      %116 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %112, %arg11 : (i32, i32) -> i32
      %117 = llvm.lshr %116, %arg12 : i32
      %118 = llvm.icmp "eq" %arg11, %14 : i32
      %119 = llvm.select %118, %112, %117 : i1, i32
      %120 = llvm.mul %119, %arg13 : i32
      %121 = llvm.sub %112, %120 : i32
      %122 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %121, %arg21 : (i32, i32) -> i32
      %123 = llvm.lshr %122, %arg22 : i32
      %124 = llvm.icmp "eq" %arg21, %14 : i32
      %125 = llvm.select %124, %121, %123 : i1, i32
      %126 = llvm.mul %125, %arg23 : i32
      %127 = llvm.sub %121, %126 : i32
      %128 = llvm.icmp "slt" %125, %arg14 : i32
      llvm.cond_br %128, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %129 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %127, %arg15 : (i32, i32) -> i32
      %130 = llvm.lshr %129, %arg16 : i32
      %131 = llvm.icmp "eq" %arg15, %14 : i32
      %132 = llvm.select %131, %127, %130 : i1, i32
      %133 = llvm.mul %132, %arg17 : i32
      %134 = llvm.sub %127, %133 : i32
      llvm.br ^bb31(%132, %134 : i32, i32)
    ^bb30:  // pred: ^bb28
      %135 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %127, %arg18 : (i32, i32) -> i32
      %136 = llvm.lshr %135, %arg19 : i32
      %137 = llvm.icmp "eq" %arg18, %14 : i32
      %138 = llvm.select %137, %127, %136 : i1, i32
      %139 = llvm.mul %138, %arg20 : i32
      %140 = llvm.sub %127, %139 : i32
      llvm.br ^bb31(%138, %140 : i32, i32)
    ^bb31(%141: i32, %142: i32):  // 2 preds: ^bb29, ^bb30
      llvm.br ^bb32
    ^bb32:  // pred: ^bb31
      %143 = llvm.srem %125, %20 : i32
      %144 = llvm.icmp "eq" %143, %35 : i32
      %145 = llvm.icmp "eq" %arg10, %14 : i32
      %146 = llvm.select %145, %arg8, %arg7 : i1, i32
      %147 = llvm.sub %146, %35 : i32
      %148 = llvm.sub %147, %141 : i32
      %149 = llvm.select %144, %148, %141 : i1, i32
      %150 = llvm.mul %125, %arg17 : i32
      %151 = llvm.add %150, %142 : i32
      %152 = llvm.icmp "eq" %arg10, %35 : i32
      %153 = llvm.select %152, %149, %151 : i1, i32
      %154 = llvm.select %152, %151, %149 : i1, i32
      llvm.br ^bb34(%153, %154, %119 : i32, i32, i32)
    ^bb33:  // pred: ^bb27
      llvm.br ^bb34(%14, %14, %14 : i32, i32, i32)
    ^bb34(%155: i32, %156: i32, %157: i32):  // 2 preds: ^bb32, ^bb33
      llvm.br ^bb35
    ^bb35:  // pred: ^bb34
      %158 = llvm.sdiv %108, %22 : i32
      %159 = llvm.mul %158, %22 : i32
      %160 = llvm.icmp "ne" %108, %159 : i32
      %161 = llvm.icmp "slt" %108, %14 : i32
      %162 = llvm.icmp "eq" %161, %25 : i1
      %163 = llvm.and %160, %162 : i1
      %164 = llvm.add %158, %35 : i32
      %165 = llvm.select %163, %164, %158 : i1, i32
      %166 = llvm.icmp "sgt" %165, %14 : i32
      %167 = llvm.getelementptr %50[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %168 = llvm.getelementptr %50[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %169 = llvm.getelementptr %50[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.br ^bb36(%14, %35, %155, %156, %157, %115, %14 : i32, i32, i32, i32, i32, i1, i32)
    ^bb36(%170: i32, %171: i32, %172: i32, %173: i32, %174: i32, %175: i1, %176: i32):  // 2 preds: ^bb35, ^bb62
      llvm.cond_br %175, ^bb37(%170, %171, %172, %173, %174, %176 : i32, i32, i32, i32, i32, i32), ^bb63
    ^bb37(%177: i32, %178: i32, %179: i32, %180: i32, %181: i32, %182: i32):  // pred: ^bb36
      %183 = llvm.mul %179, %21 overflow<nsw> : i32
      %184 = llvm.mul %180, %21 overflow<nsw> : i32
      llvm.cond_br %166, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %185 = llvm.getelementptr %93[%177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %186 = "nvvm.mbarrier.wait.parity"(%185, %178) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb40(%186 : i1)
    ^bb39:  // pred: ^bb37
      llvm.br ^bb40(%19 : i1)
    ^bb40(%187: i1):  // 2 preds: ^bb38, ^bb39
      llvm.br ^bb41
    ^bb41:  // pred: ^bb40
      llvm.br ^bb42(%14, %187, %177, %178 : i32, i1, i32, i32)
    ^bb42(%188: i32, %189: i1, %190: i32, %191: i32):  // 2 preds: ^bb41, ^bb59
      %192 = llvm.icmp "slt" %188, %165 : i32
      llvm.cond_br %192, ^bb43, ^bb60
    ^bb43:  // pred: ^bb42
      %193 = llvm.zext %189 : i1 to i32
      %194 = llvm.icmp "eq" %193, %14 : i32
      llvm.cond_br %194, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %195 = llvm.getelementptr %93[%190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %195, %191, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %196 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %196, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %197 = llvm.getelementptr %53[%190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %198 = "nvvm.mbarrier.arrive.expect_tx"(%197, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %199 = llvm.getelementptr %53[%190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %200 = llvm.mul %188, %22 overflow<nsw> : i32
      %201 = llvm.mul %190, %7 overflow<nsw> : i32
      %202 = llvm.getelementptr %84[%201] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %203 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %203, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%202, %42, %200, %183, %181, %199, %0) <{isCTAOnly = true, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0, 0, 1, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      %204 = llvm.getelementptr %85[%201] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %205 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %205, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%204, %43, %200, %184, %181, %199, %0) <{isCTAOnly = true, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0, 0, 1, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i64) -> ()
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %206 = llvm.add %190, %35 : i32
      %207 = llvm.icmp "eq" %206, %17 : i32
      %208 = llvm.select %207, %14, %206 : i1, i32
      llvm.cond_br %207, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %209 = llvm.xor %191, %35 : i32
      llvm.br ^bb54(%209 : i32)
    ^bb53:  // pred: ^bb51
      llvm.br ^bb54(%191 : i32)
    ^bb54(%210: i32):  // 2 preds: ^bb52, ^bb53
      llvm.br ^bb55
    ^bb55:  // pred: ^bb54
      %211 = llvm.add %188, %35 : i32
      %212 = llvm.icmp "sgt" %165, %211 : i32
      llvm.cond_br %212, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %213 = llvm.getelementptr %93[%208] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %214 = "nvvm.mbarrier.wait.parity"(%213, %210) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb58(%214 : i1)
    ^bb57:  // pred: ^bb55
      llvm.br ^bb58(%19 : i1)
    ^bb58(%215: i1):  // 2 preds: ^bb56, ^bb57
      llvm.br ^bb59
    ^bb59:  // pred: ^bb58
      llvm.br ^bb42(%211, %215, %208, %210 : i32, i1, i32, i32) {loop_annotation = #loop_annotation}
    ^bb60:  // pred: ^bb42
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %59, %182, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %216 = llvm.load %50 {alignment = 16 : i64} : !llvm.ptr<3> -> i32
      %217 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      %218 = llvm.load %168 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
      %219 = llvm.load %169 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.bar.warp.sync"(%18) : (i32) -> ()
      %220 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %220, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %221 = "nvvm.mbarrier.arrive"(%106, %35) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb62
    ^bb62:  // 2 preds: ^bb60, ^bb61
      %222 = llvm.xor %182, %35 : i32
      %223 = llvm.icmp "ne" %219, %14 : i32
      llvm.br ^bb36(%190, %191, %216, %217, %218, %223, %222 : i32, i32, i32, i32, i32, i1, i32)
    ^bb63:  // pred: ^bb36
      llvm.cond_br %83, ^bb64, ^bb85
    ^bb64:  // pred: ^bb63
      %224 = llvm.getelementptr %93[%170] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %224, %171, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %225 = llvm.add %170, %35 : i32
      %226 = llvm.icmp "eq" %225, %17 : i32
      %227 = llvm.select %226, %14, %225 : i1, i32
      llvm.cond_br %226, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %228 = llvm.xor %171, %35 : i32
      llvm.br ^bb67(%228 : i32)
    ^bb66:  // pred: ^bb64
      llvm.br ^bb67(%171 : i32)
    ^bb67(%229: i32):  // 2 preds: ^bb65, ^bb66
      llvm.br ^bb68
    ^bb68:  // pred: ^bb67
      %230 = llvm.getelementptr %93[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %230, %229, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %231 = llvm.add %227, %35 : i32
      %232 = llvm.icmp "eq" %231, %17 : i32
      %233 = llvm.select %232, %14, %231 : i1, i32
      llvm.cond_br %232, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %234 = llvm.xor %229, %35 : i32
      llvm.br ^bb71(%234 : i32)
    ^bb70:  // pred: ^bb68
      llvm.br ^bb71(%229 : i32)
    ^bb71(%235: i32):  // 2 preds: ^bb69, ^bb70
      llvm.br ^bb72
    ^bb72:  // pred: ^bb71
      %236 = llvm.getelementptr %93[%233] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %236, %235, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %237 = llvm.add %233, %35 : i32
      %238 = llvm.icmp "eq" %237, %17 : i32
      %239 = llvm.select %238, %14, %237 : i1, i32
      llvm.cond_br %238, ^bb73, ^bb74
    ^bb73:  // pred: ^bb72
      %240 = llvm.xor %235, %35 : i32
      llvm.br ^bb75(%240 : i32)
    ^bb74:  // pred: ^bb72
      llvm.br ^bb75(%235 : i32)
    ^bb75(%241: i32):  // 2 preds: ^bb73, ^bb74
      llvm.br ^bb76
    ^bb76:  // pred: ^bb75
      %242 = llvm.getelementptr %93[%239] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %242, %241, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %243 = llvm.add %239, %35 : i32
      %244 = llvm.icmp "eq" %243, %17 : i32
      %245 = llvm.select %244, %14, %243 : i1, i32
      llvm.cond_br %244, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %246 = llvm.xor %241, %35 : i32
      llvm.br ^bb79(%246 : i32)
    ^bb78:  // pred: ^bb76
      llvm.br ^bb79(%241 : i32)
    ^bb79(%247: i32):  // 2 preds: ^bb77, ^bb78
      llvm.br ^bb80
    ^bb80:  // pred: ^bb79
      %248 = llvm.getelementptr %93[%245] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %248, %247, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %249 = llvm.add %245, %35 : i32
      %250 = llvm.icmp "eq" %249, %17 : i32
      %251 = llvm.select %250, %14, %249 : i1, i32
      llvm.cond_br %250, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %252 = llvm.xor %247, %35 : i32
      llvm.br ^bb83(%252 : i32)
    ^bb82:  // pred: ^bb80
      llvm.br ^bb83(%247 : i32)
    ^bb83(%253: i32):  // 2 preds: ^bb81, ^bb82
      llvm.br ^bb84
    ^bb84:  // pred: ^bb83
      %254 = llvm.getelementptr %93[%251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %254, %253, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb63, ^bb84
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb26, ^bb85
      %255 = llvm.icmp "eq" %82, %16 : i32
      llvm.cond_br %255, ^bb87, ^bb103
    ^bb87:  // pred: ^bb86
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.wait;", "~{memory}"  : () -> ()
      %256 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %257 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %258 = llvm.mul %257, %arg9 overflow<nsw> : i32
      %259 = llvm.icmp "sgt" %258, %256 : i32
      %260 = "nvvm.read.ptx.sreg.nctaid.z"() <{range = #llvm.constant_range<i32, 1, 65535>}> : () -> i32
      %261 = "nvvm.read.ptx.sreg.laneid"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %262 = llvm.icmp "slt" %261, %35 : i32
      %263 = llvm.getelementptr %50[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.br ^bb88(%259, %256, %14 : i1, i32, i32)
    ^bb88(%264: i1, %265: i32, %266: i32):  // 2 preds: ^bb87, ^bb101
      llvm.cond_br %264, ^bb89(%265, %266 : i32, i32), ^bb102
    ^bb89(%267: i32, %268: i32):  // pred: ^bb88
      %269 = llvm.add %267, %260 : i32
      %270 = llvm.icmp "sgt" %258, %269 : i32
      llvm.cond_br %270, ^bb90, ^bb95
    ^bb90:  // pred: ^bb89
      %271 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %269, %arg11 : (i32, i32) -> i32
      %272 = llvm.lshr %271, %arg12 : i32
      %273 = llvm.icmp "eq" %arg11, %14 : i32
      %274 = llvm.select %273, %269, %272 : i1, i32
      %275 = llvm.mul %274, %arg13 : i32
      %276 = llvm.sub %269, %275 : i32
      %277 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %276, %arg21 : (i32, i32) -> i32
      %278 = llvm.lshr %277, %arg22 : i32
      %279 = llvm.icmp "eq" %arg21, %14 : i32
      %280 = llvm.select %279, %276, %278 : i1, i32
      %281 = llvm.mul %280, %arg23 : i32
      %282 = llvm.sub %276, %281 : i32
      %283 = llvm.icmp "slt" %280, %arg14 : i32
      llvm.cond_br %283, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %284 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %282, %arg15 : (i32, i32) -> i32
      %285 = llvm.lshr %284, %arg16 : i32
      %286 = llvm.icmp "eq" %arg15, %14 : i32
      %287 = llvm.select %286, %282, %285 : i1, i32
      %288 = llvm.mul %287, %arg17 : i32
      %289 = llvm.sub %282, %288 : i32
      llvm.br ^bb93(%287, %289 : i32, i32)
    ^bb92:  // pred: ^bb90
      %290 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %282, %arg18 : (i32, i32) -> i32
      %291 = llvm.lshr %290, %arg19 : i32
      %292 = llvm.icmp "eq" %arg18, %14 : i32
      %293 = llvm.select %292, %282, %291 : i1, i32
      %294 = llvm.mul %293, %arg20 : i32
      %295 = llvm.sub %282, %294 : i32
      llvm.br ^bb93(%293, %295 : i32, i32)
    ^bb93(%296: i32, %297: i32):  // 2 preds: ^bb91, ^bb92
      llvm.br ^bb94
    ^bb94:  // pred: ^bb93
      %298 = llvm.srem %280, %20 : i32
      %299 = llvm.icmp "eq" %298, %35 : i32
      %300 = llvm.icmp "eq" %arg10, %14 : i32
      %301 = llvm.select %300, %arg8, %arg7 : i1, i32
      %302 = llvm.sub %301, %35 : i32
      %303 = llvm.sub %302, %296 : i32
      %304 = llvm.select %299, %303, %296 : i1, i32
      %305 = llvm.mul %280, %arg17 : i32
      %306 = llvm.add %305, %297 : i32
      %307 = llvm.icmp "eq" %arg10, %35 : i32
      %308 = llvm.select %307, %304, %306 : i1, i32
      %309 = llvm.select %307, %306, %304 : i1, i32
      llvm.br ^bb96(%308, %309, %274 : i32, i32, i32)
    ^bb95:  // pred: ^bb89
      llvm.br ^bb96(%14, %14, %14 : i32, i32, i32)
    ^bb96(%310: i32, %311: i32, %312: i32):  // 2 preds: ^bb94, ^bb95
      llvm.br ^bb97
    ^bb97:  // pred: ^bb96
      %313 = llvm.xor %268, %35 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %106, %313, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %314 = llvm.zext %270 : i1 to i32
      llvm.cond_br %262, ^bb98, ^bb99
    ^bb98:  // pred: ^bb97
      llvm.store %310, %50 {alignment = 16 : i64} : i32, !llvm.ptr<3>
      %315 = llvm.getelementptr %50[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.store %311, %315 {alignment = 4 : i64} : i32, !llvm.ptr<3>
      %316 = llvm.getelementptr %50[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.store %312, %316 {alignment = 8 : i64} : i32, !llvm.ptr<3>
      llvm.store %314, %263 {alignment = 4 : i64} : i32, !llvm.ptr<3>
      %317 = "nvvm.mbarrier.arrive"(%59, %35) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %59, %268, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %318 = llvm.load %263 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.bar.warp.sync"(%18) : (i32) -> ()
      %319 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %319, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %320 = "nvvm.mbarrier.arrive"(%106, %35) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb101
    ^bb101:  // 2 preds: ^bb99, ^bb100
      %321 = llvm.icmp "ne" %318, %14 : i32
      llvm.br ^bb88(%321, %269, %313 : i1, i32, i32)
    ^bb102:  // pred: ^bb88
      %322 = llvm.xor %266, %35 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %106, %322, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb103
    ^bb103:  // 2 preds: ^bb86, ^bb102
      %323 = llvm.icmp "eq" %82, %15 : i32
      llvm.cond_br %323, ^bb104, ^bb146
    ^bb104:  // pred: ^bb103
      "nvvm.barrier"(%16, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %324 = llvm.load %62 : !llvm.ptr<3> -> i32
      %325 = llvm.ptrtoint %84 : !llvm.ptr<3> to i32
      %326 = llvm.lshr %325, %15 : i32
      %327 = "nvvm.tcgen05.mma_smem_desc"(%326, %35, %22, %5, %25, %6) : (i32, i32, i32, i8, i1, i8) -> i64
      %328 = llvm.ptrtoint %85 : !llvm.ptr<3> to i32
      %329 = llvm.lshr %328, %15 : i32
      %330 = "nvvm.tcgen05.mma_smem_desc"(%329, %35, %22, %5, %25, %6) : (i32, i32, i32, i8, i1, i8) -> i64
      %331 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %332 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %333 = llvm.mul %332, %arg9 overflow<nsw> : i32
      %334 = llvm.icmp "sgt" %333, %331 : i32
      %335 = llvm.sdiv %108, %22 : i32
      %336 = llvm.mul %335, %22 : i32
      %337 = llvm.icmp "ne" %108, %336 : i32
      %338 = llvm.icmp "slt" %108, %14 : i32
      %339 = llvm.icmp "eq" %338, %25 : i1
      %340 = llvm.and %337, %339 : i1
      %341 = llvm.add %335, %35 : i32
      %342 = llvm.select %340, %341, %335 : i1, i32
      %343 = llvm.icmp "sgt" %342, %14 : i32
      %344 = llvm.bitcast %327 : i64 to vector<2xi32>
      %345 = llvm.extractelement %344[%0 : i64] : vector<2xi32>
      %346 = llvm.bitcast %330 : i64 to vector<2xi32>
      %347 = llvm.extractelement %346[%0 : i64] : vector<2xi32>
      %348 = llvm.getelementptr %50[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.br ^bb105(%14, %14, %14, %35, %arg0, %334, %14 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, i1, i32)
    ^bb105(%349: i32, %350: i32, %351: i32, %352: i32, %353: !llvm.struct<(i1, i1, i1, vector<4xi32>)>, %354: i1, %355: i32):  // 2 preds: ^bb104, ^bb138
      llvm.cond_br %354, ^bb106(%349, %350, %351, %352, %353, %355 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, i32), ^bb139
    ^bb106(%356: i32, %357: i32, %358: i32, %359: i32, %360: !llvm.struct<(i1, i1, i1, vector<4xi32>)>, %361: i32):  // pred: ^bb105
      %362 = llvm.mul %358, %21 overflow<nsw> : i32
      %363 = llvm.add %324, %362 : i32
      llvm.cond_br %343, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %364 = llvm.getelementptr %53[%356] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %365 = "nvvm.mbarrier.wait.parity"(%364, %357) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb109(%365 : i1)
    ^bb108:  // pred: ^bb106
      llvm.br ^bb109(%19 : i1)
    ^bb109(%366: i1):  // 2 preds: ^bb107, ^bb108
      llvm.br ^bb110
    ^bb110:  // pred: ^bb109
      %367 = llvm.getelementptr %102[%358] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %367, %359, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %368 = llvm.insertvalue %25, %360[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %369 = llvm.inttoptr %363 : i32 to !llvm.ptr<6>
      llvm.br ^bb111(%14, %366, %368, %356, %357 : i32, i1, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, i32, i32)
    ^bb111(%370: i32, %371: i1, %372: !llvm.struct<(i1, i1, i1, vector<4xi32>)>, %373: i32, %374: i32):  // 2 preds: ^bb110, ^bb129
      %375 = llvm.icmp "slt" %370, %342 : i32
      llvm.cond_br %375, ^bb112, ^bb130
    ^bb112:  // pred: ^bb111
      %376 = llvm.zext %371 : i1 to i32
      %377 = llvm.icmp "eq" %376, %14 : i32
      llvm.cond_br %377, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %378 = llvm.getelementptr %53[%373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %378, %374, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      llvm.br ^bb115(%14, %372 : i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>)
    ^bb115(%379: i32, %380: !llvm.struct<(i1, i1, i1, vector<4xi32>)>):  // 2 preds: ^bb114, ^bb118
      %381 = llvm.icmp "slt" %379, %15 : i32
      llvm.cond_br %381, ^bb116, ^bb119
    ^bb116:  // pred: ^bb115
      %382 = llvm.mul %379, %20 overflow<nsw> : i32
      %383 = llvm.mul %373, %32 overflow<nsw> : i32
      %384 = llvm.add %382, %383 overflow<nsw> : i32
      %385 = llvm.add %345, %384 : i32
      %386 = llvm.insertelement %385, %344[%0 : i64] : vector<2xi32>
      %387 = llvm.bitcast %386 : vector<2xi32> to i64
      %388 = llvm.add %347, %384 : i32
      %389 = llvm.insertelement %388, %346[%0 : i64] : vector<2xi32>
      %390 = llvm.bitcast %389 : vector<2xi32> to i64
      %391 = llvm.extractvalue %380[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %392 = llvm.extractvalue %380[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %393 = llvm.extractvalue %380[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %394 = llvm.zext %391 : i1 to i32
      %395 = llvm.zext %392 : i1 to i32
      %396 = llvm.shl %394, %28 : i32
      %397 = llvm.shl %395, %29 : i32
      %398 = llvm.or %396, %27 : i32
      %399 = llvm.or %398, %397 : i32
      %400 = llvm.extractvalue %380[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %401 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %401, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      "nvvm.tcgen05.mma"(%369, %387, %390, %399, %393, %400) <{collectorOp = #nvvm.tcgen05_mma_collectorop<discard>, collectorOpB = #nvvm.tcgen05_mma_collectorop<discard>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>}> : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>) -> ()
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %402 = llvm.insertvalue %19, %380[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %403 = llvm.add %379, %35 : i32
      llvm.br ^bb115(%403, %402 : i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>) {loop_annotation = #loop_annotation1}
    ^bb119:  // pred: ^bb115
      %404 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %404, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %405 = llvm.getelementptr %93[%373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%405) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>) -> ()
      llvm.br ^bb121
    ^bb121:  // 2 preds: ^bb119, ^bb120
      %406 = llvm.add %373, %35 : i32
      %407 = llvm.icmp "eq" %406, %17 : i32
      %408 = llvm.select %407, %14, %406 : i1, i32
      llvm.cond_br %407, ^bb122, ^bb123
    ^bb122:  // pred: ^bb121
      %409 = llvm.xor %374, %35 : i32
      llvm.br ^bb124(%409 : i32)
    ^bb123:  // pred: ^bb121
      llvm.br ^bb124(%374 : i32)
    ^bb124(%410: i32):  // 2 preds: ^bb122, ^bb123
      llvm.br ^bb125
    ^bb125:  // pred: ^bb124
      %411 = llvm.add %370, %35 : i32
      %412 = llvm.icmp "sgt" %342, %411 : i32
      llvm.cond_br %412, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %413 = llvm.getelementptr %53[%408] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %414 = "nvvm.mbarrier.wait.parity"(%413, %410) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
      llvm.br ^bb128(%414 : i1)
    ^bb127:  // pred: ^bb125
      llvm.br ^bb128(%19 : i1)
    ^bb128(%415: i1):  // 2 preds: ^bb126, ^bb127
      llvm.br ^bb129
    ^bb129:  // pred: ^bb128
      llvm.br ^bb111(%411, %415, %380, %408, %410 : i32, i1, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, i32, i32) {loop_annotation = #loop_annotation}
    ^bb130:  // pred: ^bb111
      %416 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %416, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %417 = llvm.getelementptr %56[%358] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      "nvvm.tcgen05.commit"(%417) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>) -> ()
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %418 = llvm.add %358, %35 : i32
      %419 = llvm.icmp "eq" %418, %20 : i32
      %420 = llvm.select %419, %14, %418 : i1, i32
      llvm.cond_br %419, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %421 = llvm.xor %359, %35 : i32
      llvm.br ^bb135(%421 : i32)
    ^bb134:  // pred: ^bb132
      llvm.br ^bb135(%359 : i32)
    ^bb135(%422: i32):  // 2 preds: ^bb133, ^bb134
      llvm.br ^bb136
    ^bb136:  // pred: ^bb135
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %59, %361, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %423 = llvm.load %348 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.bar.warp.sync"(%18) : (i32) -> ()
      %424 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %424, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %425 = "nvvm.mbarrier.arrive"(%106, %35) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %426 = llvm.xor %361, %35 : i32
      %427 = llvm.icmp "ne" %423, %14 : i32
      llvm.br ^bb105(%373, %374, %420, %422, %372, %427, %426 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, i1, i32)
    ^bb139:  // pred: ^bb105
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.launch_dependents;", "~{memory}"  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "n,n" %16, %26 : (i32, i32) -> ()
      %428 = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
      %429 = "nvvm.shfl.sync"(%18, %428, %14, %11) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %430 = llvm.srem %429, %20 : i32
      %431 = llvm.icmp "eq" %430, %14 : i32
      llvm.cond_br %431, ^bb140, ^bb145
    ^bb140:  // pred: ^bb139
      %432 = llvm.add %351, %35 : i32
      %433 = llvm.icmp "eq" %432, %20 : i32
      %434 = llvm.select %433, %14, %432 : i1, i32
      llvm.cond_br %433, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %435 = llvm.xor %352, %35 : i32
      llvm.br ^bb143(%435 : i32)
    ^bb142:  // pred: ^bb140
      llvm.br ^bb143(%352 : i32)
    ^bb143(%436: i32):  // 2 preds: ^bb141, ^bb142
      llvm.br ^bb144
    ^bb144:  // pred: ^bb143
      %437 = llvm.getelementptr %102[%434] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %437, %436, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb145
    ^bb145:  // 2 preds: ^bb139, ^bb144
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb103, ^bb145
      %438 = llvm.icmp "slt" %82, %15 : i32
      llvm.cond_br %438, ^bb147, ^bb191
    ^bb147:  // pred: ^bb146
      llvm.cond_br %86, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      "nvvm.tcgen05.alloc"(%62, %30) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>, i32) -> ()
      llvm.br ^bb149
    ^bb149:  // 2 preds: ^bb147, ^bb148
      "nvvm.barrier"(%16, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %439 = llvm.load %62 : !llvm.ptr<3> -> i32
      %440 = llvm.sdiv %64, %34 : i32
      %441 = llvm.mul %440, %31 overflow<nsw> : i32
      %442 = llvm.add %439, %441 : i32
      %443 = llvm.srem %64, %34 : i32
      %444 = llvm.mul %443, %34 overflow<nsw> : i32
      %445 = llvm.mul %440, %32 overflow<nsw> : i32
      %446 = llvm.add %444, %445 overflow<nsw> : i32
      %447 = llvm.getelementptr %63[%446] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %448 = "nvvm.read.ptx.sreg.ctaid.z"() <{range = #llvm.constant_range<i32, 0, 65535>}> : () -> i32
      %449 = llvm.mul %arg7, %arg8 overflow<nsw> : i32
      %450 = llvm.mul %449, %arg9 overflow<nsw> : i32
      %451 = llvm.icmp "sgt" %450, %448 : i32
      llvm.cond_br %451, ^bb150, ^bb155
    ^bb150:  // pred: ^bb149
      %452 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %448, %arg11 : (i32, i32) -> i32
      %453 = llvm.lshr %452, %arg12 : i32
      %454 = llvm.icmp "eq" %arg11, %14 : i32
      %455 = llvm.select %454, %448, %453 : i1, i32
      %456 = llvm.mul %455, %arg13 : i32
      %457 = llvm.sub %448, %456 : i32
      %458 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %457, %arg21 : (i32, i32) -> i32
      %459 = llvm.lshr %458, %arg22 : i32
      %460 = llvm.icmp "eq" %arg21, %14 : i32
      %461 = llvm.select %460, %457, %459 : i1, i32
      %462 = llvm.mul %461, %arg23 : i32
      %463 = llvm.sub %457, %462 : i32
      %464 = llvm.icmp "slt" %461, %arg14 : i32
      llvm.cond_br %464, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %465 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %463, %arg15 : (i32, i32) -> i32
      %466 = llvm.lshr %465, %arg16 : i32
      %467 = llvm.icmp "eq" %arg15, %14 : i32
      %468 = llvm.select %467, %463, %466 : i1, i32
      %469 = llvm.mul %468, %arg17 : i32
      %470 = llvm.sub %463, %469 : i32
      llvm.br ^bb153(%468, %470 : i32, i32)
    ^bb152:  // pred: ^bb150
      %471 = llvm.inline_asm asm_dialect = att "mul.hi.u32 $0, $1, $2;", "=r,r,r" %463, %arg18 : (i32, i32) -> i32
      %472 = llvm.lshr %471, %arg19 : i32
      %473 = llvm.icmp "eq" %arg18, %14 : i32
      %474 = llvm.select %473, %463, %472 : i1, i32
      %475 = llvm.mul %474, %arg20 : i32
      %476 = llvm.sub %463, %475 : i32
      llvm.br ^bb153(%474, %476 : i32, i32)
    ^bb153(%477: i32, %478: i32):  // 2 preds: ^bb151, ^bb152
      llvm.br ^bb154
    ^bb154:  // pred: ^bb153
      %479 = llvm.srem %461, %20 : i32
      %480 = llvm.icmp "eq" %479, %35 : i32
      %481 = llvm.icmp "eq" %arg10, %14 : i32
      %482 = llvm.select %481, %arg8, %arg7 : i1, i32
      %483 = llvm.sub %482, %35 : i32
      %484 = llvm.sub %483, %477 : i32
      %485 = llvm.select %480, %484, %477 : i1, i32
      %486 = llvm.mul %461, %arg17 : i32
      %487 = llvm.add %486, %478 : i32
      %488 = llvm.icmp "eq" %arg10, %35 : i32
      %489 = llvm.select %488, %485, %487 : i1, i32
      %490 = llvm.select %488, %487, %485 : i1, i32
      llvm.br ^bb156(%489, %490, %455 : i32, i32, i32)
    ^bb155:  // pred: ^bb149
      llvm.br ^bb156(%14, %14, %14 : i32, i32, i32)
    ^bb156(%491: i32, %492: i32, %493: i32):  // 2 preds: ^bb154, ^bb155
      llvm.br ^bb157
    ^bb157:  // pred: ^bb156
      %494 = llvm.getelementptr %50[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %495 = llvm.getelementptr %50[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %496 = llvm.getelementptr %50[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %497 = llvm.ptrtoint %447 : !llvm.ptr<3> to i64
      %498 = llvm.and %497, %3 : i64
      %499 = llvm.lshr %498, %2 : i64
      %500 = llvm.xor %497, %499 : i64
      %501 = llvm.inttoptr %500 : i64 to !llvm.ptr<3>
      %502 = llvm.getelementptr %39[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %503 = llvm.getelementptr %447[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %504 = llvm.ptrtoint %503 : !llvm.ptr<3> to i64
      %505 = llvm.and %504, %3 : i64
      %506 = llvm.lshr %505, %2 : i64
      %507 = llvm.xor %504, %506 : i64
      %508 = llvm.inttoptr %507 : i64 to !llvm.ptr<3>
      %509 = llvm.getelementptr %39[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %510 = llvm.getelementptr %447[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %511 = llvm.ptrtoint %510 : !llvm.ptr<3> to i64
      %512 = llvm.and %511, %3 : i64
      %513 = llvm.lshr %512, %2 : i64
      %514 = llvm.xor %511, %513 : i64
      %515 = llvm.inttoptr %514 : i64 to !llvm.ptr<3>
      %516 = llvm.getelementptr %39[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %517 = llvm.getelementptr %447[24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %518 = llvm.ptrtoint %517 : !llvm.ptr<3> to i64
      %519 = llvm.and %518, %3 : i64
      %520 = llvm.lshr %519, %2 : i64
      %521 = llvm.xor %518, %520 : i64
      %522 = llvm.inttoptr %521 : i64 to !llvm.ptr<3>
      %523 = llvm.getelementptr %38[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %524 = llvm.getelementptr %38[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %525 = llvm.getelementptr %38[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %526 = llvm.getelementptr %37[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %527 = llvm.getelementptr %37[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %528 = llvm.getelementptr %37[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %529 = llvm.getelementptr %36[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %530 = llvm.getelementptr %36[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %531 = llvm.getelementptr %36[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb158(%491, %492, %493, %451, %14, %14, %14, %14 : i32, i32, i32, i1, i32, i32, i32, i32)
    ^bb158(%532: i32, %533: i32, %534: i32, %535: i1, %536: i32, %537: i32, %538: i32, %539: i32):  // 2 preds: ^bb157, ^bb183
      llvm.cond_br %535, ^bb159(%532, %533, %534, %536, %537, %538, %539 : i32, i32, i32, i32, i32, i32, i32), ^bb184
    ^bb159(%540: i32, %541: i32, %542: i32, %543: i32, %544: i32, %545: i32, %546: i32):  // pred: ^bb158
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %59, %544, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %547 = llvm.load %50 {alignment = 16 : i64} : !llvm.ptr<3> -> i32
      %548 = llvm.load %494 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      %549 = llvm.load %495 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
      %550 = llvm.load %496 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      "nvvm.bar.warp.sync"(%18) : (i32) -> ()
      %551 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %551, ^bb160, ^bb161
    ^bb160:  // pred: ^bb159
      %552 = "nvvm.mbarrier.arrive"(%106, %35) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb161
    ^bb161:  // 2 preds: ^bb159, ^bb160
      %553 = llvm.xor %544, %35 : i32
      %554 = llvm.icmp "ne" %550, %14 : i32
      %555 = llvm.mul %545, %21 overflow<nsw> : i32
      %556 = llvm.add %442, %555 : i32
      %557 = llvm.getelementptr %56[%545] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %557, %546, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %558 = llvm.mul %540, %21 overflow<nsw> : i32
      %559 = llvm.mul %541, %21 overflow<nsw> : i32
      %560 = llvm.mul %543, %15 : i32
      %561 = llvm.inttoptr %556 : i32 to !llvm.ptr<6>
      %562 = "nvvm.tcgen05.ld"(%561) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %562, %41 : vector<32xi32>, !llvm.ptr
      %563 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %563, %40 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %564 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %565 = llvm.fptrunc %564 : vector<32xf32> to vector<32xbf16>
      llvm.store %565, %39 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %86, ^bb162, ^bb163
    ^bb162:  // pred: ^bb161
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb163
    ^bb163:  // 2 preds: ^bb161, ^bb162
      "nvvm.barrier"(%35, %21) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %566 = llvm.srem %560, %15 : i32
      %567 = llvm.mul %566, %4 overflow<nsw> : i32
      %568 = llvm.getelementptr %501[%567] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %569 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %569, %568 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %570 = llvm.getelementptr %508[%567] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %571 = llvm.load %502 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %571, %570 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %572 = llvm.getelementptr %515[%567] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %573 = llvm.load %509 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %573, %572 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %574 = llvm.getelementptr %522[%567] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %575 = llvm.load %516 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %575, %574 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%35, %21) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %86, ^bb164, ^bb165
    ^bb164:  // pred: ^bb163
      %576 = llvm.getelementptr %63[%567] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%44, %576, %559, %558, %542, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb165
    ^bb165:  // 2 preds: ^bb163, ^bb164
      %577 = llvm.add %556, %34 : i32
      %578 = llvm.inttoptr %577 : i32 to !llvm.ptr<6>
      %579 = "nvvm.tcgen05.ld"(%578) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %579, %41 : vector<32xi32>, !llvm.ptr
      %580 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %580, %40 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %581 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %582 = llvm.fptrunc %581 : vector<32xf32> to vector<32xbf16>
      llvm.store %582, %38 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %86, ^bb166, ^bb167
    ^bb166:  // pred: ^bb165
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb167
    ^bb167:  // 2 preds: ^bb165, ^bb166
      "nvvm.barrier"(%35, %21) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %583 = llvm.add %560, %35 : i32
      %584 = llvm.srem %583, %15 : i32
      %585 = llvm.mul %584, %4 overflow<nsw> : i32
      %586 = llvm.getelementptr %501[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %587 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %587, %586 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %588 = llvm.getelementptr %508[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %589 = llvm.load %523 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %589, %588 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %590 = llvm.getelementptr %515[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %591 = llvm.load %524 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %591, %590 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %592 = llvm.getelementptr %522[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %593 = llvm.load %525 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %593, %592 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%35, %21) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %86, ^bb168, ^bb169
    ^bb168:  // pred: ^bb167
      %594 = llvm.getelementptr %63[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %595 = llvm.add %559, %34 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%44, %594, %595, %558, %542, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb169
    ^bb169:  // 2 preds: ^bb167, ^bb168
      %596 = llvm.add %556, %22 : i32
      %597 = llvm.inttoptr %596 : i32 to !llvm.ptr<6>
      %598 = "nvvm.tcgen05.ld"(%597) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %598, %41 : vector<32xi32>, !llvm.ptr
      %599 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %599, %40 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %600 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %601 = llvm.fptrunc %600 : vector<32xf32> to vector<32xbf16>
      llvm.store %601, %37 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %86, ^bb170, ^bb171
    ^bb170:  // pred: ^bb169
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb171
    ^bb171:  // 2 preds: ^bb169, ^bb170
      "nvvm.barrier"(%35, %21) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %602 = llvm.add %560, %20 : i32
      %603 = llvm.srem %602, %15 : i32
      %604 = llvm.mul %603, %4 overflow<nsw> : i32
      %605 = llvm.getelementptr %501[%604] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %606 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %606, %605 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %607 = llvm.getelementptr %508[%604] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %608 = llvm.load %526 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %608, %607 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %609 = llvm.getelementptr %515[%604] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %610 = llvm.load %527 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %610, %609 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %611 = llvm.getelementptr %522[%604] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %612 = llvm.load %528 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %612, %611 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%35, %21) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %86, ^bb172, ^bb173
    ^bb172:  // pred: ^bb171
      %613 = llvm.getelementptr %63[%604] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %614 = llvm.add %559, %22 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%44, %613, %614, %558, %542, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb173
    ^bb173:  // 2 preds: ^bb171, ^bb172
      %615 = llvm.add %556, %1 : i32
      %616 = llvm.inttoptr %615 : i32 to !llvm.ptr<6>
      %617 = "nvvm.tcgen05.ld"(%616) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<32xi32>
      llvm.store %617, %41 : vector<32xi32>, !llvm.ptr
      %618 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      llvm.store %618, %40 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      %619 = "nvvm.elect.sync"() : () -> i1
      llvm.cond_br %619, ^bb174, ^bb175
    ^bb174:  // pred: ^bb173
      %620 = llvm.getelementptr %102[%545] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %621 = "nvvm.mbarrier.arrive"(%620, %35) <{operandSegmentSizes = array<i32: 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      llvm.br ^bb175
    ^bb175:  // 2 preds: ^bb173, ^bb174
      %622 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %623 = llvm.fptrunc %622 : vector<32xf32> to vector<32xbf16>
      llvm.store %623, %36 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.cond_br %86, ^bb176, ^bb177
    ^bb176:  // pred: ^bb175
      "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
      llvm.br ^bb177
    ^bb177:  // 2 preds: ^bb175, ^bb176
      "nvvm.barrier"(%35, %21) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %624 = llvm.add %560, %33 : i32
      %625 = llvm.srem %624, %15 : i32
      %626 = llvm.mul %625, %4 overflow<nsw> : i32
      %627 = llvm.getelementptr %501[%626] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %628 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %628, %627 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %629 = llvm.getelementptr %508[%626] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %630 = llvm.load %529 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %630, %629 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %631 = llvm.getelementptr %515[%626] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %632 = llvm.load %530 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %632, %631 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %633 = llvm.getelementptr %522[%626] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %634 = llvm.load %531 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %634, %633 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.barrier"(%35, %21) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %86, ^bb178, ^bb179
    ^bb178:  // pred: ^bb177
      %635 = llvm.getelementptr %63[%626] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %636 = llvm.add %559, %1 overflow<nsw> : i32
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%44, %635, %636, %558, %542, %0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      llvm.br ^bb179
    ^bb179:  // 2 preds: ^bb177, ^bb178
      %637 = llvm.add %545, %35 : i32
      %638 = llvm.icmp "eq" %637, %20 : i32
      %639 = llvm.select %638, %14, %637 : i1, i32
      llvm.cond_br %638, ^bb180, ^bb181
    ^bb180:  // pred: ^bb179
      %640 = llvm.xor %546, %35 : i32
      llvm.br ^bb182(%640 : i32)
    ^bb181:  // pred: ^bb179
      llvm.br ^bb182(%546 : i32)
    ^bb182(%641: i32):  // 2 preds: ^bb180, ^bb181
      llvm.br ^bb183
    ^bb183:  // pred: ^bb182
      %642 = llvm.add %543, %35 : i32
      llvm.br ^bb158(%547, %548, %549, %554, %642, %553, %639, %641 : i32, i32, i32, i1, i32, i32, i32, i32)
    ^bb184:  // pred: ^bb158
      llvm.cond_br %86, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      llvm.cond_br %86, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      "nvvm.tcgen05.relinquish_alloc_permit"() <{group = #nvvm.cta_group<cta_1>}> : () -> ()
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      "nvvm.barrier"(%16, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      llvm.cond_br %86, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %643 = llvm.inttoptr %439 : i32 to !llvm.ptr<6>
      "nvvm.tcgen05.dealloc"(%643, %30) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<6>, i32) -> ()
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      llvm.br ^bb191
    ^bb191:  // 2 preds: ^bb146, ^bb190
      llvm.return
    }
  }
  llvm.func @cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16_div(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.mlir.constant(17 : i32) : i32
    %3 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %4 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %5 = llvm.mlir.constant(6 : i32) : i32
    %6 = llvm.mlir.constant(-1 : i32) : i32
    %7 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>
    %8 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)>
    %9 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %10 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %11 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32)>
    %12 = llvm.mlir.constant(31 : i32) : i32
    %13 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %14 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %15 = llvm.mlir.constant(279842 : i64) : i64
    %16 = llvm.mlir.constant(127 : i64) : i64
    %17 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %18 = llvm.mlir.constant(288034 : i64) : i64
    %19 = llvm.mlir.constant(256 : i32) : i32
    %20 = llvm.mlir.constant(230400 : i64) : i64
    %21 = llvm.mlir.constant(4294967296 : i64) : i64
    %22 = llvm.mlir.poison : !llvm.struct<()>
    %23 = llvm.mlir.constant(1 : i32) : i32
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
    %49 = llvm.insertvalue %45, %11[0] : !llvm.struct<(i32, i32, i32)> 
    %50 = llvm.insertvalue %46, %49[1] : !llvm.struct<(i32, i32, i32)> 
    %51 = llvm.insertvalue %44, %50[2] : !llvm.struct<(i32, i32, i32)> 
    %52 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %53 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %54 = llvm.extractvalue %arg1[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %55 = llvm.extractvalue %arg1[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %56 = llvm.extractvalue %arg1[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %57 = llvm.insertvalue %53, %11[0] : !llvm.struct<(i32, i32, i32)> 
    %58 = llvm.insertvalue %54, %57[1] : !llvm.struct<(i32, i32, i32)> 
    %59 = llvm.insertvalue %52, %58[2] : !llvm.struct<(i32, i32, i32)> 
    %60 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %61 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %62 = llvm.extractvalue %arg2[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %63 = llvm.extractvalue %arg2[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %64 = llvm.extractvalue %arg2[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %65 = llvm.insertvalue %61, %11[0] : !llvm.struct<(i32, i32, i32)> 
    %66 = llvm.insertvalue %62, %65[1] : !llvm.struct<(i32, i32, i32)> 
    %67 = llvm.insertvalue %60, %66[2] : !llvm.struct<(i32, i32, i32)> 
    %68 = llvm.insertvalue %40, %10[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %69 = llvm.insertvalue %40, %68[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %70 = llvm.insertvalue %40, %69[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %71 = llvm.insertvalue %13, %70[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
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
    %104 = llvm.or %103, %18 : i64
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
    llvm.store %17, %85 : i64, !llvm.ptr
    llvm.store %16, %86 : i64, !llvm.ptr
    %119 = llvm.ptrtoint %72 : !llvm.ptr to i64
    %120 = llvm.inttoptr %119 : i64 to !llvm.ptr
    %121 = llvm.load %120 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %122 = llvm.insertvalue %121, %9[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %123 = llvm.insertvalue %51, %8[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %124 = llvm.insertvalue %22, %123[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %125 = llvm.insertvalue %22, %7[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
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
    %159 = llvm.or %158, %18 : i64
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
    llvm.store %17, %140 : i64, !llvm.ptr
    llvm.store %16, %141 : i64, !llvm.ptr
    %174 = llvm.ptrtoint %127 : !llvm.ptr to i64
    %175 = llvm.inttoptr %174 : i64 to !llvm.ptr
    %176 = llvm.load %175 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %177 = llvm.insertvalue %176, %9[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %178 = llvm.insertvalue %59, %8[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %179 = llvm.insertvalue %22, %178[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
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
    %213 = llvm.or %212, %15 : i64
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
    llvm.store %14, %194 : i64, !llvm.ptr
    llvm.store %16, %195 : i64, !llvm.ptr
    %228 = llvm.ptrtoint %181 : !llvm.ptr to i64
    %229 = llvm.inttoptr %228 : i64 to !llvm.ptr
    %230 = llvm.load %229 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %231 = llvm.insertvalue %230, %9[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %232 = llvm.insertvalue %67, %8[0] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %233 = llvm.insertvalue %22, %232[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)> 
    %234 = llvm.insertvalue %233, %125[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)> 
    %235 = llvm.sdiv %45, %24 : i32
    %236 = llvm.mul %235, %24 : i32
    %237 = llvm.icmp "ne" %45, %236 : i32
    %238 = llvm.icmp "slt" %45, %39 : i32
    %239 = llvm.icmp "eq" %238, %40 : i1
    %240 = llvm.and %237, %239 : i1
    %241 = llvm.add %235, %23 : i32
    %242 = llvm.select %240, %241, %235 : i1, i32
    %243 = llvm.sdiv %53, %24 : i32
    %244 = llvm.mul %243, %24 : i32
    %245 = llvm.icmp "ne" %53, %244 : i32
    %246 = llvm.icmp "slt" %53, %39 : i32
    %247 = llvm.icmp "eq" %246, %40 : i1
    %248 = llvm.and %245, %247 : i1
    %249 = llvm.add %243, %23 : i32
    %250 = llvm.select %248, %249, %243 : i1, i32
    %251 = llvm.mul %242, %250 overflow<nsw> : i32
    %252 = llvm.add %242, %arg4 overflow<nsw> : i32
    %253 = llvm.sub %252, %23 overflow<nsw> : i32
    %254 = llvm.sdiv %253, %arg4 : i32
    %255 = llvm.mul %254, %arg4 : i32
    %256 = llvm.add %250, %arg4 overflow<nsw> : i32
    %257 = llvm.sub %256, %23 overflow<nsw> : i32
    %258 = llvm.sdiv %257, %arg4 : i32
    %259 = llvm.mul %258, %arg4 : i32
    %260 = llvm.icmp "sle" %259, %255 : i32
    %261 = llvm.zext %260 : i1 to i32
    %262 = llvm.icmp "eq" %261, %39 : i32
    %263 = llvm.select %262, %242, %250 : i1, i32
    %264 = llvm.select %262, %250, %242 : i1, i32
    %265 = llvm.icmp "slt" %arg4, %263 : i32
    %266 = llvm.select %265, %arg4, %263 : i1, i32
    %267 = llvm.srem %263, %266 : i32
    %268 = llvm.sdiv %263, %266 : i32
    %269 = llvm.mul %268, %266 : i32
    %270 = llvm.icmp "ne" %263, %269 : i32
    %271 = llvm.icmp "slt" %263, %39 : i32
    %272 = llvm.icmp "slt" %266, %39 : i32
    %273 = llvm.icmp "ne" %271, %272 : i1
    %274 = llvm.and %270, %273 : i1
    %275 = llvm.add %268, %6 : i32
    %276 = llvm.select %274, %275, %268 : i1, i32
    %277 = llvm.mul %266, %264 : i32
    %278 = llvm.sub %251, %23 overflow<nsw> : i32
    %279 = "llvm.intr.ctlz"(%278) <{is_zero_poison = false}> : (i32) -> i32
    %280 = llvm.sub %12, %279 : i32
    %281 = llvm.icmp "sgt" %280, %39 : i32
    %282 = llvm.select %281, %280, %39 : i1, i32
    %283 = llvm.shl %23, %282 : i32
    %284 = llvm.zext %283 : i32 to i64
    %285 = llvm.mul %284, %21 : i64
    %286 = llvm.zext %251 : i32 to i64
    %287 = llvm.add %285, %286 : i64
    %288 = llvm.sub %287, %36 : i64
    %289 = llvm.udiv %288, %286 : i64
    %290 = llvm.and %289, %34 : i64
    %291 = llvm.trunc %290 : i64 to i32
    %292 = llvm.sub %266, %23 : i32
    %293 = "llvm.intr.ctlz"(%292) <{is_zero_poison = false}> : (i32) -> i32
    %294 = llvm.sub %12, %293 : i32
    %295 = llvm.icmp "sgt" %294, %39 : i32
    %296 = llvm.select %295, %294, %39 : i1, i32
    %297 = llvm.shl %23, %296 : i32
    %298 = llvm.zext %297 : i32 to i64
    %299 = llvm.mul %298, %21 : i64
    %300 = llvm.zext %266 : i32 to i64
    %301 = llvm.add %299, %300 : i64
    %302 = llvm.sub %301, %36 : i64
    %303 = llvm.udiv %302, %300 : i64
    %304 = llvm.and %303, %34 : i64
    %305 = llvm.trunc %304 : i64 to i32
    %306 = llvm.icmp "sgt" %267, %39 : i32
    %307 = llvm.select %306, %267, %23 : i1, i32
    %308 = llvm.sub %307, %23 : i32
    %309 = "llvm.intr.ctlz"(%308) <{is_zero_poison = false}> : (i32) -> i32
    %310 = llvm.sub %12, %309 : i32
    %311 = llvm.icmp "sgt" %310, %39 : i32
    %312 = llvm.select %311, %310, %39 : i1, i32
    %313 = llvm.shl %23, %312 : i32
    %314 = llvm.zext %313 : i32 to i64
    %315 = llvm.mul %314, %21 : i64
    %316 = llvm.zext %307 : i32 to i64
    %317 = llvm.add %315, %316 : i64
    %318 = llvm.sub %317, %36 : i64
    %319 = llvm.udiv %318, %316 : i64
    %320 = llvm.and %319, %34 : i64
    %321 = llvm.trunc %320 : i64 to i32
    %322 = llvm.sub %277, %23 : i32
    %323 = "llvm.intr.ctlz"(%322) <{is_zero_poison = false}> : (i32) -> i32
    %324 = llvm.sub %12, %323 : i32
    %325 = llvm.icmp "sgt" %324, %39 : i32
    %326 = llvm.select %325, %324, %39 : i1, i32
    %327 = llvm.shl %23, %326 : i32
    %328 = llvm.zext %327 : i32 to i64
    %329 = llvm.mul %328, %21 : i64
    %330 = llvm.zext %277 : i32 to i64
    %331 = llvm.add %329, %330 : i64
    %332 = llvm.sub %331, %36 : i64
    %333 = llvm.udiv %332, %330 : i64
    %334 = llvm.and %333, %34 : i64
    %335 = llvm.trunc %334 : i64 to i32
    %336 = llvm.mul %251, %60 overflow<nsw> : i32
    %337 = llvm.icmp "slt" %336, %arg3 : i32
    %338 = llvm.select %337, %336, %arg3 : i1, i32
    %339 = llvm.alloca %23 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %340 = llvm.alloca %23 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %341 = llvm.getelementptr %339[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %340, %341 : !llvm.ptr, !llvm.ptr
    %342 = llvm.getelementptr %339[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %19, %342 : i32, !llvm.ptr
    %343 = llvm.getelementptr %339[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %343 : i32, !llvm.ptr
    %344 = llvm.getelementptr %339[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %344 : i32, !llvm.ptr
    %345 = llvm.getelementptr %339[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %20, %345 : i64, !llvm.ptr
    %346 = llvm.getelementptr %339[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %346 : i32, !llvm.ptr
    %347 = llvm.getelementptr %339[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %347 : i32, !llvm.ptr
    %348 = llvm.getelementptr %339[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %338, %348 : i32, !llvm.ptr
    %349 = llvm.getelementptr %339[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %39, %349 : i32, !llvm.ptr
    %350 = llvm.getelementptr %339[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %arg5, %350 : !llvm.ptr, !llvm.ptr
    %351 = llvm.alloca %23 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %352 = builtin.unrealized_conversion_cast %351 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %353 = llvm.getelementptr %351[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %339, %353 : !llvm.ptr, !llvm.ptr
    %354 = llvm.load %353 : !llvm.ptr -> !llvm.ptr
    %355 = llvm.getelementptr %354[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %356 = llvm.load %355 : !llvm.ptr -> i32
    %357 = llvm.getelementptr %354[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %358 = llvm.load %357 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%39 : i32)
  ^bb1(%359: i32):  // 2 preds: ^bb3, ^bb5
    %360 = llvm.getelementptr %358[%359] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %361 = llvm.getelementptr %360[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %361 : i32, !llvm.ptr
    %362 = llvm.getelementptr %360[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %23, %362 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %363 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %364 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %365 = llvm.call @printf(%364, %363) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %366 = llvm.add %356, %23 : i32
    llvm.store %366, %355 : i32, !llvm.ptr
    llvm.br ^bb1(%356 : i32)
  ^bb4:  // pred: ^bb7
    %367 = llvm.icmp "uge" %356, %2 : i32
    llvm.cond_br %367, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%373 : i32)
  ^bb6:  // pred: ^bb7
    %368 = llvm.getelementptr %358[%373] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %369 = llvm.getelementptr %368[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %370 = llvm.load %369 : !llvm.ptr -> i32
    %371 = llvm.icmp "eq" %370, %5 : i32
    %372 = llvm.add %373, %23 : i32
    llvm.cond_br %371, ^bb5, ^bb7(%372 : i32)
  ^bb7(%373: i32):  // 2 preds: ^bb0, ^bb6
    %374 = llvm.icmp "uge" %373, %356 : i32
    llvm.cond_br %374, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %375 = llvm.load %353 : !llvm.ptr -> !llvm.ptr
    %376 = llvm.getelementptr %375[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %377 = llvm.load %376 : !llvm.ptr -> i32
    %378 = llvm.getelementptr %375[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %379 = llvm.load %378 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%39 : i32)
  ^bb9(%380: i32):  // 2 preds: ^bb11, ^bb13
    %381 = llvm.getelementptr %379[%380] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %382 = llvm.getelementptr %381[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %1, %382 : i32, !llvm.ptr
    %383 = llvm.getelementptr %381[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %384 = llvm.getelementptr %383[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %23, %384 : i32, !llvm.ptr
    %385 = llvm.getelementptr %383[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %23, %385 : i32, !llvm.ptr
    %386 = llvm.getelementptr %383[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %23, %386 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %387 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %388 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %389 = llvm.call @printf(%388, %387) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %390 = llvm.add %377, %23 : i32
    llvm.store %390, %376 : i32, !llvm.ptr
    llvm.br ^bb9(%377 : i32)
  ^bb12:  // pred: ^bb15
    %391 = llvm.icmp "uge" %377, %2 : i32
    llvm.cond_br %391, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%397 : i32)
  ^bb14:  // pred: ^bb15
    %392 = llvm.getelementptr %379[%397] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %393 = llvm.getelementptr %392[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %394 = llvm.load %393 : !llvm.ptr -> i32
    %395 = llvm.icmp "eq" %394, %1 : i32
    %396 = llvm.add %397, %23 : i32
    llvm.cond_br %395, ^bb13, ^bb15(%396 : i32)
  ^bb15(%397: i32):  // 2 preds: ^bb8, ^bb14
    %398 = llvm.icmp "uge" %397, %377 : i32
    llvm.cond_br %398, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %399 = llvm.load %353 : !llvm.ptr -> !llvm.ptr
    %400 = llvm.getelementptr %399[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %401 = llvm.load %400 : !llvm.ptr -> i32
    %402 = llvm.getelementptr %399[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %403 = llvm.load %402 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb23(%39 : i32)
  ^bb17(%404: i32):  // 2 preds: ^bb19, ^bb21
    %405 = llvm.getelementptr %403[%404] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %406 = llvm.getelementptr %405[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %406 : i32, !llvm.ptr
    %407 = llvm.getelementptr %405[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %39, %407 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %408 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %409 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %410 = llvm.call @printf(%409, %408) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %411 = llvm.add %401, %23 : i32
    llvm.store %411, %400 : i32, !llvm.ptr
    llvm.br ^bb17(%401 : i32)
  ^bb20:  // pred: ^bb23
    %412 = llvm.icmp "uge" %401, %2 : i32
    llvm.cond_br %412, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%418 : i32)
  ^bb22:  // pred: ^bb23
    %413 = llvm.getelementptr %403[%418] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %414 = llvm.getelementptr %413[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %415 = llvm.load %414 : !llvm.ptr -> i32
    %416 = llvm.icmp "eq" %415, %0 : i32
    %417 = llvm.add %418, %23 : i32
    llvm.cond_br %416, ^bb21, ^bb23(%417 : i32)
  ^bb23(%418: i32):  // 2 preds: ^bb16, ^bb22
    %419 = llvm.icmp "uge" %418, %401 : i32
    llvm.cond_br %419, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %420 = "cuda.launch_ex"(%352, %71, %122, %126, %177, %180, %231, %234, %242, %250, %60, %261, %291, %282, %251, %276, %305, %296, %266, %321, %312, %307, %335, %326, %277) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_kernel_quackgemm_default_epiGemmDefaultSm100_object_at__TiledMMA_ThrLayoutVMNK11110000_PermutationMNK____MMAAtom_ThrID10_ShapeMNK12812816_TVLayoutA1128161281128_TVLayoutB11_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %421 = builtin.unrealized_conversion_cast %420 : !cuda.result to i32
    "cuda.return_if_error"(%421) : (i32) -> ()
    llvm.return %39 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16_div(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___quackgemm_default_epiGemmDefaultSm100_object_at__FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16div1div1div1i64div8i64div81_FakeTensorBFloat16_div(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, i32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
