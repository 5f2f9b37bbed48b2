; R-PROXY "of that memory" in clang's LLVM IR of ThunderKittens' carve-outs. TK
; aligns its tiles and its C tile to 1024 bytes from a generic pointer to a shared
; array declared `align 4`: `(x & 1023) == 0 ? x : (x & -1024) + 1024`, which LLVM
; writes as a `select`, and steps over its stages with a GEP of the stage struct
; (`getelementptr %struct.stage, ptr %tiles, i64 %s`, 32768 bytes a stage). The
; span writer (`smem.rs`) gave a GEP of a struct type no value, and the analysis
; took the two round-ups as independent unknown amounts: every stmatrix of the C
; tile "reached" the MMAs (clang's TK mxfp8 and nvfp4 GEMMs: R-PROXY 108 and 124;
; nvcc's PTX of them had none). Now the GEP steps by the data layout's size, and a
; `selp` round-up is the address rounded up (`smem_spans.rs` `select_ups`), one
; rounding wherever it is taken: the C tile at tiles + 184320 lies past every
; stage's operands. The PTX that llc makes of this is
; lit-tests/ptx/proxy-smem-spans-roundup-selp.ptx.
; RUN: %tcgen05-opt --check %s 2> %t.diag
; RUN: FileCheck --allow-empty %s < %t.diag
; CHECK-NOT: R-PROXY
; The descriptor's start field shifted by 0 first, as Mojo's LLVM IR builds its
; descriptors (`(field << 0) | 0 | ...`): the same field (its GEMMs' R-PROXY 2 -> 0).
; RUN: sed -e 's/^  %%adesc = or disjoint i64 %%am, /  %%am0 = shl i64 %%am, 0\n  %%adesc = or disjoint i64 %%am0, /' %s > %t.shl0.ll
; RUN: %tcgen05-opt --check %t.shl0.ll 2> %t.shl0
; RUN: FileCheck --allow-empty %s < %t.shl0
; Negative: shifted by 1, not a start field.
; RUN: sed -e 's/^  %%adesc = or disjoint i64 %%am, /  %%am0 = shl i64 %%am, 1\n  %%adesc = or disjoint i64 %%am0, /' %s > %t.shl1.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.shl1.ll 2> %t.shl1
; RUN: FileCheck --check-prefix=PROXY %s < %t.shl1
; Negative: the first test masks 511: no round-up to 1024.
; RUN: sed -e 's/%%lo = and i64 %%gi, 1023/%%lo = and i64 %%gi, 511/' %s > %t.mask.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.mask.ll 2> %t.mask
; RUN: FileCheck --check-prefix=PROXY %s < %t.mask
; PROXY: error: generic-proxy shared memory write reaches an async-proxy read{{.*}}[R-PROXY]
; Negative: the select's arms swapped (round up when aligned).
; RUN: sed -e 's/%%al = icmp eq i64 %%lo, 0/%%al = icmp ne i64 %%lo, 0/' %s > %t.swap.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.swap.ll 2> %t.swap
; RUN: FileCheck --check-prefix=PROXY %s < %t.swap
; Negative: the MMA reads the C tile.
; RUN: sed -e 's/%%struct.stage, ptr %%tiles/%%struct.stage, ptr %%out/' %s > %t.c.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.c.ll 2> %t.c
; RUN: FileCheck --check-prefix=PROXY %s < %t.c
; Negative: six stages reach the C tile.
; RUN: sed -e 's/urem i32 %%n, 4/urem i32 %%n, 6/' %s > %t.six.ll
; RUN: %expect-exit 1 %tcgen05-opt --check %t.six.ll 2> %t.six
; RUN: FileCheck --check-prefix=PROXY %s < %t.six
target triple = "nvptx64-nvidia-cuda"

%struct.stage = type { [16384 x i8], [16384 x i8] }

@shm = external addrspace(3) global [0 x i32], align 4

define ptx_kernel void @k(ptr addrspace(6) %d, i32 %n, float %val, ptr addrspace(3) %bar) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lead = icmp eq i32 %tid, 0
  br i1 %lead, label %work, label %exit
work:
  %gi = ptrtoint ptr addrspacecast (ptr addrspace(3) @shm to ptr) to i64
  %lo = and i64 %gi, 1023
  %al = icmp eq i64 %lo, 0
  %dn = and i64 %gi, -1024
  %up = add i64 %dn, 1024
  %upp = inttoptr i64 %up to ptr
  %tiles = select i1 %al, ptr addrspacecast (ptr addrspace(3) @shm to ptr), ptr %upp
  %end = getelementptr inbounds nuw i8, ptr %tiles, i64 184320
  %ei = ptrtoint ptr %end to i64
  %lo2 = and i64 %ei, 1023
  %al2 = icmp eq i64 %lo2, 0
  %dn2 = and i64 %ei, -1024
  %up2 = add i64 %dn2, 1024
  %upp2 = inttoptr i64 %up2 to ptr
  %out = select i1 %al2, ptr %end, ptr %upp2
  %outs = addrspacecast ptr %out to ptr addrspace(3)
  store float %val, ptr addrspace(3) %outs, align 4
  %s = urem i32 %n, 4
  %s64 = zext nneg i32 %s to i64
  %a = getelementptr inbounds nuw %struct.stage, ptr %tiles, i64 %s64
  %b = getelementptr inbounds nuw i8, ptr %a, i64 16384
  %ai = ptrtoint ptr %a to i64
  %af = lshr exact i64 %ai, 4
  %am = and i64 %af, 16383
  %adesc = or disjoint i64 %am, 4611756662049538048
  %bi = ptrtoint ptr %b to i64
  %bf = lshr exact i64 %bi, 4
  %bm = and i64 %bf, 16383
  %bdesc = or disjoint i64 %bm, 4611756662049538048
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 136380432, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %bar)
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
