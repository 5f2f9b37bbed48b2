; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) nofree readnone captures(none) %12, ptr addrspace(1) nofree readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %16 = icmp samesign ult i32 %15, 32, !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 128;", "b,r"(i1 %16, ptr addrspace(3) @global_smem) #9, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %17 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %16) #9, !dbg !12
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %20 = shl i32 %18, 7, !dbg !15
  %21 = lshr i32 %15, 5, !dbg !16
  %22 = and i32 %15, 64, !dbg !16
  %23 = lshr exact i32 %22, 6, !dbg !16
  %24 = and i32 %15, 127, !dbg !16
  %25 = or disjoint i32 %23, %20, !dbg !15
  %26 = or disjoint i32 %25, 2, !dbg !15
  %27 = or disjoint i32 %25, 4, !dbg !15
  %28 = or disjoint i32 %25, 6, !dbg !15
  %29 = or disjoint i32 %25, 8, !dbg !15
  %30 = or disjoint i32 %25, 10, !dbg !15
  %31 = or disjoint i32 %25, 12, !dbg !15
  %32 = or disjoint i32 %25, 14, !dbg !15
  %33 = or disjoint i32 %25, 16, !dbg !15
  %34 = or disjoint i32 %25, 18, !dbg !15
  %35 = or disjoint i32 %25, 20, !dbg !15
  %36 = or disjoint i32 %25, 22, !dbg !15
  %37 = or disjoint i32 %25, 24, !dbg !15
  %38 = or disjoint i32 %25, 26, !dbg !15
  %39 = or disjoint i32 %25, 28, !dbg !15
  %40 = or disjoint i32 %25, 30, !dbg !15
  %41 = or disjoint i32 %25, 32, !dbg !15
  %42 = or disjoint i32 %25, 34, !dbg !15
  %43 = or disjoint i32 %25, 36, !dbg !15
  %44 = or disjoint i32 %25, 38, !dbg !15
  %45 = or disjoint i32 %25, 40, !dbg !15
  %46 = or disjoint i32 %25, 42, !dbg !15
  %47 = or disjoint i32 %25, 44, !dbg !15
  %48 = or disjoint i32 %25, 46, !dbg !15
  %49 = or disjoint i32 %25, 48, !dbg !15
  %50 = or disjoint i32 %25, 50, !dbg !15
  %51 = or disjoint i32 %25, 52, !dbg !15
  %52 = or disjoint i32 %25, 54, !dbg !15
  %53 = or disjoint i32 %25, 56, !dbg !15
  %54 = or disjoint i32 %25, 58, !dbg !15
  %55 = or disjoint i32 %25, 60, !dbg !15
  %56 = or disjoint i32 %25, 62, !dbg !15
  %57 = or disjoint i32 %25, 64, !dbg !15
  %58 = or disjoint i32 %25, 66, !dbg !15
  %59 = or disjoint i32 %25, 68, !dbg !15
  %60 = or disjoint i32 %25, 70, !dbg !15
  %61 = or disjoint i32 %25, 72, !dbg !15
  %62 = or disjoint i32 %25, 74, !dbg !15
  %63 = or disjoint i32 %25, 76, !dbg !15
  %64 = or disjoint i32 %25, 78, !dbg !15
  %65 = or disjoint i32 %25, 80, !dbg !15
  %66 = or disjoint i32 %25, 82, !dbg !15
  %67 = or disjoint i32 %25, 84, !dbg !15
  %68 = or disjoint i32 %25, 86, !dbg !15
  %69 = or disjoint i32 %25, 88, !dbg !15
  %70 = or disjoint i32 %25, 90, !dbg !15
  %71 = or disjoint i32 %25, 92, !dbg !15
  %72 = or disjoint i32 %25, 94, !dbg !15
  %73 = or disjoint i32 %25, 96, !dbg !15
  %74 = or disjoint i32 %25, 98, !dbg !15
  %75 = or disjoint i32 %25, 100, !dbg !15
  %76 = or disjoint i32 %25, 102, !dbg !15
  %77 = or disjoint i32 %25, 104, !dbg !15
  %78 = or disjoint i32 %25, 106, !dbg !15
  %79 = or disjoint i32 %25, 108, !dbg !15
  %80 = or disjoint i32 %25, 110, !dbg !15
  %81 = or disjoint i32 %25, 112, !dbg !15
  %82 = or disjoint i32 %25, 114, !dbg !15
  %83 = or disjoint i32 %25, 116, !dbg !15
  %84 = or disjoint i32 %25, 118, !dbg !15
  %85 = or disjoint i32 %25, 120, !dbg !15
  %86 = or disjoint i32 %25, 122, !dbg !15
  %87 = or disjoint i32 %25, 124, !dbg !15
  %88 = or disjoint i32 %25, 126, !dbg !15
  %89 = shl nuw nsw i32 %19, 7, !dbg !17
  %90 = or disjoint i32 %89, %24, !dbg !17
  %91 = mul i32 %6, %25, !dbg !18
  %92 = mul i32 %6, %26, !dbg !18
  %93 = mul i32 %6, %27, !dbg !18
  %94 = mul i32 %6, %28, !dbg !18
  %95 = mul i32 %6, %29, !dbg !18
  %96 = mul i32 %6, %30, !dbg !18
  %97 = mul i32 %6, %31, !dbg !18
  %98 = mul i32 %6, %32, !dbg !18
  %99 = mul i32 %6, %33, !dbg !18
  %100 = mul i32 %6, %34, !dbg !18
  %101 = mul i32 %6, %35, !dbg !18
  %102 = mul i32 %6, %36, !dbg !18
  %103 = mul i32 %6, %37, !dbg !18
  %104 = mul i32 %6, %38, !dbg !18
  %105 = mul i32 %6, %39, !dbg !18
  %106 = mul i32 %6, %40, !dbg !18
  %107 = mul i32 %6, %41, !dbg !18
  %108 = mul i32 %6, %42, !dbg !18
  %109 = mul i32 %6, %43, !dbg !18
  %110 = mul i32 %6, %44, !dbg !18
  %111 = mul i32 %6, %45, !dbg !18
  %112 = mul i32 %6, %46, !dbg !18
  %113 = mul i32 %6, %47, !dbg !18
  %114 = mul i32 %6, %48, !dbg !18
  %115 = mul i32 %6, %49, !dbg !18
  %116 = mul i32 %6, %50, !dbg !18
  %117 = mul i32 %6, %51, !dbg !18
  %118 = mul i32 %6, %52, !dbg !18
  %119 = mul i32 %6, %53, !dbg !18
  %120 = mul i32 %6, %54, !dbg !18
  %121 = mul i32 %6, %55, !dbg !18
  %122 = mul i32 %6, %56, !dbg !18
  %123 = mul i32 %6, %57, !dbg !18
  %124 = mul i32 %6, %58, !dbg !18
  %125 = mul i32 %6, %59, !dbg !18
  %126 = mul i32 %6, %60, !dbg !18
  %127 = mul i32 %6, %61, !dbg !18
  %128 = mul i32 %6, %62, !dbg !18
  %129 = mul i32 %6, %63, !dbg !18
  %130 = mul i32 %6, %64, !dbg !18
  %131 = mul i32 %6, %65, !dbg !18
  %132 = mul i32 %6, %66, !dbg !18
  %133 = mul i32 %6, %67, !dbg !18
  %134 = mul i32 %6, %68, !dbg !18
  %135 = mul i32 %6, %69, !dbg !18
  %136 = mul i32 %6, %70, !dbg !18
  %137 = mul i32 %6, %71, !dbg !18
  %138 = mul i32 %6, %72, !dbg !18
  %139 = mul i32 %6, %73, !dbg !18
  %140 = mul i32 %6, %74, !dbg !18
  %141 = mul i32 %6, %75, !dbg !18
  %142 = mul i32 %6, %76, !dbg !18
  %143 = mul i32 %6, %77, !dbg !18
  %144 = mul i32 %6, %78, !dbg !18
  %145 = mul i32 %6, %79, !dbg !18
  %146 = mul i32 %6, %80, !dbg !18
  %147 = mul i32 %6, %81, !dbg !18
  %148 = mul i32 %6, %82, !dbg !18
  %149 = mul i32 %6, %83, !dbg !18
  %150 = mul i32 %6, %84, !dbg !18
  %151 = mul i32 %6, %85, !dbg !18
  %152 = mul i32 %6, %86, !dbg !18
  %153 = mul i32 %6, %87, !dbg !18
  %154 = mul i32 %6, %88, !dbg !18
  %155 = sext i32 %91 to i64, !dbg !19
  %156 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %155, !dbg !19
  %157 = sext i32 %92 to i64, !dbg !19
  %158 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %157, !dbg !19
  %159 = sext i32 %93 to i64, !dbg !19
  %160 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %159, !dbg !19
  %161 = sext i32 %94 to i64, !dbg !19
  %162 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %161, !dbg !19
  %163 = sext i32 %95 to i64, !dbg !19
  %164 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %163, !dbg !19
  %165 = sext i32 %96 to i64, !dbg !19
  %166 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %165, !dbg !19
  %167 = sext i32 %97 to i64, !dbg !19
  %168 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %167, !dbg !19
  %169 = sext i32 %98 to i64, !dbg !19
  %170 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %169, !dbg !19
  %171 = sext i32 %99 to i64, !dbg !19
  %172 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %171, !dbg !19
  %173 = sext i32 %100 to i64, !dbg !19
  %174 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %173, !dbg !19
  %175 = sext i32 %101 to i64, !dbg !19
  %176 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %175, !dbg !19
  %177 = sext i32 %102 to i64, !dbg !19
  %178 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %177, !dbg !19
  %179 = sext i32 %103 to i64, !dbg !19
  %180 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %179, !dbg !19
  %181 = sext i32 %104 to i64, !dbg !19
  %182 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %181, !dbg !19
  %183 = sext i32 %105 to i64, !dbg !19
  %184 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %183, !dbg !19
  %185 = sext i32 %106 to i64, !dbg !19
  %186 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %185, !dbg !19
  %187 = sext i32 %107 to i64, !dbg !19
  %188 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %187, !dbg !19
  %189 = sext i32 %108 to i64, !dbg !19
  %190 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %189, !dbg !19
  %191 = sext i32 %109 to i64, !dbg !19
  %192 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %191, !dbg !19
  %193 = sext i32 %110 to i64, !dbg !19
  %194 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %193, !dbg !19
  %195 = sext i32 %111 to i64, !dbg !19
  %196 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %195, !dbg !19
  %197 = sext i32 %112 to i64, !dbg !19
  %198 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %197, !dbg !19
  %199 = sext i32 %113 to i64, !dbg !19
  %200 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %199, !dbg !19
  %201 = sext i32 %114 to i64, !dbg !19
  %202 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %201, !dbg !19
  %203 = sext i32 %115 to i64, !dbg !19
  %204 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %203, !dbg !19
  %205 = sext i32 %116 to i64, !dbg !19
  %206 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %205, !dbg !19
  %207 = sext i32 %117 to i64, !dbg !19
  %208 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %207, !dbg !19
  %209 = sext i32 %118 to i64, !dbg !19
  %210 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %209, !dbg !19
  %211 = sext i32 %119 to i64, !dbg !19
  %212 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %211, !dbg !19
  %213 = sext i32 %120 to i64, !dbg !19
  %214 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %213, !dbg !19
  %215 = sext i32 %121 to i64, !dbg !19
  %216 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %215, !dbg !19
  %217 = sext i32 %122 to i64, !dbg !19
  %218 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %217, !dbg !19
  %219 = sext i32 %123 to i64, !dbg !19
  %220 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %219, !dbg !19
  %221 = sext i32 %124 to i64, !dbg !19
  %222 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %221, !dbg !19
  %223 = sext i32 %125 to i64, !dbg !19
  %224 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %223, !dbg !19
  %225 = sext i32 %126 to i64, !dbg !19
  %226 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %225, !dbg !19
  %227 = sext i32 %127 to i64, !dbg !19
  %228 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %227, !dbg !19
  %229 = sext i32 %128 to i64, !dbg !19
  %230 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %229, !dbg !19
  %231 = sext i32 %129 to i64, !dbg !19
  %232 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %231, !dbg !19
  %233 = sext i32 %130 to i64, !dbg !19
  %234 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %233, !dbg !19
  %235 = sext i32 %131 to i64, !dbg !19
  %236 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %235, !dbg !19
  %237 = sext i32 %132 to i64, !dbg !19
  %238 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %237, !dbg !19
  %239 = sext i32 %133 to i64, !dbg !19
  %240 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %239, !dbg !19
  %241 = sext i32 %134 to i64, !dbg !19
  %242 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %241, !dbg !19
  %243 = sext i32 %135 to i64, !dbg !19
  %244 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %243, !dbg !19
  %245 = sext i32 %136 to i64, !dbg !19
  %246 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %245, !dbg !19
  %247 = sext i32 %137 to i64, !dbg !19
  %248 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %247, !dbg !19
  %249 = sext i32 %138 to i64, !dbg !19
  %250 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %249, !dbg !19
  %251 = sext i32 %139 to i64, !dbg !19
  %252 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %251, !dbg !19
  %253 = sext i32 %140 to i64, !dbg !19
  %254 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %253, !dbg !19
  %255 = sext i32 %141 to i64, !dbg !19
  %256 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %255, !dbg !19
  %257 = sext i32 %142 to i64, !dbg !19
  %258 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %257, !dbg !19
  %259 = sext i32 %143 to i64, !dbg !19
  %260 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %259, !dbg !19
  %261 = sext i32 %144 to i64, !dbg !19
  %262 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %261, !dbg !19
  %263 = sext i32 %145 to i64, !dbg !19
  %264 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %263, !dbg !19
  %265 = sext i32 %146 to i64, !dbg !19
  %266 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %265, !dbg !19
  %267 = sext i32 %147 to i64, !dbg !19
  %268 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %267, !dbg !19
  %269 = sext i32 %148 to i64, !dbg !19
  %270 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %269, !dbg !19
  %271 = sext i32 %149 to i64, !dbg !19
  %272 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %271, !dbg !19
  %273 = sext i32 %150 to i64, !dbg !19
  %274 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %273, !dbg !19
  %275 = sext i32 %151 to i64, !dbg !19
  %276 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %275, !dbg !19
  %277 = sext i32 %152 to i64, !dbg !19
  %278 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %277, !dbg !19
  %279 = sext i32 %153 to i64, !dbg !19
  %280 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %279, !dbg !19
  %281 = sext i32 %154 to i64, !dbg !19
  %282 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %281, !dbg !19
  %283 = and i32 %15, 63, !dbg !20
  %284 = mul i32 %7, %283, !dbg !20
  %285 = sext i32 %284 to i64, !dbg !19
  %286 = getelementptr [2 x i8], ptr addrspace(1) %156, i64 %285, !dbg !19
  %287 = getelementptr [2 x i8], ptr addrspace(1) %158, i64 %285, !dbg !19
  %288 = getelementptr [2 x i8], ptr addrspace(1) %160, i64 %285, !dbg !19
  %289 = getelementptr [2 x i8], ptr addrspace(1) %162, i64 %285, !dbg !19
  %290 = getelementptr [2 x i8], ptr addrspace(1) %164, i64 %285, !dbg !19
  %291 = getelementptr [2 x i8], ptr addrspace(1) %166, i64 %285, !dbg !19
  %292 = getelementptr [2 x i8], ptr addrspace(1) %168, i64 %285, !dbg !19
  %293 = getelementptr [2 x i8], ptr addrspace(1) %170, i64 %285, !dbg !19
  %294 = getelementptr [2 x i8], ptr addrspace(1) %172, i64 %285, !dbg !19
  %295 = getelementptr [2 x i8], ptr addrspace(1) %174, i64 %285, !dbg !19
  %296 = getelementptr [2 x i8], ptr addrspace(1) %176, i64 %285, !dbg !19
  %297 = getelementptr [2 x i8], ptr addrspace(1) %178, i64 %285, !dbg !19
  %298 = getelementptr [2 x i8], ptr addrspace(1) %180, i64 %285, !dbg !19
  %299 = getelementptr [2 x i8], ptr addrspace(1) %182, i64 %285, !dbg !19
  %300 = getelementptr [2 x i8], ptr addrspace(1) %184, i64 %285, !dbg !19
  %301 = getelementptr [2 x i8], ptr addrspace(1) %186, i64 %285, !dbg !19
  %302 = getelementptr [2 x i8], ptr addrspace(1) %188, i64 %285, !dbg !19
  %303 = getelementptr [2 x i8], ptr addrspace(1) %190, i64 %285, !dbg !19
  %304 = getelementptr [2 x i8], ptr addrspace(1) %192, i64 %285, !dbg !19
  %305 = getelementptr [2 x i8], ptr addrspace(1) %194, i64 %285, !dbg !19
  %306 = getelementptr [2 x i8], ptr addrspace(1) %196, i64 %285, !dbg !19
  %307 = getelementptr [2 x i8], ptr addrspace(1) %198, i64 %285, !dbg !19
  %308 = getelementptr [2 x i8], ptr addrspace(1) %200, i64 %285, !dbg !19
  %309 = getelementptr [2 x i8], ptr addrspace(1) %202, i64 %285, !dbg !19
  %310 = getelementptr [2 x i8], ptr addrspace(1) %204, i64 %285, !dbg !19
  %311 = getelementptr [2 x i8], ptr addrspace(1) %206, i64 %285, !dbg !19
  %312 = getelementptr [2 x i8], ptr addrspace(1) %208, i64 %285, !dbg !19
  %313 = getelementptr [2 x i8], ptr addrspace(1) %210, i64 %285, !dbg !19
  %314 = getelementptr [2 x i8], ptr addrspace(1) %212, i64 %285, !dbg !19
  %315 = getelementptr [2 x i8], ptr addrspace(1) %214, i64 %285, !dbg !19
  %316 = getelementptr [2 x i8], ptr addrspace(1) %216, i64 %285, !dbg !19
  %317 = getelementptr [2 x i8], ptr addrspace(1) %218, i64 %285, !dbg !19
  %318 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %285, !dbg !19
  %319 = getelementptr [2 x i8], ptr addrspace(1) %222, i64 %285, !dbg !19
  %320 = getelementptr [2 x i8], ptr addrspace(1) %224, i64 %285, !dbg !19
  %321 = getelementptr [2 x i8], ptr addrspace(1) %226, i64 %285, !dbg !19
  %322 = getelementptr [2 x i8], ptr addrspace(1) %228, i64 %285, !dbg !19
  %323 = getelementptr [2 x i8], ptr addrspace(1) %230, i64 %285, !dbg !19
  %324 = getelementptr [2 x i8], ptr addrspace(1) %232, i64 %285, !dbg !19
  %325 = getelementptr [2 x i8], ptr addrspace(1) %234, i64 %285, !dbg !19
  %326 = getelementptr [2 x i8], ptr addrspace(1) %236, i64 %285, !dbg !19
  %327 = getelementptr [2 x i8], ptr addrspace(1) %238, i64 %285, !dbg !19
  %328 = getelementptr [2 x i8], ptr addrspace(1) %240, i64 %285, !dbg !19
  %329 = getelementptr [2 x i8], ptr addrspace(1) %242, i64 %285, !dbg !19
  %330 = getelementptr [2 x i8], ptr addrspace(1) %244, i64 %285, !dbg !19
  %331 = getelementptr [2 x i8], ptr addrspace(1) %246, i64 %285, !dbg !19
  %332 = getelementptr [2 x i8], ptr addrspace(1) %248, i64 %285, !dbg !19
  %333 = getelementptr [2 x i8], ptr addrspace(1) %250, i64 %285, !dbg !19
  %334 = getelementptr [2 x i8], ptr addrspace(1) %252, i64 %285, !dbg !19
  %335 = getelementptr [2 x i8], ptr addrspace(1) %254, i64 %285, !dbg !19
  %336 = getelementptr [2 x i8], ptr addrspace(1) %256, i64 %285, !dbg !19
  %337 = getelementptr [2 x i8], ptr addrspace(1) %258, i64 %285, !dbg !19
  %338 = getelementptr [2 x i8], ptr addrspace(1) %260, i64 %285, !dbg !19
  %339 = getelementptr [2 x i8], ptr addrspace(1) %262, i64 %285, !dbg !19
  %340 = getelementptr [2 x i8], ptr addrspace(1) %264, i64 %285, !dbg !19
  %341 = getelementptr [2 x i8], ptr addrspace(1) %266, i64 %285, !dbg !19
  %342 = getelementptr [2 x i8], ptr addrspace(1) %268, i64 %285, !dbg !19
  %343 = getelementptr [2 x i8], ptr addrspace(1) %270, i64 %285, !dbg !19
  %344 = getelementptr [2 x i8], ptr addrspace(1) %272, i64 %285, !dbg !19
  %345 = getelementptr [2 x i8], ptr addrspace(1) %274, i64 %285, !dbg !19
  %346 = getelementptr [2 x i8], ptr addrspace(1) %276, i64 %285, !dbg !19
  %347 = getelementptr [2 x i8], ptr addrspace(1) %278, i64 %285, !dbg !19
  %348 = getelementptr [2 x i8], ptr addrspace(1) %280, i64 %285, !dbg !19
  %349 = getelementptr [2 x i8], ptr addrspace(1) %282, i64 %285, !dbg !19
  %350 = shl i32 %8, 1, !dbg !21
  %351 = mul i32 %8, 3, !dbg !21
  %352 = shl i32 %8, 2, !dbg !21
  %353 = mul i32 %8, 5, !dbg !21
  %354 = mul i32 %8, 6, !dbg !21
  %355 = mul i32 %8, 7, !dbg !21
  %356 = shl i32 %8, 3, !dbg !21
  %357 = mul i32 %8, 9, !dbg !21
  %358 = mul i32 %8, 10, !dbg !21
  %359 = mul i32 %8, 11, !dbg !21
  %360 = mul i32 %8, 12, !dbg !21
  %361 = mul i32 %8, 13, !dbg !21
  %362 = mul i32 %8, 14, !dbg !21
  %363 = mul i32 %8, 15, !dbg !21
  %364 = shl i32 %8, 4, !dbg !21
  %365 = mul i32 %8, 17, !dbg !21
  %366 = mul i32 %8, 18, !dbg !21
  %367 = mul i32 %8, 19, !dbg !21
  %368 = mul i32 %8, 20, !dbg !21
  %369 = mul i32 %8, 21, !dbg !21
  %370 = mul i32 %8, 22, !dbg !21
  %371 = mul i32 %8, 23, !dbg !21
  %372 = mul i32 %8, 24, !dbg !21
  %373 = mul i32 %8, 25, !dbg !21
  %374 = mul i32 %8, 26, !dbg !21
  %375 = mul i32 %8, 27, !dbg !21
  %376 = mul i32 %8, 28, !dbg !21
  %377 = mul i32 %8, 29, !dbg !21
  %378 = mul i32 %8, 30, !dbg !21
  %379 = mul i32 %8, 31, !dbg !21
  %380 = shl i32 %8, 5, !dbg !21
  %381 = mul i32 %8, 33, !dbg !21
  %382 = mul i32 %8, 34, !dbg !21
  %383 = mul i32 %8, 35, !dbg !21
  %384 = mul i32 %8, 36, !dbg !21
  %385 = mul i32 %8, 37, !dbg !21
  %386 = mul i32 %8, 38, !dbg !21
  %387 = mul i32 %8, 39, !dbg !21
  %388 = mul i32 %8, 40, !dbg !21
  %389 = mul i32 %8, 41, !dbg !21
  %390 = mul i32 %8, 42, !dbg !21
  %391 = mul i32 %8, 43, !dbg !21
  %392 = mul i32 %8, 44, !dbg !21
  %393 = mul i32 %8, 45, !dbg !21
  %394 = mul i32 %8, 46, !dbg !21
  %395 = mul i32 %8, 47, !dbg !21
  %396 = mul i32 %8, 48, !dbg !21
  %397 = mul i32 %8, 49, !dbg !21
  %398 = mul i32 %8, 50, !dbg !21
  %399 = mul i32 %8, 51, !dbg !21
  %400 = mul i32 %8, 52, !dbg !21
  %401 = mul i32 %8, 53, !dbg !21
  %402 = mul i32 %8, 54, !dbg !21
  %403 = mul i32 %8, 55, !dbg !21
  %404 = mul i32 %8, 56, !dbg !21
  %405 = mul i32 %8, 57, !dbg !21
  %406 = mul i32 %8, 58, !dbg !21
  %407 = mul i32 %8, 59, !dbg !21
  %408 = mul i32 %8, 60, !dbg !21
  %409 = mul i32 %8, 61, !dbg !21
  %410 = mul i32 %8, 62, !dbg !21
  %411 = mul i32 %8, 63, !dbg !21
  %412 = sext i32 %8 to i64, !dbg !22
  %413 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %412, !dbg !22
  %414 = sext i32 %350 to i64, !dbg !22
  %415 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %414, !dbg !22
  %416 = sext i32 %351 to i64, !dbg !22
  %417 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %416, !dbg !22
  %418 = sext i32 %352 to i64, !dbg !22
  %419 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %418, !dbg !22
  %420 = sext i32 %353 to i64, !dbg !22
  %421 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %420, !dbg !22
  %422 = sext i32 %354 to i64, !dbg !22
  %423 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %422, !dbg !22
  %424 = sext i32 %355 to i64, !dbg !22
  %425 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %424, !dbg !22
  %426 = sext i32 %356 to i64, !dbg !22
  %427 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %426, !dbg !22
  %428 = sext i32 %357 to i64, !dbg !22
  %429 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %428, !dbg !22
  %430 = sext i32 %358 to i64, !dbg !22
  %431 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %430, !dbg !22
  %432 = sext i32 %359 to i64, !dbg !22
  %433 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %432, !dbg !22
  %434 = sext i32 %360 to i64, !dbg !22
  %435 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %434, !dbg !22
  %436 = sext i32 %361 to i64, !dbg !22
  %437 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %436, !dbg !22
  %438 = sext i32 %362 to i64, !dbg !22
  %439 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %438, !dbg !22
  %440 = sext i32 %363 to i64, !dbg !22
  %441 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %440, !dbg !22
  %442 = sext i32 %364 to i64, !dbg !22
  %443 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %442, !dbg !22
  %444 = sext i32 %365 to i64, !dbg !22
  %445 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %444, !dbg !22
  %446 = sext i32 %366 to i64, !dbg !22
  %447 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %446, !dbg !22
  %448 = sext i32 %367 to i64, !dbg !22
  %449 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %448, !dbg !22
  %450 = sext i32 %368 to i64, !dbg !22
  %451 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %450, !dbg !22
  %452 = sext i32 %369 to i64, !dbg !22
  %453 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %452, !dbg !22
  %454 = sext i32 %370 to i64, !dbg !22
  %455 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %454, !dbg !22
  %456 = sext i32 %371 to i64, !dbg !22
  %457 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %456, !dbg !22
  %458 = sext i32 %372 to i64, !dbg !22
  %459 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %458, !dbg !22
  %460 = sext i32 %373 to i64, !dbg !22
  %461 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %460, !dbg !22
  %462 = sext i32 %374 to i64, !dbg !22
  %463 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %462, !dbg !22
  %464 = sext i32 %375 to i64, !dbg !22
  %465 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %464, !dbg !22
  %466 = sext i32 %376 to i64, !dbg !22
  %467 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %466, !dbg !22
  %468 = sext i32 %377 to i64, !dbg !22
  %469 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %468, !dbg !22
  %470 = sext i32 %378 to i64, !dbg !22
  %471 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %470, !dbg !22
  %472 = sext i32 %379 to i64, !dbg !22
  %473 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %472, !dbg !22
  %474 = sext i32 %380 to i64, !dbg !22
  %475 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %474, !dbg !22
  %476 = sext i32 %381 to i64, !dbg !22
  %477 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %476, !dbg !22
  %478 = sext i32 %382 to i64, !dbg !22
  %479 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %478, !dbg !22
  %480 = sext i32 %383 to i64, !dbg !22
  %481 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %480, !dbg !22
  %482 = sext i32 %384 to i64, !dbg !22
  %483 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %482, !dbg !22
  %484 = sext i32 %385 to i64, !dbg !22
  %485 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %484, !dbg !22
  %486 = sext i32 %386 to i64, !dbg !22
  %487 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %486, !dbg !22
  %488 = sext i32 %387 to i64, !dbg !22
  %489 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %488, !dbg !22
  %490 = sext i32 %388 to i64, !dbg !22
  %491 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %490, !dbg !22
  %492 = sext i32 %389 to i64, !dbg !22
  %493 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %492, !dbg !22
  %494 = sext i32 %390 to i64, !dbg !22
  %495 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %494, !dbg !22
  %496 = sext i32 %391 to i64, !dbg !22
  %497 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %496, !dbg !22
  %498 = sext i32 %392 to i64, !dbg !22
  %499 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %498, !dbg !22
  %500 = sext i32 %393 to i64, !dbg !22
  %501 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %500, !dbg !22
  %502 = sext i32 %394 to i64, !dbg !22
  %503 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %502, !dbg !22
  %504 = sext i32 %395 to i64, !dbg !22
  %505 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %504, !dbg !22
  %506 = sext i32 %396 to i64, !dbg !22
  %507 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %506, !dbg !22
  %508 = sext i32 %397 to i64, !dbg !22
  %509 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %508, !dbg !22
  %510 = sext i32 %398 to i64, !dbg !22
  %511 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %510, !dbg !22
  %512 = sext i32 %399 to i64, !dbg !22
  %513 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %512, !dbg !22
  %514 = sext i32 %400 to i64, !dbg !22
  %515 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %514, !dbg !22
  %516 = sext i32 %401 to i64, !dbg !22
  %517 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %516, !dbg !22
  %518 = sext i32 %402 to i64, !dbg !22
  %519 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %518, !dbg !22
  %520 = sext i32 %403 to i64, !dbg !22
  %521 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %520, !dbg !22
  %522 = sext i32 %404 to i64, !dbg !22
  %523 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %522, !dbg !22
  %524 = sext i32 %405 to i64, !dbg !22
  %525 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %524, !dbg !22
  %526 = sext i32 %406 to i64, !dbg !22
  %527 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %526, !dbg !22
  %528 = sext i32 %407 to i64, !dbg !22
  %529 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %528, !dbg !22
  %530 = sext i32 %408 to i64, !dbg !22
  %531 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %530, !dbg !22
  %532 = sext i32 %409 to i64, !dbg !22
  %533 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %532, !dbg !22
  %534 = sext i32 %410 to i64, !dbg !22
  %535 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %534, !dbg !22
  %536 = sext i32 %411 to i64, !dbg !22
  %537 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %536, !dbg !22
  %538 = mul i32 %9, %90, !dbg !23
  %539 = sext i32 %538 to i64, !dbg !22
  %540 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %539, !dbg !22
  %541 = getelementptr [2 x i8], ptr addrspace(1) %413, i64 %539, !dbg !22
  %542 = getelementptr [2 x i8], ptr addrspace(1) %415, i64 %539, !dbg !22
  %543 = getelementptr [2 x i8], ptr addrspace(1) %417, i64 %539, !dbg !22
  %544 = getelementptr [2 x i8], ptr addrspace(1) %419, i64 %539, !dbg !22
  %545 = getelementptr [2 x i8], ptr addrspace(1) %421, i64 %539, !dbg !22
  %546 = getelementptr [2 x i8], ptr addrspace(1) %423, i64 %539, !dbg !22
  %547 = getelementptr [2 x i8], ptr addrspace(1) %425, i64 %539, !dbg !22
  %548 = getelementptr [2 x i8], ptr addrspace(1) %427, i64 %539, !dbg !22
  %549 = getelementptr [2 x i8], ptr addrspace(1) %429, i64 %539, !dbg !22
  %550 = getelementptr [2 x i8], ptr addrspace(1) %431, i64 %539, !dbg !22
  %551 = getelementptr [2 x i8], ptr addrspace(1) %433, i64 %539, !dbg !22
  %552 = getelementptr [2 x i8], ptr addrspace(1) %435, i64 %539, !dbg !22
  %553 = getelementptr [2 x i8], ptr addrspace(1) %437, i64 %539, !dbg !22
  %554 = getelementptr [2 x i8], ptr addrspace(1) %439, i64 %539, !dbg !22
  %555 = getelementptr [2 x i8], ptr addrspace(1) %441, i64 %539, !dbg !22
  %556 = getelementptr [2 x i8], ptr addrspace(1) %443, i64 %539, !dbg !22
  %557 = getelementptr [2 x i8], ptr addrspace(1) %445, i64 %539, !dbg !22
  %558 = getelementptr [2 x i8], ptr addrspace(1) %447, i64 %539, !dbg !22
  %559 = getelementptr [2 x i8], ptr addrspace(1) %449, i64 %539, !dbg !22
  %560 = getelementptr [2 x i8], ptr addrspace(1) %451, i64 %539, !dbg !22
  %561 = getelementptr [2 x i8], ptr addrspace(1) %453, i64 %539, !dbg !22
  %562 = getelementptr [2 x i8], ptr addrspace(1) %455, i64 %539, !dbg !22
  %563 = getelementptr [2 x i8], ptr addrspace(1) %457, i64 %539, !dbg !22
  %564 = getelementptr [2 x i8], ptr addrspace(1) %459, i64 %539, !dbg !22
  %565 = getelementptr [2 x i8], ptr addrspace(1) %461, i64 %539, !dbg !22
  %566 = getelementptr [2 x i8], ptr addrspace(1) %463, i64 %539, !dbg !22
  %567 = getelementptr [2 x i8], ptr addrspace(1) %465, i64 %539, !dbg !22
  %568 = getelementptr [2 x i8], ptr addrspace(1) %467, i64 %539, !dbg !22
  %569 = getelementptr [2 x i8], ptr addrspace(1) %469, i64 %539, !dbg !22
  %570 = getelementptr [2 x i8], ptr addrspace(1) %471, i64 %539, !dbg !22
  %571 = getelementptr [2 x i8], ptr addrspace(1) %473, i64 %539, !dbg !22
  %572 = getelementptr [2 x i8], ptr addrspace(1) %475, i64 %539, !dbg !22
  %573 = getelementptr [2 x i8], ptr addrspace(1) %477, i64 %539, !dbg !22
  %574 = getelementptr [2 x i8], ptr addrspace(1) %479, i64 %539, !dbg !22
  %575 = getelementptr [2 x i8], ptr addrspace(1) %481, i64 %539, !dbg !22
  %576 = getelementptr [2 x i8], ptr addrspace(1) %483, i64 %539, !dbg !22
  %577 = getelementptr [2 x i8], ptr addrspace(1) %485, i64 %539, !dbg !22
  %578 = getelementptr [2 x i8], ptr addrspace(1) %487, i64 %539, !dbg !22
  %579 = getelementptr [2 x i8], ptr addrspace(1) %489, i64 %539, !dbg !22
  %580 = getelementptr [2 x i8], ptr addrspace(1) %491, i64 %539, !dbg !22
  %581 = getelementptr [2 x i8], ptr addrspace(1) %493, i64 %539, !dbg !22
  %582 = getelementptr [2 x i8], ptr addrspace(1) %495, i64 %539, !dbg !22
  %583 = getelementptr [2 x i8], ptr addrspace(1) %497, i64 %539, !dbg !22
  %584 = getelementptr [2 x i8], ptr addrspace(1) %499, i64 %539, !dbg !22
  %585 = getelementptr [2 x i8], ptr addrspace(1) %501, i64 %539, !dbg !22
  %586 = getelementptr [2 x i8], ptr addrspace(1) %503, i64 %539, !dbg !22
  %587 = getelementptr [2 x i8], ptr addrspace(1) %505, i64 %539, !dbg !22
  %588 = getelementptr [2 x i8], ptr addrspace(1) %507, i64 %539, !dbg !22
  %589 = getelementptr [2 x i8], ptr addrspace(1) %509, i64 %539, !dbg !22
  %590 = getelementptr [2 x i8], ptr addrspace(1) %511, i64 %539, !dbg !22
  %591 = getelementptr [2 x i8], ptr addrspace(1) %513, i64 %539, !dbg !22
  %592 = getelementptr [2 x i8], ptr addrspace(1) %515, i64 %539, !dbg !22
  %593 = getelementptr [2 x i8], ptr addrspace(1) %517, i64 %539, !dbg !22
  %594 = getelementptr [2 x i8], ptr addrspace(1) %519, i64 %539, !dbg !22
  %595 = getelementptr [2 x i8], ptr addrspace(1) %521, i64 %539, !dbg !22
  %596 = getelementptr [2 x i8], ptr addrspace(1) %523, i64 %539, !dbg !22
  %597 = getelementptr [2 x i8], ptr addrspace(1) %525, i64 %539, !dbg !22
  %598 = getelementptr [2 x i8], ptr addrspace(1) %527, i64 %539, !dbg !22
  %599 = getelementptr [2 x i8], ptr addrspace(1) %529, i64 %539, !dbg !22
  %600 = getelementptr [2 x i8], ptr addrspace(1) %531, i64 %539, !dbg !22
  %601 = getelementptr [2 x i8], ptr addrspace(1) %533, i64 %539, !dbg !22
  %602 = getelementptr [2 x i8], ptr addrspace(1) %535, i64 %539, !dbg !22
  %603 = getelementptr [2 x i8], ptr addrspace(1) %537, i64 %539, !dbg !22
  %604 = add i32 %5, 63, !dbg !24
  %605 = sdiv i32 %604, 64, !dbg !29
  %606 = shl i32 %7, 6, !dbg !30
  %607 = shl i32 %8, 6, !dbg !31
  %608 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %21, i32 0, i32 31), !dbg !32
  %609 = shl i32 %608, 21, !dbg !32
  %610 = and i32 %609, 6291456, !dbg !32
  %611 = add i32 %610, %17, !dbg !32
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.32x32b.x128.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127, $128, $129};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %611, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #9, !dbg !32
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !33
  %612 = icmp eq i32 %21, 0, !dbg !33
  %613 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %614 = extractvalue { i32, i1 } %613, 1, !dbg !33
  %615 = and i1 %612, %614, !dbg !33
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %615, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #9, !dbg !33
  %616 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %617 = extractvalue { i32, i1 } %616, 1, !dbg !33
  %618 = and i1 %612, %617, !dbg !33
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %618, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65544)) #9, !dbg !33
  %619 = icmp sgt i32 %604, 63, !dbg !33
  %620 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %286, i1 %619) #9, !dbg !34
  %621 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %287, i1 %619) #9, !dbg !34
  %622 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %288, i1 %619) #9, !dbg !34
  %623 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %289, i1 %619) #9, !dbg !34
  %624 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %290, i1 %619) #9, !dbg !34
  %625 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %291, i1 %619) #9, !dbg !34
  %626 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %292, i1 %619) #9, !dbg !34
  %627 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %293, i1 %619) #9, !dbg !34
  %628 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %294, i1 %619) #9, !dbg !34
  %629 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %295, i1 %619) #9, !dbg !34
  %630 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %296, i1 %619) #9, !dbg !34
  %631 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %297, i1 %619) #9, !dbg !34
  %632 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %298, i1 %619) #9, !dbg !34
  %633 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %299, i1 %619) #9, !dbg !34
  %634 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %300, i1 %619) #9, !dbg !34
  %635 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %301, i1 %619) #9, !dbg !34
  %636 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %302, i1 %619) #9, !dbg !34
  %637 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %303, i1 %619) #9, !dbg !34
  %638 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %304, i1 %619) #9, !dbg !34
  %639 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %305, i1 %619) #9, !dbg !34
  %640 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %306, i1 %619) #9, !dbg !34
  %641 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %307, i1 %619) #9, !dbg !34
  %642 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %308, i1 %619) #9, !dbg !34
  %643 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %309, i1 %619) #9, !dbg !34
  %644 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %310, i1 %619) #9, !dbg !34
  %645 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %311, i1 %619) #9, !dbg !34
  %646 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %312, i1 %619) #9, !dbg !34
  %647 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %313, i1 %619) #9, !dbg !34
  %648 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %314, i1 %619) #9, !dbg !34
  %649 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %315, i1 %619) #9, !dbg !34
  %650 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %316, i1 %619) #9, !dbg !34
  %651 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %317, i1 %619) #9, !dbg !34
  %652 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %318, i1 %619) #9, !dbg !34
  %653 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %319, i1 %619) #9, !dbg !34
  %654 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %320, i1 %619) #9, !dbg !34
  %655 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %321, i1 %619) #9, !dbg !34
  %656 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %322, i1 %619) #9, !dbg !34
  %657 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %323, i1 %619) #9, !dbg !34
  %658 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %324, i1 %619) #9, !dbg !34
  %659 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %325, i1 %619) #9, !dbg !34
  %660 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %326, i1 %619) #9, !dbg !34
  %661 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %327, i1 %619) #9, !dbg !34
  %662 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %328, i1 %619) #9, !dbg !34
  %663 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %329, i1 %619) #9, !dbg !34
  %664 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %330, i1 %619) #9, !dbg !34
  %665 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %331, i1 %619) #9, !dbg !34
  %666 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %332, i1 %619) #9, !dbg !34
  %667 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %333, i1 %619) #9, !dbg !34
  %668 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %334, i1 %619) #9, !dbg !34
  %669 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %335, i1 %619) #9, !dbg !34
  %670 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %336, i1 %619) #9, !dbg !34
  %671 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %337, i1 %619) #9, !dbg !34
  %672 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %338, i1 %619) #9, !dbg !34
  %673 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %339, i1 %619) #9, !dbg !34
  %674 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %340, i1 %619) #9, !dbg !34
  %675 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %341, i1 %619) #9, !dbg !34
  %676 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %342, i1 %619) #9, !dbg !34
  %677 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %343, i1 %619) #9, !dbg !34
  %678 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %344, i1 %619) #9, !dbg !34
  %679 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %345, i1 %619) #9, !dbg !34
  %680 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %346, i1 %619) #9, !dbg !34
  %681 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %347, i1 %619) #9, !dbg !34
  %682 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %348, i1 %619) #9, !dbg !34
  %683 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %349, i1 %619) #9, !dbg !34
  %684 = shl nuw nsw i32 %283, 1, !dbg !34
  %685 = icmp eq i32 %22, 0, !dbg !34
  %686 = select i1 %685, i32 0, i32 144, !dbg !34
  %687 = xor i32 %686, %684, !dbg !34
  %688 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %687, !dbg !34
  %689 = insertelement <1 x i16> poison, i16 %620, i64 0, !dbg !34
  store <1 x i16> %689, ptr addrspace(3) %688, align 2, !dbg !34
  %690 = or disjoint i32 %687, 1024, !dbg !34
  %691 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %690, !dbg !34
  %692 = insertelement <1 x i16> poison, i16 %624, i64 0, !dbg !34
  store <1 x i16> %692, ptr addrspace(3) %691, align 2, !dbg !34
  %693 = or disjoint i32 %687, 2048, !dbg !34
  %694 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %693, !dbg !34
  %695 = insertelement <1 x i16> poison, i16 %628, i64 0, !dbg !34
  store <1 x i16> %695, ptr addrspace(3) %694, align 2, !dbg !34
  %696 = or disjoint i32 %687, 3072, !dbg !34
  %697 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %696, !dbg !34
  %698 = insertelement <1 x i16> poison, i16 %632, i64 0, !dbg !34
  store <1 x i16> %698, ptr addrspace(3) %697, align 2, !dbg !34
  %699 = or disjoint i32 %687, 4096, !dbg !34
  %700 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %699, !dbg !34
  %701 = insertelement <1 x i16> poison, i16 %636, i64 0, !dbg !34
  store <1 x i16> %701, ptr addrspace(3) %700, align 2, !dbg !34
  %702 = or disjoint i32 %687, 5120, !dbg !34
  %703 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %702, !dbg !34
  %704 = insertelement <1 x i16> poison, i16 %640, i64 0, !dbg !34
  store <1 x i16> %704, ptr addrspace(3) %703, align 2, !dbg !34
  %705 = or disjoint i32 %687, 6144, !dbg !34
  %706 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %705, !dbg !34
  %707 = insertelement <1 x i16> poison, i16 %644, i64 0, !dbg !34
  store <1 x i16> %707, ptr addrspace(3) %706, align 2, !dbg !34
  %708 = or disjoint i32 %687, 7168, !dbg !34
  %709 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %708, !dbg !34
  %710 = insertelement <1 x i16> poison, i16 %648, i64 0, !dbg !34
  store <1 x i16> %710, ptr addrspace(3) %709, align 2, !dbg !34
  %711 = or disjoint i32 %687, 8192, !dbg !34
  %712 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %711, !dbg !34
  %713 = insertelement <1 x i16> poison, i16 %652, i64 0, !dbg !34
  store <1 x i16> %713, ptr addrspace(3) %712, align 2, !dbg !34
  %714 = or disjoint i32 %687, 9216, !dbg !34
  %715 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %714, !dbg !34
  %716 = insertelement <1 x i16> poison, i16 %656, i64 0, !dbg !34
  store <1 x i16> %716, ptr addrspace(3) %715, align 2, !dbg !34
  %717 = or disjoint i32 %687, 10240, !dbg !34
  %718 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %717, !dbg !34
  %719 = insertelement <1 x i16> poison, i16 %660, i64 0, !dbg !34
  store <1 x i16> %719, ptr addrspace(3) %718, align 2, !dbg !34
  %720 = or disjoint i32 %687, 11264, !dbg !34
  %721 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %720, !dbg !34
  %722 = insertelement <1 x i16> poison, i16 %664, i64 0, !dbg !34
  store <1 x i16> %722, ptr addrspace(3) %721, align 2, !dbg !34
  %723 = or disjoint i32 %687, 12288, !dbg !34
  %724 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %723, !dbg !34
  %725 = insertelement <1 x i16> poison, i16 %668, i64 0, !dbg !34
  store <1 x i16> %725, ptr addrspace(3) %724, align 2, !dbg !34
  %726 = or disjoint i32 %687, 13312, !dbg !34
  %727 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %726, !dbg !34
  %728 = insertelement <1 x i16> poison, i16 %672, i64 0, !dbg !34
  store <1 x i16> %728, ptr addrspace(3) %727, align 2, !dbg !34
  %729 = or disjoint i32 %687, 14336, !dbg !34
  %730 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %729, !dbg !34
  %731 = insertelement <1 x i16> poison, i16 %676, i64 0, !dbg !34
  store <1 x i16> %731, ptr addrspace(3) %730, align 2, !dbg !34
  %732 = or disjoint i32 %687, 15360, !dbg !34
  %733 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %732, !dbg !34
  %734 = insertelement <1 x i16> poison, i16 %680, i64 0, !dbg !34
  store <1 x i16> %734, ptr addrspace(3) %733, align 2, !dbg !34
  %735 = xor i32 %687, 288, !dbg !34
  %736 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %735, !dbg !34
  %737 = insertelement <1 x i16> poison, i16 %621, i64 0, !dbg !34
  store <1 x i16> %737, ptr addrspace(3) %736, align 2, !dbg !34
  %738 = or disjoint i32 %735, 1024, !dbg !34
  %739 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %738, !dbg !34
  %740 = insertelement <1 x i16> poison, i16 %625, i64 0, !dbg !34
  store <1 x i16> %740, ptr addrspace(3) %739, align 2, !dbg !34
  %741 = or disjoint i32 %735, 2048, !dbg !34
  %742 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %741, !dbg !34
  %743 = insertelement <1 x i16> poison, i16 %629, i64 0, !dbg !34
  store <1 x i16> %743, ptr addrspace(3) %742, align 2, !dbg !34
  %744 = or disjoint i32 %735, 3072, !dbg !34
  %745 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %744, !dbg !34
  %746 = insertelement <1 x i16> poison, i16 %633, i64 0, !dbg !34
  store <1 x i16> %746, ptr addrspace(3) %745, align 2, !dbg !34
  %747 = or disjoint i32 %735, 4096, !dbg !34
  %748 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %747, !dbg !34
  %749 = insertelement <1 x i16> poison, i16 %637, i64 0, !dbg !34
  store <1 x i16> %749, ptr addrspace(3) %748, align 2, !dbg !34
  %750 = or disjoint i32 %735, 5120, !dbg !34
  %751 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %750, !dbg !34
  %752 = insertelement <1 x i16> poison, i16 %641, i64 0, !dbg !34
  store <1 x i16> %752, ptr addrspace(3) %751, align 2, !dbg !34
  %753 = or disjoint i32 %735, 6144, !dbg !34
  %754 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %753, !dbg !34
  %755 = insertelement <1 x i16> poison, i16 %645, i64 0, !dbg !34
  store <1 x i16> %755, ptr addrspace(3) %754, align 2, !dbg !34
  %756 = or disjoint i32 %735, 7168, !dbg !34
  %757 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %756, !dbg !34
  %758 = insertelement <1 x i16> poison, i16 %649, i64 0, !dbg !34
  store <1 x i16> %758, ptr addrspace(3) %757, align 2, !dbg !34
  %759 = or disjoint i32 %735, 8192, !dbg !34
  %760 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %759, !dbg !34
  %761 = insertelement <1 x i16> poison, i16 %653, i64 0, !dbg !34
  store <1 x i16> %761, ptr addrspace(3) %760, align 2, !dbg !34
  %762 = or disjoint i32 %735, 9216, !dbg !34
  %763 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %762, !dbg !34
  %764 = insertelement <1 x i16> poison, i16 %657, i64 0, !dbg !34
  store <1 x i16> %764, ptr addrspace(3) %763, align 2, !dbg !34
  %765 = or disjoint i32 %735, 10240, !dbg !34
  %766 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %765, !dbg !34
  %767 = insertelement <1 x i16> poison, i16 %661, i64 0, !dbg !34
  store <1 x i16> %767, ptr addrspace(3) %766, align 2, !dbg !34
  %768 = or disjoint i32 %735, 11264, !dbg !34
  %769 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %768, !dbg !34
  %770 = insertelement <1 x i16> poison, i16 %665, i64 0, !dbg !34
  store <1 x i16> %770, ptr addrspace(3) %769, align 2, !dbg !34
  %771 = or disjoint i32 %735, 12288, !dbg !34
  %772 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %771, !dbg !34
  %773 = insertelement <1 x i16> poison, i16 %669, i64 0, !dbg !34
  store <1 x i16> %773, ptr addrspace(3) %772, align 2, !dbg !34
  %774 = or disjoint i32 %735, 13312, !dbg !34
  %775 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %774, !dbg !34
  %776 = insertelement <1 x i16> poison, i16 %673, i64 0, !dbg !34
  store <1 x i16> %776, ptr addrspace(3) %775, align 2, !dbg !34
  %777 = or disjoint i32 %735, 14336, !dbg !34
  %778 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %777, !dbg !34
  %779 = insertelement <1 x i16> poison, i16 %677, i64 0, !dbg !34
  store <1 x i16> %779, ptr addrspace(3) %778, align 2, !dbg !34
  %780 = or disjoint i32 %735, 15360, !dbg !34
  %781 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %780, !dbg !34
  %782 = insertelement <1 x i16> poison, i16 %681, i64 0, !dbg !34
  store <1 x i16> %782, ptr addrspace(3) %781, align 2, !dbg !34
  %783 = xor i32 %687, 576, !dbg !34
  %784 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %783, !dbg !34
  %785 = insertelement <1 x i16> poison, i16 %622, i64 0, !dbg !34
  store <1 x i16> %785, ptr addrspace(3) %784, align 2, !dbg !34
  %786 = or disjoint i32 %783, 1024, !dbg !34
  %787 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %786, !dbg !34
  %788 = insertelement <1 x i16> poison, i16 %626, i64 0, !dbg !34
  store <1 x i16> %788, ptr addrspace(3) %787, align 2, !dbg !34
  %789 = or disjoint i32 %783, 2048, !dbg !34
  %790 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %789, !dbg !34
  %791 = insertelement <1 x i16> poison, i16 %630, i64 0, !dbg !34
  store <1 x i16> %791, ptr addrspace(3) %790, align 2, !dbg !34
  %792 = or disjoint i32 %783, 3072, !dbg !34
  %793 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %792, !dbg !34
  %794 = insertelement <1 x i16> poison, i16 %634, i64 0, !dbg !34
  store <1 x i16> %794, ptr addrspace(3) %793, align 2, !dbg !34
  %795 = or disjoint i32 %783, 4096, !dbg !34
  %796 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %795, !dbg !34
  %797 = insertelement <1 x i16> poison, i16 %638, i64 0, !dbg !34
  store <1 x i16> %797, ptr addrspace(3) %796, align 2, !dbg !34
  %798 = or disjoint i32 %783, 5120, !dbg !34
  %799 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %798, !dbg !34
  %800 = insertelement <1 x i16> poison, i16 %642, i64 0, !dbg !34
  store <1 x i16> %800, ptr addrspace(3) %799, align 2, !dbg !34
  %801 = or disjoint i32 %783, 6144, !dbg !34
  %802 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %801, !dbg !34
  %803 = insertelement <1 x i16> poison, i16 %646, i64 0, !dbg !34
  store <1 x i16> %803, ptr addrspace(3) %802, align 2, !dbg !34
  %804 = or disjoint i32 %783, 7168, !dbg !34
  %805 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %804, !dbg !34
  %806 = insertelement <1 x i16> poison, i16 %650, i64 0, !dbg !34
  store <1 x i16> %806, ptr addrspace(3) %805, align 2, !dbg !34
  %807 = or disjoint i32 %783, 8192, !dbg !34
  %808 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %807, !dbg !34
  %809 = insertelement <1 x i16> poison, i16 %654, i64 0, !dbg !34
  store <1 x i16> %809, ptr addrspace(3) %808, align 2, !dbg !34
  %810 = or disjoint i32 %783, 9216, !dbg !34
  %811 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %810, !dbg !34
  %812 = insertelement <1 x i16> poison, i16 %658, i64 0, !dbg !34
  store <1 x i16> %812, ptr addrspace(3) %811, align 2, !dbg !34
  %813 = or disjoint i32 %783, 10240, !dbg !34
  %814 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %813, !dbg !34
  %815 = insertelement <1 x i16> poison, i16 %662, i64 0, !dbg !34
  store <1 x i16> %815, ptr addrspace(3) %814, align 2, !dbg !34
  %816 = or disjoint i32 %783, 11264, !dbg !34
  %817 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %816, !dbg !34
  %818 = insertelement <1 x i16> poison, i16 %666, i64 0, !dbg !34
  store <1 x i16> %818, ptr addrspace(3) %817, align 2, !dbg !34
  %819 = or disjoint i32 %783, 12288, !dbg !34
  %820 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %819, !dbg !34
  %821 = insertelement <1 x i16> poison, i16 %670, i64 0, !dbg !34
  store <1 x i16> %821, ptr addrspace(3) %820, align 2, !dbg !34
  %822 = or disjoint i32 %783, 13312, !dbg !34
  %823 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %822, !dbg !34
  %824 = insertelement <1 x i16> poison, i16 %674, i64 0, !dbg !34
  store <1 x i16> %824, ptr addrspace(3) %823, align 2, !dbg !34
  %825 = or disjoint i32 %783, 14336, !dbg !34
  %826 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %825, !dbg !34
  %827 = insertelement <1 x i16> poison, i16 %678, i64 0, !dbg !34
  store <1 x i16> %827, ptr addrspace(3) %826, align 2, !dbg !34
  %828 = or disjoint i32 %783, 15360, !dbg !34
  %829 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %828, !dbg !34
  %830 = insertelement <1 x i16> poison, i16 %682, i64 0, !dbg !34
  store <1 x i16> %830, ptr addrspace(3) %829, align 2, !dbg !34
  %831 = xor i32 %687, 864, !dbg !34
  %832 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %831, !dbg !34
  %833 = insertelement <1 x i16> poison, i16 %623, i64 0, !dbg !34
  store <1 x i16> %833, ptr addrspace(3) %832, align 2, !dbg !34
  %834 = or disjoint i32 %831, 1024, !dbg !34
  %835 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %834, !dbg !34
  %836 = insertelement <1 x i16> poison, i16 %627, i64 0, !dbg !34
  store <1 x i16> %836, ptr addrspace(3) %835, align 2, !dbg !34
  %837 = or disjoint i32 %831, 2048, !dbg !34
  %838 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %837, !dbg !34
  %839 = insertelement <1 x i16> poison, i16 %631, i64 0, !dbg !34
  store <1 x i16> %839, ptr addrspace(3) %838, align 2, !dbg !34
  %840 = or disjoint i32 %831, 3072, !dbg !34
  %841 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %840, !dbg !34
  %842 = insertelement <1 x i16> poison, i16 %635, i64 0, !dbg !34
  store <1 x i16> %842, ptr addrspace(3) %841, align 2, !dbg !34
  %843 = or disjoint i32 %831, 4096, !dbg !34
  %844 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %843, !dbg !34
  %845 = insertelement <1 x i16> poison, i16 %639, i64 0, !dbg !34
  store <1 x i16> %845, ptr addrspace(3) %844, align 2, !dbg !34
  %846 = or disjoint i32 %831, 5120, !dbg !34
  %847 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %846, !dbg !34
  %848 = insertelement <1 x i16> poison, i16 %643, i64 0, !dbg !34
  store <1 x i16> %848, ptr addrspace(3) %847, align 2, !dbg !34
  %849 = or disjoint i32 %831, 6144, !dbg !34
  %850 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %849, !dbg !34
  %851 = insertelement <1 x i16> poison, i16 %647, i64 0, !dbg !34
  store <1 x i16> %851, ptr addrspace(3) %850, align 2, !dbg !34
  %852 = or disjoint i32 %831, 7168, !dbg !34
  %853 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %852, !dbg !34
  %854 = insertelement <1 x i16> poison, i16 %651, i64 0, !dbg !34
  store <1 x i16> %854, ptr addrspace(3) %853, align 2, !dbg !34
  %855 = or disjoint i32 %831, 8192, !dbg !34
  %856 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %855, !dbg !34
  %857 = insertelement <1 x i16> poison, i16 %655, i64 0, !dbg !34
  store <1 x i16> %857, ptr addrspace(3) %856, align 2, !dbg !34
  %858 = or disjoint i32 %831, 9216, !dbg !34
  %859 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %858, !dbg !34
  %860 = insertelement <1 x i16> poison, i16 %659, i64 0, !dbg !34
  store <1 x i16> %860, ptr addrspace(3) %859, align 2, !dbg !34
  %861 = or disjoint i32 %831, 10240, !dbg !34
  %862 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %861, !dbg !34
  %863 = insertelement <1 x i16> poison, i16 %663, i64 0, !dbg !34
  store <1 x i16> %863, ptr addrspace(3) %862, align 2, !dbg !34
  %864 = or disjoint i32 %831, 11264, !dbg !34
  %865 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %864, !dbg !34
  %866 = insertelement <1 x i16> poison, i16 %667, i64 0, !dbg !34
  store <1 x i16> %866, ptr addrspace(3) %865, align 2, !dbg !34
  %867 = or disjoint i32 %831, 12288, !dbg !34
  %868 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %867, !dbg !34
  %869 = insertelement <1 x i16> poison, i16 %671, i64 0, !dbg !34
  store <1 x i16> %869, ptr addrspace(3) %868, align 2, !dbg !34
  %870 = or disjoint i32 %831, 13312, !dbg !34
  %871 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %870, !dbg !34
  %872 = insertelement <1 x i16> poison, i16 %675, i64 0, !dbg !34
  store <1 x i16> %872, ptr addrspace(3) %871, align 2, !dbg !34
  %873 = or disjoint i32 %831, 14336, !dbg !34
  %874 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %873, !dbg !34
  %875 = insertelement <1 x i16> poison, i16 %679, i64 0, !dbg !34
  store <1 x i16> %875, ptr addrspace(3) %874, align 2, !dbg !34
  %876 = or disjoint i32 %831, 15360, !dbg !34
  %877 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %876, !dbg !34
  %878 = insertelement <1 x i16> poison, i16 %683, i64 0, !dbg !34
  store <1 x i16> %878, ptr addrspace(3) %877, align 2, !dbg !34
  %879 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %540, i1 %619) #9, !dbg !35
  %880 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %541, i1 %619) #9, !dbg !35
  %881 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %542, i1 %619) #9, !dbg !35
  %882 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %543, i1 %619) #9, !dbg !35
  %883 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %544, i1 %619) #9, !dbg !35
  %884 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %545, i1 %619) #9, !dbg !35
  %885 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %546, i1 %619) #9, !dbg !35
  %886 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %547, i1 %619) #9, !dbg !35
  %887 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %548, i1 %619) #9, !dbg !35
  %888 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %549, i1 %619) #9, !dbg !35
  %889 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %550, i1 %619) #9, !dbg !35
  %890 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %551, i1 %619) #9, !dbg !35
  %891 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %552, i1 %619) #9, !dbg !35
  %892 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %553, i1 %619) #9, !dbg !35
  %893 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %554, i1 %619) #9, !dbg !35
  %894 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %555, i1 %619) #9, !dbg !35
  %895 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %556, i1 %619) #9, !dbg !35
  %896 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %557, i1 %619) #9, !dbg !35
  %897 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %558, i1 %619) #9, !dbg !35
  %898 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %559, i1 %619) #9, !dbg !35
  %899 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %560, i1 %619) #9, !dbg !35
  %900 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %561, i1 %619) #9, !dbg !35
  %901 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %562, i1 %619) #9, !dbg !35
  %902 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %563, i1 %619) #9, !dbg !35
  %903 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %564, i1 %619) #9, !dbg !35
  %904 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %565, i1 %619) #9, !dbg !35
  %905 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %566, i1 %619) #9, !dbg !35
  %906 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %567, i1 %619) #9, !dbg !35
  %907 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %568, i1 %619) #9, !dbg !35
  %908 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %569, i1 %619) #9, !dbg !35
  %909 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %570, i1 %619) #9, !dbg !35
  %910 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %571, i1 %619) #9, !dbg !35
  %911 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %572, i1 %619) #9, !dbg !35
  %912 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %573, i1 %619) #9, !dbg !35
  %913 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %574, i1 %619) #9, !dbg !35
  %914 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %575, i1 %619) #9, !dbg !35
  %915 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %576, i1 %619) #9, !dbg !35
  %916 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %577, i1 %619) #9, !dbg !35
  %917 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %578, i1 %619) #9, !dbg !35
  %918 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %579, i1 %619) #9, !dbg !35
  %919 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %580, i1 %619) #9, !dbg !35
  %920 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %581, i1 %619) #9, !dbg !35
  %921 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %582, i1 %619) #9, !dbg !35
  %922 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %583, i1 %619) #9, !dbg !35
  %923 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %584, i1 %619) #9, !dbg !35
  %924 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %585, i1 %619) #9, !dbg !35
  %925 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %586, i1 %619) #9, !dbg !35
  %926 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %587, i1 %619) #9, !dbg !35
  %927 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %588, i1 %619) #9, !dbg !35
  %928 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %589, i1 %619) #9, !dbg !35
  %929 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %590, i1 %619) #9, !dbg !35
  %930 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %591, i1 %619) #9, !dbg !35
  %931 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %592, i1 %619) #9, !dbg !35
  %932 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %593, i1 %619) #9, !dbg !35
  %933 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %594, i1 %619) #9, !dbg !35
  %934 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %595, i1 %619) #9, !dbg !35
  %935 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %596, i1 %619) #9, !dbg !35
  %936 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %597, i1 %619) #9, !dbg !35
  %937 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %598, i1 %619) #9, !dbg !35
  %938 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %599, i1 %619) #9, !dbg !35
  %939 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %600, i1 %619) #9, !dbg !35
  %940 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %601, i1 %619) #9, !dbg !35
  %941 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %602, i1 %619) #9, !dbg !35
  %942 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %603, i1 %619) #9, !dbg !35
  %943 = shl nuw nsw i32 %22, 7, !dbg !35
  %944 = or disjoint i32 %943, %684, !dbg !35
  %945 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %944, !dbg !35
  %946 = insertelement <1 x i16> poison, i16 %879, i64 0, !dbg !35
  store <1 x i16> %946, ptr addrspace(3) %945, align 2, !dbg !35
  %947 = or disjoint i32 %944, 1024, !dbg !35
  %948 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %947, !dbg !35
  %949 = insertelement <1 x i16> poison, i16 %887, i64 0, !dbg !35
  store <1 x i16> %949, ptr addrspace(3) %948, align 2, !dbg !35
  %950 = or disjoint i32 %944, 2048, !dbg !35
  %951 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %950, !dbg !35
  %952 = insertelement <1 x i16> poison, i16 %895, i64 0, !dbg !35
  store <1 x i16> %952, ptr addrspace(3) %951, align 2, !dbg !35
  %953 = or disjoint i32 %944, 3072, !dbg !35
  %954 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %953, !dbg !35
  %955 = insertelement <1 x i16> poison, i16 %903, i64 0, !dbg !35
  store <1 x i16> %955, ptr addrspace(3) %954, align 2, !dbg !35
  %956 = or disjoint i32 %944, 4096, !dbg !35
  %957 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %956, !dbg !35
  %958 = insertelement <1 x i16> poison, i16 %911, i64 0, !dbg !35
  store <1 x i16> %958, ptr addrspace(3) %957, align 2, !dbg !35
  %959 = or disjoint i32 %944, 5120, !dbg !35
  %960 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %959, !dbg !35
  %961 = insertelement <1 x i16> poison, i16 %919, i64 0, !dbg !35
  store <1 x i16> %961, ptr addrspace(3) %960, align 2, !dbg !35
  %962 = or disjoint i32 %944, 6144, !dbg !35
  %963 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %962, !dbg !35
  %964 = insertelement <1 x i16> poison, i16 %927, i64 0, !dbg !35
  store <1 x i16> %964, ptr addrspace(3) %963, align 2, !dbg !35
  %965 = or disjoint i32 %944, 7168, !dbg !35
  %966 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %965, !dbg !35
  %967 = insertelement <1 x i16> poison, i16 %935, i64 0, !dbg !35
  store <1 x i16> %967, ptr addrspace(3) %966, align 2, !dbg !35
  %968 = xor i32 %944, 144, !dbg !35
  %969 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %968, !dbg !35
  %970 = insertelement <1 x i16> poison, i16 %880, i64 0, !dbg !35
  store <1 x i16> %970, ptr addrspace(3) %969, align 2, !dbg !35
  %971 = or disjoint i32 %968, 1024, !dbg !35
  %972 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %971, !dbg !35
  %973 = insertelement <1 x i16> poison, i16 %888, i64 0, !dbg !35
  store <1 x i16> %973, ptr addrspace(3) %972, align 2, !dbg !35
  %974 = or disjoint i32 %968, 2048, !dbg !35
  %975 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %974, !dbg !35
  %976 = insertelement <1 x i16> poison, i16 %896, i64 0, !dbg !35
  store <1 x i16> %976, ptr addrspace(3) %975, align 2, !dbg !35
  %977 = or disjoint i32 %968, 3072, !dbg !35
  %978 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %977, !dbg !35
  %979 = insertelement <1 x i16> poison, i16 %904, i64 0, !dbg !35
  store <1 x i16> %979, ptr addrspace(3) %978, align 2, !dbg !35
  %980 = or disjoint i32 %968, 4096, !dbg !35
  %981 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %980, !dbg !35
  %982 = insertelement <1 x i16> poison, i16 %912, i64 0, !dbg !35
  store <1 x i16> %982, ptr addrspace(3) %981, align 2, !dbg !35
  %983 = or disjoint i32 %968, 5120, !dbg !35
  %984 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %983, !dbg !35
  %985 = insertelement <1 x i16> poison, i16 %920, i64 0, !dbg !35
  store <1 x i16> %985, ptr addrspace(3) %984, align 2, !dbg !35
  %986 = or disjoint i32 %968, 6144, !dbg !35
  %987 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %986, !dbg !35
  %988 = insertelement <1 x i16> poison, i16 %928, i64 0, !dbg !35
  store <1 x i16> %988, ptr addrspace(3) %987, align 2, !dbg !35
  %989 = or disjoint i32 %968, 7168, !dbg !35
  %990 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %989, !dbg !35
  %991 = insertelement <1 x i16> poison, i16 %936, i64 0, !dbg !35
  store <1 x i16> %991, ptr addrspace(3) %990, align 2, !dbg !35
  %992 = xor i32 %944, 288, !dbg !35
  %993 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %992, !dbg !35
  %994 = insertelement <1 x i16> poison, i16 %881, i64 0, !dbg !35
  store <1 x i16> %994, ptr addrspace(3) %993, align 2, !dbg !35
  %995 = or disjoint i32 %992, 1024, !dbg !35
  %996 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %995, !dbg !35
  %997 = insertelement <1 x i16> poison, i16 %889, i64 0, !dbg !35
  store <1 x i16> %997, ptr addrspace(3) %996, align 2, !dbg !35
  %998 = or disjoint i32 %992, 2048, !dbg !35
  %999 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %998, !dbg !35
  %1000 = insertelement <1 x i16> poison, i16 %897, i64 0, !dbg !35
  store <1 x i16> %1000, ptr addrspace(3) %999, align 2, !dbg !35
  %1001 = or disjoint i32 %992, 3072, !dbg !35
  %1002 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1001, !dbg !35
  %1003 = insertelement <1 x i16> poison, i16 %905, i64 0, !dbg !35
  store <1 x i16> %1003, ptr addrspace(3) %1002, align 2, !dbg !35
  %1004 = or disjoint i32 %992, 4096, !dbg !35
  %1005 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1004, !dbg !35
  %1006 = insertelement <1 x i16> poison, i16 %913, i64 0, !dbg !35
  store <1 x i16> %1006, ptr addrspace(3) %1005, align 2, !dbg !35
  %1007 = or disjoint i32 %992, 5120, !dbg !35
  %1008 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1007, !dbg !35
  %1009 = insertelement <1 x i16> poison, i16 %921, i64 0, !dbg !35
  store <1 x i16> %1009, ptr addrspace(3) %1008, align 2, !dbg !35
  %1010 = or disjoint i32 %992, 6144, !dbg !35
  %1011 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1010, !dbg !35
  %1012 = insertelement <1 x i16> poison, i16 %929, i64 0, !dbg !35
  store <1 x i16> %1012, ptr addrspace(3) %1011, align 2, !dbg !35
  %1013 = or disjoint i32 %992, 7168, !dbg !35
  %1014 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1013, !dbg !35
  %1015 = insertelement <1 x i16> poison, i16 %937, i64 0, !dbg !35
  store <1 x i16> %1015, ptr addrspace(3) %1014, align 2, !dbg !35
  %1016 = xor i32 %944, 432, !dbg !35
  %1017 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1016, !dbg !35
  %1018 = insertelement <1 x i16> poison, i16 %882, i64 0, !dbg !35
  store <1 x i16> %1018, ptr addrspace(3) %1017, align 2, !dbg !35
  %1019 = or disjoint i32 %1016, 1024, !dbg !35
  %1020 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1019, !dbg !35
  %1021 = insertelement <1 x i16> poison, i16 %890, i64 0, !dbg !35
  store <1 x i16> %1021, ptr addrspace(3) %1020, align 2, !dbg !35
  %1022 = or disjoint i32 %1016, 2048, !dbg !35
  %1023 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1022, !dbg !35
  %1024 = insertelement <1 x i16> poison, i16 %898, i64 0, !dbg !35
  store <1 x i16> %1024, ptr addrspace(3) %1023, align 2, !dbg !35
  %1025 = or disjoint i32 %1016, 3072, !dbg !35
  %1026 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1025, !dbg !35
  %1027 = insertelement <1 x i16> poison, i16 %906, i64 0, !dbg !35
  store <1 x i16> %1027, ptr addrspace(3) %1026, align 2, !dbg !35
  %1028 = or disjoint i32 %1016, 4096, !dbg !35
  %1029 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1028, !dbg !35
  %1030 = insertelement <1 x i16> poison, i16 %914, i64 0, !dbg !35
  store <1 x i16> %1030, ptr addrspace(3) %1029, align 2, !dbg !35
  %1031 = or disjoint i32 %1016, 5120, !dbg !35
  %1032 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1031, !dbg !35
  %1033 = insertelement <1 x i16> poison, i16 %922, i64 0, !dbg !35
  store <1 x i16> %1033, ptr addrspace(3) %1032, align 2, !dbg !35
  %1034 = or disjoint i32 %1016, 6144, !dbg !35
  %1035 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1034, !dbg !35
  %1036 = insertelement <1 x i16> poison, i16 %930, i64 0, !dbg !35
  store <1 x i16> %1036, ptr addrspace(3) %1035, align 2, !dbg !35
  %1037 = or disjoint i32 %1016, 7168, !dbg !35
  %1038 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1037, !dbg !35
  %1039 = insertelement <1 x i16> poison, i16 %938, i64 0, !dbg !35
  store <1 x i16> %1039, ptr addrspace(3) %1038, align 2, !dbg !35
  %1040 = xor i32 %944, 576, !dbg !35
  %1041 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1040, !dbg !35
  %1042 = insertelement <1 x i16> poison, i16 %883, i64 0, !dbg !35
  store <1 x i16> %1042, ptr addrspace(3) %1041, align 2, !dbg !35
  %1043 = or disjoint i32 %1040, 1024, !dbg !35
  %1044 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1043, !dbg !35
  %1045 = insertelement <1 x i16> poison, i16 %891, i64 0, !dbg !35
  store <1 x i16> %1045, ptr addrspace(3) %1044, align 2, !dbg !35
  %1046 = or disjoint i32 %1040, 2048, !dbg !35
  %1047 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1046, !dbg !35
  %1048 = insertelement <1 x i16> poison, i16 %899, i64 0, !dbg !35
  store <1 x i16> %1048, ptr addrspace(3) %1047, align 2, !dbg !35
  %1049 = or disjoint i32 %1040, 3072, !dbg !35
  %1050 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1049, !dbg !35
  %1051 = insertelement <1 x i16> poison, i16 %907, i64 0, !dbg !35
  store <1 x i16> %1051, ptr addrspace(3) %1050, align 2, !dbg !35
  %1052 = or disjoint i32 %1040, 4096, !dbg !35
  %1053 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1052, !dbg !35
  %1054 = insertelement <1 x i16> poison, i16 %915, i64 0, !dbg !35
  store <1 x i16> %1054, ptr addrspace(3) %1053, align 2, !dbg !35
  %1055 = or disjoint i32 %1040, 5120, !dbg !35
  %1056 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1055, !dbg !35
  %1057 = insertelement <1 x i16> poison, i16 %923, i64 0, !dbg !35
  store <1 x i16> %1057, ptr addrspace(3) %1056, align 2, !dbg !35
  %1058 = or disjoint i32 %1040, 6144, !dbg !35
  %1059 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1058, !dbg !35
  %1060 = insertelement <1 x i16> poison, i16 %931, i64 0, !dbg !35
  store <1 x i16> %1060, ptr addrspace(3) %1059, align 2, !dbg !35
  %1061 = or disjoint i32 %1040, 7168, !dbg !35
  %1062 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1061, !dbg !35
  %1063 = insertelement <1 x i16> poison, i16 %939, i64 0, !dbg !35
  store <1 x i16> %1063, ptr addrspace(3) %1062, align 2, !dbg !35
  %1064 = xor i32 %944, 720, !dbg !35
  %1065 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1064, !dbg !35
  %1066 = insertelement <1 x i16> poison, i16 %884, i64 0, !dbg !35
  store <1 x i16> %1066, ptr addrspace(3) %1065, align 2, !dbg !35
  %1067 = or disjoint i32 %1064, 1024, !dbg !35
  %1068 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1067, !dbg !35
  %1069 = insertelement <1 x i16> poison, i16 %892, i64 0, !dbg !35
  store <1 x i16> %1069, ptr addrspace(3) %1068, align 2, !dbg !35
  %1070 = or disjoint i32 %1064, 2048, !dbg !35
  %1071 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1070, !dbg !35
  %1072 = insertelement <1 x i16> poison, i16 %900, i64 0, !dbg !35
  store <1 x i16> %1072, ptr addrspace(3) %1071, align 2, !dbg !35
  %1073 = or disjoint i32 %1064, 3072, !dbg !35
  %1074 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1073, !dbg !35
  %1075 = insertelement <1 x i16> poison, i16 %908, i64 0, !dbg !35
  store <1 x i16> %1075, ptr addrspace(3) %1074, align 2, !dbg !35
  %1076 = or disjoint i32 %1064, 4096, !dbg !35
  %1077 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1076, !dbg !35
  %1078 = insertelement <1 x i16> poison, i16 %916, i64 0, !dbg !35
  store <1 x i16> %1078, ptr addrspace(3) %1077, align 2, !dbg !35
  %1079 = or disjoint i32 %1064, 5120, !dbg !35
  %1080 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1079, !dbg !35
  %1081 = insertelement <1 x i16> poison, i16 %924, i64 0, !dbg !35
  store <1 x i16> %1081, ptr addrspace(3) %1080, align 2, !dbg !35
  %1082 = or disjoint i32 %1064, 6144, !dbg !35
  %1083 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1082, !dbg !35
  %1084 = insertelement <1 x i16> poison, i16 %932, i64 0, !dbg !35
  store <1 x i16> %1084, ptr addrspace(3) %1083, align 2, !dbg !35
  %1085 = or disjoint i32 %1064, 7168, !dbg !35
  %1086 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1085, !dbg !35
  %1087 = insertelement <1 x i16> poison, i16 %940, i64 0, !dbg !35
  store <1 x i16> %1087, ptr addrspace(3) %1086, align 2, !dbg !35
  %1088 = xor i32 %944, 864, !dbg !35
  %1089 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1088, !dbg !35
  %1090 = insertelement <1 x i16> poison, i16 %885, i64 0, !dbg !35
  store <1 x i16> %1090, ptr addrspace(3) %1089, align 2, !dbg !35
  %1091 = or disjoint i32 %1088, 1024, !dbg !35
  %1092 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1091, !dbg !35
  %1093 = insertelement <1 x i16> poison, i16 %893, i64 0, !dbg !35
  store <1 x i16> %1093, ptr addrspace(3) %1092, align 2, !dbg !35
  %1094 = or disjoint i32 %1088, 2048, !dbg !35
  %1095 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1094, !dbg !35
  %1096 = insertelement <1 x i16> poison, i16 %901, i64 0, !dbg !35
  store <1 x i16> %1096, ptr addrspace(3) %1095, align 2, !dbg !35
  %1097 = or disjoint i32 %1088, 3072, !dbg !35
  %1098 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1097, !dbg !35
  %1099 = insertelement <1 x i16> poison, i16 %909, i64 0, !dbg !35
  store <1 x i16> %1099, ptr addrspace(3) %1098, align 2, !dbg !35
  %1100 = or disjoint i32 %1088, 4096, !dbg !35
  %1101 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1100, !dbg !35
  %1102 = insertelement <1 x i16> poison, i16 %917, i64 0, !dbg !35
  store <1 x i16> %1102, ptr addrspace(3) %1101, align 2, !dbg !35
  %1103 = or disjoint i32 %1088, 5120, !dbg !35
  %1104 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1103, !dbg !35
  %1105 = insertelement <1 x i16> poison, i16 %925, i64 0, !dbg !35
  store <1 x i16> %1105, ptr addrspace(3) %1104, align 2, !dbg !35
  %1106 = or disjoint i32 %1088, 6144, !dbg !35
  %1107 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1106, !dbg !35
  %1108 = insertelement <1 x i16> poison, i16 %933, i64 0, !dbg !35
  store <1 x i16> %1108, ptr addrspace(3) %1107, align 2, !dbg !35
  %1109 = or disjoint i32 %1088, 7168, !dbg !35
  %1110 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1109, !dbg !35
  %1111 = insertelement <1 x i16> poison, i16 %941, i64 0, !dbg !35
  store <1 x i16> %1111, ptr addrspace(3) %1110, align 2, !dbg !35
  %1112 = xor i32 %944, 1008, !dbg !35
  %1113 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1112, !dbg !35
  %1114 = insertelement <1 x i16> poison, i16 %886, i64 0, !dbg !35
  store <1 x i16> %1114, ptr addrspace(3) %1113, align 2, !dbg !35
  %1115 = or disjoint i32 %1112, 1024, !dbg !35
  %1116 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1115, !dbg !35
  %1117 = insertelement <1 x i16> poison, i16 %894, i64 0, !dbg !35
  store <1 x i16> %1117, ptr addrspace(3) %1116, align 2, !dbg !35
  %1118 = or disjoint i32 %1112, 2048, !dbg !35
  %1119 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1118, !dbg !35
  %1120 = insertelement <1 x i16> poison, i16 %902, i64 0, !dbg !35
  store <1 x i16> %1120, ptr addrspace(3) %1119, align 2, !dbg !35
  %1121 = or disjoint i32 %1112, 3072, !dbg !35
  %1122 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1121, !dbg !35
  %1123 = insertelement <1 x i16> poison, i16 %910, i64 0, !dbg !35
  store <1 x i16> %1123, ptr addrspace(3) %1122, align 2, !dbg !35
  %1124 = or disjoint i32 %1112, 4096, !dbg !35
  %1125 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1124, !dbg !35
  %1126 = insertelement <1 x i16> poison, i16 %918, i64 0, !dbg !35
  store <1 x i16> %1126, ptr addrspace(3) %1125, align 2, !dbg !35
  %1127 = or disjoint i32 %1112, 5120, !dbg !35
  %1128 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1127, !dbg !35
  %1129 = insertelement <1 x i16> poison, i16 %926, i64 0, !dbg !35
  store <1 x i16> %1129, ptr addrspace(3) %1128, align 2, !dbg !35
  %1130 = or disjoint i32 %1112, 6144, !dbg !35
  %1131 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1130, !dbg !35
  %1132 = insertelement <1 x i16> poison, i16 %934, i64 0, !dbg !35
  store <1 x i16> %1132, ptr addrspace(3) %1131, align 2, !dbg !35
  %1133 = or disjoint i32 %1112, 7168, !dbg !35
  %1134 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1133, !dbg !35
  %1135 = insertelement <1 x i16> poison, i16 %942, i64 0, !dbg !35
  store <1 x i16> %1135, ptr addrspace(3) %1134, align 2, !dbg !35
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !32
  %1136 = icmp eq i32 %608, 0, !dbg !32
  %1137 = and i1 %619, %1136, !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  br i1 %1137, label %1138, label %1168, !dbg !32

1138:                                             ; preds = %14
  %1139 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %1140 = extractvalue { i32, i1 } %1139, 1, !dbg !32
  %1141 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4, !dbg !32
  %1142 = and i32 %1141, 32767, !dbg !32
  %1143 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384) to i32), 4, !dbg !32
  %1144 = and i32 %1143, 32767, !dbg !32
  %1145 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1142, i64 0, !dbg !32
  %1146 = bitcast <2 x i32> %1145 to i64, !dbg !32
  %1147 = or disjoint i32 %1144, 33554432, !dbg !32
  %1148 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1147, i64 0, !dbg !32
  %1149 = bitcast <2 x i32> %1148 to i64, !dbg !32
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1146, i64 %1149, i32 136380432, i1 false, i1 %1140) #9, !dbg !32
  %1150 = add nuw nsw i32 %1142, 2, !dbg !32
  %1151 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1150, i64 0, !dbg !32
  %1152 = bitcast <2 x i32> %1151 to i64, !dbg !32
  %1153 = add nuw nsw i32 %1144, 33554560, !dbg !32
  %1154 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1153, i64 0, !dbg !32
  %1155 = bitcast <2 x i32> %1154 to i64, !dbg !32
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1152, i64 %1155, i32 136380432, i1 true, i1 %1140) #9, !dbg !32
  %1156 = add nuw nsw i32 %1142, 4, !dbg !32
  %1157 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1156, i64 0, !dbg !32
  %1158 = bitcast <2 x i32> %1157 to i64, !dbg !32
  %1159 = add nuw nsw i32 %1144, 33554688, !dbg !32
  %1160 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1159, i64 0, !dbg !32
  %1161 = bitcast <2 x i32> %1160 to i64, !dbg !32
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1158, i64 %1161, i32 136380432, i1 true, i1 %1140) #9, !dbg !32
  %1162 = add nuw nsw i32 %1142, 6, !dbg !32
  %1163 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1162, i64 0, !dbg !32
  %1164 = bitcast <2 x i32> %1163 to i64, !dbg !32
  %1165 = add nuw nsw i32 %1144, 33554816, !dbg !32
  %1166 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1165, i64 0, !dbg !32
  %1167 = bitcast <2 x i32> %1166 to i64, !dbg !32
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1164, i64 %1167, i32 136380432, i1 true, i1 %1140) #9, !dbg !32
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %1140, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536) to i32)) #9, !dbg !32
  br label %1168, !dbg !32

1168:                                             ; preds = %1138, %14
  %1169 = sext i32 %606 to i64, !dbg !36
  %1170 = sext i32 %607 to i64, !dbg !37
  %1171 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %687
  %1172 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %690
  %1173 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %693
  %1174 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %696
  %1175 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %699
  %1176 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %702
  %1177 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %705
  %1178 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %708
  %1179 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %711
  %1180 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %714
  %1181 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %717
  %1182 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %720
  %1183 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %723
  %1184 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %726
  %1185 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %729
  %1186 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %732
  %1187 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %735
  %1188 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %738
  %1189 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %741
  %1190 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %744
  %1191 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %747
  %1192 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %750
  %1193 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %753
  %1194 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %756
  %1195 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %759
  %1196 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %762
  %1197 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %765
  %1198 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %768
  %1199 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %771
  %1200 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %774
  %1201 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %777
  %1202 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %780
  %1203 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %783
  %1204 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %786
  %1205 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %789
  %1206 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %792
  %1207 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %795
  %1208 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %798
  %1209 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %801
  %1210 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %804
  %1211 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %807
  %1212 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %810
  %1213 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %813
  %1214 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %816
  %1215 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %819
  %1216 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %822
  %1217 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %825
  %1218 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %828
  %1219 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %831
  %1220 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %834
  %1221 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %837
  %1222 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %840
  %1223 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %843
  %1224 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %846
  %1225 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %849
  %1226 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %852
  %1227 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %855
  %1228 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %858
  %1229 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %861
  %1230 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %864
  %1231 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %867
  %1232 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %870
  %1233 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %873
  %1234 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %876
  %1235 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %944
  %1236 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %947
  %1237 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %950
  %1238 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %953
  %1239 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %956
  %1240 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %959
  %1241 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %962
  %1242 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %965
  %1243 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %968
  %1244 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %971
  %1245 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %974
  %1246 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %977
  %1247 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %980
  %1248 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %983
  %1249 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %986
  %1250 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %989
  %1251 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %992
  %1252 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %995
  %1253 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %998
  %1254 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1001
  %1255 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1004
  %1256 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1007
  %1257 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1010
  %1258 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1013
  %1259 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1016
  %1260 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1019
  %1261 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1022
  %1262 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1025
  %1263 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1028
  %1264 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1031
  %1265 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1034
  %1266 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1037
  %1267 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1040
  %1268 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1043
  %1269 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1046
  %1270 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1049
  %1271 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1052
  %1272 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1055
  %1273 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1058
  %1274 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1061
  %1275 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1064
  %1276 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1067
  %1277 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1070
  %1278 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1073
  %1279 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1076
  %1280 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1079
  %1281 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1082
  %1282 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1085
  %1283 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1088
  %1284 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1091
  %1285 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1094
  %1286 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1097
  %1287 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1100
  %1288 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1103
  %1289 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1106
  %1290 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1109
  %1291 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1112
  %1292 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1115
  %1293 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1118
  %1294 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1121
  %1295 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1124
  %1296 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1127
  %1297 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1130
  %1298 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1133
  %1299 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768) to i32), 4
  %1300 = and i32 %1299, 32767
  %1301 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152) to i32), 4
  %1302 = and i32 %1301, 32767
  %1303 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1300, i64 0
  %1304 = bitcast <2 x i32> %1303 to i64
  %1305 = or disjoint i32 %1302, 33554432
  %1306 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1305, i64 0
  %1307 = bitcast <2 x i32> %1306 to i64
  %1308 = add nuw nsw i32 %1300, 2
  %1309 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1308, i64 0
  %1310 = bitcast <2 x i32> %1309 to i64
  %1311 = add nuw nsw i32 %1302, 33554560
  %1312 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1311, i64 0
  %1313 = bitcast <2 x i32> %1312 to i64
  %1314 = add nuw nsw i32 %1300, 4
  %1315 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1314, i64 0
  %1316 = bitcast <2 x i32> %1315 to i64
  %1317 = add nuw nsw i32 %1302, 33554688
  %1318 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1317, i64 0
  %1319 = bitcast <2 x i32> %1318 to i64
  %1320 = add nuw nsw i32 %1300, 6
  %1321 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1320, i64 0
  %1322 = bitcast <2 x i32> %1321 to i64
  %1323 = add nuw nsw i32 %1302, 33554816
  %1324 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %1323, i64 0
  %1325 = bitcast <2 x i32> %1324 to i64
  %1326 = tail call i32 @llvm.smax.i32(i32 %605, i32 1), !dbg !33
  %smax = add nsw i32 %1326, -1, !dbg !33
  br label %1327, !dbg !33

1327:                                             ; preds = %1595, %1168
  %1328 = phi i32 [ %1601, %1595 ], [ 0, %1168 ], !dbg !33
  %.pn127.pn = phi ptr addrspace(1) [ %.pn127, %1595 ], [ %286, %1168 ]
  %.pn125.pn = phi ptr addrspace(1) [ %.pn125, %1595 ], [ %287, %1168 ]
  %.pn123.pn = phi ptr addrspace(1) [ %.pn123, %1595 ], [ %288, %1168 ]
  %.pn121.pn = phi ptr addrspace(1) [ %.pn121, %1595 ], [ %289, %1168 ]
  %.pn119.pn = phi ptr addrspace(1) [ %.pn119, %1595 ], [ %290, %1168 ]
  %.pn117.pn = phi ptr addrspace(1) [ %.pn117, %1595 ], [ %291, %1168 ]
  %.pn115.pn = phi ptr addrspace(1) [ %.pn115, %1595 ], [ %292, %1168 ]
  %.pn113.pn = phi ptr addrspace(1) [ %.pn113, %1595 ], [ %293, %1168 ]
  %.pn111.pn = phi ptr addrspace(1) [ %.pn111, %1595 ], [ %294, %1168 ]
  %.pn109.pn = phi ptr addrspace(1) [ %.pn109, %1595 ], [ %295, %1168 ]
  %.pn107.pn = phi ptr addrspace(1) [ %.pn107, %1595 ], [ %296, %1168 ]
  %.pn105.pn = phi ptr addrspace(1) [ %.pn105, %1595 ], [ %297, %1168 ]
  %.pn103.pn = phi ptr addrspace(1) [ %.pn103, %1595 ], [ %298, %1168 ]
  %.pn101.pn = phi ptr addrspace(1) [ %.pn101, %1595 ], [ %299, %1168 ]
  %.pn99.pn = phi ptr addrspace(1) [ %.pn99, %1595 ], [ %300, %1168 ]
  %.pn97.pn = phi ptr addrspace(1) [ %.pn97, %1595 ], [ %301, %1168 ]
  %.pn95.pn = phi ptr addrspace(1) [ %.pn95, %1595 ], [ %302, %1168 ]
  %.pn93.pn = phi ptr addrspace(1) [ %.pn93, %1595 ], [ %303, %1168 ]
  %.pn91.pn = phi ptr addrspace(1) [ %.pn91, %1595 ], [ %304, %1168 ]
  %.pn89.pn = phi ptr addrspace(1) [ %.pn89, %1595 ], [ %305, %1168 ]
  %.pn87.pn = phi ptr addrspace(1) [ %.pn87, %1595 ], [ %306, %1168 ]
  %.pn85.pn = phi ptr addrspace(1) [ %.pn85, %1595 ], [ %307, %1168 ]
  %.pn83.pn = phi ptr addrspace(1) [ %.pn83, %1595 ], [ %308, %1168 ]
  %.pn81.pn = phi ptr addrspace(1) [ %.pn81, %1595 ], [ %309, %1168 ]
  %.pn79.pn = phi ptr addrspace(1) [ %.pn79, %1595 ], [ %310, %1168 ]
  %.pn77.pn = phi ptr addrspace(1) [ %.pn77, %1595 ], [ %311, %1168 ]
  %.pn75.pn = phi ptr addrspace(1) [ %.pn75, %1595 ], [ %312, %1168 ]
  %.pn73.pn = phi ptr addrspace(1) [ %.pn73, %1595 ], [ %313, %1168 ]
  %.pn71.pn = phi ptr addrspace(1) [ %.pn71, %1595 ], [ %314, %1168 ]
  %.pn69.pn = phi ptr addrspace(1) [ %.pn69, %1595 ], [ %315, %1168 ]
  %.pn67.pn = phi ptr addrspace(1) [ %.pn67, %1595 ], [ %316, %1168 ]
  %.pn65.pn = phi ptr addrspace(1) [ %.pn65, %1595 ], [ %317, %1168 ]
  %.pn63.pn = phi ptr addrspace(1) [ %.pn63, %1595 ], [ %318, %1168 ]
  %.pn61.pn = phi ptr addrspace(1) [ %.pn61, %1595 ], [ %319, %1168 ]
  %.pn59.pn = phi ptr addrspace(1) [ %.pn59, %1595 ], [ %320, %1168 ]
  %.pn57.pn = phi ptr addrspace(1) [ %.pn57, %1595 ], [ %321, %1168 ]
  %.pn55.pn = phi ptr addrspace(1) [ %.pn55, %1595 ], [ %322, %1168 ]
  %.pn53.pn = phi ptr addrspace(1) [ %.pn53, %1595 ], [ %323, %1168 ]
  %.pn51.pn = phi ptr addrspace(1) [ %.pn51, %1595 ], [ %324, %1168 ]
  %.pn49.pn = phi ptr addrspace(1) [ %.pn49, %1595 ], [ %325, %1168 ]
  %.pn47.pn = phi ptr addrspace(1) [ %.pn47, %1595 ], [ %326, %1168 ]
  %.pn45.pn = phi ptr addrspace(1) [ %.pn45, %1595 ], [ %327, %1168 ]
  %.pn43.pn = phi ptr addrspace(1) [ %.pn43, %1595 ], [ %328, %1168 ]
  %.pn41.pn = phi ptr addrspace(1) [ %.pn41, %1595 ], [ %329, %1168 ]
  %.pn39.pn = phi ptr addrspace(1) [ %.pn39, %1595 ], [ %330, %1168 ]
  %.pn37.pn = phi ptr addrspace(1) [ %.pn37, %1595 ], [ %331, %1168 ]
  %.pn35.pn = phi ptr addrspace(1) [ %.pn35, %1595 ], [ %332, %1168 ]
  %.pn33.pn = phi ptr addrspace(1) [ %.pn33, %1595 ], [ %333, %1168 ]
  %.pn31.pn = phi ptr addrspace(1) [ %.pn31, %1595 ], [ %334, %1168 ]
  %.pn29.pn = phi ptr addrspace(1) [ %.pn29, %1595 ], [ %335, %1168 ]
  %.pn27.pn = phi ptr addrspace(1) [ %.pn27, %1595 ], [ %336, %1168 ]
  %.pn25.pn = phi ptr addrspace(1) [ %.pn25, %1595 ], [ %337, %1168 ]
  %.pn23.pn = phi ptr addrspace(1) [ %.pn23, %1595 ], [ %338, %1168 ]
  %.pn21.pn = phi ptr addrspace(1) [ %.pn21, %1595 ], [ %339, %1168 ]
  %.pn19.pn = phi ptr addrspace(1) [ %.pn19, %1595 ], [ %340, %1168 ]
  %.pn17.pn = phi ptr addrspace(1) [ %.pn17, %1595 ], [ %341, %1168 ]
  %.pn15.pn = phi ptr addrspace(1) [ %.pn15, %1595 ], [ %342, %1168 ]
  %.pn13.pn = phi ptr addrspace(1) [ %.pn13, %1595 ], [ %343, %1168 ]
  %.pn11.pn = phi ptr addrspace(1) [ %.pn11, %1595 ], [ %344, %1168 ]
  %.pn9.pn = phi ptr addrspace(1) [ %.pn9, %1595 ], [ %345, %1168 ]
  %.pn7.pn = phi ptr addrspace(1) [ %.pn7, %1595 ], [ %346, %1168 ]
  %.pn5.pn = phi ptr addrspace(1) [ %.pn5, %1595 ], [ %347, %1168 ]
  %.pn3.pn = phi ptr addrspace(1) [ %.pn3, %1595 ], [ %348, %1168 ]
  %.pn1.pn = phi ptr addrspace(1) [ %.pn1, %1595 ], [ %349, %1168 ]
  %.pn255.pn = phi ptr addrspace(1) [ %.pn255, %1595 ], [ %540, %1168 ]
  %.pn253.pn = phi ptr addrspace(1) [ %.pn253, %1595 ], [ %541, %1168 ]
  %.pn251.pn = phi ptr addrspace(1) [ %.pn251, %1595 ], [ %542, %1168 ]
  %.pn249.pn = phi ptr addrspace(1) [ %.pn249, %1595 ], [ %543, %1168 ]
  %.pn247.pn = phi ptr addrspace(1) [ %.pn247, %1595 ], [ %544, %1168 ]
  %.pn245.pn = phi ptr addrspace(1) [ %.pn245, %1595 ], [ %545, %1168 ]
  %.pn243.pn = phi ptr addrspace(1) [ %.pn243, %1595 ], [ %546, %1168 ]
  %.pn241.pn = phi ptr addrspace(1) [ %.pn241, %1595 ], [ %547, %1168 ]
  %.pn239.pn = phi ptr addrspace(1) [ %.pn239, %1595 ], [ %548, %1168 ]
  %.pn237.pn = phi ptr addrspace(1) [ %.pn237, %1595 ], [ %549, %1168 ]
  %.pn235.pn = phi ptr addrspace(1) [ %.pn235, %1595 ], [ %550, %1168 ]
  %.pn233.pn = phi ptr addrspace(1) [ %.pn233, %1595 ], [ %551, %1168 ]
  %.pn231.pn = phi ptr addrspace(1) [ %.pn231, %1595 ], [ %552, %1168 ]
  %.pn229.pn = phi ptr addrspace(1) [ %.pn229, %1595 ], [ %553, %1168 ]
  %.pn227.pn = phi ptr addrspace(1) [ %.pn227, %1595 ], [ %554, %1168 ]
  %.pn225.pn = phi ptr addrspace(1) [ %.pn225, %1595 ], [ %555, %1168 ]
  %.pn223.pn = phi ptr addrspace(1) [ %.pn223, %1595 ], [ %556, %1168 ]
  %.pn221.pn = phi ptr addrspace(1) [ %.pn221, %1595 ], [ %557, %1168 ]
  %.pn219.pn = phi ptr addrspace(1) [ %.pn219, %1595 ], [ %558, %1168 ]
  %.pn217.pn = phi ptr addrspace(1) [ %.pn217, %1595 ], [ %559, %1168 ]
  %.pn215.pn = phi ptr addrspace(1) [ %.pn215, %1595 ], [ %560, %1168 ]
  %.pn213.pn = phi ptr addrspace(1) [ %.pn213, %1595 ], [ %561, %1168 ]
  %.pn211.pn = phi ptr addrspace(1) [ %.pn211, %1595 ], [ %562, %1168 ]
  %.pn209.pn = phi ptr addrspace(1) [ %.pn209, %1595 ], [ %563, %1168 ]
  %.pn207.pn = phi ptr addrspace(1) [ %.pn207, %1595 ], [ %564, %1168 ]
  %.pn205.pn = phi ptr addrspace(1) [ %.pn205, %1595 ], [ %565, %1168 ]
  %.pn203.pn = phi ptr addrspace(1) [ %.pn203, %1595 ], [ %566, %1168 ]
  %.pn201.pn = phi ptr addrspace(1) [ %.pn201, %1595 ], [ %567, %1168 ]
  %.pn199.pn = phi ptr addrspace(1) [ %.pn199, %1595 ], [ %568, %1168 ]
  %.pn197.pn = phi ptr addrspace(1) [ %.pn197, %1595 ], [ %569, %1168 ]
  %.pn195.pn = phi ptr addrspace(1) [ %.pn195, %1595 ], [ %570, %1168 ]
  %.pn193.pn = phi ptr addrspace(1) [ %.pn193, %1595 ], [ %571, %1168 ]
  %.pn191.pn = phi ptr addrspace(1) [ %.pn191, %1595 ], [ %572, %1168 ]
  %.pn189.pn = phi ptr addrspace(1) [ %.pn189, %1595 ], [ %573, %1168 ]
  %.pn187.pn = phi ptr addrspace(1) [ %.pn187, %1595 ], [ %574, %1168 ]
  %.pn185.pn = phi ptr addrspace(1) [ %.pn185, %1595 ], [ %575, %1168 ]
  %.pn183.pn = phi ptr addrspace(1) [ %.pn183, %1595 ], [ %576, %1168 ]
  %.pn181.pn = phi ptr addrspace(1) [ %.pn181, %1595 ], [ %577, %1168 ]
  %.pn179.pn = phi ptr addrspace(1) [ %.pn179, %1595 ], [ %578, %1168 ]
  %.pn177.pn = phi ptr addrspace(1) [ %.pn177, %1595 ], [ %579, %1168 ]
  %.pn175.pn = phi ptr addrspace(1) [ %.pn175, %1595 ], [ %580, %1168 ]
  %.pn173.pn = phi ptr addrspace(1) [ %.pn173, %1595 ], [ %581, %1168 ]
  %.pn171.pn = phi ptr addrspace(1) [ %.pn171, %1595 ], [ %582, %1168 ]
  %.pn169.pn = phi ptr addrspace(1) [ %.pn169, %1595 ], [ %583, %1168 ]
  %.pn167.pn = phi ptr addrspace(1) [ %.pn167, %1595 ], [ %584, %1168 ]
  %.pn165.pn = phi ptr addrspace(1) [ %.pn165, %1595 ], [ %585, %1168 ]
  %.pn163.pn = phi ptr addrspace(1) [ %.pn163, %1595 ], [ %586, %1168 ]
  %.pn161.pn = phi ptr addrspace(1) [ %.pn161, %1595 ], [ %587, %1168 ]
  %.pn159.pn = phi ptr addrspace(1) [ %.pn159, %1595 ], [ %588, %1168 ]
  %.pn157.pn = phi ptr addrspace(1) [ %.pn157, %1595 ], [ %589, %1168 ]
  %.pn155.pn = phi ptr addrspace(1) [ %.pn155, %1595 ], [ %590, %1168 ]
  %.pn153.pn = phi ptr addrspace(1) [ %.pn153, %1595 ], [ %591, %1168 ]
  %.pn151.pn = phi ptr addrspace(1) [ %.pn151, %1595 ], [ %592, %1168 ]
  %.pn149.pn = phi ptr addrspace(1) [ %.pn149, %1595 ], [ %593, %1168 ]
  %.pn147.pn = phi ptr addrspace(1) [ %.pn147, %1595 ], [ %594, %1168 ]
  %.pn145.pn = phi ptr addrspace(1) [ %.pn145, %1595 ], [ %595, %1168 ]
  %.pn143.pn = phi ptr addrspace(1) [ %.pn143, %1595 ], [ %596, %1168 ]
  %.pn141.pn = phi ptr addrspace(1) [ %.pn141, %1595 ], [ %597, %1168 ]
  %.pn139.pn = phi ptr addrspace(1) [ %.pn139, %1595 ], [ %598, %1168 ]
  %.pn137.pn = phi ptr addrspace(1) [ %.pn137, %1595 ], [ %599, %1168 ]
  %.pn135.pn = phi ptr addrspace(1) [ %.pn135, %1595 ], [ %600, %1168 ]
  %.pn133.pn = phi ptr addrspace(1) [ %.pn133, %1595 ], [ %601, %1168 ]
  %.pn131.pn = phi ptr addrspace(1) [ %.pn131, %1595 ], [ %602, %1168 ]
  %.pn129.pn = phi ptr addrspace(1) [ %.pn129, %1595 ], [ %603, %1168 ]
  %1329 = phi i32 [ %1600, %1595 ], [ 0, %1168 ], !dbg !32
  %1330 = phi i32 [ %1598, %1595 ], [ 1, %1168 ], !dbg !32
  %1331 = phi ptr addrspace(3) [ %1590, %1595 ], [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), %1168 ], !dbg !33
  %1332 = phi i32 [ %1329, %1595 ], [ 0, %1168 ], !dbg !33
  %.pn129 = getelementptr [2 x i8], ptr addrspace(1) %.pn129.pn, i64 %1170, !dbg !37
  %.pn131 = getelementptr [2 x i8], ptr addrspace(1) %.pn131.pn, i64 %1170, !dbg !37
  %.pn133 = getelementptr [2 x i8], ptr addrspace(1) %.pn133.pn, i64 %1170, !dbg !37
  %.pn135 = getelementptr [2 x i8], ptr addrspace(1) %.pn135.pn, i64 %1170, !dbg !37
  %.pn137 = getelementptr [2 x i8], ptr addrspace(1) %.pn137.pn, i64 %1170, !dbg !37
  %.pn139 = getelementptr [2 x i8], ptr addrspace(1) %.pn139.pn, i64 %1170, !dbg !37
  %.pn141 = getelementptr [2 x i8], ptr addrspace(1) %.pn141.pn, i64 %1170, !dbg !37
  %.pn143 = getelementptr [2 x i8], ptr addrspace(1) %.pn143.pn, i64 %1170, !dbg !37
  %.pn145 = getelementptr [2 x i8], ptr addrspace(1) %.pn145.pn, i64 %1170, !dbg !37
  %.pn147 = getelementptr [2 x i8], ptr addrspace(1) %.pn147.pn, i64 %1170, !dbg !37
  %.pn149 = getelementptr [2 x i8], ptr addrspace(1) %.pn149.pn, i64 %1170, !dbg !37
  %.pn151 = getelementptr [2 x i8], ptr addrspace(1) %.pn151.pn, i64 %1170, !dbg !37
  %.pn153 = getelementptr [2 x i8], ptr addrspace(1) %.pn153.pn, i64 %1170, !dbg !37
  %.pn155 = getelementptr [2 x i8], ptr addrspace(1) %.pn155.pn, i64 %1170, !dbg !37
  %.pn157 = getelementptr [2 x i8], ptr addrspace(1) %.pn157.pn, i64 %1170, !dbg !37
  %.pn159 = getelementptr [2 x i8], ptr addrspace(1) %.pn159.pn, i64 %1170, !dbg !37
  %.pn161 = getelementptr [2 x i8], ptr addrspace(1) %.pn161.pn, i64 %1170, !dbg !37
  %.pn163 = getelementptr [2 x i8], ptr addrspace(1) %.pn163.pn, i64 %1170, !dbg !37
  %.pn165 = getelementptr [2 x i8], ptr addrspace(1) %.pn165.pn, i64 %1170, !dbg !37
  %.pn167 = getelementptr [2 x i8], ptr addrspace(1) %.pn167.pn, i64 %1170, !dbg !37
  %.pn169 = getelementptr [2 x i8], ptr addrspace(1) %.pn169.pn, i64 %1170, !dbg !37
  %.pn171 = getelementptr [2 x i8], ptr addrspace(1) %.pn171.pn, i64 %1170, !dbg !37
  %.pn173 = getelementptr [2 x i8], ptr addrspace(1) %.pn173.pn, i64 %1170, !dbg !37
  %.pn175 = getelementptr [2 x i8], ptr addrspace(1) %.pn175.pn, i64 %1170, !dbg !37
  %.pn177 = getelementptr [2 x i8], ptr addrspace(1) %.pn177.pn, i64 %1170, !dbg !37
  %.pn179 = getelementptr [2 x i8], ptr addrspace(1) %.pn179.pn, i64 %1170, !dbg !37
  %.pn181 = getelementptr [2 x i8], ptr addrspace(1) %.pn181.pn, i64 %1170, !dbg !37
  %.pn183 = getelementptr [2 x i8], ptr addrspace(1) %.pn183.pn, i64 %1170, !dbg !37
  %.pn185 = getelementptr [2 x i8], ptr addrspace(1) %.pn185.pn, i64 %1170, !dbg !37
  %.pn187 = getelementptr [2 x i8], ptr addrspace(1) %.pn187.pn, i64 %1170, !dbg !37
  %.pn189 = getelementptr [2 x i8], ptr addrspace(1) %.pn189.pn, i64 %1170, !dbg !37
  %.pn191 = getelementptr [2 x i8], ptr addrspace(1) %.pn191.pn, i64 %1170, !dbg !37
  %.pn193 = getelementptr [2 x i8], ptr addrspace(1) %.pn193.pn, i64 %1170, !dbg !37
  %.pn195 = getelementptr [2 x i8], ptr addrspace(1) %.pn195.pn, i64 %1170, !dbg !37
  %.pn197 = getelementptr [2 x i8], ptr addrspace(1) %.pn197.pn, i64 %1170, !dbg !37
  %.pn199 = getelementptr [2 x i8], ptr addrspace(1) %.pn199.pn, i64 %1170, !dbg !37
  %.pn201 = getelementptr [2 x i8], ptr addrspace(1) %.pn201.pn, i64 %1170, !dbg !37
  %.pn203 = getelementptr [2 x i8], ptr addrspace(1) %.pn203.pn, i64 %1170, !dbg !37
  %.pn205 = getelementptr [2 x i8], ptr addrspace(1) %.pn205.pn, i64 %1170, !dbg !37
  %.pn207 = getelementptr [2 x i8], ptr addrspace(1) %.pn207.pn, i64 %1170, !dbg !37
  %.pn209 = getelementptr [2 x i8], ptr addrspace(1) %.pn209.pn, i64 %1170, !dbg !37
  %.pn211 = getelementptr [2 x i8], ptr addrspace(1) %.pn211.pn, i64 %1170, !dbg !37
  %.pn213 = getelementptr [2 x i8], ptr addrspace(1) %.pn213.pn, i64 %1170, !dbg !37
  %.pn215 = getelementptr [2 x i8], ptr addrspace(1) %.pn215.pn, i64 %1170, !dbg !37
  %.pn217 = getelementptr [2 x i8], ptr addrspace(1) %.pn217.pn, i64 %1170, !dbg !37
  %.pn219 = getelementptr [2 x i8], ptr addrspace(1) %.pn219.pn, i64 %1170, !dbg !37
  %.pn221 = getelementptr [2 x i8], ptr addrspace(1) %.pn221.pn, i64 %1170, !dbg !37
  %.pn223 = getelementptr [2 x i8], ptr addrspace(1) %.pn223.pn, i64 %1170, !dbg !37
  %.pn225 = getelementptr [2 x i8], ptr addrspace(1) %.pn225.pn, i64 %1170, !dbg !37
  %.pn227 = getelementptr [2 x i8], ptr addrspace(1) %.pn227.pn, i64 %1170, !dbg !37
  %.pn229 = getelementptr [2 x i8], ptr addrspace(1) %.pn229.pn, i64 %1170, !dbg !37
  %.pn231 = getelementptr [2 x i8], ptr addrspace(1) %.pn231.pn, i64 %1170, !dbg !37
  %.pn233 = getelementptr [2 x i8], ptr addrspace(1) %.pn233.pn, i64 %1170, !dbg !37
  %.pn235 = getelementptr [2 x i8], ptr addrspace(1) %.pn235.pn, i64 %1170, !dbg !37
  %.pn237 = getelementptr [2 x i8], ptr addrspace(1) %.pn237.pn, i64 %1170, !dbg !37
  %.pn239 = getelementptr [2 x i8], ptr addrspace(1) %.pn239.pn, i64 %1170, !dbg !37
  %.pn241 = getelementptr [2 x i8], ptr addrspace(1) %.pn241.pn, i64 %1170, !dbg !37
  %.pn243 = getelementptr [2 x i8], ptr addrspace(1) %.pn243.pn, i64 %1170, !dbg !37
  %.pn245 = getelementptr [2 x i8], ptr addrspace(1) %.pn245.pn, i64 %1170, !dbg !37
  %.pn247 = getelementptr [2 x i8], ptr addrspace(1) %.pn247.pn, i64 %1170, !dbg !37
  %.pn249 = getelementptr [2 x i8], ptr addrspace(1) %.pn249.pn, i64 %1170, !dbg !37
  %.pn251 = getelementptr [2 x i8], ptr addrspace(1) %.pn251.pn, i64 %1170, !dbg !37
  %.pn253 = getelementptr [2 x i8], ptr addrspace(1) %.pn253.pn, i64 %1170, !dbg !37
  %.pn255 = getelementptr [2 x i8], ptr addrspace(1) %.pn255.pn, i64 %1170, !dbg !37
  %.pn1 = getelementptr [2 x i8], ptr addrspace(1) %.pn1.pn, i64 %1169, !dbg !36
  %.pn3 = getelementptr [2 x i8], ptr addrspace(1) %.pn3.pn, i64 %1169, !dbg !36
  %.pn5 = getelementptr [2 x i8], ptr addrspace(1) %.pn5.pn, i64 %1169, !dbg !36
  %.pn7 = getelementptr [2 x i8], ptr addrspace(1) %.pn7.pn, i64 %1169, !dbg !36
  %.pn9 = getelementptr [2 x i8], ptr addrspace(1) %.pn9.pn, i64 %1169, !dbg !36
  %.pn11 = getelementptr [2 x i8], ptr addrspace(1) %.pn11.pn, i64 %1169, !dbg !36
  %.pn13 = getelementptr [2 x i8], ptr addrspace(1) %.pn13.pn, i64 %1169, !dbg !36
  %.pn15 = getelementptr [2 x i8], ptr addrspace(1) %.pn15.pn, i64 %1169, !dbg !36
  %.pn17 = getelementptr [2 x i8], ptr addrspace(1) %.pn17.pn, i64 %1169, !dbg !36
  %.pn19 = getelementptr [2 x i8], ptr addrspace(1) %.pn19.pn, i64 %1169, !dbg !36
  %.pn21 = getelementptr [2 x i8], ptr addrspace(1) %.pn21.pn, i64 %1169, !dbg !36
  %.pn23 = getelementptr [2 x i8], ptr addrspace(1) %.pn23.pn, i64 %1169, !dbg !36
  %.pn25 = getelementptr [2 x i8], ptr addrspace(1) %.pn25.pn, i64 %1169, !dbg !36
  %.pn27 = getelementptr [2 x i8], ptr addrspace(1) %.pn27.pn, i64 %1169, !dbg !36
  %.pn29 = getelementptr [2 x i8], ptr addrspace(1) %.pn29.pn, i64 %1169, !dbg !36
  %.pn31 = getelementptr [2 x i8], ptr addrspace(1) %.pn31.pn, i64 %1169, !dbg !36
  %.pn33 = getelementptr [2 x i8], ptr addrspace(1) %.pn33.pn, i64 %1169, !dbg !36
  %.pn35 = getelementptr [2 x i8], ptr addrspace(1) %.pn35.pn, i64 %1169, !dbg !36
  %.pn37 = getelementptr [2 x i8], ptr addrspace(1) %.pn37.pn, i64 %1169, !dbg !36
  %.pn39 = getelementptr [2 x i8], ptr addrspace(1) %.pn39.pn, i64 %1169, !dbg !36
  %.pn41 = getelementptr [2 x i8], ptr addrspace(1) %.pn41.pn, i64 %1169, !dbg !36
  %.pn43 = getelementptr [2 x i8], ptr addrspace(1) %.pn43.pn, i64 %1169, !dbg !36
  %.pn45 = getelementptr [2 x i8], ptr addrspace(1) %.pn45.pn, i64 %1169, !dbg !36
  %.pn47 = getelementptr [2 x i8], ptr addrspace(1) %.pn47.pn, i64 %1169, !dbg !36
  %.pn49 = getelementptr [2 x i8], ptr addrspace(1) %.pn49.pn, i64 %1169, !dbg !36
  %.pn51 = getelementptr [2 x i8], ptr addrspace(1) %.pn51.pn, i64 %1169, !dbg !36
  %.pn53 = getelementptr [2 x i8], ptr addrspace(1) %.pn53.pn, i64 %1169, !dbg !36
  %.pn55 = getelementptr [2 x i8], ptr addrspace(1) %.pn55.pn, i64 %1169, !dbg !36
  %.pn57 = getelementptr [2 x i8], ptr addrspace(1) %.pn57.pn, i64 %1169, !dbg !36
  %.pn59 = getelementptr [2 x i8], ptr addrspace(1) %.pn59.pn, i64 %1169, !dbg !36
  %.pn61 = getelementptr [2 x i8], ptr addrspace(1) %.pn61.pn, i64 %1169, !dbg !36
  %.pn63 = getelementptr [2 x i8], ptr addrspace(1) %.pn63.pn, i64 %1169, !dbg !36
  %.pn65 = getelementptr [2 x i8], ptr addrspace(1) %.pn65.pn, i64 %1169, !dbg !36
  %.pn67 = getelementptr [2 x i8], ptr addrspace(1) %.pn67.pn, i64 %1169, !dbg !36
  %.pn69 = getelementptr [2 x i8], ptr addrspace(1) %.pn69.pn, i64 %1169, !dbg !36
  %.pn71 = getelementptr [2 x i8], ptr addrspace(1) %.pn71.pn, i64 %1169, !dbg !36
  %.pn73 = getelementptr [2 x i8], ptr addrspace(1) %.pn73.pn, i64 %1169, !dbg !36
  %.pn75 = getelementptr [2 x i8], ptr addrspace(1) %.pn75.pn, i64 %1169, !dbg !36
  %.pn77 = getelementptr [2 x i8], ptr addrspace(1) %.pn77.pn, i64 %1169, !dbg !36
  %.pn79 = getelementptr [2 x i8], ptr addrspace(1) %.pn79.pn, i64 %1169, !dbg !36
  %.pn81 = getelementptr [2 x i8], ptr addrspace(1) %.pn81.pn, i64 %1169, !dbg !36
  %.pn83 = getelementptr [2 x i8], ptr addrspace(1) %.pn83.pn, i64 %1169, !dbg !36
  %.pn85 = getelementptr [2 x i8], ptr addrspace(1) %.pn85.pn, i64 %1169, !dbg !36
  %.pn87 = getelementptr [2 x i8], ptr addrspace(1) %.pn87.pn, i64 %1169, !dbg !36
  %.pn89 = getelementptr [2 x i8], ptr addrspace(1) %.pn89.pn, i64 %1169, !dbg !36
  %.pn91 = getelementptr [2 x i8], ptr addrspace(1) %.pn91.pn, i64 %1169, !dbg !36
  %.pn93 = getelementptr [2 x i8], ptr addrspace(1) %.pn93.pn, i64 %1169, !dbg !36
  %.pn95 = getelementptr [2 x i8], ptr addrspace(1) %.pn95.pn, i64 %1169, !dbg !36
  %.pn97 = getelementptr [2 x i8], ptr addrspace(1) %.pn97.pn, i64 %1169, !dbg !36
  %.pn99 = getelementptr [2 x i8], ptr addrspace(1) %.pn99.pn, i64 %1169, !dbg !36
  %.pn101 = getelementptr [2 x i8], ptr addrspace(1) %.pn101.pn, i64 %1169, !dbg !36
  %.pn103 = getelementptr [2 x i8], ptr addrspace(1) %.pn103.pn, i64 %1169, !dbg !36
  %.pn105 = getelementptr [2 x i8], ptr addrspace(1) %.pn105.pn, i64 %1169, !dbg !36
  %.pn107 = getelementptr [2 x i8], ptr addrspace(1) %.pn107.pn, i64 %1169, !dbg !36
  %.pn109 = getelementptr [2 x i8], ptr addrspace(1) %.pn109.pn, i64 %1169, !dbg !36
  %.pn111 = getelementptr [2 x i8], ptr addrspace(1) %.pn111.pn, i64 %1169, !dbg !36
  %.pn113 = getelementptr [2 x i8], ptr addrspace(1) %.pn113.pn, i64 %1169, !dbg !36
  %.pn115 = getelementptr [2 x i8], ptr addrspace(1) %.pn115.pn, i64 %1169, !dbg !36
  %.pn117 = getelementptr [2 x i8], ptr addrspace(1) %.pn117.pn, i64 %1169, !dbg !36
  %.pn119 = getelementptr [2 x i8], ptr addrspace(1) %.pn119.pn, i64 %1169, !dbg !36
  %.pn121 = getelementptr [2 x i8], ptr addrspace(1) %.pn121.pn, i64 %1169, !dbg !36
  %.pn123 = getelementptr [2 x i8], ptr addrspace(1) %.pn123.pn, i64 %1169, !dbg !36
  %.pn125 = getelementptr [2 x i8], ptr addrspace(1) %.pn125.pn, i64 %1169, !dbg !36
  %.pn127 = getelementptr [2 x i8], ptr addrspace(1) %.pn127.pn, i64 %1169, !dbg !36
  %exitcond.not = icmp eq i32 %1328, %smax, !dbg !33
  br i1 %exitcond.not, label %1602, label %1333, !dbg !33

1333:                                             ; preds = %1327
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %1331, i32 %1332) #9, !dbg !32
  %1334 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn127) #9, !dbg !34
  %1335 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn125) #9, !dbg !34
  %1336 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn123) #9, !dbg !34
  %1337 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn121) #9, !dbg !34
  %1338 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn119) #9, !dbg !34
  %1339 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn117) #9, !dbg !34
  %1340 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn115) #9, !dbg !34
  %1341 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn113) #9, !dbg !34
  %1342 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn111) #9, !dbg !34
  %1343 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn109) #9, !dbg !34
  %1344 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn107) #9, !dbg !34
  %1345 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn105) #9, !dbg !34
  %1346 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn103) #9, !dbg !34
  %1347 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn101) #9, !dbg !34
  %1348 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn99) #9, !dbg !34
  %1349 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn97) #9, !dbg !34
  %1350 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn95) #9, !dbg !34
  %1351 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn93) #9, !dbg !34
  %1352 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn91) #9, !dbg !34
  %1353 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn89) #9, !dbg !34
  %1354 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn87) #9, !dbg !34
  %1355 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn85) #9, !dbg !34
  %1356 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn83) #9, !dbg !34
  %1357 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn81) #9, !dbg !34
  %1358 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn79) #9, !dbg !34
  %1359 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn77) #9, !dbg !34
  %1360 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn75) #9, !dbg !34
  %1361 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn73) #9, !dbg !34
  %1362 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn71) #9, !dbg !34
  %1363 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn69) #9, !dbg !34
  %1364 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn67) #9, !dbg !34
  %1365 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn65) #9, !dbg !34
  %1366 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn63) #9, !dbg !34
  %1367 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn61) #9, !dbg !34
  %1368 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn59) #9, !dbg !34
  %1369 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn57) #9, !dbg !34
  %1370 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn55) #9, !dbg !34
  %1371 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn53) #9, !dbg !34
  %1372 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn51) #9, !dbg !34
  %1373 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn49) #9, !dbg !34
  %1374 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn47) #9, !dbg !34
  %1375 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn45) #9, !dbg !34
  %1376 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn43) #9, !dbg !34
  %1377 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn41) #9, !dbg !34
  %1378 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn39) #9, !dbg !34
  %1379 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn37) #9, !dbg !34
  %1380 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn35) #9, !dbg !34
  %1381 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn33) #9, !dbg !34
  %1382 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn31) #9, !dbg !34
  %1383 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn29) #9, !dbg !34
  %1384 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn27) #9, !dbg !34
  %1385 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn25) #9, !dbg !34
  %1386 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn23) #9, !dbg !34
  %1387 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn21) #9, !dbg !34
  %1388 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn19) #9, !dbg !34
  %1389 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn17) #9, !dbg !34
  %1390 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn15) #9, !dbg !34
  %1391 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn13) #9, !dbg !34
  %1392 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn11) #9, !dbg !34
  %1393 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn9) #9, !dbg !34
  %1394 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn7) #9, !dbg !34
  %1395 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn5) #9, !dbg !34
  %1396 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn3) #9, !dbg !34
  %1397 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn1) #9, !dbg !34
  %1398 = insertelement <1 x i16> poison, i16 %1334, i64 0, !dbg !34
  store <1 x i16> %1398, ptr addrspace(3) %1171, align 2, !dbg !34
  %1399 = insertelement <1 x i16> poison, i16 %1338, i64 0, !dbg !34
  store <1 x i16> %1399, ptr addrspace(3) %1172, align 2, !dbg !34
  %1400 = insertelement <1 x i16> poison, i16 %1342, i64 0, !dbg !34
  store <1 x i16> %1400, ptr addrspace(3) %1173, align 2, !dbg !34
  %1401 = insertelement <1 x i16> poison, i16 %1346, i64 0, !dbg !34
  store <1 x i16> %1401, ptr addrspace(3) %1174, align 2, !dbg !34
  %1402 = insertelement <1 x i16> poison, i16 %1350, i64 0, !dbg !34
  store <1 x i16> %1402, ptr addrspace(3) %1175, align 2, !dbg !34
  %1403 = insertelement <1 x i16> poison, i16 %1354, i64 0, !dbg !34
  store <1 x i16> %1403, ptr addrspace(3) %1176, align 2, !dbg !34
  %1404 = insertelement <1 x i16> poison, i16 %1358, i64 0, !dbg !34
  store <1 x i16> %1404, ptr addrspace(3) %1177, align 2, !dbg !34
  %1405 = insertelement <1 x i16> poison, i16 %1362, i64 0, !dbg !34
  store <1 x i16> %1405, ptr addrspace(3) %1178, align 2, !dbg !34
  %1406 = insertelement <1 x i16> poison, i16 %1366, i64 0, !dbg !34
  store <1 x i16> %1406, ptr addrspace(3) %1179, align 2, !dbg !34
  %1407 = insertelement <1 x i16> poison, i16 %1370, i64 0, !dbg !34
  store <1 x i16> %1407, ptr addrspace(3) %1180, align 2, !dbg !34
  %1408 = insertelement <1 x i16> poison, i16 %1374, i64 0, !dbg !34
  store <1 x i16> %1408, ptr addrspace(3) %1181, align 2, !dbg !34
  %1409 = insertelement <1 x i16> poison, i16 %1378, i64 0, !dbg !34
  store <1 x i16> %1409, ptr addrspace(3) %1182, align 2, !dbg !34
  %1410 = insertelement <1 x i16> poison, i16 %1382, i64 0, !dbg !34
  store <1 x i16> %1410, ptr addrspace(3) %1183, align 2, !dbg !34
  %1411 = insertelement <1 x i16> poison, i16 %1386, i64 0, !dbg !34
  store <1 x i16> %1411, ptr addrspace(3) %1184, align 2, !dbg !34
  %1412 = insertelement <1 x i16> poison, i16 %1390, i64 0, !dbg !34
  store <1 x i16> %1412, ptr addrspace(3) %1185, align 2, !dbg !34
  %1413 = insertelement <1 x i16> poison, i16 %1394, i64 0, !dbg !34
  store <1 x i16> %1413, ptr addrspace(3) %1186, align 2, !dbg !34
  %1414 = insertelement <1 x i16> poison, i16 %1335, i64 0, !dbg !34
  store <1 x i16> %1414, ptr addrspace(3) %1187, align 2, !dbg !34
  %1415 = insertelement <1 x i16> poison, i16 %1339, i64 0, !dbg !34
  store <1 x i16> %1415, ptr addrspace(3) %1188, align 2, !dbg !34
  %1416 = insertelement <1 x i16> poison, i16 %1343, i64 0, !dbg !34
  store <1 x i16> %1416, ptr addrspace(3) %1189, align 2, !dbg !34
  %1417 = insertelement <1 x i16> poison, i16 %1347, i64 0, !dbg !34
  store <1 x i16> %1417, ptr addrspace(3) %1190, align 2, !dbg !34
  %1418 = insertelement <1 x i16> poison, i16 %1351, i64 0, !dbg !34
  store <1 x i16> %1418, ptr addrspace(3) %1191, align 2, !dbg !34
  %1419 = insertelement <1 x i16> poison, i16 %1355, i64 0, !dbg !34
  store <1 x i16> %1419, ptr addrspace(3) %1192, align 2, !dbg !34
  %1420 = insertelement <1 x i16> poison, i16 %1359, i64 0, !dbg !34
  store <1 x i16> %1420, ptr addrspace(3) %1193, align 2, !dbg !34
  %1421 = insertelement <1 x i16> poison, i16 %1363, i64 0, !dbg !34
  store <1 x i16> %1421, ptr addrspace(3) %1194, align 2, !dbg !34
  %1422 = insertelement <1 x i16> poison, i16 %1367, i64 0, !dbg !34
  store <1 x i16> %1422, ptr addrspace(3) %1195, align 2, !dbg !34
  %1423 = insertelement <1 x i16> poison, i16 %1371, i64 0, !dbg !34
  store <1 x i16> %1423, ptr addrspace(3) %1196, align 2, !dbg !34
  %1424 = insertelement <1 x i16> poison, i16 %1375, i64 0, !dbg !34
  store <1 x i16> %1424, ptr addrspace(3) %1197, align 2, !dbg !34
  %1425 = insertelement <1 x i16> poison, i16 %1379, i64 0, !dbg !34
  store <1 x i16> %1425, ptr addrspace(3) %1198, align 2, !dbg !34
  %1426 = insertelement <1 x i16> poison, i16 %1383, i64 0, !dbg !34
  store <1 x i16> %1426, ptr addrspace(3) %1199, align 2, !dbg !34
  %1427 = insertelement <1 x i16> poison, i16 %1387, i64 0, !dbg !34
  store <1 x i16> %1427, ptr addrspace(3) %1200, align 2, !dbg !34
  %1428 = insertelement <1 x i16> poison, i16 %1391, i64 0, !dbg !34
  store <1 x i16> %1428, ptr addrspace(3) %1201, align 2, !dbg !34
  %1429 = insertelement <1 x i16> poison, i16 %1395, i64 0, !dbg !34
  store <1 x i16> %1429, ptr addrspace(3) %1202, align 2, !dbg !34
  %1430 = insertelement <1 x i16> poison, i16 %1336, i64 0, !dbg !34
  store <1 x i16> %1430, ptr addrspace(3) %1203, align 2, !dbg !34
  %1431 = insertelement <1 x i16> poison, i16 %1340, i64 0, !dbg !34
  store <1 x i16> %1431, ptr addrspace(3) %1204, align 2, !dbg !34
  %1432 = insertelement <1 x i16> poison, i16 %1344, i64 0, !dbg !34
  store <1 x i16> %1432, ptr addrspace(3) %1205, align 2, !dbg !34
  %1433 = insertelement <1 x i16> poison, i16 %1348, i64 0, !dbg !34
  store <1 x i16> %1433, ptr addrspace(3) %1206, align 2, !dbg !34
  %1434 = insertelement <1 x i16> poison, i16 %1352, i64 0, !dbg !34
  store <1 x i16> %1434, ptr addrspace(3) %1207, align 2, !dbg !34
  %1435 = insertelement <1 x i16> poison, i16 %1356, i64 0, !dbg !34
  store <1 x i16> %1435, ptr addrspace(3) %1208, align 2, !dbg !34
  %1436 = insertelement <1 x i16> poison, i16 %1360, i64 0, !dbg !34
  store <1 x i16> %1436, ptr addrspace(3) %1209, align 2, !dbg !34
  %1437 = insertelement <1 x i16> poison, i16 %1364, i64 0, !dbg !34
  store <1 x i16> %1437, ptr addrspace(3) %1210, align 2, !dbg !34
  %1438 = insertelement <1 x i16> poison, i16 %1368, i64 0, !dbg !34
  store <1 x i16> %1438, ptr addrspace(3) %1211, align 2, !dbg !34
  %1439 = insertelement <1 x i16> poison, i16 %1372, i64 0, !dbg !34
  store <1 x i16> %1439, ptr addrspace(3) %1212, align 2, !dbg !34
  %1440 = insertelement <1 x i16> poison, i16 %1376, i64 0, !dbg !34
  store <1 x i16> %1440, ptr addrspace(3) %1213, align 2, !dbg !34
  %1441 = insertelement <1 x i16> poison, i16 %1380, i64 0, !dbg !34
  store <1 x i16> %1441, ptr addrspace(3) %1214, align 2, !dbg !34
  %1442 = insertelement <1 x i16> poison, i16 %1384, i64 0, !dbg !34
  store <1 x i16> %1442, ptr addrspace(3) %1215, align 2, !dbg !34
  %1443 = insertelement <1 x i16> poison, i16 %1388, i64 0, !dbg !34
  store <1 x i16> %1443, ptr addrspace(3) %1216, align 2, !dbg !34
  %1444 = insertelement <1 x i16> poison, i16 %1392, i64 0, !dbg !34
  store <1 x i16> %1444, ptr addrspace(3) %1217, align 2, !dbg !34
  %1445 = insertelement <1 x i16> poison, i16 %1396, i64 0, !dbg !34
  store <1 x i16> %1445, ptr addrspace(3) %1218, align 2, !dbg !34
  %1446 = insertelement <1 x i16> poison, i16 %1337, i64 0, !dbg !34
  store <1 x i16> %1446, ptr addrspace(3) %1219, align 2, !dbg !34
  %1447 = insertelement <1 x i16> poison, i16 %1341, i64 0, !dbg !34
  store <1 x i16> %1447, ptr addrspace(3) %1220, align 2, !dbg !34
  %1448 = insertelement <1 x i16> poison, i16 %1345, i64 0, !dbg !34
  store <1 x i16> %1448, ptr addrspace(3) %1221, align 2, !dbg !34
  %1449 = insertelement <1 x i16> poison, i16 %1349, i64 0, !dbg !34
  store <1 x i16> %1449, ptr addrspace(3) %1222, align 2, !dbg !34
  %1450 = insertelement <1 x i16> poison, i16 %1353, i64 0, !dbg !34
  store <1 x i16> %1450, ptr addrspace(3) %1223, align 2, !dbg !34
  %1451 = insertelement <1 x i16> poison, i16 %1357, i64 0, !dbg !34
  store <1 x i16> %1451, ptr addrspace(3) %1224, align 2, !dbg !34
  %1452 = insertelement <1 x i16> poison, i16 %1361, i64 0, !dbg !34
  store <1 x i16> %1452, ptr addrspace(3) %1225, align 2, !dbg !34
  %1453 = insertelement <1 x i16> poison, i16 %1365, i64 0, !dbg !34
  store <1 x i16> %1453, ptr addrspace(3) %1226, align 2, !dbg !34
  %1454 = insertelement <1 x i16> poison, i16 %1369, i64 0, !dbg !34
  store <1 x i16> %1454, ptr addrspace(3) %1227, align 2, !dbg !34
  %1455 = insertelement <1 x i16> poison, i16 %1373, i64 0, !dbg !34
  store <1 x i16> %1455, ptr addrspace(3) %1228, align 2, !dbg !34
  %1456 = insertelement <1 x i16> poison, i16 %1377, i64 0, !dbg !34
  store <1 x i16> %1456, ptr addrspace(3) %1229, align 2, !dbg !34
  %1457 = insertelement <1 x i16> poison, i16 %1381, i64 0, !dbg !34
  store <1 x i16> %1457, ptr addrspace(3) %1230, align 2, !dbg !34
  %1458 = insertelement <1 x i16> poison, i16 %1385, i64 0, !dbg !34
  store <1 x i16> %1458, ptr addrspace(3) %1231, align 2, !dbg !34
  %1459 = insertelement <1 x i16> poison, i16 %1389, i64 0, !dbg !34
  store <1 x i16> %1459, ptr addrspace(3) %1232, align 2, !dbg !34
  %1460 = insertelement <1 x i16> poison, i16 %1393, i64 0, !dbg !34
  store <1 x i16> %1460, ptr addrspace(3) %1233, align 2, !dbg !34
  %1461 = insertelement <1 x i16> poison, i16 %1397, i64 0, !dbg !34
  store <1 x i16> %1461, ptr addrspace(3) %1234, align 2, !dbg !34
  %1462 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn255) #9, !dbg !35
  %1463 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn253) #9, !dbg !35
  %1464 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn251) #9, !dbg !35
  %1465 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn249) #9, !dbg !35
  %1466 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn247) #9, !dbg !35
  %1467 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn245) #9, !dbg !35
  %1468 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn243) #9, !dbg !35
  %1469 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn241) #9, !dbg !35
  %1470 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn239) #9, !dbg !35
  %1471 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn237) #9, !dbg !35
  %1472 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn235) #9, !dbg !35
  %1473 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn233) #9, !dbg !35
  %1474 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn231) #9, !dbg !35
  %1475 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn229) #9, !dbg !35
  %1476 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn227) #9, !dbg !35
  %1477 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn225) #9, !dbg !35
  %1478 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn223) #9, !dbg !35
  %1479 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn221) #9, !dbg !35
  %1480 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn219) #9, !dbg !35
  %1481 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn217) #9, !dbg !35
  %1482 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn215) #9, !dbg !35
  %1483 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn213) #9, !dbg !35
  %1484 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn211) #9, !dbg !35
  %1485 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn209) #9, !dbg !35
  %1486 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn207) #9, !dbg !35
  %1487 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn205) #9, !dbg !35
  %1488 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn203) #9, !dbg !35
  %1489 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn201) #9, !dbg !35
  %1490 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn199) #9, !dbg !35
  %1491 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn197) #9, !dbg !35
  %1492 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn195) #9, !dbg !35
  %1493 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn193) #9, !dbg !35
  %1494 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn191) #9, !dbg !35
  %1495 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn189) #9, !dbg !35
  %1496 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn187) #9, !dbg !35
  %1497 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn185) #9, !dbg !35
  %1498 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn183) #9, !dbg !35
  %1499 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn181) #9, !dbg !35
  %1500 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn179) #9, !dbg !35
  %1501 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn177) #9, !dbg !35
  %1502 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn175) #9, !dbg !35
  %1503 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn173) #9, !dbg !35
  %1504 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn171) #9, !dbg !35
  %1505 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn169) #9, !dbg !35
  %1506 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn167) #9, !dbg !35
  %1507 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn165) #9, !dbg !35
  %1508 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn163) #9, !dbg !35
  %1509 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn161) #9, !dbg !35
  %1510 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn159) #9, !dbg !35
  %1511 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn157) #9, !dbg !35
  %1512 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn155) #9, !dbg !35
  %1513 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn153) #9, !dbg !35
  %1514 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn151) #9, !dbg !35
  %1515 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn149) #9, !dbg !35
  %1516 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn147) #9, !dbg !35
  %1517 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn145) #9, !dbg !35
  %1518 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn143) #9, !dbg !35
  %1519 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn141) #9, !dbg !35
  %1520 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn139) #9, !dbg !35
  %1521 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn137) #9, !dbg !35
  %1522 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn135) #9, !dbg !35
  %1523 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn133) #9, !dbg !35
  %1524 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn131) #9, !dbg !35
  %1525 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %.pn129) #9, !dbg !35
  %1526 = insertelement <1 x i16> poison, i16 %1462, i64 0, !dbg !35
  store <1 x i16> %1526, ptr addrspace(3) %1235, align 2, !dbg !35
  %1527 = insertelement <1 x i16> poison, i16 %1470, i64 0, !dbg !35
  store <1 x i16> %1527, ptr addrspace(3) %1236, align 2, !dbg !35
  %1528 = insertelement <1 x i16> poison, i16 %1478, i64 0, !dbg !35
  store <1 x i16> %1528, ptr addrspace(3) %1237, align 2, !dbg !35
  %1529 = insertelement <1 x i16> poison, i16 %1486, i64 0, !dbg !35
  store <1 x i16> %1529, ptr addrspace(3) %1238, align 2, !dbg !35
  %1530 = insertelement <1 x i16> poison, i16 %1494, i64 0, !dbg !35
  store <1 x i16> %1530, ptr addrspace(3) %1239, align 2, !dbg !35
  %1531 = insertelement <1 x i16> poison, i16 %1502, i64 0, !dbg !35
  store <1 x i16> %1531, ptr addrspace(3) %1240, align 2, !dbg !35
  %1532 = insertelement <1 x i16> poison, i16 %1510, i64 0, !dbg !35
  store <1 x i16> %1532, ptr addrspace(3) %1241, align 2, !dbg !35
  %1533 = insertelement <1 x i16> poison, i16 %1518, i64 0, !dbg !35
  store <1 x i16> %1533, ptr addrspace(3) %1242, align 2, !dbg !35
  %1534 = insertelement <1 x i16> poison, i16 %1463, i64 0, !dbg !35
  store <1 x i16> %1534, ptr addrspace(3) %1243, align 2, !dbg !35
  %1535 = insertelement <1 x i16> poison, i16 %1471, i64 0, !dbg !35
  store <1 x i16> %1535, ptr addrspace(3) %1244, align 2, !dbg !35
  %1536 = insertelement <1 x i16> poison, i16 %1479, i64 0, !dbg !35
  store <1 x i16> %1536, ptr addrspace(3) %1245, align 2, !dbg !35
  %1537 = insertelement <1 x i16> poison, i16 %1487, i64 0, !dbg !35
  store <1 x i16> %1537, ptr addrspace(3) %1246, align 2, !dbg !35
  %1538 = insertelement <1 x i16> poison, i16 %1495, i64 0, !dbg !35
  store <1 x i16> %1538, ptr addrspace(3) %1247, align 2, !dbg !35
  %1539 = insertelement <1 x i16> poison, i16 %1503, i64 0, !dbg !35
  store <1 x i16> %1539, ptr addrspace(3) %1248, align 2, !dbg !35
  %1540 = insertelement <1 x i16> poison, i16 %1511, i64 0, !dbg !35
  store <1 x i16> %1540, ptr addrspace(3) %1249, align 2, !dbg !35
  %1541 = insertelement <1 x i16> poison, i16 %1519, i64 0, !dbg !35
  store <1 x i16> %1541, ptr addrspace(3) %1250, align 2, !dbg !35
  %1542 = insertelement <1 x i16> poison, i16 %1464, i64 0, !dbg !35
  store <1 x i16> %1542, ptr addrspace(3) %1251, align 2, !dbg !35
  %1543 = insertelement <1 x i16> poison, i16 %1472, i64 0, !dbg !35
  store <1 x i16> %1543, ptr addrspace(3) %1252, align 2, !dbg !35
  %1544 = insertelement <1 x i16> poison, i16 %1480, i64 0, !dbg !35
  store <1 x i16> %1544, ptr addrspace(3) %1253, align 2, !dbg !35
  %1545 = insertelement <1 x i16> poison, i16 %1488, i64 0, !dbg !35
  store <1 x i16> %1545, ptr addrspace(3) %1254, align 2, !dbg !35
  %1546 = insertelement <1 x i16> poison, i16 %1496, i64 0, !dbg !35
  store <1 x i16> %1546, ptr addrspace(3) %1255, align 2, !dbg !35
  %1547 = insertelement <1 x i16> poison, i16 %1504, i64 0, !dbg !35
  store <1 x i16> %1547, ptr addrspace(3) %1256, align 2, !dbg !35
  %1548 = insertelement <1 x i16> poison, i16 %1512, i64 0, !dbg !35
  store <1 x i16> %1548, ptr addrspace(3) %1257, align 2, !dbg !35
  %1549 = insertelement <1 x i16> poison, i16 %1520, i64 0, !dbg !35
  store <1 x i16> %1549, ptr addrspace(3) %1258, align 2, !dbg !35
  %1550 = insertelement <1 x i16> poison, i16 %1465, i64 0, !dbg !35
  store <1 x i16> %1550, ptr addrspace(3) %1259, align 2, !dbg !35
  %1551 = insertelement <1 x i16> poison, i16 %1473, i64 0, !dbg !35
  store <1 x i16> %1551, ptr addrspace(3) %1260, align 2, !dbg !35
  %1552 = insertelement <1 x i16> poison, i16 %1481, i64 0, !dbg !35
  store <1 x i16> %1552, ptr addrspace(3) %1261, align 2, !dbg !35
  %1553 = insertelement <1 x i16> poison, i16 %1489, i64 0, !dbg !35
  store <1 x i16> %1553, ptr addrspace(3) %1262, align 2, !dbg !35
  %1554 = insertelement <1 x i16> poison, i16 %1497, i64 0, !dbg !35
  store <1 x i16> %1554, ptr addrspace(3) %1263, align 2, !dbg !35
  %1555 = insertelement <1 x i16> poison, i16 %1505, i64 0, !dbg !35
  store <1 x i16> %1555, ptr addrspace(3) %1264, align 2, !dbg !35
  %1556 = insertelement <1 x i16> poison, i16 %1513, i64 0, !dbg !35
  store <1 x i16> %1556, ptr addrspace(3) %1265, align 2, !dbg !35
  %1557 = insertelement <1 x i16> poison, i16 %1521, i64 0, !dbg !35
  store <1 x i16> %1557, ptr addrspace(3) %1266, align 2, !dbg !35
  %1558 = insertelement <1 x i16> poison, i16 %1466, i64 0, !dbg !35
  store <1 x i16> %1558, ptr addrspace(3) %1267, align 2, !dbg !35
  %1559 = insertelement <1 x i16> poison, i16 %1474, i64 0, !dbg !35
  store <1 x i16> %1559, ptr addrspace(3) %1268, align 2, !dbg !35
  %1560 = insertelement <1 x i16> poison, i16 %1482, i64 0, !dbg !35
  store <1 x i16> %1560, ptr addrspace(3) %1269, align 2, !dbg !35
  %1561 = insertelement <1 x i16> poison, i16 %1490, i64 0, !dbg !35
  store <1 x i16> %1561, ptr addrspace(3) %1270, align 2, !dbg !35
  %1562 = insertelement <1 x i16> poison, i16 %1498, i64 0, !dbg !35
  store <1 x i16> %1562, ptr addrspace(3) %1271, align 2, !dbg !35
  %1563 = insertelement <1 x i16> poison, i16 %1506, i64 0, !dbg !35
  store <1 x i16> %1563, ptr addrspace(3) %1272, align 2, !dbg !35
  %1564 = insertelement <1 x i16> poison, i16 %1514, i64 0, !dbg !35
  store <1 x i16> %1564, ptr addrspace(3) %1273, align 2, !dbg !35
  %1565 = insertelement <1 x i16> poison, i16 %1522, i64 0, !dbg !35
  store <1 x i16> %1565, ptr addrspace(3) %1274, align 2, !dbg !35
  %1566 = insertelement <1 x i16> poison, i16 %1467, i64 0, !dbg !35
  store <1 x i16> %1566, ptr addrspace(3) %1275, align 2, !dbg !35
  %1567 = insertelement <1 x i16> poison, i16 %1475, i64 0, !dbg !35
  store <1 x i16> %1567, ptr addrspace(3) %1276, align 2, !dbg !35
  %1568 = insertelement <1 x i16> poison, i16 %1483, i64 0, !dbg !35
  store <1 x i16> %1568, ptr addrspace(3) %1277, align 2, !dbg !35
  %1569 = insertelement <1 x i16> poison, i16 %1491, i64 0, !dbg !35
  store <1 x i16> %1569, ptr addrspace(3) %1278, align 2, !dbg !35
  %1570 = insertelement <1 x i16> poison, i16 %1499, i64 0, !dbg !35
  store <1 x i16> %1570, ptr addrspace(3) %1279, align 2, !dbg !35
  %1571 = insertelement <1 x i16> poison, i16 %1507, i64 0, !dbg !35
  store <1 x i16> %1571, ptr addrspace(3) %1280, align 2, !dbg !35
  %1572 = insertelement <1 x i16> poison, i16 %1515, i64 0, !dbg !35
  store <1 x i16> %1572, ptr addrspace(3) %1281, align 2, !dbg !35
  %1573 = insertelement <1 x i16> poison, i16 %1523, i64 0, !dbg !35
  store <1 x i16> %1573, ptr addrspace(3) %1282, align 2, !dbg !35
  %1574 = insertelement <1 x i16> poison, i16 %1468, i64 0, !dbg !35
  store <1 x i16> %1574, ptr addrspace(3) %1283, align 2, !dbg !35
  %1575 = insertelement <1 x i16> poison, i16 %1476, i64 0, !dbg !35
  store <1 x i16> %1575, ptr addrspace(3) %1284, align 2, !dbg !35
  %1576 = insertelement <1 x i16> poison, i16 %1484, i64 0, !dbg !35
  store <1 x i16> %1576, ptr addrspace(3) %1285, align 2, !dbg !35
  %1577 = insertelement <1 x i16> poison, i16 %1492, i64 0, !dbg !35
  store <1 x i16> %1577, ptr addrspace(3) %1286, align 2, !dbg !35
  %1578 = insertelement <1 x i16> poison, i16 %1500, i64 0, !dbg !35
  store <1 x i16> %1578, ptr addrspace(3) %1287, align 2, !dbg !35
  %1579 = insertelement <1 x i16> poison, i16 %1508, i64 0, !dbg !35
  store <1 x i16> %1579, ptr addrspace(3) %1288, align 2, !dbg !35
  %1580 = insertelement <1 x i16> poison, i16 %1516, i64 0, !dbg !35
  store <1 x i16> %1580, ptr addrspace(3) %1289, align 2, !dbg !35
  %1581 = insertelement <1 x i16> poison, i16 %1524, i64 0, !dbg !35
  store <1 x i16> %1581, ptr addrspace(3) %1290, align 2, !dbg !35
  %1582 = insertelement <1 x i16> poison, i16 %1469, i64 0, !dbg !35
  store <1 x i16> %1582, ptr addrspace(3) %1291, align 2, !dbg !35
  %1583 = insertelement <1 x i16> poison, i16 %1477, i64 0, !dbg !35
  store <1 x i16> %1583, ptr addrspace(3) %1292, align 2, !dbg !35
  %1584 = insertelement <1 x i16> poison, i16 %1485, i64 0, !dbg !35
  store <1 x i16> %1584, ptr addrspace(3) %1293, align 2, !dbg !35
  %1585 = insertelement <1 x i16> poison, i16 %1493, i64 0, !dbg !35
  store <1 x i16> %1585, ptr addrspace(3) %1294, align 2, !dbg !35
  %1586 = insertelement <1 x i16> poison, i16 %1501, i64 0, !dbg !35
  store <1 x i16> %1586, ptr addrspace(3) %1295, align 2, !dbg !35
  %1587 = insertelement <1 x i16> poison, i16 %1509, i64 0, !dbg !35
  store <1 x i16> %1587, ptr addrspace(3) %1296, align 2, !dbg !35
  %1588 = insertelement <1 x i16> poison, i16 %1517, i64 0, !dbg !35
  store <1 x i16> %1588, ptr addrspace(3) %1297, align 2, !dbg !35
  %1589 = insertelement <1 x i16> poison, i16 %1525, i64 0, !dbg !35
  store <1 x i16> %1589, ptr addrspace(3) %1298, align 2, !dbg !35
  %1590 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %1330, !dbg !33
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  br i1 %1136, label %1591, label %1595, !dbg !32

1591:                                             ; preds = %1333
  %1592 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !32
  %1593 = extractvalue { i32, i1 } %1592, 1, !dbg !32
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1304, i64 %1307, i32 136380432, i1 true, i1 %1593) #9, !dbg !32
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1310, i64 %1313, i32 136380432, i1 true, i1 %1593) #9, !dbg !32
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1316, i64 %1319, i32 136380432, i1 true, i1 %1593) #9, !dbg !32
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %1322, i64 %1325, i32 136380432, i1 true, i1 %1593) #9, !dbg !32
  %1594 = ptrtoint ptr addrspace(3) %1590 to i32, !dbg !32
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %1593, i32 %1594) #9, !dbg !32
  br label %1595, !dbg !32

1595:                                             ; preds = %1591, %1333
  %1596 = add i32 %1330, 1, !dbg !32
  %1597 = icmp sgt i32 %1596, 1, !dbg !32
  %1598 = select i1 %1597, i32 0, i32 %1596, !dbg !32
  %1599 = zext i1 %1597 to i32, !dbg !32
  %1600 = xor i32 %1329, %1599, !dbg !32
  %1601 = add nuw nsw i32 %1328, 1, !dbg !33
  br label %1327, !dbg !33

1602:                                             ; preds = %1327
  br i1 %619, label %1603, label %1604, !dbg !33

1603:                                             ; preds = %1602
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %1331, i32 %1332) #9, !dbg !32
  br label %1604, !dbg !33

1604:                                             ; preds = %1603, %1602
  %1605 = or disjoint i32 %20, 127, !dbg !15
  %1606 = or disjoint i32 %20, 126, !dbg !15
  %1607 = or disjoint i32 %20, 125, !dbg !15
  %1608 = or disjoint i32 %20, 124, !dbg !15
  %1609 = or disjoint i32 %20, 123, !dbg !15
  %1610 = or disjoint i32 %20, 122, !dbg !15
  %1611 = or disjoint i32 %20, 121, !dbg !15
  %1612 = or disjoint i32 %20, 120, !dbg !15
  %1613 = or disjoint i32 %20, 119, !dbg !15
  %1614 = or disjoint i32 %20, 118, !dbg !15
  %1615 = or disjoint i32 %20, 117, !dbg !15
  %1616 = or disjoint i32 %20, 116, !dbg !15
  %1617 = or disjoint i32 %20, 115, !dbg !15
  %1618 = or disjoint i32 %20, 114, !dbg !15
  %1619 = or disjoint i32 %20, 113, !dbg !15
  %1620 = or disjoint i32 %20, 112, !dbg !15
  %1621 = or disjoint i32 %20, 111, !dbg !15
  %1622 = or disjoint i32 %20, 110, !dbg !15
  %1623 = or disjoint i32 %20, 109, !dbg !15
  %1624 = or disjoint i32 %20, 108, !dbg !15
  %1625 = or disjoint i32 %20, 107, !dbg !15
  %1626 = or disjoint i32 %20, 106, !dbg !15
  %1627 = or disjoint i32 %20, 105, !dbg !15
  %1628 = or disjoint i32 %20, 104, !dbg !15
  %1629 = or disjoint i32 %20, 103, !dbg !15
  %1630 = or disjoint i32 %20, 102, !dbg !15
  %1631 = or disjoint i32 %20, 101, !dbg !15
  %1632 = or disjoint i32 %20, 100, !dbg !15
  %1633 = or disjoint i32 %20, 99, !dbg !15
  %1634 = or disjoint i32 %20, 98, !dbg !15
  %1635 = or disjoint i32 %20, 97, !dbg !15
  %1636 = or disjoint i32 %20, 96, !dbg !15
  %1637 = or disjoint i32 %20, 95, !dbg !15
  %1638 = or disjoint i32 %20, 94, !dbg !15
  %1639 = or disjoint i32 %20, 93, !dbg !15
  %1640 = or disjoint i32 %20, 92, !dbg !15
  %1641 = or disjoint i32 %20, 91, !dbg !15
  %1642 = or disjoint i32 %20, 90, !dbg !15
  %1643 = or disjoint i32 %20, 89, !dbg !15
  %1644 = or disjoint i32 %20, 88, !dbg !15
  %1645 = or disjoint i32 %20, 87, !dbg !15
  %1646 = or disjoint i32 %20, 86, !dbg !15
  %1647 = or disjoint i32 %20, 85, !dbg !15
  %1648 = or disjoint i32 %20, 84, !dbg !15
  %1649 = or disjoint i32 %20, 83, !dbg !15
  %1650 = or disjoint i32 %20, 82, !dbg !15
  %1651 = or disjoint i32 %20, 81, !dbg !15
  %1652 = or disjoint i32 %20, 80, !dbg !15
  %1653 = or disjoint i32 %20, 79, !dbg !15
  %1654 = or disjoint i32 %20, 78, !dbg !15
  %1655 = or disjoint i32 %20, 77, !dbg !15
  %1656 = or disjoint i32 %20, 76, !dbg !15
  %1657 = or disjoint i32 %20, 75, !dbg !15
  %1658 = or disjoint i32 %20, 74, !dbg !15
  %1659 = or disjoint i32 %20, 73, !dbg !15
  %1660 = or disjoint i32 %20, 72, !dbg !15
  %1661 = or disjoint i32 %20, 71, !dbg !15
  %1662 = or disjoint i32 %20, 70, !dbg !15
  %1663 = or disjoint i32 %20, 69, !dbg !15
  %1664 = or disjoint i32 %20, 68, !dbg !15
  %1665 = or disjoint i32 %20, 67, !dbg !15
  %1666 = or disjoint i32 %20, 66, !dbg !15
  %1667 = or disjoint i32 %20, 65, !dbg !15
  %1668 = or disjoint i32 %20, 64, !dbg !15
  %1669 = or disjoint i32 %20, 63, !dbg !15
  %1670 = or disjoint i32 %20, 62, !dbg !15
  %1671 = or disjoint i32 %20, 61, !dbg !15
  %1672 = or disjoint i32 %20, 60, !dbg !15
  %1673 = or disjoint i32 %20, 59, !dbg !15
  %1674 = or disjoint i32 %20, 58, !dbg !15
  %1675 = or disjoint i32 %20, 57, !dbg !15
  %1676 = or disjoint i32 %20, 56, !dbg !15
  %1677 = or disjoint i32 %20, 55, !dbg !15
  %1678 = or disjoint i32 %20, 54, !dbg !15
  %1679 = or disjoint i32 %20, 53, !dbg !15
  %1680 = or disjoint i32 %20, 52, !dbg !15
  %1681 = or disjoint i32 %20, 51, !dbg !15
  %1682 = or disjoint i32 %20, 50, !dbg !15
  %1683 = or disjoint i32 %20, 49, !dbg !15
  %1684 = or disjoint i32 %20, 48, !dbg !15
  %1685 = or disjoint i32 %20, 47, !dbg !15
  %1686 = or disjoint i32 %20, 46, !dbg !15
  %1687 = or disjoint i32 %20, 45, !dbg !15
  %1688 = or disjoint i32 %20, 44, !dbg !15
  %1689 = or disjoint i32 %20, 43, !dbg !15
  %1690 = or disjoint i32 %20, 42, !dbg !15
  %1691 = or disjoint i32 %20, 41, !dbg !15
  %1692 = or disjoint i32 %20, 40, !dbg !15
  %1693 = or disjoint i32 %20, 39, !dbg !15
  %1694 = or disjoint i32 %20, 38, !dbg !15
  %1695 = or disjoint i32 %20, 37, !dbg !15
  %1696 = or disjoint i32 %20, 36, !dbg !15
  %1697 = or disjoint i32 %20, 35, !dbg !15
  %1698 = or disjoint i32 %20, 34, !dbg !15
  %1699 = or disjoint i32 %20, 33, !dbg !15
  %1700 = or disjoint i32 %20, 32, !dbg !15
  %1701 = or disjoint i32 %20, 31, !dbg !15
  %1702 = or disjoint i32 %20, 30, !dbg !15
  %1703 = or disjoint i32 %20, 29, !dbg !15
  %1704 = or disjoint i32 %20, 28, !dbg !15
  %1705 = or disjoint i32 %20, 27, !dbg !15
  %1706 = or disjoint i32 %20, 26, !dbg !15
  %1707 = or disjoint i32 %20, 25, !dbg !15
  %1708 = or disjoint i32 %20, 24, !dbg !15
  %1709 = or disjoint i32 %20, 23, !dbg !15
  %1710 = or disjoint i32 %20, 22, !dbg !15
  %1711 = or disjoint i32 %20, 21, !dbg !15
  %1712 = or disjoint i32 %20, 20, !dbg !15
  %1713 = or disjoint i32 %20, 19, !dbg !15
  %1714 = or disjoint i32 %20, 18, !dbg !15
  %1715 = or disjoint i32 %20, 17, !dbg !15
  %1716 = or disjoint i32 %20, 16, !dbg !15
  %1717 = or disjoint i32 %20, 15, !dbg !15
  %1718 = or disjoint i32 %20, 14, !dbg !15
  %1719 = or disjoint i32 %20, 13, !dbg !15
  %1720 = or disjoint i32 %20, 12, !dbg !15
  %1721 = or disjoint i32 %20, 11, !dbg !15
  %1722 = or disjoint i32 %20, 10, !dbg !15
  %1723 = or disjoint i32 %20, 9, !dbg !15
  %1724 = or disjoint i32 %20, 8, !dbg !15
  %1725 = or disjoint i32 %20, 7, !dbg !15
  %1726 = or disjoint i32 %20, 6, !dbg !15
  %1727 = or disjoint i32 %20, 5, !dbg !15
  %1728 = or disjoint i32 %20, 4, !dbg !15
  %1729 = or disjoint i32 %20, 3, !dbg !15
  %1730 = or disjoint i32 %20, 2, !dbg !15
  %1731 = or disjoint i32 %20, 1, !dbg !15
  %1732 = inttoptr i32 %17 to ptr addrspace(6), !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  %1733 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %1734 = extractvalue { i32, i1 } %1733, 1, !dbg !33
  %1735 = and i1 %612, %1734, !dbg !33
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1735, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536)) #9, !dbg !33
  %1736 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %1737 = extractvalue { i32, i1 } %1736, 1, !dbg !33
  %1738 = and i1 %612, %1737, !dbg !33
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %1738, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65544)) #9, !dbg !33
  %1739 = mul i32 %10, %20, !dbg !38
  %1740 = mul i32 %10, %1731, !dbg !38
  %1741 = mul i32 %10, %1730, !dbg !38
  %1742 = mul i32 %10, %1729, !dbg !38
  %1743 = mul i32 %10, %1728, !dbg !38
  %1744 = mul i32 %10, %1727, !dbg !38
  %1745 = mul i32 %10, %1726, !dbg !38
  %1746 = mul i32 %10, %1725, !dbg !38
  %1747 = mul i32 %10, %1724, !dbg !38
  %1748 = mul i32 %10, %1723, !dbg !38
  %1749 = mul i32 %10, %1722, !dbg !38
  %1750 = mul i32 %10, %1721, !dbg !38
  %1751 = mul i32 %10, %1720, !dbg !38
  %1752 = mul i32 %10, %1719, !dbg !38
  %1753 = mul i32 %10, %1718, !dbg !38
  %1754 = mul i32 %10, %1717, !dbg !38
  %1755 = mul i32 %10, %1716, !dbg !38
  %1756 = mul i32 %10, %1715, !dbg !38
  %1757 = mul i32 %10, %1714, !dbg !38
  %1758 = mul i32 %10, %1713, !dbg !38
  %1759 = mul i32 %10, %1712, !dbg !38
  %1760 = mul i32 %10, %1711, !dbg !38
  %1761 = mul i32 %10, %1710, !dbg !38
  %1762 = mul i32 %10, %1709, !dbg !38
  %1763 = mul i32 %10, %1708, !dbg !38
  %1764 = mul i32 %10, %1707, !dbg !38
  %1765 = mul i32 %10, %1706, !dbg !38
  %1766 = mul i32 %10, %1705, !dbg !38
  %1767 = mul i32 %10, %1704, !dbg !38
  %1768 = mul i32 %10, %1703, !dbg !38
  %1769 = mul i32 %10, %1702, !dbg !38
  %1770 = mul i32 %10, %1701, !dbg !38
  %1771 = mul i32 %10, %1700, !dbg !38
  %1772 = mul i32 %10, %1699, !dbg !38
  %1773 = mul i32 %10, %1698, !dbg !38
  %1774 = mul i32 %10, %1697, !dbg !38
  %1775 = mul i32 %10, %1696, !dbg !38
  %1776 = mul i32 %10, %1695, !dbg !38
  %1777 = mul i32 %10, %1694, !dbg !38
  %1778 = mul i32 %10, %1693, !dbg !38
  %1779 = mul i32 %10, %1692, !dbg !38
  %1780 = mul i32 %10, %1691, !dbg !38
  %1781 = mul i32 %10, %1690, !dbg !38
  %1782 = mul i32 %10, %1689, !dbg !38
  %1783 = mul i32 %10, %1688, !dbg !38
  %1784 = mul i32 %10, %1687, !dbg !38
  %1785 = mul i32 %10, %1686, !dbg !38
  %1786 = mul i32 %10, %1685, !dbg !38
  %1787 = mul i32 %10, %1684, !dbg !38
  %1788 = mul i32 %10, %1683, !dbg !38
  %1789 = mul i32 %10, %1682, !dbg !38
  %1790 = mul i32 %10, %1681, !dbg !38
  %1791 = mul i32 %10, %1680, !dbg !38
  %1792 = mul i32 %10, %1679, !dbg !38
  %1793 = mul i32 %10, %1678, !dbg !38
  %1794 = mul i32 %10, %1677, !dbg !38
  %1795 = mul i32 %10, %1676, !dbg !38
  %1796 = mul i32 %10, %1675, !dbg !38
  %1797 = mul i32 %10, %1674, !dbg !38
  %1798 = mul i32 %10, %1673, !dbg !38
  %1799 = mul i32 %10, %1672, !dbg !38
  %1800 = mul i32 %10, %1671, !dbg !38
  %1801 = mul i32 %10, %1670, !dbg !38
  %1802 = mul i32 %10, %1669, !dbg !38
  %1803 = mul i32 %10, %1668, !dbg !38
  %1804 = mul i32 %10, %1667, !dbg !38
  %1805 = mul i32 %10, %1666, !dbg !38
  %1806 = mul i32 %10, %1665, !dbg !38
  %1807 = mul i32 %10, %1664, !dbg !38
  %1808 = mul i32 %10, %1663, !dbg !38
  %1809 = mul i32 %10, %1662, !dbg !38
  %1810 = mul i32 %10, %1661, !dbg !38
  %1811 = mul i32 %10, %1660, !dbg !38
  %1812 = mul i32 %10, %1659, !dbg !38
  %1813 = mul i32 %10, %1658, !dbg !38
  %1814 = mul i32 %10, %1657, !dbg !38
  %1815 = mul i32 %10, %1656, !dbg !38
  %1816 = mul i32 %10, %1655, !dbg !38
  %1817 = mul i32 %10, %1654, !dbg !38
  %1818 = mul i32 %10, %1653, !dbg !38
  %1819 = mul i32 %10, %1652, !dbg !38
  %1820 = mul i32 %10, %1651, !dbg !38
  %1821 = mul i32 %10, %1650, !dbg !38
  %1822 = mul i32 %10, %1649, !dbg !38
  %1823 = mul i32 %10, %1648, !dbg !38
  %1824 = mul i32 %10, %1647, !dbg !38
  %1825 = mul i32 %10, %1646, !dbg !38
  %1826 = mul i32 %10, %1645, !dbg !38
  %1827 = mul i32 %10, %1644, !dbg !38
  %1828 = mul i32 %10, %1643, !dbg !38
  %1829 = mul i32 %10, %1642, !dbg !38
  %1830 = mul i32 %10, %1641, !dbg !38
  %1831 = mul i32 %10, %1640, !dbg !38
  %1832 = mul i32 %10, %1639, !dbg !38
  %1833 = mul i32 %10, %1638, !dbg !38
  %1834 = mul i32 %10, %1637, !dbg !38
  %1835 = mul i32 %10, %1636, !dbg !38
  %1836 = mul i32 %10, %1635, !dbg !38
  %1837 = mul i32 %10, %1634, !dbg !38
  %1838 = mul i32 %10, %1633, !dbg !38
  %1839 = mul i32 %10, %1632, !dbg !38
  %1840 = mul i32 %10, %1631, !dbg !38
  %1841 = mul i32 %10, %1630, !dbg !38
  %1842 = mul i32 %10, %1629, !dbg !38
  %1843 = mul i32 %10, %1628, !dbg !38
  %1844 = mul i32 %10, %1627, !dbg !38
  %1845 = mul i32 %10, %1626, !dbg !38
  %1846 = mul i32 %10, %1625, !dbg !38
  %1847 = mul i32 %10, %1624, !dbg !38
  %1848 = mul i32 %10, %1623, !dbg !38
  %1849 = mul i32 %10, %1622, !dbg !38
  %1850 = mul i32 %10, %1621, !dbg !38
  %1851 = mul i32 %10, %1620, !dbg !38
  %1852 = mul i32 %10, %1619, !dbg !38
  %1853 = mul i32 %10, %1618, !dbg !38
  %1854 = mul i32 %10, %1617, !dbg !38
  %1855 = mul i32 %10, %1616, !dbg !38
  %1856 = mul i32 %10, %1615, !dbg !38
  %1857 = mul i32 %10, %1614, !dbg !38
  %1858 = mul i32 %10, %1613, !dbg !38
  %1859 = mul i32 %10, %1612, !dbg !38
  %1860 = mul i32 %10, %1611, !dbg !38
  %1861 = mul i32 %10, %1610, !dbg !38
  %1862 = mul i32 %10, %1609, !dbg !38
  %1863 = mul i32 %10, %1608, !dbg !38
  %1864 = mul i32 %10, %1607, !dbg !38
  %1865 = mul i32 %10, %1606, !dbg !38
  %1866 = mul i32 %10, %1605, !dbg !38
  %1867 = sext i32 %1739 to i64, !dbg !39
  %1868 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1867, !dbg !39
  %1869 = sext i32 %1740 to i64, !dbg !39
  %1870 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1869, !dbg !39
  %1871 = sext i32 %1741 to i64, !dbg !39
  %1872 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1871, !dbg !39
  %1873 = sext i32 %1742 to i64, !dbg !39
  %1874 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1873, !dbg !39
  %1875 = sext i32 %1743 to i64, !dbg !39
  %1876 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1875, !dbg !39
  %1877 = sext i32 %1744 to i64, !dbg !39
  %1878 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1877, !dbg !39
  %1879 = sext i32 %1745 to i64, !dbg !39
  %1880 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1879, !dbg !39
  %1881 = sext i32 %1746 to i64, !dbg !39
  %1882 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1881, !dbg !39
  %1883 = sext i32 %1747 to i64, !dbg !39
  %1884 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1883, !dbg !39
  %1885 = sext i32 %1748 to i64, !dbg !39
  %1886 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1885, !dbg !39
  %1887 = sext i32 %1749 to i64, !dbg !39
  %1888 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1887, !dbg !39
  %1889 = sext i32 %1750 to i64, !dbg !39
  %1890 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1889, !dbg !39
  %1891 = sext i32 %1751 to i64, !dbg !39
  %1892 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1891, !dbg !39
  %1893 = sext i32 %1752 to i64, !dbg !39
  %1894 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1893, !dbg !39
  %1895 = sext i32 %1753 to i64, !dbg !39
  %1896 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1895, !dbg !39
  %1897 = sext i32 %1754 to i64, !dbg !39
  %1898 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1897, !dbg !39
  %1899 = sext i32 %1755 to i64, !dbg !39
  %1900 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1899, !dbg !39
  %1901 = sext i32 %1756 to i64, !dbg !39
  %1902 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1901, !dbg !39
  %1903 = sext i32 %1757 to i64, !dbg !39
  %1904 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1903, !dbg !39
  %1905 = sext i32 %1758 to i64, !dbg !39
  %1906 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1905, !dbg !39
  %1907 = sext i32 %1759 to i64, !dbg !39
  %1908 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1907, !dbg !39
  %1909 = sext i32 %1760 to i64, !dbg !39
  %1910 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1909, !dbg !39
  %1911 = sext i32 %1761 to i64, !dbg !39
  %1912 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1911, !dbg !39
  %1913 = sext i32 %1762 to i64, !dbg !39
  %1914 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1913, !dbg !39
  %1915 = sext i32 %1763 to i64, !dbg !39
  %1916 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1915, !dbg !39
  %1917 = sext i32 %1764 to i64, !dbg !39
  %1918 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1917, !dbg !39
  %1919 = sext i32 %1765 to i64, !dbg !39
  %1920 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1919, !dbg !39
  %1921 = sext i32 %1766 to i64, !dbg !39
  %1922 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1921, !dbg !39
  %1923 = sext i32 %1767 to i64, !dbg !39
  %1924 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1923, !dbg !39
  %1925 = sext i32 %1768 to i64, !dbg !39
  %1926 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1925, !dbg !39
  %1927 = sext i32 %1769 to i64, !dbg !39
  %1928 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1927, !dbg !39
  %1929 = sext i32 %1770 to i64, !dbg !39
  %1930 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1929, !dbg !39
  %1931 = sext i32 %1771 to i64, !dbg !39
  %1932 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1931, !dbg !39
  %1933 = sext i32 %1772 to i64, !dbg !39
  %1934 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1933, !dbg !39
  %1935 = sext i32 %1773 to i64, !dbg !39
  %1936 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1935, !dbg !39
  %1937 = sext i32 %1774 to i64, !dbg !39
  %1938 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1937, !dbg !39
  %1939 = sext i32 %1775 to i64, !dbg !39
  %1940 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1939, !dbg !39
  %1941 = sext i32 %1776 to i64, !dbg !39
  %1942 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1941, !dbg !39
  %1943 = sext i32 %1777 to i64, !dbg !39
  %1944 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1943, !dbg !39
  %1945 = sext i32 %1778 to i64, !dbg !39
  %1946 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1945, !dbg !39
  %1947 = sext i32 %1779 to i64, !dbg !39
  %1948 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1947, !dbg !39
  %1949 = sext i32 %1780 to i64, !dbg !39
  %1950 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1949, !dbg !39
  %1951 = sext i32 %1781 to i64, !dbg !39
  %1952 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1951, !dbg !39
  %1953 = sext i32 %1782 to i64, !dbg !39
  %1954 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1953, !dbg !39
  %1955 = sext i32 %1783 to i64, !dbg !39
  %1956 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1955, !dbg !39
  %1957 = sext i32 %1784 to i64, !dbg !39
  %1958 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1957, !dbg !39
  %1959 = sext i32 %1785 to i64, !dbg !39
  %1960 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1959, !dbg !39
  %1961 = sext i32 %1786 to i64, !dbg !39
  %1962 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1961, !dbg !39
  %1963 = sext i32 %1787 to i64, !dbg !39
  %1964 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1963, !dbg !39
  %1965 = sext i32 %1788 to i64, !dbg !39
  %1966 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1965, !dbg !39
  %1967 = sext i32 %1789 to i64, !dbg !39
  %1968 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1967, !dbg !39
  %1969 = sext i32 %1790 to i64, !dbg !39
  %1970 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1969, !dbg !39
  %1971 = sext i32 %1791 to i64, !dbg !39
  %1972 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1971, !dbg !39
  %1973 = sext i32 %1792 to i64, !dbg !39
  %1974 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1973, !dbg !39
  %1975 = sext i32 %1793 to i64, !dbg !39
  %1976 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1975, !dbg !39
  %1977 = sext i32 %1794 to i64, !dbg !39
  %1978 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1977, !dbg !39
  %1979 = sext i32 %1795 to i64, !dbg !39
  %1980 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1979, !dbg !39
  %1981 = sext i32 %1796 to i64, !dbg !39
  %1982 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1981, !dbg !39
  %1983 = sext i32 %1797 to i64, !dbg !39
  %1984 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1983, !dbg !39
  %1985 = sext i32 %1798 to i64, !dbg !39
  %1986 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1985, !dbg !39
  %1987 = sext i32 %1799 to i64, !dbg !39
  %1988 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1987, !dbg !39
  %1989 = sext i32 %1800 to i64, !dbg !39
  %1990 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1989, !dbg !39
  %1991 = sext i32 %1801 to i64, !dbg !39
  %1992 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1991, !dbg !39
  %1993 = sext i32 %1802 to i64, !dbg !39
  %1994 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1993, !dbg !39
  %1995 = sext i32 %1803 to i64, !dbg !39
  %1996 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1995, !dbg !39
  %1997 = sext i32 %1804 to i64, !dbg !39
  %1998 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1997, !dbg !39
  %1999 = sext i32 %1805 to i64, !dbg !39
  %2000 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1999, !dbg !39
  %2001 = sext i32 %1806 to i64, !dbg !39
  %2002 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2001, !dbg !39
  %2003 = sext i32 %1807 to i64, !dbg !39
  %2004 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2003, !dbg !39
  %2005 = sext i32 %1808 to i64, !dbg !39
  %2006 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2005, !dbg !39
  %2007 = sext i32 %1809 to i64, !dbg !39
  %2008 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2007, !dbg !39
  %2009 = sext i32 %1810 to i64, !dbg !39
  %2010 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2009, !dbg !39
  %2011 = sext i32 %1811 to i64, !dbg !39
  %2012 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2011, !dbg !39
  %2013 = sext i32 %1812 to i64, !dbg !39
  %2014 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2013, !dbg !39
  %2015 = sext i32 %1813 to i64, !dbg !39
  %2016 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2015, !dbg !39
  %2017 = sext i32 %1814 to i64, !dbg !39
  %2018 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2017, !dbg !39
  %2019 = sext i32 %1815 to i64, !dbg !39
  %2020 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2019, !dbg !39
  %2021 = sext i32 %1816 to i64, !dbg !39
  %2022 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2021, !dbg !39
  %2023 = sext i32 %1817 to i64, !dbg !39
  %2024 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2023, !dbg !39
  %2025 = sext i32 %1818 to i64, !dbg !39
  %2026 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2025, !dbg !39
  %2027 = sext i32 %1819 to i64, !dbg !39
  %2028 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2027, !dbg !39
  %2029 = sext i32 %1820 to i64, !dbg !39
  %2030 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2029, !dbg !39
  %2031 = sext i32 %1821 to i64, !dbg !39
  %2032 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2031, !dbg !39
  %2033 = sext i32 %1822 to i64, !dbg !39
  %2034 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2033, !dbg !39
  %2035 = sext i32 %1823 to i64, !dbg !39
  %2036 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2035, !dbg !39
  %2037 = sext i32 %1824 to i64, !dbg !39
  %2038 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2037, !dbg !39
  %2039 = sext i32 %1825 to i64, !dbg !39
  %2040 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2039, !dbg !39
  %2041 = sext i32 %1826 to i64, !dbg !39
  %2042 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2041, !dbg !39
  %2043 = sext i32 %1827 to i64, !dbg !39
  %2044 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2043, !dbg !39
  %2045 = sext i32 %1828 to i64, !dbg !39
  %2046 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2045, !dbg !39
  %2047 = sext i32 %1829 to i64, !dbg !39
  %2048 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2047, !dbg !39
  %2049 = sext i32 %1830 to i64, !dbg !39
  %2050 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2049, !dbg !39
  %2051 = sext i32 %1831 to i64, !dbg !39
  %2052 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2051, !dbg !39
  %2053 = sext i32 %1832 to i64, !dbg !39
  %2054 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2053, !dbg !39
  %2055 = sext i32 %1833 to i64, !dbg !39
  %2056 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2055, !dbg !39
  %2057 = sext i32 %1834 to i64, !dbg !39
  %2058 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2057, !dbg !39
  %2059 = sext i32 %1835 to i64, !dbg !39
  %2060 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2059, !dbg !39
  %2061 = sext i32 %1836 to i64, !dbg !39
  %2062 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2061, !dbg !39
  %2063 = sext i32 %1837 to i64, !dbg !39
  %2064 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2063, !dbg !39
  %2065 = sext i32 %1838 to i64, !dbg !39
  %2066 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2065, !dbg !39
  %2067 = sext i32 %1839 to i64, !dbg !39
  %2068 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2067, !dbg !39
  %2069 = sext i32 %1840 to i64, !dbg !39
  %2070 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2069, !dbg !39
  %2071 = sext i32 %1841 to i64, !dbg !39
  %2072 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2071, !dbg !39
  %2073 = sext i32 %1842 to i64, !dbg !39
  %2074 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2073, !dbg !39
  %2075 = sext i32 %1843 to i64, !dbg !39
  %2076 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2075, !dbg !39
  %2077 = sext i32 %1844 to i64, !dbg !39
  %2078 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2077, !dbg !39
  %2079 = sext i32 %1845 to i64, !dbg !39
  %2080 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2079, !dbg !39
  %2081 = sext i32 %1846 to i64, !dbg !39
  %2082 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2081, !dbg !39
  %2083 = sext i32 %1847 to i64, !dbg !39
  %2084 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2083, !dbg !39
  %2085 = sext i32 %1848 to i64, !dbg !39
  %2086 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2085, !dbg !39
  %2087 = sext i32 %1849 to i64, !dbg !39
  %2088 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2087, !dbg !39
  %2089 = sext i32 %1850 to i64, !dbg !39
  %2090 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2089, !dbg !39
  %2091 = sext i32 %1851 to i64, !dbg !39
  %2092 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2091, !dbg !39
  %2093 = sext i32 %1852 to i64, !dbg !39
  %2094 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2093, !dbg !39
  %2095 = sext i32 %1853 to i64, !dbg !39
  %2096 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2095, !dbg !39
  %2097 = sext i32 %1854 to i64, !dbg !39
  %2098 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2097, !dbg !39
  %2099 = sext i32 %1855 to i64, !dbg !39
  %2100 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2099, !dbg !39
  %2101 = sext i32 %1856 to i64, !dbg !39
  %2102 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2101, !dbg !39
  %2103 = sext i32 %1857 to i64, !dbg !39
  %2104 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2103, !dbg !39
  %2105 = sext i32 %1858 to i64, !dbg !39
  %2106 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2105, !dbg !39
  %2107 = sext i32 %1859 to i64, !dbg !39
  %2108 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2107, !dbg !39
  %2109 = sext i32 %1860 to i64, !dbg !39
  %2110 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2109, !dbg !39
  %2111 = sext i32 %1861 to i64, !dbg !39
  %2112 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2111, !dbg !39
  %2113 = sext i32 %1862 to i64, !dbg !39
  %2114 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2113, !dbg !39
  %2115 = sext i32 %1863 to i64, !dbg !39
  %2116 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2115, !dbg !39
  %2117 = sext i32 %1864 to i64, !dbg !39
  %2118 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2117, !dbg !39
  %2119 = sext i32 %1865 to i64, !dbg !39
  %2120 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2119, !dbg !39
  %2121 = sext i32 %1866 to i64, !dbg !39
  %2122 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %2121, !dbg !39
  %2123 = mul i32 %11, %90, !dbg !40
  %2124 = sext i32 %2123 to i64, !dbg !39
  %2125 = getelementptr [2 x i8], ptr addrspace(1) %1868, i64 %2124, !dbg !39
  %2126 = getelementptr [2 x i8], ptr addrspace(1) %1870, i64 %2124, !dbg !39
  %2127 = getelementptr [2 x i8], ptr addrspace(1) %1872, i64 %2124, !dbg !39
  %2128 = getelementptr [2 x i8], ptr addrspace(1) %1874, i64 %2124, !dbg !39
  %2129 = getelementptr [2 x i8], ptr addrspace(1) %1876, i64 %2124, !dbg !39
  %2130 = getelementptr [2 x i8], ptr addrspace(1) %1878, i64 %2124, !dbg !39
  %2131 = getelementptr [2 x i8], ptr addrspace(1) %1880, i64 %2124, !dbg !39
  %2132 = getelementptr [2 x i8], ptr addrspace(1) %1882, i64 %2124, !dbg !39
  %2133 = getelementptr [2 x i8], ptr addrspace(1) %1884, i64 %2124, !dbg !39
  %2134 = getelementptr [2 x i8], ptr addrspace(1) %1886, i64 %2124, !dbg !39
  %2135 = getelementptr [2 x i8], ptr addrspace(1) %1888, i64 %2124, !dbg !39
  %2136 = getelementptr [2 x i8], ptr addrspace(1) %1890, i64 %2124, !dbg !39
  %2137 = getelementptr [2 x i8], ptr addrspace(1) %1892, i64 %2124, !dbg !39
  %2138 = getelementptr [2 x i8], ptr addrspace(1) %1894, i64 %2124, !dbg !39
  %2139 = getelementptr [2 x i8], ptr addrspace(1) %1896, i64 %2124, !dbg !39
  %2140 = getelementptr [2 x i8], ptr addrspace(1) %1898, i64 %2124, !dbg !39
  %2141 = getelementptr [2 x i8], ptr addrspace(1) %1900, i64 %2124, !dbg !39
  %2142 = getelementptr [2 x i8], ptr addrspace(1) %1902, i64 %2124, !dbg !39
  %2143 = getelementptr [2 x i8], ptr addrspace(1) %1904, i64 %2124, !dbg !39
  %2144 = getelementptr [2 x i8], ptr addrspace(1) %1906, i64 %2124, !dbg !39
  %2145 = getelementptr [2 x i8], ptr addrspace(1) %1908, i64 %2124, !dbg !39
  %2146 = getelementptr [2 x i8], ptr addrspace(1) %1910, i64 %2124, !dbg !39
  %2147 = getelementptr [2 x i8], ptr addrspace(1) %1912, i64 %2124, !dbg !39
  %2148 = getelementptr [2 x i8], ptr addrspace(1) %1914, i64 %2124, !dbg !39
  %2149 = getelementptr [2 x i8], ptr addrspace(1) %1916, i64 %2124, !dbg !39
  %2150 = getelementptr [2 x i8], ptr addrspace(1) %1918, i64 %2124, !dbg !39
  %2151 = getelementptr [2 x i8], ptr addrspace(1) %1920, i64 %2124, !dbg !39
  %2152 = getelementptr [2 x i8], ptr addrspace(1) %1922, i64 %2124, !dbg !39
  %2153 = getelementptr [2 x i8], ptr addrspace(1) %1924, i64 %2124, !dbg !39
  %2154 = getelementptr [2 x i8], ptr addrspace(1) %1926, i64 %2124, !dbg !39
  %2155 = getelementptr [2 x i8], ptr addrspace(1) %1928, i64 %2124, !dbg !39
  %2156 = getelementptr [2 x i8], ptr addrspace(1) %1930, i64 %2124, !dbg !39
  %2157 = getelementptr [2 x i8], ptr addrspace(1) %1932, i64 %2124, !dbg !39
  %2158 = getelementptr [2 x i8], ptr addrspace(1) %1934, i64 %2124, !dbg !39
  %2159 = getelementptr [2 x i8], ptr addrspace(1) %1936, i64 %2124, !dbg !39
  %2160 = getelementptr [2 x i8], ptr addrspace(1) %1938, i64 %2124, !dbg !39
  %2161 = getelementptr [2 x i8], ptr addrspace(1) %1940, i64 %2124, !dbg !39
  %2162 = getelementptr [2 x i8], ptr addrspace(1) %1942, i64 %2124, !dbg !39
  %2163 = getelementptr [2 x i8], ptr addrspace(1) %1944, i64 %2124, !dbg !39
  %2164 = getelementptr [2 x i8], ptr addrspace(1) %1946, i64 %2124, !dbg !39
  %2165 = getelementptr [2 x i8], ptr addrspace(1) %1948, i64 %2124, !dbg !39
  %2166 = getelementptr [2 x i8], ptr addrspace(1) %1950, i64 %2124, !dbg !39
  %2167 = getelementptr [2 x i8], ptr addrspace(1) %1952, i64 %2124, !dbg !39
  %2168 = getelementptr [2 x i8], ptr addrspace(1) %1954, i64 %2124, !dbg !39
  %2169 = getelementptr [2 x i8], ptr addrspace(1) %1956, i64 %2124, !dbg !39
  %2170 = getelementptr [2 x i8], ptr addrspace(1) %1958, i64 %2124, !dbg !39
  %2171 = getelementptr [2 x i8], ptr addrspace(1) %1960, i64 %2124, !dbg !39
  %2172 = getelementptr [2 x i8], ptr addrspace(1) %1962, i64 %2124, !dbg !39
  %2173 = getelementptr [2 x i8], ptr addrspace(1) %1964, i64 %2124, !dbg !39
  %2174 = getelementptr [2 x i8], ptr addrspace(1) %1966, i64 %2124, !dbg !39
  %2175 = getelementptr [2 x i8], ptr addrspace(1) %1968, i64 %2124, !dbg !39
  %2176 = getelementptr [2 x i8], ptr addrspace(1) %1970, i64 %2124, !dbg !39
  %2177 = getelementptr [2 x i8], ptr addrspace(1) %1972, i64 %2124, !dbg !39
  %2178 = getelementptr [2 x i8], ptr addrspace(1) %1974, i64 %2124, !dbg !39
  %2179 = getelementptr [2 x i8], ptr addrspace(1) %1976, i64 %2124, !dbg !39
  %2180 = getelementptr [2 x i8], ptr addrspace(1) %1978, i64 %2124, !dbg !39
  %2181 = getelementptr [2 x i8], ptr addrspace(1) %1980, i64 %2124, !dbg !39
  %2182 = getelementptr [2 x i8], ptr addrspace(1) %1982, i64 %2124, !dbg !39
  %2183 = getelementptr [2 x i8], ptr addrspace(1) %1984, i64 %2124, !dbg !39
  %2184 = getelementptr [2 x i8], ptr addrspace(1) %1986, i64 %2124, !dbg !39
  %2185 = getelementptr [2 x i8], ptr addrspace(1) %1988, i64 %2124, !dbg !39
  %2186 = getelementptr [2 x i8], ptr addrspace(1) %1990, i64 %2124, !dbg !39
  %2187 = getelementptr [2 x i8], ptr addrspace(1) %1992, i64 %2124, !dbg !39
  %2188 = getelementptr [2 x i8], ptr addrspace(1) %1994, i64 %2124, !dbg !39
  %2189 = getelementptr [2 x i8], ptr addrspace(1) %1996, i64 %2124, !dbg !39
  %2190 = getelementptr [2 x i8], ptr addrspace(1) %1998, i64 %2124, !dbg !39
  %2191 = getelementptr [2 x i8], ptr addrspace(1) %2000, i64 %2124, !dbg !39
  %2192 = getelementptr [2 x i8], ptr addrspace(1) %2002, i64 %2124, !dbg !39
  %2193 = getelementptr [2 x i8], ptr addrspace(1) %2004, i64 %2124, !dbg !39
  %2194 = getelementptr [2 x i8], ptr addrspace(1) %2006, i64 %2124, !dbg !39
  %2195 = getelementptr [2 x i8], ptr addrspace(1) %2008, i64 %2124, !dbg !39
  %2196 = getelementptr [2 x i8], ptr addrspace(1) %2010, i64 %2124, !dbg !39
  %2197 = getelementptr [2 x i8], ptr addrspace(1) %2012, i64 %2124, !dbg !39
  %2198 = getelementptr [2 x i8], ptr addrspace(1) %2014, i64 %2124, !dbg !39
  %2199 = getelementptr [2 x i8], ptr addrspace(1) %2016, i64 %2124, !dbg !39
  %2200 = getelementptr [2 x i8], ptr addrspace(1) %2018, i64 %2124, !dbg !39
  %2201 = getelementptr [2 x i8], ptr addrspace(1) %2020, i64 %2124, !dbg !39
  %2202 = getelementptr [2 x i8], ptr addrspace(1) %2022, i64 %2124, !dbg !39
  %2203 = getelementptr [2 x i8], ptr addrspace(1) %2024, i64 %2124, !dbg !39
  %2204 = getelementptr [2 x i8], ptr addrspace(1) %2026, i64 %2124, !dbg !39
  %2205 = getelementptr [2 x i8], ptr addrspace(1) %2028, i64 %2124, !dbg !39
  %2206 = getelementptr [2 x i8], ptr addrspace(1) %2030, i64 %2124, !dbg !39
  %2207 = getelementptr [2 x i8], ptr addrspace(1) %2032, i64 %2124, !dbg !39
  %2208 = getelementptr [2 x i8], ptr addrspace(1) %2034, i64 %2124, !dbg !39
  %2209 = getelementptr [2 x i8], ptr addrspace(1) %2036, i64 %2124, !dbg !39
  %2210 = getelementptr [2 x i8], ptr addrspace(1) %2038, i64 %2124, !dbg !39
  %2211 = getelementptr [2 x i8], ptr addrspace(1) %2040, i64 %2124, !dbg !39
  %2212 = getelementptr [2 x i8], ptr addrspace(1) %2042, i64 %2124, !dbg !39
  %2213 = getelementptr [2 x i8], ptr addrspace(1) %2044, i64 %2124, !dbg !39
  %2214 = getelementptr [2 x i8], ptr addrspace(1) %2046, i64 %2124, !dbg !39
  %2215 = getelementptr [2 x i8], ptr addrspace(1) %2048, i64 %2124, !dbg !39
  %2216 = getelementptr [2 x i8], ptr addrspace(1) %2050, i64 %2124, !dbg !39
  %2217 = getelementptr [2 x i8], ptr addrspace(1) %2052, i64 %2124, !dbg !39
  %2218 = getelementptr [2 x i8], ptr addrspace(1) %2054, i64 %2124, !dbg !39
  %2219 = getelementptr [2 x i8], ptr addrspace(1) %2056, i64 %2124, !dbg !39
  %2220 = getelementptr [2 x i8], ptr addrspace(1) %2058, i64 %2124, !dbg !39
  %2221 = getelementptr [2 x i8], ptr addrspace(1) %2060, i64 %2124, !dbg !39
  %2222 = getelementptr [2 x i8], ptr addrspace(1) %2062, i64 %2124, !dbg !39
  %2223 = getelementptr [2 x i8], ptr addrspace(1) %2064, i64 %2124, !dbg !39
  %2224 = getelementptr [2 x i8], ptr addrspace(1) %2066, i64 %2124, !dbg !39
  %2225 = getelementptr [2 x i8], ptr addrspace(1) %2068, i64 %2124, !dbg !39
  %2226 = getelementptr [2 x i8], ptr addrspace(1) %2070, i64 %2124, !dbg !39
  %2227 = getelementptr [2 x i8], ptr addrspace(1) %2072, i64 %2124, !dbg !39
  %2228 = getelementptr [2 x i8], ptr addrspace(1) %2074, i64 %2124, !dbg !39
  %2229 = getelementptr [2 x i8], ptr addrspace(1) %2076, i64 %2124, !dbg !39
  %2230 = getelementptr [2 x i8], ptr addrspace(1) %2078, i64 %2124, !dbg !39
  %2231 = getelementptr [2 x i8], ptr addrspace(1) %2080, i64 %2124, !dbg !39
  %2232 = getelementptr [2 x i8], ptr addrspace(1) %2082, i64 %2124, !dbg !39
  %2233 = getelementptr [2 x i8], ptr addrspace(1) %2084, i64 %2124, !dbg !39
  %2234 = getelementptr [2 x i8], ptr addrspace(1) %2086, i64 %2124, !dbg !39
  %2235 = getelementptr [2 x i8], ptr addrspace(1) %2088, i64 %2124, !dbg !39
  %2236 = getelementptr [2 x i8], ptr addrspace(1) %2090, i64 %2124, !dbg !39
  %2237 = getelementptr [2 x i8], ptr addrspace(1) %2092, i64 %2124, !dbg !39
  %2238 = getelementptr [2 x i8], ptr addrspace(1) %2094, i64 %2124, !dbg !39
  %2239 = getelementptr [2 x i8], ptr addrspace(1) %2096, i64 %2124, !dbg !39
  %2240 = getelementptr [2 x i8], ptr addrspace(1) %2098, i64 %2124, !dbg !39
  %2241 = getelementptr [2 x i8], ptr addrspace(1) %2100, i64 %2124, !dbg !39
  %2242 = getelementptr [2 x i8], ptr addrspace(1) %2102, i64 %2124, !dbg !39
  %2243 = getelementptr [2 x i8], ptr addrspace(1) %2104, i64 %2124, !dbg !39
  %2244 = getelementptr [2 x i8], ptr addrspace(1) %2106, i64 %2124, !dbg !39
  %2245 = getelementptr [2 x i8], ptr addrspace(1) %2108, i64 %2124, !dbg !39
  %2246 = getelementptr [2 x i8], ptr addrspace(1) %2110, i64 %2124, !dbg !39
  %2247 = getelementptr [2 x i8], ptr addrspace(1) %2112, i64 %2124, !dbg !39
  %2248 = getelementptr [2 x i8], ptr addrspace(1) %2114, i64 %2124, !dbg !39
  %2249 = getelementptr [2 x i8], ptr addrspace(1) %2116, i64 %2124, !dbg !39
  %2250 = getelementptr [2 x i8], ptr addrspace(1) %2118, i64 %2124, !dbg !39
  %2251 = getelementptr [2 x i8], ptr addrspace(1) %2120, i64 %2124, !dbg !39
  %2252 = getelementptr [2 x i8], ptr addrspace(1) %2122, i64 %2124, !dbg !39
  %2253 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x128.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, [$128 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %611) #9, !dbg !32
  %2254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 0, !dbg !32
  %2255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 1, !dbg !32
  %2256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 2, !dbg !32
  %2257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 3, !dbg !32
  %2258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 4, !dbg !32
  %2259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 5, !dbg !32
  %2260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 6, !dbg !32
  %2261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 7, !dbg !32
  %2262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 8, !dbg !32
  %2263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 9, !dbg !32
  %2264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 10, !dbg !32
  %2265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 11, !dbg !32
  %2266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 12, !dbg !32
  %2267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 13, !dbg !32
  %2268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 14, !dbg !32
  %2269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 15, !dbg !32
  %2270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 16, !dbg !32
  %2271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 17, !dbg !32
  %2272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 18, !dbg !32
  %2273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 19, !dbg !32
  %2274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 20, !dbg !32
  %2275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 21, !dbg !32
  %2276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 22, !dbg !32
  %2277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 23, !dbg !32
  %2278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 24, !dbg !32
  %2279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 25, !dbg !32
  %2280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 26, !dbg !32
  %2281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 27, !dbg !32
  %2282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 28, !dbg !32
  %2283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 29, !dbg !32
  %2284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 30, !dbg !32
  %2285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 31, !dbg !32
  %2286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 32, !dbg !32
  %2287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 33, !dbg !32
  %2288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 34, !dbg !32
  %2289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 35, !dbg !32
  %2290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 36, !dbg !32
  %2291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 37, !dbg !32
  %2292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 38, !dbg !32
  %2293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 39, !dbg !32
  %2294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 40, !dbg !32
  %2295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 41, !dbg !32
  %2296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 42, !dbg !32
  %2297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 43, !dbg !32
  %2298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 44, !dbg !32
  %2299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 45, !dbg !32
  %2300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 46, !dbg !32
  %2301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 47, !dbg !32
  %2302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 48, !dbg !32
  %2303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 49, !dbg !32
  %2304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 50, !dbg !32
  %2305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 51, !dbg !32
  %2306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 52, !dbg !32
  %2307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 53, !dbg !32
  %2308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 54, !dbg !32
  %2309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 55, !dbg !32
  %2310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 56, !dbg !32
  %2311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 57, !dbg !32
  %2312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 58, !dbg !32
  %2313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 59, !dbg !32
  %2314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 60, !dbg !32
  %2315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 61, !dbg !32
  %2316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 62, !dbg !32
  %2317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 63, !dbg !32
  %2318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 64, !dbg !32
  %2319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 65, !dbg !32
  %2320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 66, !dbg !32
  %2321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 67, !dbg !32
  %2322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 68, !dbg !32
  %2323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 69, !dbg !32
  %2324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 70, !dbg !32
  %2325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 71, !dbg !32
  %2326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 72, !dbg !32
  %2327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 73, !dbg !32
  %2328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 74, !dbg !32
  %2329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 75, !dbg !32
  %2330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 76, !dbg !32
  %2331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 77, !dbg !32
  %2332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 78, !dbg !32
  %2333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 79, !dbg !32
  %2334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 80, !dbg !32
  %2335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 81, !dbg !32
  %2336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 82, !dbg !32
  %2337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 83, !dbg !32
  %2338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 84, !dbg !32
  %2339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 85, !dbg !32
  %2340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 86, !dbg !32
  %2341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 87, !dbg !32
  %2342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 88, !dbg !32
  %2343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 89, !dbg !32
  %2344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 90, !dbg !32
  %2345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 91, !dbg !32
  %2346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 92, !dbg !32
  %2347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 93, !dbg !32
  %2348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 94, !dbg !32
  %2349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 95, !dbg !32
  %2350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 96, !dbg !32
  %2351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 97, !dbg !32
  %2352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 98, !dbg !32
  %2353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 99, !dbg !32
  %2354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 100, !dbg !32
  %2355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 101, !dbg !32
  %2356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 102, !dbg !32
  %2357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 103, !dbg !32
  %2358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 104, !dbg !32
  %2359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 105, !dbg !32
  %2360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 106, !dbg !32
  %2361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 107, !dbg !32
  %2362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 108, !dbg !32
  %2363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 109, !dbg !32
  %2364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 110, !dbg !32
  %2365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 111, !dbg !32
  %2366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 112, !dbg !32
  %2367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 113, !dbg !32
  %2368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 114, !dbg !32
  %2369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 115, !dbg !32
  %2370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 116, !dbg !32
  %2371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 117, !dbg !32
  %2372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 118, !dbg !32
  %2373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 119, !dbg !32
  %2374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 120, !dbg !32
  %2375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 121, !dbg !32
  %2376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 122, !dbg !32
  %2377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 123, !dbg !32
  %2378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 124, !dbg !32
  %2379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 125, !dbg !32
  %2380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 126, !dbg !32
  %2381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2253, 127, !dbg !32
  %2382 = insertelement <2 x i32> poison, i32 %2254, i64 0, !dbg !32
  %2383 = insertelement <2 x i32> %2382, i32 %2258, i64 1, !dbg !32
  %2384 = bitcast <2 x i32> %2383 to <2 x float>, !dbg !32
  %2385 = fptrunc <2 x float> %2384 to <2 x half>, !dbg !41
  %2386 = insertelement <2 x i32> poison, i32 %2255, i64 0, !dbg !32
  %2387 = insertelement <2 x i32> %2386, i32 %2259, i64 1, !dbg !32
  %2388 = bitcast <2 x i32> %2387 to <2 x float>, !dbg !32
  %2389 = fptrunc <2 x float> %2388 to <2 x half>, !dbg !41
  %2390 = insertelement <2 x i32> poison, i32 %2256, i64 0, !dbg !32
  %2391 = insertelement <2 x i32> %2390, i32 %2260, i64 1, !dbg !32
  %2392 = bitcast <2 x i32> %2391 to <2 x float>, !dbg !32
  %2393 = fptrunc <2 x float> %2392 to <2 x half>, !dbg !41
  %2394 = insertelement <2 x i32> poison, i32 %2257, i64 0, !dbg !32
  %2395 = insertelement <2 x i32> %2394, i32 %2261, i64 1, !dbg !32
  %2396 = bitcast <2 x i32> %2395 to <2 x float>, !dbg !32
  %2397 = fptrunc <2 x float> %2396 to <2 x half>, !dbg !41
  %2398 = insertelement <2 x i32> poison, i32 %2262, i64 0, !dbg !32
  %2399 = insertelement <2 x i32> %2398, i32 %2266, i64 1, !dbg !32
  %2400 = bitcast <2 x i32> %2399 to <2 x float>, !dbg !32
  %2401 = fptrunc <2 x float> %2400 to <2 x half>, !dbg !41
  %2402 = insertelement <2 x i32> poison, i32 %2263, i64 0, !dbg !32
  %2403 = insertelement <2 x i32> %2402, i32 %2267, i64 1, !dbg !32
  %2404 = bitcast <2 x i32> %2403 to <2 x float>, !dbg !32
  %2405 = fptrunc <2 x float> %2404 to <2 x half>, !dbg !41
  %2406 = insertelement <2 x i32> poison, i32 %2264, i64 0, !dbg !32
  %2407 = insertelement <2 x i32> %2406, i32 %2268, i64 1, !dbg !32
  %2408 = bitcast <2 x i32> %2407 to <2 x float>, !dbg !32
  %2409 = fptrunc <2 x float> %2408 to <2 x half>, !dbg !41
  %2410 = insertelement <2 x i32> poison, i32 %2265, i64 0, !dbg !32
  %2411 = insertelement <2 x i32> %2410, i32 %2269, i64 1, !dbg !32
  %2412 = bitcast <2 x i32> %2411 to <2 x float>, !dbg !32
  %2413 = fptrunc <2 x float> %2412 to <2 x half>, !dbg !41
  %2414 = insertelement <2 x i32> poison, i32 %2270, i64 0, !dbg !32
  %2415 = insertelement <2 x i32> %2414, i32 %2274, i64 1, !dbg !32
  %2416 = bitcast <2 x i32> %2415 to <2 x float>, !dbg !32
  %2417 = fptrunc <2 x float> %2416 to <2 x half>, !dbg !41
  %2418 = insertelement <2 x i32> poison, i32 %2271, i64 0, !dbg !32
  %2419 = insertelement <2 x i32> %2418, i32 %2275, i64 1, !dbg !32
  %2420 = bitcast <2 x i32> %2419 to <2 x float>, !dbg !32
  %2421 = fptrunc <2 x float> %2420 to <2 x half>, !dbg !41
  %2422 = insertelement <2 x i32> poison, i32 %2272, i64 0, !dbg !32
  %2423 = insertelement <2 x i32> %2422, i32 %2276, i64 1, !dbg !32
  %2424 = bitcast <2 x i32> %2423 to <2 x float>, !dbg !32
  %2425 = fptrunc <2 x float> %2424 to <2 x half>, !dbg !41
  %2426 = insertelement <2 x i32> poison, i32 %2273, i64 0, !dbg !32
  %2427 = insertelement <2 x i32> %2426, i32 %2277, i64 1, !dbg !32
  %2428 = bitcast <2 x i32> %2427 to <2 x float>, !dbg !32
  %2429 = fptrunc <2 x float> %2428 to <2 x half>, !dbg !41
  %2430 = insertelement <2 x i32> poison, i32 %2278, i64 0, !dbg !32
  %2431 = insertelement <2 x i32> %2430, i32 %2282, i64 1, !dbg !32
  %2432 = bitcast <2 x i32> %2431 to <2 x float>, !dbg !32
  %2433 = fptrunc <2 x float> %2432 to <2 x half>, !dbg !41
  %2434 = insertelement <2 x i32> poison, i32 %2279, i64 0, !dbg !32
  %2435 = insertelement <2 x i32> %2434, i32 %2283, i64 1, !dbg !32
  %2436 = bitcast <2 x i32> %2435 to <2 x float>, !dbg !32
  %2437 = fptrunc <2 x float> %2436 to <2 x half>, !dbg !41
  %2438 = insertelement <2 x i32> poison, i32 %2280, i64 0, !dbg !32
  %2439 = insertelement <2 x i32> %2438, i32 %2284, i64 1, !dbg !32
  %2440 = bitcast <2 x i32> %2439 to <2 x float>, !dbg !32
  %2441 = fptrunc <2 x float> %2440 to <2 x half>, !dbg !41
  %2442 = insertelement <2 x i32> poison, i32 %2281, i64 0, !dbg !32
  %2443 = insertelement <2 x i32> %2442, i32 %2285, i64 1, !dbg !32
  %2444 = bitcast <2 x i32> %2443 to <2 x float>, !dbg !32
  %2445 = fptrunc <2 x float> %2444 to <2 x half>, !dbg !41
  %2446 = insertelement <2 x i32> poison, i32 %2286, i64 0, !dbg !32
  %2447 = insertelement <2 x i32> %2446, i32 %2290, i64 1, !dbg !32
  %2448 = bitcast <2 x i32> %2447 to <2 x float>, !dbg !32
  %2449 = fptrunc <2 x float> %2448 to <2 x half>, !dbg !41
  %2450 = insertelement <2 x i32> poison, i32 %2287, i64 0, !dbg !32
  %2451 = insertelement <2 x i32> %2450, i32 %2291, i64 1, !dbg !32
  %2452 = bitcast <2 x i32> %2451 to <2 x float>, !dbg !32
  %2453 = fptrunc <2 x float> %2452 to <2 x half>, !dbg !41
  %2454 = insertelement <2 x i32> poison, i32 %2288, i64 0, !dbg !32
  %2455 = insertelement <2 x i32> %2454, i32 %2292, i64 1, !dbg !32
  %2456 = bitcast <2 x i32> %2455 to <2 x float>, !dbg !32
  %2457 = fptrunc <2 x float> %2456 to <2 x half>, !dbg !41
  %2458 = insertelement <2 x i32> poison, i32 %2289, i64 0, !dbg !32
  %2459 = insertelement <2 x i32> %2458, i32 %2293, i64 1, !dbg !32
  %2460 = bitcast <2 x i32> %2459 to <2 x float>, !dbg !32
  %2461 = fptrunc <2 x float> %2460 to <2 x half>, !dbg !41
  %2462 = insertelement <2 x i32> poison, i32 %2294, i64 0, !dbg !32
  %2463 = insertelement <2 x i32> %2462, i32 %2298, i64 1, !dbg !32
  %2464 = bitcast <2 x i32> %2463 to <2 x float>, !dbg !32
  %2465 = fptrunc <2 x float> %2464 to <2 x half>, !dbg !41
  %2466 = insertelement <2 x i32> poison, i32 %2295, i64 0, !dbg !32
  %2467 = insertelement <2 x i32> %2466, i32 %2299, i64 1, !dbg !32
  %2468 = bitcast <2 x i32> %2467 to <2 x float>, !dbg !32
  %2469 = fptrunc <2 x float> %2468 to <2 x half>, !dbg !41
  %2470 = insertelement <2 x i32> poison, i32 %2296, i64 0, !dbg !32
  %2471 = insertelement <2 x i32> %2470, i32 %2300, i64 1, !dbg !32
  %2472 = bitcast <2 x i32> %2471 to <2 x float>, !dbg !32
  %2473 = fptrunc <2 x float> %2472 to <2 x half>, !dbg !41
  %2474 = insertelement <2 x i32> poison, i32 %2297, i64 0, !dbg !32
  %2475 = insertelement <2 x i32> %2474, i32 %2301, i64 1, !dbg !32
  %2476 = bitcast <2 x i32> %2475 to <2 x float>, !dbg !32
  %2477 = fptrunc <2 x float> %2476 to <2 x half>, !dbg !41
  %2478 = insertelement <2 x i32> poison, i32 %2302, i64 0, !dbg !32
  %2479 = insertelement <2 x i32> %2478, i32 %2306, i64 1, !dbg !32
  %2480 = bitcast <2 x i32> %2479 to <2 x float>, !dbg !32
  %2481 = fptrunc <2 x float> %2480 to <2 x half>, !dbg !41
  %2482 = insertelement <2 x i32> poison, i32 %2303, i64 0, !dbg !32
  %2483 = insertelement <2 x i32> %2482, i32 %2307, i64 1, !dbg !32
  %2484 = bitcast <2 x i32> %2483 to <2 x float>, !dbg !32
  %2485 = fptrunc <2 x float> %2484 to <2 x half>, !dbg !41
  %2486 = insertelement <2 x i32> poison, i32 %2304, i64 0, !dbg !32
  %2487 = insertelement <2 x i32> %2486, i32 %2308, i64 1, !dbg !32
  %2488 = bitcast <2 x i32> %2487 to <2 x float>, !dbg !32
  %2489 = fptrunc <2 x float> %2488 to <2 x half>, !dbg !41
  %2490 = insertelement <2 x i32> poison, i32 %2305, i64 0, !dbg !32
  %2491 = insertelement <2 x i32> %2490, i32 %2309, i64 1, !dbg !32
  %2492 = bitcast <2 x i32> %2491 to <2 x float>, !dbg !32
  %2493 = fptrunc <2 x float> %2492 to <2 x half>, !dbg !41
  %2494 = insertelement <2 x i32> poison, i32 %2310, i64 0, !dbg !32
  %2495 = insertelement <2 x i32> %2494, i32 %2314, i64 1, !dbg !32
  %2496 = bitcast <2 x i32> %2495 to <2 x float>, !dbg !32
  %2497 = fptrunc <2 x float> %2496 to <2 x half>, !dbg !41
  %2498 = insertelement <2 x i32> poison, i32 %2311, i64 0, !dbg !32
  %2499 = insertelement <2 x i32> %2498, i32 %2315, i64 1, !dbg !32
  %2500 = bitcast <2 x i32> %2499 to <2 x float>, !dbg !32
  %2501 = fptrunc <2 x float> %2500 to <2 x half>, !dbg !41
  %2502 = insertelement <2 x i32> poison, i32 %2312, i64 0, !dbg !32
  %2503 = insertelement <2 x i32> %2502, i32 %2316, i64 1, !dbg !32
  %2504 = bitcast <2 x i32> %2503 to <2 x float>, !dbg !32
  %2505 = fptrunc <2 x float> %2504 to <2 x half>, !dbg !41
  %2506 = insertelement <2 x i32> poison, i32 %2313, i64 0, !dbg !32
  %2507 = insertelement <2 x i32> %2506, i32 %2317, i64 1, !dbg !32
  %2508 = bitcast <2 x i32> %2507 to <2 x float>, !dbg !32
  %2509 = fptrunc <2 x float> %2508 to <2 x half>, !dbg !41
  %2510 = insertelement <2 x i32> poison, i32 %2318, i64 0, !dbg !32
  %2511 = insertelement <2 x i32> %2510, i32 %2322, i64 1, !dbg !32
  %2512 = bitcast <2 x i32> %2511 to <2 x float>, !dbg !32
  %2513 = fptrunc <2 x float> %2512 to <2 x half>, !dbg !41
  %2514 = insertelement <2 x i32> poison, i32 %2319, i64 0, !dbg !32
  %2515 = insertelement <2 x i32> %2514, i32 %2323, i64 1, !dbg !32
  %2516 = bitcast <2 x i32> %2515 to <2 x float>, !dbg !32
  %2517 = fptrunc <2 x float> %2516 to <2 x half>, !dbg !41
  %2518 = insertelement <2 x i32> poison, i32 %2320, i64 0, !dbg !32
  %2519 = insertelement <2 x i32> %2518, i32 %2324, i64 1, !dbg !32
  %2520 = bitcast <2 x i32> %2519 to <2 x float>, !dbg !32
  %2521 = fptrunc <2 x float> %2520 to <2 x half>, !dbg !41
  %2522 = insertelement <2 x i32> poison, i32 %2321, i64 0, !dbg !32
  %2523 = insertelement <2 x i32> %2522, i32 %2325, i64 1, !dbg !32
  %2524 = bitcast <2 x i32> %2523 to <2 x float>, !dbg !32
  %2525 = fptrunc <2 x float> %2524 to <2 x half>, !dbg !41
  %2526 = insertelement <2 x i32> poison, i32 %2326, i64 0, !dbg !32
  %2527 = insertelement <2 x i32> %2526, i32 %2330, i64 1, !dbg !32
  %2528 = bitcast <2 x i32> %2527 to <2 x float>, !dbg !32
  %2529 = fptrunc <2 x float> %2528 to <2 x half>, !dbg !41
  %2530 = insertelement <2 x i32> poison, i32 %2327, i64 0, !dbg !32
  %2531 = insertelement <2 x i32> %2530, i32 %2331, i64 1, !dbg !32
  %2532 = bitcast <2 x i32> %2531 to <2 x float>, !dbg !32
  %2533 = fptrunc <2 x float> %2532 to <2 x half>, !dbg !41
  %2534 = insertelement <2 x i32> poison, i32 %2328, i64 0, !dbg !32
  %2535 = insertelement <2 x i32> %2534, i32 %2332, i64 1, !dbg !32
  %2536 = bitcast <2 x i32> %2535 to <2 x float>, !dbg !32
  %2537 = fptrunc <2 x float> %2536 to <2 x half>, !dbg !41
  %2538 = insertelement <2 x i32> poison, i32 %2329, i64 0, !dbg !32
  %2539 = insertelement <2 x i32> %2538, i32 %2333, i64 1, !dbg !32
  %2540 = bitcast <2 x i32> %2539 to <2 x float>, !dbg !32
  %2541 = fptrunc <2 x float> %2540 to <2 x half>, !dbg !41
  %2542 = insertelement <2 x i32> poison, i32 %2334, i64 0, !dbg !32
  %2543 = insertelement <2 x i32> %2542, i32 %2338, i64 1, !dbg !32
  %2544 = bitcast <2 x i32> %2543 to <2 x float>, !dbg !32
  %2545 = fptrunc <2 x float> %2544 to <2 x half>, !dbg !41
  %2546 = insertelement <2 x i32> poison, i32 %2335, i64 0, !dbg !32
  %2547 = insertelement <2 x i32> %2546, i32 %2339, i64 1, !dbg !32
  %2548 = bitcast <2 x i32> %2547 to <2 x float>, !dbg !32
  %2549 = fptrunc <2 x float> %2548 to <2 x half>, !dbg !41
  %2550 = insertelement <2 x i32> poison, i32 %2336, i64 0, !dbg !32
  %2551 = insertelement <2 x i32> %2550, i32 %2340, i64 1, !dbg !32
  %2552 = bitcast <2 x i32> %2551 to <2 x float>, !dbg !32
  %2553 = fptrunc <2 x float> %2552 to <2 x half>, !dbg !41
  %2554 = insertelement <2 x i32> poison, i32 %2337, i64 0, !dbg !32
  %2555 = insertelement <2 x i32> %2554, i32 %2341, i64 1, !dbg !32
  %2556 = bitcast <2 x i32> %2555 to <2 x float>, !dbg !32
  %2557 = fptrunc <2 x float> %2556 to <2 x half>, !dbg !41
  %2558 = insertelement <2 x i32> poison, i32 %2342, i64 0, !dbg !32
  %2559 = insertelement <2 x i32> %2558, i32 %2346, i64 1, !dbg !32
  %2560 = bitcast <2 x i32> %2559 to <2 x float>, !dbg !32
  %2561 = fptrunc <2 x float> %2560 to <2 x half>, !dbg !41
  %2562 = insertelement <2 x i32> poison, i32 %2343, i64 0, !dbg !32
  %2563 = insertelement <2 x i32> %2562, i32 %2347, i64 1, !dbg !32
  %2564 = bitcast <2 x i32> %2563 to <2 x float>, !dbg !32
  %2565 = fptrunc <2 x float> %2564 to <2 x half>, !dbg !41
  %2566 = insertelement <2 x i32> poison, i32 %2344, i64 0, !dbg !32
  %2567 = insertelement <2 x i32> %2566, i32 %2348, i64 1, !dbg !32
  %2568 = bitcast <2 x i32> %2567 to <2 x float>, !dbg !32
  %2569 = fptrunc <2 x float> %2568 to <2 x half>, !dbg !41
  %2570 = insertelement <2 x i32> poison, i32 %2345, i64 0, !dbg !32
  %2571 = insertelement <2 x i32> %2570, i32 %2349, i64 1, !dbg !32
  %2572 = bitcast <2 x i32> %2571 to <2 x float>, !dbg !32
  %2573 = fptrunc <2 x float> %2572 to <2 x half>, !dbg !41
  %2574 = insertelement <2 x i32> poison, i32 %2350, i64 0, !dbg !32
  %2575 = insertelement <2 x i32> %2574, i32 %2354, i64 1, !dbg !32
  %2576 = bitcast <2 x i32> %2575 to <2 x float>, !dbg !32
  %2577 = fptrunc <2 x float> %2576 to <2 x half>, !dbg !41
  %2578 = insertelement <2 x i32> poison, i32 %2351, i64 0, !dbg !32
  %2579 = insertelement <2 x i32> %2578, i32 %2355, i64 1, !dbg !32
  %2580 = bitcast <2 x i32> %2579 to <2 x float>, !dbg !32
  %2581 = fptrunc <2 x float> %2580 to <2 x half>, !dbg !41
  %2582 = insertelement <2 x i32> poison, i32 %2352, i64 0, !dbg !32
  %2583 = insertelement <2 x i32> %2582, i32 %2356, i64 1, !dbg !32
  %2584 = bitcast <2 x i32> %2583 to <2 x float>, !dbg !32
  %2585 = fptrunc <2 x float> %2584 to <2 x half>, !dbg !41
  %2586 = insertelement <2 x i32> poison, i32 %2353, i64 0, !dbg !32
  %2587 = insertelement <2 x i32> %2586, i32 %2357, i64 1, !dbg !32
  %2588 = bitcast <2 x i32> %2587 to <2 x float>, !dbg !32
  %2589 = fptrunc <2 x float> %2588 to <2 x half>, !dbg !41
  %2590 = insertelement <2 x i32> poison, i32 %2358, i64 0, !dbg !32
  %2591 = insertelement <2 x i32> %2590, i32 %2362, i64 1, !dbg !32
  %2592 = bitcast <2 x i32> %2591 to <2 x float>, !dbg !32
  %2593 = fptrunc <2 x float> %2592 to <2 x half>, !dbg !41
  %2594 = insertelement <2 x i32> poison, i32 %2359, i64 0, !dbg !32
  %2595 = insertelement <2 x i32> %2594, i32 %2363, i64 1, !dbg !32
  %2596 = bitcast <2 x i32> %2595 to <2 x float>, !dbg !32
  %2597 = fptrunc <2 x float> %2596 to <2 x half>, !dbg !41
  %2598 = insertelement <2 x i32> poison, i32 %2360, i64 0, !dbg !32
  %2599 = insertelement <2 x i32> %2598, i32 %2364, i64 1, !dbg !32
  %2600 = bitcast <2 x i32> %2599 to <2 x float>, !dbg !32
  %2601 = fptrunc <2 x float> %2600 to <2 x half>, !dbg !41
  %2602 = insertelement <2 x i32> poison, i32 %2361, i64 0, !dbg !32
  %2603 = insertelement <2 x i32> %2602, i32 %2365, i64 1, !dbg !32
  %2604 = bitcast <2 x i32> %2603 to <2 x float>, !dbg !32
  %2605 = fptrunc <2 x float> %2604 to <2 x half>, !dbg !41
  %2606 = insertelement <2 x i32> poison, i32 %2366, i64 0, !dbg !32
  %2607 = insertelement <2 x i32> %2606, i32 %2370, i64 1, !dbg !32
  %2608 = bitcast <2 x i32> %2607 to <2 x float>, !dbg !32
  %2609 = fptrunc <2 x float> %2608 to <2 x half>, !dbg !41
  %2610 = insertelement <2 x i32> poison, i32 %2367, i64 0, !dbg !32
  %2611 = insertelement <2 x i32> %2610, i32 %2371, i64 1, !dbg !32
  %2612 = bitcast <2 x i32> %2611 to <2 x float>, !dbg !32
  %2613 = fptrunc <2 x float> %2612 to <2 x half>, !dbg !41
  %2614 = insertelement <2 x i32> poison, i32 %2368, i64 0, !dbg !32
  %2615 = insertelement <2 x i32> %2614, i32 %2372, i64 1, !dbg !32
  %2616 = bitcast <2 x i32> %2615 to <2 x float>, !dbg !32
  %2617 = fptrunc <2 x float> %2616 to <2 x half>, !dbg !41
  %2618 = insertelement <2 x i32> poison, i32 %2369, i64 0, !dbg !32
  %2619 = insertelement <2 x i32> %2618, i32 %2373, i64 1, !dbg !32
  %2620 = bitcast <2 x i32> %2619 to <2 x float>, !dbg !32
  %2621 = fptrunc <2 x float> %2620 to <2 x half>, !dbg !41
  %2622 = insertelement <2 x i32> poison, i32 %2374, i64 0, !dbg !32
  %2623 = insertelement <2 x i32> %2622, i32 %2378, i64 1, !dbg !32
  %2624 = bitcast <2 x i32> %2623 to <2 x float>, !dbg !32
  %2625 = fptrunc <2 x float> %2624 to <2 x half>, !dbg !41
  %2626 = insertelement <2 x i32> poison, i32 %2375, i64 0, !dbg !32
  %2627 = insertelement <2 x i32> %2626, i32 %2379, i64 1, !dbg !32
  %2628 = bitcast <2 x i32> %2627 to <2 x float>, !dbg !32
  %2629 = fptrunc <2 x float> %2628 to <2 x half>, !dbg !41
  %2630 = insertelement <2 x i32> poison, i32 %2376, i64 0, !dbg !32
  %2631 = insertelement <2 x i32> %2630, i32 %2380, i64 1, !dbg !32
  %2632 = bitcast <2 x i32> %2631 to <2 x float>, !dbg !32
  %2633 = fptrunc <2 x float> %2632 to <2 x half>, !dbg !41
  %2634 = insertelement <2 x i32> poison, i32 %2377, i64 0, !dbg !32
  %2635 = insertelement <2 x i32> %2634, i32 %2381, i64 1, !dbg !32
  %2636 = bitcast <2 x i32> %2635 to <2 x float>, !dbg !32
  %2637 = fptrunc <2 x float> %2636 to <2 x half>, !dbg !41
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !42
  %2638 = shl nuw nsw i32 %15, 12, !dbg !42
  %2639 = and i32 %2638, 24576, !dbg !42
  %2640 = shl nuw nsw i32 %24, 4, !dbg !42
  %2641 = or disjoint i32 %2640, %2639, !dbg !42
  %2642 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2641, !dbg !42
  %2643 = bitcast <2 x half> %2385 to i32, !dbg !42
  %2644 = bitcast <2 x half> %2401 to i32, !dbg !42
  %2645 = bitcast <2 x half> %2417 to i32, !dbg !42
  %2646 = bitcast <2 x half> %2433 to i32, !dbg !42
  %2647 = insertelement <4 x i32> poison, i32 %2643, i64 0, !dbg !42
  %2648 = insertelement <4 x i32> %2647, i32 %2644, i64 1, !dbg !42
  %2649 = insertelement <4 x i32> %2648, i32 %2645, i64 2, !dbg !42
  %2650 = insertelement <4 x i32> %2649, i32 %2646, i64 3, !dbg !42
  store <4 x i32> %2650, ptr addrspace(3) %2642, align 16, !dbg !42
  %2651 = getelementptr inbounds nuw i8, ptr addrspace(3) %2642, i32 2048, !dbg !42
  %2652 = bitcast <2 x half> %2449 to i32, !dbg !42
  %2653 = bitcast <2 x half> %2465 to i32, !dbg !42
  %2654 = bitcast <2 x half> %2481 to i32, !dbg !42
  %2655 = bitcast <2 x half> %2497 to i32, !dbg !42
  %2656 = insertelement <4 x i32> poison, i32 %2652, i64 0, !dbg !42
  %2657 = insertelement <4 x i32> %2656, i32 %2653, i64 1, !dbg !42
  %2658 = insertelement <4 x i32> %2657, i32 %2654, i64 2, !dbg !42
  %2659 = insertelement <4 x i32> %2658, i32 %2655, i64 3, !dbg !42
  store <4 x i32> %2659, ptr addrspace(3) %2651, align 16, !dbg !42
  %2660 = getelementptr inbounds nuw i8, ptr addrspace(3) %2642, i32 4096, !dbg !42
  %2661 = bitcast <2 x half> %2513 to i32, !dbg !42
  %2662 = bitcast <2 x half> %2529 to i32, !dbg !42
  %2663 = bitcast <2 x half> %2545 to i32, !dbg !42
  %2664 = bitcast <2 x half> %2561 to i32, !dbg !42
  %2665 = insertelement <4 x i32> poison, i32 %2661, i64 0, !dbg !42
  %2666 = insertelement <4 x i32> %2665, i32 %2662, i64 1, !dbg !42
  %2667 = insertelement <4 x i32> %2666, i32 %2663, i64 2, !dbg !42
  %2668 = insertelement <4 x i32> %2667, i32 %2664, i64 3, !dbg !42
  store <4 x i32> %2668, ptr addrspace(3) %2660, align 16, !dbg !42
  %2669 = getelementptr inbounds nuw i8, ptr addrspace(3) %2642, i32 6144, !dbg !42
  %2670 = bitcast <2 x half> %2577 to i32, !dbg !42
  %2671 = bitcast <2 x half> %2593 to i32, !dbg !42
  %2672 = bitcast <2 x half> %2609 to i32, !dbg !42
  %2673 = bitcast <2 x half> %2625 to i32, !dbg !42
  %2674 = insertelement <4 x i32> poison, i32 %2670, i64 0, !dbg !42
  %2675 = insertelement <4 x i32> %2674, i32 %2671, i64 1, !dbg !42
  %2676 = insertelement <4 x i32> %2675, i32 %2672, i64 2, !dbg !42
  %2677 = insertelement <4 x i32> %2676, i32 %2673, i64 3, !dbg !42
  store <4 x i32> %2677, ptr addrspace(3) %2669, align 16, !dbg !42
  %2678 = xor i32 %2641, 32, !dbg !42
  %2679 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2678, !dbg !42
  %2680 = bitcast <2 x half> %2389 to i32, !dbg !42
  %2681 = bitcast <2 x half> %2405 to i32, !dbg !42
  %2682 = bitcast <2 x half> %2421 to i32, !dbg !42
  %2683 = bitcast <2 x half> %2437 to i32, !dbg !42
  %2684 = insertelement <4 x i32> poison, i32 %2680, i64 0, !dbg !42
  %2685 = insertelement <4 x i32> %2684, i32 %2681, i64 1, !dbg !42
  %2686 = insertelement <4 x i32> %2685, i32 %2682, i64 2, !dbg !42
  %2687 = insertelement <4 x i32> %2686, i32 %2683, i64 3, !dbg !42
  store <4 x i32> %2687, ptr addrspace(3) %2679, align 16, !dbg !42
  %2688 = getelementptr inbounds nuw i8, ptr addrspace(3) %2679, i32 2048, !dbg !42
  %2689 = bitcast <2 x half> %2453 to i32, !dbg !42
  %2690 = bitcast <2 x half> %2469 to i32, !dbg !42
  %2691 = bitcast <2 x half> %2485 to i32, !dbg !42
  %2692 = bitcast <2 x half> %2501 to i32, !dbg !42
  %2693 = insertelement <4 x i32> poison, i32 %2689, i64 0, !dbg !42
  %2694 = insertelement <4 x i32> %2693, i32 %2690, i64 1, !dbg !42
  %2695 = insertelement <4 x i32> %2694, i32 %2691, i64 2, !dbg !42
  %2696 = insertelement <4 x i32> %2695, i32 %2692, i64 3, !dbg !42
  store <4 x i32> %2696, ptr addrspace(3) %2688, align 16, !dbg !42
  %2697 = getelementptr inbounds nuw i8, ptr addrspace(3) %2679, i32 4096, !dbg !42
  %2698 = bitcast <2 x half> %2517 to i32, !dbg !42
  %2699 = bitcast <2 x half> %2533 to i32, !dbg !42
  %2700 = bitcast <2 x half> %2549 to i32, !dbg !42
  %2701 = bitcast <2 x half> %2565 to i32, !dbg !42
  %2702 = insertelement <4 x i32> poison, i32 %2698, i64 0, !dbg !42
  %2703 = insertelement <4 x i32> %2702, i32 %2699, i64 1, !dbg !42
  %2704 = insertelement <4 x i32> %2703, i32 %2700, i64 2, !dbg !42
  %2705 = insertelement <4 x i32> %2704, i32 %2701, i64 3, !dbg !42
  store <4 x i32> %2705, ptr addrspace(3) %2697, align 16, !dbg !42
  %2706 = getelementptr inbounds nuw i8, ptr addrspace(3) %2679, i32 6144, !dbg !42
  %2707 = bitcast <2 x half> %2581 to i32, !dbg !42
  %2708 = bitcast <2 x half> %2597 to i32, !dbg !42
  %2709 = bitcast <2 x half> %2613 to i32, !dbg !42
  %2710 = bitcast <2 x half> %2629 to i32, !dbg !42
  %2711 = insertelement <4 x i32> poison, i32 %2707, i64 0, !dbg !42
  %2712 = insertelement <4 x i32> %2711, i32 %2708, i64 1, !dbg !42
  %2713 = insertelement <4 x i32> %2712, i32 %2709, i64 2, !dbg !42
  %2714 = insertelement <4 x i32> %2713, i32 %2710, i64 3, !dbg !42
  store <4 x i32> %2714, ptr addrspace(3) %2706, align 16, !dbg !42
  %2715 = xor i32 %2641, 64, !dbg !42
  %2716 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2715, !dbg !42
  %2717 = bitcast <2 x half> %2393 to i32, !dbg !42
  %2718 = bitcast <2 x half> %2409 to i32, !dbg !42
  %2719 = bitcast <2 x half> %2425 to i32, !dbg !42
  %2720 = bitcast <2 x half> %2441 to i32, !dbg !42
  %2721 = insertelement <4 x i32> poison, i32 %2717, i64 0, !dbg !42
  %2722 = insertelement <4 x i32> %2721, i32 %2718, i64 1, !dbg !42
  %2723 = insertelement <4 x i32> %2722, i32 %2719, i64 2, !dbg !42
  %2724 = insertelement <4 x i32> %2723, i32 %2720, i64 3, !dbg !42
  store <4 x i32> %2724, ptr addrspace(3) %2716, align 16, !dbg !42
  %2725 = getelementptr inbounds nuw i8, ptr addrspace(3) %2716, i32 2048, !dbg !42
  %2726 = bitcast <2 x half> %2457 to i32, !dbg !42
  %2727 = bitcast <2 x half> %2473 to i32, !dbg !42
  %2728 = bitcast <2 x half> %2489 to i32, !dbg !42
  %2729 = bitcast <2 x half> %2505 to i32, !dbg !42
  %2730 = insertelement <4 x i32> poison, i32 %2726, i64 0, !dbg !42
  %2731 = insertelement <4 x i32> %2730, i32 %2727, i64 1, !dbg !42
  %2732 = insertelement <4 x i32> %2731, i32 %2728, i64 2, !dbg !42
  %2733 = insertelement <4 x i32> %2732, i32 %2729, i64 3, !dbg !42
  store <4 x i32> %2733, ptr addrspace(3) %2725, align 16, !dbg !42
  %2734 = getelementptr inbounds nuw i8, ptr addrspace(3) %2716, i32 4096, !dbg !42
  %2735 = bitcast <2 x half> %2521 to i32, !dbg !42
  %2736 = bitcast <2 x half> %2537 to i32, !dbg !42
  %2737 = bitcast <2 x half> %2553 to i32, !dbg !42
  %2738 = bitcast <2 x half> %2569 to i32, !dbg !42
  %2739 = insertelement <4 x i32> poison, i32 %2735, i64 0, !dbg !42
  %2740 = insertelement <4 x i32> %2739, i32 %2736, i64 1, !dbg !42
  %2741 = insertelement <4 x i32> %2740, i32 %2737, i64 2, !dbg !42
  %2742 = insertelement <4 x i32> %2741, i32 %2738, i64 3, !dbg !42
  store <4 x i32> %2742, ptr addrspace(3) %2734, align 16, !dbg !42
  %2743 = getelementptr inbounds nuw i8, ptr addrspace(3) %2716, i32 6144, !dbg !42
  %2744 = bitcast <2 x half> %2585 to i32, !dbg !42
  %2745 = bitcast <2 x half> %2601 to i32, !dbg !42
  %2746 = bitcast <2 x half> %2617 to i32, !dbg !42
  %2747 = bitcast <2 x half> %2633 to i32, !dbg !42
  %2748 = insertelement <4 x i32> poison, i32 %2744, i64 0, !dbg !42
  %2749 = insertelement <4 x i32> %2748, i32 %2745, i64 1, !dbg !42
  %2750 = insertelement <4 x i32> %2749, i32 %2746, i64 2, !dbg !42
  %2751 = insertelement <4 x i32> %2750, i32 %2747, i64 3, !dbg !42
  store <4 x i32> %2751, ptr addrspace(3) %2743, align 16, !dbg !42
  %2752 = xor i32 %2641, 96, !dbg !42
  %2753 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2752, !dbg !42
  %2754 = bitcast <2 x half> %2397 to i32, !dbg !42
  %2755 = bitcast <2 x half> %2413 to i32, !dbg !42
  %2756 = bitcast <2 x half> %2429 to i32, !dbg !42
  %2757 = bitcast <2 x half> %2445 to i32, !dbg !42
  %2758 = insertelement <4 x i32> poison, i32 %2754, i64 0, !dbg !42
  %2759 = insertelement <4 x i32> %2758, i32 %2755, i64 1, !dbg !42
  %2760 = insertelement <4 x i32> %2759, i32 %2756, i64 2, !dbg !42
  %2761 = insertelement <4 x i32> %2760, i32 %2757, i64 3, !dbg !42
  store <4 x i32> %2761, ptr addrspace(3) %2753, align 16, !dbg !42
  %2762 = getelementptr inbounds nuw i8, ptr addrspace(3) %2753, i32 2048, !dbg !42
  %2763 = bitcast <2 x half> %2461 to i32, !dbg !42
  %2764 = bitcast <2 x half> %2477 to i32, !dbg !42
  %2765 = bitcast <2 x half> %2493 to i32, !dbg !42
  %2766 = bitcast <2 x half> %2509 to i32, !dbg !42
  %2767 = insertelement <4 x i32> poison, i32 %2763, i64 0, !dbg !42
  %2768 = insertelement <4 x i32> %2767, i32 %2764, i64 1, !dbg !42
  %2769 = insertelement <4 x i32> %2768, i32 %2765, i64 2, !dbg !42
  %2770 = insertelement <4 x i32> %2769, i32 %2766, i64 3, !dbg !42
  store <4 x i32> %2770, ptr addrspace(3) %2762, align 16, !dbg !42
  %2771 = getelementptr inbounds nuw i8, ptr addrspace(3) %2753, i32 4096, !dbg !42
  %2772 = bitcast <2 x half> %2525 to i32, !dbg !42
  %2773 = bitcast <2 x half> %2541 to i32, !dbg !42
  %2774 = bitcast <2 x half> %2557 to i32, !dbg !42
  %2775 = bitcast <2 x half> %2573 to i32, !dbg !42
  %2776 = insertelement <4 x i32> poison, i32 %2772, i64 0, !dbg !42
  %2777 = insertelement <4 x i32> %2776, i32 %2773, i64 1, !dbg !42
  %2778 = insertelement <4 x i32> %2777, i32 %2774, i64 2, !dbg !42
  %2779 = insertelement <4 x i32> %2778, i32 %2775, i64 3, !dbg !42
  store <4 x i32> %2779, ptr addrspace(3) %2771, align 16, !dbg !42
  %2780 = getelementptr inbounds nuw i8, ptr addrspace(3) %2753, i32 6144, !dbg !42
  %2781 = bitcast <2 x half> %2589 to i32, !dbg !42
  %2782 = bitcast <2 x half> %2605 to i32, !dbg !42
  %2783 = bitcast <2 x half> %2621 to i32, !dbg !42
  %2784 = bitcast <2 x half> %2637 to i32, !dbg !42
  %2785 = insertelement <4 x i32> poison, i32 %2781, i64 0, !dbg !42
  %2786 = insertelement <4 x i32> %2785, i32 %2782, i64 1, !dbg !42
  %2787 = insertelement <4 x i32> %2786, i32 %2783, i64 2, !dbg !42
  %2788 = insertelement <4 x i32> %2787, i32 %2784, i64 3, !dbg !42
  store <4 x i32> %2788, ptr addrspace(3) %2780, align 16, !dbg !42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !42
  %2789 = and i32 %15, 24, !dbg !42
  %2790 = shl nuw nsw i32 %2789, 10, !dbg !42
  %2791 = shl nuw nsw i32 %15, 6, !dbg !42
  %2792 = and i32 %2791, 6144, !dbg !42
  %2793 = shl nuw nsw i32 %15, 4, !dbg !42
  %2794 = and i32 %2793, 112, !dbg !42
  %2795 = shl nuw nsw i32 %2789, 2, !dbg !42
  %2796 = xor i32 %2794, %2795, !dbg !42
  %2797 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2790, !dbg !42
  %2798 = getelementptr inbounds nuw i8, ptr addrspace(3) %2797, i32 %2792, !dbg !42
  %2799 = getelementptr inbounds nuw i8, ptr addrspace(3) %2798, i32 %2796, !dbg !42
  %2800 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2799), !dbg !42
  %2801 = extractvalue { i32, i32, i32, i32 } %2800, 0, !dbg !42
  %2802 = extractvalue { i32, i32, i32, i32 } %2800, 1, !dbg !42
  %2803 = extractvalue { i32, i32, i32, i32 } %2800, 2, !dbg !42
  %2804 = extractvalue { i32, i32, i32, i32 } %2800, 3, !dbg !42
  %extelt.offset = lshr i32 %2801, 16, !dbg !42
  %2805 = trunc nuw i32 %extelt.offset to i16, !dbg !42
  %extelt.offset257 = lshr i32 %2802, 16, !dbg !42
  %2806 = trunc nuw i32 %extelt.offset257 to i16, !dbg !42
  %extelt.offset259 = lshr i32 %2803, 16, !dbg !42
  %2807 = trunc nuw i32 %extelt.offset259 to i16, !dbg !42
  %extelt.offset261 = lshr i32 %2804, 16, !dbg !42
  %2808 = trunc nuw i32 %extelt.offset261 to i16, !dbg !42
  %2809 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 128, !dbg !42
  %2810 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2809), !dbg !42
  %2811 = extractvalue { i32, i32, i32, i32 } %2810, 0, !dbg !42
  %2812 = extractvalue { i32, i32, i32, i32 } %2810, 1, !dbg !42
  %2813 = extractvalue { i32, i32, i32, i32 } %2810, 2, !dbg !42
  %2814 = extractvalue { i32, i32, i32, i32 } %2810, 3, !dbg !42
  %extelt.offset263 = lshr i32 %2811, 16, !dbg !42
  %2815 = trunc nuw i32 %extelt.offset263 to i16, !dbg !42
  %extelt.offset265 = lshr i32 %2812, 16, !dbg !42
  %2816 = trunc nuw i32 %extelt.offset265 to i16, !dbg !42
  %extelt.offset267 = lshr i32 %2813, 16, !dbg !42
  %2817 = trunc nuw i32 %extelt.offset267 to i16, !dbg !42
  %extelt.offset269 = lshr i32 %2814, 16, !dbg !42
  %2818 = trunc nuw i32 %extelt.offset269 to i16, !dbg !42
  %2819 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 256, !dbg !42
  %2820 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2819), !dbg !42
  %2821 = extractvalue { i32, i32, i32, i32 } %2820, 0, !dbg !42
  %2822 = extractvalue { i32, i32, i32, i32 } %2820, 1, !dbg !42
  %2823 = extractvalue { i32, i32, i32, i32 } %2820, 2, !dbg !42
  %2824 = extractvalue { i32, i32, i32, i32 } %2820, 3, !dbg !42
  %extelt.offset271 = lshr i32 %2821, 16, !dbg !42
  %2825 = trunc nuw i32 %extelt.offset271 to i16, !dbg !42
  %extelt.offset273 = lshr i32 %2822, 16, !dbg !42
  %2826 = trunc nuw i32 %extelt.offset273 to i16, !dbg !42
  %extelt.offset275 = lshr i32 %2823, 16, !dbg !42
  %2827 = trunc nuw i32 %extelt.offset275 to i16, !dbg !42
  %extelt.offset277 = lshr i32 %2824, 16, !dbg !42
  %2828 = trunc nuw i32 %extelt.offset277 to i16, !dbg !42
  %2829 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 384, !dbg !42
  %2830 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2829), !dbg !42
  %2831 = extractvalue { i32, i32, i32, i32 } %2830, 0, !dbg !42
  %2832 = extractvalue { i32, i32, i32, i32 } %2830, 1, !dbg !42
  %2833 = extractvalue { i32, i32, i32, i32 } %2830, 2, !dbg !42
  %2834 = extractvalue { i32, i32, i32, i32 } %2830, 3, !dbg !42
  %extelt.offset279 = lshr i32 %2831, 16, !dbg !42
  %2835 = trunc nuw i32 %extelt.offset279 to i16, !dbg !42
  %extelt.offset281 = lshr i32 %2832, 16, !dbg !42
  %2836 = trunc nuw i32 %extelt.offset281 to i16, !dbg !42
  %extelt.offset283 = lshr i32 %2833, 16, !dbg !42
  %2837 = trunc nuw i32 %extelt.offset283 to i16, !dbg !42
  %extelt.offset285 = lshr i32 %2834, 16, !dbg !42
  %2838 = trunc nuw i32 %extelt.offset285 to i16, !dbg !42
  %2839 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 512, !dbg !42
  %2840 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2839), !dbg !42
  %2841 = extractvalue { i32, i32, i32, i32 } %2840, 0, !dbg !42
  %2842 = extractvalue { i32, i32, i32, i32 } %2840, 1, !dbg !42
  %2843 = extractvalue { i32, i32, i32, i32 } %2840, 2, !dbg !42
  %2844 = extractvalue { i32, i32, i32, i32 } %2840, 3, !dbg !42
  %extelt.offset287 = lshr i32 %2841, 16, !dbg !42
  %2845 = trunc nuw i32 %extelt.offset287 to i16, !dbg !42
  %extelt.offset289 = lshr i32 %2842, 16, !dbg !42
  %2846 = trunc nuw i32 %extelt.offset289 to i16, !dbg !42
  %extelt.offset291 = lshr i32 %2843, 16, !dbg !42
  %2847 = trunc nuw i32 %extelt.offset291 to i16, !dbg !42
  %extelt.offset293 = lshr i32 %2844, 16, !dbg !42
  %2848 = trunc nuw i32 %extelt.offset293 to i16, !dbg !42
  %2849 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 640, !dbg !42
  %2850 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2849), !dbg !42
  %2851 = extractvalue { i32, i32, i32, i32 } %2850, 0, !dbg !42
  %2852 = extractvalue { i32, i32, i32, i32 } %2850, 1, !dbg !42
  %2853 = extractvalue { i32, i32, i32, i32 } %2850, 2, !dbg !42
  %2854 = extractvalue { i32, i32, i32, i32 } %2850, 3, !dbg !42
  %extelt.offset295 = lshr i32 %2851, 16, !dbg !42
  %2855 = trunc nuw i32 %extelt.offset295 to i16, !dbg !42
  %extelt.offset297 = lshr i32 %2852, 16, !dbg !42
  %2856 = trunc nuw i32 %extelt.offset297 to i16, !dbg !42
  %extelt.offset299 = lshr i32 %2853, 16, !dbg !42
  %2857 = trunc nuw i32 %extelt.offset299 to i16, !dbg !42
  %extelt.offset301 = lshr i32 %2854, 16, !dbg !42
  %2858 = trunc nuw i32 %extelt.offset301 to i16, !dbg !42
  %2859 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 768, !dbg !42
  %2860 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2859), !dbg !42
  %2861 = extractvalue { i32, i32, i32, i32 } %2860, 0, !dbg !42
  %2862 = extractvalue { i32, i32, i32, i32 } %2860, 1, !dbg !42
  %2863 = extractvalue { i32, i32, i32, i32 } %2860, 2, !dbg !42
  %2864 = extractvalue { i32, i32, i32, i32 } %2860, 3, !dbg !42
  %extelt.offset303 = lshr i32 %2861, 16, !dbg !42
  %2865 = trunc nuw i32 %extelt.offset303 to i16, !dbg !42
  %extelt.offset305 = lshr i32 %2862, 16, !dbg !42
  %2866 = trunc nuw i32 %extelt.offset305 to i16, !dbg !42
  %extelt.offset307 = lshr i32 %2863, 16, !dbg !42
  %2867 = trunc nuw i32 %extelt.offset307 to i16, !dbg !42
  %extelt.offset309 = lshr i32 %2864, 16, !dbg !42
  %2868 = trunc nuw i32 %extelt.offset309 to i16, !dbg !42
  %2869 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 896, !dbg !42
  %2870 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2869), !dbg !42
  %2871 = extractvalue { i32, i32, i32, i32 } %2870, 0, !dbg !42
  %2872 = extractvalue { i32, i32, i32, i32 } %2870, 1, !dbg !42
  %2873 = extractvalue { i32, i32, i32, i32 } %2870, 2, !dbg !42
  %2874 = extractvalue { i32, i32, i32, i32 } %2870, 3, !dbg !42
  %extelt.offset311 = lshr i32 %2871, 16, !dbg !42
  %2875 = trunc nuw i32 %extelt.offset311 to i16, !dbg !42
  %extelt.offset313 = lshr i32 %2872, 16, !dbg !42
  %2876 = trunc nuw i32 %extelt.offset313 to i16, !dbg !42
  %extelt.offset315 = lshr i32 %2873, 16, !dbg !42
  %2877 = trunc nuw i32 %extelt.offset315 to i16, !dbg !42
  %extelt.offset317 = lshr i32 %2874, 16, !dbg !42
  %2878 = trunc nuw i32 %extelt.offset317 to i16, !dbg !42
  %2879 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 1024, !dbg !42
  %2880 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2879), !dbg !42
  %2881 = extractvalue { i32, i32, i32, i32 } %2880, 0, !dbg !42
  %2882 = extractvalue { i32, i32, i32, i32 } %2880, 1, !dbg !42
  %2883 = extractvalue { i32, i32, i32, i32 } %2880, 2, !dbg !42
  %2884 = extractvalue { i32, i32, i32, i32 } %2880, 3, !dbg !42
  %extelt.offset319 = lshr i32 %2881, 16, !dbg !42
  %2885 = trunc nuw i32 %extelt.offset319 to i16, !dbg !42
  %extelt.offset321 = lshr i32 %2882, 16, !dbg !42
  %2886 = trunc nuw i32 %extelt.offset321 to i16, !dbg !42
  %extelt.offset323 = lshr i32 %2883, 16, !dbg !42
  %2887 = trunc nuw i32 %extelt.offset323 to i16, !dbg !42
  %extelt.offset325 = lshr i32 %2884, 16, !dbg !42
  %2888 = trunc nuw i32 %extelt.offset325 to i16, !dbg !42
  %2889 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 1152, !dbg !42
  %2890 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2889), !dbg !42
  %2891 = extractvalue { i32, i32, i32, i32 } %2890, 0, !dbg !42
  %2892 = extractvalue { i32, i32, i32, i32 } %2890, 1, !dbg !42
  %2893 = extractvalue { i32, i32, i32, i32 } %2890, 2, !dbg !42
  %2894 = extractvalue { i32, i32, i32, i32 } %2890, 3, !dbg !42
  %extelt.offset327 = lshr i32 %2891, 16, !dbg !42
  %2895 = trunc nuw i32 %extelt.offset327 to i16, !dbg !42
  %extelt.offset329 = lshr i32 %2892, 16, !dbg !42
  %2896 = trunc nuw i32 %extelt.offset329 to i16, !dbg !42
  %extelt.offset331 = lshr i32 %2893, 16, !dbg !42
  %2897 = trunc nuw i32 %extelt.offset331 to i16, !dbg !42
  %extelt.offset333 = lshr i32 %2894, 16, !dbg !42
  %2898 = trunc nuw i32 %extelt.offset333 to i16, !dbg !42
  %2899 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 1280, !dbg !42
  %2900 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2899), !dbg !42
  %2901 = extractvalue { i32, i32, i32, i32 } %2900, 0, !dbg !42
  %2902 = extractvalue { i32, i32, i32, i32 } %2900, 1, !dbg !42
  %2903 = extractvalue { i32, i32, i32, i32 } %2900, 2, !dbg !42
  %2904 = extractvalue { i32, i32, i32, i32 } %2900, 3, !dbg !42
  %extelt.offset335 = lshr i32 %2901, 16, !dbg !42
  %2905 = trunc nuw i32 %extelt.offset335 to i16, !dbg !42
  %extelt.offset337 = lshr i32 %2902, 16, !dbg !42
  %2906 = trunc nuw i32 %extelt.offset337 to i16, !dbg !42
  %extelt.offset339 = lshr i32 %2903, 16, !dbg !42
  %2907 = trunc nuw i32 %extelt.offset339 to i16, !dbg !42
  %extelt.offset341 = lshr i32 %2904, 16, !dbg !42
  %2908 = trunc nuw i32 %extelt.offset341 to i16, !dbg !42
  %2909 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 1408, !dbg !42
  %2910 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2909), !dbg !42
  %2911 = extractvalue { i32, i32, i32, i32 } %2910, 0, !dbg !42
  %2912 = extractvalue { i32, i32, i32, i32 } %2910, 1, !dbg !42
  %2913 = extractvalue { i32, i32, i32, i32 } %2910, 2, !dbg !42
  %2914 = extractvalue { i32, i32, i32, i32 } %2910, 3, !dbg !42
  %extelt.offset343 = lshr i32 %2911, 16, !dbg !42
  %2915 = trunc nuw i32 %extelt.offset343 to i16, !dbg !42
  %extelt.offset345 = lshr i32 %2912, 16, !dbg !42
  %2916 = trunc nuw i32 %extelt.offset345 to i16, !dbg !42
  %extelt.offset347 = lshr i32 %2913, 16, !dbg !42
  %2917 = trunc nuw i32 %extelt.offset347 to i16, !dbg !42
  %extelt.offset349 = lshr i32 %2914, 16, !dbg !42
  %2918 = trunc nuw i32 %extelt.offset349 to i16, !dbg !42
  %2919 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 1536, !dbg !42
  %2920 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2919), !dbg !42
  %2921 = extractvalue { i32, i32, i32, i32 } %2920, 0, !dbg !42
  %2922 = extractvalue { i32, i32, i32, i32 } %2920, 1, !dbg !42
  %2923 = extractvalue { i32, i32, i32, i32 } %2920, 2, !dbg !42
  %2924 = extractvalue { i32, i32, i32, i32 } %2920, 3, !dbg !42
  %extelt.offset351 = lshr i32 %2921, 16, !dbg !42
  %2925 = trunc nuw i32 %extelt.offset351 to i16, !dbg !42
  %extelt.offset353 = lshr i32 %2922, 16, !dbg !42
  %2926 = trunc nuw i32 %extelt.offset353 to i16, !dbg !42
  %extelt.offset355 = lshr i32 %2923, 16, !dbg !42
  %2927 = trunc nuw i32 %extelt.offset355 to i16, !dbg !42
  %extelt.offset357 = lshr i32 %2924, 16, !dbg !42
  %2928 = trunc nuw i32 %extelt.offset357 to i16, !dbg !42
  %2929 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 1664, !dbg !42
  %2930 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2929), !dbg !42
  %2931 = extractvalue { i32, i32, i32, i32 } %2930, 0, !dbg !42
  %2932 = extractvalue { i32, i32, i32, i32 } %2930, 1, !dbg !42
  %2933 = extractvalue { i32, i32, i32, i32 } %2930, 2, !dbg !42
  %2934 = extractvalue { i32, i32, i32, i32 } %2930, 3, !dbg !42
  %extelt.offset359 = lshr i32 %2931, 16, !dbg !42
  %2935 = trunc nuw i32 %extelt.offset359 to i16, !dbg !42
  %extelt.offset361 = lshr i32 %2932, 16, !dbg !42
  %2936 = trunc nuw i32 %extelt.offset361 to i16, !dbg !42
  %extelt.offset363 = lshr i32 %2933, 16, !dbg !42
  %2937 = trunc nuw i32 %extelt.offset363 to i16, !dbg !42
  %extelt.offset365 = lshr i32 %2934, 16, !dbg !42
  %2938 = trunc nuw i32 %extelt.offset365 to i16, !dbg !42
  %2939 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 1792, !dbg !42
  %2940 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2939), !dbg !42
  %2941 = extractvalue { i32, i32, i32, i32 } %2940, 0, !dbg !42
  %2942 = extractvalue { i32, i32, i32, i32 } %2940, 1, !dbg !42
  %2943 = extractvalue { i32, i32, i32, i32 } %2940, 2, !dbg !42
  %2944 = extractvalue { i32, i32, i32, i32 } %2940, 3, !dbg !42
  %extelt.offset367 = lshr i32 %2941, 16, !dbg !42
  %2945 = trunc nuw i32 %extelt.offset367 to i16, !dbg !42
  %extelt.offset369 = lshr i32 %2942, 16, !dbg !42
  %2946 = trunc nuw i32 %extelt.offset369 to i16, !dbg !42
  %extelt.offset371 = lshr i32 %2943, 16, !dbg !42
  %2947 = trunc nuw i32 %extelt.offset371 to i16, !dbg !42
  %extelt.offset373 = lshr i32 %2944, 16, !dbg !42
  %2948 = trunc nuw i32 %extelt.offset373 to i16, !dbg !42
  %2949 = getelementptr inbounds nuw i8, ptr addrspace(3) %2799, i32 1920, !dbg !42
  %2950 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2949), !dbg !42
  %2951 = extractvalue { i32, i32, i32, i32 } %2950, 0, !dbg !42
  %2952 = extractvalue { i32, i32, i32, i32 } %2950, 1, !dbg !42
  %2953 = extractvalue { i32, i32, i32, i32 } %2950, 2, !dbg !42
  %2954 = extractvalue { i32, i32, i32, i32 } %2950, 3, !dbg !42
  %extelt.offset375 = lshr i32 %2951, 16, !dbg !42
  %2955 = trunc nuw i32 %extelt.offset375 to i16, !dbg !42
  %extelt.offset377 = lshr i32 %2952, 16, !dbg !42
  %2956 = trunc nuw i32 %extelt.offset377 to i16, !dbg !42
  %extelt.offset379 = lshr i32 %2953, 16, !dbg !42
  %2957 = trunc nuw i32 %extelt.offset379 to i16, !dbg !42
  %extelt.offset381 = lshr i32 %2954, 16, !dbg !42
  %2958 = trunc nuw i32 %extelt.offset381 to i16, !dbg !42
  %.extract = trunc i32 %2801 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract, ptr addrspace(1) %2125) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2805, ptr addrspace(1) %2126) #9, !dbg !42
  %.extract256 = trunc i32 %2802 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract256, ptr addrspace(1) %2127) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2806, ptr addrspace(1) %2128) #9, !dbg !42
  %.extract258 = trunc i32 %2803 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract258, ptr addrspace(1) %2129) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2807, ptr addrspace(1) %2130) #9, !dbg !42
  %.extract260 = trunc i32 %2804 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract260, ptr addrspace(1) %2131) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2808, ptr addrspace(1) %2132) #9, !dbg !42
  %.extract262 = trunc i32 %2811 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract262, ptr addrspace(1) %2133) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2815, ptr addrspace(1) %2134) #9, !dbg !42
  %.extract264 = trunc i32 %2812 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract264, ptr addrspace(1) %2135) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2816, ptr addrspace(1) %2136) #9, !dbg !42
  %.extract266 = trunc i32 %2813 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract266, ptr addrspace(1) %2137) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2817, ptr addrspace(1) %2138) #9, !dbg !42
  %.extract268 = trunc i32 %2814 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract268, ptr addrspace(1) %2139) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2818, ptr addrspace(1) %2140) #9, !dbg !42
  %.extract270 = trunc i32 %2821 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract270, ptr addrspace(1) %2141) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2825, ptr addrspace(1) %2142) #9, !dbg !42
  %.extract272 = trunc i32 %2822 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract272, ptr addrspace(1) %2143) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2826, ptr addrspace(1) %2144) #9, !dbg !42
  %.extract274 = trunc i32 %2823 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract274, ptr addrspace(1) %2145) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2827, ptr addrspace(1) %2146) #9, !dbg !42
  %.extract276 = trunc i32 %2824 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract276, ptr addrspace(1) %2147) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2828, ptr addrspace(1) %2148) #9, !dbg !42
  %.extract278 = trunc i32 %2831 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract278, ptr addrspace(1) %2149) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2835, ptr addrspace(1) %2150) #9, !dbg !42
  %.extract280 = trunc i32 %2832 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract280, ptr addrspace(1) %2151) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2836, ptr addrspace(1) %2152) #9, !dbg !42
  %.extract282 = trunc i32 %2833 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract282, ptr addrspace(1) %2153) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2837, ptr addrspace(1) %2154) #9, !dbg !42
  %.extract284 = trunc i32 %2834 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract284, ptr addrspace(1) %2155) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2838, ptr addrspace(1) %2156) #9, !dbg !42
  %.extract286 = trunc i32 %2841 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract286, ptr addrspace(1) %2157) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2845, ptr addrspace(1) %2158) #9, !dbg !42
  %.extract288 = trunc i32 %2842 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract288, ptr addrspace(1) %2159) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2846, ptr addrspace(1) %2160) #9, !dbg !42
  %.extract290 = trunc i32 %2843 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract290, ptr addrspace(1) %2161) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2847, ptr addrspace(1) %2162) #9, !dbg !42
  %.extract292 = trunc i32 %2844 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract292, ptr addrspace(1) %2163) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2848, ptr addrspace(1) %2164) #9, !dbg !42
  %.extract294 = trunc i32 %2851 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract294, ptr addrspace(1) %2165) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2855, ptr addrspace(1) %2166) #9, !dbg !42
  %.extract296 = trunc i32 %2852 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract296, ptr addrspace(1) %2167) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2856, ptr addrspace(1) %2168) #9, !dbg !42
  %.extract298 = trunc i32 %2853 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract298, ptr addrspace(1) %2169) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2857, ptr addrspace(1) %2170) #9, !dbg !42
  %.extract300 = trunc i32 %2854 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract300, ptr addrspace(1) %2171) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2858, ptr addrspace(1) %2172) #9, !dbg !42
  %.extract302 = trunc i32 %2861 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract302, ptr addrspace(1) %2173) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2865, ptr addrspace(1) %2174) #9, !dbg !42
  %.extract304 = trunc i32 %2862 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract304, ptr addrspace(1) %2175) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2866, ptr addrspace(1) %2176) #9, !dbg !42
  %.extract306 = trunc i32 %2863 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract306, ptr addrspace(1) %2177) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2867, ptr addrspace(1) %2178) #9, !dbg !42
  %.extract308 = trunc i32 %2864 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract308, ptr addrspace(1) %2179) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2868, ptr addrspace(1) %2180) #9, !dbg !42
  %.extract310 = trunc i32 %2871 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract310, ptr addrspace(1) %2181) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2875, ptr addrspace(1) %2182) #9, !dbg !42
  %.extract312 = trunc i32 %2872 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract312, ptr addrspace(1) %2183) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2876, ptr addrspace(1) %2184) #9, !dbg !42
  %.extract314 = trunc i32 %2873 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract314, ptr addrspace(1) %2185) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2877, ptr addrspace(1) %2186) #9, !dbg !42
  %.extract316 = trunc i32 %2874 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract316, ptr addrspace(1) %2187) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2878, ptr addrspace(1) %2188) #9, !dbg !42
  %.extract318 = trunc i32 %2881 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract318, ptr addrspace(1) %2189) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2885, ptr addrspace(1) %2190) #9, !dbg !42
  %.extract320 = trunc i32 %2882 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract320, ptr addrspace(1) %2191) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2886, ptr addrspace(1) %2192) #9, !dbg !42
  %.extract322 = trunc i32 %2883 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract322, ptr addrspace(1) %2193) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2887, ptr addrspace(1) %2194) #9, !dbg !42
  %.extract324 = trunc i32 %2884 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract324, ptr addrspace(1) %2195) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2888, ptr addrspace(1) %2196) #9, !dbg !42
  %.extract326 = trunc i32 %2891 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract326, ptr addrspace(1) %2197) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2895, ptr addrspace(1) %2198) #9, !dbg !42
  %.extract328 = trunc i32 %2892 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract328, ptr addrspace(1) %2199) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2896, ptr addrspace(1) %2200) #9, !dbg !42
  %.extract330 = trunc i32 %2893 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract330, ptr addrspace(1) %2201) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2897, ptr addrspace(1) %2202) #9, !dbg !42
  %.extract332 = trunc i32 %2894 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract332, ptr addrspace(1) %2203) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2898, ptr addrspace(1) %2204) #9, !dbg !42
  %.extract334 = trunc i32 %2901 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract334, ptr addrspace(1) %2205) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2905, ptr addrspace(1) %2206) #9, !dbg !42
  %.extract336 = trunc i32 %2902 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract336, ptr addrspace(1) %2207) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2906, ptr addrspace(1) %2208) #9, !dbg !42
  %.extract338 = trunc i32 %2903 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract338, ptr addrspace(1) %2209) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2907, ptr addrspace(1) %2210) #9, !dbg !42
  %.extract340 = trunc i32 %2904 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract340, ptr addrspace(1) %2211) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2908, ptr addrspace(1) %2212) #9, !dbg !42
  %.extract342 = trunc i32 %2911 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract342, ptr addrspace(1) %2213) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2915, ptr addrspace(1) %2214) #9, !dbg !42
  %.extract344 = trunc i32 %2912 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract344, ptr addrspace(1) %2215) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2916, ptr addrspace(1) %2216) #9, !dbg !42
  %.extract346 = trunc i32 %2913 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract346, ptr addrspace(1) %2217) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2917, ptr addrspace(1) %2218) #9, !dbg !42
  %.extract348 = trunc i32 %2914 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract348, ptr addrspace(1) %2219) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2918, ptr addrspace(1) %2220) #9, !dbg !42
  %.extract350 = trunc i32 %2921 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract350, ptr addrspace(1) %2221) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2925, ptr addrspace(1) %2222) #9, !dbg !42
  %.extract352 = trunc i32 %2922 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract352, ptr addrspace(1) %2223) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2926, ptr addrspace(1) %2224) #9, !dbg !42
  %.extract354 = trunc i32 %2923 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract354, ptr addrspace(1) %2225) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2927, ptr addrspace(1) %2226) #9, !dbg !42
  %.extract356 = trunc i32 %2924 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract356, ptr addrspace(1) %2227) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2928, ptr addrspace(1) %2228) #9, !dbg !42
  %.extract358 = trunc i32 %2931 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract358, ptr addrspace(1) %2229) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2935, ptr addrspace(1) %2230) #9, !dbg !42
  %.extract360 = trunc i32 %2932 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract360, ptr addrspace(1) %2231) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2936, ptr addrspace(1) %2232) #9, !dbg !42
  %.extract362 = trunc i32 %2933 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract362, ptr addrspace(1) %2233) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2937, ptr addrspace(1) %2234) #9, !dbg !42
  %.extract364 = trunc i32 %2934 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract364, ptr addrspace(1) %2235) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2938, ptr addrspace(1) %2236) #9, !dbg !42
  %.extract366 = trunc i32 %2941 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract366, ptr addrspace(1) %2237) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2945, ptr addrspace(1) %2238) #9, !dbg !42
  %.extract368 = trunc i32 %2942 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract368, ptr addrspace(1) %2239) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2946, ptr addrspace(1) %2240) #9, !dbg !42
  %.extract370 = trunc i32 %2943 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract370, ptr addrspace(1) %2241) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2947, ptr addrspace(1) %2242) #9, !dbg !42
  %.extract372 = trunc i32 %2944 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract372, ptr addrspace(1) %2243) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2948, ptr addrspace(1) %2244) #9, !dbg !42
  %.extract374 = trunc i32 %2951 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract374, ptr addrspace(1) %2245) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2955, ptr addrspace(1) %2246) #9, !dbg !42
  %.extract376 = trunc i32 %2952 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract376, ptr addrspace(1) %2247) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2956, ptr addrspace(1) %2248) #9, !dbg !42
  %.extract378 = trunc i32 %2953 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract378, ptr addrspace(1) %2249) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2957, ptr addrspace(1) %2250) #9, !dbg !42
  %.extract380 = trunc i32 %2954 to i16, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract380, ptr addrspace(1) %2251) #9, !dbg !42
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %2958, ptr addrspace(1) %2252) #9, !dbg !42
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 128;", "b,r"(i1 %16, ptr addrspace(6) %1732) #9, !dbg !12
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
!1 = !DIFile(filename: "triton_kernels.py", directory: "/work/main/scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !1, file: !1, line: 20, type: !5, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !9, !9, !9, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 20, column: 1, scope: !4)
!13 = !DILocation(line: 23, column: 13, scope: !4)
!14 = !DILocation(line: 24, column: 13, scope: !4)
!15 = !DILocation(line: 25, column: 14, scope: !4)
!16 = !DILocation(line: 25, column: 32, scope: !4)
!17 = !DILocation(line: 26, column: 14, scope: !4)
!18 = !DILocation(line: 28, column: 22, scope: !4)
!19 = !DILocation(line: 28, column: 14, scope: !4)
!20 = !DILocation(line: 28, column: 52, scope: !4)
!21 = !DILocation(line: 29, column: 22, scope: !4)
!22 = !DILocation(line: 29, column: 14, scope: !4)
!23 = !DILocation(line: 29, column: 52, scope: !4)
!24 = !DILocation(line: 43, column: 13, scope: !25, inlinedAt: !27)
!25 = distinct !DILexicalBlockFile(scope: !4, file: !26, discriminator: 0)
!26 = !DIFile(filename: "standard.py", directory: "/tmp/tvenv/lib/python3.11/site-packages/triton/language")
!27 = !DILocation(line: 31, column: 23, scope: !28)
!28 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!29 = !DILocation(line: 43, column: 12, scope: !25, inlinedAt: !27)
!30 = !DILocation(line: 35, column: 19, scope: !4)
!31 = !DILocation(line: 36, column: 19, scope: !4)
!32 = !DILocation(line: 34, column: 15, scope: !4)
!33 = !DILocation(line: 31, column: 5, scope: !4)
!34 = !DILocation(line: 32, column: 13, scope: !4)
!35 = !DILocation(line: 33, column: 13, scope: !4)
!36 = !DILocation(line: 35, column: 9, scope: !4)
!37 = !DILocation(line: 36, column: 9, scope: !4)
!38 = !DILocation(line: 37, column: 22, scope: !4)
!39 = !DILocation(line: 37, column: 14, scope: !4)
!40 = !DILocation(line: 37, column: 52, scope: !4)
!41 = !DILocation(line: 38, column: 22, scope: !4)
!42 = !DILocation(line: 38, column: 5, scope: !4)
