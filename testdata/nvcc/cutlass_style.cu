#include <cstdint>
__global__ void kern(uint32_t taddr, float *out, uint64_t *mbar_g) {
  __shared__ uint64_t mbar;
  uint32_t r[16];
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x16.b32" "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15},"
 "[%16];"
    : "=r"(r[0]),"=r"(r[1]),"=r"(r[2]),"=r"(r[3]),"=r"(r[4]),"=r"(r[5]),"=r"(r[6]),"=r"(r[7]),
      "=r"(r[8]),"=r"(r[9]),"=r"(r[10]),"=r"(r[11]),"=r"(r[12]),"=r"(r[13]),"=r"(r[14]),"=r"(r[15]) : "r"(taddr));
  float s = 0;
  for (int i = 0; i < 16; i++) s += __int_as_float(r[i]) * (i+1);
  out[threadIdx.x] = s;
  asm volatile("tcgen05.wait::ld.sync.aligned;");
  uint32_t sm = (uint32_t)__cvta_generic_to_shared(&mbar);
  asm volatile("{\n.reg .pred P1;\nLAB_WAIT:\nmbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n@!P1 bra LAB_WAIT;\n}" :: "r"(sm), "r"(0));
  asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];" :: "r"(sm));
}
__global__ void tma(const __grid_constant__ uint64_t desc, uint64_t hint) {
  __shared__ __align__(128) float buf[1024];
  uint32_t sm = (uint32_t)__cvta_generic_to_shared(buf);
  asm volatile("cp.async.bulk.tensor.4d.global.shared::cta.bulk_group .L2::cache_hint [%0, {%2, %3, %4, %5}], [%1], %6;"
    :: "l"(&desc), "r"(sm), "r"(0), "r"(0), "r"(0), "r"(0), "l"(hint) : "memory");
  asm volatile("cp.async.bulk.commit_group;");
  asm volatile("add.s32 %0, /* c */ %0, 1;" :: "r"(sm));
}
