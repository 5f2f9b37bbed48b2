//! tcgen05-sync as an LLVM pass plugin for the new pass manager: the C ABI that the
//! C++ shim (`shim/Tcgen05SyncPlugin.cpp`) calls, and the plugin's entry point.
//!
//! `opt-22 -load-pass-plugin=libtcgen05_plugin.so -passes=tcgen05-sync` (or
//! `clang -fpass-plugin=...`) loads this library into a process that already holds
//! libLLVM; the Rust side links the same shared libLLVM (inkwell's `prefer-dynamic`),
//! so the module the pass manager hands over is an ordinary `LLVMModuleRef` here. The
//! pass rewrites it in place through [`tcgen05_sync::run`] with
//! [`tcgen05_sync::Input::LlvmModule`], and prints diagnostics and remarks to standard
//! error exactly as `tcgen05-opt` does.
//!
//! Options come as one string in the CLI's spellings, separated by `;` (the pass
//! parameters of `-passes='tcgen05-sync<strict;remarks>'` and the shim's `-tcgen05-*`
//! flags both become such a string): `sync-reading=acq-rel|strict` (or just `strict`,
//! `acq-rel`), `ld-use=wait|trust-register-dependency`, `remarks`, `check`,
//! `diagnostics=text|json`, `mcpu=<sm_...>`. [`parse_options`] is the one parser.
//!
//! **Architecture Invariant:** this crate holds no analysis and no second pipeline; it
//! turns a string into [`Options`] and a raw module into an inkwell one, and calls the
//! library. The C++ shim holds only LLVM registration code.

#![deny(unsafe_op_in_unsafe_fn)]

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::mem::ManuallyDrop;
use std::panic::{catch_unwind, AssertUnwindSafe};

use inkwell::module::Module;
use llvm_sys::prelude::LLVMModuleRef;
use tcgen05_sync::{
    plain_error, DiagnosticsFormat, EmitKind, Input, LdUsePolicy, Options, SyncReading,
};

/// The options of the pass from `spec` (see the crate documentation), or a message
/// naming the first item that is not understood.
pub fn parse_options(spec: &str) -> Result<Options, String> {
    // The plugin rewrites the module it is given; emitting is the host's business.
    let mut options = Options {
        emit: Some(EmitKind::None),
        ..Options::default()
    };
    for item in spec
        .split([';', ','])
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        let (key, value) = match item.split_once('=') {
            Some((k, v)) => (k.trim(), Some(v.trim())),
            None => (item, None),
        };
        let bad_value = |allowed: &str| {
            format!(
                "tcgen05-sync: invalid value '{}' for '{key}' (expected {allowed})",
                value.unwrap_or("")
            )
        };
        match (key, value) {
            ("strict", None) => options.sync_reading = SyncReading::Strict,
            ("acq-rel", None) => options.sync_reading = SyncReading::AcqRel,
            ("sync-reading", Some("strict")) => options.sync_reading = SyncReading::Strict,
            ("sync-reading", Some("acq-rel")) => options.sync_reading = SyncReading::AcqRel,
            ("sync-reading", _) => return Err(bad_value("acq-rel or strict")),
            ("ld-use", Some("wait")) => options.ld_use = LdUsePolicy::Wait,
            ("ld-use", Some("trust-register-dependency")) => {
                options.ld_use = LdUsePolicy::TrustRegisterDependency
            }
            ("ld-use", _) => return Err(bad_value("wait or trust-register-dependency")),
            ("remarks", None) => options.remarks = true,
            ("check", None) => options.check = true,
            ("diagnostics", Some("text")) => options.diagnostics = DiagnosticsFormat::Text,
            ("diagnostics", Some("json")) => options.diagnostics = DiagnosticsFormat::Json,
            ("diagnostics", _) => return Err(bad_value("text or json")),
            ("mcpu", Some(cpu)) if !cpu.is_empty() => options.mcpu = cpu.to_string(),
            ("mcpu", _) => return Err(bad_value("a target such as sm_100a")),
            _ => {
                return Err(format!(
                    "tcgen05-sync: unknown option '{item}' (expected sync-reading=, ld-use=, \
                     remarks, check, diagnostics=, mcpu=)"
                ))
            }
        }
    }
    Ok(options)
}

/// Run the pass on `module` in place with `options`, printing diagnostics and remarks
/// to standard error as `tcgen05-opt` does. Returns `tcgen05-opt`'s exit status (0, 1
/// or 2) and, when it is not 0, a one-line message for the host to report.
pub fn run_on_module(name: &str, module: &Module<'_>, options: &Options) -> (u8, Option<String>) {
    let format = options.diagnostics;
    let input = Input::LlvmModule {
        name: name.to_string(),
        module,
    };
    match tcgen05_sync::run(input, options) {
        Ok(out) => {
            eprint!("{}", out.render_diagnostics(format));
            let code = out.exit_code();
            let message = (code != 0).then(|| {
                let errors = out
                    .diagnostics
                    .iter()
                    .filter(|d| d.severity == tcgen05_sync::Severity::Error)
                    .count();
                if options.check {
                    format!("tcgen05-sync: {name}: --check found {errors} error(s) (see above)")
                } else {
                    format!(
                        "tcgen05-sync: {name}: {errors} hazard(s) the pass may not repair (see above)"
                    )
                }
            });
            (code, message)
        }
        Err(e) => {
            for d in &e.diagnostics {
                eprintln!("{}", d.render(format));
            }
            // JSON consumers read one object per line; the host's own error line
            // follows in text either way.
            if format == DiagnosticsFormat::Json {
                eprintln!("{}", plain_error(format, &e.message));
            }
            (e.exit_code(), Some(e.message))
        }
    }
}

/// Hand `message` to C as a string it frees with [`tcgen05_sync_free_message`].
fn set_message(out: *mut *mut c_char, message: String) {
    if out.is_null() {
        return;
    }
    let c = CString::new(message.replace('\0', " ")).unwrap_or_default();
    // SAFETY: the caller passed either null (checked above) or a pointer to a writable
    // `char *`, as the C ABI's documentation asks.
    unsafe { *out = c.into_raw() };
}

/// Read a C options string; null is the empty string.
///
/// # Safety
/// `options` is null or a NUL-terminated string that outlives the call.
unsafe fn options_str(options: *const c_char) -> Result<String, String> {
    if options.is_null() {
        return Ok(String::new());
    }
    // SAFETY: non-null and NUL-terminated by the caller's contract.
    let s = unsafe { CStr::from_ptr(options) };
    s.to_str()
        .map(str::to_string)
        .map_err(|_| "tcgen05-sync: options are not UTF-8".to_string())
}

/// Check an options string without running anything: 0 if [`parse_options`] accepts
/// it, else 2 with `*message` set (free it with [`tcgen05_sync_free_message`]).
///
/// # Safety
/// `options` is null or a NUL-terminated string; `message` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn tcgen05_sync_parse_options(
    options: *const c_char,
    message: *mut *mut c_char,
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    let parsed = unsafe { options_str(options) }.and_then(|s| parse_options(&s));
    match parsed {
        Ok(_) => 0,
        Err(m) => {
            set_message(message, m);
            2
        }
    }
}

/// Run tcgen05-sync on module `m` in place. Returns `tcgen05-opt`'s exit status: 0 the
/// module is complete (or `check` found nothing), 1 hazards (`check` findings, or a
/// hazard the pass may not repair), 2 an error. Diagnostics and remarks go to standard
/// error; on a non-zero status `*message` holds a one-line summary to report (free it
/// with [`tcgen05_sync_free_message`]). A panic inside the pass is caught and reported
/// as an internal error with status 2, never unwound into C++.
///
/// # Safety
/// `m` is a valid module that nothing else uses during the call, owned by the caller
/// (this function never disposes of it); `options` is null or a NUL-terminated string;
/// `message` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn tcgen05_sync_run_module(
    m: LLVMModuleRef,
    options: *const c_char,
    message: *mut *mut c_char,
) -> c_int {
    if m.is_null() {
        set_message(message, "tcgen05-sync: no module".into());
        return 2;
    }
    // SAFETY: forwarded from this function's contract.
    let options = match unsafe { options_str(options) }.and_then(|s| parse_options(&s)) {
        Ok(o) => o,
        Err(m) => {
            set_message(message, m);
            return 2;
        }
    };
    // SAFETY: `m` is a valid module (the caller's contract). The caller owns it:
    // ManuallyDrop keeps inkwell's Drop from disposing of it.
    let module = ManuallyDrop::new(unsafe { Module::new(m) });
    let name = module.get_name().to_string_lossy().into_owned();
    let result = catch_unwind(AssertUnwindSafe(|| run_on_module(&name, &module, &options)));
    let (code, msg) = result.unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "unknown panic".into());
        (
            2,
            Some(format!(
                "tcgen05-sync: internal error (please report) on {name}: {what}"
            )),
        )
    });
    if let Some(msg) = msg {
        set_message(message, msg);
    }
    c_int::from(code)
}

/// Free a message returned by this library.
///
/// # Safety
/// `message` is null or a pointer this library returned and that was not freed yet.
#[no_mangle]
pub unsafe extern "C" fn tcgen05_sync_free_message(message: *mut c_char) {
    if !message.is_null() {
        // SAFETY: `message` came from `CString::into_raw` in `set_message`.
        drop(unsafe { CString::from_raw(message) });
    }
}

/// `llvm::PassPluginLibraryInfo` (llvm/Passes/PassPlugin.h), laid out as in C.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    pub register_pass_builder_callbacks: Option<unsafe extern "C" fn(*mut c_void)>,
    /// `PreCodeGenCallback` (plugin API version 2); the shim leaves it null.
    pub pre_codegen_callback: Option<unsafe extern "C" fn()>,
}

extern "C" {
    /// The shim's plugin description (Tcgen05SyncPlugin.cpp).
    fn tcgen05_shim_plugin_info() -> PassPluginLibraryInfo;
}

/// The entry point `opt -load-pass-plugin` and `clang -fpass-plugin` look up. It lives
/// here rather than in the C++ shim because a Rust cdylib exports only Rust's
/// `#[no_mangle]` symbols; it forwards to the shim, which knows the PassBuilder.
#[no_mangle]
pub extern "C" fn llvmGetPassPluginInfo() -> PassPluginLibraryInfo {
    // SAFETY: a plain C function of the shim with no arguments and no preconditions.
    unsafe { tcgen05_shim_plugin_info() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_use_the_cli_spellings() {
        let o = parse_options("sync-reading=strict; ld-use=wait;remarks,check").unwrap();
        assert_eq!(o.sync_reading, SyncReading::Strict);
        assert_eq!(o.ld_use, LdUsePolicy::Wait);
        assert!(o.remarks && o.check);
        assert_eq!(o.emit, Some(EmitKind::None));
        // The defaults are the driver's.
        let d = parse_options("").unwrap();
        assert_eq!(d.sync_reading, SyncReading::AcqRel);
        assert_eq!(d.ld_use, LdUsePolicy::TrustRegisterDependency);
        assert_eq!(
            parse_options("strict").unwrap().sync_reading,
            SyncReading::Strict
        );
    }

    #[test]
    fn unknown_options_are_named() {
        let e = parse_options("remarks;fast").unwrap_err();
        assert!(e.contains("'fast'"), "{e}");
        let e = parse_options("ld-use=never").unwrap_err();
        assert!(e.contains("'never'") && e.contains("ld-use"), "{e}");
    }
}
