; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, ptr addrspace(1) nofree readnone captures(none) %5, ptr addrspace(1) nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %9 = icmp samesign ult i32 %8, 32, !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 256;", "b,r"(i1 %9, ptr addrspace(3) @global_smem) #11, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %10 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %9) #11, !dbg !12
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %12 = shl i32 %11, 7, !dbg !14
  %13 = lshr i32 %8, 5, !dbg !15
  %14 = and i32 %8, 64, !dbg !15
  %15 = lshr exact i32 %14, 6, !dbg !15
  %16 = or disjoint i32 %15, 2, !dbg !15
  %17 = or disjoint i32 %15, 4, !dbg !15
  %18 = or disjoint i32 %15, 6, !dbg !15
  %19 = or disjoint i32 %15, 8, !dbg !15
  %20 = or disjoint i32 %15, 10, !dbg !15
  %21 = or disjoint i32 %15, 12, !dbg !15
  %22 = or disjoint i32 %15, 14, !dbg !15
  %23 = or disjoint i32 %15, 16, !dbg !15
  %24 = or disjoint i32 %15, 18, !dbg !15
  %25 = or disjoint i32 %15, 20, !dbg !15
  %26 = or disjoint i32 %15, 22, !dbg !15
  %27 = or disjoint i32 %15, 24, !dbg !15
  %28 = or disjoint i32 %15, 26, !dbg !15
  %29 = or disjoint i32 %15, 28, !dbg !15
  %30 = or disjoint i32 %15, 30, !dbg !15
  %31 = or disjoint i32 %15, 32, !dbg !15
  %32 = or disjoint i32 %15, 34, !dbg !15
  %33 = or disjoint i32 %15, 36, !dbg !15
  %34 = or disjoint i32 %15, 38, !dbg !15
  %35 = or disjoint i32 %15, 40, !dbg !15
  %36 = or disjoint i32 %15, 42, !dbg !15
  %37 = or disjoint i32 %15, 44, !dbg !15
  %38 = or disjoint i32 %15, 46, !dbg !15
  %39 = or disjoint i32 %15, 48, !dbg !15
  %40 = or disjoint i32 %15, 50, !dbg !15
  %41 = or disjoint i32 %15, 52, !dbg !15
  %42 = or disjoint i32 %15, 54, !dbg !15
  %43 = or disjoint i32 %15, 56, !dbg !15
  %44 = or disjoint i32 %15, 58, !dbg !15
  %45 = or disjoint i32 %15, 60, !dbg !15
  %46 = or disjoint i32 %15, 62, !dbg !15
  %47 = or disjoint i32 %15, %12, !dbg !14
  %48 = or disjoint i32 %16, %12, !dbg !14
  %49 = or disjoint i32 %17, %12, !dbg !14
  %50 = or disjoint i32 %18, %12, !dbg !14
  %51 = or disjoint i32 %19, %12, !dbg !14
  %52 = or disjoint i32 %20, %12, !dbg !14
  %53 = or disjoint i32 %21, %12, !dbg !14
  %54 = or disjoint i32 %22, %12, !dbg !14
  %55 = or disjoint i32 %23, %12, !dbg !14
  %56 = or disjoint i32 %24, %12, !dbg !14
  %57 = or disjoint i32 %25, %12, !dbg !14
  %58 = or disjoint i32 %26, %12, !dbg !14
  %59 = or disjoint i32 %27, %12, !dbg !14
  %60 = or disjoint i32 %28, %12, !dbg !14
  %61 = or disjoint i32 %29, %12, !dbg !14
  %62 = or disjoint i32 %30, %12, !dbg !14
  %63 = or disjoint i32 %31, %12, !dbg !14
  %64 = or disjoint i32 %32, %12, !dbg !14
  %65 = or disjoint i32 %33, %12, !dbg !14
  %66 = or disjoint i32 %34, %12, !dbg !14
  %67 = or disjoint i32 %35, %12, !dbg !14
  %68 = or disjoint i32 %36, %12, !dbg !14
  %69 = or disjoint i32 %37, %12, !dbg !14
  %70 = or disjoint i32 %38, %12, !dbg !14
  %71 = or disjoint i32 %39, %12, !dbg !14
  %72 = or disjoint i32 %40, %12, !dbg !14
  %73 = or disjoint i32 %41, %12, !dbg !14
  %74 = or disjoint i32 %42, %12, !dbg !14
  %75 = or disjoint i32 %43, %12, !dbg !14
  %76 = or disjoint i32 %44, %12, !dbg !14
  %77 = or disjoint i32 %45, %12, !dbg !14
  %78 = or disjoint i32 %46, %12, !dbg !14
  %79 = shl i32 %47, 6, !dbg !16
  %80 = shl i32 %48, 6, !dbg !16
  %81 = shl i32 %49, 6, !dbg !16
  %82 = shl i32 %50, 6, !dbg !16
  %83 = shl i32 %51, 6, !dbg !16
  %84 = shl i32 %52, 6, !dbg !16
  %85 = shl i32 %53, 6, !dbg !16
  %86 = shl i32 %54, 6, !dbg !16
  %87 = shl i32 %55, 6, !dbg !16
  %88 = shl i32 %56, 6, !dbg !16
  %89 = shl i32 %57, 6, !dbg !16
  %90 = shl i32 %58, 6, !dbg !16
  %91 = shl i32 %59, 6, !dbg !16
  %92 = shl i32 %60, 6, !dbg !16
  %93 = shl i32 %61, 6, !dbg !16
  %94 = shl i32 %62, 6, !dbg !16
  %95 = shl i32 %63, 6, !dbg !16
  %96 = shl i32 %64, 6, !dbg !16
  %97 = shl i32 %65, 6, !dbg !16
  %98 = shl i32 %66, 6, !dbg !16
  %99 = shl i32 %67, 6, !dbg !16
  %100 = shl i32 %68, 6, !dbg !16
  %101 = shl i32 %69, 6, !dbg !16
  %102 = shl i32 %70, 6, !dbg !16
  %103 = shl i32 %71, 6, !dbg !16
  %104 = shl i32 %72, 6, !dbg !16
  %105 = shl i32 %73, 6, !dbg !16
  %106 = shl i32 %74, 6, !dbg !16
  %107 = shl i32 %75, 6, !dbg !16
  %108 = shl i32 %76, 6, !dbg !16
  %109 = shl i32 %77, 6, !dbg !16
  %110 = shl i32 %78, 6, !dbg !16
  %111 = or disjoint i32 %79, 4096, !dbg !16
  %112 = or disjoint i32 %79, 4224, !dbg !16
  %113 = or disjoint i32 %79, 4352, !dbg !16
  %114 = or disjoint i32 %79, 4480, !dbg !16
  %115 = or disjoint i32 %79, 4608, !dbg !16
  %116 = or disjoint i32 %79, 4736, !dbg !16
  %117 = or disjoint i32 %79, 4864, !dbg !16
  %118 = or disjoint i32 %79, 4992, !dbg !16
  %119 = or disjoint i32 %79, 5120, !dbg !16
  %120 = or disjoint i32 %79, 5248, !dbg !16
  %121 = or disjoint i32 %79, 5376, !dbg !16
  %122 = or disjoint i32 %79, 5504, !dbg !16
  %123 = or disjoint i32 %79, 5632, !dbg !16
  %124 = or disjoint i32 %79, 5760, !dbg !16
  %125 = or disjoint i32 %79, 5888, !dbg !16
  %126 = or disjoint i32 %79, 6016, !dbg !16
  %127 = or disjoint i32 %79, 6144, !dbg !16
  %128 = or disjoint i32 %79, 6272, !dbg !16
  %129 = or disjoint i32 %79, 6400, !dbg !16
  %130 = or disjoint i32 %79, 6528, !dbg !16
  %131 = or disjoint i32 %79, 6656, !dbg !16
  %132 = or disjoint i32 %79, 6784, !dbg !16
  %133 = or disjoint i32 %79, 6912, !dbg !16
  %134 = or disjoint i32 %79, 7040, !dbg !16
  %135 = or disjoint i32 %79, 7168, !dbg !16
  %136 = or disjoint i32 %79, 7296, !dbg !16
  %137 = or disjoint i32 %79, 7424, !dbg !16
  %138 = or disjoint i32 %79, 7552, !dbg !16
  %139 = or disjoint i32 %79, 7680, !dbg !16
  %140 = or disjoint i32 %79, 7808, !dbg !16
  %141 = or disjoint i32 %79, 7936, !dbg !16
  %142 = or disjoint i32 %79, 8064, !dbg !16
  %143 = sext i32 %79 to i64, !dbg !17
  %144 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %143, !dbg !17
  %145 = sext i32 %80 to i64, !dbg !17
  %146 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %145, !dbg !17
  %147 = sext i32 %81 to i64, !dbg !17
  %148 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %147, !dbg !17
  %149 = sext i32 %82 to i64, !dbg !17
  %150 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %149, !dbg !17
  %151 = sext i32 %83 to i64, !dbg !17
  %152 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %151, !dbg !17
  %153 = sext i32 %84 to i64, !dbg !17
  %154 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %153, !dbg !17
  %155 = sext i32 %85 to i64, !dbg !17
  %156 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %155, !dbg !17
  %157 = sext i32 %86 to i64, !dbg !17
  %158 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %157, !dbg !17
  %159 = sext i32 %87 to i64, !dbg !17
  %160 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %159, !dbg !17
  %161 = sext i32 %88 to i64, !dbg !17
  %162 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %161, !dbg !17
  %163 = sext i32 %89 to i64, !dbg !17
  %164 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %163, !dbg !17
  %165 = sext i32 %90 to i64, !dbg !17
  %166 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %165, !dbg !17
  %167 = sext i32 %91 to i64, !dbg !17
  %168 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %167, !dbg !17
  %169 = sext i32 %92 to i64, !dbg !17
  %170 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %169, !dbg !17
  %171 = sext i32 %93 to i64, !dbg !17
  %172 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %171, !dbg !17
  %173 = sext i32 %94 to i64, !dbg !17
  %174 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %173, !dbg !17
  %175 = sext i32 %95 to i64, !dbg !17
  %176 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %175, !dbg !17
  %177 = sext i32 %96 to i64, !dbg !17
  %178 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %177, !dbg !17
  %179 = sext i32 %97 to i64, !dbg !17
  %180 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %179, !dbg !17
  %181 = sext i32 %98 to i64, !dbg !17
  %182 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %181, !dbg !17
  %183 = sext i32 %99 to i64, !dbg !17
  %184 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %183, !dbg !17
  %185 = sext i32 %100 to i64, !dbg !17
  %186 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %185, !dbg !17
  %187 = sext i32 %101 to i64, !dbg !17
  %188 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %187, !dbg !17
  %189 = sext i32 %102 to i64, !dbg !17
  %190 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %189, !dbg !17
  %191 = sext i32 %103 to i64, !dbg !17
  %192 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %191, !dbg !17
  %193 = sext i32 %104 to i64, !dbg !17
  %194 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %193, !dbg !17
  %195 = sext i32 %105 to i64, !dbg !17
  %196 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %195, !dbg !17
  %197 = sext i32 %106 to i64, !dbg !17
  %198 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %197, !dbg !17
  %199 = sext i32 %107 to i64, !dbg !17
  %200 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %199, !dbg !17
  %201 = sext i32 %108 to i64, !dbg !17
  %202 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %201, !dbg !17
  %203 = sext i32 %109 to i64, !dbg !17
  %204 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %203, !dbg !17
  %205 = sext i32 %110 to i64, !dbg !17
  %206 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %205, !dbg !17
  %207 = sext i32 %111 to i64, !dbg !17
  %208 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %207, !dbg !17
  %209 = sext i32 %112 to i64, !dbg !17
  %210 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %209, !dbg !17
  %211 = sext i32 %113 to i64, !dbg !17
  %212 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %211, !dbg !17
  %213 = sext i32 %114 to i64, !dbg !17
  %214 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %213, !dbg !17
  %215 = sext i32 %115 to i64, !dbg !17
  %216 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %215, !dbg !17
  %217 = sext i32 %116 to i64, !dbg !17
  %218 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %217, !dbg !17
  %219 = sext i32 %117 to i64, !dbg !17
  %220 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %219, !dbg !17
  %221 = sext i32 %118 to i64, !dbg !17
  %222 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %221, !dbg !17
  %223 = sext i32 %119 to i64, !dbg !17
  %224 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %223, !dbg !17
  %225 = sext i32 %120 to i64, !dbg !17
  %226 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %225, !dbg !17
  %227 = sext i32 %121 to i64, !dbg !17
  %228 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %227, !dbg !17
  %229 = sext i32 %122 to i64, !dbg !17
  %230 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %229, !dbg !17
  %231 = sext i32 %123 to i64, !dbg !17
  %232 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %231, !dbg !17
  %233 = sext i32 %124 to i64, !dbg !17
  %234 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %233, !dbg !17
  %235 = sext i32 %125 to i64, !dbg !17
  %236 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %235, !dbg !17
  %237 = sext i32 %126 to i64, !dbg !17
  %238 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %237, !dbg !17
  %239 = sext i32 %127 to i64, !dbg !17
  %240 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %239, !dbg !17
  %241 = sext i32 %128 to i64, !dbg !17
  %242 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %241, !dbg !17
  %243 = sext i32 %129 to i64, !dbg !17
  %244 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %243, !dbg !17
  %245 = sext i32 %130 to i64, !dbg !17
  %246 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %245, !dbg !17
  %247 = sext i32 %131 to i64, !dbg !17
  %248 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %247, !dbg !17
  %249 = sext i32 %132 to i64, !dbg !17
  %250 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %249, !dbg !17
  %251 = sext i32 %133 to i64, !dbg !17
  %252 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %251, !dbg !17
  %253 = sext i32 %134 to i64, !dbg !17
  %254 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %253, !dbg !17
  %255 = sext i32 %135 to i64, !dbg !17
  %256 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %255, !dbg !17
  %257 = sext i32 %136 to i64, !dbg !17
  %258 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %257, !dbg !17
  %259 = sext i32 %137 to i64, !dbg !17
  %260 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %259, !dbg !17
  %261 = sext i32 %138 to i64, !dbg !17
  %262 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %261, !dbg !17
  %263 = sext i32 %139 to i64, !dbg !17
  %264 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %263, !dbg !17
  %265 = sext i32 %140 to i64, !dbg !17
  %266 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %265, !dbg !17
  %267 = sext i32 %141 to i64, !dbg !17
  %268 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %267, !dbg !17
  %269 = sext i32 %142 to i64, !dbg !17
  %270 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %269, !dbg !17
  %271 = and i32 %8, 63, !dbg !18
  %272 = zext nneg i32 %271 to i64, !dbg !17
  %273 = getelementptr [2 x i8], ptr addrspace(1) %144, i64 %272, !dbg !17
  %274 = getelementptr [2 x i8], ptr addrspace(1) %146, i64 %272, !dbg !17
  %275 = getelementptr [2 x i8], ptr addrspace(1) %148, i64 %272, !dbg !17
  %276 = getelementptr [2 x i8], ptr addrspace(1) %150, i64 %272, !dbg !17
  %277 = getelementptr [2 x i8], ptr addrspace(1) %152, i64 %272, !dbg !17
  %278 = getelementptr [2 x i8], ptr addrspace(1) %154, i64 %272, !dbg !17
  %279 = getelementptr [2 x i8], ptr addrspace(1) %156, i64 %272, !dbg !17
  %280 = getelementptr [2 x i8], ptr addrspace(1) %158, i64 %272, !dbg !17
  %281 = getelementptr [2 x i8], ptr addrspace(1) %160, i64 %272, !dbg !17
  %282 = getelementptr [2 x i8], ptr addrspace(1) %162, i64 %272, !dbg !17
  %283 = getelementptr [2 x i8], ptr addrspace(1) %164, i64 %272, !dbg !17
  %284 = getelementptr [2 x i8], ptr addrspace(1) %166, i64 %272, !dbg !17
  %285 = getelementptr [2 x i8], ptr addrspace(1) %168, i64 %272, !dbg !17
  %286 = getelementptr [2 x i8], ptr addrspace(1) %170, i64 %272, !dbg !17
  %287 = getelementptr [2 x i8], ptr addrspace(1) %172, i64 %272, !dbg !17
  %288 = getelementptr [2 x i8], ptr addrspace(1) %174, i64 %272, !dbg !17
  %289 = getelementptr [2 x i8], ptr addrspace(1) %176, i64 %272, !dbg !17
  %290 = getelementptr [2 x i8], ptr addrspace(1) %178, i64 %272, !dbg !17
  %291 = getelementptr [2 x i8], ptr addrspace(1) %180, i64 %272, !dbg !17
  %292 = getelementptr [2 x i8], ptr addrspace(1) %182, i64 %272, !dbg !17
  %293 = getelementptr [2 x i8], ptr addrspace(1) %184, i64 %272, !dbg !17
  %294 = getelementptr [2 x i8], ptr addrspace(1) %186, i64 %272, !dbg !17
  %295 = getelementptr [2 x i8], ptr addrspace(1) %188, i64 %272, !dbg !17
  %296 = getelementptr [2 x i8], ptr addrspace(1) %190, i64 %272, !dbg !17
  %297 = getelementptr [2 x i8], ptr addrspace(1) %192, i64 %272, !dbg !17
  %298 = getelementptr [2 x i8], ptr addrspace(1) %194, i64 %272, !dbg !17
  %299 = getelementptr [2 x i8], ptr addrspace(1) %196, i64 %272, !dbg !17
  %300 = getelementptr [2 x i8], ptr addrspace(1) %198, i64 %272, !dbg !17
  %301 = getelementptr [2 x i8], ptr addrspace(1) %200, i64 %272, !dbg !17
  %302 = getelementptr [2 x i8], ptr addrspace(1) %202, i64 %272, !dbg !17
  %303 = getelementptr [2 x i8], ptr addrspace(1) %204, i64 %272, !dbg !17
  %304 = getelementptr [2 x i8], ptr addrspace(1) %206, i64 %272, !dbg !17
  %305 = getelementptr [2 x i8], ptr addrspace(1) %208, i64 %272, !dbg !17
  %306 = getelementptr [2 x i8], ptr addrspace(1) %210, i64 %272, !dbg !17
  %307 = getelementptr [2 x i8], ptr addrspace(1) %212, i64 %272, !dbg !17
  %308 = getelementptr [2 x i8], ptr addrspace(1) %214, i64 %272, !dbg !17
  %309 = getelementptr [2 x i8], ptr addrspace(1) %216, i64 %272, !dbg !17
  %310 = getelementptr [2 x i8], ptr addrspace(1) %218, i64 %272, !dbg !17
  %311 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %272, !dbg !17
  %312 = getelementptr [2 x i8], ptr addrspace(1) %222, i64 %272, !dbg !17
  %313 = getelementptr [2 x i8], ptr addrspace(1) %224, i64 %272, !dbg !17
  %314 = getelementptr [2 x i8], ptr addrspace(1) %226, i64 %272, !dbg !17
  %315 = getelementptr [2 x i8], ptr addrspace(1) %228, i64 %272, !dbg !17
  %316 = getelementptr [2 x i8], ptr addrspace(1) %230, i64 %272, !dbg !17
  %317 = getelementptr [2 x i8], ptr addrspace(1) %232, i64 %272, !dbg !17
  %318 = getelementptr [2 x i8], ptr addrspace(1) %234, i64 %272, !dbg !17
  %319 = getelementptr [2 x i8], ptr addrspace(1) %236, i64 %272, !dbg !17
  %320 = getelementptr [2 x i8], ptr addrspace(1) %238, i64 %272, !dbg !17
  %321 = getelementptr [2 x i8], ptr addrspace(1) %240, i64 %272, !dbg !17
  %322 = getelementptr [2 x i8], ptr addrspace(1) %242, i64 %272, !dbg !17
  %323 = getelementptr [2 x i8], ptr addrspace(1) %244, i64 %272, !dbg !17
  %324 = getelementptr [2 x i8], ptr addrspace(1) %246, i64 %272, !dbg !17
  %325 = getelementptr [2 x i8], ptr addrspace(1) %248, i64 %272, !dbg !17
  %326 = getelementptr [2 x i8], ptr addrspace(1) %250, i64 %272, !dbg !17
  %327 = getelementptr [2 x i8], ptr addrspace(1) %252, i64 %272, !dbg !17
  %328 = getelementptr [2 x i8], ptr addrspace(1) %254, i64 %272, !dbg !17
  %329 = getelementptr [2 x i8], ptr addrspace(1) %256, i64 %272, !dbg !17
  %330 = getelementptr [2 x i8], ptr addrspace(1) %258, i64 %272, !dbg !17
  %331 = getelementptr [2 x i8], ptr addrspace(1) %260, i64 %272, !dbg !17
  %332 = getelementptr [2 x i8], ptr addrspace(1) %262, i64 %272, !dbg !17
  %333 = getelementptr [2 x i8], ptr addrspace(1) %264, i64 %272, !dbg !17
  %334 = getelementptr [2 x i8], ptr addrspace(1) %266, i64 %272, !dbg !17
  %335 = getelementptr [2 x i8], ptr addrspace(1) %268, i64 %272, !dbg !17
  %336 = getelementptr [2 x i8], ptr addrspace(1) %270, i64 %272, !dbg !17
  %337 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %273) #11, !dbg !19
  %338 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %274) #11, !dbg !19
  %339 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %275) #11, !dbg !19
  %340 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %276) #11, !dbg !19
  %341 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %277) #11, !dbg !19
  %342 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %278) #11, !dbg !19
  %343 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %279) #11, !dbg !19
  %344 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %280) #11, !dbg !19
  %345 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %281) #11, !dbg !19
  %346 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %282) #11, !dbg !19
  %347 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %283) #11, !dbg !19
  %348 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %284) #11, !dbg !19
  %349 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %285) #11, !dbg !19
  %350 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %286) #11, !dbg !19
  %351 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %287) #11, !dbg !19
  %352 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %288) #11, !dbg !19
  %353 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %289) #11, !dbg !19
  %354 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %290) #11, !dbg !19
  %355 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %291) #11, !dbg !19
  %356 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %292) #11, !dbg !19
  %357 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %293) #11, !dbg !19
  %358 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %294) #11, !dbg !19
  %359 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %295) #11, !dbg !19
  %360 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %296) #11, !dbg !19
  %361 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %297) #11, !dbg !19
  %362 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %298) #11, !dbg !19
  %363 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %299) #11, !dbg !19
  %364 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %300) #11, !dbg !19
  %365 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %301) #11, !dbg !19
  %366 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %302) #11, !dbg !19
  %367 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %303) #11, !dbg !19
  %368 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %304) #11, !dbg !19
  %369 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %305) #11, !dbg !19
  %370 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %306) #11, !dbg !19
  %371 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %307) #11, !dbg !19
  %372 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %308) #11, !dbg !19
  %373 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %309) #11, !dbg !19
  %374 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %310) #11, !dbg !19
  %375 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %311) #11, !dbg !19
  %376 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %312) #11, !dbg !19
  %377 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %313) #11, !dbg !19
  %378 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %314) #11, !dbg !19
  %379 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %315) #11, !dbg !19
  %380 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %316) #11, !dbg !19
  %381 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %317) #11, !dbg !19
  %382 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %318) #11, !dbg !19
  %383 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %319) #11, !dbg !19
  %384 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %320) #11, !dbg !19
  %385 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %321) #11, !dbg !19
  %386 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %322) #11, !dbg !19
  %387 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %323) #11, !dbg !19
  %388 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %324) #11, !dbg !19
  %389 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %325) #11, !dbg !19
  %390 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %326) #11, !dbg !19
  %391 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %327) #11, !dbg !19
  %392 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %328) #11, !dbg !19
  %393 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %329) #11, !dbg !19
  %394 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %330) #11, !dbg !19
  %395 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %331) #11, !dbg !19
  %396 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %332) #11, !dbg !19
  %397 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %333) #11, !dbg !19
  %398 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %334) #11, !dbg !19
  %399 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %335) #11, !dbg !19
  %400 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %336) #11, !dbg !19
  %401 = shl nuw nsw i32 %271, 1, !dbg !19
  %402 = icmp eq i32 %14, 0, !dbg !19
  %403 = select i1 %402, i32 0, i32 144, !dbg !19
  %404 = xor i32 %403, %401, !dbg !19
  %405 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %404, !dbg !19
  %406 = insertelement <1 x i16> poison, i16 %337, i64 0, !dbg !19
  store <1 x i16> %406, ptr addrspace(3) %405, align 2, !dbg !19
  %407 = or disjoint i32 %404, 1024, !dbg !19
  %408 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %407, !dbg !19
  %409 = insertelement <1 x i16> poison, i16 %341, i64 0, !dbg !19
  store <1 x i16> %409, ptr addrspace(3) %408, align 2, !dbg !19
  %410 = or disjoint i32 %404, 2048, !dbg !19
  %411 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %410, !dbg !19
  %412 = insertelement <1 x i16> poison, i16 %345, i64 0, !dbg !19
  store <1 x i16> %412, ptr addrspace(3) %411, align 2, !dbg !19
  %413 = or disjoint i32 %404, 3072, !dbg !19
  %414 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %413, !dbg !19
  %415 = insertelement <1 x i16> poison, i16 %349, i64 0, !dbg !19
  store <1 x i16> %415, ptr addrspace(3) %414, align 2, !dbg !19
  %416 = or disjoint i32 %404, 4096, !dbg !19
  %417 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %416, !dbg !19
  %418 = insertelement <1 x i16> poison, i16 %353, i64 0, !dbg !19
  store <1 x i16> %418, ptr addrspace(3) %417, align 2, !dbg !19
  %419 = or disjoint i32 %404, 5120, !dbg !19
  %420 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %419, !dbg !19
  %421 = insertelement <1 x i16> poison, i16 %357, i64 0, !dbg !19
  store <1 x i16> %421, ptr addrspace(3) %420, align 2, !dbg !19
  %422 = or disjoint i32 %404, 6144, !dbg !19
  %423 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %422, !dbg !19
  %424 = insertelement <1 x i16> poison, i16 %361, i64 0, !dbg !19
  store <1 x i16> %424, ptr addrspace(3) %423, align 2, !dbg !19
  %425 = or disjoint i32 %404, 7168, !dbg !19
  %426 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %425, !dbg !19
  %427 = insertelement <1 x i16> poison, i16 %365, i64 0, !dbg !19
  store <1 x i16> %427, ptr addrspace(3) %426, align 2, !dbg !19
  %428 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 8192, !dbg !19
  %429 = insertelement <1 x i16> poison, i16 %369, i64 0, !dbg !19
  store <1 x i16> %429, ptr addrspace(3) %428, align 2, !dbg !19
  %430 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 9216, !dbg !19
  %431 = insertelement <1 x i16> poison, i16 %373, i64 0, !dbg !19
  store <1 x i16> %431, ptr addrspace(3) %430, align 2, !dbg !19
  %432 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 10240, !dbg !19
  %433 = insertelement <1 x i16> poison, i16 %377, i64 0, !dbg !19
  store <1 x i16> %433, ptr addrspace(3) %432, align 2, !dbg !19
  %434 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 11264, !dbg !19
  %435 = insertelement <1 x i16> poison, i16 %381, i64 0, !dbg !19
  store <1 x i16> %435, ptr addrspace(3) %434, align 2, !dbg !19
  %436 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 12288, !dbg !19
  %437 = insertelement <1 x i16> poison, i16 %385, i64 0, !dbg !19
  store <1 x i16> %437, ptr addrspace(3) %436, align 2, !dbg !19
  %438 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 13312, !dbg !19
  %439 = insertelement <1 x i16> poison, i16 %389, i64 0, !dbg !19
  store <1 x i16> %439, ptr addrspace(3) %438, align 2, !dbg !19
  %440 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 14336, !dbg !19
  %441 = insertelement <1 x i16> poison, i16 %393, i64 0, !dbg !19
  store <1 x i16> %441, ptr addrspace(3) %440, align 2, !dbg !19
  %442 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 15360, !dbg !19
  %443 = insertelement <1 x i16> poison, i16 %397, i64 0, !dbg !19
  store <1 x i16> %443, ptr addrspace(3) %442, align 2, !dbg !19
  %444 = xor i32 %404, 288, !dbg !19
  %445 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %444, !dbg !19
  %446 = insertelement <1 x i16> poison, i16 %338, i64 0, !dbg !19
  store <1 x i16> %446, ptr addrspace(3) %445, align 2, !dbg !19
  %447 = or disjoint i32 %444, 1024, !dbg !19
  %448 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %447, !dbg !19
  %449 = insertelement <1 x i16> poison, i16 %342, i64 0, !dbg !19
  store <1 x i16> %449, ptr addrspace(3) %448, align 2, !dbg !19
  %450 = or disjoint i32 %444, 2048, !dbg !19
  %451 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %450, !dbg !19
  %452 = insertelement <1 x i16> poison, i16 %346, i64 0, !dbg !19
  store <1 x i16> %452, ptr addrspace(3) %451, align 2, !dbg !19
  %453 = or disjoint i32 %444, 3072, !dbg !19
  %454 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %453, !dbg !19
  %455 = insertelement <1 x i16> poison, i16 %350, i64 0, !dbg !19
  store <1 x i16> %455, ptr addrspace(3) %454, align 2, !dbg !19
  %456 = or disjoint i32 %444, 4096, !dbg !19
  %457 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %456, !dbg !19
  %458 = insertelement <1 x i16> poison, i16 %354, i64 0, !dbg !19
  store <1 x i16> %458, ptr addrspace(3) %457, align 2, !dbg !19
  %459 = or disjoint i32 %444, 5120, !dbg !19
  %460 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %459, !dbg !19
  %461 = insertelement <1 x i16> poison, i16 %358, i64 0, !dbg !19
  store <1 x i16> %461, ptr addrspace(3) %460, align 2, !dbg !19
  %462 = or disjoint i32 %444, 6144, !dbg !19
  %463 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %462, !dbg !19
  %464 = insertelement <1 x i16> poison, i16 %362, i64 0, !dbg !19
  store <1 x i16> %464, ptr addrspace(3) %463, align 2, !dbg !19
  %465 = or disjoint i32 %444, 7168, !dbg !19
  %466 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %465, !dbg !19
  %467 = insertelement <1 x i16> poison, i16 %366, i64 0, !dbg !19
  store <1 x i16> %467, ptr addrspace(3) %466, align 2, !dbg !19
  %468 = getelementptr inbounds nuw i8, ptr addrspace(3) %445, i32 8192, !dbg !19
  %469 = insertelement <1 x i16> poison, i16 %370, i64 0, !dbg !19
  store <1 x i16> %469, ptr addrspace(3) %468, align 2, !dbg !19
  %470 = getelementptr inbounds nuw i8, ptr addrspace(3) %445, i32 9216, !dbg !19
  %471 = insertelement <1 x i16> poison, i16 %374, i64 0, !dbg !19
  store <1 x i16> %471, ptr addrspace(3) %470, align 2, !dbg !19
  %472 = getelementptr inbounds nuw i8, ptr addrspace(3) %445, i32 10240, !dbg !19
  %473 = insertelement <1 x i16> poison, i16 %378, i64 0, !dbg !19
  store <1 x i16> %473, ptr addrspace(3) %472, align 2, !dbg !19
  %474 = getelementptr inbounds nuw i8, ptr addrspace(3) %445, i32 11264, !dbg !19
  %475 = insertelement <1 x i16> poison, i16 %382, i64 0, !dbg !19
  store <1 x i16> %475, ptr addrspace(3) %474, align 2, !dbg !19
  %476 = getelementptr inbounds nuw i8, ptr addrspace(3) %445, i32 12288, !dbg !19
  %477 = insertelement <1 x i16> poison, i16 %386, i64 0, !dbg !19
  store <1 x i16> %477, ptr addrspace(3) %476, align 2, !dbg !19
  %478 = getelementptr inbounds nuw i8, ptr addrspace(3) %445, i32 13312, !dbg !19
  %479 = insertelement <1 x i16> poison, i16 %390, i64 0, !dbg !19
  store <1 x i16> %479, ptr addrspace(3) %478, align 2, !dbg !19
  %480 = getelementptr inbounds nuw i8, ptr addrspace(3) %445, i32 14336, !dbg !19
  %481 = insertelement <1 x i16> poison, i16 %394, i64 0, !dbg !19
  store <1 x i16> %481, ptr addrspace(3) %480, align 2, !dbg !19
  %482 = getelementptr inbounds nuw i8, ptr addrspace(3) %445, i32 15360, !dbg !19
  %483 = insertelement <1 x i16> poison, i16 %398, i64 0, !dbg !19
  store <1 x i16> %483, ptr addrspace(3) %482, align 2, !dbg !19
  %484 = xor i32 %404, 576, !dbg !19
  %485 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %484, !dbg !19
  %486 = insertelement <1 x i16> poison, i16 %339, i64 0, !dbg !19
  store <1 x i16> %486, ptr addrspace(3) %485, align 2, !dbg !19
  %487 = or disjoint i32 %484, 1024, !dbg !19
  %488 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %487, !dbg !19
  %489 = insertelement <1 x i16> poison, i16 %343, i64 0, !dbg !19
  store <1 x i16> %489, ptr addrspace(3) %488, align 2, !dbg !19
  %490 = or disjoint i32 %484, 2048, !dbg !19
  %491 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %490, !dbg !19
  %492 = insertelement <1 x i16> poison, i16 %347, i64 0, !dbg !19
  store <1 x i16> %492, ptr addrspace(3) %491, align 2, !dbg !19
  %493 = or disjoint i32 %484, 3072, !dbg !19
  %494 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %493, !dbg !19
  %495 = insertelement <1 x i16> poison, i16 %351, i64 0, !dbg !19
  store <1 x i16> %495, ptr addrspace(3) %494, align 2, !dbg !19
  %496 = or disjoint i32 %484, 4096, !dbg !19
  %497 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %496, !dbg !19
  %498 = insertelement <1 x i16> poison, i16 %355, i64 0, !dbg !19
  store <1 x i16> %498, ptr addrspace(3) %497, align 2, !dbg !19
  %499 = or disjoint i32 %484, 5120, !dbg !19
  %500 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %499, !dbg !19
  %501 = insertelement <1 x i16> poison, i16 %359, i64 0, !dbg !19
  store <1 x i16> %501, ptr addrspace(3) %500, align 2, !dbg !19
  %502 = or disjoint i32 %484, 6144, !dbg !19
  %503 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %502, !dbg !19
  %504 = insertelement <1 x i16> poison, i16 %363, i64 0, !dbg !19
  store <1 x i16> %504, ptr addrspace(3) %503, align 2, !dbg !19
  %505 = or disjoint i32 %484, 7168, !dbg !19
  %506 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %505, !dbg !19
  %507 = insertelement <1 x i16> poison, i16 %367, i64 0, !dbg !19
  store <1 x i16> %507, ptr addrspace(3) %506, align 2, !dbg !19
  %508 = getelementptr inbounds nuw i8, ptr addrspace(3) %485, i32 8192, !dbg !19
  %509 = insertelement <1 x i16> poison, i16 %371, i64 0, !dbg !19
  store <1 x i16> %509, ptr addrspace(3) %508, align 2, !dbg !19
  %510 = getelementptr inbounds nuw i8, ptr addrspace(3) %485, i32 9216, !dbg !19
  %511 = insertelement <1 x i16> poison, i16 %375, i64 0, !dbg !19
  store <1 x i16> %511, ptr addrspace(3) %510, align 2, !dbg !19
  %512 = getelementptr inbounds nuw i8, ptr addrspace(3) %485, i32 10240, !dbg !19
  %513 = insertelement <1 x i16> poison, i16 %379, i64 0, !dbg !19
  store <1 x i16> %513, ptr addrspace(3) %512, align 2, !dbg !19
  %514 = getelementptr inbounds nuw i8, ptr addrspace(3) %485, i32 11264, !dbg !19
  %515 = insertelement <1 x i16> poison, i16 %383, i64 0, !dbg !19
  store <1 x i16> %515, ptr addrspace(3) %514, align 2, !dbg !19
  %516 = getelementptr inbounds nuw i8, ptr addrspace(3) %485, i32 12288, !dbg !19
  %517 = insertelement <1 x i16> poison, i16 %387, i64 0, !dbg !19
  store <1 x i16> %517, ptr addrspace(3) %516, align 2, !dbg !19
  %518 = getelementptr inbounds nuw i8, ptr addrspace(3) %485, i32 13312, !dbg !19
  %519 = insertelement <1 x i16> poison, i16 %391, i64 0, !dbg !19
  store <1 x i16> %519, ptr addrspace(3) %518, align 2, !dbg !19
  %520 = getelementptr inbounds nuw i8, ptr addrspace(3) %485, i32 14336, !dbg !19
  %521 = insertelement <1 x i16> poison, i16 %395, i64 0, !dbg !19
  store <1 x i16> %521, ptr addrspace(3) %520, align 2, !dbg !19
  %522 = getelementptr inbounds nuw i8, ptr addrspace(3) %485, i32 15360, !dbg !19
  %523 = insertelement <1 x i16> poison, i16 %399, i64 0, !dbg !19
  store <1 x i16> %523, ptr addrspace(3) %522, align 2, !dbg !19
  %524 = xor i32 %404, 864, !dbg !19
  %525 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %524, !dbg !19
  %526 = insertelement <1 x i16> poison, i16 %340, i64 0, !dbg !19
  store <1 x i16> %526, ptr addrspace(3) %525, align 2, !dbg !19
  %527 = or disjoint i32 %524, 1024, !dbg !19
  %528 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %527, !dbg !19
  %529 = insertelement <1 x i16> poison, i16 %344, i64 0, !dbg !19
  store <1 x i16> %529, ptr addrspace(3) %528, align 2, !dbg !19
  %530 = or disjoint i32 %524, 2048, !dbg !19
  %531 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %530, !dbg !19
  %532 = insertelement <1 x i16> poison, i16 %348, i64 0, !dbg !19
  store <1 x i16> %532, ptr addrspace(3) %531, align 2, !dbg !19
  %533 = or disjoint i32 %524, 3072, !dbg !19
  %534 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %533, !dbg !19
  %535 = insertelement <1 x i16> poison, i16 %352, i64 0, !dbg !19
  store <1 x i16> %535, ptr addrspace(3) %534, align 2, !dbg !19
  %536 = or disjoint i32 %524, 4096, !dbg !19
  %537 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %536, !dbg !19
  %538 = insertelement <1 x i16> poison, i16 %356, i64 0, !dbg !19
  store <1 x i16> %538, ptr addrspace(3) %537, align 2, !dbg !19
  %539 = or disjoint i32 %524, 5120, !dbg !19
  %540 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %539, !dbg !19
  %541 = insertelement <1 x i16> poison, i16 %360, i64 0, !dbg !19
  store <1 x i16> %541, ptr addrspace(3) %540, align 2, !dbg !19
  %542 = or disjoint i32 %524, 6144, !dbg !19
  %543 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %542, !dbg !19
  %544 = insertelement <1 x i16> poison, i16 %364, i64 0, !dbg !19
  store <1 x i16> %544, ptr addrspace(3) %543, align 2, !dbg !19
  %545 = or disjoint i32 %524, 7168, !dbg !19
  %546 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %545, !dbg !19
  %547 = insertelement <1 x i16> poison, i16 %368, i64 0, !dbg !19
  store <1 x i16> %547, ptr addrspace(3) %546, align 2, !dbg !19
  %548 = getelementptr inbounds nuw i8, ptr addrspace(3) %525, i32 8192, !dbg !19
  %549 = insertelement <1 x i16> poison, i16 %372, i64 0, !dbg !19
  store <1 x i16> %549, ptr addrspace(3) %548, align 2, !dbg !19
  %550 = getelementptr inbounds nuw i8, ptr addrspace(3) %525, i32 9216, !dbg !19
  %551 = insertelement <1 x i16> poison, i16 %376, i64 0, !dbg !19
  store <1 x i16> %551, ptr addrspace(3) %550, align 2, !dbg !19
  %552 = getelementptr inbounds nuw i8, ptr addrspace(3) %525, i32 10240, !dbg !19
  %553 = insertelement <1 x i16> poison, i16 %380, i64 0, !dbg !19
  store <1 x i16> %553, ptr addrspace(3) %552, align 2, !dbg !19
  %554 = getelementptr inbounds nuw i8, ptr addrspace(3) %525, i32 11264, !dbg !19
  %555 = insertelement <1 x i16> poison, i16 %384, i64 0, !dbg !19
  store <1 x i16> %555, ptr addrspace(3) %554, align 2, !dbg !19
  %556 = getelementptr inbounds nuw i8, ptr addrspace(3) %525, i32 12288, !dbg !19
  %557 = insertelement <1 x i16> poison, i16 %388, i64 0, !dbg !19
  store <1 x i16> %557, ptr addrspace(3) %556, align 2, !dbg !19
  %558 = getelementptr inbounds nuw i8, ptr addrspace(3) %525, i32 13312, !dbg !19
  %559 = insertelement <1 x i16> poison, i16 %392, i64 0, !dbg !19
  store <1 x i16> %559, ptr addrspace(3) %558, align 2, !dbg !19
  %560 = getelementptr inbounds nuw i8, ptr addrspace(3) %525, i32 14336, !dbg !19
  %561 = insertelement <1 x i16> poison, i16 %396, i64 0, !dbg !19
  store <1 x i16> %561, ptr addrspace(3) %560, align 2, !dbg !19
  %562 = getelementptr inbounds nuw i8, ptr addrspace(3) %525, i32 15360, !dbg !19
  %563 = insertelement <1 x i16> poison, i16 %400, i64 0, !dbg !19
  store <1 x i16> %563, ptr addrspace(3) %562, align 2, !dbg !19
  %564 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %13, i32 0, i32 31), !dbg !20
  %565 = shl i32 %564, 21, !dbg !20
  %566 = and i32 %565, 6291456, !dbg !20
  %567 = add i32 %566, %10, !dbg !20
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %567, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #11, !dbg !20
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !21
  %568 = icmp eq i32 %13, 0, !dbg !21
  %569 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %570 = extractvalue { i32, i1 } %569, 1, !dbg !21
  %571 = and i1 %568, %570, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %571, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960)) #11, !dbg !21
  %572 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %573 = extractvalue { i32, i1 } %572, 1, !dbg !21
  %574 = and i1 %568, %573, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %574, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40968)) #11, !dbg !21
  %575 = icmp sgt i32 %4, 0, !dbg !21
  %576 = shl nuw nsw i32 %16, 6, !dbg !22
  %577 = shl nuw nsw i32 %17, 6, !dbg !22
  %578 = shl nuw nsw i32 %18, 6, !dbg !22
  %579 = shl nuw nsw i32 %19, 6, !dbg !22
  %580 = shl nuw nsw i32 %20, 6, !dbg !22
  %581 = shl nuw nsw i32 %21, 6, !dbg !22
  %582 = shl nuw nsw i32 %22, 6, !dbg !22
  %583 = shl nuw nsw i32 %23, 6, !dbg !22
  %584 = shl nuw nsw i32 %24, 6, !dbg !22
  %585 = shl nuw nsw i32 %25, 6, !dbg !22
  %586 = shl nuw nsw i32 %26, 6, !dbg !22
  %587 = shl nuw nsw i32 %27, 6, !dbg !22
  %588 = shl nuw nsw i32 %28, 6, !dbg !22
  %589 = shl nuw nsw i32 %29, 6, !dbg !22
  %590 = shl nuw nsw i32 %30, 6, !dbg !22
  %591 = shl nuw nsw i32 %31, 6, !dbg !22
  %592 = shl nuw nsw i32 %32, 6, !dbg !22
  %593 = shl nuw nsw i32 %33, 6, !dbg !22
  %594 = shl nuw nsw i32 %34, 6, !dbg !22
  %595 = shl nuw nsw i32 %35, 6, !dbg !22
  %596 = shl nuw nsw i32 %36, 6, !dbg !22
  %597 = shl nuw nsw i32 %37, 6, !dbg !22
  %598 = shl nuw nsw i32 %38, 6, !dbg !22
  %599 = shl nuw nsw i32 %39, 6, !dbg !22
  %600 = shl nuw nsw i32 %40, 6, !dbg !22
  %601 = shl nuw nsw i32 %41, 6, !dbg !22
  %602 = shl nuw nsw i32 %42, 6, !dbg !22
  %603 = shl nuw nsw i32 %43, 6, !dbg !22
  %604 = shl nuw nsw i32 %44, 6, !dbg !22
  %605 = shl nuw nsw i32 %45, 6, !dbg !22
  %606 = shl nuw nsw i32 %46, 6, !dbg !22
  %607 = zext nneg i32 %14 to i64, !dbg !23
  %608 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %607, !dbg !23
  %609 = zext nneg i32 %576 to i64, !dbg !23
  %610 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %609, !dbg !23
  %611 = zext nneg i32 %577 to i64, !dbg !23
  %612 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %611, !dbg !23
  %613 = zext nneg i32 %578 to i64, !dbg !23
  %614 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %613, !dbg !23
  %615 = zext nneg i32 %579 to i64, !dbg !23
  %616 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %615, !dbg !23
  %617 = zext nneg i32 %580 to i64, !dbg !23
  %618 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %617, !dbg !23
  %619 = zext nneg i32 %581 to i64, !dbg !23
  %620 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %619, !dbg !23
  %621 = zext nneg i32 %582 to i64, !dbg !23
  %622 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %621, !dbg !23
  %623 = zext nneg i32 %583 to i64, !dbg !23
  %624 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %623, !dbg !23
  %625 = zext nneg i32 %584 to i64, !dbg !23
  %626 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %625, !dbg !23
  %627 = zext nneg i32 %585 to i64, !dbg !23
  %628 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %627, !dbg !23
  %629 = zext nneg i32 %586 to i64, !dbg !23
  %630 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %629, !dbg !23
  %631 = zext nneg i32 %587 to i64, !dbg !23
  %632 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %631, !dbg !23
  %633 = zext nneg i32 %588 to i64, !dbg !23
  %634 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %633, !dbg !23
  %635 = zext nneg i32 %589 to i64, !dbg !23
  %636 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %635, !dbg !23
  %637 = zext nneg i32 %590 to i64, !dbg !23
  %638 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %637, !dbg !23
  %639 = zext nneg i32 %591 to i64, !dbg !23
  %640 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %639, !dbg !23
  %641 = zext nneg i32 %592 to i64, !dbg !23
  %642 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %641, !dbg !23
  %643 = zext nneg i32 %593 to i64, !dbg !23
  %644 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %643, !dbg !23
  %645 = zext nneg i32 %594 to i64, !dbg !23
  %646 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %645, !dbg !23
  %647 = zext nneg i32 %595 to i64, !dbg !23
  %648 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %647, !dbg !23
  %649 = zext nneg i32 %596 to i64, !dbg !23
  %650 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %649, !dbg !23
  %651 = zext nneg i32 %597 to i64, !dbg !23
  %652 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %651, !dbg !23
  %653 = zext nneg i32 %598 to i64, !dbg !23
  %654 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %653, !dbg !23
  %655 = zext nneg i32 %599 to i64, !dbg !23
  %656 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %655, !dbg !23
  %657 = zext nneg i32 %600 to i64, !dbg !23
  %658 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %657, !dbg !23
  %659 = zext nneg i32 %601 to i64, !dbg !23
  %660 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %659, !dbg !23
  %661 = zext nneg i32 %602 to i64, !dbg !23
  %662 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %661, !dbg !23
  %663 = zext nneg i32 %603 to i64, !dbg !23
  %664 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %663, !dbg !23
  %665 = zext nneg i32 %604 to i64, !dbg !23
  %666 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %665, !dbg !23
  %667 = zext nneg i32 %605 to i64, !dbg !23
  %668 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %667, !dbg !23
  %669 = zext nneg i32 %606 to i64, !dbg !23
  %670 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %669, !dbg !23
  %671 = getelementptr [2 x i8], ptr addrspace(1) %608, i64 %272, !dbg !23
  %672 = getelementptr [2 x i8], ptr addrspace(1) %610, i64 %272, !dbg !23
  %673 = getelementptr [2 x i8], ptr addrspace(1) %612, i64 %272, !dbg !23
  %674 = getelementptr [2 x i8], ptr addrspace(1) %614, i64 %272, !dbg !23
  %675 = getelementptr [2 x i8], ptr addrspace(1) %616, i64 %272, !dbg !23
  %676 = getelementptr [2 x i8], ptr addrspace(1) %618, i64 %272, !dbg !23
  %677 = getelementptr [2 x i8], ptr addrspace(1) %620, i64 %272, !dbg !23
  %678 = getelementptr [2 x i8], ptr addrspace(1) %622, i64 %272, !dbg !23
  %679 = getelementptr [2 x i8], ptr addrspace(1) %624, i64 %272, !dbg !23
  %680 = getelementptr [2 x i8], ptr addrspace(1) %626, i64 %272, !dbg !23
  %681 = getelementptr [2 x i8], ptr addrspace(1) %628, i64 %272, !dbg !23
  %682 = getelementptr [2 x i8], ptr addrspace(1) %630, i64 %272, !dbg !23
  %683 = getelementptr [2 x i8], ptr addrspace(1) %632, i64 %272, !dbg !23
  %684 = getelementptr [2 x i8], ptr addrspace(1) %634, i64 %272, !dbg !23
  %685 = getelementptr [2 x i8], ptr addrspace(1) %636, i64 %272, !dbg !23
  %686 = getelementptr [2 x i8], ptr addrspace(1) %638, i64 %272, !dbg !23
  %687 = getelementptr [2 x i8], ptr addrspace(1) %640, i64 %272, !dbg !23
  %688 = getelementptr [2 x i8], ptr addrspace(1) %642, i64 %272, !dbg !23
  %689 = getelementptr [2 x i8], ptr addrspace(1) %644, i64 %272, !dbg !23
  %690 = getelementptr [2 x i8], ptr addrspace(1) %646, i64 %272, !dbg !23
  %691 = getelementptr [2 x i8], ptr addrspace(1) %648, i64 %272, !dbg !23
  %692 = getelementptr [2 x i8], ptr addrspace(1) %650, i64 %272, !dbg !23
  %693 = getelementptr [2 x i8], ptr addrspace(1) %652, i64 %272, !dbg !23
  %694 = getelementptr [2 x i8], ptr addrspace(1) %654, i64 %272, !dbg !23
  %695 = getelementptr [2 x i8], ptr addrspace(1) %656, i64 %272, !dbg !23
  %696 = getelementptr [2 x i8], ptr addrspace(1) %658, i64 %272, !dbg !23
  %697 = getelementptr [2 x i8], ptr addrspace(1) %660, i64 %272, !dbg !23
  %698 = getelementptr [2 x i8], ptr addrspace(1) %662, i64 %272, !dbg !23
  %699 = getelementptr [2 x i8], ptr addrspace(1) %664, i64 %272, !dbg !23
  %700 = getelementptr [2 x i8], ptr addrspace(1) %666, i64 %272, !dbg !23
  %701 = getelementptr [2 x i8], ptr addrspace(1) %668, i64 %272, !dbg !23
  %702 = getelementptr [2 x i8], ptr addrspace(1) %670, i64 %272, !dbg !23
  %703 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %671, i1 %575) #11, !dbg !24
  %704 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %672, i1 %575) #11, !dbg !24
  %705 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %673, i1 %575) #11, !dbg !24
  %706 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %674, i1 %575) #11, !dbg !24
  %707 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %675, i1 %575) #11, !dbg !24
  %708 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %676, i1 %575) #11, !dbg !24
  %709 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %677, i1 %575) #11, !dbg !24
  %710 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %678, i1 %575) #11, !dbg !24
  %711 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %679, i1 %575) #11, !dbg !24
  %712 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %680, i1 %575) #11, !dbg !24
  %713 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %681, i1 %575) #11, !dbg !24
  %714 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %682, i1 %575) #11, !dbg !24
  %715 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %683, i1 %575) #11, !dbg !24
  %716 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %684, i1 %575) #11, !dbg !24
  %717 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %685, i1 %575) #11, !dbg !24
  %718 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %686, i1 %575) #11, !dbg !24
  %719 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %687, i1 %575) #11, !dbg !24
  %720 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %688, i1 %575) #11, !dbg !24
  %721 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %689, i1 %575) #11, !dbg !24
  %722 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %690, i1 %575) #11, !dbg !24
  %723 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %691, i1 %575) #11, !dbg !24
  %724 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %692, i1 %575) #11, !dbg !24
  %725 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %693, i1 %575) #11, !dbg !24
  %726 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %694, i1 %575) #11, !dbg !24
  %727 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %695, i1 %575) #11, !dbg !24
  %728 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %696, i1 %575) #11, !dbg !24
  %729 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %697, i1 %575) #11, !dbg !24
  %730 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %698, i1 %575) #11, !dbg !24
  %731 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %699, i1 %575) #11, !dbg !24
  %732 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %700, i1 %575) #11, !dbg !24
  %733 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %701, i1 %575) #11, !dbg !24
  %734 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %702, i1 %575) #11, !dbg !24
  %735 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %404, !dbg !24
  %736 = insertelement <1 x i16> poison, i16 %703, i64 0, !dbg !24
  store <1 x i16> %736, ptr addrspace(3) %735, align 2, !dbg !24
  %737 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %407, !dbg !24
  %738 = insertelement <1 x i16> poison, i16 %707, i64 0, !dbg !24
  store <1 x i16> %738, ptr addrspace(3) %737, align 2, !dbg !24
  %739 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %410, !dbg !24
  %740 = insertelement <1 x i16> poison, i16 %711, i64 0, !dbg !24
  store <1 x i16> %740, ptr addrspace(3) %739, align 2, !dbg !24
  %741 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %413, !dbg !24
  %742 = insertelement <1 x i16> poison, i16 %715, i64 0, !dbg !24
  store <1 x i16> %742, ptr addrspace(3) %741, align 2, !dbg !24
  %743 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %416, !dbg !24
  %744 = insertelement <1 x i16> poison, i16 %719, i64 0, !dbg !24
  store <1 x i16> %744, ptr addrspace(3) %743, align 2, !dbg !24
  %745 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %419, !dbg !24
  %746 = insertelement <1 x i16> poison, i16 %723, i64 0, !dbg !24
  store <1 x i16> %746, ptr addrspace(3) %745, align 2, !dbg !24
  %747 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %422, !dbg !24
  %748 = insertelement <1 x i16> poison, i16 %727, i64 0, !dbg !24
  store <1 x i16> %748, ptr addrspace(3) %747, align 2, !dbg !24
  %749 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %425, !dbg !24
  %750 = insertelement <1 x i16> poison, i16 %731, i64 0, !dbg !24
  store <1 x i16> %750, ptr addrspace(3) %749, align 2, !dbg !24
  %751 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %444, !dbg !24
  %752 = insertelement <1 x i16> poison, i16 %704, i64 0, !dbg !24
  store <1 x i16> %752, ptr addrspace(3) %751, align 2, !dbg !24
  %753 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %447, !dbg !24
  %754 = insertelement <1 x i16> poison, i16 %708, i64 0, !dbg !24
  store <1 x i16> %754, ptr addrspace(3) %753, align 2, !dbg !24
  %755 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %450, !dbg !24
  %756 = insertelement <1 x i16> poison, i16 %712, i64 0, !dbg !24
  store <1 x i16> %756, ptr addrspace(3) %755, align 2, !dbg !24
  %757 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %453, !dbg !24
  %758 = insertelement <1 x i16> poison, i16 %716, i64 0, !dbg !24
  store <1 x i16> %758, ptr addrspace(3) %757, align 2, !dbg !24
  %759 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %456, !dbg !24
  %760 = insertelement <1 x i16> poison, i16 %720, i64 0, !dbg !24
  store <1 x i16> %760, ptr addrspace(3) %759, align 2, !dbg !24
  %761 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %459, !dbg !24
  %762 = insertelement <1 x i16> poison, i16 %724, i64 0, !dbg !24
  store <1 x i16> %762, ptr addrspace(3) %761, align 2, !dbg !24
  %763 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %462, !dbg !24
  %764 = insertelement <1 x i16> poison, i16 %728, i64 0, !dbg !24
  store <1 x i16> %764, ptr addrspace(3) %763, align 2, !dbg !24
  %765 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %465, !dbg !24
  %766 = insertelement <1 x i16> poison, i16 %732, i64 0, !dbg !24
  store <1 x i16> %766, ptr addrspace(3) %765, align 2, !dbg !24
  %767 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %484, !dbg !24
  %768 = insertelement <1 x i16> poison, i16 %705, i64 0, !dbg !24
  store <1 x i16> %768, ptr addrspace(3) %767, align 2, !dbg !24
  %769 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %487, !dbg !24
  %770 = insertelement <1 x i16> poison, i16 %709, i64 0, !dbg !24
  store <1 x i16> %770, ptr addrspace(3) %769, align 2, !dbg !24
  %771 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %490, !dbg !24
  %772 = insertelement <1 x i16> poison, i16 %713, i64 0, !dbg !24
  store <1 x i16> %772, ptr addrspace(3) %771, align 2, !dbg !24
  %773 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %493, !dbg !24
  %774 = insertelement <1 x i16> poison, i16 %717, i64 0, !dbg !24
  store <1 x i16> %774, ptr addrspace(3) %773, align 2, !dbg !24
  %775 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %496, !dbg !24
  %776 = insertelement <1 x i16> poison, i16 %721, i64 0, !dbg !24
  store <1 x i16> %776, ptr addrspace(3) %775, align 2, !dbg !24
  %777 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %499, !dbg !24
  %778 = insertelement <1 x i16> poison, i16 %725, i64 0, !dbg !24
  store <1 x i16> %778, ptr addrspace(3) %777, align 2, !dbg !24
  %779 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %502, !dbg !24
  %780 = insertelement <1 x i16> poison, i16 %729, i64 0, !dbg !24
  store <1 x i16> %780, ptr addrspace(3) %779, align 2, !dbg !24
  %781 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %505, !dbg !24
  %782 = insertelement <1 x i16> poison, i16 %733, i64 0, !dbg !24
  store <1 x i16> %782, ptr addrspace(3) %781, align 2, !dbg !24
  %783 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %524, !dbg !24
  %784 = insertelement <1 x i16> poison, i16 %706, i64 0, !dbg !24
  store <1 x i16> %784, ptr addrspace(3) %783, align 2, !dbg !24
  %785 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %527, !dbg !24
  %786 = insertelement <1 x i16> poison, i16 %710, i64 0, !dbg !24
  store <1 x i16> %786, ptr addrspace(3) %785, align 2, !dbg !24
  %787 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %530, !dbg !24
  %788 = insertelement <1 x i16> poison, i16 %714, i64 0, !dbg !24
  store <1 x i16> %788, ptr addrspace(3) %787, align 2, !dbg !24
  %789 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %533, !dbg !24
  %790 = insertelement <1 x i16> poison, i16 %718, i64 0, !dbg !24
  store <1 x i16> %790, ptr addrspace(3) %789, align 2, !dbg !24
  %791 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %536, !dbg !24
  %792 = insertelement <1 x i16> poison, i16 %722, i64 0, !dbg !24
  store <1 x i16> %792, ptr addrspace(3) %791, align 2, !dbg !24
  %793 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %539, !dbg !24
  %794 = insertelement <1 x i16> poison, i16 %726, i64 0, !dbg !24
  store <1 x i16> %794, ptr addrspace(3) %793, align 2, !dbg !24
  %795 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %542, !dbg !24
  %796 = insertelement <1 x i16> poison, i16 %730, i64 0, !dbg !24
  store <1 x i16> %796, ptr addrspace(3) %795, align 2, !dbg !24
  %797 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %545, !dbg !24
  %798 = insertelement <1 x i16> poison, i16 %734, i64 0, !dbg !24
  store <1 x i16> %798, ptr addrspace(3) %797, align 2, !dbg !24
  %799 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %607, !dbg !25
  %800 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %609, !dbg !25
  %801 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %611, !dbg !25
  %802 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %613, !dbg !25
  %803 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %615, !dbg !25
  %804 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %617, !dbg !25
  %805 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %619, !dbg !25
  %806 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %621, !dbg !25
  %807 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %623, !dbg !25
  %808 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %625, !dbg !25
  %809 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %627, !dbg !25
  %810 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %629, !dbg !25
  %811 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %631, !dbg !25
  %812 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %633, !dbg !25
  %813 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %635, !dbg !25
  %814 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %637, !dbg !25
  %815 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %639, !dbg !25
  %816 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %641, !dbg !25
  %817 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %643, !dbg !25
  %818 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %645, !dbg !25
  %819 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %647, !dbg !25
  %820 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %649, !dbg !25
  %821 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %651, !dbg !25
  %822 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %653, !dbg !25
  %823 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %655, !dbg !25
  %824 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %657, !dbg !25
  %825 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %659, !dbg !25
  %826 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %661, !dbg !25
  %827 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %663, !dbg !25
  %828 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %665, !dbg !25
  %829 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %667, !dbg !25
  %830 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %669, !dbg !25
  %831 = getelementptr [2 x i8], ptr addrspace(1) %799, i64 %272, !dbg !25
  %832 = getelementptr [2 x i8], ptr addrspace(1) %800, i64 %272, !dbg !25
  %833 = getelementptr [2 x i8], ptr addrspace(1) %801, i64 %272, !dbg !25
  %834 = getelementptr [2 x i8], ptr addrspace(1) %802, i64 %272, !dbg !25
  %835 = getelementptr [2 x i8], ptr addrspace(1) %803, i64 %272, !dbg !25
  %836 = getelementptr [2 x i8], ptr addrspace(1) %804, i64 %272, !dbg !25
  %837 = getelementptr [2 x i8], ptr addrspace(1) %805, i64 %272, !dbg !25
  %838 = getelementptr [2 x i8], ptr addrspace(1) %806, i64 %272, !dbg !25
  %839 = getelementptr [2 x i8], ptr addrspace(1) %807, i64 %272, !dbg !25
  %840 = getelementptr [2 x i8], ptr addrspace(1) %808, i64 %272, !dbg !25
  %841 = getelementptr [2 x i8], ptr addrspace(1) %809, i64 %272, !dbg !25
  %842 = getelementptr [2 x i8], ptr addrspace(1) %810, i64 %272, !dbg !25
  %843 = getelementptr [2 x i8], ptr addrspace(1) %811, i64 %272, !dbg !25
  %844 = getelementptr [2 x i8], ptr addrspace(1) %812, i64 %272, !dbg !25
  %845 = getelementptr [2 x i8], ptr addrspace(1) %813, i64 %272, !dbg !25
  %846 = getelementptr [2 x i8], ptr addrspace(1) %814, i64 %272, !dbg !25
  %847 = getelementptr [2 x i8], ptr addrspace(1) %815, i64 %272, !dbg !25
  %848 = getelementptr [2 x i8], ptr addrspace(1) %816, i64 %272, !dbg !25
  %849 = getelementptr [2 x i8], ptr addrspace(1) %817, i64 %272, !dbg !25
  %850 = getelementptr [2 x i8], ptr addrspace(1) %818, i64 %272, !dbg !25
  %851 = getelementptr [2 x i8], ptr addrspace(1) %819, i64 %272, !dbg !25
  %852 = getelementptr [2 x i8], ptr addrspace(1) %820, i64 %272, !dbg !25
  %853 = getelementptr [2 x i8], ptr addrspace(1) %821, i64 %272, !dbg !25
  %854 = getelementptr [2 x i8], ptr addrspace(1) %822, i64 %272, !dbg !25
  %855 = getelementptr [2 x i8], ptr addrspace(1) %823, i64 %272, !dbg !25
  %856 = getelementptr [2 x i8], ptr addrspace(1) %824, i64 %272, !dbg !25
  %857 = getelementptr [2 x i8], ptr addrspace(1) %825, i64 %272, !dbg !25
  %858 = getelementptr [2 x i8], ptr addrspace(1) %826, i64 %272, !dbg !25
  %859 = getelementptr [2 x i8], ptr addrspace(1) %827, i64 %272, !dbg !25
  %860 = getelementptr [2 x i8], ptr addrspace(1) %828, i64 %272, !dbg !25
  %861 = getelementptr [2 x i8], ptr addrspace(1) %829, i64 %272, !dbg !25
  %862 = getelementptr [2 x i8], ptr addrspace(1) %830, i64 %272, !dbg !25
  %863 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %831, i1 %575) #11, !dbg !26
  %864 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %832, i1 %575) #11, !dbg !26
  %865 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %833, i1 %575) #11, !dbg !26
  %866 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %834, i1 %575) #11, !dbg !26
  %867 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %835, i1 %575) #11, !dbg !26
  %868 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %836, i1 %575) #11, !dbg !26
  %869 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %837, i1 %575) #11, !dbg !26
  %870 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %838, i1 %575) #11, !dbg !26
  %871 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %839, i1 %575) #11, !dbg !26
  %872 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %840, i1 %575) #11, !dbg !26
  %873 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %841, i1 %575) #11, !dbg !26
  %874 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %842, i1 %575) #11, !dbg !26
  %875 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %843, i1 %575) #11, !dbg !26
  %876 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %844, i1 %575) #11, !dbg !26
  %877 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %845, i1 %575) #11, !dbg !26
  %878 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %846, i1 %575) #11, !dbg !26
  %879 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %847, i1 %575) #11, !dbg !26
  %880 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %848, i1 %575) #11, !dbg !26
  %881 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %849, i1 %575) #11, !dbg !26
  %882 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %850, i1 %575) #11, !dbg !26
  %883 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %851, i1 %575) #11, !dbg !26
  %884 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %852, i1 %575) #11, !dbg !26
  %885 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %853, i1 %575) #11, !dbg !26
  %886 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %854, i1 %575) #11, !dbg !26
  %887 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %855, i1 %575) #11, !dbg !26
  %888 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %856, i1 %575) #11, !dbg !26
  %889 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %857, i1 %575) #11, !dbg !26
  %890 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %858, i1 %575) #11, !dbg !26
  %891 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %859, i1 %575) #11, !dbg !26
  %892 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %860, i1 %575) #11, !dbg !26
  %893 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %861, i1 %575) #11, !dbg !26
  %894 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %862, i1 %575) #11, !dbg !26
  %895 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %404, !dbg !26
  %896 = insertelement <1 x i16> poison, i16 %863, i64 0, !dbg !26
  store <1 x i16> %896, ptr addrspace(3) %895, align 2, !dbg !26
  %897 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %407, !dbg !26
  %898 = insertelement <1 x i16> poison, i16 %867, i64 0, !dbg !26
  store <1 x i16> %898, ptr addrspace(3) %897, align 2, !dbg !26
  %899 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %410, !dbg !26
  %900 = insertelement <1 x i16> poison, i16 %871, i64 0, !dbg !26
  store <1 x i16> %900, ptr addrspace(3) %899, align 2, !dbg !26
  %901 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %413, !dbg !26
  %902 = insertelement <1 x i16> poison, i16 %875, i64 0, !dbg !26
  store <1 x i16> %902, ptr addrspace(3) %901, align 2, !dbg !26
  %903 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %416, !dbg !26
  %904 = insertelement <1 x i16> poison, i16 %879, i64 0, !dbg !26
  store <1 x i16> %904, ptr addrspace(3) %903, align 2, !dbg !26
  %905 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %419, !dbg !26
  %906 = insertelement <1 x i16> poison, i16 %883, i64 0, !dbg !26
  store <1 x i16> %906, ptr addrspace(3) %905, align 2, !dbg !26
  %907 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %422, !dbg !26
  %908 = insertelement <1 x i16> poison, i16 %887, i64 0, !dbg !26
  store <1 x i16> %908, ptr addrspace(3) %907, align 2, !dbg !26
  %909 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %425, !dbg !26
  %910 = insertelement <1 x i16> poison, i16 %891, i64 0, !dbg !26
  store <1 x i16> %910, ptr addrspace(3) %909, align 2, !dbg !26
  %911 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %444, !dbg !26
  %912 = insertelement <1 x i16> poison, i16 %864, i64 0, !dbg !26
  store <1 x i16> %912, ptr addrspace(3) %911, align 2, !dbg !26
  %913 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %447, !dbg !26
  %914 = insertelement <1 x i16> poison, i16 %868, i64 0, !dbg !26
  store <1 x i16> %914, ptr addrspace(3) %913, align 2, !dbg !26
  %915 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %450, !dbg !26
  %916 = insertelement <1 x i16> poison, i16 %872, i64 0, !dbg !26
  store <1 x i16> %916, ptr addrspace(3) %915, align 2, !dbg !26
  %917 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %453, !dbg !26
  %918 = insertelement <1 x i16> poison, i16 %876, i64 0, !dbg !26
  store <1 x i16> %918, ptr addrspace(3) %917, align 2, !dbg !26
  %919 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %456, !dbg !26
  %920 = insertelement <1 x i16> poison, i16 %880, i64 0, !dbg !26
  store <1 x i16> %920, ptr addrspace(3) %919, align 2, !dbg !26
  %921 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %459, !dbg !26
  %922 = insertelement <1 x i16> poison, i16 %884, i64 0, !dbg !26
  store <1 x i16> %922, ptr addrspace(3) %921, align 2, !dbg !26
  %923 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %462, !dbg !26
  %924 = insertelement <1 x i16> poison, i16 %888, i64 0, !dbg !26
  store <1 x i16> %924, ptr addrspace(3) %923, align 2, !dbg !26
  %925 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %465, !dbg !26
  %926 = insertelement <1 x i16> poison, i16 %892, i64 0, !dbg !26
  store <1 x i16> %926, ptr addrspace(3) %925, align 2, !dbg !26
  %927 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %484, !dbg !26
  %928 = insertelement <1 x i16> poison, i16 %865, i64 0, !dbg !26
  store <1 x i16> %928, ptr addrspace(3) %927, align 2, !dbg !26
  %929 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %487, !dbg !26
  %930 = insertelement <1 x i16> poison, i16 %869, i64 0, !dbg !26
  store <1 x i16> %930, ptr addrspace(3) %929, align 2, !dbg !26
  %931 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %490, !dbg !26
  %932 = insertelement <1 x i16> poison, i16 %873, i64 0, !dbg !26
  store <1 x i16> %932, ptr addrspace(3) %931, align 2, !dbg !26
  %933 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %493, !dbg !26
  %934 = insertelement <1 x i16> poison, i16 %877, i64 0, !dbg !26
  store <1 x i16> %934, ptr addrspace(3) %933, align 2, !dbg !26
  %935 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %496, !dbg !26
  %936 = insertelement <1 x i16> poison, i16 %881, i64 0, !dbg !26
  store <1 x i16> %936, ptr addrspace(3) %935, align 2, !dbg !26
  %937 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %499, !dbg !26
  %938 = insertelement <1 x i16> poison, i16 %885, i64 0, !dbg !26
  store <1 x i16> %938, ptr addrspace(3) %937, align 2, !dbg !26
  %939 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %502, !dbg !26
  %940 = insertelement <1 x i16> poison, i16 %889, i64 0, !dbg !26
  store <1 x i16> %940, ptr addrspace(3) %939, align 2, !dbg !26
  %941 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %505, !dbg !26
  %942 = insertelement <1 x i16> poison, i16 %893, i64 0, !dbg !26
  store <1 x i16> %942, ptr addrspace(3) %941, align 2, !dbg !26
  %943 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %524, !dbg !26
  %944 = insertelement <1 x i16> poison, i16 %866, i64 0, !dbg !26
  store <1 x i16> %944, ptr addrspace(3) %943, align 2, !dbg !26
  %945 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %527, !dbg !26
  %946 = insertelement <1 x i16> poison, i16 %870, i64 0, !dbg !26
  store <1 x i16> %946, ptr addrspace(3) %945, align 2, !dbg !26
  %947 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %530, !dbg !26
  %948 = insertelement <1 x i16> poison, i16 %874, i64 0, !dbg !26
  store <1 x i16> %948, ptr addrspace(3) %947, align 2, !dbg !26
  %949 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %533, !dbg !26
  %950 = insertelement <1 x i16> poison, i16 %878, i64 0, !dbg !26
  store <1 x i16> %950, ptr addrspace(3) %949, align 2, !dbg !26
  %951 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %536, !dbg !26
  %952 = insertelement <1 x i16> poison, i16 %882, i64 0, !dbg !26
  store <1 x i16> %952, ptr addrspace(3) %951, align 2, !dbg !26
  %953 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %539, !dbg !26
  %954 = insertelement <1 x i16> poison, i16 %886, i64 0, !dbg !26
  store <1 x i16> %954, ptr addrspace(3) %953, align 2, !dbg !26
  %955 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %542, !dbg !26
  %956 = insertelement <1 x i16> poison, i16 %890, i64 0, !dbg !26
  store <1 x i16> %956, ptr addrspace(3) %955, align 2, !dbg !26
  %957 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %545, !dbg !26
  %958 = insertelement <1 x i16> poison, i16 %894, i64 0, !dbg !26
  store <1 x i16> %958, ptr addrspace(3) %957, align 2, !dbg !26
  %959 = add i32 %10, 64, !dbg !27
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !27
  %960 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !27
  %961 = extractvalue { i32, i1 } %960, 1, !dbg !27
  %962 = and i1 %568, %961, !dbg !27
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %962, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576)) #11, !dbg !27
  %963 = icmp eq i32 %564, 0, !dbg !27
  %964 = and i1 %575, %963, !dbg !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  br i1 %964, label %965, label %994, !dbg !27

965:                                              ; preds = %7
  %966 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !27
  %967 = extractvalue { i32, i1 } %966, 1, !dbg !27
  %968 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4, !dbg !27
  %969 = and i32 %968, 32767, !dbg !27
  %970 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384) to i32), 4, !dbg !27
  %971 = and i32 %970, 32767, !dbg !27
  %972 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %969, i64 0, !dbg !27
  %973 = bitcast <2 x i32> %972 to i64, !dbg !27
  %974 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %971, i64 0, !dbg !27
  %975 = bitcast <2 x i32> %974 to i64, !dbg !27
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %959, i64 %973, i64 %975, i32 135266320, i1 false, i1 %967) #11, !dbg !27
  %976 = add nuw nsw i32 %969, 2, !dbg !27
  %977 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %976, i64 0, !dbg !27
  %978 = bitcast <2 x i32> %977 to i64, !dbg !27
  %979 = add nuw nsw i32 %971, 2, !dbg !27
  %980 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %979, i64 0, !dbg !27
  %981 = bitcast <2 x i32> %980 to i64, !dbg !27
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %959, i64 %978, i64 %981, i32 135266320, i1 true, i1 %967) #11, !dbg !27
  %982 = add nuw nsw i32 %969, 4, !dbg !27
  %983 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %982, i64 0, !dbg !27
  %984 = bitcast <2 x i32> %983 to i64, !dbg !27
  %985 = add nuw nsw i32 %971, 4, !dbg !27
  %986 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %985, i64 0, !dbg !27
  %987 = bitcast <2 x i32> %986 to i64, !dbg !27
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %959, i64 %984, i64 %987, i32 135266320, i1 true, i1 %967) #11, !dbg !27
  %988 = add nuw nsw i32 %969, 6, !dbg !27
  %989 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %988, i64 0, !dbg !27
  %990 = bitcast <2 x i32> %989 to i64, !dbg !27
  %991 = add nuw nsw i32 %971, 6, !dbg !27
  %992 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %991, i64 0, !dbg !27
  %993 = bitcast <2 x i32> %992 to i64, !dbg !27
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %959, i64 %990, i64 %993, i32 135266320, i1 true, i1 %967) #11, !dbg !27
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %967, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576) to i32)) #11, !dbg !27
  br label %994, !dbg !27

994:                                              ; preds = %965, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  tail call void asm sideeffect "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 0, i1 %575) #11, !dbg !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  %995 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !27
  %996 = extractvalue { i32, i1 } %995, 1, !dbg !27
  %997 = and i1 %568, %996, !dbg !27
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %997, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576)) #11, !dbg !27
  %998 = add i32 %566, %959, !dbg !27
  %999 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %998) #11, !dbg !27
  %1000 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 0, !dbg !27
  %1001 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 1, !dbg !27
  %1002 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 2, !dbg !27
  %1003 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 3, !dbg !27
  %1004 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 4, !dbg !27
  %1005 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 5, !dbg !27
  %1006 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 6, !dbg !27
  %1007 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 7, !dbg !27
  %1008 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 8, !dbg !27
  %1009 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 9, !dbg !27
  %1010 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 10, !dbg !27
  %1011 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 11, !dbg !27
  %1012 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 12, !dbg !27
  %1013 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 13, !dbg !27
  %1014 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 14, !dbg !27
  %1015 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 15, !dbg !27
  %1016 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 16, !dbg !27
  %1017 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 17, !dbg !27
  %1018 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 18, !dbg !27
  %1019 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 19, !dbg !27
  %1020 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 20, !dbg !27
  %1021 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 21, !dbg !27
  %1022 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 22, !dbg !27
  %1023 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 23, !dbg !27
  %1024 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 24, !dbg !27
  %1025 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 25, !dbg !27
  %1026 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 26, !dbg !27
  %1027 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 27, !dbg !27
  %1028 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 28, !dbg !27
  %1029 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 29, !dbg !27
  %1030 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 30, !dbg !27
  %1031 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 31, !dbg !27
  %1032 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 32, !dbg !27
  %1033 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 33, !dbg !27
  %1034 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 34, !dbg !27
  %1035 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 35, !dbg !27
  %1036 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 36, !dbg !27
  %1037 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 37, !dbg !27
  %1038 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 38, !dbg !27
  %1039 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 39, !dbg !27
  %1040 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 40, !dbg !27
  %1041 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 41, !dbg !27
  %1042 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 42, !dbg !27
  %1043 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 43, !dbg !27
  %1044 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 44, !dbg !27
  %1045 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 45, !dbg !27
  %1046 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 46, !dbg !27
  %1047 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 47, !dbg !27
  %1048 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 48, !dbg !27
  %1049 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 49, !dbg !27
  %1050 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 50, !dbg !27
  %1051 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 51, !dbg !27
  %1052 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 52, !dbg !27
  %1053 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 53, !dbg !27
  %1054 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 54, !dbg !27
  %1055 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 55, !dbg !27
  %1056 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 56, !dbg !27
  %1057 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 57, !dbg !27
  %1058 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 58, !dbg !27
  %1059 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 59, !dbg !27
  %1060 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 60, !dbg !27
  %1061 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 61, !dbg !27
  %1062 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 62, !dbg !27
  %1063 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %999, 63, !dbg !27
  %1064 = insertelement <64 x i32> poison, i32 %1000, i64 0, !dbg !27
  %1065 = insertelement <64 x i32> %1064, i32 %1001, i64 1, !dbg !27
  %1066 = insertelement <64 x i32> %1065, i32 %1002, i64 2, !dbg !27
  %1067 = insertelement <64 x i32> %1066, i32 %1003, i64 3, !dbg !27
  %1068 = insertelement <64 x i32> %1067, i32 %1004, i64 4, !dbg !27
  %1069 = insertelement <64 x i32> %1068, i32 %1005, i64 5, !dbg !27
  %1070 = insertelement <64 x i32> %1069, i32 %1006, i64 6, !dbg !27
  %1071 = insertelement <64 x i32> %1070, i32 %1007, i64 7, !dbg !27
  %1072 = insertelement <64 x i32> %1071, i32 %1008, i64 8, !dbg !27
  %1073 = insertelement <64 x i32> %1072, i32 %1009, i64 9, !dbg !27
  %1074 = insertelement <64 x i32> %1073, i32 %1010, i64 10, !dbg !27
  %1075 = insertelement <64 x i32> %1074, i32 %1011, i64 11, !dbg !27
  %1076 = insertelement <64 x i32> %1075, i32 %1012, i64 12, !dbg !27
  %1077 = insertelement <64 x i32> %1076, i32 %1013, i64 13, !dbg !27
  %1078 = insertelement <64 x i32> %1077, i32 %1014, i64 14, !dbg !27
  %1079 = insertelement <64 x i32> %1078, i32 %1015, i64 15, !dbg !27
  %1080 = insertelement <64 x i32> %1079, i32 %1016, i64 16, !dbg !27
  %1081 = insertelement <64 x i32> %1080, i32 %1017, i64 17, !dbg !27
  %1082 = insertelement <64 x i32> %1081, i32 %1018, i64 18, !dbg !27
  %1083 = insertelement <64 x i32> %1082, i32 %1019, i64 19, !dbg !27
  %1084 = insertelement <64 x i32> %1083, i32 %1020, i64 20, !dbg !27
  %1085 = insertelement <64 x i32> %1084, i32 %1021, i64 21, !dbg !27
  %1086 = insertelement <64 x i32> %1085, i32 %1022, i64 22, !dbg !27
  %1087 = insertelement <64 x i32> %1086, i32 %1023, i64 23, !dbg !27
  %1088 = insertelement <64 x i32> %1087, i32 %1024, i64 24, !dbg !27
  %1089 = insertelement <64 x i32> %1088, i32 %1025, i64 25, !dbg !27
  %1090 = insertelement <64 x i32> %1089, i32 %1026, i64 26, !dbg !27
  %1091 = insertelement <64 x i32> %1090, i32 %1027, i64 27, !dbg !27
  %1092 = insertelement <64 x i32> %1091, i32 %1028, i64 28, !dbg !27
  %1093 = insertelement <64 x i32> %1092, i32 %1029, i64 29, !dbg !27
  %1094 = insertelement <64 x i32> %1093, i32 %1030, i64 30, !dbg !27
  %1095 = insertelement <64 x i32> %1094, i32 %1031, i64 31, !dbg !27
  %1096 = insertelement <64 x i32> %1095, i32 %1032, i64 32, !dbg !27
  %1097 = insertelement <64 x i32> %1096, i32 %1033, i64 33, !dbg !27
  %1098 = insertelement <64 x i32> %1097, i32 %1034, i64 34, !dbg !27
  %1099 = insertelement <64 x i32> %1098, i32 %1035, i64 35, !dbg !27
  %1100 = insertelement <64 x i32> %1099, i32 %1036, i64 36, !dbg !27
  %1101 = insertelement <64 x i32> %1100, i32 %1037, i64 37, !dbg !27
  %1102 = insertelement <64 x i32> %1101, i32 %1038, i64 38, !dbg !27
  %1103 = insertelement <64 x i32> %1102, i32 %1039, i64 39, !dbg !27
  %1104 = insertelement <64 x i32> %1103, i32 %1040, i64 40, !dbg !27
  %1105 = insertelement <64 x i32> %1104, i32 %1041, i64 41, !dbg !27
  %1106 = insertelement <64 x i32> %1105, i32 %1042, i64 42, !dbg !27
  %1107 = insertelement <64 x i32> %1106, i32 %1043, i64 43, !dbg !27
  %1108 = insertelement <64 x i32> %1107, i32 %1044, i64 44, !dbg !27
  %1109 = insertelement <64 x i32> %1108, i32 %1045, i64 45, !dbg !27
  %1110 = insertelement <64 x i32> %1109, i32 %1046, i64 46, !dbg !27
  %1111 = insertelement <64 x i32> %1110, i32 %1047, i64 47, !dbg !27
  %1112 = insertelement <64 x i32> %1111, i32 %1048, i64 48, !dbg !27
  %1113 = insertelement <64 x i32> %1112, i32 %1049, i64 49, !dbg !27
  %1114 = insertelement <64 x i32> %1113, i32 %1050, i64 50, !dbg !27
  %1115 = insertelement <64 x i32> %1114, i32 %1051, i64 51, !dbg !27
  %1116 = insertelement <64 x i32> %1115, i32 %1052, i64 52, !dbg !27
  %1117 = insertelement <64 x i32> %1116, i32 %1053, i64 53, !dbg !27
  %1118 = insertelement <64 x i32> %1117, i32 %1054, i64 54, !dbg !27
  %1119 = insertelement <64 x i32> %1118, i32 %1055, i64 55, !dbg !27
  %1120 = insertelement <64 x i32> %1119, i32 %1056, i64 56, !dbg !27
  %1121 = insertelement <64 x i32> %1120, i32 %1057, i64 57, !dbg !27
  %1122 = insertelement <64 x i32> %1121, i32 %1058, i64 58, !dbg !27
  %1123 = insertelement <64 x i32> %1122, i32 %1059, i64 59, !dbg !27
  %1124 = insertelement <64 x i32> %1123, i32 %1060, i64 60, !dbg !27
  %1125 = insertelement <64 x i32> %1124, i32 %1061, i64 61, !dbg !27
  %1126 = insertelement <64 x i32> %1125, i32 %1062, i64 62, !dbg !27
  %1127 = insertelement <64 x i32> %1126, i32 %1063, i64 63, !dbg !27
  %1128 = bitcast <64 x i32> %1127 to <64 x float>, !dbg !27
  %1129 = bitcast i32 %1000 to float, !dbg !28
  %1130 = bitcast i32 %1001 to float, !dbg !28
  %1131 = tail call float @llvm.maxnum.f32(float %1129, float %1130), !dbg !28
  %1132 = bitcast i32 %1002 to float, !dbg !28
  %1133 = tail call float @llvm.maxnum.f32(float %1131, float %1132), !dbg !28
  %1134 = bitcast i32 %1003 to float, !dbg !28
  %1135 = bitcast i32 %1004 to float, !dbg !28
  %1136 = tail call float @llvm.maxnum.f32(float %1134, float %1135), !dbg !28
  %1137 = bitcast i32 %1005 to float, !dbg !28
  %1138 = tail call float @llvm.maxnum.f32(float %1136, float %1137), !dbg !28
  %1139 = bitcast i32 %1006 to float, !dbg !28
  %1140 = bitcast i32 %1007 to float, !dbg !28
  %1141 = tail call float @llvm.maxnum.f32(float %1139, float %1140), !dbg !28
  %1142 = bitcast i32 %1008 to float, !dbg !28
  %1143 = tail call float @llvm.maxnum.f32(float %1141, float %1142), !dbg !28
  %1144 = bitcast i32 %1009 to float, !dbg !28
  %1145 = bitcast i32 %1010 to float, !dbg !28
  %1146 = tail call float @llvm.maxnum.f32(float %1144, float %1145), !dbg !28
  %1147 = bitcast i32 %1011 to float, !dbg !28
  %1148 = tail call float @llvm.maxnum.f32(float %1146, float %1147), !dbg !28
  %1149 = bitcast i32 %1012 to float, !dbg !28
  %1150 = bitcast i32 %1013 to float, !dbg !28
  %1151 = tail call float @llvm.maxnum.f32(float %1149, float %1150), !dbg !28
  %1152 = bitcast i32 %1014 to float, !dbg !28
  %1153 = tail call float @llvm.maxnum.f32(float %1151, float %1152), !dbg !28
  %1154 = bitcast i32 %1015 to float, !dbg !28
  %1155 = bitcast i32 %1016 to float, !dbg !28
  %1156 = tail call float @llvm.maxnum.f32(float %1154, float %1155), !dbg !28
  %1157 = bitcast i32 %1017 to float, !dbg !28
  %1158 = tail call float @llvm.maxnum.f32(float %1156, float %1157), !dbg !28
  %1159 = bitcast i32 %1018 to float, !dbg !28
  %1160 = bitcast i32 %1019 to float, !dbg !28
  %1161 = tail call float @llvm.maxnum.f32(float %1159, float %1160), !dbg !28
  %1162 = bitcast i32 %1020 to float, !dbg !28
  %1163 = tail call float @llvm.maxnum.f32(float %1161, float %1162), !dbg !28
  %1164 = bitcast i32 %1021 to float, !dbg !28
  %1165 = bitcast i32 %1022 to float, !dbg !28
  %1166 = tail call float @llvm.maxnum.f32(float %1164, float %1165), !dbg !28
  %1167 = bitcast i32 %1023 to float, !dbg !28
  %1168 = tail call float @llvm.maxnum.f32(float %1166, float %1167), !dbg !28
  %1169 = bitcast i32 %1024 to float, !dbg !28
  %1170 = bitcast i32 %1025 to float, !dbg !28
  %1171 = tail call float @llvm.maxnum.f32(float %1169, float %1170), !dbg !28
  %1172 = bitcast i32 %1026 to float, !dbg !28
  %1173 = tail call float @llvm.maxnum.f32(float %1171, float %1172), !dbg !28
  %1174 = bitcast i32 %1027 to float, !dbg !28
  %1175 = bitcast i32 %1028 to float, !dbg !28
  %1176 = tail call float @llvm.maxnum.f32(float %1174, float %1175), !dbg !28
  %1177 = bitcast i32 %1029 to float, !dbg !28
  %1178 = tail call float @llvm.maxnum.f32(float %1176, float %1177), !dbg !28
  %1179 = bitcast i32 %1030 to float, !dbg !28
  %1180 = bitcast i32 %1031 to float, !dbg !28
  %1181 = tail call float @llvm.maxnum.f32(float %1179, float %1180), !dbg !28
  %1182 = bitcast i32 %1032 to float, !dbg !28
  %1183 = tail call float @llvm.maxnum.f32(float %1181, float %1182), !dbg !28
  %1184 = bitcast i32 %1033 to float, !dbg !28
  %1185 = bitcast i32 %1034 to float, !dbg !28
  %1186 = tail call float @llvm.maxnum.f32(float %1184, float %1185), !dbg !28
  %1187 = bitcast i32 %1035 to float, !dbg !28
  %1188 = tail call float @llvm.maxnum.f32(float %1186, float %1187), !dbg !28
  %1189 = bitcast i32 %1036 to float, !dbg !28
  %1190 = bitcast i32 %1037 to float, !dbg !28
  %1191 = tail call float @llvm.maxnum.f32(float %1189, float %1190), !dbg !28
  %1192 = bitcast i32 %1038 to float, !dbg !28
  %1193 = tail call float @llvm.maxnum.f32(float %1191, float %1192), !dbg !28
  %1194 = bitcast i32 %1039 to float, !dbg !28
  %1195 = bitcast i32 %1040 to float, !dbg !28
  %1196 = tail call float @llvm.maxnum.f32(float %1194, float %1195), !dbg !28
  %1197 = bitcast i32 %1041 to float, !dbg !28
  %1198 = tail call float @llvm.maxnum.f32(float %1196, float %1197), !dbg !28
  %1199 = bitcast i32 %1042 to float, !dbg !28
  %1200 = bitcast i32 %1043 to float, !dbg !28
  %1201 = tail call float @llvm.maxnum.f32(float %1199, float %1200), !dbg !28
  %1202 = bitcast i32 %1044 to float, !dbg !28
  %1203 = tail call float @llvm.maxnum.f32(float %1201, float %1202), !dbg !28
  %1204 = bitcast i32 %1045 to float, !dbg !28
  %1205 = bitcast i32 %1046 to float, !dbg !28
  %1206 = tail call float @llvm.maxnum.f32(float %1204, float %1205), !dbg !28
  %1207 = bitcast i32 %1047 to float, !dbg !28
  %1208 = tail call float @llvm.maxnum.f32(float %1206, float %1207), !dbg !28
  %1209 = bitcast i32 %1048 to float, !dbg !28
  %1210 = bitcast i32 %1049 to float, !dbg !28
  %1211 = tail call float @llvm.maxnum.f32(float %1209, float %1210), !dbg !28
  %1212 = bitcast i32 %1050 to float, !dbg !28
  %1213 = tail call float @llvm.maxnum.f32(float %1211, float %1212), !dbg !28
  %1214 = bitcast i32 %1051 to float, !dbg !28
  %1215 = bitcast i32 %1052 to float, !dbg !28
  %1216 = tail call float @llvm.maxnum.f32(float %1214, float %1215), !dbg !28
  %1217 = bitcast i32 %1053 to float, !dbg !28
  %1218 = tail call float @llvm.maxnum.f32(float %1216, float %1217), !dbg !28
  %1219 = bitcast i32 %1054 to float, !dbg !28
  %1220 = bitcast i32 %1055 to float, !dbg !28
  %1221 = tail call float @llvm.maxnum.f32(float %1219, float %1220), !dbg !28
  %1222 = bitcast i32 %1056 to float, !dbg !28
  %1223 = tail call float @llvm.maxnum.f32(float %1221, float %1222), !dbg !28
  %1224 = bitcast i32 %1057 to float, !dbg !28
  %1225 = bitcast i32 %1058 to float, !dbg !28
  %1226 = tail call float @llvm.maxnum.f32(float %1224, float %1225), !dbg !28
  %1227 = bitcast i32 %1059 to float, !dbg !28
  %1228 = tail call float @llvm.maxnum.f32(float %1226, float %1227), !dbg !28
  %1229 = bitcast i32 %1060 to float, !dbg !28
  %1230 = bitcast i32 %1061 to float, !dbg !28
  %1231 = tail call float @llvm.maxnum.f32(float %1229, float %1230), !dbg !28
  %1232 = bitcast i32 %1062 to float, !dbg !28
  %1233 = tail call float @llvm.maxnum.f32(float %1231, float %1232), !dbg !28
  %1234 = tail call float @llvm.maxnum.f32(float %1133, float %1138), !dbg !28
  %1235 = tail call float @llvm.maxnum.f32(float %1234, float %1143), !dbg !28
  %1236 = tail call float @llvm.maxnum.f32(float %1148, float %1153), !dbg !28
  %1237 = tail call float @llvm.maxnum.f32(float %1236, float %1158), !dbg !28
  %1238 = tail call float @llvm.maxnum.f32(float %1163, float %1168), !dbg !28
  %1239 = tail call float @llvm.maxnum.f32(float %1238, float %1173), !dbg !28
  %1240 = tail call float @llvm.maxnum.f32(float %1178, float %1183), !dbg !28
  %1241 = tail call float @llvm.maxnum.f32(float %1240, float %1188), !dbg !28
  %1242 = tail call float @llvm.maxnum.f32(float %1193, float %1198), !dbg !28
  %1243 = tail call float @llvm.maxnum.f32(float %1242, float %1203), !dbg !28
  %1244 = tail call float @llvm.maxnum.f32(float %1208, float %1213), !dbg !28
  %1245 = tail call float @llvm.maxnum.f32(float %1244, float %1218), !dbg !28
  %1246 = tail call float @llvm.maxnum.f32(float %1223, float %1228), !dbg !28
  %1247 = tail call float @llvm.maxnum.f32(float %1246, float %1233), !dbg !28
  %1248 = tail call float @llvm.maxnum.f32(float %1235, float %1237), !dbg !28
  %1249 = tail call float @llvm.maxnum.f32(float %1248, float %1239), !dbg !28
  %1250 = tail call float @llvm.maxnum.f32(float %1241, float %1243), !dbg !28
  %1251 = tail call float @llvm.maxnum.f32(float %1250, float %1245), !dbg !28
  %1252 = bitcast i32 %1063 to float, !dbg !28
  %1253 = tail call float @llvm.maxnum.f32(float %1247, float %1252), !dbg !28
  %1254 = tail call float @llvm.maxnum.f32(float %1249, float %1251), !dbg !28
  %1255 = tail call float @llvm.maxnum.f32(float %1254, float %1253), !dbg !28
  %1256 = tail call float @llvm.maxnum.f32(float %1255, float -inf), !dbg !34
  %1257 = insertelement <64 x float> poison, float %1256, i64 0, !dbg !35
  %1258 = shufflevector <64 x float> %1257, <64 x float> poison, <64 x i32> zeroinitializer, !dbg !35
  %1259 = fsub <64 x float> %1128, %1258, !dbg !35
  %1260 = fmul <64 x float> %1259, splat (float f0x3FB8AA3B), !dbg !36
  %1261 = extractelement <64 x float> %1260, i64 0, !dbg !36
  %1262 = tail call float @llvm.nvvm.ex2.approx.f32(float %1261), !dbg !36
  %1263 = extractelement <64 x float> %1260, i64 1, !dbg !36
  %1264 = tail call float @llvm.nvvm.ex2.approx.f32(float %1263), !dbg !36
  %1265 = extractelement <64 x float> %1260, i64 2, !dbg !36
  %1266 = tail call float @llvm.nvvm.ex2.approx.f32(float %1265), !dbg !36
  %1267 = extractelement <64 x float> %1260, i64 3, !dbg !36
  %1268 = tail call float @llvm.nvvm.ex2.approx.f32(float %1267), !dbg !36
  %1269 = extractelement <64 x float> %1260, i64 4, !dbg !36
  %1270 = tail call float @llvm.nvvm.ex2.approx.f32(float %1269), !dbg !36
  %1271 = extractelement <64 x float> %1260, i64 5, !dbg !36
  %1272 = tail call float @llvm.nvvm.ex2.approx.f32(float %1271), !dbg !36
  %1273 = extractelement <64 x float> %1260, i64 6, !dbg !36
  %1274 = tail call float @llvm.nvvm.ex2.approx.f32(float %1273), !dbg !36
  %1275 = extractelement <64 x float> %1260, i64 7, !dbg !36
  %1276 = tail call float @llvm.nvvm.ex2.approx.f32(float %1275), !dbg !36
  %1277 = extractelement <64 x float> %1260, i64 8, !dbg !36
  %1278 = tail call float @llvm.nvvm.ex2.approx.f32(float %1277), !dbg !36
  %1279 = extractelement <64 x float> %1260, i64 9, !dbg !36
  %1280 = tail call float @llvm.nvvm.ex2.approx.f32(float %1279), !dbg !36
  %1281 = extractelement <64 x float> %1260, i64 10, !dbg !36
  %1282 = tail call float @llvm.nvvm.ex2.approx.f32(float %1281), !dbg !36
  %1283 = extractelement <64 x float> %1260, i64 11, !dbg !36
  %1284 = tail call float @llvm.nvvm.ex2.approx.f32(float %1283), !dbg !36
  %1285 = extractelement <64 x float> %1260, i64 12, !dbg !36
  %1286 = tail call float @llvm.nvvm.ex2.approx.f32(float %1285), !dbg !36
  %1287 = extractelement <64 x float> %1260, i64 13, !dbg !36
  %1288 = tail call float @llvm.nvvm.ex2.approx.f32(float %1287), !dbg !36
  %1289 = extractelement <64 x float> %1260, i64 14, !dbg !36
  %1290 = tail call float @llvm.nvvm.ex2.approx.f32(float %1289), !dbg !36
  %1291 = extractelement <64 x float> %1260, i64 15, !dbg !36
  %1292 = tail call float @llvm.nvvm.ex2.approx.f32(float %1291), !dbg !36
  %1293 = extractelement <64 x float> %1260, i64 16, !dbg !36
  %1294 = tail call float @llvm.nvvm.ex2.approx.f32(float %1293), !dbg !36
  %1295 = extractelement <64 x float> %1260, i64 17, !dbg !36
  %1296 = tail call float @llvm.nvvm.ex2.approx.f32(float %1295), !dbg !36
  %1297 = extractelement <64 x float> %1260, i64 18, !dbg !36
  %1298 = tail call float @llvm.nvvm.ex2.approx.f32(float %1297), !dbg !36
  %1299 = extractelement <64 x float> %1260, i64 19, !dbg !36
  %1300 = tail call float @llvm.nvvm.ex2.approx.f32(float %1299), !dbg !36
  %1301 = extractelement <64 x float> %1260, i64 20, !dbg !36
  %1302 = tail call float @llvm.nvvm.ex2.approx.f32(float %1301), !dbg !36
  %1303 = extractelement <64 x float> %1260, i64 21, !dbg !36
  %1304 = tail call float @llvm.nvvm.ex2.approx.f32(float %1303), !dbg !36
  %1305 = extractelement <64 x float> %1260, i64 22, !dbg !36
  %1306 = tail call float @llvm.nvvm.ex2.approx.f32(float %1305), !dbg !36
  %1307 = extractelement <64 x float> %1260, i64 23, !dbg !36
  %1308 = tail call float @llvm.nvvm.ex2.approx.f32(float %1307), !dbg !36
  %1309 = extractelement <64 x float> %1260, i64 24, !dbg !36
  %1310 = tail call float @llvm.nvvm.ex2.approx.f32(float %1309), !dbg !36
  %1311 = extractelement <64 x float> %1260, i64 25, !dbg !36
  %1312 = tail call float @llvm.nvvm.ex2.approx.f32(float %1311), !dbg !36
  %1313 = extractelement <64 x float> %1260, i64 26, !dbg !36
  %1314 = tail call float @llvm.nvvm.ex2.approx.f32(float %1313), !dbg !36
  %1315 = extractelement <64 x float> %1260, i64 27, !dbg !36
  %1316 = tail call float @llvm.nvvm.ex2.approx.f32(float %1315), !dbg !36
  %1317 = extractelement <64 x float> %1260, i64 28, !dbg !36
  %1318 = tail call float @llvm.nvvm.ex2.approx.f32(float %1317), !dbg !36
  %1319 = extractelement <64 x float> %1260, i64 29, !dbg !36
  %1320 = tail call float @llvm.nvvm.ex2.approx.f32(float %1319), !dbg !36
  %1321 = extractelement <64 x float> %1260, i64 30, !dbg !36
  %1322 = tail call float @llvm.nvvm.ex2.approx.f32(float %1321), !dbg !36
  %1323 = extractelement <64 x float> %1260, i64 31, !dbg !36
  %1324 = tail call float @llvm.nvvm.ex2.approx.f32(float %1323), !dbg !36
  %1325 = extractelement <64 x float> %1260, i64 32, !dbg !36
  %1326 = tail call float @llvm.nvvm.ex2.approx.f32(float %1325), !dbg !36
  %1327 = extractelement <64 x float> %1260, i64 33, !dbg !36
  %1328 = tail call float @llvm.nvvm.ex2.approx.f32(float %1327), !dbg !36
  %1329 = extractelement <64 x float> %1260, i64 34, !dbg !36
  %1330 = tail call float @llvm.nvvm.ex2.approx.f32(float %1329), !dbg !36
  %1331 = extractelement <64 x float> %1260, i64 35, !dbg !36
  %1332 = tail call float @llvm.nvvm.ex2.approx.f32(float %1331), !dbg !36
  %1333 = extractelement <64 x float> %1260, i64 36, !dbg !36
  %1334 = tail call float @llvm.nvvm.ex2.approx.f32(float %1333), !dbg !36
  %1335 = extractelement <64 x float> %1260, i64 37, !dbg !36
  %1336 = tail call float @llvm.nvvm.ex2.approx.f32(float %1335), !dbg !36
  %1337 = extractelement <64 x float> %1260, i64 38, !dbg !36
  %1338 = tail call float @llvm.nvvm.ex2.approx.f32(float %1337), !dbg !36
  %1339 = extractelement <64 x float> %1260, i64 39, !dbg !36
  %1340 = tail call float @llvm.nvvm.ex2.approx.f32(float %1339), !dbg !36
  %1341 = extractelement <64 x float> %1260, i64 40, !dbg !36
  %1342 = tail call float @llvm.nvvm.ex2.approx.f32(float %1341), !dbg !36
  %1343 = extractelement <64 x float> %1260, i64 41, !dbg !36
  %1344 = tail call float @llvm.nvvm.ex2.approx.f32(float %1343), !dbg !36
  %1345 = extractelement <64 x float> %1260, i64 42, !dbg !36
  %1346 = tail call float @llvm.nvvm.ex2.approx.f32(float %1345), !dbg !36
  %1347 = extractelement <64 x float> %1260, i64 43, !dbg !36
  %1348 = tail call float @llvm.nvvm.ex2.approx.f32(float %1347), !dbg !36
  %1349 = extractelement <64 x float> %1260, i64 44, !dbg !36
  %1350 = tail call float @llvm.nvvm.ex2.approx.f32(float %1349), !dbg !36
  %1351 = extractelement <64 x float> %1260, i64 45, !dbg !36
  %1352 = tail call float @llvm.nvvm.ex2.approx.f32(float %1351), !dbg !36
  %1353 = extractelement <64 x float> %1260, i64 46, !dbg !36
  %1354 = tail call float @llvm.nvvm.ex2.approx.f32(float %1353), !dbg !36
  %1355 = extractelement <64 x float> %1260, i64 47, !dbg !36
  %1356 = tail call float @llvm.nvvm.ex2.approx.f32(float %1355), !dbg !36
  %1357 = extractelement <64 x float> %1260, i64 48, !dbg !36
  %1358 = tail call float @llvm.nvvm.ex2.approx.f32(float %1357), !dbg !36
  %1359 = extractelement <64 x float> %1260, i64 49, !dbg !36
  %1360 = tail call float @llvm.nvvm.ex2.approx.f32(float %1359), !dbg !36
  %1361 = extractelement <64 x float> %1260, i64 50, !dbg !36
  %1362 = tail call float @llvm.nvvm.ex2.approx.f32(float %1361), !dbg !36
  %1363 = extractelement <64 x float> %1260, i64 51, !dbg !36
  %1364 = tail call float @llvm.nvvm.ex2.approx.f32(float %1363), !dbg !36
  %1365 = extractelement <64 x float> %1260, i64 52, !dbg !36
  %1366 = tail call float @llvm.nvvm.ex2.approx.f32(float %1365), !dbg !36
  %1367 = extractelement <64 x float> %1260, i64 53, !dbg !36
  %1368 = tail call float @llvm.nvvm.ex2.approx.f32(float %1367), !dbg !36
  %1369 = extractelement <64 x float> %1260, i64 54, !dbg !36
  %1370 = tail call float @llvm.nvvm.ex2.approx.f32(float %1369), !dbg !36
  %1371 = extractelement <64 x float> %1260, i64 55, !dbg !36
  %1372 = tail call float @llvm.nvvm.ex2.approx.f32(float %1371), !dbg !36
  %1373 = extractelement <64 x float> %1260, i64 56, !dbg !36
  %1374 = tail call float @llvm.nvvm.ex2.approx.f32(float %1373), !dbg !36
  %1375 = extractelement <64 x float> %1260, i64 57, !dbg !36
  %1376 = tail call float @llvm.nvvm.ex2.approx.f32(float %1375), !dbg !36
  %1377 = extractelement <64 x float> %1260, i64 58, !dbg !36
  %1378 = tail call float @llvm.nvvm.ex2.approx.f32(float %1377), !dbg !36
  %1379 = extractelement <64 x float> %1260, i64 59, !dbg !36
  %1380 = tail call float @llvm.nvvm.ex2.approx.f32(float %1379), !dbg !36
  %1381 = extractelement <64 x float> %1260, i64 60, !dbg !36
  %1382 = tail call float @llvm.nvvm.ex2.approx.f32(float %1381), !dbg !36
  %1383 = extractelement <64 x float> %1260, i64 61, !dbg !36
  %1384 = tail call float @llvm.nvvm.ex2.approx.f32(float %1383), !dbg !36
  %1385 = extractelement <64 x float> %1260, i64 62, !dbg !36
  %1386 = tail call float @llvm.nvvm.ex2.approx.f32(float %1385), !dbg !36
  %1387 = extractelement <64 x float> %1260, i64 63, !dbg !36
  %1388 = tail call float @llvm.nvvm.ex2.approx.f32(float %1387), !dbg !36
  %1389 = fsub float -inf, %1256, !dbg !37
  %1390 = fmul float %1389, f0x3FB8AA3B, !dbg !38
  %1391 = tail call float @llvm.nvvm.ex2.approx.f32(float %1390), !dbg !38
  %1392 = fmul float %1391, 0.000000e+00, !dbg !39
  %1393 = insertelement <2 x float> poison, float %1262, i64 0, !dbg !40
  %1394 = insertelement <2 x float> %1393, float %1264, i64 1, !dbg !40
  %1395 = insertelement <2 x float> poison, float %1266, i64 0, !dbg !40
  %1396 = insertelement <2 x float> %1395, float %1268, i64 1, !dbg !40
  %1397 = insertelement <2 x float> poison, float %1270, i64 0, !dbg !40
  %1398 = insertelement <2 x float> %1397, float %1272, i64 1, !dbg !40
  %1399 = insertelement <2 x float> poison, float %1274, i64 0, !dbg !40
  %1400 = insertelement <2 x float> %1399, float %1276, i64 1, !dbg !40
  %1401 = insertelement <2 x float> poison, float %1278, i64 0, !dbg !40
  %1402 = insertelement <2 x float> %1401, float %1280, i64 1, !dbg !40
  %1403 = insertelement <2 x float> poison, float %1282, i64 0, !dbg !40
  %1404 = insertelement <2 x float> %1403, float %1284, i64 1, !dbg !40
  %1405 = insertelement <2 x float> poison, float %1286, i64 0, !dbg !40
  %1406 = insertelement <2 x float> %1405, float %1288, i64 1, !dbg !40
  %1407 = insertelement <2 x float> poison, float %1290, i64 0, !dbg !40
  %1408 = insertelement <2 x float> %1407, float %1292, i64 1, !dbg !40
  %1409 = insertelement <2 x float> poison, float %1294, i64 0, !dbg !40
  %1410 = insertelement <2 x float> %1409, float %1296, i64 1, !dbg !40
  %1411 = insertelement <2 x float> poison, float %1298, i64 0, !dbg !40
  %1412 = insertelement <2 x float> %1411, float %1300, i64 1, !dbg !40
  %1413 = insertelement <2 x float> poison, float %1302, i64 0, !dbg !40
  %1414 = insertelement <2 x float> %1413, float %1304, i64 1, !dbg !40
  %1415 = insertelement <2 x float> poison, float %1306, i64 0, !dbg !40
  %1416 = insertelement <2 x float> %1415, float %1308, i64 1, !dbg !40
  %1417 = insertelement <2 x float> poison, float %1310, i64 0, !dbg !40
  %1418 = insertelement <2 x float> %1417, float %1312, i64 1, !dbg !40
  %1419 = insertelement <2 x float> poison, float %1314, i64 0, !dbg !40
  %1420 = insertelement <2 x float> %1419, float %1316, i64 1, !dbg !40
  %1421 = insertelement <2 x float> poison, float %1318, i64 0, !dbg !40
  %1422 = insertelement <2 x float> %1421, float %1320, i64 1, !dbg !40
  %1423 = insertelement <2 x float> poison, float %1322, i64 0, !dbg !40
  %1424 = insertelement <2 x float> %1423, float %1324, i64 1, !dbg !40
  %1425 = insertelement <2 x float> poison, float %1326, i64 0, !dbg !40
  %1426 = insertelement <2 x float> %1425, float %1328, i64 1, !dbg !40
  %1427 = insertelement <2 x float> poison, float %1330, i64 0, !dbg !40
  %1428 = insertelement <2 x float> %1427, float %1332, i64 1, !dbg !40
  %1429 = insertelement <2 x float> poison, float %1334, i64 0, !dbg !40
  %1430 = insertelement <2 x float> %1429, float %1336, i64 1, !dbg !40
  %1431 = insertelement <2 x float> poison, float %1338, i64 0, !dbg !40
  %1432 = insertelement <2 x float> %1431, float %1340, i64 1, !dbg !40
  %1433 = insertelement <2 x float> poison, float %1342, i64 0, !dbg !40
  %1434 = insertelement <2 x float> %1433, float %1344, i64 1, !dbg !40
  %1435 = insertelement <2 x float> poison, float %1346, i64 0, !dbg !40
  %1436 = insertelement <2 x float> %1435, float %1348, i64 1, !dbg !40
  %1437 = insertelement <2 x float> poison, float %1350, i64 0, !dbg !40
  %1438 = insertelement <2 x float> %1437, float %1352, i64 1, !dbg !40
  %1439 = insertelement <2 x float> poison, float %1354, i64 0, !dbg !40
  %1440 = insertelement <2 x float> %1439, float %1356, i64 1, !dbg !40
  %1441 = insertelement <2 x float> poison, float %1358, i64 0, !dbg !40
  %1442 = insertelement <2 x float> %1441, float %1360, i64 1, !dbg !40
  %1443 = insertelement <2 x float> poison, float %1362, i64 0, !dbg !40
  %1444 = insertelement <2 x float> %1443, float %1364, i64 1, !dbg !40
  %1445 = insertelement <2 x float> poison, float %1366, i64 0, !dbg !40
  %1446 = insertelement <2 x float> %1445, float %1368, i64 1, !dbg !40
  %1447 = insertelement <2 x float> poison, float %1370, i64 0, !dbg !40
  %1448 = insertelement <2 x float> %1447, float %1372, i64 1, !dbg !40
  %1449 = insertelement <2 x float> poison, float %1374, i64 0, !dbg !40
  %1450 = insertelement <2 x float> %1449, float %1376, i64 1, !dbg !40
  %1451 = insertelement <2 x float> poison, float %1378, i64 0, !dbg !40
  %1452 = insertelement <2 x float> %1451, float %1380, i64 1, !dbg !40
  %1453 = insertelement <2 x float> poison, float %1382, i64 0, !dbg !40
  %1454 = insertelement <2 x float> %1453, float %1384, i64 1, !dbg !40
  %1455 = insertelement <2 x float> poison, float %1386, i64 0, !dbg !40
  %1456 = insertelement <2 x float> %1455, float %1388, i64 1, !dbg !40
  %1457 = fadd <2 x float> %1394, %1396, !dbg !40
  %1458 = fadd <2 x float> %1398, %1400, !dbg !40
  %1459 = fadd <2 x float> %1402, %1404, !dbg !40
  %1460 = fadd <2 x float> %1406, %1408, !dbg !40
  %1461 = fadd <2 x float> %1410, %1412, !dbg !40
  %1462 = fadd <2 x float> %1414, %1416, !dbg !40
  %1463 = fadd <2 x float> %1418, %1420, !dbg !40
  %1464 = fadd <2 x float> %1422, %1424, !dbg !40
  %1465 = fadd <2 x float> %1426, %1428, !dbg !40
  %1466 = fadd <2 x float> %1430, %1432, !dbg !40
  %1467 = fadd <2 x float> %1434, %1436, !dbg !40
  %1468 = fadd <2 x float> %1438, %1440, !dbg !40
  %1469 = fadd <2 x float> %1442, %1444, !dbg !40
  %1470 = fadd <2 x float> %1446, %1448, !dbg !40
  %1471 = fadd <2 x float> %1450, %1452, !dbg !40
  %1472 = fadd <2 x float> %1454, %1456, !dbg !40
  %1473 = fadd <2 x float> %1457, %1458, !dbg !40
  %1474 = fadd <2 x float> %1459, %1460, !dbg !40
  %1475 = fadd <2 x float> %1461, %1462, !dbg !40
  %1476 = fadd <2 x float> %1463, %1464, !dbg !40
  %1477 = fadd <2 x float> %1465, %1466, !dbg !40
  %1478 = fadd <2 x float> %1467, %1468, !dbg !40
  %1479 = fadd <2 x float> %1469, %1470, !dbg !40
  %1480 = fadd <2 x float> %1471, %1472, !dbg !40
  %1481 = fadd <2 x float> %1473, %1474, !dbg !40
  %1482 = fadd <2 x float> %1475, %1476, !dbg !40
  %1483 = fadd <2 x float> %1477, %1478, !dbg !40
  %1484 = fadd <2 x float> %1479, %1480, !dbg !40
  %1485 = fadd <2 x float> %1481, %1482, !dbg !40
  %1486 = fadd <2 x float> %1483, %1484, !dbg !40
  %1487 = fadd <2 x float> %1485, %1486, !dbg !40
  %shift = shufflevector <2 x float> %1487, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !42
  %foldExtExtBinop = fadd <2 x float> %1487, %shift, !dbg !42
  %1488 = extractelement <2 x float> %foldExtExtBinop, i64 0, !dbg !42
  %1489 = fadd float %1392, %1488, !dbg !39
  %1490 = select i1 %575, float %1489, float 0.000000e+00, !dbg !21
  %1491 = fptrunc <2 x float> %1394 to <2 x half>, !dbg !43
  %1492 = fptrunc <2 x float> %1396 to <2 x half>, !dbg !43
  %1493 = fptrunc <2 x float> %1398 to <2 x half>, !dbg !43
  %1494 = fptrunc <2 x float> %1400 to <2 x half>, !dbg !43
  %1495 = fptrunc <2 x float> %1402 to <2 x half>, !dbg !43
  %1496 = fptrunc <2 x float> %1404 to <2 x half>, !dbg !43
  %1497 = fptrunc <2 x float> %1406 to <2 x half>, !dbg !43
  %1498 = fptrunc <2 x float> %1408 to <2 x half>, !dbg !43
  %1499 = fptrunc <2 x float> %1410 to <2 x half>, !dbg !43
  %1500 = fptrunc <2 x float> %1412 to <2 x half>, !dbg !43
  %1501 = fptrunc <2 x float> %1414 to <2 x half>, !dbg !43
  %1502 = fptrunc <2 x float> %1416 to <2 x half>, !dbg !43
  %1503 = fptrunc <2 x float> %1418 to <2 x half>, !dbg !43
  %1504 = fptrunc <2 x float> %1420 to <2 x half>, !dbg !43
  %1505 = fptrunc <2 x float> %1422 to <2 x half>, !dbg !43
  %1506 = fptrunc <2 x float> %1424 to <2 x half>, !dbg !43
  %1507 = fptrunc <2 x float> %1426 to <2 x half>, !dbg !43
  %1508 = fptrunc <2 x float> %1428 to <2 x half>, !dbg !43
  %1509 = fptrunc <2 x float> %1430 to <2 x half>, !dbg !43
  %1510 = fptrunc <2 x float> %1432 to <2 x half>, !dbg !43
  %1511 = fptrunc <2 x float> %1434 to <2 x half>, !dbg !43
  %1512 = fptrunc <2 x float> %1436 to <2 x half>, !dbg !43
  %1513 = fptrunc <2 x float> %1438 to <2 x half>, !dbg !43
  %1514 = fptrunc <2 x float> %1440 to <2 x half>, !dbg !43
  %1515 = fptrunc <2 x float> %1442 to <2 x half>, !dbg !43
  %1516 = fptrunc <2 x float> %1444 to <2 x half>, !dbg !43
  %1517 = fptrunc <2 x float> %1446 to <2 x half>, !dbg !43
  %1518 = fptrunc <2 x float> %1448 to <2 x half>, !dbg !43
  %1519 = fptrunc <2 x float> %1450 to <2 x half>, !dbg !43
  %1520 = fptrunc <2 x float> %1452 to <2 x half>, !dbg !43
  %1521 = fptrunc <2 x float> %1454 to <2 x half>, !dbg !43
  %1522 = fptrunc <2 x float> %1456 to <2 x half>, !dbg !43
  %1523 = add i32 %10, 128, !dbg !20
  %1524 = bitcast <2 x half> %1491 to i32, !dbg !20
  %1525 = bitcast <2 x half> %1492 to i32, !dbg !20
  %1526 = bitcast <2 x half> %1493 to i32, !dbg !20
  %1527 = bitcast <2 x half> %1494 to i32, !dbg !20
  %1528 = bitcast <2 x half> %1495 to i32, !dbg !20
  %1529 = bitcast <2 x half> %1496 to i32, !dbg !20
  %1530 = bitcast <2 x half> %1497 to i32, !dbg !20
  %1531 = bitcast <2 x half> %1498 to i32, !dbg !20
  %1532 = bitcast <2 x half> %1499 to i32, !dbg !20
  %1533 = bitcast <2 x half> %1500 to i32, !dbg !20
  %1534 = bitcast <2 x half> %1501 to i32, !dbg !20
  %1535 = bitcast <2 x half> %1502 to i32, !dbg !20
  %1536 = bitcast <2 x half> %1503 to i32, !dbg !20
  %1537 = bitcast <2 x half> %1504 to i32, !dbg !20
  %1538 = bitcast <2 x half> %1505 to i32, !dbg !20
  %1539 = bitcast <2 x half> %1506 to i32, !dbg !20
  %1540 = bitcast <2 x half> %1507 to i32, !dbg !20
  %1541 = bitcast <2 x half> %1508 to i32, !dbg !20
  %1542 = bitcast <2 x half> %1509 to i32, !dbg !20
  %1543 = bitcast <2 x half> %1510 to i32, !dbg !20
  %1544 = bitcast <2 x half> %1511 to i32, !dbg !20
  %1545 = bitcast <2 x half> %1512 to i32, !dbg !20
  %1546 = bitcast <2 x half> %1513 to i32, !dbg !20
  %1547 = bitcast <2 x half> %1514 to i32, !dbg !20
  %1548 = bitcast <2 x half> %1515 to i32, !dbg !20
  %1549 = bitcast <2 x half> %1516 to i32, !dbg !20
  %1550 = bitcast <2 x half> %1517 to i32, !dbg !20
  %1551 = bitcast <2 x half> %1518 to i32, !dbg !20
  %1552 = bitcast <2 x half> %1519 to i32, !dbg !20
  %1553 = bitcast <2 x half> %1520 to i32, !dbg !20
  %1554 = bitcast <2 x half> %1521 to i32, !dbg !20
  %1555 = bitcast <2 x half> %1522 to i32, !dbg !20
  %1556 = add i32 %566, %1523, !dbg !20
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x32.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 %575, i32 %1556, i32 %1524, i32 %1525, i32 %1526, i32 %1527, i32 %1528, i32 %1529, i32 %1530, i32 %1531, i32 %1532, i32 %1533, i32 %1534, i32 %1535, i32 %1536, i32 %1537, i32 %1538, i32 %1539, i32 %1540, i32 %1541, i32 %1542, i32 %1543, i32 %1544, i32 %1545, i32 %1546, i32 %1547, i32 %1548, i32 %1549, i32 %1550, i32 %1551, i32 %1552, i32 %1553, i32 %1554, i32 %1555) #11, !dbg !20
  %1557 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %567) #11, !dbg !20
  %1558 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 0, !dbg !20
  %1559 = bitcast i32 %1558 to float, !dbg !20
  %1560 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 1, !dbg !20
  %1561 = bitcast i32 %1560 to float, !dbg !20
  %1562 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 2, !dbg !20
  %1563 = bitcast i32 %1562 to float, !dbg !20
  %1564 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 3, !dbg !20
  %1565 = bitcast i32 %1564 to float, !dbg !20
  %1566 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 4, !dbg !20
  %1567 = bitcast i32 %1566 to float, !dbg !20
  %1568 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 5, !dbg !20
  %1569 = bitcast i32 %1568 to float, !dbg !20
  %1570 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 6, !dbg !20
  %1571 = bitcast i32 %1570 to float, !dbg !20
  %1572 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 7, !dbg !20
  %1573 = bitcast i32 %1572 to float, !dbg !20
  %1574 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 8, !dbg !20
  %1575 = bitcast i32 %1574 to float, !dbg !20
  %1576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 9, !dbg !20
  %1577 = bitcast i32 %1576 to float, !dbg !20
  %1578 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 10, !dbg !20
  %1579 = bitcast i32 %1578 to float, !dbg !20
  %1580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 11, !dbg !20
  %1581 = bitcast i32 %1580 to float, !dbg !20
  %1582 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 12, !dbg !20
  %1583 = bitcast i32 %1582 to float, !dbg !20
  %1584 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 13, !dbg !20
  %1585 = bitcast i32 %1584 to float, !dbg !20
  %1586 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 14, !dbg !20
  %1587 = bitcast i32 %1586 to float, !dbg !20
  %1588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 15, !dbg !20
  %1589 = bitcast i32 %1588 to float, !dbg !20
  %1590 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 16, !dbg !20
  %1591 = bitcast i32 %1590 to float, !dbg !20
  %1592 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 17, !dbg !20
  %1593 = bitcast i32 %1592 to float, !dbg !20
  %1594 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 18, !dbg !20
  %1595 = bitcast i32 %1594 to float, !dbg !20
  %1596 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 19, !dbg !20
  %1597 = bitcast i32 %1596 to float, !dbg !20
  %1598 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 20, !dbg !20
  %1599 = bitcast i32 %1598 to float, !dbg !20
  %1600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 21, !dbg !20
  %1601 = bitcast i32 %1600 to float, !dbg !20
  %1602 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 22, !dbg !20
  %1603 = bitcast i32 %1602 to float, !dbg !20
  %1604 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 23, !dbg !20
  %1605 = bitcast i32 %1604 to float, !dbg !20
  %1606 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 24, !dbg !20
  %1607 = bitcast i32 %1606 to float, !dbg !20
  %1608 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 25, !dbg !20
  %1609 = bitcast i32 %1608 to float, !dbg !20
  %1610 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 26, !dbg !20
  %1611 = bitcast i32 %1610 to float, !dbg !20
  %1612 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 27, !dbg !20
  %1613 = bitcast i32 %1612 to float, !dbg !20
  %1614 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 28, !dbg !20
  %1615 = bitcast i32 %1614 to float, !dbg !20
  %1616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 29, !dbg !20
  %1617 = bitcast i32 %1616 to float, !dbg !20
  %1618 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 30, !dbg !20
  %1619 = bitcast i32 %1618 to float, !dbg !20
  %1620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 31, !dbg !20
  %1621 = bitcast i32 %1620 to float, !dbg !20
  %1622 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 32, !dbg !20
  %1623 = bitcast i32 %1622 to float, !dbg !20
  %1624 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 33, !dbg !20
  %1625 = bitcast i32 %1624 to float, !dbg !20
  %1626 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 34, !dbg !20
  %1627 = bitcast i32 %1626 to float, !dbg !20
  %1628 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 35, !dbg !20
  %1629 = bitcast i32 %1628 to float, !dbg !20
  %1630 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 36, !dbg !20
  %1631 = bitcast i32 %1630 to float, !dbg !20
  %1632 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 37, !dbg !20
  %1633 = bitcast i32 %1632 to float, !dbg !20
  %1634 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 38, !dbg !20
  %1635 = bitcast i32 %1634 to float, !dbg !20
  %1636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 39, !dbg !20
  %1637 = bitcast i32 %1636 to float, !dbg !20
  %1638 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 40, !dbg !20
  %1639 = bitcast i32 %1638 to float, !dbg !20
  %1640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 41, !dbg !20
  %1641 = bitcast i32 %1640 to float, !dbg !20
  %1642 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 42, !dbg !20
  %1643 = bitcast i32 %1642 to float, !dbg !20
  %1644 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 43, !dbg !20
  %1645 = bitcast i32 %1644 to float, !dbg !20
  %1646 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 44, !dbg !20
  %1647 = bitcast i32 %1646 to float, !dbg !20
  %1648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 45, !dbg !20
  %1649 = bitcast i32 %1648 to float, !dbg !20
  %1650 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 46, !dbg !20
  %1651 = bitcast i32 %1650 to float, !dbg !20
  %1652 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 47, !dbg !20
  %1653 = bitcast i32 %1652 to float, !dbg !20
  %1654 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 48, !dbg !20
  %1655 = bitcast i32 %1654 to float, !dbg !20
  %1656 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 49, !dbg !20
  %1657 = bitcast i32 %1656 to float, !dbg !20
  %1658 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 50, !dbg !20
  %1659 = bitcast i32 %1658 to float, !dbg !20
  %1660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 51, !dbg !20
  %1661 = bitcast i32 %1660 to float, !dbg !20
  %1662 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 52, !dbg !20
  %1663 = bitcast i32 %1662 to float, !dbg !20
  %1664 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 53, !dbg !20
  %1665 = bitcast i32 %1664 to float, !dbg !20
  %1666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 54, !dbg !20
  %1667 = bitcast i32 %1666 to float, !dbg !20
  %1668 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 55, !dbg !20
  %1669 = bitcast i32 %1668 to float, !dbg !20
  %1670 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 56, !dbg !20
  %1671 = bitcast i32 %1670 to float, !dbg !20
  %1672 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 57, !dbg !20
  %1673 = bitcast i32 %1672 to float, !dbg !20
  %1674 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 58, !dbg !20
  %1675 = bitcast i32 %1674 to float, !dbg !20
  %1676 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 59, !dbg !20
  %1677 = bitcast i32 %1676 to float, !dbg !20
  %1678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 60, !dbg !20
  %1679 = bitcast i32 %1678 to float, !dbg !20
  %1680 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 61, !dbg !20
  %1681 = bitcast i32 %1680 to float, !dbg !20
  %1682 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 62, !dbg !20
  %1683 = bitcast i32 %1682 to float, !dbg !20
  %1684 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1557, 63, !dbg !20
  %1685 = bitcast i32 %1684 to float, !dbg !20
  %1686 = fmul float %1391, %1559, !dbg !44
  %1687 = fmul float %1391, %1561, !dbg !44
  %1688 = fmul float %1391, %1563, !dbg !44
  %1689 = fmul float %1391, %1565, !dbg !44
  %1690 = fmul float %1391, %1567, !dbg !44
  %1691 = fmul float %1391, %1569, !dbg !44
  %1692 = fmul float %1391, %1571, !dbg !44
  %1693 = fmul float %1391, %1573, !dbg !44
  %1694 = fmul float %1391, %1575, !dbg !44
  %1695 = fmul float %1391, %1577, !dbg !44
  %1696 = fmul float %1391, %1579, !dbg !44
  %1697 = fmul float %1391, %1581, !dbg !44
  %1698 = fmul float %1391, %1583, !dbg !44
  %1699 = fmul float %1391, %1585, !dbg !44
  %1700 = fmul float %1391, %1587, !dbg !44
  %1701 = fmul float %1391, %1589, !dbg !44
  %1702 = fmul float %1391, %1591, !dbg !44
  %1703 = fmul float %1391, %1593, !dbg !44
  %1704 = fmul float %1391, %1595, !dbg !44
  %1705 = fmul float %1391, %1597, !dbg !44
  %1706 = fmul float %1391, %1599, !dbg !44
  %1707 = fmul float %1391, %1601, !dbg !44
  %1708 = fmul float %1391, %1603, !dbg !44
  %1709 = fmul float %1391, %1605, !dbg !44
  %1710 = fmul float %1391, %1607, !dbg !44
  %1711 = fmul float %1391, %1609, !dbg !44
  %1712 = fmul float %1391, %1611, !dbg !44
  %1713 = fmul float %1391, %1613, !dbg !44
  %1714 = fmul float %1391, %1615, !dbg !44
  %1715 = fmul float %1391, %1617, !dbg !44
  %1716 = fmul float %1391, %1619, !dbg !44
  %1717 = fmul float %1391, %1621, !dbg !44
  %1718 = fmul float %1391, %1623, !dbg !44
  %1719 = fmul float %1391, %1625, !dbg !44
  %1720 = fmul float %1391, %1627, !dbg !44
  %1721 = fmul float %1391, %1629, !dbg !44
  %1722 = fmul float %1391, %1631, !dbg !44
  %1723 = fmul float %1391, %1633, !dbg !44
  %1724 = fmul float %1391, %1635, !dbg !44
  %1725 = fmul float %1391, %1637, !dbg !44
  %1726 = fmul float %1391, %1639, !dbg !44
  %1727 = fmul float %1391, %1641, !dbg !44
  %1728 = fmul float %1391, %1643, !dbg !44
  %1729 = fmul float %1391, %1645, !dbg !44
  %1730 = fmul float %1391, %1647, !dbg !44
  %1731 = fmul float %1391, %1649, !dbg !44
  %1732 = fmul float %1391, %1651, !dbg !44
  %1733 = fmul float %1391, %1653, !dbg !44
  %1734 = fmul float %1391, %1655, !dbg !44
  %1735 = fmul float %1391, %1657, !dbg !44
  %1736 = fmul float %1391, %1659, !dbg !44
  %1737 = fmul float %1391, %1661, !dbg !44
  %1738 = fmul float %1391, %1663, !dbg !44
  %1739 = fmul float %1391, %1665, !dbg !44
  %1740 = fmul float %1391, %1667, !dbg !44
  %1741 = fmul float %1391, %1669, !dbg !44
  %1742 = fmul float %1391, %1671, !dbg !44
  %1743 = fmul float %1391, %1673, !dbg !44
  %1744 = fmul float %1391, %1675, !dbg !44
  %1745 = fmul float %1391, %1677, !dbg !44
  %1746 = fmul float %1391, %1679, !dbg !44
  %1747 = fmul float %1391, %1681, !dbg !44
  %1748 = fmul float %1391, %1683, !dbg !44
  %1749 = fmul float %1391, %1685, !dbg !44
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !20
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 %575, i32 %567, float %1686, float %1687, float %1688, float %1689, float %1690, float %1691, float %1692, float %1693, float %1694, float %1695, float %1696, float %1697, float %1698, float %1699, float %1700, float %1701, float %1702, float %1703, float %1704, float %1705, float %1706, float %1707, float %1708, float %1709, float %1710, float %1711, float %1712, float %1713, float %1714, float %1715, float %1716, float %1717, float %1718, float %1719, float %1720, float %1721, float %1722, float %1723, float %1724, float %1725, float %1726, float %1727, float %1728, float %1729, float %1730, float %1731, float %1732, float %1733, float %1734, float %1735, float %1736, float %1737, float %1738, float %1739, float %1740, float %1741, float %1742, float %1743, float %1744, float %1745, float %1746, float %1747, float %1748, float %1749) #11, !dbg !20
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !20
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  br i1 %964, label %1750, label %1766, !dbg !20

1750:                                             ; preds = %994
  %1751 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %1752 = extractvalue { i32, i1 } %1751, 1, !dbg !20
  %1753 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768) to i32), 4, !dbg !20
  %1754 = and i32 %1753, 32767, !dbg !20
  %1755 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1754, i64 0, !dbg !20
  %1756 = bitcast <2 x i32> %1755 to i64, !dbg !20
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 0 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %10, i32 %1523, i64 %1756, i32 135331856, i1 true, i1 %1752) #11, !dbg !20
  %1757 = add nuw nsw i32 %1754, 128, !dbg !20
  %1758 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1757, i64 0, !dbg !20
  %1759 = bitcast <2 x i32> %1758 to i64, !dbg !20
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 8 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %10, i32 %1523, i64 %1759, i32 135331856, i1 true, i1 %1752) #11, !dbg !20
  %1760 = add nuw nsw i32 %1754, 256, !dbg !20
  %1761 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1760, i64 0, !dbg !20
  %1762 = bitcast <2 x i32> %1761 to i64, !dbg !20
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 16 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %10, i32 %1523, i64 %1762, i32 135331856, i1 true, i1 %1752) #11, !dbg !20
  %1763 = add nuw nsw i32 %1754, 384, !dbg !20
  %1764 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1763, i64 0, !dbg !20
  %1765 = bitcast <2 x i32> %1764 to i64, !dbg !20
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 24 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %10, i32 %1523, i64 %1765, i32 135331856, i1 true, i1 %1752) #11, !dbg !20
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %1752, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960) to i32)) #11, !dbg !20
  br label %1766, !dbg !20

1766:                                             ; preds = %1750, %994
  %1767 = add i32 %4, -64, !dbg !21
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %272, !dbg !21
  %invariant.gep128 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %272, !dbg !21
  %1768 = icmp sgt i32 %1767, 0, !dbg !21
  br i1 %1768, label %.lr.ph, label %._crit_edge, !dbg !21

.lr.ph:                                           ; preds = %1766
  %1769 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %404
  %1770 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %407
  %1771 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %410
  %1772 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %413
  %1773 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %416
  %1774 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %419
  %1775 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %422
  %1776 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %425
  %1777 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %444
  %1778 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %447
  %1779 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %450
  %1780 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %453
  %1781 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %456
  %1782 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %459
  %1783 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %462
  %1784 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %465
  %1785 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %484
  %1786 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %487
  %1787 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %490
  %1788 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %493
  %1789 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %496
  %1790 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %499
  %1791 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %502
  %1792 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %505
  %1793 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %524
  %1794 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %527
  %1795 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %530
  %1796 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %533
  %1797 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %536
  %1798 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %539
  %1799 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %542
  %1800 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %545
  %1801 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %1802 = and i32 %1801, 32767
  %1803 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384) to i32), 4
  %1804 = and i32 %1803, 32767
  %1805 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1802, i64 0
  %1806 = bitcast <2 x i32> %1805 to i64
  %1807 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1804, i64 0
  %1808 = bitcast <2 x i32> %1807 to i64
  %1809 = add nuw nsw i32 %1802, 2
  %1810 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1809, i64 0
  %1811 = bitcast <2 x i32> %1810 to i64
  %1812 = add nuw nsw i32 %1804, 2
  %1813 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1812, i64 0
  %1814 = bitcast <2 x i32> %1813 to i64
  %1815 = add nuw nsw i32 %1802, 4
  %1816 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1815, i64 0
  %1817 = bitcast <2 x i32> %1816 to i64
  %1818 = add nuw nsw i32 %1804, 4
  %1819 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1818, i64 0
  %1820 = bitcast <2 x i32> %1819 to i64
  %1821 = add nuw nsw i32 %1802, 6
  %1822 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1821, i64 0
  %1823 = bitcast <2 x i32> %1822 to i64
  %1824 = add nuw nsw i32 %1804, 6
  %1825 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1824, i64 0
  %1826 = bitcast <2 x i32> %1825 to i64
  %1827 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576) to i32), 4
  %1828 = and i32 %1827, 32767
  %1829 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1828, i64 0
  %1830 = bitcast <2 x i32> %1829 to i64
  %1831 = add nuw nsw i32 %1828, 128
  %1832 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1831, i64 0
  %1833 = bitcast <2 x i32> %1832 to i64
  %1834 = add nuw nsw i32 %1828, 256
  %1835 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1834, i64 0
  %1836 = bitcast <2 x i32> %1835 to i64
  %1837 = add nuw nsw i32 %1828, 384
  %1838 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1837, i64 0
  %1839 = bitcast <2 x i32> %1838 to i64
  br label %1840, !dbg !21

1840:                                             ; preds = %.lr.ph, %2834
  %1841 = phi i32 [ 0, %.lr.ph ], [ %1844, %2834 ]
  %1842 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), %.lr.ph ], [ %2829, %2834 ]
  %1843 = phi i32 [ 1, %.lr.ph ], [ %2837, %2834 ]
  %1844 = phi i32 [ 0, %.lr.ph ], [ %2839, %2834 ]
  %.pn2193 = phi float [ %1490, %.lr.ph ], [ %2571, %2834 ]
  %.pn1192 = phi float [ %1256, %.lr.ph ], [ %2338, %2834 ]
  %1845 = phi i32 [ 0, %.lr.ph ], [ %1846, %2834 ]
  %1846 = add i32 %1845, 64, !dbg !21
  %1847 = or disjoint i32 %1846, %15, !dbg !45
  %1848 = or disjoint i32 %1846, %16, !dbg !45
  %1849 = or disjoint i32 %1846, %17, !dbg !45
  %1850 = or disjoint i32 %1846, %18, !dbg !45
  %1851 = or disjoint i32 %1846, %19, !dbg !45
  %1852 = or disjoint i32 %1846, %20, !dbg !45
  %1853 = or disjoint i32 %1846, %21, !dbg !45
  %1854 = or disjoint i32 %1846, %22, !dbg !45
  %1855 = or disjoint i32 %1846, %23, !dbg !45
  %1856 = or disjoint i32 %1846, %24, !dbg !45
  %1857 = or disjoint i32 %1846, %25, !dbg !45
  %1858 = or disjoint i32 %1846, %26, !dbg !45
  %1859 = or disjoint i32 %1846, %27, !dbg !45
  %1860 = or disjoint i32 %1846, %28, !dbg !45
  %1861 = or disjoint i32 %1846, %29, !dbg !45
  %1862 = or disjoint i32 %1846, %30, !dbg !45
  %1863 = or disjoint i32 %1846, %31, !dbg !45
  %1864 = or disjoint i32 %1846, %32, !dbg !45
  %1865 = or disjoint i32 %1846, %33, !dbg !45
  %1866 = or disjoint i32 %1846, %34, !dbg !45
  %1867 = or disjoint i32 %1846, %35, !dbg !45
  %1868 = or disjoint i32 %1846, %36, !dbg !45
  %1869 = or disjoint i32 %1846, %37, !dbg !45
  %1870 = or disjoint i32 %1846, %38, !dbg !45
  %1871 = or disjoint i32 %1846, %39, !dbg !45
  %1872 = or disjoint i32 %1846, %40, !dbg !45
  %1873 = or disjoint i32 %1846, %41, !dbg !45
  %1874 = or disjoint i32 %1846, %42, !dbg !45
  %1875 = or disjoint i32 %1846, %43, !dbg !45
  %1876 = or disjoint i32 %1846, %44, !dbg !45
  %1877 = or disjoint i32 %1846, %45, !dbg !45
  %1878 = or disjoint i32 %1846, %46, !dbg !45
  %1879 = shl i32 %1847, 6, !dbg !22
  %1880 = shl i32 %1848, 6, !dbg !22
  %1881 = shl i32 %1849, 6, !dbg !22
  %1882 = shl i32 %1850, 6, !dbg !22
  %1883 = shl i32 %1851, 6, !dbg !22
  %1884 = shl i32 %1852, 6, !dbg !22
  %1885 = shl i32 %1853, 6, !dbg !22
  %1886 = shl i32 %1854, 6, !dbg !22
  %1887 = shl i32 %1855, 6, !dbg !22
  %1888 = shl i32 %1856, 6, !dbg !22
  %1889 = shl i32 %1857, 6, !dbg !22
  %1890 = shl i32 %1858, 6, !dbg !22
  %1891 = shl i32 %1859, 6, !dbg !22
  %1892 = shl i32 %1860, 6, !dbg !22
  %1893 = shl i32 %1861, 6, !dbg !22
  %1894 = shl i32 %1862, 6, !dbg !22
  %1895 = shl i32 %1863, 6, !dbg !22
  %1896 = shl i32 %1864, 6, !dbg !22
  %1897 = shl i32 %1865, 6, !dbg !22
  %1898 = shl i32 %1866, 6, !dbg !22
  %1899 = shl i32 %1867, 6, !dbg !22
  %1900 = shl i32 %1868, 6, !dbg !22
  %1901 = shl i32 %1869, 6, !dbg !22
  %1902 = shl i32 %1870, 6, !dbg !22
  %1903 = shl i32 %1871, 6, !dbg !22
  %1904 = shl i32 %1872, 6, !dbg !22
  %1905 = shl i32 %1873, 6, !dbg !22
  %1906 = shl i32 %1874, 6, !dbg !22
  %1907 = shl i32 %1875, 6, !dbg !22
  %1908 = shl i32 %1876, 6, !dbg !22
  %1909 = shl i32 %1877, 6, !dbg !22
  %1910 = shl i32 %1878, 6, !dbg !22
  %1911 = sext i32 %1879 to i64, !dbg !23
  %1912 = sext i32 %1880 to i64, !dbg !23
  %1913 = sext i32 %1881 to i64, !dbg !23
  %1914 = sext i32 %1882 to i64, !dbg !23
  %1915 = sext i32 %1883 to i64, !dbg !23
  %1916 = sext i32 %1884 to i64, !dbg !23
  %1917 = sext i32 %1885 to i64, !dbg !23
  %1918 = sext i32 %1886 to i64, !dbg !23
  %1919 = sext i32 %1887 to i64, !dbg !23
  %1920 = sext i32 %1888 to i64, !dbg !23
  %1921 = sext i32 %1889 to i64, !dbg !23
  %1922 = sext i32 %1890 to i64, !dbg !23
  %1923 = sext i32 %1891 to i64, !dbg !23
  %1924 = sext i32 %1892 to i64, !dbg !23
  %1925 = sext i32 %1893 to i64, !dbg !23
  %1926 = sext i32 %1894 to i64, !dbg !23
  %1927 = sext i32 %1895 to i64, !dbg !23
  %1928 = sext i32 %1896 to i64, !dbg !23
  %1929 = sext i32 %1897 to i64, !dbg !23
  %1930 = sext i32 %1898 to i64, !dbg !23
  %1931 = sext i32 %1899 to i64, !dbg !23
  %1932 = sext i32 %1900 to i64, !dbg !23
  %1933 = sext i32 %1901 to i64, !dbg !23
  %1934 = sext i32 %1902 to i64, !dbg !23
  %1935 = sext i32 %1903 to i64, !dbg !23
  %1936 = sext i32 %1904 to i64, !dbg !23
  %1937 = sext i32 %1905 to i64, !dbg !23
  %1938 = sext i32 %1906 to i64, !dbg !23
  %1939 = sext i32 %1907 to i64, !dbg !23
  %1940 = sext i32 %1908 to i64, !dbg !23
  %1941 = sext i32 %1909 to i64, !dbg !23
  %1942 = sext i32 %1910 to i64, !dbg !23
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1911, !dbg !23
  %gep67 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1912, !dbg !23
  %gep69 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1913, !dbg !23
  %gep71 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1914, !dbg !23
  %gep73 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1915, !dbg !23
  %gep75 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1916, !dbg !23
  %gep77 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1917, !dbg !23
  %gep79 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1918, !dbg !23
  %gep81 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1919, !dbg !23
  %gep83 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1920, !dbg !23
  %gep85 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1921, !dbg !23
  %gep87 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1922, !dbg !23
  %gep89 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1923, !dbg !23
  %gep91 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1924, !dbg !23
  %gep93 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1925, !dbg !23
  %gep95 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1926, !dbg !23
  %gep97 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1927, !dbg !23
  %gep99 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1928, !dbg !23
  %gep101 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1929, !dbg !23
  %gep103 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1930, !dbg !23
  %gep105 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1931, !dbg !23
  %gep107 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1932, !dbg !23
  %gep109 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1933, !dbg !23
  %gep111 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1934, !dbg !23
  %gep113 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1935, !dbg !23
  %gep115 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1936, !dbg !23
  %gep117 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1937, !dbg !23
  %gep119 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1938, !dbg !23
  %gep121 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1939, !dbg !23
  %gep123 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1940, !dbg !23
  %gep125 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1941, !dbg !23
  %gep127 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1942, !dbg !23
  %1943 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep) #11, !dbg !24
  %1944 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep67) #11, !dbg !24
  %1945 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep69) #11, !dbg !24
  %1946 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep71) #11, !dbg !24
  %1947 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep73) #11, !dbg !24
  %1948 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep75) #11, !dbg !24
  %1949 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep77) #11, !dbg !24
  %1950 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep79) #11, !dbg !24
  %1951 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep81) #11, !dbg !24
  %1952 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep83) #11, !dbg !24
  %1953 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep85) #11, !dbg !24
  %1954 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep87) #11, !dbg !24
  %1955 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep89) #11, !dbg !24
  %1956 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep91) #11, !dbg !24
  %1957 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep93) #11, !dbg !24
  %1958 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep95) #11, !dbg !24
  %1959 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep97) #11, !dbg !24
  %1960 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep99) #11, !dbg !24
  %1961 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep101) #11, !dbg !24
  %1962 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep103) #11, !dbg !24
  %1963 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep105) #11, !dbg !24
  %1964 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep107) #11, !dbg !24
  %1965 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep109) #11, !dbg !24
  %1966 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep111) #11, !dbg !24
  %1967 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep113) #11, !dbg !24
  %1968 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep115) #11, !dbg !24
  %1969 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep117) #11, !dbg !24
  %1970 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep119) #11, !dbg !24
  %1971 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep121) #11, !dbg !24
  %1972 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep123) #11, !dbg !24
  %1973 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep125) #11, !dbg !24
  %1974 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep127) #11, !dbg !24
  %1975 = insertelement <1 x i16> poison, i16 %1943, i64 0, !dbg !24
  store <1 x i16> %1975, ptr addrspace(3) %735, align 2, !dbg !24
  %1976 = insertelement <1 x i16> poison, i16 %1947, i64 0, !dbg !24
  store <1 x i16> %1976, ptr addrspace(3) %737, align 2, !dbg !24
  %1977 = insertelement <1 x i16> poison, i16 %1951, i64 0, !dbg !24
  store <1 x i16> %1977, ptr addrspace(3) %739, align 2, !dbg !24
  %1978 = insertelement <1 x i16> poison, i16 %1955, i64 0, !dbg !24
  store <1 x i16> %1978, ptr addrspace(3) %741, align 2, !dbg !24
  %1979 = insertelement <1 x i16> poison, i16 %1959, i64 0, !dbg !24
  store <1 x i16> %1979, ptr addrspace(3) %743, align 2, !dbg !24
  %1980 = insertelement <1 x i16> poison, i16 %1963, i64 0, !dbg !24
  store <1 x i16> %1980, ptr addrspace(3) %745, align 2, !dbg !24
  %1981 = insertelement <1 x i16> poison, i16 %1967, i64 0, !dbg !24
  store <1 x i16> %1981, ptr addrspace(3) %747, align 2, !dbg !24
  %1982 = insertelement <1 x i16> poison, i16 %1971, i64 0, !dbg !24
  store <1 x i16> %1982, ptr addrspace(3) %749, align 2, !dbg !24
  %1983 = insertelement <1 x i16> poison, i16 %1944, i64 0, !dbg !24
  store <1 x i16> %1983, ptr addrspace(3) %751, align 2, !dbg !24
  %1984 = insertelement <1 x i16> poison, i16 %1948, i64 0, !dbg !24
  store <1 x i16> %1984, ptr addrspace(3) %753, align 2, !dbg !24
  %1985 = insertelement <1 x i16> poison, i16 %1952, i64 0, !dbg !24
  store <1 x i16> %1985, ptr addrspace(3) %755, align 2, !dbg !24
  %1986 = insertelement <1 x i16> poison, i16 %1956, i64 0, !dbg !24
  store <1 x i16> %1986, ptr addrspace(3) %757, align 2, !dbg !24
  %1987 = insertelement <1 x i16> poison, i16 %1960, i64 0, !dbg !24
  store <1 x i16> %1987, ptr addrspace(3) %759, align 2, !dbg !24
  %1988 = insertelement <1 x i16> poison, i16 %1964, i64 0, !dbg !24
  store <1 x i16> %1988, ptr addrspace(3) %761, align 2, !dbg !24
  %1989 = insertelement <1 x i16> poison, i16 %1968, i64 0, !dbg !24
  store <1 x i16> %1989, ptr addrspace(3) %763, align 2, !dbg !24
  %1990 = insertelement <1 x i16> poison, i16 %1972, i64 0, !dbg !24
  store <1 x i16> %1990, ptr addrspace(3) %765, align 2, !dbg !24
  %1991 = insertelement <1 x i16> poison, i16 %1945, i64 0, !dbg !24
  store <1 x i16> %1991, ptr addrspace(3) %767, align 2, !dbg !24
  %1992 = insertelement <1 x i16> poison, i16 %1949, i64 0, !dbg !24
  store <1 x i16> %1992, ptr addrspace(3) %769, align 2, !dbg !24
  %1993 = insertelement <1 x i16> poison, i16 %1953, i64 0, !dbg !24
  store <1 x i16> %1993, ptr addrspace(3) %771, align 2, !dbg !24
  %1994 = insertelement <1 x i16> poison, i16 %1957, i64 0, !dbg !24
  store <1 x i16> %1994, ptr addrspace(3) %773, align 2, !dbg !24
  %1995 = insertelement <1 x i16> poison, i16 %1961, i64 0, !dbg !24
  store <1 x i16> %1995, ptr addrspace(3) %775, align 2, !dbg !24
  %1996 = insertelement <1 x i16> poison, i16 %1965, i64 0, !dbg !24
  store <1 x i16> %1996, ptr addrspace(3) %777, align 2, !dbg !24
  %1997 = insertelement <1 x i16> poison, i16 %1969, i64 0, !dbg !24
  store <1 x i16> %1997, ptr addrspace(3) %779, align 2, !dbg !24
  %1998 = insertelement <1 x i16> poison, i16 %1973, i64 0, !dbg !24
  store <1 x i16> %1998, ptr addrspace(3) %781, align 2, !dbg !24
  %1999 = insertelement <1 x i16> poison, i16 %1946, i64 0, !dbg !24
  store <1 x i16> %1999, ptr addrspace(3) %783, align 2, !dbg !24
  %2000 = insertelement <1 x i16> poison, i16 %1950, i64 0, !dbg !24
  store <1 x i16> %2000, ptr addrspace(3) %785, align 2, !dbg !24
  %2001 = insertelement <1 x i16> poison, i16 %1954, i64 0, !dbg !24
  store <1 x i16> %2001, ptr addrspace(3) %787, align 2, !dbg !24
  %2002 = insertelement <1 x i16> poison, i16 %1958, i64 0, !dbg !24
  store <1 x i16> %2002, ptr addrspace(3) %789, align 2, !dbg !24
  %2003 = insertelement <1 x i16> poison, i16 %1962, i64 0, !dbg !24
  store <1 x i16> %2003, ptr addrspace(3) %791, align 2, !dbg !24
  %2004 = insertelement <1 x i16> poison, i16 %1966, i64 0, !dbg !24
  store <1 x i16> %2004, ptr addrspace(3) %793, align 2, !dbg !24
  %2005 = insertelement <1 x i16> poison, i16 %1970, i64 0, !dbg !24
  store <1 x i16> %2005, ptr addrspace(3) %795, align 2, !dbg !24
  %2006 = insertelement <1 x i16> poison, i16 %1974, i64 0, !dbg !24
  store <1 x i16> %2006, ptr addrspace(3) %797, align 2, !dbg !24
  %gep129 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1911, !dbg !25
  %gep131 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1912, !dbg !25
  %gep133 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1913, !dbg !25
  %gep135 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1914, !dbg !25
  %gep137 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1915, !dbg !25
  %gep139 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1916, !dbg !25
  %gep141 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1917, !dbg !25
  %gep143 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1918, !dbg !25
  %gep145 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1919, !dbg !25
  %gep147 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1920, !dbg !25
  %gep149 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1921, !dbg !25
  %gep151 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1922, !dbg !25
  %gep153 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1923, !dbg !25
  %gep155 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1924, !dbg !25
  %gep157 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1925, !dbg !25
  %gep159 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1926, !dbg !25
  %gep161 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1927, !dbg !25
  %gep163 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1928, !dbg !25
  %gep165 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1929, !dbg !25
  %gep167 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1930, !dbg !25
  %gep169 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1931, !dbg !25
  %gep171 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1932, !dbg !25
  %gep173 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1933, !dbg !25
  %gep175 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1934, !dbg !25
  %gep177 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1935, !dbg !25
  %gep179 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1936, !dbg !25
  %gep181 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1937, !dbg !25
  %gep183 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1938, !dbg !25
  %gep185 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1939, !dbg !25
  %gep187 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1940, !dbg !25
  %gep189 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1941, !dbg !25
  %gep191 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep128, i64 %1942, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %1842, i32 %1841) #11, !dbg !20
  %2007 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep129) #11, !dbg !26
  %2008 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep131) #11, !dbg !26
  %2009 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep133) #11, !dbg !26
  %2010 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep135) #11, !dbg !26
  %2011 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep137) #11, !dbg !26
  %2012 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep139) #11, !dbg !26
  %2013 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep141) #11, !dbg !26
  %2014 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep143) #11, !dbg !26
  %2015 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep145) #11, !dbg !26
  %2016 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep147) #11, !dbg !26
  %2017 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep149) #11, !dbg !26
  %2018 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep151) #11, !dbg !26
  %2019 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep153) #11, !dbg !26
  %2020 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep155) #11, !dbg !26
  %2021 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep157) #11, !dbg !26
  %2022 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep159) #11, !dbg !26
  %2023 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep161) #11, !dbg !26
  %2024 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep163) #11, !dbg !26
  %2025 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep165) #11, !dbg !26
  %2026 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep167) #11, !dbg !26
  %2027 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep169) #11, !dbg !26
  %2028 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep171) #11, !dbg !26
  %2029 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep173) #11, !dbg !26
  %2030 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep175) #11, !dbg !26
  %2031 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep177) #11, !dbg !26
  %2032 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep179) #11, !dbg !26
  %2033 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep181) #11, !dbg !26
  %2034 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep183) #11, !dbg !26
  %2035 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep185) #11, !dbg !26
  %2036 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep187) #11, !dbg !26
  %2037 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep189) #11, !dbg !26
  %2038 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep191) #11, !dbg !26
  %2039 = insertelement <1 x i16> poison, i16 %2007, i64 0, !dbg !26
  store <1 x i16> %2039, ptr addrspace(3) %1769, align 2, !dbg !26
  %2040 = insertelement <1 x i16> poison, i16 %2011, i64 0, !dbg !26
  store <1 x i16> %2040, ptr addrspace(3) %1770, align 2, !dbg !26
  %2041 = insertelement <1 x i16> poison, i16 %2015, i64 0, !dbg !26
  store <1 x i16> %2041, ptr addrspace(3) %1771, align 2, !dbg !26
  %2042 = insertelement <1 x i16> poison, i16 %2019, i64 0, !dbg !26
  store <1 x i16> %2042, ptr addrspace(3) %1772, align 2, !dbg !26
  %2043 = insertelement <1 x i16> poison, i16 %2023, i64 0, !dbg !26
  store <1 x i16> %2043, ptr addrspace(3) %1773, align 2, !dbg !26
  %2044 = insertelement <1 x i16> poison, i16 %2027, i64 0, !dbg !26
  store <1 x i16> %2044, ptr addrspace(3) %1774, align 2, !dbg !26
  %2045 = insertelement <1 x i16> poison, i16 %2031, i64 0, !dbg !26
  store <1 x i16> %2045, ptr addrspace(3) %1775, align 2, !dbg !26
  %2046 = insertelement <1 x i16> poison, i16 %2035, i64 0, !dbg !26
  store <1 x i16> %2046, ptr addrspace(3) %1776, align 2, !dbg !26
  %2047 = insertelement <1 x i16> poison, i16 %2008, i64 0, !dbg !26
  store <1 x i16> %2047, ptr addrspace(3) %1777, align 2, !dbg !26
  %2048 = insertelement <1 x i16> poison, i16 %2012, i64 0, !dbg !26
  store <1 x i16> %2048, ptr addrspace(3) %1778, align 2, !dbg !26
  %2049 = insertelement <1 x i16> poison, i16 %2016, i64 0, !dbg !26
  store <1 x i16> %2049, ptr addrspace(3) %1779, align 2, !dbg !26
  %2050 = insertelement <1 x i16> poison, i16 %2020, i64 0, !dbg !26
  store <1 x i16> %2050, ptr addrspace(3) %1780, align 2, !dbg !26
  %2051 = insertelement <1 x i16> poison, i16 %2024, i64 0, !dbg !26
  store <1 x i16> %2051, ptr addrspace(3) %1781, align 2, !dbg !26
  %2052 = insertelement <1 x i16> poison, i16 %2028, i64 0, !dbg !26
  store <1 x i16> %2052, ptr addrspace(3) %1782, align 2, !dbg !26
  %2053 = insertelement <1 x i16> poison, i16 %2032, i64 0, !dbg !26
  store <1 x i16> %2053, ptr addrspace(3) %1783, align 2, !dbg !26
  %2054 = insertelement <1 x i16> poison, i16 %2036, i64 0, !dbg !26
  store <1 x i16> %2054, ptr addrspace(3) %1784, align 2, !dbg !26
  %2055 = insertelement <1 x i16> poison, i16 %2009, i64 0, !dbg !26
  store <1 x i16> %2055, ptr addrspace(3) %1785, align 2, !dbg !26
  %2056 = insertelement <1 x i16> poison, i16 %2013, i64 0, !dbg !26
  store <1 x i16> %2056, ptr addrspace(3) %1786, align 2, !dbg !26
  %2057 = insertelement <1 x i16> poison, i16 %2017, i64 0, !dbg !26
  store <1 x i16> %2057, ptr addrspace(3) %1787, align 2, !dbg !26
  %2058 = insertelement <1 x i16> poison, i16 %2021, i64 0, !dbg !26
  store <1 x i16> %2058, ptr addrspace(3) %1788, align 2, !dbg !26
  %2059 = insertelement <1 x i16> poison, i16 %2025, i64 0, !dbg !26
  store <1 x i16> %2059, ptr addrspace(3) %1789, align 2, !dbg !26
  %2060 = insertelement <1 x i16> poison, i16 %2029, i64 0, !dbg !26
  store <1 x i16> %2060, ptr addrspace(3) %1790, align 2, !dbg !26
  %2061 = insertelement <1 x i16> poison, i16 %2033, i64 0, !dbg !26
  store <1 x i16> %2061, ptr addrspace(3) %1791, align 2, !dbg !26
  %2062 = insertelement <1 x i16> poison, i16 %2037, i64 0, !dbg !26
  store <1 x i16> %2062, ptr addrspace(3) %1792, align 2, !dbg !26
  %2063 = insertelement <1 x i16> poison, i16 %2010, i64 0, !dbg !26
  store <1 x i16> %2063, ptr addrspace(3) %1793, align 2, !dbg !26
  %2064 = insertelement <1 x i16> poison, i16 %2014, i64 0, !dbg !26
  store <1 x i16> %2064, ptr addrspace(3) %1794, align 2, !dbg !26
  %2065 = insertelement <1 x i16> poison, i16 %2018, i64 0, !dbg !26
  store <1 x i16> %2065, ptr addrspace(3) %1795, align 2, !dbg !26
  %2066 = insertelement <1 x i16> poison, i16 %2022, i64 0, !dbg !26
  store <1 x i16> %2066, ptr addrspace(3) %1796, align 2, !dbg !26
  %2067 = insertelement <1 x i16> poison, i16 %2026, i64 0, !dbg !26
  store <1 x i16> %2067, ptr addrspace(3) %1797, align 2, !dbg !26
  %2068 = insertelement <1 x i16> poison, i16 %2030, i64 0, !dbg !26
  store <1 x i16> %2068, ptr addrspace(3) %1798, align 2, !dbg !26
  %2069 = insertelement <1 x i16> poison, i16 %2034, i64 0, !dbg !26
  store <1 x i16> %2069, ptr addrspace(3) %1799, align 2, !dbg !26
  %2070 = insertelement <1 x i16> poison, i16 %2038, i64 0, !dbg !26
  store <1 x i16> %2070, ptr addrspace(3) %1800, align 2, !dbg !26
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !27
  %2071 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !27
  %2072 = extractvalue { i32, i1 } %2071, 1, !dbg !27
  %2073 = and i1 %568, %2072, !dbg !27
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %2073, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40976)) #11, !dbg !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  br i1 %963, label %2074, label %2077, !dbg !27

2074:                                             ; preds = %1840
  %2075 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !27
  %2076 = extractvalue { i32, i1 } %2075, 1, !dbg !27
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %959, i64 %1806, i64 %1808, i32 135266320, i1 false, i1 %2076) #11, !dbg !27
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %959, i64 %1811, i64 %1814, i32 135266320, i1 true, i1 %2076) #11, !dbg !27
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %959, i64 %1817, i64 %1820, i32 135266320, i1 true, i1 %2076) #11, !dbg !27
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %959, i64 %1823, i64 %1826, i32 135266320, i1 true, i1 %2076) #11, !dbg !27
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %2076, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40976) to i32)) #11, !dbg !27
  br label %2077, !dbg !27

2077:                                             ; preds = %2074, %1840
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40976), i32 0) #11, !dbg !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  %2078 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !27
  %2079 = extractvalue { i32, i1 } %2078, 1, !dbg !27
  %2080 = and i1 %568, %2079, !dbg !27
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %2080, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40976)) #11, !dbg !27
  %2081 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %998) #11, !dbg !27
  %2082 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 0, !dbg !27
  %2083 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 1, !dbg !27
  %2084 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 2, !dbg !27
  %2085 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 3, !dbg !27
  %2086 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 4, !dbg !27
  %2087 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 5, !dbg !27
  %2088 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 6, !dbg !27
  %2089 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 7, !dbg !27
  %2090 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 8, !dbg !27
  %2091 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 9, !dbg !27
  %2092 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 10, !dbg !27
  %2093 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 11, !dbg !27
  %2094 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 12, !dbg !27
  %2095 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 13, !dbg !27
  %2096 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 14, !dbg !27
  %2097 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 15, !dbg !27
  %2098 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 16, !dbg !27
  %2099 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 17, !dbg !27
  %2100 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 18, !dbg !27
  %2101 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 19, !dbg !27
  %2102 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 20, !dbg !27
  %2103 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 21, !dbg !27
  %2104 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 22, !dbg !27
  %2105 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 23, !dbg !27
  %2106 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 24, !dbg !27
  %2107 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 25, !dbg !27
  %2108 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 26, !dbg !27
  %2109 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 27, !dbg !27
  %2110 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 28, !dbg !27
  %2111 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 29, !dbg !27
  %2112 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 30, !dbg !27
  %2113 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 31, !dbg !27
  %2114 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 32, !dbg !27
  %2115 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 33, !dbg !27
  %2116 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 34, !dbg !27
  %2117 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 35, !dbg !27
  %2118 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 36, !dbg !27
  %2119 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 37, !dbg !27
  %2120 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 38, !dbg !27
  %2121 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 39, !dbg !27
  %2122 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 40, !dbg !27
  %2123 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 41, !dbg !27
  %2124 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 42, !dbg !27
  %2125 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 43, !dbg !27
  %2126 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 44, !dbg !27
  %2127 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 45, !dbg !27
  %2128 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 46, !dbg !27
  %2129 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 47, !dbg !27
  %2130 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 48, !dbg !27
  %2131 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 49, !dbg !27
  %2132 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 50, !dbg !27
  %2133 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 51, !dbg !27
  %2134 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 52, !dbg !27
  %2135 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 53, !dbg !27
  %2136 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 54, !dbg !27
  %2137 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 55, !dbg !27
  %2138 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 56, !dbg !27
  %2139 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 57, !dbg !27
  %2140 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 58, !dbg !27
  %2141 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 59, !dbg !27
  %2142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 60, !dbg !27
  %2143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 61, !dbg !27
  %2144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 62, !dbg !27
  %2145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2081, 63, !dbg !27
  %2146 = insertelement <64 x i32> poison, i32 %2082, i64 0, !dbg !27
  %2147 = insertelement <64 x i32> %2146, i32 %2083, i64 1, !dbg !27
  %2148 = insertelement <64 x i32> %2147, i32 %2084, i64 2, !dbg !27
  %2149 = insertelement <64 x i32> %2148, i32 %2085, i64 3, !dbg !27
  %2150 = insertelement <64 x i32> %2149, i32 %2086, i64 4, !dbg !27
  %2151 = insertelement <64 x i32> %2150, i32 %2087, i64 5, !dbg !27
  %2152 = insertelement <64 x i32> %2151, i32 %2088, i64 6, !dbg !27
  %2153 = insertelement <64 x i32> %2152, i32 %2089, i64 7, !dbg !27
  %2154 = insertelement <64 x i32> %2153, i32 %2090, i64 8, !dbg !27
  %2155 = insertelement <64 x i32> %2154, i32 %2091, i64 9, !dbg !27
  %2156 = insertelement <64 x i32> %2155, i32 %2092, i64 10, !dbg !27
  %2157 = insertelement <64 x i32> %2156, i32 %2093, i64 11, !dbg !27
  %2158 = insertelement <64 x i32> %2157, i32 %2094, i64 12, !dbg !27
  %2159 = insertelement <64 x i32> %2158, i32 %2095, i64 13, !dbg !27
  %2160 = insertelement <64 x i32> %2159, i32 %2096, i64 14, !dbg !27
  %2161 = insertelement <64 x i32> %2160, i32 %2097, i64 15, !dbg !27
  %2162 = insertelement <64 x i32> %2161, i32 %2098, i64 16, !dbg !27
  %2163 = insertelement <64 x i32> %2162, i32 %2099, i64 17, !dbg !27
  %2164 = insertelement <64 x i32> %2163, i32 %2100, i64 18, !dbg !27
  %2165 = insertelement <64 x i32> %2164, i32 %2101, i64 19, !dbg !27
  %2166 = insertelement <64 x i32> %2165, i32 %2102, i64 20, !dbg !27
  %2167 = insertelement <64 x i32> %2166, i32 %2103, i64 21, !dbg !27
  %2168 = insertelement <64 x i32> %2167, i32 %2104, i64 22, !dbg !27
  %2169 = insertelement <64 x i32> %2168, i32 %2105, i64 23, !dbg !27
  %2170 = insertelement <64 x i32> %2169, i32 %2106, i64 24, !dbg !27
  %2171 = insertelement <64 x i32> %2170, i32 %2107, i64 25, !dbg !27
  %2172 = insertelement <64 x i32> %2171, i32 %2108, i64 26, !dbg !27
  %2173 = insertelement <64 x i32> %2172, i32 %2109, i64 27, !dbg !27
  %2174 = insertelement <64 x i32> %2173, i32 %2110, i64 28, !dbg !27
  %2175 = insertelement <64 x i32> %2174, i32 %2111, i64 29, !dbg !27
  %2176 = insertelement <64 x i32> %2175, i32 %2112, i64 30, !dbg !27
  %2177 = insertelement <64 x i32> %2176, i32 %2113, i64 31, !dbg !27
  %2178 = insertelement <64 x i32> %2177, i32 %2114, i64 32, !dbg !27
  %2179 = insertelement <64 x i32> %2178, i32 %2115, i64 33, !dbg !27
  %2180 = insertelement <64 x i32> %2179, i32 %2116, i64 34, !dbg !27
  %2181 = insertelement <64 x i32> %2180, i32 %2117, i64 35, !dbg !27
  %2182 = insertelement <64 x i32> %2181, i32 %2118, i64 36, !dbg !27
  %2183 = insertelement <64 x i32> %2182, i32 %2119, i64 37, !dbg !27
  %2184 = insertelement <64 x i32> %2183, i32 %2120, i64 38, !dbg !27
  %2185 = insertelement <64 x i32> %2184, i32 %2121, i64 39, !dbg !27
  %2186 = insertelement <64 x i32> %2185, i32 %2122, i64 40, !dbg !27
  %2187 = insertelement <64 x i32> %2186, i32 %2123, i64 41, !dbg !27
  %2188 = insertelement <64 x i32> %2187, i32 %2124, i64 42, !dbg !27
  %2189 = insertelement <64 x i32> %2188, i32 %2125, i64 43, !dbg !27
  %2190 = insertelement <64 x i32> %2189, i32 %2126, i64 44, !dbg !27
  %2191 = insertelement <64 x i32> %2190, i32 %2127, i64 45, !dbg !27
  %2192 = insertelement <64 x i32> %2191, i32 %2128, i64 46, !dbg !27
  %2193 = insertelement <64 x i32> %2192, i32 %2129, i64 47, !dbg !27
  %2194 = insertelement <64 x i32> %2193, i32 %2130, i64 48, !dbg !27
  %2195 = insertelement <64 x i32> %2194, i32 %2131, i64 49, !dbg !27
  %2196 = insertelement <64 x i32> %2195, i32 %2132, i64 50, !dbg !27
  %2197 = insertelement <64 x i32> %2196, i32 %2133, i64 51, !dbg !27
  %2198 = insertelement <64 x i32> %2197, i32 %2134, i64 52, !dbg !27
  %2199 = insertelement <64 x i32> %2198, i32 %2135, i64 53, !dbg !27
  %2200 = insertelement <64 x i32> %2199, i32 %2136, i64 54, !dbg !27
  %2201 = insertelement <64 x i32> %2200, i32 %2137, i64 55, !dbg !27
  %2202 = insertelement <64 x i32> %2201, i32 %2138, i64 56, !dbg !27
  %2203 = insertelement <64 x i32> %2202, i32 %2139, i64 57, !dbg !27
  %2204 = insertelement <64 x i32> %2203, i32 %2140, i64 58, !dbg !27
  %2205 = insertelement <64 x i32> %2204, i32 %2141, i64 59, !dbg !27
  %2206 = insertelement <64 x i32> %2205, i32 %2142, i64 60, !dbg !27
  %2207 = insertelement <64 x i32> %2206, i32 %2143, i64 61, !dbg !27
  %2208 = insertelement <64 x i32> %2207, i32 %2144, i64 62, !dbg !27
  %2209 = insertelement <64 x i32> %2208, i32 %2145, i64 63, !dbg !27
  %2210 = bitcast <64 x i32> %2209 to <64 x float>, !dbg !27
  %2211 = bitcast i32 %2082 to float, !dbg !28
  %2212 = bitcast i32 %2083 to float, !dbg !28
  %2213 = tail call float @llvm.maxnum.f32(float %2211, float %2212), !dbg !28
  %2214 = bitcast i32 %2084 to float, !dbg !28
  %2215 = tail call float @llvm.maxnum.f32(float %2213, float %2214), !dbg !28
  %2216 = bitcast i32 %2085 to float, !dbg !28
  %2217 = bitcast i32 %2086 to float, !dbg !28
  %2218 = tail call float @llvm.maxnum.f32(float %2216, float %2217), !dbg !28
  %2219 = bitcast i32 %2087 to float, !dbg !28
  %2220 = tail call float @llvm.maxnum.f32(float %2218, float %2219), !dbg !28
  %2221 = bitcast i32 %2088 to float, !dbg !28
  %2222 = bitcast i32 %2089 to float, !dbg !28
  %2223 = tail call float @llvm.maxnum.f32(float %2221, float %2222), !dbg !28
  %2224 = bitcast i32 %2090 to float, !dbg !28
  %2225 = tail call float @llvm.maxnum.f32(float %2223, float %2224), !dbg !28
  %2226 = bitcast i32 %2091 to float, !dbg !28
  %2227 = bitcast i32 %2092 to float, !dbg !28
  %2228 = tail call float @llvm.maxnum.f32(float %2226, float %2227), !dbg !28
  %2229 = bitcast i32 %2093 to float, !dbg !28
  %2230 = tail call float @llvm.maxnum.f32(float %2228, float %2229), !dbg !28
  %2231 = bitcast i32 %2094 to float, !dbg !28
  %2232 = bitcast i32 %2095 to float, !dbg !28
  %2233 = tail call float @llvm.maxnum.f32(float %2231, float %2232), !dbg !28
  %2234 = bitcast i32 %2096 to float, !dbg !28
  %2235 = tail call float @llvm.maxnum.f32(float %2233, float %2234), !dbg !28
  %2236 = bitcast i32 %2097 to float, !dbg !28
  %2237 = bitcast i32 %2098 to float, !dbg !28
  %2238 = tail call float @llvm.maxnum.f32(float %2236, float %2237), !dbg !28
  %2239 = bitcast i32 %2099 to float, !dbg !28
  %2240 = tail call float @llvm.maxnum.f32(float %2238, float %2239), !dbg !28
  %2241 = bitcast i32 %2100 to float, !dbg !28
  %2242 = bitcast i32 %2101 to float, !dbg !28
  %2243 = tail call float @llvm.maxnum.f32(float %2241, float %2242), !dbg !28
  %2244 = bitcast i32 %2102 to float, !dbg !28
  %2245 = tail call float @llvm.maxnum.f32(float %2243, float %2244), !dbg !28
  %2246 = bitcast i32 %2103 to float, !dbg !28
  %2247 = bitcast i32 %2104 to float, !dbg !28
  %2248 = tail call float @llvm.maxnum.f32(float %2246, float %2247), !dbg !28
  %2249 = bitcast i32 %2105 to float, !dbg !28
  %2250 = tail call float @llvm.maxnum.f32(float %2248, float %2249), !dbg !28
  %2251 = bitcast i32 %2106 to float, !dbg !28
  %2252 = bitcast i32 %2107 to float, !dbg !28
  %2253 = tail call float @llvm.maxnum.f32(float %2251, float %2252), !dbg !28
  %2254 = bitcast i32 %2108 to float, !dbg !28
  %2255 = tail call float @llvm.maxnum.f32(float %2253, float %2254), !dbg !28
  %2256 = bitcast i32 %2109 to float, !dbg !28
  %2257 = bitcast i32 %2110 to float, !dbg !28
  %2258 = tail call float @llvm.maxnum.f32(float %2256, float %2257), !dbg !28
  %2259 = bitcast i32 %2111 to float, !dbg !28
  %2260 = tail call float @llvm.maxnum.f32(float %2258, float %2259), !dbg !28
  %2261 = bitcast i32 %2112 to float, !dbg !28
  %2262 = bitcast i32 %2113 to float, !dbg !28
  %2263 = tail call float @llvm.maxnum.f32(float %2261, float %2262), !dbg !28
  %2264 = bitcast i32 %2114 to float, !dbg !28
  %2265 = tail call float @llvm.maxnum.f32(float %2263, float %2264), !dbg !28
  %2266 = bitcast i32 %2115 to float, !dbg !28
  %2267 = bitcast i32 %2116 to float, !dbg !28
  %2268 = tail call float @llvm.maxnum.f32(float %2266, float %2267), !dbg !28
  %2269 = bitcast i32 %2117 to float, !dbg !28
  %2270 = tail call float @llvm.maxnum.f32(float %2268, float %2269), !dbg !28
  %2271 = bitcast i32 %2118 to float, !dbg !28
  %2272 = bitcast i32 %2119 to float, !dbg !28
  %2273 = tail call float @llvm.maxnum.f32(float %2271, float %2272), !dbg !28
  %2274 = bitcast i32 %2120 to float, !dbg !28
  %2275 = tail call float @llvm.maxnum.f32(float %2273, float %2274), !dbg !28
  %2276 = bitcast i32 %2121 to float, !dbg !28
  %2277 = bitcast i32 %2122 to float, !dbg !28
  %2278 = tail call float @llvm.maxnum.f32(float %2276, float %2277), !dbg !28
  %2279 = bitcast i32 %2123 to float, !dbg !28
  %2280 = tail call float @llvm.maxnum.f32(float %2278, float %2279), !dbg !28
  %2281 = bitcast i32 %2124 to float, !dbg !28
  %2282 = bitcast i32 %2125 to float, !dbg !28
  %2283 = tail call float @llvm.maxnum.f32(float %2281, float %2282), !dbg !28
  %2284 = bitcast i32 %2126 to float, !dbg !28
  %2285 = tail call float @llvm.maxnum.f32(float %2283, float %2284), !dbg !28
  %2286 = bitcast i32 %2127 to float, !dbg !28
  %2287 = bitcast i32 %2128 to float, !dbg !28
  %2288 = tail call float @llvm.maxnum.f32(float %2286, float %2287), !dbg !28
  %2289 = bitcast i32 %2129 to float, !dbg !28
  %2290 = tail call float @llvm.maxnum.f32(float %2288, float %2289), !dbg !28
  %2291 = bitcast i32 %2130 to float, !dbg !28
  %2292 = bitcast i32 %2131 to float, !dbg !28
  %2293 = tail call float @llvm.maxnum.f32(float %2291, float %2292), !dbg !28
  %2294 = bitcast i32 %2132 to float, !dbg !28
  %2295 = tail call float @llvm.maxnum.f32(float %2293, float %2294), !dbg !28
  %2296 = bitcast i32 %2133 to float, !dbg !28
  %2297 = bitcast i32 %2134 to float, !dbg !28
  %2298 = tail call float @llvm.maxnum.f32(float %2296, float %2297), !dbg !28
  %2299 = bitcast i32 %2135 to float, !dbg !28
  %2300 = tail call float @llvm.maxnum.f32(float %2298, float %2299), !dbg !28
  %2301 = bitcast i32 %2136 to float, !dbg !28
  %2302 = bitcast i32 %2137 to float, !dbg !28
  %2303 = tail call float @llvm.maxnum.f32(float %2301, float %2302), !dbg !28
  %2304 = bitcast i32 %2138 to float, !dbg !28
  %2305 = tail call float @llvm.maxnum.f32(float %2303, float %2304), !dbg !28
  %2306 = bitcast i32 %2139 to float, !dbg !28
  %2307 = bitcast i32 %2140 to float, !dbg !28
  %2308 = tail call float @llvm.maxnum.f32(float %2306, float %2307), !dbg !28
  %2309 = bitcast i32 %2141 to float, !dbg !28
  %2310 = tail call float @llvm.maxnum.f32(float %2308, float %2309), !dbg !28
  %2311 = bitcast i32 %2142 to float, !dbg !28
  %2312 = bitcast i32 %2143 to float, !dbg !28
  %2313 = tail call float @llvm.maxnum.f32(float %2311, float %2312), !dbg !28
  %2314 = bitcast i32 %2144 to float, !dbg !28
  %2315 = tail call float @llvm.maxnum.f32(float %2313, float %2314), !dbg !28
  %2316 = tail call float @llvm.maxnum.f32(float %2215, float %2220), !dbg !28
  %2317 = tail call float @llvm.maxnum.f32(float %2316, float %2225), !dbg !28
  %2318 = tail call float @llvm.maxnum.f32(float %2230, float %2235), !dbg !28
  %2319 = tail call float @llvm.maxnum.f32(float %2318, float %2240), !dbg !28
  %2320 = tail call float @llvm.maxnum.f32(float %2245, float %2250), !dbg !28
  %2321 = tail call float @llvm.maxnum.f32(float %2320, float %2255), !dbg !28
  %2322 = tail call float @llvm.maxnum.f32(float %2260, float %2265), !dbg !28
  %2323 = tail call float @llvm.maxnum.f32(float %2322, float %2270), !dbg !28
  %2324 = tail call float @llvm.maxnum.f32(float %2275, float %2280), !dbg !28
  %2325 = tail call float @llvm.maxnum.f32(float %2324, float %2285), !dbg !28
  %2326 = tail call float @llvm.maxnum.f32(float %2290, float %2295), !dbg !28
  %2327 = tail call float @llvm.maxnum.f32(float %2326, float %2300), !dbg !28
  %2328 = tail call float @llvm.maxnum.f32(float %2305, float %2310), !dbg !28
  %2329 = tail call float @llvm.maxnum.f32(float %2328, float %2315), !dbg !28
  %2330 = tail call float @llvm.maxnum.f32(float %2317, float %2319), !dbg !28
  %2331 = tail call float @llvm.maxnum.f32(float %2330, float %2321), !dbg !28
  %2332 = tail call float @llvm.maxnum.f32(float %2323, float %2325), !dbg !28
  %2333 = tail call float @llvm.maxnum.f32(float %2332, float %2327), !dbg !28
  %2334 = bitcast i32 %2145 to float, !dbg !28
  %2335 = tail call float @llvm.maxnum.f32(float %2329, float %2334), !dbg !28
  %2336 = tail call float @llvm.maxnum.f32(float %2331, float %2333), !dbg !28
  %2337 = tail call float @llvm.maxnum.f32(float %2336, float %2335), !dbg !28
  %2338 = tail call float @llvm.maxnum.f32(float %.pn1192, float %2337), !dbg !34
  %2339 = insertelement <64 x float> poison, float %2338, i64 0, !dbg !35
  %2340 = shufflevector <64 x float> %2339, <64 x float> poison, <64 x i32> zeroinitializer, !dbg !35
  %2341 = fsub <64 x float> %2210, %2340, !dbg !35
  %2342 = fmul <64 x float> %2341, splat (float f0x3FB8AA3B), !dbg !36
  %2343 = extractelement <64 x float> %2342, i64 0, !dbg !36
  %2344 = tail call float @llvm.nvvm.ex2.approx.f32(float %2343), !dbg !36
  %2345 = extractelement <64 x float> %2342, i64 1, !dbg !36
  %2346 = tail call float @llvm.nvvm.ex2.approx.f32(float %2345), !dbg !36
  %2347 = extractelement <64 x float> %2342, i64 2, !dbg !36
  %2348 = tail call float @llvm.nvvm.ex2.approx.f32(float %2347), !dbg !36
  %2349 = extractelement <64 x float> %2342, i64 3, !dbg !36
  %2350 = tail call float @llvm.nvvm.ex2.approx.f32(float %2349), !dbg !36
  %2351 = extractelement <64 x float> %2342, i64 4, !dbg !36
  %2352 = tail call float @llvm.nvvm.ex2.approx.f32(float %2351), !dbg !36
  %2353 = extractelement <64 x float> %2342, i64 5, !dbg !36
  %2354 = tail call float @llvm.nvvm.ex2.approx.f32(float %2353), !dbg !36
  %2355 = extractelement <64 x float> %2342, i64 6, !dbg !36
  %2356 = tail call float @llvm.nvvm.ex2.approx.f32(float %2355), !dbg !36
  %2357 = extractelement <64 x float> %2342, i64 7, !dbg !36
  %2358 = tail call float @llvm.nvvm.ex2.approx.f32(float %2357), !dbg !36
  %2359 = extractelement <64 x float> %2342, i64 8, !dbg !36
  %2360 = tail call float @llvm.nvvm.ex2.approx.f32(float %2359), !dbg !36
  %2361 = extractelement <64 x float> %2342, i64 9, !dbg !36
  %2362 = tail call float @llvm.nvvm.ex2.approx.f32(float %2361), !dbg !36
  %2363 = extractelement <64 x float> %2342, i64 10, !dbg !36
  %2364 = tail call float @llvm.nvvm.ex2.approx.f32(float %2363), !dbg !36
  %2365 = extractelement <64 x float> %2342, i64 11, !dbg !36
  %2366 = tail call float @llvm.nvvm.ex2.approx.f32(float %2365), !dbg !36
  %2367 = extractelement <64 x float> %2342, i64 12, !dbg !36
  %2368 = tail call float @llvm.nvvm.ex2.approx.f32(float %2367), !dbg !36
  %2369 = extractelement <64 x float> %2342, i64 13, !dbg !36
  %2370 = tail call float @llvm.nvvm.ex2.approx.f32(float %2369), !dbg !36
  %2371 = extractelement <64 x float> %2342, i64 14, !dbg !36
  %2372 = tail call float @llvm.nvvm.ex2.approx.f32(float %2371), !dbg !36
  %2373 = extractelement <64 x float> %2342, i64 15, !dbg !36
  %2374 = tail call float @llvm.nvvm.ex2.approx.f32(float %2373), !dbg !36
  %2375 = extractelement <64 x float> %2342, i64 16, !dbg !36
  %2376 = tail call float @llvm.nvvm.ex2.approx.f32(float %2375), !dbg !36
  %2377 = extractelement <64 x float> %2342, i64 17, !dbg !36
  %2378 = tail call float @llvm.nvvm.ex2.approx.f32(float %2377), !dbg !36
  %2379 = extractelement <64 x float> %2342, i64 18, !dbg !36
  %2380 = tail call float @llvm.nvvm.ex2.approx.f32(float %2379), !dbg !36
  %2381 = extractelement <64 x float> %2342, i64 19, !dbg !36
  %2382 = tail call float @llvm.nvvm.ex2.approx.f32(float %2381), !dbg !36
  %2383 = extractelement <64 x float> %2342, i64 20, !dbg !36
  %2384 = tail call float @llvm.nvvm.ex2.approx.f32(float %2383), !dbg !36
  %2385 = extractelement <64 x float> %2342, i64 21, !dbg !36
  %2386 = tail call float @llvm.nvvm.ex2.approx.f32(float %2385), !dbg !36
  %2387 = extractelement <64 x float> %2342, i64 22, !dbg !36
  %2388 = tail call float @llvm.nvvm.ex2.approx.f32(float %2387), !dbg !36
  %2389 = extractelement <64 x float> %2342, i64 23, !dbg !36
  %2390 = tail call float @llvm.nvvm.ex2.approx.f32(float %2389), !dbg !36
  %2391 = extractelement <64 x float> %2342, i64 24, !dbg !36
  %2392 = tail call float @llvm.nvvm.ex2.approx.f32(float %2391), !dbg !36
  %2393 = extractelement <64 x float> %2342, i64 25, !dbg !36
  %2394 = tail call float @llvm.nvvm.ex2.approx.f32(float %2393), !dbg !36
  %2395 = extractelement <64 x float> %2342, i64 26, !dbg !36
  %2396 = tail call float @llvm.nvvm.ex2.approx.f32(float %2395), !dbg !36
  %2397 = extractelement <64 x float> %2342, i64 27, !dbg !36
  %2398 = tail call float @llvm.nvvm.ex2.approx.f32(float %2397), !dbg !36
  %2399 = extractelement <64 x float> %2342, i64 28, !dbg !36
  %2400 = tail call float @llvm.nvvm.ex2.approx.f32(float %2399), !dbg !36
  %2401 = extractelement <64 x float> %2342, i64 29, !dbg !36
  %2402 = tail call float @llvm.nvvm.ex2.approx.f32(float %2401), !dbg !36
  %2403 = extractelement <64 x float> %2342, i64 30, !dbg !36
  %2404 = tail call float @llvm.nvvm.ex2.approx.f32(float %2403), !dbg !36
  %2405 = extractelement <64 x float> %2342, i64 31, !dbg !36
  %2406 = tail call float @llvm.nvvm.ex2.approx.f32(float %2405), !dbg !36
  %2407 = extractelement <64 x float> %2342, i64 32, !dbg !36
  %2408 = tail call float @llvm.nvvm.ex2.approx.f32(float %2407), !dbg !36
  %2409 = extractelement <64 x float> %2342, i64 33, !dbg !36
  %2410 = tail call float @llvm.nvvm.ex2.approx.f32(float %2409), !dbg !36
  %2411 = extractelement <64 x float> %2342, i64 34, !dbg !36
  %2412 = tail call float @llvm.nvvm.ex2.approx.f32(float %2411), !dbg !36
  %2413 = extractelement <64 x float> %2342, i64 35, !dbg !36
  %2414 = tail call float @llvm.nvvm.ex2.approx.f32(float %2413), !dbg !36
  %2415 = extractelement <64 x float> %2342, i64 36, !dbg !36
  %2416 = tail call float @llvm.nvvm.ex2.approx.f32(float %2415), !dbg !36
  %2417 = extractelement <64 x float> %2342, i64 37, !dbg !36
  %2418 = tail call float @llvm.nvvm.ex2.approx.f32(float %2417), !dbg !36
  %2419 = extractelement <64 x float> %2342, i64 38, !dbg !36
  %2420 = tail call float @llvm.nvvm.ex2.approx.f32(float %2419), !dbg !36
  %2421 = extractelement <64 x float> %2342, i64 39, !dbg !36
  %2422 = tail call float @llvm.nvvm.ex2.approx.f32(float %2421), !dbg !36
  %2423 = extractelement <64 x float> %2342, i64 40, !dbg !36
  %2424 = tail call float @llvm.nvvm.ex2.approx.f32(float %2423), !dbg !36
  %2425 = extractelement <64 x float> %2342, i64 41, !dbg !36
  %2426 = tail call float @llvm.nvvm.ex2.approx.f32(float %2425), !dbg !36
  %2427 = extractelement <64 x float> %2342, i64 42, !dbg !36
  %2428 = tail call float @llvm.nvvm.ex2.approx.f32(float %2427), !dbg !36
  %2429 = extractelement <64 x float> %2342, i64 43, !dbg !36
  %2430 = tail call float @llvm.nvvm.ex2.approx.f32(float %2429), !dbg !36
  %2431 = extractelement <64 x float> %2342, i64 44, !dbg !36
  %2432 = tail call float @llvm.nvvm.ex2.approx.f32(float %2431), !dbg !36
  %2433 = extractelement <64 x float> %2342, i64 45, !dbg !36
  %2434 = tail call float @llvm.nvvm.ex2.approx.f32(float %2433), !dbg !36
  %2435 = extractelement <64 x float> %2342, i64 46, !dbg !36
  %2436 = tail call float @llvm.nvvm.ex2.approx.f32(float %2435), !dbg !36
  %2437 = extractelement <64 x float> %2342, i64 47, !dbg !36
  %2438 = tail call float @llvm.nvvm.ex2.approx.f32(float %2437), !dbg !36
  %2439 = extractelement <64 x float> %2342, i64 48, !dbg !36
  %2440 = tail call float @llvm.nvvm.ex2.approx.f32(float %2439), !dbg !36
  %2441 = extractelement <64 x float> %2342, i64 49, !dbg !36
  %2442 = tail call float @llvm.nvvm.ex2.approx.f32(float %2441), !dbg !36
  %2443 = extractelement <64 x float> %2342, i64 50, !dbg !36
  %2444 = tail call float @llvm.nvvm.ex2.approx.f32(float %2443), !dbg !36
  %2445 = extractelement <64 x float> %2342, i64 51, !dbg !36
  %2446 = tail call float @llvm.nvvm.ex2.approx.f32(float %2445), !dbg !36
  %2447 = extractelement <64 x float> %2342, i64 52, !dbg !36
  %2448 = tail call float @llvm.nvvm.ex2.approx.f32(float %2447), !dbg !36
  %2449 = extractelement <64 x float> %2342, i64 53, !dbg !36
  %2450 = tail call float @llvm.nvvm.ex2.approx.f32(float %2449), !dbg !36
  %2451 = extractelement <64 x float> %2342, i64 54, !dbg !36
  %2452 = tail call float @llvm.nvvm.ex2.approx.f32(float %2451), !dbg !36
  %2453 = extractelement <64 x float> %2342, i64 55, !dbg !36
  %2454 = tail call float @llvm.nvvm.ex2.approx.f32(float %2453), !dbg !36
  %2455 = extractelement <64 x float> %2342, i64 56, !dbg !36
  %2456 = tail call float @llvm.nvvm.ex2.approx.f32(float %2455), !dbg !36
  %2457 = extractelement <64 x float> %2342, i64 57, !dbg !36
  %2458 = tail call float @llvm.nvvm.ex2.approx.f32(float %2457), !dbg !36
  %2459 = extractelement <64 x float> %2342, i64 58, !dbg !36
  %2460 = tail call float @llvm.nvvm.ex2.approx.f32(float %2459), !dbg !36
  %2461 = extractelement <64 x float> %2342, i64 59, !dbg !36
  %2462 = tail call float @llvm.nvvm.ex2.approx.f32(float %2461), !dbg !36
  %2463 = extractelement <64 x float> %2342, i64 60, !dbg !36
  %2464 = tail call float @llvm.nvvm.ex2.approx.f32(float %2463), !dbg !36
  %2465 = extractelement <64 x float> %2342, i64 61, !dbg !36
  %2466 = tail call float @llvm.nvvm.ex2.approx.f32(float %2465), !dbg !36
  %2467 = extractelement <64 x float> %2342, i64 62, !dbg !36
  %2468 = tail call float @llvm.nvvm.ex2.approx.f32(float %2467), !dbg !36
  %2469 = extractelement <64 x float> %2342, i64 63, !dbg !36
  %2470 = tail call float @llvm.nvvm.ex2.approx.f32(float %2469), !dbg !36
  %2471 = fsub float %.pn1192, %2338, !dbg !37
  %2472 = fmul float %2471, f0x3FB8AA3B, !dbg !38
  %2473 = tail call float @llvm.nvvm.ex2.approx.f32(float %2472), !dbg !38
  %2474 = fmul float %.pn2193, %2473, !dbg !39
  %2475 = insertelement <2 x float> poison, float %2344, i64 0, !dbg !40
  %2476 = insertelement <2 x float> %2475, float %2346, i64 1, !dbg !40
  %2477 = insertelement <2 x float> poison, float %2348, i64 0, !dbg !40
  %2478 = insertelement <2 x float> %2477, float %2350, i64 1, !dbg !40
  %2479 = insertelement <2 x float> poison, float %2352, i64 0, !dbg !40
  %2480 = insertelement <2 x float> %2479, float %2354, i64 1, !dbg !40
  %2481 = insertelement <2 x float> poison, float %2356, i64 0, !dbg !40
  %2482 = insertelement <2 x float> %2481, float %2358, i64 1, !dbg !40
  %2483 = insertelement <2 x float> poison, float %2360, i64 0, !dbg !40
  %2484 = insertelement <2 x float> %2483, float %2362, i64 1, !dbg !40
  %2485 = insertelement <2 x float> poison, float %2364, i64 0, !dbg !40
  %2486 = insertelement <2 x float> %2485, float %2366, i64 1, !dbg !40
  %2487 = insertelement <2 x float> poison, float %2368, i64 0, !dbg !40
  %2488 = insertelement <2 x float> %2487, float %2370, i64 1, !dbg !40
  %2489 = insertelement <2 x float> poison, float %2372, i64 0, !dbg !40
  %2490 = insertelement <2 x float> %2489, float %2374, i64 1, !dbg !40
  %2491 = insertelement <2 x float> poison, float %2376, i64 0, !dbg !40
  %2492 = insertelement <2 x float> %2491, float %2378, i64 1, !dbg !40
  %2493 = insertelement <2 x float> poison, float %2380, i64 0, !dbg !40
  %2494 = insertelement <2 x float> %2493, float %2382, i64 1, !dbg !40
  %2495 = insertelement <2 x float> poison, float %2384, i64 0, !dbg !40
  %2496 = insertelement <2 x float> %2495, float %2386, i64 1, !dbg !40
  %2497 = insertelement <2 x float> poison, float %2388, i64 0, !dbg !40
  %2498 = insertelement <2 x float> %2497, float %2390, i64 1, !dbg !40
  %2499 = insertelement <2 x float> poison, float %2392, i64 0, !dbg !40
  %2500 = insertelement <2 x float> %2499, float %2394, i64 1, !dbg !40
  %2501 = insertelement <2 x float> poison, float %2396, i64 0, !dbg !40
  %2502 = insertelement <2 x float> %2501, float %2398, i64 1, !dbg !40
  %2503 = insertelement <2 x float> poison, float %2400, i64 0, !dbg !40
  %2504 = insertelement <2 x float> %2503, float %2402, i64 1, !dbg !40
  %2505 = insertelement <2 x float> poison, float %2404, i64 0, !dbg !40
  %2506 = insertelement <2 x float> %2505, float %2406, i64 1, !dbg !40
  %2507 = insertelement <2 x float> poison, float %2408, i64 0, !dbg !40
  %2508 = insertelement <2 x float> %2507, float %2410, i64 1, !dbg !40
  %2509 = insertelement <2 x float> poison, float %2412, i64 0, !dbg !40
  %2510 = insertelement <2 x float> %2509, float %2414, i64 1, !dbg !40
  %2511 = insertelement <2 x float> poison, float %2416, i64 0, !dbg !40
  %2512 = insertelement <2 x float> %2511, float %2418, i64 1, !dbg !40
  %2513 = insertelement <2 x float> poison, float %2420, i64 0, !dbg !40
  %2514 = insertelement <2 x float> %2513, float %2422, i64 1, !dbg !40
  %2515 = insertelement <2 x float> poison, float %2424, i64 0, !dbg !40
  %2516 = insertelement <2 x float> %2515, float %2426, i64 1, !dbg !40
  %2517 = insertelement <2 x float> poison, float %2428, i64 0, !dbg !40
  %2518 = insertelement <2 x float> %2517, float %2430, i64 1, !dbg !40
  %2519 = insertelement <2 x float> poison, float %2432, i64 0, !dbg !40
  %2520 = insertelement <2 x float> %2519, float %2434, i64 1, !dbg !40
  %2521 = insertelement <2 x float> poison, float %2436, i64 0, !dbg !40
  %2522 = insertelement <2 x float> %2521, float %2438, i64 1, !dbg !40
  %2523 = insertelement <2 x float> poison, float %2440, i64 0, !dbg !40
  %2524 = insertelement <2 x float> %2523, float %2442, i64 1, !dbg !40
  %2525 = insertelement <2 x float> poison, float %2444, i64 0, !dbg !40
  %2526 = insertelement <2 x float> %2525, float %2446, i64 1, !dbg !40
  %2527 = insertelement <2 x float> poison, float %2448, i64 0, !dbg !40
  %2528 = insertelement <2 x float> %2527, float %2450, i64 1, !dbg !40
  %2529 = insertelement <2 x float> poison, float %2452, i64 0, !dbg !40
  %2530 = insertelement <2 x float> %2529, float %2454, i64 1, !dbg !40
  %2531 = insertelement <2 x float> poison, float %2456, i64 0, !dbg !40
  %2532 = insertelement <2 x float> %2531, float %2458, i64 1, !dbg !40
  %2533 = insertelement <2 x float> poison, float %2460, i64 0, !dbg !40
  %2534 = insertelement <2 x float> %2533, float %2462, i64 1, !dbg !40
  %2535 = insertelement <2 x float> poison, float %2464, i64 0, !dbg !40
  %2536 = insertelement <2 x float> %2535, float %2466, i64 1, !dbg !40
  %2537 = insertelement <2 x float> poison, float %2468, i64 0, !dbg !40
  %2538 = insertelement <2 x float> %2537, float %2470, i64 1, !dbg !40
  %2539 = fadd <2 x float> %2476, %2478, !dbg !40
  %2540 = fadd <2 x float> %2480, %2482, !dbg !40
  %2541 = fadd <2 x float> %2484, %2486, !dbg !40
  %2542 = fadd <2 x float> %2488, %2490, !dbg !40
  %2543 = fadd <2 x float> %2492, %2494, !dbg !40
  %2544 = fadd <2 x float> %2496, %2498, !dbg !40
  %2545 = fadd <2 x float> %2500, %2502, !dbg !40
  %2546 = fadd <2 x float> %2504, %2506, !dbg !40
  %2547 = fadd <2 x float> %2508, %2510, !dbg !40
  %2548 = fadd <2 x float> %2512, %2514, !dbg !40
  %2549 = fadd <2 x float> %2516, %2518, !dbg !40
  %2550 = fadd <2 x float> %2520, %2522, !dbg !40
  %2551 = fadd <2 x float> %2524, %2526, !dbg !40
  %2552 = fadd <2 x float> %2528, %2530, !dbg !40
  %2553 = fadd <2 x float> %2532, %2534, !dbg !40
  %2554 = fadd <2 x float> %2536, %2538, !dbg !40
  %2555 = fadd <2 x float> %2539, %2540, !dbg !40
  %2556 = fadd <2 x float> %2541, %2542, !dbg !40
  %2557 = fadd <2 x float> %2543, %2544, !dbg !40
  %2558 = fadd <2 x float> %2545, %2546, !dbg !40
  %2559 = fadd <2 x float> %2547, %2548, !dbg !40
  %2560 = fadd <2 x float> %2549, %2550, !dbg !40
  %2561 = fadd <2 x float> %2551, %2552, !dbg !40
  %2562 = fadd <2 x float> %2553, %2554, !dbg !40
  %2563 = fadd <2 x float> %2555, %2556, !dbg !40
  %2564 = fadd <2 x float> %2557, %2558, !dbg !40
  %2565 = fadd <2 x float> %2559, %2560, !dbg !40
  %2566 = fadd <2 x float> %2561, %2562, !dbg !40
  %2567 = fadd <2 x float> %2563, %2564, !dbg !40
  %2568 = fadd <2 x float> %2565, %2566, !dbg !40
  %2569 = fadd <2 x float> %2567, %2568, !dbg !40
  %shift207 = shufflevector <2 x float> %2569, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !42
  %foldExtExtBinop208 = fadd <2 x float> %2569, %shift207, !dbg !42
  %2570 = extractelement <2 x float> %foldExtExtBinop208, i64 0, !dbg !42
  %2571 = fadd float %2474, %2570, !dbg !39
  %2572 = fptrunc <2 x float> %2476 to <2 x half>, !dbg !43
  %2573 = fptrunc <2 x float> %2478 to <2 x half>, !dbg !43
  %2574 = fptrunc <2 x float> %2480 to <2 x half>, !dbg !43
  %2575 = fptrunc <2 x float> %2482 to <2 x half>, !dbg !43
  %2576 = fptrunc <2 x float> %2484 to <2 x half>, !dbg !43
  %2577 = fptrunc <2 x float> %2486 to <2 x half>, !dbg !43
  %2578 = fptrunc <2 x float> %2488 to <2 x half>, !dbg !43
  %2579 = fptrunc <2 x float> %2490 to <2 x half>, !dbg !43
  %2580 = fptrunc <2 x float> %2492 to <2 x half>, !dbg !43
  %2581 = fptrunc <2 x float> %2494 to <2 x half>, !dbg !43
  %2582 = fptrunc <2 x float> %2496 to <2 x half>, !dbg !43
  %2583 = fptrunc <2 x float> %2498 to <2 x half>, !dbg !43
  %2584 = fptrunc <2 x float> %2500 to <2 x half>, !dbg !43
  %2585 = fptrunc <2 x float> %2502 to <2 x half>, !dbg !43
  %2586 = fptrunc <2 x float> %2504 to <2 x half>, !dbg !43
  %2587 = fptrunc <2 x float> %2506 to <2 x half>, !dbg !43
  %2588 = fptrunc <2 x float> %2508 to <2 x half>, !dbg !43
  %2589 = fptrunc <2 x float> %2510 to <2 x half>, !dbg !43
  %2590 = fptrunc <2 x float> %2512 to <2 x half>, !dbg !43
  %2591 = fptrunc <2 x float> %2514 to <2 x half>, !dbg !43
  %2592 = fptrunc <2 x float> %2516 to <2 x half>, !dbg !43
  %2593 = fptrunc <2 x float> %2518 to <2 x half>, !dbg !43
  %2594 = fptrunc <2 x float> %2520 to <2 x half>, !dbg !43
  %2595 = fptrunc <2 x float> %2522 to <2 x half>, !dbg !43
  %2596 = fptrunc <2 x float> %2524 to <2 x half>, !dbg !43
  %2597 = fptrunc <2 x float> %2526 to <2 x half>, !dbg !43
  %2598 = fptrunc <2 x float> %2528 to <2 x half>, !dbg !43
  %2599 = fptrunc <2 x float> %2530 to <2 x half>, !dbg !43
  %2600 = fptrunc <2 x float> %2532 to <2 x half>, !dbg !43
  %2601 = fptrunc <2 x float> %2534 to <2 x half>, !dbg !43
  %2602 = fptrunc <2 x float> %2536 to <2 x half>, !dbg !43
  %2603 = fptrunc <2 x float> %2538 to <2 x half>, !dbg !43
  %2604 = bitcast <2 x half> %2572 to i32, !dbg !20
  %2605 = bitcast <2 x half> %2573 to i32, !dbg !20
  %2606 = bitcast <2 x half> %2574 to i32, !dbg !20
  %2607 = bitcast <2 x half> %2575 to i32, !dbg !20
  %2608 = bitcast <2 x half> %2576 to i32, !dbg !20
  %2609 = bitcast <2 x half> %2577 to i32, !dbg !20
  %2610 = bitcast <2 x half> %2578 to i32, !dbg !20
  %2611 = bitcast <2 x half> %2579 to i32, !dbg !20
  %2612 = bitcast <2 x half> %2580 to i32, !dbg !20
  %2613 = bitcast <2 x half> %2581 to i32, !dbg !20
  %2614 = bitcast <2 x half> %2582 to i32, !dbg !20
  %2615 = bitcast <2 x half> %2583 to i32, !dbg !20
  %2616 = bitcast <2 x half> %2584 to i32, !dbg !20
  %2617 = bitcast <2 x half> %2585 to i32, !dbg !20
  %2618 = bitcast <2 x half> %2586 to i32, !dbg !20
  %2619 = bitcast <2 x half> %2587 to i32, !dbg !20
  %2620 = bitcast <2 x half> %2588 to i32, !dbg !20
  %2621 = bitcast <2 x half> %2589 to i32, !dbg !20
  %2622 = bitcast <2 x half> %2590 to i32, !dbg !20
  %2623 = bitcast <2 x half> %2591 to i32, !dbg !20
  %2624 = bitcast <2 x half> %2592 to i32, !dbg !20
  %2625 = bitcast <2 x half> %2593 to i32, !dbg !20
  %2626 = bitcast <2 x half> %2594 to i32, !dbg !20
  %2627 = bitcast <2 x half> %2595 to i32, !dbg !20
  %2628 = bitcast <2 x half> %2596 to i32, !dbg !20
  %2629 = bitcast <2 x half> %2597 to i32, !dbg !20
  %2630 = bitcast <2 x half> %2598 to i32, !dbg !20
  %2631 = bitcast <2 x half> %2599 to i32, !dbg !20
  %2632 = bitcast <2 x half> %2600 to i32, !dbg !20
  %2633 = bitcast <2 x half> %2601 to i32, !dbg !20
  %2634 = bitcast <2 x half> %2602 to i32, !dbg !20
  %2635 = bitcast <2 x half> %2603 to i32, !dbg !20
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x32.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %1556, i32 %2604, i32 %2605, i32 %2606, i32 %2607, i32 %2608, i32 %2609, i32 %2610, i32 %2611, i32 %2612, i32 %2613, i32 %2614, i32 %2615, i32 %2616, i32 %2617, i32 %2618, i32 %2619, i32 %2620, i32 %2621, i32 %2622, i32 %2623, i32 %2624, i32 %2625, i32 %2626, i32 %2627, i32 %2628, i32 %2629, i32 %2630, i32 %2631, i32 %2632, i32 %2633, i32 %2634, i32 %2635) #11, !dbg !20
  %2636 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %567) #11, !dbg !20
  %2637 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 0, !dbg !20
  %2638 = bitcast i32 %2637 to float, !dbg !20
  %2639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 1, !dbg !20
  %2640 = bitcast i32 %2639 to float, !dbg !20
  %2641 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 2, !dbg !20
  %2642 = bitcast i32 %2641 to float, !dbg !20
  %2643 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 3, !dbg !20
  %2644 = bitcast i32 %2643 to float, !dbg !20
  %2645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 4, !dbg !20
  %2646 = bitcast i32 %2645 to float, !dbg !20
  %2647 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 5, !dbg !20
  %2648 = bitcast i32 %2647 to float, !dbg !20
  %2649 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 6, !dbg !20
  %2650 = bitcast i32 %2649 to float, !dbg !20
  %2651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 7, !dbg !20
  %2652 = bitcast i32 %2651 to float, !dbg !20
  %2653 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 8, !dbg !20
  %2654 = bitcast i32 %2653 to float, !dbg !20
  %2655 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 9, !dbg !20
  %2656 = bitcast i32 %2655 to float, !dbg !20
  %2657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 10, !dbg !20
  %2658 = bitcast i32 %2657 to float, !dbg !20
  %2659 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 11, !dbg !20
  %2660 = bitcast i32 %2659 to float, !dbg !20
  %2661 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 12, !dbg !20
  %2662 = bitcast i32 %2661 to float, !dbg !20
  %2663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 13, !dbg !20
  %2664 = bitcast i32 %2663 to float, !dbg !20
  %2665 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 14, !dbg !20
  %2666 = bitcast i32 %2665 to float, !dbg !20
  %2667 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 15, !dbg !20
  %2668 = bitcast i32 %2667 to float, !dbg !20
  %2669 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 16, !dbg !20
  %2670 = bitcast i32 %2669 to float, !dbg !20
  %2671 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 17, !dbg !20
  %2672 = bitcast i32 %2671 to float, !dbg !20
  %2673 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 18, !dbg !20
  %2674 = bitcast i32 %2673 to float, !dbg !20
  %2675 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 19, !dbg !20
  %2676 = bitcast i32 %2675 to float, !dbg !20
  %2677 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 20, !dbg !20
  %2678 = bitcast i32 %2677 to float, !dbg !20
  %2679 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 21, !dbg !20
  %2680 = bitcast i32 %2679 to float, !dbg !20
  %2681 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 22, !dbg !20
  %2682 = bitcast i32 %2681 to float, !dbg !20
  %2683 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 23, !dbg !20
  %2684 = bitcast i32 %2683 to float, !dbg !20
  %2685 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 24, !dbg !20
  %2686 = bitcast i32 %2685 to float, !dbg !20
  %2687 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 25, !dbg !20
  %2688 = bitcast i32 %2687 to float, !dbg !20
  %2689 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 26, !dbg !20
  %2690 = bitcast i32 %2689 to float, !dbg !20
  %2691 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 27, !dbg !20
  %2692 = bitcast i32 %2691 to float, !dbg !20
  %2693 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 28, !dbg !20
  %2694 = bitcast i32 %2693 to float, !dbg !20
  %2695 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 29, !dbg !20
  %2696 = bitcast i32 %2695 to float, !dbg !20
  %2697 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 30, !dbg !20
  %2698 = bitcast i32 %2697 to float, !dbg !20
  %2699 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 31, !dbg !20
  %2700 = bitcast i32 %2699 to float, !dbg !20
  %2701 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 32, !dbg !20
  %2702 = bitcast i32 %2701 to float, !dbg !20
  %2703 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 33, !dbg !20
  %2704 = bitcast i32 %2703 to float, !dbg !20
  %2705 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 34, !dbg !20
  %2706 = bitcast i32 %2705 to float, !dbg !20
  %2707 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 35, !dbg !20
  %2708 = bitcast i32 %2707 to float, !dbg !20
  %2709 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 36, !dbg !20
  %2710 = bitcast i32 %2709 to float, !dbg !20
  %2711 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 37, !dbg !20
  %2712 = bitcast i32 %2711 to float, !dbg !20
  %2713 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 38, !dbg !20
  %2714 = bitcast i32 %2713 to float, !dbg !20
  %2715 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 39, !dbg !20
  %2716 = bitcast i32 %2715 to float, !dbg !20
  %2717 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 40, !dbg !20
  %2718 = bitcast i32 %2717 to float, !dbg !20
  %2719 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 41, !dbg !20
  %2720 = bitcast i32 %2719 to float, !dbg !20
  %2721 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 42, !dbg !20
  %2722 = bitcast i32 %2721 to float, !dbg !20
  %2723 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 43, !dbg !20
  %2724 = bitcast i32 %2723 to float, !dbg !20
  %2725 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 44, !dbg !20
  %2726 = bitcast i32 %2725 to float, !dbg !20
  %2727 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 45, !dbg !20
  %2728 = bitcast i32 %2727 to float, !dbg !20
  %2729 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 46, !dbg !20
  %2730 = bitcast i32 %2729 to float, !dbg !20
  %2731 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 47, !dbg !20
  %2732 = bitcast i32 %2731 to float, !dbg !20
  %2733 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 48, !dbg !20
  %2734 = bitcast i32 %2733 to float, !dbg !20
  %2735 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 49, !dbg !20
  %2736 = bitcast i32 %2735 to float, !dbg !20
  %2737 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 50, !dbg !20
  %2738 = bitcast i32 %2737 to float, !dbg !20
  %2739 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 51, !dbg !20
  %2740 = bitcast i32 %2739 to float, !dbg !20
  %2741 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 52, !dbg !20
  %2742 = bitcast i32 %2741 to float, !dbg !20
  %2743 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 53, !dbg !20
  %2744 = bitcast i32 %2743 to float, !dbg !20
  %2745 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 54, !dbg !20
  %2746 = bitcast i32 %2745 to float, !dbg !20
  %2747 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 55, !dbg !20
  %2748 = bitcast i32 %2747 to float, !dbg !20
  %2749 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 56, !dbg !20
  %2750 = bitcast i32 %2749 to float, !dbg !20
  %2751 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 57, !dbg !20
  %2752 = bitcast i32 %2751 to float, !dbg !20
  %2753 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 58, !dbg !20
  %2754 = bitcast i32 %2753 to float, !dbg !20
  %2755 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 59, !dbg !20
  %2756 = bitcast i32 %2755 to float, !dbg !20
  %2757 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 60, !dbg !20
  %2758 = bitcast i32 %2757 to float, !dbg !20
  %2759 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 61, !dbg !20
  %2760 = bitcast i32 %2759 to float, !dbg !20
  %2761 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 62, !dbg !20
  %2762 = bitcast i32 %2761 to float, !dbg !20
  %2763 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2636, 63, !dbg !20
  %2764 = bitcast i32 %2763 to float, !dbg !20
  %2765 = fmul float %2473, %2638, !dbg !44
  %2766 = fmul float %2473, %2640, !dbg !44
  %2767 = fmul float %2473, %2642, !dbg !44
  %2768 = fmul float %2473, %2644, !dbg !44
  %2769 = fmul float %2473, %2646, !dbg !44
  %2770 = fmul float %2473, %2648, !dbg !44
  %2771 = fmul float %2473, %2650, !dbg !44
  %2772 = fmul float %2473, %2652, !dbg !44
  %2773 = fmul float %2473, %2654, !dbg !44
  %2774 = fmul float %2473, %2656, !dbg !44
  %2775 = fmul float %2473, %2658, !dbg !44
  %2776 = fmul float %2473, %2660, !dbg !44
  %2777 = fmul float %2473, %2662, !dbg !44
  %2778 = fmul float %2473, %2664, !dbg !44
  %2779 = fmul float %2473, %2666, !dbg !44
  %2780 = fmul float %2473, %2668, !dbg !44
  %2781 = fmul float %2473, %2670, !dbg !44
  %2782 = fmul float %2473, %2672, !dbg !44
  %2783 = fmul float %2473, %2674, !dbg !44
  %2784 = fmul float %2473, %2676, !dbg !44
  %2785 = fmul float %2473, %2678, !dbg !44
  %2786 = fmul float %2473, %2680, !dbg !44
  %2787 = fmul float %2473, %2682, !dbg !44
  %2788 = fmul float %2473, %2684, !dbg !44
  %2789 = fmul float %2473, %2686, !dbg !44
  %2790 = fmul float %2473, %2688, !dbg !44
  %2791 = fmul float %2473, %2690, !dbg !44
  %2792 = fmul float %2473, %2692, !dbg !44
  %2793 = fmul float %2473, %2694, !dbg !44
  %2794 = fmul float %2473, %2696, !dbg !44
  %2795 = fmul float %2473, %2698, !dbg !44
  %2796 = fmul float %2473, %2700, !dbg !44
  %2797 = fmul float %2473, %2702, !dbg !44
  %2798 = fmul float %2473, %2704, !dbg !44
  %2799 = fmul float %2473, %2706, !dbg !44
  %2800 = fmul float %2473, %2708, !dbg !44
  %2801 = fmul float %2473, %2710, !dbg !44
  %2802 = fmul float %2473, %2712, !dbg !44
  %2803 = fmul float %2473, %2714, !dbg !44
  %2804 = fmul float %2473, %2716, !dbg !44
  %2805 = fmul float %2473, %2718, !dbg !44
  %2806 = fmul float %2473, %2720, !dbg !44
  %2807 = fmul float %2473, %2722, !dbg !44
  %2808 = fmul float %2473, %2724, !dbg !44
  %2809 = fmul float %2473, %2726, !dbg !44
  %2810 = fmul float %2473, %2728, !dbg !44
  %2811 = fmul float %2473, %2730, !dbg !44
  %2812 = fmul float %2473, %2732, !dbg !44
  %2813 = fmul float %2473, %2734, !dbg !44
  %2814 = fmul float %2473, %2736, !dbg !44
  %2815 = fmul float %2473, %2738, !dbg !44
  %2816 = fmul float %2473, %2740, !dbg !44
  %2817 = fmul float %2473, %2742, !dbg !44
  %2818 = fmul float %2473, %2744, !dbg !44
  %2819 = fmul float %2473, %2746, !dbg !44
  %2820 = fmul float %2473, %2748, !dbg !44
  %2821 = fmul float %2473, %2750, !dbg !44
  %2822 = fmul float %2473, %2752, !dbg !44
  %2823 = fmul float %2473, %2754, !dbg !44
  %2824 = fmul float %2473, %2756, !dbg !44
  %2825 = fmul float %2473, %2758, !dbg !44
  %2826 = fmul float %2473, %2760, !dbg !44
  %2827 = fmul float %2473, %2762, !dbg !44
  %2828 = fmul float %2473, %2764, !dbg !44
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !20
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %567, float %2765, float %2766, float %2767, float %2768, float %2769, float %2770, float %2771, float %2772, float %2773, float %2774, float %2775, float %2776, float %2777, float %2778, float %2779, float %2780, float %2781, float %2782, float %2783, float %2784, float %2785, float %2786, float %2787, float %2788, float %2789, float %2790, float %2791, float %2792, float %2793, float %2794, float %2795, float %2796, float %2797, float %2798, float %2799, float %2800, float %2801, float %2802, float %2803, float %2804, float %2805, float %2806, float %2807, float %2808, float %2809, float %2810, float %2811, float %2812, float %2813, float %2814, float %2815, float %2816, float %2817, float %2818, float %2819, float %2820, float %2821, float %2822, float %2823, float %2824, float %2825, float %2826, float %2827, float %2828) #11, !dbg !20
  %2829 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1843, !dbg !21
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !20
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  br i1 %963, label %2830, label %2834, !dbg !20

2830:                                             ; preds = %2077
  %2831 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !20
  %2832 = extractvalue { i32, i1 } %2831, 1, !dbg !20
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 0 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %10, i32 %1523, i64 %1830, i32 135331856, i1 true, i1 %2832) #11, !dbg !20
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 8 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %10, i32 %1523, i64 %1833, i32 135331856, i1 true, i1 %2832) #11, !dbg !20
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 16 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %10, i32 %1523, i64 %1836, i32 135331856, i1 true, i1 %2832) #11, !dbg !20
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 24 ], $2, $3, $4;", "r,r,l,r,b,b"(i32 %10, i32 %1523, i64 %1839, i32 135331856, i1 true, i1 %2832) #11, !dbg !20
  %2833 = ptrtoint ptr addrspace(3) %2829 to i32, !dbg !20
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %2832, i32 %2833) #11, !dbg !20
  br label %2834, !dbg !20

2834:                                             ; preds = %2830, %2077
  %2835 = add i32 %1843, 1, !dbg !20
  %2836 = icmp sgt i32 %2835, 1, !dbg !20
  %2837 = select i1 %2836, i32 0, i32 %2835, !dbg !20
  %2838 = zext i1 %2836 to i32, !dbg !20
  %2839 = xor i32 %1844, %2838, !dbg !20
  %2840 = icmp slt i32 %1846, %1767, !dbg !21
  br i1 %2840, label %1840, label %._crit_edge, !dbg !21

._crit_edge:                                      ; preds = %2834, %1766
  %.pn2.lcssa = phi float [ %1490, %1766 ], [ %2571, %2834 ]
  %.lcssa65 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), %1766 ], [ %2829, %2834 ], !dbg !21
  %.lcssa = phi i32 [ 0, %1766 ], [ %1844, %2834 ], !dbg !21
  br i1 %575, label %2841, label %2842, !dbg !21

2841:                                             ; preds = %._crit_edge
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %.lcssa65, i32 %.lcssa) #11, !dbg !20
  br label %2842, !dbg !21

2842:                                             ; preds = %2841, %._crit_edge
  %2843 = inttoptr i32 %10 to ptr addrspace(6), !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %2844 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %2845 = extractvalue { i32, i1 } %2844, 1, !dbg !21
  %2846 = and i1 %568, %2845, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %2846, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960)) #11, !dbg !21
  %2847 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !21
  %2848 = extractvalue { i32, i1 } %2847, 1, !dbg !21
  %2849 = and i1 %568, %2848, !dbg !21
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %2849, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40968)) #11, !dbg !21
  %2850 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %143, !dbg !46
  %2851 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %145, !dbg !46
  %2852 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %147, !dbg !46
  %2853 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %149, !dbg !46
  %2854 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %151, !dbg !46
  %2855 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %153, !dbg !46
  %2856 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %155, !dbg !46
  %2857 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %157, !dbg !46
  %2858 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %159, !dbg !46
  %2859 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %161, !dbg !46
  %2860 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %163, !dbg !46
  %2861 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %165, !dbg !46
  %2862 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %167, !dbg !46
  %2863 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %169, !dbg !46
  %2864 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %171, !dbg !46
  %2865 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %173, !dbg !46
  %2866 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %175, !dbg !46
  %2867 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %177, !dbg !46
  %2868 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %179, !dbg !46
  %2869 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %181, !dbg !46
  %2870 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %183, !dbg !46
  %2871 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %185, !dbg !46
  %2872 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %187, !dbg !46
  %2873 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %189, !dbg !46
  %2874 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %191, !dbg !46
  %2875 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %193, !dbg !46
  %2876 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %195, !dbg !46
  %2877 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %197, !dbg !46
  %2878 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %199, !dbg !46
  %2879 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %201, !dbg !46
  %2880 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %203, !dbg !46
  %2881 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %205, !dbg !46
  %2882 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %207, !dbg !46
  %2883 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %209, !dbg !46
  %2884 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %211, !dbg !46
  %2885 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %213, !dbg !46
  %2886 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %215, !dbg !46
  %2887 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %217, !dbg !46
  %2888 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %219, !dbg !46
  %2889 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %221, !dbg !46
  %2890 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %223, !dbg !46
  %2891 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %225, !dbg !46
  %2892 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %227, !dbg !46
  %2893 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %229, !dbg !46
  %2894 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %231, !dbg !46
  %2895 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %233, !dbg !46
  %2896 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %235, !dbg !46
  %2897 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %237, !dbg !46
  %2898 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %239, !dbg !46
  %2899 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %241, !dbg !46
  %2900 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %243, !dbg !46
  %2901 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %245, !dbg !46
  %2902 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %247, !dbg !46
  %2903 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %249, !dbg !46
  %2904 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %251, !dbg !46
  %2905 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %253, !dbg !46
  %2906 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %255, !dbg !46
  %2907 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %257, !dbg !46
  %2908 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %259, !dbg !46
  %2909 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %261, !dbg !46
  %2910 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %263, !dbg !46
  %2911 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %265, !dbg !46
  %2912 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %267, !dbg !46
  %2913 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %269, !dbg !46
  %2914 = getelementptr [2 x i8], ptr addrspace(1) %2850, i64 %272, !dbg !46
  %2915 = getelementptr [2 x i8], ptr addrspace(1) %2851, i64 %272, !dbg !46
  %2916 = getelementptr [2 x i8], ptr addrspace(1) %2852, i64 %272, !dbg !46
  %2917 = getelementptr [2 x i8], ptr addrspace(1) %2853, i64 %272, !dbg !46
  %2918 = getelementptr [2 x i8], ptr addrspace(1) %2854, i64 %272, !dbg !46
  %2919 = getelementptr [2 x i8], ptr addrspace(1) %2855, i64 %272, !dbg !46
  %2920 = getelementptr [2 x i8], ptr addrspace(1) %2856, i64 %272, !dbg !46
  %2921 = getelementptr [2 x i8], ptr addrspace(1) %2857, i64 %272, !dbg !46
  %2922 = getelementptr [2 x i8], ptr addrspace(1) %2858, i64 %272, !dbg !46
  %2923 = getelementptr [2 x i8], ptr addrspace(1) %2859, i64 %272, !dbg !46
  %2924 = getelementptr [2 x i8], ptr addrspace(1) %2860, i64 %272, !dbg !46
  %2925 = getelementptr [2 x i8], ptr addrspace(1) %2861, i64 %272, !dbg !46
  %2926 = getelementptr [2 x i8], ptr addrspace(1) %2862, i64 %272, !dbg !46
  %2927 = getelementptr [2 x i8], ptr addrspace(1) %2863, i64 %272, !dbg !46
  %2928 = getelementptr [2 x i8], ptr addrspace(1) %2864, i64 %272, !dbg !46
  %2929 = getelementptr [2 x i8], ptr addrspace(1) %2865, i64 %272, !dbg !46
  %2930 = getelementptr [2 x i8], ptr addrspace(1) %2866, i64 %272, !dbg !46
  %2931 = getelementptr [2 x i8], ptr addrspace(1) %2867, i64 %272, !dbg !46
  %2932 = getelementptr [2 x i8], ptr addrspace(1) %2868, i64 %272, !dbg !46
  %2933 = getelementptr [2 x i8], ptr addrspace(1) %2869, i64 %272, !dbg !46
  %2934 = getelementptr [2 x i8], ptr addrspace(1) %2870, i64 %272, !dbg !46
  %2935 = getelementptr [2 x i8], ptr addrspace(1) %2871, i64 %272, !dbg !46
  %2936 = getelementptr [2 x i8], ptr addrspace(1) %2872, i64 %272, !dbg !46
  %2937 = getelementptr [2 x i8], ptr addrspace(1) %2873, i64 %272, !dbg !46
  %2938 = getelementptr [2 x i8], ptr addrspace(1) %2874, i64 %272, !dbg !46
  %2939 = getelementptr [2 x i8], ptr addrspace(1) %2875, i64 %272, !dbg !46
  %2940 = getelementptr [2 x i8], ptr addrspace(1) %2876, i64 %272, !dbg !46
  %2941 = getelementptr [2 x i8], ptr addrspace(1) %2877, i64 %272, !dbg !46
  %2942 = getelementptr [2 x i8], ptr addrspace(1) %2878, i64 %272, !dbg !46
  %2943 = getelementptr [2 x i8], ptr addrspace(1) %2879, i64 %272, !dbg !46
  %2944 = getelementptr [2 x i8], ptr addrspace(1) %2880, i64 %272, !dbg !46
  %2945 = getelementptr [2 x i8], ptr addrspace(1) %2881, i64 %272, !dbg !46
  %2946 = getelementptr [2 x i8], ptr addrspace(1) %2882, i64 %272, !dbg !46
  %2947 = getelementptr [2 x i8], ptr addrspace(1) %2883, i64 %272, !dbg !46
  %2948 = getelementptr [2 x i8], ptr addrspace(1) %2884, i64 %272, !dbg !46
  %2949 = getelementptr [2 x i8], ptr addrspace(1) %2885, i64 %272, !dbg !46
  %2950 = getelementptr [2 x i8], ptr addrspace(1) %2886, i64 %272, !dbg !46
  %2951 = getelementptr [2 x i8], ptr addrspace(1) %2887, i64 %272, !dbg !46
  %2952 = getelementptr [2 x i8], ptr addrspace(1) %2888, i64 %272, !dbg !46
  %2953 = getelementptr [2 x i8], ptr addrspace(1) %2889, i64 %272, !dbg !46
  %2954 = getelementptr [2 x i8], ptr addrspace(1) %2890, i64 %272, !dbg !46
  %2955 = getelementptr [2 x i8], ptr addrspace(1) %2891, i64 %272, !dbg !46
  %2956 = getelementptr [2 x i8], ptr addrspace(1) %2892, i64 %272, !dbg !46
  %2957 = getelementptr [2 x i8], ptr addrspace(1) %2893, i64 %272, !dbg !46
  %2958 = getelementptr [2 x i8], ptr addrspace(1) %2894, i64 %272, !dbg !46
  %2959 = getelementptr [2 x i8], ptr addrspace(1) %2895, i64 %272, !dbg !46
  %2960 = getelementptr [2 x i8], ptr addrspace(1) %2896, i64 %272, !dbg !46
  %2961 = getelementptr [2 x i8], ptr addrspace(1) %2897, i64 %272, !dbg !46
  %2962 = getelementptr [2 x i8], ptr addrspace(1) %2898, i64 %272, !dbg !46
  %2963 = getelementptr [2 x i8], ptr addrspace(1) %2899, i64 %272, !dbg !46
  %2964 = getelementptr [2 x i8], ptr addrspace(1) %2900, i64 %272, !dbg !46
  %2965 = getelementptr [2 x i8], ptr addrspace(1) %2901, i64 %272, !dbg !46
  %2966 = getelementptr [2 x i8], ptr addrspace(1) %2902, i64 %272, !dbg !46
  %2967 = getelementptr [2 x i8], ptr addrspace(1) %2903, i64 %272, !dbg !46
  %2968 = getelementptr [2 x i8], ptr addrspace(1) %2904, i64 %272, !dbg !46
  %2969 = getelementptr [2 x i8], ptr addrspace(1) %2905, i64 %272, !dbg !46
  %2970 = getelementptr [2 x i8], ptr addrspace(1) %2906, i64 %272, !dbg !46
  %2971 = getelementptr [2 x i8], ptr addrspace(1) %2907, i64 %272, !dbg !46
  %2972 = getelementptr [2 x i8], ptr addrspace(1) %2908, i64 %272, !dbg !46
  %2973 = getelementptr [2 x i8], ptr addrspace(1) %2909, i64 %272, !dbg !46
  %2974 = getelementptr [2 x i8], ptr addrspace(1) %2910, i64 %272, !dbg !46
  %2975 = getelementptr [2 x i8], ptr addrspace(1) %2911, i64 %272, !dbg !46
  %2976 = getelementptr [2 x i8], ptr addrspace(1) %2912, i64 %272, !dbg !46
  %2977 = getelementptr [2 x i8], ptr addrspace(1) %2913, i64 %272, !dbg !46
  %2978 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %567) #11, !dbg !20
  %2979 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 0, !dbg !20
  %2980 = bitcast i32 %2979 to float, !dbg !20
  %2981 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 1, !dbg !20
  %2982 = bitcast i32 %2981 to float, !dbg !20
  %2983 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 2, !dbg !20
  %2984 = bitcast i32 %2983 to float, !dbg !20
  %2985 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 3, !dbg !20
  %2986 = bitcast i32 %2985 to float, !dbg !20
  %2987 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 4, !dbg !20
  %2988 = bitcast i32 %2987 to float, !dbg !20
  %2989 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 5, !dbg !20
  %2990 = bitcast i32 %2989 to float, !dbg !20
  %2991 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 6, !dbg !20
  %2992 = bitcast i32 %2991 to float, !dbg !20
  %2993 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 7, !dbg !20
  %2994 = bitcast i32 %2993 to float, !dbg !20
  %2995 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 8, !dbg !20
  %2996 = bitcast i32 %2995 to float, !dbg !20
  %2997 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 9, !dbg !20
  %2998 = bitcast i32 %2997 to float, !dbg !20
  %2999 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 10, !dbg !20
  %3000 = bitcast i32 %2999 to float, !dbg !20
  %3001 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 11, !dbg !20
  %3002 = bitcast i32 %3001 to float, !dbg !20
  %3003 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 12, !dbg !20
  %3004 = bitcast i32 %3003 to float, !dbg !20
  %3005 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 13, !dbg !20
  %3006 = bitcast i32 %3005 to float, !dbg !20
  %3007 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 14, !dbg !20
  %3008 = bitcast i32 %3007 to float, !dbg !20
  %3009 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 15, !dbg !20
  %3010 = bitcast i32 %3009 to float, !dbg !20
  %3011 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 16, !dbg !20
  %3012 = bitcast i32 %3011 to float, !dbg !20
  %3013 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 17, !dbg !20
  %3014 = bitcast i32 %3013 to float, !dbg !20
  %3015 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 18, !dbg !20
  %3016 = bitcast i32 %3015 to float, !dbg !20
  %3017 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 19, !dbg !20
  %3018 = bitcast i32 %3017 to float, !dbg !20
  %3019 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 20, !dbg !20
  %3020 = bitcast i32 %3019 to float, !dbg !20
  %3021 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 21, !dbg !20
  %3022 = bitcast i32 %3021 to float, !dbg !20
  %3023 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 22, !dbg !20
  %3024 = bitcast i32 %3023 to float, !dbg !20
  %3025 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 23, !dbg !20
  %3026 = bitcast i32 %3025 to float, !dbg !20
  %3027 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 24, !dbg !20
  %3028 = bitcast i32 %3027 to float, !dbg !20
  %3029 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 25, !dbg !20
  %3030 = bitcast i32 %3029 to float, !dbg !20
  %3031 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 26, !dbg !20
  %3032 = bitcast i32 %3031 to float, !dbg !20
  %3033 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 27, !dbg !20
  %3034 = bitcast i32 %3033 to float, !dbg !20
  %3035 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 28, !dbg !20
  %3036 = bitcast i32 %3035 to float, !dbg !20
  %3037 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 29, !dbg !20
  %3038 = bitcast i32 %3037 to float, !dbg !20
  %3039 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 30, !dbg !20
  %3040 = bitcast i32 %3039 to float, !dbg !20
  %3041 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 31, !dbg !20
  %3042 = bitcast i32 %3041 to float, !dbg !20
  %3043 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 32, !dbg !20
  %3044 = bitcast i32 %3043 to float, !dbg !20
  %3045 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 33, !dbg !20
  %3046 = bitcast i32 %3045 to float, !dbg !20
  %3047 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 34, !dbg !20
  %3048 = bitcast i32 %3047 to float, !dbg !20
  %3049 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 35, !dbg !20
  %3050 = bitcast i32 %3049 to float, !dbg !20
  %3051 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 36, !dbg !20
  %3052 = bitcast i32 %3051 to float, !dbg !20
  %3053 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 37, !dbg !20
  %3054 = bitcast i32 %3053 to float, !dbg !20
  %3055 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 38, !dbg !20
  %3056 = bitcast i32 %3055 to float, !dbg !20
  %3057 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 39, !dbg !20
  %3058 = bitcast i32 %3057 to float, !dbg !20
  %3059 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 40, !dbg !20
  %3060 = bitcast i32 %3059 to float, !dbg !20
  %3061 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 41, !dbg !20
  %3062 = bitcast i32 %3061 to float, !dbg !20
  %3063 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 42, !dbg !20
  %3064 = bitcast i32 %3063 to float, !dbg !20
  %3065 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 43, !dbg !20
  %3066 = bitcast i32 %3065 to float, !dbg !20
  %3067 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 44, !dbg !20
  %3068 = bitcast i32 %3067 to float, !dbg !20
  %3069 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 45, !dbg !20
  %3070 = bitcast i32 %3069 to float, !dbg !20
  %3071 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 46, !dbg !20
  %3072 = bitcast i32 %3071 to float, !dbg !20
  %3073 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 47, !dbg !20
  %3074 = bitcast i32 %3073 to float, !dbg !20
  %3075 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 48, !dbg !20
  %3076 = bitcast i32 %3075 to float, !dbg !20
  %3077 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 49, !dbg !20
  %3078 = bitcast i32 %3077 to float, !dbg !20
  %3079 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 50, !dbg !20
  %3080 = bitcast i32 %3079 to float, !dbg !20
  %3081 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 51, !dbg !20
  %3082 = bitcast i32 %3081 to float, !dbg !20
  %3083 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 52, !dbg !20
  %3084 = bitcast i32 %3083 to float, !dbg !20
  %3085 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 53, !dbg !20
  %3086 = bitcast i32 %3085 to float, !dbg !20
  %3087 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 54, !dbg !20
  %3088 = bitcast i32 %3087 to float, !dbg !20
  %3089 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 55, !dbg !20
  %3090 = bitcast i32 %3089 to float, !dbg !20
  %3091 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 56, !dbg !20
  %3092 = bitcast i32 %3091 to float, !dbg !20
  %3093 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 57, !dbg !20
  %3094 = bitcast i32 %3093 to float, !dbg !20
  %3095 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 58, !dbg !20
  %3096 = bitcast i32 %3095 to float, !dbg !20
  %3097 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 59, !dbg !20
  %3098 = bitcast i32 %3097 to float, !dbg !20
  %3099 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 60, !dbg !20
  %3100 = bitcast i32 %3099 to float, !dbg !20
  %3101 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 61, !dbg !20
  %3102 = bitcast i32 %3101 to float, !dbg !20
  %3103 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 62, !dbg !20
  %3104 = bitcast i32 %3103 to float, !dbg !20
  %3105 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2978, 63, !dbg !20
  %3106 = bitcast i32 %3105 to float, !dbg !20
  %3107 = tail call float @llvm.nvvm.div.full(float %2980, float %.pn2.lcssa), !dbg !47
  %3108 = tail call float @llvm.nvvm.div.full(float %2982, float %.pn2.lcssa), !dbg !47
  %3109 = tail call float @llvm.nvvm.div.full(float %2984, float %.pn2.lcssa), !dbg !47
  %3110 = tail call float @llvm.nvvm.div.full(float %2986, float %.pn2.lcssa), !dbg !47
  %3111 = tail call float @llvm.nvvm.div.full(float %2988, float %.pn2.lcssa), !dbg !47
  %3112 = tail call float @llvm.nvvm.div.full(float %2990, float %.pn2.lcssa), !dbg !47
  %3113 = tail call float @llvm.nvvm.div.full(float %2992, float %.pn2.lcssa), !dbg !47
  %3114 = tail call float @llvm.nvvm.div.full(float %2994, float %.pn2.lcssa), !dbg !47
  %3115 = tail call float @llvm.nvvm.div.full(float %2996, float %.pn2.lcssa), !dbg !47
  %3116 = tail call float @llvm.nvvm.div.full(float %2998, float %.pn2.lcssa), !dbg !47
  %3117 = tail call float @llvm.nvvm.div.full(float %3000, float %.pn2.lcssa), !dbg !47
  %3118 = tail call float @llvm.nvvm.div.full(float %3002, float %.pn2.lcssa), !dbg !47
  %3119 = tail call float @llvm.nvvm.div.full(float %3004, float %.pn2.lcssa), !dbg !47
  %3120 = tail call float @llvm.nvvm.div.full(float %3006, float %.pn2.lcssa), !dbg !47
  %3121 = tail call float @llvm.nvvm.div.full(float %3008, float %.pn2.lcssa), !dbg !47
  %3122 = tail call float @llvm.nvvm.div.full(float %3010, float %.pn2.lcssa), !dbg !47
  %3123 = tail call float @llvm.nvvm.div.full(float %3012, float %.pn2.lcssa), !dbg !47
  %3124 = tail call float @llvm.nvvm.div.full(float %3014, float %.pn2.lcssa), !dbg !47
  %3125 = tail call float @llvm.nvvm.div.full(float %3016, float %.pn2.lcssa), !dbg !47
  %3126 = tail call float @llvm.nvvm.div.full(float %3018, float %.pn2.lcssa), !dbg !47
  %3127 = tail call float @llvm.nvvm.div.full(float %3020, float %.pn2.lcssa), !dbg !47
  %3128 = tail call float @llvm.nvvm.div.full(float %3022, float %.pn2.lcssa), !dbg !47
  %3129 = tail call float @llvm.nvvm.div.full(float %3024, float %.pn2.lcssa), !dbg !47
  %3130 = tail call float @llvm.nvvm.div.full(float %3026, float %.pn2.lcssa), !dbg !47
  %3131 = tail call float @llvm.nvvm.div.full(float %3028, float %.pn2.lcssa), !dbg !47
  %3132 = tail call float @llvm.nvvm.div.full(float %3030, float %.pn2.lcssa), !dbg !47
  %3133 = tail call float @llvm.nvvm.div.full(float %3032, float %.pn2.lcssa), !dbg !47
  %3134 = tail call float @llvm.nvvm.div.full(float %3034, float %.pn2.lcssa), !dbg !47
  %3135 = tail call float @llvm.nvvm.div.full(float %3036, float %.pn2.lcssa), !dbg !47
  %3136 = tail call float @llvm.nvvm.div.full(float %3038, float %.pn2.lcssa), !dbg !47
  %3137 = tail call float @llvm.nvvm.div.full(float %3040, float %.pn2.lcssa), !dbg !47
  %3138 = tail call float @llvm.nvvm.div.full(float %3042, float %.pn2.lcssa), !dbg !47
  %3139 = tail call float @llvm.nvvm.div.full(float %3044, float %.pn2.lcssa), !dbg !47
  %3140 = tail call float @llvm.nvvm.div.full(float %3046, float %.pn2.lcssa), !dbg !47
  %3141 = tail call float @llvm.nvvm.div.full(float %3048, float %.pn2.lcssa), !dbg !47
  %3142 = tail call float @llvm.nvvm.div.full(float %3050, float %.pn2.lcssa), !dbg !47
  %3143 = tail call float @llvm.nvvm.div.full(float %3052, float %.pn2.lcssa), !dbg !47
  %3144 = tail call float @llvm.nvvm.div.full(float %3054, float %.pn2.lcssa), !dbg !47
  %3145 = tail call float @llvm.nvvm.div.full(float %3056, float %.pn2.lcssa), !dbg !47
  %3146 = tail call float @llvm.nvvm.div.full(float %3058, float %.pn2.lcssa), !dbg !47
  %3147 = tail call float @llvm.nvvm.div.full(float %3060, float %.pn2.lcssa), !dbg !47
  %3148 = tail call float @llvm.nvvm.div.full(float %3062, float %.pn2.lcssa), !dbg !47
  %3149 = tail call float @llvm.nvvm.div.full(float %3064, float %.pn2.lcssa), !dbg !47
  %3150 = tail call float @llvm.nvvm.div.full(float %3066, float %.pn2.lcssa), !dbg !47
  %3151 = tail call float @llvm.nvvm.div.full(float %3068, float %.pn2.lcssa), !dbg !47
  %3152 = tail call float @llvm.nvvm.div.full(float %3070, float %.pn2.lcssa), !dbg !47
  %3153 = tail call float @llvm.nvvm.div.full(float %3072, float %.pn2.lcssa), !dbg !47
  %3154 = tail call float @llvm.nvvm.div.full(float %3074, float %.pn2.lcssa), !dbg !47
  %3155 = tail call float @llvm.nvvm.div.full(float %3076, float %.pn2.lcssa), !dbg !47
  %3156 = tail call float @llvm.nvvm.div.full(float %3078, float %.pn2.lcssa), !dbg !47
  %3157 = tail call float @llvm.nvvm.div.full(float %3080, float %.pn2.lcssa), !dbg !47
  %3158 = tail call float @llvm.nvvm.div.full(float %3082, float %.pn2.lcssa), !dbg !47
  %3159 = tail call float @llvm.nvvm.div.full(float %3084, float %.pn2.lcssa), !dbg !47
  %3160 = tail call float @llvm.nvvm.div.full(float %3086, float %.pn2.lcssa), !dbg !47
  %3161 = tail call float @llvm.nvvm.div.full(float %3088, float %.pn2.lcssa), !dbg !47
  %3162 = tail call float @llvm.nvvm.div.full(float %3090, float %.pn2.lcssa), !dbg !47
  %3163 = tail call float @llvm.nvvm.div.full(float %3092, float %.pn2.lcssa), !dbg !47
  %3164 = tail call float @llvm.nvvm.div.full(float %3094, float %.pn2.lcssa), !dbg !47
  %3165 = tail call float @llvm.nvvm.div.full(float %3096, float %.pn2.lcssa), !dbg !47
  %3166 = tail call float @llvm.nvvm.div.full(float %3098, float %.pn2.lcssa), !dbg !47
  %3167 = tail call float @llvm.nvvm.div.full(float %3100, float %.pn2.lcssa), !dbg !47
  %3168 = tail call float @llvm.nvvm.div.full(float %3102, float %.pn2.lcssa), !dbg !47
  %3169 = tail call float @llvm.nvvm.div.full(float %3104, float %.pn2.lcssa), !dbg !47
  %3170 = tail call float @llvm.nvvm.div.full(float %3106, float %.pn2.lcssa), !dbg !47
  %3171 = insertelement <2 x float> poison, float %3107, i64 0, !dbg !48
  %3172 = insertelement <2 x float> %3171, float %3111, i64 1, !dbg !48
  %3173 = fptrunc <2 x float> %3172 to <2 x half>, !dbg !48
  %3174 = insertelement <2 x float> poison, float %3108, i64 0, !dbg !48
  %3175 = insertelement <2 x float> %3174, float %3112, i64 1, !dbg !48
  %3176 = fptrunc <2 x float> %3175 to <2 x half>, !dbg !48
  %3177 = insertelement <2 x float> poison, float %3109, i64 0, !dbg !48
  %3178 = insertelement <2 x float> %3177, float %3113, i64 1, !dbg !48
  %3179 = fptrunc <2 x float> %3178 to <2 x half>, !dbg !48
  %3180 = insertelement <2 x float> poison, float %3110, i64 0, !dbg !48
  %3181 = insertelement <2 x float> %3180, float %3114, i64 1, !dbg !48
  %3182 = fptrunc <2 x float> %3181 to <2 x half>, !dbg !48
  %3183 = insertelement <2 x float> poison, float %3115, i64 0, !dbg !48
  %3184 = insertelement <2 x float> %3183, float %3119, i64 1, !dbg !48
  %3185 = fptrunc <2 x float> %3184 to <2 x half>, !dbg !48
  %3186 = insertelement <2 x float> poison, float %3116, i64 0, !dbg !48
  %3187 = insertelement <2 x float> %3186, float %3120, i64 1, !dbg !48
  %3188 = fptrunc <2 x float> %3187 to <2 x half>, !dbg !48
  %3189 = insertelement <2 x float> poison, float %3117, i64 0, !dbg !48
  %3190 = insertelement <2 x float> %3189, float %3121, i64 1, !dbg !48
  %3191 = fptrunc <2 x float> %3190 to <2 x half>, !dbg !48
  %3192 = insertelement <2 x float> poison, float %3118, i64 0, !dbg !48
  %3193 = insertelement <2 x float> %3192, float %3122, i64 1, !dbg !48
  %3194 = fptrunc <2 x float> %3193 to <2 x half>, !dbg !48
  %3195 = insertelement <2 x float> poison, float %3123, i64 0, !dbg !48
  %3196 = insertelement <2 x float> %3195, float %3127, i64 1, !dbg !48
  %3197 = fptrunc <2 x float> %3196 to <2 x half>, !dbg !48
  %3198 = insertelement <2 x float> poison, float %3124, i64 0, !dbg !48
  %3199 = insertelement <2 x float> %3198, float %3128, i64 1, !dbg !48
  %3200 = fptrunc <2 x float> %3199 to <2 x half>, !dbg !48
  %3201 = insertelement <2 x float> poison, float %3125, i64 0, !dbg !48
  %3202 = insertelement <2 x float> %3201, float %3129, i64 1, !dbg !48
  %3203 = fptrunc <2 x float> %3202 to <2 x half>, !dbg !48
  %3204 = insertelement <2 x float> poison, float %3126, i64 0, !dbg !48
  %3205 = insertelement <2 x float> %3204, float %3130, i64 1, !dbg !48
  %3206 = fptrunc <2 x float> %3205 to <2 x half>, !dbg !48
  %3207 = insertelement <2 x float> poison, float %3131, i64 0, !dbg !48
  %3208 = insertelement <2 x float> %3207, float %3135, i64 1, !dbg !48
  %3209 = fptrunc <2 x float> %3208 to <2 x half>, !dbg !48
  %3210 = insertelement <2 x float> poison, float %3132, i64 0, !dbg !48
  %3211 = insertelement <2 x float> %3210, float %3136, i64 1, !dbg !48
  %3212 = fptrunc <2 x float> %3211 to <2 x half>, !dbg !48
  %3213 = insertelement <2 x float> poison, float %3133, i64 0, !dbg !48
  %3214 = insertelement <2 x float> %3213, float %3137, i64 1, !dbg !48
  %3215 = fptrunc <2 x float> %3214 to <2 x half>, !dbg !48
  %3216 = insertelement <2 x float> poison, float %3134, i64 0, !dbg !48
  %3217 = insertelement <2 x float> %3216, float %3138, i64 1, !dbg !48
  %3218 = fptrunc <2 x float> %3217 to <2 x half>, !dbg !48
  %3219 = insertelement <2 x float> poison, float %3139, i64 0, !dbg !48
  %3220 = insertelement <2 x float> %3219, float %3143, i64 1, !dbg !48
  %3221 = fptrunc <2 x float> %3220 to <2 x half>, !dbg !48
  %3222 = insertelement <2 x float> poison, float %3140, i64 0, !dbg !48
  %3223 = insertelement <2 x float> %3222, float %3144, i64 1, !dbg !48
  %3224 = fptrunc <2 x float> %3223 to <2 x half>, !dbg !48
  %3225 = insertelement <2 x float> poison, float %3141, i64 0, !dbg !48
  %3226 = insertelement <2 x float> %3225, float %3145, i64 1, !dbg !48
  %3227 = fptrunc <2 x float> %3226 to <2 x half>, !dbg !48
  %3228 = insertelement <2 x float> poison, float %3142, i64 0, !dbg !48
  %3229 = insertelement <2 x float> %3228, float %3146, i64 1, !dbg !48
  %3230 = fptrunc <2 x float> %3229 to <2 x half>, !dbg !48
  %3231 = insertelement <2 x float> poison, float %3147, i64 0, !dbg !48
  %3232 = insertelement <2 x float> %3231, float %3151, i64 1, !dbg !48
  %3233 = fptrunc <2 x float> %3232 to <2 x half>, !dbg !48
  %3234 = insertelement <2 x float> poison, float %3148, i64 0, !dbg !48
  %3235 = insertelement <2 x float> %3234, float %3152, i64 1, !dbg !48
  %3236 = fptrunc <2 x float> %3235 to <2 x half>, !dbg !48
  %3237 = insertelement <2 x float> poison, float %3149, i64 0, !dbg !48
  %3238 = insertelement <2 x float> %3237, float %3153, i64 1, !dbg !48
  %3239 = fptrunc <2 x float> %3238 to <2 x half>, !dbg !48
  %3240 = insertelement <2 x float> poison, float %3150, i64 0, !dbg !48
  %3241 = insertelement <2 x float> %3240, float %3154, i64 1, !dbg !48
  %3242 = fptrunc <2 x float> %3241 to <2 x half>, !dbg !48
  %3243 = insertelement <2 x float> poison, float %3155, i64 0, !dbg !48
  %3244 = insertelement <2 x float> %3243, float %3159, i64 1, !dbg !48
  %3245 = fptrunc <2 x float> %3244 to <2 x half>, !dbg !48
  %3246 = insertelement <2 x float> poison, float %3156, i64 0, !dbg !48
  %3247 = insertelement <2 x float> %3246, float %3160, i64 1, !dbg !48
  %3248 = fptrunc <2 x float> %3247 to <2 x half>, !dbg !48
  %3249 = insertelement <2 x float> poison, float %3157, i64 0, !dbg !48
  %3250 = insertelement <2 x float> %3249, float %3161, i64 1, !dbg !48
  %3251 = fptrunc <2 x float> %3250 to <2 x half>, !dbg !48
  %3252 = insertelement <2 x float> poison, float %3158, i64 0, !dbg !48
  %3253 = insertelement <2 x float> %3252, float %3162, i64 1, !dbg !48
  %3254 = fptrunc <2 x float> %3253 to <2 x half>, !dbg !48
  %3255 = insertelement <2 x float> poison, float %3163, i64 0, !dbg !48
  %3256 = insertelement <2 x float> %3255, float %3167, i64 1, !dbg !48
  %3257 = fptrunc <2 x float> %3256 to <2 x half>, !dbg !48
  %3258 = insertelement <2 x float> poison, float %3164, i64 0, !dbg !48
  %3259 = insertelement <2 x float> %3258, float %3168, i64 1, !dbg !48
  %3260 = fptrunc <2 x float> %3259 to <2 x half>, !dbg !48
  %3261 = insertelement <2 x float> poison, float %3165, i64 0, !dbg !48
  %3262 = insertelement <2 x float> %3261, float %3169, i64 1, !dbg !48
  %3263 = fptrunc <2 x float> %3262 to <2 x half>, !dbg !48
  %3264 = insertelement <2 x float> poison, float %3166, i64 0, !dbg !48
  %3265 = insertelement <2 x float> %3264, float %3170, i64 1, !dbg !48
  %3266 = fptrunc <2 x float> %3265 to <2 x half>, !dbg !48
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !49
  %3267 = shl nuw nsw i32 %8, 4, !dbg !49
  %3268 = and i32 %3267, 1920, !dbg !49
  %3269 = and i32 %8, 1, !dbg !49
  %3270 = icmp eq i32 %3269, 0, !dbg !49
  %3271 = select i1 %3270, i32 0, i32 4128, !dbg !49
  %3272 = shl nuw nsw i32 %8, 3, !dbg !49
  %3273 = and i32 %3272, 16, !dbg !49
  %3274 = and i32 %8, 4, !dbg !49
  %3275 = icmp eq i32 %3274, 0, !dbg !49
  %3276 = select i1 %3275, i32 0, i32 8256, !dbg !49
  %3277 = or disjoint i32 %3273, %3268, !dbg !49
  %3278 = or disjoint i32 %3277, %3271, !dbg !49
  %3279 = or disjoint i32 %3278, %3276, !dbg !49
  %3280 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3279, !dbg !49
  %3281 = bitcast <2 x half> %3173 to i32, !dbg !49
  %3282 = bitcast <2 x half> %3185 to i32, !dbg !49
  %3283 = bitcast <2 x half> %3197 to i32, !dbg !49
  %3284 = bitcast <2 x half> %3209 to i32, !dbg !49
  %3285 = insertelement <4 x i32> poison, i32 %3281, i64 0, !dbg !49
  %3286 = insertelement <4 x i32> %3285, i32 %3282, i64 1, !dbg !49
  %3287 = insertelement <4 x i32> %3286, i32 %3283, i64 2, !dbg !49
  %3288 = insertelement <4 x i32> %3287, i32 %3284, i64 3, !dbg !49
  store <4 x i32> %3288, ptr addrspace(3) %3280, align 16, !dbg !49
  %3289 = getelementptr inbounds nuw i8, ptr addrspace(3) %3280, i32 2048, !dbg !49
  %3290 = bitcast <2 x half> %3221 to i32, !dbg !49
  %3291 = bitcast <2 x half> %3233 to i32, !dbg !49
  %3292 = bitcast <2 x half> %3245 to i32, !dbg !49
  %3293 = bitcast <2 x half> %3257 to i32, !dbg !49
  %3294 = insertelement <4 x i32> poison, i32 %3290, i64 0, !dbg !49
  %3295 = insertelement <4 x i32> %3294, i32 %3291, i64 1, !dbg !49
  %3296 = insertelement <4 x i32> %3295, i32 %3292, i64 2, !dbg !49
  %3297 = insertelement <4 x i32> %3296, i32 %3293, i64 3, !dbg !49
  store <4 x i32> %3297, ptr addrspace(3) %3289, align 16, !dbg !49
  %3298 = xor i32 %3279, 32, !dbg !49
  %3299 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3298, !dbg !49
  %3300 = bitcast <2 x half> %3176 to i32, !dbg !49
  %3301 = bitcast <2 x half> %3188 to i32, !dbg !49
  %3302 = bitcast <2 x half> %3200 to i32, !dbg !49
  %3303 = bitcast <2 x half> %3212 to i32, !dbg !49
  %3304 = insertelement <4 x i32> poison, i32 %3300, i64 0, !dbg !49
  %3305 = insertelement <4 x i32> %3304, i32 %3301, i64 1, !dbg !49
  %3306 = insertelement <4 x i32> %3305, i32 %3302, i64 2, !dbg !49
  %3307 = insertelement <4 x i32> %3306, i32 %3303, i64 3, !dbg !49
  store <4 x i32> %3307, ptr addrspace(3) %3299, align 16, !dbg !49
  %3308 = getelementptr inbounds nuw i8, ptr addrspace(3) %3299, i32 2048, !dbg !49
  %3309 = bitcast <2 x half> %3224 to i32, !dbg !49
  %3310 = bitcast <2 x half> %3236 to i32, !dbg !49
  %3311 = bitcast <2 x half> %3248 to i32, !dbg !49
  %3312 = bitcast <2 x half> %3260 to i32, !dbg !49
  %3313 = insertelement <4 x i32> poison, i32 %3309, i64 0, !dbg !49
  %3314 = insertelement <4 x i32> %3313, i32 %3310, i64 1, !dbg !49
  %3315 = insertelement <4 x i32> %3314, i32 %3311, i64 2, !dbg !49
  %3316 = insertelement <4 x i32> %3315, i32 %3312, i64 3, !dbg !49
  store <4 x i32> %3316, ptr addrspace(3) %3308, align 16, !dbg !49
  %3317 = xor i32 %3279, 64, !dbg !49
  %3318 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3317, !dbg !49
  %3319 = bitcast <2 x half> %3179 to i32, !dbg !49
  %3320 = bitcast <2 x half> %3191 to i32, !dbg !49
  %3321 = bitcast <2 x half> %3203 to i32, !dbg !49
  %3322 = bitcast <2 x half> %3215 to i32, !dbg !49
  %3323 = insertelement <4 x i32> poison, i32 %3319, i64 0, !dbg !49
  %3324 = insertelement <4 x i32> %3323, i32 %3320, i64 1, !dbg !49
  %3325 = insertelement <4 x i32> %3324, i32 %3321, i64 2, !dbg !49
  %3326 = insertelement <4 x i32> %3325, i32 %3322, i64 3, !dbg !49
  store <4 x i32> %3326, ptr addrspace(3) %3318, align 16, !dbg !49
  %3327 = getelementptr inbounds nuw i8, ptr addrspace(3) %3318, i32 2048, !dbg !49
  %3328 = bitcast <2 x half> %3227 to i32, !dbg !49
  %3329 = bitcast <2 x half> %3239 to i32, !dbg !49
  %3330 = bitcast <2 x half> %3251 to i32, !dbg !49
  %3331 = bitcast <2 x half> %3263 to i32, !dbg !49
  %3332 = insertelement <4 x i32> poison, i32 %3328, i64 0, !dbg !49
  %3333 = insertelement <4 x i32> %3332, i32 %3329, i64 1, !dbg !49
  %3334 = insertelement <4 x i32> %3333, i32 %3330, i64 2, !dbg !49
  %3335 = insertelement <4 x i32> %3334, i32 %3331, i64 3, !dbg !49
  store <4 x i32> %3335, ptr addrspace(3) %3327, align 16, !dbg !49
  %3336 = xor i32 %3279, 96, !dbg !49
  %3337 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3336, !dbg !49
  %3338 = bitcast <2 x half> %3182 to i32, !dbg !49
  %3339 = bitcast <2 x half> %3194 to i32, !dbg !49
  %3340 = bitcast <2 x half> %3206 to i32, !dbg !49
  %3341 = bitcast <2 x half> %3218 to i32, !dbg !49
  %3342 = insertelement <4 x i32> poison, i32 %3338, i64 0, !dbg !49
  %3343 = insertelement <4 x i32> %3342, i32 %3339, i64 1, !dbg !49
  %3344 = insertelement <4 x i32> %3343, i32 %3340, i64 2, !dbg !49
  %3345 = insertelement <4 x i32> %3344, i32 %3341, i64 3, !dbg !49
  store <4 x i32> %3345, ptr addrspace(3) %3337, align 16, !dbg !49
  %3346 = getelementptr inbounds nuw i8, ptr addrspace(3) %3337, i32 2048, !dbg !49
  %3347 = bitcast <2 x half> %3230 to i32, !dbg !49
  %3348 = bitcast <2 x half> %3242 to i32, !dbg !49
  %3349 = bitcast <2 x half> %3254 to i32, !dbg !49
  %3350 = bitcast <2 x half> %3266 to i32, !dbg !49
  %3351 = insertelement <4 x i32> poison, i32 %3347, i64 0, !dbg !49
  %3352 = insertelement <4 x i32> %3351, i32 %3348, i64 1, !dbg !49
  %3353 = insertelement <4 x i32> %3352, i32 %3349, i64 2, !dbg !49
  %3354 = insertelement <4 x i32> %3353, i32 %3350, i64 3, !dbg !49
  store <4 x i32> %3354, ptr addrspace(3) %3346, align 16, !dbg !49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !49
  %3355 = and i32 %3267, 112, !dbg !49
  %3356 = and i32 %8, 8, !dbg !49
  %3357 = icmp eq i32 %3356, 0, !dbg !49
  %3358 = select i1 %3357, i32 0, i32 8256, !dbg !49
  %3359 = and i32 %3272, 128, !dbg !49
  %3360 = shl nuw nsw i32 %8, 6, !dbg !49
  %3361 = and i32 %3360, 2048, !dbg !49
  %3362 = select i1 %402, i32 0, i32 4128, !dbg !49
  %3363 = xor i32 %3358, %3355, !dbg !49
  %3364 = xor i32 %3363, %3362, !dbg !49
  %3365 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3359, !dbg !49
  %3366 = getelementptr inbounds nuw i8, ptr addrspace(3) %3365, i32 %3361, !dbg !49
  %3367 = getelementptr inbounds nuw i8, ptr addrspace(3) %3366, i32 %3364, !dbg !49
  %3368 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %3367), !dbg !49
  %3369 = extractvalue { i32, i32, i32, i32 } %3368, 0, !dbg !49
  %3370 = extractvalue { i32, i32, i32, i32 } %3368, 1, !dbg !49
  %3371 = extractvalue { i32, i32, i32, i32 } %3368, 2, !dbg !49
  %3372 = extractvalue { i32, i32, i32, i32 } %3368, 3, !dbg !49
  %extelt.offset = lshr i32 %3369, 16, !dbg !49
  %3373 = trunc nuw i32 %extelt.offset to i16, !dbg !49
  %extelt.offset4 = lshr i32 %3370, 16, !dbg !49
  %3374 = trunc nuw i32 %extelt.offset4 to i16, !dbg !49
  %extelt.offset6 = lshr i32 %3371, 16, !dbg !49
  %3375 = trunc nuw i32 %extelt.offset6 to i16, !dbg !49
  %extelt.offset8 = lshr i32 %3372, 16, !dbg !49
  %3376 = trunc nuw i32 %extelt.offset8 to i16, !dbg !49
  %3377 = getelementptr inbounds nuw i8, ptr addrspace(3) %3367, i32 256, !dbg !49
  %3378 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3377), !dbg !49
  %3379 = extractvalue { i32, i32, i32, i32 } %3378, 0, !dbg !49
  %3380 = extractvalue { i32, i32, i32, i32 } %3378, 1, !dbg !49
  %3381 = extractvalue { i32, i32, i32, i32 } %3378, 2, !dbg !49
  %3382 = extractvalue { i32, i32, i32, i32 } %3378, 3, !dbg !49
  %extelt.offset10 = lshr i32 %3379, 16, !dbg !49
  %3383 = trunc nuw i32 %extelt.offset10 to i16, !dbg !49
  %extelt.offset12 = lshr i32 %3380, 16, !dbg !49
  %3384 = trunc nuw i32 %extelt.offset12 to i16, !dbg !49
  %extelt.offset14 = lshr i32 %3381, 16, !dbg !49
  %3385 = trunc nuw i32 %extelt.offset14 to i16, !dbg !49
  %extelt.offset16 = lshr i32 %3382, 16, !dbg !49
  %3386 = trunc nuw i32 %extelt.offset16 to i16, !dbg !49
  %3387 = getelementptr inbounds nuw i8, ptr addrspace(3) %3367, i32 512, !dbg !49
  %3388 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3387), !dbg !49
  %3389 = extractvalue { i32, i32, i32, i32 } %3388, 0, !dbg !49
  %3390 = extractvalue { i32, i32, i32, i32 } %3388, 1, !dbg !49
  %3391 = extractvalue { i32, i32, i32, i32 } %3388, 2, !dbg !49
  %3392 = extractvalue { i32, i32, i32, i32 } %3388, 3, !dbg !49
  %extelt.offset18 = lshr i32 %3389, 16, !dbg !49
  %3393 = trunc nuw i32 %extelt.offset18 to i16, !dbg !49
  %extelt.offset20 = lshr i32 %3390, 16, !dbg !49
  %3394 = trunc nuw i32 %extelt.offset20 to i16, !dbg !49
  %extelt.offset22 = lshr i32 %3391, 16, !dbg !49
  %3395 = trunc nuw i32 %extelt.offset22 to i16, !dbg !49
  %extelt.offset24 = lshr i32 %3392, 16, !dbg !49
  %3396 = trunc nuw i32 %extelt.offset24 to i16, !dbg !49
  %3397 = getelementptr inbounds nuw i8, ptr addrspace(3) %3367, i32 768, !dbg !49
  %3398 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3397), !dbg !49
  %3399 = extractvalue { i32, i32, i32, i32 } %3398, 0, !dbg !49
  %3400 = extractvalue { i32, i32, i32, i32 } %3398, 1, !dbg !49
  %3401 = extractvalue { i32, i32, i32, i32 } %3398, 2, !dbg !49
  %3402 = extractvalue { i32, i32, i32, i32 } %3398, 3, !dbg !49
  %extelt.offset26 = lshr i32 %3399, 16, !dbg !49
  %3403 = trunc nuw i32 %extelt.offset26 to i16, !dbg !49
  %extelt.offset28 = lshr i32 %3400, 16, !dbg !49
  %3404 = trunc nuw i32 %extelt.offset28 to i16, !dbg !49
  %extelt.offset30 = lshr i32 %3401, 16, !dbg !49
  %3405 = trunc nuw i32 %extelt.offset30 to i16, !dbg !49
  %extelt.offset32 = lshr i32 %3402, 16, !dbg !49
  %3406 = trunc nuw i32 %extelt.offset32 to i16, !dbg !49
  %3407 = getelementptr inbounds nuw i8, ptr addrspace(3) %3367, i32 1024, !dbg !49
  %3408 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3407), !dbg !49
  %3409 = extractvalue { i32, i32, i32, i32 } %3408, 0, !dbg !49
  %3410 = extractvalue { i32, i32, i32, i32 } %3408, 1, !dbg !49
  %3411 = extractvalue { i32, i32, i32, i32 } %3408, 2, !dbg !49
  %3412 = extractvalue { i32, i32, i32, i32 } %3408, 3, !dbg !49
  %extelt.offset34 = lshr i32 %3409, 16, !dbg !49
  %3413 = trunc nuw i32 %extelt.offset34 to i16, !dbg !49
  %extelt.offset36 = lshr i32 %3410, 16, !dbg !49
  %3414 = trunc nuw i32 %extelt.offset36 to i16, !dbg !49
  %extelt.offset38 = lshr i32 %3411, 16, !dbg !49
  %3415 = trunc nuw i32 %extelt.offset38 to i16, !dbg !49
  %extelt.offset40 = lshr i32 %3412, 16, !dbg !49
  %3416 = trunc nuw i32 %extelt.offset40 to i16, !dbg !49
  %3417 = getelementptr inbounds nuw i8, ptr addrspace(3) %3367, i32 1280, !dbg !49
  %3418 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3417), !dbg !49
  %3419 = extractvalue { i32, i32, i32, i32 } %3418, 0, !dbg !49
  %3420 = extractvalue { i32, i32, i32, i32 } %3418, 1, !dbg !49
  %3421 = extractvalue { i32, i32, i32, i32 } %3418, 2, !dbg !49
  %3422 = extractvalue { i32, i32, i32, i32 } %3418, 3, !dbg !49
  %extelt.offset42 = lshr i32 %3419, 16, !dbg !49
  %3423 = trunc nuw i32 %extelt.offset42 to i16, !dbg !49
  %extelt.offset44 = lshr i32 %3420, 16, !dbg !49
  %3424 = trunc nuw i32 %extelt.offset44 to i16, !dbg !49
  %extelt.offset46 = lshr i32 %3421, 16, !dbg !49
  %3425 = trunc nuw i32 %extelt.offset46 to i16, !dbg !49
  %extelt.offset48 = lshr i32 %3422, 16, !dbg !49
  %3426 = trunc nuw i32 %extelt.offset48 to i16, !dbg !49
  %3427 = getelementptr inbounds nuw i8, ptr addrspace(3) %3367, i32 1536, !dbg !49
  %3428 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3427), !dbg !49
  %3429 = extractvalue { i32, i32, i32, i32 } %3428, 0, !dbg !49
  %3430 = extractvalue { i32, i32, i32, i32 } %3428, 1, !dbg !49
  %3431 = extractvalue { i32, i32, i32, i32 } %3428, 2, !dbg !49
  %3432 = extractvalue { i32, i32, i32, i32 } %3428, 3, !dbg !49
  %extelt.offset50 = lshr i32 %3429, 16, !dbg !49
  %3433 = trunc nuw i32 %extelt.offset50 to i16, !dbg !49
  %extelt.offset52 = lshr i32 %3430, 16, !dbg !49
  %3434 = trunc nuw i32 %extelt.offset52 to i16, !dbg !49
  %extelt.offset54 = lshr i32 %3431, 16, !dbg !49
  %3435 = trunc nuw i32 %extelt.offset54 to i16, !dbg !49
  %extelt.offset56 = lshr i32 %3432, 16, !dbg !49
  %3436 = trunc nuw i32 %extelt.offset56 to i16, !dbg !49
  %3437 = getelementptr inbounds nuw i8, ptr addrspace(3) %3367, i32 1792, !dbg !49
  %3438 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3437), !dbg !49
  %3439 = extractvalue { i32, i32, i32, i32 } %3438, 0, !dbg !49
  %3440 = extractvalue { i32, i32, i32, i32 } %3438, 1, !dbg !49
  %3441 = extractvalue { i32, i32, i32, i32 } %3438, 2, !dbg !49
  %3442 = extractvalue { i32, i32, i32, i32 } %3438, 3, !dbg !49
  %extelt.offset58 = lshr i32 %3439, 16, !dbg !49
  %3443 = trunc nuw i32 %extelt.offset58 to i16, !dbg !49
  %extelt.offset60 = lshr i32 %3440, 16, !dbg !49
  %3444 = trunc nuw i32 %extelt.offset60 to i16, !dbg !49
  %extelt.offset62 = lshr i32 %3441, 16, !dbg !49
  %3445 = trunc nuw i32 %extelt.offset62 to i16, !dbg !49
  %extelt.offset64 = lshr i32 %3442, 16, !dbg !49
  %3446 = trunc nuw i32 %extelt.offset64 to i16, !dbg !49
  %.extract = trunc i32 %3369 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract, ptr addrspace(1) %2914) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3373, ptr addrspace(1) %2915) #11, !dbg !49
  %.extract3 = trunc i32 %3370 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract3, ptr addrspace(1) %2916) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3374, ptr addrspace(1) %2917) #11, !dbg !49
  %.extract5 = trunc i32 %3371 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract5, ptr addrspace(1) %2918) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3375, ptr addrspace(1) %2919) #11, !dbg !49
  %.extract7 = trunc i32 %3372 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract7, ptr addrspace(1) %2920) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3376, ptr addrspace(1) %2921) #11, !dbg !49
  %.extract9 = trunc i32 %3379 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract9, ptr addrspace(1) %2922) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3383, ptr addrspace(1) %2923) #11, !dbg !49
  %.extract11 = trunc i32 %3380 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract11, ptr addrspace(1) %2924) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3384, ptr addrspace(1) %2925) #11, !dbg !49
  %.extract13 = trunc i32 %3381 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract13, ptr addrspace(1) %2926) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3385, ptr addrspace(1) %2927) #11, !dbg !49
  %.extract15 = trunc i32 %3382 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract15, ptr addrspace(1) %2928) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3386, ptr addrspace(1) %2929) #11, !dbg !49
  %.extract17 = trunc i32 %3389 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract17, ptr addrspace(1) %2930) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3393, ptr addrspace(1) %2931) #11, !dbg !49
  %.extract19 = trunc i32 %3390 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract19, ptr addrspace(1) %2932) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3394, ptr addrspace(1) %2933) #11, !dbg !49
  %.extract21 = trunc i32 %3391 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract21, ptr addrspace(1) %2934) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3395, ptr addrspace(1) %2935) #11, !dbg !49
  %.extract23 = trunc i32 %3392 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract23, ptr addrspace(1) %2936) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3396, ptr addrspace(1) %2937) #11, !dbg !49
  %.extract25 = trunc i32 %3399 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract25, ptr addrspace(1) %2938) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3403, ptr addrspace(1) %2939) #11, !dbg !49
  %.extract27 = trunc i32 %3400 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract27, ptr addrspace(1) %2940) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3404, ptr addrspace(1) %2941) #11, !dbg !49
  %.extract29 = trunc i32 %3401 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract29, ptr addrspace(1) %2942) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3405, ptr addrspace(1) %2943) #11, !dbg !49
  %.extract31 = trunc i32 %3402 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract31, ptr addrspace(1) %2944) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3406, ptr addrspace(1) %2945) #11, !dbg !49
  %.extract33 = trunc i32 %3409 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract33, ptr addrspace(1) %2946) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3413, ptr addrspace(1) %2947) #11, !dbg !49
  %.extract35 = trunc i32 %3410 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract35, ptr addrspace(1) %2948) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3414, ptr addrspace(1) %2949) #11, !dbg !49
  %.extract37 = trunc i32 %3411 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract37, ptr addrspace(1) %2950) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3415, ptr addrspace(1) %2951) #11, !dbg !49
  %.extract39 = trunc i32 %3412 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract39, ptr addrspace(1) %2952) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3416, ptr addrspace(1) %2953) #11, !dbg !49
  %.extract41 = trunc i32 %3419 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract41, ptr addrspace(1) %2954) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3423, ptr addrspace(1) %2955) #11, !dbg !49
  %.extract43 = trunc i32 %3420 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract43, ptr addrspace(1) %2956) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3424, ptr addrspace(1) %2957) #11, !dbg !49
  %.extract45 = trunc i32 %3421 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract45, ptr addrspace(1) %2958) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3425, ptr addrspace(1) %2959) #11, !dbg !49
  %.extract47 = trunc i32 %3422 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract47, ptr addrspace(1) %2960) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3426, ptr addrspace(1) %2961) #11, !dbg !49
  %.extract49 = trunc i32 %3429 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract49, ptr addrspace(1) %2962) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3433, ptr addrspace(1) %2963) #11, !dbg !49
  %.extract51 = trunc i32 %3430 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract51, ptr addrspace(1) %2964) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3434, ptr addrspace(1) %2965) #11, !dbg !49
  %.extract53 = trunc i32 %3431 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract53, ptr addrspace(1) %2966) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3435, ptr addrspace(1) %2967) #11, !dbg !49
  %.extract55 = trunc i32 %3432 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract55, ptr addrspace(1) %2968) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3436, ptr addrspace(1) %2969) #11, !dbg !49
  %.extract57 = trunc i32 %3439 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract57, ptr addrspace(1) %2970) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3443, ptr addrspace(1) %2971) #11, !dbg !49
  %.extract59 = trunc i32 %3440 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract59, ptr addrspace(1) %2972) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3444, ptr addrspace(1) %2973) #11, !dbg !49
  %.extract61 = trunc i32 %3441 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract61, ptr addrspace(1) %2974) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3445, ptr addrspace(1) %2975) #11, !dbg !49
  %.extract63 = trunc i32 %3442 to i16, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract63, ptr addrspace(1) %2976) #11, !dbg !49
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %3446, ptr addrspace(1) %2977) #11, !dbg !49
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r"(i1 %9, ptr addrspace(6) %2843) #11, !dbg !12
  ret void, !dbg !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #5

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #8

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #9

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #10

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nounwind }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #10 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_kernels.py", directory: "/work/main/scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "attention_kernel", linkageName: "attention_kernel", scope: !1, file: !1, line: 75, type: !5, scopeLine: 75, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 75, column: 1, scope: !4)
!13 = !DILocation(line: 77, column: 11, scope: !4)
!14 = !DILocation(line: 78, column: 14, scope: !4)
!15 = !DILocation(line: 78, column: 30, scope: !4)
!16 = !DILocation(line: 81, column: 25, scope: !4)
!17 = !DILocation(line: 81, column: 17, scope: !4)
!18 = !DILocation(line: 81, column: 54, scope: !4)
!19 = !DILocation(line: 81, column: 9, scope: !4)
!20 = !DILocation(line: 94, column: 15, scope: !4)
!21 = !DILocation(line: 85, column: 5, scope: !4)
!22 = !DILocation(line: 86, column: 29, scope: !4)
!23 = !DILocation(line: 86, column: 21, scope: !4)
!24 = !DILocation(line: 86, column: 13, scope: !4)
!25 = !DILocation(line: 87, column: 21, scope: !4)
!26 = !DILocation(line: 87, column: 13, scope: !4)
!27 = !DILocation(line: 88, column: 14, scope: !4)
!28 = !DILocation(line: 196, column: 12, scope: !29, inlinedAt: !31)
!29 = distinct !DILexicalBlockFile(scope: !4, file: !30, discriminator: 0)
!30 = !DIFile(filename: "standard.py", directory: "/work/main/.tools/venv/lib/python3.11/site-packages/triton/language")
!31 = !DILocation(line: 216, column: 16, scope: !29, inlinedAt: !32)
!32 = !DILocation(line: 89, column: 33, scope: !33)
!33 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!34 = !DILocation(line: 89, column: 17, scope: !4)
!35 = !DILocation(line: 90, column: 20, scope: !4)
!36 = !DILocation(line: 90, column: 13, scope: !4)
!37 = !DILocation(line: 91, column: 24, scope: !4)
!38 = !DILocation(line: 91, column: 17, scope: !4)
!39 = !DILocation(line: 92, column: 15, scope: !4)
!40 = !DILocation(line: 314, column: 12, scope: !29, inlinedAt: !41)
!41 = !DILocation(line: 92, column: 29, scope: !33)
!42 = !DILocation(line: 287, column: 12, scope: !29, inlinedAt: !40)
!43 = !DILocation(line: 94, column: 22, scope: !4)
!44 = !DILocation(line: 93, column: 15, scope: !4)
!45 = !DILocation(line: 86, column: 30, scope: !4)
!46 = !DILocation(line: 97, column: 14, scope: !4)
!47 = !DILocation(line: 96, column: 11, scope: !4)
!48 = !DILocation(line: 97, column: 68, scope: !4)
!49 = !DILocation(line: 97, column: 5, scope: !4)
