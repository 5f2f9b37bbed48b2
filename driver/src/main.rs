//! `tcgen05-opt`: the opt-like driver. Reads LLVM IR (`.ll`, `.bc`), MLIR or PTX, inserts the
//! missing tcgen05 synchronization (or only checks with `--check`), verifies the result
//! with the independent checker, and prints IR, bitcode or PTX. The contract is
//! `../shared/spec/INTERFACE.md`.
//!
//! A thin CLI over the `tcgen05-sync` library, which runs the pipeline: this file
//! turns flags into [`tcgen05_sync::Options`], prints the diagnostics and remarks the
//! run returns, writes the output atomically and maps the result to an exit status.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Parser, ValueEnum};
use tcgen05_sync::io::write_output;
use tcgen05_sync::{Input, LdUsePolicy, Options, SyncReading};

/// Input languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum InputKind {
    Ll,
    Bc,
    Mlir,
    Ptx,
}

/// Output kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EmitKind {
    Llvm,
    Bc,
    Mlir,
    Ptx,
    None,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LdUse {
    /// Insert tcgen05.wait::ld before the first non-tcgen05 read (as Triton and
    /// CUTLASS C++ do), and keep that order through code generation.
    Wait,
    /// Rely on the register dependency of PTX ISA 9.7.16.6.4.5; insert none for reads
    /// (default).
    TrustRegisterDependency,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SyncReadingArg {
    /// Release/acquire thread syncs order tcgen05 issue across threads without
    /// tcgen05.fence::*; the fences go around .relaxed syncs only (default).
    AcqRel,
    /// The tcgen05.fence::* around every thread sync, relaxed or not.
    Strict,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DiagnosticsFormat {
    Text,
    Json,
}

/// Insert the tcgen05 synchronization (waits, fences, proxy fences) that the PTX ISA's
/// memory-consistency rules require and that the input lacks, or check without
/// changing anything.
///
/// Exit status: 0 success; 1 `--check` found errors, or a hazard the pass may not
/// repair; 2 usage error, unreadable or malformed input, unwritable output, or a
/// failed `--verify-ptx`.
#[derive(Parser, Debug)]
#[command(
    name = "tcgen05-opt",
    version,
    after_help = "\
Rules are cited by their ids from RULES.md (R-LD-USE, R-AFTER, ...).\n\
Examples:\n  tcgen05-opt kernel.ll -o fixed.ll --remarks\n  tcgen05-opt kernel.mlir -o fixed.mlir --remarks\n  tcgen05-opt kernel.ll --emit ptx --verify-ptx -o kernel.ptx\n  tcgen05-opt --check kernel.ptx\n  cat kernel.ll | tcgen05-opt -x ll - --emit none --remarks"
)]
pub struct Cli {
    /// Input file, or `-` for standard input (then `-x` is required). MLIR is read
    /// with MLIR 22's dialects, else again with `nvvm` unregistered for a newer NVVM
    /// (CuTe DSL's modules, nvvm ops in the generic form; a note says so).
    pub input: String,

    /// Input language; overrides the extension (.ll, .bc, .mlir, .ptx).
    #[arg(short = 'x', value_enum)]
    pub lang: Option<InputKind>,

    /// Output file (written atomically); standard output by default.
    #[arg(short = 'o')]
    pub output: Option<String>,

    /// What to print: llvm (default for .ll/.bc), bc, mlir (default for .mlir), ptx
    /// (default for .ptx; runs the NVPTX backend for IR and MLIR inputs), none.
    #[arg(long, value_enum)]
    pub emit: Option<EmitKind>,

    /// Target GPU: a Blackwell target with tcgen05 (sm_100a, sm_100f, sm_103a, sm_110a, ...).
    #[arg(long, default_value = "sm_100a")]
    pub mcpu: String,

    /// PTX features passed to the NVPTX backend (e.g. +ptx88). A +ptxNN newer than
    /// LLVM 22 writes (9.0) gives the backend +ptx90 and writes `.version` N.N in the
    /// PTX (for inline asm that needs it, e.g. Triton's `cvt.rn.bf16x2.e2m1x2`: +ptx92)
    #[arg(long)]
    pub mattr: Option<String>,

    /// Analyse only: one diagnostic per missing or misplaced synchronization; exit 1 on
    /// any error, print nothing and exit 0 on clean input. Writes no output.
    #[arg(long)]
    pub check: bool,

    /// After emitting PTX, assemble it with ptxas -arch=<mcpu> ($PTXAS, the project's
    /// .tools folder, then PATH) and fail if ptxas rejects it.
    #[arg(long)]
    pub verify_ptx: bool,

    /// Print one remark per inserted instruction to standard error.
    #[arg(long)]
    pub remarks: bool,

    /// Diagnostics as text (default) or one JSON object per line on standard error.
    #[arg(long, value_enum, default_value = "text")]
    pub diagnostics: DiagnosticsFormat,

    /// The R-LD-USE policy.
    #[arg(long, value_enum, default_value = "trust-register-dependency")]
    pub ld_use: LdUse,

    /// The thread-sync reading of RULES.md section 3 (R-BEFORE, R-AFTER, R-DEALLOC
    /// fences).
    #[arg(long, value_enum, default_value = "acq-rel")]
    pub sync_reading: SyncReadingArg,

    /// Print the time each pipeline phase took to standard error (reading, parsing,
    /// analysis, rewriting, code generation, the re-check of emitted PTX, ptxas,
    /// writing), then the wall time and the peak memory. Functions are analysed in
    /// parallel: per-function phases are summed over functions.
    #[arg(long)]
    pub time_passes: bool,

    /// Analyse only: write each function's control-flow graph with its tcgen05 and
    /// thread-sync events and the obligations pending on entry to each block, as
    /// Graphviz (one digraph per function), to -o or standard output. Writes no IR.
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub print_sync_graph: Option<SyncGraphFormat>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SyncGraphFormat {
    /// Graphviz `dot` text.
    Dot,
}

impl Cli {
    /// The library's options for these flags.
    fn options(&self) -> Options {
        Options {
            language: self.lang.map(|l| match l {
                InputKind::Ll => tcgen05_sync::Language::Ll,
                InputKind::Bc => tcgen05_sync::Language::Bc,
                InputKind::Mlir => tcgen05_sync::Language::Mlir,
                InputKind::Ptx => tcgen05_sync::Language::Ptx,
            }),
            emit: self.emit.map(|e| match e {
                EmitKind::Llvm => tcgen05_sync::EmitKind::Llvm,
                EmitKind::Bc => tcgen05_sync::EmitKind::Bc,
                EmitKind::Mlir => tcgen05_sync::EmitKind::Mlir,
                EmitKind::Ptx => tcgen05_sync::EmitKind::Ptx,
                EmitKind::None => tcgen05_sync::EmitKind::None,
            }),
            mcpu: self.mcpu.clone(),
            mattr: self.mattr.clone(),
            check: self.check,
            verify_ptx: self.verify_ptx,
            remarks: self.remarks,
            diagnostics: match self.diagnostics {
                DiagnosticsFormat::Text => tcgen05_sync::DiagnosticsFormat::Text,
                DiagnosticsFormat::Json => tcgen05_sync::DiagnosticsFormat::Json,
            },
            ld_use: match self.ld_use {
                LdUse::Wait => LdUsePolicy::Wait,
                LdUse::TrustRegisterDependency => LdUsePolicy::TrustRegisterDependency,
            },
            sync_reading: match self.sync_reading {
                SyncReadingArg::AcqRel => SyncReading::AcqRel,
                SyncReadingArg::Strict => SyncReading::Strict,
            },
            time_passes: self.time_passes,
            print_sync_graph: self.print_sync_graph.map(|f| match f {
                SyncGraphFormat::Dot => tcgen05_sync::SyncGraphFormat::Dot,
            }),
        }
    }
}

/// Run the library, print what it says, write the output; the exit status.
fn run(cli: &Cli) -> u8 {
    let start = Instant::now();
    let options = cli.options();
    let format = options.diagnostics;
    // `--time-passes`: the library's phases (in the order they run), the write, then
    // the wall time and the peak memory.
    let print_timings = |timings: &[(&'static str, Duration)]| {
        if !cli.time_passes {
            return;
        }
        for (phase, d) in timings {
            eprintln!("time: {phase:<12} {:>8.3} s", d.as_secs_f64());
        }
        eprintln!(
            "time: {:<12} {:>8.3} s",
            "total (wall)",
            start.elapsed().as_secs_f64()
        );
        if let Some(kib) = peak_memory_kib() {
            eprintln!(
                "time: {:<12} {:>8.1} MiB",
                "peak memory",
                kib as f64 / 1024.0
            );
        }
    };
    match tcgen05_sync::run(Input::path_or_stdin(&cli.input), &options) {
        Ok(mut out) => {
            eprint!("{}", out.render_diagnostics(format));
            let written = match &out.bytes {
                Some(bytes) => {
                    let t = Instant::now();
                    let written = write_output(cli.output.as_deref(), bytes);
                    out.timings.push(("write", t.elapsed()));
                    written
                }
                None => Ok(()),
            };
            print_timings(&out.timings);
            match written {
                Ok(()) => out.exit_code(),
                Err(message) => {
                    eprintln!("{}", tcgen05_sync::plain_error(format, &message));
                    2
                }
            }
        }
        Err(e) => {
            for d in &e.diagnostics {
                eprintln!("{}", d.render(format));
            }
            print_timings(&e.timings);
            eprintln!("{}", tcgen05_sync::plain_error(format, &e.message));
            e.exit_code()
        }
    }
}

/// The peak resident memory of this process (Linux `VmHWM`), for `--time-passes`.
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// What LLVM's fatal-error handler needs to report: the input's name and the
/// diagnostics format.
static FATAL_CONTEXT: std::sync::OnceLock<(String, tcgen05_sync::DiagnosticsFormat)> =
    std::sync::OnceLock::new();

/// LLVM cannot continue after a fatal error; report it as a diagnostic and exit 2
/// (never an abort). Outputs are written atomically, so no partial file is left.
fn on_llvm_fatal(reason: &str) -> ! {
    let (file, format) = FATAL_CONTEXT
        .get()
        .cloned()
        .unwrap_or_else(|| ("<input>".into(), tcgen05_sync::DiagnosticsFormat::Text));
    eprintln!(
        "{}",
        tcgen05_sync::plain_error(format, &format!("{file}: LLVM error: {reason}"))
    );
    std::process::exit(2)
}

/// The pipeline thread's stack: 256 MiB of address space.
const PIPELINE_STACK_BYTES: usize = 256 << 20;

/// glibc gives every thread that allocates an arena of its own, and memory freed in
/// one arena serves only that arena: what the planner's and checker's threads freed
/// stayed mapped while the main thread printed the module (a 2x10^5-instruction
/// kernel: 285 MB peak, 255 MB with one arena, no slower; BENCHMARKS.md). Per-thread
/// caches still serve small allocations without the arena's lock. A
/// `MALLOC_ARENA_MAX` in the environment is left to glibc.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn one_malloc_arena() {
    if std::env::var_os("MALLOC_ARENA_MAX").is_none() {
        // SAFETY: called first in `main`, before any other thread exists; mallopt
        // only changes an allocator parameter.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, 1);
        }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn one_malloc_arena() {}

fn main() -> ExitCode {
    one_malloc_arena();
    let cli = Cli::parse();
    let file = if cli.input == "-" {
        "<stdin>".to_string()
    } else {
        cli.input.clone()
    };
    let _ = FATAL_CONTEXT.set((file, cli.options().diagnostics));
    // This process owns LLVM: its fatal errors become a diagnostic and exit 2.
    tcgen05_sync::prepare_llvm(on_llvm_fatal);
    // The driver must never die of a panic on any input; should one happen anyway, it
    // is reported as the bug it is, with exit status 2 rather than an abort.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("tcgen05-opt: internal error (please report): {info}");
    }));
    // LLVM's readers recurse on nested input; a large stack (reserved, used only as
    // needed) keeps inputs within the readers' nesting limits far from overflow.
    let worker = std::thread::Builder::new()
        .stack_size(PIPELINE_STACK_BYTES)
        .spawn(move || std::panic::catch_unwind(|| run(&cli)));
    match worker.map(|w| w.join()) {
        Ok(Ok(Ok(code))) => ExitCode::from(code),
        Ok(_) => ExitCode::from(2),
        Err(e) => {
            eprintln!("tcgen05-opt: error: cannot start: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The library's defaults are the CLI's: a caller of `tcgen05_sync::run` with
    /// `Options::default()` gets what `tcgen05-opt FILE` does.
    #[test]
    fn library_defaults_are_the_cli_defaults() {
        let cli = Cli::parse_from(["tcgen05-opt", "kernel.ll"]);
        assert_eq!(cli.options(), Options::default());
    }

    /// Every switch reaches the options.
    #[test]
    fn every_switch_reaches_the_options() {
        let cli = Cli::parse_from([
            "tcgen05-opt",
            "-x",
            "ptx",
            "--emit",
            "none",
            "--mcpu",
            "sm_103a",
            "--mattr",
            "+ptx88",
            "--check",
            "--verify-ptx",
            "--remarks",
            "--diagnostics",
            "json",
            "--ld-use",
            "wait",
            "--sync-reading",
            "strict",
            "--time-passes",
            "--print-sync-graph",
            "dot",
            "-",
        ]);
        let expected = Options {
            language: Some(tcgen05_sync::Language::Ptx),
            emit: Some(tcgen05_sync::EmitKind::None),
            mcpu: "sm_103a".into(),
            mattr: Some("+ptx88".into()),
            check: true,
            verify_ptx: true,
            remarks: true,
            diagnostics: tcgen05_sync::DiagnosticsFormat::Json,
            ld_use: LdUsePolicy::Wait,
            sync_reading: SyncReading::Strict,
            time_passes: true,
            print_sync_graph: Some(tcgen05_sync::SyncGraphFormat::Dot),
        };
        assert_eq!(cli.options(), expected);
    }
}
