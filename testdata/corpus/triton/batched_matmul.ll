; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @batched_matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) nofree readnone captures(none) %12, ptr addrspace(1) nofree readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %16 = icmp samesign ult i32 %15, 32, !dbg !10
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 128;", "b,r"(i1 %16, ptr addrspace(3) @global_smem) #9, !dbg !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !10
  %17 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !10
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %16) #9, !dbg !10
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !12
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !13
  %21 = shl i32 %18, 7, !dbg !14
  %22 = lshr i32 %15, 5, !dbg !15
  %23 = and i32 %15, 64, !dbg !15
  %24 = lshr exact i32 %23, 6, !dbg !15
  %25 = or disjoint i32 %24, 2, !dbg !15
  %26 = or disjoint i32 %24, 4, !dbg !15
  %27 = or disjoint i32 %24, 6, !dbg !15
  %28 = or disjoint i32 %24, 8, !dbg !15
  %29 = or disjoint i32 %24, 10, !dbg !15
  %30 = or disjoint i32 %24, 12, !dbg !15
  %31 = or disjoint i32 %24, 14, !dbg !15
  %32 = or disjoint i32 %24, 16, !dbg !15
  %33 = or disjoint i32 %24, 18, !dbg !15
  %34 = or disjoint i32 %24, 20, !dbg !15
  %35 = or disjoint i32 %24, 22, !dbg !15
  %36 = or disjoint i32 %24, 24, !dbg !15
  %37 = or disjoint i32 %24, 26, !dbg !15
  %38 = or disjoint i32 %24, 28, !dbg !15
  %39 = or disjoint i32 %24, 30, !dbg !15
  %40 = or disjoint i32 %24, 32, !dbg !15
  %41 = or disjoint i32 %24, 34, !dbg !15
  %42 = or disjoint i32 %24, 36, !dbg !15
  %43 = or disjoint i32 %24, 38, !dbg !15
  %44 = or disjoint i32 %24, 40, !dbg !15
  %45 = or disjoint i32 %24, 42, !dbg !15
  %46 = or disjoint i32 %24, 44, !dbg !15
  %47 = or disjoint i32 %24, 46, !dbg !15
  %48 = or disjoint i32 %24, 48, !dbg !15
  %49 = or disjoint i32 %24, 50, !dbg !15
  %50 = or disjoint i32 %24, 52, !dbg !15
  %51 = or disjoint i32 %24, 54, !dbg !15
  %52 = or disjoint i32 %24, 56, !dbg !15
  %53 = or disjoint i32 %24, 58, !dbg !15
  %54 = or disjoint i32 %24, 60, !dbg !15
  %55 = or disjoint i32 %24, 62, !dbg !15
  %56 = or disjoint i32 %24, 64, !dbg !15
  %57 = or disjoint i32 %24, 66, !dbg !15
  %58 = or disjoint i32 %24, 68, !dbg !15
  %59 = or disjoint i32 %24, 70, !dbg !15
  %60 = or disjoint i32 %24, 72, !dbg !15
  %61 = or disjoint i32 %24, 74, !dbg !15
  %62 = or disjoint i32 %24, 76, !dbg !15
  %63 = or disjoint i32 %24, 78, !dbg !15
  %64 = or disjoint i32 %24, 80, !dbg !15
  %65 = or disjoint i32 %24, 82, !dbg !15
  %66 = or disjoint i32 %24, 84, !dbg !15
  %67 = or disjoint i32 %24, 86, !dbg !15
  %68 = or disjoint i32 %24, 88, !dbg !15
  %69 = or disjoint i32 %24, 90, !dbg !15
  %70 = or disjoint i32 %24, 92, !dbg !15
  %71 = or disjoint i32 %24, 94, !dbg !15
  %72 = or disjoint i32 %24, 96, !dbg !15
  %73 = or disjoint i32 %24, 98, !dbg !15
  %74 = or disjoint i32 %24, 100, !dbg !15
  %75 = or disjoint i32 %24, 102, !dbg !15
  %76 = or disjoint i32 %24, 104, !dbg !15
  %77 = or disjoint i32 %24, 106, !dbg !15
  %78 = or disjoint i32 %24, 108, !dbg !15
  %79 = or disjoint i32 %24, 110, !dbg !15
  %80 = or disjoint i32 %24, 112, !dbg !15
  %81 = or disjoint i32 %24, 114, !dbg !15
  %82 = or disjoint i32 %24, 116, !dbg !15
  %83 = or disjoint i32 %24, 118, !dbg !15
  %84 = or disjoint i32 %24, 120, !dbg !15
  %85 = or disjoint i32 %24, 122, !dbg !15
  %86 = or disjoint i32 %24, 124, !dbg !15
  %87 = or disjoint i32 %24, 126, !dbg !15
  %88 = or disjoint i32 %24, %21, !dbg !14
  %89 = or disjoint i32 %25, %21, !dbg !14
  %90 = or disjoint i32 %26, %21, !dbg !14
  %91 = or disjoint i32 %27, %21, !dbg !14
  %92 = or disjoint i32 %28, %21, !dbg !14
  %93 = or disjoint i32 %29, %21, !dbg !14
  %94 = or disjoint i32 %30, %21, !dbg !14
  %95 = or disjoint i32 %31, %21, !dbg !14
  %96 = or disjoint i32 %32, %21, !dbg !14
  %97 = or disjoint i32 %33, %21, !dbg !14
  %98 = or disjoint i32 %34, %21, !dbg !14
  %99 = or disjoint i32 %35, %21, !dbg !14
  %100 = or disjoint i32 %36, %21, !dbg !14
  %101 = or disjoint i32 %37, %21, !dbg !14
  %102 = or disjoint i32 %38, %21, !dbg !14
  %103 = or disjoint i32 %39, %21, !dbg !14
  %104 = or disjoint i32 %40, %21, !dbg !14
  %105 = or disjoint i32 %41, %21, !dbg !14
  %106 = or disjoint i32 %42, %21, !dbg !14
  %107 = or disjoint i32 %43, %21, !dbg !14
  %108 = or disjoint i32 %44, %21, !dbg !14
  %109 = or disjoint i32 %45, %21, !dbg !14
  %110 = or disjoint i32 %46, %21, !dbg !14
  %111 = or disjoint i32 %47, %21, !dbg !14
  %112 = or disjoint i32 %48, %21, !dbg !14
  %113 = or disjoint i32 %49, %21, !dbg !14
  %114 = or disjoint i32 %50, %21, !dbg !14
  %115 = or disjoint i32 %51, %21, !dbg !14
  %116 = or disjoint i32 %52, %21, !dbg !14
  %117 = or disjoint i32 %53, %21, !dbg !14
  %118 = or disjoint i32 %54, %21, !dbg !14
  %119 = or disjoint i32 %55, %21, !dbg !14
  %120 = or disjoint i32 %56, %21, !dbg !14
  %121 = or disjoint i32 %57, %21, !dbg !14
  %122 = or disjoint i32 %58, %21, !dbg !14
  %123 = or disjoint i32 %59, %21, !dbg !14
  %124 = or disjoint i32 %60, %21, !dbg !14
  %125 = or disjoint i32 %61, %21, !dbg !14
  %126 = or disjoint i32 %62, %21, !dbg !14
  %127 = or disjoint i32 %63, %21, !dbg !14
  %128 = or disjoint i32 %64, %21, !dbg !14
  %129 = or disjoint i32 %65, %21, !dbg !14
  %130 = or disjoint i32 %66, %21, !dbg !14
  %131 = or disjoint i32 %67, %21, !dbg !14
  %132 = or disjoint i32 %68, %21, !dbg !14
  %133 = or disjoint i32 %69, %21, !dbg !14
  %134 = or disjoint i32 %70, %21, !dbg !14
  %135 = or disjoint i32 %71, %21, !dbg !14
  %136 = or disjoint i32 %72, %21, !dbg !14
  %137 = or disjoint i32 %73, %21, !dbg !14
  %138 = or disjoint i32 %74, %21, !dbg !14
  %139 = or disjoint i32 %75, %21, !dbg !14
  %140 = or disjoint i32 %76, %21, !dbg !14
  %141 = or disjoint i32 %77, %21, !dbg !14
  %142 = or disjoint i32 %78, %21, !dbg !14
  %143 = or disjoint i32 %79, %21, !dbg !14
  %144 = or disjoint i32 %80, %21, !dbg !14
  %145 = or disjoint i32 %81, %21, !dbg !14
  %146 = or disjoint i32 %82, %21, !dbg !14
  %147 = or disjoint i32 %83, %21, !dbg !14
  %148 = or disjoint i32 %84, %21, !dbg !14
  %149 = or disjoint i32 %85, %21, !dbg !14
  %150 = or disjoint i32 %86, %21, !dbg !14
  %151 = or disjoint i32 %87, %21, !dbg !14
  %152 = shl nuw nsw i32 %19, 7, !dbg !16
  %153 = or disjoint i32 %24, %152, !dbg !16
  %154 = or disjoint i32 %25, %152, !dbg !16
  %155 = or disjoint i32 %26, %152, !dbg !16
  %156 = or disjoint i32 %27, %152, !dbg !16
  %157 = or disjoint i32 %28, %152, !dbg !16
  %158 = or disjoint i32 %29, %152, !dbg !16
  %159 = or disjoint i32 %30, %152, !dbg !16
  %160 = or disjoint i32 %31, %152, !dbg !16
  %161 = or disjoint i32 %32, %152, !dbg !16
  %162 = or disjoint i32 %33, %152, !dbg !16
  %163 = or disjoint i32 %34, %152, !dbg !16
  %164 = or disjoint i32 %35, %152, !dbg !16
  %165 = or disjoint i32 %36, %152, !dbg !16
  %166 = or disjoint i32 %37, %152, !dbg !16
  %167 = or disjoint i32 %38, %152, !dbg !16
  %168 = or disjoint i32 %39, %152, !dbg !16
  %169 = or disjoint i32 %40, %152, !dbg !16
  %170 = or disjoint i32 %41, %152, !dbg !16
  %171 = or disjoint i32 %42, %152, !dbg !16
  %172 = or disjoint i32 %43, %152, !dbg !16
  %173 = or disjoint i32 %44, %152, !dbg !16
  %174 = or disjoint i32 %45, %152, !dbg !16
  %175 = or disjoint i32 %46, %152, !dbg !16
  %176 = or disjoint i32 %47, %152, !dbg !16
  %177 = or disjoint i32 %48, %152, !dbg !16
  %178 = or disjoint i32 %49, %152, !dbg !16
  %179 = or disjoint i32 %50, %152, !dbg !16
  %180 = or disjoint i32 %51, %152, !dbg !16
  %181 = or disjoint i32 %52, %152, !dbg !16
  %182 = or disjoint i32 %53, %152, !dbg !16
  %183 = or disjoint i32 %54, %152, !dbg !16
  %184 = or disjoint i32 %55, %152, !dbg !16
  %185 = or disjoint i32 %56, %152, !dbg !16
  %186 = or disjoint i32 %57, %152, !dbg !16
  %187 = or disjoint i32 %58, %152, !dbg !16
  %188 = or disjoint i32 %59, %152, !dbg !16
  %189 = or disjoint i32 %60, %152, !dbg !16
  %190 = or disjoint i32 %61, %152, !dbg !16
  %191 = or disjoint i32 %62, %152, !dbg !16
  %192 = or disjoint i32 %63, %152, !dbg !16
  %193 = or disjoint i32 %64, %152, !dbg !16
  %194 = or disjoint i32 %65, %152, !dbg !16
  %195 = or disjoint i32 %66, %152, !dbg !16
  %196 = or disjoint i32 %67, %152, !dbg !16
  %197 = or disjoint i32 %68, %152, !dbg !16
  %198 = or disjoint i32 %69, %152, !dbg !16
  %199 = or disjoint i32 %70, %152, !dbg !16
  %200 = or disjoint i32 %71, %152, !dbg !16
  %201 = or disjoint i32 %72, %152, !dbg !16
  %202 = or disjoint i32 %73, %152, !dbg !16
  %203 = or disjoint i32 %74, %152, !dbg !16
  %204 = or disjoint i32 %75, %152, !dbg !16
  %205 = or disjoint i32 %76, %152, !dbg !16
  %206 = or disjoint i32 %77, %152, !dbg !16
  %207 = or disjoint i32 %78, %152, !dbg !16
  %208 = or disjoint i32 %79, %152, !dbg !16
  %209 = or disjoint i32 %80, %152, !dbg !16
  %210 = or disjoint i32 %81, %152, !dbg !16
  %211 = or disjoint i32 %82, %152, !dbg !16
  %212 = or disjoint i32 %83, %152, !dbg !16
  %213 = or disjoint i32 %84, %152, !dbg !16
  %214 = or disjoint i32 %85, %152, !dbg !16
  %215 = or disjoint i32 %86, %152, !dbg !16
  %216 = or disjoint i32 %87, %152, !dbg !16
  %217 = and i32 %15, 63, !dbg !17
  %218 = mul i32 %6, %20, !dbg !18
  %219 = sext i32 %218 to i64, !dbg !19
  %220 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %219, !dbg !19
  %221 = mul i32 %7, %88, !dbg !20
  %222 = mul i32 %7, %89, !dbg !20
  %223 = mul i32 %7, %90, !dbg !20
  %224 = mul i32 %7, %91, !dbg !20
  %225 = mul i32 %7, %92, !dbg !20
  %226 = mul i32 %7, %93, !dbg !20
  %227 = mul i32 %7, %94, !dbg !20
  %228 = mul i32 %7, %95, !dbg !20
  %229 = mul i32 %7, %96, !dbg !20
  %230 = mul i32 %7, %97, !dbg !20
  %231 = mul i32 %7, %98, !dbg !20
  %232 = mul i32 %7, %99, !dbg !20
  %233 = mul i32 %7, %100, !dbg !20
  %234 = mul i32 %7, %101, !dbg !20
  %235 = mul i32 %7, %102, !dbg !20
  %236 = mul i32 %7, %103, !dbg !20
  %237 = mul i32 %7, %104, !dbg !20
  %238 = mul i32 %7, %105, !dbg !20
  %239 = mul i32 %7, %106, !dbg !20
  %240 = mul i32 %7, %107, !dbg !20
  %241 = mul i32 %7, %108, !dbg !20
  %242 = mul i32 %7, %109, !dbg !20
  %243 = mul i32 %7, %110, !dbg !20
  %244 = mul i32 %7, %111, !dbg !20
  %245 = mul i32 %7, %112, !dbg !20
  %246 = mul i32 %7, %113, !dbg !20
  %247 = mul i32 %7, %114, !dbg !20
  %248 = mul i32 %7, %115, !dbg !20
  %249 = mul i32 %7, %116, !dbg !20
  %250 = mul i32 %7, %117, !dbg !20
  %251 = mul i32 %7, %118, !dbg !20
  %252 = mul i32 %7, %119, !dbg !20
  %253 = mul i32 %7, %120, !dbg !20
  %254 = mul i32 %7, %121, !dbg !20
  %255 = mul i32 %7, %122, !dbg !20
  %256 = mul i32 %7, %123, !dbg !20
  %257 = mul i32 %7, %124, !dbg !20
  %258 = mul i32 %7, %125, !dbg !20
  %259 = mul i32 %7, %126, !dbg !20
  %260 = mul i32 %7, %127, !dbg !20
  %261 = mul i32 %7, %128, !dbg !20
  %262 = mul i32 %7, %129, !dbg !20
  %263 = mul i32 %7, %130, !dbg !20
  %264 = mul i32 %7, %131, !dbg !20
  %265 = mul i32 %7, %132, !dbg !20
  %266 = mul i32 %7, %133, !dbg !20
  %267 = mul i32 %7, %134, !dbg !20
  %268 = mul i32 %7, %135, !dbg !20
  %269 = mul i32 %7, %136, !dbg !20
  %270 = mul i32 %7, %137, !dbg !20
  %271 = mul i32 %7, %138, !dbg !20
  %272 = mul i32 %7, %139, !dbg !20
  %273 = mul i32 %7, %140, !dbg !20
  %274 = mul i32 %7, %141, !dbg !20
  %275 = mul i32 %7, %142, !dbg !20
  %276 = mul i32 %7, %143, !dbg !20
  %277 = mul i32 %7, %144, !dbg !20
  %278 = mul i32 %7, %145, !dbg !20
  %279 = mul i32 %7, %146, !dbg !20
  %280 = mul i32 %7, %147, !dbg !20
  %281 = mul i32 %7, %148, !dbg !20
  %282 = mul i32 %7, %149, !dbg !20
  %283 = mul i32 %7, %150, !dbg !20
  %284 = mul i32 %7, %151, !dbg !20
  %285 = sext i32 %221 to i64, !dbg !19
  %286 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %285, !dbg !19
  %287 = sext i32 %222 to i64, !dbg !19
  %288 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %287, !dbg !19
  %289 = sext i32 %223 to i64, !dbg !19
  %290 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %289, !dbg !19
  %291 = sext i32 %224 to i64, !dbg !19
  %292 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %291, !dbg !19
  %293 = sext i32 %225 to i64, !dbg !19
  %294 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %293, !dbg !19
  %295 = sext i32 %226 to i64, !dbg !19
  %296 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %295, !dbg !19
  %297 = sext i32 %227 to i64, !dbg !19
  %298 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %297, !dbg !19
  %299 = sext i32 %228 to i64, !dbg !19
  %300 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %299, !dbg !19
  %301 = sext i32 %229 to i64, !dbg !19
  %302 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %301, !dbg !19
  %303 = sext i32 %230 to i64, !dbg !19
  %304 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %303, !dbg !19
  %305 = sext i32 %231 to i64, !dbg !19
  %306 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %305, !dbg !19
  %307 = sext i32 %232 to i64, !dbg !19
  %308 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %307, !dbg !19
  %309 = sext i32 %233 to i64, !dbg !19
  %310 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %309, !dbg !19
  %311 = sext i32 %234 to i64, !dbg !19
  %312 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %311, !dbg !19
  %313 = sext i32 %235 to i64, !dbg !19
  %314 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %313, !dbg !19
  %315 = sext i32 %236 to i64, !dbg !19
  %316 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %315, !dbg !19
  %317 = sext i32 %237 to i64, !dbg !19
  %318 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %317, !dbg !19
  %319 = sext i32 %238 to i64, !dbg !19
  %320 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %319, !dbg !19
  %321 = sext i32 %239 to i64, !dbg !19
  %322 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %321, !dbg !19
  %323 = sext i32 %240 to i64, !dbg !19
  %324 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %323, !dbg !19
  %325 = sext i32 %241 to i64, !dbg !19
  %326 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %325, !dbg !19
  %327 = sext i32 %242 to i64, !dbg !19
  %328 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %327, !dbg !19
  %329 = sext i32 %243 to i64, !dbg !19
  %330 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %329, !dbg !19
  %331 = sext i32 %244 to i64, !dbg !19
  %332 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %331, !dbg !19
  %333 = sext i32 %245 to i64, !dbg !19
  %334 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %333, !dbg !19
  %335 = sext i32 %246 to i64, !dbg !19
  %336 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %335, !dbg !19
  %337 = sext i32 %247 to i64, !dbg !19
  %338 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %337, !dbg !19
  %339 = sext i32 %248 to i64, !dbg !19
  %340 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %339, !dbg !19
  %341 = sext i32 %249 to i64, !dbg !19
  %342 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %341, !dbg !19
  %343 = sext i32 %250 to i64, !dbg !19
  %344 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %343, !dbg !19
  %345 = sext i32 %251 to i64, !dbg !19
  %346 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %345, !dbg !19
  %347 = sext i32 %252 to i64, !dbg !19
  %348 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %347, !dbg !19
  %349 = sext i32 %253 to i64, !dbg !19
  %350 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %349, !dbg !19
  %351 = sext i32 %254 to i64, !dbg !19
  %352 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %351, !dbg !19
  %353 = sext i32 %255 to i64, !dbg !19
  %354 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %353, !dbg !19
  %355 = sext i32 %256 to i64, !dbg !19
  %356 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %355, !dbg !19
  %357 = sext i32 %257 to i64, !dbg !19
  %358 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %357, !dbg !19
  %359 = sext i32 %258 to i64, !dbg !19
  %360 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %359, !dbg !19
  %361 = sext i32 %259 to i64, !dbg !19
  %362 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %361, !dbg !19
  %363 = sext i32 %260 to i64, !dbg !19
  %364 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %363, !dbg !19
  %365 = sext i32 %261 to i64, !dbg !19
  %366 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %365, !dbg !19
  %367 = sext i32 %262 to i64, !dbg !19
  %368 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %367, !dbg !19
  %369 = sext i32 %263 to i64, !dbg !19
  %370 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %369, !dbg !19
  %371 = sext i32 %264 to i64, !dbg !19
  %372 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %371, !dbg !19
  %373 = sext i32 %265 to i64, !dbg !19
  %374 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %373, !dbg !19
  %375 = sext i32 %266 to i64, !dbg !19
  %376 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %375, !dbg !19
  %377 = sext i32 %267 to i64, !dbg !19
  %378 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %377, !dbg !19
  %379 = sext i32 %268 to i64, !dbg !19
  %380 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %379, !dbg !19
  %381 = sext i32 %269 to i64, !dbg !19
  %382 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %381, !dbg !19
  %383 = sext i32 %270 to i64, !dbg !19
  %384 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %383, !dbg !19
  %385 = sext i32 %271 to i64, !dbg !19
  %386 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %385, !dbg !19
  %387 = sext i32 %272 to i64, !dbg !19
  %388 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %387, !dbg !19
  %389 = sext i32 %273 to i64, !dbg !19
  %390 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %389, !dbg !19
  %391 = sext i32 %274 to i64, !dbg !19
  %392 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %391, !dbg !19
  %393 = sext i32 %275 to i64, !dbg !19
  %394 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %393, !dbg !19
  %395 = sext i32 %276 to i64, !dbg !19
  %396 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %395, !dbg !19
  %397 = sext i32 %277 to i64, !dbg !19
  %398 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %397, !dbg !19
  %399 = sext i32 %278 to i64, !dbg !19
  %400 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %399, !dbg !19
  %401 = sext i32 %279 to i64, !dbg !19
  %402 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %401, !dbg !19
  %403 = sext i32 %280 to i64, !dbg !19
  %404 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %403, !dbg !19
  %405 = sext i32 %281 to i64, !dbg !19
  %406 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %405, !dbg !19
  %407 = sext i32 %282 to i64, !dbg !19
  %408 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %407, !dbg !19
  %409 = sext i32 %283 to i64, !dbg !19
  %410 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %409, !dbg !19
  %411 = sext i32 %284 to i64, !dbg !19
  %412 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %411, !dbg !19
  %413 = zext nneg i32 %217 to i64, !dbg !19
  %414 = getelementptr [2 x i8], ptr addrspace(1) %286, i64 %413, !dbg !19
  %415 = getelementptr [2 x i8], ptr addrspace(1) %288, i64 %413, !dbg !19
  %416 = getelementptr [2 x i8], ptr addrspace(1) %290, i64 %413, !dbg !19
  %417 = getelementptr [2 x i8], ptr addrspace(1) %292, i64 %413, !dbg !19
  %418 = getelementptr [2 x i8], ptr addrspace(1) %294, i64 %413, !dbg !19
  %419 = getelementptr [2 x i8], ptr addrspace(1) %296, i64 %413, !dbg !19
  %420 = getelementptr [2 x i8], ptr addrspace(1) %298, i64 %413, !dbg !19
  %421 = getelementptr [2 x i8], ptr addrspace(1) %300, i64 %413, !dbg !19
  %422 = getelementptr [2 x i8], ptr addrspace(1) %302, i64 %413, !dbg !19
  %423 = getelementptr [2 x i8], ptr addrspace(1) %304, i64 %413, !dbg !19
  %424 = getelementptr [2 x i8], ptr addrspace(1) %306, i64 %413, !dbg !19
  %425 = getelementptr [2 x i8], ptr addrspace(1) %308, i64 %413, !dbg !19
  %426 = getelementptr [2 x i8], ptr addrspace(1) %310, i64 %413, !dbg !19
  %427 = getelementptr [2 x i8], ptr addrspace(1) %312, i64 %413, !dbg !19
  %428 = getelementptr [2 x i8], ptr addrspace(1) %314, i64 %413, !dbg !19
  %429 = getelementptr [2 x i8], ptr addrspace(1) %316, i64 %413, !dbg !19
  %430 = getelementptr [2 x i8], ptr addrspace(1) %318, i64 %413, !dbg !19
  %431 = getelementptr [2 x i8], ptr addrspace(1) %320, i64 %413, !dbg !19
  %432 = getelementptr [2 x i8], ptr addrspace(1) %322, i64 %413, !dbg !19
  %433 = getelementptr [2 x i8], ptr addrspace(1) %324, i64 %413, !dbg !19
  %434 = getelementptr [2 x i8], ptr addrspace(1) %326, i64 %413, !dbg !19
  %435 = getelementptr [2 x i8], ptr addrspace(1) %328, i64 %413, !dbg !19
  %436 = getelementptr [2 x i8], ptr addrspace(1) %330, i64 %413, !dbg !19
  %437 = getelementptr [2 x i8], ptr addrspace(1) %332, i64 %413, !dbg !19
  %438 = getelementptr [2 x i8], ptr addrspace(1) %334, i64 %413, !dbg !19
  %439 = getelementptr [2 x i8], ptr addrspace(1) %336, i64 %413, !dbg !19
  %440 = getelementptr [2 x i8], ptr addrspace(1) %338, i64 %413, !dbg !19
  %441 = getelementptr [2 x i8], ptr addrspace(1) %340, i64 %413, !dbg !19
  %442 = getelementptr [2 x i8], ptr addrspace(1) %342, i64 %413, !dbg !19
  %443 = getelementptr [2 x i8], ptr addrspace(1) %344, i64 %413, !dbg !19
  %444 = getelementptr [2 x i8], ptr addrspace(1) %346, i64 %413, !dbg !19
  %445 = getelementptr [2 x i8], ptr addrspace(1) %348, i64 %413, !dbg !19
  %446 = getelementptr [2 x i8], ptr addrspace(1) %350, i64 %413, !dbg !19
  %447 = getelementptr [2 x i8], ptr addrspace(1) %352, i64 %413, !dbg !19
  %448 = getelementptr [2 x i8], ptr addrspace(1) %354, i64 %413, !dbg !19
  %449 = getelementptr [2 x i8], ptr addrspace(1) %356, i64 %413, !dbg !19
  %450 = getelementptr [2 x i8], ptr addrspace(1) %358, i64 %413, !dbg !19
  %451 = getelementptr [2 x i8], ptr addrspace(1) %360, i64 %413, !dbg !19
  %452 = getelementptr [2 x i8], ptr addrspace(1) %362, i64 %413, !dbg !19
  %453 = getelementptr [2 x i8], ptr addrspace(1) %364, i64 %413, !dbg !19
  %454 = getelementptr [2 x i8], ptr addrspace(1) %366, i64 %413, !dbg !19
  %455 = getelementptr [2 x i8], ptr addrspace(1) %368, i64 %413, !dbg !19
  %456 = getelementptr [2 x i8], ptr addrspace(1) %370, i64 %413, !dbg !19
  %457 = getelementptr [2 x i8], ptr addrspace(1) %372, i64 %413, !dbg !19
  %458 = getelementptr [2 x i8], ptr addrspace(1) %374, i64 %413, !dbg !19
  %459 = getelementptr [2 x i8], ptr addrspace(1) %376, i64 %413, !dbg !19
  %460 = getelementptr [2 x i8], ptr addrspace(1) %378, i64 %413, !dbg !19
  %461 = getelementptr [2 x i8], ptr addrspace(1) %380, i64 %413, !dbg !19
  %462 = getelementptr [2 x i8], ptr addrspace(1) %382, i64 %413, !dbg !19
  %463 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %413, !dbg !19
  %464 = getelementptr [2 x i8], ptr addrspace(1) %386, i64 %413, !dbg !19
  %465 = getelementptr [2 x i8], ptr addrspace(1) %388, i64 %413, !dbg !19
  %466 = getelementptr [2 x i8], ptr addrspace(1) %390, i64 %413, !dbg !19
  %467 = getelementptr [2 x i8], ptr addrspace(1) %392, i64 %413, !dbg !19
  %468 = getelementptr [2 x i8], ptr addrspace(1) %394, i64 %413, !dbg !19
  %469 = getelementptr [2 x i8], ptr addrspace(1) %396, i64 %413, !dbg !19
  %470 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %413, !dbg !19
  %471 = getelementptr [2 x i8], ptr addrspace(1) %400, i64 %413, !dbg !19
  %472 = getelementptr [2 x i8], ptr addrspace(1) %402, i64 %413, !dbg !19
  %473 = getelementptr [2 x i8], ptr addrspace(1) %404, i64 %413, !dbg !19
  %474 = getelementptr [2 x i8], ptr addrspace(1) %406, i64 %413, !dbg !19
  %475 = getelementptr [2 x i8], ptr addrspace(1) %408, i64 %413, !dbg !19
  %476 = getelementptr [2 x i8], ptr addrspace(1) %410, i64 %413, !dbg !19
  %477 = getelementptr [2 x i8], ptr addrspace(1) %412, i64 %413, !dbg !19
  %478 = mul i32 %8, %20, !dbg !21
  %479 = sext i32 %478 to i64, !dbg !22
  %480 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %479, !dbg !22
  %481 = mul i32 %9, %153, !dbg !23
  %482 = mul i32 %9, %154, !dbg !23
  %483 = mul i32 %9, %155, !dbg !23
  %484 = mul i32 %9, %156, !dbg !23
  %485 = mul i32 %9, %157, !dbg !23
  %486 = mul i32 %9, %158, !dbg !23
  %487 = mul i32 %9, %159, !dbg !23
  %488 = mul i32 %9, %160, !dbg !23
  %489 = mul i32 %9, %161, !dbg !23
  %490 = mul i32 %9, %162, !dbg !23
  %491 = mul i32 %9, %163, !dbg !23
  %492 = mul i32 %9, %164, !dbg !23
  %493 = mul i32 %9, %165, !dbg !23
  %494 = mul i32 %9, %166, !dbg !23
  %495 = mul i32 %9, %167, !dbg !23
  %496 = mul i32 %9, %168, !dbg !23
  %497 = mul i32 %9, %169, !dbg !23
  %498 = mul i32 %9, %170, !dbg !23
  %499 = mul i32 %9, %171, !dbg !23
  %500 = mul i32 %9, %172, !dbg !23
  %501 = mul i32 %9, %173, !dbg !23
  %502 = mul i32 %9, %174, !dbg !23
  %503 = mul i32 %9, %175, !dbg !23
  %504 = mul i32 %9, %176, !dbg !23
  %505 = mul i32 %9, %177, !dbg !23
  %506 = mul i32 %9, %178, !dbg !23
  %507 = mul i32 %9, %179, !dbg !23
  %508 = mul i32 %9, %180, !dbg !23
  %509 = mul i32 %9, %181, !dbg !23
  %510 = mul i32 %9, %182, !dbg !23
  %511 = mul i32 %9, %183, !dbg !23
  %512 = mul i32 %9, %184, !dbg !23
  %513 = mul i32 %9, %185, !dbg !23
  %514 = mul i32 %9, %186, !dbg !23
  %515 = mul i32 %9, %187, !dbg !23
  %516 = mul i32 %9, %188, !dbg !23
  %517 = mul i32 %9, %189, !dbg !23
  %518 = mul i32 %9, %190, !dbg !23
  %519 = mul i32 %9, %191, !dbg !23
  %520 = mul i32 %9, %192, !dbg !23
  %521 = mul i32 %9, %193, !dbg !23
  %522 = mul i32 %9, %194, !dbg !23
  %523 = mul i32 %9, %195, !dbg !23
  %524 = mul i32 %9, %196, !dbg !23
  %525 = mul i32 %9, %197, !dbg !23
  %526 = mul i32 %9, %198, !dbg !23
  %527 = mul i32 %9, %199, !dbg !23
  %528 = mul i32 %9, %200, !dbg !23
  %529 = mul i32 %9, %201, !dbg !23
  %530 = mul i32 %9, %202, !dbg !23
  %531 = mul i32 %9, %203, !dbg !23
  %532 = mul i32 %9, %204, !dbg !23
  %533 = mul i32 %9, %205, !dbg !23
  %534 = mul i32 %9, %206, !dbg !23
  %535 = mul i32 %9, %207, !dbg !23
  %536 = mul i32 %9, %208, !dbg !23
  %537 = mul i32 %9, %209, !dbg !23
  %538 = mul i32 %9, %210, !dbg !23
  %539 = mul i32 %9, %211, !dbg !23
  %540 = mul i32 %9, %212, !dbg !23
  %541 = mul i32 %9, %213, !dbg !23
  %542 = mul i32 %9, %214, !dbg !23
  %543 = mul i32 %9, %215, !dbg !23
  %544 = mul i32 %9, %216, !dbg !23
  %545 = sext i32 %481 to i64, !dbg !22
  %546 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %545, !dbg !22
  %547 = sext i32 %482 to i64, !dbg !22
  %548 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %547, !dbg !22
  %549 = sext i32 %483 to i64, !dbg !22
  %550 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %549, !dbg !22
  %551 = sext i32 %484 to i64, !dbg !22
  %552 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %551, !dbg !22
  %553 = sext i32 %485 to i64, !dbg !22
  %554 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %553, !dbg !22
  %555 = sext i32 %486 to i64, !dbg !22
  %556 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %555, !dbg !22
  %557 = sext i32 %487 to i64, !dbg !22
  %558 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %557, !dbg !22
  %559 = sext i32 %488 to i64, !dbg !22
  %560 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %559, !dbg !22
  %561 = sext i32 %489 to i64, !dbg !22
  %562 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %561, !dbg !22
  %563 = sext i32 %490 to i64, !dbg !22
  %564 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %563, !dbg !22
  %565 = sext i32 %491 to i64, !dbg !22
  %566 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %565, !dbg !22
  %567 = sext i32 %492 to i64, !dbg !22
  %568 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %567, !dbg !22
  %569 = sext i32 %493 to i64, !dbg !22
  %570 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %569, !dbg !22
  %571 = sext i32 %494 to i64, !dbg !22
  %572 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %571, !dbg !22
  %573 = sext i32 %495 to i64, !dbg !22
  %574 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %573, !dbg !22
  %575 = sext i32 %496 to i64, !dbg !22
  %576 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %575, !dbg !22
  %577 = sext i32 %497 to i64, !dbg !22
  %578 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %577, !dbg !22
  %579 = sext i32 %498 to i64, !dbg !22
  %580 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %579, !dbg !22
  %581 = sext i32 %499 to i64, !dbg !22
  %582 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %581, !dbg !22
  %583 = sext i32 %500 to i64, !dbg !22
  %584 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %583, !dbg !22
  %585 = sext i32 %501 to i64, !dbg !22
  %586 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %585, !dbg !22
  %587 = sext i32 %502 to i64, !dbg !22
  %588 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %587, !dbg !22
  %589 = sext i32 %503 to i64, !dbg !22
  %590 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %589, !dbg !22
  %591 = sext i32 %504 to i64, !dbg !22
  %592 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %591, !dbg !22
  %593 = sext i32 %505 to i64, !dbg !22
  %594 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %593, !dbg !22
  %595 = sext i32 %506 to i64, !dbg !22
  %596 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %595, !dbg !22
  %597 = sext i32 %507 to i64, !dbg !22
  %598 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %597, !dbg !22
  %599 = sext i32 %508 to i64, !dbg !22
  %600 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %599, !dbg !22
  %601 = sext i32 %509 to i64, !dbg !22
  %602 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %601, !dbg !22
  %603 = sext i32 %510 to i64, !dbg !22
  %604 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %603, !dbg !22
  %605 = sext i32 %511 to i64, !dbg !22
  %606 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %605, !dbg !22
  %607 = sext i32 %512 to i64, !dbg !22
  %608 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %607, !dbg !22
  %609 = sext i32 %513 to i64, !dbg !22
  %610 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %609, !dbg !22
  %611 = sext i32 %514 to i64, !dbg !22
  %612 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %611, !dbg !22
  %613 = sext i32 %515 to i64, !dbg !22
  %614 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %613, !dbg !22
  %615 = sext i32 %516 to i64, !dbg !22
  %616 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %615, !dbg !22
  %617 = sext i32 %517 to i64, !dbg !22
  %618 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %617, !dbg !22
  %619 = sext i32 %518 to i64, !dbg !22
  %620 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %619, !dbg !22
  %621 = sext i32 %519 to i64, !dbg !22
  %622 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %621, !dbg !22
  %623 = sext i32 %520 to i64, !dbg !22
  %624 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %623, !dbg !22
  %625 = sext i32 %521 to i64, !dbg !22
  %626 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %625, !dbg !22
  %627 = sext i32 %522 to i64, !dbg !22
  %628 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %627, !dbg !22
  %629 = sext i32 %523 to i64, !dbg !22
  %630 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %629, !dbg !22
  %631 = sext i32 %524 to i64, !dbg !22
  %632 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %631, !dbg !22
  %633 = sext i32 %525 to i64, !dbg !22
  %634 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %633, !dbg !22
  %635 = sext i32 %526 to i64, !dbg !22
  %636 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %635, !dbg !22
  %637 = sext i32 %527 to i64, !dbg !22
  %638 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %637, !dbg !22
  %639 = sext i32 %528 to i64, !dbg !22
  %640 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %639, !dbg !22
  %641 = sext i32 %529 to i64, !dbg !22
  %642 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %641, !dbg !22
  %643 = sext i32 %530 to i64, !dbg !22
  %644 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %643, !dbg !22
  %645 = sext i32 %531 to i64, !dbg !22
  %646 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %645, !dbg !22
  %647 = sext i32 %532 to i64, !dbg !22
  %648 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %647, !dbg !22
  %649 = sext i32 %533 to i64, !dbg !22
  %650 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %649, !dbg !22
  %651 = sext i32 %534 to i64, !dbg !22
  %652 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %651, !dbg !22
  %653 = sext i32 %535 to i64, !dbg !22
  %654 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %653, !dbg !22
  %655 = sext i32 %536 to i64, !dbg !22
  %656 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %655, !dbg !22
  %657 = sext i32 %537 to i64, !dbg !22
  %658 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %657, !dbg !22
  %659 = sext i32 %538 to i64, !dbg !22
  %660 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %659, !dbg !22
  %661 = sext i32 %539 to i64, !dbg !22
  %662 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %661, !dbg !22
  %663 = sext i32 %540 to i64, !dbg !22
  %664 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %663, !dbg !22
  %665 = sext i32 %541 to i64, !dbg !22
  %666 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %665, !dbg !22
  %667 = sext i32 %542 to i64, !dbg !22
  %668 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %667, !dbg !22
  %669 = sext i32 %543 to i64, !dbg !22
  %670 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %669, !dbg !22
  %671 = sext i32 %544 to i64, !dbg !22
  %672 = getelementptr [2 x i8], ptr addrspace(1) %480, i64 %671, !dbg !22
  %673 = getelementptr [2 x i8], ptr addrspace(1) %546, i64 %413, !dbg !22
  %674 = getelementptr [2 x i8], ptr addrspace(1) %548, i64 %413, !dbg !22
  %675 = getelementptr [2 x i8], ptr addrspace(1) %550, i64 %413, !dbg !22
  %676 = getelementptr [2 x i8], ptr addrspace(1) %552, i64 %413, !dbg !22
  %677 = getelementptr [2 x i8], ptr addrspace(1) %554, i64 %413, !dbg !22
  %678 = getelementptr [2 x i8], ptr addrspace(1) %556, i64 %413, !dbg !22
  %679 = getelementptr [2 x i8], ptr addrspace(1) %558, i64 %413, !dbg !22
  %680 = getelementptr [2 x i8], ptr addrspace(1) %560, i64 %413, !dbg !22
  %681 = getelementptr [2 x i8], ptr addrspace(1) %562, i64 %413, !dbg !22
  %682 = getelementptr [2 x i8], ptr addrspace(1) %564, i64 %413, !dbg !22
  %683 = getelementptr [2 x i8], ptr addrspace(1) %566, i64 %413, !dbg !22
  %684 = getelementptr [2 x i8], ptr addrspace(1) %568, i64 %413, !dbg !22
  %685 = getelementptr [2 x i8], ptr addrspace(1) %570, i64 %413, !dbg !22
  %686 = getelementptr [2 x i8], ptr addrspace(1) %572, i64 %413, !dbg !22
  %687 = getelementptr [2 x i8], ptr addrspace(1) %574, i64 %413, !dbg !22
  %688 = getelementptr [2 x i8], ptr addrspace(1) %576, i64 %413, !dbg !22
  %689 = getelementptr [2 x i8], ptr addrspace(1) %578, i64 %413, !dbg !22
  %690 = getelementptr [2 x i8], ptr addrspace(1) %580, i64 %413, !dbg !22
  %691 = getelementptr [2 x i8], ptr addrspace(1) %582, i64 %413, !dbg !22
  %692 = getelementptr [2 x i8], ptr addrspace(1) %584, i64 %413, !dbg !22
  %693 = getelementptr [2 x i8], ptr addrspace(1) %586, i64 %413, !dbg !22
  %694 = getelementptr [2 x i8], ptr addrspace(1) %588, i64 %413, !dbg !22
  %695 = getelementptr [2 x i8], ptr addrspace(1) %590, i64 %413, !dbg !22
  %696 = getelementptr [2 x i8], ptr addrspace(1) %592, i64 %413, !dbg !22
  %697 = getelementptr [2 x i8], ptr addrspace(1) %594, i64 %413, !dbg !22
  %698 = getelementptr [2 x i8], ptr addrspace(1) %596, i64 %413, !dbg !22
  %699 = getelementptr [2 x i8], ptr addrspace(1) %598, i64 %413, !dbg !22
  %700 = getelementptr [2 x i8], ptr addrspace(1) %600, i64 %413, !dbg !22
  %701 = getelementptr [2 x i8], ptr addrspace(1) %602, i64 %413, !dbg !22
  %702 = getelementptr [2 x i8], ptr addrspace(1) %604, i64 %413, !dbg !22
  %703 = getelementptr [2 x i8], ptr addrspace(1) %606, i64 %413, !dbg !22
  %704 = getelementptr [2 x i8], ptr addrspace(1) %608, i64 %413, !dbg !22
  %705 = getelementptr [2 x i8], ptr addrspace(1) %610, i64 %413, !dbg !22
  %706 = getelementptr [2 x i8], ptr addrspace(1) %612, i64 %413, !dbg !22
  %707 = getelementptr [2 x i8], ptr addrspace(1) %614, i64 %413, !dbg !22
  %708 = getelementptr [2 x i8], ptr addrspace(1) %616, i64 %413, !dbg !22
  %709 = getelementptr [2 x i8], ptr addrspace(1) %618, i64 %413, !dbg !22
  %710 = getelementptr [2 x i8], ptr addrspace(1) %620, i64 %413, !dbg !22
  %711 = getelementptr [2 x i8], ptr addrspace(1) %622, i64 %413, !dbg !22
  %712 = getelementptr [2 x i8], ptr addrspace(1) %624, i64 %413, !dbg !22
  %713 = getelementptr [2 x i8], ptr addrspace(1) %626, i64 %413, !dbg !22
  %714 = getelementptr [2 x i8], ptr addrspace(1) %628, i64 %413, !dbg !22
  %715 = getelementptr [2 x i8], ptr addrspace(1) %630, i64 %413, !dbg !22
  %716 = getelementptr [2 x i8], ptr addrspace(1) %632, i64 %413, !dbg !22
  %717 = getelementptr [2 x i8], ptr addrspace(1) %634, i64 %413, !dbg !22
  %718 = getelementptr [2 x i8], ptr addrspace(1) %636, i64 %413, !dbg !22
  %719 = getelementptr [2 x i8], ptr addrspace(1) %638, i64 %413, !dbg !22
  %720 = getelementptr [2 x i8], ptr addrspace(1) %640, i64 %413, !dbg !22
  %721 = getelementptr [2 x i8], ptr addrspace(1) %642, i64 %413, !dbg !22
  %722 = getelementptr [2 x i8], ptr addrspace(1) %644, i64 %413, !dbg !22
  %723 = getelementptr [2 x i8], ptr addrspace(1) %646, i64 %413, !dbg !22
  %724 = getelementptr [2 x i8], ptr addrspace(1) %648, i64 %413, !dbg !22
  %725 = getelementptr [2 x i8], ptr addrspace(1) %650, i64 %413, !dbg !22
  %726 = getelementptr [2 x i8], ptr addrspace(1) %652, i64 %413, !dbg !22
  %727 = getelementptr [2 x i8], ptr addrspace(1) %654, i64 %413, !dbg !22
  %728 = getelementptr [2 x i8], ptr addrspace(1) %656, i64 %413, !dbg !22
  %729 = getelementptr [2 x i8], ptr addrspace(1) %658, i64 %413, !dbg !22
  %730 = getelementptr [2 x i8], ptr addrspace(1) %660, i64 %413, !dbg !22
  %731 = getelementptr [2 x i8], ptr addrspace(1) %662, i64 %413, !dbg !22
  %732 = getelementptr [2 x i8], ptr addrspace(1) %664, i64 %413, !dbg !22
  %733 = getelementptr [2 x i8], ptr addrspace(1) %666, i64 %413, !dbg !22
  %734 = getelementptr [2 x i8], ptr addrspace(1) %668, i64 %413, !dbg !22
  %735 = getelementptr [2 x i8], ptr addrspace(1) %670, i64 %413, !dbg !22
  %736 = getelementptr [2 x i8], ptr addrspace(1) %672, i64 %413, !dbg !22
  %737 = add i32 %5, 63, !dbg !24
  %738 = sdiv i32 %737, 64, !dbg !29
  %739 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %22, i32 0, i32 31), !dbg !30
  %740 = shl i32 %739, 21, !dbg !30
  %741 = and i32 %740, 6291456, !dbg !30
  %742 = add i32 %741, %17, !dbg !30
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x128.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127, $128, $129};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %742, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #9, !dbg !30
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !31
  %743 = icmp eq i32 %22, 0, !dbg !31
  %744 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %745 = extractvalue { i32, i1 } %744, 1, !dbg !31
  %746 = and i1 %743, %745, !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %746, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #9, !dbg !31
  %747 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %748 = extractvalue { i32, i1 } %747, 1, !dbg !31
  %749 = and i1 %743, %748, !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %749, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65544)) #9, !dbg !31
  %750 = icmp sgt i32 %737, 63, !dbg !31
  %751 = icmp slt i32 %217, %5, !dbg !32
  %752 = and i1 %751, %750, !dbg !31
  %753 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %414, i1 %752) #9, !dbg !33
  %754 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %415, i1 %752) #9, !dbg !33
  %755 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %416, i1 %752) #9, !dbg !33
  %756 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %417, i1 %752) #9, !dbg !33
  %757 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %418, i1 %752) #9, !dbg !33
  %758 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %419, i1 %752) #9, !dbg !33
  %759 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %420, i1 %752) #9, !dbg !33
  %760 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %421, i1 %752) #9, !dbg !33
  %761 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %422, i1 %752) #9, !dbg !33
  %762 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %423, i1 %752) #9, !dbg !33
  %763 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %424, i1 %752) #9, !dbg !33
  %764 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %425, i1 %752) #9, !dbg !33
  %765 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %426, i1 %752) #9, !dbg !33
  %766 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %427, i1 %752) #9, !dbg !33
  %767 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %428, i1 %752) #9, !dbg !33
  %768 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %429, i1 %752) #9, !dbg !33
  %769 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %430, i1 %752) #9, !dbg !33
  %770 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %431, i1 %752) #9, !dbg !33
  %771 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %432, i1 %752) #9, !dbg !33
  %772 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %433, i1 %752) #9, !dbg !33
  %773 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %434, i1 %752) #9, !dbg !33
  %774 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %435, i1 %752) #9, !dbg !33
  %775 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %436, i1 %752) #9, !dbg !33
  %776 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %437, i1 %752) #9, !dbg !33
  %777 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %438, i1 %752) #9, !dbg !33
  %778 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %439, i1 %752) #9, !dbg !33
  %779 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %440, i1 %752) #9, !dbg !33
  %780 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %441, i1 %752) #9, !dbg !33
  %781 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %442, i1 %752) #9, !dbg !33
  %782 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %443, i1 %752) #9, !dbg !33
  %783 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %444, i1 %752) #9, !dbg !33
  %784 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %445, i1 %752) #9, !dbg !33
  %785 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %446, i1 %752) #9, !dbg !33
  %786 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %447, i1 %752) #9, !dbg !33
  %787 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %448, i1 %752) #9, !dbg !33
  %788 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %449, i1 %752) #9, !dbg !33
  %789 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %450, i1 %752) #9, !dbg !33
  %790 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %451, i1 %752) #9, !dbg !33
  %791 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %452, i1 %752) #9, !dbg !33
  %792 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %453, i1 %752) #9, !dbg !33
  %793 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %454, i1 %752) #9, !dbg !33
  %794 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %455, i1 %752) #9, !dbg !33
  %795 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %456, i1 %752) #9, !dbg !33
  %796 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %457, i1 %752) #9, !dbg !33
  %797 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %458, i1 %752) #9, !dbg !33
  %798 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %459, i1 %752) #9, !dbg !33
  %799 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %460, i1 %752) #9, !dbg !33
  %800 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %461, i1 %752) #9, !dbg !33
  %801 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %462, i1 %752) #9, !dbg !33
  %802 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %463, i1 %752) #9, !dbg !33
  %803 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %464, i1 %752) #9, !dbg !33
  %804 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %465, i1 %752) #9, !dbg !33
  %805 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %466, i1 %752) #9, !dbg !33
  %806 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %467, i1 %752) #9, !dbg !33
  %807 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %468, i1 %752) #9, !dbg !33
  %808 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %469, i1 %752) #9, !dbg !33
  %809 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %470, i1 %752) #9, !dbg !33
  %810 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %471, i1 %752) #9, !dbg !33
  %811 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %472, i1 %752) #9, !dbg !33
  %812 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %473, i1 %752) #9, !dbg !33
  %813 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %474, i1 %752) #9, !dbg !33
  %814 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %475, i1 %752) #9, !dbg !33
  %815 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %476, i1 %752) #9, !dbg !33
  %816 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %477, i1 %752) #9, !dbg !33
  %817 = shl nuw nsw i32 %217, 1, !dbg !33
  %818 = icmp eq i32 %23, 0, !dbg !33
  %819 = select i1 %818, i32 0, i32 144, !dbg !33
  %820 = xor i32 %819, %817, !dbg !33
  %821 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %820, !dbg !33
  %822 = insertelement <1 x i16> poison, i16 %753, i64 0, !dbg !33
  store <1 x i16> %822, ptr addrspace(3) %821, align 2, !dbg !33
  %823 = or disjoint i32 %820, 1024, !dbg !33
  %824 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %823, !dbg !33
  %825 = insertelement <1 x i16> poison, i16 %757, i64 0, !dbg !33
  store <1 x i16> %825, ptr addrspace(3) %824, align 2, !dbg !33
  %826 = or disjoint i32 %820, 2048, !dbg !33
  %827 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %826, !dbg !33
  %828 = insertelement <1 x i16> poison, i16 %761, i64 0, !dbg !33
  store <1 x i16> %828, ptr addrspace(3) %827, align 2, !dbg !33
  %829 = or disjoint i32 %820, 3072, !dbg !33
  %830 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %829, !dbg !33
  %831 = insertelement <1 x i16> poison, i16 %765, i64 0, !dbg !33
  store <1 x i16> %831, ptr addrspace(3) %830, align 2, !dbg !33
  %832 = or disjoint i32 %820, 4096, !dbg !33
  %833 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %832, !dbg !33
  %834 = insertelement <1 x i16> poison, i16 %769, i64 0, !dbg !33
  store <1 x i16> %834, ptr addrspace(3) %833, align 2, !dbg !33
  %835 = or disjoint i32 %820, 5120, !dbg !33
  %836 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %835, !dbg !33
  %837 = insertelement <1 x i16> poison, i16 %773, i64 0, !dbg !33
  store <1 x i16> %837, ptr addrspace(3) %836, align 2, !dbg !33
  %838 = or disjoint i32 %820, 6144, !dbg !33
  %839 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %838, !dbg !33
  %840 = insertelement <1 x i16> poison, i16 %777, i64 0, !dbg !33
  store <1 x i16> %840, ptr addrspace(3) %839, align 2, !dbg !33
  %841 = or disjoint i32 %820, 7168, !dbg !33
  %842 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %841, !dbg !33
  %843 = insertelement <1 x i16> poison, i16 %781, i64 0, !dbg !33
  store <1 x i16> %843, ptr addrspace(3) %842, align 2, !dbg !33
  %844 = or disjoint i32 %820, 8192, !dbg !33
  %845 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %844, !dbg !33
  %846 = insertelement <1 x i16> poison, i16 %785, i64 0, !dbg !33
  store <1 x i16> %846, ptr addrspace(3) %845, align 2, !dbg !33
  %847 = or disjoint i32 %820, 9216, !dbg !33
  %848 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %847, !dbg !33
  %849 = insertelement <1 x i16> poison, i16 %789, i64 0, !dbg !33
  store <1 x i16> %849, ptr addrspace(3) %848, align 2, !dbg !33
  %850 = or disjoint i32 %820, 10240, !dbg !33
  %851 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %850, !dbg !33
  %852 = insertelement <1 x i16> poison, i16 %793, i64 0, !dbg !33
  store <1 x i16> %852, ptr addrspace(3) %851, align 2, !dbg !33
  %853 = or disjoint i32 %820, 11264, !dbg !33
  %854 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %853, !dbg !33
  %855 = insertelement <1 x i16> poison, i16 %797, i64 0, !dbg !33
  store <1 x i16> %855, ptr addrspace(3) %854, align 2, !dbg !33
  %856 = or disjoint i32 %820, 12288, !dbg !33
  %857 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %856, !dbg !33
  %858 = insertelement <1 x i16> poison, i16 %801, i64 0, !dbg !33
  store <1 x i16> %858, ptr addrspace(3) %857, align 2, !dbg !33
  %859 = or disjoint i32 %820, 13312, !dbg !33
  %860 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %859, !dbg !33
  %861 = insertelement <1 x i16> poison, i16 %805, i64 0, !dbg !33
  store <1 x i16> %861, ptr addrspace(3) %860, align 2, !dbg !33
  %862 = or disjoint i32 %820, 14336, !dbg !33
  %863 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %862, !dbg !33
  %864 = insertelement <1 x i16> poison, i16 %809, i64 0, !dbg !33
  store <1 x i16> %864, ptr addrspace(3) %863, align 2, !dbg !33
  %865 = or disjoint i32 %820, 15360, !dbg !33
  %866 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %865, !dbg !33
  %867 = insertelement <1 x i16> poison, i16 %813, i64 0, !dbg !33
  store <1 x i16> %867, ptr addrspace(3) %866, align 2, !dbg !33
  %868 = xor i32 %820, 288, !dbg !33
  %869 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %868, !dbg !33
  %870 = insertelement <1 x i16> poison, i16 %754, i64 0, !dbg !33
  store <1 x i16> %870, ptr addrspace(3) %869, align 2, !dbg !33
  %871 = or disjoint i32 %868, 1024, !dbg !33
  %872 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %871, !dbg !33
  %873 = insertelement <1 x i16> poison, i16 %758, i64 0, !dbg !33
  store <1 x i16> %873, ptr addrspace(3) %872, align 2, !dbg !33
  %874 = or disjoint i32 %868, 2048, !dbg !33
  %875 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %874, !dbg !33
  %876 = insertelement <1 x i16> poison, i16 %762, i64 0, !dbg !33
  store <1 x i16> %876, ptr addrspace(3) %875, align 2, !dbg !33
  %877 = or disjoint i32 %868, 3072, !dbg !33
  %878 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %877, !dbg !33
  %879 = insertelement <1 x i16> poison, i16 %766, i64 0, !dbg !33
  store <1 x i16> %879, ptr addrspace(3) %878, align 2, !dbg !33
  %880 = or disjoint i32 %868, 4096, !dbg !33
  %881 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %880, !dbg !33
  %882 = insertelement <1 x i16> poison, i16 %770, i64 0, !dbg !33
  store <1 x i16> %882, ptr addrspace(3) %881, align 2, !dbg !33
  %883 = or disjoint i32 %868, 5120, !dbg !33
  %884 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %883, !dbg !33
  %885 = insertelement <1 x i16> poison, i16 %774, i64 0, !dbg !33
  store <1 x i16> %885, ptr addrspace(3) %884, align 2, !dbg !33
  %886 = or disjoint i32 %868, 6144, !dbg !33
  %887 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %886, !dbg !33
  %888 = insertelement <1 x i16> poison, i16 %778, i64 0, !dbg !33
  store <1 x i16> %888, ptr addrspace(3) %887, align 2, !dbg !33
  %889 = or disjoint i32 %868, 7168, !dbg !33
  %890 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %889, !dbg !33
  %891 = insertelement <1 x i16> poison, i16 %782, i64 0, !dbg !33
  store <1 x i16> %891, ptr addrspace(3) %890, align 2, !dbg !33
  %892 = or disjoint i32 %868, 8192, !dbg !33
  %893 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %892, !dbg !33
  %894 = insertelement <1 x i16> poison, i16 %786, i64 0, !dbg !33
  store <1 x i16> %894, ptr addrspace(3) %893, align 2, !dbg !33
  %895 = or disjoint i32 %868, 9216, !dbg !33
  %896 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %895, !dbg !33
  %897 = insertelement <1 x i16> poison, i16 %790, i64 0, !dbg !33
  store <1 x i16> %897, ptr addrspace(3) %896, align 2, !dbg !33
  %898 = or disjoint i32 %868, 10240, !dbg !33
  %899 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %898, !dbg !33
  %900 = insertelement <1 x i16> poison, i16 %794, i64 0, !dbg !33
  store <1 x i16> %900, ptr addrspace(3) %899, align 2, !dbg !33
  %901 = or disjoint i32 %868, 11264, !dbg !33
  %902 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %901, !dbg !33
  %903 = insertelement <1 x i16> poison, i16 %798, i64 0, !dbg !33
  store <1 x i16> %903, ptr addrspace(3) %902, align 2, !dbg !33
  %904 = or disjoint i32 %868, 12288, !dbg !33
  %905 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %904, !dbg !33
  %906 = insertelement <1 x i16> poison, i16 %802, i64 0, !dbg !33
  store <1 x i16> %906, ptr addrspace(3) %905, align 2, !dbg !33
  %907 = or disjoint i32 %868, 13312, !dbg !33
  %908 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %907, !dbg !33
  %909 = insertelement <1 x i16> poison, i16 %806, i64 0, !dbg !33
  store <1 x i16> %909, ptr addrspace(3) %908, align 2, !dbg !33
  %910 = or disjoint i32 %868, 14336, !dbg !33
  %911 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %910, !dbg !33
  %912 = insertelement <1 x i16> poison, i16 %810, i64 0, !dbg !33
  store <1 x i16> %912, ptr addrspace(3) %911, align 2, !dbg !33
  %913 = or disjoint i32 %868, 15360, !dbg !33
  %914 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %913, !dbg !33
  %915 = insertelement <1 x i16> poison, i16 %814, i64 0, !dbg !33
  store <1 x i16> %915, ptr addrspace(3) %914, align 2, !dbg !33
  %916 = xor i32 %820, 576, !dbg !33
  %917 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %916, !dbg !33
  %918 = insertelement <1 x i16> poison, i16 %755, i64 0, !dbg !33
  store <1 x i16> %918, ptr addrspace(3) %917, align 2, !dbg !33
  %919 = or disjoint i32 %916, 1024, !dbg !33
  %920 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %919, !dbg !33
  %921 = insertelement <1 x i16> poison, i16 %759, i64 0, !dbg !33
  store <1 x i16> %921, ptr addrspace(3) %920, align 2, !dbg !33
  %922 = or disjoint i32 %916, 2048, !dbg !33
  %923 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %922, !dbg !33
  %924 = insertelement <1 x i16> poison, i16 %763, i64 0, !dbg !33
  store <1 x i16> %924, ptr addrspace(3) %923, align 2, !dbg !33
  %925 = or disjoint i32 %916, 3072, !dbg !33
  %926 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %925, !dbg !33
  %927 = insertelement <1 x i16> poison, i16 %767, i64 0, !dbg !33
  store <1 x i16> %927, ptr addrspace(3) %926, align 2, !dbg !33
  %928 = or disjoint i32 %916, 4096, !dbg !33
  %929 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %928, !dbg !33
  %930 = insertelement <1 x i16> poison, i16 %771, i64 0, !dbg !33
  store <1 x i16> %930, ptr addrspace(3) %929, align 2, !dbg !33
  %931 = or disjoint i32 %916, 5120, !dbg !33
  %932 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %931, !dbg !33
  %933 = insertelement <1 x i16> poison, i16 %775, i64 0, !dbg !33
  store <1 x i16> %933, ptr addrspace(3) %932, align 2, !dbg !33
  %934 = or disjoint i32 %916, 6144, !dbg !33
  %935 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %934, !dbg !33
  %936 = insertelement <1 x i16> poison, i16 %779, i64 0, !dbg !33
  store <1 x i16> %936, ptr addrspace(3) %935, align 2, !dbg !33
  %937 = or disjoint i32 %916, 7168, !dbg !33
  %938 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %937, !dbg !33
  %939 = insertelement <1 x i16> poison, i16 %783, i64 0, !dbg !33
  store <1 x i16> %939, ptr addrspace(3) %938, align 2, !dbg !33
  %940 = or disjoint i32 %916, 8192, !dbg !33
  %941 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %940, !dbg !33
  %942 = insertelement <1 x i16> poison, i16 %787, i64 0, !dbg !33
  store <1 x i16> %942, ptr addrspace(3) %941, align 2, !dbg !33
  %943 = or disjoint i32 %916, 9216, !dbg !33
  %944 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %943, !dbg !33
  %945 = insertelement <1 x i16> poison, i16 %791, i64 0, !dbg !33
  store <1 x i16> %945, ptr addrspace(3) %944, align 2, !dbg !33
  %946 = or disjoint i32 %916, 10240, !dbg !33
  %947 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %946, !dbg !33
  %948 = insertelement <1 x i16> poison, i16 %795, i64 0, !dbg !33
  store <1 x i16> %948, ptr addrspace(3) %947, align 2, !dbg !33
  %949 = or disjoint i32 %916, 11264, !dbg !33
  %950 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %949, !dbg !33
  %951 = insertelement <1 x i16> poison, i16 %799, i64 0, !dbg !33
  store <1 x i16> %951, ptr addrspace(3) %950, align 2, !dbg !33
  %952 = or disjoint i32 %916, 12288, !dbg !33
  %953 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %952, !dbg !33
  %954 = insertelement <1 x i16> poison, i16 %803, i64 0, !dbg !33
  store <1 x i16> %954, ptr addrspace(3) %953, align 2, !dbg !33
  %955 = or disjoint i32 %916, 13312, !dbg !33
  %956 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %955, !dbg !33
  %957 = insertelement <1 x i16> poison, i16 %807, i64 0, !dbg !33
  store <1 x i16> %957, ptr addrspace(3) %956, align 2, !dbg !33
  %958 = or disjoint i32 %916, 14336, !dbg !33
  %959 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %958, !dbg !33
  %960 = insertelement <1 x i16> poison, i16 %811, i64 0, !dbg !33
  store <1 x i16> %960, ptr addrspace(3) %959, align 2, !dbg !33
  %961 = or disjoint i32 %916, 15360, !dbg !33
  %962 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %961, !dbg !33
  %963 = insertelement <1 x i16> poison, i16 %815, i64 0, !dbg !33
  store <1 x i16> %963, ptr addrspace(3) %962, align 2, !dbg !33
  %964 = xor i32 %820, 864, !dbg !33
  %965 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %964, !dbg !33
  %966 = insertelement <1 x i16> poison, i16 %756, i64 0, !dbg !33
  store <1 x i16> %966, ptr addrspace(3) %965, align 2, !dbg !33
  %967 = or disjoint i32 %964, 1024, !dbg !33
  %968 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %967, !dbg !33
  %969 = insertelement <1 x i16> poison, i16 %760, i64 0, !dbg !33
  store <1 x i16> %969, ptr addrspace(3) %968, align 2, !dbg !33
  %970 = or disjoint i32 %964, 2048, !dbg !33
  %971 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %970, !dbg !33
  %972 = insertelement <1 x i16> poison, i16 %764, i64 0, !dbg !33
  store <1 x i16> %972, ptr addrspace(3) %971, align 2, !dbg !33
  %973 = or disjoint i32 %964, 3072, !dbg !33
  %974 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %973, !dbg !33
  %975 = insertelement <1 x i16> poison, i16 %768, i64 0, !dbg !33
  store <1 x i16> %975, ptr addrspace(3) %974, align 2, !dbg !33
  %976 = or disjoint i32 %964, 4096, !dbg !33
  %977 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %976, !dbg !33
  %978 = insertelement <1 x i16> poison, i16 %772, i64 0, !dbg !33
  store <1 x i16> %978, ptr addrspace(3) %977, align 2, !dbg !33
  %979 = or disjoint i32 %964, 5120, !dbg !33
  %980 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %979, !dbg !33
  %981 = insertelement <1 x i16> poison, i16 %776, i64 0, !dbg !33
  store <1 x i16> %981, ptr addrspace(3) %980, align 2, !dbg !33
  %982 = or disjoint i32 %964, 6144, !dbg !33
  %983 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %982, !dbg !33
  %984 = insertelement <1 x i16> poison, i16 %780, i64 0, !dbg !33
  store <1 x i16> %984, ptr addrspace(3) %983, align 2, !dbg !33
  %985 = or disjoint i32 %964, 7168, !dbg !33
  %986 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %985, !dbg !33
  %987 = insertelement <1 x i16> poison, i16 %784, i64 0, !dbg !33
  store <1 x i16> %987, ptr addrspace(3) %986, align 2, !dbg !33
  %988 = or disjoint i32 %964, 8192, !dbg !33
  %989 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %988, !dbg !33
  %990 = insertelement <1 x i16> poison, i16 %788, i64 0, !dbg !33
  store <1 x i16> %990, ptr addrspace(3) %989, align 2, !dbg !33
  %991 = or disjoint i32 %964, 9216, !dbg !33
  %992 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %991, !dbg !33
  %993 = insertelement <1 x i16> poison, i16 %792, i64 0, !dbg !33
  store <1 x i16> %993, ptr addrspace(3) %992, align 2, !dbg !33
  %994 = or disjoint i32 %964, 10240, !dbg !33
  %995 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %994, !dbg !33
  %996 = insertelement <1 x i16> poison, i16 %796, i64 0, !dbg !33
  store <1 x i16> %996, ptr addrspace(3) %995, align 2, !dbg !33
  %997 = or disjoint i32 %964, 11264, !dbg !33
  %998 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %997, !dbg !33
  %999 = insertelement <1 x i16> poison, i16 %800, i64 0, !dbg !33
  store <1 x i16> %999, ptr addrspace(3) %998, align 2, !dbg !33
  %1000 = or disjoint i32 %964, 12288, !dbg !33
  %1001 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1000, !dbg !33
  %1002 = insertelement <1 x i16> poison, i16 %804, i64 0, !dbg !33
  store <1 x i16> %1002, ptr addrspace(3) %1001, align 2, !dbg !33
  %1003 = or disjoint i32 %964, 13312, !dbg !33
  %1004 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1003, !dbg !33
  %1005 = insertelement <1 x i16> poison, i16 %808, i64 0, !dbg !33
  store <1 x i16> %1005, ptr addrspace(3) %1004, align 2, !dbg !33
  %1006 = or disjoint i32 %964, 14336, !dbg !33
  %1007 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1006, !dbg !33
  %1008 = insertelement <1 x i16> poison, i16 %812, i64 0, !dbg !33
  store <1 x i16> %1008, ptr addrspace(3) %1007, align 2, !dbg !33
  %1009 = or disjoint i32 %964, 15360, !dbg !33
  %1010 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1009, !dbg !33
  %1011 = insertelement <1 x i16> poison, i16 %816, i64 0, !dbg !33
  store <1 x i16> %1011, ptr addrspace(3) %1010, align 2, !dbg !33
  %1012 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %673, i1 %752) #9, !dbg !34
  %1013 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %674, i1 %752) #9, !dbg !34
  %1014 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %675, i1 %752) #9, !dbg !34
  %1015 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %676, i1 %752) #9, !dbg !34
  %1016 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %677, i1 %752) #9, !dbg !34
  %1017 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %678, i1 %752) #9, !dbg !34
  %1018 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %679, i1 %752) #9, !dbg !34
  %1019 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %680, i1 %752) #9, !dbg !34
  %1020 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %681, i1 %752) #9, !dbg !34
  %1021 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %682, i1 %752) #9, !dbg !34
  %1022 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %683, i1 %752) #9, !dbg !34
  %1023 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %684, i1 %752) #9, !dbg !34
  %1024 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %685, i1 %752) #9, !dbg !34
  %1025 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %686, i1 %752) #9, !dbg !34
  %1026 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %687, i1 %752) #9, !dbg !34
  %1027 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %688, i1 %752) #9, !dbg !34
  %1028 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %689, i1 %752) #9, !dbg !34
  %1029 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %690, i1 %752) #9, !dbg !34
  %1030 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %691, i1 %752) #9, !dbg !34
  %1031 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %692, i1 %752) #9, !dbg !34
  %1032 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %693, i1 %752) #9, !dbg !34
  %1033 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %694, i1 %752) #9, !dbg !34
  %1034 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %695, i1 %752) #9, !dbg !34
  %1035 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %696, i1 %752) #9, !dbg !34
  %1036 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %697, i1 %752) #9, !dbg !34
  %1037 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %698, i1 %752) #9, !dbg !34
  %1038 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %699, i1 %752) #9, !dbg !34
  %1039 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %700, i1 %752) #9, !dbg !34
  %1040 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %701, i1 %752) #9, !dbg !34
  %1041 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %702, i1 %752) #9, !dbg !34
  %1042 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %703, i1 %752) #9, !dbg !34
  %1043 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %704, i1 %752) #9, !dbg !34
  %1044 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %705, i1 %752) #9, !dbg !34
  %1045 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %706, i1 %752) #9, !dbg !34
  %1046 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %707, i1 %752) #9, !dbg !34
  %1047 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %708, i1 %752) #9, !dbg !34
  %1048 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %709, i1 %752) #9, !dbg !34
  %1049 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %710, i1 %752) #9, !dbg !34
  %1050 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %711, i1 %752) #9, !dbg !34
  %1051 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %712, i1 %752) #9, !dbg !34
  %1052 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %713, i1 %752) #9, !dbg !34
  %1053 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %714, i1 %752) #9, !dbg !34
  %1054 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %715, i1 %752) #9, !dbg !34
  %1055 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %716, i1 %752) #9, !dbg !34
  %1056 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %717, i1 %752) #9, !dbg !34
  %1057 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %718, i1 %752) #9, !dbg !34
  %1058 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %719, i1 %752) #9, !dbg !34
  %1059 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %720, i1 %752) #9, !dbg !34
  %1060 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %721, i1 %752) #9, !dbg !34
  %1061 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %722, i1 %752) #9, !dbg !34
  %1062 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %723, i1 %752) #9, !dbg !34
  %1063 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %724, i1 %752) #9, !dbg !34
  %1064 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %725, i1 %752) #9, !dbg !34
  %1065 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %726, i1 %752) #9, !dbg !34
  %1066 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %727, i1 %752) #9, !dbg !34
  %1067 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %728, i1 %752) #9, !dbg !34
  %1068 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %729, i1 %752) #9, !dbg !34
  %1069 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %730, i1 %752) #9, !dbg !34
  %1070 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %731, i1 %752) #9, !dbg !34
  %1071 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %732, i1 %752) #9, !dbg !34
  %1072 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %733, i1 %752) #9, !dbg !34
  %1073 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %734, i1 %752) #9, !dbg !34
  %1074 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %735, i1 %752) #9, !dbg !34
  %1075 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %736, i1 %752) #9, !dbg !34
  %1076 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %820, !dbg !34
  %1077 = insertelement <1 x i16> poison, i16 %1012, i64 0, !dbg !34
  store <1 x i16> %1077, ptr addrspace(3) %1076, align 2, !dbg !34
  %1078 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %823, !dbg !34
  %1079 = insertelement <1 x i16> poison, i16 %1016, i64 0, !dbg !34
  store <1 x i16> %1079, ptr addrspace(3) %1078, align 2, !dbg !34
  %1080 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %826, !dbg !34
  %1081 = insertelement <1 x i16> poison, i16 %1020, i64 0, !dbg !34
  store <1 x i16> %1081, ptr addrspace(3) %1080, align 2, !dbg !34
  %1082 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %829, !dbg !34
  %1083 = insertelement <1 x i16> poison, i16 %1024, i64 0, !dbg !34
  store <1 x i16> %1083, ptr addrspace(3) %1082, align 2, !dbg !34
  %1084 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %832, !dbg !34
  %1085 = insertelement <1 x i16> poison, i16 %1028, i64 0, !dbg !34
  store <1 x i16> %1085, ptr addrspace(3) %1084, align 2, !dbg !34
  %1086 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %835, !dbg !34
  %1087 = insertelement <1 x i16> poison, i16 %1032, i64 0, !dbg !34
  store <1 x i16> %1087, ptr addrspace(3) %1086, align 2, !dbg !34
  %1088 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %838, !dbg !34
  %1089 = insertelement <1 x i16> poison, i16 %1036, i64 0, !dbg !34
  store <1 x i16> %1089, ptr addrspace(3) %1088, align 2, !dbg !34
  %1090 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %841, !dbg !34
  %1091 = insertelement <1 x i16> poison, i16 %1040, i64 0, !dbg !34
  store <1 x i16> %1091, ptr addrspace(3) %1090, align 2, !dbg !34
  %1092 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %844, !dbg !34
  %1093 = insertelement <1 x i16> poison, i16 %1044, i64 0, !dbg !34
  store <1 x i16> %1093, ptr addrspace(3) %1092, align 2, !dbg !34
  %1094 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %847, !dbg !34
  %1095 = insertelement <1 x i16> poison, i16 %1048, i64 0, !dbg !34
  store <1 x i16> %1095, ptr addrspace(3) %1094, align 2, !dbg !34
  %1096 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %850, !dbg !34
  %1097 = insertelement <1 x i16> poison, i16 %1052, i64 0, !dbg !34
  store <1 x i16> %1097, ptr addrspace(3) %1096, align 2, !dbg !34
  %1098 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %853, !dbg !34
  %1099 = insertelement <1 x i16> poison, i16 %1056, i64 0, !dbg !34
  store <1 x i16> %1099, ptr addrspace(3) %1098, align 2, !dbg !34
  %1100 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %856, !dbg !34
  %1101 = insertelement <1 x i16> poison, i16 %1060, i64 0, !dbg !34
  store <1 x i16> %1101, ptr addrspace(3) %1100, align 2, !dbg !34
  %1102 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %859, !dbg !34
  %1103 = insertelement <1 x i16> poison, i16 %1064, i64 0, !dbg !34
  store <1 x i16> %1103, ptr addrspace(3) %1102, align 2, !dbg !34
  %1104 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %862, !dbg !34
  %1105 = insertelement <1 x i16> poison, i16 %1068, i64 0, !dbg !34
  store <1 x i16> %1105, ptr addrspace(3) %1104, align 2, !dbg !34
  %1106 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %865, !dbg !34
  %1107 = insertelement <1 x i16> poison, i16 %1072, i64 0, !dbg !34
  store <1 x i16> %1107, ptr addrspace(3) %1106, align 2, !dbg !34
  %1108 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %868, !dbg !34
  %1109 = insertelement <1 x i16> poison, i16 %1013, i64 0, !dbg !34
  store <1 x i16> %1109, ptr addrspace(3) %1108, align 2, !dbg !34
  %1110 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %871, !dbg !34
  %1111 = insertelement <1 x i16> poison, i16 %1017, i64 0, !dbg !34
  store <1 x i16> %1111, ptr addrspace(3) %1110, align 2, !dbg !34
  %1112 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %874, !dbg !34
  %1113 = insertelement <1 x i16> poison, i16 %1021, i64 0, !dbg !34
  store <1 x i16> %1113, ptr addrspace(3) %1112, align 2, !dbg !34
  %1114 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %877, !dbg !34
  %1115 = insertelement <1 x i16> poison, i16 %1025, i64 0, !dbg !34
  store <1 x i16> %1115, ptr addrspace(3) %1114, align 2, !dbg !34
  %1116 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %880, !dbg !34
  %1117 = insertelement <1 x i16> poison, i16 %1029, i64 0, !dbg !34
  store <1 x i16> %1117, ptr addrspace(3) %1116, align 2, !dbg !34
  %1118 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %883, !dbg !34
  %1119 = insertelement <1 x i16> poison, i16 %1033, i64 0, !dbg !34
  store <1 x i16> %1119, ptr addrspace(3) %1118, align 2, !dbg !34
  %1120 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %886, !dbg !34
  %1121 = insertelement <1 x i16> poison, i16 %1037, i64 0, !dbg !34
  store <1 x i16> %1121, ptr addrspace(3) %1120, align 2, !dbg !34
  %1122 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %889, !dbg !34
  %1123 = insertelement <1 x i16> poison, i16 %1041, i64 0, !dbg !34
  store <1 x i16> %1123, ptr addrspace(3) %1122, align 2, !dbg !34
  %1124 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %892, !dbg !34
  %1125 = insertelement <1 x i16> poison, i16 %1045, i64 0, !dbg !34
  store <1 x i16> %1125, ptr addrspace(3) %1124, align 2, !dbg !34
  %1126 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %895, !dbg !34
  %1127 = insertelement <1 x i16> poison, i16 %1049, i64 0, !dbg !34
  store <1 x i16> %1127, ptr addrspace(3) %1126, align 2, !dbg !34
  %1128 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %898, !dbg !34
  %1129 = insertelement <1 x i16> poison, i16 %1053, i64 0, !dbg !34
  store <1 x i16> %1129, ptr addrspace(3) %1128, align 2, !dbg !34
  %1130 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %901, !dbg !34
  %1131 = insertelement <1 x i16> poison, i16 %1057, i64 0, !dbg !34
  store <1 x i16> %1131, ptr addrspace(3) %1130, align 2, !dbg !34
  %1132 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %904, !dbg !34
  %1133 = insertelement <1 x i16> poison, i16 %1061, i64 0, !dbg !34
  store <1 x i16> %1133, ptr addrspace(3) %1132, align 2, !dbg !34
  %1134 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %907, !dbg !34
  %1135 = insertelement <1 x i16> poison, i16 %1065, i64 0, !dbg !34
  store <1 x i16> %1135, ptr addrspace(3) %1134, align 2, !dbg !34
  %1136 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %910, !dbg !34
  %1137 = insertelement <1 x i16> poison, i16 %1069, i64 0, !dbg !34
  store <1 x i16> %1137, ptr addrspace(3) %1136, align 2, !dbg !34
  %1138 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %913, !dbg !34
  %1139 = insertelement <1 x i16> poison, i16 %1073, i64 0, !dbg !34
  store <1 x i16> %1139, ptr addrspace(3) %1138, align 2, !dbg !34
  %1140 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %916, !dbg !34
  %1141 = insertelement <1 x i16> poison, i16 %1014, i64 0, !dbg !34
  store <1 x i16> %1141, ptr addrspace(3) %1140, align 2, !dbg !34
  %1142 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %919, !dbg !34
  %1143 = insertelement <1 x i16> poison, i16 %1018, i64 0, !dbg !34
  store <1 x i16> %1143, ptr addrspace(3) %1142, align 2, !dbg !34
  %1144 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %922, !dbg !34
  %1145 = insertelement <1 x i16> poison, i16 %1022, i64 0, !dbg !34
  store <1 x i16> %1145, ptr addrspace(3) %1144, align 2, !dbg !34
  %1146 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %925, !dbg !34
  %1147 = insertelement <1 x i16> poison, i16 %1026, i64 0, !dbg !34
  store <1 x i16> %1147, ptr addrspace(3) %1146, align 2, !dbg !34
  %1148 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %928, !dbg !34
  %1149 = insertelement <1 x i16> poison, i16 %1030, i64 0, !dbg !34
  store <1 x i16> %1149, ptr addrspace(3) %1148, align 2, !dbg !34
  %1150 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %931, !dbg !34
  %1151 = insertelement <1 x i16> poison, i16 %1034, i64 0, !dbg !34
  store <1 x i16> %1151, ptr addrspace(3) %1150, align 2, !dbg !34
  %1152 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %934, !dbg !34
  %1153 = insertelement <1 x i16> poison, i16 %1038, i64 0, !dbg !34
  store <1 x i16> %1153, ptr addrspace(3) %1152, align 2, !dbg !34
  %1154 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %937, !dbg !34
  %1155 = insertelement <1 x i16> poison, i16 %1042, i64 0, !dbg !34
  store <1 x i16> %1155, ptr addrspace(3) %1154, align 2, !dbg !34
  %1156 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %940, !dbg !34
  %1157 = insertelement <1 x i16> poison, i16 %1046, i64 0, !dbg !34
  store <1 x i16> %1157, ptr addrspace(3) %1156, align 2, !dbg !34
  %1158 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %943, !dbg !34
  %1159 = insertelement <1 x i16> poison, i16 %1050, i64 0, !dbg !34
  store <1 x i16> %1159, ptr addrspace(3) %1158, align 2, !dbg !34
  %1160 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %946, !dbg !34
  %1161 = insertelement <1 x i16> poison, i16 %1054, i64 0, !dbg !34
  store <1 x i16> %1161, ptr addrspace(3) %1160, align 2, !dbg !34
  %1162 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %949, !dbg !34
  %1163 = insertelement <1 x i16> poison, i16 %1058, i64 0, !dbg !34
  store <1 x i16> %1163, ptr addrspace(3) %1162, align 2, !dbg !34
  %1164 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %952, !dbg !34
  %1165 = insertelement <1 x i16> poison, i16 %1062, i64 0, !dbg !34
  store <1 x i16> %1165, ptr addrspace(3) %1164, align 2, !dbg !34
  %1166 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %955, !dbg !34
  %1167 = insertelement <1 x i16> poison, i16 %1066, i64 0, !dbg !34
  store <1 x i16> %1167, ptr addrspace(3) %1166, align 2, !dbg !34
  %1168 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %958, !dbg !34
  %1169 = insertelement <1 x i16> poison, i16 %1070, i64 0, !dbg !34
  store <1 x i16> %1169, ptr addrspace(3) %1168, align 2, !dbg !34
  %1170 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %961, !dbg !34
  %1171 = insertelement <1 x i16> poison, i16 %1074, i64 0, !dbg !34
  store <1 x i16> %1171, ptr addrspace(3) %1170, align 2, !dbg !34
  %1172 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %964, !dbg !34
  %1173 = insertelement <1 x i16> poison, i16 %1015, i64 0, !dbg !34
  store <1 x i16> %1173, ptr addrspace(3) %1172, align 2, !dbg !34
  %1174 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %967, !dbg !34
  %1175 = insertelement <1 x i16> poison, i16 %1019, i64 0, !dbg !34
  store <1 x i16> %1175, ptr addrspace(3) %1174, align 2, !dbg !34
  %1176 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %970, !dbg !34
  %1177 = insertelement <1 x i16> poison, i16 %1023, i64 0, !dbg !34
  store <1 x i16> %1177, ptr addrspace(3) %1176, align 2, !dbg !34
  %1178 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %973, !dbg !34
  %1179 = insertelement <1 x i16> poison, i16 %1027, i64 0, !dbg !34
  store <1 x i16> %1179, ptr addrspace(3) %1178, align 2, !dbg !34
  %1180 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %976, !dbg !34
  %1181 = insertelement <1 x i16> poison, i16 %1031, i64 0, !dbg !34
  store <1 x i16> %1181, ptr addrspace(3) %1180, align 2, !dbg !34
  %1182 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %979, !dbg !34
  %1183 = insertelement <1 x i16> poison, i16 %1035, i64 0, !dbg !34
  store <1 x i16> %1183, ptr addrspace(3) %1182, align 2, !dbg !34
  %1184 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %982, !dbg !34
  %1185 = insertelement <1 x i16> poison, i16 %1039, i64 0, !dbg !34
  store <1 x i16> %1185, ptr addrspace(3) %1184, align 2, !dbg !34
  %1186 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %985, !dbg !34
  %1187 = insertelement <1 x i16> poison, i16 %1043, i64 0, !dbg !34
  store <1 x i16> %1187, ptr addrspace(3) %1186, align 2, !dbg !34
  %1188 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %988, !dbg !34
  %1189 = insertelement <1 x i16> poison, i16 %1047, i64 0, !dbg !34
  store <1 x i16> %1189, ptr addrspace(3) %1188, align 2, !dbg !34
  %1190 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %991, !dbg !34
  %1191 = insertelement <1 x i16> poison, i16 %1051, i64 0, !dbg !34
  store <1 x i16> %1191, ptr addrspace(3) %1190, align 2, !dbg !34
  %1192 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %994, !dbg !34
  %1193 = insertelement <1 x i16> poison, i16 %1055, i64 0, !dbg !34
  store <1 x i16> %1193, ptr addrspace(3) %1192, align 2, !dbg !34
  %1194 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %997, !dbg !34
  %1195 = insertelement <1 x i16> poison, i16 %1059, i64 0, !dbg !34
  store <1 x i16> %1195, ptr addrspace(3) %1194, align 2, !dbg !34
  %1196 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1000, !dbg !34
  %1197 = insertelement <1 x i16> poison, i16 %1063, i64 0, !dbg !34
  store <1 x i16> %1197, ptr addrspace(3) %1196, align 2, !dbg !34
  %1198 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1003, !dbg !34
  %1199 = insertelement <1 x i16> poison, i16 %1067, i64 0, !dbg !34
  store <1 x i16> %1199, ptr addrspace(3) %1198, align 2, !dbg !34
  %1200 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1006, !dbg !34
  %1201 = insertelement <1 x i16> poison, i16 %1071, i64 0, !dbg !34
  store <1 x i16> %1201, ptr addrspace(3) %1200, align 2, !dbg !34
  %1202 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1009, !dbg !34
  %1203 = insertelement <1 x i16> poison, i16 %1075, i64 0, !dbg !34
  store <1 x i16> %1203, ptr addrspace(3) %1202, align 2, !dbg !34
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !30
  %1204 = icmp eq i32 %739, 0, !dbg !30
  %1205 = and i1 %750, %1204, !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  br i1 %1205, label %1206, label %1235, !dbg !30

1206:                                             ; preds = %14
  %1207 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %1208 = extractvalue { i32, i1 } %1207, 1, !dbg !30
  %1209 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4, !dbg !30
  %1210 = and i32 %1209, 32767, !dbg !30
  %1211 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384) to i32), 4, !dbg !30
  %1212 = and i32 %1211, 32767, !dbg !30
  %1213 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1210, i64 0, !dbg !30
  %1214 = bitcast <2 x i32> %1213 to i64, !dbg !30
  %1215 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1212, i64 0, !dbg !30
  %1216 = bitcast <2 x i32> %1215 to i64, !dbg !30
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1214, i64 %1216, i32 136316048, i1 false, i1 %1208) #9, !dbg !30
  %1217 = add nuw nsw i32 %1210, 2, !dbg !30
  %1218 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1217, i64 0, !dbg !30
  %1219 = bitcast <2 x i32> %1218 to i64, !dbg !30
  %1220 = add nuw nsw i32 %1212, 2, !dbg !30
  %1221 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1220, i64 0, !dbg !30
  %1222 = bitcast <2 x i32> %1221 to i64, !dbg !30
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1219, i64 %1222, i32 136316048, i1 true, i1 %1208) #9, !dbg !30
  %1223 = add nuw nsw i32 %1210, 4, !dbg !30
  %1224 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1223, i64 0, !dbg !30
  %1225 = bitcast <2 x i32> %1224 to i64, !dbg !30
  %1226 = add nuw nsw i32 %1212, 4, !dbg !30
  %1227 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1226, i64 0, !dbg !30
  %1228 = bitcast <2 x i32> %1227 to i64, !dbg !30
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1225, i64 %1228, i32 136316048, i1 true, i1 %1208) #9, !dbg !30
  %1229 = add nuw nsw i32 %1210, 6, !dbg !30
  %1230 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1229, i64 0, !dbg !30
  %1231 = bitcast <2 x i32> %1230 to i64, !dbg !30
  %1232 = add nuw nsw i32 %1212, 6, !dbg !30
  %1233 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1232, i64 0, !dbg !30
  %1234 = bitcast <2 x i32> %1233 to i64, !dbg !30
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1231, i64 %1234, i32 136316048, i1 true, i1 %1208) #9, !dbg !30
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %1208, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536) to i32)) #9, !dbg !30
  br label %1235, !dbg !30

1235:                                             ; preds = %1206, %14
  %1236 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %820
  %1237 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %823
  %1238 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %826
  %1239 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %829
  %1240 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %832
  %1241 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %835
  %1242 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %838
  %1243 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %841
  %1244 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %844
  %1245 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %847
  %1246 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %850
  %1247 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %853
  %1248 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %856
  %1249 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %859
  %1250 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %862
  %1251 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %865
  %1252 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %868
  %1253 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %871
  %1254 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %874
  %1255 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %877
  %1256 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %880
  %1257 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %883
  %1258 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %886
  %1259 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %889
  %1260 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %892
  %1261 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %895
  %1262 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %898
  %1263 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %901
  %1264 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %904
  %1265 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %907
  %1266 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %910
  %1267 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %913
  %1268 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %916
  %1269 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %919
  %1270 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %922
  %1271 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %925
  %1272 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %928
  %1273 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %931
  %1274 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %934
  %1275 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %937
  %1276 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %940
  %1277 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %943
  %1278 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %946
  %1279 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %949
  %1280 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %952
  %1281 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %955
  %1282 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %958
  %1283 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %961
  %1284 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %964
  %1285 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %967
  %1286 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %970
  %1287 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %973
  %1288 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %976
  %1289 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %979
  %1290 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %982
  %1291 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %985
  %1292 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %988
  %1293 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %991
  %1294 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %994
  %1295 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %997
  %1296 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1000
  %1297 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1003
  %1298 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1006
  %1299 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1009
  %1300 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %820
  %1301 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %823
  %1302 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %826
  %1303 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %829
  %1304 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %832
  %1305 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %835
  %1306 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %838
  %1307 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %841
  %1308 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %844
  %1309 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %847
  %1310 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %850
  %1311 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %853
  %1312 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %856
  %1313 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %859
  %1314 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %862
  %1315 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %865
  %1316 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %868
  %1317 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %871
  %1318 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %874
  %1319 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %877
  %1320 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %880
  %1321 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %883
  %1322 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %886
  %1323 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %889
  %1324 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %892
  %1325 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %895
  %1326 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %898
  %1327 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %901
  %1328 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %904
  %1329 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %907
  %1330 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %910
  %1331 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %913
  %1332 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %916
  %1333 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %919
  %1334 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %922
  %1335 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %925
  %1336 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %928
  %1337 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %931
  %1338 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %934
  %1339 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %937
  %1340 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %940
  %1341 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %943
  %1342 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %946
  %1343 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %949
  %1344 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %952
  %1345 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %955
  %1346 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %958
  %1347 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %961
  %1348 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %964
  %1349 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %967
  %1350 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %970
  %1351 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %973
  %1352 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %976
  %1353 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %979
  %1354 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %982
  %1355 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %985
  %1356 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %988
  %1357 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %991
  %1358 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %994
  %1359 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %997
  %1360 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1000
  %1361 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1003
  %1362 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1006
  %1363 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1009
  %1364 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768) to i32), 4
  %1365 = and i32 %1364, 32767
  %1366 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152) to i32), 4
  %1367 = and i32 %1366, 32767
  %1368 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1365, i64 0
  %1369 = bitcast <2 x i32> %1368 to i64
  %1370 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1367, i64 0
  %1371 = bitcast <2 x i32> %1370 to i64
  %1372 = add nuw nsw i32 %1365, 2
  %1373 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1372, i64 0
  %1374 = bitcast <2 x i32> %1373 to i64
  %1375 = add nuw nsw i32 %1367, 2
  %1376 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1375, i64 0
  %1377 = bitcast <2 x i32> %1376 to i64
  %1378 = add nuw nsw i32 %1365, 4
  %1379 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1378, i64 0
  %1380 = bitcast <2 x i32> %1379 to i64
  %1381 = add nuw nsw i32 %1367, 4
  %1382 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1381, i64 0
  %1383 = bitcast <2 x i32> %1382 to i64
  %1384 = add nuw nsw i32 %1365, 6
  %1385 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1384, i64 0
  %1386 = bitcast <2 x i32> %1385 to i64
  %1387 = add nuw nsw i32 %1367, 6
  %1388 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1387, i64 0
  %1389 = bitcast <2 x i32> %1388 to i64
  %1390 = tail call i32 @llvm.smax.i32(i32 %738, i32 1), !dbg !31
  %smax = add nsw i32 %1390, -1, !dbg !31
  br label %1391, !dbg !31

1391:                                             ; preds = %1663, %1235
  %1392 = phi i32 [ %1398, %1663 ], [ 0, %1235 ], !dbg !31
  %.pn127.pn = phi ptr addrspace(1) [ %.pn127, %1663 ], [ %414, %1235 ]
  %.pn125.pn = phi ptr addrspace(1) [ %.pn125, %1663 ], [ %415, %1235 ]
  %.pn123.pn = phi ptr addrspace(1) [ %.pn123, %1663 ], [ %416, %1235 ]
  %.pn121.pn = phi ptr addrspace(1) [ %.pn121, %1663 ], [ %417, %1235 ]
  %.pn119.pn = phi ptr addrspace(1) [ %.pn119, %1663 ], [ %418, %1235 ]
  %.pn117.pn = phi ptr addrspace(1) [ %.pn117, %1663 ], [ %419, %1235 ]
  %.pn115.pn = phi ptr addrspace(1) [ %.pn115, %1663 ], [ %420, %1235 ]
  %.pn113.pn = phi ptr addrspace(1) [ %.pn113, %1663 ], [ %421, %1235 ]
  %.pn111.pn = phi ptr addrspace(1) [ %.pn111, %1663 ], [ %422, %1235 ]
  %.pn109.pn = phi ptr addrspace(1) [ %.pn109, %1663 ], [ %423, %1235 ]
  %.pn107.pn = phi ptr addrspace(1) [ %.pn107, %1663 ], [ %424, %1235 ]
  %.pn105.pn = phi ptr addrspace(1) [ %.pn105, %1663 ], [ %425, %1235 ]
  %.pn103.pn = phi ptr addrspace(1) [ %.pn103, %1663 ], [ %426, %1235 ]
  %.pn101.pn = phi ptr addrspace(1) [ %.pn101, %1663 ], [ %427, %1235 ]
  %.pn99.pn = phi ptr addrspace(1) [ %.pn99, %1663 ], [ %428, %1235 ]
  %.pn97.pn = phi ptr addrspace(1) [ %.pn97, %1663 ], [ %429, %1235 ]
  %.pn95.pn = phi ptr addrspace(1) [ %.pn95, %1663 ], [ %430, %1235 ]
  %.pn93.pn = phi ptr addrspace(1) [ %.pn93, %1663 ], [ %431, %1235 ]
  %.pn91.pn = phi ptr addrspace(1) [ %.pn91, %1663 ], [ %432, %1235 ]
  %.pn89.pn = phi ptr addrspace(1) [ %.pn89, %1663 ], [ %433, %1235 ]
  %.pn87.pn = phi ptr addrspace(1) [ %.pn87, %1663 ], [ %434, %1235 ]
  %.pn85.pn = phi ptr addrspace(1) [ %.pn85, %1663 ], [ %435, %1235 ]
  %.pn83.pn = phi ptr addrspace(1) [ %.pn83, %1663 ], [ %436, %1235 ]
  %.pn81.pn = phi ptr addrspace(1) [ %.pn81, %1663 ], [ %437, %1235 ]
  %.pn79.pn = phi ptr addrspace(1) [ %.pn79, %1663 ], [ %438, %1235 ]
  %.pn77.pn = phi ptr addrspace(1) [ %.pn77, %1663 ], [ %439, %1235 ]
  %.pn75.pn = phi ptr addrspace(1) [ %.pn75, %1663 ], [ %440, %1235 ]
  %.pn73.pn = phi ptr addrspace(1) [ %.pn73, %1663 ], [ %441, %1235 ]
  %.pn71.pn = phi ptr addrspace(1) [ %.pn71, %1663 ], [ %442, %1235 ]
  %.pn69.pn = phi ptr addrspace(1) [ %.pn69, %1663 ], [ %443, %1235 ]
  %.pn67.pn = phi ptr addrspace(1) [ %.pn67, %1663 ], [ %444, %1235 ]
  %.pn65.pn = phi ptr addrspace(1) [ %.pn65, %1663 ], [ %445, %1235 ]
  %.pn63.pn = phi ptr addrspace(1) [ %.pn63, %1663 ], [ %446, %1235 ]
  %.pn61.pn = phi ptr addrspace(1) [ %.pn61, %1663 ], [ %447, %1235 ]
  %.pn59.pn = phi ptr addrspace(1) [ %.pn59, %1663 ], [ %448, %1235 ]
  %.pn57.pn = phi ptr addrspace(1) [ %.pn57, %1663 ], [ %449, %1235 ]
  %.pn55.pn = phi ptr addrspace(1) [ %.pn55, %1663 ], [ %450, %1235 ]
  %.pn53.pn = phi ptr addrspace(1) [ %.pn53, %1663 ], [ %451, %1235 ]
  %.pn51.pn = phi ptr addrspace(1) [ %.pn51, %1663 ], [ %452, %1235 ]
  %.pn49.pn = phi ptr addrspace(1) [ %.pn49, %1663 ], [ %453, %1235 ]
  %.pn47.pn = phi ptr addrspace(1) [ %.pn47, %1663 ], [ %454, %1235 ]
  %.pn45.pn = phi ptr addrspace(1) [ %.pn45, %1663 ], [ %455, %1235 ]
  %.pn43.pn = phi ptr addrspace(1) [ %.pn43, %1663 ], [ %456, %1235 ]
  %.pn41.pn = phi ptr addrspace(1) [ %.pn41, %1663 ], [ %457, %1235 ]
  %.pn39.pn = phi ptr addrspace(1) [ %.pn39, %1663 ], [ %458, %1235 ]
  %.pn37.pn = phi ptr addrspace(1) [ %.pn37, %1663 ], [ %459, %1235 ]
  %.pn35.pn = phi ptr addrspace(1) [ %.pn35, %1663 ], [ %460, %1235 ]
  %.pn33.pn = phi ptr addrspace(1) [ %.pn33, %1663 ], [ %461, %1235 ]
  %.pn31.pn = phi ptr addrspace(1) [ %.pn31, %1663 ], [ %462, %1235 ]
  %.pn29.pn = phi ptr addrspace(1) [ %.pn29, %1663 ], [ %463, %1235 ]
  %.pn27.pn = phi ptr addrspace(1) [ %.pn27, %1663 ], [ %464, %1235 ]
  %.pn25.pn = phi ptr addrspace(1) [ %.pn25, %1663 ], [ %465, %1235 ]
  %.pn23.pn = phi ptr addrspace(1) [ %.pn23, %1663 ], [ %466, %1235 ]
  %.pn21.pn = phi ptr addrspace(1) [ %.pn21, %1663 ], [ %467, %1235 ]
  %.pn19.pn = phi ptr addrspace(1) [ %.pn19, %1663 ], [ %468, %1235 ]
  %.pn17.pn = phi ptr addrspace(1) [ %.pn17, %1663 ], [ %469, %1235 ]
  %.pn15.pn = phi ptr addrspace(1) [ %.pn15, %1663 ], [ %470, %1235 ]
  %.pn13.pn = phi ptr addrspace(1) [ %.pn13, %1663 ], [ %471, %1235 ]
  %.pn11.pn = phi ptr addrspace(1) [ %.pn11, %1663 ], [ %472, %1235 ]
  %.pn9.pn = phi ptr addrspace(1) [ %.pn9, %1663 ], [ %473, %1235 ]
  %.pn7.pn = phi ptr addrspace(1) [ %.pn7, %1663 ], [ %474, %1235 ]
  %.pn5.pn = phi ptr addrspace(1) [ %.pn5, %1663 ], [ %475, %1235 ]
  %.pn3.pn = phi ptr addrspace(1) [ %.pn3, %1663 ], [ %476, %1235 ]
  %.pn1.pn = phi ptr addrspace(1) [ %.pn1, %1663 ], [ %477, %1235 ]
  %.pn255.pn = phi ptr addrspace(1) [ %.pn255, %1663 ], [ %673, %1235 ]
  %.pn253.pn = phi ptr addrspace(1) [ %.pn253, %1663 ], [ %674, %1235 ]
  %.pn251.pn = phi ptr addrspace(1) [ %.pn251, %1663 ], [ %675, %1235 ]
  %.pn249.pn = phi ptr addrspace(1) [ %.pn249, %1663 ], [ %676, %1235 ]
  %.pn247.pn = phi ptr addrspace(1) [ %.pn247, %1663 ], [ %677, %1235 ]
  %.pn245.pn = phi ptr addrspace(1) [ %.pn245, %1663 ], [ %678, %1235 ]
  %.pn243.pn = phi ptr addrspace(1) [ %.pn243, %1663 ], [ %679, %1235 ]
  %.pn241.pn = phi ptr addrspace(1) [ %.pn241, %1663 ], [ %680, %1235 ]
  %.pn239.pn = phi ptr addrspace(1) [ %.pn239, %1663 ], [ %681, %1235 ]
  %.pn237.pn = phi ptr addrspace(1) [ %.pn237, %1663 ], [ %682, %1235 ]
  %.pn235.pn = phi ptr addrspace(1) [ %.pn235, %1663 ], [ %683, %1235 ]
  %.pn233.pn = phi ptr addrspace(1) [ %.pn233, %1663 ], [ %684, %1235 ]
  %.pn231.pn = phi ptr addrspace(1) [ %.pn231, %1663 ], [ %685, %1235 ]
  %.pn229.pn = phi ptr addrspace(1) [ %.pn229, %1663 ], [ %686, %1235 ]
  %.pn227.pn = phi ptr addrspace(1) [ %.pn227, %1663 ], [ %687, %1235 ]
  %.pn225.pn = phi ptr addrspace(1) [ %.pn225, %1663 ], [ %688, %1235 ]
  %.pn223.pn = phi ptr addrspace(1) [ %.pn223, %1663 ], [ %689, %1235 ]
  %.pn221.pn = phi ptr addrspace(1) [ %.pn221, %1663 ], [ %690, %1235 ]
  %.pn219.pn = phi ptr addrspace(1) [ %.pn219, %1663 ], [ %691, %1235 ]
  %.pn217.pn = phi ptr addrspace(1) [ %.pn217, %1663 ], [ %692, %1235 ]
  %.pn215.pn = phi ptr addrspace(1) [ %.pn215, %1663 ], [ %693, %1235 ]
  %.pn213.pn = phi ptr addrspace(1) [ %.pn213, %1663 ], [ %694, %1235 ]
  %.pn211.pn = phi ptr addrspace(1) [ %.pn211, %1663 ], [ %695, %1235 ]
  %.pn209.pn = phi ptr addrspace(1) [ %.pn209, %1663 ], [ %696, %1235 ]
  %.pn207.pn = phi ptr addrspace(1) [ %.pn207, %1663 ], [ %697, %1235 ]
  %.pn205.pn = phi ptr addrspace(1) [ %.pn205, %1663 ], [ %698, %1235 ]
  %.pn203.pn = phi ptr addrspace(1) [ %.pn203, %1663 ], [ %699, %1235 ]
  %.pn201.pn = phi ptr addrspace(1) [ %.pn201, %1663 ], [ %700, %1235 ]
  %.pn199.pn = phi ptr addrspace(1) [ %.pn199, %1663 ], [ %701, %1235 ]
  %.pn197.pn = phi ptr addrspace(1) [ %.pn197, %1663 ], [ %702, %1235 ]
  %.pn195.pn = phi ptr addrspace(1) [ %.pn195, %1663 ], [ %703, %1235 ]
  %.pn193.pn = phi ptr addrspace(1) [ %.pn193, %1663 ], [ %704, %1235 ]
  %.pn191.pn = phi ptr addrspace(1) [ %.pn191, %1663 ], [ %705, %1235 ]
  %.pn189.pn = phi ptr addrspace(1) [ %.pn189, %1663 ], [ %706, %1235 ]
  %.pn187.pn = phi ptr addrspace(1) [ %.pn187, %1663 ], [ %707, %1235 ]
  %.pn185.pn = phi ptr addrspace(1) [ %.pn185, %1663 ], [ %708, %1235 ]
  %.pn183.pn = phi ptr addrspace(1) [ %.pn183, %1663 ], [ %709, %1235 ]
  %.pn181.pn = phi ptr addrspace(1) [ %.pn181, %1663 ], [ %710, %1235 ]
  %.pn179.pn = phi ptr addrspace(1) [ %.pn179, %1663 ], [ %711, %1235 ]
  %.pn177.pn = phi ptr addrspace(1) [ %.pn177, %1663 ], [ %712, %1235 ]
  %.pn175.pn = phi ptr addrspace(1) [ %.pn175, %1663 ], [ %713, %1235 ]
  %.pn173.pn = phi ptr addrspace(1) [ %.pn173, %1663 ], [ %714, %1235 ]
  %.pn171.pn = phi ptr addrspace(1) [ %.pn171, %1663 ], [ %715, %1235 ]
  %.pn169.pn = phi ptr addrspace(1) [ %.pn169, %1663 ], [ %716, %1235 ]
  %.pn167.pn = phi ptr addrspace(1) [ %.pn167, %1663 ], [ %717, %1235 ]
  %.pn165.pn = phi ptr addrspace(1) [ %.pn165, %1663 ], [ %718, %1235 ]
  %.pn163.pn = phi ptr addrspace(1) [ %.pn163, %1663 ], [ %719, %1235 ]
  %.pn161.pn = phi ptr addrspace(1) [ %.pn161, %1663 ], [ %720, %1235 ]
  %.pn159.pn = phi ptr addrspace(1) [ %.pn159, %1663 ], [ %721, %1235 ]
  %.pn157.pn = phi ptr addrspace(1) [ %.pn157, %1663 ], [ %722, %1235 ]
  %.pn155.pn = phi ptr addrspace(1) [ %.pn155, %1663 ], [ %723, %1235 ]
  %.pn153.pn = phi ptr addrspace(1) [ %.pn153, %1663 ], [ %724, %1235 ]
  %.pn151.pn = phi ptr addrspace(1) [ %.pn151, %1663 ], [ %725, %1235 ]
  %.pn149.pn = phi ptr addrspace(1) [ %.pn149, %1663 ], [ %726, %1235 ]
  %.pn147.pn = phi ptr addrspace(1) [ %.pn147, %1663 ], [ %727, %1235 ]
  %.pn145.pn = phi ptr addrspace(1) [ %.pn145, %1663 ], [ %728, %1235 ]
  %.pn143.pn = phi ptr addrspace(1) [ %.pn143, %1663 ], [ %729, %1235 ]
  %.pn141.pn = phi ptr addrspace(1) [ %.pn141, %1663 ], [ %730, %1235 ]
  %.pn139.pn = phi ptr addrspace(1) [ %.pn139, %1663 ], [ %731, %1235 ]
  %.pn137.pn = phi ptr addrspace(1) [ %.pn137, %1663 ], [ %732, %1235 ]
  %.pn135.pn = phi ptr addrspace(1) [ %.pn135, %1663 ], [ %733, %1235 ]
  %.pn133.pn = phi ptr addrspace(1) [ %.pn133, %1663 ], [ %734, %1235 ]
  %.pn131.pn = phi ptr addrspace(1) [ %.pn131, %1663 ], [ %735, %1235 ]
  %.pn129.pn = phi ptr addrspace(1) [ %.pn129, %1663 ], [ %736, %1235 ]
  %1393 = phi i32 [ %1668, %1663 ], [ 0, %1235 ], !dbg !30
  %1394 = phi i32 [ %1666, %1663 ], [ 1, %1235 ], !dbg !30
  %1395 = phi ptr addrspace(3) [ %1658, %1663 ], [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), %1235 ], !dbg !31
  %1396 = phi i32 [ %1393, %1663 ], [ 0, %1235 ], !dbg !31
  %.pn129 = getelementptr i8, ptr addrspace(1) %.pn129.pn, i64 128, !dbg !35
  %.pn131 = getelementptr i8, ptr addrspace(1) %.pn131.pn, i64 128, !dbg !35
  %.pn133 = getelementptr i8, ptr addrspace(1) %.pn133.pn, i64 128, !dbg !35
  %.pn135 = getelementptr i8, ptr addrspace(1) %.pn135.pn, i64 128, !dbg !35
  %.pn137 = getelementptr i8, ptr addrspace(1) %.pn137.pn, i64 128, !dbg !35
  %.pn139 = getelementptr i8, ptr addrspace(1) %.pn139.pn, i64 128, !dbg !35
  %.pn141 = getelementptr i8, ptr addrspace(1) %.pn141.pn, i64 128, !dbg !35
  %.pn143 = getelementptr i8, ptr addrspace(1) %.pn143.pn, i64 128, !dbg !35
  %.pn145 = getelementptr i8, ptr addrspace(1) %.pn145.pn, i64 128, !dbg !35
  %.pn147 = getelementptr i8, ptr addrspace(1) %.pn147.pn, i64 128, !dbg !35
  %.pn149 = getelementptr i8, ptr addrspace(1) %.pn149.pn, i64 128, !dbg !35
  %.pn151 = getelementptr i8, ptr addrspace(1) %.pn151.pn, i64 128, !dbg !35
  %.pn153 = getelementptr i8, ptr addrspace(1) %.pn153.pn, i64 128, !dbg !35
  %.pn155 = getelementptr i8, ptr addrspace(1) %.pn155.pn, i64 128, !dbg !35
  %.pn157 = getelementptr i8, ptr addrspace(1) %.pn157.pn, i64 128, !dbg !35
  %.pn159 = getelementptr i8, ptr addrspace(1) %.pn159.pn, i64 128, !dbg !35
  %.pn161 = getelementptr i8, ptr addrspace(1) %.pn161.pn, i64 128, !dbg !35
  %.pn163 = getelementptr i8, ptr addrspace(1) %.pn163.pn, i64 128, !dbg !35
  %.pn165 = getelementptr i8, ptr addrspace(1) %.pn165.pn, i64 128, !dbg !35
  %.pn167 = getelementptr i8, ptr addrspace(1) %.pn167.pn, i64 128, !dbg !35
  %.pn169 = getelementptr i8, ptr addrspace(1) %.pn169.pn, i64 128, !dbg !35
  %.pn171 = getelementptr i8, ptr addrspace(1) %.pn171.pn, i64 128, !dbg !35
  %.pn173 = getelementptr i8, ptr addrspace(1) %.pn173.pn, i64 128, !dbg !35
  %.pn175 = getelementptr i8, ptr addrspace(1) %.pn175.pn, i64 128, !dbg !35
  %.pn177 = getelementptr i8, ptr addrspace(1) %.pn177.pn, i64 128, !dbg !35
  %.pn179 = getelementptr i8, ptr addrspace(1) %.pn179.pn, i64 128, !dbg !35
  %.pn181 = getelementptr i8, ptr addrspace(1) %.pn181.pn, i64 128, !dbg !35
  %.pn183 = getelementptr i8, ptr addrspace(1) %.pn183.pn, i64 128, !dbg !35
  %.pn185 = getelementptr i8, ptr addrspace(1) %.pn185.pn, i64 128, !dbg !35
  %.pn187 = getelementptr i8, ptr addrspace(1) %.pn187.pn, i64 128, !dbg !35
  %.pn189 = getelementptr i8, ptr addrspace(1) %.pn189.pn, i64 128, !dbg !35
  %.pn191 = getelementptr i8, ptr addrspace(1) %.pn191.pn, i64 128, !dbg !35
  %.pn193 = getelementptr i8, ptr addrspace(1) %.pn193.pn, i64 128, !dbg !35
  %.pn195 = getelementptr i8, ptr addrspace(1) %.pn195.pn, i64 128, !dbg !35
  %.pn197 = getelementptr i8, ptr addrspace(1) %.pn197.pn, i64 128, !dbg !35
  %.pn199 = getelementptr i8, ptr addrspace(1) %.pn199.pn, i64 128, !dbg !35
  %.pn201 = getelementptr i8, ptr addrspace(1) %.pn201.pn, i64 128, !dbg !35
  %.pn203 = getelementptr i8, ptr addrspace(1) %.pn203.pn, i64 128, !dbg !35
  %.pn205 = getelementptr i8, ptr addrspace(1) %.pn205.pn, i64 128, !dbg !35
  %.pn207 = getelementptr i8, ptr addrspace(1) %.pn207.pn, i64 128, !dbg !35
  %.pn209 = getelementptr i8, ptr addrspace(1) %.pn209.pn, i64 128, !dbg !35
  %.pn211 = getelementptr i8, ptr addrspace(1) %.pn211.pn, i64 128, !dbg !35
  %.pn213 = getelementptr i8, ptr addrspace(1) %.pn213.pn, i64 128, !dbg !35
  %.pn215 = getelementptr i8, ptr addrspace(1) %.pn215.pn, i64 128, !dbg !35
  %.pn217 = getelementptr i8, ptr addrspace(1) %.pn217.pn, i64 128, !dbg !35
  %.pn219 = getelementptr i8, ptr addrspace(1) %.pn219.pn, i64 128, !dbg !35
  %.pn221 = getelementptr i8, ptr addrspace(1) %.pn221.pn, i64 128, !dbg !35
  %.pn223 = getelementptr i8, ptr addrspace(1) %.pn223.pn, i64 128, !dbg !35
  %.pn225 = getelementptr i8, ptr addrspace(1) %.pn225.pn, i64 128, !dbg !35
  %.pn227 = getelementptr i8, ptr addrspace(1) %.pn227.pn, i64 128, !dbg !35
  %.pn229 = getelementptr i8, ptr addrspace(1) %.pn229.pn, i64 128, !dbg !35
  %.pn231 = getelementptr i8, ptr addrspace(1) %.pn231.pn, i64 128, !dbg !35
  %.pn233 = getelementptr i8, ptr addrspace(1) %.pn233.pn, i64 128, !dbg !35
  %.pn235 = getelementptr i8, ptr addrspace(1) %.pn235.pn, i64 128, !dbg !35
  %.pn237 = getelementptr i8, ptr addrspace(1) %.pn237.pn, i64 128, !dbg !35
  %.pn239 = getelementptr i8, ptr addrspace(1) %.pn239.pn, i64 128, !dbg !35
  %.pn241 = getelementptr i8, ptr addrspace(1) %.pn241.pn, i64 128, !dbg !35
  %.pn243 = getelementptr i8, ptr addrspace(1) %.pn243.pn, i64 128, !dbg !35
  %.pn245 = getelementptr i8, ptr addrspace(1) %.pn245.pn, i64 128, !dbg !35
  %.pn247 = getelementptr i8, ptr addrspace(1) %.pn247.pn, i64 128, !dbg !35
  %.pn249 = getelementptr i8, ptr addrspace(1) %.pn249.pn, i64 128, !dbg !35
  %.pn251 = getelementptr i8, ptr addrspace(1) %.pn251.pn, i64 128, !dbg !35
  %.pn253 = getelementptr i8, ptr addrspace(1) %.pn253.pn, i64 128, !dbg !35
  %.pn255 = getelementptr i8, ptr addrspace(1) %.pn255.pn, i64 128, !dbg !35
  %.pn1 = getelementptr i8, ptr addrspace(1) %.pn1.pn, i64 128, !dbg !36
  %.pn3 = getelementptr i8, ptr addrspace(1) %.pn3.pn, i64 128, !dbg !36
  %.pn5 = getelementptr i8, ptr addrspace(1) %.pn5.pn, i64 128, !dbg !36
  %.pn7 = getelementptr i8, ptr addrspace(1) %.pn7.pn, i64 128, !dbg !36
  %.pn9 = getelementptr i8, ptr addrspace(1) %.pn9.pn, i64 128, !dbg !36
  %.pn11 = getelementptr i8, ptr addrspace(1) %.pn11.pn, i64 128, !dbg !36
  %.pn13 = getelementptr i8, ptr addrspace(1) %.pn13.pn, i64 128, !dbg !36
  %.pn15 = getelementptr i8, ptr addrspace(1) %.pn15.pn, i64 128, !dbg !36
  %.pn17 = getelementptr i8, ptr addrspace(1) %.pn17.pn, i64 128, !dbg !36
  %.pn19 = getelementptr i8, ptr addrspace(1) %.pn19.pn, i64 128, !dbg !36
  %.pn21 = getelementptr i8, ptr addrspace(1) %.pn21.pn, i64 128, !dbg !36
  %.pn23 = getelementptr i8, ptr addrspace(1) %.pn23.pn, i64 128, !dbg !36
  %.pn25 = getelementptr i8, ptr addrspace(1) %.pn25.pn, i64 128, !dbg !36
  %.pn27 = getelementptr i8, ptr addrspace(1) %.pn27.pn, i64 128, !dbg !36
  %.pn29 = getelementptr i8, ptr addrspace(1) %.pn29.pn, i64 128, !dbg !36
  %.pn31 = getelementptr i8, ptr addrspace(1) %.pn31.pn, i64 128, !dbg !36
  %.pn33 = getelementptr i8, ptr addrspace(1) %.pn33.pn, i64 128, !dbg !36
  %.pn35 = getelementptr i8, ptr addrspace(1) %.pn35.pn, i64 128, !dbg !36
  %.pn37 = getelementptr i8, ptr addrspace(1) %.pn37.pn, i64 128, !dbg !36
  %.pn39 = getelementptr i8, ptr addrspace(1) %.pn39.pn, i64 128, !dbg !36
  %.pn41 = getelementptr i8, ptr addrspace(1) %.pn41.pn, i64 128, !dbg !36
  %.pn43 = getelementptr i8, ptr addrspace(1) %.pn43.pn, i64 128, !dbg !36
  %.pn45 = getelementptr i8, ptr addrspace(1) %.pn45.pn, i64 128, !dbg !36
  %.pn47 = getelementptr i8, ptr addrspace(1) %.pn47.pn, i64 128, !dbg !36
  %.pn49 = getelementptr i8, ptr addrspace(1) %.pn49.pn, i64 128, !dbg !36
  %.pn51 = getelementptr i8, ptr addrspace(1) %.pn51.pn, i64 128, !dbg !36
  %.pn53 = getelementptr i8, ptr addrspace(1) %.pn53.pn, i64 128, !dbg !36
  %.pn55 = getelementptr i8, ptr addrspace(1) %.pn55.pn, i64 128, !dbg !36
  %.pn57 = getelementptr i8, ptr addrspace(1) %.pn57.pn, i64 128, !dbg !36
  %.pn59 = getelementptr i8, ptr addrspace(1) %.pn59.pn, i64 128, !dbg !36
  %.pn61 = getelementptr i8, ptr addrspace(1) %.pn61.pn, i64 128, !dbg !36
  %.pn63 = getelementptr i8, ptr addrspace(1) %.pn63.pn, i64 128, !dbg !36
  %.pn65 = getelementptr i8, ptr addrspace(1) %.pn65.pn, i64 128, !dbg !36
  %.pn67 = getelementptr i8, ptr addrspace(1) %.pn67.pn, i64 128, !dbg !36
  %.pn69 = getelementptr i8, ptr addrspace(1) %.pn69.pn, i64 128, !dbg !36
  %.pn71 = getelementptr i8, ptr addrspace(1) %.pn71.pn, i64 128, !dbg !36
  %.pn73 = getelementptr i8, ptr addrspace(1) %.pn73.pn, i64 128, !dbg !36
  %.pn75 = getelementptr i8, ptr addrspace(1) %.pn75.pn, i64 128, !dbg !36
  %.pn77 = getelementptr i8, ptr addrspace(1) %.pn77.pn, i64 128, !dbg !36
  %.pn79 = getelementptr i8, ptr addrspace(1) %.pn79.pn, i64 128, !dbg !36
  %.pn81 = getelementptr i8, ptr addrspace(1) %.pn81.pn, i64 128, !dbg !36
  %.pn83 = getelementptr i8, ptr addrspace(1) %.pn83.pn, i64 128, !dbg !36
  %.pn85 = getelementptr i8, ptr addrspace(1) %.pn85.pn, i64 128, !dbg !36
  %.pn87 = getelementptr i8, ptr addrspace(1) %.pn87.pn, i64 128, !dbg !36
  %.pn89 = getelementptr i8, ptr addrspace(1) %.pn89.pn, i64 128, !dbg !36
  %.pn91 = getelementptr i8, ptr addrspace(1) %.pn91.pn, i64 128, !dbg !36
  %.pn93 = getelementptr i8, ptr addrspace(1) %.pn93.pn, i64 128, !dbg !36
  %.pn95 = getelementptr i8, ptr addrspace(1) %.pn95.pn, i64 128, !dbg !36
  %.pn97 = getelementptr i8, ptr addrspace(1) %.pn97.pn, i64 128, !dbg !36
  %.pn99 = getelementptr i8, ptr addrspace(1) %.pn99.pn, i64 128, !dbg !36
  %.pn101 = getelementptr i8, ptr addrspace(1) %.pn101.pn, i64 128, !dbg !36
  %.pn103 = getelementptr i8, ptr addrspace(1) %.pn103.pn, i64 128, !dbg !36
  %.pn105 = getelementptr i8, ptr addrspace(1) %.pn105.pn, i64 128, !dbg !36
  %.pn107 = getelementptr i8, ptr addrspace(1) %.pn107.pn, i64 128, !dbg !36
  %.pn109 = getelementptr i8, ptr addrspace(1) %.pn109.pn, i64 128, !dbg !36
  %.pn111 = getelementptr i8, ptr addrspace(1) %.pn111.pn, i64 128, !dbg !36
  %.pn113 = getelementptr i8, ptr addrspace(1) %.pn113.pn, i64 128, !dbg !36
  %.pn115 = getelementptr i8, ptr addrspace(1) %.pn115.pn, i64 128, !dbg !36
  %.pn117 = getelementptr i8, ptr addrspace(1) %.pn117.pn, i64 128, !dbg !36
  %.pn119 = getelementptr i8, ptr addrspace(1) %.pn119.pn, i64 128, !dbg !36
  %.pn121 = getelementptr i8, ptr addrspace(1) %.pn121.pn, i64 128, !dbg !36
  %.pn123 = getelementptr i8, ptr addrspace(1) %.pn123.pn, i64 128, !dbg !36
  %.pn125 = getelementptr i8, ptr addrspace(1) %.pn125.pn, i64 128, !dbg !36
  %.pn127 = getelementptr i8, ptr addrspace(1) %.pn127.pn, i64 128, !dbg !36
  %exitcond.not = icmp eq i32 %1392, %smax, !dbg !31
  br i1 %exitcond.not, label %1669, label %1397, !dbg !31

1397:                                             ; preds = %1391
  %1398 = add nuw nsw i32 %1392, 1, !dbg !31
  %1399 = shl nuw nsw i32 %1398, 6, !dbg !37
  %1400 = sub i32 %5, %1399, !dbg !38
  %1401 = icmp slt i32 %217, %1400, !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %1395, i32 %1396) #9, !dbg !30
  %1402 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn127, i1 %1401) #9, !dbg !33
  %1403 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn125, i1 %1401) #9, !dbg !33
  %1404 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn123, i1 %1401) #9, !dbg !33
  %1405 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn121, i1 %1401) #9, !dbg !33
  %1406 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn119, i1 %1401) #9, !dbg !33
  %1407 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn117, i1 %1401) #9, !dbg !33
  %1408 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn115, i1 %1401) #9, !dbg !33
  %1409 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn113, i1 %1401) #9, !dbg !33
  %1410 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn111, i1 %1401) #9, !dbg !33
  %1411 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn109, i1 %1401) #9, !dbg !33
  %1412 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn107, i1 %1401) #9, !dbg !33
  %1413 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn105, i1 %1401) #9, !dbg !33
  %1414 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn103, i1 %1401) #9, !dbg !33
  %1415 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn101, i1 %1401) #9, !dbg !33
  %1416 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn99, i1 %1401) #9, !dbg !33
  %1417 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn97, i1 %1401) #9, !dbg !33
  %1418 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn95, i1 %1401) #9, !dbg !33
  %1419 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn93, i1 %1401) #9, !dbg !33
  %1420 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn91, i1 %1401) #9, !dbg !33
  %1421 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn89, i1 %1401) #9, !dbg !33
  %1422 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn87, i1 %1401) #9, !dbg !33
  %1423 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn85, i1 %1401) #9, !dbg !33
  %1424 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn83, i1 %1401) #9, !dbg !33
  %1425 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn81, i1 %1401) #9, !dbg !33
  %1426 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn79, i1 %1401) #9, !dbg !33
  %1427 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn77, i1 %1401) #9, !dbg !33
  %1428 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn75, i1 %1401) #9, !dbg !33
  %1429 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn73, i1 %1401) #9, !dbg !33
  %1430 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn71, i1 %1401) #9, !dbg !33
  %1431 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn69, i1 %1401) #9, !dbg !33
  %1432 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn67, i1 %1401) #9, !dbg !33
  %1433 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn65, i1 %1401) #9, !dbg !33
  %1434 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63, i1 %1401) #9, !dbg !33
  %1435 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61, i1 %1401) #9, !dbg !33
  %1436 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59, i1 %1401) #9, !dbg !33
  %1437 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57, i1 %1401) #9, !dbg !33
  %1438 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55, i1 %1401) #9, !dbg !33
  %1439 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53, i1 %1401) #9, !dbg !33
  %1440 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51, i1 %1401) #9, !dbg !33
  %1441 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49, i1 %1401) #9, !dbg !33
  %1442 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47, i1 %1401) #9, !dbg !33
  %1443 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45, i1 %1401) #9, !dbg !33
  %1444 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43, i1 %1401) #9, !dbg !33
  %1445 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41, i1 %1401) #9, !dbg !33
  %1446 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39, i1 %1401) #9, !dbg !33
  %1447 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37, i1 %1401) #9, !dbg !33
  %1448 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35, i1 %1401) #9, !dbg !33
  %1449 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33, i1 %1401) #9, !dbg !33
  %1450 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31, i1 %1401) #9, !dbg !33
  %1451 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29, i1 %1401) #9, !dbg !33
  %1452 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27, i1 %1401) #9, !dbg !33
  %1453 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25, i1 %1401) #9, !dbg !33
  %1454 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23, i1 %1401) #9, !dbg !33
  %1455 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21, i1 %1401) #9, !dbg !33
  %1456 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19, i1 %1401) #9, !dbg !33
  %1457 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17, i1 %1401) #9, !dbg !33
  %1458 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15, i1 %1401) #9, !dbg !33
  %1459 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13, i1 %1401) #9, !dbg !33
  %1460 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11, i1 %1401) #9, !dbg !33
  %1461 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9, i1 %1401) #9, !dbg !33
  %1462 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7, i1 %1401) #9, !dbg !33
  %1463 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5, i1 %1401) #9, !dbg !33
  %1464 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3, i1 %1401) #9, !dbg !33
  %1465 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1, i1 %1401) #9, !dbg !33
  %1466 = insertelement <1 x i16> poison, i16 %1402, i64 0, !dbg !33
  store <1 x i16> %1466, ptr addrspace(3) %1236, align 2, !dbg !33
  %1467 = insertelement <1 x i16> poison, i16 %1406, i64 0, !dbg !33
  store <1 x i16> %1467, ptr addrspace(3) %1237, align 2, !dbg !33
  %1468 = insertelement <1 x i16> poison, i16 %1410, i64 0, !dbg !33
  store <1 x i16> %1468, ptr addrspace(3) %1238, align 2, !dbg !33
  %1469 = insertelement <1 x i16> poison, i16 %1414, i64 0, !dbg !33
  store <1 x i16> %1469, ptr addrspace(3) %1239, align 2, !dbg !33
  %1470 = insertelement <1 x i16> poison, i16 %1418, i64 0, !dbg !33
  store <1 x i16> %1470, ptr addrspace(3) %1240, align 2, !dbg !33
  %1471 = insertelement <1 x i16> poison, i16 %1422, i64 0, !dbg !33
  store <1 x i16> %1471, ptr addrspace(3) %1241, align 2, !dbg !33
  %1472 = insertelement <1 x i16> poison, i16 %1426, i64 0, !dbg !33
  store <1 x i16> %1472, ptr addrspace(3) %1242, align 2, !dbg !33
  %1473 = insertelement <1 x i16> poison, i16 %1430, i64 0, !dbg !33
  store <1 x i16> %1473, ptr addrspace(3) %1243, align 2, !dbg !33
  %1474 = insertelement <1 x i16> poison, i16 %1434, i64 0, !dbg !33
  store <1 x i16> %1474, ptr addrspace(3) %1244, align 2, !dbg !33
  %1475 = insertelement <1 x i16> poison, i16 %1438, i64 0, !dbg !33
  store <1 x i16> %1475, ptr addrspace(3) %1245, align 2, !dbg !33
  %1476 = insertelement <1 x i16> poison, i16 %1442, i64 0, !dbg !33
  store <1 x i16> %1476, ptr addrspace(3) %1246, align 2, !dbg !33
  %1477 = insertelement <1 x i16> poison, i16 %1446, i64 0, !dbg !33
  store <1 x i16> %1477, ptr addrspace(3) %1247, align 2, !dbg !33
  %1478 = insertelement <1 x i16> poison, i16 %1450, i64 0, !dbg !33
  store <1 x i16> %1478, ptr addrspace(3) %1248, align 2, !dbg !33
  %1479 = insertelement <1 x i16> poison, i16 %1454, i64 0, !dbg !33
  store <1 x i16> %1479, ptr addrspace(3) %1249, align 2, !dbg !33
  %1480 = insertelement <1 x i16> poison, i16 %1458, i64 0, !dbg !33
  store <1 x i16> %1480, ptr addrspace(3) %1250, align 2, !dbg !33
  %1481 = insertelement <1 x i16> poison, i16 %1462, i64 0, !dbg !33
  store <1 x i16> %1481, ptr addrspace(3) %1251, align 2, !dbg !33
  %1482 = insertelement <1 x i16> poison, i16 %1403, i64 0, !dbg !33
  store <1 x i16> %1482, ptr addrspace(3) %1252, align 2, !dbg !33
  %1483 = insertelement <1 x i16> poison, i16 %1407, i64 0, !dbg !33
  store <1 x i16> %1483, ptr addrspace(3) %1253, align 2, !dbg !33
  %1484 = insertelement <1 x i16> poison, i16 %1411, i64 0, !dbg !33
  store <1 x i16> %1484, ptr addrspace(3) %1254, align 2, !dbg !33
  %1485 = insertelement <1 x i16> poison, i16 %1415, i64 0, !dbg !33
  store <1 x i16> %1485, ptr addrspace(3) %1255, align 2, !dbg !33
  %1486 = insertelement <1 x i16> poison, i16 %1419, i64 0, !dbg !33
  store <1 x i16> %1486, ptr addrspace(3) %1256, align 2, !dbg !33
  %1487 = insertelement <1 x i16> poison, i16 %1423, i64 0, !dbg !33
  store <1 x i16> %1487, ptr addrspace(3) %1257, align 2, !dbg !33
  %1488 = insertelement <1 x i16> poison, i16 %1427, i64 0, !dbg !33
  store <1 x i16> %1488, ptr addrspace(3) %1258, align 2, !dbg !33
  %1489 = insertelement <1 x i16> poison, i16 %1431, i64 0, !dbg !33
  store <1 x i16> %1489, ptr addrspace(3) %1259, align 2, !dbg !33
  %1490 = insertelement <1 x i16> poison, i16 %1435, i64 0, !dbg !33
  store <1 x i16> %1490, ptr addrspace(3) %1260, align 2, !dbg !33
  %1491 = insertelement <1 x i16> poison, i16 %1439, i64 0, !dbg !33
  store <1 x i16> %1491, ptr addrspace(3) %1261, align 2, !dbg !33
  %1492 = insertelement <1 x i16> poison, i16 %1443, i64 0, !dbg !33
  store <1 x i16> %1492, ptr addrspace(3) %1262, align 2, !dbg !33
  %1493 = insertelement <1 x i16> poison, i16 %1447, i64 0, !dbg !33
  store <1 x i16> %1493, ptr addrspace(3) %1263, align 2, !dbg !33
  %1494 = insertelement <1 x i16> poison, i16 %1451, i64 0, !dbg !33
  store <1 x i16> %1494, ptr addrspace(3) %1264, align 2, !dbg !33
  %1495 = insertelement <1 x i16> poison, i16 %1455, i64 0, !dbg !33
  store <1 x i16> %1495, ptr addrspace(3) %1265, align 2, !dbg !33
  %1496 = insertelement <1 x i16> poison, i16 %1459, i64 0, !dbg !33
  store <1 x i16> %1496, ptr addrspace(3) %1266, align 2, !dbg !33
  %1497 = insertelement <1 x i16> poison, i16 %1463, i64 0, !dbg !33
  store <1 x i16> %1497, ptr addrspace(3) %1267, align 2, !dbg !33
  %1498 = insertelement <1 x i16> poison, i16 %1404, i64 0, !dbg !33
  store <1 x i16> %1498, ptr addrspace(3) %1268, align 2, !dbg !33
  %1499 = insertelement <1 x i16> poison, i16 %1408, i64 0, !dbg !33
  store <1 x i16> %1499, ptr addrspace(3) %1269, align 2, !dbg !33
  %1500 = insertelement <1 x i16> poison, i16 %1412, i64 0, !dbg !33
  store <1 x i16> %1500, ptr addrspace(3) %1270, align 2, !dbg !33
  %1501 = insertelement <1 x i16> poison, i16 %1416, i64 0, !dbg !33
  store <1 x i16> %1501, ptr addrspace(3) %1271, align 2, !dbg !33
  %1502 = insertelement <1 x i16> poison, i16 %1420, i64 0, !dbg !33
  store <1 x i16> %1502, ptr addrspace(3) %1272, align 2, !dbg !33
  %1503 = insertelement <1 x i16> poison, i16 %1424, i64 0, !dbg !33
  store <1 x i16> %1503, ptr addrspace(3) %1273, align 2, !dbg !33
  %1504 = insertelement <1 x i16> poison, i16 %1428, i64 0, !dbg !33
  store <1 x i16> %1504, ptr addrspace(3) %1274, align 2, !dbg !33
  %1505 = insertelement <1 x i16> poison, i16 %1432, i64 0, !dbg !33
  store <1 x i16> %1505, ptr addrspace(3) %1275, align 2, !dbg !33
  %1506 = insertelement <1 x i16> poison, i16 %1436, i64 0, !dbg !33
  store <1 x i16> %1506, ptr addrspace(3) %1276, align 2, !dbg !33
  %1507 = insertelement <1 x i16> poison, i16 %1440, i64 0, !dbg !33
  store <1 x i16> %1507, ptr addrspace(3) %1277, align 2, !dbg !33
  %1508 = insertelement <1 x i16> poison, i16 %1444, i64 0, !dbg !33
  store <1 x i16> %1508, ptr addrspace(3) %1278, align 2, !dbg !33
  %1509 = insertelement <1 x i16> poison, i16 %1448, i64 0, !dbg !33
  store <1 x i16> %1509, ptr addrspace(3) %1279, align 2, !dbg !33
  %1510 = insertelement <1 x i16> poison, i16 %1452, i64 0, !dbg !33
  store <1 x i16> %1510, ptr addrspace(3) %1280, align 2, !dbg !33
  %1511 = insertelement <1 x i16> poison, i16 %1456, i64 0, !dbg !33
  store <1 x i16> %1511, ptr addrspace(3) %1281, align 2, !dbg !33
  %1512 = insertelement <1 x i16> poison, i16 %1460, i64 0, !dbg !33
  store <1 x i16> %1512, ptr addrspace(3) %1282, align 2, !dbg !33
  %1513 = insertelement <1 x i16> poison, i16 %1464, i64 0, !dbg !33
  store <1 x i16> %1513, ptr addrspace(3) %1283, align 2, !dbg !33
  %1514 = insertelement <1 x i16> poison, i16 %1405, i64 0, !dbg !33
  store <1 x i16> %1514, ptr addrspace(3) %1284, align 2, !dbg !33
  %1515 = insertelement <1 x i16> poison, i16 %1409, i64 0, !dbg !33
  store <1 x i16> %1515, ptr addrspace(3) %1285, align 2, !dbg !33
  %1516 = insertelement <1 x i16> poison, i16 %1413, i64 0, !dbg !33
  store <1 x i16> %1516, ptr addrspace(3) %1286, align 2, !dbg !33
  %1517 = insertelement <1 x i16> poison, i16 %1417, i64 0, !dbg !33
  store <1 x i16> %1517, ptr addrspace(3) %1287, align 2, !dbg !33
  %1518 = insertelement <1 x i16> poison, i16 %1421, i64 0, !dbg !33
  store <1 x i16> %1518, ptr addrspace(3) %1288, align 2, !dbg !33
  %1519 = insertelement <1 x i16> poison, i16 %1425, i64 0, !dbg !33
  store <1 x i16> %1519, ptr addrspace(3) %1289, align 2, !dbg !33
  %1520 = insertelement <1 x i16> poison, i16 %1429, i64 0, !dbg !33
  store <1 x i16> %1520, ptr addrspace(3) %1290, align 2, !dbg !33
  %1521 = insertelement <1 x i16> poison, i16 %1433, i64 0, !dbg !33
  store <1 x i16> %1521, ptr addrspace(3) %1291, align 2, !dbg !33
  %1522 = insertelement <1 x i16> poison, i16 %1437, i64 0, !dbg !33
  store <1 x i16> %1522, ptr addrspace(3) %1292, align 2, !dbg !33
  %1523 = insertelement <1 x i16> poison, i16 %1441, i64 0, !dbg !33
  store <1 x i16> %1523, ptr addrspace(3) %1293, align 2, !dbg !33
  %1524 = insertelement <1 x i16> poison, i16 %1445, i64 0, !dbg !33
  store <1 x i16> %1524, ptr addrspace(3) %1294, align 2, !dbg !33
  %1525 = insertelement <1 x i16> poison, i16 %1449, i64 0, !dbg !33
  store <1 x i16> %1525, ptr addrspace(3) %1295, align 2, !dbg !33
  %1526 = insertelement <1 x i16> poison, i16 %1453, i64 0, !dbg !33
  store <1 x i16> %1526, ptr addrspace(3) %1296, align 2, !dbg !33
  %1527 = insertelement <1 x i16> poison, i16 %1457, i64 0, !dbg !33
  store <1 x i16> %1527, ptr addrspace(3) %1297, align 2, !dbg !33
  %1528 = insertelement <1 x i16> poison, i16 %1461, i64 0, !dbg !33
  store <1 x i16> %1528, ptr addrspace(3) %1298, align 2, !dbg !33
  %1529 = insertelement <1 x i16> poison, i16 %1465, i64 0, !dbg !33
  store <1 x i16> %1529, ptr addrspace(3) %1299, align 2, !dbg !33
  %1530 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn255, i1 %1401) #9, !dbg !34
  %1531 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn253, i1 %1401) #9, !dbg !34
  %1532 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn251, i1 %1401) #9, !dbg !34
  %1533 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn249, i1 %1401) #9, !dbg !34
  %1534 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn247, i1 %1401) #9, !dbg !34
  %1535 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn245, i1 %1401) #9, !dbg !34
  %1536 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn243, i1 %1401) #9, !dbg !34
  %1537 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn241, i1 %1401) #9, !dbg !34
  %1538 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn239, i1 %1401) #9, !dbg !34
  %1539 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn237, i1 %1401) #9, !dbg !34
  %1540 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn235, i1 %1401) #9, !dbg !34
  %1541 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn233, i1 %1401) #9, !dbg !34
  %1542 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn231, i1 %1401) #9, !dbg !34
  %1543 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn229, i1 %1401) #9, !dbg !34
  %1544 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn227, i1 %1401) #9, !dbg !34
  %1545 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn225, i1 %1401) #9, !dbg !34
  %1546 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn223, i1 %1401) #9, !dbg !34
  %1547 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn221, i1 %1401) #9, !dbg !34
  %1548 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn219, i1 %1401) #9, !dbg !34
  %1549 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn217, i1 %1401) #9, !dbg !34
  %1550 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn215, i1 %1401) #9, !dbg !34
  %1551 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn213, i1 %1401) #9, !dbg !34
  %1552 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn211, i1 %1401) #9, !dbg !34
  %1553 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn209, i1 %1401) #9, !dbg !34
  %1554 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn207, i1 %1401) #9, !dbg !34
  %1555 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn205, i1 %1401) #9, !dbg !34
  %1556 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn203, i1 %1401) #9, !dbg !34
  %1557 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn201, i1 %1401) #9, !dbg !34
  %1558 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn199, i1 %1401) #9, !dbg !34
  %1559 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn197, i1 %1401) #9, !dbg !34
  %1560 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn195, i1 %1401) #9, !dbg !34
  %1561 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn193, i1 %1401) #9, !dbg !34
  %1562 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn191, i1 %1401) #9, !dbg !34
  %1563 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn189, i1 %1401) #9, !dbg !34
  %1564 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn187, i1 %1401) #9, !dbg !34
  %1565 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn185, i1 %1401) #9, !dbg !34
  %1566 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn183, i1 %1401) #9, !dbg !34
  %1567 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn181, i1 %1401) #9, !dbg !34
  %1568 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn179, i1 %1401) #9, !dbg !34
  %1569 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn177, i1 %1401) #9, !dbg !34
  %1570 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn175, i1 %1401) #9, !dbg !34
  %1571 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn173, i1 %1401) #9, !dbg !34
  %1572 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn171, i1 %1401) #9, !dbg !34
  %1573 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn169, i1 %1401) #9, !dbg !34
  %1574 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn167, i1 %1401) #9, !dbg !34
  %1575 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn165, i1 %1401) #9, !dbg !34
  %1576 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn163, i1 %1401) #9, !dbg !34
  %1577 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn161, i1 %1401) #9, !dbg !34
  %1578 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn159, i1 %1401) #9, !dbg !34
  %1579 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn157, i1 %1401) #9, !dbg !34
  %1580 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn155, i1 %1401) #9, !dbg !34
  %1581 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn153, i1 %1401) #9, !dbg !34
  %1582 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn151, i1 %1401) #9, !dbg !34
  %1583 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn149, i1 %1401) #9, !dbg !34
  %1584 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn147, i1 %1401) #9, !dbg !34
  %1585 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn145, i1 %1401) #9, !dbg !34
  %1586 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn143, i1 %1401) #9, !dbg !34
  %1587 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn141, i1 %1401) #9, !dbg !34
  %1588 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn139, i1 %1401) #9, !dbg !34
  %1589 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn137, i1 %1401) #9, !dbg !34
  %1590 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn135, i1 %1401) #9, !dbg !34
  %1591 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn133, i1 %1401) #9, !dbg !34
  %1592 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn131, i1 %1401) #9, !dbg !34
  %1593 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn129, i1 %1401) #9, !dbg !34
  %1594 = insertelement <1 x i16> poison, i16 %1530, i64 0, !dbg !34
  store <1 x i16> %1594, ptr addrspace(3) %1300, align 2, !dbg !34
  %1595 = insertelement <1 x i16> poison, i16 %1534, i64 0, !dbg !34
  store <1 x i16> %1595, ptr addrspace(3) %1301, align 2, !dbg !34
  %1596 = insertelement <1 x i16> poison, i16 %1538, i64 0, !dbg !34
  store <1 x i16> %1596, ptr addrspace(3) %1302, align 2, !dbg !34
  %1597 = insertelement <1 x i16> poison, i16 %1542, i64 0, !dbg !34
  store <1 x i16> %1597, ptr addrspace(3) %1303, align 2, !dbg !34
  %1598 = insertelement <1 x i16> poison, i16 %1546, i64 0, !dbg !34
  store <1 x i16> %1598, ptr addrspace(3) %1304, align 2, !dbg !34
  %1599 = insertelement <1 x i16> poison, i16 %1550, i64 0, !dbg !34
  store <1 x i16> %1599, ptr addrspace(3) %1305, align 2, !dbg !34
  %1600 = insertelement <1 x i16> poison, i16 %1554, i64 0, !dbg !34
  store <1 x i16> %1600, ptr addrspace(3) %1306, align 2, !dbg !34
  %1601 = insertelement <1 x i16> poison, i16 %1558, i64 0, !dbg !34
  store <1 x i16> %1601, ptr addrspace(3) %1307, align 2, !dbg !34
  %1602 = insertelement <1 x i16> poison, i16 %1562, i64 0, !dbg !34
  store <1 x i16> %1602, ptr addrspace(3) %1308, align 2, !dbg !34
  %1603 = insertelement <1 x i16> poison, i16 %1566, i64 0, !dbg !34
  store <1 x i16> %1603, ptr addrspace(3) %1309, align 2, !dbg !34
  %1604 = insertelement <1 x i16> poison, i16 %1570, i64 0, !dbg !34
  store <1 x i16> %1604, ptr addrspace(3) %1310, align 2, !dbg !34
  %1605 = insertelement <1 x i16> poison, i16 %1574, i64 0, !dbg !34
  store <1 x i16> %1605, ptr addrspace(3) %1311, align 2, !dbg !34
  %1606 = insertelement <1 x i16> poison, i16 %1578, i64 0, !dbg !34
  store <1 x i16> %1606, ptr addrspace(3) %1312, align 2, !dbg !34
  %1607 = insertelement <1 x i16> poison, i16 %1582, i64 0, !dbg !34
  store <1 x i16> %1607, ptr addrspace(3) %1313, align 2, !dbg !34
  %1608 = insertelement <1 x i16> poison, i16 %1586, i64 0, !dbg !34
  store <1 x i16> %1608, ptr addrspace(3) %1314, align 2, !dbg !34
  %1609 = insertelement <1 x i16> poison, i16 %1590, i64 0, !dbg !34
  store <1 x i16> %1609, ptr addrspace(3) %1315, align 2, !dbg !34
  %1610 = insertelement <1 x i16> poison, i16 %1531, i64 0, !dbg !34
  store <1 x i16> %1610, ptr addrspace(3) %1316, align 2, !dbg !34
  %1611 = insertelement <1 x i16> poison, i16 %1535, i64 0, !dbg !34
  store <1 x i16> %1611, ptr addrspace(3) %1317, align 2, !dbg !34
  %1612 = insertelement <1 x i16> poison, i16 %1539, i64 0, !dbg !34
  store <1 x i16> %1612, ptr addrspace(3) %1318, align 2, !dbg !34
  %1613 = insertelement <1 x i16> poison, i16 %1543, i64 0, !dbg !34
  store <1 x i16> %1613, ptr addrspace(3) %1319, align 2, !dbg !34
  %1614 = insertelement <1 x i16> poison, i16 %1547, i64 0, !dbg !34
  store <1 x i16> %1614, ptr addrspace(3) %1320, align 2, !dbg !34
  %1615 = insertelement <1 x i16> poison, i16 %1551, i64 0, !dbg !34
  store <1 x i16> %1615, ptr addrspace(3) %1321, align 2, !dbg !34
  %1616 = insertelement <1 x i16> poison, i16 %1555, i64 0, !dbg !34
  store <1 x i16> %1616, ptr addrspace(3) %1322, align 2, !dbg !34
  %1617 = insertelement <1 x i16> poison, i16 %1559, i64 0, !dbg !34
  store <1 x i16> %1617, ptr addrspace(3) %1323, align 2, !dbg !34
  %1618 = insertelement <1 x i16> poison, i16 %1563, i64 0, !dbg !34
  store <1 x i16> %1618, ptr addrspace(3) %1324, align 2, !dbg !34
  %1619 = insertelement <1 x i16> poison, i16 %1567, i64 0, !dbg !34
  store <1 x i16> %1619, ptr addrspace(3) %1325, align 2, !dbg !34
  %1620 = insertelement <1 x i16> poison, i16 %1571, i64 0, !dbg !34
  store <1 x i16> %1620, ptr addrspace(3) %1326, align 2, !dbg !34
  %1621 = insertelement <1 x i16> poison, i16 %1575, i64 0, !dbg !34
  store <1 x i16> %1621, ptr addrspace(3) %1327, align 2, !dbg !34
  %1622 = insertelement <1 x i16> poison, i16 %1579, i64 0, !dbg !34
  store <1 x i16> %1622, ptr addrspace(3) %1328, align 2, !dbg !34
  %1623 = insertelement <1 x i16> poison, i16 %1583, i64 0, !dbg !34
  store <1 x i16> %1623, ptr addrspace(3) %1329, align 2, !dbg !34
  %1624 = insertelement <1 x i16> poison, i16 %1587, i64 0, !dbg !34
  store <1 x i16> %1624, ptr addrspace(3) %1330, align 2, !dbg !34
  %1625 = insertelement <1 x i16> poison, i16 %1591, i64 0, !dbg !34
  store <1 x i16> %1625, ptr addrspace(3) %1331, align 2, !dbg !34
  %1626 = insertelement <1 x i16> poison, i16 %1532, i64 0, !dbg !34
  store <1 x i16> %1626, ptr addrspace(3) %1332, align 2, !dbg !34
  %1627 = insertelement <1 x i16> poison, i16 %1536, i64 0, !dbg !34
  store <1 x i16> %1627, ptr addrspace(3) %1333, align 2, !dbg !34
  %1628 = insertelement <1 x i16> poison, i16 %1540, i64 0, !dbg !34
  store <1 x i16> %1628, ptr addrspace(3) %1334, align 2, !dbg !34
  %1629 = insertelement <1 x i16> poison, i16 %1544, i64 0, !dbg !34
  store <1 x i16> %1629, ptr addrspace(3) %1335, align 2, !dbg !34
  %1630 = insertelement <1 x i16> poison, i16 %1548, i64 0, !dbg !34
  store <1 x i16> %1630, ptr addrspace(3) %1336, align 2, !dbg !34
  %1631 = insertelement <1 x i16> poison, i16 %1552, i64 0, !dbg !34
  store <1 x i16> %1631, ptr addrspace(3) %1337, align 2, !dbg !34
  %1632 = insertelement <1 x i16> poison, i16 %1556, i64 0, !dbg !34
  store <1 x i16> %1632, ptr addrspace(3) %1338, align 2, !dbg !34
  %1633 = insertelement <1 x i16> poison, i16 %1560, i64 0, !dbg !34
  store <1 x i16> %1633, ptr addrspace(3) %1339, align 2, !dbg !34
  %1634 = insertelement <1 x i16> poison, i16 %1564, i64 0, !dbg !34
  store <1 x i16> %1634, ptr addrspace(3) %1340, align 2, !dbg !34
  %1635 = insertelement <1 x i16> poison, i16 %1568, i64 0, !dbg !34
  store <1 x i16> %1635, ptr addrspace(3) %1341, align 2, !dbg !34
  %1636 = insertelement <1 x i16> poison, i16 %1572, i64 0, !dbg !34
  store <1 x i16> %1636, ptr addrspace(3) %1342, align 2, !dbg !34
  %1637 = insertelement <1 x i16> poison, i16 %1576, i64 0, !dbg !34
  store <1 x i16> %1637, ptr addrspace(3) %1343, align 2, !dbg !34
  %1638 = insertelement <1 x i16> poison, i16 %1580, i64 0, !dbg !34
  store <1 x i16> %1638, ptr addrspace(3) %1344, align 2, !dbg !34
  %1639 = insertelement <1 x i16> poison, i16 %1584, i64 0, !dbg !34
  store <1 x i16> %1639, ptr addrspace(3) %1345, align 2, !dbg !34
  %1640 = insertelement <1 x i16> poison, i16 %1588, i64 0, !dbg !34
  store <1 x i16> %1640, ptr addrspace(3) %1346, align 2, !dbg !34
  %1641 = insertelement <1 x i16> poison, i16 %1592, i64 0, !dbg !34
  store <1 x i16> %1641, ptr addrspace(3) %1347, align 2, !dbg !34
  %1642 = insertelement <1 x i16> poison, i16 %1533, i64 0, !dbg !34
  store <1 x i16> %1642, ptr addrspace(3) %1348, align 2, !dbg !34
  %1643 = insertelement <1 x i16> poison, i16 %1537, i64 0, !dbg !34
  store <1 x i16> %1643, ptr addrspace(3) %1349, align 2, !dbg !34
  %1644 = insertelement <1 x i16> poison, i16 %1541, i64 0, !dbg !34
  store <1 x i16> %1644, ptr addrspace(3) %1350, align 2, !dbg !34
  %1645 = insertelement <1 x i16> poison, i16 %1545, i64 0, !dbg !34
  store <1 x i16> %1645, ptr addrspace(3) %1351, align 2, !dbg !34
  %1646 = insertelement <1 x i16> poison, i16 %1549, i64 0, !dbg !34
  store <1 x i16> %1646, ptr addrspace(3) %1352, align 2, !dbg !34
  %1647 = insertelement <1 x i16> poison, i16 %1553, i64 0, !dbg !34
  store <1 x i16> %1647, ptr addrspace(3) %1353, align 2, !dbg !34
  %1648 = insertelement <1 x i16> poison, i16 %1557, i64 0, !dbg !34
  store <1 x i16> %1648, ptr addrspace(3) %1354, align 2, !dbg !34
  %1649 = insertelement <1 x i16> poison, i16 %1561, i64 0, !dbg !34
  store <1 x i16> %1649, ptr addrspace(3) %1355, align 2, !dbg !34
  %1650 = insertelement <1 x i16> poison, i16 %1565, i64 0, !dbg !34
  store <1 x i16> %1650, ptr addrspace(3) %1356, align 2, !dbg !34
  %1651 = insertelement <1 x i16> poison, i16 %1569, i64 0, !dbg !34
  store <1 x i16> %1651, ptr addrspace(3) %1357, align 2, !dbg !34
  %1652 = insertelement <1 x i16> poison, i16 %1573, i64 0, !dbg !34
  store <1 x i16> %1652, ptr addrspace(3) %1358, align 2, !dbg !34
  %1653 = insertelement <1 x i16> poison, i16 %1577, i64 0, !dbg !34
  store <1 x i16> %1653, ptr addrspace(3) %1359, align 2, !dbg !34
  %1654 = insertelement <1 x i16> poison, i16 %1581, i64 0, !dbg !34
  store <1 x i16> %1654, ptr addrspace(3) %1360, align 2, !dbg !34
  %1655 = insertelement <1 x i16> poison, i16 %1585, i64 0, !dbg !34
  store <1 x i16> %1655, ptr addrspace(3) %1361, align 2, !dbg !34
  %1656 = insertelement <1 x i16> poison, i16 %1589, i64 0, !dbg !34
  store <1 x i16> %1656, ptr addrspace(3) %1362, align 2, !dbg !34
  %1657 = insertelement <1 x i16> poison, i16 %1593, i64 0, !dbg !34
  store <1 x i16> %1657, ptr addrspace(3) %1363, align 2, !dbg !34
  %1658 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %1394, !dbg !31
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  br i1 %1204, label %1659, label %1663, !dbg !30

1659:                                             ; preds = %1397
  %1660 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !30
  %1661 = extractvalue { i32, i1 } %1660, 1, !dbg !30
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1369, i64 %1371, i32 136316048, i1 true, i1 %1661) #9, !dbg !30
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1374, i64 %1377, i32 136316048, i1 true, i1 %1661) #9, !dbg !30
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1380, i64 %1383, i32 136316048, i1 true, i1 %1661) #9, !dbg !30
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1386, i64 %1389, i32 136316048, i1 true, i1 %1661) #9, !dbg !30
  %1662 = ptrtoint ptr addrspace(3) %1658 to i32, !dbg !30
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %1661, i32 %1662) #9, !dbg !30
  br label %1663, !dbg !30

1663:                                             ; preds = %1659, %1397
  %1664 = add i32 %1394, 1, !dbg !30
  %1665 = icmp sgt i32 %1664, 1, !dbg !30
  %1666 = select i1 %1665, i32 0, i32 %1664, !dbg !30
  %1667 = zext i1 %1665 to i32, !dbg !30
  %1668 = xor i32 %1393, %1667, !dbg !30
  br label %1391, !dbg !31

1669:                                             ; preds = %1391
  br i1 %750, label %1670, label %1671, !dbg !31

1670:                                             ; preds = %1669
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %1395, i32 %1396) #9, !dbg !30
  br label %1671, !dbg !31

1671:                                             ; preds = %1670, %1669
  %1672 = and i32 %15, 127, !dbg !15
  %1673 = or disjoint i32 %152, %1672, !dbg !16
  %1674 = or disjoint i32 %21, 127, !dbg !14
  %1675 = or disjoint i32 %21, 126, !dbg !14
  %1676 = or disjoint i32 %21, 125, !dbg !14
  %1677 = or disjoint i32 %21, 124, !dbg !14
  %1678 = or disjoint i32 %21, 123, !dbg !14
  %1679 = or disjoint i32 %21, 122, !dbg !14
  %1680 = or disjoint i32 %21, 121, !dbg !14
  %1681 = or disjoint i32 %21, 120, !dbg !14
  %1682 = or disjoint i32 %21, 119, !dbg !14
  %1683 = or disjoint i32 %21, 118, !dbg !14
  %1684 = or disjoint i32 %21, 117, !dbg !14
  %1685 = or disjoint i32 %21, 116, !dbg !14
  %1686 = or disjoint i32 %21, 115, !dbg !14
  %1687 = or disjoint i32 %21, 114, !dbg !14
  %1688 = or disjoint i32 %21, 113, !dbg !14
  %1689 = or disjoint i32 %21, 112, !dbg !14
  %1690 = or disjoint i32 %21, 111, !dbg !14
  %1691 = or disjoint i32 %21, 110, !dbg !14
  %1692 = or disjoint i32 %21, 109, !dbg !14
  %1693 = or disjoint i32 %21, 108, !dbg !14
  %1694 = or disjoint i32 %21, 107, !dbg !14
  %1695 = or disjoint i32 %21, 106, !dbg !14
  %1696 = or disjoint i32 %21, 105, !dbg !14
  %1697 = or disjoint i32 %21, 104, !dbg !14
  %1698 = or disjoint i32 %21, 103, !dbg !14
  %1699 = or disjoint i32 %21, 102, !dbg !14
  %1700 = or disjoint i32 %21, 101, !dbg !14
  %1701 = or disjoint i32 %21, 100, !dbg !14
  %1702 = or disjoint i32 %21, 99, !dbg !14
  %1703 = or disjoint i32 %21, 98, !dbg !14
  %1704 = or disjoint i32 %21, 97, !dbg !14
  %1705 = or disjoint i32 %21, 96, !dbg !14
  %1706 = or disjoint i32 %21, 95, !dbg !14
  %1707 = or disjoint i32 %21, 94, !dbg !14
  %1708 = or disjoint i32 %21, 93, !dbg !14
  %1709 = or disjoint i32 %21, 92, !dbg !14
  %1710 = or disjoint i32 %21, 91, !dbg !14
  %1711 = or disjoint i32 %21, 90, !dbg !14
  %1712 = or disjoint i32 %21, 89, !dbg !14
  %1713 = or disjoint i32 %21, 88, !dbg !14
  %1714 = or disjoint i32 %21, 87, !dbg !14
  %1715 = or disjoint i32 %21, 86, !dbg !14
  %1716 = or disjoint i32 %21, 85, !dbg !14
  %1717 = or disjoint i32 %21, 84, !dbg !14
  %1718 = or disjoint i32 %21, 83, !dbg !14
  %1719 = or disjoint i32 %21, 82, !dbg !14
  %1720 = or disjoint i32 %21, 81, !dbg !14
  %1721 = or disjoint i32 %21, 80, !dbg !14
  %1722 = or disjoint i32 %21, 79, !dbg !14
  %1723 = or disjoint i32 %21, 78, !dbg !14
  %1724 = or disjoint i32 %21, 77, !dbg !14
  %1725 = or disjoint i32 %21, 76, !dbg !14
  %1726 = or disjoint i32 %21, 75, !dbg !14
  %1727 = or disjoint i32 %21, 74, !dbg !14
  %1728 = or disjoint i32 %21, 73, !dbg !14
  %1729 = or disjoint i32 %21, 72, !dbg !14
  %1730 = or disjoint i32 %21, 71, !dbg !14
  %1731 = or disjoint i32 %21, 70, !dbg !14
  %1732 = or disjoint i32 %21, 69, !dbg !14
  %1733 = or disjoint i32 %21, 68, !dbg !14
  %1734 = or disjoint i32 %21, 67, !dbg !14
  %1735 = or disjoint i32 %21, 66, !dbg !14
  %1736 = or disjoint i32 %21, 65, !dbg !14
  %1737 = or disjoint i32 %21, 64, !dbg !14
  %1738 = or disjoint i32 %21, 63, !dbg !14
  %1739 = or disjoint i32 %21, 62, !dbg !14
  %1740 = or disjoint i32 %21, 61, !dbg !14
  %1741 = or disjoint i32 %21, 60, !dbg !14
  %1742 = or disjoint i32 %21, 59, !dbg !14
  %1743 = or disjoint i32 %21, 58, !dbg !14
  %1744 = or disjoint i32 %21, 57, !dbg !14
  %1745 = or disjoint i32 %21, 56, !dbg !14
  %1746 = or disjoint i32 %21, 55, !dbg !14
  %1747 = or disjoint i32 %21, 54, !dbg !14
  %1748 = or disjoint i32 %21, 53, !dbg !14
  %1749 = or disjoint i32 %21, 52, !dbg !14
  %1750 = or disjoint i32 %21, 51, !dbg !14
  %1751 = or disjoint i32 %21, 50, !dbg !14
  %1752 = or disjoint i32 %21, 49, !dbg !14
  %1753 = or disjoint i32 %21, 48, !dbg !14
  %1754 = or disjoint i32 %21, 47, !dbg !14
  %1755 = or disjoint i32 %21, 46, !dbg !14
  %1756 = or disjoint i32 %21, 45, !dbg !14
  %1757 = or disjoint i32 %21, 44, !dbg !14
  %1758 = or disjoint i32 %21, 43, !dbg !14
  %1759 = or disjoint i32 %21, 42, !dbg !14
  %1760 = or disjoint i32 %21, 41, !dbg !14
  %1761 = or disjoint i32 %21, 40, !dbg !14
  %1762 = or disjoint i32 %21, 39, !dbg !14
  %1763 = or disjoint i32 %21, 38, !dbg !14
  %1764 = or disjoint i32 %21, 37, !dbg !14
  %1765 = or disjoint i32 %21, 36, !dbg !14
  %1766 = or disjoint i32 %21, 35, !dbg !14
  %1767 = or disjoint i32 %21, 34, !dbg !14
  %1768 = or disjoint i32 %21, 33, !dbg !14
  %1769 = or disjoint i32 %21, 32, !dbg !14
  %1770 = or disjoint i32 %21, 31, !dbg !14
  %1771 = or disjoint i32 %21, 30, !dbg !14
  %1772 = or disjoint i32 %21, 29, !dbg !14
  %1773 = or disjoint i32 %21, 28, !dbg !14
  %1774 = or disjoint i32 %21, 27, !dbg !14
  %1775 = or disjoint i32 %21, 26, !dbg !14
  %1776 = or disjoint i32 %21, 25, !dbg !14
  %1777 = or disjoint i32 %21, 24, !dbg !14
  %1778 = or disjoint i32 %21, 23, !dbg !14
  %1779 = or disjoint i32 %21, 22, !dbg !14
  %1780 = or disjoint i32 %21, 21, !dbg !14
  %1781 = or disjoint i32 %21, 20, !dbg !14
  %1782 = or disjoint i32 %21, 19, !dbg !14
  %1783 = or disjoint i32 %21, 18, !dbg !14
  %1784 = or disjoint i32 %21, 17, !dbg !14
  %1785 = or disjoint i32 %21, 16, !dbg !14
  %1786 = or disjoint i32 %21, 15, !dbg !14
  %1787 = or disjoint i32 %21, 14, !dbg !14
  %1788 = or disjoint i32 %21, 13, !dbg !14
  %1789 = or disjoint i32 %21, 12, !dbg !14
  %1790 = or disjoint i32 %21, 11, !dbg !14
  %1791 = or disjoint i32 %21, 10, !dbg !14
  %1792 = or disjoint i32 %21, 9, !dbg !14
  %1793 = or disjoint i32 %21, 8, !dbg !14
  %1794 = or disjoint i32 %21, 7, !dbg !14
  %1795 = or disjoint i32 %21, 6, !dbg !14
  %1796 = or disjoint i32 %21, 5, !dbg !14
  %1797 = or disjoint i32 %21, 4, !dbg !14
  %1798 = or disjoint i32 %21, 3, !dbg !14
  %1799 = or disjoint i32 %21, 2, !dbg !14
  %1800 = or disjoint i32 %21, 1, !dbg !14
  %1801 = inttoptr i32 %17 to ptr addrspace(6), !dbg !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %1802 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %1803 = extractvalue { i32, i1 } %1802, 1, !dbg !31
  %1804 = and i1 %743, %1803, !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1804, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #9, !dbg !31
  %1805 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !31
  %1806 = extractvalue { i32, i1 } %1805, 1, !dbg !31
  %1807 = and i1 %743, %1806, !dbg !31
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1807, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65544)) #9, !dbg !31
  %1808 = mul i32 %10, %20, !dbg !39
  %1809 = sext i32 %1808 to i64, !dbg !40
  %1810 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1809, !dbg !40
  %1811 = mul i32 %11, %21, !dbg !41
  %1812 = mul i32 %11, %1800, !dbg !41
  %1813 = mul i32 %11, %1799, !dbg !41
  %1814 = mul i32 %11, %1798, !dbg !41
  %1815 = mul i32 %11, %1797, !dbg !41
  %1816 = mul i32 %11, %1796, !dbg !41
  %1817 = mul i32 %11, %1795, !dbg !41
  %1818 = mul i32 %11, %1794, !dbg !41
  %1819 = mul i32 %11, %1793, !dbg !41
  %1820 = mul i32 %11, %1792, !dbg !41
  %1821 = mul i32 %11, %1791, !dbg !41
  %1822 = mul i32 %11, %1790, !dbg !41
  %1823 = mul i32 %11, %1789, !dbg !41
  %1824 = mul i32 %11, %1788, !dbg !41
  %1825 = mul i32 %11, %1787, !dbg !41
  %1826 = mul i32 %11, %1786, !dbg !41
  %1827 = mul i32 %11, %1785, !dbg !41
  %1828 = mul i32 %11, %1784, !dbg !41
  %1829 = mul i32 %11, %1783, !dbg !41
  %1830 = mul i32 %11, %1782, !dbg !41
  %1831 = mul i32 %11, %1781, !dbg !41
  %1832 = mul i32 %11, %1780, !dbg !41
  %1833 = mul i32 %11, %1779, !dbg !41
  %1834 = mul i32 %11, %1778, !dbg !41
  %1835 = mul i32 %11, %1777, !dbg !41
  %1836 = mul i32 %11, %1776, !dbg !41
  %1837 = mul i32 %11, %1775, !dbg !41
  %1838 = mul i32 %11, %1774, !dbg !41
  %1839 = mul i32 %11, %1773, !dbg !41
  %1840 = mul i32 %11, %1772, !dbg !41
  %1841 = mul i32 %11, %1771, !dbg !41
  %1842 = mul i32 %11, %1770, !dbg !41
  %1843 = mul i32 %11, %1769, !dbg !41
  %1844 = mul i32 %11, %1768, !dbg !41
  %1845 = mul i32 %11, %1767, !dbg !41
  %1846 = mul i32 %11, %1766, !dbg !41
  %1847 = mul i32 %11, %1765, !dbg !41
  %1848 = mul i32 %11, %1764, !dbg !41
  %1849 = mul i32 %11, %1763, !dbg !41
  %1850 = mul i32 %11, %1762, !dbg !41
  %1851 = mul i32 %11, %1761, !dbg !41
  %1852 = mul i32 %11, %1760, !dbg !41
  %1853 = mul i32 %11, %1759, !dbg !41
  %1854 = mul i32 %11, %1758, !dbg !41
  %1855 = mul i32 %11, %1757, !dbg !41
  %1856 = mul i32 %11, %1756, !dbg !41
  %1857 = mul i32 %11, %1755, !dbg !41
  %1858 = mul i32 %11, %1754, !dbg !41
  %1859 = mul i32 %11, %1753, !dbg !41
  %1860 = mul i32 %11, %1752, !dbg !41
  %1861 = mul i32 %11, %1751, !dbg !41
  %1862 = mul i32 %11, %1750, !dbg !41
  %1863 = mul i32 %11, %1749, !dbg !41
  %1864 = mul i32 %11, %1748, !dbg !41
  %1865 = mul i32 %11, %1747, !dbg !41
  %1866 = mul i32 %11, %1746, !dbg !41
  %1867 = mul i32 %11, %1745, !dbg !41
  %1868 = mul i32 %11, %1744, !dbg !41
  %1869 = mul i32 %11, %1743, !dbg !41
  %1870 = mul i32 %11, %1742, !dbg !41
  %1871 = mul i32 %11, %1741, !dbg !41
  %1872 = mul i32 %11, %1740, !dbg !41
  %1873 = mul i32 %11, %1739, !dbg !41
  %1874 = mul i32 %11, %1738, !dbg !41
  %1875 = mul i32 %11, %1737, !dbg !41
  %1876 = mul i32 %11, %1736, !dbg !41
  %1877 = mul i32 %11, %1735, !dbg !41
  %1878 = mul i32 %11, %1734, !dbg !41
  %1879 = mul i32 %11, %1733, !dbg !41
  %1880 = mul i32 %11, %1732, !dbg !41
  %1881 = mul i32 %11, %1731, !dbg !41
  %1882 = mul i32 %11, %1730, !dbg !41
  %1883 = mul i32 %11, %1729, !dbg !41
  %1884 = mul i32 %11, %1728, !dbg !41
  %1885 = mul i32 %11, %1727, !dbg !41
  %1886 = mul i32 %11, %1726, !dbg !41
  %1887 = mul i32 %11, %1725, !dbg !41
  %1888 = mul i32 %11, %1724, !dbg !41
  %1889 = mul i32 %11, %1723, !dbg !41
  %1890 = mul i32 %11, %1722, !dbg !41
  %1891 = mul i32 %11, %1721, !dbg !41
  %1892 = mul i32 %11, %1720, !dbg !41
  %1893 = mul i32 %11, %1719, !dbg !41
  %1894 = mul i32 %11, %1718, !dbg !41
  %1895 = mul i32 %11, %1717, !dbg !41
  %1896 = mul i32 %11, %1716, !dbg !41
  %1897 = mul i32 %11, %1715, !dbg !41
  %1898 = mul i32 %11, %1714, !dbg !41
  %1899 = mul i32 %11, %1713, !dbg !41
  %1900 = mul i32 %11, %1712, !dbg !41
  %1901 = mul i32 %11, %1711, !dbg !41
  %1902 = mul i32 %11, %1710, !dbg !41
  %1903 = mul i32 %11, %1709, !dbg !41
  %1904 = mul i32 %11, %1708, !dbg !41
  %1905 = mul i32 %11, %1707, !dbg !41
  %1906 = mul i32 %11, %1706, !dbg !41
  %1907 = mul i32 %11, %1705, !dbg !41
  %1908 = mul i32 %11, %1704, !dbg !41
  %1909 = mul i32 %11, %1703, !dbg !41
  %1910 = mul i32 %11, %1702, !dbg !41
  %1911 = mul i32 %11, %1701, !dbg !41
  %1912 = mul i32 %11, %1700, !dbg !41
  %1913 = mul i32 %11, %1699, !dbg !41
  %1914 = mul i32 %11, %1698, !dbg !41
  %1915 = mul i32 %11, %1697, !dbg !41
  %1916 = mul i32 %11, %1696, !dbg !41
  %1917 = mul i32 %11, %1695, !dbg !41
  %1918 = mul i32 %11, %1694, !dbg !41
  %1919 = mul i32 %11, %1693, !dbg !41
  %1920 = mul i32 %11, %1692, !dbg !41
  %1921 = mul i32 %11, %1691, !dbg !41
  %1922 = mul i32 %11, %1690, !dbg !41
  %1923 = mul i32 %11, %1689, !dbg !41
  %1924 = mul i32 %11, %1688, !dbg !41
  %1925 = mul i32 %11, %1687, !dbg !41
  %1926 = mul i32 %11, %1686, !dbg !41
  %1927 = mul i32 %11, %1685, !dbg !41
  %1928 = mul i32 %11, %1684, !dbg !41
  %1929 = mul i32 %11, %1683, !dbg !41
  %1930 = mul i32 %11, %1682, !dbg !41
  %1931 = mul i32 %11, %1681, !dbg !41
  %1932 = mul i32 %11, %1680, !dbg !41
  %1933 = mul i32 %11, %1679, !dbg !41
  %1934 = mul i32 %11, %1678, !dbg !41
  %1935 = mul i32 %11, %1677, !dbg !41
  %1936 = mul i32 %11, %1676, !dbg !41
  %1937 = mul i32 %11, %1675, !dbg !41
  %1938 = mul i32 %11, %1674, !dbg !41
  %1939 = sext i32 %1811 to i64, !dbg !40
  %1940 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1939, !dbg !40
  %1941 = sext i32 %1812 to i64, !dbg !40
  %1942 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1941, !dbg !40
  %1943 = sext i32 %1813 to i64, !dbg !40
  %1944 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1943, !dbg !40
  %1945 = sext i32 %1814 to i64, !dbg !40
  %1946 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1945, !dbg !40
  %1947 = sext i32 %1815 to i64, !dbg !40
  %1948 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1947, !dbg !40
  %1949 = sext i32 %1816 to i64, !dbg !40
  %1950 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1949, !dbg !40
  %1951 = sext i32 %1817 to i64, !dbg !40
  %1952 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1951, !dbg !40
  %1953 = sext i32 %1818 to i64, !dbg !40
  %1954 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1953, !dbg !40
  %1955 = sext i32 %1819 to i64, !dbg !40
  %1956 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1955, !dbg !40
  %1957 = sext i32 %1820 to i64, !dbg !40
  %1958 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1957, !dbg !40
  %1959 = sext i32 %1821 to i64, !dbg !40
  %1960 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1959, !dbg !40
  %1961 = sext i32 %1822 to i64, !dbg !40
  %1962 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1961, !dbg !40
  %1963 = sext i32 %1823 to i64, !dbg !40
  %1964 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1963, !dbg !40
  %1965 = sext i32 %1824 to i64, !dbg !40
  %1966 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1965, !dbg !40
  %1967 = sext i32 %1825 to i64, !dbg !40
  %1968 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1967, !dbg !40
  %1969 = sext i32 %1826 to i64, !dbg !40
  %1970 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1969, !dbg !40
  %1971 = sext i32 %1827 to i64, !dbg !40
  %1972 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1971, !dbg !40
  %1973 = sext i32 %1828 to i64, !dbg !40
  %1974 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1973, !dbg !40
  %1975 = sext i32 %1829 to i64, !dbg !40
  %1976 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1975, !dbg !40
  %1977 = sext i32 %1830 to i64, !dbg !40
  %1978 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1977, !dbg !40
  %1979 = sext i32 %1831 to i64, !dbg !40
  %1980 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1979, !dbg !40
  %1981 = sext i32 %1832 to i64, !dbg !40
  %1982 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1981, !dbg !40
  %1983 = sext i32 %1833 to i64, !dbg !40
  %1984 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1983, !dbg !40
  %1985 = sext i32 %1834 to i64, !dbg !40
  %1986 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1985, !dbg !40
  %1987 = sext i32 %1835 to i64, !dbg !40
  %1988 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1987, !dbg !40
  %1989 = sext i32 %1836 to i64, !dbg !40
  %1990 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1989, !dbg !40
  %1991 = sext i32 %1837 to i64, !dbg !40
  %1992 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1991, !dbg !40
  %1993 = sext i32 %1838 to i64, !dbg !40
  %1994 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1993, !dbg !40
  %1995 = sext i32 %1839 to i64, !dbg !40
  %1996 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1995, !dbg !40
  %1997 = sext i32 %1840 to i64, !dbg !40
  %1998 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1997, !dbg !40
  %1999 = sext i32 %1841 to i64, !dbg !40
  %2000 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %1999, !dbg !40
  %2001 = sext i32 %1842 to i64, !dbg !40
  %2002 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2001, !dbg !40
  %2003 = sext i32 %1843 to i64, !dbg !40
  %2004 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2003, !dbg !40
  %2005 = sext i32 %1844 to i64, !dbg !40
  %2006 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2005, !dbg !40
  %2007 = sext i32 %1845 to i64, !dbg !40
  %2008 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2007, !dbg !40
  %2009 = sext i32 %1846 to i64, !dbg !40
  %2010 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2009, !dbg !40
  %2011 = sext i32 %1847 to i64, !dbg !40
  %2012 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2011, !dbg !40
  %2013 = sext i32 %1848 to i64, !dbg !40
  %2014 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2013, !dbg !40
  %2015 = sext i32 %1849 to i64, !dbg !40
  %2016 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2015, !dbg !40
  %2017 = sext i32 %1850 to i64, !dbg !40
  %2018 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2017, !dbg !40
  %2019 = sext i32 %1851 to i64, !dbg !40
  %2020 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2019, !dbg !40
  %2021 = sext i32 %1852 to i64, !dbg !40
  %2022 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2021, !dbg !40
  %2023 = sext i32 %1853 to i64, !dbg !40
  %2024 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2023, !dbg !40
  %2025 = sext i32 %1854 to i64, !dbg !40
  %2026 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2025, !dbg !40
  %2027 = sext i32 %1855 to i64, !dbg !40
  %2028 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2027, !dbg !40
  %2029 = sext i32 %1856 to i64, !dbg !40
  %2030 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2029, !dbg !40
  %2031 = sext i32 %1857 to i64, !dbg !40
  %2032 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2031, !dbg !40
  %2033 = sext i32 %1858 to i64, !dbg !40
  %2034 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2033, !dbg !40
  %2035 = sext i32 %1859 to i64, !dbg !40
  %2036 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2035, !dbg !40
  %2037 = sext i32 %1860 to i64, !dbg !40
  %2038 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2037, !dbg !40
  %2039 = sext i32 %1861 to i64, !dbg !40
  %2040 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2039, !dbg !40
  %2041 = sext i32 %1862 to i64, !dbg !40
  %2042 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2041, !dbg !40
  %2043 = sext i32 %1863 to i64, !dbg !40
  %2044 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2043, !dbg !40
  %2045 = sext i32 %1864 to i64, !dbg !40
  %2046 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2045, !dbg !40
  %2047 = sext i32 %1865 to i64, !dbg !40
  %2048 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2047, !dbg !40
  %2049 = sext i32 %1866 to i64, !dbg !40
  %2050 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2049, !dbg !40
  %2051 = sext i32 %1867 to i64, !dbg !40
  %2052 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2051, !dbg !40
  %2053 = sext i32 %1868 to i64, !dbg !40
  %2054 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2053, !dbg !40
  %2055 = sext i32 %1869 to i64, !dbg !40
  %2056 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2055, !dbg !40
  %2057 = sext i32 %1870 to i64, !dbg !40
  %2058 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2057, !dbg !40
  %2059 = sext i32 %1871 to i64, !dbg !40
  %2060 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2059, !dbg !40
  %2061 = sext i32 %1872 to i64, !dbg !40
  %2062 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2061, !dbg !40
  %2063 = sext i32 %1873 to i64, !dbg !40
  %2064 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2063, !dbg !40
  %2065 = sext i32 %1874 to i64, !dbg !40
  %2066 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2065, !dbg !40
  %2067 = sext i32 %1875 to i64, !dbg !40
  %2068 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2067, !dbg !40
  %2069 = sext i32 %1876 to i64, !dbg !40
  %2070 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2069, !dbg !40
  %2071 = sext i32 %1877 to i64, !dbg !40
  %2072 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2071, !dbg !40
  %2073 = sext i32 %1878 to i64, !dbg !40
  %2074 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2073, !dbg !40
  %2075 = sext i32 %1879 to i64, !dbg !40
  %2076 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2075, !dbg !40
  %2077 = sext i32 %1880 to i64, !dbg !40
  %2078 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2077, !dbg !40
  %2079 = sext i32 %1881 to i64, !dbg !40
  %2080 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2079, !dbg !40
  %2081 = sext i32 %1882 to i64, !dbg !40
  %2082 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2081, !dbg !40
  %2083 = sext i32 %1883 to i64, !dbg !40
  %2084 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2083, !dbg !40
  %2085 = sext i32 %1884 to i64, !dbg !40
  %2086 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2085, !dbg !40
  %2087 = sext i32 %1885 to i64, !dbg !40
  %2088 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2087, !dbg !40
  %2089 = sext i32 %1886 to i64, !dbg !40
  %2090 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2089, !dbg !40
  %2091 = sext i32 %1887 to i64, !dbg !40
  %2092 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2091, !dbg !40
  %2093 = sext i32 %1888 to i64, !dbg !40
  %2094 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2093, !dbg !40
  %2095 = sext i32 %1889 to i64, !dbg !40
  %2096 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2095, !dbg !40
  %2097 = sext i32 %1890 to i64, !dbg !40
  %2098 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2097, !dbg !40
  %2099 = sext i32 %1891 to i64, !dbg !40
  %2100 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2099, !dbg !40
  %2101 = sext i32 %1892 to i64, !dbg !40
  %2102 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2101, !dbg !40
  %2103 = sext i32 %1893 to i64, !dbg !40
  %2104 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2103, !dbg !40
  %2105 = sext i32 %1894 to i64, !dbg !40
  %2106 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2105, !dbg !40
  %2107 = sext i32 %1895 to i64, !dbg !40
  %2108 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2107, !dbg !40
  %2109 = sext i32 %1896 to i64, !dbg !40
  %2110 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2109, !dbg !40
  %2111 = sext i32 %1897 to i64, !dbg !40
  %2112 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2111, !dbg !40
  %2113 = sext i32 %1898 to i64, !dbg !40
  %2114 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2113, !dbg !40
  %2115 = sext i32 %1899 to i64, !dbg !40
  %2116 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2115, !dbg !40
  %2117 = sext i32 %1900 to i64, !dbg !40
  %2118 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2117, !dbg !40
  %2119 = sext i32 %1901 to i64, !dbg !40
  %2120 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2119, !dbg !40
  %2121 = sext i32 %1902 to i64, !dbg !40
  %2122 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2121, !dbg !40
  %2123 = sext i32 %1903 to i64, !dbg !40
  %2124 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2123, !dbg !40
  %2125 = sext i32 %1904 to i64, !dbg !40
  %2126 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2125, !dbg !40
  %2127 = sext i32 %1905 to i64, !dbg !40
  %2128 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2127, !dbg !40
  %2129 = sext i32 %1906 to i64, !dbg !40
  %2130 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2129, !dbg !40
  %2131 = sext i32 %1907 to i64, !dbg !40
  %2132 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2131, !dbg !40
  %2133 = sext i32 %1908 to i64, !dbg !40
  %2134 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2133, !dbg !40
  %2135 = sext i32 %1909 to i64, !dbg !40
  %2136 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2135, !dbg !40
  %2137 = sext i32 %1910 to i64, !dbg !40
  %2138 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2137, !dbg !40
  %2139 = sext i32 %1911 to i64, !dbg !40
  %2140 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2139, !dbg !40
  %2141 = sext i32 %1912 to i64, !dbg !40
  %2142 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2141, !dbg !40
  %2143 = sext i32 %1913 to i64, !dbg !40
  %2144 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2143, !dbg !40
  %2145 = sext i32 %1914 to i64, !dbg !40
  %2146 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2145, !dbg !40
  %2147 = sext i32 %1915 to i64, !dbg !40
  %2148 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2147, !dbg !40
  %2149 = sext i32 %1916 to i64, !dbg !40
  %2150 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2149, !dbg !40
  %2151 = sext i32 %1917 to i64, !dbg !40
  %2152 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2151, !dbg !40
  %2153 = sext i32 %1918 to i64, !dbg !40
  %2154 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2153, !dbg !40
  %2155 = sext i32 %1919 to i64, !dbg !40
  %2156 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2155, !dbg !40
  %2157 = sext i32 %1920 to i64, !dbg !40
  %2158 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2157, !dbg !40
  %2159 = sext i32 %1921 to i64, !dbg !40
  %2160 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2159, !dbg !40
  %2161 = sext i32 %1922 to i64, !dbg !40
  %2162 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2161, !dbg !40
  %2163 = sext i32 %1923 to i64, !dbg !40
  %2164 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2163, !dbg !40
  %2165 = sext i32 %1924 to i64, !dbg !40
  %2166 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2165, !dbg !40
  %2167 = sext i32 %1925 to i64, !dbg !40
  %2168 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2167, !dbg !40
  %2169 = sext i32 %1926 to i64, !dbg !40
  %2170 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2169, !dbg !40
  %2171 = sext i32 %1927 to i64, !dbg !40
  %2172 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2171, !dbg !40
  %2173 = sext i32 %1928 to i64, !dbg !40
  %2174 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2173, !dbg !40
  %2175 = sext i32 %1929 to i64, !dbg !40
  %2176 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2175, !dbg !40
  %2177 = sext i32 %1930 to i64, !dbg !40
  %2178 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2177, !dbg !40
  %2179 = sext i32 %1931 to i64, !dbg !40
  %2180 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2179, !dbg !40
  %2181 = sext i32 %1932 to i64, !dbg !40
  %2182 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2181, !dbg !40
  %2183 = sext i32 %1933 to i64, !dbg !40
  %2184 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2183, !dbg !40
  %2185 = sext i32 %1934 to i64, !dbg !40
  %2186 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2185, !dbg !40
  %2187 = sext i32 %1935 to i64, !dbg !40
  %2188 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2187, !dbg !40
  %2189 = sext i32 %1936 to i64, !dbg !40
  %2190 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2189, !dbg !40
  %2191 = sext i32 %1937 to i64, !dbg !40
  %2192 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2191, !dbg !40
  %2193 = sext i32 %1938 to i64, !dbg !40
  %2194 = getelementptr [2 x i8], ptr addrspace(1) %1810, i64 %2193, !dbg !40
  %2195 = zext nneg i32 %1673 to i64, !dbg !40
  %2196 = getelementptr [2 x i8], ptr addrspace(1) %1940, i64 %2195, !dbg !40
  %2197 = getelementptr [2 x i8], ptr addrspace(1) %1942, i64 %2195, !dbg !40
  %2198 = getelementptr [2 x i8], ptr addrspace(1) %1944, i64 %2195, !dbg !40
  %2199 = getelementptr [2 x i8], ptr addrspace(1) %1946, i64 %2195, !dbg !40
  %2200 = getelementptr [2 x i8], ptr addrspace(1) %1948, i64 %2195, !dbg !40
  %2201 = getelementptr [2 x i8], ptr addrspace(1) %1950, i64 %2195, !dbg !40
  %2202 = getelementptr [2 x i8], ptr addrspace(1) %1952, i64 %2195, !dbg !40
  %2203 = getelementptr [2 x i8], ptr addrspace(1) %1954, i64 %2195, !dbg !40
  %2204 = getelementptr [2 x i8], ptr addrspace(1) %1956, i64 %2195, !dbg !40
  %2205 = getelementptr [2 x i8], ptr addrspace(1) %1958, i64 %2195, !dbg !40
  %2206 = getelementptr [2 x i8], ptr addrspace(1) %1960, i64 %2195, !dbg !40
  %2207 = getelementptr [2 x i8], ptr addrspace(1) %1962, i64 %2195, !dbg !40
  %2208 = getelementptr [2 x i8], ptr addrspace(1) %1964, i64 %2195, !dbg !40
  %2209 = getelementptr [2 x i8], ptr addrspace(1) %1966, i64 %2195, !dbg !40
  %2210 = getelementptr [2 x i8], ptr addrspace(1) %1968, i64 %2195, !dbg !40
  %2211 = getelementptr [2 x i8], ptr addrspace(1) %1970, i64 %2195, !dbg !40
  %2212 = getelementptr [2 x i8], ptr addrspace(1) %1972, i64 %2195, !dbg !40
  %2213 = getelementptr [2 x i8], ptr addrspace(1) %1974, i64 %2195, !dbg !40
  %2214 = getelementptr [2 x i8], ptr addrspace(1) %1976, i64 %2195, !dbg !40
  %2215 = getelementptr [2 x i8], ptr addrspace(1) %1978, i64 %2195, !dbg !40
  %2216 = getelementptr [2 x i8], ptr addrspace(1) %1980, i64 %2195, !dbg !40
  %2217 = getelementptr [2 x i8], ptr addrspace(1) %1982, i64 %2195, !dbg !40
  %2218 = getelementptr [2 x i8], ptr addrspace(1) %1984, i64 %2195, !dbg !40
  %2219 = getelementptr [2 x i8], ptr addrspace(1) %1986, i64 %2195, !dbg !40
  %2220 = getelementptr [2 x i8], ptr addrspace(1) %1988, i64 %2195, !dbg !40
  %2221 = getelementptr [2 x i8], ptr addrspace(1) %1990, i64 %2195, !dbg !40
  %2222 = getelementptr [2 x i8], ptr addrspace(1) %1992, i64 %2195, !dbg !40
  %2223 = getelementptr [2 x i8], ptr addrspace(1) %1994, i64 %2195, !dbg !40
  %2224 = getelementptr [2 x i8], ptr addrspace(1) %1996, i64 %2195, !dbg !40
  %2225 = getelementptr [2 x i8], ptr addrspace(1) %1998, i64 %2195, !dbg !40
  %2226 = getelementptr [2 x i8], ptr addrspace(1) %2000, i64 %2195, !dbg !40
  %2227 = getelementptr [2 x i8], ptr addrspace(1) %2002, i64 %2195, !dbg !40
  %2228 = getelementptr [2 x i8], ptr addrspace(1) %2004, i64 %2195, !dbg !40
  %2229 = getelementptr [2 x i8], ptr addrspace(1) %2006, i64 %2195, !dbg !40
  %2230 = getelementptr [2 x i8], ptr addrspace(1) %2008, i64 %2195, !dbg !40
  %2231 = getelementptr [2 x i8], ptr addrspace(1) %2010, i64 %2195, !dbg !40
  %2232 = getelementptr [2 x i8], ptr addrspace(1) %2012, i64 %2195, !dbg !40
  %2233 = getelementptr [2 x i8], ptr addrspace(1) %2014, i64 %2195, !dbg !40
  %2234 = getelementptr [2 x i8], ptr addrspace(1) %2016, i64 %2195, !dbg !40
  %2235 = getelementptr [2 x i8], ptr addrspace(1) %2018, i64 %2195, !dbg !40
  %2236 = getelementptr [2 x i8], ptr addrspace(1) %2020, i64 %2195, !dbg !40
  %2237 = getelementptr [2 x i8], ptr addrspace(1) %2022, i64 %2195, !dbg !40
  %2238 = getelementptr [2 x i8], ptr addrspace(1) %2024, i64 %2195, !dbg !40
  %2239 = getelementptr [2 x i8], ptr addrspace(1) %2026, i64 %2195, !dbg !40
  %2240 = getelementptr [2 x i8], ptr addrspace(1) %2028, i64 %2195, !dbg !40
  %2241 = getelementptr [2 x i8], ptr addrspace(1) %2030, i64 %2195, !dbg !40
  %2242 = getelementptr [2 x i8], ptr addrspace(1) %2032, i64 %2195, !dbg !40
  %2243 = getelementptr [2 x i8], ptr addrspace(1) %2034, i64 %2195, !dbg !40
  %2244 = getelementptr [2 x i8], ptr addrspace(1) %2036, i64 %2195, !dbg !40
  %2245 = getelementptr [2 x i8], ptr addrspace(1) %2038, i64 %2195, !dbg !40
  %2246 = getelementptr [2 x i8], ptr addrspace(1) %2040, i64 %2195, !dbg !40
  %2247 = getelementptr [2 x i8], ptr addrspace(1) %2042, i64 %2195, !dbg !40
  %2248 = getelementptr [2 x i8], ptr addrspace(1) %2044, i64 %2195, !dbg !40
  %2249 = getelementptr [2 x i8], ptr addrspace(1) %2046, i64 %2195, !dbg !40
  %2250 = getelementptr [2 x i8], ptr addrspace(1) %2048, i64 %2195, !dbg !40
  %2251 = getelementptr [2 x i8], ptr addrspace(1) %2050, i64 %2195, !dbg !40
  %2252 = getelementptr [2 x i8], ptr addrspace(1) %2052, i64 %2195, !dbg !40
  %2253 = getelementptr [2 x i8], ptr addrspace(1) %2054, i64 %2195, !dbg !40
  %2254 = getelementptr [2 x i8], ptr addrspace(1) %2056, i64 %2195, !dbg !40
  %2255 = getelementptr [2 x i8], ptr addrspace(1) %2058, i64 %2195, !dbg !40
  %2256 = getelementptr [2 x i8], ptr addrspace(1) %2060, i64 %2195, !dbg !40
  %2257 = getelementptr [2 x i8], ptr addrspace(1) %2062, i64 %2195, !dbg !40
  %2258 = getelementptr [2 x i8], ptr addrspace(1) %2064, i64 %2195, !dbg !40
  %2259 = getelementptr [2 x i8], ptr addrspace(1) %2066, i64 %2195, !dbg !40
  %2260 = getelementptr [2 x i8], ptr addrspace(1) %2068, i64 %2195, !dbg !40
  %2261 = getelementptr [2 x i8], ptr addrspace(1) %2070, i64 %2195, !dbg !40
  %2262 = getelementptr [2 x i8], ptr addrspace(1) %2072, i64 %2195, !dbg !40
  %2263 = getelementptr [2 x i8], ptr addrspace(1) %2074, i64 %2195, !dbg !40
  %2264 = getelementptr [2 x i8], ptr addrspace(1) %2076, i64 %2195, !dbg !40
  %2265 = getelementptr [2 x i8], ptr addrspace(1) %2078, i64 %2195, !dbg !40
  %2266 = getelementptr [2 x i8], ptr addrspace(1) %2080, i64 %2195, !dbg !40
  %2267 = getelementptr [2 x i8], ptr addrspace(1) %2082, i64 %2195, !dbg !40
  %2268 = getelementptr [2 x i8], ptr addrspace(1) %2084, i64 %2195, !dbg !40
  %2269 = getelementptr [2 x i8], ptr addrspace(1) %2086, i64 %2195, !dbg !40
  %2270 = getelementptr [2 x i8], ptr addrspace(1) %2088, i64 %2195, !dbg !40
  %2271 = getelementptr [2 x i8], ptr addrspace(1) %2090, i64 %2195, !dbg !40
  %2272 = getelementptr [2 x i8], ptr addrspace(1) %2092, i64 %2195, !dbg !40
  %2273 = getelementptr [2 x i8], ptr addrspace(1) %2094, i64 %2195, !dbg !40
  %2274 = getelementptr [2 x i8], ptr addrspace(1) %2096, i64 %2195, !dbg !40
  %2275 = getelementptr [2 x i8], ptr addrspace(1) %2098, i64 %2195, !dbg !40
  %2276 = getelementptr [2 x i8], ptr addrspace(1) %2100, i64 %2195, !dbg !40
  %2277 = getelementptr [2 x i8], ptr addrspace(1) %2102, i64 %2195, !dbg !40
  %2278 = getelementptr [2 x i8], ptr addrspace(1) %2104, i64 %2195, !dbg !40
  %2279 = getelementptr [2 x i8], ptr addrspace(1) %2106, i64 %2195, !dbg !40
  %2280 = getelementptr [2 x i8], ptr addrspace(1) %2108, i64 %2195, !dbg !40
  %2281 = getelementptr [2 x i8], ptr addrspace(1) %2110, i64 %2195, !dbg !40
  %2282 = getelementptr [2 x i8], ptr addrspace(1) %2112, i64 %2195, !dbg !40
  %2283 = getelementptr [2 x i8], ptr addrspace(1) %2114, i64 %2195, !dbg !40
  %2284 = getelementptr [2 x i8], ptr addrspace(1) %2116, i64 %2195, !dbg !40
  %2285 = getelementptr [2 x i8], ptr addrspace(1) %2118, i64 %2195, !dbg !40
  %2286 = getelementptr [2 x i8], ptr addrspace(1) %2120, i64 %2195, !dbg !40
  %2287 = getelementptr [2 x i8], ptr addrspace(1) %2122, i64 %2195, !dbg !40
  %2288 = getelementptr [2 x i8], ptr addrspace(1) %2124, i64 %2195, !dbg !40
  %2289 = getelementptr [2 x i8], ptr addrspace(1) %2126, i64 %2195, !dbg !40
  %2290 = getelementptr [2 x i8], ptr addrspace(1) %2128, i64 %2195, !dbg !40
  %2291 = getelementptr [2 x i8], ptr addrspace(1) %2130, i64 %2195, !dbg !40
  %2292 = getelementptr [2 x i8], ptr addrspace(1) %2132, i64 %2195, !dbg !40
  %2293 = getelementptr [2 x i8], ptr addrspace(1) %2134, i64 %2195, !dbg !40
  %2294 = getelementptr [2 x i8], ptr addrspace(1) %2136, i64 %2195, !dbg !40
  %2295 = getelementptr [2 x i8], ptr addrspace(1) %2138, i64 %2195, !dbg !40
  %2296 = getelementptr [2 x i8], ptr addrspace(1) %2140, i64 %2195, !dbg !40
  %2297 = getelementptr [2 x i8], ptr addrspace(1) %2142, i64 %2195, !dbg !40
  %2298 = getelementptr [2 x i8], ptr addrspace(1) %2144, i64 %2195, !dbg !40
  %2299 = getelementptr [2 x i8], ptr addrspace(1) %2146, i64 %2195, !dbg !40
  %2300 = getelementptr [2 x i8], ptr addrspace(1) %2148, i64 %2195, !dbg !40
  %2301 = getelementptr [2 x i8], ptr addrspace(1) %2150, i64 %2195, !dbg !40
  %2302 = getelementptr [2 x i8], ptr addrspace(1) %2152, i64 %2195, !dbg !40
  %2303 = getelementptr [2 x i8], ptr addrspace(1) %2154, i64 %2195, !dbg !40
  %2304 = getelementptr [2 x i8], ptr addrspace(1) %2156, i64 %2195, !dbg !40
  %2305 = getelementptr [2 x i8], ptr addrspace(1) %2158, i64 %2195, !dbg !40
  %2306 = getelementptr [2 x i8], ptr addrspace(1) %2160, i64 %2195, !dbg !40
  %2307 = getelementptr [2 x i8], ptr addrspace(1) %2162, i64 %2195, !dbg !40
  %2308 = getelementptr [2 x i8], ptr addrspace(1) %2164, i64 %2195, !dbg !40
  %2309 = getelementptr [2 x i8], ptr addrspace(1) %2166, i64 %2195, !dbg !40
  %2310 = getelementptr [2 x i8], ptr addrspace(1) %2168, i64 %2195, !dbg !40
  %2311 = getelementptr [2 x i8], ptr addrspace(1) %2170, i64 %2195, !dbg !40
  %2312 = getelementptr [2 x i8], ptr addrspace(1) %2172, i64 %2195, !dbg !40
  %2313 = getelementptr [2 x i8], ptr addrspace(1) %2174, i64 %2195, !dbg !40
  %2314 = getelementptr [2 x i8], ptr addrspace(1) %2176, i64 %2195, !dbg !40
  %2315 = getelementptr [2 x i8], ptr addrspace(1) %2178, i64 %2195, !dbg !40
  %2316 = getelementptr [2 x i8], ptr addrspace(1) %2180, i64 %2195, !dbg !40
  %2317 = getelementptr [2 x i8], ptr addrspace(1) %2182, i64 %2195, !dbg !40
  %2318 = getelementptr [2 x i8], ptr addrspace(1) %2184, i64 %2195, !dbg !40
  %2319 = getelementptr [2 x i8], ptr addrspace(1) %2186, i64 %2195, !dbg !40
  %2320 = getelementptr [2 x i8], ptr addrspace(1) %2188, i64 %2195, !dbg !40
  %2321 = getelementptr [2 x i8], ptr addrspace(1) %2190, i64 %2195, !dbg !40
  %2322 = getelementptr [2 x i8], ptr addrspace(1) %2192, i64 %2195, !dbg !40
  %2323 = getelementptr [2 x i8], ptr addrspace(1) %2194, i64 %2195, !dbg !40
  %2324 = icmp slt i32 %21, %3, !dbg !42
  %2325 = icmp slt i32 %1800, %3, !dbg !42
  %2326 = icmp slt i32 %1799, %3, !dbg !42
  %2327 = icmp slt i32 %1798, %3, !dbg !42
  %2328 = icmp slt i32 %1797, %3, !dbg !42
  %2329 = icmp slt i32 %1796, %3, !dbg !42
  %2330 = icmp slt i32 %1795, %3, !dbg !42
  %2331 = icmp slt i32 %1794, %3, !dbg !42
  %2332 = icmp slt i32 %1793, %3, !dbg !42
  %2333 = icmp slt i32 %1792, %3, !dbg !42
  %2334 = icmp slt i32 %1791, %3, !dbg !42
  %2335 = icmp slt i32 %1790, %3, !dbg !42
  %2336 = icmp slt i32 %1789, %3, !dbg !42
  %2337 = icmp slt i32 %1788, %3, !dbg !42
  %2338 = icmp slt i32 %1787, %3, !dbg !42
  %2339 = icmp slt i32 %1786, %3, !dbg !42
  %2340 = icmp slt i32 %1785, %3, !dbg !42
  %2341 = icmp slt i32 %1784, %3, !dbg !42
  %2342 = icmp slt i32 %1783, %3, !dbg !42
  %2343 = icmp slt i32 %1782, %3, !dbg !42
  %2344 = icmp slt i32 %1781, %3, !dbg !42
  %2345 = icmp slt i32 %1780, %3, !dbg !42
  %2346 = icmp slt i32 %1779, %3, !dbg !42
  %2347 = icmp slt i32 %1778, %3, !dbg !42
  %2348 = icmp slt i32 %1777, %3, !dbg !42
  %2349 = icmp slt i32 %1776, %3, !dbg !42
  %2350 = icmp slt i32 %1775, %3, !dbg !42
  %2351 = icmp slt i32 %1774, %3, !dbg !42
  %2352 = icmp slt i32 %1773, %3, !dbg !42
  %2353 = icmp slt i32 %1772, %3, !dbg !42
  %2354 = icmp slt i32 %1771, %3, !dbg !42
  %2355 = icmp slt i32 %1770, %3, !dbg !42
  %2356 = icmp slt i32 %1769, %3, !dbg !42
  %2357 = icmp slt i32 %1768, %3, !dbg !42
  %2358 = icmp slt i32 %1767, %3, !dbg !42
  %2359 = icmp slt i32 %1766, %3, !dbg !42
  %2360 = icmp slt i32 %1765, %3, !dbg !42
  %2361 = icmp slt i32 %1764, %3, !dbg !42
  %2362 = icmp slt i32 %1763, %3, !dbg !42
  %2363 = icmp slt i32 %1762, %3, !dbg !42
  %2364 = icmp slt i32 %1761, %3, !dbg !42
  %2365 = icmp slt i32 %1760, %3, !dbg !42
  %2366 = icmp slt i32 %1759, %3, !dbg !42
  %2367 = icmp slt i32 %1758, %3, !dbg !42
  %2368 = icmp slt i32 %1757, %3, !dbg !42
  %2369 = icmp slt i32 %1756, %3, !dbg !42
  %2370 = icmp slt i32 %1755, %3, !dbg !42
  %2371 = icmp slt i32 %1754, %3, !dbg !42
  %2372 = icmp slt i32 %1753, %3, !dbg !42
  %2373 = icmp slt i32 %1752, %3, !dbg !42
  %2374 = icmp slt i32 %1751, %3, !dbg !42
  %2375 = icmp slt i32 %1750, %3, !dbg !42
  %2376 = icmp slt i32 %1749, %3, !dbg !42
  %2377 = icmp slt i32 %1748, %3, !dbg !42
  %2378 = icmp slt i32 %1747, %3, !dbg !42
  %2379 = icmp slt i32 %1746, %3, !dbg !42
  %2380 = icmp slt i32 %1745, %3, !dbg !42
  %2381 = icmp slt i32 %1744, %3, !dbg !42
  %2382 = icmp slt i32 %1743, %3, !dbg !42
  %2383 = icmp slt i32 %1742, %3, !dbg !42
  %2384 = icmp slt i32 %1741, %3, !dbg !42
  %2385 = icmp slt i32 %1740, %3, !dbg !42
  %2386 = icmp slt i32 %1739, %3, !dbg !42
  %2387 = icmp slt i32 %1738, %3, !dbg !42
  %2388 = icmp slt i32 %1737, %3, !dbg !42
  %2389 = icmp slt i32 %1736, %3, !dbg !42
  %2390 = icmp slt i32 %1735, %3, !dbg !42
  %2391 = icmp slt i32 %1734, %3, !dbg !42
  %2392 = icmp slt i32 %1733, %3, !dbg !42
  %2393 = icmp slt i32 %1732, %3, !dbg !42
  %2394 = icmp slt i32 %1731, %3, !dbg !42
  %2395 = icmp slt i32 %1730, %3, !dbg !42
  %2396 = icmp slt i32 %1729, %3, !dbg !42
  %2397 = icmp slt i32 %1728, %3, !dbg !42
  %2398 = icmp slt i32 %1727, %3, !dbg !42
  %2399 = icmp slt i32 %1726, %3, !dbg !42
  %2400 = icmp slt i32 %1725, %3, !dbg !42
  %2401 = icmp slt i32 %1724, %3, !dbg !42
  %2402 = icmp slt i32 %1723, %3, !dbg !42
  %2403 = icmp slt i32 %1722, %3, !dbg !42
  %2404 = icmp slt i32 %1721, %3, !dbg !42
  %2405 = icmp slt i32 %1720, %3, !dbg !42
  %2406 = icmp slt i32 %1719, %3, !dbg !42
  %2407 = icmp slt i32 %1718, %3, !dbg !42
  %2408 = icmp slt i32 %1717, %3, !dbg !42
  %2409 = icmp slt i32 %1716, %3, !dbg !42
  %2410 = icmp slt i32 %1715, %3, !dbg !42
  %2411 = icmp slt i32 %1714, %3, !dbg !42
  %2412 = icmp slt i32 %1713, %3, !dbg !42
  %2413 = icmp slt i32 %1712, %3, !dbg !42
  %2414 = icmp slt i32 %1711, %3, !dbg !42
  %2415 = icmp slt i32 %1710, %3, !dbg !42
  %2416 = icmp slt i32 %1709, %3, !dbg !42
  %2417 = icmp slt i32 %1708, %3, !dbg !42
  %2418 = icmp slt i32 %1707, %3, !dbg !42
  %2419 = icmp slt i32 %1706, %3, !dbg !42
  %2420 = icmp slt i32 %1705, %3, !dbg !42
  %2421 = icmp slt i32 %1704, %3, !dbg !42
  %2422 = icmp slt i32 %1703, %3, !dbg !42
  %2423 = icmp slt i32 %1702, %3, !dbg !42
  %2424 = icmp slt i32 %1701, %3, !dbg !42
  %2425 = icmp slt i32 %1700, %3, !dbg !42
  %2426 = icmp slt i32 %1699, %3, !dbg !42
  %2427 = icmp slt i32 %1698, %3, !dbg !42
  %2428 = icmp slt i32 %1697, %3, !dbg !42
  %2429 = icmp slt i32 %1696, %3, !dbg !42
  %2430 = icmp slt i32 %1695, %3, !dbg !42
  %2431 = icmp slt i32 %1694, %3, !dbg !42
  %2432 = icmp slt i32 %1693, %3, !dbg !42
  %2433 = icmp slt i32 %1692, %3, !dbg !42
  %2434 = icmp slt i32 %1691, %3, !dbg !42
  %2435 = icmp slt i32 %1690, %3, !dbg !42
  %2436 = icmp slt i32 %1689, %3, !dbg !42
  %2437 = icmp slt i32 %1688, %3, !dbg !42
  %2438 = icmp slt i32 %1687, %3, !dbg !42
  %2439 = icmp slt i32 %1686, %3, !dbg !42
  %2440 = icmp slt i32 %1685, %3, !dbg !42
  %2441 = icmp slt i32 %1684, %3, !dbg !42
  %2442 = icmp slt i32 %1683, %3, !dbg !42
  %2443 = icmp slt i32 %1682, %3, !dbg !42
  %2444 = icmp slt i32 %1681, %3, !dbg !42
  %2445 = icmp slt i32 %1680, %3, !dbg !42
  %2446 = icmp slt i32 %1679, %3, !dbg !42
  %2447 = icmp slt i32 %1678, %3, !dbg !42
  %2448 = icmp slt i32 %1677, %3, !dbg !42
  %2449 = icmp slt i32 %1676, %3, !dbg !42
  %2450 = icmp slt i32 %1675, %3, !dbg !42
  %2451 = icmp slt i32 %1674, %3, !dbg !42
  %2452 = icmp slt i32 %1673, %4, !dbg !43
  %2453 = and i1 %2324, %2452, !dbg !44
  %2454 = and i1 %2325, %2452, !dbg !44
  %2455 = and i1 %2326, %2452, !dbg !44
  %2456 = and i1 %2327, %2452, !dbg !44
  %2457 = and i1 %2328, %2452, !dbg !44
  %2458 = and i1 %2329, %2452, !dbg !44
  %2459 = and i1 %2330, %2452, !dbg !44
  %2460 = and i1 %2331, %2452, !dbg !44
  %2461 = and i1 %2332, %2452, !dbg !44
  %2462 = and i1 %2333, %2452, !dbg !44
  %2463 = and i1 %2334, %2452, !dbg !44
  %2464 = and i1 %2335, %2452, !dbg !44
  %2465 = and i1 %2336, %2452, !dbg !44
  %2466 = and i1 %2337, %2452, !dbg !44
  %2467 = and i1 %2338, %2452, !dbg !44
  %2468 = and i1 %2339, %2452, !dbg !44
  %2469 = and i1 %2340, %2452, !dbg !44
  %2470 = and i1 %2341, %2452, !dbg !44
  %2471 = and i1 %2342, %2452, !dbg !44
  %2472 = and i1 %2343, %2452, !dbg !44
  %2473 = and i1 %2344, %2452, !dbg !44
  %2474 = and i1 %2345, %2452, !dbg !44
  %2475 = and i1 %2346, %2452, !dbg !44
  %2476 = and i1 %2347, %2452, !dbg !44
  %2477 = and i1 %2348, %2452, !dbg !44
  %2478 = and i1 %2349, %2452, !dbg !44
  %2479 = and i1 %2350, %2452, !dbg !44
  %2480 = and i1 %2351, %2452, !dbg !44
  %2481 = and i1 %2352, %2452, !dbg !44
  %2482 = and i1 %2353, %2452, !dbg !44
  %2483 = and i1 %2354, %2452, !dbg !44
  %2484 = and i1 %2355, %2452, !dbg !44
  %2485 = and i1 %2356, %2452, !dbg !44
  %2486 = and i1 %2357, %2452, !dbg !44
  %2487 = and i1 %2358, %2452, !dbg !44
  %2488 = and i1 %2359, %2452, !dbg !44
  %2489 = and i1 %2360, %2452, !dbg !44
  %2490 = and i1 %2361, %2452, !dbg !44
  %2491 = and i1 %2362, %2452, !dbg !44
  %2492 = and i1 %2363, %2452, !dbg !44
  %2493 = and i1 %2364, %2452, !dbg !44
  %2494 = and i1 %2365, %2452, !dbg !44
  %2495 = and i1 %2366, %2452, !dbg !44
  %2496 = and i1 %2367, %2452, !dbg !44
  %2497 = and i1 %2368, %2452, !dbg !44
  %2498 = and i1 %2369, %2452, !dbg !44
  %2499 = and i1 %2370, %2452, !dbg !44
  %2500 = and i1 %2371, %2452, !dbg !44
  %2501 = and i1 %2372, %2452, !dbg !44
  %2502 = and i1 %2373, %2452, !dbg !44
  %2503 = and i1 %2374, %2452, !dbg !44
  %2504 = and i1 %2375, %2452, !dbg !44
  %2505 = and i1 %2376, %2452, !dbg !44
  %2506 = and i1 %2377, %2452, !dbg !44
  %2507 = and i1 %2378, %2452, !dbg !44
  %2508 = and i1 %2379, %2452, !dbg !44
  %2509 = and i1 %2380, %2452, !dbg !44
  %2510 = and i1 %2381, %2452, !dbg !44
  %2511 = and i1 %2382, %2452, !dbg !44
  %2512 = and i1 %2383, %2452, !dbg !44
  %2513 = and i1 %2384, %2452, !dbg !44
  %2514 = and i1 %2385, %2452, !dbg !44
  %2515 = and i1 %2386, %2452, !dbg !44
  %2516 = and i1 %2387, %2452, !dbg !44
  %2517 = and i1 %2388, %2452, !dbg !44
  %2518 = and i1 %2389, %2452, !dbg !44
  %2519 = and i1 %2390, %2452, !dbg !44
  %2520 = and i1 %2391, %2452, !dbg !44
  %2521 = and i1 %2392, %2452, !dbg !44
  %2522 = and i1 %2393, %2452, !dbg !44
  %2523 = and i1 %2394, %2452, !dbg !44
  %2524 = and i1 %2395, %2452, !dbg !44
  %2525 = and i1 %2396, %2452, !dbg !44
  %2526 = and i1 %2397, %2452, !dbg !44
  %2527 = and i1 %2398, %2452, !dbg !44
  %2528 = and i1 %2399, %2452, !dbg !44
  %2529 = and i1 %2400, %2452, !dbg !44
  %2530 = and i1 %2401, %2452, !dbg !44
  %2531 = and i1 %2402, %2452, !dbg !44
  %2532 = and i1 %2403, %2452, !dbg !44
  %2533 = and i1 %2404, %2452, !dbg !44
  %2534 = and i1 %2405, %2452, !dbg !44
  %2535 = and i1 %2406, %2452, !dbg !44
  %2536 = and i1 %2407, %2452, !dbg !44
  %2537 = and i1 %2408, %2452, !dbg !44
  %2538 = and i1 %2409, %2452, !dbg !44
  %2539 = and i1 %2410, %2452, !dbg !44
  %2540 = and i1 %2411, %2452, !dbg !44
  %2541 = and i1 %2412, %2452, !dbg !44
  %2542 = and i1 %2413, %2452, !dbg !44
  %2543 = and i1 %2414, %2452, !dbg !44
  %2544 = and i1 %2415, %2452, !dbg !44
  %2545 = and i1 %2416, %2452, !dbg !44
  %2546 = and i1 %2417, %2452, !dbg !44
  %2547 = and i1 %2418, %2452, !dbg !44
  %2548 = and i1 %2419, %2452, !dbg !44
  %2549 = and i1 %2420, %2452, !dbg !44
  %2550 = and i1 %2421, %2452, !dbg !44
  %2551 = and i1 %2422, %2452, !dbg !44
  %2552 = and i1 %2423, %2452, !dbg !44
  %2553 = and i1 %2424, %2452, !dbg !44
  %2554 = and i1 %2425, %2452, !dbg !44
  %2555 = and i1 %2426, %2452, !dbg !44
  %2556 = and i1 %2427, %2452, !dbg !44
  %2557 = and i1 %2428, %2452, !dbg !44
  %2558 = and i1 %2429, %2452, !dbg !44
  %2559 = and i1 %2430, %2452, !dbg !44
  %2560 = and i1 %2431, %2452, !dbg !44
  %2561 = and i1 %2432, %2452, !dbg !44
  %2562 = and i1 %2433, %2452, !dbg !44
  %2563 = and i1 %2434, %2452, !dbg !44
  %2564 = and i1 %2435, %2452, !dbg !44
  %2565 = and i1 %2436, %2452, !dbg !44
  %2566 = and i1 %2437, %2452, !dbg !44
  %2567 = and i1 %2438, %2452, !dbg !44
  %2568 = and i1 %2439, %2452, !dbg !44
  %2569 = and i1 %2440, %2452, !dbg !44
  %2570 = and i1 %2441, %2452, !dbg !44
  %2571 = and i1 %2442, %2452, !dbg !44
  %2572 = and i1 %2443, %2452, !dbg !44
  %2573 = and i1 %2444, %2452, !dbg !44
  %2574 = and i1 %2445, %2452, !dbg !44
  %2575 = and i1 %2446, %2452, !dbg !44
  %2576 = and i1 %2447, %2452, !dbg !44
  %2577 = and i1 %2448, %2452, !dbg !44
  %2578 = and i1 %2449, %2452, !dbg !44
  %2579 = and i1 %2450, %2452, !dbg !44
  %2580 = and i1 %2451, %2452, !dbg !44
  %2581 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %742) #9, !dbg !30
  %2582 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 0, !dbg !30
  %2583 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 1, !dbg !30
  %2584 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 2, !dbg !30
  %2585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 3, !dbg !30
  %2586 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 4, !dbg !30
  %2587 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 5, !dbg !30
  %2588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 6, !dbg !30
  %2589 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 7, !dbg !30
  %2590 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 8, !dbg !30
  %2591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 9, !dbg !30
  %2592 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 10, !dbg !30
  %2593 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 11, !dbg !30
  %2594 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 12, !dbg !30
  %2595 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 13, !dbg !30
  %2596 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 14, !dbg !30
  %2597 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 15, !dbg !30
  %2598 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 16, !dbg !30
  %2599 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 17, !dbg !30
  %2600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 18, !dbg !30
  %2601 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 19, !dbg !30
  %2602 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 20, !dbg !30
  %2603 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 21, !dbg !30
  %2604 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 22, !dbg !30
  %2605 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 23, !dbg !30
  %2606 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 24, !dbg !30
  %2607 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 25, !dbg !30
  %2608 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 26, !dbg !30
  %2609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 27, !dbg !30
  %2610 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 28, !dbg !30
  %2611 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 29, !dbg !30
  %2612 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 30, !dbg !30
  %2613 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 31, !dbg !30
  %2614 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 32, !dbg !30
  %2615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 33, !dbg !30
  %2616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 34, !dbg !30
  %2617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 35, !dbg !30
  %2618 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 36, !dbg !30
  %2619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 37, !dbg !30
  %2620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 38, !dbg !30
  %2621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 39, !dbg !30
  %2622 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 40, !dbg !30
  %2623 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 41, !dbg !30
  %2624 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 42, !dbg !30
  %2625 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 43, !dbg !30
  %2626 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 44, !dbg !30
  %2627 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 45, !dbg !30
  %2628 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 46, !dbg !30
  %2629 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 47, !dbg !30
  %2630 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 48, !dbg !30
  %2631 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 49, !dbg !30
  %2632 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 50, !dbg !30
  %2633 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 51, !dbg !30
  %2634 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 52, !dbg !30
  %2635 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 53, !dbg !30
  %2636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 54, !dbg !30
  %2637 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 55, !dbg !30
  %2638 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 56, !dbg !30
  %2639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 57, !dbg !30
  %2640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 58, !dbg !30
  %2641 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 59, !dbg !30
  %2642 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 60, !dbg !30
  %2643 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 61, !dbg !30
  %2644 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 62, !dbg !30
  %2645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 63, !dbg !30
  %2646 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 64, !dbg !30
  %2647 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 65, !dbg !30
  %2648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 66, !dbg !30
  %2649 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 67, !dbg !30
  %2650 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 68, !dbg !30
  %2651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 69, !dbg !30
  %2652 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 70, !dbg !30
  %2653 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 71, !dbg !30
  %2654 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 72, !dbg !30
  %2655 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 73, !dbg !30
  %2656 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 74, !dbg !30
  %2657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 75, !dbg !30
  %2658 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 76, !dbg !30
  %2659 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 77, !dbg !30
  %2660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 78, !dbg !30
  %2661 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 79, !dbg !30
  %2662 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 80, !dbg !30
  %2663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 81, !dbg !30
  %2664 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 82, !dbg !30
  %2665 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 83, !dbg !30
  %2666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 84, !dbg !30
  %2667 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 85, !dbg !30
  %2668 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 86, !dbg !30
  %2669 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 87, !dbg !30
  %2670 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 88, !dbg !30
  %2671 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 89, !dbg !30
  %2672 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 90, !dbg !30
  %2673 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 91, !dbg !30
  %2674 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 92, !dbg !30
  %2675 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 93, !dbg !30
  %2676 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 94, !dbg !30
  %2677 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 95, !dbg !30
  %2678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 96, !dbg !30
  %2679 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 97, !dbg !30
  %2680 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 98, !dbg !30
  %2681 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 99, !dbg !30
  %2682 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 100, !dbg !30
  %2683 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 101, !dbg !30
  %2684 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 102, !dbg !30
  %2685 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 103, !dbg !30
  %2686 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 104, !dbg !30
  %2687 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 105, !dbg !30
  %2688 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 106, !dbg !30
  %2689 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 107, !dbg !30
  %2690 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 108, !dbg !30
  %2691 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 109, !dbg !30
  %2692 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 110, !dbg !30
  %2693 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 111, !dbg !30
  %2694 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 112, !dbg !30
  %2695 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 113, !dbg !30
  %2696 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 114, !dbg !30
  %2697 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 115, !dbg !30
  %2698 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 116, !dbg !30
  %2699 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 117, !dbg !30
  %2700 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 118, !dbg !30
  %2701 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 119, !dbg !30
  %2702 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 120, !dbg !30
  %2703 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 121, !dbg !30
  %2704 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 122, !dbg !30
  %2705 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 123, !dbg !30
  %2706 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 124, !dbg !30
  %2707 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 125, !dbg !30
  %2708 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 126, !dbg !30
  %2709 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2581, 127, !dbg !30
  %2710 = insertelement <2 x i32> poison, i32 %2582, i64 0, !dbg !30
  %2711 = insertelement <2 x i32> %2710, i32 %2586, i64 1, !dbg !30
  %2712 = bitcast <2 x i32> %2711 to <2 x float>, !dbg !30
  %2713 = fptrunc <2 x float> %2712 to <2 x bfloat>, !dbg !45
  %2714 = insertelement <2 x i32> poison, i32 %2583, i64 0, !dbg !30
  %2715 = insertelement <2 x i32> %2714, i32 %2587, i64 1, !dbg !30
  %2716 = bitcast <2 x i32> %2715 to <2 x float>, !dbg !30
  %2717 = fptrunc <2 x float> %2716 to <2 x bfloat>, !dbg !45
  %2718 = insertelement <2 x i32> poison, i32 %2584, i64 0, !dbg !30
  %2719 = insertelement <2 x i32> %2718, i32 %2588, i64 1, !dbg !30
  %2720 = bitcast <2 x i32> %2719 to <2 x float>, !dbg !30
  %2721 = fptrunc <2 x float> %2720 to <2 x bfloat>, !dbg !45
  %2722 = insertelement <2 x i32> poison, i32 %2585, i64 0, !dbg !30
  %2723 = insertelement <2 x i32> %2722, i32 %2589, i64 1, !dbg !30
  %2724 = bitcast <2 x i32> %2723 to <2 x float>, !dbg !30
  %2725 = fptrunc <2 x float> %2724 to <2 x bfloat>, !dbg !45
  %2726 = insertelement <2 x i32> poison, i32 %2590, i64 0, !dbg !30
  %2727 = insertelement <2 x i32> %2726, i32 %2594, i64 1, !dbg !30
  %2728 = bitcast <2 x i32> %2727 to <2 x float>, !dbg !30
  %2729 = fptrunc <2 x float> %2728 to <2 x bfloat>, !dbg !45
  %2730 = insertelement <2 x i32> poison, i32 %2591, i64 0, !dbg !30
  %2731 = insertelement <2 x i32> %2730, i32 %2595, i64 1, !dbg !30
  %2732 = bitcast <2 x i32> %2731 to <2 x float>, !dbg !30
  %2733 = fptrunc <2 x float> %2732 to <2 x bfloat>, !dbg !45
  %2734 = insertelement <2 x i32> poison, i32 %2592, i64 0, !dbg !30
  %2735 = insertelement <2 x i32> %2734, i32 %2596, i64 1, !dbg !30
  %2736 = bitcast <2 x i32> %2735 to <2 x float>, !dbg !30
  %2737 = fptrunc <2 x float> %2736 to <2 x bfloat>, !dbg !45
  %2738 = insertelement <2 x i32> poison, i32 %2593, i64 0, !dbg !30
  %2739 = insertelement <2 x i32> %2738, i32 %2597, i64 1, !dbg !30
  %2740 = bitcast <2 x i32> %2739 to <2 x float>, !dbg !30
  %2741 = fptrunc <2 x float> %2740 to <2 x bfloat>, !dbg !45
  %2742 = insertelement <2 x i32> poison, i32 %2598, i64 0, !dbg !30
  %2743 = insertelement <2 x i32> %2742, i32 %2602, i64 1, !dbg !30
  %2744 = bitcast <2 x i32> %2743 to <2 x float>, !dbg !30
  %2745 = fptrunc <2 x float> %2744 to <2 x bfloat>, !dbg !45
  %2746 = insertelement <2 x i32> poison, i32 %2599, i64 0, !dbg !30
  %2747 = insertelement <2 x i32> %2746, i32 %2603, i64 1, !dbg !30
  %2748 = bitcast <2 x i32> %2747 to <2 x float>, !dbg !30
  %2749 = fptrunc <2 x float> %2748 to <2 x bfloat>, !dbg !45
  %2750 = insertelement <2 x i32> poison, i32 %2600, i64 0, !dbg !30
  %2751 = insertelement <2 x i32> %2750, i32 %2604, i64 1, !dbg !30
  %2752 = bitcast <2 x i32> %2751 to <2 x float>, !dbg !30
  %2753 = fptrunc <2 x float> %2752 to <2 x bfloat>, !dbg !45
  %2754 = insertelement <2 x i32> poison, i32 %2601, i64 0, !dbg !30
  %2755 = insertelement <2 x i32> %2754, i32 %2605, i64 1, !dbg !30
  %2756 = bitcast <2 x i32> %2755 to <2 x float>, !dbg !30
  %2757 = fptrunc <2 x float> %2756 to <2 x bfloat>, !dbg !45
  %2758 = insertelement <2 x i32> poison, i32 %2606, i64 0, !dbg !30
  %2759 = insertelement <2 x i32> %2758, i32 %2610, i64 1, !dbg !30
  %2760 = bitcast <2 x i32> %2759 to <2 x float>, !dbg !30
  %2761 = fptrunc <2 x float> %2760 to <2 x bfloat>, !dbg !45
  %2762 = insertelement <2 x i32> poison, i32 %2607, i64 0, !dbg !30
  %2763 = insertelement <2 x i32> %2762, i32 %2611, i64 1, !dbg !30
  %2764 = bitcast <2 x i32> %2763 to <2 x float>, !dbg !30
  %2765 = fptrunc <2 x float> %2764 to <2 x bfloat>, !dbg !45
  %2766 = insertelement <2 x i32> poison, i32 %2608, i64 0, !dbg !30
  %2767 = insertelement <2 x i32> %2766, i32 %2612, i64 1, !dbg !30
  %2768 = bitcast <2 x i32> %2767 to <2 x float>, !dbg !30
  %2769 = fptrunc <2 x float> %2768 to <2 x bfloat>, !dbg !45
  %2770 = insertelement <2 x i32> poison, i32 %2609, i64 0, !dbg !30
  %2771 = insertelement <2 x i32> %2770, i32 %2613, i64 1, !dbg !30
  %2772 = bitcast <2 x i32> %2771 to <2 x float>, !dbg !30
  %2773 = fptrunc <2 x float> %2772 to <2 x bfloat>, !dbg !45
  %2774 = insertelement <2 x i32> poison, i32 %2614, i64 0, !dbg !30
  %2775 = insertelement <2 x i32> %2774, i32 %2618, i64 1, !dbg !30
  %2776 = bitcast <2 x i32> %2775 to <2 x float>, !dbg !30
  %2777 = fptrunc <2 x float> %2776 to <2 x bfloat>, !dbg !45
  %2778 = insertelement <2 x i32> poison, i32 %2615, i64 0, !dbg !30
  %2779 = insertelement <2 x i32> %2778, i32 %2619, i64 1, !dbg !30
  %2780 = bitcast <2 x i32> %2779 to <2 x float>, !dbg !30
  %2781 = fptrunc <2 x float> %2780 to <2 x bfloat>, !dbg !45
  %2782 = insertelement <2 x i32> poison, i32 %2616, i64 0, !dbg !30
  %2783 = insertelement <2 x i32> %2782, i32 %2620, i64 1, !dbg !30
  %2784 = bitcast <2 x i32> %2783 to <2 x float>, !dbg !30
  %2785 = fptrunc <2 x float> %2784 to <2 x bfloat>, !dbg !45
  %2786 = insertelement <2 x i32> poison, i32 %2617, i64 0, !dbg !30
  %2787 = insertelement <2 x i32> %2786, i32 %2621, i64 1, !dbg !30
  %2788 = bitcast <2 x i32> %2787 to <2 x float>, !dbg !30
  %2789 = fptrunc <2 x float> %2788 to <2 x bfloat>, !dbg !45
  %2790 = insertelement <2 x i32> poison, i32 %2622, i64 0, !dbg !30
  %2791 = insertelement <2 x i32> %2790, i32 %2626, i64 1, !dbg !30
  %2792 = bitcast <2 x i32> %2791 to <2 x float>, !dbg !30
  %2793 = fptrunc <2 x float> %2792 to <2 x bfloat>, !dbg !45
  %2794 = insertelement <2 x i32> poison, i32 %2623, i64 0, !dbg !30
  %2795 = insertelement <2 x i32> %2794, i32 %2627, i64 1, !dbg !30
  %2796 = bitcast <2 x i32> %2795 to <2 x float>, !dbg !30
  %2797 = fptrunc <2 x float> %2796 to <2 x bfloat>, !dbg !45
  %2798 = insertelement <2 x i32> poison, i32 %2624, i64 0, !dbg !30
  %2799 = insertelement <2 x i32> %2798, i32 %2628, i64 1, !dbg !30
  %2800 = bitcast <2 x i32> %2799 to <2 x float>, !dbg !30
  %2801 = fptrunc <2 x float> %2800 to <2 x bfloat>, !dbg !45
  %2802 = insertelement <2 x i32> poison, i32 %2625, i64 0, !dbg !30
  %2803 = insertelement <2 x i32> %2802, i32 %2629, i64 1, !dbg !30
  %2804 = bitcast <2 x i32> %2803 to <2 x float>, !dbg !30
  %2805 = fptrunc <2 x float> %2804 to <2 x bfloat>, !dbg !45
  %2806 = insertelement <2 x i32> poison, i32 %2630, i64 0, !dbg !30
  %2807 = insertelement <2 x i32> %2806, i32 %2634, i64 1, !dbg !30
  %2808 = bitcast <2 x i32> %2807 to <2 x float>, !dbg !30
  %2809 = fptrunc <2 x float> %2808 to <2 x bfloat>, !dbg !45
  %2810 = insertelement <2 x i32> poison, i32 %2631, i64 0, !dbg !30
  %2811 = insertelement <2 x i32> %2810, i32 %2635, i64 1, !dbg !30
  %2812 = bitcast <2 x i32> %2811 to <2 x float>, !dbg !30
  %2813 = fptrunc <2 x float> %2812 to <2 x bfloat>, !dbg !45
  %2814 = insertelement <2 x i32> poison, i32 %2632, i64 0, !dbg !30
  %2815 = insertelement <2 x i32> %2814, i32 %2636, i64 1, !dbg !30
  %2816 = bitcast <2 x i32> %2815 to <2 x float>, !dbg !30
  %2817 = fptrunc <2 x float> %2816 to <2 x bfloat>, !dbg !45
  %2818 = insertelement <2 x i32> poison, i32 %2633, i64 0, !dbg !30
  %2819 = insertelement <2 x i32> %2818, i32 %2637, i64 1, !dbg !30
  %2820 = bitcast <2 x i32> %2819 to <2 x float>, !dbg !30
  %2821 = fptrunc <2 x float> %2820 to <2 x bfloat>, !dbg !45
  %2822 = insertelement <2 x i32> poison, i32 %2638, i64 0, !dbg !30
  %2823 = insertelement <2 x i32> %2822, i32 %2642, i64 1, !dbg !30
  %2824 = bitcast <2 x i32> %2823 to <2 x float>, !dbg !30
  %2825 = fptrunc <2 x float> %2824 to <2 x bfloat>, !dbg !45
  %2826 = insertelement <2 x i32> poison, i32 %2639, i64 0, !dbg !30
  %2827 = insertelement <2 x i32> %2826, i32 %2643, i64 1, !dbg !30
  %2828 = bitcast <2 x i32> %2827 to <2 x float>, !dbg !30
  %2829 = fptrunc <2 x float> %2828 to <2 x bfloat>, !dbg !45
  %2830 = insertelement <2 x i32> poison, i32 %2640, i64 0, !dbg !30
  %2831 = insertelement <2 x i32> %2830, i32 %2644, i64 1, !dbg !30
  %2832 = bitcast <2 x i32> %2831 to <2 x float>, !dbg !30
  %2833 = fptrunc <2 x float> %2832 to <2 x bfloat>, !dbg !45
  %2834 = insertelement <2 x i32> poison, i32 %2641, i64 0, !dbg !30
  %2835 = insertelement <2 x i32> %2834, i32 %2645, i64 1, !dbg !30
  %2836 = bitcast <2 x i32> %2835 to <2 x float>, !dbg !30
  %2837 = fptrunc <2 x float> %2836 to <2 x bfloat>, !dbg !45
  %2838 = insertelement <2 x i32> poison, i32 %2646, i64 0, !dbg !30
  %2839 = insertelement <2 x i32> %2838, i32 %2650, i64 1, !dbg !30
  %2840 = bitcast <2 x i32> %2839 to <2 x float>, !dbg !30
  %2841 = fptrunc <2 x float> %2840 to <2 x bfloat>, !dbg !45
  %2842 = insertelement <2 x i32> poison, i32 %2647, i64 0, !dbg !30
  %2843 = insertelement <2 x i32> %2842, i32 %2651, i64 1, !dbg !30
  %2844 = bitcast <2 x i32> %2843 to <2 x float>, !dbg !30
  %2845 = fptrunc <2 x float> %2844 to <2 x bfloat>, !dbg !45
  %2846 = insertelement <2 x i32> poison, i32 %2648, i64 0, !dbg !30
  %2847 = insertelement <2 x i32> %2846, i32 %2652, i64 1, !dbg !30
  %2848 = bitcast <2 x i32> %2847 to <2 x float>, !dbg !30
  %2849 = fptrunc <2 x float> %2848 to <2 x bfloat>, !dbg !45
  %2850 = insertelement <2 x i32> poison, i32 %2649, i64 0, !dbg !30
  %2851 = insertelement <2 x i32> %2850, i32 %2653, i64 1, !dbg !30
  %2852 = bitcast <2 x i32> %2851 to <2 x float>, !dbg !30
  %2853 = fptrunc <2 x float> %2852 to <2 x bfloat>, !dbg !45
  %2854 = insertelement <2 x i32> poison, i32 %2654, i64 0, !dbg !30
  %2855 = insertelement <2 x i32> %2854, i32 %2658, i64 1, !dbg !30
  %2856 = bitcast <2 x i32> %2855 to <2 x float>, !dbg !30
  %2857 = fptrunc <2 x float> %2856 to <2 x bfloat>, !dbg !45
  %2858 = insertelement <2 x i32> poison, i32 %2655, i64 0, !dbg !30
  %2859 = insertelement <2 x i32> %2858, i32 %2659, i64 1, !dbg !30
  %2860 = bitcast <2 x i32> %2859 to <2 x float>, !dbg !30
  %2861 = fptrunc <2 x float> %2860 to <2 x bfloat>, !dbg !45
  %2862 = insertelement <2 x i32> poison, i32 %2656, i64 0, !dbg !30
  %2863 = insertelement <2 x i32> %2862, i32 %2660, i64 1, !dbg !30
  %2864 = bitcast <2 x i32> %2863 to <2 x float>, !dbg !30
  %2865 = fptrunc <2 x float> %2864 to <2 x bfloat>, !dbg !45
  %2866 = insertelement <2 x i32> poison, i32 %2657, i64 0, !dbg !30
  %2867 = insertelement <2 x i32> %2866, i32 %2661, i64 1, !dbg !30
  %2868 = bitcast <2 x i32> %2867 to <2 x float>, !dbg !30
  %2869 = fptrunc <2 x float> %2868 to <2 x bfloat>, !dbg !45
  %2870 = insertelement <2 x i32> poison, i32 %2662, i64 0, !dbg !30
  %2871 = insertelement <2 x i32> %2870, i32 %2666, i64 1, !dbg !30
  %2872 = bitcast <2 x i32> %2871 to <2 x float>, !dbg !30
  %2873 = fptrunc <2 x float> %2872 to <2 x bfloat>, !dbg !45
  %2874 = insertelement <2 x i32> poison, i32 %2663, i64 0, !dbg !30
  %2875 = insertelement <2 x i32> %2874, i32 %2667, i64 1, !dbg !30
  %2876 = bitcast <2 x i32> %2875 to <2 x float>, !dbg !30
  %2877 = fptrunc <2 x float> %2876 to <2 x bfloat>, !dbg !45
  %2878 = insertelement <2 x i32> poison, i32 %2664, i64 0, !dbg !30
  %2879 = insertelement <2 x i32> %2878, i32 %2668, i64 1, !dbg !30
  %2880 = bitcast <2 x i32> %2879 to <2 x float>, !dbg !30
  %2881 = fptrunc <2 x float> %2880 to <2 x bfloat>, !dbg !45
  %2882 = insertelement <2 x i32> poison, i32 %2665, i64 0, !dbg !30
  %2883 = insertelement <2 x i32> %2882, i32 %2669, i64 1, !dbg !30
  %2884 = bitcast <2 x i32> %2883 to <2 x float>, !dbg !30
  %2885 = fptrunc <2 x float> %2884 to <2 x bfloat>, !dbg !45
  %2886 = insertelement <2 x i32> poison, i32 %2670, i64 0, !dbg !30
  %2887 = insertelement <2 x i32> %2886, i32 %2674, i64 1, !dbg !30
  %2888 = bitcast <2 x i32> %2887 to <2 x float>, !dbg !30
  %2889 = fptrunc <2 x float> %2888 to <2 x bfloat>, !dbg !45
  %2890 = insertelement <2 x i32> poison, i32 %2671, i64 0, !dbg !30
  %2891 = insertelement <2 x i32> %2890, i32 %2675, i64 1, !dbg !30
  %2892 = bitcast <2 x i32> %2891 to <2 x float>, !dbg !30
  %2893 = fptrunc <2 x float> %2892 to <2 x bfloat>, !dbg !45
  %2894 = insertelement <2 x i32> poison, i32 %2672, i64 0, !dbg !30
  %2895 = insertelement <2 x i32> %2894, i32 %2676, i64 1, !dbg !30
  %2896 = bitcast <2 x i32> %2895 to <2 x float>, !dbg !30
  %2897 = fptrunc <2 x float> %2896 to <2 x bfloat>, !dbg !45
  %2898 = insertelement <2 x i32> poison, i32 %2673, i64 0, !dbg !30
  %2899 = insertelement <2 x i32> %2898, i32 %2677, i64 1, !dbg !30
  %2900 = bitcast <2 x i32> %2899 to <2 x float>, !dbg !30
  %2901 = fptrunc <2 x float> %2900 to <2 x bfloat>, !dbg !45
  %2902 = insertelement <2 x i32> poison, i32 %2678, i64 0, !dbg !30
  %2903 = insertelement <2 x i32> %2902, i32 %2682, i64 1, !dbg !30
  %2904 = bitcast <2 x i32> %2903 to <2 x float>, !dbg !30
  %2905 = fptrunc <2 x float> %2904 to <2 x bfloat>, !dbg !45
  %2906 = insertelement <2 x i32> poison, i32 %2679, i64 0, !dbg !30
  %2907 = insertelement <2 x i32> %2906, i32 %2683, i64 1, !dbg !30
  %2908 = bitcast <2 x i32> %2907 to <2 x float>, !dbg !30
  %2909 = fptrunc <2 x float> %2908 to <2 x bfloat>, !dbg !45
  %2910 = insertelement <2 x i32> poison, i32 %2680, i64 0, !dbg !30
  %2911 = insertelement <2 x i32> %2910, i32 %2684, i64 1, !dbg !30
  %2912 = bitcast <2 x i32> %2911 to <2 x float>, !dbg !30
  %2913 = fptrunc <2 x float> %2912 to <2 x bfloat>, !dbg !45
  %2914 = insertelement <2 x i32> poison, i32 %2681, i64 0, !dbg !30
  %2915 = insertelement <2 x i32> %2914, i32 %2685, i64 1, !dbg !30
  %2916 = bitcast <2 x i32> %2915 to <2 x float>, !dbg !30
  %2917 = fptrunc <2 x float> %2916 to <2 x bfloat>, !dbg !45
  %2918 = insertelement <2 x i32> poison, i32 %2686, i64 0, !dbg !30
  %2919 = insertelement <2 x i32> %2918, i32 %2690, i64 1, !dbg !30
  %2920 = bitcast <2 x i32> %2919 to <2 x float>, !dbg !30
  %2921 = fptrunc <2 x float> %2920 to <2 x bfloat>, !dbg !45
  %2922 = insertelement <2 x i32> poison, i32 %2687, i64 0, !dbg !30
  %2923 = insertelement <2 x i32> %2922, i32 %2691, i64 1, !dbg !30
  %2924 = bitcast <2 x i32> %2923 to <2 x float>, !dbg !30
  %2925 = fptrunc <2 x float> %2924 to <2 x bfloat>, !dbg !45
  %2926 = insertelement <2 x i32> poison, i32 %2688, i64 0, !dbg !30
  %2927 = insertelement <2 x i32> %2926, i32 %2692, i64 1, !dbg !30
  %2928 = bitcast <2 x i32> %2927 to <2 x float>, !dbg !30
  %2929 = fptrunc <2 x float> %2928 to <2 x bfloat>, !dbg !45
  %2930 = insertelement <2 x i32> poison, i32 %2689, i64 0, !dbg !30
  %2931 = insertelement <2 x i32> %2930, i32 %2693, i64 1, !dbg !30
  %2932 = bitcast <2 x i32> %2931 to <2 x float>, !dbg !30
  %2933 = fptrunc <2 x float> %2932 to <2 x bfloat>, !dbg !45
  %2934 = insertelement <2 x i32> poison, i32 %2694, i64 0, !dbg !30
  %2935 = insertelement <2 x i32> %2934, i32 %2698, i64 1, !dbg !30
  %2936 = bitcast <2 x i32> %2935 to <2 x float>, !dbg !30
  %2937 = fptrunc <2 x float> %2936 to <2 x bfloat>, !dbg !45
  %2938 = insertelement <2 x i32> poison, i32 %2695, i64 0, !dbg !30
  %2939 = insertelement <2 x i32> %2938, i32 %2699, i64 1, !dbg !30
  %2940 = bitcast <2 x i32> %2939 to <2 x float>, !dbg !30
  %2941 = fptrunc <2 x float> %2940 to <2 x bfloat>, !dbg !45
  %2942 = insertelement <2 x i32> poison, i32 %2696, i64 0, !dbg !30
  %2943 = insertelement <2 x i32> %2942, i32 %2700, i64 1, !dbg !30
  %2944 = bitcast <2 x i32> %2943 to <2 x float>, !dbg !30
  %2945 = fptrunc <2 x float> %2944 to <2 x bfloat>, !dbg !45
  %2946 = insertelement <2 x i32> poison, i32 %2697, i64 0, !dbg !30
  %2947 = insertelement <2 x i32> %2946, i32 %2701, i64 1, !dbg !30
  %2948 = bitcast <2 x i32> %2947 to <2 x float>, !dbg !30
  %2949 = fptrunc <2 x float> %2948 to <2 x bfloat>, !dbg !45
  %2950 = insertelement <2 x i32> poison, i32 %2702, i64 0, !dbg !30
  %2951 = insertelement <2 x i32> %2950, i32 %2706, i64 1, !dbg !30
  %2952 = bitcast <2 x i32> %2951 to <2 x float>, !dbg !30
  %2953 = fptrunc <2 x float> %2952 to <2 x bfloat>, !dbg !45
  %2954 = insertelement <2 x i32> poison, i32 %2703, i64 0, !dbg !30
  %2955 = insertelement <2 x i32> %2954, i32 %2707, i64 1, !dbg !30
  %2956 = bitcast <2 x i32> %2955 to <2 x float>, !dbg !30
  %2957 = fptrunc <2 x float> %2956 to <2 x bfloat>, !dbg !45
  %2958 = insertelement <2 x i32> poison, i32 %2704, i64 0, !dbg !30
  %2959 = insertelement <2 x i32> %2958, i32 %2708, i64 1, !dbg !30
  %2960 = bitcast <2 x i32> %2959 to <2 x float>, !dbg !30
  %2961 = fptrunc <2 x float> %2960 to <2 x bfloat>, !dbg !45
  %2962 = insertelement <2 x i32> poison, i32 %2705, i64 0, !dbg !30
  %2963 = insertelement <2 x i32> %2962, i32 %2709, i64 1, !dbg !30
  %2964 = bitcast <2 x i32> %2963 to <2 x float>, !dbg !30
  %2965 = fptrunc <2 x float> %2964 to <2 x bfloat>, !dbg !45
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !46
  %2966 = shl nuw nsw i32 %15, 12, !dbg !46
  %2967 = and i32 %2966, 24576, !dbg !46
  %2968 = shl nuw nsw i32 %1672, 4, !dbg !46
  %2969 = or disjoint i32 %2968, %2967, !dbg !46
  %2970 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2969, !dbg !46
  %2971 = bitcast <2 x bfloat> %2713 to i32, !dbg !46
  %2972 = bitcast <2 x bfloat> %2729 to i32, !dbg !46
  %2973 = bitcast <2 x bfloat> %2745 to i32, !dbg !46
  %2974 = bitcast <2 x bfloat> %2761 to i32, !dbg !46
  %2975 = insertelement <4 x i32> poison, i32 %2971, i64 0, !dbg !46
  %2976 = insertelement <4 x i32> %2975, i32 %2972, i64 1, !dbg !46
  %2977 = insertelement <4 x i32> %2976, i32 %2973, i64 2, !dbg !46
  %2978 = insertelement <4 x i32> %2977, i32 %2974, i64 3, !dbg !46
  store <4 x i32> %2978, ptr addrspace(3) %2970, align 16, !dbg !46
  %2979 = getelementptr inbounds nuw i8, ptr addrspace(3) %2970, i32 2048, !dbg !46
  %2980 = bitcast <2 x bfloat> %2777 to i32, !dbg !46
  %2981 = bitcast <2 x bfloat> %2793 to i32, !dbg !46
  %2982 = bitcast <2 x bfloat> %2809 to i32, !dbg !46
  %2983 = bitcast <2 x bfloat> %2825 to i32, !dbg !46
  %2984 = insertelement <4 x i32> poison, i32 %2980, i64 0, !dbg !46
  %2985 = insertelement <4 x i32> %2984, i32 %2981, i64 1, !dbg !46
  %2986 = insertelement <4 x i32> %2985, i32 %2982, i64 2, !dbg !46
  %2987 = insertelement <4 x i32> %2986, i32 %2983, i64 3, !dbg !46
  store <4 x i32> %2987, ptr addrspace(3) %2979, align 16, !dbg !46
  %2988 = getelementptr inbounds nuw i8, ptr addrspace(3) %2970, i32 4096, !dbg !46
  %2989 = bitcast <2 x bfloat> %2841 to i32, !dbg !46
  %2990 = bitcast <2 x bfloat> %2857 to i32, !dbg !46
  %2991 = bitcast <2 x bfloat> %2873 to i32, !dbg !46
  %2992 = bitcast <2 x bfloat> %2889 to i32, !dbg !46
  %2993 = insertelement <4 x i32> poison, i32 %2989, i64 0, !dbg !46
  %2994 = insertelement <4 x i32> %2993, i32 %2990, i64 1, !dbg !46
  %2995 = insertelement <4 x i32> %2994, i32 %2991, i64 2, !dbg !46
  %2996 = insertelement <4 x i32> %2995, i32 %2992, i64 3, !dbg !46
  store <4 x i32> %2996, ptr addrspace(3) %2988, align 16, !dbg !46
  %2997 = getelementptr inbounds nuw i8, ptr addrspace(3) %2970, i32 6144, !dbg !46
  %2998 = bitcast <2 x bfloat> %2905 to i32, !dbg !46
  %2999 = bitcast <2 x bfloat> %2921 to i32, !dbg !46
  %3000 = bitcast <2 x bfloat> %2937 to i32, !dbg !46
  %3001 = bitcast <2 x bfloat> %2953 to i32, !dbg !46
  %3002 = insertelement <4 x i32> poison, i32 %2998, i64 0, !dbg !46
  %3003 = insertelement <4 x i32> %3002, i32 %2999, i64 1, !dbg !46
  %3004 = insertelement <4 x i32> %3003, i32 %3000, i64 2, !dbg !46
  %3005 = insertelement <4 x i32> %3004, i32 %3001, i64 3, !dbg !46
  store <4 x i32> %3005, ptr addrspace(3) %2997, align 16, !dbg !46
  %3006 = xor i32 %2969, 32, !dbg !46
  %3007 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3006, !dbg !46
  %3008 = bitcast <2 x bfloat> %2717 to i32, !dbg !46
  %3009 = bitcast <2 x bfloat> %2733 to i32, !dbg !46
  %3010 = bitcast <2 x bfloat> %2749 to i32, !dbg !46
  %3011 = bitcast <2 x bfloat> %2765 to i32, !dbg !46
  %3012 = insertelement <4 x i32> poison, i32 %3008, i64 0, !dbg !46
  %3013 = insertelement <4 x i32> %3012, i32 %3009, i64 1, !dbg !46
  %3014 = insertelement <4 x i32> %3013, i32 %3010, i64 2, !dbg !46
  %3015 = insertelement <4 x i32> %3014, i32 %3011, i64 3, !dbg !46
  store <4 x i32> %3015, ptr addrspace(3) %3007, align 16, !dbg !46
  %3016 = getelementptr inbounds nuw i8, ptr addrspace(3) %3007, i32 2048, !dbg !46
  %3017 = bitcast <2 x bfloat> %2781 to i32, !dbg !46
  %3018 = bitcast <2 x bfloat> %2797 to i32, !dbg !46
  %3019 = bitcast <2 x bfloat> %2813 to i32, !dbg !46
  %3020 = bitcast <2 x bfloat> %2829 to i32, !dbg !46
  %3021 = insertelement <4 x i32> poison, i32 %3017, i64 0, !dbg !46
  %3022 = insertelement <4 x i32> %3021, i32 %3018, i64 1, !dbg !46
  %3023 = insertelement <4 x i32> %3022, i32 %3019, i64 2, !dbg !46
  %3024 = insertelement <4 x i32> %3023, i32 %3020, i64 3, !dbg !46
  store <4 x i32> %3024, ptr addrspace(3) %3016, align 16, !dbg !46
  %3025 = getelementptr inbounds nuw i8, ptr addrspace(3) %3007, i32 4096, !dbg !46
  %3026 = bitcast <2 x bfloat> %2845 to i32, !dbg !46
  %3027 = bitcast <2 x bfloat> %2861 to i32, !dbg !46
  %3028 = bitcast <2 x bfloat> %2877 to i32, !dbg !46
  %3029 = bitcast <2 x bfloat> %2893 to i32, !dbg !46
  %3030 = insertelement <4 x i32> poison, i32 %3026, i64 0, !dbg !46
  %3031 = insertelement <4 x i32> %3030, i32 %3027, i64 1, !dbg !46
  %3032 = insertelement <4 x i32> %3031, i32 %3028, i64 2, !dbg !46
  %3033 = insertelement <4 x i32> %3032, i32 %3029, i64 3, !dbg !46
  store <4 x i32> %3033, ptr addrspace(3) %3025, align 16, !dbg !46
  %3034 = getelementptr inbounds nuw i8, ptr addrspace(3) %3007, i32 6144, !dbg !46
  %3035 = bitcast <2 x bfloat> %2909 to i32, !dbg !46
  %3036 = bitcast <2 x bfloat> %2925 to i32, !dbg !46
  %3037 = bitcast <2 x bfloat> %2941 to i32, !dbg !46
  %3038 = bitcast <2 x bfloat> %2957 to i32, !dbg !46
  %3039 = insertelement <4 x i32> poison, i32 %3035, i64 0, !dbg !46
  %3040 = insertelement <4 x i32> %3039, i32 %3036, i64 1, !dbg !46
  %3041 = insertelement <4 x i32> %3040, i32 %3037, i64 2, !dbg !46
  %3042 = insertelement <4 x i32> %3041, i32 %3038, i64 3, !dbg !46
  store <4 x i32> %3042, ptr addrspace(3) %3034, align 16, !dbg !46
  %3043 = xor i32 %2969, 64, !dbg !46
  %3044 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3043, !dbg !46
  %3045 = bitcast <2 x bfloat> %2721 to i32, !dbg !46
  %3046 = bitcast <2 x bfloat> %2737 to i32, !dbg !46
  %3047 = bitcast <2 x bfloat> %2753 to i32, !dbg !46
  %3048 = bitcast <2 x bfloat> %2769 to i32, !dbg !46
  %3049 = insertelement <4 x i32> poison, i32 %3045, i64 0, !dbg !46
  %3050 = insertelement <4 x i32> %3049, i32 %3046, i64 1, !dbg !46
  %3051 = insertelement <4 x i32> %3050, i32 %3047, i64 2, !dbg !46
  %3052 = insertelement <4 x i32> %3051, i32 %3048, i64 3, !dbg !46
  store <4 x i32> %3052, ptr addrspace(3) %3044, align 16, !dbg !46
  %3053 = getelementptr inbounds nuw i8, ptr addrspace(3) %3044, i32 2048, !dbg !46
  %3054 = bitcast <2 x bfloat> %2785 to i32, !dbg !46
  %3055 = bitcast <2 x bfloat> %2801 to i32, !dbg !46
  %3056 = bitcast <2 x bfloat> %2817 to i32, !dbg !46
  %3057 = bitcast <2 x bfloat> %2833 to i32, !dbg !46
  %3058 = insertelement <4 x i32> poison, i32 %3054, i64 0, !dbg !46
  %3059 = insertelement <4 x i32> %3058, i32 %3055, i64 1, !dbg !46
  %3060 = insertelement <4 x i32> %3059, i32 %3056, i64 2, !dbg !46
  %3061 = insertelement <4 x i32> %3060, i32 %3057, i64 3, !dbg !46
  store <4 x i32> %3061, ptr addrspace(3) %3053, align 16, !dbg !46
  %3062 = getelementptr inbounds nuw i8, ptr addrspace(3) %3044, i32 4096, !dbg !46
  %3063 = bitcast <2 x bfloat> %2849 to i32, !dbg !46
  %3064 = bitcast <2 x bfloat> %2865 to i32, !dbg !46
  %3065 = bitcast <2 x bfloat> %2881 to i32, !dbg !46
  %3066 = bitcast <2 x bfloat> %2897 to i32, !dbg !46
  %3067 = insertelement <4 x i32> poison, i32 %3063, i64 0, !dbg !46
  %3068 = insertelement <4 x i32> %3067, i32 %3064, i64 1, !dbg !46
  %3069 = insertelement <4 x i32> %3068, i32 %3065, i64 2, !dbg !46
  %3070 = insertelement <4 x i32> %3069, i32 %3066, i64 3, !dbg !46
  store <4 x i32> %3070, ptr addrspace(3) %3062, align 16, !dbg !46
  %3071 = getelementptr inbounds nuw i8, ptr addrspace(3) %3044, i32 6144, !dbg !46
  %3072 = bitcast <2 x bfloat> %2913 to i32, !dbg !46
  %3073 = bitcast <2 x bfloat> %2929 to i32, !dbg !46
  %3074 = bitcast <2 x bfloat> %2945 to i32, !dbg !46
  %3075 = bitcast <2 x bfloat> %2961 to i32, !dbg !46
  %3076 = insertelement <4 x i32> poison, i32 %3072, i64 0, !dbg !46
  %3077 = insertelement <4 x i32> %3076, i32 %3073, i64 1, !dbg !46
  %3078 = insertelement <4 x i32> %3077, i32 %3074, i64 2, !dbg !46
  %3079 = insertelement <4 x i32> %3078, i32 %3075, i64 3, !dbg !46
  store <4 x i32> %3079, ptr addrspace(3) %3071, align 16, !dbg !46
  %3080 = xor i32 %2969, 96, !dbg !46
  %3081 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3080, !dbg !46
  %3082 = bitcast <2 x bfloat> %2725 to i32, !dbg !46
  %3083 = bitcast <2 x bfloat> %2741 to i32, !dbg !46
  %3084 = bitcast <2 x bfloat> %2757 to i32, !dbg !46
  %3085 = bitcast <2 x bfloat> %2773 to i32, !dbg !46
  %3086 = insertelement <4 x i32> poison, i32 %3082, i64 0, !dbg !46
  %3087 = insertelement <4 x i32> %3086, i32 %3083, i64 1, !dbg !46
  %3088 = insertelement <4 x i32> %3087, i32 %3084, i64 2, !dbg !46
  %3089 = insertelement <4 x i32> %3088, i32 %3085, i64 3, !dbg !46
  store <4 x i32> %3089, ptr addrspace(3) %3081, align 16, !dbg !46
  %3090 = getelementptr inbounds nuw i8, ptr addrspace(3) %3081, i32 2048, !dbg !46
  %3091 = bitcast <2 x bfloat> %2789 to i32, !dbg !46
  %3092 = bitcast <2 x bfloat> %2805 to i32, !dbg !46
  %3093 = bitcast <2 x bfloat> %2821 to i32, !dbg !46
  %3094 = bitcast <2 x bfloat> %2837 to i32, !dbg !46
  %3095 = insertelement <4 x i32> poison, i32 %3091, i64 0, !dbg !46
  %3096 = insertelement <4 x i32> %3095, i32 %3092, i64 1, !dbg !46
  %3097 = insertelement <4 x i32> %3096, i32 %3093, i64 2, !dbg !46
  %3098 = insertelement <4 x i32> %3097, i32 %3094, i64 3, !dbg !46
  store <4 x i32> %3098, ptr addrspace(3) %3090, align 16, !dbg !46
  %3099 = getelementptr inbounds nuw i8, ptr addrspace(3) %3081, i32 4096, !dbg !46
  %3100 = bitcast <2 x bfloat> %2853 to i32, !dbg !46
  %3101 = bitcast <2 x bfloat> %2869 to i32, !dbg !46
  %3102 = bitcast <2 x bfloat> %2885 to i32, !dbg !46
  %3103 = bitcast <2 x bfloat> %2901 to i32, !dbg !46
  %3104 = insertelement <4 x i32> poison, i32 %3100, i64 0, !dbg !46
  %3105 = insertelement <4 x i32> %3104, i32 %3101, i64 1, !dbg !46
  %3106 = insertelement <4 x i32> %3105, i32 %3102, i64 2, !dbg !46
  %3107 = insertelement <4 x i32> %3106, i32 %3103, i64 3, !dbg !46
  store <4 x i32> %3107, ptr addrspace(3) %3099, align 16, !dbg !46
  %3108 = getelementptr inbounds nuw i8, ptr addrspace(3) %3081, i32 6144, !dbg !46
  %3109 = bitcast <2 x bfloat> %2917 to i32, !dbg !46
  %3110 = bitcast <2 x bfloat> %2933 to i32, !dbg !46
  %3111 = bitcast <2 x bfloat> %2949 to i32, !dbg !46
  %3112 = bitcast <2 x bfloat> %2965 to i32, !dbg !46
  %3113 = insertelement <4 x i32> poison, i32 %3109, i64 0, !dbg !46
  %3114 = insertelement <4 x i32> %3113, i32 %3110, i64 1, !dbg !46
  %3115 = insertelement <4 x i32> %3114, i32 %3111, i64 2, !dbg !46
  %3116 = insertelement <4 x i32> %3115, i32 %3112, i64 3, !dbg !46
  store <4 x i32> %3116, ptr addrspace(3) %3108, align 16, !dbg !46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !46
  %3117 = and i32 %15, 24, !dbg !46
  %3118 = shl nuw nsw i32 %3117, 10, !dbg !46
  %3119 = shl nuw nsw i32 %15, 6, !dbg !46
  %3120 = and i32 %3119, 6144, !dbg !46
  %3121 = shl nuw nsw i32 %15, 4, !dbg !46
  %3122 = and i32 %3121, 112, !dbg !46
  %3123 = shl nuw nsw i32 %3117, 2, !dbg !46
  %3124 = xor i32 %3122, %3123, !dbg !46
  %3125 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3118, !dbg !46
  %3126 = getelementptr inbounds nuw i8, ptr addrspace(3) %3125, i32 %3120, !dbg !46
  %3127 = getelementptr inbounds nuw i8, ptr addrspace(3) %3126, i32 %3124, !dbg !46
  %3128 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %3127), !dbg !46
  %3129 = extractvalue { i32, i32, i32, i32 } %3128, 0, !dbg !46
  %3130 = extractvalue { i32, i32, i32, i32 } %3128, 1, !dbg !46
  %3131 = extractvalue { i32, i32, i32, i32 } %3128, 2, !dbg !46
  %3132 = extractvalue { i32, i32, i32, i32 } %3128, 3, !dbg !46
  %extelt.offset = lshr i32 %3129, 16, !dbg !46
  %3133 = trunc nuw i32 %extelt.offset to i16, !dbg !46
  %extelt.offset257 = lshr i32 %3130, 16, !dbg !46
  %3134 = trunc nuw i32 %extelt.offset257 to i16, !dbg !46
  %extelt.offset259 = lshr i32 %3131, 16, !dbg !46
  %3135 = trunc nuw i32 %extelt.offset259 to i16, !dbg !46
  %extelt.offset261 = lshr i32 %3132, 16, !dbg !46
  %3136 = trunc nuw i32 %extelt.offset261 to i16, !dbg !46
  %3137 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 128, !dbg !46
  %3138 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3137), !dbg !46
  %3139 = extractvalue { i32, i32, i32, i32 } %3138, 0, !dbg !46
  %3140 = extractvalue { i32, i32, i32, i32 } %3138, 1, !dbg !46
  %3141 = extractvalue { i32, i32, i32, i32 } %3138, 2, !dbg !46
  %3142 = extractvalue { i32, i32, i32, i32 } %3138, 3, !dbg !46
  %extelt.offset263 = lshr i32 %3139, 16, !dbg !46
  %3143 = trunc nuw i32 %extelt.offset263 to i16, !dbg !46
  %extelt.offset265 = lshr i32 %3140, 16, !dbg !46
  %3144 = trunc nuw i32 %extelt.offset265 to i16, !dbg !46
  %extelt.offset267 = lshr i32 %3141, 16, !dbg !46
  %3145 = trunc nuw i32 %extelt.offset267 to i16, !dbg !46
  %extelt.offset269 = lshr i32 %3142, 16, !dbg !46
  %3146 = trunc nuw i32 %extelt.offset269 to i16, !dbg !46
  %3147 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 256, !dbg !46
  %3148 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3147), !dbg !46
  %3149 = extractvalue { i32, i32, i32, i32 } %3148, 0, !dbg !46
  %3150 = extractvalue { i32, i32, i32, i32 } %3148, 1, !dbg !46
  %3151 = extractvalue { i32, i32, i32, i32 } %3148, 2, !dbg !46
  %3152 = extractvalue { i32, i32, i32, i32 } %3148, 3, !dbg !46
  %extelt.offset271 = lshr i32 %3149, 16, !dbg !46
  %3153 = trunc nuw i32 %extelt.offset271 to i16, !dbg !46
  %extelt.offset273 = lshr i32 %3150, 16, !dbg !46
  %3154 = trunc nuw i32 %extelt.offset273 to i16, !dbg !46
  %extelt.offset275 = lshr i32 %3151, 16, !dbg !46
  %3155 = trunc nuw i32 %extelt.offset275 to i16, !dbg !46
  %extelt.offset277 = lshr i32 %3152, 16, !dbg !46
  %3156 = trunc nuw i32 %extelt.offset277 to i16, !dbg !46
  %3157 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 384, !dbg !46
  %3158 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3157), !dbg !46
  %3159 = extractvalue { i32, i32, i32, i32 } %3158, 0, !dbg !46
  %3160 = extractvalue { i32, i32, i32, i32 } %3158, 1, !dbg !46
  %3161 = extractvalue { i32, i32, i32, i32 } %3158, 2, !dbg !46
  %3162 = extractvalue { i32, i32, i32, i32 } %3158, 3, !dbg !46
  %extelt.offset279 = lshr i32 %3159, 16, !dbg !46
  %3163 = trunc nuw i32 %extelt.offset279 to i16, !dbg !46
  %extelt.offset281 = lshr i32 %3160, 16, !dbg !46
  %3164 = trunc nuw i32 %extelt.offset281 to i16, !dbg !46
  %extelt.offset283 = lshr i32 %3161, 16, !dbg !46
  %3165 = trunc nuw i32 %extelt.offset283 to i16, !dbg !46
  %extelt.offset285 = lshr i32 %3162, 16, !dbg !46
  %3166 = trunc nuw i32 %extelt.offset285 to i16, !dbg !46
  %3167 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 512, !dbg !46
  %3168 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3167), !dbg !46
  %3169 = extractvalue { i32, i32, i32, i32 } %3168, 0, !dbg !46
  %3170 = extractvalue { i32, i32, i32, i32 } %3168, 1, !dbg !46
  %3171 = extractvalue { i32, i32, i32, i32 } %3168, 2, !dbg !46
  %3172 = extractvalue { i32, i32, i32, i32 } %3168, 3, !dbg !46
  %extelt.offset287 = lshr i32 %3169, 16, !dbg !46
  %3173 = trunc nuw i32 %extelt.offset287 to i16, !dbg !46
  %extelt.offset289 = lshr i32 %3170, 16, !dbg !46
  %3174 = trunc nuw i32 %extelt.offset289 to i16, !dbg !46
  %extelt.offset291 = lshr i32 %3171, 16, !dbg !46
  %3175 = trunc nuw i32 %extelt.offset291 to i16, !dbg !46
  %extelt.offset293 = lshr i32 %3172, 16, !dbg !46
  %3176 = trunc nuw i32 %extelt.offset293 to i16, !dbg !46
  %3177 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 640, !dbg !46
  %3178 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3177), !dbg !46
  %3179 = extractvalue { i32, i32, i32, i32 } %3178, 0, !dbg !46
  %3180 = extractvalue { i32, i32, i32, i32 } %3178, 1, !dbg !46
  %3181 = extractvalue { i32, i32, i32, i32 } %3178, 2, !dbg !46
  %3182 = extractvalue { i32, i32, i32, i32 } %3178, 3, !dbg !46
  %extelt.offset295 = lshr i32 %3179, 16, !dbg !46
  %3183 = trunc nuw i32 %extelt.offset295 to i16, !dbg !46
  %extelt.offset297 = lshr i32 %3180, 16, !dbg !46
  %3184 = trunc nuw i32 %extelt.offset297 to i16, !dbg !46
  %extelt.offset299 = lshr i32 %3181, 16, !dbg !46
  %3185 = trunc nuw i32 %extelt.offset299 to i16, !dbg !46
  %extelt.offset301 = lshr i32 %3182, 16, !dbg !46
  %3186 = trunc nuw i32 %extelt.offset301 to i16, !dbg !46
  %3187 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 768, !dbg !46
  %3188 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3187), !dbg !46
  %3189 = extractvalue { i32, i32, i32, i32 } %3188, 0, !dbg !46
  %3190 = extractvalue { i32, i32, i32, i32 } %3188, 1, !dbg !46
  %3191 = extractvalue { i32, i32, i32, i32 } %3188, 2, !dbg !46
  %3192 = extractvalue { i32, i32, i32, i32 } %3188, 3, !dbg !46
  %extelt.offset303 = lshr i32 %3189, 16, !dbg !46
  %3193 = trunc nuw i32 %extelt.offset303 to i16, !dbg !46
  %extelt.offset305 = lshr i32 %3190, 16, !dbg !46
  %3194 = trunc nuw i32 %extelt.offset305 to i16, !dbg !46
  %extelt.offset307 = lshr i32 %3191, 16, !dbg !46
  %3195 = trunc nuw i32 %extelt.offset307 to i16, !dbg !46
  %extelt.offset309 = lshr i32 %3192, 16, !dbg !46
  %3196 = trunc nuw i32 %extelt.offset309 to i16, !dbg !46
  %3197 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 896, !dbg !46
  %3198 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3197), !dbg !46
  %3199 = extractvalue { i32, i32, i32, i32 } %3198, 0, !dbg !46
  %3200 = extractvalue { i32, i32, i32, i32 } %3198, 1, !dbg !46
  %3201 = extractvalue { i32, i32, i32, i32 } %3198, 2, !dbg !46
  %3202 = extractvalue { i32, i32, i32, i32 } %3198, 3, !dbg !46
  %extelt.offset311 = lshr i32 %3199, 16, !dbg !46
  %3203 = trunc nuw i32 %extelt.offset311 to i16, !dbg !46
  %extelt.offset313 = lshr i32 %3200, 16, !dbg !46
  %3204 = trunc nuw i32 %extelt.offset313 to i16, !dbg !46
  %extelt.offset315 = lshr i32 %3201, 16, !dbg !46
  %3205 = trunc nuw i32 %extelt.offset315 to i16, !dbg !46
  %extelt.offset317 = lshr i32 %3202, 16, !dbg !46
  %3206 = trunc nuw i32 %extelt.offset317 to i16, !dbg !46
  %3207 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 1024, !dbg !46
  %3208 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3207), !dbg !46
  %3209 = extractvalue { i32, i32, i32, i32 } %3208, 0, !dbg !46
  %3210 = extractvalue { i32, i32, i32, i32 } %3208, 1, !dbg !46
  %3211 = extractvalue { i32, i32, i32, i32 } %3208, 2, !dbg !46
  %3212 = extractvalue { i32, i32, i32, i32 } %3208, 3, !dbg !46
  %extelt.offset319 = lshr i32 %3209, 16, !dbg !46
  %3213 = trunc nuw i32 %extelt.offset319 to i16, !dbg !46
  %extelt.offset321 = lshr i32 %3210, 16, !dbg !46
  %3214 = trunc nuw i32 %extelt.offset321 to i16, !dbg !46
  %extelt.offset323 = lshr i32 %3211, 16, !dbg !46
  %3215 = trunc nuw i32 %extelt.offset323 to i16, !dbg !46
  %extelt.offset325 = lshr i32 %3212, 16, !dbg !46
  %3216 = trunc nuw i32 %extelt.offset325 to i16, !dbg !46
  %3217 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 1152, !dbg !46
  %3218 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3217), !dbg !46
  %3219 = extractvalue { i32, i32, i32, i32 } %3218, 0, !dbg !46
  %3220 = extractvalue { i32, i32, i32, i32 } %3218, 1, !dbg !46
  %3221 = extractvalue { i32, i32, i32, i32 } %3218, 2, !dbg !46
  %3222 = extractvalue { i32, i32, i32, i32 } %3218, 3, !dbg !46
  %extelt.offset327 = lshr i32 %3219, 16, !dbg !46
  %3223 = trunc nuw i32 %extelt.offset327 to i16, !dbg !46
  %extelt.offset329 = lshr i32 %3220, 16, !dbg !46
  %3224 = trunc nuw i32 %extelt.offset329 to i16, !dbg !46
  %extelt.offset331 = lshr i32 %3221, 16, !dbg !46
  %3225 = trunc nuw i32 %extelt.offset331 to i16, !dbg !46
  %extelt.offset333 = lshr i32 %3222, 16, !dbg !46
  %3226 = trunc nuw i32 %extelt.offset333 to i16, !dbg !46
  %3227 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 1280, !dbg !46
  %3228 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3227), !dbg !46
  %3229 = extractvalue { i32, i32, i32, i32 } %3228, 0, !dbg !46
  %3230 = extractvalue { i32, i32, i32, i32 } %3228, 1, !dbg !46
  %3231 = extractvalue { i32, i32, i32, i32 } %3228, 2, !dbg !46
  %3232 = extractvalue { i32, i32, i32, i32 } %3228, 3, !dbg !46
  %extelt.offset335 = lshr i32 %3229, 16, !dbg !46
  %3233 = trunc nuw i32 %extelt.offset335 to i16, !dbg !46
  %extelt.offset337 = lshr i32 %3230, 16, !dbg !46
  %3234 = trunc nuw i32 %extelt.offset337 to i16, !dbg !46
  %extelt.offset339 = lshr i32 %3231, 16, !dbg !46
  %3235 = trunc nuw i32 %extelt.offset339 to i16, !dbg !46
  %extelt.offset341 = lshr i32 %3232, 16, !dbg !46
  %3236 = trunc nuw i32 %extelt.offset341 to i16, !dbg !46
  %3237 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 1408, !dbg !46
  %3238 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3237), !dbg !46
  %3239 = extractvalue { i32, i32, i32, i32 } %3238, 0, !dbg !46
  %3240 = extractvalue { i32, i32, i32, i32 } %3238, 1, !dbg !46
  %3241 = extractvalue { i32, i32, i32, i32 } %3238, 2, !dbg !46
  %3242 = extractvalue { i32, i32, i32, i32 } %3238, 3, !dbg !46
  %extelt.offset343 = lshr i32 %3239, 16, !dbg !46
  %3243 = trunc nuw i32 %extelt.offset343 to i16, !dbg !46
  %extelt.offset345 = lshr i32 %3240, 16, !dbg !46
  %3244 = trunc nuw i32 %extelt.offset345 to i16, !dbg !46
  %extelt.offset347 = lshr i32 %3241, 16, !dbg !46
  %3245 = trunc nuw i32 %extelt.offset347 to i16, !dbg !46
  %extelt.offset349 = lshr i32 %3242, 16, !dbg !46
  %3246 = trunc nuw i32 %extelt.offset349 to i16, !dbg !46
  %3247 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 1536, !dbg !46
  %3248 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3247), !dbg !46
  %3249 = extractvalue { i32, i32, i32, i32 } %3248, 0, !dbg !46
  %3250 = extractvalue { i32, i32, i32, i32 } %3248, 1, !dbg !46
  %3251 = extractvalue { i32, i32, i32, i32 } %3248, 2, !dbg !46
  %3252 = extractvalue { i32, i32, i32, i32 } %3248, 3, !dbg !46
  %extelt.offset351 = lshr i32 %3249, 16, !dbg !46
  %3253 = trunc nuw i32 %extelt.offset351 to i16, !dbg !46
  %extelt.offset353 = lshr i32 %3250, 16, !dbg !46
  %3254 = trunc nuw i32 %extelt.offset353 to i16, !dbg !46
  %extelt.offset355 = lshr i32 %3251, 16, !dbg !46
  %3255 = trunc nuw i32 %extelt.offset355 to i16, !dbg !46
  %extelt.offset357 = lshr i32 %3252, 16, !dbg !46
  %3256 = trunc nuw i32 %extelt.offset357 to i16, !dbg !46
  %3257 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 1664, !dbg !46
  %3258 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3257), !dbg !46
  %3259 = extractvalue { i32, i32, i32, i32 } %3258, 0, !dbg !46
  %3260 = extractvalue { i32, i32, i32, i32 } %3258, 1, !dbg !46
  %3261 = extractvalue { i32, i32, i32, i32 } %3258, 2, !dbg !46
  %3262 = extractvalue { i32, i32, i32, i32 } %3258, 3, !dbg !46
  %extelt.offset359 = lshr i32 %3259, 16, !dbg !46
  %3263 = trunc nuw i32 %extelt.offset359 to i16, !dbg !46
  %extelt.offset361 = lshr i32 %3260, 16, !dbg !46
  %3264 = trunc nuw i32 %extelt.offset361 to i16, !dbg !46
  %extelt.offset363 = lshr i32 %3261, 16, !dbg !46
  %3265 = trunc nuw i32 %extelt.offset363 to i16, !dbg !46
  %extelt.offset365 = lshr i32 %3262, 16, !dbg !46
  %3266 = trunc nuw i32 %extelt.offset365 to i16, !dbg !46
  %3267 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 1792, !dbg !46
  %3268 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3267), !dbg !46
  %3269 = extractvalue { i32, i32, i32, i32 } %3268, 0, !dbg !46
  %3270 = extractvalue { i32, i32, i32, i32 } %3268, 1, !dbg !46
  %3271 = extractvalue { i32, i32, i32, i32 } %3268, 2, !dbg !46
  %3272 = extractvalue { i32, i32, i32, i32 } %3268, 3, !dbg !46
  %extelt.offset367 = lshr i32 %3269, 16, !dbg !46
  %3273 = trunc nuw i32 %extelt.offset367 to i16, !dbg !46
  %extelt.offset369 = lshr i32 %3270, 16, !dbg !46
  %3274 = trunc nuw i32 %extelt.offset369 to i16, !dbg !46
  %extelt.offset371 = lshr i32 %3271, 16, !dbg !46
  %3275 = trunc nuw i32 %extelt.offset371 to i16, !dbg !46
  %extelt.offset373 = lshr i32 %3272, 16, !dbg !46
  %3276 = trunc nuw i32 %extelt.offset373 to i16, !dbg !46
  %3277 = getelementptr inbounds nuw i8, ptr addrspace(3) %3127, i32 1920, !dbg !46
  %3278 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %3277), !dbg !46
  %3279 = extractvalue { i32, i32, i32, i32 } %3278, 0, !dbg !46
  %3280 = extractvalue { i32, i32, i32, i32 } %3278, 1, !dbg !46
  %3281 = extractvalue { i32, i32, i32, i32 } %3278, 2, !dbg !46
  %3282 = extractvalue { i32, i32, i32, i32 } %3278, 3, !dbg !46
  %extelt.offset375 = lshr i32 %3279, 16, !dbg !46
  %3283 = trunc nuw i32 %extelt.offset375 to i16, !dbg !46
  %extelt.offset377 = lshr i32 %3280, 16, !dbg !46
  %3284 = trunc nuw i32 %extelt.offset377 to i16, !dbg !46
  %extelt.offset379 = lshr i32 %3281, 16, !dbg !46
  %3285 = trunc nuw i32 %extelt.offset379 to i16, !dbg !46
  %extelt.offset381 = lshr i32 %3282, 16, !dbg !46
  %3286 = trunc nuw i32 %extelt.offset381 to i16, !dbg !46
  %.extract = trunc i32 %3129 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %2196, i1 %2453) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3133, ptr addrspace(1) %2197, i1 %2454) #9, !dbg !46
  %.extract256 = trunc i32 %3130 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract256, ptr addrspace(1) %2198, i1 %2455) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3134, ptr addrspace(1) %2199, i1 %2456) #9, !dbg !46
  %.extract258 = trunc i32 %3131 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract258, ptr addrspace(1) %2200, i1 %2457) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3135, ptr addrspace(1) %2201, i1 %2458) #9, !dbg !46
  %.extract260 = trunc i32 %3132 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract260, ptr addrspace(1) %2202, i1 %2459) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3136, ptr addrspace(1) %2203, i1 %2460) #9, !dbg !46
  %.extract262 = trunc i32 %3139 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract262, ptr addrspace(1) %2204, i1 %2461) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3143, ptr addrspace(1) %2205, i1 %2462) #9, !dbg !46
  %.extract264 = trunc i32 %3140 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract264, ptr addrspace(1) %2206, i1 %2463) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3144, ptr addrspace(1) %2207, i1 %2464) #9, !dbg !46
  %.extract266 = trunc i32 %3141 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract266, ptr addrspace(1) %2208, i1 %2465) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3145, ptr addrspace(1) %2209, i1 %2466) #9, !dbg !46
  %.extract268 = trunc i32 %3142 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract268, ptr addrspace(1) %2210, i1 %2467) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3146, ptr addrspace(1) %2211, i1 %2468) #9, !dbg !46
  %.extract270 = trunc i32 %3149 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract270, ptr addrspace(1) %2212, i1 %2469) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3153, ptr addrspace(1) %2213, i1 %2470) #9, !dbg !46
  %.extract272 = trunc i32 %3150 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract272, ptr addrspace(1) %2214, i1 %2471) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3154, ptr addrspace(1) %2215, i1 %2472) #9, !dbg !46
  %.extract274 = trunc i32 %3151 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract274, ptr addrspace(1) %2216, i1 %2473) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3155, ptr addrspace(1) %2217, i1 %2474) #9, !dbg !46
  %.extract276 = trunc i32 %3152 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract276, ptr addrspace(1) %2218, i1 %2475) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3156, ptr addrspace(1) %2219, i1 %2476) #9, !dbg !46
  %.extract278 = trunc i32 %3159 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract278, ptr addrspace(1) %2220, i1 %2477) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3163, ptr addrspace(1) %2221, i1 %2478) #9, !dbg !46
  %.extract280 = trunc i32 %3160 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract280, ptr addrspace(1) %2222, i1 %2479) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3164, ptr addrspace(1) %2223, i1 %2480) #9, !dbg !46
  %.extract282 = trunc i32 %3161 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract282, ptr addrspace(1) %2224, i1 %2481) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3165, ptr addrspace(1) %2225, i1 %2482) #9, !dbg !46
  %.extract284 = trunc i32 %3162 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract284, ptr addrspace(1) %2226, i1 %2483) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3166, ptr addrspace(1) %2227, i1 %2484) #9, !dbg !46
  %.extract286 = trunc i32 %3169 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract286, ptr addrspace(1) %2228, i1 %2485) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3173, ptr addrspace(1) %2229, i1 %2486) #9, !dbg !46
  %.extract288 = trunc i32 %3170 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract288, ptr addrspace(1) %2230, i1 %2487) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3174, ptr addrspace(1) %2231, i1 %2488) #9, !dbg !46
  %.extract290 = trunc i32 %3171 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract290, ptr addrspace(1) %2232, i1 %2489) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3175, ptr addrspace(1) %2233, i1 %2490) #9, !dbg !46
  %.extract292 = trunc i32 %3172 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract292, ptr addrspace(1) %2234, i1 %2491) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3176, ptr addrspace(1) %2235, i1 %2492) #9, !dbg !46
  %.extract294 = trunc i32 %3179 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract294, ptr addrspace(1) %2236, i1 %2493) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3183, ptr addrspace(1) %2237, i1 %2494) #9, !dbg !46
  %.extract296 = trunc i32 %3180 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract296, ptr addrspace(1) %2238, i1 %2495) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3184, ptr addrspace(1) %2239, i1 %2496) #9, !dbg !46
  %.extract298 = trunc i32 %3181 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract298, ptr addrspace(1) %2240, i1 %2497) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3185, ptr addrspace(1) %2241, i1 %2498) #9, !dbg !46
  %.extract300 = trunc i32 %3182 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract300, ptr addrspace(1) %2242, i1 %2499) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3186, ptr addrspace(1) %2243, i1 %2500) #9, !dbg !46
  %.extract302 = trunc i32 %3189 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract302, ptr addrspace(1) %2244, i1 %2501) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3193, ptr addrspace(1) %2245, i1 %2502) #9, !dbg !46
  %.extract304 = trunc i32 %3190 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract304, ptr addrspace(1) %2246, i1 %2503) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3194, ptr addrspace(1) %2247, i1 %2504) #9, !dbg !46
  %.extract306 = trunc i32 %3191 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract306, ptr addrspace(1) %2248, i1 %2505) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3195, ptr addrspace(1) %2249, i1 %2506) #9, !dbg !46
  %.extract308 = trunc i32 %3192 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract308, ptr addrspace(1) %2250, i1 %2507) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3196, ptr addrspace(1) %2251, i1 %2508) #9, !dbg !46
  %.extract310 = trunc i32 %3199 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract310, ptr addrspace(1) %2252, i1 %2509) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3203, ptr addrspace(1) %2253, i1 %2510) #9, !dbg !46
  %.extract312 = trunc i32 %3200 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract312, ptr addrspace(1) %2254, i1 %2511) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3204, ptr addrspace(1) %2255, i1 %2512) #9, !dbg !46
  %.extract314 = trunc i32 %3201 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract314, ptr addrspace(1) %2256, i1 %2513) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3205, ptr addrspace(1) %2257, i1 %2514) #9, !dbg !46
  %.extract316 = trunc i32 %3202 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract316, ptr addrspace(1) %2258, i1 %2515) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3206, ptr addrspace(1) %2259, i1 %2516) #9, !dbg !46
  %.extract318 = trunc i32 %3209 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract318, ptr addrspace(1) %2260, i1 %2517) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3213, ptr addrspace(1) %2261, i1 %2518) #9, !dbg !46
  %.extract320 = trunc i32 %3210 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract320, ptr addrspace(1) %2262, i1 %2519) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3214, ptr addrspace(1) %2263, i1 %2520) #9, !dbg !46
  %.extract322 = trunc i32 %3211 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract322, ptr addrspace(1) %2264, i1 %2521) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3215, ptr addrspace(1) %2265, i1 %2522) #9, !dbg !46
  %.extract324 = trunc i32 %3212 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract324, ptr addrspace(1) %2266, i1 %2523) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3216, ptr addrspace(1) %2267, i1 %2524) #9, !dbg !46
  %.extract326 = trunc i32 %3219 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract326, ptr addrspace(1) %2268, i1 %2525) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3223, ptr addrspace(1) %2269, i1 %2526) #9, !dbg !46
  %.extract328 = trunc i32 %3220 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract328, ptr addrspace(1) %2270, i1 %2527) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3224, ptr addrspace(1) %2271, i1 %2528) #9, !dbg !46
  %.extract330 = trunc i32 %3221 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract330, ptr addrspace(1) %2272, i1 %2529) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3225, ptr addrspace(1) %2273, i1 %2530) #9, !dbg !46
  %.extract332 = trunc i32 %3222 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract332, ptr addrspace(1) %2274, i1 %2531) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3226, ptr addrspace(1) %2275, i1 %2532) #9, !dbg !46
  %.extract334 = trunc i32 %3229 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract334, ptr addrspace(1) %2276, i1 %2533) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3233, ptr addrspace(1) %2277, i1 %2534) #9, !dbg !46
  %.extract336 = trunc i32 %3230 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract336, ptr addrspace(1) %2278, i1 %2535) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3234, ptr addrspace(1) %2279, i1 %2536) #9, !dbg !46
  %.extract338 = trunc i32 %3231 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract338, ptr addrspace(1) %2280, i1 %2537) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3235, ptr addrspace(1) %2281, i1 %2538) #9, !dbg !46
  %.extract340 = trunc i32 %3232 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract340, ptr addrspace(1) %2282, i1 %2539) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3236, ptr addrspace(1) %2283, i1 %2540) #9, !dbg !46
  %.extract342 = trunc i32 %3239 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract342, ptr addrspace(1) %2284, i1 %2541) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3243, ptr addrspace(1) %2285, i1 %2542) #9, !dbg !46
  %.extract344 = trunc i32 %3240 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract344, ptr addrspace(1) %2286, i1 %2543) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3244, ptr addrspace(1) %2287, i1 %2544) #9, !dbg !46
  %.extract346 = trunc i32 %3241 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract346, ptr addrspace(1) %2288, i1 %2545) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3245, ptr addrspace(1) %2289, i1 %2546) #9, !dbg !46
  %.extract348 = trunc i32 %3242 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract348, ptr addrspace(1) %2290, i1 %2547) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3246, ptr addrspace(1) %2291, i1 %2548) #9, !dbg !46
  %.extract350 = trunc i32 %3249 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract350, ptr addrspace(1) %2292, i1 %2549) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3253, ptr addrspace(1) %2293, i1 %2550) #9, !dbg !46
  %.extract352 = trunc i32 %3250 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract352, ptr addrspace(1) %2294, i1 %2551) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3254, ptr addrspace(1) %2295, i1 %2552) #9, !dbg !46
  %.extract354 = trunc i32 %3251 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract354, ptr addrspace(1) %2296, i1 %2553) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3255, ptr addrspace(1) %2297, i1 %2554) #9, !dbg !46
  %.extract356 = trunc i32 %3252 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract356, ptr addrspace(1) %2298, i1 %2555) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3256, ptr addrspace(1) %2299, i1 %2556) #9, !dbg !46
  %.extract358 = trunc i32 %3259 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract358, ptr addrspace(1) %2300, i1 %2557) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3263, ptr addrspace(1) %2301, i1 %2558) #9, !dbg !46
  %.extract360 = trunc i32 %3260 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract360, ptr addrspace(1) %2302, i1 %2559) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3264, ptr addrspace(1) %2303, i1 %2560) #9, !dbg !46
  %.extract362 = trunc i32 %3261 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract362, ptr addrspace(1) %2304, i1 %2561) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3265, ptr addrspace(1) %2305, i1 %2562) #9, !dbg !46
  %.extract364 = trunc i32 %3262 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract364, ptr addrspace(1) %2306, i1 %2563) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3266, ptr addrspace(1) %2307, i1 %2564) #9, !dbg !46
  %.extract366 = trunc i32 %3269 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract366, ptr addrspace(1) %2308, i1 %2565) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3273, ptr addrspace(1) %2309, i1 %2566) #9, !dbg !46
  %.extract368 = trunc i32 %3270 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract368, ptr addrspace(1) %2310, i1 %2567) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3274, ptr addrspace(1) %2311, i1 %2568) #9, !dbg !46
  %.extract370 = trunc i32 %3271 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract370, ptr addrspace(1) %2312, i1 %2569) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3275, ptr addrspace(1) %2313, i1 %2570) #9, !dbg !46
  %.extract372 = trunc i32 %3272 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract372, ptr addrspace(1) %2314, i1 %2571) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3276, ptr addrspace(1) %2315, i1 %2572) #9, !dbg !46
  %.extract374 = trunc i32 %3279 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract374, ptr addrspace(1) %2316, i1 %2573) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3283, ptr addrspace(1) %2317, i1 %2574) #9, !dbg !46
  %.extract376 = trunc i32 %3280 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract376, ptr addrspace(1) %2318, i1 %2575) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3284, ptr addrspace(1) %2319, i1 %2576) #9, !dbg !46
  %.extract378 = trunc i32 %3281 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract378, ptr addrspace(1) %2320, i1 %2577) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3285, ptr addrspace(1) %2321, i1 %2578) #9, !dbg !46
  %.extract380 = trunc i32 %3282 to i16, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract380, ptr addrspace(1) %2322, i1 %2579) #9, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %3286, ptr addrspace(1) %2323, i1 %2580) #9, !dbg !46
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !10
  tail call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 128;", "b,r"(i1 %16, ptr addrspace(6) %1801) #9, !dbg !10
  ret void, !dbg !10
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #5

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #6

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #7

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nounwind }
attributes #7 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_corpus.py", directory: "/work/wt-corpus/scripts/corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "batched_matmul_kernel", linkageName: "batched_matmul_kernel", scope: !1, file: !1, line: 65, type: !5, scopeLine: 65, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !9, !9, !9, !9, !9, !9, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 65, column: 1, scope: !4)
!11 = !DILocation(line: 69, column: 13, scope: !4)
!12 = !DILocation(line: 70, column: 13, scope: !4)
!13 = !DILocation(line: 71, column: 13, scope: !4)
!14 = !DILocation(line: 72, column: 14, scope: !4)
!15 = !DILocation(line: 72, column: 32, scope: !4)
!16 = !DILocation(line: 73, column: 14, scope: !4)
!17 = !DILocation(line: 74, column: 14, scope: !4)
!18 = !DILocation(line: 75, column: 22, scope: !4)
!19 = !DILocation(line: 75, column: 14, scope: !4)
!20 = !DILocation(line: 75, column: 42, scope: !4)
!21 = !DILocation(line: 76, column: 22, scope: !4)
!22 = !DILocation(line: 76, column: 14, scope: !4)
!23 = !DILocation(line: 76, column: 42, scope: !4)
!24 = !DILocation(line: 43, column: 13, scope: !25, inlinedAt: !27)
!25 = distinct !DILexicalBlockFile(scope: !4, file: !26, discriminator: 0)
!26 = !DIFile(filename: "standard.py", directory: "/work/wt-corpus/.tools/venv/lib/python3.11/site-packages/triton/language")
!27 = !DILocation(line: 78, column: 26, scope: !28)
!28 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!29 = !DILocation(line: 43, column: 12, scope: !25, inlinedAt: !27)
!30 = !DILocation(line: 82, column: 15, scope: !4)
!31 = !DILocation(line: 78, column: 5, scope: !4)
!32 = !DILocation(line: 79, column: 18, scope: !4)
!33 = !DILocation(line: 80, column: 13, scope: !4)
!34 = !DILocation(line: 81, column: 13, scope: !4)
!35 = !DILocation(line: 84, column: 9, scope: !4)
!36 = !DILocation(line: 83, column: 9, scope: !4)
!37 = !DILocation(line: 79, column: 31, scope: !4)
!38 = !DILocation(line: 79, column: 27, scope: !4)
!39 = !DILocation(line: 85, column: 22, scope: !4)
!40 = !DILocation(line: 85, column: 14, scope: !4)
!41 = !DILocation(line: 85, column: 42, scope: !4)
!42 = !DILocation(line: 86, column: 13, scope: !4)
!43 = !DILocation(line: 86, column: 37, scope: !4)
!44 = !DILocation(line: 86, column: 12, scope: !4)
!45 = !DILocation(line: 87, column: 22, scope: !4)
!46 = !DILocation(line: 87, column: 5, scope: !4)
