# gdb script: print the device LLVM module (a) right after MLIR->LLVM IR translation
# and libdevice linking, before LLVM O3 (at ModuleToObject::optimizeModule; this=rdi, module=rsi) and (b) the final
# optimized module handed to the NVPTX backend (ModuleToAssembly::moduleToObject; rdi=sret, rsi=this, rdx=module).
set pagination off
set confirm off
set language c++
set breakpoint pending on
handle SIGSEGV nostop noprint pass
break _ZN4mlir4LLVM14ModuleToObject14optimizeModuleERN4llvm6ModuleEi
commands
silent
call (long)write(2, "\n=====BEGIN_LL_PREOPT=====\n", 27)
call ((void(*)(void*,void*,void*,bool,bool))_ZNK4llvm6Module5printERNS_11raw_ostreamEPNS_24AssemblyAnnotationWriterEbb)($rsi, (void*)_ZN4llvm4errsEv(), 0, 0, 0)
call (long)write(2, "\n=====END_LL_PREOPT=====\n", 25)
continue
end
break _ZN6mosaic3gpu12_GLOBAL__N_116ModuleToAssembly14moduleToObjectERN4llvm6ModuleE
commands
silent
call (long)write(2, "\n=====BEGIN_LL_FINAL=====\n", 26)
call ((void(*)(void*,void*,void*,bool,bool))_ZNK4llvm6Module5printERNS_11raw_ostreamEPNS_24AssemblyAnnotationWriterEbb)($rdx, (void*)_ZN4llvm4errsEv(), 0, 0, 0)
call (long)write(2, "\n=====END_LL_FINAL=====\n", 24)
continue
end
run
