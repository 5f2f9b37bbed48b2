//! tcgen05-sync as a library: the one pipeline that `tcgen05-opt` runs, for every
//! input language, as a function call.
//!
//! [`run`] reads an [`Input`] (a path, standard input, text or bitcode in memory, or an
//! LLVM module the caller already parsed), translates each function into the core's
//! program model through its front end, plans the missing tcgen05 synchronization,
//! verifies the plan with the independent checker, applies it, verifies the result and
//! emits what [`Options::emit`] asks for. Diagnostics and remarks come back as data
//! ([`Diagnostic`]), in the order the pipeline met them; the caller decides how to
//! print them ([`Diagnostic::render`]).
//!
//! ```
//! use tcgen05_sync::{run, Input, LdUsePolicy, Options, Severity, Status};
//!
//! // A tcgen05.ld whose result is read before any tcgen05.wait::ld (R-LD-USE under
//! // --ld-use=wait; the default trusts the register dependency).
//! let ptx = "\
//! .version 8.8
//! .target sm_100a
//! .address_size 64
//! .visible .entry k(.param .u64 out)
//! {
//!   .reg .b32 %r<4>;
//!   .reg .b64 %rd<2>;
//!   ld.param.u64 %rd1, [out];
//!   mov.b32 %r1, 0;
//!   tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r2}, [%r1];
//!   st.global.b32 [%rd1], %r2;
//!   ret;
//! }
//! ";
//! let options = Options {
//!     remarks: true,
//!     ld_use: LdUsePolicy::Wait,
//!     ..Options::default()
//! };
//! let output = run(Input::text("k.ptx", ptx), &options).unwrap();
//! assert_eq!(output.status, Status::Success);
//! let rewritten = std::str::from_utf8(output.bytes.as_deref().unwrap()).unwrap();
//! assert!(rewritten.contains("tcgen05.wait::ld.sync.aligned;"));
//! // One remark per inserted instruction, with the rule it satisfies.
//! let remark = output.remarks().next().unwrap();
//! assert_eq!(remark.severity, Severity::Remark);
//! assert!(remark.message.contains("[R-LD-USE]"));
//! ```
//!
//! Errors that stop the run (unreadable or malformed input, an unsupported target,
//! a failed `ptxas`) are [`Error`]s; hazards that the pass reports rather than
//! repairs, and `--check` findings, are diagnostics with [`Status::Hazards`].
//!
//! **Architecture Invariant:** the pipeline (`pipeline.rs`) knows no input language:
//! it sees a [`FrontEnd`] (units, models, locations, apply, verify, emit). A new input
//! language is a new front-end crate and an adapter under `front/`, not a new copy of
//! the pipeline.

mod diag;
mod front;
mod front_end;
pub mod io;
mod pipeline;

use std::path::{Path, PathBuf};
use std::time::Duration;

pub use diag::{plain_error, Diagnostic, DiagnosticsFormat, Location, Severity};
pub use front_end::{FrontEnd, SourceLocation, Unit};
pub use tcgen05_core::plan::{LdUsePolicy, SyncReading};
/// For a program that owns the process (the CLI): LLVM's fatal errors call the given
/// handler instead of aborting, and the IR parser leaves debug-info verification to
/// the pipeline's verifier run, which reports instead of aborting. Once per process,
/// before [`run`]; a plugin inside a compiler leaves LLVM's settings to its host.
pub use tcgen05_llvm::read::prepare_llvm;

/// The input languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// LLVM IR text (`.ll`).
    Ll,
    /// LLVM bitcode (`.bc`).
    Bc,
    /// MLIR with the `llvm` and `nvvm` dialects (`.mlir`).
    Mlir,
    /// PTX text (`.ptx`).
    Ptx,
}

impl Language {
    /// The language a file name's extension names, if any.
    pub fn from_extension(path: &Path) -> Option<Language> {
        match path.extension().and_then(|e| e.to_str())? {
            "ll" => Some(Language::Ll),
            "bc" => Some(Language::Bc),
            "mlir" => Some(Language::Mlir),
            "ptx" => Some(Language::Ptx),
            _ => None,
        }
    }

    /// What is emitted when [`Options::emit`] is not given.
    pub fn default_emit(self) -> EmitKind {
        match self {
            Language::Ll | Language::Bc => EmitKind::Llvm,
            Language::Mlir => EmitKind::Mlir,
            Language::Ptx => EmitKind::Ptx,
        }
    }
}

/// What to emit (`--emit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EmitKind {
    /// LLVM IR text.
    Llvm,
    /// LLVM bitcode.
    Bc,
    /// MLIR text.
    Mlir,
    /// PTX (the NVPTX backend for IR inputs).
    Ptx,
    /// Nothing (the run still verifies, and `--verify-ptx` still assembles).
    None,
}

/// `--print-sync-graph` formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SyncGraphFormat {
    /// Graphviz `dot` text.
    Dot,
}

/// Every switch of `tcgen05-opt` that changes what a run does, with the CLI's
/// defaults. The input (`INPUT`, `-x`) is an [`Input`] plus [`Options::language`]; the
/// output path (`-o`) is the caller's: [`io::write_output`] writes atomically.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// `-x`: the input language; by default from the input's extension.
    pub language: Option<Language>,
    /// `--emit`: by default [`Language::default_emit`].
    pub emit: Option<EmitKind>,
    /// `--mcpu`: a Blackwell target with tcgen05 (`sm_100a` by default).
    pub mcpu: String,
    /// `--mattr`: PTX features for the NVPTX backend.
    pub mattr: Option<String>,
    /// `--check`: analyse only; diagnostics, no output.
    pub check: bool,
    /// `--verify-ptx`: assemble the emitted PTX with ptxas.
    pub verify_ptx: bool,
    /// `--remarks`: one remark per inserted instruction.
    pub remarks: bool,
    /// `--diagnostics`: how the caller renders diagnostics (the run itself returns
    /// data; [`Output::render_diagnostics`] uses this).
    pub diagnostics: DiagnosticsFormat,
    /// `--ld-use`: the R-LD-USE policy.
    pub ld_use: LdUsePolicy,
    /// `--sync-reading`: the thread-sync reading of RULES.md section 3.
    pub sync_reading: SyncReading,
    /// `--time-passes`: collect the time of each phase in [`Output::timings`].
    pub time_passes: bool,
    /// `--print-sync-graph`: analyse only and emit the sync graph instead of IR.
    pub print_sync_graph: Option<SyncGraphFormat>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            language: None,
            emit: None,
            mcpu: "sm_100a".into(),
            mattr: None,
            check: false,
            verify_ptx: false,
            remarks: false,
            diagnostics: DiagnosticsFormat::Text,
            ld_use: LdUsePolicy::TrustRegisterDependency,
            sync_reading: SyncReading::AcqRel,
            time_passes: false,
            print_sync_graph: None,
        }
    }
}

/// What [`run`] reads. `'a` is the borrow of the input, `'ctx` the LLVM context of an
/// [`Input::LlvmModule`] (unconstrained otherwise).
pub enum Input<'a, 'ctx> {
    /// A file; its extension names the language unless [`Options::language`] does.
    Path(PathBuf),
    /// Standard input ([`Options::language`] is required).
    Stdin,
    /// Text or bitcode in memory; `name` is used in messages and, without
    /// [`Options::language`], its extension names the language.
    Bytes { name: String, bytes: &'a [u8] },
    /// An LLVM module the caller parsed (the LLVM pass plugin's case). It is rewritten
    /// in place; [`Output::bytes`] holds what [`Options::emit`] asks for.
    LlvmModule {
        name: String,
        module: &'a inkwell::module::Module<'ctx>,
    },
}

impl<'a> Input<'a, '_> {
    /// Text in memory named `name` (the extension gives the language).
    pub fn text(name: &str, text: &'a str) -> Self {
        Input::Bytes {
            name: name.into(),
            bytes: text.as_bytes(),
        }
    }

    /// Bitcode in memory.
    pub fn bitcode(name: &str, bytes: &'a [u8]) -> Self {
        Input::Bytes {
            name: name.into(),
            bytes,
        }
    }

    /// A path, or standard input for `-` (the CLI's convention).
    pub fn path_or_stdin(path: &str) -> Self {
        if path == "-" {
            Input::Stdin
        } else {
            Input::Path(path.into())
        }
    }

    /// The name messages use for this input.
    pub fn name(&self) -> String {
        match self {
            Input::Path(p) => p.display().to_string(),
            Input::Stdin => "<stdin>".into(),
            Input::Bytes { name, .. } | Input::LlvmModule { name, .. } => name.clone(),
        }
    }
}

/// How a run that produced a result ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Exit status 0: the output is complete (and, with `--check`, nothing was found).
    Success,
    /// Exit status 1: `--check` found errors, or the pass met a hazard it may not
    /// repair (the diagnostics say which); there is no output.
    Hazards,
}

/// The result of a run.
#[derive(Clone, Debug)]
pub struct Output {
    pub status: Status,
    /// The emitted IR, bitcode or PTX, or the sync graph; `None` for `--check`,
    /// `--emit none` and [`Status::Hazards`].
    pub bytes: Option<Vec<u8>>,
    /// Errors, warnings, notes of the emitted-PTX re-check and remarks, in order.
    pub diagnostics: Vec<Diagnostic>,
    /// With [`Options::time_passes`]: seconds per phase, in first-seen order.
    pub timings: Vec<(&'static str, Duration)>,
}

impl Output {
    /// The process exit status `tcgen05-opt` gives this result.
    pub fn exit_code(&self) -> u8 {
        match self.status {
            Status::Success => 0,
            Status::Hazards => 1,
        }
    }

    /// The remarks (`--remarks`), one per inserted instruction.
    pub fn remarks(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Remark)
    }

    /// Every diagnostic rendered in `format`, one per line.
    pub fn render_diagnostics(&self, format: DiagnosticsFormat) -> String {
        self.diagnostics
            .iter()
            .map(|d| d.render(format) + "\n")
            .collect()
    }
}

/// What kind of failure stopped a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Options that cannot work together, an unknown extension, a target without
    /// tcgen05, an unsupported language.
    Usage,
    /// The input cannot be read.
    Read,
    /// The input does not parse, fails the LLVM verifier, or cannot be translated.
    Malformed,
    /// Code generation failed (an unsupported `--mattr`, for example).
    Codegen,
    /// ptxas is missing or rejected the emitted PTX (`--verify-ptx`).
    Ptxas,
    /// A bug of the pass: the rewritten IR fails the verifier, or the emitted PTX
    /// cannot be read back.
    Internal,
}

/// A failure that stops the run (exit status 2 in `tcgen05-opt`). The message names
/// the file and, where known, the line.
#[derive(Clone, Debug, thiserror::Error)]
#[error("{message}")]
pub struct Error {
    pub kind: ErrorKind,
    pub message: String,
    /// Diagnostics and remarks given before the failure, in order.
    pub diagnostics: Vec<Diagnostic>,
    /// With [`Options::time_passes`]: the phases timed before the failure.
    pub timings: Vec<(&'static str, Duration)>,
}

impl Error {
    /// The process exit status `tcgen05-opt` gives an error.
    pub fn exit_code(&self) -> u8 {
        2
    }
}

/// Run the pass on `input`: see the crate documentation.
pub fn run(input: Input<'_, '_>, options: &Options) -> Result<Output, Error> {
    pipeline::run(input, options)
}
