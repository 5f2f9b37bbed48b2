//! Compile the C++ shim against LLVM 22's headers and link it into the plugin.
//! `LLVM_CONFIG` names llvm-config (default `llvm-config-22`).

use std::process::Command;

fn main() {
    let shim = "shim/Tcgen05SyncPlugin.cpp";
    println!("cargo:rerun-if-changed={shim}");
    println!("cargo:rerun-if-env-changed=LLVM_CONFIG");
    let llvm_config = std::env::var("LLVM_CONFIG").unwrap_or_else(|_| "llvm-config-22".into());
    let cxxflags = match Command::new(&llvm_config).arg("--cxxflags").output() {
        Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout).into_owned(),
        Ok(out) => panic!(
            "{llvm_config} --cxxflags failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(e) => panic!("cannot run {llvm_config} (set LLVM_CONFIG): {e}"),
    };
    let mut build = cc::Build::new();
    build.cpp(true).file(shim).warnings(true);
    for flag in cxxflags.split_whitespace() {
        // LLVM's headers as system headers: the warnings are the shim's own.
        match flag.strip_prefix("-I") {
            Some(dir) => build.flag("-isystem").flag(dir),
            None => build.flag(flag),
        };
    }
    // LLVM is built without RTTI; the shim's pass must match.
    build.flag("-fno-rtti");
    build.compile("tcgen05_shim");
    // The library's worker threads (rayon's global pool) outlive the pass. opt unloads
    // its plugins before the process exits, and those threads then run unmapped code
    // (a segfault or "pure virtual method called" at exit, in about one run of four):
    // keep the plugin mapped until the end of the process.
    println!("cargo:rustc-cdylib-link-arg=-Wl,-z,nodelete");
    // One LLVM in the process: opt's shared libLLVM. The library reaches LLVM through
    // melior's static MLIR and LLVM archives too; naming libLLVM here puts it on the
    // link line before them (this crate's native libraries come first), so every LLVM
    // symbol it exports binds to the shared library and the archives supply only what
    // it lacks (MLIR). Otherwise the plugin would carry a second LLVM with its own
    // global state (its own command-line registry: the -tcgen05-* flags would be
    // unknown to opt).
    let libdir = Command::new(&llvm_config)
        .arg("--libdir")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    if !libdir.is_empty() {
        println!("cargo:rustc-link-search=native={libdir}");
    }
    println!("cargo:rustc-link-lib=dylib=LLVM");
}
