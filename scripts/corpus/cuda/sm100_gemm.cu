// Blackwell (sm_100a) GEMM kernels written for the tcgen05-sync corpus against the
// CUTLASS 3.x/4.x C++ headers of the PyPI package nvidia-cutlass. Each CORPUS_* macro
// picks one configuration; the CUTLASS collective builders choose the tcgen05 (UMMA)
// mainloop, the TMEM-backed epilogue and the warp-specialized persistent kernel.
// Nothing here runs: taking the kernel's address makes nvcc emit it with -ptx.
#include "cute/tensor.hpp"
#include "cutlass/cutlass.h"
#include "cutlass/epilogue/collective/collective_builder.hpp"
#include "cutlass/gemm/collective/collective_builder.hpp"
#include "cutlass/gemm/device/gemm_universal_adapter.h"
#include "cutlass/gemm/dispatch_policy.hpp"
#include "cutlass/gemm/kernel/gemm_universal.hpp"
#include "cutlass/numeric_types.h"

using namespace cute;

#if defined(CORPUS_F16_1SM)
// fp16 x fp16 -> fp32 accumulate, 128x128 tile, one CTA per MMA (cta_group::1).
using ElementA = cutlass::half_t;
using ElementB = cutlass::half_t;
using ElementC = cutlass::half_t;
using OperatorClass = cutlass::arch::OpClassTensorOp;
using MmaTile = Shape<_128, _128, _64>;
using Cluster = Shape<_1, _1, _1>;
using MainloopSchedule = cutlass::gemm::KernelTmaWarpSpecialized1SmSm100;
using EpilogueSchedule = cutlass::epilogue::TmaWarpSpecialized1Sm;
constexpr int AlignAB = 8;
#elif defined(CORPUS_BF16_2SM)
// bf16, 256x128 MMA tile split over a CTA pair (cta_group::2), 2x1 cluster:
// the peer CTA's barrier is signalled through multicast commits.
using ElementA = cutlass::bfloat16_t;
using ElementB = cutlass::bfloat16_t;
using ElementC = cutlass::bfloat16_t;
using OperatorClass = cutlass::arch::OpClassTensorOp;
using MmaTile = Shape<_256, _128, _64>;
using Cluster = Shape<_2, _1, _1>;
using MainloopSchedule = cutlass::gemm::KernelTmaWarpSpecialized2SmSm100;
using EpilogueSchedule = cutlass::epilogue::TmaWarpSpecialized2Sm;
constexpr int AlignAB = 8;
#elif defined(CORPUS_F8_1SM_CLUSTER)
// fp8 e4m3 x e4m3 -> fp32, 1-SM MMA in a 1x2 cluster (TMA multicast of A).
using ElementA = cutlass::float_e4m3_t;
using ElementB = cutlass::float_e4m3_t;
using ElementC = cutlass::bfloat16_t;
using OperatorClass = cutlass::arch::OpClassTensorOp;
using MmaTile = Shape<_128, _256, _128>;
using Cluster = Shape<_1, _2, _1>;
using MainloopSchedule = cutlass::gemm::KernelTmaWarpSpecialized1SmSm100;
using EpilogueSchedule = cutlass::epilogue::TmaWarpSpecialized1Sm;
constexpr int AlignAB = 16;
#elif defined(CORPUS_MXF8_BLOCKSCALED)
// MX fp8 block-scaled GEMM (tcgen05.mma.kind::mxf8f6f4 with scale factors copied
// into TMEM by tcgen05.cp), 2-SM.
using ElementA = cutlass::mx_float8_t<cutlass::float_e4m3_t>;
using ElementB = cutlass::mx_float8_t<cutlass::float_e4m3_t>;
using ElementC = cutlass::bfloat16_t;
using OperatorClass = cutlass::arch::OpClassBlockScaledTensorOp;
using MmaTile = Shape<_256, _256, _128>;
using Cluster = Shape<_2, _1, _1>;
using MainloopSchedule = cutlass::gemm::KernelTmaWarpSpecialized2SmMxf8f6f4Sm100;
using EpilogueSchedule = cutlass::epilogue::TmaWarpSpecialized2Sm;
constexpr int AlignAB = 16;
#elif defined(CORPUS_NVF4_BLOCKSCALED)
// NVFP4 block-scaled GEMM (tcgen05.mma.kind::mxf4nvf4, block size 16), 1-SM.
using ElementA = cutlass::nv_float4_t<cutlass::float_e2m1_t>;
using ElementB = cutlass::nv_float4_t<cutlass::float_e2m1_t>;
using ElementC = cutlass::bfloat16_t;
using OperatorClass = cutlass::arch::OpClassBlockScaledTensorOp;
using MmaTile = Shape<_128, _128, _256>;
using Cluster = Shape<_1, _1, _1>;
using MainloopSchedule = cutlass::gemm::KernelTmaWarpSpecialized1SmNvf4Sm100;
using EpilogueSchedule = cutlass::epilogue::TmaWarpSpecialized1Sm;
constexpr int AlignAB = 32;
#else
#error "define one CORPUS_* configuration"
#endif

using LayoutA = cutlass::layout::RowMajor;
using LayoutB = cutlass::layout::ColumnMajor;
using LayoutC = cutlass::layout::RowMajor;
using ElementAcc = float;
constexpr int AlignC = 128 / cutlass::sizeof_bits<ElementC>::value;

using CollectiveEpilogue = typename cutlass::epilogue::collective::CollectiveBuilder<
    cutlass::arch::Sm100, OperatorClass, MmaTile, Cluster,
    cutlass::epilogue::collective::EpilogueTileAuto, ElementAcc, ElementAcc, ElementC, LayoutC,
    AlignC, ElementC, LayoutC, AlignC, EpilogueSchedule>::CollectiveOp;

using CollectiveMainloop = typename cutlass::gemm::collective::CollectiveBuilder<
    cutlass::arch::Sm100, OperatorClass, ElementA, LayoutA, AlignAB, ElementB, LayoutB, AlignAB,
    ElementAcc, MmaTile, Cluster,
    cutlass::gemm::collective::StageCountAutoCarveout<static_cast<int>(
        sizeof(typename CollectiveEpilogue::SharedStorage))>,
    MainloopSchedule>::CollectiveOp;

using GemmKernel = cutlass::gemm::kernel::GemmUniversal<Shape<int, int, int, int>,
                                                        CollectiveMainloop, CollectiveEpilogue, void>;

// Referencing the __global__ entry point is enough for nvcc to emit its PTX.
void *corpus_kernel_entry() { return reinterpret_cast<void *>(&cutlass::device_kernel<GemmKernel>); }
