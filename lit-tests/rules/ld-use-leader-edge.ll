; R-LD-USE under --ld-use=wait on an edge only non-leaders take (found by the random
; LLVM IR property test, seed 20, case 1020). The load is issued under the
; elect.sync leader test; a second branch on the same leader predicate sends the
; leader through the block that waits and the others straight to the read. The
; thread that issued the load is the leader (one elect.sync of a converged warp
; elects the same lane; RULES.md section 3), so it never takes the short edge, and
; the read is ordered on every path that thread runs. The planner drops the load on
; that edge (`on_side`); the register walk of the checker did not, so `--check`
; reported a false R-LD-USE and the insert mode refused its own plan ("internal
; error: the planned insertions leave this hazard").
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait --check %s
; RUN: %tcgen05-opt --ld-use=wait --check %s
; RUN: %tcgen05-opt --sync-reading=strict --ld-use=wait %s --remarks -o %t.ll 2> %t.remarks
; RUN: count 0 < %t.remarks
; The load read on an edge a leader does take keeps its finding.
; RUN: sed -e 's/label %waited, label %use/label %use, label %waited/' %s > %t.taken.ll
; RUN: %expect-exit 1 %tcgen05-opt --ld-use=wait --check %t.taken.ll 2> %t.check
; RUN: FileCheck --check-prefix=TAKEN %s < %t.check
; TAKEN: error: register loaded by tcgen05.ld is read before tcgen05.wait::ld on some path
; TAKEN-SAME: [R-LD-USE]
; And the insert mode places the wait on it.
; RUN: %tcgen05-opt --ld-use=wait %t.taken.ll --remarks -o /dev/null 2> %t.taken.remarks
; RUN: FileCheck --check-prefix=TAKEN-INS %s < %t.taken.remarks
; TAKEN-INS: remark: inserted tcgen05.wait::ld.sync.aligned [R-LD-USE]
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @leader_edge(ptr addrspace(6) %t, ptr addrspace(1) %out) {
entry:
  %el = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %leader = extractvalue { i32, i1 } %el, 1
  br i1 %leader, label %lead, label %exit
lead:
  %x = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  %v = extractelement <2 x i32> %x, i32 1
  br i1 %leader, label %waited, label %use
waited:
  call void @llvm.nvvm.tcgen05.wait.ld()
  br label %use
use:
  %z = icmp eq i32 %v, 0
  %s = select i1 %z, i32 1, i32 2
  store volatile i32 %s, ptr addrspace(1) %out, align 4
  br label %exit
exit:
  ret void
}

declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
