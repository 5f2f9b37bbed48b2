; The pass plugin in opt: `-passes=tcgen05-sync` rewrites the module in place, with the
; options as pass parameters or as -tcgen05-* flags (R-LD-USE, 9.7.16.6.4.2).
; RUN: opt -load-pass-plugin=%plugin -passes='tcgen05-sync<ld-use=wait;remarks>' -S %s -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; The same through flags (the plugin shares opt's LLVM, so opt knows its flags).
; RUN: opt -load-pass-plugin=%plugin -passes=tcgen05-sync -tcgen05-ld-use=wait -tcgen05-remarks -S %s -o %t.flags.ll 2> %t.flags.remarks
; RUN: diff %t.ll %t.flags.ll
; RUN: diff %t.remarks %t.flags.remarks
; A parameter wins over a flag: trust-register-dependency inserts no wait.
; RUN: opt -load-pass-plugin=%plugin -passes='tcgen05-sync<ld-use=trust-register-dependency>' -tcgen05-ld-use=wait -S %s | FileCheck --check-prefix=TRUST %s
; The default is the driver's (trust-register-dependency).
; RUN: opt -load-pass-plugin=%plugin -passes=tcgen05-sync -S %s | FileCheck --check-prefix=TRUST %s
; Idempotence: a second run inserts nothing and says nothing.
; RUN: opt -load-pass-plugin=%plugin -passes='tcgen05-sync<ld-use=wait;remarks>' %t.ll -disable-output 2>&1 | count 0
; The pass runs inside a pipeline, after other passes.
; RUN: opt -load-pass-plugin=%plugin -passes='function(instcombine),tcgen05-sync<ld-use=wait>' -S %s | FileCheck --check-prefix=PIPE %s
; A parameter the pass does not know is an error that names it, not "unknown pass".
; RUN: not opt -load-pass-plugin=%plugin -passes='tcgen05-sync<fast>' -S %s 2>&1 | FileCheck --check-prefix=BAD %s
; BAD: LLVM ERROR: tcgen05-sync: unknown option 'fast'
; RUN: not opt -load-pass-plugin=%plugin -passes=tcgen05-sync -tcgen05-ld-use=never -S %s 2>&1 | FileCheck --check-prefix=BADFLAG %s
; BADFLAG: LLVM ERROR: tcgen05-sync: invalid value 'never' for 'ld-use'
; A target without tcgen05 is the driver's usage error, reported by opt.
; RUN: not opt -load-pass-plugin=%plugin -passes='tcgen05-sync<mcpu=sm_90a>' -S %s 2>&1 | FileCheck --check-prefix=MCPU %s
; MCPU: LLVM ERROR: --mcpu sm_90a: target has no tcgen05
; JSON diagnostics are the driver's too, line for line (a clean file and one with a
; hazard the pass may not repair).
; RUN: %same-as-driver -p 'diagnostics=json;remarks;ld-use=wait' -d --diagnostics=json -d --remarks -d --ld-use=wait %s %S/../rules/commit-synthesis-other-thread.ll | FileCheck --check-prefix=JSON %s
; JSON: SAME {{.*}}opt-plugin.ll{{.*}} IR, 1 stderr lines
; JSON: SAME {{.*}}commit-synthesis-other-thread.ll{{.*}}both failed (1)
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @missing(
; TRUST-LABEL: define ptx_kernel void @missing(
; PIPE-LABEL: define ptx_kernel void @missing(
define ptx_kernel void @missing(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  ; CHECK: call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 false)
  %a = extractelement <2 x i32> %v, i32 0
  %b = extractelement <2 x i32> %v, i32 1
  ; The wait goes before the first real read of the loaded registers (and the load's
  ; results are threaded through the wait, as the driver does under --ld-use=wait).
  ; CHECK: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK-NOT: call void @llvm.nvvm.tcgen05.wait.ld()
  ; CHECK: add i32
  ; Trusting the register dependency (9.7.16.6.4.5) needs no wait.
  ; TRUST-NOT: tcgen05.wait.ld
  ; PIPE: call void @llvm.nvvm.tcgen05.wait.ld()
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; The remark names the file and line of the read, the rule and the reading, as the
; driver's does.
; REMARK: opt-plugin.ll:@missing:{{[0-9]+}}: remark: {{.*}}tcgen05.wait::ld{{.*}}[R-LD-USE]

declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1)
